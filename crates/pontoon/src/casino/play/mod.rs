//! The moves of a casino round (docs/rules/casino.md §5, §6), by stage: the [`bet`]ting before a
//! round (§5.2), the [`deal`] (§5.1 to §5.3), the players' [`turn`]s (§5.4), the [`dealer`]'s turn
//! (§5.5) and the [`settle`]ment (§5.6). Here, the helpers several stages share: taking cards from
//! the shoe (§5.1), finding the round and its hands, whether a hand may take a card, and paying.
//!
//! As in the home games, every handler checks everything before it changes anything, so a rejection
//! leaves the table exactly as it was.

use parlour_cards::{Card, Pile};
use parlour_engine::{Audience, Party, Seat, TableCard, Transfer, Veiled};

use super::event::CasinoEvent;
use super::round::{Bettor, CasinoHand, CasinoRound};
use super::session::Casino;
use crate::reason::{Reason, Rejection};

mod bet;
mod deal;
mod dealer;
mod seats;
mod settle;
mod turn;

/// The events a stage of play adds to.
pub(in crate::casino) type Events = parlour_engine::Events<Casino>;

impl Casino {
    // --- Taking cards (docs/rules/casino.md §5.1) ---

    /// Whether a card can still be dealt: from the shoe, or from the discards shuffled anew.
    fn can_draw(&self, cards: usize) -> bool {
        self.shoe.len() + self.discards.len() >= cards
    }

    /// The next card from the shoe; an empty shoe is refilled from the discards mid-round, as a
    /// careful dealer would. Callers check [`Casino::can_draw`] first.
    fn draw(&mut self, audience: Audience, events: &mut Events) -> TableCard {
        if self.shoe.is_empty() {
            let discards: Vec<Card> = self.discards.iter().collect();
            self.discards = Pile::new();
            self.watched_from.fill(0);
            self.shoe.put_all_bottom(discards);
            let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.shoe);
            events.push(CasinoEvent::Shuffled { shuffle });
        }
        let card = self
            .shoe
            .take_top()
            .expect("callers check a card can be drawn");
        Veiled::new(card, audience)
    }

    /// A card face up from the shoe onto `seat`'s hand `hand`, told by the event `told` makes of
    /// it: dealt, twisted or bought.
    fn card_to(
        &mut self,
        seat: Seat,
        hand: usize,
        events: &mut Events,
        told: impl FnOnce(TableCard) -> CasinoEvent<TableCard>,
    ) {
        let card = self.draw(Audience::Everyone, events);
        self.hand_mut(seat, hand).cards.push(card);
        events.push(told(card));
    }

    fn deal_to(&mut self, seat: Seat, hand: usize, events: &mut Events) {
        self.card_to(seat, hand, events, |card| CasinoEvent::Dealt {
            seat: Some(seat),
            hand,
            card,
        });
    }

    // --- The round and its hands ---

    pub(crate) fn round_ref(&self) -> &CasinoRound<TableCard> {
        self.round.as_ref().expect("a round is in play")
    }

    fn round_mut(&mut self) -> &mut CasinoRound<TableCard> {
        self.round.as_mut().expect("a round is in play")
    }

    pub(super) fn bettor(&self, seat: Seat) -> &Bettor<TableCard> {
        self.round_ref().bettor(seat).expect("a seat in this round")
    }

    fn hand_mut(&mut self, seat: Seat, hand: usize) -> &mut CasinoHand<TableCard> {
        &mut self
            .round_mut()
            .bettor_mut(seat)
            .expect("a seat in this round")
            .hands[hand]
    }

    fn dealer_cards(&self) -> Vec<Card> {
        self.round_ref()
            .dealer
            .cards
            .iter()
            .map(|c| c.value)
            .collect()
    }

    /// A hand may take a card while it has fewer than five cards and a hard total under 21.
    pub(super) fn check_card_for(&self, hand: &CasinoHand<TableCard>) -> Result<(), Rejection> {
        if let Some(why) = hand.score().why_no_card() {
            Err(Reason::CannotTakeCard { why: why.into() }.into())
        } else if !self.can_draw(1) {
            Err(Reason::CannotTakeCard {
                why: "shoe_empty".into(),
            }
            .into())
        } else {
            Ok(())
        }
    }

    // --- Chips ---

    fn pay(&mut self, from: Party, to: Party, amount: u64) -> Transfer {
        let transfer = Transfer { from, to, amount };
        for party in [from, to] {
            match party {
                Party::Seat(seat) => {
                    let chips = &mut self.core.players[seat.index()].chips;
                    let change = transfer.effect_on(party);
                    *chips = chips
                        .checked_add_signed(change)
                        .expect("players only risk chips they hold");
                }
                Party::House => self.house += transfer.effect_on(party),
                other => unreachable!("a casino table has no {other:?}"),
            }
        }
        self.round_mut().record(transfer);
        transfer
    }
}
