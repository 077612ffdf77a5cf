//! What `play`, `sim` and `rules` share: which game, and its rules from `--rules` and `--option`,
//! read the one way, with errors in the user's own words.

use anyhow::{Context, Result};
use parlour_engine::record::Recorded;
use parlour_engine::rules::OptionDoc;
use parlour_pontoon::casino::Casino;
use parlour_pontoon::casino::CasinoRules;
use serde_json::{Map, Value, json};

/// The games Parlour plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    /// Pontoon: the home games and the casino tables, by `--rules`.
    Pontoon,
    /// Palace Poker (docs/rules/palace.md §7).
    Palace,
}

/// The game and rules arguments of `play` and `sim`.
#[derive(Debug, Clone, clap::Args)]
pub struct RulesArgs {
    /// The game [default: pontoon, or palace with a Palace preset].
    #[arg(long, value_enum)]
    pub game: Option<Game>,
    /// A preset (Pontoon: traditional, shoot, casino, pontoon-blackjack; Palace Poker: palace), or
    /// a JSON rules object such as '{"preset": "traditional", "burn": 13}'
    /// [default: traditional, or palace with --game palace]. `parlour rules` lists them.
    #[arg(long)]
    pub rules: Option<String>,
    /// A rule option, `name=value` (JSON value), over the preset's: `--option stick_min=16`,
    /// `--option betting=no_limit`. `parlour rules PRESET` lists a preset's options.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    pub options: Vec<String>,
}

/// Rules read and checked: the table they make.
#[derive(Debug, Clone)]
pub enum Rules {
    Home(parlour_pontoon::Rules),
    Casino(CasinoRules),
    Palace(parlour_palace::Rules),
}

/// Every preset, with its game and what it is.
pub const PRESETS: [(&str, Game, &str); 5] = [
    (
        "traditional",
        Game::Pontoon,
        "traditional Pontoon: a player banks (docs/rules/pontoon.md §2)",
    ),
    (
        "shoot",
        Game::Pontoon,
        "Shoot Pontoon: shoot bets against the banker's kitty (§4)",
    ),
    (
        "casino",
        Game::Pontoon,
        "casino Pontoon: the house deals from an 8-pack shoe (docs/rules/casino.md §5)",
    ),
    (
        "pontoon-blackjack",
        Game::Pontoon,
        "Pontoon Blackjack: one pack, shuffled every round (§6)",
    ),
    (
        "palace",
        Game::Palace,
        "Palace Poker: every bet a heads-up battle (docs/rules/palace.md §7)",
    ),
];

impl RulesArgs {
    /// The game: as given, or the one the preset belongs to.
    pub fn game(&self) -> Game {
        self.game.unwrap_or_else(|| {
            let named = self.rules.as_deref().unwrap_or("traditional");
            PRESETS
                .iter()
                .find(|(name, ..)| *name == named.trim())
                .map_or(Game::Pontoon, |&(_, game, _)| game)
        })
    }

    /// The rules as a record's `rules` object: the preset (or JSON object) with the options over it.
    pub fn value(&self) -> Result<Value> {
        let default = match self.game() {
            Game::Pontoon => "traditional",
            Game::Palace => "palace",
        };
        let given = self.rules.as_deref().unwrap_or(default);
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

    /// The rules, read and checked.
    pub fn read(&self) -> Result<Rules> {
        let value = self.value()?;
        Ok(match self.game() {
            Game::Palace => Rules::Palace(
                parlour_palace::Palace::parse_rules(&value).map_err(anyhow::Error::msg)?,
            ),
            Game::Pontoon if parlour_pontoon::rules_are_casino(&value) => {
                Rules::Casino(Casino::parse_rules(&value).map_err(anyhow::Error::msg)?)
            }
            Game::Pontoon => Rules::Home(
                parlour_pontoon::Pontoon::parse_rules(&value).map_err(anyhow::Error::msg)?,
            ),
        })
    }
}

impl Rules {
    /// The preset the rules start from.
    pub fn preset(&self) -> &'static str {
        match self {
            Rules::Home(rules) => rules.preset.name(),
            Rules::Casino(rules) => rules.preset.name(),
            Rules::Palace(rules) => rules.preset.name(),
        }
    }

    /// The options of these rules.
    pub fn options(&self) -> &'static [OptionDoc] {
        match self {
            Rules::Home(_) => parlour_pontoon::OPTIONS,
            Rules::Casino(_) => parlour_pontoon::casino::OPTIONS,
            Rules::Palace(_) => parlour_palace::OPTIONS,
        }
    }

    /// Every option's value, as a record writes it.
    pub fn fields(&self) -> Map<String, Value> {
        let value = match self {
            Rules::Home(rules) => serde_json::to_value(rules),
            Rules::Casino(rules) => serde_json::to_value(rules),
            Rules::Palace(rules) => serde_json::to_value(rules),
        };
        match value.expect("rules serialize") {
            Value::Object(fields) => fields,
            _ => unreachable!("rules serialize to an object"),
        }
    }

    /// The rules of the preset alone.
    pub fn of_preset(&self) -> Rules {
        let preset = json!(self.preset());
        let read = match self {
            Rules::Home(_) => parlour_pontoon::Pontoon::parse_rules(&preset).map(Rules::Home),
            Rules::Casino(_) => Casino::parse_rules(&preset).map(Rules::Casino),
            Rules::Palace(_) => parlour_palace::Palace::parse_rules(&preset).map(Rules::Palace),
        };
        read.expect("a preset reads")
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

    /// The rules in words, a paragraph each: the terminal client's `?` page.
    pub fn in_words(&self) -> Vec<String> {
        match self {
            Rules::Home(rules) => parlour_tui::rules_page::home(rules),
            Rules::Casino(rules) => parlour_tui::rules_page::casino(rules),
            Rules::Palace(rules) => parlour_tui::rules_page::palace(rules),
        }
    }
}
