//! The Parlour simulator: bots in every seat, many rounds, a report of what they came to.
//!
//! Each game's simulation is one [`Simulation`]: how it plays a chunk of rounds from a seed, how two
//! chunks' findings merge, and what it found in words. [`run`] splits a run into fixed chunks with
//! their own seeded streams and runs them on a rayon pool, so the same seed gives the same numbers
//! whatever the number of threads. A game's kit (`parlour-games`) sets its simulation up from an
//! [`Ask`], and the command line holds it as a [`Sim`], naming no game.
//!
//! - [`fast`]: casino Pontoon and Pontoon Blackjack on a fast path that agrees with the engine
//!   round by round ([`casino`]);
//! - [`pontoon`]: the home games played through the full engine by [`parlour_bots::HomeBot`]s, for
//!   the banker's edge;
//! - [`palace`]: Palace Poker played through the full engine by [`parlour_bots::PalaceBot`]s, for
//!   each seat's result;
//! - [`seats`]: any game played through the full engine by its bots, for each seat's result.
//!
//! The simulator reads no clock: callers time it.

pub mod casino;
pub mod fast;
pub mod palace;
pub mod pontoon;
pub mod seats;
mod stats;

use std::sync::atomic::{AtomicBool, Ordering};

use parlour_engine::{Opening, PlayerSetup, Seat, count, grouped};
use rayon::prelude::*;
use serde::Serialize;
use serde_json::Value;

pub use stats::{Estimate, Tally};

/// What a person asked a simulation for, in terms common to every game. Each game reads what
/// applies to it and refuses, in the person's words, what does not.
#[derive(Debug, Clone, Default)]
pub struct Ask {
    /// The rules, as a record's `rules` object.
    pub rules: Value,
    /// The rules in a few words: the preset and the options changed from it.
    pub echo: String,
    /// Seats at the table (the game's default if none).
    pub players: Option<usize>,
    /// Casino tables: the text of a strategy table the bots play, or why its file could not be
    /// read (the caller reads it: the simulator does no I/O; a game that takes no table refuses
    /// it either way).
    pub strategy: Option<Result<String, String>>,
    /// Home games: the first seat keeps the bank all along.
    pub fixed_banker: bool,
    /// How the bots play, by name (`cautious`, `standard`, `bold`, `mixed`; at home also `best`).
    pub temperament: Option<String>,
    /// Home games with a fixed banker: how the first seat's bot, the bank's, plays, by the same
    /// names (the others' if none).
    pub banker: Option<String>,
}

impl Ask {
    /// Refuses a strategy table: this game's bots play by their temperament.
    pub fn no_strategy(&self) -> Result<(), String> {
        match self.strategy {
            Some(_) => Err(format!(
                "--strategy is a casino strategy table; the {} bots play by their temperament \
                 (--temperament)",
                self.echo
            )),
            None => Ok(()),
        }
    }

    /// Refuses a level for the bank: only a home game's first seat keeps it throughout.
    pub fn no_banker(&self) -> Result<(), String> {
        match self.banker {
            Some(_) => Err(format!(
                "--banker is for the home games with --fixed-banker; at the {} table no player \
                 keeps the bank",
                self.echo
            )),
            None => Ok(()),
        }
    }
}

/// How one run went, besides what it found.
#[derive(Debug, Clone, Copy)]
pub struct Told<'a> {
    pub echo: &'a str,
    pub seed: u64,
    /// Whether Ctrl-C stopped the run before its last chunk.
    pub interrupted: bool,
}

impl Told<'_> {
    /// What ends a report's first line: the seed, and whether the run was stopped.
    pub fn tail(&self) -> String {
        let stopped = if self.interrupted {
            " (stopped early: Ctrl-C)"
        } else {
            ""
        };
        format!("seed {}{stopped}", self.seed)
    }
}

/// What a run of one game finds, chunk by chunk: chunks' findings merge to the same numbers in
/// any order.
pub trait Findings: Serialize + Send {
    /// Adds `other`'s findings to these.
    fn merge(&mut self, other: &Self);
    /// Rounds the findings cover.
    fn played(&self) -> u64;
}

/// One game's simulation, set up from an [`Ask`].
pub trait Simulation: Sync {
    /// What a run finds.
    type Report: Findings;
    /// What one of its rounds is called: `round`, or `hand` where the game says so.
    const ROUND: &'static str = "round";
    /// Rounds one chunk plays: enough to outweigh setting a table up, few enough to share out.
    const CHUNK: u64 = 1_000;
    /// Rounds a run plays unless asked for another number.
    const HANDS: u64 = 20_000;

    /// The seats at the table.
    fn players(&self) -> usize;
    /// Plays `rounds` rounds of a fresh table seeded `seed`.
    fn chunk(&self, rounds: u64, seed: u64) -> Self::Report;
    /// A run's findings before any chunk.
    fn empty(&self) -> Self::Report;
    /// The findings for people, a line each, the first ending in `told.tail()`.
    fn words(&self, report: &Self::Report, told: &Told) -> String;
}

/// Chips every seat starts a chunk with at the home games and Palace Poker: the most a player may
/// hold, so nobody is ever short.
const BOTTOMLESS: u64 = parlour_engine::MAX_CHIPS;

/// A chunk's table: `seats` players named `Seat 1`, `Seat 2`… with `chips` each, `first` banking
/// or dealing first (the engine cuts for it if `None`), and no kitty up.
fn table(seats: usize, chips: u64, first: Option<Seat>) -> Opening {
    Opening {
        players: (0..seats)
            .map(|i| PlayerSetup {
                name: format!("Seat {}", i + 1),
                chips,
            })
            .collect(),
        first,
        kitty: 0,
    }
}

/// The seed of chunk `index` of a run seeded `seed` (SplitMix64 of their mix).
pub fn chunk_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed.wrapping_add(index.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A run's findings, and whether Ctrl-C stopped it before its last chunk.
#[derive(Debug, Clone)]
pub struct Ran<R> {
    pub report: R,
    pub interrupted: bool,
}

/// A run asked for: `hands` rounds from `seed` on `threads` threads. `done(n)` is told as each
/// chunk of `n` rounds ends; once `stop` is set no new chunk starts, and the findings cover the
/// chunks that ran.
#[derive(Clone, Copy)]
pub struct Plan<'a> {
    pub hands: u64,
    pub seed: u64,
    pub threads: usize,
    pub done: &'a (dyn Fn(u64) + Sync),
    pub stop: &'a AtomicBool,
}

impl std::fmt::Debug for Plan<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plan")
            .field("hands", &self.hands)
            .field("seed", &self.seed)
            .field("threads", &self.threads)
            .finish_non_exhaustive()
    }
}

impl<'a> Plan<'a> {
    /// `hands` rounds from `seed` on `threads` threads, until `stop` is set, telling nobody of
    /// the chunks as they end.
    pub fn new(hands: u64, seed: u64, threads: usize, stop: &'a AtomicBool) -> Plan<'a> {
        Plan {
            hands,
            seed,
            threads,
            done: &|_| {},
            stop,
        }
    }
}

/// Runs `sim` as `plan` asks.
pub fn run<S: Simulation>(sim: &S, plan: &Plan) -> Ran<S::Report> {
    let Plan {
        hands,
        seed,
        threads,
        done,
        stop,
    } = *plan;
    let chunks = hands.div_ceil(S::CHUNK);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .expect("a thread pool");
    let run_chunk = |index: u64| {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let rounds = S::CHUNK.min(hands - index * S::CHUNK);
        let report = sim.chunk(rounds, chunk_seed(seed, index));
        done(rounds);
        Some(report)
    };
    let results: Vec<Option<S::Report>> =
        pool.install(|| (0..chunks).into_par_iter().map(run_chunk).collect());
    let interrupted = results.iter().any(Option::is_none);
    let mut report = sim.empty();
    for result in results.iter().flatten() {
        report.merge(result);
    }
    Ran {
        report,
        interrupted,
    }
}

/// What a run of any game found, as the command line prints it.
#[derive(Debug, Clone)]
pub struct Finding {
    /// Rounds played.
    pub played: u64,
    pub interrupted: bool,
    /// The findings as one JSON object, `interrupted` among its fields.
    pub report: Value,
    /// The findings in words, without the speed.
    pub words: String,
    /// What one round is called.
    pub round: &'static str,
}

impl Finding {
    /// How fast the run went, in words: `speed: 3.21 million rounds a second on 2 threads`.
    pub fn speed(&self, per_second: f64, threads: usize) -> String {
        let rate = if per_second >= 1e6 {
            format!("{:.2} million", per_second / 1e6)
        } else {
            grouped(per_second as u64)
        };
        format!(
            "speed: {rate} {}s a second on {}\n",
            self.round,
            count(threads as u64, "thread")
        )
    }
}

/// A simulation of any game, set up and ready to run.
pub trait Sim: Sync {
    /// Rounds a run plays unless asked for another number.
    fn hands(&self) -> u64;
    /// The seats at the table.
    fn players(&self) -> usize;
    /// Runs it as [`run`] does, and reports what it found.
    fn run(&self, plan: &Plan) -> Finding;
}

/// A simulation for a game's kit: `simulation` with the words of `ask`.
pub fn sim<S: Simulation + 'static>(simulation: S, ask: &Ask) -> Box<dyn Sim> {
    Box::new(Held {
        simulation,
        echo: ask.echo.clone(),
    })
}

struct Held<S> {
    simulation: S,
    echo: String,
}

impl<S: Simulation> Sim for Held<S> {
    fn hands(&self) -> u64 {
        S::HANDS
    }

    fn players(&self) -> usize {
        self.simulation.players()
    }

    fn run(&self, plan: &Plan) -> Finding {
        let ran = run(&self.simulation, plan);
        let told = Told {
            echo: &self.echo,
            seed: plan.seed,
            interrupted: ran.interrupted,
        };
        let mut report = serde_json::to_value(&ran.report).expect("a report serializes");
        report["interrupted"] = Value::Bool(ran.interrupted);
        Finding {
            played: ran.report.played(),
            interrupted: ran.interrupted,
            report,
            words: self.simulation.words(&ran.report, &told),
            round: S::ROUND,
        }
    }
}

/// The temperament `ask` names for every seat (`mixed` if none), Palace Poker's: `mixed` as
/// `None`.
pub fn temperament(ask: &Ask) -> Result<Option<parlour_bots::Temperament>, String> {
    match ask.temperament.as_deref().unwrap_or("mixed") {
        "mixed" => Ok(None),
        // The home games' best level is the solved Pontoon strategy: Palace Poker has none.
        "best" => Err(format!(
            "--temperament best is the solved home-game strategy; the {} bots play cautious, \
             standard, bold or mixed",
            ask.echo
        )),
        name => parlour_bots::Temperament::from_name(name)
            .map(Some)
            .ok_or_else(|| {
                format!("unknown temperament {name:?} (cautious, standard, bold; or mixed)")
            }),
    }
}

/// The home-game level `name` names, for the flag `flag` (`--temperament`, `--banker`).
pub fn level(name: &str, flag: &str) -> Result<parlour_bots::Level, String> {
    parlour_bots::Level::from_name(name).ok_or_else(|| {
        format!("unknown level {name:?} for {flag} (cautious, standard, bold or best)")
    })
}
