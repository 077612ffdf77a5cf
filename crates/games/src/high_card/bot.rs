//! High card's bot: it deals when it is to deal, and checks.

use parlour_bots::{Bot, Standard};

use super::{Action, HighCard, Move, Rules, View};

/// A player who never bets.
#[derive(Debug, Clone, Copy, Default)]
pub struct Checker;

impl Bot<HighCard> for Checker {
    fn act(&mut self, view: &View) -> Action {
        match view.seen.moves.first() {
            Some(Move::Deal) => Action::Deal,
            Some(Move::Bet(limits)) => Action::Bet { amount: limits.min },
            None => Action::Bet { amount: 0 },
        }
    }
}

/// High card's empty seats are played by the checker.
impl Standard for HighCard {
    fn standard(_rules: &Rules, _seed: u64) -> Box<dyn Bot<HighCard>> {
        Box::new(Checker)
    }
}
