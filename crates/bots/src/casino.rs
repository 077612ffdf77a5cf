//! A casino player that plays by a strategy table and bets the same unit every round.

use std::sync::Arc;

use parlour_cards::Card;
use parlour_engine::LegalMove;
use parlour_pontoon::casino::{
    Casino, CasinoAction, CasinoMove, CasinoPhase, CasinoRules, CasinoView,
};
use parlour_pontoon::score::{Score, pips};

use crate::drive::{Bot, Level, Standard};
use crate::strategy::{Decision, HandFacts, Strategy};

/// Plays every hand by `strategy` and bets `unit` each round.
#[derive(Debug, Clone)]
pub struct CasinoBot {
    strategy: Arc<Strategy>,
    unit: u64,
}

impl CasinoBot {
    pub fn new(strategy: Arc<Strategy>, unit: u64) -> CasinoBot {
        CasinoBot { strategy, unit }
    }

    /// The bot a table of `rules` seats: the preset's shipped table, betting 5 chips (or the
    /// table's minimum, if more, and its maximum, if less).
    pub fn for_rules(rules: &parlour_pontoon::casino::CasinoRules) -> CasinoBot {
        let unit = rules.min_stake.max(5).min(rules.max_stake);
        CasinoBot::new(Arc::new(Strategy::for_preset(rules.preset)), unit)
    }
}

/// A casino table's empty seats are played by its preset's strategy table; nothing is drawn by lot.
/// The strategy table is the best play the casino bots know, so it is the best level too.
impl Standard for Casino {
    const LEVELS: &'static [Level] = &[Level::Standard, Level::Best];

    fn standard(rules: &CasinoRules, _seed: u64) -> Box<dyn Bot<Casino>> {
        Box::new(CasinoBot::for_rules(rules))
    }

    fn leveled(rules: &CasinoRules, seed: u64, level: Level) -> Option<Box<dyn Bot<Casino>>> {
        matches!(level, Level::Standard | Level::Best).then(|| Casino::standard(rules, seed))
    }
}

impl Bot<Casino> for CasinoBot {
    fn act(&mut self, view: &CasinoView) -> CasinoAction {
        let legal = |action: &CasinoAction| view.seen.moves.iter().any(|m| m.admits(action));
        match view.phase {
            CasinoPhase::Playing { seat, hand } => {
                let round = view.round.as_ref().expect("a round in play");
                let bettor = round.bettor(seat).expect("my seat");
                let cards: Vec<Card> = bettor.hands[hand].cards.iter().flatten().copied().collect();
                let score = Score::of(cards.iter().copied());
                let facts = HandFacts {
                    total: score.total(),
                    soft: score.soft,
                    cards: score.cards,
                    pair: view
                        .seen
                        .moves
                        .iter()
                        .any(|m| matches!(m, CasinoMove::Split { .. }))
                        .then(|| pips(cards[0])),
                    may_buy: view
                        .seen
                        .moves
                        .iter()
                        .any(|m| matches!(m, CasinoMove::Buy { .. })),
                };
                let wanted = match self.strategy.decide(&facts) {
                    Decision::Twist => CasinoAction::Twist,
                    Decision::Stick => CasinoAction::Stick,
                    Decision::Buy => CasinoAction::Buy,
                    Decision::Split => CasinoAction::Split,
                };
                [wanted, CasinoAction::Stick, CasinoAction::Twist]
                    .into_iter()
                    .find(|a| legal(a))
                    .expect("a playing hand may stick or twist")
            }
            _ => {
                let bet = CasinoAction::Stake { amount: self.unit };
                if legal(&bet) { bet } else { CasinoAction::Pass }
            }
        }
    }
}
