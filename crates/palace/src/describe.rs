//! The rules of a Palace Poker table in words (docs/rules/palace.md §7), a paragraph each, written
//! from the rules in force ([`parlour_engine::RuleSet::describe`]).

use crate::{Betting, Exclusion, Rules};

/// The rules of a Palace Poker table (docs/rules/palace.md §7), a paragraph each, and its keys.
pub(crate) fn palace(rules: &Rules) -> Vec<String> {
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
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_follow_the_rules_in_force() {
        let page = palace(&Rules {
            exclusion: Exclusion::Rank,
            betting: Betting::NoLimit,
            ..Rules::default()
        })
        .join("\n");
        assert!(page.contains("no-limit 5/10, ante 2"));
        assert!(page.contains("a player of another banner rank"));
        assert!(page.contains("or your bet if larger"));
    }
}
