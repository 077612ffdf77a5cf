//! The hooks the casino table's random-playout tests need ([`Probe`]), apart from its core.

use parlour_cards::Card;
use parlour_engine::playout::Probe;
use parlour_engine::{Viewer, renamed, visible};

use super::action::CasinoAction;
use super::session::Casino;
use crate::round::HandState;
use parlour_engine::Audience;

impl Probe for Casino {
    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        self.round
            .as_ref()
            .map_or_else(Vec::new, |round| visible(round, viewer))
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        let mut renamed_table = self.clone();
        renamed_table.shoe = self.shoe.renamed(rename);
        renamed_table.discards = self.discards.renamed(rename);
        renamed_table.round = self.round.as_ref().map(|round| renamed(round, rename));
        renamed_table
    }

    /// Any action, legal or not, for the playout harness.
    fn arbitrary_action(_seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> CasinoAction {
        match pick(0, 5) {
            0 => CasinoAction::Stake {
                amount: pick(0, 700),
            },
            1 => CasinoAction::Pass,
            2 => CasinoAction::Twist,
            3 => CasinoAction::Stick,
            4 => CasinoAction::Buy,
            _ => CasinoAction::Split,
        }
    }

    /// What must hold after every action: every card is in the shoe, the discards or a hand exactly
    /// once; while the players play, nobody sees a dealer card; and every player holds what they
    /// have at risk.
    fn check_invariants(&self) -> Result<(), String> {
        let mut cards = self.shoe.len() + self.discards.len();
        if let Some(round) = self.round.as_ref().filter(|r| !r.over) {
            for bettor in &round.bettors {
                let held = self.core.players[bettor.seat.index()].chips;
                if held < bettor.at_risk() {
                    return Err(format!(
                        "{} holds {held} but has {} at risk",
                        bettor.name,
                        bettor.at_risk()
                    ));
                }
                for hand in bettor.hands.iter().filter(|h| h.state != HandState::Bust) {
                    cards += hand.cards.len();
                }
            }
            cards += round.dealer.cards.len();
            if round
                .dealer
                .cards
                .iter()
                .any(|c| c.audience != Audience::Nobody)
            {
                return Err("a dealer card is showing before the dealer plays".into());
            }
        }
        let expected = usize::from(self.rules.packs) * 52;
        if cards != expected {
            return Err(format!("{cards} cards accounted for, not {expected}"));
        }
        Ok(())
    }
}
