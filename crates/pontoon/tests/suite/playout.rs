//! Random playouts of Pontoon through the engine's shared harness: every invariant at every step
//! (the shoot cap and every card accounted for among them), over many table sizes, stakes, chip
//! counts (some seats empty as the table opens, now and then all of them), and a matrix of rule
//! options: every variation of docs/rules/pontoon.md §3 on its own,
//! all of them together, random combinations, with and without Shoot Pontoon.

use parlour_engine::Seat;
use parlour_engine::playout::{self, Chooser, Config, Scenario, Stacks};
use parlour_pontoon::{Burn, Pontoon, Preset, Rules};

/// The number of single-option settings `with_option` knows.
const OPTIONS: u64 = 13;

/// Turns on option `which` of §3 (or Shoot Pontoon).
fn with_option(rules: &mut Rules, which: u64) {
    match which {
        0 => rules.aces_only_split = true,
        1 => rules.stick_min = 16,
        2 => rules.banker_may_double = true,
        3 => rules.player_pontoon_pays = 3,
        4 => rules.banker_pontoon_collects = 1,
        5 => rules.no_fifth_card_buy_under_12 = true,
        6 => rules.royal_pontoon = true,
        7 => rules.picture_beats_ten = true,
        8 => rules.ace_ten_not_pontoon = true,
        9 => rules.natural_beats_plain = true,
        10 => rules.burn = Burn::Thirteen,
        11 => rules.burn = Burn::Fourteen,
        _ => rules.shoot = true,
    }
}

/// The options for session `n` of a run: each option alone, all together, or a random mix.
fn options(chooser: &mut Chooser) -> Rules {
    let mut rules: Rules = Preset::Traditional.rules();
    match chooser.pick(0, 3) {
        0 => with_option(&mut rules, chooser.pick(0, OPTIONS - 1)),
        1 => {
            for which in 0..OPTIONS {
                with_option(&mut rules, which);
            }
            rules.player_pontoon_pays = chooser.pick(1, 3) as u8;
            rules.burn = *chooser.choose(&[Burn::Thirteen, Burn::Fourteen]);
        }
        _ => {
            for which in 0..OPTIONS {
                if chooser.chance(30) {
                    with_option(&mut rules, which);
                }
            }
            rules.player_pontoon_pays = chooser.pick(1, 3) as u8;
            rules.royal_pontoon_pays = chooser.pick(1, 5) as u8;
        }
    }
    if rules.shoot {
        rules.kitty_min = chooser.pick(1, 40);
        rules.kitty_max = rules.kitty_min + chooser.pick(0, 200);
    }
    rules
}

fn scenario(chooser: &mut Chooser) -> Scenario<Pontoon> {
    let mut rules = options(chooser);
    rules.packs = if chooser.chance(15) { 2 } else { 1 };
    rules.min_stake = chooser.pick(1, 5);
    rules.max_stake = rules.min_stake + chooser.pick(0, 40);
    rules.max_split_hands = chooser.pick(1, 4) as u8;
    let seats = chooser.pick(2, rules.max_players() as u64) as usize;
    // Small stacks make the cover rule, broken banks and the end of a session common. A table
    // may open with seats empty, now and then every one of them: it waits for players, and the
    // first to sit down takes the bank.
    let players = Stacks {
        rich: 50..=500,
        short: 0..=60,
    }
    .players(chooser, seats);
    let first = if chooser.chance(50) {
        players.iter().position(|p| p.chips > 0).map(Seat::from)
    } else {
        None
    };
    if players.iter().all(|p| p.chips == 0) && !players.iter().all(|p| p.is_empty()) {
        return scenario(chooser);
    }
    Scenario::dealt(rules, players, first, chooser)
}

/// What a player's hand comes to in every Pontoon game: its playouts must reach each.
pub const PLAYERS_HANDS: [&str; 6] = [
    "pontoon",
    "split",
    "bought",
    "twisted",
    "five_card_trick",
    "bust",
];

#[test]
fn ten_thousand_random_sessions_over_the_option_matrix_keep_every_invariant() {
    let config = Config::playing(10_000, 6);
    let report = playout::run_printed(&config, scenario);
    report.assert_played(20_000, 100_000);
    assert!(
        report.sessions_ended_by_rules > 100,
        "some sessions must run out of players: {report:?}"
    );
    // Most rounds, recorded apart as hand histories, replayed alone to themselves (not a round
    // begun with a Shoot kitty up, nor one at a bank nobody could take).
    assert!(report.rounds_apart * 2 > report.hands, "{report:?}");
    // The run reached every rule it means to check.
    report.assert_events(&PLAYERS_HANDS, 20);
    report.assert_events(
        &[
            "cut_for_bank",
            "banker_doubled",
            "shot",
            "burnt",
            "kitty_put",
            "kitty_returned",
            "banker_pontoon",
            "banker_bust",
            "banker_five_card_trick",
            "shown",
            "bank_passed",
            "bank_offer_declined",
            "session_over",
        ],
        20,
    );
    // Seats changed hands with hands thrown in unseen still on the table, and the newcomers'
    // views were checked with those cards dealt again.
    assert!(report.leak_checks_after_handovers >= 40, "{report:?}");
    report.assert_thorough();
}
