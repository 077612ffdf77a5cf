//! `parlour script`: reads a hand record, plays it through the engine, prints the outcome.
//!
//! Exit status: 0 when the record could be read (rejected actions included, they are in the
//! output); 2 with one line on stderr when it could not; 1 with `--check` when the record's
//! `expect` is not met.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use parlour_engine::record::{Record, check_expectation};
use serde_json::Value;

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
}

pub fn run(args: &Args) -> ExitCode {
    match play(args) {
        Ok((output, met)) => {
            let text = if args.compact {
                serde_json::to_string(&output).expect("JSON values serialize")
            } else {
                crate::pretty::to_pretty(&output)
            };
            println!("{text}");
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

fn read(path: &PathBuf) -> Result<String> {
    let mut text = String::new();
    if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read standard input")?;
    } else {
        text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
    }
    Ok(text)
}

/// Plays a record: its output, and whether its `expect` was met (`None` if it has none).
pub fn play(args: &Args) -> Result<(Value, Option<bool>)> {
    let record = Record::parse(&read(&args.record)?)?;
    let mut output = match record.game.as_str() {
        "pontoon" => parlour_pontoon::play_record(&record)?,
        "palace" => parlour_palace::play_record(&record)?,
        other => bail!("unknown game {other:?} (known: pontoon, palace)"),
    };
    let met = check_expectation(&record, &mut output);
    Ok((output, met))
}
