//! The terminal client's screens, rendered into a test backend and checked against reviewed snapshots.
//!
//! One test binary for the crate, a module a file: every test binary links the whole
//! dependency tree, so one link instead of several keeps `cargo test` quick.

mod coach;
mod common;
mod palace_screens;
mod plain;
mod screens;
