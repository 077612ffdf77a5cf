//! The one view function: a Palace Poker table as a seat, a spectator or the auditor may see it.
//! Screens, bots, server messages and hand records are all built from [`View`].

use parlour_cards::Card;
use parlour_engine::cut::Cut;
use parlour_engine::{Seat, Seen};
use serde::{Deserialize, Serialize};

use crate::action::Move;
use crate::round::Round;
use crate::rules::Rules;
use crate::session::Phase;

/// What one viewer may see of a Palace Poker session. Cards the viewer may not see are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// What every game shows alike: the viewer, the players, the turn, the moves.
    #[serde(flatten)]
    pub seen: Seen<Move>,
    pub rules: Rules,
    pub dealer: Seat,
    #[serde(flatten)]
    pub phase: Phase,
    /// Cards in the draw pile, face down.
    pub draw_pile: usize,
    /// Cards in the discard pile, face down.
    pub discard_pile: usize,
    /// The cut for the first dealer (face up).
    pub cuts: Vec<Cut<Option<Card>>>,
    /// The players are to cut for the deal before the next hand (a table opened empty, or left
    /// by everyone): `dealer` is then only the first to sit, who calls the cut.
    pub cut_due: bool,
    /// The hand in play, or the last hand until the next deal.
    pub round: Option<Round<Option<Card>>>,
}
