//! The rules of a Palace Poker table in words (docs/rules/palace.md §7), a paragraph each, written
//! from the rules in force ([`parlour_engine::RuleSet::describe`]).

use parlour_engine::Said;

use crate::{Betting, Exclusion, Rules};

/// The rules of a Palace Poker table (docs/rules/palace.md §7), a paragraph each, and its keys.
pub(crate) fn palace(rules: &Rules) -> Vec<Said> {
    let (small, big) = (rules.small_bet, rules.big_bet);
    // What a banner excludes, and how bets are made: each message chooses its words by these.
    let by = match rules.exclusion {
        Exclusion::Suit => "suit",
        Exclusion::Rank => "rank",
    };
    let betting = match rules.betting {
        Betting::Limit => "limit",
        Betting::NoLimit => "no-limit",
    };
    vec![
        Said::new("rules-palace-title")
            .with("betting", betting)
            .with("small", small)
            .with("big", big)
            .with("ante", rules.ante()),
        Said::new("rules-palace-deal"),
        Said::new("rules-palace-turn")
            .with("small", small)
            .with("most", rules.max_soldiers),
        Said::new("rules-palace-attack")
            .with("by", by)
            .with("betting", betting)
            .with("small", small)
            .with("big", big),
        Said::new("rules-palace-battle").with("by", by),
        Said::new("rules-palace-end").with("by", by),
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
        .iter()
        .map(Said::english)
        .collect::<Vec<_>>()
        .join("\n");
        assert!(page.contains("no-limit 5/10, ante 2"));
        assert!(page.contains("a player of another banner rank"));
        assert!(page.contains("or your bet if larger"));
    }
}
