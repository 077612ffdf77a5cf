//! A session of Palace Poker: the state the engine keeps between actions, how a session starts (the
//! cut for the first dealer), who is to act, what they may do, and where each action goes.

use parlour_cards::{Card, CardSource, Pile, Shuffler};
use parlour_engine::cut::{Cut, cut_for_high_card};
use parlour_engine::{Audience, Player, Seat, SetupError, Table, Veiled, check_packs};
use serde::Serialize;

use crate::action::{Action, Move};
use crate::event::{Event, TableCard};
use crate::hand::Hand;
use crate::reason::Rejection;
use crate::rules::Rules;

/// Why a player is discarding outside a turn of their own choosing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum After {
    /// A buy: the soldiers to let go, possibly none, end the turn.
    Buy,
    /// A capture took the winner over the most soldiers: down to it again.
    Capture,
}

/// Where the session stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// The dealer is to deal the next hand.
    BetweenHands,
    /// `seat` is on turn: buy, discard, battle, stay or fold.
    Turn { seat: Seat },
    /// `seat` discards after a buy or a capture.
    Discarding { seat: Seat, after: After },
    /// `seat` answers a battle: fold, call or raise.
    Battle { seat: Seat },
    /// Fewer than two players can pay the ante.
    Over,
}

/// A session of Palace Poker: many hands, the deal moving left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Palace {
    pub(crate) rules: Rules,
    pub(crate) players: Vec<Player>,
    pub(crate) dealer: Seat,
    /// The pack between hands (top first); empty while a hand is in play.
    pub(crate) pack: Pile,
    /// The draw pile (top first), face down.
    pub(crate) draw: Pile,
    /// The discard pile, face down, the first card discarded on top.
    pub(crate) discards: Pile,
    pub(crate) shuffler: Shuffler,
    /// The cut for the first dealer, if there was one.
    pub(crate) cuts: Vec<Cut<TableCard>>,
    pub(crate) phase: Phase,
    /// The hand in play, or the last one until the next deal.
    pub(crate) hand: Option<Hand<TableCard>>,
    pub(crate) hands_played: u32,
}

impl Palace {
    /// A new session: checks the table, then cuts for the first dealer unless one is named.
    pub fn new(
        rules: Rules,
        table: Table,
        cards: CardSource,
    ) -> Result<(Palace, Vec<Event<TableCard>>), SetupError> {
        rules.validate().map_err(SetupError)?;
        table.check(2..=10, "Palace Poker")?;
        check_packs(&cards, 1)?;
        let mut game = Palace {
            rules,
            players: table.players.clone(),
            dealer: Seat(0),
            pack: cards.pile,
            draw: Pile::new(),
            discards: Pile::new(),
            shuffler: cards.shuffler,
            cuts: Vec::new(),
            phase: Phase::BetweenHands,
            hand: None,
            hands_played: 0,
        };
        let mut events = Vec::new();
        match table.first {
            Some(seat) if seat.index() >= game.players.len() => {
                return Err(SetupError(format!("there is no {seat}")));
            }
            Some(seat) => game.dealer = seat,
            None => {
                // Everyone who can play cuts; with nobody able to, seat 0 holds the deal of a
                // session that is over before it starts.
                let contenders: Vec<Seat> = game.seats().filter(|&s| game.can_play(s)).collect();
                if !contenders.is_empty() {
                    game.shuffler.shuffle_and_cut(&mut game.pack);
                    events.push(Event::Shuffled);
                    let (cuts, dealer) =
                        cut_for_high_card(&mut game.pack, contenders).map_err(|never| {
                            SetupError(format!(
                                "{never}; name the first dealer with `dealer`, or stack the \
                                 pack so that a round breaks the tie"
                            ))
                        })?;
                    game.cuts = cuts
                        .iter()
                        .map(|c| c.map(|&card| Veiled::new(card, Audience::Everyone)))
                        .collect();
                    game.dealer = dealer;
                    events.push(Event::CutForDealer {
                        cuts: game.cuts.clone(),
                        dealer,
                    });
                }
            }
        }
        game.end_session_if_stuck(&mut events);
        Ok((game, events))
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The hand in play, or the last one until the next deal, as the engine holds it.
    pub fn hand(&self) -> Option<&Hand<TableCard>> {
        self.hand.as_ref()
    }

    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players.len()).map(Seat::from)
    }

    pub(crate) fn name(&self, seat: Seat) -> &str {
        &self.players[seat.index()].name
    }

    /// Whether `seat` can be dealt into a hand: it pays the ante and holds a chip at least.
    pub fn can_play(&self, seat: Seat) -> bool {
        self.players[seat.index()].chips >= self.rules.least_to_be_dealt_in()
    }

    pub(crate) fn hand_mut(&mut self) -> &mut Hand<TableCard> {
        self.hand
            .as_mut()
            .expect("a hand is in play in every phase but between hands")
    }

    pub(crate) fn in_hand(&self) -> &Hand<TableCard> {
        self.hand
            .as_ref()
            .expect("a hand is in play in every phase but between hands")
    }

    /// Ends the session when fewer than two players can pay the ante.
    pub(crate) fn end_session_if_stuck(&mut self, events: &mut Vec<Event<TableCard>>) {
        if self.seats().filter(|&s| self.can_play(s)).count() < 2 {
            self.phase = Phase::Over;
            events.push(Event::SessionOver);
        }
    }

    /// The seats that may act now.
    pub fn to_act(&self) -> Vec<Seat> {
        match self.phase {
            Phase::BetweenHands => vec![self.dealer],
            Phase::Turn { seat } | Phase::Discarding { seat, .. } | Phase::Battle { seat } => {
                vec![seat]
            }
            Phase::Over => Vec::new(),
        }
    }

    /// What `seat` is taken to do when it does not act in time (docs/rules/README.md, timeouts):
    /// the dealer deals; a player on turn stays, or folds when a quiet round obliges him to fight;
    /// a player answering an attack folds; a player who must let soldiers go lets go of the fewest
    /// he may, first in his line.
    pub fn timeout(&self, seat: Seat) -> Option<Action> {
        let moves = self.legal_moves(seat);
        let choice = if moves.contains(&Move::Deal) {
            Action::Deal
        } else if moves.contains(&Move::Stay) {
            Action::Stay
        } else if moves.contains(&Move::Fold) {
            Action::Fold
        } else {
            let Some(Move::Discard { soldiers, min, .. }) = moves.into_iter().next() else {
                return None;
            };
            Action::Discard(soldiers[..min].to_vec())
        };
        Some(choice)
    }

    /// What `seat` may do now.
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::BetweenHands => vec![Move::Deal],
            Phase::Turn { .. } => self.turn_moves(seat),
            Phase::Discarding { after, .. } => vec![self.discard_move(seat, after)],
            Phase::Battle { .. } => self.battle_moves(seat),
            Phase::Over => Vec::new(),
        }
    }

    /// Plays `action` by `seat`, on turn (`Game::apply` has checked): its events, or a rejection
    /// that changed nothing. Every check is made before anything moves.
    pub(crate) fn play(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<Vec<Event<TableCard>>, Rejection> {
        let not_now = |why: &'static str| Err(Rejection::not_now(action.verb(), why));
        let mut events = Vec::new();
        match (self.phase, action) {
            (Phase::BetweenHands, Action::Deal) => self.deal(&mut events),
            (Phase::BetweenHands, _) => return not_now("the dealer is to deal the next hand"),
            (_, Action::Deal) => return not_now("a hand is in play"),
            (Phase::Turn { .. }, Action::Buy) => self.buy(seat, &mut events)?,
            (Phase::Turn { .. }, Action::Discard(cards)) => {
                self.discard(seat, cards, None, &mut events)?
            }
            (Phase::Turn { .. }, Action::Attack { defender, bet }) => {
                self.attack(seat, *defender, *bet, &mut events)?
            }
            (Phase::Turn { .. }, Action::Stay) => self.stay(seat, &mut events)?,
            (Phase::Turn { .. }, Action::Fold) => self.fold(seat, &mut events),
            (Phase::Turn { .. }, Action::Call | Action::Raise(_)) => {
                return not_now("there is no battle to answer");
            }
            (Phase::Discarding { after, .. }, Action::Discard(cards)) => {
                self.discard(seat, cards, Some(after), &mut events)?
            }
            (
                Phase::Discarding {
                    after: After::Buy, ..
                },
                _,
            ) => {
                return not_now(
                    "after a buy, discard the soldiers to let go (possibly none) to end the turn",
                );
            }
            (Phase::Discarding { .. }, _) => {
                return not_now("after a capture, discard down to the most soldiers allowed");
            }
            (Phase::Battle { .. }, Action::Call) => self.call(seat, &mut events),
            (Phase::Battle { .. }, Action::Raise(raise)) => {
                self.raise(seat, *raise, &mut events)?
            }
            (Phase::Battle { .. }, Action::Fold) => self.give_up(seat, &mut events),
            (Phase::Battle { .. }, _) => return not_now("answer the battle: fold, call or raise"),
            (Phase::Over, _) => unreachable!("checked above"),
        }
        Ok(events)
    }

    /// The cards of a hand's players, the pack and the piles: every card, once (for invariants).
    pub(crate) fn all_cards(&self) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .pack
            .iter()
            .chain(self.draw.iter())
            .chain(self.discards.iter())
            .collect();
        if let Some(hand) = &self.hand {
            for p in &hand.players {
                cards.extend(p.cards().map(|c| c.value));
            }
        }
        cards
    }
}
