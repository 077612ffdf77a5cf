//! Counterfactual regret minimisation over [`Game`], in vector form: each iteration walks the
//! punter's graph once each way and, for every public history where the banker plays, every
//! hidden hand of the punter's there through the banker's graph (a forward pass for the chance of
//! each of the banker's hands, a backward pass for the values under his strategy). CFR+ (regret
//! matching+, linearly weighted averages) or discounted CFR (α 1.5, β 0, γ 2), with alternating
//! updates: the punter first, then the banker against the punter's new strategy. Exact best
//! responses of both sides measure the average strategies' exploitability.
//!
//! Values are the punter's, in chips; the banker's are their negatives (the game is zero-sum).

use rayon::prelude::*;

use crate::game::{BANKER_TRICK, BUST, BankerGraph, Game, Public, STOP_21, Target, Term};
use crate::rules::{BankerEnd, VALUES, settle};

/// Which regret minimiser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Algorithm {
    /// CFR+: regrets floored at zero, the average weighted by the iteration's number.
    CfrPlus,
    /// Discounted CFR with α = 1.5, β = 0, γ = 2 (Brown and Sandholm's recommended setting).
    Discounted,
}

/// What one measurement of the average strategies found, in chips per round.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measure {
    pub iteration: u32,
    /// The average strategies against each other: the punter's expectation.
    pub value: f64,
    /// The punter's best response against the banker's average strategy.
    pub punter_best: f64,
    /// The banker's best response against the punter's average strategy (the punter's value).
    pub banker_best: f64,
}

impl Measure {
    /// How much both best responses gain together (NashConv): zero at an equilibrium, and the
    /// game's value lies between `banker_best` and `punter_best`, a range this wide.
    pub fn exploitability(&self) -> f64 {
        self.punter_best - self.banker_best
    }
}

/// The banker's learning state at one public history: per node, regrets and the average's sums
/// for (stay, draw), and the current chance of drawing.
#[derive(Debug, Clone)]
struct BankerState {
    regret: Vec<[f64; 2]>,
    sum: Vec<[f64; 2]>,
    draw: Vec<f64>,
}

/// The solver.
#[derive(Debug)]
pub struct Solver {
    pub game: Game,
    algorithm: Algorithm,
    iteration: u32,
    /// The punter's regrets, average sums and current strategy, by action.
    regret: Vec<f64>,
    sum: Vec<f64>,
    strategy: Vec<f64>,
    banker: Vec<BankerState>,
}

/// Everything a pass over one terminal needs of it.
struct TermView<'a> {
    term: &'a Term,
    chips: f64,
    /// Cards left for the banker, and how many.
    n: u32,
}

impl<'a> TermView<'a> {
    fn new(game: &'a Game, term: &'a Term) -> TermView<'a> {
        TermView {
            term,
            chips: game.chips(term),
            n: term.left.iter().map(|&c| u32::from(c)).sum(),
        }
    }

    /// The punter's value of the banker's end, in chips.
    fn value(&self, banker: BankerEnd) -> f64 {
        self.chips * f64::from(settle(self.term.end, banker))
    }

    /// The chance of each of the banker's first two cards' multisets (a Pontoon's left out).
    fn start_chance(&self, a: usize, b: usize) -> f64 {
        let left = &self.term.left;
        let n = f64::from(self.n);
        let pairs = n * (n - 1.0);
        if a == b {
            f64::from(left[a]) * (f64::from(left[a]) - 1.0) / pairs
        } else {
            2.0 * f64::from(left[a]) * f64::from(left[b]) / pairs
        }
    }
}

/// The values of one terminal under the banker's strategy `draw` (his chance of drawing at each
/// node): each node's value if he stays, if he draws, and as he plays. Returns the terminal's
/// value, summed over his first two cards (their chances included, his Pontoon's left out).
fn backward(
    graph: &BankerGraph,
    view: &TermView,
    draw: &[f64],
    stay_value: &mut [f64],
    draw_value: &mut [f64],
    value: &mut [f64],
) -> f64 {
    let bust = view.value(BankerEnd::Bust);
    let stop = view.value(BankerEnd::Stays { total: 21 });
    let trick = view.value(BankerEnd::Trick);
    let left = &view.term.left;
    for i in (0..graph.nodes.len()).rev() {
        let node = &graph.nodes[i];
        let stay = view.value(BankerEnd::Stays {
            total: node.hand.total(),
        });
        let remaining = view.n - u32::from(node.hand.cards());
        let inverse = 1.0 / f64::from(remaining);
        let mut drawn = 0.0;
        for v in 0..VALUES {
            // A hand this terminal's cards cannot make has no chance and its value is never
            // used: its counts are only kept from going below zero.
            let count = left[v].saturating_sub(node.hand.count(v));
            if count == 0 {
                continue;
            }
            let child = match node.children[v] {
                BUST => bust,
                STOP_21 => stop,
                BANKER_TRICK => trick,
                c => value[c as usize],
            };
            drawn += f64::from(count) * child;
        }
        drawn *= inverse;
        stay_value[i] = stay;
        draw_value[i] = drawn;
        value[i] = stay + draw[i] * (drawn - stay);
    }
    graph
        .starts
        .iter()
        .map(|s| view.start_chance(s.a, s.b) * value[s.node as usize])
        .sum()
}

/// The chance of each of the banker's hands at one terminal, by the cards alone.
fn forward(graph: &BankerGraph, view: &TermView, reach: &mut [f64]) {
    reach.iter_mut().for_each(|r| *r = 0.0);
    for s in &graph.starts {
        reach[s.node as usize] = view.start_chance(s.a, s.b);
    }
    let left = &view.term.left;
    for (i, node) in graph.nodes.iter().enumerate() {
        let here = reach[i];
        if here == 0.0 {
            continue;
        }
        let inverse = here / f64::from(view.n - u32::from(node.hand.cards()));
        for v in 0..VALUES {
            let c = node.children[v];
            if c >= BANKER_TRICK {
                continue;
            }
            let count = left[v].saturating_sub(node.hand.count(v));
            reach[c as usize] += f64::from(count) * inverse;
        }
    }
}

/// Scratch arrays of one thread's passes.
struct Scratch {
    stay: Vec<f64>,
    draw: Vec<f64>,
    value: Vec<f64>,
    reach: Vec<f64>,
}

impl Scratch {
    fn new(n: usize) -> Scratch {
        Scratch {
            stay: vec![0.0; n],
            draw: vec![0.0; n],
            value: vec![0.0; n],
            reach: vec![0.0; n],
        }
    }
}

/// Splits `values` into each public history's terminals.
fn by_public<'a>(publics: &[Public], mut values: &'a mut [f64]) -> Vec<&'a mut [f64]> {
    let mut parts = Vec::with_capacity(publics.len());
    for public in publics {
        let (part, rest) = values.split_at_mut((public.terms.1 - public.terms.0) as usize);
        parts.push(part);
        values = rest;
    }
    parts
}

impl Solver {
    /// A solver of `game` starting from uniform strategies.
    pub fn new(game: Game, algorithm: Algorithm) -> Solver {
        let actions = game.actions.len();
        let mut strategy = vec![0.0; actions];
        for node in &game.nodes {
            let (a, b) = node.actions;
            for s in &mut strategy[a as usize..b as usize] {
                *s = 1.0 / f64::from(b - a);
            }
        }
        let nodes = game.banker.nodes.len();
        let banker = vec![
            BankerState {
                regret: vec![[0.0; 2]; nodes],
                sum: vec![[0.0; 2]; nodes],
                draw: vec![0.5; nodes],
            };
            game.publics.len()
        ];
        Solver {
            algorithm,
            iteration: 0,
            regret: vec![0.0; actions],
            sum: vec![0.0; actions],
            strategy,
            banker,
            game,
        }
    }

    /// Iterations done.
    pub fn iterations(&self) -> u32 {
        self.iteration
    }

    /// The punter's terminal values under the banker's strategy `draw(public)`.
    pub(crate) fn term_values(&self, draw: impl Fn(usize) -> Vec<f64> + Sync) -> Vec<f64> {
        let game = &self.game;
        let mut values = vec![0.0; game.terms.len()];
        let parts = by_public(&game.publics, &mut values);
        parts.into_par_iter().enumerate().for_each_init(
            || Scratch::new(game.banker.nodes.len()),
            |scratch, (p, part)| {
                let draw = draw(p);
                let (first, _) = game.publics[p].terms;
                for (j, w) in part.iter_mut().enumerate() {
                    let view = TermView::new(game, &game.terms[first as usize + j]);
                    *w = backward(
                        &game.banker,
                        &view,
                        &draw,
                        &mut scratch.stay,
                        &mut scratch.draw,
                        &mut scratch.value,
                    );
                }
            },
        );
        values
    }

    /// The reach of every punter node and terminal under the punter's strategy `strategy` (by
    /// action), the cards' chances included.
    fn punter_forward(&self, strategy: &[f64]) -> (Vec<f64>, Vec<f64>) {
        let game = &self.game;
        let mut reach = vec![0.0; game.nodes.len()];
        let mut terms = vec![0.0; game.terms.len()];
        for &(p, node) in &game.roots {
            reach[node as usize] += p;
        }
        for (i, node) in game.nodes.iter().enumerate() {
            let here = reach[i];
            if here == 0.0 {
                continue;
            }
            for a in node.actions.0..node.actions.1 {
                let weight = here * strategy[a as usize];
                if weight == 0.0 {
                    continue;
                }
                for o in game.outcomes_of(&game.actions[a as usize]) {
                    match o.to {
                        Target::Node(c) => reach[c as usize] += weight * o.p,
                        Target::Stand(t) => terms[t as usize] += weight * o.p,
                        Target::Fixed(_) => {}
                    }
                }
            }
        }
        (reach, terms)
    }

    /// The reach of every punter node and terminal under `strategy` (by action), the cards'
    /// chances included.
    pub fn reach(&self, strategy: &[f64]) -> (Vec<f64>, Vec<f64>) {
        self.punter_forward(strategy)
    }

    /// Each action's value and each node's value for the punter, given the terminals' values:
    /// playing `strategy`, or his best where `strategy` is `None`. Returns (action values, node
    /// values, the round's value).
    fn punter_backward(
        &self,
        strategy: Option<&[f64]>,
        terms: &[f64],
    ) -> (Vec<f64>, Vec<f64>, f64) {
        let game = &self.game;
        let mut action_value = vec![0.0; game.actions.len()];
        let mut value = vec![0.0; game.nodes.len()];
        for i in (0..game.nodes.len()).rev() {
            let node = &game.nodes[i];
            let mut best = f64::NEG_INFINITY;
            let mut mixed = 0.0;
            for a in node.actions.0..node.actions.1 {
                let q: f64 = game
                    .outcomes_of(&game.actions[a as usize])
                    .iter()
                    .map(|o| {
                        o.p * (o.add
                            + match o.to {
                                Target::Node(c) => value[c as usize],
                                Target::Stand(t) => terms[t as usize],
                                Target::Fixed(v) => v,
                            })
                    })
                    .sum();
                action_value[a as usize] = q;
                best = best.max(q);
                if let Some(s) = strategy {
                    mixed += s[a as usize] * q;
                }
            }
            value[i] = if strategy.is_some() { mixed } else { best };
        }
        let round = game
            .roots
            .iter()
            .map(|&(p, node)| p * value[node as usize])
            .sum();
        (action_value, value, round)
    }

    /// Regret matching: the strategy in proportion to positive regrets, uniform if none.
    fn matched(regrets: &[f64], out: &mut [f64]) {
        let total: f64 = regrets.iter().map(|r| r.max(0.0)).sum();
        if total > 0.0 {
            for (o, r) in out.iter_mut().zip(regrets) {
                *o = r.max(0.0) / total;
            }
        } else {
            let even = 1.0 / out.len() as f64;
            out.iter_mut().for_each(|o| *o = even);
        }
    }

    /// The discounts of iteration `t` (from 1): of positive regrets, of negative ones, and of the
    /// average's sums, applied to what was accumulated before it.
    fn discounts(&self, t: u32) -> (f64, f64, f64) {
        let before = f64::from(t - 1);
        match self.algorithm {
            // CFR+ floors regrets at zero (below) and weights iteration t by t.
            Algorithm::CfrPlus => (1.0, 1.0, 1.0),
            Algorithm::Discounted => {
                let alpha = before.powf(1.5);
                (alpha / (alpha + 1.0), 0.5, (before / f64::from(t)).powi(2))
            }
        }
    }

    fn weight(&self, t: u32) -> f64 {
        match self.algorithm {
            Algorithm::CfrPlus => f64::from(t),
            Algorithm::Discounted => 1.0,
        }
    }

    /// One iteration: the punter's update, then the banker's.
    pub fn iterate(&mut self) {
        self.iteration += 1;
        let t = self.iteration;
        let (positive, negative, average) = self.discounts(t);
        let weight = self.weight(t);
        let plus = self.algorithm == Algorithm::CfrPlus;

        // The punter, against the banker's current strategy.
        let terms = self.term_values(|p| self.banker[p].draw.clone());
        let (reach, _) = self.punter_forward(&self.strategy);
        let (action_value, value, _) = self.punter_backward(Some(&self.strategy), &terms);
        let game = &self.game;
        for (i, node) in game.nodes.iter().enumerate() {
            let (a, b) = (node.actions.0 as usize, node.actions.1 as usize);
            for k in a..b {
                let r = &mut self.regret[k];
                *r *= if *r > 0.0 { positive } else { negative };
                *r += game.chance[i] * (action_value[k] - value[i]);
                if plus {
                    *r = r.max(0.0);
                }
                self.sum[k] = self.sum[k] * average + weight * reach[i] * self.strategy[k];
            }
            Self::matched(&self.regret[a..b], &mut self.strategy[a..b]);
        }

        // The banker, against the punter's new strategy.
        let (_, term_reach) = self.punter_forward(&self.strategy);
        let graph = &game.banker;
        self.banker.par_iter_mut().enumerate().for_each_init(
            || Scratch::new(graph.nodes.len()),
            |scratch, (p, state)| {
                let public = &game.publics[p];
                // The average weighs each node by the banker's own chance of reaching it,
                // summed over the orders of its cards (each order as likely as another).
                let own = own_reach(graph, &state.draw);
                for (i, sum) in state.sum.iter_mut().enumerate() {
                    let d = state.draw[i];
                    sum[0] = sum[0] * average + weight * own[i] * (1.0 - d);
                    sum[1] = sum[1] * average + weight * own[i] * d;
                }
                let mut gain = vec![[0.0f64; 2]; graph.nodes.len()];
                for t in public.terms.0..public.terms.1 {
                    let r = term_reach[t as usize];
                    if r == 0.0 {
                        continue;
                    }
                    let view = TermView::new(game, &game.terms[t as usize]);
                    backward(
                        graph,
                        &view,
                        &state.draw,
                        &mut scratch.stay,
                        &mut scratch.draw,
                        &mut scratch.value,
                    );
                    forward(graph, &view, &mut scratch.reach);
                    for (i, g) in gain.iter_mut().enumerate() {
                        let w = r * scratch.reach[i];
                        if w == 0.0 {
                            continue;
                        }
                        // The banker's regret: what each action gains him over his play.
                        g[0] += w * (scratch.value[i] - scratch.stay[i]);
                        g[1] += w * (scratch.value[i] - scratch.draw[i]);
                    }
                }
                for (i, g) in gain.iter().enumerate() {
                    let mut regrets = state.regret[i];
                    for k in 0..2 {
                        let r = &mut regrets[k];
                        *r *= if *r > 0.0 { positive } else { negative };
                        *r += g[k];
                        if plus {
                            *r = r.max(0.0);
                        }
                    }
                    state.regret[i] = regrets;
                    let mut play = [0.0; 2];
                    Self::matched(&regrets, &mut play);
                    state.draw[i] = play[1];
                }
            },
        );
    }

    /// The punter's average strategy, by action (a node never reached plays its current one).
    pub fn punter_average(&self) -> Vec<f64> {
        let mut average = self.strategy.clone();
        for node in &self.game.nodes {
            let (a, b) = (node.actions.0 as usize, node.actions.1 as usize);
            let total: f64 = self.sum[a..b].iter().sum();
            if total > 0.0 {
                for k in a..b {
                    average[k] = self.sum[k] / total;
                }
            }
        }
        average
    }

    /// The banker's average chance of drawing at each node of each public history.
    pub fn banker_average(&self) -> Vec<Vec<f64>> {
        self.banker
            .iter()
            .map(|state| {
                state
                    .sum
                    .iter()
                    .zip(&state.draw)
                    .map(|(s, &now)| {
                        let total = s[0] + s[1];
                        if total > 0.0 { s[1] / total } else { now }
                    })
                    .collect()
            })
            .collect()
    }

    /// The average strategies' value and both best responses.
    pub fn measure(&self) -> Measure {
        let punter = self.punter_average();
        let banker = self.banker_average();
        let (value, punter_best, banker_best) = evaluate(self, &punter, &banker);
        Measure {
            iteration: self.iteration,
            value,
            punter_best,
            banker_best,
        }
    }
}

/// Runs `work` on a pool of `threads` threads (0: rayon's choice, `RAYON_NUM_THREADS` or every
/// core), and says how many it had.
pub fn in_pool<T: Send>(threads: usize, work: impl FnOnce(usize) -> T + Send) -> Result<T, String> {
    let mut pool = rayon::ThreadPoolBuilder::new();
    if threads > 0 {
        pool = pool.num_threads(threads);
    }
    let pool = pool.build().map_err(|e| e.to_string())?;
    Ok(pool.install(|| work(rayon::current_num_threads())))
}

/// The banker's own chance of reaching each node, summed over the orders of its cards: his first
/// two cards in either order (one order for a pair), then his draws.
pub fn own_reach(graph: &BankerGraph, draw: &[f64]) -> Vec<f64> {
    let mut own = vec![0.0; graph.nodes.len()];
    for s in &graph.starts {
        own[s.node as usize] = if s.a == s.b { 1.0 } else { 2.0 };
    }
    for (i, node) in graph.nodes.iter().enumerate() {
        let w = own[i] * draw[i];
        for &c in &node.children {
            if c < BANKER_TRICK {
                own[c as usize] += w;
            }
        }
    }
    own
}

/// For strategies `punter` (by action) and `banker` (chance of drawing by public history and
/// node): the punter's value of both played, his best response's against `banker`, and the
/// value the banker's best response against `punter` leaves him.
pub fn evaluate(solver: &Solver, punter: &[f64], banker: &[Vec<f64>]) -> (f64, f64, f64) {
    let terms = solver.term_values(|p| banker[p].clone());
    let (_, _, value) = solver.punter_backward(Some(punter), &terms);
    let (_, _, punter_best) = solver.punter_backward(None, &terms);
    let best = banker_best_values(solver, punter);
    let (_, _, banker_best) = solver.punter_backward(Some(punter), &best);
    (value, punter_best, banker_best)
}

/// The punter's value at each of his first cards (in the order of [`Game::roots`]) when both sides
/// play these strategies, in chips: what the round is worth to him once he has seen it.
pub fn first_card_values(solver: &Solver, punter: &[f64], banker: &[Vec<f64>]) -> Vec<f64> {
    let terms = solver.term_values(|p| banker[p].clone());
    let (_, values, _) = solver.punter_backward(Some(punter), &terms);
    solver
        .game
        .roots
        .iter()
        .map(|&(_, node)| values[node as usize])
        .collect()
}

/// The punter's terminal values when the banker best-responds to the punter's `strategy`: at each
/// public history, node by node from the fullest hands back, the banker takes the action that
/// leaves the punter least over every hidden hand the punter may hold there (weighted by how
/// likely the punter's strategy and the cards make each).
fn banker_best_values(solver: &Solver, strategy: &[f64]) -> Vec<f64> {
    let game = &solver.game;
    let (_, term_reach) = solver.punter_forward(strategy);
    let graph = &game.banker;
    let nodes = graph.nodes.len();
    let mut values = vec![0.0; game.terms.len()];
    let parts = by_public(&game.publics, &mut values);
    parts.into_par_iter().enumerate().for_each(|(p, part)| {
        let public = &game.publics[p];
        let first = public.terms.0 as usize;
        let m = part.len();
        let views: Vec<TermView> = (0..m)
            .map(|j| TermView::new(game, &game.terms[first + j]))
            .collect();
        // reach[j * nodes + i]: the chance of the banker's hand i with hidden hand j, times
        // the punter's reach of j.
        let mut reach = vec![0.0; m * nodes];
        let mut scratch = vec![0.0; nodes];
        for (j, view) in views.iter().enumerate() {
            forward(graph, view, &mut scratch);
            let r = term_reach[first + j];
            for i in 0..nodes {
                reach[j * nodes + i] = r * scratch[i];
            }
        }
        let mut value = vec![0.0; m * nodes];
        let mut stay = vec![0.0; m];
        let mut drawn = vec![0.0; m];
        for i in (0..nodes).rev() {
            let node = &graph.nodes[i];
            let (mut cf_stay, mut cf_draw) = (0.0, 0.0);
            for (j, view) in views.iter().enumerate() {
                stay[j] = view.value(BankerEnd::Stays {
                    total: node.hand.total(),
                });
                let left = &view.term.left;
                let mut d = 0.0;
                for v in 0..VALUES {
                    let count = left[v].saturating_sub(node.hand.count(v));
                    if count == 0 {
                        continue;
                    }
                    let child = match node.children[v] {
                        BUST => view.value(BankerEnd::Bust),
                        STOP_21 => view.value(BankerEnd::Stays { total: 21 }),
                        BANKER_TRICK => view.value(BankerEnd::Trick),
                        c => value[j * nodes + c as usize],
                    };
                    d += f64::from(count) * child;
                }
                drawn[j] = d / f64::from(view.n - u32::from(node.hand.cards()));
                cf_stay += reach[j * nodes + i] * stay[j];
                cf_draw += reach[j * nodes + i] * drawn[j];
            }
            // The banker draws only where it leaves the punter strictly less.
            let draws = cf_draw < cf_stay;
            for j in 0..m {
                value[j * nodes + i] = if draws { drawn[j] } else { stay[j] };
            }
        }
        for (j, w) in part.iter_mut().enumerate() {
            *w = graph
                .starts
                .iter()
                .map(|s| views[j].start_chance(s.a, s.b) * value[j * nodes + s.node as usize])
                .sum();
        }
    });
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Hand, Table};

    #[test]
    fn the_banker_reaches_a_hand_by_every_order_of_its_cards() {
        let graph = BankerGraph::build(5);
        let own = own_reach(&graph, &vec![1.0; graph.nodes.len()]);
        let at = |values: &[usize]| own[graph.node(&Hand::of(values)).unwrap() as usize];
        // Three different cards come in 3! orders, a pair and another in 3.
        assert_eq!(at(&[1, 2, 3]), 6.0);
        assert_eq!(at(&[4, 4, 5]), 3.0);
        assert_eq!(at(&[4, 5]), 2.0);
        assert_eq!(at(&[4, 4]), 1.0);
        // An ace and a ten-count are never his first two cards (a Pontoon ends the round): of the
        // six orders of A, T and a two, the two that start with the Pontoon are not his.
        assert_eq!(at(&[0, 1, 9]), 4.0);
        // Staying on two cards, he reaches no third.
        let own = own_reach(&graph, &vec![0.0; graph.nodes.len()]);
        assert_eq!(
            own[graph.node(&Hand::of(&[1, 2, 3])).unwrap() as usize],
            0.0
        );
    }

    #[test]
    fn both_minimisers_close_in_on_an_equilibrium() {
        let mut table = Table::traditional(&[1, 4]);
        table.pack = [1, 1, 0, 0, 2, 2, 0, 0, 0, 4];
        table.max_cards = 4;
        for algorithm in [Algorithm::CfrPlus, Algorithm::Discounted] {
            let mut solver = Solver::new(Game::new(&table), algorithm);
            solver.iterate();
            let first = solver.measure();
            for _ in 1..300 {
                solver.iterate();
            }
            let last = solver.measure();
            assert!(last.exploitability() >= 0.0);
            assert!(
                last.exploitability() < first.exploitability() / 100.0,
                "{algorithm:?}: {first:?} then {last:?}"
            );
            assert!(last.banker_best <= last.value && last.value <= last.punter_best);
        }
    }
}
