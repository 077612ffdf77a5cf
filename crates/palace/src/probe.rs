//! The hooks Palace Poker's random-playout tests need ([`Probe`]), apart from its core.

use parlour_cards::Card;
use parlour_engine::playout::Probe;
use parlour_engine::{Seat, Viewer, renamed, visible};

use crate::action::Action;
use crate::session::{Palace, Phase};

impl Probe for Palace {
    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        let mut cards = visible(&self.cut.cards, viewer);
        cards.extend(visible(&self.round, viewer));
        cards
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        Palace {
            pack: self.pack.renamed(rename),
            draw: self.draw.renamed(rename),
            discards: self.discards.renamed(rename),
            cut: parlour_engine::cut::Cutting {
                cards: renamed(&self.cut.cards, rename),
                ..self.cut.clone()
            },
            round: renamed(&self.round, rename),
            ..self.clone()
        }
    }

    /// Any action, legal or not, for the playout harness.
    fn arbitrary_action(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        match pick(0, 7) {
            0 => Action::Deal,
            1 => Action::Buy,
            2 => Action::Discard {
                cards: (0..pick(0, 3))
                    .map(|_| Card::from_index(pick(0, 51) as usize))
                    .collect(),
            },
            3 => Action::Attack {
                defender: Seat::from(pick(0, seats as u64) as usize),
                bet: pick(0, 120),
            },
            4 => Action::Call,
            5 => Action::Raise {
                amount: pick(0, 60),
            },
            6 => Action::Fold,
            _ => Action::Stay,
        }
    }

    /// Checks what must always hold: every card of the pack is in exactly one place; the pot holds
    /// what was put in and not yet won; players in the hand have a banner and three palace cards;
    /// nobody ends a turn over the most soldiers.
    fn check_invariants(&self) -> Result<(), String> {
        let mut cards: Vec<Card> = self.all_cards();
        if cards.len() != 52 {
            return Err(format!("{} cards on the table, not 52", cards.len()));
        }
        cards.sort();
        cards.dedup();
        if cards.len() != 52 {
            return Err("a card is in two places".into());
        }
        let Some(hand) = &self.round else {
            return Ok(());
        };
        let put_in: u64 = hand.players.iter().map(|p| p.put_in).sum();
        let won: u64 = hand.players.iter().map(|p| p.won).sum();
        if hand.pot != put_in - won {
            return Err(format!(
                "the pot holds {} but {put_in} went in and {won} came out",
                hand.pot
            ));
        }
        let discarding = match self.phase {
            Phase::Discarding { seat, .. } => Some(seat),
            // A battle that ends the hand leaves its winner with what he captured.
            Phase::BetweenRounds | Phase::Over => return Ok(()),
            _ => None,
        };
        for p in &hand.players {
            let in_hand = p.status == crate::round::Status::In;
            if in_hand && (p.banner.is_none() || p.palace.len() != 3) {
                return Err(format!(
                    "{} is in the hand without a banner and a palace",
                    p.seat
                ));
            }
            if !in_hand && !p.palace.is_empty() {
                return Err(format!("{} is out but holds palace cards", p.seat));
            }
            if p.soldiers.len() > self.rules.max_soldiers && discarding != Some(p.seat) {
                return Err(format!("{} holds {} soldiers", p.seat, p.soldiers.len()));
            }
        }
        Ok(())
    }
}

impl Palace {
    /// The cards of a hand's players, the pack and the piles: every card, once (for invariants).
    fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .pack
            .iter()
            .chain(self.draw.iter())
            .chain(self.discards.iter())
            .collect();
        if let Some(hand) = &self.round {
            for p in &hand.players {
                cards.extend(p.cards().map(|c| c.value));
            }
        }
        cards
    }
}
