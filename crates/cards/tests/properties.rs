//! Properties of the card layer for any input: parsing never panics and round-trips, every shuffle
//! and cut is a permutation, and a seed always gives the same order.

use parlour_cards::{Card, CardSource, Pile, ShuffleStream, Shuffler};
use proptest::prelude::*;

fn sorted(pile: &Pile) -> Vec<Card> {
    let mut cards: Vec<Card> = pile.iter().collect();
    cards.sort();
    cards
}

proptest! {
    #[test]
    fn parsing_any_text_never_panics(text in "\\PC{0,6}") {
        if let Ok(card) = text.parse::<Card>() {
            // Whatever parses prints as canonical notation that parses back to the same card.
            prop_assert_eq!(card.to_string().parse::<Card>().unwrap(), card);
        }
    }

    #[test]
    fn notation_round_trips(index in 0usize..52, symbols in any::<bool>(), ten in any::<bool>()) {
        let card = Card::from_index(index);
        let mut text = if symbols { format!("{card:#}") } else { card.to_string() };
        if ten {
            text = text.replacen('T', "10", 1);
        }
        prop_assert_eq!(text.parse::<Card>().unwrap(), card);
    }

    #[test]
    fn shuffles_and_cuts_keep_every_card(seed in any::<u64>(), packs in 1usize..4, rounds in 1usize..4) {
        let mut pile = Pile::fresh(packs);
        let mut shuffler = Shuffler::seeded(ShuffleStream::new(seed));
        for _ in 0..rounds {
            shuffler.shuffle_and_cut(&mut pile);
        }
        prop_assert_eq!(sorted(&pile), sorted(&Pile::fresh(packs)));
    }

    #[test]
    fn a_seed_always_deals_the_same_pack(seed in any::<u64>()) {
        let deal = |seed| {
            let mut source = CardSource::seeded(1, seed);
            source.shuffler.shuffle_and_cut(&mut source.pile);
            source.pile.iter().collect::<Vec<Card>>()
        };
        prop_assert_eq!(deal(seed), deal(seed));
    }

    #[test]
    fn draws_are_below_their_bound(seed in any::<u64>(), bound in 1u32..) {
        let mut stream = ShuffleStream::new(seed);
        prop_assert!(stream.below(bound) < bound);
    }

    #[test]
    fn a_stacked_deck_is_the_whole_pack(indices in proptest::collection::vec(0usize..52, 0..20)) {
        let top: Vec<Card> = indices.iter().map(|&i| Card::from_index(i)).collect();
        match CardSource::stacked(1, &top) {
            Ok(source) => {
                prop_assert_eq!(sorted(&source.pile), sorted(&Pile::fresh(1)));
                prop_assert!(source.pile.iter().take(top.len()).eq(top.iter().copied()));
            }
            Err(error) => {
                // Only a repeated card makes a one-pack deck impossible.
                prop_assert!(top.iter().filter(|&&c| c == error.card).count() > 1);
            }
        }
    }
}
