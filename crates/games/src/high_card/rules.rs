//! The rules of a high-card table: the ante and the most a bet may be.

use parlour_engine::rules::{CHIP_VALUES, OptionDoc, check_chip_bounds};
use parlour_engine::{RuleSet, Stakes};
use serde::{Deserialize, Serialize};

/// Every option of high card.
pub const OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        name: "ante",
        values: CHIP_VALUES,
        meaning: "what each player pays to be dealt in",
    },
    OptionDoc {
        name: "max_bet",
        values: "ante to 1,000,000,000,000",
        meaning: "the most a player may bet after the deal",
    },
];

/// The one preset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    HighCard,
}

/// The rules of a high-card table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    pub preset: Preset,
    pub ante: u64,
    pub max_bet: u64,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            preset: Preset::HighCard,
            ante: 1,
            max_bet: 10,
        }
    }
}

impl RuleSet for Rules {
    fn packs(&self) -> usize {
        1
    }

    fn preset(&self) -> &'static str {
        "high-card"
    }

    fn describe(&self) -> Vec<String> {
        vec![format!(
            "High card: each player pays an ante of {} and is dealt one card face down; each in \
             turn bets up to {} or checks; the highest card, ace high, then by suit, takes the pot.",
            self.ante, self.max_bet
        )]
    }

    fn stakes(&self) -> Stakes {
        Stakes {
            least: self.ante,
            most: self.max_bet,
        }
    }

    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        2..=super::MAX_SEATS
    }

    fn validate(&self) -> Result<(), String> {
        check_chip_bounds(OPTIONS, ("ante", self.ante), ("max_bet", self.max_bet))
    }

    fn table(&self) -> String {
        "high card".into()
    }
}
