//! The fast path and the full engine, fed the same seeded shoes and the same strategy, give
//! identical results round by round; and the run is the same whatever the number of threads. (The
//! house edge the tables give is checked against the exact analysis in tests/exact.rs.)

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use parlour_bots::{Bot, CasinoBot, Level, Strategy, Temperament, play};
use parlour_cards::CardSource;
use parlour_engine::{Game, Opening, PlayerSetup, Viewer};
use parlour_pontoon::Rules;
use parlour_pontoon::casino::{Casino, CasinoEvent, CasinoPreset, CasinoRules};
use parlour_sim::casino::CasinoSim;
use parlour_sim::fast::{FastCasino, Outcomes};
use parlour_sim::palace::PalaceSim;
use parlour_sim::pontoon::PontoonSim;
use parlour_sim::{Plan, Ran, run};

fn strategy(preset: CasinoPreset) -> Strategy {
    Strategy::for_preset(preset)
}

/// Every round's result for each seat, from the engine with table bots betting one chip.
fn engine_results(rules: CasinoRules, seats: usize, rounds: u32, seed: u64) -> Vec<Vec<i64>> {
    let players = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("S{i}"),
            chips: 1 << 30,
        })
        .collect();
    let source = CardSource::seeded(usize::from(rules.packs), seed);
    let (mut casino, _) = Casino::new(
        rules,
        Opening {
            players,
            first: None,
            kitty: 0,
        },
        source,
    )
    .unwrap();
    let strategy = Arc::new(strategy(rules.preset));
    let mut bots: Vec<Box<dyn Bot<Casino>>> = (0..seats)
        .map(|_| Box::new(CasinoBot::new(strategy.clone(), 1)) as Box<dyn Bot<Casino>>)
        .collect();
    let mut results = Vec::with_capacity(rounds as usize);
    play(&mut casino, &mut bots, rounds, |_, events| {
        for event in events {
            if let CasinoEvent::RoundOver { round } = Casino::event_view(event, Viewer::Auditor) {
                results.push(round.net.clone());
            }
        }
    })
    .unwrap();
    results
}

fn fast_results(rules: CasinoRules, seats: usize, rounds: u32, seed: u64) -> Vec<Vec<i64>> {
    let mut table = FastCasino::new(rules, strategy(rules.preset), seed);
    let mut outcomes = Outcomes::default();
    (0..rounds)
        .map(|_| {
            let mut results = vec![0; seats];
            table.play_round(seats, &mut results, &mut outcomes);
            results
        })
        .collect()
}

fn agree(rules: CasinoRules, seats: usize, rounds: u32, seed: u64) {
    let engine = engine_results(rules, seats, rounds, seed);
    let fast = fast_results(rules, seats, rounds, seed);
    assert_eq!(engine.len(), rounds as usize);
    for (round, (e, f)) in engine.iter().zip(&fast).enumerate() {
        assert_eq!(
            e,
            f,
            "{:?}, {seats} seats, seed {seed}: round {} differs",
            rules.preset,
            round + 1
        );
    }
}

#[test]
fn the_fast_path_agrees_with_the_engine_round_by_round() {
    // 100,000 hands per preset with one seat, and more seats (splits, reshuffles mid-shoe, and for
    // Pontoon Blackjack a shoe refilled from the discards mid-round).
    for preset in CasinoPreset::ALL {
        let rules = preset.rules();
        agree(rules, 1, 100_000, 7);
        agree(rules, 3, 20_000, 8);
        agree(rules, 7, 5_000, 9);
        agree(
            CasinoRules {
                split_by_value: true,
                dealer_hits_soft_17: false,
                ..rules
            },
            2,
            10_000,
            10,
        );
    }
}

fn casino(players: usize) -> CasinoSim {
    CasinoSim {
        rules: CasinoPreset::Casino.rules(),
        strategy: Strategy::casino(),
        seats: players,
    }
}

fn json<R: serde::Serialize>(ran: &Ran<R>) -> String {
    serde_json::to_string(&ran.report).unwrap()
}

#[test]
fn the_same_seed_gives_the_same_numbers_on_any_number_of_threads() {
    let stop = AtomicBool::new(false);
    let casino = casino(2);
    let one = run(&casino, &Plan::new(230_000, 5, 1, &stop));
    let two = run(&casino, &Plan::new(230_000, 5, 2, &stop));
    let three = run(&casino, &Plan::new(230_000, 5, 3, &stop));
    assert_eq!(json(&one), json(&two));
    assert_eq!(json(&one), json(&three));
    let other = run(&casino, &Plan::new(230_000, 6, 2, &stop));
    assert_ne!(json(&one), json(&other));

    let home = PontoonSim {
        rules: Rules::default(),
        seats: 4,
        fixed_banker: false,
        level: Level::Standard,
        banker: Level::Standard,
    };
    assert_eq!(
        json(&run(&home, &Plan::new(1_200, 9, 1, &stop))),
        json(&run(&home, &Plan::new(1_200, 9, 2, &stop)))
    );

    let palace = PalaceSim {
        rules: parlour_palace::Rules::default(),
        temperaments: Temperament::ALL.to_vec(),
    };
    let one = run(&palace, &Plan::new(2_500, 9, 1, &stop));
    assert_eq!(
        json(&one),
        json(&run(&palace, &Plan::new(2_500, 9, 2, &stop)))
    );
    let report = one.report;
    assert_eq!(report.hands, 2_500);
    // Chips only move between the seats.
    let total: f64 = report.seat_results.iter().map(|s| s.per_hand.mean).sum();
    assert!(total.abs() < 1e-9, "{total}");
    assert!(report.battles_per_hand > 0.5, "{report:?}");
}

#[test]
fn a_stopped_run_reports_what_it_played() {
    let stop = AtomicBool::new(true);
    let ran = run(&casino(1), &Plan::new(500_000, 1, 2, &stop));
    assert!(ran.interrupted);
    assert_eq!(ran.report.rounds, 0);
}
