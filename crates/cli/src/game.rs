//! What `play`, `sim` and `rules` share: which game, and its rules from `--rules` and `--option`,
//! read the one way, with errors in the user's own words. The games, their presets and their
//! options come from the registry (`parlour-games`).

use anyhow::{Context, Result, bail};
use parlour_engine::registry::{Entry, Registry};
use parlour_engine::rules::OptionDoc;
use parlour_games::Kit;
use serde_json::{Map, Value, json};

/// The game and rules arguments of `play` and `sim`.
#[derive(Debug, Clone, clap::Args)]
pub struct RulesArgs {
    /// The game: pontoon (the home games), casino (the house-banked tables) or palace (Palace
    /// Poker) [default: the game of the preset, or pontoon].
    #[arg(long)]
    pub game: Option<String>,
    /// A preset (Pontoon: traditional, shoot; casino: casino, pontoon-blackjack; Palace Poker:
    /// palace), or a JSON rules object such as '{"preset": "traditional", "burn": 13}'
    /// [default: the game's own]. `parlour rules` lists them.
    #[arg(long)]
    pub rules: Option<String>,
    /// A rule option, `name=value` (JSON value), over the preset's: `--option stick_min=16`,
    /// `--option betting=no_limit`. `parlour rules PRESET` lists a preset's options.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

/// Every game Parlour plays.
pub fn games() -> Registry {
    parlour_games::registry()
}

/// The preset `given` names, if `--rules` names one rather than giving an object.
fn named(given: &str) -> Option<&str> {
    let given = given.trim();
    (!given.starts_with('{')).then_some(given)
}

impl RulesArgs {
    /// The game's kit: as `--game` names it, or the one the preset belongs to.
    pub fn kit(&self) -> Result<&'static Kit> {
        if let Some(id) = &self.game {
            return parlour_games::kit(id.trim()).with_context(|| {
                let ids: Vec<&str> = parlour_games::kits().iter().map(|kit| kit.id()).collect();
                format!("unknown game {id:?} (one of {})", ids.join(", "))
            });
        }
        let preset = match &self.rules {
            Some(given) => named(given).map(str::to_string),
            None => None,
        }
        .or_else(|| {
            let value: Value = serde_json::from_str(self.rules.as_deref()?).ok()?;
            value.get("preset")?.as_str().map(str::to_string)
        });
        let id = preset
            .and_then(|name| games().for_preset(&name).map(|entry| entry.id()))
            .unwrap_or("pontoon");
        Ok(parlour_games::kit(id).expect("the home games are registered"))
    }

    /// The rules as a record's `rules` object: the preset (or JSON object) with the options over it.
    pub fn value(&self) -> Result<Value> {
        let given = self.rules.as_deref().unwrap_or(self.kit()?.preset);
        let mut rules: Value = if given.trim_start().starts_with('{') {
            serde_json::from_str(given).context("--rules is not a JSON object")?
        } else {
            json!({ "preset": given.trim() })
        };
        let fields = rules
            .as_object_mut()
            .context("--rules must be a preset name or a JSON object")?;
        for option in &self.options {
            let (name, value) = option
                .split_once('=')
                .with_context(|| format!("--option {option:?} is not NAME=VALUE"))?;
            let value: Value = serde_json::from_str(value).unwrap_or_else(|_| json!(value));
            fields.insert(name.trim().to_string(), value);
        }
        Ok(rules)
    }

    /// The rules, read and checked by the game: the one `--game` names (which says why it
    /// cannot read another game's preset), or the one the preset belongs to.
    pub fn read(&self) -> Result<Rules> {
        let value = self.value()?;
        let kit = self.kit()?;
        let named = value.get("preset").and_then(Value::as_str);
        if let Some(other) = named.and_then(|name| games().for_preset(name))
            && other.id() != kit.id()
        {
            bail!(
                "the preset {} is {}'s, not {}'s (leave --game out, or give --game {})",
                named.unwrap_or_default(),
                other.id(),
                kit.id(),
                other.id()
            );
        }
        let fields = kit.entry.read_rules(&value).map_err(anyhow::Error::msg)?;
        Ok(Rules { kit, fields })
    }
}

/// Rules read and checked: the game they are for, and every option's value.
#[derive(Clone)]
pub struct Rules {
    kit: &'static Kit,
    fields: Map<String, Value>,
}

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rules")
            .field("game", &self.kit.id())
            .field("fields", &self.fields)
            .finish()
    }
}

impl Rules {
    /// The game's kit.
    pub fn kit(&self) -> &'static Kit {
        self.kit
    }

    /// The rules as game `G` reads them, if they are `G`'s (the analysis reads the casino's).
    pub fn of<G: parlour_engine::record::Recorded>(&self) -> Option<G::Rules> {
        (self.kit.id() == G::NAME).then(|| G::parse_rules(&self.json()).expect("read once already"))
    }

    /// The game's entry in the registry.
    pub fn entry(&self) -> &'static dyn Entry {
        self.kit.entry
    }

    /// The preset the rules start from.
    pub fn preset(&self) -> &str {
        self.fields["preset"].as_str().expect("a preset name")
    }

    /// The options of these rules.
    pub fn options(&self) -> &'static [OptionDoc] {
        self.kit.entry.options()
    }

    /// Every option's value, as a record writes it.
    pub fn fields(&self) -> Map<String, Value> {
        self.fields.clone()
    }

    /// The rules of the preset alone.
    pub fn of_preset(&self) -> Rules {
        let fields = self
            .entry()
            .read_rules(&json!(self.preset()))
            .expect("a preset reads");
        Rules {
            kit: self.kit,
            fields,
        }
    }

    /// The options whose value is not the preset's, in the order of the options.
    pub fn changes(&self) -> Vec<(String, Value)> {
        let base = self.of_preset().fields();
        self.fields()
            .into_iter()
            .filter(|(name, value)| name != "preset" && base.get(name) != Some(value))
            .collect()
    }

    /// The preset, and the options that differ from it: `casino (packs 6, dealer_hits_soft_17
    /// false)`.
    pub fn echo(&self) -> String {
        let changes = self.changes();
        if changes.is_empty() {
            return self.preset().to_string();
        }
        let options: Vec<String> = changes
            .iter()
            .map(|(name, value)| match value {
                Value::String(text) => format!("{name} {text}"),
                other => format!("{name} {other}"),
            })
            .collect();
        format!("{} ({})", self.preset(), options.join(", "))
    }

    /// The rules as a record's `rules`.
    pub fn json(&self) -> Value {
        Value::Object(self.fields())
    }

    /// The rules in words, a paragraph each ([`parlour_engine::RuleSet::describe`]).
    pub fn in_words(&self) -> Vec<String> {
        (self.entry().describe(&self.json()))
            .expect("rules read once already read again")
            .iter()
            .map(parlour_engine::Said::english)
            .collect()
    }
}
