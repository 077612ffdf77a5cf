//! The one view function: a Pontoon table as a seat, a spectator or the auditor may see it.
//! Screens, bots, server messages and hand records are all built from [`View`].

use parlour_cards::Card;
pub use parlour_engine::PlayerView;
use parlour_engine::{Seat, Viewer};
use serde::Serialize;

use crate::action::Move;
use crate::event::Cut;
pub use crate::round::Round as RoundView;
use crate::rules::Rules;
use crate::session::{Phase, Pontoon};

/// What one viewer may see of a Pontoon session. Cards the viewer may not see are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub rules: Rules,
    pub players: Vec<PlayerView>,
    pub banker: Seat,
    #[serde(flatten)]
    pub phase: Phase,
    pub to_act: Vec<Seat>,
    pub hands_played: u32,
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

impl Pontoon {
    /// The session as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> View {
        let eyes = |card: &crate::event::TableCard| card.seen_by(viewer);
        View {
            viewer,
            rules: self.rules,
            players: PlayerView::all(&self.players),
            banker: self.banker,
            phase: self.phase,
            to_act: self.to_act(),
            hands_played: self.hands_played,
            pack: self.pack.len(),
            shuffle_due: self.shuffle_due,
            kitty: self.kitty,
            cuts: self.cuts.iter().map(|c| c.map(eyes)).collect(),
            round: self.round.as_ref().map(|r| r.map_cards(&eyes)),
            moves: match viewer {
                Viewer::Seat(seat) => self.legal_moves(seat),
                _ => Vec::new(),
            },
        }
    }

    /// Every card on the table that `viewer` may see, by the same audience marks as [`Pontoon::view`].
    pub fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .cuts
            .iter()
            .filter_map(|c| c.card.seen_by(viewer))
            .collect();
        if let Some(round) = &self.round {
            let hands = round
                .punters
                .iter()
                .flat_map(|p| p.hands.iter().flat_map(|h| [&h.cards, &h.burnt]));
            for hand in hands.chain([&round.banker.cards]) {
                cards.extend(hand.iter().filter_map(|c| c.seen_by(viewer)));
            }
        }
        cards
    }
}
