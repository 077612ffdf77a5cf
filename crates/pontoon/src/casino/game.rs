//! A casino table's core as an engine [`Game`]: how a table opens, who acts, the legal moves, what
//! an action does, the timeouts and the one view function. The moves themselves are in
//! [`super::play`]; the hand-record codec is in [`super::record`].

use parlour_cards::{CardSource, Pile};
use parlour_engine::{Core, Game, Opened, Opening, Seat, Seats, SetupError, Viewer, seen_by};

use super::action::{CasinoAction, CasinoMove};
use super::event::CasinoEvent;
use super::rules::CasinoRules;
use super::session::{Casino, CasinoPhase, STICK_MIN};
use super::view::{CasinoView, RoundTotals};
use crate::reason::{Reason, Rejection};

use super::play::Events;

impl Game for Casino {
    parlour_engine::game_head!("casino", House;
        CasinoRules, CasinoAction, CasinoMove, CasinoEvent, Reason, CasinoView);

    /// A new table. The house banks, so a record names no banker.
    fn start(rules: CasinoRules, opening: Opening, cards: CardSource) -> Opened<Casino> {
        let fail = |message: String| Err(SetupError(message));
        if opening.first.is_some() {
            return fail("the house banks at a casino table: a record names no banker".into());
        }
        let mut casino = Casino {
            rules,
            core: Core::new(opening.players.clone(), cards.shuffler),
            shoe: cards.pile,
            discards: Pile::new(),
            watched_from: vec![0; opening.players.len()],
            shuffle_due: true,
            phase: CasinoPhase::Over,
            bets: Vec::new(),
            round: None,
            house: 0,
            last_bets: vec![None; opening.players.len()],
        };
        let mut events = Vec::new();
        casino.open_betting(&mut events);
        Ok((casino, events))
    }

    parlour_engine::core_in!(core);

    /// The seats that may act now.
    fn to_act(&self) -> Seats {
        match self.phase {
            CasinoPhase::Betting { seat } | CasinoPhase::Playing { seat, .. } => Seats::one(seat),
            CasinoPhase::Over => Seats::NONE,
        }
    }

    /// What `seat`, on turn, may do now.
    fn moves(&self, seat: Seat) -> Vec<CasinoMove> {
        match self.phase {
            CasinoPhase::Betting { .. } => {
                vec![CasinoMove::Stake(self.stake_limits(seat)), CasinoMove::Pass]
            }
            CasinoPhase::Playing { seat, hand } => {
                let bettor = self.bettor(seat);
                let current = &bettor.hands[hand];
                let mut moves = Vec::new();
                if self.check_card_for(current).is_ok() {
                    moves.push(CasinoMove::Twist);
                }
                if let Ok(cost) = self.check_buy(bettor, current) {
                    moves.push(CasinoMove::Buy { cost });
                }
                if current.score().total() >= STICK_MIN {
                    moves.push(CasinoMove::Stick);
                }
                if let Ok(cost) = self.check_split(bettor, current) {
                    moves.push(CasinoMove::Split { cost });
                }
                moves
            }
            CasinoPhase::Over => Vec::new(),
        }
    }

    /// Plays one action of `seat`, on turn (`Game::apply` has checked): the events it caused, or
    /// why it was refused.
    fn play(&mut self, seat: Seat, action: &CasinoAction) -> Result<Events, Rejection> {
        let mut events = Vec::new();
        match *action {
            CasinoAction::Stake { amount } => self.stake(seat, amount, &mut events)?,
            CasinoAction::Pass => self.pass(seat, &mut events)?,
            CasinoAction::Twist => self.twist(seat, &mut events)?,
            CasinoAction::Stick => self.stick(seat, &mut events)?,
            CasinoAction::Buy => self.buy(seat, &mut events)?,
            CasinoAction::Split => self.split(seat, &mut events)?,
            CasinoAction::Seat(ref change) => self.reseat(seat, change, &mut events)?,
        }
        Ok(events)
    }

    /// What `seat` is taken to do when it does not act in time (docs/rules/README.md, timeouts): a
    /// seat that does not bet is left out of the round (docs/rules/casino.md §5.8), and a hand that
    /// is not played sticks, or twists when it may not stick (a twist costs nothing).
    fn timeout(&self, seat: Seat) -> Option<CasinoAction> {
        let moves = self.legal_moves(seat);
        if moves.is_empty() {
            None
        } else if moves.contains(&CasinoMove::Pass) {
            Some(CasinoAction::Pass)
        } else if moves.contains(&CasinoMove::Stick) {
            Some(CasinoAction::Stick)
        } else {
            Some(CasinoAction::Twist)
        }
    }

    /// The table as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> CasinoView {
        let round = self.round.as_ref().map(|r| seen_by(r, viewer));
        let totals = round.as_ref().map(RoundTotals::of);
        CasinoView {
            seen: self.seen(viewer),
            rules: self.rules,
            phase: self.phase,
            shoe: self.shoe.len(),
            discards: self.discards.len(),
            discarded: self.discarded(viewer),
            shuffle_due: self.shuffle_due(),
            bets: self.bets.clone(),
            round,
            house: self.house,
            last_bets: self.last_bets.clone(),
            totals,
        }
    }

    fn seated(seat: Seat, change: parlour_engine::seating::SeatChange) -> Self::Event {
        CasinoEvent::Seated { seat, change }
    }

    /// Between rounds, before anyone has answered the betting (docs/rules/casino.md §5.8).
    fn seam(&self) -> Result<(), &'static str> {
        let between = match self.phase {
            CasinoPhase::Betting { .. } => self.bets.is_empty(),
            CasinoPhase::Over => true,
            CasinoPhase::Playing { .. } => false,
        };
        match between {
            true => Ok(()),
            false => Err("seats change between rounds, before the betting"),
        }
    }

    /// A stake (raised to the table minimum, as it will be), or what a buy or a split adds: the
    /// hand's bet again.
    fn wager(&self, seat: Seat, action: &CasinoAction) -> u64 {
        let cost = |wanted: fn(&CasinoMove) -> Option<u64>| {
            self.legal_moves(seat).iter().find_map(wanted).unwrap_or(0)
        };
        match action {
            CasinoAction::Stake { amount } => (*amount).max(self.rules.min_stake),
            CasinoAction::Buy => cost(|m| match m {
                CasinoMove::Buy { cost } => Some(*cost),
                _ => None,
            }),
            CasinoAction::Split => cost(|m| match m {
                CasinoMove::Split { cost } => Some(*cost),
                _ => None,
            }),
            CasinoAction::Pass
            | CasinoAction::Twist
            | CasinoAction::Stick
            | CasinoAction::Seat(_) => 0,
        }
    }

    /// The house's result: every chip a player loses the house wins, and the other way round.
    fn held_apart(&self) -> i128 {
        i128::from(self.house)
    }
}
