//! What a fair table has published of its shuffles (docs/fairness.md): the commitment to the next
//! one and the seeds given for it, and for each shuffle made its commitment, its seeds, and, once
//! the pack is done with and every card dealt from it has been shown, the house's part and the key.
//!
//! A pack is done with once a later shuffle has been made and the round in play began after it;
//! its house part is kept back while any round dealt from it ended with a card nobody was shown (a
//! home hand thrown in), until the session is over: the table has emptied since, every player
//! gone. A game whose rounds are not recorded apart keeps every pack back until then.

use parlour_cards::Card;
use parlour_cards::fair::{self, FAIR_SCHEME};
use serde::Serialize;

use crate::Seat;

/// One fair shuffle of the table, as the table follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pack {
    /// The table's version when the action that made it was taken (0 for one made as it opened).
    pub(crate) at: u64,
    /// Whether it was made as the table opened (the cut for the first bank or deal), by no action.
    pub(crate) at_open: bool,
    /// The cards dealt from it so far, in order.
    pub(crate) dealt: Vec<Card>,
    /// Whether a round dealt from it ended with a card not shown to everyone.
    pub(crate) unshown: bool,
}

/// A seat's seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeedGiven {
    pub seat: Seat,
    pub seed: String,
}

/// The shuffle to come: its number, the commitment to it, and the seeds given so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NextShuffle {
    pub number: u32,
    pub commitment: String,
    pub seeds: Vec<SeedGiven>,
}

/// The seeds of `list`, by seat.
fn seeds(list: &[(usize, String)]) -> Vec<SeedGiven> {
    list.iter()
        .map(|(seat, seed)| SeedGiven {
            seat: Seat::from(*seat),
            seed: seed.clone(),
        })
        .collect()
}

impl NextShuffle {
    /// The next shuffle of `shuffles`: what every view message carries.
    pub(crate) fn of(shuffles: &fair::FairShuffles) -> NextShuffle {
        let number = shuffles.next();
        NextShuffle {
            number,
            commitment: fair::hex(&fair::commitment(&shuffles.house(number))),
            seeds: seeds(shuffles.pending()),
        }
    }
}

/// One shuffle made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShuffleReport {
    pub number: u32,
    /// The table's version when the action that made it was taken.
    pub version: u64,
    /// How many cards it shuffled: every card of the table's packs, or the discards of a pile
    /// refilled in the middle of a hand.
    pub cards: usize,
    pub commitment: String,
    pub seeds: Vec<SeedGiven>,
    /// The house's part, once revealed.
    pub house: Option<String>,
    /// The shuffle's key, once revealed: `SHA-256(house ‖ SHA-256(seed) ‖ …)`.
    pub key: Option<String>,
    /// The cards dealt from the pack in order, once revealed.
    pub dealt: Option<Vec<Card>>,
    /// For a shuffle of part of the cards (a pile refilled from the discards in the middle of a
    /// hand), the cards it shuffled, in fresh-pack order, once revealed; `null` for whole packs.
    pub pile: Option<Vec<Card>>,
}

/// A fair table's shuffles, as published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fairness {
    /// The scheme's number (docs/fairness.md).
    pub scheme: u32,
    /// The packs a full shuffle holds.
    pub packs: usize,
    pub next: NextShuffle,
    pub shuffles: Vec<ShuffleReport>,
}

impl Fairness {
    /// The report of shuffles `packs` of a fair deal `shuffles` made, `revealed` saying which
    /// are out.
    pub(crate) fn of(
        shuffles: &fair::FairShuffles,
        packs: &[Pack],
        pack_count: usize,
        revealed: impl Fn(usize) -> bool,
    ) -> Fairness {
        Fairness {
            scheme: FAIR_SCHEME,
            packs: pack_count,
            next: NextShuffle::of(shuffles),
            shuffles: packs
                .iter()
                .enumerate()
                .map(|(number, pack)| {
                    let house = shuffles.house(number as u32);
                    let given = shuffles.seeds_of(number as u32).unwrap_or(&[]);
                    let out = revealed(number);
                    ShuffleReport {
                        number: number as u32,
                        version: pack.at,
                        cards: shuffles.cards_of(number as u32).unwrap_or(0),
                        commitment: fair::hex(&fair::commitment(&house)),
                        seeds: seeds(given),
                        house: out.then(|| fair::hex(&house)),
                        key: out.then(|| {
                            fair::shuffle_key(&house, given.iter().map(|(_, s)| s.as_str()))
                                .to_hex()
                        }),
                        dealt: out.then(|| pack.dealt.clone()),
                        pile: shuffles
                            .part_of(number as u32)
                            .filter(|_| out)
                            .map(<[Card]>::to_vec),
                    }
                })
                .collect(),
        }
    }
}
