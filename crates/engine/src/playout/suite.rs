//! What the games' own test suites around the harness share: a run's size, the stacks of a
//! random table, a scenario dealt from a seed, a seeded game opened at once, the run with its
//! report printed, the checks a run's report must pass, the crate's folders of hand records played
//! through, and the records its fuzz tests make up and check.

use std::ops::RangeInclusive;
use std::path::Path;

use parlour_cards::CardSource;
use serde_json::{Value, json};

use super::{Chooser, Config, Probe, Report, Scenario, run, seats_some_empty};
use crate::record::Record;
use crate::registry::Registry;
use crate::scenarios::check_folder;
use crate::{Opening, Player, RuleSet, Seat};

impl Config {
    /// A run of `sessions` sessions (or as many as `PLAYOUTS` in the environment says, to play
    /// more or fewer) of at most `max_hands` hands each, checked as [`Config::default`] checks.
    pub fn playing(sessions: usize, max_hands: u32) -> Config {
        Config {
            sessions: std::env::var("PLAYOUTS")
                .map_or(sessions, |v| v.parse().expect("PLAYOUTS is a number")),
            max_hands,
            ..Config::default()
        }
    }
}

/// The chips a random table's players bring: rich stacks at one table, short ones (which make
/// all-in calls, broken banks and the end of a session common) at another.
#[derive(Debug, Clone)]
pub struct Stacks {
    pub rich: RangeInclusive<u64>,
    pub short: RangeInclusive<u64>,
}

impl Stacks {
    /// One stack, `rich` or short.
    pub fn chips(&self, chooser: &mut Chooser, rich: bool) -> u64 {
        let range = if rich { &self.rich } else { &self.short };
        chooser.pick(*range.start(), *range.end())
    }

    /// The players of `seats` seats, some empty as [`seats_some_empty`] leaves them, each taken
    /// one `P0`, `P1`...: every stack rich at half the tables, every one short at the others.
    pub fn players(&self, chooser: &mut Chooser, seats: usize) -> Vec<Player> {
        let rich = chooser.chance(50);
        seats_some_empty(chooser, seats, |i, chooser| Player {
            name: format!("P{i}"),
            chips: self.chips(chooser, rich),
        })
    }
}

impl<G: Probe> Scenario<G> {
    /// A session of `rules` for `players`, `first` to bank or deal first (`None`: the game cuts
    /// for it), no kitty up, its pack shuffled by a seed `chooser` draws.
    pub fn dealt(
        rules: G::Rules,
        players: Vec<Player>,
        first: Option<Seat>,
        chooser: &mut Chooser,
    ) -> Scenario<G> {
        Scenario {
            rules,
            table: Opening {
                players,
                first,
                kitty: 0,
            },
            seed: chooser.pick(0, u64::MAX - 1),
        }
    }
}

/// The game of `rules` opened at `table`, dealing from packs shuffled by `seed`.
pub fn open_seeded<G: Probe>(rules: G::Rules, table: Opening, seed: u64) -> G {
    let cards = CardSource::seeded(rules.packs(), seed);
    G::new(rules, table, cards)
        .unwrap_or_else(|e| panic!("the table does not open: {e}"))
        .0
}

/// [`run`], with the report printed (seen with `--nocapture`) and every session played.
pub fn run_printed<G, F>(config: &Config, scenario: F) -> Report
where
    G: Probe + Send,
    F: Fn(&mut Chooser) -> Scenario<G> + Sync,
{
    let report = run(config, scenario);
    println!("{report:#?}");
    assert_eq!(report.sessions, config.sessions);
    report
}

impl Report {
    /// How often the event `name` happened.
    pub fn event(&self, name: &str) -> u64 {
        self.events.get(name).copied().unwrap_or(0)
    }

    /// Panics unless every event of `names` happened at least `least` times: the run reached
    /// every rule it means to exercise.
    pub fn assert_events(&self, names: &[&str], least: u64) {
        for name in names {
            assert!(
                self.event(name) >= least,
                "{name} too rare: {:?}",
                self.events
            );
        }
    }

    /// Panics unless the run played more than `hands` hands and checked more than `rejections`
    /// refused actions.
    pub fn assert_played(&self, hands: u64, rejections: u64) {
        assert!(self.hands > hands, "{self:?}");
        assert!(self.rejections_checked > rejections, "{self:?}");
    }
}

/// Plays every hand record in `folder` of a crate (`crate_dir`: its `CARGO_MANIFEST_DIR`) with
/// `registry`'s games, and panics at any that does not meet its `expect`: how many were played.
pub fn check_records(crate_dir: &str, folder: &str, registry: &Registry) -> usize {
    check_folder(&Path::new(crate_dir).join(folder), registry)
}

/// A hand record for the games' record fuzz tests: `game` with `rules`, the players of `names`
/// holding `chips`, the pack shuffled by `seed`, `actions` played with one `garbled` action slipped
/// in among them when given (at `at`, taken round the list), and `first` (the record's key for who
/// banks or deals first, and a name) when given.
pub fn fuzzed_record(
    game: &str,
    rules: Value,
    (names, chips): (&[&str], &[u64]),
    seed: u64,
    (mut actions, garbled): (Vec<Value>, Option<(usize, Value)>),
    first: Option<(&str, &str)>,
) -> Value {
    if let Some((at, action)) = garbled {
        actions.insert(at % (actions.len() + 1), action);
    }
    let players: Vec<Value> = (names.iter().zip(chips))
        .map(|(name, chips)| json!({"name": name, "chips": chips}))
        .collect();
    let mut record = json!({
        "game": game,
        "rules": rules,
        "players": players,
        "seed": seed,
        "actions": actions,
    });
    if let Some((key, name)) = first {
        record[key] = json!(name);
    }
    record
}

/// Reads and plays a fuzzed `record` with `registry`'s games. Whatever it holds, that must not
/// panic; and a record that plays must answer every action, and its players' chips, with what
/// the table holds apart by its output (`held_apart`: a pot, a kitty, the house's result), must
/// be the chips they brought.
pub fn check_fuzzed(record: &Value, registry: &Registry, held_apart: impl Fn(&Value) -> i64) {
    let played = Record::parse(&record.to_string())
        .and_then(|record| registry.replay(&record))
        .map(|(_, output)| output.into_value());
    let Ok(output) = played else {
        return;
    };
    let chips: i64 = (output["chips"].as_object().expect("chips by name").values())
        .map(|v| v.as_i64().expect("a whole number of chips"))
        .sum();
    let start: i64 = (record["players"].as_array().expect("players").iter())
        .map(|p| p["chips"].as_i64().expect("a whole number of chips"))
        .sum();
    assert_eq!(chips + held_apart(&output), start);
    assert_eq!(
        output["results"].as_array().expect("results").len(),
        record["actions"].as_array().expect("actions").len()
    );
}
