//! The rules of a table in words, a paragraph each, written from the rules in force (variations
//! included), so a rules page never describes a game other than the one on the table: the terminal
//! client's `?` page and the browser's rules page both show these ([`parlour_engine::RuleSet::describe`]).

use parlour_engine::Said;

use crate::Preset;
use crate::Rules;
use crate::casino::{CasinoPreset, CasinoRules};

/// The rules of a home table, a paragraph each.
pub(crate) fn home(rules: &Rules) -> Vec<Said> {
    let cover = if rules.cover_factor() == 4 {
        "four"
    } else {
        "two"
    };
    let mut lines = vec![
        Said::new(match rules.preset {
            Preset::Traditional => "rules-home-traditional",
            Preset::Shoot => "rules-home-shoot",
        }),
        Said::new("rules-home-stakes")
            .with("min", rules.min_stake)
            .with("max", rules.max_stake)
            .with("cover", cover),
        Said::new("rules-home-hands"),
        Said::new("rules-home-play")
            .with("stick", rules.stick_min)
            .with("pair", if rules.aces_only_split { "aces" } else { "any" })
            .with("hands", rules.max_split_hands),
        Said::new("rules-home-pays")
            .with("pontoon", rules.player_pontoon_pays)
            .with("collects", rules.banker_pontoon_collects),
    ];
    // Each variation a paragraph of its own: a list glued from phrases would not translate.
    let mut variations = Vec::new();
    if rules.banker_may_double {
        variations.push(Said::new("rules-variation-double"));
    }
    if rules.no_fifth_card_buy_under_12 {
        variations.push(Said::new("rules-variation-no-fifth-buy"));
    }
    if rules.royal_pontoon {
        variations.push(Said::new("rules-variation-royal").with("pays", rules.royal_pontoon_pays));
    }
    if rules.picture_beats_ten {
        variations.push(Said::new("rules-variation-picture-beats-ten"));
    }
    if rules.natural_beats_plain {
        variations.push(Said::new("rules-variation-natural"));
    }
    if rules.ace_ten_not_pontoon {
        variations.push(Said::new("rules-variation-ace-ten"));
    }
    if let Some(total) = rules.burn.total() {
        variations.push(Said::new("rules-variation-burn").with("total", total));
    }
    if variations.is_empty() {
        lines.push(Said::new("rules-home-no-variations"));
    } else {
        lines.push(Said::new("rules-home-variations").with("count", variations.len()));
        lines.extend(variations);
    }
    if rules.shoot {
        lines.push(
            Said::new("rules-home-kitty")
                .with("min", rules.kitty_min)
                .with("max", rules.kitty_max),
        );
    }
    lines
}

/// The rules of a casino table, a line each.
pub(crate) fn casino(rules: &CasinoRules) -> Vec<Said> {
    vec![
        Said::new(match rules.preset {
            CasinoPreset::Casino => "rules-casino-casino",
            CasinoPreset::PontoonBlackjack => "rules-casino-blackjack",
        })
        .with("packs", rules.packs),
        Said::new("rules-casino-bets")
            .with("min", rules.min_stake)
            .with("max", rules.max_stake),
        Said::new("rules-casino-dealer-pontoon"),
        Said::new("rules-casino-buy-split")
            .with(
                "by",
                if rules.split_by_value {
                    "value"
                } else {
                    "pair"
                },
            )
            .with("hands", rules.max_hands),
        Said::new("rules-casino-dealer-draws").with(
            "soft",
            if rules.dealer_hits_soft_17 {
                "hits"
            } else {
                "stands"
            },
        ),
        Said::new("rules-casino-pays"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Burn;

    /// The paragraphs in English, one a line.
    fn english(lines: &[Said]) -> String {
        lines
            .iter()
            .map(Said::english)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_words_follow_the_rules_in_force() {
        let plain = english(&home(&Rules::default()));
        assert!(plain.contains("No variations are played."));
        assert!(plain.contains("stick on 15 or more"));
        let varied = Rules {
            stick_min: 16,
            royal_pontoon: true,
            burn: Burn::Thirteen,
            ..Preset::Shoot.rules()
        };
        let page = english(&home(&varied));
        assert!(page.contains("stick on 16 or more"));
        assert!(page.contains("Royal Pontoon, paid 3x"));
        assert!(page.contains("hard 13 may be burnt"));
        assert!(page.contains("kitty (20 to 200)"));
        let casino_page = english(&casino(&CasinoPreset::Casino.rules()));
        assert!(casino_page.contains("shoe of 8 packs"));
        assert!(casino_page.contains("and a soft 17"));
        let blackjack = english(&casino(&CasinoPreset::PontoonBlackjack.rules()));
        assert!(blackjack.contains("from 1 pack, shuffled before every round"));
    }
}
