//! What each game says an action puts at risk (`AnyTable::sort`): every kind of bet of every game,
//! worked out by hand from the rules at a table brought to the moment, through the registry as a
//! server holds a table. A player's own limit and the house maximum are checked from these.

use parlour_engine::record::Deal;
use parlour_engine::registry::{AnyTable, Sort};
use parlour_engine::seating::SeatChange;
use parlour_engine::{Opening, Seat};
use parlour_games::registry;
use serde_json::{Value, json};

fn table(game: &str, rules: Value, seed: u64) -> Box<dyn AnyTable> {
    registry()
        .get(game)
        .expect("a registered game")
        .open(
            &rules,
            Opening::of(&["Ann", "Bob", "Cat"], 500),
            Deal::Seed(seed),
        )
        .expect("a table")
}

fn wager(table: &dyn AnyTable, seat: Seat, action: Value) -> u64 {
    match table.sort(seat, &action) {
        Ok(Sort::Move { wager }) => wager,
        other => panic!("{action} is not a move: {other:?}"),
    }
}

/// The move tagged `tag` among `seat`'s legal moves.
fn find_move(table: &dyn AnyTable, seat: Seat, tag: &str) -> Option<Value> {
    table
        .legal_moves(seat)
        .into_iter()
        .find(|m| m["move"] == tag)
}

/// Plays the seat on turn's timeout until `done` holds: the seat on turn then.
fn until(table: &mut dyn AnyTable, done: impl Fn(&dyn AnyTable, Seat) -> bool) -> Option<Seat> {
    for _ in 0..500 {
        let seat = *table.to_act().first()?;
        if done(table, seat) {
            return Some(seat);
        }
        let action = table.timeout(seat)?;
        table
            .apply(seat, &action, None)
            .expect("a timeout is legal");
    }
    None
}

#[test]
fn a_seat_change_is_no_move_and_an_unreadable_action_is_refused() {
    let table = table("casino", json!("casino"), 1);
    assert_eq!(
        table.sort(Seat(0), &json!({"action": "stand"})),
        Ok(Sort::Change(SeatChange::Stand))
    );
    assert!(matches!(
        table.sort(
            Seat(0),
            &json!({"action": "seed", "shuffle": 0, "seed": "abc"})
        ),
        Ok(Sort::Change(SeatChange::Seed { .. }))
    ));
    let refused = table
        .sort(Seat(0), &json!({"action": "stake", "amount": -5}))
        .unwrap_err();
    assert_eq!(refused.code, "unreadable_action");
}

#[test]
fn a_casino_stake_is_raised_to_the_minimum_and_a_buy_or_split_costs_the_hands_bet() {
    let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 100});
    let mut found_buy = false;
    for seed in 0..100 {
        let mut table = table("casino", rules.clone(), seed);
        // Under the minimum, a stake is raised to it; a pass and a twist bet nothing.
        assert_eq!(
            wager(
                table.as_ref(),
                Seat(0),
                json!({"action": "stake", "amount": 2})
            ),
            5
        );
        assert_eq!(
            wager(
                table.as_ref(),
                Seat(0),
                json!({"action": "stake", "amount": 40})
            ),
            40
        );
        assert_eq!(wager(table.as_ref(), Seat(0), json!({"action": "pass"})), 0);
        for (seat, amount) in [(0, 40), (1, 10), (2, 7)] {
            let stake = json!({"action": "stake", "amount": amount});
            table.apply(Seat(seat), &stake, None).unwrap();
        }
        let Some(seat) = until(table.as_mut(), |t, s| find_move(t, s, "buy").is_some()) else {
            continue;
        };
        // The buy doubles the hand's bet: its stake again.
        let bet = [40, 10, 7][seat.index()];
        assert_eq!(wager(table.as_ref(), seat, json!({"action": "buy"})), bet);
        assert_eq!(wager(table.as_ref(), seat, json!({"action": "twist"})), 0);
        // Nobody else is on turn: their buy would be refused, and bets nothing.
        let other = Seat::from((seat.index() + 1) % 3);
        assert_eq!(wager(table.as_ref(), other, json!({"action": "buy"})), 0);
        if find_move(table.as_ref(), seat, "split").is_some() {
            assert_eq!(wager(table.as_ref(), seat, json!({"action": "split"})), bet);
        }
        found_buy = true;
        break;
    }
    assert!(found_buy, "no seed gave a hand that may buy");
}

#[test]
fn a_home_split_stakes_the_hand_again_and_the_bankers_double_every_stake() {
    let rules = json!({"preset": "traditional", "banker_may_double": true});
    let (mut doubled, mut split) = (false, false);
    for seed in 0..400 {
        let mut table = table("pontoon", rules.clone(), seed);
        let staking = |t: &dyn AnyTable, s| find_move(t, s, "stake").is_some();
        let Some(first) = until(table.as_mut(), staking) else {
            continue;
        };
        // A stake, a buy and a shoot bet are their amounts, whatever the moment.
        for verb in ["stake", "buy", "shoot"] {
            let action = json!({"action": verb, "amount": 30});
            assert_eq!(wager(table.as_ref(), first, action), 30);
        }
        // Every punter stakes 10 more than the last: 10, then 20.
        let mut stakes = 0;
        while let Some(&seat) = table.to_act().first()
            && staking(table.as_ref(), seat)
        {
            stakes += 10;
            let stake = json!({"action": "stake", "amount": stakes});
            table.apply(seat, &stake, None).unwrap();
        }
        let on = table.to_act()[0];
        if find_move(table.as_ref(), on, "double").is_some() {
            // The banker's double puts every stake at risk again: 10 + 20.
            assert_eq!(wager(table.as_ref(), on, json!({"action": "double"})), 30);
            assert_eq!(
                wager(table.as_ref(), on, json!({"action": "decline_double"})),
                0
            );
            doubled = true;
        }
        // A split in this round (the search stops at the next round's stakes).
        let split_or_next = |t: &dyn AnyTable, s| {
            find_move(t, s, "split").is_some() || find_move(t, s, "stake").is_some()
        };
        if let Some(seat) = until(table.as_mut(), split_or_next)
            && find_move(table.as_ref(), seat, "split").is_some()
        {
            // The hand's own stake, which the split hand is staked with again.
            let stake = table.view(parlour_engine::Viewer::Auditor)["round"]["punters"]
                .as_array()
                .unwrap()
                .iter()
                .find(|p| p["seat"] == seat.index())
                .unwrap()["hands"][0]["stake"]
                .as_u64()
                .unwrap();
            assert!(stake == 10 || stake == 20, "{stake}");
            assert_eq!(
                wager(table.as_ref(), seat, json!({"action": "split"})),
                stake
            );
            split = true;
        }
        if doubled && split {
            return;
        }
    }
    panic!("no seed gave a double ({doubled}) and a split ({split})");
}

#[test]
fn a_palace_call_costs_the_attack_and_a_raise_the_call_and_more() {
    let rules = json!({"preset": "palace", "betting": "no_limit"});
    for seed in 0..200 {
        let mut table = table("palace", rules.clone(), seed);
        let Some(attacker) = until(table.as_mut(), |t, s| find_move(t, s, "attack").is_some())
        else {
            continue;
        };
        let attack = find_move(table.as_ref(), attacker, "attack").unwrap();
        let bet = attack["bet"]["min"].as_u64().unwrap();
        let defender = attack["targets"][0].as_u64().unwrap() as usize;
        let action = json!({"action": "attack", "defender": defender, "bet": bet + 3});
        assert_eq!(wager(table.as_ref(), attacker, action.clone()), bet + 3);
        // A soldier costs a small bet (5 at the preset's table).
        if find_move(table.as_ref(), attacker, "buy").is_some() {
            assert_eq!(wager(table.as_ref(), attacker, json!({"action": "buy"})), 5);
        }
        table.apply(attacker, &action, None).unwrap();
        let defender = Seat(defender as u8);
        assert_eq!(table.to_act(), [defender]);
        assert_eq!(
            wager(table.as_ref(), defender, json!({"action": "call"})),
            bet + 3
        );
        assert_eq!(
            wager(
                table.as_ref(),
                defender,
                json!({"action": "raise", "amount": 10})
            ),
            bet + 13
        );
        assert_eq!(
            wager(table.as_ref(), defender, json!({"action": "fold"})),
            0
        );
        return;
    }
    panic!("no seed gave an attack");
}
