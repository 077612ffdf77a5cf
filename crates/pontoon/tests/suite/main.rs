//! The Pontoon engine's tests: stacked-deck records, views, random playouts, hostile records.
//!
//! One test binary for the crate, a module a file: every test binary links the whole
//! dependency tree, so one link instead of several keeps `cargo test` quick.

mod casino_playout;
mod live;
mod playout;
mod record_fuzz;
mod records;
mod views;
