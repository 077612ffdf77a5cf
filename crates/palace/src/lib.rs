//! Palace Poker for Parlour, as a pure rules engine (docs/rules/palace.md §7).
//!
//! A poker game in which all betting is heads-up: on their turn a player buys a face-up soldier,
//! discards, stays, folds, or attacks another player in a battle whose loser is out and whose
//! winner captures the loser's banner and soldiers. [`Palace`] is a whole session of many hands. It
//! takes every card from the [`parlour_cards::CardSource`] it is given, makes forced moves itself
//! (antes, deals, refilling the draw pile), answers every action with events or a typed
//! [`Rejection`], and shows itself only through its view (`Game::view`).

mod action;
mod describe;
mod event;
mod game;
mod play;
#[cfg(feature = "testing")]
mod probe;
mod reason;
mod record;
mod round;
mod rules;
mod session;
mod view;

pub use action::{Action, Move};
pub use event::Event;
pub use parlour_engine::TableCard;
pub use parlour_engine::{Player, PlayerView};
pub use reason::{Reason, Rejection};
pub use round::{Battle, BattleResult, Decided, Ending, InRound, Round, Shown, Status};
pub use rules::{Betting, Exclusion, OPTIONS, PRESET_NAMES, Preset, Rules};
pub use session::{After, Palace, Phase};
pub use view::View;
