//! The rules of a table in words, a paragraph each, written from the rules in force (variations
//! included), so a rules page never describes a game other than the one on the table: the terminal
//! client's `?` page and the browser's rules page both show these ([`parlour_engine::RuleSet::describe`]).

use crate::Preset;
use crate::Rules;
use crate::casino::{CasinoPreset, CasinoRules};

/// The rules of a home table, a paragraph each.
pub(crate) fn home(rules: &Rules) -> Vec<String> {
    let cover = if rules.cover_factor() == 4 {
        "four times"
    } else {
        "twice"
    };
    let mut lines = vec![
        match rules.preset {
            Preset::Traditional => "Traditional Pontoon: a player holds the bank and deals.".to_string(),
            Preset::Shoot => "Shoot Pontoon: traditional Pontoon with shoot bets against the banker's kitty.".to_string(),
        },
        format!(
            "Stakes {} to {}; your chips must cover {cover} everything you have at risk.",
            rules.min_stake, rules.max_stake
        ),
        "Aces count 1 or 11, pictures and tens 10. Best is a Pontoon (an ace and a ten-count), then a \
         Five Card Trick (five cards, 21 or less), then 21, then the highest total. Ties go to the banker."
            .to_string(),
        format!(
            "Buy a card face down (the 3rd for S to 2S, later ones up to the last price) or twist one \
             face up (no buying after a twist); stick on {} or more. Split a pair{} into up to {} hands.",
            rules.stick_min,
            if rules.aces_only_split { " of aces only" } else { "" },
            rules.max_split_hands
        ),
        format!(
            "The banker turns his cards and draws as he likes, then pays hands that beat his total: \
             Pontoons {}x, Five Card Tricks 2x. His Five Card Trick takes 2x from all but Pontoons; his \
             Pontoon at the deal collects {}x. An unsplit Pontoon takes the bank.",
            rules.player_pontoon_pays, rules.banker_pontoon_collects
        ),
    ];
    let mut variations = Vec::new();
    if rules.banker_may_double {
        variations.push("the banker may double all bets after the stakes".to_string());
    }
    if rules.no_fifth_card_buy_under_12 {
        variations.push("no buying a fifth card on 11 or less".to_string());
    }
    if rules.royal_pontoon {
        variations.push(format!(
            "a player's 7-7-7 is a Royal Pontoon, paid {}x",
            rules.royal_pontoon_pays
        ));
    }
    if rules.picture_beats_ten {
        variations.push("A + picture beats A + T".to_string());
    }
    if rules.natural_beats_plain {
        variations.push("A-K and A-Q beat A-J and A-T".to_string());
    }
    if rules.ace_ten_not_pontoon {
        variations.push("A-T is an ordinary 21".to_string());
    }
    if let Some(total) = rules.burn.total() {
        variations.push(format!("a two-card hard {total} may be burnt"));
    }
    if variations.is_empty() {
        lines.push("No variations are played.".to_string());
    } else {
        lines.push(format!("Variations: {}.", variations.join("; ")));
    }
    if rules.shoot {
        lines.push(format!(
            "Shoot: the banker puts up a kitty ({} to {}). Shoot bets, after the stakes and before a \
             fourth card, never exceed it; they win or lose 1:1 with their hand.",
            rules.kitty_min, rules.kitty_max
        ));
    }
    lines
}

/// The rules of a casino table, a line each.
pub(crate) fn casino(rules: &CasinoRules) -> Vec<String> {
    vec![
        match rules.preset {
            CasinoPreset::Casino => format!(
                "Casino Pontoon: the house deals from a shoe of {}.",
                parlour_engine::count(u64::from(rules.packs), "pack")
            ),
            CasinoPreset::PontoonBlackjack => format!(
                "Pontoon Blackjack: the house deals from {}, shuffled before every round.",
                parlour_engine::count(u64::from(rules.packs), "pack")
            ),
        },
        format!(
            "Bets {} to {}. Both dealer cards stay face down until you have all played.",
            rules.min_stake, rules.max_stake
        ),
        "A dealer Pontoon takes every bet at once. Twist on 14 or less; stick on 15 or more."
            .to_string(),
        format!(
            "Buy (double) once a hand, on 2 to 4 cards. Split {} up to {} hands.",
            if rules.split_by_value {
                "any two cards of one value"
            } else {
                "a pair"
            },
            rules.max_hands
        ),
        format!(
            "The dealer hits 16 or less{}, stops at five cards.",
            if rules.dealer_hits_soft_17 {
                " and a soft 17"
            } else {
                ", stands on every 17"
            }
        ),
        "Wins pay 1:1; a Pontoon or Five Card Trick 2:1. Ties go to the dealer.".to_string(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Burn;

    #[test]
    fn the_words_follow_the_rules_in_force() {
        let plain = home(&Rules::default()).join("\n");
        assert!(plain.contains("No variations are played."));
        assert!(plain.contains("stick on 15 or more"));
        let varied = Rules {
            stick_min: 16,
            royal_pontoon: true,
            burn: Burn::Thirteen,
            ..Preset::Shoot.rules()
        };
        let page = home(&varied).join("\n");
        assert!(page.contains("stick on 16 or more"));
        assert!(page.contains("Royal Pontoon, paid 3x"));
        assert!(page.contains("hard 13 may be burnt"));
        assert!(page.contains("kitty (20 to 200)"));
        let casino_page = casino(&CasinoPreset::Casino.rules()).join("\n");
        assert!(casino_page.contains("shoe of 8 packs"));
        assert!(casino_page.contains("and a soft 17"));
        let blackjack = casino(&CasinoPreset::PontoonBlackjack.rules()).join("\n");
        assert!(blackjack.contains("from 1 pack, shuffled before every round"));
    }
}
