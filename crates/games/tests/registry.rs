//! The registry finds every game by id and every record by its game, old casino records
//! included; one erased table takes JSON actions for a seat, refuses a stale or unreadable one
//! without changing anything, and replays from its record to the same version and view.

use parlour_engine::record::{Deal, Record};
use parlour_engine::registry::{AnyTable, UNREADABLE};
use parlour_engine::{Opening, Seat, Viewer};
use parlour_games::registry;
use serde_json::{Value, json};

fn seating(names: &[&str]) -> Opening {
    Opening::of(names, 200)
}

fn record(text: Value) -> Record {
    Record::parse(&text.to_string()).expect("a readable record")
}

#[test]
fn every_game_has_its_id_and_every_record_its_game() {
    let games = registry();
    assert_eq!(games.ids(), ["pontoon", "casino", "palace"]);
    let players = json!([{"name": "Ann", "chips": 50}, {"name": "Bob", "chips": 50}]);
    let read_by = |game: &str, rules: Value| {
        let found = games.for_record(&record(
            json!({"game": game, "rules": rules, "players": players}),
        ));
        found.map(|entry| entry.id()).map_err(|e| e.to_string())
    };
    assert_eq!(read_by("pontoon", json!("traditional")), Ok("pontoon"));
    assert_eq!(
        read_by("pontoon", json!({"preset": "shoot"})),
        Ok("pontoon")
    );
    // Casino records from before the casino had an id of its own are still the casino's.
    assert_eq!(read_by("pontoon", json!("casino")), Ok("casino"));
    assert_eq!(
        read_by("pontoon", json!({"preset": "pontoon-blackjack"})),
        Ok("casino")
    );
    assert_eq!(read_by("casino", json!("casino")), Ok("casino"));
    assert_eq!(read_by("palace", json!("palace")), Ok("palace"));
    assert_eq!(
        read_by("whist", json!("whist")),
        Err("unknown game \"whist\" (known: pontoon, casino, palace)".into())
    );
    // A casino record may not name a home preset, nor the other way round.
    let wrong = games.replay(&record(
        json!({"game": "casino", "rules": "traditional", "players": players}),
    ));
    assert!(wrong.is_err());
}

/// The table of options that errors and `parlour rules` quote names every option of every preset
/// of every game, once.
#[test]
fn every_game_describes_each_of_its_options_once() {
    let games = registry();
    for id in games.ids() {
        let game = games.get(id).expect("registered");
        let mut described: Vec<&str> = game.options().iter().map(|o| o.name).collect();
        described.sort_unstable();
        assert!(!described.is_empty(), "{id} describes no option");
        for (preset, _) in game.presets() {
            let rules = game.read_rules(&json!(preset)).expect("a preset reads");
            let mut named: Vec<&str> = rules.keys().map(String::as_str).collect();
            named.retain(|&name| name != "preset");
            named.sort_unstable();
            assert_eq!(named, described, "{id}'s preset {preset}");
        }
    }
}

fn casino_table() -> Box<dyn AnyTable> {
    registry()
        .get("casino")
        .expect("the casino is registered")
        .open(&json!("casino"), seating(&["Ann", "Bob"]), Deal::Seed(7))
        .expect("a table")
}

#[test]
fn a_json_action_advances_the_version_and_a_stale_or_unreadable_one_changes_nothing() {
    let mut table = casino_table();
    assert_eq!(table.game(), "casino");
    assert_eq!(table.version(), 0);
    assert_eq!(table.to_act(), [Seat(0)]);
    let moves = table.legal_moves(Seat(0));
    assert_eq!(moves[0]["move"], "stake");
    assert_eq!(table.timeout(Seat(0)), Some(json!({"action": "pass"})));

    let stake = json!({"action": "stake", "amount": 10});
    assert_eq!(table.apply(Seat(0), &stake, Some(0)), Ok(1));
    assert_eq!(table.events(Viewer::Spectator)[0]["event"], "staked");

    let before = table.view(Viewer::Auditor);
    // The same click again, made against version 0: stale.
    let stale = table
        .apply(Seat(1), &json!({"action": "pass"}), Some(0))
        .unwrap_err();
    assert_eq!(stale.code, "stale");
    assert_eq!(
        stale.refusal,
        json!({"code": "stale", "made_against": 0, "version": 1})
    );
    let unreadable = table
        .apply(Seat(1), &json!({"action": "hit"}), None)
        .unwrap_err();
    assert_eq!(unreadable.code, UNREADABLE);
    let out_of_turn = table.apply(Seat(0), &json!({"action": "pass"}), None);
    assert_eq!(out_of_turn.unwrap_err().code, "not_your_turn");
    assert_eq!(table.version(), 1);
    assert_eq!(table.view(Viewer::Auditor), before);

    // The right version is accepted.
    assert_eq!(
        table.apply(Seat(1), &json!({"action": "pass"}), Some(1)),
        Ok(2)
    );
    assert_eq!(
        table.view(Viewer::Seat(Seat(0)))["viewer"],
        json!({"seat": 0})
    );

    // Between rounds someone sits down in the empty seat past the last, in JSON too; the table's
    // record names her from then on.
    let round_over = |table: &dyn AnyTable| {
        table
            .events(Viewer::Auditor)
            .iter()
            .any(|e| e["event"] == "round_over")
    };
    while !round_over(table.as_ref()) {
        let seat = table.to_act()[0];
        let action = table.timeout(seat).expect("a timeout");
        table.apply(seat, &action, None).expect("a legal timeout");
    }
    let sit = json!({"action": "sit", "name": "Cat", "chips": 70});
    let version = table.version();
    assert_eq!(table.apply(Seat(2), &sit, Some(version)), Ok(version + 1));
    assert_eq!(table.events(Viewer::Spectator)[0]["event"], "seated");
    assert_eq!(table.players()[2].name, "Cat");
    let written = table.record(true).unwrap();
    let last = written["actions"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last, json!(["Cat", "sit", 2, 70]));
    let (replayed, _) = registry()
        .replay(&Record::parse(&written.to_string()).unwrap())
        .unwrap();
    assert_eq!(replayed.view(Viewer::Auditor), table.view(Viewer::Auditor));
}

#[test]
fn a_table_replays_from_its_record_to_the_same_version_and_view() {
    let mut table = casino_table();
    // Every seat stakes the least it may, twists now and then, and otherwise does what a timeout
    // would (sticks, or twists where it may not stick).
    for step in 0.. {
        if table.rounds_played() >= 3 {
            break;
        }
        assert!(step < 1000, "three rounds take far fewer steps");
        let seat = table.to_act()[0];
        let moves = table.legal_moves(seat);
        let action = if moves[0]["move"] == "stake" {
            json!({"action": "stake", "amount": moves[0]["min"]})
        } else if step % 3 == 0 && moves.iter().any(|m| m["move"] == "twist") {
            json!({"action": "twist"})
        } else {
            table.timeout(seat).expect("a seat on turn has a timeout")
        };
        table.apply(seat, &action, None).expect("a legal action");
    }
    let written = table.record(true).unwrap();
    assert_eq!(written["game"], "casino");
    let (replayed, output) = registry()
        .replay(&Record::parse(&written.to_string()).unwrap())
        .unwrap();
    assert!(output.all_accepted());
    assert_eq!(replayed.version(), table.version());
    for viewer in [Viewer::Seat(Seat(0)), Viewer::Spectator, Viewer::Auditor] {
        assert_eq!(replayed.view(viewer), table.view(viewer));
        assert_eq!(replayed.events(viewer), table.events(viewer));
    }
}

#[test]
fn every_game_opens_from_a_preset_and_tells_each_viewer_only_their_own() {
    for (id, rules, names) in [
        ("pontoon", json!("traditional"), vec!["Ann", "Bob", "Cy"]),
        ("casino", json!("pontoon-blackjack"), vec!["Ann"]),
        ("palace", json!("palace"), vec!["Ann", "Bob", "Cy"]),
    ] {
        let entry = registry().get(id).unwrap();
        let table = entry
            .open(&rules, seating(&names), Deal::Seed(3))
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(table.game(), id);
        assert_eq!(table.players().len(), names.len());
        let spectator = table.view(Viewer::Spectator);
        assert_eq!(spectator["viewer"], "spectator");
        // Only a seat on turn is shown its moves.
        assert_eq!(spectator["moves"], json!([]));
        let on_turn = table.to_act()[0];
        assert_eq!(
            table.view(Viewer::Seat(on_turn))["moves"],
            Value::Array(table.legal_moves(on_turn))
        );
    }
}

/// Every game's kit: its id is the registry's, its preset its own, and its bot, given a seat's
/// view as a person's client is, answers with an action the table takes.
#[test]
fn every_kit_seats_a_bot_that_plays_its_game() {
    let ids: Vec<&str> = parlour_games::kits().iter().map(|kit| kit.id()).collect();
    assert_eq!(ids, registry().ids());
    for kit in parlour_games::kits() {
        assert!(
            kit.entry
                .presets()
                .iter()
                .any(|&(name, _)| name == kit.preset),
            "{kit:?}"
        );
        let rules = json!(kit.preset);
        let mut table = kit
            .entry
            .open(&rules, seating(&["Ann", "Bob", "Cat"]), Deal::Seed(3))
            .expect("a table of the kit's preset");
        let mut bots: Vec<_> = (0..3).map(|seat| kit.bot(&rules, seat).unwrap()).collect();
        for _ in 0..200 {
            let seat = table.to_act()[0];
            let view = table.view(Viewer::Seat(seat));
            let action = bots[seat.index()]
                .act(&view)
                .expect("the bot reads its view");
            table
                .apply(seat, &action, None)
                .unwrap_or_else(|r| panic!("{}: {action} refused: {}", kit.id(), r.sentence));
        }
        assert!(table.rounds_played() > 0, "{}", kit.id());
    }
}

/// Every game's table dealt by the fair scheme, kept as a snapshot now and then (between rounds
/// and within them), is resumed from it and plays on exactly as the table itself: the same
/// version, views and events for every viewer, the same moves, rounds recorded apart, fairness
/// reports (live and once over) and next shuffle, with seeds given for the shuffles, and the same
/// snapshot again. A snapshot of other rules, another deal, another form, or garbled, is refused.
#[test]
fn every_fair_table_resumed_from_its_snapshot_plays_on_as_the_table() {
    use parlour_cards::ShuffleKey;
    use parlour_engine::seating::SeatChange;
    let everyone = |seats: usize| {
        let mut all: Vec<Viewer> = (0..seats).map(|i| Viewer::Seat(Seat::from(i))).collect();
        all.extend([Viewer::Spectator, Viewer::Auditor]);
        all
    };
    let same = |a: &dyn AnyTable, b: &dyn AnyTable, what: &str| {
        assert_eq!(a.version(), b.version(), "{what}");
        for viewer in everyone(a.players().len()) {
            assert_eq!(a.view(viewer), b.view(viewer), "{what}: {viewer:?}");
            assert_eq!(a.next_shuffle(viewer), b.next_shuffle(viewer), "{what}");
        }
        assert_eq!(a.finished_round(), b.finished_round(), "{what}");
        assert_eq!(a.fairness(false), b.fairness(false), "{what}");
        assert_eq!(a.fairness(true), b.fairness(true), "{what}");
        assert_eq!(a.snapshot(), b.snapshot(), "{what}");
    };
    for kit in parlour_games::kits() {
        let rules = Value::Object(kit.entry.read_rules(&json!(kit.preset)).unwrap());
        let deal = Deal::Fair {
            master: ShuffleKey::from_bytes([7; 32]),
            scheme2_from: 0,
        };
        let mut table = kit
            .entry
            .open(&rules, seating(&["Ann", "Bob", "Cat"]), deal.clone())
            .expect("a table of the kit's preset");
        let mut bots: Vec<_> = (0..3).map(|seat| kit.bot(&rules, seat).unwrap()).collect();
        let mut resumed: Option<Box<dyn AnyTable>> = None;
        let (mut snapshots, mut seeds, mut records_left) = (0, 0, 0);
        let mut given = std::collections::HashSet::new();
        for step in 0..400u64 {
            let seat = table.to_act()[0];
            // Now and then a seat gives its seed for the next shuffle, as a person's page does.
            let next = table.next_shuffle(Viewer::Auditor).unwrap().number;
            let action = if step % 3 == 1 && given.insert((next, seat)) {
                let seed = SeatChange::Seed {
                    shuffle: Some(next),
                    seed: format!("seed {step}"),
                };
                seeds += 1;
                serde_json::to_value(seed).unwrap()
            } else {
                let view = table.view(Viewer::Seat(seat));
                bots[seat.index()]
                    .act(&view)
                    .expect("the bot reads its view")
            };
            let version = table
                .apply(seat, &action, None)
                .unwrap_or_else(|r| panic!("{}: {action} refused: {}", kit.id(), r.sentence));
            if let Some(copy) = resumed.as_mut() {
                assert_eq!(copy.apply(seat, &action, None).ok(), Some(version));
                for viewer in everyone(3) {
                    assert_eq!(copy.events(viewer), table.events(viewer), "{}", kit.id());
                }
                same(&**copy, &*table, kit.id());
            }
            if table.finished_round().is_some() || step % 23 == 11 {
                let snapshot = table.snapshot();
                let copy = kit.entry.resume(&rules, &deal, &snapshot).unwrap();
                same(&*copy, &*table, kit.id());
                // A resumed table that holds its whole life writes its record; one that does not
                // leaves it to the store rather than make one up.
                if let Some(record) = copy.record(true) {
                    assert_eq!(Some(record), table.record(true), "{}", kit.id());
                } else {
                    records_left += 1;
                }
                resumed = Some(copy);
                snapshots += 1;
            }
        }
        let enough = table.rounds_played() > 3 && snapshots > 10 && seeds > 10 && records_left > 5;
        assert!(enough, "{}", kit.id());
        // A snapshot is read only for the rules, deal and form it was kept under, whole.
        let snapshot = table.snapshot();
        let other_deal = Deal::Fair {
            master: ShuffleKey::from_bytes([8; 32]),
            scheme2_from: 0,
        };
        assert!(kit.entry.resume(&rules, &other_deal, &snapshot).is_err());
        let mut other_rules = rules.clone();
        let other_preset = kit
            .entry
            .presets()
            .iter()
            .find(|(name, _)| *name != kit.preset);
        if let Some((name, _)) = other_preset {
            other_rules = Value::Object(kit.entry.read_rules(&json!(name)).unwrap());
        }
        if other_rules != rules {
            assert!(kit.entry.resume(&other_rules, &deal, &snapshot).is_err());
        }
        let mut form: Value = serde_json::from_str(&snapshot).unwrap();
        form["format"] = json!(0);
        assert!(kit.entry.resume(&rules, &deal, &form.to_string()).is_err());
        assert!(
            kit.entry
                .resume(&rules, &deal, &snapshot[..snapshot.len() / 2])
                .is_err()
        );
        let mut form: Value = serde_json::from_str(&snapshot).unwrap();
        form["base"] = json!(table.version() + 5);
        assert!(kit.entry.resume(&rules, &deal, &form.to_string()).is_err());
    }
}
