//! The one view function: a Pontoon table as a seat, a spectator or the auditor may see it.
//! Screens, bots, server messages and hand records are all built from [`View`].

use parlour_cards::Card;
pub use parlour_engine::PlayerView;
use parlour_engine::{Seat, Seen};
use serde::{Deserialize, Serialize};

use crate::action::Move;
pub use crate::round::Round as RoundView;
use crate::rules::Rules;
use crate::score::Total;
use crate::session::Phase;
use parlour_engine::cut::Cut;

/// What one viewer may see of a Pontoon session. Cards the viewer may not see are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// What every game shows alike: the viewer, the players, the turn, the moves.
    #[serde(flatten)]
    pub seen: Seen<Move>,
    pub rules: Rules,
    pub banker: Seat,
    #[serde(flatten)]
    pub phase: Phase,
    /// Cards left in the pack.
    pub pack: usize,
    /// Whether the pack will be shuffled before the next deal.
    pub shuffle_due: bool,
    /// The players are to cut for the bank before the next hand (a table opened empty, or left
    /// by everyone): `banker` is then only the first to sit, who calls the cut.
    pub cut_due: bool,
    /// Shoot Pontoon: the kitty.
    pub kitty: u64,
    /// The cut for the first bank (face up).
    pub cuts: Vec<Cut<Option<Card>>>,
    /// The hand in play, or the last hand until the next deal.
    pub round: Option<RoundView<Option<Card>>>,
    /// The totals of `round`'s hands, as far as the viewer sees them.
    pub totals: Option<HomeTotals>,
}

/// Each hand's total in a home round, by punter then hand, and the banker's: each once the viewer
/// sees every card of it (a punter's own hand; anyone's once it is turned over).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HomeTotals {
    pub hands: Vec<Vec<Option<Total>>>,
    pub banker: Option<Total>,
}

impl HomeTotals {
    pub fn of(round: &RoundView<Option<Card>>) -> HomeTotals {
        HomeTotals {
            hands: round
                .punters
                .iter()
                .map(|p| p.hands.iter().map(|h| Total::of(&h.cards)).collect())
                .collect(),
            banker: Total::of(&round.banker.cards),
        }
    }
}
