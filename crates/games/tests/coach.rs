//! The coach through the kits, as the table server and the terminal ask it: a hint from a seat's
//! own JSON view, and a round's record reviewed decision by decision.

use parlour_engine::record::Record;
use parlour_engine::{Seat, Viewer};
use parlour_games::coach::{Choice, Count, NoSpot};
use parlour_games::kit;

/// Ann and Bob bet 10 and 20. Ann TC 6C (hard 16), Bob 9D 9S, dealer TH 8H (18). Ann sticks on her 16
/// (a stick the best play twists), Bob twists his 18 (a twist the best play sticks on) and draws
/// the 5D: bust.
const ROUND: &str = r#"{
  "game": "casino",
  "rules": {"preset": "casino", "min_stake": 5, "max_stake": 100},
  "players": [{"name": "Ann", "chips": 200}, {"name": "Bob", "chips": 200}],
  "deck": ["TC", "9D", "TH", "6C", "9S", "8H", "5D"],
  "actions": [["Ann", "stake", 10], ["Bob", "stake", 20], ["Ann", "stick"], ["Bob", "twist"]]
}"#;

fn record() -> Record {
    Record::parse(ROUND).unwrap()
}

#[test]
fn a_round_is_reviewed_for_one_seat_and_its_mistakes_cost_what_its_hints_said() {
    let kit = kit("casino").unwrap();
    let coach = kit.coach().expect("the casino tables have a coach");
    let registry = parlour_games::registry();
    let entry = registry.for_record(&record()).unwrap();
    let bob = coach
        .review(entry, &record(), Seat(1), Count::Fresh)
        .unwrap();
    assert_eq!(bob.decisions.len(), 1, "Bob made one decision");
    let twist = &bob.decisions[0];
    assert_eq!(twist.action, 3);
    assert_eq!(twist.taken, Choice::Twist);
    assert_eq!(twist.hint.advice.best().unwrap().choice, Choice::Stick);
    assert_eq!(twist.hint.bet, 20);
    // Twisting an 18 busts on anything over a three: far worse than standing.
    assert!(twist.cost > 0.3, "{}", twist.cost);
    assert!((twist.cost_chips - twist.cost * 20.0).abs() < 0.01);
    assert_eq!(bob.mistakes, 1);
    assert!((bob.cost - twist.cost).abs() < 1e-12);

    let ann = coach
        .review(entry, &record(), Seat(0), Count::Fresh)
        .unwrap();
    assert_eq!(ann.decisions.len(), 1, "Ann made one decision");
    let stick = &ann.decisions[0];
    assert_eq!(stick.taken, Choice::Stick);
    assert_eq!(stick.action, 2);
    assert_eq!(stick.hint.cards.len(), 2);
    let best = stick.hint.advice.best().unwrap();
    let stuck = stick.hint.advice.of(Choice::Stick).unwrap();
    assert!((stick.cost - (best.bets - stuck.bets)).abs() < 1e-12);
    assert_eq!(ann.mistakes, usize::from(stick.cost > 1e-9));
}

#[test]
fn a_hint_answers_only_the_seat_on_turn_from_its_own_view() {
    let coach = kit("casino").unwrap().coach().unwrap();
    let registry = parlour_games::registry();
    let mut record = record();
    // Stop before Ann's stick: she is on turn.
    record.actions.truncate(2);
    let (table, _) = registry
        .for_record(&record)
        .unwrap()
        .replay(&record)
        .unwrap();
    let hint = coach
        .hint(&table.view(Viewer::Seat(Seat(0))), Count::Seen)
        .unwrap();
    assert_eq!(hint.bet, 10);
    assert_eq!(hint.hand, 0);
    let moves: Vec<Choice> = hint.advice.moves.iter().map(|w| w.choice).collect();
    for choice in [Choice::Stick, Choice::Twist, Choice::Buy] {
        assert!(moves.contains(&choice), "{choice:?} in {moves:?}");
    }
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        assert_eq!(
            coach.hint(&table.view(viewer), Count::Fresh),
            Err(NoSpot::NotYourTurn)
        );
    }
    // Anything that is not a casino view is refused, not guessed at.
    assert_eq!(
        coach.hint(&serde_json::json!({"phase": "playing"}), Count::Fresh),
        Err(NoSpot::Inconsistent)
    );
    assert!(kit("pontoon").unwrap().coach().is_none());
    assert!(kit("palace").unwrap().coach().is_none());
}
