//! Hand evaluation checked against hands worked out by hand: categories, kickers, partial hands,
//! the cards that make a hand, and the exclusions.

use super::*;

fn hand(text: &str) -> HandValue {
    best_hand(CardSet::of(parlour_cards::cards(text).unwrap()))
}

#[test]
fn every_category_is_found_and_named() {
    let cases = [
        (
            "AS KS QS JS TS 2D 3C",
            Category::StraightFlush,
            "royal flush",
        ),
        (
            "9H 8H 7H 6H 5H AS AD",
            Category::StraightFlush,
            "straight flush, nine high",
        ),
        (
            "5D 4D 3D 2D AD KS",
            Category::StraightFlush,
            "straight flush, five high",
        ),
        (
            "7C 7D 7H 7S KD 2C",
            Category::Quads,
            "four sevens, king kicker",
        ),
        (
            "QC QD QH 5S 5D 5C",
            Category::FullHouse,
            "full house, queens over fives",
        ),
        (
            "AH 9H 6H 4H 2H KS KD",
            Category::Flush,
            "flush, ace, nine, six, four and two",
        ),
        (
            "AS 2D 3C 4H 5S 9D",
            Category::Straight,
            "straight, five high",
        ),
        (
            "TS JD QC KH AS 2D",
            Category::Straight,
            "straight, ace high",
        ),
        (
            "6S 6D 6C AH 2D",
            Category::Trips,
            "three sixes, kickers ace and two",
        ),
        (
            "KS KD 5C 5H AD 2S",
            Category::TwoPair,
            "two pair, kings and fives, ace kicker",
        ),
        (
            "9S 9D AC 4H 2S",
            Category::Pair,
            "pair of nines, kickers ace, four and two",
        ),
        (
            "AS KD 9C 4H 2S",
            Category::HighCard,
            "ace high, then king, nine, four and two",
        ),
    ];
    for (cards, category, name) in cases {
        let value = hand(cards);
        assert_eq!(value.category(), category, "{cards}");
        assert_eq!(value.name(), name, "{cards}");
    }
}

#[test]
fn kickers_decide_between_equal_categories() {
    assert!(hand("9S 9D AC 4H 2S") > hand("9H 9C KC QH JS"));
    assert!(hand("KS KD 5C 5H AD") > hand("KH KC 5D 5S QD"));
    assert!(hand("KS KD 5C 5H 2D") > hand("QH QC JD JS AD"));
    assert!(hand("AS KD 9C 4H 3S") > hand("AS KD 9C 4H 2S"));
    assert_eq!(
        hand("AS KD 9C 4H 2S"),
        hand("AH KC 9D 4S 2C"),
        "suits do not matter"
    );
    assert!(
        hand("6S 5D 4C 3H 2S") > hand("5S 4D 3C 2H AS"),
        "the wheel is the lowest straight"
    );
    // The best five of nine: the two pair plays its best kicker.
    assert_eq!(hand("KS KD 5C 5H 9D 8S 7C 3D 2H"), hand("KS KD 5C 5H 9D"));
    // Three pairs: the third pair's rank may be the kicker.
    assert_eq!(
        hand("KS KD 5C 5H QD QS 2C").name(),
        "two pair, kings and queens, five kicker"
    );
    // Two sets of trips make a full house.
    assert_eq!(
        hand("9S 9D 9C 4H 4S 4D").name(),
        "full house, nines over fours"
    );
}

#[test]
fn partial_hands_rank_by_what_they_hold() {
    assert_eq!(hand("KS KD").category(), Category::Pair);
    assert_eq!(hand("KS KD").name(), "pair of kings");
    assert_eq!(hand("KS KD 5C 5H").category(), Category::TwoPair);
    assert_eq!(hand("7C 7D 7H 7S").category(), Category::Quads);
    assert_eq!(hand("AS").name(), "ace high");
    assert_eq!(best_hand(CardSet::EMPTY).name(), "no cards");
    // Fewer kickers rank below more, all else equal; a pair beats any high card.
    assert!(hand("KS KD 5C") > hand("KS KD"));
    assert!(hand("2S 2D") > hand("AS KD QC JH 9S"));
    // Four cards of a suit or of a run are not a flush or a straight.
    assert_eq!(hand("AS KS QS JS").category(), Category::HighCard);
}

/// Two hands of one name are equal hands, and a better hand never has a worse-looking name:
/// the kickers that decide are all named.
#[test]
fn hands_of_one_name_are_equal() {
    assert_ne!(hand("AS KD 9C 4H 2S").name(), hand("AS KD 8C 4H 2S").name());
    assert_ne!(hand("9S 9D AC 4H 3S").name(), hand("9S 9D AC 4H 2S").name());
    assert_ne!(hand("AH 9H 6H 4H 3H").name(), hand("AH 9H 6H 4H 2H").name());
    assert_eq!(hand("KS KD").name(), "pair of kings");
    assert_eq!(hand("AS KD").name(), "ace high, then king");
}

#[test]
fn the_cards_that_make_a_hand() {
    let show = |text: &str| -> String {
        let set = CardSet::of(parlour_cards::cards(text).unwrap());
        let cards = best_hand(set).cards(set);
        cards
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(show("KS KD 5C 5H 9D 8S 7C 3D 2H"), "KD KS 5C 5H 9D");
    assert_eq!(show("5D 4D 3D 2D AD KS"), "5D 4D 3D 2D AD");
    assert_eq!(show("AS 2D 3C 4H 5S 9D"), "5S 4H 3C 2D AS");
    assert_eq!(show("AH 9H 6H 4H 2H 3H KS KD"), "AH 9H 6H 4H 3H");
    assert_eq!(show("QC QD QH 5S 5D 5C"), "QC QD QH 5C 5D");
    assert_eq!(show("7C 7D 7H 7S KD 2C"), "7C 7D 7H 7S KD");
    assert_eq!(show("AS KD"), "AS KD");
    assert!(show("").is_empty());
}

#[test]
fn exclusion_leaves_out_a_suit_or_a_rank() {
    let set = CardSet::of(parlour_cards::cards("AH KH QH JH TH 2C").unwrap());
    assert_eq!(best_hand(set).name(), "royal flush");
    let without_hearts = set.without_suit(Suit::Hearts);
    assert_eq!(without_hearts.len(), 1);
    assert_eq!(best_hand(without_hearts).name(), "two high");
    let without_aces = set.without_rank(Rank::Ace);
    assert_eq!(
        best_hand(without_aces).name(),
        "king high, then queen, jack, ten and two",
        "four hearts are no flush"
    );
    assert_eq!(set.count_suit(Suit::Hearts), 5);
    assert_eq!(set.count_rank(Rank::Two), 1);
}

/// A hand's parts name the same ranks as its English name, in the same order: what a client says
/// in another language is the hand the English says.
#[test]
fn a_hands_parts_are_its_name_in_pieces() {
    use Rank::*;
    let cases = [
        ("AS KS QS JS TS 2D 3C", "royal_flush", vec![], vec![]),
        ("9H 8H 7H 6H 5H AS AD", "straight_flush", vec![Nine], vec![]),
        ("7C 7D 7H 7S KD 2C", "quads", vec![Seven], vec![King]),
        ("QC QD QH 5S 5D 5C", "full_house", vec![Queen, Five], vec![]),
        (
            "AH 9H 6H 4H 2H KS KD",
            "flush",
            vec![],
            vec![Ace, Nine, Six, Four, Two],
        ),
        ("AS 2D 3C 4H 5S 9D", "straight", vec![Five], vec![]),
        ("6S 6D 6C AH 2D", "trips", vec![Six], vec![Ace, Two]),
        ("KS KD 5C 5H AD 2S", "two_pair", vec![King, Five], vec![Ace]),
        ("9S 9D AC 4H 2S", "pair", vec![Nine], vec![Ace, Four, Two]),
        (
            "AS KD 9C 4H 2S",
            "high",
            vec![Ace],
            vec![King, Nine, Four, Two],
        ),
        ("AS", "high", vec![Ace], vec![]),
    ];
    for (cards, shape, ranks, kickers) in cases {
        let parts = hand(cards).parts();
        assert_eq!(
            (parts.shape, parts.ranks, parts.kickers),
            (shape, ranks, kickers),
            "{cards}"
        );
    }
    assert_eq!(best_hand(CardSet::default()).parts().shape, "none");
}
