//! The one view function: a Palace Poker table as a seat, a spectator or the auditor may see it.
//! Screens, bots, server messages and hand records are all built from [`View`].

use parlour_cards::Card;
use parlour_engine::cut::Cut;
use parlour_engine::{PlayerView, Seat, Viewer};
use serde::Serialize;

use crate::action::Move;
use crate::hand::Hand;
use crate::rules::Rules;
use crate::session::{Palace, Phase};

/// What one viewer may see of a Palace Poker session. Cards the viewer may not see are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    pub viewer: Viewer,
    pub rules: Rules,
    pub players: Vec<PlayerView>,
    pub dealer: Seat,
    #[serde(flatten)]
    pub phase: Phase,
    pub to_act: Vec<Seat>,
    pub hands_played: u32,
    /// Cards in the draw pile, face down.
    pub draw_pile: usize,
    /// Cards in the discard pile, face down.
    pub discard_pile: usize,
    /// The cut for the first dealer (face up).
    pub cuts: Vec<Cut<Option<Card>>>,
    /// The hand in play, or the last hand until the next deal.
    pub hand: Option<Hand<Option<Card>>>,
    /// What the viewer may do now (a seat to act only).
    pub moves: Vec<Move>,
}

impl Palace {
    /// The session as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> View {
        let eyes = |card: &crate::event::TableCard| card.seen_by(viewer);
        View {
            viewer,
            rules: self.rules,
            players: PlayerView::all(&self.players),
            dealer: self.dealer,
            phase: self.phase,
            to_act: self.to_act(),
            hands_played: self.hands_played,
            draw_pile: self.draw.len(),
            discard_pile: self.discards.len(),
            cuts: self.cuts.iter().map(|c| c.map(eyes)).collect(),
            hand: self.hand.as_ref().map(|h| h.map_cards(&eyes)),
            moves: match viewer {
                Viewer::Seat(seat) => self.legal_moves(seat),
                _ => Vec::new(),
            },
        }
    }

    /// Every card on the table that `viewer` may see, by the same audience marks as [`Palace::view`].
    pub fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .cuts
            .iter()
            .filter_map(|c| c.card.seen_by(viewer))
            .collect();
        if let Some(hand) = &self.hand {
            cards.extend(
                hand.banner_discards
                    .iter()
                    .filter_map(|c| c.seen_by(viewer)),
            );
            // Shown at a battle or the showdown, though a loser's palace is gone from the table.
            let shown = hand
                .battles
                .iter()
                .flat_map(|b| [&b.attacker, &b.defender])
                .chain(&hand.showdown);
            for s in shown {
                cards.extend(s.palace.iter().filter_map(|c| c.seen_by(viewer)));
                cards.extend(s.counted.iter().filter_map(|c| c.seen_by(viewer)));
            }
            for p in &hand.players {
                cards.extend(p.cards().filter_map(|c| c.seen_by(viewer)));
            }
        }
        cards
    }
}
