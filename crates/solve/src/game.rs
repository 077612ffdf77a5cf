//! The solved game as the solver walks it: the punter's decisions as a graph of (public history,
//! hidden cards) nodes, the terminals where he stands (each waiting for the banker's play), and
//! the banker's hands as a graph of multisets of values, made once and shared by every public
//! history.
//!
//! Both graphs merge orders that change nothing. The banker's two cards come after all of the
//! punter's (the cards are exchangeable: nobody sees the banker's before the punter is done, and
//! the only thing the punter learns of them, that they are no Pontoon, is accounted for exactly
//! at each of his terminals). The banker decides from the public history and his cards as a
//! multiset: the order of his cards changes neither his chances of the punter's hidden cards nor
//! anything to come. The punter decides from the public history (his stake, each buy's price and
//! each twisted card, in order) and his hidden cards as a multiset (the first two and the bought
//! ones): two orders of the same hidden cards under the same public history meet the same banker
//! and the same pack, so they have the same future and the same value for every action. Both
//! merges are lossless; the brute-force test solves the unmerged game (every order apart) and
//! finds the same value.

use std::collections::HashMap;

use crate::rules::{
    BankerEnd, Counts, Hand, PunterEnd, TEN, Table, VALUES, buy_max, less, pontoon_chance, settle,
};

/// A step of the public history: its code in [`Public::code`] and in the punter's prefixes.
/// 0 to 9: a twisted card of that value; then a buy at S, a buy at 2S, a stick (or a stop on a
/// hard 21, which looks the same at the table) and a Five Card Trick.
pub const BUY_S: u8 = 10;
pub const BUY_2S: u8 = 11;
pub const STICK: u8 = 12;
pub const TRICK: u8 = 13;

/// A public history as text: the stake level's index (a digit), then each step: `b` a buy at S,
/// `B` a buy at 2S, a value's letter for a twisted card, `/` a stick and `*` a Five Card Trick.
/// `1Bb7/`: the second stake level, a buy at 2S, a buy at S, a seven twisted, stuck.
pub fn public_text(code: &[u8]) -> String {
    let mut text = String::new();
    for (i, &c) in code.iter().enumerate() {
        if i == 0 {
            text.push(char::from(b'0' + c));
            continue;
        }
        text.push(match c {
            BUY_S => 'b',
            BUY_2S => 'B',
            STICK => '/',
            TRICK => '*',
            v => crate::rules::LETTERS[usize::from(v)],
        });
    }
    text
}

/// The codes of a public history written by [`public_text`].
pub fn public_code(text: &str) -> Option<Vec<u8>> {
    let mut chars = text.chars();
    let stake = chars.next()?.to_digit(10)?;
    let mut code = vec![stake as u8];
    for c in chars {
        code.push(match c {
            'b' => BUY_S,
            'B' => BUY_2S,
            '/' => STICK,
            '*' => TRICK,
            letter => crate::rules::value_of(letter)? as u8,
        });
    }
    Some(code)
}

/// What the punter does at a node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// His initial stake, by level index (only at his first card).
    Stake(u8),
    Stick,
    /// Buy a card face down for this many stakes S.
    Buy(u8),
    Twist,
}

/// Where a card (or a stick) leads.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Target {
    /// Another decision of the punter's.
    Node(u32),
    /// An end with a value in chips whatever anyone does: a bust, his Pontoon.
    Fixed(f64),
    /// He stands: the banker plays (terminal index into [`Game::terms`]).
    Stand(u32),
}

/// One outcome of an action: its chance, a value in chips added on the way (the banker's
/// Pontoon, at the second card), and where it leads.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outcome {
    pub p: f64,
    pub add: f64,
    pub to: Target,
}

/// An action of the punter's with its outcomes (a range of [`Game::outcomes`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Action {
    pub kind: Kind,
    pub outcomes: (u32, u32),
}

/// A decision of the punter's: his public prefix (a range of [`Game::prefixes`] by id), his hidden
/// cards, his twisted cards, and his actions (a range of [`Game::actions`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Node {
    pub prefix: u32,
    pub hidden: Hand,
    pub twisted: Hand,
    pub actions: (u32, u32),
}

/// A public history at which the banker plays: the punter stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Public {
    pub code: Vec<u8>,
    /// The initial stake S in chips.
    pub stake: u32,
    /// The whole stake T in stakes S (1 to 7).
    pub units: u8,
    pub twisted: Hand,
    /// This history's terminals: a range of [`Game::terms`].
    pub terms: (u32, u32),
}

/// A terminal where the punter stands: the public history, his hidden cards, how he stands, and
/// the cards left for the banker.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Term {
    pub public: u32,
    pub hidden: Hand,
    pub end: PunterEnd,
    pub left: Counts,
}

/// The banker's next card from a hand: another decision, or a stop.
pub const BUST: u32 = u32::MAX;
pub const STOP_21: u32 = u32::MAX - 1;
pub const BANKER_TRICK: u32 = u32::MAX - 2;

/// A hand the banker decides at (two cards or more, fewer than the most, a hard total under 21,
/// no Pontoon), and where each value of next card takes it ([`BUST`], [`STOP_21`],
/// [`BANKER_TRICK`] or a node's index).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BankerNode {
    pub hand: Hand,
    pub children: [u32; VALUES],
}

/// One of the banker's first two cards' multisets (never a Pontoon, which ends the round before
/// anyone plays): the values and the node.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Start {
    pub a: usize,
    pub b: usize,
    pub node: u32,
}

/// The banker's hands: nodes in order of their cards (every child after its parent).
#[derive(Debug, Clone, PartialEq)]
pub struct BankerGraph {
    pub nodes: Vec<BankerNode>,
    pub starts: Vec<Start>,
    index: HashMap<u64, u32>,
}

impl BankerGraph {
    /// The banker's hands for hands of at most `max_cards` cards.
    pub fn build(max_cards: u8) -> BankerGraph {
        let mut graph = BankerGraph {
            nodes: Vec::new(),
            starts: Vec::new(),
            index: HashMap::new(),
        };
        for a in 0..VALUES {
            for b in a..VALUES {
                let hand = Hand::of(&[a, b]);
                if hand.is_pontoon() {
                    continue;
                }
                let node = graph.intern(hand);
                graph.starts.push(Start { a, b, node });
            }
        }
        // Nodes are added in order of their cards, so walking the list reaches every one.
        let mut i = 0;
        while i < graph.nodes.len() {
            let hand = graph.nodes[i].hand;
            for v in 0..VALUES {
                let next = hand.with(v);
                graph.nodes[i].children[v] = if next.is_bust() {
                    BUST
                } else if next.cards() == max_cards {
                    BANKER_TRICK
                } else if next.hard() == 21 {
                    STOP_21
                } else {
                    graph.intern(next)
                };
            }
            i += 1;
        }
        graph
    }

    fn intern(&mut self, hand: Hand) -> u32 {
        if let Some(&id) = self.index.get(&hand.key()) {
            return id;
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(BankerNode {
            hand,
            children: [BUST; VALUES],
        });
        self.index.insert(hand.key(), id);
        id
    }

    /// The node of a hand the banker decides at, if it is one.
    pub fn node(&self, hand: &Hand) -> Option<u32> {
        self.index.get(&hand.key()).copied()
    }
}

/// The whole game: see the module's documentation.
#[derive(Debug, Clone)]
pub struct Game {
    pub table: Table,
    /// The punter's public prefixes by id (the first, empty, is before his stake).
    pub prefixes: Vec<Vec<u8>>,
    /// The punter's decisions, each after every node that leads to it.
    pub nodes: Vec<Node>,
    pub actions: Vec<Action>,
    pub outcomes: Vec<Outcome>,
    /// His first card: its chance and his stake decision.
    pub roots: Vec<(f64, u32)>,
    pub publics: Vec<Public>,
    /// Terminals, grouped by public history.
    pub terms: Vec<Term>,
    pub banker: BankerGraph,
    /// Each node's chance of being reached by the cards alone (the punter's own choices counted
    /// as taken), summed over every order that reaches it: the weight of its counterfactual values.
    pub chance: Vec<f64>,
    node_index: HashMap<(u32, u64), u32>,
    prefix_index: HashMap<Vec<u8>, u32>,
    public_index: HashMap<Vec<u8>, u32>,
    term_index: HashMap<(u32, u64), u32>,
}

struct Builder {
    game: Game,
}

impl Builder {
    fn prefix(&mut self, code: &[u8]) -> u32 {
        if let Some(&id) = self.game.prefix_index.get(code) {
            return id;
        }
        let id = self.game.prefixes.len() as u32;
        self.game.prefixes.push(code.to_vec());
        self.game.prefix_index.insert(code.to_vec(), id);
        id
    }

    fn node(&mut self, prefix: &[u8], hidden: Hand, twisted: Hand) -> u32 {
        let prefix = self.prefix(prefix);
        if let Some(&id) = self.game.node_index.get(&(prefix, hidden.key())) {
            return id;
        }
        let id = self.game.nodes.len() as u32;
        self.game.nodes.push(Node {
            prefix,
            hidden,
            twisted,
            actions: (0, 0),
        });
        self.game.node_index.insert((prefix, hidden.key()), id);
        id
    }

    fn term(&mut self, code: Vec<u8>, hidden: Hand, twisted: Hand) -> u32 {
        let table = &self.game.table;
        let public = match self.game.public_index.get(&code) {
            Some(&id) => id,
            None => {
                let units = units(&code);
                let id = self.game.publics.len() as u32;
                self.game.publics.push(Public {
                    code: code.clone(),
                    stake: table.stakes[usize::from(code[0])],
                    units,
                    twisted,
                    terms: (0, 0),
                });
                self.game.public_index.insert(code, id);
                id
            }
        };
        if let Some(&id) = self.game.term_index.get(&(public, hidden.key())) {
            return id;
        }
        let all = hidden.plus(twisted);
        let id = self.game.terms.len() as u32;
        self.game.terms.push(Term {
            public,
            hidden,
            end: PunterEnd::Stands {
                total: all.total(),
                trick: all.cards() == self.game.table.max_cards,
            },
            left: less(&self.game.table.pack, &all),
        });
        self.game.term_index.insert((public, hidden.key()), id);
        id
    }

    /// The outcomes of taking a card (bought for `price` stakes, or twisted when `price` is 0) at
    /// node `id`.
    fn card(&mut self, id: u32, price: u8) -> (u32, u32) {
        let node = self.game.nodes[id as usize];
        let prefix = self.game.prefixes[node.prefix as usize].clone();
        let stake = f64::from(self.game.table.stakes[usize::from(prefix[0])]);
        let units = units(&prefix) + price;
        let all = node.hidden.plus(node.twisted);
        let left = less(&self.game.table.pack, &all);
        let n: u32 = left.iter().map(|&c| u32::from(c)).sum();
        let start = self.game.outcomes.len() as u32;
        for v in 0..VALUES {
            if left[v] == 0 {
                continue;
            }
            let p = f64::from(left[v]) / f64::from(n);
            let (hidden, twisted, step) = match price {
                0 => (node.hidden, node.twisted.with(v), v as u8),
                1 => (node.hidden.with(v), node.twisted, BUY_S),
                _ => (node.hidden.with(v), node.twisted, BUY_2S),
            };
            let mut code = prefix.clone();
            code.push(step);
            let now = hidden.plus(twisted);
            let to = if now.is_bust() {
                // Lost at once; the round got this far only where the banker holds no Pontoon.
                let left = less(&self.game.table.pack, &now);
                Target::Fixed(-f64::from(units) * stake * (1.0 - pontoon_chance(&left)))
            } else if now.cards() == self.game.table.max_cards {
                code.push(TRICK);
                Target::Stand(self.term(code, hidden, twisted))
            } else if now.hard() == 21 {
                code.push(STICK);
                Target::Stand(self.term(code, hidden, twisted))
            } else {
                Target::Node(self.node(&code, hidden, twisted))
            };
            self.game.outcomes.push(Outcome { p, add: 0.0, to });
        }
        (start, self.game.outcomes.len() as u32)
    }

    /// Fills in node `id`'s actions.
    fn expand(&mut self, id: u32) {
        let node = self.game.nodes[id as usize];
        let table = self.game.table.clone();
        let prefix = self.game.prefixes[node.prefix as usize].clone();
        let start = self.game.actions.len() as u32;
        let mut actions = Vec::new();
        if prefix.is_empty() {
            // His first card: the stake, then his second card.
            let left = less(&table.pack, &node.hidden);
            let n: u32 = left.iter().map(|&c| u32::from(c)).sum();
            for (level, &stake) in table.stakes.iter().enumerate() {
                let stake = f64::from(stake);
                let first = self.game.outcomes.len() as u32;
                for v in 0..VALUES {
                    if left[v] == 0 {
                        continue;
                    }
                    let hidden = node.hidden.with(v);
                    let banker_pontoon = pontoon_chance(&less(&table.pack, &hidden));
                    // The banker's Pontoon takes 2S whatever the punter holds.
                    let lost = f64::from(settle(PunterEnd::Bust, BankerEnd::Pontoon))
                        * stake
                        * banker_pontoon;
                    let outcome = if hidden.is_pontoon() {
                        let won = f64::from(settle(PunterEnd::Pontoon, BankerEnd::Bust));
                        Outcome {
                            p: f64::from(left[v]) / f64::from(n),
                            add: lost,
                            to: Target::Fixed(won * stake * (1.0 - banker_pontoon)),
                        }
                    } else {
                        let code = [level as u8];
                        Outcome {
                            p: f64::from(left[v]) / f64::from(n),
                            add: lost,
                            to: Target::Node(self.node(&code, hidden, Hand::default())),
                        }
                    };
                    self.game.outcomes.push(outcome);
                }
                let last = self.game.outcomes.len() as u32;
                actions.push(Action {
                    kind: Kind::Stake(level as u8),
                    outcomes: (first, last),
                });
            }
        } else {
            for kind in punter_moves(&table, &prefix, &node.hidden.plus(node.twisted)) {
                let outcomes = match kind {
                    Kind::Stick => {
                        let mut code = prefix.clone();
                        code.push(STICK);
                        let term = self.term(code, node.hidden, node.twisted);
                        let first = self.game.outcomes.len() as u32;
                        self.game.outcomes.push(Outcome {
                            p: 1.0,
                            add: 0.0,
                            to: Target::Stand(term),
                        });
                        (first, first + 1)
                    }
                    Kind::Buy(price) => self.card(id, price),
                    Kind::Twist => self.card(id, 0),
                    Kind::Stake(_) => unreachable!("stakes come before the second card"),
                };
                actions.push(Action { kind, outcomes });
            }
        }
        self.game.actions.extend(actions);
        self.game.nodes[id as usize].actions = (start, self.game.actions.len() as u32);
    }
}

impl Game {
    /// Builds the game of `table` (which [`Table::check`] must accept).
    pub fn new(table: &Table) -> Game {
        table.check().expect("a table the solver can play");
        let mut builder = Builder {
            game: Game {
                table: table.clone(),
                prefixes: Vec::new(),
                nodes: Vec::new(),
                actions: Vec::new(),
                outcomes: Vec::new(),
                roots: Vec::new(),
                publics: Vec::new(),
                terms: Vec::new(),
                banker: BankerGraph::build(table.max_cards),
                chance: Vec::new(),
                node_index: HashMap::new(),
                prefix_index: HashMap::new(),
                public_index: HashMap::new(),
                term_index: HashMap::new(),
            },
        };
        let n = table.pack_size();
        for v in 0..VALUES {
            if table.pack[v] == 0 {
                continue;
            }
            let node = builder.node(&[], Hand::of(&[v]), Hand::default());
            builder
                .game
                .roots
                .push((f64::from(table.pack[v]) / f64::from(n), node));
        }
        // Every node is added after the node that first leads to it, and every edge adds a card:
        // in the order of their number of cards, which is the order built, every child follows
        // all of its parents.
        let mut i = 0;
        while i < builder.game.nodes.len() {
            builder.expand(i as u32);
            i += 1;
        }
        let mut game = builder.game;
        debug_assert!(
            game.nodes
                .windows(2)
                .all(|w| w[0].hidden.cards() + w[0].twisted.cards()
                    <= w[1].hidden.cards() + w[1].twisted.cards())
        );
        game.group_terms();
        game.chance = game.chance_reach();
        game
    }

    /// Puts the terminals in order of their public history, so that each history's are one range.
    fn group_terms(&mut self) {
        let mut order: Vec<u32> = (0..self.terms.len() as u32).collect();
        order.sort_by_key(|&t| self.terms[t as usize].public);
        let mut new_id = vec![0u32; self.terms.len()];
        for (new, &old) in order.iter().enumerate() {
            new_id[old as usize] = new as u32;
        }
        self.terms = order.iter().map(|&t| self.terms[t as usize]).collect();
        for outcome in &mut self.outcomes {
            if let Target::Stand(t) = &mut outcome.to {
                *t = new_id[*t as usize];
            }
        }
        for index in self.term_index.values_mut() {
            *index = new_id[*index as usize];
        }
        let mut start = 0;
        for (p, public) in self.publics.iter_mut().enumerate() {
            let mut end = start;
            while end < self.terms.len() && self.terms[end].public as usize == p {
                end += 1;
            }
            public.terms = (start as u32, end as u32);
            start = end;
        }
    }

    /// Each node's chance of being reached by the cards alone.
    fn chance_reach(&self) -> Vec<f64> {
        let mut reach = vec![0.0; self.nodes.len()];
        for &(p, node) in &self.roots {
            reach[node as usize] += p;
        }
        for (i, node) in self.nodes.iter().enumerate() {
            for a in node.actions.0..node.actions.1 {
                let action = self.actions[a as usize];
                for o in &self.outcomes[action.outcomes.0 as usize..action.outcomes.1 as usize] {
                    if let Target::Node(child) = o.to {
                        reach[child as usize] += reach[i] * o.p;
                    }
                }
            }
        }
        reach
    }

    /// The node for a public prefix and hidden cards, if the punter decides there.
    pub fn node(&self, prefix: &[u8], hidden: &Hand) -> Option<u32> {
        let prefix = *self.prefix_index.get(prefix)?;
        self.node_index.get(&(prefix, hidden.key())).copied()
    }

    /// The public history's index, if the banker plays at it.
    pub fn public(&self, code: &[u8]) -> Option<u32> {
        self.public_index.get(code).copied()
    }

    /// The terminal of a public history and hidden cards.
    pub fn term(&self, public: u32, hidden: &Hand) -> Option<u32> {
        self.term_index.get(&(public, hidden.key())).copied()
    }

    /// A node's actions.
    pub fn actions_of(&self, node: u32) -> &[Action] {
        let (a, b) = self.nodes[node as usize].actions;
        &self.actions[a as usize..b as usize]
    }

    /// A node's actions, from the node.
    pub fn actions_of_node(&self, node: &Node) -> &[Action] {
        &self.actions[node.actions.0 as usize..node.actions.1 as usize]
    }

    /// An action's outcomes.
    pub fn outcomes_of(&self, action: &Action) -> &[Outcome] {
        &self.outcomes[action.outcomes.0 as usize..action.outcomes.1 as usize]
    }

    /// The chips of a terminal's whole stake T.
    pub fn chips(&self, term: &Term) -> f64 {
        let public = &self.publics[term.public as usize];
        f64::from(public.stake) * f64::from(public.units)
    }
}

/// The punter's moves, in the order the solver and the strategy file list them, with his public
/// prefix `prefix` (his stake level, then his steps) and all his cards `all`: stick (on the
/// least total or more), buy at S and at the most the ladder allows if that is more (only while
/// he has not twisted), twist. The caller makes sure he may take a card.
pub fn punter_moves(table: &Table, prefix: &[u8], all: &Hand) -> Vec<Kind> {
    let mut moves = Vec::new();
    if all.total() >= table.stick_min {
        moves.push(Kind::Stick);
    }
    let twisted = prefix[1..].iter().any(|&c| c < BUY_S);
    if !twisted {
        let last_price = last_price(prefix);
        // Only S and the most allowed: with a most of S they are one price.
        for price in 1..=buy_max(last_price) {
            moves.push(Kind::Buy(price));
        }
    }
    moves.push(Kind::Twist);
    moves
}

/// The whole stake T of a public history or prefix (its stake level, then its steps), in stakes
/// S: the stake and every buy's price.
pub fn units(code: &[u8]) -> u8 {
    1 + code[1..]
        .iter()
        .map(|&c| match c {
            BUY_S => 1,
            BUY_2S => 2,
            _ => 0,
        })
        .sum::<u8>()
}

/// The last buy's price in stakes S in a public prefix, if it has bought.
pub fn last_price(prefix: &[u8]) -> Option<u8> {
    prefix[1..].iter().rev().find_map(|&c| match c {
        BUY_S => Some(1),
        BUY_2S => Some(2),
        _ => None,
    })
}

/// Whether two cards of these values are a Pontoon.
pub fn is_pontoon_pair(a: usize, b: usize) -> bool {
    (a == crate::rules::ACE && b == TEN) || (a == TEN && b == crate::rules::ACE)
}
