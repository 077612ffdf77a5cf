//! Stacked-deck scenarios: every hand record under `tests/records/` and the project's `examples/`
//! is played through the engine and must meet its `expect` (a pattern of the output, written by
//! hand from docs/rules/; see docs/hand-records.md).

use std::path::Path;

use parlour_engine::scenarios::check_folder;
use parlour_pontoon::play_record;

#[test]
fn every_scenario_record_meets_its_expectation() {
    let count = check_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records"),
        "pontoon",
        play_record,
    );
    assert!(count >= 1);
}

#[test]
fn every_example_record_meets_its_expectation() {
    let count = check_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples"),
        "pontoon",
        play_record,
    );
    assert!(count >= 1);
}
