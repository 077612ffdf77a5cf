//! The Parlour simulator.
//!
//! - [`fast`]: casino Pontoon and Pontoon Blackjack on a fast path that agrees with the engine
//!   round by round;
//! - [`home`]: the home games played through the full engine by [`parlour_bots::HomeBot`]s, for
//!   the banker's edge;
//! - [`palace`]: Palace Poker played through the full engine by [`parlour_bots::PalaceBot`]s, for
//!   each seat's result;
//! - [`run`]: any of them, split into fixed chunks with their own seeded streams and run on a rayon pool,
//!   so the same seed gives the same numbers whatever the number of threads.
//!
//! The simulator reads no clock: callers time it.

pub mod casino;
pub mod fast;
pub mod home;
pub mod palace;
mod stats;

use std::sync::atomic::{AtomicBool, Ordering};

use parlour_bots::{Strategy, Temperament};
use parlour_pontoon::Rules;
use parlour_pontoon::casino::CasinoRules;
use rayon::prelude::*;
use serde::Serialize;

pub use stats::{Estimate, Tally};

/// What to simulate.
#[derive(Debug, Clone)]
pub enum SimTable {
    Home(Rules),
    Casino(CasinoRules),
    Palace(parlour_palace::Rules),
}

impl SimTable {
    /// The game's id.
    pub fn game(&self) -> &'static str {
        use parlour_engine::Game;
        match self {
            SimTable::Home(_) => parlour_pontoon::Pontoon::NAME,
            SimTable::Casino(_) => parlour_pontoon::casino::Casino::NAME,
            SimTable::Palace(_) => parlour_palace::Palace::NAME,
        }
    }

    /// How many players a table of these rules seats.
    pub fn seats(&self) -> std::ops::RangeInclusive<usize> {
        use parlour_engine::RuleSet;
        match self {
            SimTable::Home(rules) => rules.seats(),
            SimTable::Casino(rules) => rules.seats(),
            SimTable::Palace(rules) => rules.seats(),
        }
    }
}

/// A simulation run.
#[derive(Debug, Clone)]
pub struct SimConfig {
    pub table: SimTable,
    /// Rounds (casino) or hands (home) to play.
    pub hands: u64,
    pub seed: u64,
    /// Seats: casino 1 to 7; home 2 or more, the banker included.
    pub players: usize,
    /// The casino players' strategy.
    pub strategy: Strategy,
    /// Home games: seat 0 keeps the bank (whoever takes it sells it straight back, for nothing).
    pub fixed_banker: bool,
    /// Home games: how the bots play.
    pub temperament: Temperament,
    /// Palace Poker: how each seat's bot plays (one per seat).
    pub temperaments: Vec<Temperament>,
}

/// What a run found.
#[derive(Debug, Clone, Serialize)]
#[serde(untagged)]
pub enum Report {
    Casino(casino::CasinoReport),
    Home(home::HomeReport),
    Palace(palace::PalaceReport),
}

impl SimConfig {
    /// How many rounds or hands one chunk plays.
    fn chunk_size(&self) -> u64 {
        match self.table {
            SimTable::Casino(_) => 50_000,
            SimTable::Home(_) => 500,
            SimTable::Palace(_) => 1_000,
        }
    }
}

/// The seed of chunk `index` of a run seeded `seed` (SplitMix64 of their mix).
pub fn chunk_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Runs a simulation on `threads` threads. `done(n)` is called as each chunk of `n` rounds ends;
/// once `stop` is set no new chunk starts, and the report covers the chunks that ran.
pub fn run(
    config: &SimConfig,
    threads: usize,
    done: &(dyn Fn(u64) + Sync),
    stop: &AtomicBool,
) -> Report {
    let size = config.chunk_size();
    let chunks = config.hands.div_ceil(size);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .expect("a thread pool");
    let run_chunk = |index: u64| {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let hands = size.min(config.hands - index * size);
        let seed = chunk_seed(config.seed, index);
        let result = match &config.table {
            SimTable::Casino(rules) => Report::Casino(casino::run_chunk(
                rules,
                &config.strategy,
                config.players,
                hands,
                seed,
            )),
            SimTable::Home(rules) => Report::Home(home::run_chunk(rules, config, hands, seed)),
            SimTable::Palace(rules) => {
                Report::Palace(palace::run_chunk(rules, &config.temperaments, hands, seed))
            }
        };
        done(hands);
        Some(result)
    };
    let results: Vec<Option<Report>> =
        pool.install(|| (0..chunks).into_par_iter().map(run_chunk).collect());
    let interrupted = results.iter().any(Option::is_none);
    let mut merged: Option<Report> = None;
    for result in results.into_iter().flatten() {
        merged = Some(match (merged, result) {
            (None, result) => result,
            (Some(Report::Casino(mut a)), Report::Casino(b)) => {
                a.merge(&b);
                Report::Casino(a)
            }
            (Some(Report::Home(mut a)), Report::Home(b)) => {
                a.merge(&b);
                Report::Home(a)
            }
            (Some(Report::Palace(mut a)), Report::Palace(b)) => {
                a.merge(&b);
                Report::Palace(a)
            }
            _ => unreachable!("one run simulates one kind of table"),
        });
    }
    let mut report = merged.unwrap_or_else(|| match &config.table {
        SimTable::Casino(rules) => {
            Report::Casino(casino::CasinoReport::empty(rules, config.players))
        }
        SimTable::Home(rules) => Report::Home(home::HomeReport::empty(rules, config)),
        SimTable::Palace(_) => Report::Palace(palace::PalaceReport::empty(&config.temperaments)),
    });
    match &mut report {
        Report::Casino(r) => r.interrupted = interrupted,
        Report::Home(r) => r.interrupted = interrupted,
        Report::Palace(r) => r.interrupted = interrupted,
    }
    report
}
