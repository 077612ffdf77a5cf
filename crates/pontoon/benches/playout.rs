//! Random-playout speed of the full Pontoon engine: hands per second with every move chosen at
//! random among the legal ones, views not built. (The simulator of a later issue has its own,
//! much faster path; this measures the rules engine itself.)
//!
//! Run: `cargo bench -p parlour-pontoon --bench playout`.

use divan::counter::ItemsCount;
use parlour_cards::CardSource;
use parlour_engine::playout::Chooser;
use parlour_engine::{Game, LegalMove, Opening, PlayerSetup, Seat};
use parlour_pontoon::{Move, Pontoon, Rules};

fn main() {
    divan::main();
}

const HANDS: u32 = 20;

/// Plays `HANDS` hands of a five-player table with random legal moves.
fn session(seed: u64) -> u32 {
    let players = (0..5)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            chips: 1_000_000,
        })
        .collect();
    let table = Opening {
        players,
        first: Some(Seat(0)),
        kitty: 0,
    };
    let (mut game, _) = Pontoon::new(Rules::default(), table, CardSource::seeded(1, seed)).unwrap();
    let mut chooser = Chooser::new(seed);
    while game.rounds_played() < HANDS {
        let seat = Game::to_act(&game).first().expect("a seat to act");
        // Between hands the banker deals: offering the bank for sale is not part of a hand.
        let mut moves = Game::legal_moves(&game, seat);
        moves.retain(|m| !matches!(m, Move::OfferBank { .. }));
        let chosen = chooser.choose(&moves);
        let examples = chosen.examples(&mut |lo, hi| chooser.pick(lo, hi));
        let action = chooser.choose(&examples).clone();
        Game::apply(&mut game, seat, &action).expect("a legal move applies");
    }
    game.rounds_played()
}

#[divan::bench]
fn random_playout_hands(bencher: divan::Bencher) {
    let mut seed = 0;
    bencher.counter(ItemsCount::new(HANDS)).bench_local(|| {
        seed += 1;
        divan::black_box(session(seed))
    });
}
