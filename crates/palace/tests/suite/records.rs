//! Stacked-deck scenarios: every Palace Poker hand record under `tests/records/` and the project's
//! `examples/` is played through the engine and must meet its `expect` (a pattern of the output,
//! written by hand from docs/rules/palace.md §7; see docs/hand-records.md).

use parlour_engine::playout::check_records;
use parlour_engine::registry::Registry;
use parlour_palace::Palace;

/// The games of this crate.
fn registry() -> Registry {
    Registry::new().with::<Palace>()
}

#[test]
fn every_scenario_record_meets_its_expectation() {
    let count = check_records(env!("CARGO_MANIFEST_DIR"), "tests/records", &registry());
    assert!(count >= 20, "only {count} records");
}

#[test]
fn every_example_record_meets_its_expectation() {
    let count = check_records(env!("CARGO_MANIFEST_DIR"), "../../examples", &registry());
    assert!(count >= 1);
}
