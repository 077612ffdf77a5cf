//! High card, the tests' own game, played as every game is: the engine's random-playout harness
//! over it (every invariant at every step, chips conserved, its record replayed, no card seen
//! before its time), and its kit registered beside the card room's, found by the registry and
//! seating bots that play it. Nothing outside its folder and the registry's one line names it.

use parlour_engine::playout::{self, Chooser, Config, Scenario, Stacks};
use parlour_engine::record::{Deal, Record};
use parlour_engine::registry::AnyTable;
use parlour_engine::{Opening, Seat, Viewer};
use parlour_games::high_card::{HighCard, Rules};
use serde_json::json;

fn scenario(chooser: &mut Chooser) -> Scenario<HighCard> {
    let mut rules = Rules::default();
    rules.ante = chooser.pick(1, 5);
    rules.max_bet = rules.ante * chooser.pick(1, 6);
    let seats = chooser.pick(2, 6) as usize;
    let players = Stacks {
        rich: 50..=300,
        short: 0..=20,
    }
    .players(chooser, seats);
    Scenario::dealt(rules, players, None, chooser)
}

#[test]
fn random_sessions_keep_every_invariant_and_leak_nothing() {
    let config = Config {
        sessions: 1_500,
        max_hands: 6,
        ..Config::default()
    };
    let report = playout::run_printed(&config, scenario);
    report.assert_played(3_000, 10_000);
    report.assert_events(
        &["shuffled", "dealt", "bet", "won", "round_over", "seated"],
        20,
    );
    report.assert_thorough();
}

#[test]
fn its_kit_plugs_into_the_registry_and_its_bots_play_it() {
    parlour_games::register_high_card();
    parlour_games::register_high_card();
    let games = parlour_games::registry();
    assert_eq!(games.ids(), ["pontoon", "casino", "palace", "high_card"]);
    let kit = parlour_games::kit("high_card").expect("registered");
    assert_eq!(
        games.for_rules(&json!("high-card")).unwrap().id(),
        "high_card"
    );
    let rules = json!({"preset": "high-card", "ante": 2, "max_bet": 8});
    let (seats, stakes) = kit.entry.limits(&rules).unwrap();
    assert_eq!((seats, stakes.least, stakes.most), (2..=6, 2, 8));
    let mut table = kit
        .entry
        .open(
            &rules,
            Opening::of(&["Ann", "Bob", "Cat"], 40),
            Deal::Seed(5),
        )
        .unwrap();
    let mut bots: Vec<_> = (0..3).map(|seat| kit.bot(&rules, seat).unwrap()).collect();
    while table.rounds_played() < 5 {
        let seat = table.to_act()[0];
        let action = bots[seat.index()]
            .act(&table.view(Viewer::Seat(seat)))
            .unwrap();
        table.apply(seat, &action, None).unwrap();
    }
    // Each round, every player antes 2 and checks: the winner takes 6, the others lose 2.
    let chips: u64 = table.players().iter().map(|p| p.chips).sum();
    assert_eq!(chips, 120);
    // A bet is what it puts at risk.
    let bet = json!({"action": "bet", "amount": 7});
    assert!(matches!(
        table.sort(Seat(0), &bet),
        Ok(parlour_engine::registry::Sort::Move { wager: 7 })
    ));
    // The table's record replays to where it stands.
    let record = Record::parse(&table.record(true).unwrap().to_string()).unwrap();
    let (again, output) = games.replay(&record).unwrap();
    assert!(output.all_accepted());
    assert_eq!(again.view(Viewer::Auditor), table.view(Viewer::Auditor));
}

/// A round worked out by hand, from a stacked pack: Ann is dealt the king, Bob the ace, Cat the
/// two; Ann bets 3, Bob 5, Cat checks; Bob's ace takes the pot of 3 antes and 8 bets: 11 for the
/// 6 he put in.
#[test]
fn the_highest_card_takes_the_pot() {
    let record = json!({
        "game": "high_card",
        "rules": {"preset": "high-card", "ante": 1, "max_bet": 5},
        "players": [{"name": "Ann", "chips": 20}, {"name": "Bob", "chips": 20}, {"name": "Cat", "chips": 20}],
        "deck": ["KS", "AH", "2C"],
        "actions": [["Ann", "deal"], ["Ann", "bet", 3], ["Bob", "bet", 5], ["Cat", "bet", 0]],
        "expect": {"chips": {"Ann": 16, "Bob": 25, "Cat": 19},
                   "hands": [{"hands": [{"name": "Ann", "net": -4}, {"name": "Bob", "net": 5}, {"name": "Cat", "net": -1}]}]}
    });
    let record = Record::parse(&record.to_string()).unwrap();
    parlour_games::register_high_card();
    let (_, mut output) = parlour_games::registry().replay(&record).unwrap();
    assert!(output.all_accepted());
    let met = parlour_engine::record::check_expectation(&record, &mut output);
    assert_eq!(met, Some(true), "{:?}", output.expect);
}

/// A card dealt is its holder's alone until the showdown turns every card for everyone.
#[test]
fn a_card_is_its_holders_alone_until_the_showdown() {
    parlour_games::register_high_card();
    let entry = parlour_games::registry().get("high_card").unwrap();
    let mut table = entry
        .open(
            &json!("high-card"),
            Opening::of(&["Ann", "Bob"], 20),
            Deal::Seed(9),
        )
        .unwrap();
    table
        .apply(Seat(0), &json!({"action": "deal"}), None)
        .unwrap();
    let card = |table: &dyn AnyTable, viewer: Viewer, seat: usize| {
        table.view(viewer)["round"]["hands"][seat]["card"].clone()
    };
    let ann = Viewer::Seat(Seat(0));
    assert!(card(&*table, ann, 0).is_string(), "Ann sees her card");
    assert!(
        card(&*table, Viewer::Seat(Seat(1)), 0).is_null(),
        "Bob does not see Ann's"
    );
    assert!(card(&*table, Viewer::Spectator, 0).is_null());
    assert!(card(&*table, Viewer::Spectator, 1).is_null());
    // Nor is it in the events anyone else is told.
    let told = table.events(Viewer::Seat(Seat(1)));
    let anns = told
        .iter()
        .find(|e| e["event"] == "dealt" && e["seat"] == 0)
        .unwrap();
    assert!(anns["card"].is_null(), "{anns}");
    for seat in [0, 1] {
        let bet = json!({"action": "bet", "amount": 0});
        table.apply(Seat(seat), &bet, None).unwrap();
    }
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        assert!(card(&*table, viewer, 0).is_string() && card(&*table, viewer, 1).is_string());
    }
}

#[test]
fn its_kit_simulates_it_with_its_bots_in_every_seat() {
    use std::sync::atomic::AtomicBool;

    parlour_games::register_high_card();
    let kit = parlour_games::kit("high_card").expect("registered");
    let ask = parlour_sim::Ask {
        rules: json!({"preset": "high-card"}),
        echo: "high-card".into(),
        players: Some(3),
        ..parlour_sim::Ask::default()
    };
    let sim = kit.sim(&ask).unwrap();
    assert_eq!(sim.players(), 3);
    let stop = AtomicBool::new(false);
    let one = sim.run(&parlour_sim::Plan::new(2_500, 11, 1, &stop));
    let two = sim.run(&parlour_sim::Plan::new(2_500, 11, 2, &stop));
    assert_eq!(one.report, two.report, "the same on any number of threads");
    assert_eq!(one.played, 2_500);
    assert!(!one.interrupted);
    let means: Vec<f64> = one.report["seat_results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|seat| seat["mean"].as_f64().unwrap())
        .collect();
    assert_eq!(means.len(), 3);
    // Chips only move between the seats, and each round's ante goes to somebody.
    assert!(means.iter().sum::<f64>().abs() < 1e-9, "{means:?}");
    assert!(means.iter().any(|mean| *mean != 0.0), "{means:?}");
    assert!(one.words.contains("seat 3:"), "{}", one.words);

    // Its bots play one way: a strategy table or a temperament is refused, in words.
    for ask in [
        parlour_sim::Ask {
            strategy: Some(Ok("a strategy table".into())),
            ..ask.clone()
        },
        parlour_sim::Ask {
            temperament: Some("bold".into()),
            ..ask.clone()
        },
    ] {
        let refused = kit.sim(&ask).err().expect("refused");
        assert!(refused.starts_with("--"), "{refused}");
    }
}
