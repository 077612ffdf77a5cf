//! Random playouts of casino Pontoon and Pontoon Blackjack through the engine's shared harness:
//! every invariant at every step (a dealer card never showing before the dealer plays among them),
//! over both presets, one to seven seats (some of them empty at the start) and random table
//! options; and the house's result against
//! the players' over many rounds.

use parlour_engine::playout::{self, Chooser, Config, Scenario, Stacks};
use parlour_engine::{Game, LegalMove, Opening, PlayerSetup, Viewer};
use parlour_pontoon::casino::{Casino, CasinoEvent, CasinoPreset, CasinoRules};

use crate::playout::PLAYERS_HANDS;

fn rules(chooser: &mut Chooser) -> CasinoRules {
    let preset = *chooser.choose(&CasinoPreset::ALL);
    let mut rules = preset.rules();
    rules.min_stake = chooser.pick(1, 10);
    rules.max_stake = rules.min_stake + chooser.pick(0, 100);
    rules.dealer_hits_soft_17 = chooser.chance(70);
    rules.split_by_value = chooser.chance(30);
    rules.max_hands = chooser.pick(1, 3) as u8;
    if chooser.chance(30) {
        rules.reshuffle_at = chooser.pick(0, 100) as f64 / 100.0;
    }
    rules
}

fn scenario(chooser: &mut Chooser) -> Scenario<Casino> {
    let rules = rules(chooser);
    let seats = chooser.pick(1, 7) as usize;
    let rich = chooser.chance(60);
    let stacks = Stacks {
        rich: 100..=2000,
        short: 0..=40,
    };
    // A table may open with seats empty (the first is always taken, so the session plays).
    let empty = chooser.chance(20);
    let players = (0..seats)
        .map(|i| {
            if empty && i > 0 && chooser.chance(50) {
                return PlayerSetup::empty();
            }
            PlayerSetup {
                name: format!("S{i}"),
                chips: stacks.chips(chooser, rich),
            }
        })
        .collect();
    Scenario::dealt(rules, players, None, chooser)
}

#[test]
fn ten_thousand_random_casino_sessions_keep_every_invariant() {
    let config = Config::playing(10_000, 8);
    let report = playout::run_printed(&config, scenario);
    let sessions = config.sessions as u64;
    report.assert_played(5 * sessions, 10 * sessions);
    report.assert_thorough();
    // Every finished round, recorded apart as a hand history, replayed alone to itself.
    assert_eq!(report.rounds_apart, report.hands, "{report:?}");
    report.assert_events(&PLAYERS_HANDS, 10);
    report.assert_events(
        &[
            "passed",
            "all_passed",
            "shuffled",
            "dealer_pontoon",
            "dealer_drew",
            "dealer_bust",
            "dealer_five_card_trick",
            "session_over",
        ],
        10,
    );
}

/// Plays `rounds` rounds of seven seats with random legal moves; returns the table and the house's
/// result summed from the rounds' own records.
fn play_rounds(preset: CasinoPreset, rounds: u32, seed: u64) -> (Casino, i64, u64) {
    let players: Vec<PlayerSetup> = (0..7)
        .map(|i| PlayerSetup {
            name: format!("S{i}"),
            chips: 1_000_000_000,
        })
        .collect();
    let start = players.iter().map(|p| p.chips).sum();
    let table = Opening {
        players,
        first: None,
        kitty: 0,
    };
    let mut casino: Casino = playout::open_seeded(preset.rules(), table, seed);
    let mut chooser = Chooser::new(seed);
    let mut from_rounds = 0;
    while casino.rounds_played() < rounds {
        let Some(seat) = casino.to_act().first() else {
            panic!("nobody to act: {:?}", casino.view(Viewer::Auditor));
        };
        let moves = casino.legal_moves(seat);
        let chosen = chooser.choose(&moves);
        let examples = chosen.examples(&mut |lo, hi| chooser.pick(lo, hi));
        let action = chooser.choose(&examples).clone();
        for event in casino.apply(seat, &action).unwrap() {
            if let CasinoEvent::RoundOver { round } = Casino::event_view(&event, Viewer::Auditor) {
                assert_eq!(round.house_net, -round.net.iter().sum::<i64>());
                from_rounds += round.house_net;
            }
        }
    }
    (casino, from_rounds, start)
}

#[test]
fn the_house_wins_exactly_what_the_players_lose() {
    for (preset, seed) in [
        (CasinoPreset::Casino, 1),
        (CasinoPreset::PontoonBlackjack, 2),
    ] {
        let (casino, from_rounds, start) = play_rounds(preset, 20_000, seed);
        let players: u64 = casino.players().iter().map(|p| p.chips).sum();
        assert_eq!(casino.house(), from_rounds, "{preset:?}");
        assert_eq!(casino.house(), start as i64 - players as i64, "{preset:?}");
        assert_ne!(
            casino.house(),
            0,
            "twenty thousand rounds should not break exactly even"
        );
    }
}
