//! The `parlour` command end to end: records good and hostile, play in a terminal, rules, sim,
//! analyze, and the server killed and started again.
//!
//! One test binary for the crate, a module a file: every test binary links the whole
//! dependency tree, so one link instead of several keeps `cargo test` quick.

mod analyze;
mod hostile;
mod play;
mod rules;
mod script;
mod serve;
mod sim;
