//! Seats that come and go: sitting down, topping up, standing up and moving, the only ways chips
//! come onto a table or leave it, so a server's ledger and the engine always agree.
//!
//! A seat change is an ordinary recorded action of each game (its `Action` converts from and to a
//! [`SeatChange`]), allowed at the seams its rules give (between rounds or hands); the game says
//! where its seams are and what follows (the bank passing on when the banker stands up). The
//! checks every game makes alike, and the change to the seats itself, are here.
//!
//! An empty seat is a [`Player`] with no name and no chips: it is dealt into nothing. A table's
//! seats are those of its record's `players`, and a seat just past the last may be sat in, up to
//! the most the game seats.

use parlour_cards::Shuffler;
use parlour_cards::fair::{self, SeedRefused};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::chips::MAX_CHIPS;
use crate::record::VerbArgs;
use crate::refusal::{Reason, Refusal};
use crate::{Player, Seat};

/// A change of who sits where.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatChange {
    /// Sit down in the acting seat, which is empty, bringing `chips` to the table.
    Sit { name: String, chips: u64 },
    /// Bring `chips` more to the table.
    TopUp { chips: u64 },
    /// Leave the table, taking every chip in front of the seat.
    Stand,
    /// Move, with one's chips, to the empty seat `to`.
    Move { to: Seat },
    /// A seated player's seed for the table's next fair shuffle (docs/fairness.md), naming it by
    /// its number (a seed of a table dealt by scheme 1 named none): taken at any moment, since it
    /// moves no chip and changes no card until that shuffle. Nobody else sees it until its pack
    /// is revealed.
    Seed {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shuffle: Option<u32>,
        seed: String,
    },
    /// A seed given, as the record of one round keeps it: its hash alone (what everyone else was
    /// shown), since the pack it went into may still be in play. It changes nothing at a table
    /// whose cards are set already (a stacked pack, the keys of a round); a table that shuffles
    /// needs the seed itself, and refuses it.
    Seeded {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shuffle: Option<u32>,
        hash: String,
    },
}

/// The longest name a player may sit down with, in characters.
pub const MAX_NAME: usize = 40;

/// What a player's name must be, wherever a player comes to a table: sitting down, or in a
/// record's `players`.
pub const NAME_RULE: &str = "a name is 1 to 40 printable characters, with no space at either end";

/// Whether `name` may be a player's ([`NAME_RULE`]).
pub fn name_ok(name: &str) -> bool {
    !name.trim().is_empty()
        && name.trim() == name
        && name.chars().count() <= MAX_NAME
        && !name.chars().any(char::is_control)
}

/// The record verbs of seat changes.
pub const VERBS: [&str; 6] = ["sit", "top_up", "stand", "move", "seed", "seeded"];

/// An action that may be a seat change: what each game's `Action` answers.
pub trait Seating {
    fn seat_change(&self) -> Option<&SeatChange>;
}

impl Player {
    /// An empty seat.
    pub fn empty() -> Player {
        Player {
            name: String::new(),
            chips: 0,
        }
    }

    /// Whether nobody sits in this seat.
    pub fn is_empty(&self) -> bool {
        self.name.is_empty()
    }
}

impl SeatChange {
    /// The change's verb, as records and refusals name it.
    pub fn verb(&self) -> &'static str {
        match self {
            SeatChange::Sit { .. } => "sit",
            SeatChange::TopUp { .. } => "top_up",
            SeatChange::Stand => "stand",
            SeatChange::Move { .. } => "move",
            SeatChange::Seed { .. } => "seed",
            SeatChange::Seeded { .. } => "seeded",
        }
    }

    /// Checks the change against the seats and makes it: what every game checks alike. `most` is
    /// the most seats the game's table has. Nothing changes if it is refused.
    pub fn apply_to<R: Reason>(
        &self,
        players: &mut Vec<Player>,
        seat: Seat,
        most: usize,
    ) -> Result<(), Refusal<R>> {
        let no = |why: &'static str| Err(Refusal::not_now(self.verb(), why));
        let occupied = players.get(seat.index()).is_some_and(|p| !p.is_empty());
        match self {
            SeatChange::Sit { name, chips } => {
                if seat.index() > players.len().min(most - 1) {
                    return no("no_such_seat");
                }
                if occupied {
                    return no("seat_taken");
                }
                if !name_ok(name) {
                    return no("bad_name");
                }
                if players.iter().any(|p| p.name == *name) {
                    return no("name_at_table");
                }
                check_chips(*chips, MAX_CHIPS)?;
                let sitter = Player {
                    name: name.clone(),
                    chips: *chips,
                };
                if seat.index() == players.len() {
                    players.push(sitter);
                } else {
                    players[seat.index()] = sitter;
                }
            }
            SeatChange::TopUp { chips } => {
                if !occupied {
                    return no("nobody_there");
                }
                // A casino seat that has won past the bound holds more than it and has no room.
                let held = players[seat.index()].chips;
                check_chips(*chips, MAX_CHIPS.saturating_sub(held))?;
                players[seat.index()].chips += chips;
            }
            SeatChange::Stand => {
                if !occupied {
                    return no("nobody_there");
                }
                players[seat.index()] = Player::empty();
            }
            SeatChange::Move { to } => {
                if !occupied {
                    return no("nobody_there");
                }
                if to.index() >= players.len().min(most) || !players[to.index()].is_empty() {
                    return no("move_to_empty_seat");
                }
                players.swap(seat.index(), to.index());
            }
            SeatChange::Seed { seed, .. } => seed_check(seed, occupied).or_else(no)?,
            SeatChange::Seeded { hash, .. } => hash_check(hash, occupied).or_else(no)?,
        }
        Ok(())
    }

    /// Whether the change is a seat's seed, which any game takes at any moment ([`take_seed`]).
    pub fn is_seed(&self) -> bool {
        matches!(self, SeatChange::Seed { .. } | SeatChange::Seeded { .. })
    }

    /// A seed as everyone but its giver is shown it, at a table shuffled by `shuffler`: its hash
    /// (docs/fairness.md), under the scheme of the shuffle it names (a seed naming none is one of
    /// scheme 1). `None` for any other change.
    pub fn as_seeded(&self, shuffler: &Shuffler) -> Option<SeatChange> {
        let SeatChange::Seed { shuffle, seed } = self else {
            return None;
        };
        let scheme = match (shuffle, shuffler.fair_shuffles()) {
            (None, _) => 1,
            (Some(number), Some(fair)) => fair.scheme_of(*number),
            (Some(_), None) => fair::FAIR_SCHEME,
        };
        Some(SeatChange::Seeded {
            shuffle: *shuffle,
            hash: fair::hex(&fair::seed_hash(scheme, *shuffle, seed)),
        })
    }

    /// The record form of the change by `seat`: `[verb, args...]` (the player's name goes before
    /// it; a newcomer's seat is in the arguments).
    pub fn encode(&self, seat: Seat) -> Vec<Value> {
        // A seed, or its hash, follows the number of the shuffle it is for where it names one.
        let for_shuffle = |shuffle: &Option<u32>, value: &String| {
            let mut entry = vec![json!(self.verb())];
            entry.extend(shuffle.map(|n| json!(n)));
            entry.push(json!(value));
            entry
        };
        match self {
            SeatChange::Sit { chips, .. } => vec![json!("sit"), json!(seat.0), json!(chips)],
            SeatChange::TopUp { chips } => vec![json!("top_up"), json!(chips)],
            SeatChange::Stand => vec![json!("stand")],
            SeatChange::Move { to } => vec![json!("move"), json!(to.0)],
            SeatChange::Seed { shuffle, seed } => for_shuffle(shuffle, seed),
            SeatChange::Seeded { shuffle, hash } => for_shuffle(shuffle, hash),
        }
    }

    /// A seat change from a record's `[name, verb, args...]`, if the verb is one, with the seat
    /// it names for a newcomer (the others act from the seat their name is in).
    pub fn decode(
        name: &str,
        verb: &str,
        args: &[Value],
    ) -> Option<Result<(Option<Seat>, SeatChange), String>> {
        let given = VerbArgs {
            verb,
            args,
            seat_of: &|_| None,
        };
        let change = match verb {
            "sit" => {
                let sit = given
                    .count(
                        2,
                        "a seat and the chips brought: [name, \"sit\", SEAT, CHIPS]",
                    )
                    .and_then(|()| Ok((seat_number(given.chips(0)?)?, given.chips(1)?)));
                return Some(sit.map(|(seat, chips)| {
                    let name = name.to_string();
                    (Some(seat), SeatChange::Sit { name, chips })
                }));
            }
            "top_up" => given
                .count(1, "the chips brought: [name, \"top_up\", CHIPS]")
                .and_then(|()| given.chips(0))
                .map(|chips| SeatChange::TopUp { chips }),
            "stand" => given.count(0, "no arguments").map(|()| SeatChange::Stand),
            "move" => given
                .count(1, "the seat to move to: [name, \"move\", SEAT]")
                .and_then(|()| seat_number(given.chips(0)?))
                .map(|to| SeatChange::Move { to }),
            "seed" | "seeded" => numbered_text(&given).map(|(shuffle, text)| match verb {
                "seed" => SeatChange::Seed {
                    shuffle,
                    seed: text,
                },
                _ => SeatChange::Seeded {
                    shuffle,
                    hash: text,
                },
            }),
            _ => return None,
        };
        Some(change.map(|change| (None, change)))
    }

    /// Who sits where once the change is made: the names the record's later actions are read by
    /// (a record names a seat by the player in it). Followed as far as the seats alone decide: a
    /// sit into a taken seat, or a move to one, changes no name.
    pub fn rename(&self, names: &mut Vec<String>, seat: Seat) {
        let at = seat.index();
        let empty = |names: &Vec<String>, i: usize| names.get(i).is_none_or(String::is_empty);
        match self {
            SeatChange::Sit { name, .. }
                if at <= names.len() && empty(names, at) && !names.contains(name) =>
            {
                if at == names.len() {
                    names.push(String::new());
                }
                names[at] = name.clone();
            }
            SeatChange::Stand if at < names.len() => names[at] = String::new(),
            SeatChange::Move { to }
                if to.index() < names.len() && !empty(names, at) && empty(names, to.index()) =>
            {
                names.swap(at, to.index());
            }
            _ => {}
        }
    }
}

/// The cards of a round (or anything holding table cards) once `change` by `seat` is made: the
/// cards only the player leaving a seat could see follow them ([`crate::follow_holder`]): to the
/// seat they move to, or, when they stand up, to nobody. Whoever sits in a seat is dealt into
/// nothing that was there before them. What every game does with its seat changes.
pub fn follow_seat<T>(value: &T, seat: Seat, change: &SeatChange) -> T
where
    T: crate::MapCards<Card = crate::TableCard, With<crate::TableCard> = T> + Clone,
{
    match change {
        SeatChange::Stand | SeatChange::Sit { .. } => crate::follow_holder(value, seat, None),
        SeatChange::Move { to } => crate::follow_holder(value, seat, Some(*to)),
        _ => value.clone(),
    }
}

/// Takes `seat`'s seed into the table's next fair shuffle: what every game does with a
/// [`SeatChange::Seed`], between hands or in the middle of one. A table whose shuffles are not
/// fair ones (a seeded or stacked pack) takes no seeds. A [`SeatChange::Seeded`] (a round's record
/// of a seed given) is taken by a table whose cards are set already, and changes nothing there.
pub fn take_seed<R: Reason>(
    change: &SeatChange,
    shuffler: &mut Shuffler,
    seat: Seat,
    occupied: bool,
) -> Result<(), Refusal<R>> {
    let no = |why: &'static str| Err(Refusal::not_now("seed", why));
    match change {
        SeatChange::Seeded { hash, .. } => {
            hash_check(hash, occupied).or_else(no)?;
            if !shuffler.is_set() {
                return no("seed_not_hash");
            }
            Ok(())
        }
        SeatChange::Seed { shuffle, seed } => {
            let Some(fair) = shuffler.fair_mut() else {
                return no("not_fair");
            };
            seed_check(seed, occupied).or_else(no)?;
            fair.take(seat.index(), *shuffle, seed.clone())
                .map_err(|why| match why {
                    SeedRefused::Limit => Refusal::not_now("seed", "seed_limit"),
                    SeedRefused::Unnamed => Refusal::not_now("seed", "seed_unnamed"),
                    // The page gives the next shuffle's number with its seed: a seed for
                    // another came from a page behind the table, which catches up by itself.
                    SeedRefused::NotNext { .. } => Refusal::not_now("seed", "seed_not_next"),
                })
        }
        other => unreachable!("take_seed is given seeds only, not {other:?}"),
    }
}

/// Why a seat may not give `seed`, if it may not: nobody sits there, or the seed is not 1 to 64
/// printable characters.
fn seed_check(seed: &str, occupied: bool) -> Result<(), &'static str> {
    if !occupied {
        Err("nobody_there")
    } else if !fair::seed_ok(seed) {
        Err("bad_seed")
    } else {
        Ok(())
    }
}

/// Why a seat's seed, as a round's record keeps it, is not one: nobody sits there, or it is not a
/// hash (64 lower-case hex digits).
fn hash_check(hash: &str, occupied: bool) -> Result<(), &'static str> {
    let hex = hash.len() == 64 && hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    if !occupied {
        Err("nobody_there")
    } else if !hex {
        Err("bad_seed_hash")
    } else {
        Ok(())
    }
}

/// A seed's arguments in a record: `[TEXT]` (a seed of scheme 1, naming no shuffle) or
/// `[SHUFFLE, TEXT]`.
fn numbered_text(given: &VerbArgs) -> Result<(Option<u32>, String), String> {
    let usage = || {
        format!(
            "`{0}` takes the shuffle's number and text: [name, \"{0}\", SHUFFLE, TEXT]",
            given.verb
        )
    };
    let (number, text) = match given.args {
        [text] => (None, text),
        [number, text] => (Some(number), text),
        _ => return Err(usage()),
    };
    let shuffle = match number {
        None => None,
        Some(number) => Some(
            number
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(usage)?,
        ),
    };
    match text {
        Value::String(text) => Ok((shuffle, text.clone())),
        other => Err(format!("`{}` takes text, not {other}", given.verb)),
    }
}

/// A seat by its number in a record.
fn seat_number(number: u64) -> Result<Seat, String> {
    u8::try_from(number)
        .ok()
        .filter(|&n| usize::from(n) < crate::record::MAX_SEATS)
        .map(Seat)
        .ok_or_else(|| format!("no table has a seat {number}"))
}

/// Chips brought to a table: at least one, and no holding past the bound on chips.
fn check_chips<R: Reason>(chips: u64, room: u64) -> Result<(), Refusal<R>> {
    if (1..=room).contains(&chips) {
        Ok(())
    } else {
        Err(Refusal::outside("chips_brought", chips, 1, room))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::refusal::{NoReason, Refusal};

    fn seats(players: &[(&str, u64)]) -> Vec<Player> {
        players
            .iter()
            .map(|&(name, chips)| Player {
                name: name.into(),
                chips,
            })
            .collect()
    }

    fn change(players: &mut Vec<Player>, seat: u8, change: SeatChange) -> Result<(), String> {
        change
            .apply_to::<NoReason>(players, Seat(seat), 4)
            .map_err(|refusal: Refusal<NoReason>| refusal.code().to_string())
    }

    fn sit(name: &str, chips: u64) -> SeatChange {
        SeatChange::Sit {
            name: name.into(),
            chips,
        }
    }

    #[test]
    fn the_seats_change_only_as_the_shared_rules_allow_and_a_refusal_changes_nothing() {
        let mut players = seats(&[("Ann", 50), ("Bob", 50)]);
        let before = players.clone();
        for (seat, refused) in [
            (1, sit("Cat", 10)),  // taken
            (3, sit("Cat", 10)),  // past the seat just after the last
            (2, sit("Ann", 10)),  // a name already at the table
            (2, sit(" Cat", 10)), // a space at an end
            (2, sit("Cat", 0)),   // no chips
            (2, sit("Cat", MAX_CHIPS + 1)),
            (2, SeatChange::Stand), // nobody there
            (0, SeatChange::Move { to: Seat(1) }),
        ] {
            assert!(
                change(&mut players, seat, refused.clone()).is_err(),
                "{refused:?}"
            );
            assert_eq!(players, before);
        }
        change(&mut players, 2, sit("Cat", 10)).unwrap();
        change(&mut players, 0, SeatChange::Stand).unwrap();
        change(&mut players, 2, SeatChange::Move { to: Seat(0) }).unwrap();
        change(&mut players, 1, SeatChange::TopUp { chips: 5 }).unwrap();
        assert_eq!(
            players,
            [
                Player {
                    name: "Cat".into(),
                    chips: 10
                },
                Player {
                    name: "Bob".into(),
                    chips: 55
                },
                Player::empty()
            ]
        );
    }

    #[test]
    fn a_holding_past_the_bound_has_no_room_to_top_up() {
        let mut players = seats(&[("Ann", MAX_CHIPS + 7)]);
        assert_eq!(
            change(&mut players, 0, SeatChange::TopUp { chips: 1 }),
            Err("outside_limits".into())
        );
    }

    #[test]
    fn records_follow_the_names_through_the_changes() {
        let mut names: Vec<String> = vec!["Ann".into(), "Bob".into()];
        sit("Cat", 5).rename(&mut names, Seat(2));
        sit("Dan", 5).rename(&mut names, Seat(1)); // taken: no name changes
        SeatChange::Stand.rename(&mut names, Seat(0));
        SeatChange::Move { to: Seat(0) }.rename(&mut names, Seat(2));
        assert_eq!(names, ["Cat", "Bob", ""]);
        let (seat, decoded) = SeatChange::decode("Eve", "sit", &[json!(3), json!(40)])
            .unwrap()
            .unwrap();
        assert_eq!((seat, decoded.clone()), (Some(Seat(3)), sit("Eve", 40)));
        assert_eq!(decoded.encode(Seat(3)), [json!("sit"), json!(3), json!(40)]);
        assert!(
            SeatChange::decode("Eve", "sit", &[json!(64), json!(40)])
                .unwrap()
                .is_err()
        );
        assert!(SeatChange::decode("Eve", "stake", &[]).is_none());
    }
}
