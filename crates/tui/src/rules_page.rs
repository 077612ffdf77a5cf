//! The `?` page: the rules of the table in play, written from the rules in force, variations
//! included, so it never describes a game other than the one on the screen.

use parlour_palace::{Betting, Exclusion};
#[cfg(test)]
use parlour_pontoon::Burn;
use parlour_pontoon::casino::{CasinoPreset, CasinoRules};
use parlour_pontoon::{Preset, Rules};

use crate::draw::wrap_rows;
use crate::face::Table;

/// The rules of a home table, a paragraph each.
pub fn home(rules: &Rules) -> Vec<String> {
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
pub fn casino(rules: &CasinoRules) -> Vec<String> {
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
        "Keys: Enter stick or bet, + twist, * buy, / split, 0 repeat your last bet, n pass."
            .to_string(),
    ]
}

/// The rules of a Palace Poker table (docs/rules/palace.md §7), a paragraph each, and its keys.
pub fn palace(rules: &parlour_palace::Rules) -> Vec<String> {
    let (small, big) = (rules.small_bet, rules.big_bet);
    let kind = match rules.exclusion {
        Exclusion::Suit => "suit",
        Exclusion::Rank => "rank",
    };
    let (bet, call, raise) = match rules.betting {
        Betting::Limit => (
            format!("exactly (your soldiers + 1) × {small}"),
            format!("(their soldiers + 1) × {small}"),
            format!("raise {big}"),
        ),
        Betting::NoLimit => (
            format!("(your soldiers + 1) × {small} or more"),
            format!("(their soldiers + 1) × {small}, or your bet if larger"),
            format!("raise {big} or more"),
        ),
    };
    let betting = match rules.betting {
        Betting::Limit => "limit",
        Betting::NoLimit => "no-limit",
    };
    vec![
        format!(
            "Palace Poker, {betting} {small}/{big}, ante {}: all betting is heads-up.",
            rules.ante()
        ),
        "Everyone gets a face-up banner (no two of a suit within a group of four seats) and three \
         face-down palace cards that only they see."
            .to_string(),
        format!(
            "Your turn: buy a face-up soldier for {small} (then let go of any; keep {} at most), \
             discard soldiers free, attack, stay or fold.",
            rules.max_soldiers
        ),
        format!(
            "Attack a player of another banner {kind}, betting {bet}. They fold (you capture \
             their banner and soldiers), call for {call}, or {raise}, and so on until a call or a \
             fold."
        ),
        format!(
            "A called battle shows both palaces: each side's best five of banner, soldiers and \
             palace, less cards of the other's banner {kind}. Tied: more of your own banner {kind} \
             wins; still tied, both are out (the last two split the pot)."
        ),
        format!(
            "The hand ends with one player left, when those left share a banner {kind}, or after a \
             quiet round (no buy or battle all round) at a showdown of best fives, nothing \
             excluded. Two left of different banners must fight instead."
        ),
        format!(
            "Keys: b buy, d discard, a attack, s stay, f fold, c call, r raise, n/Enter deal; \
             choose by number (or ←→, Space), then Enter; Esc goes back{}.",
            if rules.betting == Betting::NoLimit {
                "; +/- change a bet"
            } else {
                ""
            }
        ),
    ]
}

/// The rules page's rows at `width`: its paragraphs wrapped, a blank row between them, the keys.
pub fn rules_rows(table: &Table, width: usize) -> Vec<String> {
    table
        .rules_page()
        .iter()
        .flat_map(|paragraph| wrap_rows(paragraph, width))
        .collect()
}

/// How many rows of the rules page a terminal of `height` shows: all but the borders and the hint.
pub fn rules_visible(height: u16) -> usize {
    usize::from(height.saturating_sub(3)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_follows_the_rules_in_force() {
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
        let palace_page = palace(&parlour_palace::Rules {
            exclusion: Exclusion::Rank,
            betting: Betting::NoLimit,
            ..parlour_palace::Rules::default()
        })
        .join("\n");
        assert!(palace_page.contains("no-limit 5/10, ante 2"));
        assert!(palace_page.contains("a player of another banner rank"));
        assert!(palace_page.contains("or your bet if larger"));
        assert!(casino_page.contains("shoe of 8 packs"));
        assert!(casino_page.contains("and a soft 17"));
    }
}
