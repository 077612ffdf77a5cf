//! The rules of a Pontoon table: a preset, and every option of docs/rules/pontoon.md §3 as a field
//! with its default.

use parlour_engine::Stakes;
use parlour_engine::rules::{CHIP_VALUES, OptionDoc, check_chip_bounds, check_range};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

/// The named starting points for a table's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Traditional Pontoon with a player as banker (docs/rules/pontoon.md §2).
    Traditional,
    /// Shoot Pontoon: traditional Pontoon with shoot bets against the banker's kitty (§4).
    Shoot,
}

impl Preset {
    pub const ALL: [Preset; 2] = [Preset::Traditional, Preset::Shoot];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Traditional => "traditional",
            Preset::Shoot => "shoot",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The rules this preset stands for.
    pub fn rules(self) -> Rules {
        let traditional = Rules {
            preset: self,
            packs: 1,
            min_stake: 1,
            max_stake: 50,
            stick_min: 15,
            max_split_hands: 4,
            aces_only_split: false,
            banker_may_double: false,
            player_pontoon_pays: 2,
            banker_pontoon_collects: 2,
            no_fifth_card_buy_under_12: false,
            royal_pontoon: false,
            royal_pontoon_pays: 3,
            picture_beats_ten: false,
            ace_ten_not_pontoon: false,
            natural_beats_plain: false,
            burn: Burn::None,
            shoot: false,
            kitty_min: 20,
            kitty_max: 200,
        };
        match self {
            Preset::Traditional => traditional,
            Preset::Shoot => Rules {
                shoot: true,
                ..traditional
            },
        }
    }
}

/// Which two-card hard total may be burnt (docs/rules/pontoon.md §3, `burn`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Burn {
    None,
    /// A hard 13 may burn.
    Thirteen,
    /// A hard 14 may burn.
    Fourteen,
}

impl Burn {
    /// The hard total that may burn, if any.
    pub fn total(self) -> Option<u8> {
        match self {
            Burn::None => None,
            Burn::Thirteen => Some(13),
            Burn::Fourteen => Some(14),
        }
    }
}

/// Written `"none"`, `13` or `14`.
impl Serialize for Burn {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.total() {
            None => serializer.serialize_str("none"),
            Some(total) => serializer.serialize_u8(total),
        }
    }
}

impl<'de> Deserialize<'de> for Burn {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Burn, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::Null => Ok(Burn::None),
            Value::String(text) if text == "none" => Ok(Burn::None),
            Value::Number(n) if n.as_u64() == Some(13) => Ok(Burn::Thirteen),
            Value::Number(n) if n.as_u64() == Some(14) => Ok(Burn::Fourteen),
            other => Err(serde::de::Error::custom(format!(
                "burn must be \"none\", 13 or 14, not {other}"
            ))),
        }
    }
}

/// Immutable rules of a Pontoon session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// The preset these rules started from.
    pub preset: Preset,
    /// 52-card packs mixed together: 1 for up to 8 players, 2 for up to 12
    /// (docs/rules/pontoon.md §2.1).
    pub packs: u8,
    /// The smallest initial stake.
    pub min_stake: u64,
    /// The largest initial stake.
    pub max_stake: u64,
    /// The least total a hand may stick on: 15, or 16 as a variation
    /// (docs/rules/pontoon.md §2.3, §3).
    pub stick_min: u8,
    /// How many hands a player may split into, in all (4 in traditional Pontoon,
    /// docs/rules/pontoon.md §2.3).
    pub max_split_hands: u8,
    /// Only a pair of aces may be split.
    pub aces_only_split: bool,
    /// After the initial stakes the banker, having looked at his first card, may double all bets.
    pub banker_may_double: bool,
    /// What a player's Pontoon wins, in stakes: 1, 2 or 3.
    pub player_pontoon_pays: u8,
    /// What a banker's Pontoon collects, in stakes: 1 or 2.
    pub banker_pontoon_collects: u8,
    /// A hand of four cards with a hard total of 11 or less may not buy its fifth card, only twist it.
    pub no_fifth_card_buy_under_12: bool,
    /// A player's three 7s are a Royal Pontoon: it beats everything.
    pub royal_pontoon: bool,
    /// What a Royal Pontoon wins, in stakes.
    pub royal_pontoon_pays: u8,
    /// A + K/Q/J beats A + T.
    pub picture_beats_ten: bool,
    /// A-T is an ordinary 21, not a Pontoon.
    pub ace_ten_not_pontoon: bool,
    /// A-K and A-Q ("natural") beat A-J and A-T ("plain").
    pub natural_beats_plain: bool,
    /// A player's two-card hard 13 (or 14) may be burnt and replaced.
    pub burn: Burn,
    /// Shoot Pontoon: shoot bets against the banker's kitty (§4).
    pub shoot: bool,
    /// The least kitty a new bank puts up (Shoot Pontoon).
    pub kitty_min: u64,
    /// The most a kitty may hold when it is put up or added to (Shoot Pontoon).
    pub kitty_max: u64,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::Traditional.rules()
    }
}

impl parlour_engine::RuleSet for Rules {
    fn packs(&self) -> usize {
        usize::from(self.packs)
    }

    fn preset(&self) -> &'static str {
        self.preset.name()
    }

    fn describe(&self) -> Vec<parlour_engine::Said> {
        crate::describe::home(self)
    }

    /// Two players or more, up to eight with one pack and twelve with more.
    fn seats(&self) -> std::ops::RangeInclusive<usize> {
        2..=self.max_players()
    }

    /// The stakes' limits. A buy may cost up to twice the stake, and a shoot bet is bounded by the
    /// kitty alone: those are checked as they are made.
    fn stakes(&self) -> Stakes {
        (self.min_stake, self.max_stake).into()
    }

    fn validate(&self) -> Result<(), String> {
        check_packs_and_stakes(OPTIONS, self.packs, self.stakes())?;
        for (name, value, range) in [
            ("stick_min", self.stick_min, 15..=16),
            ("max_split_hands", self.max_split_hands, 1..=4),
            ("player_pontoon_pays", self.player_pontoon_pays, 1..=3),
            (
                "banker_pontoon_collects",
                self.banker_pontoon_collects,
                1..=2,
            ),
            ("royal_pontoon_pays", self.royal_pontoon_pays, 1..=10),
        ] {
            check_range(OPTIONS, name, value, range)?;
        }
        check_chip_bounds(
            OPTIONS,
            ("kitty_min", self.kitty_min),
            ("kitty_max", self.kitty_max),
        )
    }

    fn table(&self) -> String {
        format!(
            "Pontoon with {}",
            parlour_engine::count(u64::from(self.packs), "pack")
        )
    }

    fn kitty(&self) -> bool {
        self.shoot
    }
}

impl Rules {
    /// How many times its whole stakes a player's chips must cover (docs/rules/pontoon.md §2.6):
    /// twice, for a banker's Five Card Trick; four times where the banker may double.
    pub fn cover_factor(&self) -> u64 {
        if self.banker_may_double { 4 } else { 2 }
    }

    /// The least a player must hold to be dealt into a hand: the minimum stake, covered by the
    /// cover rule.
    pub fn least_to_be_dealt_in(&self) -> u64 {
        self.cover_factor() * self.min_stake
    }

    /// The most players these rules seat: 8 with one pack, 12 with more
    /// (docs/rules/pontoon.md §2.1).
    pub fn max_players(&self) -> usize {
        if self.packs == 1 { 8 } else { 12 }
    }
}

/// Every option of the home games, for messages and `parlour rules`.
pub const OPTIONS: &[OptionDoc] = &[
    OptionDoc {
        name: "packs",
        values: "1 to 8",
        meaning_id: "rules-meaning-pontoon-packs",
    },
    OptionDoc {
        name: "min_stake",
        values: CHIP_VALUES,
        meaning_id: "rules-meaning-pontoon-min_stake",
    },
    OptionDoc {
        name: "max_stake",
        values: "min_stake to 1,000,000,000,000",
        meaning_id: "rules-meaning-pontoon-max_stake",
    },
    OptionDoc {
        name: "stick_min",
        values: "15 or 16",
        meaning_id: "rules-meaning-pontoon-stick_min",
    },
    OptionDoc {
        name: "max_split_hands",
        values: "1 to 4",
        meaning_id: "rules-meaning-pontoon-max_split_hands",
    },
    OptionDoc {
        name: "aces_only_split",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-aces_only_split",
    },
    OptionDoc {
        name: "banker_may_double",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-banker_may_double",
    },
    OptionDoc {
        name: "player_pontoon_pays",
        values: "1, 2 or 3",
        meaning_id: "rules-meaning-pontoon-player_pontoon_pays",
    },
    OptionDoc {
        name: "banker_pontoon_collects",
        values: "1 or 2",
        meaning_id: "rules-meaning-pontoon-banker_pontoon_collects",
    },
    OptionDoc {
        name: "no_fifth_card_buy_under_12",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-no_fifth_card_buy_under_12",
    },
    OptionDoc {
        name: "royal_pontoon",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-royal_pontoon",
    },
    OptionDoc {
        name: "royal_pontoon_pays",
        values: "1 to 10",
        meaning_id: "rules-meaning-pontoon-royal_pontoon_pays",
    },
    OptionDoc {
        name: "picture_beats_ten",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-picture_beats_ten",
    },
    OptionDoc {
        name: "ace_ten_not_pontoon",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-ace_ten_not_pontoon",
    },
    OptionDoc {
        name: "natural_beats_plain",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-natural_beats_plain",
    },
    OptionDoc {
        name: "burn",
        values: "\"none\", 13 or 14",
        meaning_id: "rules-meaning-pontoon-burn",
    },
    OptionDoc {
        name: "shoot",
        values: "true or false",
        meaning_id: "rules-meaning-pontoon-shoot",
    },
    OptionDoc {
        name: "kitty_min",
        values: CHIP_VALUES,
        meaning_id: "rules-meaning-pontoon-kitty_min",
    },
    OptionDoc {
        name: "kitty_max",
        values: "kitty_min to 1,000,000,000,000",
        meaning_id: "rules-meaning-pontoon-kitty_max",
    },
];

/// Rules from a record's `rules` for one kind of Pontoon table, by the engine's common reading.
pub(crate) fn overlay<R: Serialize + serde::de::DeserializeOwned + Validate>(
    value: &Value,
    preset: impl Fn(&str) -> Option<R>,
) -> Result<R, String> {
    parlour_engine::rules::rules_from_json(
        value,
        &parlour_engine::rules::Presets {
            game: "Pontoon",
            default: "traditional",
            names: &PRESET_NAMES,
            preset: &preset,
            options: R::OPTIONS,
            validate: &R::validate,
        },
    )
}

/// Every Pontoon preset, home and casino.
pub const PRESET_NAMES: [&str; 4] = ["traditional", "shoot", "casino", "pontoon-blackjack"];

/// Whether a record's `rules` name a casino preset (so the house banks).
pub fn is_casino(value: &Value) -> bool {
    let name = match value {
        Value::String(name) => Some(name.as_str()),
        Value::Object(fields) => fields.get("preset").and_then(Value::as_str),
        _ => None,
    };
    name.is_some_and(|n| crate::casino::CasinoPreset::from_name(n).is_some())
}

/// What the tables of both Pontoons check alike: one to eight packs, and stakes whose least is
/// a chip at least and no more than their most.
pub(crate) fn check_packs_and_stakes(
    options: &[OptionDoc],
    packs: u8,
    stakes: Stakes,
) -> Result<(), String> {
    check_range(options, "packs", packs, 1..=8)?;
    check_chip_bounds(
        options,
        ("min_stake", stakes.least),
        ("max_stake", stakes.most),
    )
}

/// Rules and the options they are checked by.
pub(crate) trait Validate: parlour_engine::RuleSet {
    const OPTIONS: &'static [OptionDoc];
}

impl Validate for Rules {
    const OPTIONS: &'static [OptionDoc] = OPTIONS;
}

impl Validate for crate::casino::CasinoRules {
    const OPTIONS: &'static [OptionDoc] = crate::casino::OPTIONS;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Pontoon;
    use parlour_engine::record::Recorded;
    use serde_json::json;

    #[test]
    fn presets_and_options_read_from_records() {
        assert_eq!(
            Pontoon::parse_rules(&json!("traditional")).unwrap(),
            Rules::default()
        );
        let custom = Pontoon::parse_rules(
            &json!({"preset": "traditional", "min_stake": 2, "max_stake": 20}),
        )
        .unwrap();
        assert_eq!((custom.min_stake, custom.max_stake), (2, 20));
        assert_eq!(custom.stick_min, 15);
        let no_preset = Pontoon::parse_rules(&json!({"stick_min": 16})).unwrap();
        assert_eq!(no_preset.stick_min, 16);
    }

    #[test]
    fn unknown_presets_options_and_bad_values_are_errors() {
        let unknown = Pontoon::parse_rules(&json!("pub")).unwrap_err();
        assert!(
            unknown.contains("unknown Pontoon preset \"pub\""),
            "{unknown}"
        );
        let option =
            Pontoon::parse_rules(&json!({"preset": "traditional", "jokers": true})).unwrap_err();
        assert!(
            option.contains("unknown rule option \"jokers\""),
            "{option}"
        );
        assert!(Pontoon::parse_rules(&json!({"max_stake": 0})).is_err());
        assert!(Pontoon::parse_rules(&json!({"stick_min": 14})).is_err());
        assert!(Pontoon::parse_rules(&json!({"min_stake": "ten"})).is_err());
        assert!(Pontoon::parse_rules(&json!(7)).is_err());
    }

    #[test]
    fn every_variation_is_an_option_with_a_default() {
        let all = Pontoon::parse_rules(&json!({
            "aces_only_split": true, "stick_min": 16, "banker_may_double": true, "player_pontoon_pays": 3,
            "banker_pontoon_collects": 1, "no_fifth_card_buy_under_12": true, "royal_pontoon": true,
            "royal_pontoon_pays": 4, "picture_beats_ten": true, "ace_ten_not_pontoon": true,
            "natural_beats_plain": true, "burn": 14
        }))
        .unwrap();
        assert!(all.aces_only_split && all.banker_may_double && all.royal_pontoon);
        assert_eq!(
            (
                all.player_pontoon_pays,
                all.banker_pontoon_collects,
                all.royal_pontoon_pays
            ),
            (3, 1, 4)
        );
        assert_eq!(all.burn, Burn::Fourteen);
        assert_eq!(all.cover_factor(), 4);
        assert_eq!(
            Pontoon::parse_rules(&json!({"burn": "none"})).unwrap().burn,
            Burn::None
        );
        assert_eq!(
            Pontoon::parse_rules(&json!({"burn": 13})).unwrap().burn,
            Burn::Thirteen
        );
        assert!(Pontoon::parse_rules(&json!({"burn": 15})).is_err());
        assert!(Pontoon::parse_rules(&json!({"player_pontoon_pays": 4})).is_err());
        assert!(Pontoon::parse_rules(&json!({"banker_pontoon_collects": 3})).is_err());
        let shoot = Pontoon::parse_rules(&json!("shoot")).unwrap();
        assert!(shoot.shoot && !Rules::default().shoot);
        assert!(
            Pontoon::parse_rules(&json!({"preset": "shoot", "kitty_min": 50, "kitty_max": 10}))
                .is_err()
        );
    }

    #[test]
    fn two_packs_seat_twelve() {
        let two = Pontoon::parse_rules(&json!({"packs": 2})).unwrap();
        assert_eq!(two.max_players(), 12);
        assert_eq!(Rules::default().max_players(), 8);
    }
}
