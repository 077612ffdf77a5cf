//! The store's tests. Each runs twice, on SQLite and on PostgreSQL: the same migrations and queries
//! must mean the same on both.

mod accounts;
mod allowances;
mod common;
mod group;
mod hands;
mod ledger;
mod script;
mod seatings;
mod tables;
mod write;
