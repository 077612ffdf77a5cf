//! `parlour script`: reads a hand record, plays it through the engine, prints the outcome.
//!
//! Exit status: 0 when the record could be read (rejected actions included, they are in the
//! output); 2 with one line on stderr when it could not; 1 with `--check` when the record's
//! `expect` is not met.
//!
//! A record may be at most [`MAX_RECORD_BYTES`] long: room for about half a million actions (a
//! terminal session of a thousand hands takes about 10,000), and a bound on the memory a replay
//! takes, about 0.5 KB an action, so 300 MB at most.

use std::io::{BufWriter, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result, bail};
use parlour_engine::record::{Output, Record, check_expectation};

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
}

pub fn run(args: &Args) -> ExitCode {
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
    let mut output = match record.game.as_str() {
        "pontoon" => parlour_pontoon::play_record(&record)?,
        "palace" => parlour_palace::play_record(&record)?,
        other => bail!(parlour_engine::record::shorten(&format!(
            "unknown game {other:?} (known: pontoon, palace)"
        ))),
    };
    let met = check_expectation(&record, &mut output);
    Ok((output, met))
}
