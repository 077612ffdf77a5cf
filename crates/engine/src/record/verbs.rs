//! An action's record form, `[verb, args...]`, derived from its enum (`#[derive(Verbs)]`) rather
//! than written beside serde's wire form of the same enum: the verb is the variant's name in
//! snake case (as serde's `rename_all = "snake_case"` tags it on the wire), and the arguments are
//! its fields in the order they are declared, each read and written by its type ([`Arg`]).

use parlour_cards::Card;
use serde::Serialize;
use serde_json::{Value, json};

use super::VerbArgs;
use crate::Seat;

/// An action enum's record form. Written by `#[derive(Verbs)]`; see the module.
pub trait Verbs: Sized {
    /// The record verb.
    fn verb(&self) -> &'static str;
    /// `[verb, args...]`; `name` gives a seat's player name.
    fn encode(&self, name: &dyn Fn(Seat) -> String) -> Vec<Value>;
    /// The action a verb and its arguments stand for; `seat_of` finds a player by name. Seat
    /// changes are read by the engine ([`crate::seating::SeatChange::decode`]), not here.
    fn decode(
        verb: &str,
        args: &[Value],
        seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<Self, String>;
}

/// One field of an action as a record argument, read and written the same way in every game.
/// Unless it says otherwise, it is an amount of chips, written as its number.
pub trait Arg: Sized + Serialize {
    /// What one of it is called in a usage line ("amount", "player").
    const WHAT: &'static str = "amount";
    /// Whether it takes every argument from its place on (a list of cards).
    const REST: bool = false;
    /// Its record arguments.
    fn write(&self, _name: &dyn Fn(Seat) -> String) -> Vec<Value> {
        vec![json!(self)]
    }
    /// It, read from argument `index` of `given` (and on, if [`Arg::REST`]); `field` names it in
    /// messages.
    fn read(given: &VerbArgs, index: usize, field: &str) -> Result<Self, String>;
}

/// Whole chips, at most [`crate::MAX_CHIPS`].
impl Arg for u64 {
    fn read(given: &VerbArgs, index: usize, _: &str) -> Result<u64, String> {
        given.chips(index)
    }
}

/// Whole chips that may be negative (a banker asking for chips back, which the rules refuse).
impl Arg for i64 {
    fn read(given: &VerbArgs, index: usize, _: &str) -> Result<i64, String> {
        given.signed_chips(index)
    }
}

/// A seat, named by the player in it.
impl Arg for Seat {
    const WHAT: &'static str = "player";
    fn write(&self, name: &dyn Fn(Seat) -> String) -> Vec<Value> {
        vec![json!(name(*self))]
    }
    fn read(given: &VerbArgs, index: usize, field: &str) -> Result<Seat, String> {
        given.player(index, &format!("the {field}"))
    }
}

/// Cards, each as its two characters (`"QH"`), every argument from here on.
impl Arg for Vec<Card> {
    const WHAT: &'static str = "cards";
    const REST: bool = true;
    fn write(&self, _: &dyn Fn(Seat) -> String) -> Vec<Value> {
        self.iter().map(|card| json!(card.to_string())).collect()
    }
    fn read(given: &VerbArgs, index: usize, _: &str) -> Result<Vec<Card>, String> {
        given.args[index..]
            .iter()
            .map(|arg| {
                arg.as_str()
                    .ok_or_else(|| format!("`{}` names cards, not {arg}", given.verb))?
                    .parse::<Card>()
                    .map_err(|e| e.to_string())
            })
            .collect()
    }
}

/// What a verb with these fields takes, for the message when it is given something else:
/// `no arguments`, `one amount: [player, "stake", AMOUNT]`, `a player and a bet: [player,
/// "attack", DEFENDER, BET]`. An amount is called by its field's name where that says more.
pub fn usage(verb: &str, fields: &[(&str, &str)]) -> String {
    let word = |(field, what): &(&str, &str)| {
        if *what == "amount" {
            field.to_string()
        } else {
            what.to_string()
        }
    };
    let said = match fields {
        [] => return "no arguments".into(),
        [one] => format!("one {}", word(one)),
        _ => {
            let words: Vec<String> = fields
                .iter()
                .map(|field| {
                    let word = word(field);
                    let article = if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
                        "an"
                    } else {
                        "a"
                    };
                    format!("{article} {word}")
                })
                .collect();
            words.join(" and ")
        }
    };
    let names: Vec<String> = fields.iter().map(|(f, _)| f.to_uppercase()).collect();
    format!("{said}: [player, \"{verb}\", {}]", names.join(", "))
}

/// Checks the count of `given`'s arguments: exactly as many as `fields`, or at least as many as
/// come before a field that takes the rest.
pub fn check_count(given: &VerbArgs, fields: &[(&str, &str)], rest: bool) -> Result<(), String> {
    let fixed = fields.len() - usize::from(rest);
    let fits = if rest {
        given.args.len() >= fixed
    } else {
        given.args.len() == fixed
    };
    if fits {
        Ok(())
    } else {
        given.count(fields.len(), &usage(given.verb, fields))
    }
}
