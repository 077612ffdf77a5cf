//! The moves of a hand of Palace Poker (docs/rules/palace.md §7), by stage: the [`deal`], a
//! player's [`turn`], a [`battle`], the [`end`] of a hand, and [`seats`] changing between hands.
//! [`crate::game`] dispatches each action here.
//!
//! Every handler checks everything first and changes nothing until all checks pass, so a rejection
//! leaves the session exactly as it was.

pub(crate) mod battle;
pub(crate) mod deal;
pub(crate) mod end;
pub(crate) mod seats;
pub(crate) mod turn;
