//! The amounts the solved game leaves out, measured: a punter free to stake any amount from the
//! table's least to its most and to buy at any price the ladder allows, against a banker who plays
//! the solved strategy and reads each amount as the nearer solved one (the bots' reading, see
//! [`level_of`] and [`price_level`]). Programs that solve a game over a few bet sizes map the
//! sizes they meet onto those they solved ("action translation"); what a best response gains
//! against the mapping is the price of the abstraction.
//!
//! The banker's play, and the cards' chances, depend only on the history as he reads it, so each
//! of the punter's ends is worth its whole stake T, in chips, times what a chip of it is worth at
//! that read history: the solver's values, divided by the solved history's own T. The best
//! response walks the punter's decisions with the amounts actually staked (the stake S, the last
//! price, T so far) and takes, at each, the amount worth most.
//!
//! Every stake is tried. A buy's price is linear in what it earns, given how it is read, so the
//! best price among those read alike is one of their ends, the cheapest or the dearest
//! ([`Amounts::Ends`]); the next buy's limits move with it, which rounding keeps from being exactly
//! linear, so [`Amounts::Every`] tries every price, and the tests find both alike on reduced
//! tables.

use std::collections::HashMap;

use crate::game::{Game, Kind, Target, last_price, units};
use crate::rules::{Hand, buy_max, level_chips, level_of, price_level};
use crate::solver::Solver;

/// Which amounts the punter may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amounts {
    /// Only the solved game's: the levels' chips, and S or the most for a buy (the solver's own
    /// best response, which this reproduces).
    Solved,
    /// Every stake; for a buy, the cheapest and the dearest price of those read as each solved
    /// price.
    Ends,
    /// Every stake and every price.
    Every,
}

/// The best response's value, and what it does with each first card.
#[derive(Debug, Clone, PartialEq)]
pub struct Translated {
    /// The punter's value a round, in chips.
    pub value: f64,
    pub first: Vec<First>,
}

/// The punter's first card, its chance, his best stake on it and what the card is then worth.
#[derive(Debug, Clone, PartialEq)]
pub struct First {
    pub card: Hand,
    pub chance: f64,
    pub stake: u64,
    pub value: f64,
}

/// The punter's best response against the banker's strategy `banker` (his chance of drawing, by
/// public history and hand), with stakes from `least` to `most` chips and the amounts `amounts`
/// allows, the banker reading each as the nearer solved amount.
pub fn best_response(
    solver: &Solver,
    banker: &[Vec<f64>],
    least: u64,
    most: u64,
    amounts: Amounts,
) -> Translated {
    assert!(least >= 1 && least <= most, "stakes from {least} to {most}");
    let game = &solver.game;
    let terms = solver.term_values(|p| banker[p].clone());
    // What a chip of each end's stake is worth.
    let per_chip: Vec<f64> = game
        .terms
        .iter()
        .zip(&terms)
        .map(|(term, &value)| value / game.chips(term))
        .collect();
    let chips = level_chips(&game.table.stakes, least, most);
    let stakes: Vec<u64> = match amounts {
        Amounts::Solved => chips.clone(),
        Amounts::Every => (least..=most).collect(),
        Amounts::Ends => {
            let mut ends = Vec::new();
            for level in 0..chips.len() {
                let read: Vec<u64> = (least..=most)
                    .filter(|&s| usize::from(level_of(&chips, s)) == level)
                    .collect();
                ends.extend(read.first());
                ends.extend(read.last());
            }
            ends.dedup();
            ends
        }
    };
    let mut first: Vec<First> = game
        .roots
        .iter()
        .map(|&(chance, node)| First {
            card: game.nodes[node as usize].hidden,
            chance,
            stake: 0,
            value: f64::NEG_INFINITY,
        })
        .collect();
    for &stake in &stakes {
        let level = level_of(&chips, stake);
        let mut walk = Walk {
            game,
            per_chip: &per_chip,
            stake,
            amounts,
            memo: HashMap::new(),
        };
        let solved = f64::from(game.table.stakes[usize::from(level)]);
        let scale = stake as f64 / solved;
        for (i, &(_, root)) in game.roots.iter().enumerate() {
            let action = game
                .actions_of(root)
                .iter()
                .find(|a| a.kind == Kind::Stake(level))
                .expect("every level is a stake at every first card");
            let value: f64 = game
                .outcomes_of(action)
                .iter()
                .map(|o| {
                    o.p * (o.add * scale
                        + match o.to {
                            Target::Node(c) => walk.node(c, None, stake),
                            Target::Fixed(v) => v * scale,
                            Target::Stand(_) => unreachable!("nobody stands on one card"),
                        })
                })
                .sum();
            if value > first[i].value {
                first[i].value = value;
                first[i].stake = stake;
            }
        }
    }
    Translated {
        value: first.iter().map(|f| f.chance * f.value).sum(),
        first,
    }
}

/// The best response's walk at one stake.
struct Walk<'a> {
    game: &'a Game,
    per_chip: &'a [f64],
    stake: u64,
    amounts: Amounts,
    /// Values by (node, the last price in chips or 0, T in chips).
    memo: HashMap<(u32, u64, u64), f64>,
}

impl Walk<'_> {
    /// The punter's best at `node` having paid `last` for his last card bought (if any) and
    /// staked `whole` in all.
    fn node(&mut self, id: u32, last: Option<u64>, whole: u64) -> f64 {
        let key = (id, last.unwrap_or(0), whole);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let game = self.game;
        let node = &game.nodes[id as usize];
        let prefix = &game.prefixes[node.prefix as usize];
        let solved_stake = f64::from(game.table.stakes[usize::from(prefix[0])]);
        let units = u32::from(units(prefix));
        let read_last = last_price(prefix);
        let most = last.unwrap_or(2 * self.stake);
        let mut best = f64::NEG_INFINITY;
        for action in game.actions_of(id) {
            let value = match action.kind {
                Kind::Stick | Kind::Twist => {
                    let solved = solved_stake * f64::from(units);
                    self.card(action, last, whole, solved)
                }
                Kind::Buy(read) => {
                    let solved = solved_stake * f64::from(units + u32::from(read));
                    let mut here = f64::NEG_INFINITY;
                    for price in self.prices(most, read_last, read) {
                        here = here.max(self.card(action, Some(price), whole + price, solved));
                    }
                    here
                }
                Kind::Stake(_) => unreachable!("stakes are the roots'"),
            };
            best = best.max(value);
        }
        self.memo.insert(key, best);
        best
    }

    /// An action's worth with `whole` staked after it (and `last` the last price), where the
    /// solved game's history after it stakes `solved` chips.
    fn card(
        &mut self,
        action: &crate::game::Action,
        last: Option<u64>,
        whole: u64,
        solved: f64,
    ) -> f64 {
        let game = self.game;
        let whole_chips = whole as f64;
        game.outcomes_of(action)
            .iter()
            .map(|o| {
                o.p * match o.to {
                    Target::Node(c) => self.node(c, last, whole),
                    Target::Stand(t) => whole_chips * self.per_chip[t as usize],
                    // A bust loses the whole stake: the solved history's loss, scaled.
                    Target::Fixed(v) => v * whole_chips / solved,
                }
            })
            .sum()
    }

    /// The prices to try for a buy read as `read` stakes, the most allowed being `most` chips and
    /// the last buy read as `read_last`.
    fn prices(&self, most: u64, read_last: Option<u8>, read: u8) -> Vec<u64> {
        let s = self.stake;
        let alike: Vec<u64> = (s..=most.max(s))
            .filter(|&p| price_level(s, most, read_last, p) == read)
            .collect();
        match self.amounts {
            Amounts::Every => alike,
            Amounts::Ends => {
                let mut ends: Vec<u64> = alike
                    .first()
                    .into_iter()
                    .chain(alike.last())
                    .copied()
                    .collect();
                ends.dedup();
                ends
            }
            Amounts::Solved => {
                let price = if read == 1 { s } else { most };
                debug_assert!(buy_max(read_last) >= read);
                alike.into_iter().filter(|&p| p == price).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{BUY_2S, BUY_S};
    use crate::rules::Table;
    use crate::solver::{Algorithm, evaluate};

    /// A reduced game, solved a little (any banker strategy will do for a best response).
    fn solved(stakes: &[u32]) -> Solver {
        let mut table = Table::traditional(stakes);
        table.pack = [2, 2, 0, 1, 2, 2, 0, 0, 0, 5];
        table.max_cards = 5;
        let mut solver = Solver::new(Game::new(&table), Algorithm::Discounted);
        for _ in 0..30 {
            solver.iterate();
        }
        solver
    }

    #[test]
    fn the_solved_amounts_alone_give_the_solver_s_own_best_response() {
        for stakes in [&[1][..], &[1, 4], &[2, 3, 9]] {
            let solver = solved(stakes);
            let banker = solver.banker_average();
            let (_, punter_best, _) = evaluate(&solver, &solver.punter_average(), &banker);
            let (least, most) = (u64::from(stakes[0]), u64::from(stakes[stakes.len() - 1]));
            let found = best_response(&solver, &banker, least, most, Amounts::Solved);
            assert!(
                (found.value - punter_best).abs() < 1e-10,
                "{stakes:?}: {} against {punter_best}",
                found.value
            );
        }
    }

    #[test]
    fn every_amount_gains_at_least_the_solved_ones_and_the_ends_find_the_best_price() {
        // The whole pack, and bankers who play by how they read the amounts (so that amounts
        // read alike pay differently). This one draws under 17 against the least stake and under
        // 14 against the most.
        let solver = Solver::new(
            Game::new(&Table::traditional(&[1, 6])),
            Algorithm::Discounted,
        );
        let game = &solver.game;
        let banker = |under: &dyn Fn(&[u8]) -> u8| -> Vec<Vec<f64>> {
            game.publics
                .iter()
                .map(|public| {
                    let under = under(&public.code);
                    game.banker
                        .nodes
                        .iter()
                        .map(|n| if n.hand.total() < under { 1.0 } else { 0.0 })
                        .collect()
                })
                .collect()
        };
        let by_stake = banker(&|code| if code[0] == 0 { 17 } else { 14 });
        // Buying pays against these two, at the dearest price read alike: one stays on any two
        // cards once the punter has bought at 2S, the other once he has bought at S (and draws on
        // everything after a buy at 2S).
        let soft_on_dear = banker(&|code| if code.contains(&BUY_2S) { 0 } else { 17 });
        let soft_on_cheap = banker(&|code| {
            if code.contains(&BUY_2S) {
                22
            } else if code.contains(&BUY_S) {
                0
            } else {
                17
            }
        });
        for banker in [by_stake, soft_on_dear, soft_on_cheap] {
            let levels = best_response(&solver, &banker, 1, 6, Amounts::Solved);
            let ends = best_response(&solver, &banker, 1, 6, Amounts::Ends);
            let every = best_response(&solver, &banker, 1, 6, Amounts::Every);
            assert!(ends.value > levels.value);
            assert!(every.value >= ends.value - 1e-12);
            assert!(
                (every.value - ends.value).abs() < 1e-9,
                "the ends {} against every price {}",
                ends.value,
                every.value
            );
            for (e, l) in every.first.iter().zip(&levels.first) {
                assert!(e.value >= l.value - 1e-12);
            }
        }
    }

    #[test]
    fn a_stake_read_as_the_least_is_worth_its_chips_in_proportion() {
        // With the least level's strategy, a punter who gains on a card at the least stake gains
        // three times as much at 3 (read as 1, at a table of 1 to 6): the best stake on a card
        // worth something at the least level is never the least itself.
        let solver = solved(&[1, 6]);
        let banker = solver.banker_average();
        let every = best_response(&solver, &banker, 1, 6, Amounts::Every);
        for f in &every.first {
            assert!((1..=6).contains(&f.stake));
            if f.value > 0.0 {
                assert_ne!(
                    f.stake,
                    1,
                    "{} wins {} staking 1",
                    f.card.letters(),
                    f.value
                );
            }
        }
    }
}
