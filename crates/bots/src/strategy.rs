//! Strategy tables for the casino tables: what a hand does by its total (soft or hard), its number
//! of cards, whether it is a pair and whether it may still buy. The text format is documented at the
//! top of `strategies/casino.txt`; [`Strategy::parse`] reads it and `Display` writes it back, so a
//! computed optimum can be written out and read in again.

use std::fmt;

use thiserror::Error;

/// What a table cell says to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Code {
    Twist,
    Stick,
    /// Buy if the hand may still buy, else twist.
    Buy,
    /// Buy if the hand may still buy, else stick.
    BuyElseStick,
    /// Twist if the hand may still buy, else stick: a hand that has bought no longer has the
    /// buy to come that made twisting worth it.
    TwistElseStick,
    /// Stick if the hand may still buy, else twist.
    StickElseTwist,
    /// A hand that cannot occur.
    Never,
}

impl Code {
    fn parse(text: &str) -> Option<Code> {
        Some(match text {
            "T" => Code::Twist,
            "S" => Code::Stick,
            "B" => Code::Buy,
            "BS" => Code::BuyElseStick,
            "TS" => Code::TwistElseStick,
            "ST" => Code::StickElseTwist,
            "-" => Code::Never,
            _ => return None,
        })
    }

    /// Every code a reachable cell may hold.
    pub const PLAYABLE: [Code; 6] = [
        Code::Twist,
        Code::Stick,
        Code::Buy,
        Code::BuyElseStick,
        Code::TwistElseStick,
        Code::StickElseTwist,
    ];

    /// The code as the text format writes it.
    pub fn symbol(self) -> &'static str {
        match self {
            Code::Twist => "T",
            Code::Stick => "S",
            Code::Buy => "B",
            Code::BuyElseStick => "BS",
            Code::TwistElseStick => "TS",
            Code::StickElseTwist => "ST",
            Code::Never => "-",
        }
    }
}

/// A decision for one hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    Twist,
    Stick,
    Buy,
    Split,
}

/// What a strategy needs to know of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandFacts {
    /// The best total (21 or less).
    pub total: u8,
    /// Whether an ace counts 11 in it.
    pub soft: bool,
    /// How many cards (2 to 4; hands of five cards are never asked).
    pub cards: u8,
    /// On a hand of its first two cards that may be split: the pair's pips (1 for aces, 10 for any
    /// two ten-counts).
    pub pair: Option<u8>,
    /// Whether the hand may still buy (it has not, and the chips allow it).
    pub may_buy: bool,
}

/// The least total a casino hand may stick on.
const STICK_MIN: u8 = 15;
const HARD: std::ops::RangeInclusive<u8> = 4..=21;
const SOFT: std::ops::RangeInclusive<u8> = 12..=21;
const PAIRS: [&str; 10] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"];

/// A strategy table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategy {
    /// By total, then cards 2, 3, 4.
    hard: [[Code; 3]; 22],
    soft: [[Code; 3]; 22],
    /// Whether to split a pair, by pips 1 (aces) to 10.
    split: [bool; 10],
}

/// Why a strategy text does not read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("strategy table, line {line}: {message}")]
pub struct StrategyError {
    pub line: usize,
    pub message: String,
}

impl Strategy {
    /// The default table for casino Pontoon.
    pub fn casino() -> Strategy {
        Strategy::parse(include_str!("../strategies/casino.txt")).expect("the shipped table reads")
    }

    /// The default table for Pontoon Blackjack.
    pub fn pontoon_blackjack() -> Strategy {
        Strategy::parse(include_str!("../strategies/pontoon-blackjack.txt"))
            .expect("the shipped table reads")
    }

    /// The shipped table for a casino preset's rules.
    pub fn for_preset(preset: parlour_pontoon::casino::CasinoPreset) -> Strategy {
        match preset {
            parlour_pontoon::casino::CasinoPreset::Casino => Strategy::casino(),
            parlour_pontoon::casino::CasinoPreset::PontoonBlackjack => {
                Strategy::pontoon_blackjack()
            }
        }
    }

    /// Reads a strategy table. Every row of every section must be there.
    pub fn parse(text: &str) -> Result<Strategy, StrategyError> {
        let mut table = Strategy::empty();
        let (mut hard, mut soft, mut pairs) = ([false; 22], [false; 22], [false; 10]);
        let mut section = None;
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let error = |message: String| StrategyError { line, message };
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            if let Some(name) = content.strip_prefix('[').and_then(|c| c.strip_suffix(']')) {
                section = match name {
                    "hard" | "soft" | "pairs" => Some(name),
                    other => return Err(error(format!("unknown section [{other}]"))),
                };
                continue;
            }
            let words: Vec<&str> = content.split_whitespace().collect();
            match section {
                None => return Err(error("a row before any [section]".into())),
                Some("pairs") => {
                    let [pair, answer] = words[..] else {
                        return Err(error("a pair row is `RANK yes|no`".into()));
                    };
                    let at = PAIRS.iter().position(|&p| p == pair).ok_or_else(|| {
                        error(format!("{pair:?} is not a pair rank (A 2 .. 9 T)"))
                    })?;
                    table.split[at] = match answer {
                        "yes" => true,
                        "no" => false,
                        other => return Err(error(format!("{other:?} is not yes or no"))),
                    };
                    pairs[at] = true;
                }
                Some(kind) => {
                    if words[0] == "total" {
                        if words[1..] != ["2", "3", "4"] {
                            return Err(error("the header is `total 2 3 4`".into()));
                        }
                        continue;
                    }
                    let [total, a, b, c] = words[..] else {
                        return Err(error(
                            "a row is `TOTAL` and three codes, for 2, 3 and 4 cards".into(),
                        ));
                    };
                    let range = if kind == "hard" { HARD } else { SOFT };
                    let total: u8 = total
                        .parse()
                        .ok()
                        .filter(|t| range.contains(t))
                        .ok_or_else(|| {
                            error(format!("{total:?} is not a {kind} total {range:?}"))
                        })?;
                    let mut codes = [Code::Never; 3];
                    for (slot, word) in codes.iter_mut().zip([a, b, c]) {
                        *slot = Code::parse(word).ok_or_else(|| {
                            error(format!("{word:?} is not a code (T S B BS TS ST -)"))
                        })?;
                    }
                    let (rows, seen) = if kind == "hard" {
                        (&mut table.hard, &mut hard)
                    } else {
                        (&mut table.soft, &mut soft)
                    };
                    if seen[usize::from(total)] {
                        return Err(error(format!("{kind} {total} is given twice")));
                    }
                    rows[usize::from(total)] = codes;
                    seen[usize::from(total)] = true;
                }
            }
        }
        let last = text.lines().count();
        let missing = |what: String| StrategyError {
            line: last,
            message: format!("{what} is missing"),
        };
        if let Some(t) = HARD.clone().find(|&t| !hard[usize::from(t)]) {
            return Err(missing(format!("hard {t}")));
        }
        if let Some(t) = SOFT.clone().find(|&t| !soft[usize::from(t)]) {
            return Err(missing(format!("soft {t}")));
        }
        if let Some(p) = (0..10).find(|&p| !pairs[p]) {
            return Err(missing(format!("the pair {}", PAIRS[p])));
        }
        Ok(table)
    }

    /// What to do with a hand.
    pub fn decide(&self, hand: &HandFacts) -> Decision {
        if let Some(pips) = hand.pair
            && self.split[usize::from(pips) - 1]
        {
            return Decision::Split;
        }
        let rows = if hand.soft { &self.soft } else { &self.hard };
        let column = usize::from(hand.cards.clamp(2, 4) - 2);
        let code = rows[usize::from(hand.total.min(21))][column];
        let stick = if hand.total >= STICK_MIN {
            Decision::Stick
        } else {
            Decision::Twist
        };
        match code {
            Code::Twist => Decision::Twist,
            Code::Stick | Code::Never => stick,
            Code::Buy if hand.may_buy => Decision::Buy,
            Code::Buy => Decision::Twist,
            Code::BuyElseStick if hand.may_buy => Decision::Buy,
            Code::BuyElseStick => stick,
            Code::TwistElseStick if hand.may_buy => Decision::Twist,
            Code::TwistElseStick => stick,
            Code::StickElseTwist if hand.may_buy => stick,
            Code::StickElseTwist => Decision::Twist,
        }
    }

    /// A table of `-` everywhere and no splits, to be filled in with [`Strategy::set`].
    pub fn empty() -> Strategy {
        Strategy {
            hard: [[Code::Never; 3]; 22],
            soft: [[Code::Never; 3]; 22],
            split: [false; 10],
        }
    }

    /// The code for a soft or hard `total` (a hard one 4 to 21, a soft one 12 to 21) on `cards`
    /// cards (2 to 4).
    pub fn code(&self, soft: bool, total: u8, cards: u8) -> Code {
        let rows = if soft { &self.soft } else { &self.hard };
        rows[usize::from(total.min(21))][usize::from(cards.clamp(2, 4) - 2)]
    }

    /// Sets the code of a cell ([`Strategy::code`]).
    pub fn set(&mut self, soft: bool, total: u8, cards: u8, code: Code) {
        let rows = if soft { &mut self.soft } else { &mut self.hard };
        rows[usize::from(total.min(21))][usize::from(cards.clamp(2, 4) - 2)] = code;
    }

    /// Whether a pair of these pips (1 for aces, 10 for ten-counts) is split.
    pub fn splits(&self, pips: u8) -> bool {
        self.split[usize::from(pips.clamp(1, 10)) - 1]
    }

    /// Sets whether a pair of these pips is split.
    pub fn set_split(&mut self, pips: u8, split: bool) {
        self.split[usize::from(pips.clamp(1, 10)) - 1] = split;
    }

    /// The hard totals and the soft totals a table has rows for.
    pub fn rows(soft: bool) -> std::ops::RangeInclusive<u8> {
        if soft { SOFT } else { HARD }
    }
}

/// Writes the table in the format [`Strategy::parse`] reads.
impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "# Parlour strategy table (codes: T twist, S stick, B buy else twist, BS buy else stick, TS twist else stick, ST stick else twist, - never asked)"
        )?;
        for (name, rows, range) in [("hard", &self.hard, HARD), ("soft", &self.soft, SOFT)] {
            writeln!(f, "\n[{name}]\ntotal   2   3   4")?;
            for total in range {
                let [a, b, c] = rows[usize::from(total)].map(Code::symbol);
                writeln!(f, "{total:<7} {a:<3} {b:<3} {c}")?;
            }
        }
        writeln!(f, "\n[pairs]")?;
        for (pair, split) in PAIRS.iter().zip(self.split) {
            writeln!(f, "{pair:<7} {}", if split { "yes" } else { "no" })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(total: u8, soft: bool, cards: u8, may_buy: bool) -> HandFacts {
        HandFacts {
            total,
            soft,
            cards,
            pair: None,
            may_buy,
        }
    }

    #[test]
    fn the_shipped_tables_read_and_write_back() {
        for table in [Strategy::casino(), Strategy::pontoon_blackjack()] {
            assert_eq!(Strategy::parse(&table.to_string()).unwrap(), table);
        }
    }

    #[test]
    fn cells_decide_with_their_fallbacks() {
        let table = Strategy::casino();
        assert_eq!(table.decide(&hand(11, false, 2, true)), Decision::Buy);
        assert_eq!(table.decide(&hand(11, false, 2, false)), Decision::Twist);
        assert_eq!(table.decide(&hand(16, false, 2, true)), Decision::Stick);
        assert_eq!(table.decide(&hand(16, false, 4, true)), Decision::Buy);
        assert_eq!(table.decide(&hand(17, false, 4, false)), Decision::Twist);
        assert_eq!(
            table.decide(&hand(21, true, 3, false)),
            Decision::Stick,
            "BS without a buy"
        );
        assert_eq!(table.decide(&hand(21, true, 3, true)), Decision::Buy);
        let aces = HandFacts {
            pair: Some(1),
            ..hand(12, true, 2, true)
        };
        assert_eq!(table.decide(&aces), Decision::Split);
        let tens = HandFacts {
            pair: Some(10),
            ..hand(20, false, 2, true)
        };
        assert_eq!(table.decide(&tens), Decision::Stick);
    }

    #[test]
    fn twist_else_stick_and_stick_else_twist_turn_on_the_buy() {
        let mut table = Strategy::casino();
        table.set(false, 16, 3, Code::TwistElseStick);
        table.set(false, 17, 3, Code::StickElseTwist);
        assert_eq!(table.decide(&hand(16, false, 3, true)), Decision::Twist);
        assert_eq!(table.decide(&hand(16, false, 3, false)), Decision::Stick);
        assert_eq!(table.decide(&hand(17, false, 3, true)), Decision::Stick);
        assert_eq!(table.decide(&hand(17, false, 3, false)), Decision::Twist);
        let text = table.to_string();
        assert!(
            text.contains("16      S   TS  B") && text.contains("17      S   ST  T"),
            "{text}"
        );
        assert_eq!(Strategy::parse(&text).unwrap(), table);
    }

    #[test]
    fn a_stick_under_fifteen_twists() {
        let text = Strategy::casino()
            .to_string()
            .replace("14      T   T   B", "14      S   S   S");
        let table = Strategy::parse(&text).unwrap();
        assert_eq!(table.decide(&hand(14, false, 2, true)), Decision::Twist);
    }

    #[test]
    fn bad_tables_say_where() {
        let good = Strategy::casino().to_string();
        let cases = [
            (good.replace("[soft]", "[sof]"), "unknown section [sof]"),
            (
                good.replace("13      T   T   B", "13      T   X   B"),
                "\"X\" is not a code",
            ),
            (
                good.replace("8       yes", "8       maybe"),
                "is not yes or no",
            ),
            (
                good.replace("19      S   S   S\n", ""),
                "hard 19 is missing",
            ),
            (
                good.replace("9       no", "Q       no"),
                "is not a pair rank",
            ),
        ];
        for (text, message) in cases {
            let error = Strategy::parse(&text).unwrap_err();
            assert!(error.to_string().contains(message), "{error}");
        }
        let error = Strategy::parse("[hard]\n3 T T T\n").unwrap_err();
        assert_eq!(error.line, 2);
    }
}
