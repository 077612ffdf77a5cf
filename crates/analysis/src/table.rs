//! The best strategy table (docs/analysis.md): what the simulator and the bots play, a move for
//! each total, soft or hard, and number of cards, and whether to split each pair
//! ([`parlour_bots::Strategy`]).
//!
//! A table cannot play each hand by its cards, so it is a little worse than the best play; the
//! best table is found cell by cell. Play only goes from fewer cards to more, so the cells of
//! four cards are settled first, then three, then two: each cell takes the code that does best
//! over the hands that reach it, weighted by how often they do, the later cells already settled.
//! How often a hand is reached depends on the cells before it, so the weights start from the best
//! play and are worked out again under each new table, until the table no longer changes. Each
//! cell is then the best it can be with every other cell as it is. Pairs are split where splitting
//! is worth more than keeping the pair, under the table.

use parlour_bots::{Code, Decision, Strategy};

use crate::player::{Choices, Hand, LEAST_STICK, Memo, Play, Player, first_pairs};
use crate::round::Analysis;
use crate::shoe::VALUES;

/// The weight of a state no hand reaches, against a round's weight of 1.
const UNREACHED: f64 = 1e-9;

/// Values closer than this (relative) are a tie: their difference is rounding.
const TIE: f64 = 1e-12;

/// A hand the player may have to decide on: live, of two to four cards, bought or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct State {
    hand: Hand,
    bought: bool,
}

impl State {
    fn key(&self) -> u32 {
        self.hand.key(self.bought)
    }

    fn cell(&self) -> (bool, u8, u8) {
        (
            self.hand.soft(),
            self.hand.best() as u8,
            self.hand.cards() as u8,
        )
    }

    fn bets(&self) -> f64 {
        if self.bought { 2.0 } else { 1.0 }
    }
}

/// Every state a hand may decide in: each composition of two to four cards the shoe holds, live,
/// and for three or four cards bought or not; by number of cards.
fn states(analysis: &mut Analysis) -> Vec<State> {
    let shoe = *analysis.player().shoe();
    let mut found = Vec::new();
    fn walk(hand: Hand, from: usize, shoe: &crate::Shoe, found: &mut Vec<State>) {
        let cards = hand.cards();
        if cards >= 2 && hand.is_live() {
            found.push(State {
                hand,
                bought: false,
            });
            if cards >= 3 {
                found.push(State { hand, bought: true });
            }
        }
        if cards == 4 || hand.hard() >= 21 {
            return;
        }
        for v in from..VALUES {
            if shoe.is_infinite() || u32::from(hand.count(v)) < shoe.count(v) {
                walk(hand.with(v), v, shoe, found);
            }
        }
    }
    walk(Hand::of(&[]), 0, &shoe, &mut found);
    found.sort_by_key(|s| (s.hand.cards(), *s));
    found
}

/// How often each state is reached in a round (against a dealer with no Pontoon, pairs that are
/// split aside), played by `play`.
fn reach(player: &mut Player, states: &[State], play: Play) -> Memo<f64> {
    let mut mass: Memo<f64> = Memo::default();
    let shoe = *player.shoe();
    for (hand, chance, q) in first_pairs(&shoe) {
        if !hand.is_live() {
            continue;
        }
        let splits = match play {
            Play::Table(table) => (0..VALUES)
                .find(|&v| hand.count(v) == 2)
                .is_some_and(|v| table.splits(v as u8 + 1)),
            Play::Best => false,
        };
        if !splits {
            *mass
                .entry(
                    State {
                        hand,
                        bought: false,
                    }
                    .key(),
                )
                .or_default() += chance * q;
        }
    }
    for state in states {
        let Some(&m) = mass.get(&state.key()) else {
            continue;
        };
        let choices = player.choices(state.hand, state.bought, play);
        let decision = decide(state, &choices, play);
        let bought = match decision {
            Decision::Stick => continue,
            Decision::Buy => true,
            Decision::Twist | Decision::Split => state.bought,
        };
        for (v, chance) in player.next_card(&state.hand).into_iter().enumerate() {
            let next = state.hand.with(v);
            if chance > 0.0 && next.is_live() {
                *mass.entry(State { hand: next, bought }.key()).or_default() += m * chance;
            }
        }
    }
    mass
}

/// What a state does under `play`.
fn decide(state: &State, choices: &Choices, play: Play) -> Decision {
    match play {
        Play::Table(table) => table.decide(&state.hand.facts(state.bought)),
        Play::Best => {
            let best = choices.best();
            if choices.stick == Some(best) {
                Decision::Stick
            } else if choices.buy == Some(best) {
                Decision::Buy
            } else {
                Decision::Twist
            }
        }
    }
}

/// What a cell's hands are worth under each move, weighted by how often each is reached.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CellValues {
    /// How often a hand not yet bought is here, per round, and what each move is worth to it,
    /// per initial bet at stake (`None`: not allowed to any of its hands).
    pub reach: f64,
    pub stick: Option<f64>,
    pub twist: Option<f64>,
    pub buy: Option<f64>,
    /// The same for hands that have bought (which may not buy again).
    pub bought_reach: f64,
    pub bought_stick: Option<f64>,
    pub bought_twist: Option<f64>,
}

/// One cell of the table and what its moves are worth.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cell {
    pub soft: bool,
    pub total: u8,
    pub cards: u8,
    pub code: Code,
    pub values: CellValues,
}

/// The weighted sums of a cell's states.
#[derive(Debug, Default, Clone, Copy)]
struct Sums {
    fresh: f64,
    bought: f64,
    /// Weighted sums of each move's value, times the bets at stake: stick, twist, buy.
    fresh_moves: [Option<f64>; 3],
    bought_moves: [Option<f64>; 2],
    hands: usize,
}

fn add(slot: &mut Option<f64>, value: Option<f64>) {
    if let Some(v) = value {
        *slot = Some(slot.unwrap_or(0.0) + v);
    }
}

impl Sums {
    fn take(&mut self, state: &State, weight: f64, choices: &Choices) {
        let bets = state.bets();
        let w = weight * bets;
        self.hands += 1;
        if state.bought {
            self.bought += weight;
            add(&mut self.bought_moves[0], choices.stick.map(|v| w * v));
            add(&mut self.bought_moves[1], choices.twist.map(|v| w * v));
        } else {
            self.fresh += weight;
            add(&mut self.fresh_moves[0], choices.stick.map(|v| w * v));
            add(&mut self.fresh_moves[1], choices.twist.map(|v| w * v));
            add(&mut self.fresh_moves[2], choices.buy.map(|v| w * v));
        }
    }

    /// What a code is worth over the cell, or `None` if it asks for a move the rules forbid here
    /// (a stick under 15 is a twist, as the table reads it, so it is not offered).
    fn score(&self, code: Code, total: u8) -> Option<f64> {
        let may_stick = u32::from(total) >= LEAST_STICK;
        let [stick, twist, buy] = self.fresh_moves;
        let [b_stick, b_twist] = self.bought_moves;
        let (fresh, bought) = match code {
            Code::Twist => (twist, b_twist),
            Code::Stick => (stick, b_stick),
            Code::Buy => (buy, b_twist),
            Code::BuyElseStick => (buy, b_stick),
            Code::TwistElseStick => (twist, b_stick),
            Code::StickElseTwist => (stick, b_twist),
            Code::Never => return None,
        };
        let sticks = matches!(
            code,
            Code::Stick | Code::BuyElseStick | Code::TwistElseStick | Code::StickElseTwist
        );
        if sticks && !may_stick {
            return None;
        }
        let part = |sum: Option<f64>, weight: f64| match sum {
            Some(v) => Some(v),
            None if weight == 0.0 => Some(0.0),
            None => None,
        };
        Some(part(fresh, self.fresh)? + part(bought, self.bought)?)
    }

    fn values(&self) -> CellValues {
        let per = |sum: Option<f64>, weight: f64, bets: f64| {
            sum.filter(|_| weight > 0.0).map(|v| v / (weight * bets))
        };
        CellValues {
            reach: self.fresh,
            stick: per(self.fresh_moves[0], self.fresh, 1.0),
            twist: per(self.fresh_moves[1], self.fresh, 1.0),
            buy: per(self.fresh_moves[2], self.fresh, 1.0),
            bought_reach: self.bought,
            bought_stick: per(self.bought_moves[0], self.bought, 2.0),
            bought_twist: per(self.bought_moves[1], self.bought, 2.0),
        }
    }
}

/// The cells in the order a table writes them.
fn cells() -> impl Iterator<Item = (bool, u8)> {
    Strategy::rows(false)
        .map(|t| (false, t))
        .chain(Strategy::rows(true).map(|t| (true, t)))
}

/// Sums each cell's states, `weights` how often each is reached.
fn sum_cell(
    player: &mut Player,
    states: &[State],
    weights: &Memo<f64>,
    play: Play,
) -> std::collections::BTreeMap<(bool, u8, u8), Sums> {
    let mut sums: std::collections::BTreeMap<(bool, u8, u8), Sums> = Default::default();
    for state in states {
        let choices = player.choices(state.hand, state.bought, play);
        // Every state counts a little even if never reached, so that a cell (or the bought or
        // unbought half of one) no hand reaches still takes the move best for its hands.
        let weight = weights.get(&state.key()).copied().unwrap_or(0.0) + UNREACHED;
        sums.entry(state.cell())
            .or_default()
            .take(state, weight, &choices);
    }
    sums
}

/// The best strategy table for the analysis's rules, and the cells' values under it.
pub fn best_table(analysis: &mut Analysis) -> (Strategy, Vec<Cell>) {
    let states = states(analysis);
    let mut weights = reach(analysis.player(), &states, Play::Best);
    let mut table = Strategy::empty();
    for _round in 0..12 {
        let mut next = Strategy::empty();
        analysis.forget_table();
        for cards in (2..=4u8).rev() {
            let of_cards: Vec<State> = states
                .iter()
                .copied()
                .filter(|s| s.hand.cards() == u32::from(cards))
                .collect();
            let sums = sum_cell(analysis.player(), &of_cards, &weights, Play::Table(&next));
            for ((soft, total, _), sum) in &sums {
                let best = Code::PLAYABLE
                    .into_iter()
                    .filter_map(|code| sum.score(code, *total).map(|s| (code, s)))
                    // A tie (buying now or on the next card, say, can come to the same) keeps
                    // the code met first, the simpler one.
                    .fold(None, |best: Option<(Code, f64)>, (code, s)| match best {
                        Some((_, b)) if b >= s - TIE * (1.0 + b.abs()) => best,
                        _ => Some((code, s)),
                    });
                if let Some((code, _)) = best {
                    next.set(*soft, *total, cards, code);
                }
            }
            // The values of this many cards' hands are now final for the cells below.
        }
        // Pairs: split where it is worth more than keeping the pair, under this table.
        // (A pair's split, and splitting it again, touch no other pair's hands.)
        for pips in 1..=VALUES as u8 {
            next.set_split(pips, true);
        }
        analysis.forget_table();
        let round = analysis.round(Play::Table(&next));
        for (value, pair) in round.pairs.iter().enumerate() {
            next.set_split(value as u8 + 1, pair.is_some_and(|p| p.split > p.keep));
        }
        analysis.forget_table();
        let settled = next == table;
        table = next;
        if settled {
            break;
        }
        weights = reach(analysis.player(), &states, Play::Table(&table));
    }
    analysis.forget_table();
    let weights = reach(analysis.player(), &states, Play::Table(&table));
    let sums = sum_cell(analysis.player(), &states, &weights, Play::Table(&table));
    let report = cells()
        .flat_map(|(soft, total)| (2..=4u8).map(move |cards| (soft, total, cards)))
        .map(|(soft, total, cards)| Cell {
            soft,
            total,
            cards,
            code: table.code(soft, total, cards),
            values: sums
                .get(&(soft, total, cards))
                .map(Sums::values)
                .unwrap_or_default(),
        })
        .collect();
    (table, report)
}
