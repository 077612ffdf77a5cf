//! A table in play: a game's state with everything needed to write its hand record at any moment,
//! and a version that counts the actions it has accepted.
//!
//! The version is what lets a client and a table agree on what an action was made against
//! (boardgame.io's `stateID`): each accepted action advances it by one, a refusal leaves it where it
//! was, and an action that names the version it was made against is refused as [`Refusal::Stale`]
//! when the table has moved on. So a double click, or a late message from a slow connection, does
//! nothing at all. The version of a table is the number of actions in its record, so a record
//! replayed gives back the same version with the same state.

use serde_json::Value;

use crate::record::{Deal, Recorded, write_record};
use crate::{Game, Refusal, RuleSet, Seat, SetupError, Table};

/// A table in play: its game, its rules, seating and deal, and every action it has accepted.
#[derive(Debug, Clone)]
pub struct Live<G: Game> {
    game: G,
    rules: G::Rules,
    seating: Table,
    deal: Deal,
    actions: Vec<(Seat, G::Action)>,
}

/// What an accepted action came to: the table's new version and the events, as the engine keeps
/// them (each viewer's through [`Game::event_view`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Applied<E> {
    pub version: u64,
    pub events: Vec<E>,
}

impl<G: Game> Live<G> {
    /// A new table at version 0, and the events of its start (a cut for the bank, say).
    pub fn open(
        rules: G::Rules,
        seating: Table,
        deal: Deal,
    ) -> Result<(Live<G>, Vec<G::Event>), SetupError> {
        let cards = deal
            .cards(rules.packs())
            .map_err(|e| SetupError(format!("impossible deck: {e}")))?;
        let (game, events) = G::new(rules.clone(), seating.clone(), cards)?;
        let live = Live {
            game,
            rules,
            seating,
            deal,
            actions: Vec::new(),
        };
        Ok((live, events))
    }

    /// The game as it stands; every change goes through [`Live::apply`].
    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The seats as the table opened.
    pub fn seating(&self) -> &Table {
        &self.seating
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// Every action accepted so far, in order.
    pub fn actions(&self) -> &[(Seat, G::Action)] {
        &self.actions
    }

    /// How many actions the table has accepted.
    pub fn version(&self) -> u64 {
        self.actions.len() as u64
    }

    /// Applies `action` by `seat`, made against version `made_against` if the sender says which:
    /// the new version and the events, or a refusal that changed nothing (a stale version is
    /// refused before anything else is looked at).
    pub fn apply(
        &mut self,
        seat: Seat,
        action: &G::Action,
        made_against: Option<u64>,
    ) -> Result<Applied<G::Event>, Refusal<G::Reason>> {
        let version = self.version();
        if let Some(made_against) = made_against.filter(|&v| v != version) {
            return Err(Refusal::Stale {
                made_against,
                version,
            });
        }
        let events = self.game.apply(seat, action)?;
        self.actions.push((seat, action.clone()));
        Ok(Applied {
            version: self.version(),
            events,
        })
    }
}

impl<G: Recorded> Live<G> {
    /// The table's hand record so far; sealed, if its deal is a live key, unless `over` (see
    /// [`write_record`]).
    pub fn record(&self, over: bool) -> Value {
        write_record::<G>(&self.rules, &self.seating, &self.deal, over, &self.actions)
    }
}
