//! An amount being typed at the table: a stake, a buy, a shoot bet, a kitty, a price, a battle bet
//! or a raise, with its limits. Every game's keys start one; the screen draws it.

use parlour_engine::{Limits, Seat};

/// An amount being typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub kind: EntryKind,
    pub limits: Limits,
    pub text: String,
    /// The text is an amount offered to start from (the least allowed, the last bet): Enter takes
    /// it, and the first digit typed replaces it rather than adding to it.
    pub fresh: bool,
}

impl Entry {
    /// An entry that offers `amount`: Enter takes it, typing replaces it.
    pub fn suggested(kind: EntryKind, limits: Limits, amount: u64) -> Entry {
        Entry {
            kind,
            limits,
            text: amount.to_string(),
            fresh: true,
        }
    }

    /// An entry the player has started typing.
    pub fn typed(kind: EntryKind, limits: Limits, text: String) -> Entry {
        Entry {
            kind,
            limits,
            text,
            fresh: false,
        }
    }
}

/// What an amount being typed is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryKind {
    Stake,
    Buy,
    Shoot,
    Kitty,
    /// The price asked of `buyer`.
    OfferPrice(Seat),
    /// Palace Poker, no-limit: the bet of an attack on `defender`; `+`/`-` move it by `step`.
    Attack {
        defender: Seat,
        step: u64,
    },
    /// Palace Poker, no-limit: a raise in a battle; `+`/`-` move it by `step`.
    Raise {
        step: u64,
    },
}

impl EntryKind {
    pub fn prompt(&self) -> String {
        match self {
            EntryKind::Stake => "Stake how much?".into(),
            EntryKind::Buy => "Buy the card for how much?".into(),
            EntryKind::Shoot => "Shoot how much? (0: no shoot bet)".into(),
            EntryKind::Kitty => "Put how much in the kitty?".into(),
            EntryKind::OfferPrice(_) => "For what price?".into(),
            EntryKind::Attack { .. } => "Attack with a bet of how much?".into(),
            EntryKind::Raise { .. } => "Raise by how much (on top of the call)?".into(),
        }
    }

    /// What `+` and `-` move the amount by, where they do.
    pub fn step(&self) -> Option<u64> {
        match self {
            EntryKind::Attack { step, .. } | EntryKind::Raise { step } => Some(*step),
            _ => None,
        }
    }
}
