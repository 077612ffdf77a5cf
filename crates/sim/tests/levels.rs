//! The home game's levels in the simulator: what `PontoonSim::ask` takes and refuses, and a run
//! of the best punters against a standard fixed banker replayed here with bots seated by hand and
//! tallied from the chips alone, which must come out as the report says.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use parlour_bots::{Bot, HomeBot, Level, SolvedBot, Temperament, play};
use parlour_cards::CardSource;
use parlour_engine::{Game, Opening, PlayerSetup, Seat, Viewer};
use parlour_pontoon::{Action, Pontoon, Rules, View};
use parlour_sim::pontoon::{FixedBanker, PontoonSim, run_chunk};
use parlour_sim::{Ask, Plan, chunk_seed, run};
use serde_json::json;

fn ask(rules: serde_json::Value, temperament: Option<&str>, banker: Option<&str>) -> Ask {
    Ask {
        echo: rules["preset"].as_str().unwrap_or("traditional").into(),
        rules,
        players: Some(4),
        fixed_banker: true,
        temperament: temperament.map(str::to_owned),
        banker: banker.map(str::to_owned),
        ..Ask::default()
    }
}

fn traditional() -> serde_json::Value {
    json!({"preset": "traditional"})
}

#[test]
fn the_levels_are_read_by_name_and_the_bank_may_have_its_own() {
    let sim = PontoonSim::ask(&ask(traditional(), Some("best"), Some("standard"))).unwrap();
    assert_eq!((sim.level, sim.banker), (Level::Best, Level::Standard));
    // Without --banker the bank plays as the punters do.
    let sim = PontoonSim::ask(&ask(traditional(), Some("bold"), None)).unwrap();
    assert_eq!((sim.level, sim.banker), (Level::Bold, Level::Bold));
    let sim = PontoonSim::ask(&ask(traditional(), None, Some("best"))).unwrap();
    assert_eq!((sim.level, sim.banker), (Level::Standard, Level::Best));
    // The solved strategy reads any stakes as its own two levels.
    let stakes = json!({"preset": "traditional", "min_stake": 5, "max_stake": 100});
    assert!(PontoonSim::ask(&ask(stakes, Some("best"), Some("best"))).is_ok());
}

#[test]
fn a_level_the_table_cannot_seat_is_refused_in_words() {
    let shoot = json!({"preset": "shoot"});
    let two_packs = json!({"preset": "traditional", "packs": 2});
    for (ask, words) in [
        (
            Ask {
                fixed_banker: false,
                ..ask(traditional(), None, Some("best"))
            },
            "only with --fixed-banker",
        ),
        (
            ask(traditional(), Some("Best"), None),
            "unknown level \"Best\" for --temperament",
        ),
        (
            ask(traditional(), None, Some("mixed")),
            "unknown level \"mixed\" for --banker",
        ),
        (ask(traditional(), None, Some("")), "for --banker"),
        (ask(shoot.clone(), Some("best"), None), "the shoot table"),
        (ask(shoot, None, Some("best")), "the shoot table"),
        (ask(two_packs, Some("best"), None), "is not that game"),
    ] {
        let refused = PontoonSim::ask(&ask).expect_err("refused");
        assert!(refused.contains(words), "{words:?} not in {refused:?}");
    }
}

/// A punter whose stakes are written down.
struct Staking<B>(B, Arc<Mutex<Vec<u64>>>);

impl<B: Bot<Pontoon>> Bot<Pontoon> for Staking<B> {
    fn act(&mut self, view: &View) -> Action {
        let action = self.0.act(view);
        if let Action::Stake { amount } = action {
            self.1.lock().unwrap().push(amount);
        }
        action
    }
}

#[test]
fn best_punters_against_a_standard_banker_come_out_as_the_report_says() {
    let (hands, seed, seats) = (400u64, 0x5eed_u64, 4usize);
    let sim = PontoonSim::ask(&ask(traditional(), Some("best"), Some("standard"))).unwrap();
    let report = run_chunk(&sim, hands, seed);

    // The replay: a standard bot banks in seat 0, solved bots punt, each seeded as the
    // simulator's documentation says (the chunk's seed mixed with the seat).
    let rules = Rules::default();
    let start = parlour_engine::MAX_CHIPS;
    let opening = Opening {
        players: (0..seats)
            .map(|i| PlayerSetup {
                name: format!("Seat {}", i + 1),
                chips: start,
            })
            .collect(),
        first: Some(Seat(0)),
        kitty: 0,
    };
    let source = CardSource::seeded(usize::from(rules.packs), seed);
    let (mut game, _) = Pontoon::new(rules, opening, source).unwrap();
    let keeps = |bot: Box<dyn Bot<Pontoon>>| -> Box<dyn Bot<Pontoon>> {
        Box::new(FixedBanker { inner: bot })
    };
    let banker = HomeBot::new(Temperament::Standard, chunk_seed(seed, 0));
    let mut bots = vec![keeps(Box::new(banker))];
    let stakes = Arc::new(Mutex::new(Vec::new()));
    for seat in 1..seats {
        let punter = SolvedBot::new(chunk_seed(seed, seat as u64));
        bots.push(keeps(Box::new(Staking(punter, Arc::clone(&stakes)))));
    }
    play(&mut game, &mut bots, hands as u32, |_, _| {}).unwrap();
    // The solved punters stake the least or the most, never between: what the standard bots do
    // otherwise (an ace raises their stake partway up the range).
    let stakes = stakes.lock().unwrap();
    assert!(
        stakes.len() as u64 >= hands * (seats as u64 - 1),
        "{}",
        stakes.len()
    );
    assert!(
        stakes
            .iter()
            .all(|s| [rules.min_stake, rules.max_stake].contains(s)),
        "{stakes:?}"
    );
    assert!(stakes.contains(&rules.max_stake), "never the most");

    let view = game.view(Viewer::Auditor);
    let won: Vec<i64> = view
        .seen
        .players
        .iter()
        .map(|p| p.chips as i64 - start as i64)
        .collect();
    // Traditional Pontoon has no kitty: the chips only move between the seats.
    assert_eq!(won.iter().sum::<i64>(), 0, "{won:?}");
    assert_eq!(report.hands, hands);
    assert_eq!(
        (report.punter_level, report.banker_level),
        ("best", "standard")
    );
    assert_eq!(report.seat_results[0].hands_banked, hands);
    let per_hand = |chips: i64| chips as f64 / hands as f64;
    assert!((report.banker_per_hand.mean - per_hand(won[0])).abs() < 1e-9);
    for (seat, chips) in report.seat_results.iter().zip(&won) {
        assert!(
            (seat.per_hand.mean - per_hand(*chips)).abs() < 1e-9,
            "seat {}: {} against {chips} chips over {hands} hands",
            seat.seat,
            seat.per_hand.mean
        );
    }
}

#[test]
fn best_bots_give_the_same_numbers_on_any_number_of_threads() {
    let stop = AtomicBool::new(false);
    let sim = PontoonSim::ask(&ask(traditional(), Some("best"), Some("best"))).unwrap();
    let json = |threads| {
        let ran = run(&sim, &Plan::new(1_100, 4, threads, &stop));
        serde_json::to_value(&ran.report).unwrap()
    };
    let one = json(1);
    assert_eq!(one, json(2));
    assert_eq!(one, json(3));
    assert_eq!(one["hands"], 1_100);
    assert_eq!(one["punter_level"], "best");
}
