//! The rules of a casino Pontoon table: the house banks and deals (docs/rules/casino.md §5, §6).

use parlour_engine::rules::{CHIP_VALUES, OptionDoc, check_range};
use serde::{Deserialize, Serialize};

/// The casino presets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CasinoPreset {
    /// The online multi-player casino game (§5): 8 packs in a shoe.
    Casino,
    /// Pontoon Blackjack (§6): one pack shuffled before every round.
    PontoonBlackjack,
}

impl CasinoPreset {
    pub const ALL: [CasinoPreset; 2] = [CasinoPreset::Casino, CasinoPreset::PontoonBlackjack];

    pub fn name(self) -> &'static str {
        match self {
            CasinoPreset::Casino => "casino",
            CasinoPreset::PontoonBlackjack => "pontoon-blackjack",
        }
    }

    pub fn from_name(name: &str) -> Option<CasinoPreset> {
        CasinoPreset::ALL.into_iter().find(|p| p.name() == name)
    }

    pub fn rules(self) -> CasinoRules {
        match self {
            CasinoPreset::Casino => CasinoRules {
                preset: self,
                packs: 8,
                reshuffle_at: 1.0 / 3.0,
                min_stake: 1,
                max_stake: 500,
                max_hands: 3,
                split_by_value: false,
                dealer_hits_soft_17: true,
            },
            CasinoPreset::PontoonBlackjack => CasinoRules {
                preset: self,
                packs: 1,
                reshuffle_at: 0.0,
                ..CasinoPreset::Casino.rules()
            },
        }
    }
}

/// Every option of the casino tables, for messages and `parlour rules`.
pub const OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        name: "packs",
        values: "1 to 8",
        meaning_id: "rules-meaning-casino-packs",
    },
    OptionDoc {
        name: "reshuffle_at",
        values: "a fraction from 0 to 1",
        meaning_id: "rules-meaning-casino-reshuffle_at",
    },
    OptionDoc {
        name: "min_stake",
        values: CHIP_VALUES,
        meaning_id: "rules-meaning-casino-min_stake",
    },
    OptionDoc {
        name: "max_stake",
        values: "min_stake to 1,000,000,000,000",
        meaning_id: "rules-meaning-casino-max_stake",
    },
    OptionDoc {
        name: "max_hands",
        values: "1 to 3",
        meaning_id: "rules-meaning-casino-max_hands",
    },
    OptionDoc {
        name: "split_by_value",
        values: "true or false",
        meaning_id: "rules-meaning-casino-split_by_value",
    },
    OptionDoc {
        name: "dealer_hits_soft_17",
        values: "true or false",
        meaning_id: "rules-meaning-casino-dealer_hits_soft_17",
    },
];

/// Immutable rules of a casino Pontoon table.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CasinoRules {
    pub preset: CasinoPreset,
    /// 52-card packs in the shoe: 8 for `casino`, 1 for `pontoon-blackjack`.
    pub packs: u8,
    /// The shoe is shuffled anew before a round once this fraction of it has been dealt
    /// (1/3 for `casino`; 0, before every round, for `pontoon-blackjack`).
    pub reshuffle_at: f64,
    /// The table minimum: a smaller stake is raised to it.
    pub min_stake: u64,
    /// The table maximum.
    pub max_stake: u64,
    /// How many hands splitting may make, in all (3: two splits).
    pub max_hands: u8,
    /// Any two ten-count cards may split (K-Q), not only a pair of the same rank.
    pub split_by_value: bool,
    /// The dealer hits a soft 17 (and stands on a hard 17 or more).
    pub dealer_hits_soft_17: bool,
}

impl Default for CasinoRules {
    fn default() -> CasinoRules {
        CasinoPreset::Casino.rules()
    }
}

impl parlour_engine::RuleSet for CasinoRules {
    fn packs(&self) -> usize {
        usize::from(self.packs)
    }

    fn preset(&self) -> &'static str {
        self.preset.name()
    }

    fn describe(&self) -> Vec<parlour_engine::Said> {
        crate::describe::casino(self)
    }

    /// The house banks, so one player is a table.
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        1..=super::session::MAX_SEATS
    }

    fn stakes(&self) -> parlour_engine::Stakes {
        (self.min_stake, self.max_stake).into()
    }

    fn validate(&self) -> Result<(), String> {
        crate::rules::check_packs_and_stakes(OPTIONS, self.packs, self.stakes())?;
        check_range(OPTIONS, "reshuffle_at", self.reshuffle_at, 0.0..=1.0)?;
        check_range(OPTIONS, "max_hands", self.max_hands, 1..=3)
    }

    fn table(&self) -> String {
        "a casino table".into()
    }
}

impl CasinoRules {
    /// How many cards may leave the shoe before it is shuffled anew between rounds.
    pub fn cut_card(&self) -> usize {
        (self.reshuffle_at * f64::from(self.packs) * 52.0).round() as usize
    }
}

#[cfg(test)]
mod tests {
    use crate::casino::Casino;
    use parlour_engine::record::Recorded;
    use serde_json::json;

    #[test]
    fn presets_follow_sections_5_and_6() {
        let casino = Casino::parse_rules(&json!("casino")).unwrap();
        assert_eq!((casino.packs, casino.max_hands), (8, 3));
        assert!(casino.dealer_hits_soft_17 && !casino.split_by_value);
        // A third of 416 cards.
        assert_eq!(casino.cut_card(), 139);
        let blackjack = Casino::parse_rules(&json!("pontoon-blackjack")).unwrap();
        assert_eq!((blackjack.packs, blackjack.cut_card()), (1, 0));
        let custom = Casino::parse_rules(
            &json!({"preset": "casino", "reshuffle_at": 0.5, "split_by_value": true}),
        )
        .unwrap();
        assert_eq!(custom.cut_card(), 208);
        assert!(custom.split_by_value);
    }

    #[test]
    fn bad_options_are_errors() {
        assert!(Casino::parse_rules(&json!({"preset": "casino", "reshuffle_at": 1.5})).is_err());
        assert!(Casino::parse_rules(&json!({"preset": "casino", "burn": 13})).is_err());
        assert!(Casino::parse_rules(&json!({"preset": "casino", "max_hands": 4})).is_err());
    }
}
