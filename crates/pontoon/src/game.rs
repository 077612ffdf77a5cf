//! Pontoon's core as an engine [`Game`]: how a session starts, who acts, the legal moves, what an
//! action does, the timeouts and the one view function. The moves themselves are in [`crate::play`],
//! by stage; the hand-record codec is in [`crate::record`].

use parlour_cards::CardSource;
use parlour_engine::record::Verbs as _;
use parlour_engine::{
    Core, Game, LegalMove, Limits, MAX_CHIPS, Opened, Opening, Seat, Seats, SetupError, Viewer,
    seen_by,
};

use crate::action::{Action, Buyer, Move};
use crate::event::Event;
use crate::reason::{Reason, Rejection};
use crate::rules::Rules;
use crate::session::{Phase, Pontoon};
use crate::view::{HomeTotals, View};

use crate::play::Events;

impl Game for Pontoon {
    parlour_engine::game_head!("pontoon", Player; Rules, Action, Move, Event, Reason, View);

    /// A new session: checks the table, then cuts for the bank unless a banker is named.
    fn start(rules: Rules, opening: Opening, cards: CardSource) -> Opened<Pontoon> {
        let fail = |message: String| Err(SetupError(message));
        let seats = opening.players.len();
        let mut game = Pontoon {
            rules,
            core: Core::new(opening.players.clone(), cards.shuffler),
            banker: Seat(0),
            pack: cards.pile,
            cut: parlour_engine::cut::Cutting::default(),
            phase: Phase::BetweenRounds { offer: None },
            round: None,
            shuffle_due: true,
            kitty: 0,
        };
        let mut events = Vec::new();
        match opening.first {
            Some(seat) if seat.index() >= seats => return fail(format!("there is no {seat}")),
            Some(seat) if game.core.players[seat.index()].is_empty() => {
                return fail(format!("{seat} is empty: nobody there can bank"));
            }
            Some(seat) if game.core.players[seat.index()].chips == 0 => {
                return fail(format!(
                    "the banker {} has no chips to bank with",
                    game.core.players[seat.index()].name
                ));
            }
            Some(seat) => game.banker = seat,
            // A table every seat of which is empty waits for players, who cut for the bank once
            // two have sat down; the first to sit calls the cut (docs/rules/README.md, seats).
            None if game.core.deserted() => game.cut.due = true,
            None => {
                if game.core.players.iter().all(|p| p.chips == 0) {
                    return fail("nobody has any chips".into());
                }
                game.cut_for_bank(&mut events)?;
            }
        }
        if opening.kitty > 0 {
            // A round recorded apart from a Shoot session whose kitty was already up.
            if opening.first.is_none() {
                return fail("a kitty is the banker's: name the banker with `banker`".into());
            }
            if opening.kitty > MAX_CHIPS {
                return fail(format!(
                    "a kitty of {} is past the bound on chips",
                    opening.kitty
                ));
            }
            game.kitty = opening.kitty;
        }
        game.end_session_if_stuck(&mut events);
        Ok((game, events))
    }

    parlour_engine::core_in!(core);

    /// The seats that may act now.
    fn to_act(&self) -> Seats {
        match self.phase {
            Phase::BetweenRounds { offer: None } | Phase::Banker | Phase::Doubling => {
                Seats::one(self.banker)
            }
            Phase::BetweenRounds { offer: Some(offer) } => Seats::one(offer.buyer),
            Phase::Staking { seat } | Phase::Shooting { seat } | Phase::Playing { seat, .. } => {
                Seats::one(seat)
            }
            Phase::Over => Seats::NONE,
        }
    }

    /// What `seat`, on turn, may do now.
    fn moves(&self, seat: Seat) -> Vec<Move> {
        match self.phase {
            Phase::BetweenRounds { offer: None } if self.cut.due => vec![Move::Cut],
            Phase::BetweenRounds { offer: None } => {
                let mut moves = Vec::new();
                if self.kitty_ready() {
                    moves.push(Move::Deal);
                }
                if let Some(limits) = self.kitty_limits() {
                    moves.push(Move::Kitty(limits));
                }
                let buyers: Vec<Buyer> = self
                    .core
                    .players
                    .iter()
                    .enumerate()
                    .filter(|&(index, buyer)| Seat::from(index) != seat && buyer.chips > 0)
                    .map(|(index, buyer)| Buyer {
                        seat: Seat::from(index),
                        max_price: buyer.chips - 1,
                    })
                    .collect();
                if !buyers.is_empty() {
                    moves.push(Move::OfferBank { buyers });
                }
                moves
            }
            Phase::BetweenRounds { offer: Some(offer) } => {
                vec![Move::AcceptBank { price: offer.price }, Move::DeclineBank]
            }
            Phase::Staking { .. } => vec![Move::Stake(self.stake_limits(seat))],
            Phase::Doubling => vec![Move::Double, Move::DeclineDouble],
            Phase::Shooting { .. } => vec![Move::Shoot(Limits {
                min: 0,
                max: self.shoot_room(self.punter(seat)),
            })],
            Phase::Playing { seat, hand } => self.hand_moves(seat, hand),
            Phase::Banker => {
                let mut moves = Vec::new();
                if self.banker_may_draw() {
                    moves.push(Move::Twist);
                }
                moves.push(Move::Stick);
                moves
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Plays one action of `seat`, on turn (`Game::apply` has checked): the events it caused, or
    /// why it was refused.
    fn play(&mut self, seat: Seat, action: &Action) -> Result<Events, Rejection> {
        let mut events = Vec::new();
        match *action {
            Action::Cut => self.cut(&mut events)?,
            Action::Deal | Action::Kitty { .. } | Action::OfferBank { .. } if self.cut.due => {
                return Err(Rejection::not_now(action.verb(), "cut_for_bank_first"));
            }
            Action::Deal => self.deal(&mut events)?,
            Action::Stake { amount } => self.stake(seat, amount, &mut events)?,
            Action::Double => self.double(true, &mut events)?,
            Action::DeclineDouble => self.double(false, &mut events)?,
            Action::Shoot { amount } => self.shoot(seat, amount, &mut events)?,
            Action::Split => self.split(seat, &mut events)?,
            Action::Burn => self.burn(seat, &mut events)?,
            Action::Buy { amount } => self.buy(seat, amount, &mut events)?,
            Action::Twist if self.phase == Phase::Banker => self.banker_twist(&mut events)?,
            Action::Stick if self.phase == Phase::Banker => self.banker_stay(&mut events)?,
            Action::Twist => self.twist(seat, &mut events)?,
            Action::Stick => self.stick(seat, &mut events)?,
            Action::Kitty { amount } => self.put_kitty(seat, amount, &mut events)?,
            Action::OfferBank { buyer, price } => {
                self.offer_bank(seat, buyer, price, &mut events)?
            }
            Action::AcceptBank => self.answer_offer(true, &mut events)?,
            Action::DeclineBank => self.answer_offer(false, &mut events)?,
            Action::Seat(ref change) => self.reseat(seat, change, &mut events)?,
        }
        Ok(events)
    }

    /// What `seat` is taken to do when it does not act in time (docs/rules/README.md, timeouts):
    /// the first to sit calls the cut for the bank, the banker deals (putting up the least kitty the rules allow first, in Shoot, if there is
    /// none), a buyer declines the bank, a player stakes the minimum, the banker declines to double
    /// and stays, a player declines a shoot bet and sticks, or twists when he may not stick (a
    /// twist costs nothing).
    fn timeout(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(seat) {
            return None;
        }
        Some(match self.phase {
            Phase::BetweenRounds { offer: None } if self.cut.due => Action::Cut,
            Phase::BetweenRounds { offer: None } if self.kitty_ready() => Action::Deal,
            Phase::BetweenRounds { offer: None } => match self.kitty_limits() {
                Some(limits) => Action::Kitty {
                    amount: i64::try_from(limits.min).expect("within the bound on chips"),
                },
                // A Shoot banker down to his last chip can put up no kitty: all he can do is sell
                // the bank, so he offers it for nothing to the nearest buyer on his left.
                None => {
                    let moves = self.legal_moves(seat);
                    let buyers = moves.iter().find_map(|m| match m {
                        Move::OfferBank { buyers } => Some(buyers),
                        _ => None,
                    })?;
                    let buyer = seat
                        .round_from_left(self.seats())
                        .find(|&s| buyers.iter().any(|b| b.seat == s))?;
                    Action::OfferBank { buyer, price: 0 }
                }
            },
            Phase::BetweenRounds { offer: Some(_) } => Action::DeclineBank,
            Phase::Staking { .. } => Action::Stake {
                amount: self.stake_limits(seat).min,
            },
            Phase::Doubling => Action::DeclineDouble,
            Phase::Shooting { .. } => Action::Shoot { amount: 0 },
            Phase::Playing { seat, hand } => {
                let moves = self.hand_moves(seat, hand);
                if moves.contains(&Move::Stick) {
                    Action::Stick
                } else if moves.iter().any(|m| m.admits(&Action::Shoot { amount: 0 })) {
                    Action::Shoot { amount: 0 }
                } else {
                    Action::Twist
                }
            }
            Phase::Banker => Action::Stick,
            Phase::Over => return None,
        })
    }

    /// The session as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> View {
        let round = self.round.as_ref().map(|r| seen_by(r, viewer));
        View {
            seen: self.seen(viewer),
            rules: self.rules,
            banker: self.banker,
            phase: self.phase,
            pack: self.pack.len(),
            shuffle_due: self.shuffle_due,
            cut_due: self.cut.due,
            kitty: self.kitty,
            cuts: seen_by(&self.cut.cards, viewer),
            totals: round.as_ref().map(HomeTotals::of),
            round,
        }
    }

    fn seated(seat: Seat, change: parlour_engine::seating::SeatChange) -> Self::Event {
        Event::Seated { seat, change }
    }

    fn seam(&self) -> Result<(), &'static str> {
        match self.phase {
            Phase::BetweenRounds { offer: None } | Phase::Over => Ok(()),
            _ => Err("seats change between hands, with no offer of the bank out"),
        }
    }

    /// A stake, a buy, a split's second stake, a shoot bet, what the banker puts in the kitty, and
    /// the banker's double (every stake on the table again). Buying the bank is a price paid, not
    /// a bet.
    fn wager(&self, seat: Seat, action: &Action) -> u64 {
        match *action {
            Action::Stake { amount } | Action::Buy { amount } | Action::Shoot { amount } => amount,
            Action::Kitty { amount } => u64::try_from(amount).unwrap_or(0),
            Action::Split => match self.phase {
                Phase::Playing { seat: on, hand } if on == seat => self
                    .round_ref()
                    .punter(seat)
                    .and_then(|p| p.hands.get(hand))
                    .map_or(0, |h| h.stake),
                _ => 0,
            },
            Action::Double if self.phase == Phase::Doubling && seat == self.banker => self
                .round_ref()
                .punters
                .iter()
                .flat_map(|p| &p.hands)
                .map(|h| h.stake)
                .fold(0, u64::saturating_add),
            Action::Cut
            | Action::Deal
            | Action::Twist
            | Action::Stick
            | Action::OfferBank { .. }
            | Action::AcceptBank
            | Action::DeclineBank
            | Action::Double
            | Action::DeclineDouble
            | Action::Burn
            | Action::Seat(_) => 0,
        }
    }

    fn held_apart(&self) -> i128 {
        i128::from(self.kitty)
    }
}
