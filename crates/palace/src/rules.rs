//! The rules of a Palace Poker table (docs/rules/palace.md §7): the stakes, limit or no-limit, what
//! the opponent's banner excludes, and how many soldiers a player may keep.

use parlour_engine::rules::{CHIP_VALUES, OptionDoc, check_chip_bounds, check_range};
use serde::{Deserialize, Serialize};

/// How big battle bets and raises may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Betting {
    /// An attack bets exactly its minimum; a raise is exactly one big bet.
    Limit,
    /// An attack bets its minimum or more; a raise is one big bet or more.
    NoLimit,
}

/// What a banner keeps from counting, and who may attack whom (docs/rules/palace.md §7.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exclusion {
    /// Cards of the opponent's banner suit do not count; players of one banner suit cannot battle.
    Suit,
    /// Cards of the opponent's banner rank do not count; players of one banner rank cannot battle.
    Rank,
}

/// Every option of Palace Poker, for messages and `parlour rules`.
pub const OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        name: "small_bet",
        values: CHIP_VALUES,
        meaning_id: "rules-meaning-palace-small_bet",
    },
    OptionDoc {
        name: "big_bet",
        values: "small_bet to 1,000,000,000,000",
        meaning_id: "rules-meaning-palace-big_bet",
    },
    OptionDoc {
        name: "betting",
        values: "\"limit\" or \"no_limit\"",
        meaning_id: "rules-meaning-palace-betting",
    },
    OptionDoc {
        name: "exclusion",
        values: "\"suit\" or \"rank\"",
        meaning_id: "rules-meaning-palace-exclusion",
    },
    OptionDoc {
        name: "max_soldiers",
        values: "1 to 20",
        meaning_id: "rules-meaning-palace-max_soldiers",
    },
];

/// The rules of a Palace Poker table. Every option has the `palace` preset's value by default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub preset: Preset,
    /// A buy costs one small bet; battle bets are counted in small bets; the ante is half of one.
    pub small_bet: u64,
    /// A limit raise is one big bet; a no-limit raise at least one.
    pub big_bet: u64,
    pub betting: Betting,
    pub exclusion: Exclusion,
    /// The most soldiers a player may hold at the end of a turn.
    pub max_soldiers: usize,
}

/// The named starting points for a table's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Palace Poker as docs/rules/palace.md §7 states it, limit, 5/10.
    Palace,
}

/// Every Palace Poker preset.
pub const PRESET_NAMES: [&str; 1] = ["palace"];

impl Preset {
    pub fn name(self) -> &'static str {
        match self {
            Preset::Palace => "palace",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        (name == "palace").then_some(Preset::Palace)
    }

    pub fn rules(self) -> Rules {
        Rules {
            preset: self,
            small_bet: 5,
            big_bet: 10,
            betting: Betting::Limit,
            exclusion: Exclusion::Suit,
            max_soldiers: 5,
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::Palace.rules()
    }
}

impl parlour_engine::RuleSet for Rules {
    /// Palace Poker plays with one pack.
    fn packs(&self) -> usize {
        1
    }

    fn preset(&self) -> &'static str {
        self.preset.name()
    }

    fn describe(&self) -> Vec<parlour_engine::Said> {
        crate::describe::palace(self)
    }

    /// A buy's small bet, up to the larger of a big bet and the minimum attack of a player holding
    /// the most soldiers (all a limit game bets; a no-limit bet may go past it).
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        2..=crate::play::seats::MAX_SEATS
    }

    fn stakes(&self) -> parlour_engine::Stakes {
        parlour_engine::Stakes {
            least: self.small_bet,
            most: self.big_bet.max(self.battle_minimum(self.max_soldiers)),
        }
    }

    fn validate(&self) -> Result<(), String> {
        check_chip_bounds(
            OPTIONS,
            ("small_bet", self.small_bet),
            ("big_bet", self.big_bet),
        )?;
        check_range(OPTIONS, "max_soldiers", self.max_soldiers, 1..=20)
    }

    fn table(&self) -> String {
        "Palace Poker".into()
    }
}

impl Rules {
    /// The least a player must hold to be dealt into a hand: the ante in full, and a chip at least.
    pub fn least_to_be_dealt_in(&self) -> u64 {
        self.ante().max(1)
    }

    /// Everyone's ante: half a small bet, rounded down.
    pub fn ante(&self) -> u64 {
        self.small_bet / 2
    }

    /// The least a battle bet may be for a player with `soldiers` soldiers: one small bet for the
    /// banner and one for each soldier. It is also what a defender pays to call.
    pub fn battle_minimum(&self, soldiers: usize) -> u64 {
        (soldiers as u64 + 1) * self.small_bet
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Palace;
    use parlour_engine::record::Recorded;
    use serde_json::json;

    #[test]
    fn the_preset_and_its_options() {
        let rules = Palace::parse_rules(&json!("palace")).unwrap();
        assert_eq!((rules.small_bet, rules.big_bet, rules.ante()), (5, 10, 2));
        assert_eq!(rules.battle_minimum(2), 15);
        let rules = Palace::parse_rules(
            &json!({"betting": "no_limit", "exclusion": "rank", "small_bet": 4, "big_bet": 8}),
        )
        .unwrap();
        assert_eq!(rules.betting, Betting::NoLimit);
        assert_eq!(rules.exclusion, Exclusion::Rank);
        assert_eq!(rules.ante(), 2);
        for (bad, message) in [
            (json!("poker"), "unknown Palace Poker preset"),
            (
                json!({"small_bet": 0}),
                "small_bet must be 1 to 1,000,000,000,000, not 0",
            ),
            (
                json!({"big_bet": 2}),
                "big_bet must be small_bet to 1,000,000,000,000, not 2",
            ),
            (
                json!({"betting": "pot"}),
                "betting must be \"limit\" or \"no_limit\", not \"pot\"",
            ),
            (
                json!({"max_soldiers": 300}),
                "max_soldiers must be 1 to 20, not 300",
            ),
            (json!({"max_soldiers": 0}), "max_soldiers"),
            (json!({"kitty": 5}), "unknown rule option"),
        ] {
            let error = Palace::parse_rules(&bad).unwrap_err();
            assert!(error.contains(message), "{bad}: {error}");
        }
    }
}
