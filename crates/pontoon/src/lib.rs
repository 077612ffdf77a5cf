//! The Pontoon family for Parlour, as a pure rules engine.
//!
//! Traditional Pontoon with a player as banker (docs/rules/pontoon.md §1 and §2): [`Pontoon`] is a
//! whole session of many hands. It takes every card from the [`parlour_cards::CardSource`] it is
//! given, makes forced moves itself, answers every action with events or a typed [`Rejection`], and
//! shows itself only through its view (`Game::view`).

mod action;
pub mod casino;
mod describe;
mod event;
mod game;
pub(crate) mod play;
#[cfg(feature = "testing")]
mod probe;
mod reason;
mod record;
mod round;
mod rules;
pub mod score;
mod session;
mod view;

pub use action::{Action, Buyer, Move};
pub use event::{BankChange, Cut, Event, HandStep};
pub use parlour_engine::TableCard;
pub use play::settle::stake_result;
pub use reason::{Reason, Rejection};
pub use round::{BankerHand, BankerState, Hand, HandState, Punter, Round};
pub use rules::{Burn, OPTIONS, Preset, Rules};
pub use session::{Offer, Phase, Player, Pontoon};
pub use view::{PlayerView, View};
