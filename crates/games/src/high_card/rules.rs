//! The rules of a high-card table: the ante and the most a bet may be.

use parlour_engine::rules::{CHIP_VALUES, OptionDoc, check_chip_bounds};
use parlour_engine::{RuleSet, Stakes};
use serde::{Deserialize, Serialize};

/// Every option of high card.
pub const OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        name: "ante",
        values: CHIP_VALUES,
        meaning_id: "rules-meaning-high-card-ante",
    },
    OptionDoc {
        name: "max_bet",
        values: "ante to 1,000,000,000,000",
        meaning_id: "rules-meaning-high-card-max_bet",
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

    fn describe(&self) -> Vec<parlour_engine::Said> {
        vec![
            parlour_engine::Said::new("rules-high-card")
                .with("ante", self.ante)
                .with("most", self.max_bet),
        ]
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
