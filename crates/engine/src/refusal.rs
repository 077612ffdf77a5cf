//! Why the engine refused an action: the refusals every game shares, and each game's own reasons.
//!
//! [`Game::apply`](crate::Game::apply) makes the checks every game makes alike (is the seat at the
//! table, is the session still on, is it this seat's turn) before the game's own handler runs, so
//! each game keeps only the reasons that are its own ([`Reason`]).
//!
//! **A refusal is told to the seat that tried the action, and to nobody else.** It may speak of
//! what that seat can see (its own total: "this one makes 14"), never of a card hidden from it: the
//! playout harness tries the same arbitrary action in a world where every card hidden from the
//! seat is dealt differently, and the refusal must come out the same.
//!
//! On the wire a refusal is one object, its `code` and its typed fields, seats by index:
//!
//! ```json
//! {"code": "not_your_turn", "waiting": [2]}
//! {"code": "outside_limits", "what": "stake", "amount": 5, "min": 10, "max": 50}
//! {"code": "stick_too_low", "total": 14, "needed": 15}
//! ```
//!
//! A refusal's reason (`why`) is a code too, never a sentence: each client says the refusal in
//! its person's language from the catalogues (crates/words), and [`Refusal::sentence`] says it in
//! English, with the players' names.

use std::borrow::Cow;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// Words a refusal carries that are most often fixed text: borrowed when the engine makes them,
/// owned when read back from the wire.
pub type Words = Cow<'static, str>;

/// A game's own reasons for refusing an action (`stick_too_low`, `must_battle`), beside the shared
/// refusals of [`Refusal`].
pub trait Reason: Clone + fmt::Debug + PartialEq + Serialize + serde::de::DeserializeOwned {
    /// The reason's stable machine-readable code: its `code` on the wire. Its words are the
    /// catalogues' `refusal-CODE` (crates/words), with the reason's fields as variables.
    fn code(&self) -> &'static str;
}

/// A refused action. A refusal leaves the state exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal<R> {
    /// The seat is not at this table.
    UnknownPlayer { seat: Seat },
    /// The session is over: nobody may act.
    SessionOver,
    /// Someone else is to act now.
    NotYourTurn { waiting: Vec<Seat> },
    /// This seat is on turn, but this kind of action is not one of its moves now.
    NotAllowedNow { verb: Words, why: Words },
    /// An amount outside what this move allows.
    OutsideLimits {
        what: Words,
        amount: u64,
        min: u64,
        max: u64,
    },
    /// `holder` must cover `needed` chips at risk and holds only `held`.
    NotEnoughChips {
        holder: Seat,
        needed: u64,
        held: u64,
    },
    /// The action was made against an earlier version of the table (a double click, a late
    /// message): see [`crate::Live::apply`].
    Stale { made_against: u64, version: u64 },
    /// The game's own reason.
    #[serde(untagged)]
    Game(R),
}

impl<R> From<R> for Refusal<R> {
    fn from(reason: R) -> Refusal<R> {
        Refusal::Game(reason)
    }
}

impl<R: Reason> Refusal<R> {
    /// `verb` is not one of the seat's moves now, and `why`.
    pub fn not_now(verb: &'static str, why: &'static str) -> Refusal<R> {
        Refusal::NotAllowedNow {
            verb: verb.into(),
            why: why.into(),
        }
    }

    /// `amount` is outside `min..=max` for this `what` ("stake", "buy").
    pub fn outside(what: &'static str, amount: u64, min: u64, max: u64) -> Refusal<R> {
        Refusal::OutsideLimits {
            what: what.into(),
            amount,
            min,
            max,
        }
    }

    /// The stable machine-readable code: the refusal's `code` on the wire.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::UnknownPlayer { .. } => "unknown_player",
            Refusal::SessionOver => "session_over",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::NotAllowedNow { .. } => "not_allowed_now",
            Refusal::OutsideLimits { .. } => "outside_limits",
            Refusal::NotEnoughChips { .. } => "not_enough_chips",
            Refusal::Stale { .. } => "stale",
            Refusal::Game(reason) => reason.code(),
        }
    }

    /// The refusal in English, `name` giving each seat's name: the English catalogue's words for
    /// its code and fields (crates/words), as every client says it in its own language.
    pub fn sentence(&self, name: &dyn Fn(Seat) -> String) -> String {
        let wire = serde_json::to_value(self).unwrap_or_default();
        let name =
            |seat: u64| u8::try_from(seat).map_or_else(|_| seat.to_string(), |s| name(Seat(s)));
        parlour_words::english(|words| words.refusal(&wire, &name))
    }
}

/// The sentence with seats by number, for tests and logs; what a player reads comes from
/// [`Refusal::sentence`] with their names.
impl<R: Reason> fmt::Display for Refusal<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sentence(&|seat| seat.to_string()))
    }
}

impl<R: Reason> std::error::Error for Refusal<R> {}

/// The reasons of a game that has none of its own to refuse an action: the shared [`Refusal`]s
/// say all. Nothing is of this type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoReason {}

impl Reason for NoReason {
    fn code(&self) -> &'static str {
        match *self {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A game's own reasons, as a game writes them.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "code", rename_all = "snake_case")]
    enum Own {
        TooLow { total: u8 },
        Blocked { by: Seat },
    }

    impl Reason for Own {
        fn code(&self) -> &'static str {
            match self {
                Own::TooLow { .. } => "too_low",
                Own::Blocked { .. } => "blocked",
            }
        }
    }

    fn names(seat: Seat) -> String {
        ["Ann", "Bob", "Cy"][seat.index()].to_string()
    }

    #[test]
    fn refusals_go_on_the_wire_as_a_code_and_typed_fields_and_come_back() {
        let cases: Vec<(Refusal<Own>, serde_json::Value, &str)> = vec![
            (
                Refusal::NotYourTurn {
                    waiting: vec![Seat(1), Seat(2)],
                },
                json!({"code": "not_your_turn", "waiting": [1, 2]}),
                "it is not your turn: waiting for Bob or Cy",
            ),
            (
                Refusal::outside("stake", 5, 10, 2_000),
                json!({"code": "outside_limits", "what": "stake", "amount": 5, "min": 10, "max": 2000}),
                "5 is outside the limits for this stake: 10 to 2,000",
            ),
            (
                Refusal::Stale {
                    made_against: 1234,
                    version: 1235,
                },
                json!({"code": "stale", "made_against": 1234, "version": 1235}),
                "the table has moved on: this was made at version 1234, and it is at version 1235 now",
            ),
            (
                Refusal::NotEnoughChips {
                    holder: Seat(0),
                    needed: 40,
                    held: 30,
                },
                json!({"code": "not_enough_chips", "holder": 0, "needed": 40, "held": 30}),
                "not enough chips: Ann must cover 40 at risk and holds 30",
            ),
            (
                Refusal::Stale {
                    made_against: 3,
                    version: 4,
                },
                json!({"code": "stale", "made_against": 3, "version": 4}),
                "the table has moved on: this was made at version 3, and it is at version 4 now",
            ),
            (
                Refusal::SessionOver,
                json!({"code": "session_over"}),
                "the session is over",
            ),
            (
                Refusal::not_now("twist", "pack_empty"),
                json!({"code": "not_allowed_now", "verb": "twist", "why": "pack_empty"}),
                "twist is not allowed now: the pack is empty",
            ),
            (
                Refusal::not_now("offer_bank", "no_such_reason"),
                json!({"code": "not_allowed_now", "verb": "offer_bank", "why": "no_such_reason"}),
                "offer the bank is not allowed now: no_such_reason",
            ),
            // A reason no catalogue has is said as its code: a gap shows where it is.
            (
                Refusal::Game(Own::TooLow { total: 14 }),
                json!({"code": "too_low", "total": 14}),
                "too_low",
            ),
            (
                Refusal::Game(Own::Blocked { by: Seat(2) }),
                json!({"code": "blocked", "by": 2}),
                "blocked",
            ),
        ];
        for (refusal, wire, sentence) in cases {
            assert_eq!(serde_json::to_value(&refusal).unwrap(), wire);
            assert_eq!(wire["code"], refusal.code());
            let back: Refusal<Own> = serde_json::from_value(wire).unwrap();
            assert_eq!(back, refusal);
            assert_eq!(refusal.sentence(&names), sentence);
        }
        assert!(serde_json::from_value::<Refusal<Own>>(json!({"code": "no_such_code"})).is_err());
    }
}
