//! `parlour play`: a Pontoon game or Palace Poker in the terminal, you against bots; at a casino
//! table with the coach if asked for (`--coach`); or the trainer alone (`--train`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, bail};
use parlour_cards::ShuffleKey;
use parlour_engine::Banker;
use parlour_games::Level;
use parlour_games::coach::Count;
use parlour_tui::{Deal, Lang, Setup, Words};

use crate::game::{Rules, RulesArgs};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    /// Players at the table, you included; bots take the other seats [default: 4 at home and at
    /// Palace Poker, 3 at a casino table].
    #[arg(long)]
    players: Option<usize>,
    /// The seed of the shuffles, to play a session again [default: a 256-bit key from the
    /// operating system, written in the hand record when the session ends].
    #[arg(long, conflicts_with = "key")]
    seed: Option<u64>,
    /// The 256-bit shuffle key (64 hex digits) of a session to play again.
    #[arg(long, value_parser = |text: &str| ShuffleKey::from_hex(text))]
    key: Option<ShuffleKey>,
    /// Chips everyone starts with [default: 500 at home, 1000 at a casino table, 200 at Palace
    /// Poker].
    #[arg(long)]
    chips: Option<u64>,
    /// Home games: you take the first bank (otherwise the players cut for it).
    #[arg(long)]
    banker: bool,
    /// The bots you play against: `best` (at home the solved strategy, at a casino table the
    /// strategy tables), `standard`, and at home `cautious` or `bold`.
    #[arg(long, value_name = "LEVEL", default_value = "standard", value_parser = level)]
    bots: Level,
    /// Your name at the table [default: "You", in the language the table speaks].
    #[arg(long)]
    name: Option<String>,
    /// The language the table speaks: en, es, hu, el, sq or eo [default: the environment's:
    /// LC_ALL, LC_MESSAGES or LANG; English if none of them is one of these].
    #[arg(long)]
    lang: Option<String>,
    /// Where to write the session's hand record [default: ~/.parlour/history].
    #[arg(long)]
    history: Option<PathBuf>,
    /// Do not write a hand record.
    #[arg(long)]
    no_history: bool,
    /// Casino tables: the coach on from the start (c turns it on and off, h shows what each move
    /// is worth), counting from a fresh shoe, or, with `--coach seen`, the cards seen since the
    /// shuffle too.
    #[arg(
        long,
        value_name = "COUNT",
        num_args = 0..=1,
        default_missing_value = "fresh",
        conflicts_with = "train"
    )]
    coach: Option<Counted>,
    /// The trainer instead of a table: casino hands of the kinds most often played wrong, each
    /// answer scored (casino rules unless --rules gives pontoon-blackjack or options; --seed
    /// deals the same hands again).
    #[arg(
        long,
        conflicts_with_all = ["players", "key", "chips", "banker", "name", "history", "no_history", "bots"]
    )]
    train: bool,
}

/// What the coach counts out of the shoe.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Counted {
    /// A freshly shuffled shoe, as a strategy card plays.
    Fresh,
    /// Every card seen since the shuffle too.
    Seen,
}

impl From<Counted> for Count {
    fn from(counted: Counted) -> Count {
        match counted {
            Counted::Fresh => Count::Fresh,
            Counted::Seen => Count::Seen,
        }
    }
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

/// A bot level by its name.
fn level(name: &str) -> Result<Level, String> {
    Level::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        format!("one of {}", names.join(", "))
    })
}

/// Refuses `--bots` at a level the game has no bots of.
fn bots(args: &Args, rules: &Rules) -> Result<()> {
    let kit = rules.kit();
    if !kit.levels().contains(&args.bots) {
        let levels: Vec<&str> = kit.levels().iter().map(|l| l.name()).collect();
        bail!(
            "--bots {}: {} has no such bots; its bots are {}",
            args.bots.name(),
            kit.name,
            levels.join(", ")
        );
    }
    Ok(())
}

/// Refuses `--banker` where no player banks.
fn banker(args: &Args, rules: &Rules) -> Result<()> {
    if !args.banker {
        return Ok(());
    }
    let name = rules.kit().name;
    match rules.entry().banker() {
        Banker::Player => Ok(()),
        Banker::House => {
            bail!("--banker is for the home games; at a {name} table the house banks")
        }
        Banker::Table => bail!(
            "--banker is for the home games of Pontoon; at {name} nobody banks: the players cut \
             for the deal"
        ),
    }
}

/// A fresh shuffle key from the operating system's generator: nobody, the player included, can
/// guess the cards from the clock or a small seed.
fn os_key() -> Result<ShuffleKey> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| anyhow::anyhow!("the operating system gave no random key: {e}"))?;
    Ok(ShuffleKey::from_bytes(bytes))
}

/// The language of the session: `--lang`, else the environment's.
fn lang(args: &Args) -> Result<Lang> {
    let env = |name: &str| std::env::var(name).ok();
    parlour_tui::speak::chosen(args.lang.as_deref(), &env).map_err(anyhow::Error::msg)
}

/// Refuses `--coach` at a table whose game has no coach.
fn coach(args: &Args, rules: &Rules) -> Result<()> {
    if args.coach.is_some() && rules.kit().coach().is_none() {
        bail!(
            "--coach is for the casino tables (--rules casino or pontoon-blackjack); {} has no \
             coach",
            rules.kit().name
        );
    }
    Ok(())
}

/// Refuses a terminal that is not one: the screen cannot be drawn through a pipe.
fn terminal() -> Result<()> {
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        bail!(
            "needs a terminal to draw the table in: run it in one, not through a pipe or a \
             redirection (parlour sim plays bots against bots without one)"
        );
    }
    Ok(())
}

/// `--train`: the trainer, dealing hands under the casino rules asked for (the `casino` preset
/// unless the game or rules are given), until the player ends it.
fn train(args: &Args, lang: Lang) -> Result<()> {
    let mut given = args.rules.clone();
    if given.game.is_none() && given.rules.is_none() {
        given.game = Some("casino".into());
    }
    let rules = given.read()?;
    if rules.kit().coach().is_none() {
        bail!(
            "--train deals casino hands (--rules casino or pontoon-blackjack); {} has no coach \
             to score them",
            rules.kit().name
        );
    }
    let seed = match args.seed {
        Some(seed) => seed,
        None => u64::from_le_bytes(os_key()?.bytes()[..8].try_into().expect("8 bytes")),
    };
    let practice = parlour_tui::trainer::Practice::new(&rules.json(), seed, lang)?;
    terminal()?;
    let practice = parlour_tui::play(practice)?;
    for line in practice.summary_lines() {
        println!("Parlour: {line}");
    }
    Ok(())
}

fn play(args: &Args) -> Result<()> {
    let lang = lang(args)?;
    if args.train {
        return train(args, lang);
    }
    let rules = args.rules.read()?;
    banker(args, &rules)?;
    coach(args, &rules)?;
    bots(args, &rules)?;
    let (players, chips) = rules.kit().table;
    let players = args.players.unwrap_or(players);
    if players == 0 {
        bail!("--players counts everyone at the table, you included: at least 1");
    }
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let deal = match (args.seed, args.key) {
        (Some(seed), _) => Deal::Seed(seed),
        (None, Some(key)) => Deal::Key(key),
        (None, None) => Deal::Key(os_key()?),
    };
    let file = match &deal {
        Deal::Seed(seed) => format!("{}-{now}-seed{seed}.json", rules.preset()),
        _ => format!("{}-{now}.json", rules.preset()),
    };
    let setup = Setup {
        rules: rules.json(),
        opponents: players - 1,
        chips: args.chips.unwrap_or(chips),
        banker: args.banker,
        deal,
        name: (args.name.clone()).unwrap_or_else(|| Words::new(lang).say("terminal-default-name")),
        bots: args.bots,
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
        Some(folder.join(file))
    };
    // The table is set up first, so that its errors come before the terminal's.
    let mut app = parlour_tui::App::new(&setup, history, lang)?;
    if let Some(count) = args.coach {
        app.coach_on(count.into());
    }
    terminal()?;
    let app = parlour_tui::play(app)?;
    println!("{}", app.summary_line());
    for line in app.record_lines() {
        println!("{line}");
    }
    // Every decision that was not the best, however many: the terminal's scrollback holds them.
    for line in app.review_lines(usize::MAX) {
        println!("{line}");
    }
    Ok(())
}
