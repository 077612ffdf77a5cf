//! What `play`, `sim` and `rules` share: which game, and its rules from `--rules` and `--option`,
//! read the one way, with errors in the user's own words. The games, their presets and their
//! options come from the registry (`parlour-games`).

use anyhow::{Context, Result};
use parlour_engine::Game as _;
use parlour_engine::RuleSet;
use parlour_engine::record::Recorded;
use parlour_engine::registry::{Entry, Registry};
use parlour_engine::rules::OptionDoc;
use parlour_palace::Palace;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;
use serde_json::{Map, Value, json};

/// The games of `--game`: Pontoon covers the home games and the casino tables, told apart by
/// `--rules`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    /// Pontoon: the home games and the casino tables, by `--rules`.
    Pontoon,
    /// Palace Poker (docs/rules/palace.md §7).
    Palace,
}

impl Game {
    /// The registry's games this flag stands for, the first one its default.
    fn ids(self) -> &'static [&'static str] {
        match self {
            Game::Pontoon => &[Pontoon::NAME, Casino::NAME],
            Game::Palace => &[Palace::NAME],
        }
    }
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

/// Every game Parlour plays.
pub fn games() -> Registry {
    parlour_games::registry()
}

impl RulesArgs {
    /// The game: as given, or the one the preset belongs to.
    pub fn game(&self) -> Game {
        self.game.unwrap_or_else(|| {
            let named = self.rules.as_deref().unwrap_or("traditional").trim();
            match games().for_preset(named) {
                Some(entry) if entry.id() == Palace::NAME => Game::Palace,
                _ => Game::Pontoon,
            }
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

    /// The rules, read and checked by the game their preset belongs to (the flag's first game
    /// when the preset is none of its games', which then says why it cannot read them).
    pub fn read(&self) -> Result<Rules> {
        let value = self.value()?;
        let games = games();
        let ids = self.game().ids();
        let named = value.get("preset").and_then(Value::as_str);
        let game = named
            .and_then(|name| games.for_preset(name))
            .filter(|entry| ids.contains(&entry.id()))
            .or_else(|| games.get(ids[0]))
            .expect("the flag's games are registered");
        let fields = game.read_rules(&value).map_err(anyhow::Error::msg)?;
        Ok(Rules { game, fields })
    }
}

/// Rules read and checked: the game they are for, and every option's value.
#[derive(Clone)]
pub struct Rules {
    game: &'static dyn Entry,
    fields: Map<String, Value>,
}

impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rules")
            .field("game", &self.game.id())
            .field("fields", &self.fields)
            .finish()
    }
}

impl Rules {
    /// The game's id: `pontoon`, `casino` or `palace`.
    pub fn id(&self) -> &'static str {
        self.game.id()
    }

    /// The rules as game `G` reads them, if they are `G`'s.
    pub fn of<G: Recorded>(&self) -> Option<G::Rules> {
        (self.id() == G::NAME).then(|| G::parse_rules(&self.json()).expect("read once already"))
    }

    /// The preset the rules start from.
    pub fn preset(&self) -> &str {
        self.fields["preset"].as_str().expect("a preset name")
    }

    /// The options of these rules.
    pub fn options(&self) -> &'static [OptionDoc] {
        self.game.options()
    }

    /// Every option's value, as a record writes it.
    pub fn fields(&self) -> Map<String, Value> {
        self.fields.clone()
    }

    /// The rules of the preset alone.
    pub fn of_preset(&self) -> Rules {
        let fields = self
            .game
            .read_rules(&json!(self.preset()))
            .expect("a preset reads");
        Rules {
            game: self.game,
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

    /// The rules in words, a paragraph each ([`RuleSet::describe`]).
    pub fn in_words(&self) -> Vec<String> {
        if let Some(rules) = self.of::<Pontoon>() {
            rules.describe()
        } else if let Some(rules) = self.of::<Casino>() {
            rules.describe()
        } else if let Some(rules) = self.of::<Palace>() {
            rules.describe()
        } else {
            unreachable!("the terminal client words every registered game's rules")
        }
    }
}
