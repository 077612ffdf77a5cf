//! `parlour play`: a Pontoon game in the terminal, you against bots.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result};
use parlour_tui::{Deal, Setup};
use serde_json::{Value, json};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A preset (traditional, shoot, casino, pontoon-blackjack), or a JSON rules object such as
    /// '{"preset": "traditional", "burn": 13}'.
    #[arg(long, default_value = "traditional")]
    rules: String,
    /// A rule option, `name=value` (JSON value), over the preset's: `--option stick_min=16`.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// Bot opponents [default: 3 at home, 2 at a casino table].
    #[arg(long)]
    players: Option<usize>,
    /// The seed of the shuffles, to play a session again [default: from the clock].
    #[arg(long)]
    seed: Option<u64>,
    /// Chips everyone starts with [default: 500 at home, 1000 at a casino table].
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
    let mut rules: Value = if args.rules.trim_start().starts_with('{') {
        serde_json::from_str(&args.rules).context("--rules is not a JSON object")?
    } else {
        json!({ "preset": args.rules })
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

fn play(args: &Args) -> Result<()> {
    let rules = rules(args)?;
    let casino = parlour_pontoon::rules_are_casino(&rules);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let seed = args.seed.unwrap_or(now);
    let setup = Setup {
        rules,
        opponents: args.players.unwrap_or(if casino { 2 } else { 3 }),
        chips: args.chips.unwrap_or(if casino { 1000 } else { 500 }),
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
