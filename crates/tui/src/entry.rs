//! An amount being typed at the table: a stake, a buy, a shoot bet, a kitty, a price, a battle bet
//! or a raise, with its limits. Every game's keys start one; the screen draws it.

use parlour_engine::{Limits, Seat};

use crate::speak::Words;

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
    /// The question the amount answers, in the player's language.
    pub fn prompt(&self, words: &Words) -> String {
        let id = match self {
            EntryKind::Stake => "terminal-ask-stake",
            EntryKind::Buy => "terminal-ask-buy",
            EntryKind::Shoot => "terminal-ask-shoot",
            EntryKind::Kitty => "terminal-ask-kitty",
            EntryKind::OfferPrice(_) => "terminal-ask-price",
            EntryKind::Attack { .. } => "terminal-ask-attack",
            EntryKind::Raise { .. } => "terminal-ask-raise",
        };
        words.say(id)
    }

    /// What `+` and `-` move the amount by, where they do.
    pub fn step(&self) -> Option<u64> {
        match self {
            EntryKind::Attack { step, .. } | EntryKind::Raise { step } => Some(*step),
            _ => None,
        }
    }
}
