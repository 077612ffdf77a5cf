//! Poker hand evaluation for Parlour (Palace Poker, docs/rules/palace.md §7).
//!
//! [`best_hand`] ranks the best five-card poker hand among up to nine cards (any number from one):
//! cards are a [`CardSet`], a 64-bit set with one 16-bit lane per suit, so every step is a few bit
//! operations and nothing is allocated. Fewer than five cards rank as a partial hand: high card,
//! pair, two pair, trips or quads (straights, flushes and full houses need five). Palace Poker's
//! exclusion is a mask away: [`CardSet::without_suit`], [`CardSet::without_rank`].
//!
//! A [`HandValue`] orders hands totally, kickers included; a hand with fewer kickers ranks below an
//! otherwise equal hand with more. [`HandValue::name`] says it in words: "two pair, kings and fives,
//! ace kicker".

use std::fmt;

use parlour_cards::{Card, Rank, Suit};

/// A set of cards of one pack: bit `16 × suit + rank`, rank 0 for a deuce up to 12 for an ace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(pub u64);

const LANE: u64 = 0x1FFF;

/// A rank's place in a lane: 0 for a deuce, 12 for an ace.
fn rank_index(rank: Rank) -> u32 {
    u32::from(rank.ace_high()) - 2
}

fn suit_index(suit: Suit) -> u32 {
    suit as u32
}

/// The rank at a lane place (0 for a deuce .. 12 for an ace).
fn rank_at(place: u32) -> Rank {
    // `Rank::ALL` starts with the ace.
    Rank::ALL[(place as usize + 1) % 13]
}

/// The bit of each card, by `256 × suit + rank` with the rank numbered as in [`Rank`] (ace 1, deuce
/// 2 .. king 13): a card's two bytes side by side, read as one number, so that turning nine cards
/// into a set costs little beside ranking them.
static CARD_BIT: [u64; 1024] = {
    let mut bits = [0u64; 1024];
    let mut suit = 0;
    while suit < 4 {
        let mut rank = 1;
        while rank <= 13 {
            // The ace sits above the king, at lane place 12; a deuce at place 0.
            let place = if rank == 1 { 12 } else { rank - 2 };
            bits[256 * suit + rank] = 1 << (16 * suit + place);
            rank += 1;
        }
        suit += 1;
    }
    bits
};

#[inline]
fn bit(card: Card) -> u64 {
    CARD_BIT[(card.suit as usize) << 8 | card.rank as usize]
}

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn of(cards: impl IntoIterator<Item = Card>) -> CardSet {
        CardSet(cards.into_iter().fold(0, |set, card| set | bit(card)))
    }

    pub fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | bit(card))
    }

    pub fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !bit(card))
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & bit(card) != 0
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The cards of the set.
    pub fn cards(self) -> impl Iterator<Item = Card> {
        (0..52)
            .map(Card::from_index)
            .filter(move |&card| self.contains(card))
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set without any card of `suit` (Palace Poker: the opponent's banner suit).
    pub fn without_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & !(LANE << (16 * suit_index(suit))))
    }

    /// The set without any card of `rank` (Palace Poker under `exclusion = rank`).
    pub fn without_rank(self, rank: Rank) -> CardSet {
        let bit = 1u64 << rank_index(rank);
        CardSet(self.0 & !(bit | bit << 16 | bit << 32 | bit << 48))
    }

    /// How many cards of `suit` the set holds.
    pub fn count_suit(self, suit: Suit) -> u32 {
        (self.0 >> (16 * suit_index(suit)) & LANE).count_ones()
    }

    /// How many cards of `rank` the set holds.
    pub fn count_rank(self, rank: Rank) -> u32 {
        let r = rank_index(rank);
        (0..4).map(|s| (self.0 >> (16 * s + r) & 1) as u32).sum()
    }
}

/// The kinds of poker hand, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    Trips,
    Straight,
    Flush,
    FullHouse,
    Quads,
    StraightFlush,
}

impl Category {
    const ALL: [Category; 9] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::Trips,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::Quads,
        Category::StraightFlush,
    ];
}

/// The value of a hand: compare two with `<`, `==`. Bits 26.. the category, 22..26 the first
/// rank that matters, 18..22 the second, 0..13 the kickers as a rank mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct HandValue(pub u32);

const CATEGORY_SHIFT: u32 = 26;
const FIRST_SHIFT: u32 = 22;
const SECOND_SHIFT: u32 = 18;

impl HandValue {
    pub fn category(self) -> Category {
        Category::ALL[(self.0 >> CATEGORY_SHIFT) as usize]
    }

    fn first(self) -> Rank {
        rank_at(self.0 >> FIRST_SHIFT & 0xF)
    }

    fn second(self) -> Rank {
        rank_at(self.0 >> SECOND_SHIFT & 0xF)
    }

    fn kickers(self) -> impl Iterator<Item = Rank> {
        let mask = self.0 & LANE as u32;
        (0..13)
            .rev()
            .filter(move |r| mask & (1 << r) != 0)
            .map(rank_at)
    }

    /// The hand in words: "two pair, kings and fives, ace kicker".
    pub fn name(self) -> String {
        self.to_string()
    }

    /// The hand's name in parts, for a client to say in any language: its shape, the ranks that
    /// name it and the kickers, exactly as [`HandValue::name`] says them in English. A high card
    /// names its highest rank and lists the rest as kickers; a flush lists its five.
    pub fn parts(self) -> Parts {
        let kickers: Vec<Rank> = self.kickers().collect();
        let (shape, ranks, kickers) = match self.category() {
            Category::HighCard => match kickers.split_first() {
                Some((high, rest)) => ("high", vec![*high], rest.to_vec()),
                None => ("none", vec![], vec![]),
            },
            Category::Pair => ("pair", vec![self.first()], kickers),
            Category::TwoPair => ("two_pair", vec![self.first(), self.second()], kickers),
            Category::Trips => ("trips", vec![self.first()], kickers),
            Category::Straight => ("straight", vec![self.first()], vec![]),
            Category::Flush => ("flush", vec![], kickers),
            Category::FullHouse => ("full_house", vec![self.first(), self.second()], vec![]),
            Category::Quads => ("quads", vec![self.first()], kickers),
            Category::StraightFlush if self.first() == Rank::Ace => ("royal_flush", vec![], vec![]),
            Category::StraightFlush => ("straight_flush", vec![self.first()], vec![]),
        };
        Parts {
            shape,
            ranks,
            kickers,
        }
    }
}

/// A hand's name in parts ([`HandValue::parts`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    /// `none`, `high`, `pair`, `two_pair`, `trips`, `straight`, `flush`, `full_house`, `quads`,
    /// `straight_flush` or `royal_flush`.
    pub shape: &'static str,
    /// The ranks that name the hand, first the one that counts most ("kings and fives").
    pub ranks: Vec<Rank>,
    /// The ranks that decide between hands of one name, highest first.
    pub kickers: Vec<Rank>,
}

/// A rank's name in English, the word a hand's name uses for one card: "two" … "ace" (also the
/// key the catalogues name ranks by).
pub fn rank_word(rank: Rank) -> &'static str {
    match rank {
        Rank::Two => "two",
        Rank::Three => "three",
        Rank::Four => "four",
        Rank::Five => "five",
        Rank::Six => "six",
        Rank::Seven => "seven",
        Rank::Eight => "eight",
        Rank::Nine => "nine",
        Rank::Ten => "ten",
        Rank::Jack => "jack",
        Rank::Queen => "queen",
        Rank::King => "king",
        Rank::Ace => "ace",
    }
}

fn plural(rank: Rank) -> String {
    match rank {
        Rank::Six => "sixes".to_string(),
        other => format!("{}s", rank_word(other)),
    }
}

/// Ranks in words, joined: "king", "king and nine", "king, nine and four".
fn ranks_in_words(ranks: &[Rank]) -> String {
    let words: Vec<&str> = ranks.iter().map(|&r| rank_word(r)).collect();
    match words.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Every rank that decides between two hands of one shape is named, so two hands of the same name
/// are equal: "ace high, then king, nine, seven and four"; "pair of kings, kickers ace, nine and
/// four"; "flush, ace, king, nine, seven and four".
impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kickers: Vec<Rank> = self.kickers().collect();
        let with_kickers = |f: &mut fmt::Formatter<'_>| match kickers.as_slice() {
            [] => Ok(()),
            [one] => write!(f, ", {} kicker", rank_word(*one)),
            more => write!(f, ", kickers {}", ranks_in_words(more)),
        };
        match self.category() {
            Category::HighCard => match kickers.split_first() {
                Some((high, [])) => write!(f, "{} high", rank_word(*high)),
                Some((high, rest)) => {
                    write!(
                        f,
                        "{} high, then {}",
                        rank_word(*high),
                        ranks_in_words(rest)
                    )
                }
                None => write!(f, "no cards"),
            },
            Category::Pair => {
                write!(f, "pair of {}", plural(self.first()))?;
                with_kickers(f)
            }
            Category::TwoPair => {
                write!(
                    f,
                    "two pair, {} and {}",
                    plural(self.first()),
                    plural(self.second())
                )?;
                with_kickers(f)
            }
            Category::Trips => {
                write!(f, "three {}", plural(self.first()))?;
                with_kickers(f)
            }
            Category::Straight => write!(f, "straight, {} high", rank_word(self.first())),
            Category::Flush => write!(f, "flush, {}", ranks_in_words(&kickers)),
            Category::FullHouse => write!(
                f,
                "full house, {} over {}",
                plural(self.first()),
                plural(self.second())
            ),
            Category::Quads => {
                write!(f, "four {}", plural(self.first()))?;
                with_kickers(f)
            }
            Category::StraightFlush if self.first() == Rank::Ace => write!(f, "royal flush"),
            Category::StraightFlush => {
                write!(f, "straight flush, {} high", rank_word(self.first()))
            }
        }
    }
}

impl HandValue {
    /// The cards of `set` that make this hand (the value of `set`), best first: the group or run
    /// that names it, then its kickers. Five cards, or all of a smaller set.
    pub fn cards(self, set: CardSet) -> Vec<Card> {
        let of = |rank: Rank, n: usize| -> Vec<Card> {
            Suit::ALL
                .into_iter()
                .map(|suit| Card::new(rank, suit))
                .filter(|&c| set.contains(c))
                .take(n)
                .collect()
        };
        let kickers = self.kickers().flat_map(|r| of(r, 1));
        // The five ranks of a straight from its top down, the ace below a deuce for the wheel.
        let run = |top: Rank| -> Vec<Rank> {
            let top = rank_index(top) as i32;
            (0..5)
                .map(|step| rank_at(((top - step + 13) % 13) as u32))
                .collect()
        };
        let suited = |ranks: &[Rank]| -> Vec<Card> {
            Suit::ALL
                .into_iter()
                .map(|suit| {
                    ranks
                        .iter()
                        .map(|&r| Card::new(r, suit))
                        .collect::<Vec<_>>()
                })
                .find(|cards| cards.iter().all(|&c| set.contains(c)))
                .unwrap_or_default()
        };
        match self.category() {
            Category::HighCard => kickers.collect(),
            Category::Pair => of(self.first(), 2).into_iter().chain(kickers).collect(),
            Category::TwoPair => of(self.first(), 2)
                .into_iter()
                .chain(of(self.second(), 2))
                .chain(kickers)
                .collect(),
            Category::Trips => of(self.first(), 3).into_iter().chain(kickers).collect(),
            Category::Quads => of(self.first(), 4).into_iter().chain(kickers).collect(),
            Category::FullHouse => of(self.first(), 3)
                .into_iter()
                .chain(of(self.second(), 2))
                .collect(),
            Category::Straight => run(self.first())
                .into_iter()
                .flat_map(|r| of(r, 1))
                .collect(),
            Category::Flush => suited(&self.kickers().collect::<Vec<_>>()),
            Category::StraightFlush => suited(&run(self.first())),
        }
    }
}

/// The `n` highest ranks of a rank mask.
const fn top(mask: u32, n: u32) -> u32 {
    let mut kept = mask;
    while kept.count_ones() > n {
        kept &= kept - 1;
    }
    kept
}

/// The high card of the best straight in a rank mask plus one (an ace also plays low), or 0.
const fn straight_plus_one(ranks: u32) -> u32 {
    // Shift up one place so the ace can sit below the deuce at bit 0.
    let m = ranks << 1 | (ranks >> 12 & 1);
    let run = m & m >> 1 & m >> 2 & m >> 3 & m >> 4;
    if run == 0 {
        0
    } else {
        31 - run.leading_zeros() + 4
    }
}

const fn straight_value(ranks: u32, category: Category) -> u32 {
    match straight_plus_one(ranks) {
        0 => 0,
        high => (category as u32) << CATEGORY_SHIFT | (high - 1) << FIRST_SHIFT,
    }
}

/// A table of 8192 entries, one for every 13-bit rank mask: `$value` for the mask bound to `$mask`
/// (a `u32`). A macro, as a `const` initialiser can call no closure.
macro_rules! by_rank_mask {
    ($entry:ty, |$mask:ident| $value:expr) => {{
        let mut table: [$entry; 8192] = [0; 8192];
        let mut index = 0;
        while index < 8192 {
            let $mask = index as u32;
            table[index] = $value;
            index += 1;
        }
        table
    }};
}

/// For every 13-bit rank mask: the best straight in it, or 0.
static STRAIGHT: [u32; 8192] =
    by_rank_mask!(u32, |ranks| straight_value(ranks, Category::Straight));

/// For every 13-bit mask of one suit's ranks: its straight flush or flush, or 0 under five cards.
static FLUSH: [u32; 8192] = by_rank_mask!(u32, |ranks| if ranks.count_ones() < 5 {
    0
} else if straight_plus_one(ranks) != 0 {
    straight_value(ranks, Category::StraightFlush)
} else {
    (Category::Flush as u32) << CATEGORY_SHIFT | top(ranks, 5)
});

/// For every 13-bit rank mask, its highest one, two, three and five ranks in four 16-bit fields:
/// the kickers of quads, trips, a pair and a high-card hand (two pair takes one too).
static KICKERS: [u64; 8192] = by_rank_mask!(u64, |m| top(m, 1) as u64
    | (top(m, 2) as u64) << 16
    | (top(m, 3) as u64) << 32
    | (top(m, 5) as u64) << 48);

/// What a shape of hand takes, by which count groups it holds (see [`best_hand`]): the category
/// bits, the shift that picks its kickers out of [`KICKERS`], whether the second group's rank
/// counts (and leaves the kickers), and whether the hand has kickers at all.
#[derive(Clone, Copy)]
struct Shape {
    category: u32,
    kicker_shift: u32,
    kicker_mask: u32,
    second: u32,
}

const fn shape(category: Category, kickers: u32, second: bool) -> Shape {
    Shape {
        category: (category as u32) << CATEGORY_SHIFT,
        kicker_shift: match kickers {
            0 | 1 => 0,
            2 => 16,
            3 => 32,
            _ => 48,
        },
        kicker_mask: if kickers == 0 { 0 } else { LANE as u32 },
        second: if second { u32::MAX } else { 0 },
    }
}

/// Indexed by `8 × quads + 4 × trips + 2 × (a second pair or better) + (a pair or better)`.
static SHAPES: [Shape; 16] = {
    let high = shape(Category::HighCard, 5, false);
    let pair = shape(Category::Pair, 3, false);
    let two_pair = shape(Category::TwoPair, 1, true);
    let trips = shape(Category::Trips, 2, false);
    let full_house = shape(Category::FullHouse, 0, true);
    let quads = shape(Category::Quads, 1, false);
    [
        high, pair, high, two_pair, // no trips (index 2 cannot happen)
        trips, trips, full_house, full_house, // trips, index 4 cannot happen
        quads, quads, quads, quads, quads, quads, quads, quads,
    ]
};

/// The rank (0 to 12) of a mask's highest rank (0 for an empty mask).
#[inline]
fn top_rank(mask: u32) -> u32 {
    31 - (mask | 1).leading_zeros()
}

/// The best poker hand among the cards of `set` (up to nine; fewer than five make a partial hand).
///
/// Every hand is worked out the same way, with no branch to mispredict: the ranks held at least
/// once, twice, three and four times come from the four suit lanes by bit logic; the biggest group
/// and the next pair or better give the shape (quads, full house, trips, two pair, pair, high card),
/// a small table gives the shape's category and how many kickers it takes, another the kickers;
/// a straight and a flush come from two more tables, and the best of the three values wins.
#[inline]
pub fn best_hand(set: CardSet) -> HandValue {
    let bits = set.0;
    let (a, b, c, d) = (
        (bits & LANE) as usize,
        (bits >> 16 & LANE) as usize,
        (bits >> 32 & LANE) as usize,
        (bits >> 48 & LANE) as usize,
    );
    // With nine cards at most one suit holds five, so the flush values can be or-ed.
    let flush = FLUSH[a] | FLUSH[b] | FLUSH[c] | FLUSH[d];
    let (a, b, c, d) = (a as u32, b as u32, c as u32, d as u32);
    let (ab, cd, a_or_b, c_or_d) = (a & b, c & d, a | b, c | d);
    let any = a_or_b | c_or_d;
    let two = ab | cd | (a_or_b & c_or_d);
    let three = (ab & c_or_d) | (cd & a_or_b);
    let four = ab & cd;
    // The biggest group's top rank, without a branch: groups side by side in one word, the
    // quads highest, and its top bit folded back onto the ranks.
    let groups = u64::from(four) << 26 | u64::from(three) << 13 | u64::from(two);
    let top = 1u64 << (63 - (groups | 1).leading_zeros()) & groups;
    let first = (top >> 26 | top >> 13 | top) as u32 & LANE as u32;
    let first_rank = top_rank(first);
    let rest = two & !first;
    let second_rank = top_rank(rest);
    let index = ((four != 0) as usize) << 3
        | ((three != 0) as usize) << 2
        | ((rest != 0) as usize) << 1
        | (two != 0) as usize;
    let shape = SHAPES[index];
    let second = 1 << second_rank & rest & shape.second;
    let kickers = (KICKERS[(any & !first & !second) as usize] >> shape.kicker_shift) as u32
        & shape.kicker_mask;
    let made = shape.category
        | first_rank << FIRST_SHIFT
        | (second_rank << SECOND_SHIFT & shape.second)
        | kickers;
    HandValue(made.max(STRAIGHT[any as usize]).max(flush))
}

#[cfg(test)]
mod tests;
