//! The attacker's tries against the room's own limits, over real sockets: each refused or
//! bounded, and what the honest player needs still there.
//!
//! - `addresses`: what one address may do (accounts, grants, sign-in guesses, top-ups, secrets),
//!   the address behind a trusted proxy, and an IPv6 /64 as one address;
//! - `sessions`: stolen sessions ended by a change of password or a sign-out everywhere, idle
//!   sessions, other sites' pages, planted cookies, weak passwords;
//! - `operations`: `/metrics` and `/health` to strangers;
//! - `connections`: slow headers, idle connections by the hundred, WebSockets by the dozen,
//!   messages spread over them, a message far too large;
//! - `tables`: a table nobody sits at closes.

mod addresses;
mod connections;
mod operations;
mod sessions;
mod tables;
