//! A high-card table as one viewer sees it.

use parlour_cards::Card;
use parlour_engine::{PlayerView, Seat};
use serde::{Deserialize, Serialize};

use super::{Move, Phase, Round};

/// What a viewer is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The wire schema's version.
    pub schema: u32,
    pub players: Vec<PlayerView>,
    pub phase: Phase,
    pub to_act: Vec<Seat>,
    pub rounds_played: u32,
    pub round: Option<Round<Option<Card>>>,
    /// The viewer's own moves.
    pub moves: Vec<Move>,
}
