//! A pile of cards, face down, with a top and a bottom: the pack in the dealer's hand.

use std::collections::VecDeque;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Card, Rank, Suit};

/// A face-down pile. Cards are taken from the top and put back at the bottom, as in a hand of
/// Pontoon where bust hands go under the pack and the next deal comes from the same pack.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pile {
    cards: VecDeque<Card>,
}

/// A pile as one string of its cards, top first, two letters each (`"ASTD2C"`): a table's
/// snapshot holds its shoe of up to eight packs, which this keeps a third the size of a list.
impl Serialize for Pile {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use std::fmt::Write;
        let mut text = String::with_capacity(2 * self.cards.len());
        for card in &self.cards {
            write!(text, "{card}").expect("a string takes any text");
        }
        serializer.serialize_str(&text)
    }
}

impl<'de> Deserialize<'de> for Pile {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Pile, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        let bytes = text.as_bytes();
        if bytes.len() % 2 != 0 {
            return Err(serde::de::Error::custom("a pile is two letters a card"));
        }
        (bytes.chunks(2))
            .map(|two| {
                let two = std::str::from_utf8(two).map_err(serde::de::Error::custom)?;
                two.parse::<Card>().map_err(serde::de::Error::custom)
            })
            .collect::<Result<VecDeque<Card>, D::Error>>()
            .map(|cards| Pile { cards })
    }
}

impl Pile {
    /// An empty pile.
    pub fn new() -> Pile {
        Pile::default()
    }

    /// `packs` fresh packs, one after the other, each in fresh-pack order:
    /// clubs, diamonds, hearts, spades, and within a suit ace, 2 .. 10, jack, queen, king (top first).
    pub fn fresh(packs: usize) -> Pile {
        let mut cards = VecDeque::with_capacity(packs * 52);
        for _ in 0..packs {
            for suit in Suit::ALL {
                for rank in Rank::ALL {
                    cards.push_back(Card::new(rank, suit));
                }
            }
        }
        Pile { cards }
    }

    /// A pile holding `cards`, the first of them on top.
    pub fn from_top(cards: impl IntoIterator<Item = Card>) -> Pile {
        Pile {
            cards: cards.into_iter().collect(),
        }
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Takes the top card, or `None` from an empty pile.
    pub fn take_top(&mut self) -> Option<Card> {
        self.cards.pop_front()
    }

    /// The top card, without taking it.
    pub fn peek_top(&self) -> Option<Card> {
        self.cards.front().copied()
    }

    /// Puts one card under the pile.
    pub fn put_bottom(&mut self, card: Card) {
        self.cards.push_back(card);
    }

    /// Puts cards under the pile one after another: the first ends above the last.
    pub fn put_all_bottom(&mut self, cards: impl IntoIterator<Item = Card>) {
        self.cards.extend(cards);
    }

    /// Cuts the pile: the top `depth` cards go under the rest, in their order.
    /// A depth of 0 or of the whole pile leaves it as it was.
    pub fn cut(&mut self, depth: usize) {
        assert!(
            depth <= self.len(),
            "cannot cut {depth} cards from a pile of {}",
            self.len()
        );
        self.cards.rotate_left(depth);
    }

    /// The cards from top to bottom.
    /// The same pile with every card renamed by `rename`, in the same places.
    pub fn renamed(&self, rename: impl Fn(Card) -> Card) -> Pile {
        Pile::from_top(self.iter().map(rename))
    }

    pub fn iter(&self) -> impl ExactSizeIterator<Item = Card> + '_ {
        self.cards.iter().copied()
    }

    /// The cards in place, for a shuffle to reorder.
    pub(crate) fn as_mut_slice(&mut self) -> &mut [Card] {
        self.cards.make_contiguous()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn a_pile_is_kept_as_two_letters_a_card_and_read_back_as_itself() {
        let pile = Pile::from_top([card("AS"), card("TD"), card("2C")]);
        let text = serde_json::to_string(&pile).unwrap();
        assert_eq!(text, "\"ASTD2C\"");
        assert_eq!(serde_json::from_str::<Pile>(&text).unwrap(), pile);
        assert_eq!(serde_json::from_str::<Pile>("\"\"").unwrap(), Pile::new());
        for bad in ["\"AST\"", "\"ASXX\"", "\"Aé\"", "[\"AS\"]"] {
            assert!(serde_json::from_str::<Pile>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_fresh_pack_holds_each_card_once_per_pack() {
        let one = Pile::fresh(1);
        assert_eq!(one.len(), 52);
        let mut seen: Vec<Card> = one.iter().collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 52);
        assert_eq!(one.peek_top(), Some(card("AC")));
        assert_eq!(one.iter().last(), Some(card("KS")));

        let eight = Pile::fresh(8);
        assert_eq!(eight.len(), 416);
        assert_eq!(eight.iter().filter(|&c| c == card("QH")).count(), 8);
    }

    #[test]
    fn takes_from_the_top_and_puts_to_the_bottom() {
        let mut pile = Pile::from_top([card("AS"), card("KH"), card("2D")]);
        assert_eq!(pile.take_top(), Some(card("AS")));
        pile.put_bottom(card("AS"));
        pile.put_all_bottom([card("9C"), card("TC")]);
        let order: Vec<String> = pile.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["KH", "2D", "AS", "9C", "TC"]);
        let mut empty = Pile::new();
        assert_eq!(empty.take_top(), None);
    }

    #[test]
    fn a_cut_moves_the_top_under_the_rest() {
        let mut pile = Pile::from_top([card("AS"), card("2S"), card("3S"), card("4S"), card("5S")]);
        pile.cut(2);
        let order: Vec<String> = pile.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["3S", "4S", "5S", "AS", "2S"]);
        pile.cut(0);
        pile.cut(5);
        assert_eq!(pile.peek_top(), Some(card("3S")));
    }
}
