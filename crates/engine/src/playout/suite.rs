//! What the games' own test suites around the harness share: the stacks of a random table, a
//! scenario dealt from a seed, a seeded game opened at once, the run with its report printed, the
//! checks a run's report must pass, and the crate's folders of hand records played through.

use std::ops::RangeInclusive;
use std::path::Path;

use parlour_cards::CardSource;

use super::{Chooser, Config, Probe, Report, Scenario, run, seats_some_empty};
use crate::registry::Registry;
use crate::scenarios::check_folder;
use crate::{Player, RuleSet, Seat, Table};

/// Sessions a playout test plays: `PLAYOUTS` from the environment (to play more or fewer), else
/// `default`.
pub fn sessions(default: usize) -> usize {
    std::env::var("PLAYOUTS").map_or(default, |v| v.parse().expect("PLAYOUTS is a number"))
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
            table: Table {
                players,
                first,
                kitty: 0,
            },
            seed: chooser.pick(0, u64::MAX - 1),
        }
    }
}

/// The game of `rules` opened at `table`, dealing from packs shuffled by `seed`.
pub fn open_seeded<G: Probe>(rules: G::Rules, table: Table, seed: u64) -> G {
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
