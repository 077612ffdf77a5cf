//! Chips: whole numbers, moved only by transfers, so every settlement sums to zero by construction.

use serde::{Deserialize, Serialize, Serializer, ser::SerializeMap};

use crate::Seat;

/// The most chips any one holding may start with, and the most any amount in rules or actions may
/// be: a million million.
///
/// The bound is what keeps every sum the engine makes inside 64 bits. In the home games and Palace
/// Poker chips only move between the players (and the kitty or the pot), so a table of at most 12
/// never holds more than 12 × 10^12; a cover rule of four times the stakes, a Palace battle's
/// minimum of 53 small bets and a casino payout of twice a bought, split bet all stay below 10^15,
/// and a signed net below 2^63 (about 9.2 × 10^18). A casino table, where the house pays, passes
/// over a seat that holds more than this (it has won its fill), so its chips and the house's result
/// stay bounded however long the table plays.
pub const MAX_CHIPS: u64 = 1_000_000_000_000;

/// Something that holds chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    Seat(Seat),
    /// The kitty of Shoot Pontoon.
    Kitty,
    /// The pot of a poker game.
    Pot,
    /// A casino house, whose chips are unlimited.
    House,
}

/// One movement of chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Transfer {
    pub from: Party,
    pub to: Party,
    pub amount: u64,
}

impl Transfer {
    /// What this transfer does to `party`'s holding.
    pub fn effect_on(&self, party: Party) -> i64 {
        let amount = i64::try_from(self.amount).expect("chip amounts fit in i64");
        match (self.from == party, self.to == party) {
            (true, false) => -amount,
            (false, true) => amount,
            _ => 0,
        }
    }

    /// A round's books: adds what this transfer does to each seat to `net` (by seat number), and
    /// gives what it does to `other`, the party the seats play against (the house, the kitty).
    pub fn tally(&self, net: &mut [i64], other: Party) -> i64 {
        for (index, seat_net) in net.iter_mut().enumerate() {
            *seat_net += self.effect_on(Party::Seat(Seat::from(index)));
        }
        self.effect_on(other)
    }
}

/// The net effect of transfers on each of `seats` seats.
pub fn net_by_seat(transfers: &[Transfer], seats: usize) -> Vec<i64> {
    (0..seats)
        .map(|index| {
            let party = Party::Seat(Seat::from(index));
            transfers.iter().map(|t| t.effect_on(party)).sum()
        })
        .collect()
}

/// An inclusive range of allowed amounts, reported with a rejection so the player sees the limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Limits {
    pub min: u64,
    pub max: u64,
}

impl Limits {
    pub fn contains(&self, amount: u64) -> bool {
        (self.min..=self.max).contains(&amount)
    }

    /// Whether any amount is allowed at all.
    pub fn is_open(&self) -> bool {
        self.min <= self.max
    }

    /// `amount` of `what` (a stake, a bet) if it is within the limits, or the refusal that gives
    /// them.
    pub fn check<R: crate::Reason>(
        &self,
        what: &'static str,
        amount: u64,
    ) -> Result<u64, crate::Refusal<R>> {
        if self.contains(amount) {
            Ok(amount)
        } else {
            Err(crate::Refusal::outside(what, amount, self.min, self.max))
        }
    }

    /// A few amounts a move over these limits stands for, as a legal move's examples: both
    /// bounds, and one `pick`ed between them.
    pub fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<u64> {
        let mut amounts = vec![self.min, self.max, pick(self.min, self.max)];
        amounts.dedup();
        amounts
    }
}

/// Who banks a game: what the chips a table holds apart from its seats are ([`crate::Game::held_apart`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Banker {
    /// The house: every bet is against it, and what it wins or pays out is its own (the casino
    /// tables).
    House,
    /// A player, the banker, whose place passes round; what the table holds apart (a Shoot
    /// kitty) is the table's (the home games).
    Player,
    /// Nobody: the players bet against each other, and a pot is the table's (Palace Poker).
    Table,
}

/// A table's bets as its rules name them: what the house maximum is checked against when a table
/// opens (every bet a person makes is checked again as it is made, [`crate::Game::wager`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stakes {
    /// The smallest bet: a minimum stake, a small bet. A bot sits down with a hundred of them.
    pub least: u64,
    /// The largest bet the rules name: a maximum stake, a limit battle's largest bet. A game may
    /// allow bets past it that its rules do not bound (a shoot bet, a no-limit raise).
    pub most: u64,
}

/// Stakes from their least and most.
impl From<(u64, u64)> for Stakes {
    fn from((least, most): (u64, u64)) -> Stakes {
        Stakes { least, most }
    }
}

/// Amounts by player name, as a JSON object in seating order: `{"Ann": 10, "Bob": -10}`. It reads
/// back in the order written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ByName<T>(pub Vec<(String, T)>);

impl<T: Serialize> Serialize for ByName<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for ByName<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Names<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> serde::de::Visitor<'de> for Names<T> {
            type Value = ByName<T>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("an object of amounts by player name")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(
                self,
                mut map: M,
            ) -> Result<ByName<T>, M::Error> {
                // In the order written: seating order.
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                Ok(ByName(pairs))
            }
        }
        deserializer.deserialize_map(Names(std::marker::PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_by_name_read_back_in_the_order_written() {
        let net: ByName<i64> = serde_json::from_str(r#"{"Cy": 5, "Ann": -10, "Bob": 5}"#).unwrap();
        let names: Vec<&str> = net.0.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["Cy", "Ann", "Bob"]);
        assert_eq!(net.0[1].1, -10);
        assert_eq!(
            serde_json::to_string(&net).unwrap(),
            r#"{"Cy":5,"Ann":-10,"Bob":5}"#
        );
        assert!(serde_json::from_str::<ByName<i64>>(r#"[["Ann", 1]]"#).is_err());
    }

    #[test]
    fn transfers_net_to_zero() {
        let transfers = [
            Transfer {
                from: Party::Seat(Seat(1)),
                to: Party::Seat(Seat(0)),
                amount: 10,
            },
            Transfer {
                from: Party::Seat(Seat(0)),
                to: Party::Seat(Seat(2)),
                amount: 25,
            },
            Transfer {
                from: Party::Seat(Seat(2)),
                to: Party::Kitty,
                amount: 5,
            },
        ];
        let net = net_by_seat(&transfers, 3);
        assert_eq!(net, [-15, -10, 20]);
        let kitty: i64 = transfers.iter().map(|t| t.effect_on(Party::Kitty)).sum();
        assert_eq!(net.iter().sum::<i64>() + kitty, 0);
    }

    #[test]
    fn limits_are_inclusive() {
        let limits = Limits { min: 6, max: 12 };
        assert!(limits.contains(6) && limits.contains(12));
        assert!(!limits.contains(5) && !limits.contains(13));
        assert!(!Limits { min: 6, max: 5 }.is_open());
    }
}
