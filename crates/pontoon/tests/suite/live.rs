//! A table in play (`parlour_engine::Live`): its version counts accepted actions, a stale action is
//! refused and changes nothing, and its record replays to the same state and version.

use parlour_engine::record::Recorded;
use parlour_engine::record::{Deal, Prepared, Record};
use parlour_engine::{Game, Live, Opening, Player, Refusal, Seat};
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::{Casino, CasinoAction};

fn table() -> Live<Casino> {
    table_dealt(Deal::Seed(3))
}

/// Ann and Bob at a casino table dealt by `deal`.
fn table_dealt(deal: Deal) -> Live<Casino> {
    let rules = Casino::parse_rules(&serde_json::json!("casino")).unwrap();
    Live::open(rules, Opening::of(&["Ann", "Bob"], 100), deal)
        .unwrap()
        .0
}

#[test]
fn a_stale_action_is_refused_and_changes_nothing_and_the_right_version_is_accepted() {
    let mut live = table();
    assert_eq!(live.version(), 0);
    let (ann, bob) = (Seat(0), Seat(1));
    let applied = live
        .apply(ann, &CasinoAction::Stake { amount: 10 }, Some(0))
        .unwrap();
    assert_eq!(applied.version, 1);
    assert_eq!(live.version(), 1);

    // Bob's client still shows version 0: his bet is refused, and the table does not move.
    let before = live.game().clone();
    assert_eq!(
        live.apply(bob, &CasinoAction::Stake { amount: 10 }, Some(0)),
        Err(Refusal::Stale {
            made_against: 0,
            version: 1
        })
    );
    // A version from the future is as stale as one from the past.
    assert!(matches!(
        live.apply(bob, &CasinoAction::Stake { amount: 10 }, Some(7)),
        Err(Refusal::Stale {
            made_against: 7,
            ..
        })
    ));
    assert_eq!(live.game(), &before);
    assert_eq!(live.version(), 1);

    // Made against the version it is at, the same bet is taken.
    assert_eq!(
        live.apply(bob, &CasinoAction::Stake { amount: 10 }, Some(1))
            .unwrap()
            .version,
        2
    );
    // Any other refusal leaves the version where it was too; an action that names no version is
    // judged on the table as it stands.
    assert_eq!(
        live.apply(bob, &CasinoAction::Stake { amount: 10 }, None)
            .unwrap_err()
            .code(),
        "not_your_turn"
    );
    assert_eq!(live.version(), 2);
}

/// A seed changes nothing on the table, so seeds given since the version a move was made against
/// leave it fresh; a move in between still makes it stale (a double click does nothing).
#[test]
fn seeds_given_since_a_version_leave_a_move_made_against_it_fresh() {
    use parlour_cards::ShuffleKey;
    use parlour_engine::seating::SeatChange;
    let mut live = table_dealt(Deal::Fair {
        master: ShuffleKey::from_seed(9),
        scheme2_from: 0,
    });
    let (ann, bob) = (Seat(0), Seat(1));
    let seed = |text: &str| {
        CasinoAction::from(SeatChange::Seed {
            shuffle: Some(0),
            seed: text.into(),
        })
    };
    live.apply(bob, &seed("bob's"), None).unwrap();
    live.apply(bob, &seed("bob's again"), Some(0)).unwrap();
    assert_eq!(live.version(), 2);
    // Ann's page showed version 0; only seeds came since.
    let stake = CasinoAction::Stake { amount: 10 };
    assert_eq!(live.apply(ann, &stake, Some(0)).unwrap().version, 3);
    // Her second click, made against version 0 too, is stale: her stake came since.
    live.apply(bob, &seed("bob's third"), None).unwrap();
    assert!(matches!(
        live.apply(ann, &stake, Some(0)),
        Err(Refusal::Stale { .. })
    ));
    assert!(matches!(
        live.apply(bob, &CasinoAction::Stake { amount: 5 }, Some(2)),
        Err(Refusal::Stale { .. })
    ));
    assert_eq!(
        live.apply(bob, &CasinoAction::Stake { amount: 5 }, Some(3))
            .unwrap()
            .version,
        5
    );
}

#[test]
fn a_tables_record_replays_to_its_state_and_version() {
    let mut live = table();
    for (seat, action) in [
        (0, CasinoAction::Stake { amount: 10 }),
        (1, CasinoAction::Pass),
        (0, CasinoAction::Stick),
    ] {
        // The stick may be refused (a total under 15): refusals are not in the record.
        let _ = live.apply(Seat(seat), &action, None);
    }
    let record = Record::parse(&live.record(true).unwrap().to_string()).unwrap();
    let prepared = Prepared::<Casino>::from_record(&record).unwrap();
    assert_eq!(prepared.actions.len() as u64, live.version());
    let (replayed, _) = prepared.play().unwrap();
    assert_eq!(&replayed, live.game());
    assert!(replayed.rounds_played() <= 1);
}

/// docs/rules/README.md, timeouts: a casino seat that does not bet in time is left out of the
/// round (`pass`), and only the seat on turn has a timeout.
#[test]
fn a_casino_seat_that_does_not_bet_in_time_passes() {
    let mut live = table();
    let (ann, bob) = (Seat(0), Seat(1));
    assert_eq!(live.game().timeout(ann), Some(CasinoAction::Pass));
    assert_eq!(live.game().timeout(bob), None);
    let timeout = live.game().timeout(ann).unwrap();
    live.apply(ann, &timeout, Some(0)).unwrap();
    assert_eq!(live.game().timeout(bob), Some(CasinoAction::Pass));
    assert_eq!(
        live.record(true).unwrap()["actions"][0],
        serde_json::json!(["Ann", "pass"])
    );
}

/// docs/rules/README.md, timeouts, at home: the banker deals, a player stakes the minimum, twists
/// while he may not stick (13 is under 15) and sticks once he may, and the banker stays.
#[test]
fn a_home_table_times_out_on_the_cheapest_move() {
    use parlour_cards::cards;
    use parlour_pontoon::{Action, Pontoon, Rules};
    let players = [("Bank", 500), ("Ann", 100)]
        .map(|(name, chips)| Player {
            name: name.into(),
            chips,
        })
        .to_vec();
    let seating = Opening {
        players,
        first: Some(Seat(0)),
        kitty: 0,
    };
    // Ann 7C, Bank 5H; Ann 6C, Bank 5S; Ann's twist 2C: 15.
    let deal = Deal::Deck(cards("7C 5H 6C 5S 2C").unwrap());
    let (mut live, _) = Live::<Pontoon>::open(Rules::default(), seating, deal).unwrap();
    let (bank, ann) = (Seat(0), Seat(1));
    for (seat, expected) in [
        (bank, Action::Deal),
        (ann, Action::Stake { amount: 1 }),
        (ann, Action::Twist),
        (ann, Action::Stick),
        (bank, Action::Stick),
    ] {
        let other = if seat == bank { ann } else { bank };
        assert_eq!(live.game().timeout(other), None, "{other} is not on turn");
        assert_eq!(live.game().timeout(seat), Some(expected.clone()));
        live.apply(seat, &expected, None).unwrap();
    }
    assert_eq!(live.game().rounds_played(), 1);
    // Ann's 15 beats the banker's 10: she wins her stake of 1.
    assert_eq!(live.game().chips(ann), 101);
}

/// A table's rounds, each recorded apart as a hand history: a one-pack shoe dealt to its last
/// card runs out mid-round and is shuffled anew, so a card comes twice in one round; its record
/// names two packs and still replays to the same round.
#[test]
fn a_round_recorded_apart_replays_alone_even_when_the_shoe_ran_out_in_it() {
    use parlour_engine::LegalMove;
    let players = (0..7)
        .map(|i| Player {
            name: format!("P{i}"),
            chips: 1_000,
        })
        .collect();
    let rules = Casino::parse_rules(
        &serde_json::json!({"preset": "casino", "packs": 1, "reshuffle_at": 1.0}),
    )
    .unwrap();
    let seating = Opening {
        players,
        first: None,
        kitty: 0,
    };
    let (mut live, _) = Live::<Casino>::open(rules, seating, Deal::Seed(11)).unwrap();
    let (mut rounds, mut doubled) = (0, 0);
    while rounds < 200 && doubled == 0 {
        let seat = live.game().to_act().first().expect("someone acts");
        let moves = live.game().legal_moves(seat);
        // Each seat bets the minimum, splits and twists all it may: cards go fast.
        let action = [
            CasinoAction::Stake { amount: 1 },
            CasinoAction::Split,
            CasinoAction::Twist,
            CasinoAction::Stick,
        ]
        .into_iter()
        .find(|a| moves.iter().any(|m| m.admits(a)))
        .expect("one of them is legal");
        live.apply(seat, &action, None).unwrap();
        let Some(round) = live.finished_round() else {
            continue;
        };
        rounds += 1;
        let record = &round.record;
        assert!(record.get("key").is_none() && record.get("sealed").is_none());
        let deck = record["deck"].as_array().unwrap();
        if record["rules"]["packs"] == 2 {
            doubled += 1;
            let mut cards: Vec<&str> = deck.iter().map(|c| c.as_str().unwrap()).collect();
            cards.sort();
            assert!(cards.windows(2).any(|w| w[0] == w[1]), "a card came twice");
        }
        let prepared =
            Prepared::<Casino>::from_record(&Record::parse(&record.to_string()).unwrap()).unwrap();
        let replayed = prepared.replay().unwrap();
        assert!(replayed.output.all_accepted());
        assert_eq!(replayed.live.game().players(), live.game().players());
        let alone = &replayed.output.hands[0];
        assert_eq!(alone["net"], round.finished["net"]);
        assert_eq!(alone["players"], round.finished["players"]);
        assert_eq!(alone["dealer_hand"], round.finished["dealer_hand"]);
    }
    assert!(doubled > 0, "no round ran the shoe out in {rounds} rounds");
}

/// A seat's last bet, as taken (raised to the table minimum), stays in the view for its player to
/// repeat: across a pass, moved with its player, and gone when the player stands up.
#[test]
fn a_seats_last_bet_is_kept_for_its_player_to_repeat() {
    use parlour_engine::Viewer;
    use parlour_engine::seating::SeatChange;
    let players = vec![
        Player {
            name: "Ann".into(),
            chips: 100,
        },
        Player {
            name: "Bob".into(),
            chips: 100,
        },
        Player::empty(),
    ];
    let rules =
        Casino::parse_rules(&serde_json::json!({"preset": "casino", "min_stake": 5})).unwrap();
    let seating = Opening {
        players,
        first: None,
        kitty: 0,
    };
    let (mut live, _) = Live::<Casino>::open(rules, seating, Deal::Seed(5)).unwrap();
    let last = |live: &Live<Casino>| live.game().view(Viewer::Spectator).last_bets;
    assert_eq!(last(&live), [None, None, None]);
    // Ann bets 3 (taken as 5), Bob passes; the round is played out by sticking or twisting.
    let (ann, bob) = (Seat(0), Seat(1));
    live.apply(ann, &CasinoAction::Stake { amount: 3 }, None)
        .unwrap();
    live.apply(bob, &CasinoAction::Pass, None).unwrap();
    while live.game().rounds_played() == 0 {
        let seat = live.game().to_act().first().unwrap();
        let action = live.game().timeout(seat).unwrap();
        live.apply(seat, &action, None).unwrap();
    }
    assert_eq!(last(&live), [Some(5), None, None]);
    // Ann passes the next betting: her last bet stays.
    live.apply(ann, &CasinoAction::Pass, None).unwrap();
    assert_eq!(last(&live)[0], Some(5));
    live.apply(bob, &CasinoAction::Stake { amount: 20 }, None)
        .unwrap();
    while live.game().rounds_played() == 1 {
        let seat = live.game().to_act().first().unwrap();
        let action = live.game().timeout(seat).unwrap();
        live.apply(seat, &action, None).unwrap();
    }
    assert_eq!(last(&live), [Some(5), Some(20), None]);
    // Between rounds Bob moves to the empty seat, his bet with him; Ann stands up, hers gone.
    let moved = CasinoAction::from(SeatChange::Move { to: Seat(2) });
    live.apply(bob, &moved, None).unwrap();
    assert_eq!(last(&live), [Some(5), None, Some(20)]);
    live.apply(ann, &CasinoAction::from(SeatChange::Stand), None)
        .unwrap();
    assert_eq!(last(&live), [None, None, Some(20)]);
}

/// A Shoot session, played by timeouts: every round after the first begins with a kitty up, and
/// is recorded apart with it (`kitty`), so it replays alone to the same round and the same chips,
/// the kitty included.
#[test]
fn a_shoot_round_begun_with_a_kitty_up_replays_alone() {
    let rules = Pontoon::parse_rules(&serde_json::json!("shoot")).unwrap();
    let seating = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Bank", "Ann", "Bob"], 400)
    };
    let (mut live, _) = Live::<Pontoon>::open(rules, seating, Deal::Seed(3)).unwrap();
    let mut with_kitty = 0;
    for _ in 0..2000 {
        if live.game().is_over() || with_kitty >= 5 {
            break;
        }
        let seat = live.game().to_act().first().expect("someone acts");
        let action = live
            .game()
            .timeout(seat)
            .expect("a seat on turn has a timeout");
        live.apply(seat, &action, None).unwrap();
        let Some(round) = live.finished_round() else {
            continue;
        };
        let record = &round.record;
        let kitty = record.get("kitty").and_then(|k| k.as_u64()).unwrap_or(0);
        if kitty > 0 {
            with_kitty += 1;
        }
        let prepared =
            Prepared::<Pontoon>::from_record(&Record::parse(&record.to_string()).unwrap()).unwrap();
        let replayed = prepared.replay().unwrap();
        assert!(replayed.output.all_accepted(), "{record}");
        assert_eq!(replayed.live.game().players(), live.game().players());
        assert_eq!(replayed.live.game().kitty(), live.game().kitty());
        let alone = &replayed.output.hands[0];
        assert_eq!(alone["net"], round.finished["net"], "{record}");
        assert_eq!(alone["players"], round.finished["players"]);
    }
    assert!(
        with_kitty >= 5,
        "only {with_kitty} rounds began with a kitty up"
    );
}

/// Only a Shoot table starts with a kitty, and only with its banker named: the kitty is his.
#[test]
fn a_kitty_at_the_start_is_refused_but_at_a_shoot_table_with_its_banker() {
    let seating = |first: Option<Seat>| Opening {
        players: ["Bank", "Ann"]
            .iter()
            .map(|name| Player {
                name: name.to_string(),
                chips: 100,
            })
            .collect(),
        first,
        kitty: 40,
    };
    let open = |preset: &str, first: Option<Seat>| {
        let rules = Pontoon::parse_rules(&serde_json::json!(preset)).unwrap();
        Live::<Pontoon>::open(rules, seating(first), Deal::Seed(1)).map(|(live, _)| live)
    };
    let refused = open("traditional", Some(Seat(0))).unwrap_err();
    assert!(refused.0.contains("has no kitty"), "{refused}");
    let refused = open("shoot", None).unwrap_err();
    assert!(refused.0.contains("name the banker"), "{refused}");
    assert_eq!(open("shoot", Some(Seat(0))).unwrap().game().kitty(), 40);
    let casino = Casino::parse_rules(&serde_json::json!("casino")).unwrap();
    let refused = Live::<Casino>::open(casino, seating(None), Deal::Seed(1)).unwrap_err();
    assert!(refused.0.contains("has no kitty"), "{refused}");
}

/// Before the cut nobody holds the bank: the first to sit calls the cut, and when he stands up
/// the call moves to the next player on his left, with no bank passing (docs/rules/README.md).
#[test]
fn before_the_cut_no_bank_passes() {
    use parlour_engine::Viewer;
    use parlour_engine::seating::SeatChange;
    use parlour_pontoon::{Action, Event};
    let seating = Opening {
        players: vec![Player::empty(); 3],
        first: None,
        kitty: 0,
    };
    let rules = Pontoon::parse_rules(&serde_json::json!("traditional")).unwrap();
    let (mut live, _) = Live::<Pontoon>::open(rules, seating, Deal::Seed(2)).unwrap();
    let sit = |name: &str| {
        Action::Seat(SeatChange::Sit {
            name: name.into(),
            chips: 100,
        })
    };
    let mut events = Vec::new();
    for (seat, action) in [
        (Seat(1), sit("Ann")),
        (Seat(2), sit("Bob")),
        (Seat(0), sit("Cy")),
        (Seat(1), Action::Seat(SeatChange::Stand)),
    ] {
        events.extend(live.apply(seat, &action, None).unwrap().events);
    }
    assert!(
        !events.iter().any(|e| matches!(e, Event::BankPassed { .. })),
        "{events:?}"
    );
    let view = live.game().view(Viewer::Spectator);
    assert!(view.cut_due);
    // Ann sat first and left: Bob, on her left, calls the cut.
    assert_eq!(view.banker, Seat(2));
    assert_eq!(live.game().to_act().iter().collect::<Vec<_>>(), [Seat(2)]);
    let cut = live.apply(Seat(2), &Action::Cut, None).unwrap().events;
    assert!(cut.iter().any(|e| matches!(e, Event::CutForBank { .. })));
    assert!(!live.game().view(Viewer::Spectator).cut_due);
}
