//! The brute-force check (issue 34): reduced games small enough to enumerate, built here a second
//! time by plain enumeration of ordered deals in the real order of the table (the punter's first
//! card, the banker's, the stake, the punter's second, the banker's second, then the punter's
//! turn and the banker's), with every order of every hand its own information set. That game is
//! solved as a sequence-form linear program (von Stengel), and:
//! - the linear program's value equals the solver's within the solver's measured exploitability;
//! - the solver's average strategies, read at each ordered history, are worth the same in the
//!   enumerated game as the solver says, and their best responses there (so their
//!   exploitability) are the ones the solver reports.
//!
//! Only the rule primitives of `rules.rs` are shared; the deal order, the information sets, the
//! card removal (each card dealt from what is physically left, the banker's two cards before the
//! punter's third) and the banker's Pontoon check are this file's own.

#![allow(clippy::needless_range_loop)]

use std::collections::HashMap;

use microlp::{ComparisonOp, OptimizationDirection, Problem, SolveOutcome};
use parlour_solve::game::{BUY_2S, BUY_S, Game, Kind, STICK, TRICK};
use parlour_solve::rules::{BankerEnd, Counts, Hand, PunterEnd, Table, VALUES, buy_max, settle};
use parlour_solve::solver::{Algorithm, Solver};
use parlour_solve::strategy::{self, Answer, Step, Strategy};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Who {
    Punter,
    Banker,
}

#[derive(Debug)]
enum Node {
    Chance(Vec<(f64, usize)>),
    Decide {
        who: Who,
        infoset: usize,
        children: Vec<usize>,
    },
    Leaf(f64),
}

/// A decision of either side, as the enumerated game names it, with what the solver calls it.
#[derive(Debug, Clone)]
enum Seen {
    /// The punter: his public prefix (stake level, then each step's code), his hidden cards as a
    /// multiset, and his actions in the order the node lists them.
    Punter {
        prefix: Vec<u8>,
        hidden: Hand,
        actions: Vec<Kind>,
        /// His history in order, as the strategy file's reader takes it.
        ordered: (usize, Option<u8>, Option<usize>, Vec<Step>),
    },
    /// The banker: the public history and his cards (stay, draw).
    Banker { public: Vec<u8>, hand: Hand },
}

#[derive(Debug, Default)]
struct Tree {
    nodes: Vec<Node>,
    infosets: HashMap<(u8, String), usize>,
    seen: Vec<(Who, Seen, usize)>,
}

/// The state of a deal in progress.
#[derive(Debug, Clone)]
struct Deal {
    left: Counts,
    p1: usize,
    b1: usize,
    level: u8,
    /// The punter's hand, his history as text (every card and move, in order), his hidden cards
    /// and the public steps.
    punter: Hand,
    history: String,
    hidden: Hand,
    steps: Vec<u8>,
    /// The whole stake in stakes S, and whether he has twisted.
    units: u8,
    twisted: bool,
    last_price: Option<u8>,
    banker: Hand,
    banker_order: String,
    end: u8,
    p2: usize,
    ordered: Vec<Step>,
}

struct Builder<'a> {
    table: &'a Table,
    tree: Tree,
}

impl Builder<'_> {
    fn push(&mut self, node: Node) -> usize {
        self.tree.nodes.push(node);
        self.tree.nodes.len() - 1
    }

    fn infoset(&mut self, who: Who, key: String, seen: Seen, actions: usize) -> usize {
        let tag = match who {
            Who::Punter => 0,
            Who::Banker => 1,
        };
        let next = self.tree.infosets.len();
        let id = *self.tree.infosets.entry((tag, key)).or_insert(next);
        if id == next {
            self.tree.seen.push((who, seen, actions));
        }
        id
    }

    /// A chance node dealing one card from `deal.left` to `then`.
    fn deal(&mut self, deal: &Deal, then: impl Fn(&mut Self, Deal, usize) -> usize) -> usize {
        let n: u32 = deal.left.iter().map(|&c| u32::from(c)).sum();
        let mut children = Vec::new();
        for v in 0..VALUES {
            if deal.left[v] == 0 {
                continue;
            }
            let mut next = deal.clone();
            next.left[v] -= 1;
            let child = then(self, next, v);
            children.push((f64::from(deal.left[v]) / f64::from(n), child));
        }
        self.push(Node::Chance(children))
    }

    fn stake(&self, deal: &Deal) -> f64 {
        f64::from(self.table.stakes[usize::from(deal.level)])
    }

    fn root(&mut self, left: Counts) -> usize {
        let deal = Deal {
            left,
            p1: 0,
            b1: 0,
            level: 0,
            punter: Hand::default(),
            history: String::new(),
            hidden: Hand::default(),
            steps: Vec::new(),
            units: 1,
            twisted: false,
            last_price: None,
            banker: Hand::default(),
            banker_order: String::new(),
            end: 0,
            p2: 0,
            ordered: Vec::new(),
        };
        self.deal(&deal, |b, d, p1| {
            let d = Deal { p1, ..d };
            b.deal(&d, |b, d, b1| b.choose_stake(Deal { b1, ..d }))
        })
    }

    fn choose_stake(&mut self, deal: Deal) -> usize {
        let levels = self.table.stakes.len();
        let key = format!("{}", deal.p1);
        let seen = Seen::Punter {
            prefix: Vec::new(),
            hidden: Hand::of(&[deal.p1]),
            actions: (0..levels as u8).map(Kind::Stake).collect(),
            ordered: (deal.p1, None, None, Vec::new()),
        };
        let infoset = self.infoset(Who::Punter, key, seen, levels);
        let children = (0..levels as u8)
            .map(|level| {
                let d = Deal {
                    level,
                    ..deal.clone()
                };
                self.deal(&d, |b, d, p2| {
                    b.deal(&d, |b, d, b2| b.second_cards(d, p2, b2))
                })
            })
            .collect();
        self.push(Node::Decide {
            who: Who::Punter,
            infoset,
            children,
        })
    }

    fn second_cards(&mut self, mut deal: Deal, p2: usize, b2: usize) -> usize {
        let s = self.stake(&deal);
        deal.p2 = p2;
        deal.punter = Hand::of(&[deal.p1, p2]);
        deal.hidden = deal.punter;
        deal.history = format!("{}{}{}", deal.p1, deal.level, p2);
        deal.steps = vec![deal.level];
        deal.banker = Hand::of(&[deal.b1, b2]);
        deal.banker_order = format!("{}{}", deal.b1, b2);
        if deal.banker.is_pontoon() {
            return self.push(Node::Leaf(
                f64::from(settle(
                    PunterEnd::Stands {
                        total: 0,
                        trick: false,
                    },
                    BankerEnd::Pontoon,
                )) * s,
            ));
        }
        if deal.punter.is_pontoon() {
            return self.push(Node::Leaf(
                f64::from(settle(PunterEnd::Pontoon, BankerEnd::Bust)) * s,
            ));
        }
        self.punter_turn(deal)
    }

    fn punter_turn(&mut self, deal: Deal) -> usize {
        let mut actions = Vec::new();
        if deal.punter.total() >= self.table.stick_min {
            actions.push(Kind::Stick);
        }
        if !deal.twisted {
            for price in 1..=buy_max(deal.last_price) {
                actions.push(Kind::Buy(price));
            }
        }
        actions.push(Kind::Twist);
        let seen = Seen::Punter {
            prefix: deal.steps.clone(),
            hidden: deal.hidden,
            actions: actions.clone(),
            ordered: (
                deal.p1,
                Some(deal.level),
                Some(deal.p2),
                deal.ordered.clone(),
            ),
        };
        let infoset = self.infoset(Who::Punter, deal.history.clone(), seen, actions.len());
        let children = actions
            .iter()
            .map(|&kind| match kind {
                Kind::Stick => {
                    let mut d = deal.clone();
                    d.end = STICK;
                    self.banker_turn(d)
                }
                Kind::Buy(price) => self.deal(&deal, |b, mut d, v| {
                    d.punter = d.punter.with(v);
                    d.hidden = d.hidden.with(v);
                    d.history.push_str(&format!("b{price}{v}"));
                    d.steps.push(if price == 1 { BUY_S } else { BUY_2S });
                    d.units += price;
                    d.last_price = Some(price);
                    d.ordered.push(Step::Buy { price, card: v });
                    b.after_card(d)
                }),
                Kind::Twist => self.deal(&deal, |b, mut d, v| {
                    d.punter = d.punter.with(v);
                    d.history.push_str(&format!("t{v}"));
                    d.steps.push(v as u8);
                    d.twisted = true;
                    d.ordered.push(Step::Twist { card: v });
                    b.after_card(d)
                }),
                Kind::Stake(_) => unreachable!(),
            })
            .collect();
        self.push(Node::Decide {
            who: Who::Punter,
            infoset,
            children,
        })
    }

    fn after_card(&mut self, mut deal: Deal) -> usize {
        let t = f64::from(deal.units) * self.stake(&deal);
        if deal.punter.is_bust() {
            return self.push(Node::Leaf(
                f64::from(settle(PunterEnd::Bust, BankerEnd::Bust)) * t,
            ));
        }
        if deal.punter.cards() == self.table.max_cards {
            deal.end = TRICK;
            return self.banker_turn(deal);
        }
        if deal.punter.hard() == 21 {
            deal.end = STICK;
            return self.banker_turn(deal);
        }
        self.punter_turn(deal)
    }

    fn banker_turn(&mut self, deal: Deal) -> usize {
        let mut public = deal.steps.clone();
        public.push(deal.end);
        let key = format!("{public:?}|{}", deal.banker_order);
        let seen = Seen::Banker {
            public,
            hand: deal.banker,
        };
        let infoset = self.infoset(Who::Banker, key, seen, 2);
        let stay = self.settled(
            &deal,
            BankerEnd::Stays {
                total: deal.banker.total(),
            },
        );
        let draw = self.deal(&deal, |b, mut d, v| {
            d.banker = d.banker.with(v);
            d.banker_order.push_str(&v.to_string());
            if d.banker.is_bust() {
                b.settled(&d, BankerEnd::Bust)
            } else if d.banker.cards() == b.table.max_cards {
                b.settled(&d, BankerEnd::Trick)
            } else if d.banker.hard() == 21 {
                b.settled(&d, BankerEnd::Stays { total: 21 })
            } else {
                b.banker_turn(d)
            }
        });
        self.push(Node::Decide {
            who: Who::Banker,
            infoset,
            children: vec![stay, draw],
        })
    }

    fn settled(&mut self, deal: &Deal, banker: BankerEnd) -> usize {
        let t = f64::from(deal.units) * self.stake(deal);
        let punter = PunterEnd::Stands {
            total: deal.punter.total(),
            trick: deal.punter.cards() == self.table.max_cards,
        };
        self.push(Node::Leaf(f64::from(settle(punter, banker)) * t))
    }
}

fn enumerate(table: &Table) -> (Tree, usize) {
    let mut builder = Builder {
        table,
        tree: Tree::default(),
    };
    let root = builder.root(table.pack);
    (builder.tree, root)
}

/// The game's value by the sequence-form linear program: the punter's realisation plan `x` and
/// one value `z` per banker information set (and one for the root), maximising the root's under
/// the banker's best reply, `F'z <= A'x`.
fn linear_program(tree: &Tree, root: usize) -> f64 {
    // Sequences: 0 is the empty one; each (infoset, action) another.
    let mut seq_of: HashMap<(usize, usize), usize> = HashMap::new();
    let mut count = [1usize, 1usize];
    for (infoset, (who, _, actions)) in tree.seen.iter().enumerate() {
        for a in 0..*actions {
            let side = usize::from(*who == Who::Banker);
            seq_of.insert((infoset, a), count[side]);
            count[side] += 1;
        }
    }
    // Each infoset's parent sequence (its side's last move before it), and the payoff matrix.
    let mut parent: HashMap<usize, usize> = HashMap::new();
    let mut payoff: HashMap<(usize, usize), f64> = HashMap::new();
    let mut stack = vec![(root, 0usize, 0usize, 1.0f64)];
    while let Some((node, sp, sb, chance)) = stack.pop() {
        match &tree.nodes[node] {
            Node::Chance(children) => {
                for &(p, c) in children {
                    stack.push((c, sp, sb, chance * p));
                }
            }
            Node::Decide {
                who,
                infoset,
                children,
            } => {
                let own = if *who == Who::Punter { sp } else { sb };
                let before = parent.insert(*infoset, own);
                assert!(before.is_none_or(|b| b == own), "perfect recall");
                for (a, &c) in children.iter().enumerate() {
                    let seq = seq_of[&(*infoset, a)];
                    match who {
                        Who::Punter => stack.push((c, seq, sb, chance)),
                        Who::Banker => stack.push((c, sp, seq, chance)),
                    }
                }
            }
            Node::Leaf(v) => *payoff.entry((sp, sb)).or_default() += chance * v,
        }
    }
    let mut problem = Problem::new(OptimizationDirection::Maximize);
    let x: Vec<_> = (0..count[0])
        .map(|_| problem.add_var(0.0, (0.0, f64::INFINITY)))
        .collect();
    let z0 = problem.add_var(1.0, (f64::NEG_INFINITY, f64::INFINITY));
    let mut z = HashMap::new();
    for (infoset, (who, _, _)) in tree.seen.iter().enumerate() {
        if *who == Who::Banker {
            z.insert(
                infoset,
                problem.add_var(0.0, (f64::NEG_INFINITY, f64::INFINITY)),
            );
        }
    }
    problem.add_constraint([(x[0], 1.0)], ComparisonOp::Eq, 1.0);
    // The punter's flow: each infoset's moves add up to the sequence that leads to it.
    let mut banker_rows: Vec<Vec<(microlp::Variable, f64)>> = vec![Vec::new(); count[1]];
    banker_rows[0].push((z0, 1.0));
    for (infoset, (who, _, actions)) in tree.seen.iter().enumerate() {
        match who {
            Who::Punter => {
                let mut row = vec![(x[parent[&infoset]], -1.0)];
                for a in 0..*actions {
                    row.push((x[seq_of[&(infoset, a)]], 1.0));
                }
                problem.add_constraint(row, ComparisonOp::Eq, 0.0);
            }
            Who::Banker => {
                // F'z: z of the infoset at each of its moves' rows, minus at its parent's.
                for a in 0..*actions {
                    banker_rows[seq_of[&(infoset, a)]].push((z[&infoset], 1.0));
                }
                banker_rows[parent[&infoset]].push((z[&infoset], -1.0));
            }
        }
    }
    for ((sp, sb), v) in &payoff {
        banker_rows[*sb].push((x[*sp], -v));
    }
    for row in banker_rows {
        problem.add_constraint(row, ComparisonOp::Le, 0.0);
    }
    match problem.solve().expect("the linear program solves") {
        SolveOutcome::Solution(solution) => solution.objective(),
        other => panic!("no solution: {other:?}"),
    }
}

/// Each information set's strategy, read from the solver's average strategies.
fn read_strategies(solver: &Solver, tree: &Tree) -> Vec<Vec<f64>> {
    let game: &Game = &solver.game;
    let punter = solver.punter_average();
    let banker = solver.banker_average();
    tree.seen
        .iter()
        .map(|(_, seen, _)| match seen {
            Seen::Punter {
                prefix,
                hidden,
                actions,
                ..
            } => {
                let node = game
                    .node(prefix, hidden)
                    .unwrap_or_else(|| panic!("the solver has {prefix:?} {}", hidden.letters()));
                let (a, _) = game.nodes[node as usize].actions;
                let kinds: Vec<Kind> = game.actions_of(node).iter().map(|a| a.kind).collect();
                assert_eq!(&kinds, actions, "the same moves at {prefix:?}");
                (0..actions.len()).map(|k| punter[a as usize + k]).collect()
            }
            Seen::Banker { public, hand } => {
                let p = game.public(public).expect("the solver has the history");
                let node = game.banker.node(hand).expect("the solver has the hand");
                let draw = banker[p as usize][node as usize];
                vec![1.0 - draw, draw]
            }
        })
        .collect()
}

/// The value of both strategies played, and each side's best response to the other's, in the
/// enumerated game: (value, the punter's best, the banker's best).
fn evaluate(tree: &Tree, root: usize, strategy: &[Vec<f64>]) -> (f64, f64, f64) {
    let played = value_of(tree, root, strategy);
    let punter_best = best_response(tree, root, strategy, Who::Punter);
    let banker_best = best_response(tree, root, strategy, Who::Banker);
    (played, punter_best, banker_best)
}

fn value_of(tree: &Tree, node: usize, strategy: &[Vec<f64>]) -> f64 {
    match &tree.nodes[node] {
        Node::Chance(children) => children
            .iter()
            .map(|&(p, c)| p * value_of(tree, c, strategy))
            .sum(),
        Node::Decide {
            infoset, children, ..
        } => children
            .iter()
            .enumerate()
            .map(|(a, &c)| strategy[*infoset][a] * value_of(tree, c, strategy))
            .sum(),
        Node::Leaf(v) => *v,
    }
}

/// The value when `who` best-responds to the others' `strategy`: each of its information sets
/// chooses, deepest first, the move worth most to it summed over the set's histories, each
/// weighted by the chance and the other side's reach.
/// The value when `who` best-responds to the others' `strategy`: each of its information sets
/// chooses the move worth most to it summed over the set's histories, each weighted by the chance
/// and the other side's reach. Sets are settled from the last cards dealt back: nodes are taken
/// in steps of (cards dealt, then chance nodes, the banker's decisions, the punter's, in that order), since a
/// decision leads on at the same number of cards (a stick to the banker, a move to its card) and
/// the histories of an information set share that step (a stop on a hard 21 reaches the banker
/// one decision earlier than a stick, at the same number of cards).
fn best_response(tree: &Tree, root: usize, strategy: &[Vec<f64>], who: Who) -> f64 {
    let n = tree.nodes.len();
    let mut reach = vec![0.0; n];
    let mut cards = vec![0usize; n];
    let mut order = vec![root];
    reach[root] = 1.0;
    let mut i = 0;
    while i < order.len() {
        let node = order[i];
        i += 1;
        let (dealt, children): (usize, Vec<(usize, f64)>) = match &tree.nodes[node] {
            Node::Chance(c) => (1, c.iter().map(|&(p, c)| (c, p)).collect()),
            Node::Decide {
                who: w,
                infoset,
                children,
            } => (
                0,
                children
                    .iter()
                    .enumerate()
                    .map(|(a, &c)| {
                        (
                            c,
                            if *w == who {
                                1.0
                            } else {
                                strategy[*infoset][a]
                            },
                        )
                    })
                    .collect(),
            ),
            Node::Leaf(_) => (0, Vec::new()),
        };
        for (c, p) in children {
            reach[c] = reach[node] * p;
            cards[c] = cards[node] + dealt;
            order.push(c);
        }
    }
    let step = |node: usize| -> usize {
        let rank = match &tree.nodes[node] {
            Node::Chance(_) | Node::Leaf(_) => 2,
            Node::Decide {
                who: Who::Banker, ..
            } => 1,
            Node::Decide {
                who: Who::Punter, ..
            } => 0,
        };
        cards[node] * 3 + rank
    };
    let sign = if who == Who::Punter { 1.0 } else { -1.0 };
    let mut value = vec![0.0; n];
    let mut choice: HashMap<usize, usize> = HashMap::new();
    let mut steps: Vec<Vec<usize>> = vec![Vec::new(); (0..n).map(step).max().unwrap() + 1];
    for &node in &order {
        steps[step(node)].push(node);
    }
    for nodes in steps.iter().rev() {
        let mut gain: HashMap<usize, Vec<f64>> = HashMap::new();
        for &node in nodes {
            if let Node::Decide {
                who: w,
                infoset,
                children,
            } = &tree.nodes[node]
                && *w == who
            {
                let g = gain
                    .entry(*infoset)
                    .or_insert_with(|| vec![0.0; children.len()]);
                for (a, &c) in children.iter().enumerate() {
                    g[a] += reach[node] * sign * value[c];
                }
            }
        }
        for (infoset, g) in gain {
            let best = (0..g.len())
                .max_by(|&a, &b| g[a].total_cmp(&g[b]).then(b.cmp(&a)))
                .unwrap();
            let before = choice.insert(infoset, best);
            assert!(before.is_none(), "an information set within one step");
        }
        for &node in nodes {
            value[node] = match &tree.nodes[node] {
                Node::Chance(c) => c.iter().map(|&(p, c)| p * value[c]).sum(),
                Node::Decide {
                    who: w,
                    infoset,
                    children,
                } => {
                    if *w == who {
                        value[children[choice[infoset]]]
                    } else {
                        children
                            .iter()
                            .enumerate()
                            .map(|(a, &c)| strategy[*infoset][a] * value[c])
                            .sum()
                    }
                }
                Node::Leaf(v) => *v,
            };
        }
    }
    value[root]
}

fn check(table: &Table, iterations: u32, algorithm: Algorithm) {
    let (tree, root) = enumerate(table);
    let lp = linear_program(&tree, root);
    let mut solver = Solver::new(Game::new(table), algorithm);
    for _ in 0..iterations {
        solver.iterate();
    }
    let measure = solver.measure();
    let exploitability = measure.exploitability();
    eprintln!(
        "{table:?}: {} nodes, {} infosets; LP {lp:.9}, solver {measure:?}",
        tree.nodes.len(),
        tree.infosets.len()
    );
    assert!(exploitability >= -1e-12);
    assert!(
        measure.banker_best - 1e-9 <= lp && lp <= measure.punter_best + 1e-9,
        "the game's value {lp} lies between the best responses {} and {}",
        measure.banker_best,
        measure.punter_best
    );
    assert!(
        exploitability < 1e-3 * f64::from(table.stakes[0]),
        "{iterations} iterations come within 0.1% of a stake: {exploitability}"
    );
    let strategy = read_strategies(&solver, &tree);
    let (value, punter_best, banker_best) = evaluate(&tree, root, &strategy);
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    assert!(close(value, measure.value), "{value} vs {}", measure.value);
    assert!(
        close(punter_best, measure.punter_best),
        "{punter_best} vs {measure:?}"
    );
    assert!(
        close(banker_best, measure.banker_best),
        "{banker_best} vs {measure:?}"
    );
}

fn table(pack: &[(usize, u8)], stakes: &[u32], max_cards: u8) -> Table {
    let mut counts = [0; VALUES];
    for &(v, c) in pack {
        counts[v] = c;
    }
    Table {
        pack: counts,
        stakes: stakes.to_vec(),
        max_cards,
        stick_min: 15,
    }
}

#[test]
fn an_ace_fives_sixes_and_ten_counts_three_cards_a_hand() {
    check(
        &table(&[(0, 1), (4, 2), (5, 2), (9, 4)], &[1], 3),
        400,
        Algorithm::CfrPlus,
    );
}

#[test]
fn two_stake_levels_discounted() {
    check(
        &table(&[(0, 1), (4, 2), (5, 2), (9, 4)], &[1, 3], 3),
        400,
        Algorithm::Discounted,
    );
}

#[test]
fn aces_threes_sevens_and_ten_counts_four_cards_a_hand() {
    check(
        &table(&[(0, 2), (2, 2), (6, 2), (9, 3)], &[2], 4),
        400,
        Algorithm::CfrPlus,
    );
}

/// The strategy file, written with chances under 0.3% dropped and read back through the reader's history
/// API, plays in the enumerated game exactly as the solver measures the file's strategies, and
/// within the rounding of what the solver found.
#[test]
fn the_strategy_file_read_back_by_history_plays_as_the_solver_measures_it() {
    let table = table(&[(0, 1), (4, 2), (5, 2), (9, 4)], &[1, 3], 3);
    let (tree, root) = enumerate(&table);
    let mut solver = Solver::new(Game::new(&table), Algorithm::CfrPlus);
    for _ in 0..300 {
        solver.iterate();
    }
    let measure = solver.measure();
    let (punter, banker) = strategy::thresholded(&solver, 0.003);
    let text = strategy::write(&solver, &punter, &banker, &measure, Algorithm::CfrPlus);
    let read = Strategy::parse(text.as_bytes()).unwrap();
    assert_eq!(read.table, table);
    let mut defaults = 0;
    let strategy: Vec<Vec<f64>> = tree
        .seen
        .iter()
        .map(|(_, seen, _)| match seen {
            Seen::Punter {
                actions,
                ordered: (first, stake, second, steps),
                ..
            } => {
                let answer = read
                    .punter(*first, *stake, *second, steps)
                    .expect("a history");
                if matches!(answer, Answer::Default(_)) {
                    defaults += 1;
                }
                let answer = answer.into_inner();
                let kinds: Vec<Kind> = answer.iter().map(|&(k, _)| k).collect();
                assert_eq!(&kinds, actions);
                answer.into_iter().map(|(_, p)| p).collect()
            }
            Seen::Banker { public, hand } => {
                let text = parlour_solve::game::public_text(public);
                let draw = read.banker(&text, hand).expect("a decision").into_inner();
                vec![1.0 - draw, draw]
            }
        })
        .collect();
    let (value, punter_best, banker_best) = evaluate(&tree, root, &strategy);
    let (p, b) = read.arrays(&solver.game);
    let fast = parlour_solve::solver::evaluate(&solver, &p, &b);
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    assert!(close(value, fast.0) && close(punter_best, fast.1) && close(banker_best, fast.2));
    assert!(
        (value - measure.value).abs() < measure.exploitability() + 1e-3,
        "{value} vs {measure:?}"
    );
    assert!(
        defaults > 0,
        "histories the average never reaches are left out of the file"
    );
    // Purified and rounded, the file gives up little more than the solver's own strategies.
    assert!(
        punter_best - banker_best < measure.exploitability() + 1e-3,
        "{} vs {measure:?}",
        punter_best - banker_best
    );
    // Nothing but the file's own format is read.
    assert!(Strategy::parse(b"parlour-solve strategy 2\n").is_err());
    assert!(Strategy::parse(text.replace("\nB ", "\nB x").as_bytes()).is_err());
}
