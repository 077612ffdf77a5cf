//! The hooks Pontoon's random-playout tests need ([`Probe`]), apart from the game's core.

use parlour_cards::Card;
use parlour_engine::playout::Probe;
use parlour_engine::{Seat, Viewer, renamed, visible};

use crate::action::Action;
use crate::session::Pontoon;

impl Probe for Pontoon {
    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        let mut cards = visible(&self.cut.cards, viewer);
        if let Some(round) = &self.round {
            cards.extend(visible(round, viewer));
        }
        cards
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        let mut renamed_session = self.clone();
        renamed_session.pack = self.pack.renamed(rename);
        renamed_session.cut.cards = renamed(&self.cut.cards, rename);
        renamed_session.round = self.round.as_ref().map(|round| renamed(round, rename));
        renamed_session
    }

    /// Any action, legal or not, for the playout harness.
    fn arbitrary_action(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        match pick(0, 13) {
            0 => Action::Deal,
            1 => Action::Stake {
                amount: pick(0, 120),
            },
            2 => Action::Split,
            3 => Action::Buy {
                amount: pick(0, 120),
            },
            4 => Action::Twist,
            5 => Action::Stick,
            6 => Action::OfferBank {
                buyer: Seat::from(pick(0, seats as u64) as usize),
                price: pick(0, 300),
            },
            7 => Action::AcceptBank,
            8 => Action::DeclineBank,
            9 => Action::Double,
            10 => Action::DeclineDouble,
            11 => Action::Burn,
            12 => Action::Shoot {
                amount: pick(0, 120),
            },
            _ => Action::Kitty {
                amount: pick(0, 240) as i64 - 20,
            },
        }
    }

    /// What must hold after every action: every card is in the pack or on the table exactly once,
    /// outstanding shoot bets never exceed the kitty, and every player in the hand can still cover
    /// the worst case for what they have at risk.
    fn check_invariants(&self) -> Result<(), String> {
        let mut cards = self.pack.len();
        if let Some(round) = self.round.as_ref().filter(|r| !r.over) {
            for punter in &round.punters {
                cards += punter
                    .hands
                    .iter()
                    .filter(|h| h.stands())
                    .map(|h| h.cards.len())
                    .sum::<usize>();
                let needed = self.rules.cover_factor() * punter.staked() + punter.shot();
                let held = self.core.players[punter.seat.index()].chips;
                if held < needed {
                    return Err(format!(
                        "{} holds {held} but has {needed} at risk",
                        punter.name
                    ));
                }
            }
            cards += round.banker.cards.len();
        }
        let expected = usize::from(self.rules.packs) * 52;
        if cards != expected {
            return Err(format!("{cards} cards accounted for, not {expected}"));
        }
        if self.shoot_bets() > self.kitty {
            return Err(format!(
                "shoot bets of {} exceed the kitty of {}",
                self.shoot_bets(),
                self.kitty
            ));
        }
        Ok(())
    }
}
