//! Bots for Parlour.
//!
//! A [`Bot`] is given only what its seat may see (the engine's view for that seat, never the whole
//! state) and answers one of the legal actions listed in that view. [`play`] seats a bot in every
//! seat and drives a session, reporting any illegal action as the bug it is.
//!
//! - [`HomeBot`]: a player and banker for the home games (traditional, every variation, Shoot),
//!   with a [`Temperament`]; as banker it weighs staying against drawing from the cards it has not
//!   seen ([`banker`]).
//! - [`CasinoBot`]: a casino player driven by a [`Strategy`] table read from a text file.
//! - [`SolvedBot`]: the best home-game player and banker: traditional Pontoon from the solved
//!   game's strategy file ([`solved`]), a best response where the banker faces several hands.
//! - [`PalaceBot`]: a Palace Poker player that attacks, defends and buys by its chances against
//!   guesses of the palace cards it has not seen.

pub mod banker;
mod casino;
mod drive;
mod home;
mod palace;
pub mod solved;
mod strategy;

pub use casino::CasinoBot;
pub use drive::{Bot, IllegalAction, Level, SeatBot, Standard, play, seat_bot};
pub use home::{HomeBot, Temperament};
pub use palace::PalaceBot;
pub use solved::SolvedBot;
pub use strategy::{Code, Decision, HandFacts, Strategy, StrategyError};
