//! Palace Poker in plain words: what an opponent's banner keeps from counting ("your hearts do not
//! count against a heart banner"), and the hands cards make ("pair of queens, king kicker"), in the
//! player's language. A hand is named from its shape (the poker crate's value and the cards that
//! make it), by the same messages the browser says it with (`palace-hand-*`, `palace-rank`).

use parlour_cards::{Card, Rank, Suit};
use parlour_palace::{Exclusion, InRound};
use parlour_poker::{CardSet, best_hand};

use crate::speak::{Words, and_list, say};

/// A rank as the catalogues name it: `two` … `ace` (the poker crate's English word for it).
pub fn rank_key(rank: Rank) -> &'static str {
    parlour_poker::rank_word(rank)
}

/// A suit as the catalogues name it: `club`, `diamond`, `heart`, `spade`.
pub fn suit_key(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "club",
        Suit::Diamonds => "diamond",
        Suit::Hearts => "heart",
        Suit::Spades => "spade",
    }
}

/// The cards of `cards` that count against an opponent whose banner is `banner`.
pub fn counted(exclusion: Exclusion, banner: Card, cards: &[Card]) -> CardSet {
    let set = CardSet::of(cards.iter().copied());
    match exclusion {
        Exclusion::Suit => set.without_suit(banner.suit),
        Exclusion::Rank => set.without_rank(banner.rank),
    }
}

/// What an opponent's banner keeps of `mine` from counting, in words: "your hearts do not count
/// against a heart banner", or "you hold no hearts, so all count against a heart banner".
pub fn exclusion(words: &Words, exclusion: Exclusion, banner: Card, mine: &[Card]) -> String {
    let held = if counted(exclusion, banner, mine).len() as usize == mine.len() {
        "none"
    } else {
        "some"
    };
    match exclusion {
        Exclusion::Suit => say!(
            words,
            "terminal-exclusion-suit",
            held = held,
            suit = suit_key(banner.suit)
        ),
        Exclusion::Rank => say!(
            words,
            "terminal-exclusion-rank",
            held = held,
            rank = rank_key(banner.rank)
        ),
    }
}

/// Every card of a player's that the viewer can see: banner, soldiers and palace.
pub fn seen(player: &InRound<Option<Card>>) -> Vec<Card> {
    player.seen_cards().collect()
}

/// The best hand a set of cards makes, in words: "pair of queens, king kicker", from the hand's
/// parts as the poker crate names them ([`parlour_poker::HandValue::parts`]), the same parts the
/// server sends a page.
pub fn hand_name(words: &Words, set: CardSet) -> String {
    let parts = best_hand(set).parts();
    let one = |rank: Rank| say!(words, "palace-rank", rank = rank_key(rank));
    let many = |rank: Rank| say!(words, "palace-ranks", rank = rank_key(rank));
    let list = |ranks: &[Rank]| {
        let said: Vec<String> = ranks.iter().map(|&rank| one(rank)).collect();
        and_list(words, &said)
    };
    let (ranks, kickers) = (parts.ranks.as_slice(), parts.kickers.as_slice());
    // The hand without its kickers; a high card and a flush list theirs in the hand's own words.
    let shape = match (parts.shape, ranks) {
        ("high", [high]) if kickers.is_empty() => {
            return say!(words, "palace-hand-high", rank = one(*high));
        }
        ("high", [high]) => {
            return say!(
                words,
                "palace-hand-high-then",
                rank = one(*high),
                list = list(kickers)
            );
        }
        ("flush", []) => return say!(words, "palace-hand-flush", list = list(kickers)),
        ("pair", [pair]) => say!(words, "palace-hand-pair", ranks = many(*pair)),
        ("two_pair", [high, low]) => say!(
            words,
            "palace-hand-two-pair",
            ranks = many(*high),
            second = many(*low)
        ),
        ("trips", [three]) => say!(words, "palace-hand-trips", ranks = many(*three)),
        ("straight", [top]) => say!(words, "palace-hand-straight", rank = one(*top)),
        ("full_house", [three, two]) => say!(
            words,
            "palace-hand-full-house",
            ranks = many(*three),
            second = many(*two)
        ),
        ("quads", [four]) => say!(words, "palace-hand-quads", ranks = many(*four)),
        ("straight_flush", [top]) => {
            say!(words, "palace-hand-straight-flush", rank = one(*top))
        }
        ("royal_flush", []) => say!(words, "palace-hand-royal-flush"),
        _ => return say!(words, "palace-hand-none"),
    };
    match kickers {
        [] => shape,
        [kicker] => say!(
            words,
            "palace-hand-kicker",
            hand = shape,
            rank = one(*kicker)
        ),
        more => say!(
            words,
            "palace-hand-kickers",
            hand = shape,
            list = list(more)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speak::Lang;
    use parlour_cards::cards;

    #[test]
    fn the_exclusion_in_words() {
        let en = Words::new(Lang::En);
        let mine = cards("KH QS QD 4H").unwrap();
        for (exclusion_by, banner, said) in [
            (
                Exclusion::Suit,
                "9H",
                "your hearts do not count against a heart banner",
            ),
            (
                Exclusion::Suit,
                "9C",
                "you hold no clubs, so all count against a club banner",
            ),
            (
                Exclusion::Rank,
                "KC",
                "your kings do not count against a king banner",
            ),
            (
                Exclusion::Rank,
                "AD",
                "you hold no aces, so all count against an ace banner",
            ),
            (
                Exclusion::Rank,
                "8D",
                "you hold no eights, so all count against an eight banner",
            ),
            (
                Exclusion::Rank,
                "6D",
                "you hold no sixes, so all count against a six banner",
            ),
        ] {
            let banner: Card = banner.parse().unwrap();
            assert_eq!(exclusion(&en, exclusion_by, banner, &mine), said);
        }
        let heart: Card = "9H".parse().unwrap();
        assert_eq!(
            hand_name(&en, counted(Exclusion::Suit, heart, &mine)),
            "pair of queens"
        );
        // In Hungarian, in Palace's own words for the hand (a pair of dáma).
        let hu = Words::new(Lang::Hu);
        let pair = hand_name(&hu, counted(Exclusion::Suit, heart, &mine));
        assert!(pair.contains("dáma") && !pair.contains("queen"), "{pair}");
    }

    /// In English, a hand's name is the poker crate's own, for every shape and every count of
    /// cards: thousands of sets drawn from a fixed sequence.
    #[test]
    fn english_hand_names_are_the_poker_crate_s() {
        let en = Words::new(Lang::En);
        let deck: Vec<Card> = cards(
            "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD \
             AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
        )
        .unwrap();
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |below: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % below as u64) as usize
        };
        let mut set_of = |size: usize, runs: bool| {
            let mut set = CardSet(0);
            // Runs and groups come up often enough from a few neighbouring ranks.
            let base = next(9);
            while (set.len() as usize) < size {
                let card = if runs {
                    deck[(base + next(5)) + 13 * next(4)]
                } else {
                    deck[next(52)]
                };
                set = set.with(card);
            }
            set
        };
        for round in 0..20_000 {
            let set = set_of(round % 8, round % 3 == 0);
            assert_eq!(hand_name(&en, set), best_hand(set).name(), "{set:?}");
        }
        let royal = CardSet::of(cards("AS KS QS JS TS").unwrap());
        assert_eq!(hand_name(&en, royal), "royal flush");
        let wheel = CardSet::of(cards("AS 2D 3S 4H 5C").unwrap());
        assert_eq!(hand_name(&en, wheel), "straight, five high");
    }
}
