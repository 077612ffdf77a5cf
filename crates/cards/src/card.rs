//! Cards and their notation (docs/rules/README.md §0): rank `A 2 .. 9 T J Q K` (`10` accepted for
//! `T`), suit `C D H S` (`♣ ♦ ♥ ♠` accepted). `AS` is the ace of spades, `TD` the ten of diamonds.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// A rank, ace low in its numeric value (`Ace = 1`, `King = 13`). Games decide what a rank is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Ace = 1,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
}

impl Rank {
    /// All ranks, ace first: the order of a fresh pack within each suit.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// 1 for an ace up to 13 for a king.
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The rank with ace counted high (2..=14): how cuts and poker compare ranks.
    pub const fn ace_high(self) -> u8 {
        match self {
            Rank::Ace => 14,
            other => other as u8,
        }
    }

    /// The rank's one-character symbol: `A 2 .. 9 T J Q K`.
    pub const fn symbol(self) -> char {
        match self {
            Rank::Ace => 'A',
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
        }
    }

    fn parse(text: &str) -> Option<Rank> {
        Some(match text {
            "A" | "a" => Rank::Ace,
            "2" => Rank::Two,
            "3" => Rank::Three,
            "4" => Rank::Four,
            "5" => Rank::Five,
            "6" => Rank::Six,
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "T" | "t" | "10" => Rank::Ten,
            "J" | "j" => Rank::Jack,
            "Q" | "q" => Rank::Queen,
            "K" | "k" => Rank::King,
            _ => return None,
        })
    }
}

/// A suit. Suits have no order in any Parlour game; the order here is only that of a fresh pack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits in the order of a fresh pack.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter: `C D H S`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit's symbol: `♣ ♦ ♥ ♠`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The suit's name, plural, as players say it ("hearts").
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    fn parse(text: &str) -> Option<Suit> {
        Some(match text {
            "C" | "c" | "♣" | "♧" => Suit::Clubs,
            "D" | "d" | "♦" | "♢" => Suit::Diamonds,
            "H" | "h" | "♥" | "♡" => Suit::Hearts,
            "S" | "s" | "♠" | "♤" => Suit::Spades,
            _ => return None,
        })
    }
}

/// One playing card. Several packs may hold equal cards; a card carries no identity beyond rank and suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// A number 0..52 unique to the card: its place in a fresh pack.
    pub const fn index(self) -> usize {
        (self.suit as usize) * 13 + (self.rank as usize - 1)
    }

    /// The card at place `index` (0..52) of a fresh pack.
    pub fn from_index(index: usize) -> Card {
        assert!(index < 52, "card index {index} is not below 52");
        Card::new(Rank::ALL[index % 13], Suit::ALL[index / 13])
    }
}

/// Cards written one after another, separated by spaces: `"AS TD 7♣"`.
pub fn cards(text: &str) -> Result<Vec<Card>, ParseCardError> {
    text.split_whitespace().map(str::parse).collect()
}

/// Why a text is not a card. Its message names the text and what was expected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{text:?} is not a card: {reason}")]
pub struct ParseCardError {
    pub text: String,
    pub reason: &'static str,
}

const RANK_HELP: &str =
    "the rank must be one of A 2 3 4 5 6 7 8 9 T J Q K (or 10), as in AS or 10D";
const SUIT_HELP: &str = "the suit must be one of C D H S (or ♣ ♦ ♥ ♠), as in AS or 10D";

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let error = |reason| ParseCardError {
            text: text.to_string(),
            reason,
        };
        let trimmed = text.trim();
        // The suit is the last character (one char, possibly a multi-byte symbol); the rank is the rest.
        let Some((split, _)) = trimmed.char_indices().last() else {
            return Err(error("it is empty"));
        };
        let (rank_text, suit_text) = trimmed.split_at(split);
        if rank_text.is_empty() {
            return Err(error("it needs a rank and a suit, as in AS or 10D"));
        }
        let rank = Rank::parse(rank_text).ok_or_else(|| error(RANK_HELP))?;
        let suit = Suit::parse(suit_text).ok_or_else(|| error(SUIT_HELP))?;
        Ok(Card::new(rank, suit))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// `AS`, `TD`: the notation of docs/rules/README.md §0. `{:#}` prints the suit symbol instead
/// (`A♠`, `T♦`).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{}", self.rank.symbol(), self.suit.symbol())
        } else {
            write!(f, "{}{}", self.rank.symbol(), self.suit.letter())
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut buffer = [0u8; 2];
        buffer[0] = self.rank.symbol() as u8;
        buffer[1] = self.suit.letter() as u8;
        // Both symbols are ASCII.
        serializer.serialize_str(std::str::from_utf8(&buffer).expect("ASCII card notation"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_notation_of_rules_section_0() {
        let ace_spades = Card::new(Rank::Ace, Suit::Spades);
        let ten_diamonds = Card::new(Rank::Ten, Suit::Diamonds);
        assert_eq!("AS".parse::<Card>().unwrap(), ace_spades);
        assert_eq!("A♠".parse::<Card>().unwrap(), ace_spades);
        assert_eq!("TD".parse::<Card>().unwrap(), ten_diamonds);
        assert_eq!("10D".parse::<Card>().unwrap(), ten_diamonds);
        assert_eq!("10♦".parse::<Card>().unwrap(), ten_diamonds);
        assert_eq!(
            "qh".parse::<Card>().unwrap(),
            Card::new(Rank::Queen, Suit::Hearts)
        );
        assert_eq!(
            "7♣".parse::<Card>().unwrap(),
            Card::new(Rank::Seven, Suit::Clubs)
        );
    }

    #[test]
    fn prints_letters_and_symbols() {
        let card = Card::new(Rank::Ten, Suit::Diamonds);
        assert_eq!(card.to_string(), "TD");
        assert_eq!(format!("{card:#}"), "T♦");
        assert_eq!(Card::new(Rank::King, Suit::Spades).to_string(), "KS");
    }

    #[test]
    fn every_card_round_trips_through_text_and_json() {
        for index in 0..52 {
            let card = Card::from_index(index);
            assert_eq!(card.index(), index);
            assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
            assert_eq!(format!("{card:#}").parse::<Card>().unwrap(), card);
            let json = serde_json::to_string(&card).unwrap();
            assert_eq!(json, format!("\"{card}\""));
            assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), card);
        }
    }

    #[test]
    fn bad_text_gives_a_clear_error() {
        for (text, fragment) in [
            ("", "empty"),
            ("S", "needs a rank and a suit"),
            ("1S", "rank must be one of"),
            ("11S", "rank must be one of"),
            ("ZH", "rank must be one of"),
            ("AX", "suit must be one of"),
            ("A", "needs a rank and a suit"),
            ("ASS", "rank must be one of"),
        ] {
            let error = text.parse::<Card>().unwrap_err();
            let message = error.to_string();
            assert!(message.contains(fragment), "{text:?}: {message}");
            assert!(message.contains(&format!("{text:?}")), "{message}");
        }
        let json_error = serde_json::from_str::<Card>("\"QX\"").unwrap_err();
        assert!(json_error.to_string().contains("suit must be one of"));
    }

    #[test]
    fn ace_is_high_for_cuts() {
        assert_eq!(Rank::Ace.ace_high(), 14);
        assert_eq!(Rank::King.ace_high(), 13);
        assert_eq!(Rank::Two.ace_high(), 2);
    }
}
