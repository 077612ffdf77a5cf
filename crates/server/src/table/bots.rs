//! Bots in a server's seats. A bot is given its seat's view exactly as a person's client is (the
//! JSON of the one view function), read back into the game's own view type, and answers with an
//! action on the wire: it can know no more than a person in that seat.

use std::marker::PhantomData;
use std::sync::Arc;

use parlour_bots::{Bot, CasinoBot, HomeBot, PalaceBot, Strategy, Temperament};
use parlour_engine::Game;
use parlour_engine::record::Recorded;
use parlour_pontoon::casino::{Casino, CasinoPreset};
use serde_json::Value;

/// A bot in a seat, speaking the wire.
pub trait SeatBot: Send {
    /// The action for the seat's view, or `None` if the view cannot be read.
    fn act(&mut self, view: &Value) -> Option<Value>;
}

struct Typed<G: Game, B: Bot<G>>(B, PhantomData<fn() -> G>);

impl<G: Game, B: Bot<G>> SeatBot for Typed<G, B> {
    fn act(&mut self, view: &Value) -> Option<Value> {
        let view: G::View = serde_json::from_value(view.clone()).ok()?;
        serde_json::to_value(self.0.act(&view)).ok()
    }
}

/// A bot for a table of `game` under `rules`, if the game has server bots. `seed` drives the
/// choices of the bots that draw lots (the home players and bankers, the Palace players): their
/// actions are recorded like anyone's, so a table replays whatever they chose.
pub fn bot_for(game: &str, rules: &Value, seed: u64) -> Option<Box<dyn SeatBot>> {
    match game {
        "pontoon" => Some(Box::new(Typed(
            HomeBot::new(Temperament::Standard, seed),
            PhantomData,
        ))),
        "palace" => Some(Box::new(Typed(
            PalaceBot::new(Temperament::Standard, seed),
            PhantomData,
        ))),
        "casino" => {
            let rules = Casino::parse_rules(rules).ok()?;
            let strategy = match rules.preset {
                CasinoPreset::Casino => Strategy::casino(),
                CasinoPreset::PontoonBlackjack => Strategy::pontoon_blackjack(),
            };
            let unit = rules.min_stake.max(5).min(rules.max_stake);
            Some(Box::new(Typed(
                CasinoBot::new(Arc::new(strategy), unit),
                PhantomData,
            )))
        }
        _ => None,
    }
}

/// The name a bot sits under: marked `[bot]`, which no account's name may hold.
pub fn bot_name(seat: usize) -> String {
    const NAMES: [&str; 7] = ["Ada", "Bix", "Cleo", "Dov", "Esme", "Finn", "Gus"];
    format!("{} [bot]", NAMES[seat % NAMES.len()])
}

/// Whether a seat's name is a bot's.
pub fn is_bot(name: &str) -> bool {
    name.ends_with(" [bot]")
}
