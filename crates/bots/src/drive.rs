//! The bot interface, and a session driven by bots.

use parlour_engine::{Game, Seat, Viewer};
use serde::Deserialize;
use thiserror::Error;

/// A player that decides from its seat's view alone.
pub trait Bot<G: Game>: Send {
    /// One of the legal actions listed in `view` (the view of the bot's own seat).
    fn act(&mut self, view: &G::View) -> G::Action;
}

/// A boxed bot is a bot.
impl<G: Game> Bot<G> for Box<dyn Bot<G>> {
    fn act(&mut self, view: &G::View) -> G::Action {
        (**self).act(view)
    }
}

/// The bot a game plays an empty seat with, wherever one is wanted: the table server's bots, the
/// terminal client's opponents, the simulator's players. The one place that says which bot plays
/// each game.
pub trait Standard: Game {
    /// The levels of bot the game offers.
    const LEVELS: &'static [Level] = &[Level::Standard];

    /// The bot at a table of `rules`; `seed` drives the choices of a bot that draws lots.
    fn standard(rules: &Self::Rules, seed: u64) -> Box<dyn Bot<Self>>;

    /// The bot of `level` at a table of `rules`, if the game offers that level.
    fn leveled(rules: &Self::Rules, seed: u64, level: Level) -> Option<Box<dyn Bot<Self>>> {
        (level == Level::Standard).then(|| Self::standard(rules, seed))
    }
}

/// How well (or how boldly) a bot plays: the levels a table or the terminal client may ask for.
/// Every game has a standard bot; the home games have all four.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Level {
    /// The home games' cautious temperament.
    Cautious,
    /// The bot a game seats unless asked otherwise.
    #[default]
    Standard,
    /// The home games' bold temperament.
    Bold,
    /// The strongest bot the game has: the solved strategy at home, the strategy tables at a
    /// casino table.
    Best,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Cautious, Level::Standard, Level::Bold, Level::Best];

    pub fn name(self) -> &'static str {
        match self {
            Level::Cautious => "cautious",
            Level::Standard => "standard",
            Level::Bold => "bold",
            Level::Best => "best",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// A bot of any game, speaking the wire: given its seat's view exactly as a person's client is (the
/// JSON of the one view function), read back into the game's own view type, it answers an action
/// on the wire. It can know no more than a person in that seat.
pub trait SeatBot: Send {
    /// The action for the seat's view, or `None` if the view cannot be read.
    fn act(&mut self, view: &serde_json::Value) -> Option<serde_json::Value>;
}

/// A bot of game `G` as a [`SeatBot`].
pub fn seat_bot<G: Game>(bot: impl Bot<G> + 'static) -> Box<dyn SeatBot> {
    Box::new(Typed(bot, std::marker::PhantomData::<fn() -> G>))
}

struct Typed<G, B>(B, std::marker::PhantomData<fn() -> G>);

impl<G: Game, B: Bot<G>> SeatBot for Typed<G, B> {
    fn act(&mut self, view: &serde_json::Value) -> Option<serde_json::Value> {
        let view = G::View::deserialize(view).ok()?;
        serde_json::to_value(self.0.act(&view)).ok()
    }
}

/// A bot asked for an action the engine refused: always a bug in the bot.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("the bot in seat {seat} asked for {action}, which the engine refused ({code}): {message}")]
pub struct IllegalAction {
    pub seat: u8,
    pub action: String,
    pub code: &'static str,
    pub message: String,
}

/// Plays `game` with `bots[i]` in seat `i` until `hands` more hands are completed or the session
/// ends. `watch` sees every batch of events (with the game after them).
pub fn play<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    hands: u32,
    mut watch: impl FnMut(&G, &[G::Event]),
) -> Result<(), IllegalAction> {
    let target = game.rounds_played() + hands;
    while game.rounds_played() < target && !game.is_over() {
        let seat: Seat = game
            .to_act()
            .first()
            .expect("a session not over has a seat to act");
        let view = game.view(Viewer::Seat(seat));
        let action = bots[seat.index()].act(&view);
        match game.apply(seat, &action) {
            Ok(events) => watch(game, &events),
            Err(rejection) => {
                return Err(IllegalAction {
                    seat: seat.0,
                    action: format!("{action:?}"),
                    code: rejection.code(),
                    message: game.sentence(&rejection),
                });
            }
        }
    }
    Ok(())
}
