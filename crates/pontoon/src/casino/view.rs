//! The one view function of a casino table. Players' cards are face up; the dealer's two cards are
//! face down to everyone until the players have finished.

use parlour_cards::Card;
use parlour_engine::{Seat, Viewer};
use serde::Serialize;

use super::action::CasinoMove;
use super::round::CasinoRound;
use super::rules::CasinoRules;
use super::table::{Bet, Casino, CasinoPhase};
use crate::view::PlayerView;

/// What one viewer may see of a casino table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CasinoView {
    pub viewer: Viewer,
    pub rules: CasinoRules,
    pub players: Vec<PlayerView>,
    #[serde(flatten)]
    pub phase: CasinoPhase,
    pub to_act: Vec<Seat>,
    pub rounds_played: u32,
    /// Cards left in the shoe, and put away since the last shuffle.
    pub shoe: usize,
    pub discards: usize,
    /// Whether the shoe will be shuffled before the next round.
    pub shuffle_due: bool,
    /// The answers so far in the betting for the next round.
    pub bets: Vec<Bet>,
    /// The round in play, or the last one until the next is dealt.
    pub round: Option<CasinoRound<Option<Card>>>,
    /// The house's result so far.
    pub house: i64,
    /// What the viewer may do now (a seat on turn only).
    pub moves: Vec<CasinoMove>,
}

impl Casino {
    /// The table as `viewer` may see it.
    pub fn view(&self, viewer: Viewer) -> CasinoView {
        CasinoView {
            viewer,
            rules: self.rules,
            players: PlayerView::all(&self.players),
            phase: self.phase,
            to_act: self.to_act(),
            rounds_played: self.rounds_played,
            shoe: self.shoe.len(),
            discards: self.discards.len(),
            shuffle_due: self.shuffle_due(),
            bets: self.bets.clone(),
            round: self
                .round
                .as_ref()
                .map(|r| r.map_cards(&|card: &crate::TableCard| card.seen_by(viewer))),
            house: self.house,
            moves: match viewer {
                Viewer::Seat(seat) => self.legal_moves(seat),
                _ => Vec::new(),
            },
        }
    }

    /// Every card on the table that `viewer` may see, by the same audience marks as the view.
    pub fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        let Some(round) = &self.round else {
            return Vec::new();
        };
        let hands = round
            .bettors
            .iter()
            .flat_map(|b| b.hands.iter().map(|h| &h.cards));
        hands
            .chain([&round.dealer.cards])
            .flat_map(|cards| cards.iter().filter_map(|c| c.seen_by(viewer)))
            .collect()
    }
}
