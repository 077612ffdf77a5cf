//! The engine contract every Parlour game implements, and what games share:
//!
//! - [`Game`]: rules, a session's state, legal moves, `apply` with typed refusals, one view function;
//! - [`Refusal`]: why an action was refused, the refusals every game shares and each game's own [`Reason`]s;
//! - [`Seat`], [`Viewer`], [`Audience`], [`Veiled`]: who sits where and who may see what;
//! - [`Transfer`] and [`Party`]: chips move only by transfers, so settlements sum to zero;
//! - [`Live`]: a table in play, its version and its record so far;
//! - [`record`]: hand records, the one JSON format for histories, replays, bug reports and tests;
//! - [`playout`]: the random-playout harness every game's tests reuse;
//! - [`registry`]: every game by id, and [`registry::AnyTable`], one table of any game, JSON in and out;
//! - [`seating`]: seats that come and go, the only ways chips come onto a table and leave it;
//! - [`rules`]: presets and options from a record's `rules`; [`cut`]: cutting for the first dealer.

extern crate self as parlour_engine;

mod cards;
mod chips;
mod core;
pub mod cut;
pub mod fairness;
mod game;
mod live;
#[cfg(feature = "testing")]
pub mod playout;
pub mod record;
pub mod refusal;
pub mod registry;
pub mod rules;
#[cfg(feature = "testing")]
pub mod scenarios;
mod seat;
pub mod seating;
mod words;

pub use cards::{MapCards, TableCard, face_up, follow_holder, renamed, seen_by, visible};
pub use chips::{Banker, ByName, Limits, MAX_CHIPS, Party, Stakes, Transfer, net_by_seat};
pub use core::Core;
pub use game::{
    EventView, Events, Game, LegalMove, Named, Opened, Opening, Player, PlayerSetup, PlayerView,
    RuleSet, SCHEMA, Seen, SetupError,
};
pub use live::{Applied, Live, RoundRecord};
pub use parlour_derive::{MapCards, Verbs};
pub use parlour_words::Said;
pub use refusal::{NoReason, Reason, Refusal, Words};
pub use seat::{Audience, Seat, Seats, Veiled, Viewer};
pub use words::{count, grouped, signed_count};
