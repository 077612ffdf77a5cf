//! What a fair table has published of its shuffles (docs/fairness.md): the commitment to the next
//! one and the seeds given for it, and for each shuffle made its commitment, its seeds, and, once
//! the pack is done with and every card dealt from it has been shown, the house's part and the key.
//!
//! A pack is done with once a later shuffle has been made and the round in play began after it;
//! its house part is kept back while any round dealt from it ended with a card nobody was shown (a
//! home hand thrown in), until the session is over: the table has emptied since, every player
//! gone. A game whose rounds are not recorded apart keeps every pack back until then.

use parlour_cards::Card;
use parlour_cards::fair;
use serde::Serialize;

use crate::{Seat, Viewer};

/// One fair shuffle of the table, as the table follows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
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

/// A seat's seed as it is shown: its hash, and the seed itself to whoever may see it (its giver;
/// everyone once its pack is revealed, or at once for a seed of scheme 1, which was public).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeedShown {
    pub seat: Seat,
    /// The shuffle the seed named (`None`: a seed of scheme 1, which named none).
    pub shuffle: Option<u32>,
    /// What is published of it before its pack is revealed (docs/fairness.md).
    pub hash: String,
    pub seed: Option<String>,
}

impl SeedShown {
    fn of(shuffles: &fair::FairShuffles, number: u32, seed: &fair::Seed, shown: bool) -> SeedShown {
        SeedShown {
            seat: Seat::from(seed.seat),
            shuffle: seed.named,
            hash: fair::hex(&shuffles.hash_of(number, seed)),
            seed: (shown || shuffles.scheme_of(number) < 2).then(|| seed.text.clone()),
        }
    }
}

/// The shuffle to come: its number and scheme, the commitment to it, and the seeds given so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NextShuffle {
    pub number: u32,
    pub scheme: u32,
    pub commitment: String,
    pub seeds: Vec<SeedShown>,
}

impl NextShuffle {
    /// The next shuffle of `shuffles` as `viewer` may see it: what every view message carries. A
    /// seat sees its own seed; everyone else only its hash.
    pub(crate) fn of(shuffles: &fair::FairShuffles, viewer: Viewer) -> NextShuffle {
        let number = shuffles.next();
        NextShuffle {
            number,
            scheme: shuffles.scheme_of(number),
            commitment: fair::hex(&shuffles.commitment(number)),
            seeds: shuffles
                .pending()
                .iter()
                .map(|seed| {
                    let own = match viewer {
                        Viewer::Seat(seat) => seat.index() == seed.seat,
                        Viewer::Auditor => true,
                        Viewer::Spectator => false,
                    };
                    SeedShown::of(shuffles, number, seed, own)
                })
                .collect(),
        }
    }
}

/// One shuffle made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShuffleReport {
    pub number: u32,
    /// The scheme it was dealt by.
    pub scheme: u32,
    /// The table's version when the action that made it was taken.
    pub version: u64,
    /// How many cards it shuffled: every card of the table's packs, or the discards of a pile
    /// refilled in the middle of a hand.
    pub cards: usize,
    pub commitment: String,
    /// The seeds mixed in, each with its text once the shuffle is revealed.
    pub seeds: Vec<SeedShown>,
    /// The house's part, once revealed.
    pub house: Option<String>,
    /// The shuffle's key, once revealed.
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
    /// The scheme the next shuffle is dealt by (docs/fairness.md); each shuffle made says its own.
    pub scheme: u32,
    /// The packs a full shuffle holds.
    pub packs: usize,
    pub next: NextShuffle,
    pub shuffles: Vec<ShuffleReport>,
}

impl Fairness {
    /// The report of shuffles `packs` of a fair deal `shuffles` made, `revealed` saying which
    /// are out. The next shuffle's seeds show as they do to a spectator.
    pub(crate) fn of(
        shuffles: &fair::FairShuffles,
        packs: &[Pack],
        pack_count: usize,
        revealed: impl Fn(usize) -> bool,
    ) -> Fairness {
        let next = NextShuffle::of(shuffles, Viewer::Spectator);
        Fairness {
            scheme: next.scheme,
            packs: pack_count,
            next,
            shuffles: packs
                .iter()
                .enumerate()
                .map(|(number, pack)| {
                    let n = number as u32;
                    let given = shuffles.seeds_of(n).unwrap_or(&[]);
                    let out = revealed(number);
                    ShuffleReport {
                        number: n,
                        scheme: shuffles.scheme_of(n),
                        version: pack.at,
                        cards: shuffles.cards_of(n).unwrap_or(0),
                        commitment: fair::hex(&shuffles.commitment(n)),
                        seeds: given
                            .iter()
                            .map(|seed| SeedShown::of(shuffles, n, seed, out))
                            .collect(),
                        house: out.then(|| fair::hex(&shuffles.house(n))),
                        key: out
                            .then(|| shuffles.key_of(n).map(|key| key.to_hex()))
                            .flatten(),
                        dealt: out.then(|| pack.dealt.clone()),
                        pile: shuffles.part_of(n).filter(|_| out).map(<[Card]>::to_vec),
                    }
                })
                .collect(),
        }
    }
}
