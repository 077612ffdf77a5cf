//! What the screen can be showing, and what a key can ask for: the client's modes, shared by every
//! game. A move waiting in a mode is held in its wire form (`{"action": "kitty", "amount": 30}`),
//! so the modes need not know which game is played; the table reads it back ([`crate::face`]).

use parlour_pontoon::Buyer;
use serde_json::Value;

use crate::entry::Entry;
use crate::palace::pick::Pick;

/// What the screen is showing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// The table, waiting for the player's move (or for nothing, if the session is over).
    Play,
    /// Typing an amount.
    Entry(Entry),
    /// An amount that cannot come back (a kitty), asked again before it is put up.
    Confirm(Confirm),
    /// Choosing whom to offer the bank to, by name.
    Offer(OfferPick),
    /// Palace Poker: choosing soldiers to let go, or whom to attack.
    Pick(Pick),
    /// A hand just ended: why it came out as it did, until a key is pressed.
    Settlement(Vec<String>),
    /// The rules page, scrolled down `scroll` rows; the arrows scroll, any other key goes back.
    Rules { back: Box<Mode>, scroll: usize },
    /// The player quit: the session's summary, until a key is pressed.
    Summary,
}

/// A move asked again before it is made, with the entry to go back to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirm {
    pub question: String,
    /// The move, on the wire.
    pub action: Value,
    pub back: Entry,
}

/// The players the bank may be offered to, and the one under the cursor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OfferPick {
    pub buyers: Vec<Buyer>,
    pub at: usize,
}

/// What a key asks for, on the table as it stands: a move of type `A` (the game's action, or its
/// wire form once it leaves the game's own code), or a mode to go into.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice<A> {
    Act(A),
    Enter(Entry),
    Pick(Pick),
    Offer(OfferPick),
    /// A key for a move the table does not allow now: why not, in the engine's words.
    Refused(String),
}

impl<A> Choice<A> {
    /// The same choice with its move, if it is one, mapped by `f`.
    pub fn map<B>(self, f: impl FnOnce(A) -> B) -> Choice<B> {
        match self {
            Choice::Act(action) => Choice::Act(f(action)),
            Choice::Enter(entry) => Choice::Enter(entry),
            Choice::Pick(pick) => Choice::Pick(pick),
            Choice::Offer(offer) => Choice::Offer(offer),
            Choice::Refused(why) => Choice::Refused(why),
        }
    }
}

/// What a key does while choosing (soldiers, a target).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome<A> {
    /// Still choosing.
    Pick(Pick),
    /// The choice is made.
    Act(A),
    /// The target is chosen; now the bet.
    Amount(Entry),
    /// Back to the table without a move.
    Back,
    /// Nothing happens, for this reason.
    Refuse(String),
}

impl<A> Outcome<A> {
    /// The same outcome with its move, if it is one, mapped by `f`.
    pub fn map<B>(self, f: impl FnOnce(A) -> B) -> Outcome<B> {
        match self {
            Outcome::Pick(pick) => Outcome::Pick(pick),
            Outcome::Act(action) => Outcome::Act(f(action)),
            Outcome::Amount(entry) => Outcome::Amount(entry),
            Outcome::Back => Outcome::Back,
            Outcome::Refuse(why) => Outcome::Refuse(why),
        }
    }
}

/// What an amount typed and confirmed with Enter comes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered<A> {
    /// The move, made now.
    Act(A),
    /// The move, asked again first with this question (chips that cannot come back).
    Confirm(String, A),
}

/// The end of a hand for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandEnd {
    /// Why it came out as it did.
    pub lines: Vec<String>,
    /// Whether the player took part.
    pub played: bool,
    /// What the player won (or lost).
    pub net: i64,
}
