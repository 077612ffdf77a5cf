//! Casino Pontoon (docs/rules/casino.md §5, preset `casino`) and Pontoon Blackjack (§6, preset
//! `pontoon-blackjack`): the house deals from a shoe and banks with unlimited chips; each seated
//! player bets or passes and plays against the dealer alone; the dealer draws by rule.
//!
//! It shares the hand values and ranking ([`crate::score`]), the hand states and the rejections with
//! the home games, and has its own table, rounds, events and view.

mod action;
mod event;
mod game;
mod play;
#[cfg(feature = "testing")]
mod probe;
mod record;
mod round;
mod rules;
mod session;
mod view;

pub use action::{CasinoAction, CasinoMove};
pub use event::CasinoEvent;
pub use round::{Bettor, CasinoHand, CasinoRound, DealerHand, DealerState};
pub use rules::{CasinoPreset, CasinoRules, OPTIONS};
pub use session::{Bet, Casino, CasinoPhase, MAX_SEATS};
pub use view::{CasinoView, RoundTotals, Total};
