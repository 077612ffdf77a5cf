//! The wire, pinned: each game's view and events at each phase of a seeded table, as a seat on
//! turn, another seat and a spectator see them (docs/wire.md). A change to any message shows here
//! as a snapshot to review; the views' and events' reading back from JSON is checked at every
//! step of the random playouts.

use parlour_engine::record::Deal;
use parlour_engine::registry::AnyTable;
use parlour_engine::{Opening, Seat, Viewer};
use parlour_games::registry;
use serde_json::{Value, json};

/// The next action of a scripted table: the least stake where a stake is asked for (a casino seat
/// that timed out would pass, and a table of passes never deals), an attack on the first target
/// for the least bet where one may be made (so a battle is fought), else what a timeout does.
fn next_action(table: &dyn AnyTable, seat: Seat) -> Value {
    let moves = table.legal_moves(seat);
    if let Some(stake) = moves.iter().find(|m| m["move"] == "stake") {
        return json!({"action": "stake", "amount": stake["min"]});
    }
    if let Some(attack) = moves.iter().find(|m| m["move"] == "attack") {
        let bet = &attack["bet"]["min"];
        return json!({"action": "attack", "defender": attack["targets"][0], "bet": bet});
    }
    table.timeout(seat).expect("a seat on turn has a timeout")
}

/// What the seats and a spectator see now, and saw of the last action's events.
fn seen(table: &dyn AnyTable, on_turn: Seat, other: Seat) -> Value {
    let by = |viewer: Viewer| json!({"view": table.view(viewer), "events": table.events(viewer)});
    json!({
        "seat_on_turn": by(Viewer::Seat(on_turn)),
        "another_seat": by(Viewer::Seat(other)),
        "spectator": by(Viewer::Spectator),
    })
}

/// Plays a seeded table to `hands` hands, snapshotting the first moment of each phase.
fn pin(game: &str, rules: Value, seating: Opening, hands: u32) {
    let mut table = registry()
        .get(game)
        .expect("registered")
        .open(&rules, seating, Deal::Seed(11))
        .expect("a table");
    let mut phases: Vec<String> = Vec::new();
    for step in 0..400 {
        if table.is_over() || table.rounds_played() >= hands {
            // The end of a hand: its last events carry the finished hand.
            let on_turn = table.to_act().first().copied().unwrap_or(Seat(0));
            let other = Seat::from((on_turn.index() + 1) % table.players().len());
            insta::assert_snapshot!(
                format!("{game}-{:02}-round_over", phases.len()),
                serde_json::to_string_pretty(&seen(table.as_ref(), on_turn, other)).unwrap()
            );
            break;
        }
        let phase = table.view(Viewer::Auditor)["phase"]
            .as_str()
            .expect("a phase")
            .to_string();
        let on_turn = table.to_act()[0];
        if !phases.contains(&phase) {
            let other = Seat::from((on_turn.index() + 1) % table.players().len());
            insta::assert_snapshot!(
                format!("{game}-{:02}-{phase}", phases.len()),
                serde_json::to_string_pretty(&seen(table.as_ref(), on_turn, other)).unwrap()
            );
            phases.push(phase);
        }
        let action = next_action(table.as_ref(), on_turn);
        table
            .apply(on_turn, &action, Some(table.version()))
            .unwrap_or_else(|r| panic!("step {step}: {action} refused: {}", r.sentence));
    }
    assert!(phases.len() >= 2, "{game} went through {phases:?} only");
    assert!(
        table.rounds_played() >= hands,
        "{game} did not finish a hand"
    );
}

/// `pin` for one hand of Ann, Bob and Cat, Ann to bank or deal first.
fn pin_with_ann_first(game: &str, rules: Value) {
    let seating = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Ann", "Bob", "Cat"], 100)
    };
    pin(game, rules, seating, 1);
}

#[test]
fn the_home_game_at_each_phase() {
    pin_with_ann_first("pontoon", json!("traditional"));
}

#[test]
fn the_casino_table_at_each_phase() {
    pin(
        "casino",
        json!("casino"),
        Opening::of(&["Ann", "Bob"], 100),
        1,
    );
}

#[test]
fn palace_poker_at_each_phase() {
    pin_with_ann_first("palace", json!("palace"));
}
