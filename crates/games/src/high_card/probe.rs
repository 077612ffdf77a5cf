//! The playout harness's hooks for high card.

use parlour_cards::Card;
use parlour_engine::playout::Probe;
use parlour_engine::{Viewer, renamed, visible};

use super::{Action, HighCard, Phase};

impl Probe for HighCard {
    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        visible(&self.round, viewer)
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> HighCard {
        HighCard {
            pack: self.pack.renamed(rename),
            round: renamed(&self.round, rename),
            ..self.clone()
        }
    }

    fn arbitrary_action(_seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        match pick(0, 2) {
            0 => Action::Deal,
            _ => Action::Bet {
                amount: pick(0, 30),
            },
        }
    }

    /// Every card is in the pack or a hand, once; the pot holds what was put in while bets are
    /// made, and nothing once it is won.
    fn check_invariants(&self) -> Result<(), String> {
        let mut cards: Vec<Card> = self.pack.iter().collect();
        if let Some(round) = &self.round {
            cards.extend(round.hands.iter().map(|h| h.card.value));
        }
        cards.sort();
        cards.dedup();
        if cards.len() != 52 {
            return Err(format!(
                "{} different cards on the table, not 52",
                cards.len()
            ));
        }
        if let Some(round) = &self.round {
            let put_in: u64 = round.hands.iter().map(|h| h.put_in).sum();
            let expected = match self.phase {
                Phase::Betting { .. } => put_in,
                Phase::BetweenRounds | Phase::Over => 0,
            };
            if round.pot != expected {
                return Err(format!("the pot holds {}, not {expected}", round.pot));
            }
        }
        Ok(())
    }
}
