//! Palace Poker's core as an engine [`Game`]: how a session starts, who acts, the legal moves, what
//! an action does, the timeouts and the one view function. The moves themselves are in
//! [`crate::play`]: [`crate::play::turn`], [`crate::play::battle`], [`crate::play::deal`] and [`crate::play::end`]; the hand-record codec is
//! in [`crate::record`].

use parlour_cards::{CardSource, Pile};
use parlour_engine::record::Verbs as _;
use parlour_engine::{
    Core, Game, Opened, Opening, Seat, Seats, SetupError, TableCard, Viewer, seen_by,
};

use crate::action::{Action, Move};
use crate::event::Event;
use crate::reason::{Reason, Rejection};
use crate::rules::Rules;
use crate::session::{After, Palace, Phase};
use crate::view::View;

impl Game for Palace {
    parlour_engine::game_head!("palace", Table; Rules, Action, Move, Event, Reason, View);

    /// A new session: checks the table, then cuts for the first dealer unless one is named.
    fn start(rules: Rules, opening: Opening, cards: CardSource) -> Opened<Palace> {
        let mut game = Palace {
            rules,
            core: Core::new(opening.players.clone(), cards.shuffler),
            dealer: Seat(0),
            pack: cards.pile,
            draw: Pile::new(),
            discards: Pile::new(),
            cut: parlour_engine::cut::Cutting::default(),
            phase: Phase::BetweenRounds,
            round: None,
        };
        let mut events = Vec::new();
        match opening.first {
            Some(seat) if seat.index() >= game.core.players.len() => {
                return Err(SetupError(format!("there is no {seat}")));
            }
            Some(seat) if game.core.players[seat.index()].is_empty() => {
                return Err(SetupError(format!(
                    "{seat} is empty: nobody there can deal"
                )));
            }
            Some(seat) => game.dealer = seat,
            // A table every seat of which is empty waits for players, who cut for the deal once
            // two have sat down; the first to sit calls the cut.
            None if game.core.deserted() => game.cut.due = true,
            // With nobody able to play, seat 0 holds the deal of a session that is over before it
            // starts.
            None => game.cut_for_dealer(&mut events).map_err(|never| {
                SetupError(format!(
                    "{never}; name the first dealer with `dealer`, or stack the pack so that a \
                     round breaks the tie"
                ))
            })?,
        }
        game.end_session_if_stuck(&mut events);
        Ok((game, events))
    }

    parlour_engine::core_in!(core);

    /// The seats that may act now.
    fn to_act(&self) -> Seats {
        match self.phase {
            Phase::BetweenRounds => Seats::one(self.dealer),
            Phase::Turn { seat } | Phase::Discarding { seat, .. } | Phase::Battle { seat } => {
                Seats::one(seat)
            }
            Phase::Over => Seats::NONE,
        }
    }

    /// What `seat`, on turn, may do now.
    fn moves(&self, seat: Seat) -> Vec<Move> {
        match self.phase {
            Phase::BetweenRounds if self.cut.due => vec![Move::Cut],
            Phase::BetweenRounds => vec![Move::Deal],
            Phase::Turn { .. } => self.turn_moves(seat),
            Phase::Discarding { after, .. } => vec![self.discard_move(seat, after)],
            Phase::Battle { .. } => self.battle_moves(seat),
            Phase::Over => Vec::new(),
        }
    }

    /// Plays `action` by `seat`, on turn (`Game::apply` has checked): its events, or a rejection
    /// that changed nothing. Every check is made before anything moves.
    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event<TableCard>>, Rejection> {
        let not_now = |why: &'static str| Err(Rejection::not_now(action.verb(), why));
        let mut events = Vec::new();
        match (self.phase, action) {
            (_, Action::Seat(change)) => self.reseat(seat, change, &mut events)?,
            (Phase::BetweenRounds, Action::Cut) if self.cut.due => self
                .cut_for_dealer(&mut events)
                .map_err(|_| Rejection::NotAllowedNow {
                    verb: "cut".into(),
                    why: "cut_never_ends".into(),
                })?,
            (_, Action::Cut) => {
                return not_now("deal_cut_once");
            }
            (Phase::BetweenRounds, Action::Deal) if self.cut.due => {
                return not_now("cut_for_deal_first");
            }
            (Phase::BetweenRounds, Action::Deal) => self.deal(&mut events),
            (Phase::BetweenRounds, _) => return not_now("dealer_deals_next"),
            (_, Action::Deal) => return not_now("hand_in_play"),
            (Phase::Turn { .. }, Action::Buy) => self.buy(seat, &mut events)?,
            (Phase::Turn { .. }, Action::Discard { cards }) => {
                self.discard(seat, cards, None, &mut events)?
            }
            (Phase::Turn { .. }, Action::Attack { defender, bet }) => {
                self.attack(seat, *defender, *bet, &mut events)?
            }
            (Phase::Turn { .. }, Action::Stay) => self.stay(seat, &mut events)?,
            (Phase::Turn { .. }, Action::Fold) => self.fold(seat, &mut events),
            (Phase::Turn { .. }, Action::Call | Action::Raise { amount: _ }) => {
                return not_now("no_battle");
            }
            (Phase::Discarding { after, .. }, Action::Discard { cards }) => {
                self.discard(seat, cards, Some(after), &mut events)?
            }
            (
                Phase::Discarding {
                    after: After::Buy, ..
                },
                _,
            ) => {
                return not_now("discard_after_buy");
            }
            (Phase::Discarding { .. }, _) => {
                return not_now("discard_after_capture");
            }
            (Phase::Battle { .. }, Action::Call) => self.call(seat, &mut events),
            (Phase::Battle { .. }, Action::Raise { amount: raise }) => {
                self.raise(seat, *raise, &mut events)?
            }
            (Phase::Battle { .. }, Action::Fold) => self.give_up(seat, &mut events),
            (Phase::Battle { .. }, _) => return not_now("answer_battle"),
            (Phase::Over, _) => unreachable!("checked above"),
        }
        Ok(events)
    }

    /// What `seat` is taken to do when it does not act in time (docs/rules/README.md, timeouts):
    /// the first to sit calls the cut for the deal, the dealer deals; a player on turn stays, or folds when a quiet round obliges him to fight;
    /// a player answering an attack folds; a player who must let soldiers go lets go of the fewest
    /// he may, first in his line.
    fn timeout(&self, seat: Seat) -> Option<Action> {
        let moves = self.legal_moves(seat);
        let choice = if moves.contains(&Move::Cut) {
            Action::Cut
        } else if moves.contains(&Move::Deal) {
            Action::Deal
        } else if moves.contains(&Move::Stay) {
            Action::Stay
        } else if moves.contains(&Move::Fold) {
            Action::Fold
        } else {
            let Some(Move::Discard { soldiers, min, .. }) = moves.into_iter().next() else {
                return None;
            };
            Action::Discard {
                cards: soldiers[..min].to_vec(),
            }
        };
        Some(choice)
    }

    /// The session as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> View {
        View {
            seen: self.seen(viewer),
            rules: self.rules,
            dealer: self.dealer,
            phase: self.phase,
            draw_pile: self.draw.len(),
            discard_pile: self.discards.len(),
            cuts: seen_by(&self.cut.cards, viewer),
            cut_due: self.cut.due,
            round: seen_by(&self.round, viewer),
        }
    }

    fn seated(seat: Seat, change: parlour_engine::seating::SeatChange) -> Self::Event {
        Event::Seated { seat, change }
    }

    fn seam(&self) -> Result<(), &'static str> {
        match self.phase {
            Phase::BetweenRounds | Phase::Over => Ok(()),
            _ => Err("seats change between hands"),
        }
    }

    /// A soldier's price, an attack's bet, what a call costs, and a raise with the call it makes.
    fn wager(&self, seat: Seat, action: &Action) -> u64 {
        let call = || {
            self.legal_moves(seat)
                .iter()
                .find_map(|m| match m {
                    Move::Call { amount } => Some(*amount),
                    _ => None,
                })
                .unwrap_or(0)
        };
        match action {
            Action::Buy => self
                .legal_moves(seat)
                .iter()
                .find_map(|m| match m {
                    Move::Buy { price } => Some(*price),
                    _ => None,
                })
                .unwrap_or(0),
            Action::Attack { bet, .. } => *bet,
            Action::Call => call(),
            Action::Raise { amount } => call().saturating_add(*amount),
            Action::Cut
            | Action::Deal
            | Action::Discard { .. }
            | Action::Fold
            | Action::Stay
            | Action::Seat(_) => 0,
        }
    }

    fn held_apart(&self) -> i128 {
        i128::from(self.round.as_ref().map_or(0, |h| h.pot))
    }
}
