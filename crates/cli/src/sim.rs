//! `parlour sim`: many hands between bots, on every core, with a progress bar.
//!
//! Casino presets run on the simulator's fast path and report the house edge; home presets run the
//! full engine with bots and report the banker's edge. The same `--seed` and `--hands` give the
//! same numbers whatever `--threads` is. Ctrl-C stops the run and prints what it found so far.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use parlour_bots::{Strategy, Temperament};
use parlour_pontoon::Rules;
use parlour_pontoon::casino::{CasinoPreset, CasinoRules};
use parlour_sim::{Report, SimConfig, SimTable};
use serde_json::{Value, json};

/// Set by Ctrl-C: no new chunk starts.
static STOP: AtomicBool = AtomicBool::new(false);

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game: pontoon or palace.
    #[arg(long, default_value = "pontoon")]
    game: String,
    /// A preset (traditional, shoot, casino, pontoon-blackjack; palace), or a JSON rules object
    /// such as '{"preset": "traditional", "burn": 13}' [default: traditional; palace].
    #[arg(long)]
    rules: Option<String>,
    /// Rounds (casino) or hands (home games, Palace Poker) to play [default: 10,000,000 casino,
    /// 20,000 home and Palace].
    #[arg(long)]
    hands: Option<u64>,
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Threads to run on [default: every core].
    #[arg(long)]
    threads: Option<usize>,
    /// A casino strategy table (the format of crates/bots/strategies/casino.txt).
    #[arg(long)]
    strategy: Option<PathBuf>,
    /// Seats: 1 to 7 at a casino table [default 1]; 2 or more at home, the banker included
    /// [default 5]; 2 to 10 at Palace Poker [default 4].
    #[arg(long)]
    players: Option<usize>,
    /// Home games: the first seat keeps the bank all along.
    #[arg(long)]
    fixed_banker: bool,
    /// How the bots play: cautious, standard or bold; at Palace Poker also mixed, the seats taking
    /// each in turn [default: standard; Palace Poker mixed].
    #[arg(long)]
    temperament: Option<String>,
    /// Print one JSON object and no progress bar.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> ExitCode {
    match simulate(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("parlour sim: {}", format!("{error:#}").replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn config(args: &Args) -> Result<SimConfig> {
    let palace = match args.game.as_str() {
        "pontoon" => false,
        "palace" => true,
        other => anyhow::bail!("unknown game {other:?} (pontoon, palace)"),
    };
    let text = args
        .rules
        .as_deref()
        .unwrap_or(if palace { "palace" } else { "traditional" });
    let rules: Value = if text.trim_start().starts_with('{') {
        serde_json::from_str(text).context("--rules is not a JSON object")?
    } else {
        json!(text)
    };
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
    let (table, default_hands, default_players) = if palace {
        let rules = parlour_palace::Rules::from_json(&rules).map_err(anyhow::Error::msg)?;
        (SimTable::Palace(rules), 20_000, 4)
    } else if parlour_pontoon::rules_are_casino(&rules) {
        let rules = CasinoRules::from_json(&rules).map_err(anyhow::Error::msg)?;
        (SimTable::Casino(rules), 10_000_000, 1)
    } else {
        let rules = Rules::from_json(&rules).map_err(anyhow::Error::msg)?;
        (SimTable::Home(rules), 20_000, 5)
    };
    let strategy = match (&args.strategy, &table) {
        (Some(path), _) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            Strategy::parse(&text)?
        }
        (None, SimTable::Casino(rules)) if rules.preset == CasinoPreset::PontoonBlackjack => {
            Strategy::pontoon_blackjack()
        }
        (None, _) => Strategy::casino(),
    };
    let players = args.players.unwrap_or(default_players);
    match &table {
        SimTable::Casino(_) if !(1..=parlour_pontoon::casino::MAX_SEATS).contains(&players) => {
            anyhow::bail!("a casino table seats 1 to 7 players, not {players}")
        }
        SimTable::Palace(_) if !(2..=10).contains(&players) => {
            anyhow::bail!("Palace Poker seats 2 to 10 players, not {players}")
        }
        SimTable::Home(rules) if !(2..=rules.max_players()).contains(&players) => {
            anyhow::bail!(
                "this table seats 2 to {} players, not {players}",
                rules.max_players()
            )
        }
        _ => {}
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

fn simulate(args: &Args) -> Result<()> {
    let config = config(args)?;
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
    let played = match &report {
        Report::Casino(r) => r.rounds,
        Report::Home(r) => r.hands,
        Report::Palace(r) => r.hands,
    };
    let speed = json!({
        "seconds": seconds,
        "threads": threads,
        "per_second": played as f64 / seconds.max(1e-9),
    });
    if args.json {
        let mut value = serde_json::to_value(&report)?;
        value["seed"] = json!(config.seed);
        value["speed"] = speed;
        println!("{value}");
    } else {
        print!(
            "{}",
            describe(&report, &config, threads, played as f64 / seconds.max(1e-9))
        );
    }
    Ok(())
}

fn percent(x: f64) -> String {
    format!("{:.2}%", 100.0 * x)
}

/// The report for people.
fn describe(report: &Report, config: &SimConfig, threads: usize, per_second: f64) -> String {
    let mut out = String::new();
    let interrupted = |yes: bool| if yes { " (stopped early: Ctrl-C)" } else { "" };
    match report {
        Report::Casino(r) => {
            out += &format!(
                "{} with the {} table, {} seat(s), {} rounds ({} initial bets), seed {}{}\n",
                r.preset,
                if config.strategy == Strategy::casino()
                    || config.strategy == Strategy::pontoon_blackjack()
                {
                    "default"
                } else {
                    "given"
                },
                r.seats,
                r.rounds,
                r.initial_bets,
                config.seed,
                interrupted(r.interrupted)
            );
            out += &format!(
                "player's result per initial bet: {:+.5} ± {:.5} (standard error)\n",
                r.per_bet.mean, r.per_bet.se
            );
            out += &format!(
                "house edge: {:.3}% ± {:.3}%\n",
                r.house_edge_percent, r.house_edge_se_percent
            );
            let k = &r.rates;
            out += &format!(
                "per hand ({} hands): Pontoon {}, Five Card Trick {}, bust {}, won {}, lost {}, bought {}\n",
                k.hands,
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
                "speed: {:.2} million rounds a second on {threads} thread(s)\n",
                per_second / 1e6
            );
        }
        Report::Home(r) => {
            out += &format!(
                "{} Pontoon, {} seats, {} hands, {}, {} bots, seed {}{}\n",
                r.preset,
                r.seats,
                r.hands,
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
                "banker's edge: {:+.4} ± {:.4} per chip staked; {:+.3} ± {:.3} chips a hand\n",
                r.banker_per_unit_staked,
                r.banker_per_unit_staked_se,
                r.banker_per_hand.mean,
                r.banker_per_hand.se
            );
            out += &format!(
                "players staked {:.2} chips a hand in all\n",
                r.staked_per_hand
            );
            for seat in &r.seat_results {
                out += &format!(
                    "seat {}: banked {} hands; {:+.3} ± {:.3} chips a hand\n",
                    seat.seat + 1,
                    seat.hands_banked,
                    seat.per_hand.mean,
                    seat.per_hand.se
                );
            }
            out += &format!("speed: {per_second:.0} hands a second on {threads} thread(s)\n");
        }
        Report::Palace(r) => {
            let rules = match &config.table {
                SimTable::Palace(rules) => rules,
                _ => unreachable!("a Palace report comes from a Palace table"),
            };
            out += &format!(
                "Palace Poker {}/{} {}, {} seats, {} hands, seed {}{}\n",
                rules.small_bet,
                rules.big_bet,
                match rules.betting {
                    parlour_palace::Betting::Limit => "limit",
                    parlour_palace::Betting::NoLimit => "no-limit",
                },
                r.seats,
                r.hands,
                config.seed,
                interrupted(r.interrupted)
            );
            for seat in &r.seat_results {
                out += &format!(
                    "seat {} ({}): {:+.3} ± {:.3} chips a hand\n",
                    seat.seat + 1,
                    seat.temperament,
                    seat.per_hand.mean,
                    seat.per_hand.se
                );
            }
            let [last, shared, tied, showdown] = r.endings;
            out += &format!(
                "{:.2} battles a hand; pots of {:.1} chips; hands ended last standing {}, shared banner {}, tied battle {}, showdown {}\n",
                r.battles_per_hand,
                r.pot_per_hand,
                percent(last),
                percent(shared),
                percent(tied),
                percent(showdown)
            );
            out += &format!("speed: {per_second:.0} hands a second on {threads} thread(s)\n");
        }
    }
    out
}
