//! Where a game's cards come from. The engine never draws randomness itself: it is handed a
//! [`CardSource`] (a seeded shuffle, or a stacked pack for tests and replays) and takes every card and
//! every shuffle from it, so a session replays exactly from its record.

use thiserror::Error;

use crate::{Card, Pile, ShuffleKey, ShuffleStream, Shuffler};

/// A game's packs in their starting order, and how they are shuffled from then on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardSource {
    /// The pile as it starts, before the game's first shuffle (top first).
    pub pile: Pile,
    /// How every shuffle of the game is done.
    pub shuffler: Shuffler,
}

/// A stacked deck that `packs` packs cannot hold.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the deck holds {count} × {card}, but {packs} pack(s) hold only {packs} of each card")]
pub struct DeckError {
    pub card: Card,
    pub count: usize,
    pub packs: usize,
}

impl CardSource {
    /// Fresh packs shuffled from `seed`; every later shuffle continues the same stream.
    pub fn seeded(packs: usize, seed: u64) -> CardSource {
        CardSource {
            pile: Pile::fresh(packs),
            shuffler: Shuffler::seeded(ShuffleStream::new(seed)),
        }
    }

    /// Fresh packs shuffled from `key`; every later shuffle continues the same stream.
    pub fn keyed(packs: usize, key: &ShuffleKey) -> CardSource {
        CardSource {
            pile: Pile::fresh(packs),
            shuffler: Shuffler::seeded(ShuffleStream::keyed(key)),
        }
    }

    /// Fresh packs whose every shuffle is a fair one from `master` ([`crate::fair`]), by scheme 2
    /// from shuffle `scheme2_from` on.
    pub fn fair(packs: usize, master: &ShuffleKey, scheme2_from: u32) -> CardSource {
        CardSource {
            pile: Pile::fresh(packs),
            shuffler: Shuffler::fair(*master, scheme2_from),
        }
    }

    /// Fresh packs whose shuffles are fair ones with `keys`, in order ([`Shuffler::keys`]).
    pub fn keys(packs: usize, keys: &[ShuffleKey]) -> CardSource {
        CardSource {
            pile: Pile::fresh(packs),
            shuffler: Shuffler::keys(keys),
        }
    }

    /// A stacked pack: `top` first, then the rest of the packs in fresh-pack order (each card as many
    /// times as the packs still hold it). Shuffles keep the order, so the whole session is stacked.
    pub fn stacked(packs: usize, top: &[Card]) -> Result<CardSource, DeckError> {
        let mut left = vec![packs; 52];
        for &card in top {
            let slot = &mut left[card.index()];
            if *slot == 0 {
                let count = top.iter().filter(|&&c| c == card).count();
                return Err(DeckError { card, count, packs });
            }
            *slot -= 1;
        }
        let mut pile = Pile::from_top(top.iter().copied());
        for card in Pile::fresh(packs).iter() {
            let slot = &mut left[card.index()];
            if *slot > 0 {
                *slot -= 1;
                pile.put_bottom(card);
            }
        }
        Ok(CardSource {
            pile,
            shuffler: Shuffler::stacked(),
        })
    }

    /// The same source with every card renamed by `rename`, a one-to-one map of the 52 cards.
    /// Shuffles move places, not names, so a game dealt from the renamed source sees the renamed card
    /// wherever it saw the original one. The leak tests use this to re-deal hidden cards.
    pub fn renamed(&self, rename: impl Fn(Card) -> Card) -> CardSource {
        CardSource {
            pile: self.pile.renamed(rename),
            shuffler: self.shuffler.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards;

    #[test]
    fn a_stacked_deck_puts_its_cards_on_top_and_completes_the_packs() {
        let source = CardSource::stacked(1, &cards("7S KH AD 9C").unwrap()).unwrap();
        let order: Vec<Card> = source.pile.iter().collect();
        assert_eq!(order.len(), 52);
        assert_eq!(order[..4], cards("7S KH AD 9C").unwrap()[..]);
        // The rest in fresh-pack order, without the four cards above.
        assert_eq!(order[4..8], cards("AC 2C 3C 4C").unwrap()[..]);
        assert!(!order[4..].contains(&"KH".parse().unwrap()));
        let mut sorted = order.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 52);
    }

    #[test]
    fn a_deck_the_packs_cannot_hold_is_an_error() {
        let error = CardSource::stacked(1, &cards("AS KH AS").unwrap()).unwrap_err();
        assert_eq!(error.count, 2);
        assert_eq!(
            error.to_string(),
            "the deck holds 2 × AS, but 1 pack(s) hold only 1 of each card"
        );
        assert!(CardSource::stacked(2, &cards("AS KH AS").unwrap()).is_ok());
        assert!(CardSource::stacked(2, &cards("AS AS AS").unwrap()).is_err());
    }

    #[test]
    fn renaming_keeps_places() {
        let source = CardSource::seeded(1, 4);
        let swap = |c: Card| match c.to_string().as_str() {
            "AS" => "KD".parse().unwrap(),
            "KD" => "AS".parse().unwrap(),
            _ => c,
        };
        let mut original = source.clone();
        let mut renamed = source.renamed(swap);
        original.shuffler.shuffle_and_cut(&mut original.pile);
        renamed.shuffler.shuffle_and_cut(&mut renamed.pile);
        let expected: Vec<Card> = original.pile.iter().map(swap).collect();
        assert_eq!(renamed.pile.iter().collect::<Vec<_>>(), expected);
    }
}
