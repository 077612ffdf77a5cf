//! The `parlour` command end to end: records good and hostile, play in a terminal, rules, sim,
//! analyze, the server killed and started again, and a group of servers over one database.
//!
//! One test binary for the crate, a module a file: every test binary links the whole
//! dependency tree, so one link instead of several keeps `cargo test` quick.

mod analyze;
mod attack;
mod common;
mod group;
mod hostile;
mod operator;
mod play;
mod resend;
mod rules;
mod script;
mod serve;
mod sim;
