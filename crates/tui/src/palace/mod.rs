//! Palace Poker in the terminal: what the client adds for it beside the Pontoon tables.
//!
//! The table with its bots and record, the modes and the keys every game shares live in
//! [`crate::table`] and [`crate::app`]; here are the game's face to the client ([`face`]), the
//! Palace moves and their keys, with the choosing of
//! soldiers and of whom to attack ([`keys`]), the exclusion and the hands in plain words ([`words`]),
//! the events and the end of a hand in words ([`describe`]) and the screen, drawn from the seat's
//! view ([`render`]).

pub mod describe;
pub mod face;
pub mod keys;
pub mod pick;
pub mod render;
pub mod words;
