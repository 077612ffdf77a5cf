//! The bot interface, and a session driven by bots.

use parlour_engine::{Game, Seat, Viewer};
use thiserror::Error;

/// A player that decides from its seat's view alone.
pub trait Bot<G: Game>: Send {
    /// One of the legal actions listed in `view` (the view of the bot's own seat).
    fn act(&mut self, view: &G::View) -> G::Action;
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
