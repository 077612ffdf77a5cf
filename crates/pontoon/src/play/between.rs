//! Between hands: the kitty of Shoot Pontoon (docs/rules/pontoon.md §4.1, §4.8) and selling the
//! bank (§2.5).

use parlour_engine::Game;
use parlour_engine::{Limits, Party, Seat};

use super::Events;
use crate::event::{BankChange, Event};
use crate::reason::{Reason, Rejection};
use crate::session::{Offer, Phase, Pontoon};

impl Pontoon {
    // --- Before the first hand: the cut for the bank (docs/rules/pontoon.md §2.1) ---

    /// The cut at a table that opened empty (or that everyone left), called by the first to sit
    /// once two can play: everyone with chips cuts, and the highest card banks.
    pub(crate) fn cut(&mut self, events: &mut Events) -> Result<(), Rejection> {
        if !self.cut.due || self.phase != (Phase::BetweenRounds { offer: None }) {
            return Err(Rejection::NotAllowedNow {
                verb: "cut".into(),
                why: "bank_cut_once".into(),
            });
        }
        self.cut_for_bank(events)
            .map_err(|_| Rejection::NotAllowedNow {
                verb: "cut".into(),
                why: "cut_never_ends".into(),
            })
    }

    // --- Between hands: the kitty (docs/rules/pontoon.md §4.1, §4.8) ---

    /// Whether the banker may deal: in Shoot Pontoon only with a kitty up.
    pub(crate) fn kitty_ready(&self) -> bool {
        !self.rules.shoot || self.kitty > 0
    }

    /// What the banker may put into the kitty now, if anything. A new kitty is between the kitty
    /// minimum and maximum; later he may add up to the maximum. He always keeps one chip to bank
    /// with, so a banker short of chips may put up less than the minimum.
    pub(crate) fn kitty_limits(&self) -> Option<Limits> {
        if !self.rules.shoot {
            return None;
        }
        let spare = self.core.players[self.banker.index()]
            .chips
            .saturating_sub(1);
        let limits = if self.kitty == 0 {
            Limits {
                min: self.rules.kitty_min.min(spare).max(1),
                max: self.rules.kitty_max.min(spare),
            }
        } else {
            Limits {
                min: 1,
                max: self.rules.kitty_max.saturating_sub(self.kitty).min(spare),
            }
        };
        limits.is_open().then_some(limits)
    }

    pub(crate) fn put_kitty(
        &mut self,
        seat: Seat,
        amount: i64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        if !self.rules.shoot {
            return Err(Rejection::NotAllowedNow {
                verb: "kitty".into(),
                why: "no_shoot_pontoon".into(),
            });
        }
        if self.phase != (Phase::BetweenRounds { offer: None }) {
            return Err(Rejection::NotAllowedNow {
                verb: "kitty".into(),
                why: "kitty_between_hands".into(),
            });
        }
        let Ok(amount) = u64::try_from(amount) else {
            return Err(Reason::CannotTakeFromKitty.into());
        };
        let limits = self.kitty_limits().unwrap_or(Limits { min: 1, max: 0 });
        limits.check("kitty", amount)?;
        self.transfer(Party::Seat(seat), Party::Kitty, amount);
        events.push(Event::KittyPut {
            amount,
            kitty: self.kitty,
        });
        Ok(())
    }

    // --- Selling the bank between hands (docs/rules/pontoon.md §2.5) ---

    pub(crate) fn offer_bank(
        &mut self,
        seat: Seat,
        buyer: Seat,
        price: u64,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        match self.phase {
            // While an offer is out the buyer is on turn, so `apply` has refused the banker.
            Phase::BetweenRounds { offer: None } => {}
            _ => {
                return Err(Rejection::NotAllowedNow {
                    verb: "offer_bank".into(),
                    why: "sell_between_hands".into(),
                });
            }
        }
        if buyer.index() >= self.seats() {
            return Err(Rejection::UnknownPlayer { seat: buyer });
        }
        if buyer == seat {
            return Err(Reason::CannotSellToSelf.into());
        }
        let held = self.core.players[buyer.index()].chips;
        if held <= price {
            return Err(Reason::CannotSellBank { buyer, held, price }.into());
        }
        self.phase = Phase::BetweenRounds {
            offer: Some(Offer { buyer, price }),
        };
        events.push(Event::BankOffered { buyer, price });
        Ok(())
    }

    pub(crate) fn answer_offer(
        &mut self,
        accept: bool,
        events: &mut Events,
    ) -> Result<(), Rejection> {
        let verb = if accept {
            "accept_bank"
        } else {
            "decline_bank"
        };
        let Phase::BetweenRounds { offer: Some(offer) } = self.phase else {
            return Err(Rejection::NotAllowedNow {
                verb: verb.into(),
                why: "bank_not_offered".into(),
            });
        };
        self.phase = Phase::BetweenRounds { offer: None };
        if accept {
            let seller = self.banker;
            self.pay(offer.buyer, seller, offer.price);
            self.change_bank(offer.buyer, BankChange::Sold { price: offer.price }, events);
            self.end_session_if_stuck(events);
        } else {
            events.push(Event::BankOfferDeclined { buyer: offer.buyer });
        }
        Ok(())
    }
}
