//! `parlour script`: reads a hand record, plays it through the engine, prints the outcome.
//!
//! Exit status: 0 when the record could be read (rejected actions included, they are in the
//! output); 2 with one line on stderr when it could not; 1 with `--check` when the record's
//! `expect` is not met.
//!
//! A record may be at most [`MAX_RECORD_BYTES`] long: room for about half a million actions (a
//! terminal session of a thousand hands takes about 10,000), and a bound on the memory a replay
//! takes, about 0.5 KB an action, so 300 MB at most.

use parlour_engine::record::Verbs as _;
use std::io::{BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use parlour_engine::record::{Output, Prepared, Record, Recorded, check_expectation};
use parlour_engine::seating::{SeatChange, Seating};
use parlour_engine::{Game, RuleSet, Seat, Viewer};
use parlour_tui::Words;
use parlour_tui::describe::{self, Describe, NARRATOR};

/// The longest hand record `parlour script` reads: 8 MiB.
pub const MAX_RECORD_BYTES: u64 = 8 << 20;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The hand record: a JSON file, or `-` to read standard input.
    record: PathBuf,
    /// Print the output on one line instead of indented.
    #[arg(long)]
    compact: bool,
    /// Exit with status 1 if the record's `expect` is not met (or it has none).
    #[arg(long)]
    check: bool,
    /// Tell the hands in plain words, as the terminal client does, instead of printing JSON.
    #[arg(long, conflicts_with_all = ["compact", "check"])]
    text: bool,
}

pub fn run(args: &Args) -> ExitCode {
    if args.text {
        return match tell_record(args) {
            Ok(lines) => {
                let stdout = std::io::stdout();
                let mut to = BufWriter::new(stdout.lock());
                let written = lines
                    .iter()
                    .try_for_each(|line| writeln!(to, "{line}"))
                    .and_then(|()| to.flush());
                match written {
                    Ok(()) => ExitCode::SUCCESS,
                    Err(error) => {
                        eprintln!("parlour script: cannot write the output: {error}");
                        ExitCode::from(2)
                    }
                }
            }
            Err(error) => {
                eprintln!(
                    "parlour script: {}",
                    format!("{error:#}").replace('\n', " ")
                );
                ExitCode::from(2)
            }
        };
    }
    match play(args) {
        Ok((output, met)) => {
            let stdout = std::io::stdout();
            let mut to = BufWriter::new(stdout.lock());
            let written = if args.compact {
                serde_json::to_writer(&mut to, &output)
                    .map_err(std::io::Error::from)
                    .and_then(|()| to.write_all(b"\n"))
            } else {
                crate::pretty::write_output(&output, &mut to)
            };
            if let Err(error) = written.and_then(|()| to.flush()) {
                eprintln!("parlour script: cannot write the output: {error}");
                return ExitCode::from(2);
            }
            if args.check && met != Some(true) {
                let why = if met.is_none() {
                    "has no `expect`"
                } else {
                    "does not meet its `expect`"
                };
                eprintln!("parlour script: the record {why}");
                return ExitCode::from(1);
            }
            ExitCode::SUCCESS
        }
        Err(error) => {
            let message = format!("{error:#}").replace('\n', " ");
            eprintln!("parlour script: {message}");
            ExitCode::from(2)
        }
    }
}

/// The record's text, refused past [`MAX_RECORD_BYTES`].
fn read(path: &PathBuf) -> Result<String> {
    let (mut input, name): (Box<dyn Read>, String) = if path.as_os_str() == "-" {
        (Box::new(std::io::stdin()), "standard input".into())
    } else {
        let file =
            std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
        (Box::new(file), path.display().to_string())
    };
    let mut bytes = Vec::new();
    input
        .by_ref()
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        bail!(
            "{name} is longer than a hand record may be ({} MiB)",
            MAX_RECORD_BYTES >> 20
        );
    }
    String::from_utf8(bytes).with_context(|| format!("{name} is not UTF-8 text"))
}

/// Plays a record: its output, and whether its `expect` was met (`None` if it has none).
pub fn play(args: &Args) -> Result<(Output, Option<bool>)> {
    let record = Record::parse(&read(&args.record)?)?;
    let (_, mut output) = parlour_games::registry().replay(&record)?;
    let met = check_expectation(&record, &mut output);
    Ok((output, met))
}

/// How a game's hand ends in words: the lines the terminal client shows when it does.
trait Told: Recorded {
    fn hand_over(
        words: &Words,
        event: &parlour_engine::EventView<Self>,
        rules: &Self::Rules,
    ) -> Option<Vec<String>>;
}

impl Told for parlour_pontoon::Pontoon {
    fn hand_over(
        words: &Words,
        event: &parlour_engine::EventView<Self>,
        _: &Self::Rules,
    ) -> Option<Vec<String>> {
        match event {
            parlour_pontoon::Event::RoundOver { round: hand } => {
                Some(describe::home_settlement(words, hand, NARRATOR))
            }
            _ => None,
        }
    }
}

impl Told for parlour_pontoon::casino::Casino {
    fn hand_over(
        words: &Words,
        event: &parlour_engine::EventView<Self>,
        _: &Self::Rules,
    ) -> Option<Vec<String>> {
        match event {
            parlour_pontoon::casino::CasinoEvent::RoundOver { round } => {
                Some(describe::casino_settlement(words, round))
            }
            _ => None,
        }
    }
}

impl Told for parlour_palace::Palace {
    fn hand_over(
        words: &Words,
        event: &parlour_engine::EventView<Self>,
        rules: &Self::Rules,
    ) -> Option<Vec<String>> {
        match event {
            parlour_palace::Event::RoundOver { round: hand } => Some(
                parlour_tui::palace::describe::hand_over(words, hand, rules.exclusion, NARRATOR),
            ),
            _ => None,
        }
    }
}

/// A record told in words: every event as a narrator sees it (every card, every player by name),
/// each refused action with the rule that refused it, and each hand's end as the terminal client
/// says it.
fn tell<G: Told>(record: &Record) -> Result<Vec<String>>
where
    parlour_engine::EventView<G>: Describe,
{
    let prepared = Prepared::<G>::from_record(record)?;
    let (mut game, start) = G::new(
        prepared.rules.clone(),
        prepared.table.clone(),
        prepared
            .deal
            .cards(prepared.rules.packs())
            .expect("the deal was checked when the record was read"),
    )
    .map_err(|e| anyhow::anyhow!(e.to_string()))?;
    // The players by seat, followed through the record's seat changes.
    let mut names: Vec<String> = (0..game.seats())
        .map(|i| game.name(Seat::from(i)).to_string())
        .collect();
    let mut lines = Vec::new();
    // A record is told in English, as the rest of the command's output is.
    let words = Words::new(parlour_tui::Lang::En);
    let tell_events = |events: &[G::Event], lines: &mut Vec<String>, names: &[String]| {
        for event in events {
            let seen = G::event_view(event, Viewer::Auditor);
            lines.extend(seen.describe(&words, names, NARRATOR));
            if let Some(end) = G::hand_over(&words, &seen, &prepared.rules) {
                lines.push(String::new());
                lines.extend(end.into_iter().map(|line| format!("  {line}")));
                lines.push(String::new());
            }
        }
    };
    tell_events(&start, &mut lines, &names);
    for (index, (seat, action)) in prepared.actions.iter().enumerate() {
        match game.apply(*seat, action) {
            Ok(events) => {
                tell_events(&events, &mut lines, &names);
                if let Some(change) = action.seat_change() {
                    change.rename(&mut names, *seat);
                }
            }
            Err(rejection) => {
                let (who, said) = match action.seat_change() {
                    Some(SeatChange::Sit { name, .. }) => {
                        (name.clone(), action.seat_change().unwrap().encode(*seat))
                    }
                    Some(change) => (
                        names.get(seat.index()).cloned().unwrap_or_default(),
                        change.encode(*seat),
                    ),
                    None => (
                        names[seat.index()].clone(),
                        action.encode(&|s| names.get(s.index()).cloned().unwrap_or_default()),
                    ),
                };
                let said: Vec<String> = said
                    .iter()
                    .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
                    .collect();
                lines.push(format!(
                    "Action {} refused: {who} {}: {}.",
                    index + 1,
                    said.join(" "),
                    game.sentence(&rejection)
                ));
            }
        }
    }
    let chips: Vec<String> = game
        .players()
        .iter()
        .filter(|p| !p.is_empty())
        .map(|p| format!("{} {}", p.name, p.chips))
        .collect();
    lines.push(format!("Chips: {}.", chips.join(", ")));
    Ok(lines)
}

/// The record named by `args`, told in words.
fn tell_record(args: &Args) -> Result<Vec<String>> {
    let record = Record::parse(&read(&args.record)?)?;
    // The narration is each game's own, in the terminal client's words: the registry says
    // which game the record is for.
    match parlour_games::registry().for_record(&record)?.id() {
        parlour_pontoon::casino::Casino::NAME => tell::<parlour_pontoon::casino::Casino>(&record),
        parlour_palace::Palace::NAME => tell::<parlour_palace::Palace>(&record),
        parlour_pontoon::Pontoon::NAME => tell::<parlour_pontoon::Pontoon>(&record),
        other => bail!("the terminal client does not narrate {other}"),
    }
}
