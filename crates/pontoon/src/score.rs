//! What a Pontoon hand is worth (docs/rules/pontoon.md §1): totals, soft and hard, and the ranking
//! Pontoon > Five Card Trick > 21 in three or four cards > 20 or less by total > bust.

use parlour_cards::{Card, Rank};
use serde::{Deserialize, Serialize};

use crate::rules::Rules;

/// A card's count with an ace as 1: K, Q, J, T count 10, the rest their pips.
pub fn pips(card: Card) -> u8 {
    match card.rank {
        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
        rank => rank.number(),
    }
}

/// Whether a card counts ten (T, J, Q, K).
pub fn is_ten_count(card: Card) -> bool {
    pips(card) == 10
}

/// A Pontoon: an ace and a ten-count card as a hand's first (and only) two cards.
pub fn is_pontoon(cards: &[Card]) -> bool {
    match cards {
        [a, b] => {
            (a.rank == Rank::Ace && is_ten_count(*b)) || (b.rank == Rank::Ace && is_ten_count(*a))
        }
        _ => false,
    }
}

/// A Pontoon under `rules`: with `ace_ten_not_pontoon`, A-T is an ordinary 21 (§3).
pub fn is_pontoon_under(cards: &[Card], rules: &Rules) -> bool {
    is_pontoon(cards) && !(rules.ace_ten_not_pontoon && cards.iter().any(|c| c.rank == Rank::Ten))
}

/// How a Pontoon ranks against another under `picture_beats_ten` and `natural_beats_plain`
/// (§3): A-K and A-Q are naturals (2) when naturals beat plain Pontoons; A + a picture is 1
/// when pictures beat tens; any other Pontoon is 0. A higher class beats a lower one.
pub fn pontoon_class(cards: &[Card], rules: &Rules) -> u8 {
    let other = cards
        .iter()
        .find(|c| c.rank != Rank::Ace)
        .map_or(Rank::Ace, |c| c.rank);
    match other {
        Rank::King | Rank::Queen if rules.natural_beats_plain => 2,
        Rank::King | Rank::Queen | Rank::Jack if rules.picture_beats_ten => 1,
        _ => 0,
    }
}

/// A Royal Pontoon: three 7s held by a player, where the rules allow it (§3).
pub fn is_royal_pontoon(cards: &[Card], rules: &Rules) -> bool {
    rules.royal_pontoon && cards.len() == 3 && cards.iter().all(|c| c.rank == Rank::Seven)
}

/// The count of a hand of cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    /// Every ace counted as 1. Over 21 means bust.
    pub hard: u8,
    /// Whether the best total counts an ace as 11.
    pub soft: bool,
    /// How many cards.
    pub cards: u8,
}

impl Score {
    pub fn of(cards: impl IntoIterator<Item = Card>) -> Score {
        let mut hard = 0u8;
        let mut aces = false;
        let mut count = 0u8;
        for card in cards {
            hard += pips(card);
            aces |= card.rank == Rank::Ace;
            count += 1;
        }
        Score {
            hard,
            soft: aces && hard + 10 <= 21,
            cards: count,
        }
    }

    /// The best total not over 21 (or the hard total of a bust hand).
    pub fn total(&self) -> u8 {
        if self.soft { self.hard + 10 } else { self.hard }
    }

    pub fn is_bust(&self) -> bool {
        self.hard > 21
    }

    /// A hand may take another card while it has fewer than five cards and a hard total under 21
    /// (so a soft 21 may play on; docs/rules/pontoon.md §1).
    pub fn may_take_card(&self) -> bool {
        self.why_no_card().is_none()
    }

    /// Why this hand may take no more cards, if it may not.
    pub fn why_no_card(&self) -> Option<&'static str> {
        if self.cards >= 5 {
            Some("five_cards")
        } else if self.hard >= 21 {
            Some("hard_21")
        } else {
            None
        }
    }
}

/// How a finished hand ranks against the banker's, best last (so `Ord` compares hands).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ranking {
    Bust,
    /// 21 or less in fewer than five cards; the number of cards does not matter.
    Total(u8),
    FiveCardTrick,
    Pontoon,
    /// A player's three 7s, where the rules allow it: beats everything.
    RoyalPontoon,
}

impl Ranking {
    /// A player's hand under the standard rules.
    pub fn of(cards: &[Card]) -> Ranking {
        Ranking::under(cards, &Rules::default(), true)
    }

    /// A hand under `rules`; `player` is false for the banker (whose 7-7-7 is an ordinary 21).
    pub fn under(cards: &[Card], rules: &Rules, player: bool) -> Ranking {
        let score = Score::of(cards.iter().copied());
        if score.is_bust() {
            Ranking::Bust
        } else if is_pontoon_under(cards, rules) {
            Ranking::Pontoon
        } else if player && is_royal_pontoon(cards, rules) {
            Ranking::RoyalPontoon
        } else if score.cards >= 5 {
            Ranking::FiveCardTrick
        } else {
            Ranking::Total(score.total())
        }
    }
}

/// A hand's best total (its hard total if bust), and whether an ace counts 11 in it: what the
/// pages show in a hand's box, for a viewer who sees every card of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Total {
    pub total: u8,
    pub soft: bool,
}

impl Total {
    /// The total of `cards`, if every one is seen.
    pub fn of(cards: &[Option<Card>]) -> Option<Total> {
        let cards: Option<Vec<Card>> = cards.iter().copied().collect();
        let score = Score::of(cards?);
        Some(Total {
            total: score.total(),
            soft: score.soft,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect()
    }

    fn score(text: &str) -> Score {
        Score::of(hand(text))
    }

    #[test]
    fn aces_count_one_or_eleven_whichever_is_better() {
        assert_eq!(score("AS 9D").total(), 20);
        assert!(score("AS 9D").soft);
        assert_eq!(score("AS 9D 5C").total(), 15);
        assert!(!score("AS 9D 5C").soft);
        assert_eq!(score("AS AD").total(), 12);
        assert_eq!(score("AS AD 9C").total(), 21);
        assert_eq!(score("KS QD").total(), 20);
        assert_eq!(score("KS QD 2C").hard, 22);
        assert!(score("KS QD 2C").is_bust());
    }

    #[test]
    fn soft_21_may_play_on_hard_21_and_five_cards_stop() {
        assert!(score("AS 5D 5C").may_take_card(), "soft 21 in three cards");
        assert!(!score("7S 7D 7C").may_take_card(), "hard 21");
        assert!(!score("2S 2D 2C 3H 4S").may_take_card(), "five cards");
        assert!(score("2S 2D 2C 3H").may_take_card());
    }

    #[test]
    fn only_an_ace_and_a_ten_count_make_a_pontoon() {
        assert!(is_pontoon(&hand("AS KD")));
        assert!(is_pontoon(&hand("TD AS")));
        assert!(!is_pontoon(&hand("AS 9D")));
        assert!(!is_pontoon(&hand("AS 5D 5C")));
        assert!(!is_pontoon(&hand("KS QD")));
    }

    #[test]
    fn the_pagat_example_chain_ranks_in_order() {
        // A-J beats 7-3-4-2-2 (FCT) beats 9-8-4 (21) beats 9-A (20) beats 9-6-A (16).
        let chain = ["AS JD", "7S 3D 4C 2H 2S", "9S 8D 4C", "9S AD", "9S 6D AC"];
        let ranks: Vec<Ranking> = chain.iter().map(|h| Ranking::of(&hand(h))).collect();
        assert_eq!(
            ranks,
            [
                Ranking::Pontoon,
                Ranking::FiveCardTrick,
                Ranking::Total(21),
                Ranking::Total(20),
                Ranking::Total(16)
            ]
        );
        for pair in ranks.windows(2) {
            assert!(pair[0] > pair[1], "{pair:?}");
        }
        assert!(Ranking::Total(16) > Ranking::Bust);
    }

    #[test]
    fn variations_change_what_a_pontoon_is() {
        let mut rules = Rules::default();
        assert_eq!(
            Ranking::under(&hand("AS TD"), &rules, true),
            Ranking::Pontoon
        );
        rules.ace_ten_not_pontoon = true;
        assert_eq!(
            Ranking::under(&hand("AS TD"), &rules, true),
            Ranking::Total(21)
        );
        assert_eq!(
            Ranking::under(&hand("AS JD"), &rules, true),
            Ranking::Pontoon
        );

        let mut rules = Rules::default();
        assert_eq!(
            Ranking::under(&hand("7S 7D 7C"), &rules, true),
            Ranking::Total(21)
        );
        rules.royal_pontoon = true;
        assert_eq!(
            Ranking::under(&hand("7S 7D 7C"), &rules, true),
            Ranking::RoyalPontoon
        );
        assert_eq!(
            Ranking::under(&hand("7S 7D 7C"), &rules, false),
            Ranking::Total(21)
        );
        assert!(Ranking::RoyalPontoon > Ranking::Pontoon);
    }

    #[test]
    fn pictures_and_naturals_rank_pontoons() {
        let classes = |rules: &Rules| {
            ["AS TD", "AS JD", "QD AS", "AS KD"].map(|h| pontoon_class(&hand(h), rules))
        };
        let mut rules = Rules::default();
        assert_eq!(classes(&rules), [0, 0, 0, 0]);
        rules.picture_beats_ten = true;
        assert_eq!(classes(&rules), [0, 1, 1, 1]);
        rules.natural_beats_plain = true;
        assert_eq!(classes(&rules), [0, 1, 2, 2]);
        rules.picture_beats_ten = false;
        assert_eq!(classes(&rules), [0, 0, 2, 2]);
    }

    #[test]
    fn the_number_of_cards_does_not_matter_below_five() {
        assert_eq!(
            Ranking::of(&hand("9S KD")),
            Ranking::of(&hand("9S 2D 3C 5H"))
        );
        assert_eq!(Ranking::of(&hand("KS QD 5C 2H 3S")), Ranking::Bust);
    }
}
