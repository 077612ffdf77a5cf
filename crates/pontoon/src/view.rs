//! The one view function: a Pontoon table as a seat, a spectator or the auditor may see it.
//! Screens, bots, server messages and hand records are all built from [`View`].

use parlour_cards::Card;
pub use parlour_engine::PlayerView;
use parlour_engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

use crate::action::Move;
pub use crate::round::Round as RoundView;
use crate::rules::Rules;
use crate::session::Phase;
use parlour_engine::cut::Cut;

/// What one viewer may see of a Pontoon session. Cards the viewer may not see are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The wire schema's version: [`parlour_engine::SCHEMA`].
    pub schema: u32,
    pub viewer: Viewer,
    pub rules: Rules,
    pub players: Vec<PlayerView>,
    pub banker: Seat,
    #[serde(flatten)]
    pub phase: Phase,
    pub to_act: Vec<Seat>,
    pub rounds_played: u32,
    /// Cards left in the pack.
    pub pack: usize,
    /// Whether the pack will be shuffled before the next deal.
    pub shuffle_due: bool,
    /// Shoot Pontoon: the kitty.
    pub kitty: u64,
    /// The cut for the first bank (face up).
    pub cuts: Vec<Cut<Option<Card>>>,
    /// The hand in play, or the last hand until the next deal.
    pub round: Option<RoundView<Option<Card>>>,
    /// What the viewer may do now (a seat on turn only).
    pub moves: Vec<Move>,
}
