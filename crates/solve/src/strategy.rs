//! The strategy file: both sides' average strategies, compact, for a bot to play from, and the
//! reader that answers "what does the punter do at this history" and "what does the banker do at
//! this public history with this hand". Pure: the reader parses bytes and answers; nothing here
//! reads or writes files.
//!
//! The format (version 1) is text, a record a line, fields split by single spaces:
//!
//! ```text
//! parlour-solve strategy 1
//! table 4,4,4,4,4,4,4,4,4,16 1,50 5 15        the pack by value (A to T), the stakes, the
//!                                             most cards, the least total to stick
//! solved cfr+ 400 0.00042                     how: algorithm, iterations, exploitability in chips
//! P - 5 0 10000                               the punter: his public prefix (`-` before the
//! P 1 5T 10000 0 0 0                          stake, else as game::public_text writes it), his
//!                                             hidden cards (game's letters, any order), and a
//!                                             probability per move in game::punter_moves' order
//!                                             (a stake level each at his first card), in
//!                                             ten-thousandths
//! B 1/ D3S2-40(1234)D...                      the banker: a public history and his play at every
//!                                             hand of the banker's graph in its order: S stays,
//!                                             D draws, - never reached, or (1234) draws with
//!                                             that many ten-thousandths; a count after one
//!                                             repeats it (D3 is DDD)
//! ```
//!
//! A record is left out where the side's own play never gets there: a punter's history his own
//! strategy never reaches, a banker's hand his own drawing never makes (`-`); every public
//! history is written, since the banker's play where the punter does not go is what keeps him
//! from going there. A reader asked about a history the file leaves out gets [`Answer::Default`]: the punter stakes
//! the least, sticks where he may and twists otherwise; the banker draws under 17 and stays on 17
//! or more. A player who follows the file from the start never meets one.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::game::{BankerGraph, Game, Kind, public_code, public_text, punter_moves};
use crate::rules::{Counts, Hand, Table, VALUES};
use crate::solver::{Algorithm, Measure, Solver};

/// Probabilities are written in ten-thousandths.
const SCALE: f64 = 10_000.0;
const HEADER: &str = "parlour-solve strategy 1";

/// An answer of the reader: from the file, or the default for a history the file leaves out.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer<T> {
    Solved(T),
    Default(T),
}

impl<T> Answer<T> {
    /// The answer, whichever kind.
    pub fn into_inner(self) -> T {
        match self {
            Answer::Solved(t) | Answer::Default(t) => t,
        }
    }
}

/// One step of the punter's after his second card: a card bought at a price in stakes S (1 or 2),
/// or twisted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Buy { price: u8, card: usize },
    Twist { card: usize },
}

/// A strategy file read back.
#[derive(Debug, Clone)]
pub struct Strategy {
    pub table: Table,
    /// How it was solved: the algorithm's name, iterations and exploitability in chips.
    pub solved: String,
    punter: HashMap<(Vec<u8>, u64), Vec<f64>>,
    banker: HashMap<Vec<u8>, Vec<Option<f64>>>,
    graph: BankerGraph,
}

fn quantised(p: f64) -> u32 {
    (p * SCALE).round() as u32
}

/// Both sides' average strategies with every chance below `threshold` dropped (the rest scaled
/// up to add to one): the punter's by action, the banker's chance of drawing by public history
/// and node. The first iterations' near-uniform play leaves small chances everywhere in an
/// average; dropping them (as the strongest poker programs purify theirs) makes the file small,
/// and [`write`]'s caller measures what the rounded strategies give up.
pub fn thresholded(solver: &Solver, threshold: f64) -> (Vec<f64>, Vec<Vec<f64>>) {
    let game = &solver.game;
    let mut punter = solver.punter_average();
    for node in &game.nodes {
        let ps = &mut punter[node.actions.0 as usize..node.actions.1 as usize];
        let most = ps.iter().copied().fold(0.0, f64::max);
        ps.iter_mut()
            .for_each(|p| *p = if *p < threshold && *p < most { 0.0 } else { *p });
        let total: f64 = ps.iter().sum();
        ps.iter_mut().for_each(|p| *p /= total);
    }
    let banker = solver
        .banker_average()
        .into_iter()
        .map(|draws| {
            draws
                .into_iter()
                .map(|d| {
                    if d < threshold {
                        0.0
                    } else if d > 1.0 - threshold {
                        1.0
                    } else {
                        d
                    }
                })
                .collect()
        })
        .collect();
    (punter, banker)
}

/// Writes the strategies `punter` (by action) and `banker` (by public history and node) of
/// `solver`'s game (see the module's documentation); `measure` and `algorithm` say how they were
/// found.
pub fn write(
    solver: &Solver,
    punter: &[f64],
    banker: &[Vec<f64>],
    measure: &Measure,
    algorithm: Algorithm,
) -> String {
    let game = &solver.game;
    let table = &game.table;
    let list = |xs: &mut dyn Iterator<Item = String>| xs.collect::<Vec<_>>().join(",");
    let mut out = String::new();
    let _ = writeln!(out, "{HEADER}");
    let _ = writeln!(
        out,
        "table {} {} {} {}",
        list(&mut table.pack.iter().map(|c| c.to_string())),
        list(&mut table.stakes.iter().map(|c| c.to_string())),
        table.max_cards,
        table.stick_min
    );
    let name = match algorithm {
        Algorithm::CfrPlus => "cfr+",
        Algorithm::Discounted => "dcfr",
    };
    let _ = writeln!(
        out,
        "solved {name} {} {:.6}",
        measure.iteration,
        measure.exploitability()
    );
    let (reach, _) = solver.reach(punter);
    for (i, node) in game.nodes.iter().enumerate() {
        if reach[i] == 0.0 {
            continue;
        }
        let prefix = &game.prefixes[node.prefix as usize];
        let prefix = if prefix.is_empty() {
            "-".to_string()
        } else {
            public_text(prefix)
        };
        let (a, b) = node.actions;
        let moves = write_probabilities(&punter[a as usize..b as usize]);
        let _ = writeln!(out, "P {prefix} {} {moves}", node.hidden.letters());
    }
    // Every public history is written, those the punter never reaches too: the banker's play
    // there is what keeps the punter from going there.
    for (p, public) in game.publics.iter().enumerate() {
        let own = crate::solver::own_reach(&game.banker, &banker[p]);
        let tokens: Vec<String> = banker[p]
            .iter()
            .enumerate()
            .map(|(i, &draw)| {
                let q = quantised(draw);
                if own[i] == 0.0 {
                    "-".into()
                } else if q == 0 {
                    "S".into()
                } else if q == SCALE as u32 {
                    "D".into()
                } else {
                    format!("({q})")
                }
            })
            .collect();
        // A run of one token is written once with its length after it: `D12S3-40`.
        let mut play = String::new();
        let mut i = 0;
        while i < tokens.len() {
            let mut j = i + 1;
            while j < tokens.len() && tokens[j] == tokens[i] {
                j += 1;
            }
            play.push_str(&tokens[i]);
            if j - i > 1 {
                let _ = write!(play, "{}", j - i);
            }
            i = j;
        }
        let _ = writeln!(out, "B {} {play}", public_text(&public.code));
    }
    out
}

/// Probabilities in ten-thousandths that add up to exactly 10000 (the largest takes the rest).
fn write_probabilities(ps: &[f64]) -> String {
    let mut q: Vec<u32> = ps.iter().map(|&p| quantised(p)).collect();
    let largest = (0..q.len())
        .max_by(|&a, &b| ps[a].total_cmp(&ps[b]))
        .unwrap_or(0);
    let others: u32 = q
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != largest)
        .map(|(_, &x)| x)
        .sum();
    q[largest] = (SCALE as u32).saturating_sub(others);
    q.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn numbers<T: std::str::FromStr>(text: &str) -> Result<Vec<T>, String> {
    text.split(',')
        .map(|x| x.parse().map_err(|_| format!("not a number: {x}")))
        .collect()
}

impl Strategy {
    /// Reads a strategy file.
    pub fn parse(bytes: &[u8]) -> Result<Strategy, String> {
        let text = std::str::from_utf8(bytes).map_err(|_| "not UTF-8".to_string())?;
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, HEADER)) => {}
            _ => return Err(format!("the first line must be `{HEADER}`")),
        }
        let table = match lines.next().map(|(_, l)| l.split(' ').collect::<Vec<_>>()) {
            Some(fields) if fields.len() == 5 && fields[0] == "table" => {
                let pack: Vec<u8> = numbers(fields[1])?;
                let pack: Counts = pack
                    .try_into()
                    .map_err(|_| "the pack gives ten counts".to_string())?;
                let table = Table {
                    pack,
                    stakes: numbers(fields[2])?,
                    max_cards: fields[3].parse().map_err(|_| "the most cards")?,
                    stick_min: fields[4].parse().map_err(|_| "the least total")?,
                };
                table.check()?;
                table
            }
            _ => return Err("the second line gives the table".into()),
        };
        let solved = match lines.next() {
            Some((_, line)) if line.starts_with("solved ") => line["solved ".len()..].to_string(),
            _ => return Err("the third line says how it was solved".into()),
        };
        let graph = BankerGraph::build(table.max_cards);
        let mut punter = HashMap::new();
        let mut banker = HashMap::new();
        for (number, line) in lines {
            let bad = |why: &str| format!("line {}: {why}", number + 1);
            let fields: Vec<&str> = line.split(' ').collect();
            match fields.first() {
                Some(&"P") if fields.len() >= 4 => {
                    let prefix = if fields[1] == "-" {
                        Vec::new()
                    } else {
                        public_code(fields[1]).ok_or_else(|| bad("a public prefix"))?
                    };
                    let hidden = Hand::parse(fields[2]).ok_or_else(|| bad("hidden cards"))?;
                    let ps = fields[3..]
                        .iter()
                        .map(|f| f.parse::<u32>().map(|q| f64::from(q) / SCALE))
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|_| bad("probabilities"))?;
                    punter.insert((prefix, hidden.key()), ps);
                }
                Some(&"B") if fields.len() == 3 => {
                    let public = public_code(fields[1]).ok_or_else(|| bad("a public history"))?;
                    let play = parse_play(fields[2]).ok_or_else(|| bad("the banker's play"))?;
                    if play.len() != graph.nodes.len() {
                        return Err(bad("one play for each of the banker's hands"));
                    }
                    banker.insert(public, play);
                }
                _ => return Err(bad("a record P or B")),
            }
        }
        Ok(Strategy {
            table,
            solved,
            punter,
            banker,
            graph,
        })
    }

    /// The punter's moves and their chances: at his first card (`stake` and `second` `None`), or
    /// after his second card and `steps`. `None` where no such history exists (a card the pack
    /// cannot give, a move the rules do not allow, a hand that is over).
    pub fn punter(
        &self,
        first: usize,
        stake: Option<u8>,
        second: Option<usize>,
        steps: &[Step],
    ) -> Option<Answer<Vec<(Kind, f64)>>> {
        let table = &self.table;
        let mut hidden = Hand::of(&[first]);
        let (Some(stake), Some(second)) = (stake, second) else {
            let moves: Vec<Kind> = (0..table.stakes.len() as u8).map(Kind::Stake).collect();
            return Some(self.answer(Vec::new(), hidden, moves, 0));
        };
        if usize::from(stake) >= table.stakes.len() {
            return None;
        }
        hidden = hidden.with(second);
        let mut all = hidden;
        let mut prefix = vec![stake];
        if hidden.is_pontoon() {
            return None;
        }
        for (i, step) in steps.iter().enumerate() {
            if !all.may_take(table.max_cards) {
                return None;
            }
            let legal = punter_moves(table, &prefix, &all);
            let (kind, card, code) = match *step {
                Step::Buy { price, card } => (Kind::Buy(price), card, 9 + price),
                Step::Twist { card } => (Kind::Twist, card, card as u8),
            };
            if !legal.contains(&kind) || card >= VALUES {
                return None;
            }
            all = all.with(card);
            if matches!(step, Step::Buy { .. }) {
                hidden = hidden.with(card);
            }
            prefix.push(code);
            if all.is_bust() && i + 1 < steps.len() {
                return None;
            }
        }
        if (0..VALUES).any(|v| all.count(v) > table.pack[v]) || !all.may_take(table.max_cards) {
            return None;
        }
        let moves = punter_moves(table, &prefix, &all);
        let stick = usize::from(moves[0] == Kind::Stick);
        Some(self.answer(prefix, hidden, moves, stick))
    }

    fn answer(
        &self,
        prefix: Vec<u8>,
        hidden: Hand,
        moves: Vec<Kind>,
        default: usize,
    ) -> Answer<Vec<(Kind, f64)>> {
        match self.punter.get(&(prefix, hidden.key())) {
            Some(ps) if ps.len() == moves.len() => {
                Answer::Solved(moves.into_iter().zip(ps.iter().copied()).collect())
            }
            _ => {
                // Stick where he may (the first move then), else twist (the last); the least
                // stake at his first card.
                let pick = if default == 1 { 0 } else { moves.len() - 1 };
                let pick = if matches!(moves[0], Kind::Stake(_)) {
                    0
                } else {
                    pick
                };
                Answer::Default(
                    moves
                        .iter()
                        .enumerate()
                        .map(|(i, &k)| (k, if i == pick { 1.0 } else { 0.0 }))
                        .collect(),
                )
            }
        }
    }

    /// The banker's chance of drawing at public history `public` (as game::public_text writes it:
    /// the stake level, the punter's buys and twisted cards, `/` or `*`) holding `hand`. `None`
    /// where the banker does not decide (a hand over, a Pontoon).
    pub fn banker(&self, public: &str, hand: &Hand) -> Option<Answer<f64>> {
        let node = self.graph.node(hand)?;
        let code = public_code(public)?;
        if let Some(Some(draw)) = self.banker.get(&code).map(|play| play[node as usize]) {
            return Some(Answer::Solved(draw));
        }
        Some(Answer::Default(if hand.total() < 17 { 1.0 } else { 0.0 }))
    }

    /// The strategies as the solver's arrays, for measuring them against `game` (built from the
    /// same table): the punter's chance of each action, the banker's of drawing at each public
    /// history and node. Histories the file leaves out play the reader's default.
    pub fn arrays(&self, game: &Game) -> (Vec<f64>, Vec<Vec<f64>>) {
        let mut punter = vec![0.0; game.actions.len()];
        for node in &game.nodes {
            let prefix = game.prefixes[node.prefix as usize].clone();
            let moves: Vec<Kind> = game.actions_of_node(node).iter().map(|a| a.kind).collect();
            let stick = usize::from(moves[0] == Kind::Stick);
            let answer = self.answer(prefix, node.hidden, moves, stick).into_inner();
            for (k, (_, p)) in answer.into_iter().enumerate() {
                punter[node.actions.0 as usize + k] = p;
            }
        }
        let banker = game
            .publics
            .iter()
            .map(|public| {
                let text = public_text(&public.code);
                game.banker
                    .nodes
                    .iter()
                    .map(|node| {
                        self.banker(&text, &node.hand)
                            .map_or(0.0, |a| a.into_inner())
                    })
                    .collect()
            })
            .collect();
        (punter, banker)
    }
}

/// A banker's line of play: S, D, - or (ten-thousandths), one per node, each maybe followed by
/// how many times it repeats.
fn parse_play(text: &str) -> Option<Vec<Option<f64>>> {
    let mut play = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let token = match c {
            'S' => Some(0.0),
            'D' => Some(1.0),
            '-' => None,
            '(' => {
                let digits: String = chars.by_ref().take_while(|&c| c != ')').collect();
                Some(f64::from(digits.parse::<u32>().ok()?) / SCALE)
            }
            _ => return None,
        };
        let mut count = String::new();
        while let Some(d) = chars.peek().filter(|d| d.is_ascii_digit()) {
            count.push(*d);
            chars.next();
        }
        let times = if count.is_empty() {
            1
        } else {
            count.parse().ok()?
        };
        play.extend(std::iter::repeat_n(token, times));
    }
    Some(play)
}
