//! `parlour play`: a Pontoon game or Palace Poker in the terminal, you against bots.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};
use parlour_tui::{Deal, GameKind, Setup};
use serde_json::{Value, json};

/// The games `parlour play` plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    /// Pontoon: every home game and the casino tables, by `--rules`.
    Pontoon,
    /// Palace Poker (RULES.md 7).
    Palace,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game to play.
    #[arg(long, value_enum, default_value = "pontoon")]
    game: Game,
    /// A preset (Pontoon: traditional, shoot, casino, pontoon-blackjack; Palace Poker: palace), or
    /// a JSON rules object such as '{"preset": "traditional", "burn": 13}'
    /// [default: traditional, or palace with --game palace].
    #[arg(long)]
    rules: Option<String>,
    /// A rule option, `name=value` (JSON value), over the preset's: `--option stick_min=16`,
    /// `--option betting=no_limit`.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// Bot opponents [default: 3 at home and at Palace Poker, 2 at a casino table].
    #[arg(long)]
    players: Option<usize>,
    /// The seed of the shuffles, to play a session again [default: from the clock].
    #[arg(long)]
    seed: Option<u64>,
    /// Chips everyone starts with [default: 500 at home, 1000 at a casino table, 200 at Palace
    /// Poker].
    #[arg(long)]
    chips: Option<u64>,
    /// Home games: you take the first bank (otherwise the players cut for it).
    #[arg(long)]
    banker: bool,
    /// Your name at the table.
    #[arg(long, default_value = "You")]
    name: String,
    /// Where to write the session's hand record [default: ~/.parlour/history].
    #[arg(long)]
    history: Option<PathBuf>,
    /// Do not write a hand record.
    #[arg(long)]
    no_history: bool,
}

pub fn run(args: &Args) -> ExitCode {
    match play(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("parlour play: {}", format!("{error:#}").replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

fn rules(args: &Args) -> Result<Value> {
    let preset = match args.game {
        Game::Pontoon => "traditional",
        Game::Palace => "palace",
    };
    let given = args.rules.as_deref().unwrap_or(preset);
    let mut rules: Value = if given.trim_start().starts_with('{') {
        serde_json::from_str(given).context("--rules is not a JSON object")?
    } else {
        json!({ "preset": given })
    };
    for option in &args.options {
        let (name, value) = option
            .split_once('=')
            .with_context(|| format!("--option {option:?} is not NAME=VALUE"))?;
        let value: Value = serde_json::from_str(value).unwrap_or_else(|_| json!(value));
        rules[name] = value;
    }
    Ok(rules)
}

/// Each game's defaults: its kind, bot opponents, starting chips.
fn defaults(args: &Args, rules: &Value) -> Result<(GameKind, usize, u64)> {
    Ok(match args.game {
        Game::Palace if args.banker => {
            bail!("--banker is for Pontoon; at Palace Poker the players cut for the deal")
        }
        Game::Palace => (GameKind::Palace, 3, 200),
        Game::Pontoon if parlour_pontoon::rules_are_casino(rules) => (GameKind::Pontoon, 2, 1000),
        Game::Pontoon => (GameKind::Pontoon, 3, 500),
    })
}

fn play(args: &Args) -> Result<()> {
    let rules = rules(args)?;
    let (game, opponents, chips) = defaults(args, &rules)?;
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let seed = args.seed.unwrap_or(now);
    let setup = Setup {
        game,
        rules,
        opponents: args.players.unwrap_or(opponents),
        chips: args.chips.unwrap_or(chips),
        banker: args.banker,
        deal: Deal::Seed(seed),
        name: args.name.clone(),
    };
    let history = if args.no_history {
        None
    } else {
        let folder = match &args.history {
            Some(folder) => folder.clone(),
            None => PathBuf::from(
                std::env::var("HOME").context("no HOME for ~/.parlour/history; give --history")?,
            )
            .join(".parlour/history"),
        };
        let preset = setup.rules["preset"]
            .as_str()
            .unwrap_or("pontoon")
            .to_string();
        Some(folder.join(format!("{preset}-{now}-seed{seed}.json")))
    };
    let app = parlour_tui::play(&setup, history)?;
    let net = app.chips() as i64 - app.stats.start_chips as i64;
    println!(
        "Parlour: {} hands, {net:+} chips (you have {}), biggest win {}.",
        app.stats.hands,
        app.chips(),
        app.stats.biggest_win
    );
    if let Some(path) = &app.history {
        println!(
            "The session's hand record: {} (replay: parlour script FILE)",
            path.display()
        );
    }
    Ok(())
}
