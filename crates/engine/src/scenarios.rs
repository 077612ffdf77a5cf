//! Test support for stacked-deck scenario records: every hand record of a folder is played and must
//! meet its `expect` (a pattern of the output, written by hand from docs/rules/), say what it shows
//! in `comment`, and settle every hand to a net of zero. Used by each game's tests; it reads files,
//! so it is for tests and tools, never for a game's rules.

use std::path::{Path, PathBuf};

use crate::record::{Record, check_expectation};
use crate::registry::Registry;

/// The `.json` files of a folder, sorted.
fn records_in(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// Plays every record of `folder` whose game is in `registry`; panics with every failure.
/// Returns how many records it played.
pub fn check_folder(folder: &Path, registry: &Registry) -> usize {
    let mut failures = Vec::new();
    let mut played = 0;
    for path in records_in(folder) {
        let text = std::fs::read_to_string(&path).expect("readable record");
        let record = match Record::parse(&text) {
            Ok(record) if registry.for_record(&record).is_err() => continue,
            Ok(record) => record,
            Err(e) => {
                failures.push(format!("{}: unreadable: {e}", path.display()));
                continue;
            }
        };
        played += 1;
        let mut output = match registry.replay(&record) {
            Ok((_, output)) => output,
            Err(e) => {
                failures.push(format!("{}: does not play: {e}", path.display()));
                continue;
            }
        };
        if record.comment.is_none() {
            failures.push(format!(
                "{}: says nothing of what it shows (`comment`)",
                path.display()
            ));
        }
        match check_expectation(&record, &mut output) {
            None => failures.push(format!("{}: has no `expect`", path.display())),
            Some(false) => failures.push(format!(
                "{}: {}",
                path.display(),
                output.expect.as_ref().expect("checked")["mismatches"]
            )),
            Some(true) => {}
        }
        // Every hand's settlement moves chips between the players, the kitty and the house only:
        // their nets sum to zero.
        for hand in &output.hands {
            let net: i64 = hand["net"]
                .as_object()
                .expect("net")
                .values()
                .map(|v| v.as_i64().expect("whole chips"))
                .sum::<i64>()
                + hand["kitty_net"].as_i64().unwrap_or(0)
                + hand["house_net"].as_i64().unwrap_or(0);
            if net != 0 {
                failures.push(format!(
                    "{}: hand {} nets to {net}",
                    path.display(),
                    hand["number"]
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {played} records fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    played
}
