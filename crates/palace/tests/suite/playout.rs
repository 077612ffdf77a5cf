//! Random playouts of Palace Poker through the engine's shared harness: every invariant at every
//! step (pot and chips conserved, every card in one place, no turn ending over the most soldiers),
//! no leak of a palace card to another viewer before a battle or a showdown shows it, over 2 to 10
//! players (some seats empty as the table opens, now and then all of them), limit and no-limit,
//! suit and rank exclusion, rich and short stacks.

use parlour_engine::Seat;
use parlour_engine::playout::{self, Chooser, Config, Scenario, Stacks};
use parlour_palace::{Betting, Exclusion, Palace, Preset};

fn scenario(chooser: &mut Chooser) -> Scenario<Palace> {
    let mut rules = Preset::Palace.rules();
    rules.small_bet = chooser.pick(1, 10);
    rules.big_bet = rules.small_bet * chooser.pick(1, 3);
    rules.betting = *chooser.choose(&[Betting::Limit, Betting::NoLimit]);
    if chooser.chance(25) {
        rules.exclusion = Exclusion::Rank;
    }
    if chooser.chance(20) {
        rules.max_soldiers = chooser.pick(1, 7) as usize;
    }
    let seats = chooser.pick(2, 10) as usize;
    // Short stacks make all-in calls, forced all-in attacks and the end of a session common. A
    // table may open with seats empty, now and then every one of them: it waits for players.
    let players = Stacks {
        rich: 100..=600,
        short: 0..=60,
    }
    .players(chooser, seats);
    let seated: Vec<usize> = (0..seats).filter(|&i| !players[i].is_empty()).collect();
    let first =
        (chooser.chance(50) && !seated.is_empty()).then(|| Seat::from(*chooser.choose(&seated)));
    Scenario::dealt(rules, players, first, chooser)
}

#[test]
fn random_sessions_of_two_to_ten_players_keep_every_invariant_and_leak_nothing() {
    let config = Config {
        max_steps_per_hand: 2_000,
        ..Config::playing(6_000, 5)
    };
    let report = playout::run_printed(&config, scenario);
    report.assert_played(8_000, 100_000);
    assert!(report.sessions_ended_by_rules > 100, "{report:?}");
    report.assert_events(
        &[
            "cut_for_dealer",
            "banner",
            "bought",
            "discarded",
            "stayed",
            "folded",
            "attacked",
            "raised",
            "called",
            "gave_up",
            "battle_shown",
            "captured",
            "must_fight",
            "showdown",
            "pot_won",
            "session_over",
        ],
        20,
    );
    // Random play rarely buys through the draw pile; the stacked-deck records cover refills too.
    assert!(report.event("draw_pile_refilled") >= 1);
    // Seats changed hands with palaces never shown still on the table, and the newcomers' views
    // were checked with those palaces dealt again.
    assert!(report.leak_checks_after_handovers >= 15, "{report:?}");
    report.assert_thorough();
}
