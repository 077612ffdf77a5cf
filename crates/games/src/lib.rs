//! Every game Parlour plays, each by its kit: the one plug board between the games and whatever
//! holds tables of any game (`parlour script`, the simulator, the terminal client, the table
//! server). The engine defines the registry and knows no game; each game crate implements the
//! contract; this crate, above them all, registers each game's kit. Whoever asks a kit matches on
//! no game's id and reads no action's fields.
//!
//! | id        | game                                                  | crate            |
//! |-----------|-------------------------------------------------------|------------------|
//! | `pontoon` | the home games, a player as banker (`traditional`, `shoot`) | `parlour-pontoon` |
//! | `casino`  | the house-banked tables (`casino`, `pontoon-blackjack`) | `parlour-pontoon` |
//! | `palace`  | Palace Poker                                          | `parlour-palace` |
//!
//! With the `testing` feature, `high_card` (`src/high_card/`), the tests' own game, is compiled too,
//! and a test registers it beside these ([`register_high_card`]): the proof that a game plugs in
//! by its folder and its kit alone.

pub mod coach;
#[cfg(feature = "testing")]
pub mod high_card;

use std::sync::{LazyLock, RwLock};

pub use parlour_bots::{Level, SeatBot};
use parlour_bots::{Standard, seat_bot};
use parlour_engine::record::Recorded;
use parlour_engine::registry::{Entry, Registry, entry};
use parlour_palace::Palace;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;
use parlour_sim::{Ask, Sim, sim};
use serde_json::Value;

/// What a program holding tables of any game asks of one game.
pub struct Kit {
    /// The game's entry in the registry: its id, presets, options, rules and tables.
    pub entry: &'static dyn Entry,
    /// What players call the game.
    pub name: &'static str,
    /// The preset a new table of it starts from.
    pub preset: &'static str,
    /// How many sit at a new table, the player included, and the chips each starts with, unless
    /// the player asks otherwise.
    pub table: (usize, u64),
    /// A bot of a level for a seat at a table of these rules, driven by `seed` where it draws
    /// lots.
    bot: fn(&Value, u64, Level) -> Option<Box<dyn SeatBot>>,
    /// The levels of bot the game offers.
    levels: &'static [Level],
    /// A simulation of bots in every seat, as `ask` asks, or why it cannot be run.
    sim: fn(&Ask) -> Result<Box<dyn Sim>, String>,
    /// The coach, for a game that has one ([`coach`]).
    coach: Option<&'static coach::Coaching>,
}

impl std::fmt::Debug for Kit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kit").field("id", &self.id()).finish()
    }
}

impl Kit {
    /// Game `G`'s kit: its entry and its bots from the game itself, and what players call it, the
    /// preset and the table a new one starts with, and its simulation.
    fn of<G: Recorded + Standard>(
        name: &'static str,
        preset: &'static str,
        table: (usize, u64),
        sim: fn(&Ask) -> Result<Box<dyn Sim>, String>,
    ) -> Kit {
        Kit {
            entry: entry::<G>(),
            name,
            preset,
            table,
            bot: leveled_bot::<G>,
            levels: G::LEVELS,
            sim,
            coach: None,
        }
    }

    /// The kit with a coach.
    fn coached(self, coach: &'static coach::Coaching) -> Kit {
        Kit {
            coach: Some(coach),
            ..self
        }
    }

    /// The game's coach, if it has one.
    pub fn coach(&self) -> Option<&'static coach::Coaching> {
        self.coach
    }

    /// The game's id.
    pub fn id(&self) -> &'static str {
        self.entry.id()
    }

    /// A bot for a seat at a table of `rules`. `seed` drives the choices of the bots that draw
    /// lots: their actions are recorded like anyone's, so a table replays whatever they chose.
    /// `None` if the rules cannot be read.
    pub fn bot(&self, rules: &Value, seed: u64) -> Option<Box<dyn SeatBot>> {
        (self.bot)(rules, seed, Level::Standard)
    }

    /// A bot of `level` for a seat at a table of `rules` (see [`Kit::bot`]). `None` if the rules
    /// cannot be read or the game has no bot of that level ([`Kit::levels`]).
    pub fn bot_at(&self, rules: &Value, seed: u64, level: Level) -> Option<Box<dyn SeatBot>> {
        (self.bot)(rules, seed, level)
    }

    /// The levels of bot the game offers: every game the standard one; the home games a cautious,
    /// a bold and the best (the solved strategy); the casino tables the best, which is their
    /// standard strategy-table player.
    pub fn levels(&self) -> &'static [Level] {
        self.levels
    }

    /// The simulation `ask` asks for, or why it cannot be run.
    pub fn sim(&self, ask: &Ask) -> Result<Box<dyn Sim>, String> {
        (self.sim)(ask)
    }
}

/// Every game's kit, in the order the registry lists them. A test may register its own game
/// beside them ([`register_high_card`]).
static KITS: LazyLock<RwLock<Vec<&'static Kit>>> = LazyLock::new(|| {
    let kits = [
        Kit::of::<Pontoon>("Pontoon", "traditional", (4, 500), |ask| {
            Ok(sim(parlour_sim::pontoon::PontoonSim::ask(ask)?, ask))
        }),
        Kit::of::<Casino>("Casino Pontoon", "casino", (3, 1000), |ask| {
            Ok(sim(parlour_sim::casino::CasinoSim::ask(ask)?, ask))
        })
        .coached(&coach::CASINO),
        Kit::of::<Palace>("Palace Poker", "palace", (4, 200), |ask| {
            Ok(sim(parlour_sim::palace::PalaceSim::ask(ask)?, ask))
        }),
    ];
    RwLock::new(
        kits.into_iter()
            .map(|kit| &*Box::leak(Box::new(kit)))
            .collect(),
    )
});

/// Every game's kit.
pub fn kits() -> Vec<&'static Kit> {
    KITS.read().expect("never poisoned").clone()
}

/// The kit of the game with this id.
pub fn kit(id: &str) -> Option<&'static Kit> {
    kits().into_iter().find(|kit| kit.id() == id)
}

/// Registers high card, the tests' own game, beside the card room's (once, however often it is
/// asked): from then on the registry, the table server and everything else that asks a kit know
/// it, though none of them names it.
#[cfg(feature = "testing")]
pub fn register_high_card() {
    let mut kits = KITS.write().expect("never poisoned");
    if kits.iter().any(|kit| kit.id() == "high_card") {
        return;
    }
    kits.push(Box::leak(Box::new(Kit::of::<high_card::HighCard>(
        "High card",
        "high-card",
        (3, 100),
        |ask| {
            let seats = parlour_sim::seats::SeatsSim::<high_card::HighCard>::ask(ask, 1)?;
            Ok(sim(seats, ask))
        },
    ))));
}

/// The registry of every game.
pub fn registry() -> Registry {
    kits().iter().fold(Registry::new(), |registry, kit| {
        registry.with_entry(kit.entry)
    })
}

/// A bot of `level` for a seat at a table of `G` under `rules`, speaking the wire.
fn leveled_bot<G: Recorded + Standard>(
    rules: &Value,
    seed: u64,
    level: Level,
) -> Option<Box<dyn SeatBot>> {
    let rules = G::parse_rules(rules).ok()?;
    Some(seat_bot(G::leveled(&rules, seed, level)?))
}
