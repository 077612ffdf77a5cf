//! A high-card table as one viewer sees it.

use parlour_cards::Card;
use parlour_engine::Seen;
use serde::{Deserialize, Serialize};

use super::{Move, Phase, Round};

/// What a viewer is shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// What every game shows alike: the viewer, the players, the turn, the moves.
    #[serde(flatten)]
    pub seen: Seen<Move>,
    pub phase: Phase,
    pub round: Option<Round<Option<Card>>>,
}
