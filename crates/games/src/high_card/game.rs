//! High card as an engine [`Game`]: the deal, the bets, the showdown, seats between rounds.

use parlour_cards::{Card, CardSource, Rank};
use parlour_engine::Events;
use parlour_engine::seating::SeatChange;
use parlour_engine::{
    Audience, Core, Game, Limits, NoReason, Opened, Opening, Refusal, Seat, Seats, SetupError,
    TableCard, Veiled, Viewer, seen_by,
};

use super::{Action, Event, Hand, HighCard, MAX_SEATS, Move, Phase, Round, Rules, View};

type Rejection = Refusal<NoReason>;

/// A card's strength: ace high, then by suit.
pub(super) fn strength(card: Card) -> (u8, parlour_cards::Suit) {
    let rank = match card.rank {
        Rank::Ace => 14,
        other => other as u8,
    };
    (rank, card.suit)
}

impl HighCard {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Whether `seat` can pay the ante.
    fn can_play(&self, seat: Seat) -> bool {
        let player = &self.core.players[seat.index()];
        !player.is_empty() && player.chips >= self.rules.ante
    }

    /// The seats that can pay the ante, in order.
    fn able(&self) -> Vec<Seat> {
        (0..self.core.players.len())
            .map(Seat::from)
            .filter(|&s| self.can_play(s))
            .collect()
    }

    /// Between rounds if two can play, else over (until someone sits down).
    fn settle_phase(&mut self) {
        self.phase = if self.able().len() >= 2 {
            Phase::BetweenRounds
        } else {
            Phase::Over
        };
    }

    fn deal(&mut self, events: &mut Events<HighCard>) {
        // The last round's cards go back under the pack, and the whole pack is shuffled.
        if let Some(round) = self.round.take() {
            self.pack
                .put_all_bottom(round.hands.iter().map(|h| h.card.value));
        }
        let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.pack);
        events.push(Event::Shuffled { shuffle });
        let ante = self.rules.ante;
        let mut hands = Vec::new();
        for seat in self.able() {
            let card = self
                .pack
                .take_top()
                .expect("a pack holds a card for each seat");
            let card = Veiled::new(card, Audience::Holder(seat));
            self.core.players[seat.index()].chips -= ante;
            events.push(Event::Dealt { seat, card });
            hands.push(Hand {
                seat,
                name: self.core.players[seat.index()].name.clone(),
                card,
                put_in: ante,
                acted: false,
            });
        }
        let first = hands[0].seat;
        self.round = Some(Round {
            number: self.core.rounds_played + 1,
            pot: ante * hands.len() as u64,
            hands,
        });
        self.phase = Phase::Betting { seat: first };
    }

    fn bet_limits(&self, seat: Seat) -> Limits {
        Limits {
            min: 0,
            max: self
                .rules
                .max_bet
                .min(self.core.players[seat.index()].chips),
        }
    }

    fn bet(
        &mut self,
        seat: Seat,
        amount: u64,
        events: &mut Events<HighCard>,
    ) -> Result<(), Rejection> {
        self.bet_limits(seat).check("bet", amount)?;
        let round = self.round.as_mut().expect("a round while betting");
        let hand = (round.hands.iter_mut())
            .find(|h| h.seat == seat)
            .expect("the bettor was dealt in");
        hand.put_in += amount;
        hand.acted = true;
        round.pot += amount;
        self.core.players[seat.index()].chips -= amount;
        events.push(Event::Bet { seat, amount });
        match round.hands.iter().find(|h| !h.acted) {
            Some(next) => self.phase = Phase::Betting { seat: next.seat },
            None => self.showdown(events),
        }
        Ok(())
    }

    fn showdown(&mut self, events: &mut Events<HighCard>) {
        let round = self.round.as_mut().expect("a round at the showdown");
        for hand in &mut round.hands {
            hand.card.audience = Audience::Everyone;
        }
        let winner = (round.hands.iter())
            .max_by_key(|h| strength(h.card.value))
            .expect("a round has hands")
            .seat;
        let amount = round.pot;
        round.pot = 0;
        self.core.players[winner.index()].chips += amount;
        events.push(Event::Won {
            seat: winner,
            amount,
        });
        events.push(Event::RoundOver {
            round: round.clone(),
        });
        self.core.rounds_played += 1;
        self.settle_phase();
    }
}

impl Game for HighCard {
    // High card has no reasons of its own to refuse an action.
    parlour_engine::game_head!("high_card", Table; Rules, Action, Move, Event, NoReason, View);

    fn start(rules: Rules, opening: Opening, cards: CardSource) -> Opened<HighCard> {
        if opening.first.is_some() {
            return Err(SetupError("high card has no dealer to name".into()));
        }
        let mut game = HighCard {
            rules,
            core: Core::new(opening.players.clone(), cards.shuffler),
            pack: cards.pile,
            phase: Phase::Over,
            round: None,
        };
        game.settle_phase();
        Ok((game, Vec::new()))
    }

    parlour_engine::core_in!(core);

    fn to_act(&self) -> Seats {
        match self.phase {
            Phase::BetweenRounds => self.able().first().map_or(Seats::NONE, |&s| Seats::one(s)),
            Phase::Betting { seat } => Seats::one(seat),
            Phase::Over => Seats::NONE,
        }
    }

    /// What `seat`, on turn, may do now.
    fn moves(&self, seat: Seat) -> Vec<Move> {
        match self.phase {
            Phase::BetweenRounds => vec![Move::Deal],
            Phase::Betting { .. } => vec![Move::Bet(self.bet_limits(seat))],
            Phase::Over => Vec::new(),
        }
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Events<HighCard>, Rejection> {
        let mut events = Vec::new();
        match (self.phase, action) {
            (_, Action::Seat(change)) => {
                (self.core).reseat(seat, change, MAX_SEATS, &mut self.round, None)?;
                events.push(HighCard::seated(seat, change.clone()));
                self.settle_phase();
            }
            (Phase::BetweenRounds, Action::Deal) => self.deal(&mut events),
            (Phase::Betting { .. }, Action::Bet { amount }) => {
                self.bet(seat, *amount, &mut events)?
            }
            (_, Action::Deal) => return Err(Rejection::not_now("deal", "round_in_play")),
            (_, Action::Bet { .. }) => {
                return Err(Rejection::not_now("bet", "bet_after_deal"));
            }
        }
        Ok(events)
    }

    /// The dealer deals; a bettor checks.
    fn timeout(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(seat) {
            return None;
        }
        match self.phase {
            Phase::BetweenRounds => Some(Action::Deal),
            Phase::Betting { .. } => Some(Action::Bet { amount: 0 }),
            Phase::Over => None,
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        View {
            seen: self.seen(viewer),
            phase: self.phase,
            round: seen_by(&self.round, viewer),
        }
    }

    fn seated(seat: Seat, change: SeatChange) -> Event<TableCard> {
        Event::Seated { seat, change }
    }

    fn seam(&self) -> Result<(), &'static str> {
        match self.phase {
            Phase::BetweenRounds | Phase::Over => Ok(()),
            Phase::Betting { .. } => Err("seats change between rounds"),
        }
    }

    fn wager(&self, _seat: Seat, action: &Action) -> u64 {
        match action {
            Action::Bet { amount } => *amount,
            Action::Deal | Action::Seat(_) => 0,
        }
    }

    /// The pot of the round in play.
    fn held_apart(&self) -> i128 {
        i128::from(self.round.as_ref().map_or(0, |r| r.pot))
    }
}
