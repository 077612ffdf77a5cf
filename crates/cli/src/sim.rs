//! `parlour sim`: many hands between bots, on every core, with a progress bar.
//!
//! Casino presets run on the simulator's fast path and report the house edge; home presets run the
//! full engine with bots and report the banker's edge. The same `--seed` and `--hands` give the
//! same numbers whatever `--threads` is. Ctrl-C stops the run and prints what it found so far.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use parlour_engine::Banker;
use parlour_sim::{Ask, Sim};
use serde_json::json;

use crate::game::RulesArgs;

/// Set by Ctrl-C: no new chunk starts.
static STOP: AtomicBool = AtomicBool::new(false);

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    /// Rounds (casino) or hands (home games, Palace Poker) to play [default: 10,000,000 casino,
    /// 20,000 home and Palace].
    #[arg(long)]
    hands: Option<u64>,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Threads to run on [default: every core].
    #[arg(long)]
    threads: Option<usize>,
    /// Casino tables: the strategy table the bots play (the format of
    /// crates/bots/strategies/casino.txt) [default: the preset's own].
    #[arg(long)]
    strategy: Option<PathBuf>,
    /// Players at the table: 1 to 7 at a casino table [default 1]; 2 or more at home, the banker
    /// included [default 5]; 2 to 10 at Palace Poker [default 4].
    #[arg(long)]
    players: Option<usize>,
    /// Home games: the first seat keeps the bank all along.
    #[arg(long)]
    fixed_banker: bool,
    /// Home games and Palace Poker: how the bots play, cautious, standard or bold; at home also
    /// best, the solved strategy (traditional rules); at Palace Poker also mixed, the seats taking
    /// each in turn [default: standard; Palace Poker mixed].
    #[arg(long)]
    temperament: Option<String>,
    /// Home games with --fixed-banker: how the first seat's bot, the bank's, plays, by the same
    /// names as --temperament [default: the punters' temperament].
    #[arg(long, value_name = "LEVEL")]
    banker: Option<String>,
    /// Print one JSON object and no progress bar.
    #[arg(long)]
    json: bool,
}

/// The exit status of a run stopped by Ctrl-C, as a shell reports a command ended by SIGINT.
const INTERRUPTED: u8 = 130;

pub fn run(args: &Args) -> ExitCode {
    match simulate(args) {
        Ok(false) => ExitCode::SUCCESS,
        Ok(true) => ExitCode::from(INTERRUPTED),
        Err(error) => {
            eprintln!("parlour sim: {}", format!("{error:#}").replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

/// The simulation the arguments ask for, set up by the game's kit.
fn setup(args: &Args) -> Result<(Box<dyn Sim>, serde_json::Value)> {
    let rules = args.rules.read()?;
    if args.fixed_banker && rules.entry().banker() != Banker::Player {
        bail!(
            "--fixed-banker is for the home games, where a player banks; the {} table has no \
             banker to keep",
            rules.preset()
        );
    }
    if args.hands == Some(0) {
        bail!("--hands must be at least 1");
    }
    if args.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    let ask = Ask {
        rules: rules.json(),
        echo: rules.echo(),
        players: args.players,
        strategy: args.strategy.as_ref().map(|path| {
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))
        }),
        fixed_banker: args.fixed_banker,
        temperament: args.temperament.clone(),
        banker: args.banker.clone(),
    };
    let kit = rules.kit();
    let sim = kit.sim(&ask).map_err(anyhow::Error::msg)?;
    let (seats, _) = kit.entry.limits(&ask.rules).map_err(anyhow::Error::msg)?;
    let players = sim.players();
    if !seats.contains(&players) {
        bail!(
            "{} seats {} to {} players, not {players}",
            kit.name,
            seats.start(),
            seats.end()
        )
    }
    Ok((sim, ask.rules))
}

/// Runs the simulation and prints what it found: whether Ctrl-C stopped it early.
fn simulate(args: &Args) -> Result<bool> {
    let (sim, rules) = setup(args)?;
    let hands = args.hands.unwrap_or(sim.hands());
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let bar = if args.json {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::with_draw_target(Some(hands), ProgressDrawTarget::stderr());
        bar.set_style(
            ProgressStyle::with_template(
                "{bar:40} {percent:>3}% {human_pos}/{human_len} hands, {eta} left",
            )
            .expect("a valid template"),
        );
        bar
    };
    ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed)).context("cannot catch Ctrl-C")?;
    let started = Instant::now();
    let plan = parlour_sim::Plan {
        done: &|n| bar.inc(n),
        ..parlour_sim::Plan::new(hands, args.seed, threads, &STOP)
    };
    let found = sim.run(&plan);
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let per_second = found.played as f64 / seconds.max(1e-9);
    if args.json {
        let mut value = found.report.clone();
        value["rules"] = rules;
        value["seed"] = json!(args.seed);
        value["speed"] = json!({
            "seconds": seconds,
            "threads": threads,
            "per_second": per_second,
        });
        println!("{value}");
    } else {
        print!("{}{}", found.words, found.speed(per_second, threads));
    }
    Ok(found.interrupted)
}
