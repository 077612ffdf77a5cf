//! Stacked-deck scenarios: every hand record under `tests/records/` and the project's `examples/`
//! is played through the engine and must meet its `expect` (a pattern of the output, written by
//! hand from RULES.md; see docs/hand-records.md).

use std::path::{Path, PathBuf};

use parlour_engine::record::{Record, check_expectation};
use parlour_pontoon::play_record;

fn records_in(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// Plays every record of a folder; returns how many there were.
fn check_folder(folder: &Path) -> usize {
    let files = records_in(folder);
    let mut failures = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable record");
        let outcome = Record::parse(&text).and_then(|record| {
            let mut output = play_record(&record)?;
            let met = check_expectation(&record, &mut output);
            Ok((record, met, output))
        });
        match outcome {
            Err(e) => failures.push(format!("{}: unreadable: {e}", path.display())),
            Ok((record, met, output)) => {
                if record.comment.is_none() {
                    failures.push(format!(
                        "{}: says nothing of what it shows (`comment`)",
                        path.display()
                    ));
                }
                match met {
                    None => failures.push(format!("{}: has no `expect`", path.display())),
                    Some(false) => failures.push(format!(
                        "{}: {}",
                        path.display(),
                        output["expect"]["mismatches"]
                    )),
                    Some(true) => {}
                }
                // Every hand's settlement moves chips between the players, the kitty and the house
                // only: their nets sum to zero.
                for hand in output["hands"].as_array().expect("hands") {
                    let net: i64 = hand["net"]
                        .as_object()
                        .expect("net")
                        .values()
                        .map(|v| v.as_i64().unwrap())
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
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} records fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    files.len()
}

#[test]
fn every_scenario_record_meets_its_expectation() {
    let count = check_folder(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records"));
    assert!(count >= 1);
}

#[test]
fn every_example_record_meets_its_expectation() {
    let count = check_folder(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples"));
    assert!(count >= 1);
}
