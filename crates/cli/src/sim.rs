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
use parlour_bots::{Strategy, Temperament};
use parlour_engine::Game;
use parlour_engine::{count, grouped};
use parlour_palace::Palace;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;
use parlour_sim::{Report, SimConfig, SimTable};
use serde_json::json;

use crate::table::{Rules, RulesArgs};

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
    /// Home games and Palace Poker: how the bots play, cautious, standard or bold; at Palace Poker
    /// also mixed, the seats taking each in turn [default: standard; Palace Poker mixed].
    #[arg(long)]
    temperament: Option<String>,
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

fn config(args: &Args, rules: &Rules) -> Result<SimConfig> {
    let palace = rules.id() == Palace::NAME;
    let casino = rules.id() == Casino::NAME;
    if args.fixed_banker && rules.id() != Pontoon::NAME {
        bail!(
            "--fixed-banker is for the home games, where a player banks; the {} table has no banker to keep",
            rules.preset()
        );
    }
    if args.strategy.is_some() && !casino {
        bail!(
            "--strategy is a casino strategy table; the {} bots play by their temperament (--temperament)",
            rules.preset()
        );
    }
    if args.temperament.is_some() && casino {
        bail!(
            "--temperament is for the home games and Palace Poker; casino bots play a --strategy table"
        );
    }
    if args.hands == Some(0) {
        bail!("--hands must be at least 1");
    }
    if args.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    let named = args
        .temperament
        .as_deref()
        .unwrap_or(if palace { "mixed" } else { "standard" });
    let temperament = match named {
        "mixed" if palace => None,
        name => Some(Temperament::from_name(name).with_context(|| {
            format!(
                "unknown temperament {name:?} (cautious, standard, bold; mixed at Palace Poker)"
            )
        })?),
    };
    let (table, default_hands, default_players) = if let Some(rules) = rules.of::<Palace>() {
        (SimTable::Palace(rules), 20_000, 4)
    } else if let Some(rules) = rules.of::<Casino>() {
        (SimTable::Casino(rules), 10_000_000, 1)
    } else {
        let rules = rules
            .of::<Pontoon>()
            .expect("the simulator plays every game");
        (SimTable::Home(rules), 20_000, 5)
    };
    let strategy = match (&args.strategy, &table) {
        (Some(path), _) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            Strategy::parse(&text)?
        }
        (None, SimTable::Casino(rules)) => Strategy::for_preset(rules.preset),
        (None, _) => Strategy::casino(),
    };
    let players = args.players.unwrap_or(default_players);
    let seats = table.seats();
    if !seats.contains(&players) {
        let game = parlour_games::kit(table.game()).map_or("this table", |kit| kit.name);
        bail!(
            "{game} seats {} to {} players, not {players}",
            seats.start(),
            seats.end()
        )
    }
    Ok(SimConfig {
        table,
        hands: args.hands.unwrap_or(default_hands),
        seed: args.seed,
        players,
        strategy,
        fixed_banker: args.fixed_banker,
        temperament: temperament.unwrap_or(Temperament::Standard),
        // Mixed: seat 1 cautious, seat 2 standard, seat 3 bold, and round again.
        temperaments: (0..players)
            .map(|seat| temperament.unwrap_or(Temperament::ALL[seat % 3]))
            .collect(),
    })
}

/// Runs the simulation and prints what it found: whether Ctrl-C stopped it early.
fn simulate(args: &Args) -> Result<bool> {
    let rules = args.rules.read()?;
    let config = config(args, &rules)?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let bar = if args.json {
        ProgressBar::hidden()
    } else {
        let bar = ProgressBar::with_draw_target(Some(config.hands), ProgressDrawTarget::stderr());
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
    let report = parlour_sim::run(&config, threads, &|n| bar.inc(n), &STOP);
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let (played, interrupted) = match &report {
        Report::Casino(r) => (r.rounds, r.interrupted),
        Report::Home(r) => (r.hands, r.interrupted),
        Report::Palace(r) => (r.hands, r.interrupted),
    };
    let speed = json!({
        "seconds": seconds,
        "threads": threads,
        "per_second": played as f64 / seconds.max(1e-9),
    });
    if args.json {
        let mut value = serde_json::to_value(&report)?;
        value["rules"] = rules.json();
        value["seed"] = json!(config.seed);
        value["speed"] = speed;
        println!("{value}");
    } else {
        print!(
            "{}",
            describe(
                &report,
                &rules,
                &config,
                threads,
                played as f64 / seconds.max(1e-9)
            )
        );
    }
    Ok(interrupted)
}

fn percent(x: f64) -> String {
    format!("{:.2}%", 100.0 * x)
}

/// The report for people: counts with their thousands grouped, edges in percent, seats from 1.
fn describe(
    report: &Report,
    rules: &Rules,
    config: &SimConfig,
    threads: usize,
    per_second: f64,
) -> String {
    let mut out = String::new();
    let interrupted = |yes: bool| if yes { " (stopped early: Ctrl-C)" } else { "" };
    let on = format!("on {}", count(threads as u64, "thread"));
    match report {
        Report::Casino(r) => {
            out += &format!(
                "{} with the {} strategy table, {}, {} ({}), seed {}{}\n",
                rules.echo(),
                if config.strategy == Strategy::casino()
                    || config.strategy == Strategy::pontoon_blackjack()
                {
                    "default"
                } else {
                    "given"
                },
                count(r.seats as u64, "seat"),
                count(r.rounds, "round"),
                count(r.initial_bets, "initial bet"),
                config.seed,
                interrupted(r.interrupted)
            );
            out += &format!(
                "house edge: {:.3}% ± {:.3}% (standard error) of the initial bets\n",
                r.house_edge_percent, r.house_edge_se_percent
            );
            let k = &r.rates;
            out += &format!(
                "per hand ({}): Pontoon {}, Five Card Trick {}, bust {}, won {}, lost {}, bought {}\n",
                count(k.hands, "hand"),
                percent(k.pontoon),
                percent(k.five_card_trick),
                percent(k.bust),
                percent(k.win),
                percent(k.loss),
                percent(k.buy)
            );
            out += &format!(
                "per round: dealer Pontoon {}, dealer bust {}, dealer Five Card Trick {}; splits per bet {}\n",
                percent(k.dealer_pontoon),
                percent(k.dealer_bust),
                percent(k.dealer_five_card_trick),
                percent(k.split)
            );
            out += &format!(
                "speed: {:.2} million rounds a second {on}\n",
                per_second / 1e6
            );
        }
        Report::Home(r) => {
            out += &format!(
                "{} Pontoon, {}, {}, {}, {} bots, seed {}{}\n",
                rules.echo(),
                count(r.seats as u64, "seat"),
                count(r.hands, "hand"),
                if r.fixed_banker {
                    "the first seat banking throughout"
                } else {
                    "the bank passing by the rules"
                },
                config.temperament.name(),
                config.seed,
                interrupted(r.interrupted)
            );
            out += &format!(
                "banker's edge: {:+.2}% ± {:.2}% (standard error) of the chips staked; {:+.3} ± {:.3} chips a hand\n",
                r.banker_edge_percent,
                r.banker_edge_se_percent,
                r.banker_per_hand.mean,
                r.banker_per_hand.se
            );
            out += &format!(
                "players staked {:.2} chips a hand in all\n",
                r.staked_per_hand
            );
            for seat in &r.seat_results {
                out += &format!(
                    "seat {}: banked {}; {:+.3} ± {:.3} chips a hand\n",
                    seat.seat,
                    count(seat.hands_banked, "hand"),
                    seat.per_hand.mean,
                    seat.per_hand.se
                );
            }
            out += &format!(
                "speed: {} hands a second {on}\n",
                grouped(per_second as u64)
            );
        }
        Report::Palace(r) => {
            let SimTable::Palace(table) = &config.table else {
                unreachable!("a Palace report comes from a Palace table")
            };
            out += &format!(
                "Palace Poker ({}), {}/{} {}, {}, {}, seed {}{}\n",
                rules.echo(),
                table.small_bet,
                table.big_bet,
                match table.betting {
                    parlour_palace::Betting::Limit => "limit",
                    parlour_palace::Betting::NoLimit => "no-limit",
                },
                count(r.seats as u64, "seat"),
                count(r.hands, "hand"),
                config.seed,
                interrupted(r.interrupted)
            );
            for seat in &r.seat_results {
                out += &format!(
                    "seat {} ({}): {:+.3} ± {:.3} chips a hand\n",
                    seat.seat, seat.temperament, seat.per_hand.mean, seat.per_hand.se
                );
            }
            let e = &r.endings;
            out += &format!(
                "{:.2} battles a hand; pots of {:.1} chips; hands ended last standing {}, shared banner {}, tied battle {}, showdown {}\n",
                r.battles_per_hand,
                r.pot_per_hand,
                percent(e.last_standing),
                percent(e.shared_banner),
                percent(e.tied_battle),
                percent(e.showdown)
            );
            out += &format!(
                "speed: {} hands a second {on}\n",
                grouped(per_second as u64)
            );
        }
    }
    out
}
