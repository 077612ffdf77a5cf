//! `parlour solve`: traditional Pontoon heads-up solved by counterfactual regret minimisation
//! (crates/solve): the game's value, the banker's edge, the exploitability of the strategies found,
//! a CSV of its convergence and a chart of it, the strategy file, and what the shipped HomeBot's
//! punter and banker give up to best responses (docs/analysis.md, "The home game solved").

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use parlour_bots::{Bot, HomeBot, Temperament};
use parlour_cards::{Card, CardSource, Rank, Suit};
use parlour_engine::{Game as _, Opening, Seat, Viewer};
use parlour_pontoon::{Action as PontoonAction, Phase, Pontoon, Preset, Rules as PontoonRules};
use parlour_solve::game::{BUY_2S, BUY_S, Game, Kind, Public, STICK, TRICK, public_text};
use parlour_solve::rules::{ACE, Counts, Hand, LETTERS, PACK, TEN, Table, VALUES};
use parlour_solve::solver::{Algorithm, Measure, Solver, evaluate, first_card_values, in_pool};
use parlour_solve::strategy::{self, Strategy};
use parlour_solve::translate::{self, Amounts};
use plotters::prelude::*;

use crate::chart::{FAMILY, load_font};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The game solved: only `traditional` (heads-up, the default options, no splitting).
    #[arg(long, default_value = "traditional")]
    rules: String,
    /// The stake levels the punter chooses from, in chips, smallest first.
    #[arg(long, default_value = "1,50", value_delimiter = ',')]
    stakes: Vec<u32>,
    /// Iterations to run (with --target, the most to run).
    #[arg(long)]
    iterations: Option<u32>,
    /// Stop once the exploitability is below this fraction of the mean initial stake (0.001 is
    /// 0.1%), measured every --every iterations.
    #[arg(long)]
    target: Option<f64>,
    /// dcfr (discounted CFR, α 1.5, β 0, γ 2) or cfr+; dcfr reaches 0.01% of a stake in a
    /// quarter of CFR+'s iterations here (docs/analysis.md).
    #[arg(long, default_value = "dcfr")]
    algorithm: String,
    /// Measure the exploitability every this many iterations.
    #[arg(long, default_value_t = 10)]
    every: u32,
    /// Threads (0: rayon's choice, RAYON_NUM_THREADS or every core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// A reduced pack instead of the full one: ten counts, ace to ten-count (`1,0,0,0,2,2,0,0,0,4`).
    #[arg(long, value_delimiter = ',')]
    pack: Option<Vec<u8>>,
    /// The most cards in a hand (5; fewer for a reduced game).
    #[arg(long, default_value_t = 5)]
    max_cards: u8,
    /// Write both sides' average strategies to FILE (the strategy file, crates/solve/src/strategy.rs).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Drop chances below this from the strategy file's strategies (the first iterations' traces).
    #[arg(long, default_value_t = 0.003)]
    threshold: f64,
    /// Write each measurement to FILE as CSV.
    #[arg(long, value_name = "FILE")]
    csv: Option<PathBuf>,
    /// Draw the convergence to FILE.svg (this run's measurements, and those of every --with CSV).
    #[arg(long, value_name = "FILE")]
    plot: Option<PathBuf>,
    /// Another run's CSV to draw beside this one's, as `NAME=FILE`.
    #[arg(long = "with", value_name = "NAME=FILE")]
    with: Vec<String>,
    /// Measure the shipped HomeBot (standard temperament) in the solved game: what its punter and
    /// its banker give up to a best response (with --iterations or --target, beside the
    /// equilibrium found; alone, without solving).
    #[arg(long)]
    measure_bots: bool,
    /// How many seeds the HomeBot banker is asked with at each of his decisions (his draws come
    /// from sampled guesses at the punter's cards): his chance of drawing is their frequency.
    #[arg(long, default_value_t = 4)]
    bot_seeds: u64,
}

pub fn run(args: &Args) -> ExitCode {
    match solve(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("parlour solve: {}", format!("{error:#}").replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

/// One row of the CSV: a measurement, when it was made, and the mean initial stake then.
struct Row {
    measure: Measure,
    seconds: f64,
    mean_stake: f64,
}

const CSV_HEADER: &str = "iteration,seconds,value,punter_best,banker_best,exploitability,mean_stake,percent_of_mean_stake";

impl Row {
    fn percent(&self) -> f64 {
        100.0 * self.measure.exploitability() / self.mean_stake
    }

    fn csv(&self) -> String {
        let m = &self.measure;
        format!(
            "{},{:.3},{:.9},{:.9},{:.9},{:.9},{:.6},{:.6}",
            m.iteration,
            self.seconds,
            m.value,
            m.punter_best,
            m.banker_best,
            m.exploitability(),
            self.mean_stake,
            self.percent()
        )
    }
}

/// The punter's mean initial stake under his average strategy, in chips.
fn mean_stake(solver: &Solver) -> f64 {
    let game = &solver.game;
    let punter = solver.punter_average();
    game.roots
        .iter()
        .map(|&(p, node)| {
            let (a, b) = game.nodes[node as usize].actions;
            p * (a..b)
                .zip(&game.table.stakes)
                .map(|(k, &s)| punter[k as usize] * f64::from(s))
                .sum::<f64>()
        })
        .sum()
}

fn table_of(args: &Args) -> Result<Table> {
    if args.rules != "traditional" {
        bail!(
            "only --rules traditional is solved (heads-up, one pack shuffled every round), not {}",
            args.rules
        );
    }
    let mut table = Table::traditional(&args.stakes);
    table.max_cards = args.max_cards;
    if let Some(pack) = &args.pack {
        let counts: Counts = pack
            .clone()
            .try_into()
            .map_err(|_| anyhow::anyhow!("--pack takes {VALUES} counts, ace to ten-count"))?;
        table.pack = counts;
    }
    table.check().map_err(|e| anyhow::anyhow!(e))?;
    Ok(table)
}

fn solve(args: &Args) -> Result<()> {
    let table = table_of(args)?;
    let algorithm = match args.algorithm.as_str() {
        "cfr+" => Algorithm::CfrPlus,
        "dcfr" => Algorithm::Discounted,
        other => bail!("--algorithm is cfr+ or dcfr, not {other}"),
    };
    if args.bot_seeds == 0 {
        bail!("--bot-seeds must be at least 1");
    }
    if args.iterations.is_none() && args.target.is_none() {
        if args.measure_bots {
            return in_pool(args.threads, |threads| {
                measure_bots(&table, args.bot_seeds, threads, None)
            })
            .map_err(|e| anyhow::anyhow!("cannot start the threads: {e}"))?;
        }
        bail!("say how long to run: --iterations N, --target FRACTION, or both");
    }
    if args.every == 0 {
        bail!("--every must be at least 1");
    }
    in_pool(args.threads, |threads| {
        run_solve(args, table, algorithm, threads)
    })
    .map_err(|e| anyhow::anyhow!("cannot start the threads: {e}"))?
}

fn run_solve(args: &Args, table: Table, algorithm: Algorithm, threads: usize) -> Result<()> {
    let started = Instant::now();
    let game = Game::new(&table);
    let built = started.elapsed().as_secs_f64();
    let size = format!(
        "{} punter decisions, {} public histories where the banker plays, {} of the punter's \
         standing hands at them, {} banker hands",
        game.nodes.len(),
        game.publics.len(),
        game.terms.len(),
        game.banker.nodes.len()
    );
    let mut solver = Solver::new(game, algorithm);
    let most = args.iterations.unwrap_or(u32::MAX);
    let mut rows: Vec<Row> = Vec::new();
    let mut solving = 0.0;
    while solver.iterations() < most {
        let tick = Instant::now();
        solver.iterate();
        solving += tick.elapsed().as_secs_f64();
        let i = solver.iterations();
        if i.is_multiple_of(args.every) || i == most {
            let row = Row {
                measure: solver.measure(),
                seconds: solving,
                mean_stake: mean_stake(&solver),
            };
            eprintln!(
                "iteration {i}: value {:.6}, exploitability {:.6} chips ({:.4}% of the mean stake)",
                row.measure.value,
                row.measure.exploitability(),
                row.percent()
            );
            let done = args
                .target
                .is_some_and(|t| row.measure.exploitability() < t * row.mean_stake);
            rows.push(row);
            if done {
                break;
            }
        }
    }
    let last = rows.last().context("no measurement was made")?;
    let m = &last.measure;
    let smallest = f64::from(table.stakes[0]);
    println!(
        "traditional Pontoon heads-up, one pack shuffled every round, stakes {}, no splitting",
        table
            .stakes
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    println!("game: {size} (built in {built:.2} s)");
    println!(
        "solved: {} iterations of {}, {:.1} s on {} thread(s) ({:.3} s an iteration, measuring apart)",
        m.iteration,
        args.algorithm,
        last.seconds,
        threads,
        last.seconds / f64::from(m.iteration)
    );
    println!(
        "game value: {:.6} chips a round to the punter (between {:.6} and {:.6})",
        m.value, m.banker_best, m.punter_best
    );
    println!("mean initial stake: {:.4} chips", last.mean_stake);
    println!(
        "banker's edge: {:.4}% of the mean initial stake",
        -100.0 * m.value / last.mean_stake
    );
    println!(
        "exploitability: {:.6} chips ({:.4}% of the smallest stake, {:.4}% of the mean stake)",
        m.exploitability(),
        100.0 * m.exploitability() / smallest,
        last.percent()
    );
    // What each first card is worth to the punter, and what he stakes on it.
    let punter = solver.punter_average();
    let banker = solver.banker_average();
    let worth = first_card_values(&solver, &punter, &banker);
    for (&(chance, node), value) in solver.game.roots.iter().zip(worth) {
        let game = &solver.game;
        let node = &game.nodes[node as usize];
        let stakes: Vec<String> = (node.actions.0..node.actions.1)
            .zip(&table.stakes)
            .filter(|&(k, _)| punter[k as usize] >= 0.0005)
            .map(|(k, s)| format!("{s} ({:.1}%)", 100.0 * punter[k as usize]))
            .collect();
        println!(
            "first card {} (chance {:.4}): stakes {}, worth {value:+.4} chips",
            node.hidden.letters(),
            chance,
            stakes.join(", ")
        );
    }
    translated(
        &solver,
        &banker,
        m.value,
        m.punter_best,
        "the average strategies",
    );
    if let Some(path) = &args.csv {
        let mut text = String::from(CSV_HEADER);
        text.push('\n');
        for row in &rows {
            text.push_str(&row.csv());
            text.push('\n');
        }
        std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if let Some(path) = &args.out {
        let (punter, banker) = strategy::thresholded(&solver, args.threshold);
        let text = strategy::write(&solver, &punter, &banker, m, algorithm);
        std::fs::write(path, &text).with_context(|| format!("cannot write {}", path.display()))?;
        // The file's probabilities are rounded: measure what it plays.
        let read = Strategy::parse(text.as_bytes()).map_err(|e| anyhow::anyhow!(e))?;
        let (punter, banker) = read.arrays(&solver.game);
        let (value, punter_best, banker_best) = evaluate(&solver, &punter, &banker);
        println!(
            "strategy file: {} ({} bytes), value {value:.6}, exploitability {:.6} chips as written",
            path.display(),
            text.len(),
            punter_best - banker_best
        );
        translated(&solver, &banker, value, punter_best, "the file");
    }
    if let Some(path) = &args.plot {
        let mut runs = vec![(args.algorithm.clone(), points(&rows))];
        for with in &args.with {
            let (name, file) = with
                .split_once('=')
                .with_context(|| format!("--with takes NAME=FILE, not {with}"))?;
            runs.push((name.to_string(), read_csv(Path::new(file))?));
        }
        draw(path, &runs)?;
    }
    if args.measure_bots {
        measure_bots(&table, args.bot_seeds, threads, Some(m))?;
    }
    Ok(())
}

/// Prints what a punter free to stake any amount between the levels and to buy at any price wins
/// against the banker's strategy `banker`, who reads each amount as the nearer solved one (as the
/// bots do): the abstraction of stakes and prices, measured.
fn translated(solver: &Solver, banker: &[Vec<f64>], value: f64, punter_best: f64, whose: &str) {
    let stakes = &solver.game.table.stakes;
    let (least, most) = (u64::from(stakes[0]), u64::from(stakes[stakes.len() - 1]));
    let found = translate::best_response(solver, banker, least, most, Amounts::Ends);
    println!(
        "{whose}, every stake {least} to {most} and every price, each read as the nearer solved \
         amount: the punter's best response wins {:.6} chips a round ({:+.6} on the solved \
         game's best response, {:+.6} on the value)",
        found.value,
        found.value - punter_best,
        found.value - value
    );
    let by_card: Vec<String> = found
        .first
        .iter()
        .map(|f| format!("{} {}", f.card.letters(), f.stake))
        .collect();
    println!("its stakes by first card: {}", by_card.join(", "));
}

// The shipped bots in the solved game. The HomeBot is asked, through the engine, at every
// decision of the solved game: a heads-up round of traditional Pontoon on a stacked pack that
// deals exactly that history, played move by move through `parlour-pontoon`, and the bot given
// the view its seat gets there. Its answers become strategy arrays for the solver's exact best
// responses.

/// The engine's rules for a measured table: traditional, no splitting, the levels as its limits.
fn engine_rules(table: &Table) -> PontoonRules {
    PontoonRules {
        min_stake: u64::from(table.stakes[0]),
        max_stake: u64::from(*table.stakes.last().expect("a stake level")),
        max_split_hands: 1,
        ..Preset::Traditional.rules()
    }
}

/// Real cards for values: each value's next unused card (ten-counts as T, J, Q, K in turn).
#[derive(Default)]
struct Cards([u8; VALUES]);

impl Cards {
    fn take(&mut self, value: usize) -> Card {
        let k = usize::from(self.0[value]);
        self.0[value] += 1;
        if value == TEN {
            Card::new(Rank::ALL[9 + k % 4], Suit::ALL[(k / 4) % 4])
        } else {
            Card::new(Rank::ALL[value], Suit::ALL[k % 4])
        }
    }
}

/// The punter's hidden cards in the order they are dealt: his first two never a Pontoon (a hand
/// holding an ace and a ten-count with more cards came by them otherwise), then each bought card.
fn hidden_order(hidden: &Hand) -> Vec<usize> {
    let mut order: Vec<usize> = (0..VALUES)
        .flat_map(|v| std::iter::repeat_n(v, usize::from(hidden.count(v))))
        .collect();
    if order.len() > 2 && Hand::of(&order[..2]).is_pontoon() {
        order.rotate_left(1);
    }
    order
}

/// Two cards for the banker from what the punter leaves, never a Pontoon: the lowest left from
/// the twos up (the punter's queries never see them; the banker's replace them in his view).
fn banker_pair(pack: &Counts, punter: &Hand) -> [usize; 2] {
    let mut left = parlour_solve::rules::less(pack, punter);
    let mut pair = [0; 2];
    for card in &mut pair {
        let v = (1..VALUES)
            .chain([ACE])
            .find(|&v| left[v] > 0)
            .expect("a pack with cards for both");
        left[v] -= 1;
        *card = v;
    }
    pair
}

/// The engine at a history of the solved game: the stake level, then the steps of `code` (a
/// buy's price, a twisted card, a stick), the punter's hidden cards `hidden`. Returns the game
/// after every step was accepted.
fn engine_at(table: &Table, code: &[u8], hidden: &Hand) -> Result<Pontoon> {
    let order = hidden_order(hidden);
    let steps = code.get(1..).unwrap_or_default();
    let twisted: Vec<usize> = steps
        .iter()
        .filter(|&&c| c < BUY_S)
        .map(|&c| usize::from(c))
        .collect();
    let all = twisted.iter().fold(*hidden, |h, &v| h.with(v));
    let banker = banker_pair(&table.pack, &all);
    let mut cards = Cards::default();
    let mut deck = vec![cards.take(order[0]), cards.take(banker[0])];
    if order.len() > 1 {
        deck.push(cards.take(order[1]));
        deck.push(cards.take(banker[1]));
    } else {
        // Before his second card: the deal stops at the stake.
        deck.push(cards.take(banker[1]));
    }
    let mut bought = order.iter().skip(2);
    let mut twists = twisted.iter();
    for &c in steps {
        match c {
            BUY_S | BUY_2S => deck.push(cards.take(*bought.next().context("a bought card")?)),
            STICK | TRICK => {}
            _ => deck.push(cards.take(*twists.next().context("a twisted card")?)),
        }
    }
    let source = CardSource::stacked(1, &deck).map_err(|e| anyhow::anyhow!("{e}"))?;
    let seating = Opening {
        first: Some(Seat(0)),
        ..Opening::of(&["Bank", "Ann"], 1_000_000)
    };
    let (mut game, _) =
        Pontoon::new(engine_rules(table), seating, source).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let apply = |game: &mut Pontoon, seat: u8, action: PontoonAction| {
        game.apply(Seat(seat), &action)
            .map(|_| ())
            .map_err(|e| anyhow::anyhow!("{action:?} at {}: {e:?}", public_text(code)))
    };
    apply(&mut game, 0, PontoonAction::Deal)?;
    if code.is_empty() {
        return Ok(game);
    }
    let stake = u64::from(table.stakes[usize::from(code[0])]);
    apply(&mut game, 1, PontoonAction::Stake { amount: stake })?;
    for &c in &code[1..] {
        let action = match c {
            BUY_S => PontoonAction::Buy { amount: stake },
            BUY_2S => PontoonAction::Buy { amount: 2 * stake },
            // A hard 21 stands by itself; a stick is the punter's only where he is still asked.
            STICK if matches!(game.phase(), Phase::Playing { .. }) => PontoonAction::Stick,
            STICK | TRICK => continue,
            _ => PontoonAction::Twist,
        };
        apply(&mut game, 1, action)?;
    }
    Ok(game)
}

/// The standard HomeBot's punter as the solver's strategy array: its answer at every decision of
/// `game`, asked through the engine. Its stakes must be levels of the table (the caller makes them
/// so); a buy at a price between S and the most is counted at the nearer of the two.
fn home_punter(game: &Game) -> Result<Vec<f64>> {
    let table = &game.table;
    let mut strategy = vec![0.0; game.actions.len()];
    for node in &game.nodes {
        let code = &game.prefixes[node.prefix as usize];
        let engine = engine_at(table, code, &node.hidden)?;
        let view = engine.view(Viewer::Seat(Seat(1)));
        // Its play is deterministic but for its guesses as banker: any seed answers the same.
        let action = HomeBot::new(Temperament::Standard, 1).act(&view);
        let stake = code
            .first()
            .map(|&l| f64::from(table.stakes[usize::from(l)]));
        let actions = game.actions_of_node(node);
        let kind = match action {
            PontoonAction::Stake { amount } => Kind::Stake(
                table
                    .stakes
                    .iter()
                    .position(|&s| u64::from(s) == amount)
                    .with_context(|| format!("a stake of {amount} is no level"))?
                    as u8,
            ),
            PontoonAction::Stick => Kind::Stick,
            PontoonAction::Twist => Kind::Twist,
            PontoonAction::Buy { amount } => {
                let s = stake.context("a buy after the stake")?;
                actions
                    .iter()
                    .filter_map(|a| match a.kind {
                        Kind::Buy(price) => Some(price),
                        _ => None,
                    })
                    .min_by(|&a, &b| {
                        let off = |p: u8| (amount as f64 - f64::from(p) * s).abs();
                        off(a).total_cmp(&off(b))
                    })
                    .map(Kind::Buy)
                    .context("a buy where none is allowed")?
            }
            other => bail!("the HomeBot answered {other:?}, not a move of the solved game"),
        };
        let k = actions
            .iter()
            .position(|a| a.kind == kind)
            .with_context(|| {
                format!(
                    "the HomeBot's {kind:?} at {} holding {} is not among the solver's moves",
                    public_text(code),
                    node.hidden.letters()
                )
            })?;
        strategy[node.actions.0 as usize + k] = 1.0;
    }
    Ok(strategy)
}

/// A card of `value` that is not among `taken`, taken.
fn card_avoiding(value: usize, taken: &mut Vec<Card>) -> Card {
    let mut cards = Cards::default();
    loop {
        let card = cards.take(value);
        if !taken.contains(&card) {
            taken.push(card);
            return card;
        }
    }
}

/// The standard HomeBot's banker at one public history: how often he draws with each hand he may
/// hold there, asked through the engine with `seeds` seeds (his choice weighs sampled guesses at
/// the punter's face-down cards). The round is played through the engine to his turn, and his two
/// cards in his view replaced by each hand's.
fn home_banker_at(game: &Game, public: &Public, seeds: u64) -> Result<Vec<f64>> {
    let table = &game.table;
    let code = &public.code;
    let term = &game.terms[public.terms.0 as usize];
    let engine = engine_at(table, code, &term.hidden)?;
    if engine.phase() != Phase::Banker {
        bail!("not the banker's turn at {}", public_text(code));
    }
    let view = engine.view(Viewer::Seat(Seat(0)));
    let shown: Vec<Card> = view
        .round
        .as_ref()
        .context("a round")?
        .punters
        .iter()
        .flat_map(|p| {
            p.hands
                .iter()
                .flat_map(|h| h.cards.iter().flatten().copied())
        })
        .collect();
    let mut draws = vec![0.0; game.banker.nodes.len()];
    for (i, node) in game.banker.nodes.iter().enumerate() {
        let possible =
            (0..VALUES).all(|v| node.hand.count(v) + public.twisted.count(v) <= table.pack[v]);
        if !possible {
            continue;
        }
        let mut view = view.clone();
        let mut taken = shown.clone();
        let round = view.round.as_mut().context("a round")?;
        round.banker.cards = (0..VALUES)
            .flat_map(|v| std::iter::repeat_n(v, usize::from(node.hand.count(v))))
            .map(|v| Some(card_avoiding(v, &mut taken)))
            .collect();
        let drawn = (0..seeds)
            .filter(|&seed| {
                HomeBot::new(Temperament::Standard, seed).act(&view) == PontoonAction::Twist
            })
            .count();
        draws[i] = drawn as f64 / seeds as f64;
    }
    Ok(draws)
}

/// The standard HomeBot's banker as the solver's strategy array: [`home_banker_at`] at every
/// public history of `game`, on `threads` threads.
fn home_banker(game: &Game, seeds: u64, threads: usize) -> Result<Vec<Vec<f64>>> {
    let publics: Vec<&Public> = game.publics.iter().collect();
    let chunk = publics.len().div_ceil(threads.max(1)).max(1);
    let parts: Vec<Result<Vec<Vec<f64>>>> = std::thread::scope(|scope| {
        let handles: Vec<_> = publics
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|public| home_banker_at(game, public, seeds))
                        .collect()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a measuring thread"))
            .collect()
    });
    let mut banker = Vec::with_capacity(game.publics.len());
    for part in parts {
        banker.extend(part?);
    }
    Ok(banker)
}

/// `parlour solve --measure-bots`: the standard HomeBot's punter and banker in the solved game.
/// The table measured has the levels asked for and every stake the bot makes at them (its stakes
/// fall between the least and the most), so its punter is measured as it plays; the best responses
/// are the solver's, exact.
fn measure_bots(
    table: &Table,
    seeds: u64,
    threads: usize,
    equilibrium: Option<&Measure>,
) -> Result<()> {
    // The engine deals from a whole pack and stops a hand at five cards.
    if table.pack != PACK || table.max_cards != 5 {
        bail!("--measure-bots measures the bots at the full game: no --pack, --max-cards 5");
    }
    let started = Instant::now();
    let mut stakes = table.stakes.clone();
    let mut by_card = Vec::new();
    for v in (0..VALUES).filter(|&v| table.pack[v] > 0) {
        let engine = engine_at(table, &[], &Hand::of(&[v]))?;
        let view = engine.view(Viewer::Seat(Seat(1)));
        let PontoonAction::Stake { amount } = HomeBot::new(Temperament::Standard, 1).act(&view)
        else {
            bail!("the HomeBot did not stake on its first card");
        };
        let amount = u32::try_from(amount).context("a stake in range")?;
        by_card.push(format!("{} {amount}", LETTERS[v]));
        if !stakes.contains(&amount) {
            stakes.push(amount);
        }
    }
    stakes.sort_unstable();
    let measured = Table {
        stakes,
        ..table.clone()
    };
    let solver = Solver::new(Game::new(&measured), Algorithm::Discounted);
    let punter = home_punter(&solver.game)?;
    let banker = home_banker(&solver.game, seeds, threads)?;
    let (value, punter_best, banker_best) = evaluate(&solver, &punter, &banker);
    let mean: f64 = solver
        .game
        .roots
        .iter()
        .map(|&(p, node)| {
            let (a, b) = solver.game.nodes[node as usize].actions;
            p * (a..b)
                .zip(&measured.stakes)
                .map(|(k, &s)| punter[k as usize] * f64::from(s))
                .sum::<f64>()
        })
        .sum();
    let levels: Vec<String> = measured.stakes.iter().map(|s| s.to_string()).collect();
    println!(
        "the HomeBot (standard) asked at every decision through the engine, its banker with {seeds} \
         seed(s) each, at stake levels {} ({:.1} s)",
        levels.join(","),
        started.elapsed().as_secs_f64()
    );
    println!(
        "its stakes by first card: {}; mean initial stake {mean:.4} chips",
        by_card.join(", ")
    );
    println!("HomeBot punter against HomeBot banker: {value:+.6} chips a round to the punter");
    println!("HomeBot punter against the banker's best response: {banker_best:+.6}");
    println!("the punter's best response against the HomeBot banker: {punter_best:+.6}");
    if let Some(m) = equilibrium {
        println!(
            "beside the equilibrium's {:+.6}: the HomeBot punter gives up {:.6} chips a round, \
             the HomeBot banker {:.6}",
            m.value,
            m.value - banker_best,
            punter_best - m.value
        );
    }
    Ok(())
}

/// (iteration, exploitability in percent of the mean stake) of each row.
fn points(rows: &[Row]) -> Vec<(f64, f64)> {
    rows.iter()
        .map(|r| (f64::from(r.measure.iteration), r.percent()))
        .collect()
}

fn read_csv(path: &Path) -> Result<Vec<(f64, f64)>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut lines = text.lines();
    if lines.next() != Some(CSV_HEADER) {
        bail!("{} is not a CSV of parlour solve", path.display());
    }
    lines
        .map(|line| {
            let fields: Vec<&str> = line.split(',').collect();
            let iteration: f64 = fields[0].parse()?;
            let percent: f64 = fields[7].parse()?;
            Ok((iteration, percent))
        })
        .collect()
}

/// The exploitability against iterations, both on log scales, a line per run.
fn draw(path: &Path, runs: &[(String, Vec<(f64, f64)>)]) -> Result<()> {
    if path.extension().and_then(|e| e.to_str()) != Some("svg") {
        bail!("--plot {} must end in .svg", path.display());
    }
    load_font()?;
    let all = runs.iter().flat_map(|(_, p)| p.iter());
    let (mut x_max, mut y_min, mut y_max) = (1.0f64, f64::INFINITY, 0.0f64);
    for &(x, y) in all {
        x_max = x_max.max(x);
        if y > 0.0 {
            y_min = y_min.min(y);
            y_max = y_max.max(y);
        }
    }
    if !y_min.is_finite() {
        bail!("nothing to draw: no measurement above zero");
    }
    let failed = |e: String| anyhow::anyhow!("cannot draw {}: {e}", path.display());
    let root = SVGBackend::new(path, (800, 520)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| failed(e.to_string()))?;
    let mut chart = ChartBuilder::on(&root)
        .caption(
            "Traditional Pontoon heads-up: exploitability of the average strategies",
            (FAMILY, 18),
        )
        .margin(16)
        .x_label_area_size(40)
        .y_label_area_size(70)
        .build_cartesian_2d(
            (1.0..x_max * 1.1).log_scale(),
            (y_min * 0.8..y_max * 1.25).log_scale(),
        )
        .map_err(|e| failed(e.to_string()))?;
    chart
        .configure_mesh()
        .x_desc("iterations")
        .y_desc("% of the mean initial stake")
        .draw()
        .map_err(|e| failed(e.to_string()))?;
    let colours = [BLUE, RED, GREEN, MAGENTA];
    for (i, (name, points)) in runs.iter().enumerate() {
        let colour = colours[i % colours.len()];
        chart
            // A path element (plotters' line series is a feature the workspace leaves off).
            .draw_series(std::iter::once(PathElement::new(
                points
                    .iter()
                    .copied()
                    .filter(|&(_, y)| y > 0.0)
                    .collect::<Vec<_>>(),
                colour.stroke_width(2),
            )))
            .map_err(|e| failed(e.to_string()))?
            .label(name.clone())
            .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], colour.stroke_width(2)));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(|e| failed(e.to_string()))?;
    root.present().map_err(|e| failed(e.to_string()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Command {
        #[command(flatten)]
        args: Args,
    }

    /// The command end to end on a reduced pack: it solves, writes the CSV, the strategy file
    /// (which reads back) and the chart.
    #[test]
    fn parlour_solve_runs_end_to_end_on_a_reduced_pack() {
        let dir = std::env::temp_dir().join(format!("parlour-solve-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (csv, out, plot) = (
            dir.join("run.csv"),
            dir.join("run.txt"),
            dir.join("run.svg"),
        );
        let command = Command::parse_from([
            "solve",
            "--stakes",
            "1,2",
            "--pack",
            "1,0,0,0,2,2,0,0,0,4",
            "--max-cards",
            "3",
            "--iterations",
            "400",
            "--target",
            "0.001",
            "--threads",
            "1",
            "--csv",
            csv.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--plot",
            plot.to_str().unwrap(),
        ]);
        // The chart needs its font (Debian's DejaVu, which CI installs): none is a failure here.
        solve(&command.args).unwrap();
        assert!(std::fs::read_to_string(&plot).unwrap().contains("<svg"));
        let rows = std::fs::read_to_string(&csv).unwrap();
        assert!(rows.starts_with(CSV_HEADER));
        let last: Vec<f64> = rows
            .lines()
            .last()
            .unwrap()
            .split(',')
            .map(|f| f.parse().unwrap())
            .collect();
        assert!(
            last[7] < 0.1,
            "it stops below 0.1% of the mean stake: {rows}"
        );
        let read = Strategy::parse(&std::fs::read(&out).unwrap()).unwrap();
        assert_eq!(read.table.stakes, vec![1, 2]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// The HomeBot's punter read at the whole game at one stake: one move at every decision, and
    /// the moves its rules give (docs/bots.md): stick on 17, buy while the next card cannot bust
    /// it, a soft total under 19 takes a card, four cards on a hard 14 or less chase five.
    #[test]
    fn the_home_bot_s_punter_is_read_move_by_move_through_the_engine() {
        let game = Game::new(&Table::traditional(&[1]));
        let punter = home_punter(&game).unwrap();
        for node in &game.nodes {
            let (a, b) = (node.actions.0 as usize, node.actions.1 as usize);
            assert_eq!(punter[a..b].iter().sum::<f64>(), 1.0);
        }
        let chosen = |code: &[u8], hidden: &[usize]| {
            let id = game.node(code, &Hand::of(hidden)).expect("a decision");
            let node = &game.nodes[id as usize];
            let k = (node.actions.0..node.actions.1)
                .find(|&k| punter[k as usize] == 1.0)
                .unwrap();
            game.actions[k as usize].kind
        };
        // Values by index: 0 the ace, 1 the two, ..., 9 a ten-count.
        assert_eq!(chosen(&[0], &[9, 6]), Kind::Stick, "a hard 17 sticks");
        assert_eq!(chosen(&[0], &[9, 5]), Kind::Twist, "16 can bust: it twists");
        assert_eq!(
            chosen(&[0], &[4, 5]),
            Kind::Buy(1),
            "11 cannot bust: it buys"
        );
        assert_eq!(
            chosen(&[0], &[ACE, 5]),
            Kind::Buy(1),
            "a soft 17 takes a card"
        );
        assert_eq!(chosen(&[0], &[ACE, 7]), Kind::Stick, "a soft 19 sticks");
        // A and 3 hidden, a two and a three twisted: a soft 19 on four cards, hard 9, chases five.
        assert_eq!(chosen(&[0, 1, 2], &[ACE, 2]), Kind::Twist, "it chases five");
    }

    /// The HomeBot's banker read through the engine where the punter stuck on his first two
    /// cards: he never draws on 20, and always on 5 (every card improves it, none busts it).
    #[test]
    fn the_home_bot_s_banker_is_read_through_the_engine() {
        let game = Game::new(&Table::traditional(&[1]));
        let code = [0, STICK];
        let public = &game.publics[game.public(&code).unwrap() as usize];
        let draws = home_banker_at(&game, public, 3).unwrap();
        let at = |hand: &[usize]| draws[game.banker.node(&Hand::of(hand)).unwrap() as usize];
        assert_eq!(at(&[TEN, TEN]), 0.0);
        assert_eq!(at(&[1, 2]), 1.0);
        assert_eq!(
            at(&[1, 2, 3, 4]),
            1.0,
            "four cards on 14 draw against a stick"
        );
    }

    /// The bots are measured only where the engine deals the same game: a whole pack, five cards.
    #[test]
    fn the_bots_are_measured_at_the_full_game_only() {
        let command = Command::parse_from([
            "solve",
            "--stakes",
            "1",
            "--pack",
            "1,0,0,0,2,2,0,0,0,4",
            "--max-cards",
            "3",
            "--measure-bots",
        ]);
        let error = solve(&command.args).unwrap_err().to_string();
        assert!(error.contains("full game"), "{error}");
        let command = Command::parse_from(["solve", "--measure-bots", "--bot-seeds", "0"]);
        assert!(solve(&command.args).is_err());
    }

    #[test]
    fn only_the_traditional_game_is_solved() {
        let command = Command::parse_from(["solve", "--rules", "casino", "--iterations", "1"]);
        assert!(
            solve(&command.args)
                .unwrap_err()
                .to_string()
                .contains("traditional")
        );
    }
}
