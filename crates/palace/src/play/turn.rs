//! A turn (docs/rules/palace.md §7.6): buy, discard, stay or fold, and passing the turn on. Battles
//! are in `battle.rs`, the end of a hand in `end.rs`.

use parlour_cards::Card;
use parlour_engine::Events;
use parlour_engine::{Audience, Seat, Veiled};

use crate::action::Move;
use crate::event::Event;
use crate::reason::{Reason, Rejection};
use crate::round::Status;
use crate::session::{After, Palace, Phase};

impl Palace {
    /// What the player on turn may do.
    pub(crate) fn turn_moves(&self, seat: Seat) -> Vec<Move> {
        let hand = self.in_round();
        let mut moves = Vec::new();
        if let Some(attack) = self.attack_move(seat) {
            moves.push(attack);
        }
        if hand.must_fight {
            moves.push(Move::Fold);
            return moves;
        }
        if self.buy_check(seat).is_ok() {
            moves.push(Move::Buy {
                price: self.rules.small_bet,
            });
        }
        let soldiers = &hand.player(seat).soldiers;
        if !soldiers.is_empty() {
            moves.push(Move::Discard {
                soldiers: soldiers.iter().map(|c| c.value).collect(),
                min: 1,
                max: soldiers.len(),
            });
        }
        moves.push(Move::Stay);
        moves.push(Move::Fold);
        moves
    }

    /// What a player discarding after a buy or a capture may let go.
    pub(crate) fn discard_move(&self, seat: Seat, after: After) -> Move {
        let soldiers: Vec<Card> = self
            .in_round()
            .player(seat)
            .soldiers
            .iter()
            .map(|c| c.value)
            .collect();
        let over = soldiers.len().saturating_sub(self.rules.max_soldiers);
        Move::Discard {
            min: match after {
                After::Buy => over,
                After::Capture => over.max(1),
            },
            max: soldiers.len(),
            soldiers,
        }
    }

    /// Two players of different banners left after a quiet round must fight it out
    /// (docs/rules/palace.md §7.8): the player on turn may only battle or fold.
    fn check_no_battle_due(&self) -> Result<(), Rejection> {
        if self.in_round().must_fight {
            return Err(Reason::MustBattle.into());
        }
        Ok(())
    }

    pub(crate) fn buy_check(&self, seat: Seat) -> Result<(), Rejection> {
        self.check_no_battle_due()?;
        let held = self.core.players[seat.index()].chips;
        if held < self.rules.small_bet {
            return Err(Rejection::NotEnoughChips {
                holder: seat,
                needed: self.rules.small_bet,
                held,
            });
        }
        if self.draw.is_empty() && self.discards.is_empty() {
            return Err(Reason::NothingToBuy.into());
        }
        Ok(())
    }

    /// Buy: a small bet into the pot, the top card of the draw pile as a soldier (the discards
    /// shuffled into a new draw pile first if it is empty); then the player discards.
    pub(crate) fn buy(&mut self, seat: Seat, events: &mut Events<Palace>) -> Result<(), Rejection> {
        self.buy_check(seat)?;
        if self.draw.is_empty() {
            let mut pile = std::mem::take(&mut self.discards);
            let shuffle = self.core.shuffler.shuffle_and_cut(&mut pile);
            events.push(Event::DrawPileRefilled {
                cards: pile.len(),
                shuffle,
            });
            self.draw = pile;
        }
        let price = self.rules.small_bet;
        let card = Veiled::new(
            self.draw.take_top().expect("refilled above"),
            Audience::Everyone,
        );
        self.core.players[seat.index()].chips -= price;
        let hand = self.round_mut();
        hand.pot += price;
        let player = hand.player_mut(seat);
        player.put_in += price;
        player.soldiers.push(card);
        hand.quiet.fill(false);
        events.push(Event::Bought { seat, card, price });
        self.phase = Phase::Discarding {
            seat,
            after: After::Buy,
        };
        Ok(())
    }

    /// Discard soldiers: as a turn (one or more), after a buy (any, none included), or after a
    /// capture (down to the most allowed). In every case the player keeps no more than the most.
    pub(crate) fn discard(
        &mut self,
        seat: Seat,
        cards: &[Card],
        after: Option<After>,
        events: &mut Events<Palace>,
    ) -> Result<(), Rejection> {
        if after.is_none() {
            self.check_no_battle_due()?;
        }
        let soldiers = &self.in_round().player(seat).soldiers;
        for (index, &card) in cards.iter().enumerate() {
            if cards[..index].contains(&card) {
                return Err(Reason::NamedTwice { card }.into());
            }
            if !soldiers.iter().any(|s| s.value == card) {
                return Err(Reason::NotYourSoldier { card }.into());
            }
        }
        if cards.is_empty() && after != Some(After::Buy) {
            return Err(Reason::DiscardNothing.into());
        }
        let kept = soldiers.len() - cards.len();
        if kept > self.rules.max_soldiers {
            return Err(Reason::TooManySoldiers {
                kept,
                max: self.rules.max_soldiers,
            }
            .into());
        }

        let hand = self.round_mut();
        let player = hand.player_mut(seat);
        let mut gone = Vec::with_capacity(cards.len());
        for &card in cards {
            let at = player
                .soldiers
                .iter()
                .position(|s| s.value == card)
                .expect("checked above");
            gone.push(player.soldiers.remove(at));
        }
        if after.is_none() {
            hand.quiet[seat.index()] = true;
        }
        self.discards.put_all_bottom(cards.iter().copied());
        events.push(Event::Discarded { seat, cards: gone });
        self.end_turn(events);
        Ok(())
    }

    /// Stay: nothing, and the turn passes.
    pub(crate) fn stay(
        &mut self,
        seat: Seat,
        events: &mut Events<Palace>,
    ) -> Result<(), Rejection> {
        self.check_no_battle_due()?;
        self.round_mut().quiet[seat.index()] = true;
        events.push(Event::Stayed { seat });
        self.end_turn(events);
        Ok(())
    }

    /// Fold on one's turn: out of the hand, every card of it face down onto the discard pile.
    pub(crate) fn fold(&mut self, seat: Seat, events: &mut Events<Palace>) {
        self.knock_out(seat, Status::Folded, true);
        self.round_mut().quiet[seat.index()] = true;
        events.push(Event::Folded { seat });
        self.end_turn(events);
    }

    /// Takes `seat` out of the hand with `status`: its palace goes to the discard pile, and so do
    /// its banner and soldiers unless a winner is to capture them.
    pub(crate) fn knock_out(&mut self, seat: Seat, status: Status, discard_all: bool) {
        let hand = self.round_mut();
        let player = hand.player_mut(seat);
        player.status = status;
        let unseen = player
            .palace
            .iter()
            .any(|c| c.audience != Audience::Everyone);
        let mut gone: Vec<Card> = player.palace.drain(..).map(|c| c.value).collect();
        if discard_all {
            gone.extend(player.banner.take().map(|c| c.value));
            gone.extend(player.soldiers.drain(..).map(|c| c.value));
        }
        hand.palace_unseen |= unseen;
        self.discards.put_all_bottom(gone);
    }

    /// The turn is over: the hand ends if it should, or the next player still in is on turn.
    pub(crate) fn end_turn(&mut self, events: &mut Events<Palace>) {
        if !self.end_hand_if_over(events) {
            self.pass_turn();
        }
    }

    /// The next player still in, from the left of the player whose turn it was, is on turn.
    pub(crate) fn pass_turn(&mut self) {
        let seats = self.core.players.len();
        let hand = self.round_mut();
        let next = hand
            .turn
            .round_from_left(seats)
            .find(|&s| hand.player(s).status == Status::In)
            .expect("a hand that goes on has players in it");
        hand.turn = next;
        self.phase = Phase::Turn { seat: next };
    }
}
