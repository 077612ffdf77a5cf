//! The rules of a Pontoon table: a preset, and every option of RULES.md as a field with its default.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The named starting points for a table's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Traditional Pontoon with a player as banker (RULES.md section 2).
    Traditional,
}

impl Preset {
    pub const ALL: [Preset; 1] = [Preset::Traditional];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Traditional => "traditional",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The rules this preset stands for.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Traditional => Rules {
                preset: self,
                packs: 1,
                min_stake: 1,
                max_stake: 50,
                stick_min: 15,
                max_split_hands: 4,
            },
        }
    }
}

/// Immutable rules of a Pontoon session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rules {
    /// The preset these rules started from.
    pub preset: Preset,
    /// 52-card packs mixed together: 1 for up to 8 players, 2 for up to 12 (RULES.md 2.1).
    pub packs: u8,
    /// The smallest initial stake.
    pub min_stake: u64,
    /// The largest initial stake.
    pub max_stake: u64,
    /// The least total a hand may stick on: 15, or 16 as a variation (RULES.md 2.3, 3).
    pub stick_min: u8,
    /// How many hands a player may split into, in all (4 in traditional Pontoon, RULES.md 9 #1).
    pub max_split_hands: u8,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::Traditional.rules()
    }
}

impl Rules {
    /// Rules from a record's `rules`: a preset name, or `{"preset": name, option: value, ...}`
    /// (the preset defaults to traditional). Unknown presets and options are errors.
    pub fn from_json(value: &Value) -> Result<Rules, String> {
        let (preset, options) = match value {
            Value::String(name) => (name.as_str(), None),
            Value::Object(fields) => match fields.get("preset") {
                None => ("traditional", Some(fields)),
                Some(Value::String(name)) => (name.as_str(), Some(fields)),
                Some(other) => return Err(format!("`preset` must be a name, not {other}")),
            },
            other => {
                return Err(format!(
                    "`rules` must be a preset name or an object, not {other}"
                ));
            }
        };
        let preset = Preset::from_name(preset).ok_or_else(|| {
            let known: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
            format!(
                "unknown Pontoon preset {preset:?} (known: {})",
                known.join(", ")
            )
        })?;
        let mut fields = match serde_json::to_value(preset.rules()) {
            Ok(Value::Object(fields)) => fields,
            _ => unreachable!("rules serialize to an object"),
        };
        for (name, value) in options.into_iter().flatten() {
            if name == "preset" {
                continue;
            }
            if !fields.contains_key(name) {
                return Err(format!("unknown Pontoon rule option {name:?}"));
            }
            fields.insert(name.clone(), value.clone());
        }
        let rules: Rules = serde_json::from_value(Value::Object(fields))
            .map_err(|e| format!("bad rule option: {e}"))?;
        rules.validate()?;
        Ok(rules)
    }

    /// Checks that the options make a playable table.
    pub fn validate(&self) -> Result<(), String> {
        if !(1..=8).contains(&self.packs) {
            return Err(format!("packs must be 1 to 8, not {}", self.packs));
        }
        if self.min_stake == 0 {
            return Err("min_stake must be at least 1".into());
        }
        if self.max_stake < self.min_stake {
            return Err(format!(
                "max_stake {} is below min_stake {}",
                self.max_stake, self.min_stake
            ));
        }
        if !(15..=16).contains(&self.stick_min) {
            return Err(format!(
                "stick_min must be 15 or 16, not {}",
                self.stick_min
            ));
        }
        if !(1..=4).contains(&self.max_split_hands) {
            return Err(format!(
                "max_split_hands must be 1 to 4, not {}",
                self.max_split_hands
            ));
        }
        Ok(())
    }

    /// The most players these rules seat: 8 with one pack, 12 with more (RULES.md 2.1).
    pub fn max_players(&self) -> usize {
        if self.packs == 1 { 8 } else { 12 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn presets_and_options_read_from_records() {
        assert_eq!(
            Rules::from_json(&json!("traditional")).unwrap(),
            Rules::default()
        );
        let custom =
            Rules::from_json(&json!({"preset": "traditional", "min_stake": 2, "max_stake": 20}))
                .unwrap();
        assert_eq!((custom.min_stake, custom.max_stake), (2, 20));
        assert_eq!(custom.stick_min, 15);
        let no_preset = Rules::from_json(&json!({"stick_min": 16})).unwrap();
        assert_eq!(no_preset.stick_min, 16);
    }

    #[test]
    fn unknown_presets_options_and_bad_values_are_errors() {
        let unknown = Rules::from_json(&json!("pub")).unwrap_err();
        assert!(
            unknown.contains("unknown Pontoon preset \"pub\""),
            "{unknown}"
        );
        let option =
            Rules::from_json(&json!({"preset": "traditional", "jokers": true})).unwrap_err();
        assert!(
            option.contains("unknown Pontoon rule option \"jokers\""),
            "{option}"
        );
        assert!(Rules::from_json(&json!({"max_stake": 0})).is_err());
        assert!(Rules::from_json(&json!({"stick_min": 14})).is_err());
        assert!(Rules::from_json(&json!({"min_stake": "ten"})).is_err());
        assert!(Rules::from_json(&json!(7)).is_err());
    }

    #[test]
    fn two_packs_seat_twelve() {
        let two = Rules::from_json(&json!({"packs": 2})).unwrap();
        assert_eq!(two.max_players(), 12);
        assert_eq!(Rules::default().max_players(), 8);
    }
}
