//! `parlour analyze`: the exact house edge of a casino rule set, the best strategy table and what
//! each move is worth, as text, JSON, a chart and a strategy file the simulator plays
//! (docs/analysis.md); for traditional Pontoon, the solved home game's chart.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use parlour_analysis::{Analysis, Cell, Play, Round, Rules, best_table};
use parlour_bots::{Code, Strategy};
use parlour_pontoon::casino::{Casino, CasinoRules};
use parlour_pontoon::{Pontoon, Preset, Rules as PontoonRules};
use parlour_solve::game::Game;
use parlour_solve::rules::Table;
use parlour_solve::solver::{Algorithm, Solver};
use serde_json::{Value, json};

use crate::chart;
use crate::game::RulesArgs;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RulesArgs,
    /// An infinite deck instead of the rules' shoe (every card a pack's chances, whatever has
    /// been dealt).
    #[arg(long)]
    infinite: bool,
    /// Print one JSON object: the edges, every cell's move and what each move is worth, the pairs.
    #[arg(long)]
    json: bool,
    /// Also print what each move is worth in each cell of the table.
    #[arg(long)]
    values: bool,
    /// Draw the best strategy table as a chart: FILE.svg or FILE.png.
    #[arg(long, value_name = "FILE")]
    chart: Option<PathBuf>,
    /// Write the best strategy table to FILE, in the format `parlour sim --strategy` reads.
    #[arg(long, value_name = "FILE")]
    strategy_out: Option<PathBuf>,
    /// `--rules traditional`: iterations of discounted CFR for each solution the chart draws (at
    /// one stake and at stakes 1 and 50; `parlour solve` measures how close they come).
    #[arg(long, default_value_t = 100)]
    iterations: u32,
}

pub fn run(args: &Args) -> ExitCode {
    match analyze(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!(
                "parlour analyze: {}",
                format!("{error:#}").replace('\n', " ")
            );
            ExitCode::from(2)
        }
    }
}

/// Everything the analysis found for one rule set.
pub struct Found {
    pub title: String,
    pub best: Round,
    pub table: Strategy,
    pub by_table: Round,
    pub shipped: Round,
    pub cells: Vec<Cell>,
    pub seconds: f64,
}

/// The rule set in a line: `casino: 8 packs, the dealer hits soft 17, up to 3 hands`.
fn title(preset: &str, rules: &Rules) -> String {
    let shoe = match rules.packs {
        None => "an infinite deck".to_string(),
        Some(1) => "1 pack".to_string(),
        Some(n) => format!("{n} packs"),
    };
    let dealer = if rules.hits_soft_17 {
        "dealer hits soft 17"
    } else {
        "dealer stands on soft 17"
    };
    let hands = match rules.max_hands {
        1 => "no splits".to_string(),
        n => format!("split to {n} hands"),
    };
    let tens = if rules.split_by_value && rules.max_hands > 1 {
        ", any two ten-counts split"
    } else {
        ""
    };
    format!("{preset}: {shoe}, {dealer}, {hands}{tens}")
}

/// Runs the whole analysis of `rules`.
pub fn find(preset: &str, casino: &CasinoRules, infinite: bool) -> Found {
    let started = Instant::now();
    let rules = Rules::of(casino, infinite);
    let mut analysis = Analysis::new(rules);
    let best = analysis.round(Play::Best);
    let (table, cells) = best_table(&mut analysis);
    let by_table = analysis.value_of(&table);
    let shipped = analysis.value_of(&shipped_table(casino));
    Found {
        title: title(preset, &rules),
        best,
        table,
        by_table,
        shipped,
        cells,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// The table the preset's bots play unless told otherwise.
fn shipped_table(rules: &CasinoRules) -> Strategy {
    Strategy::for_preset(rules.preset)
}

fn analyze(args: &Args) -> Result<()> {
    let rules = args.rules.read()?;
    if let Some(home) = rules.of::<Pontoon>() {
        return traditional(args, &home);
    }
    let Some(casino) = rules.of::<Casino>() else {
        bail!(
            "the analysis is of the casino tables (casino, pontoon-blackjack); {} is not one",
            rules.preset()
        );
    };
    let found = find(&rules.echo(), &casino, args.infinite);
    if let Some(path) = &args.strategy_out {
        std::fs::write(path, strategy_file(&found))
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if let Some(path) = &args.chart {
        chart::draw(path, &found)?;
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&to_json(&found, &rules.json()))?
        );
    } else {
        print!("{}", text(&found, args.values));
    }
    Ok(())
}

/// `--rules traditional --chart FILE`: the solved home game's chart, both sides at one stake and
/// at stakes 1 and 50 (docs/analysis.md, "The home game solved"). The solution is of the preset
/// as it comes, heads-up and without splitting.
fn traditional(args: &Args, rules: &PontoonRules) -> Result<()> {
    let solved_rules = PontoonRules {
        max_split_hands: rules.max_split_hands,
        ..Preset::Traditional.rules()
    };
    if *rules != solved_rules {
        bail!(
            "the home game is solved for traditional Pontoon with its default options (splitting \
             left out); parlour solve says how"
        );
    }
    let Some(path) = &args.chart else {
        bail!(
            "for traditional Pontoon, analyze draws the solved game's chart: --chart FILE; parlour solve gives the figures"
        );
    };
    if args.iterations == 0 {
        bail!("--iterations must be at least 1");
    }
    let mut solved = Vec::new();
    for (stakes, name) in [(vec![1], "1"), (vec![1, 50], "1 and 50")] {
        let mut solver = Solver::new(
            Game::new(&Table::traditional(&stakes)),
            Algorithm::Discounted,
        );
        for _ in 0..args.iterations {
            solver.iterate();
        }
        let m = solver.measure();
        println!(
            "stakes {name}: {} iterations of discounted CFR, the punter's value {:.6} chips a round, exploitability {:.6} chips",
            m.iteration,
            m.value,
            m.exploitability()
        );
        solved.push(chart::Solved::of(&solver, name.to_string(), m.value));
    }
    chart::draw_traditional(path, &solved)
}

/// The strategy file: the table, with what it is for in comments at the top.
pub fn strategy_file(found: &Found) -> String {
    format!(
        "# Parlour strategy table: {}.\n# Computed by parlour analyze (docs/analysis.md): the best table for these rules, house edge {:.4}%\n# from a freshly shuffled shoe (played best by each hand's cards: {:.4}%).\n{}",
        found.title,
        found.by_table.house_edge(),
        found.best.house_edge(),
        found.table
    )
}

/// The pips of a pair as the tables write them.
const PAIRS: [&str; 10] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T"];

fn text(found: &Found, values: bool) -> String {
    let mut out = String::new();
    let line = |out: &mut String, s: String| {
        out.push_str(&s);
        out.push('\n');
    };
    line(&mut out, found.title.clone());
    line(
        &mut out,
        "House edge from a freshly shuffled shoe, for each initial bet:".into(),
    );
    line(
        &mut out,
        format!(
            "  played best (each hand by its own cards)  {:>8.4}%",
            found.best.house_edge()
        ),
    );
    line(
        &mut out,
        format!(
            "  played by the best strategy table below   {:>8.4}%",
            found.by_table.house_edge()
        ),
    );
    line(
        &mut out,
        format!(
            "  played by the preset's shipped table      {:>8.4}%",
            found.shipped.house_edge()
        ),
    );
    line(&mut out, String::new());
    line(
        &mut out,
        "Best strategy table (T twist, S stick, B buy else twist, BS buy else stick,".into(),
    );
    line(
        &mut out,
        "TS twist else stick, ST stick else twist, - never asked; \"else\": once bought):".into(),
    );
    line(
        &mut out,
        format!("{:<24}{}", "  hard  2  3  4", "  soft  2  3  4"),
    );
    let hard: Vec<u8> = Strategy::rows(false).collect();
    let soft: Vec<u8> = Strategy::rows(true).collect();
    let row = |soft: bool, total: u8| {
        let codes: Vec<String> = (2..=4)
            .map(|cards| format!("{:>3}", found.table.code(soft, total, cards).symbol()))
            .collect();
        format!("  {total:>4}{}", codes.join(""))
    };
    for (i, &total) in hard.iter().enumerate() {
        let right = soft.get(i).map(|&t| row(true, t)).unwrap_or_default();
        line(&mut out, format!("{:<24}{right}", row(false, total)));
    }
    let split: Vec<&str> = (1..=10u8)
        .filter(|&p| found.table.splits(p))
        .map(|p| PAIRS[usize::from(p) - 1])
        .collect();
    line(
        &mut out,
        format!(
            "Pairs split: {}",
            if split.is_empty() {
                "none".to_string()
            } else {
                split.join(" ")
            }
        ),
    );
    let pairs: Vec<String> = found
        .by_table
        .pairs
        .iter()
        .enumerate()
        .filter_map(|(v, p)| p.map(|p| format!("{} {:+.3} / {:+.3}", PAIRS[v], p.split, p.keep)))
        .collect();
    if !pairs.is_empty() {
        line(
            &mut out,
            format!("  pair split / kept, per initial bet: {}", pairs.join(", ")),
        );
    }
    if values {
        line(&mut out, String::new());
        line(
            &mut out,
            "What each move is worth, per initial bet at stake, over the hands that reach the cell"
                .into(),
        );
        line(
            &mut out,
            "(reach: per round; a hand that bought may only stick or twist):".into(),
        );
        line(
            &mut out,
            "  cell          code   reach     stick     twist       buy | bought    stick     twist".into(),
        );
        let ev = |v: Option<f64>| v.map_or("        -".to_string(), |v| format!("{v:>+9.4}"));
        for cell in &found.cells {
            let v = &cell.values;
            if v.reach + v.bought_reach <= 2e-8 || cell.code == Code::Never {
                continue;
            }
            line(
                &mut out,
                format!(
                    "  {:<5}{:>3} {} cards {:>3} {:>8.5} {} {} {} | {:>7.5} {} {}",
                    if cell.soft { "soft" } else { "hard" },
                    cell.total,
                    cell.cards,
                    cell.code.symbol(),
                    v.reach,
                    ev(v.stick),
                    ev(v.twist),
                    ev(v.buy),
                    v.bought_reach,
                    ev(v.bought_stick),
                    ev(v.bought_twist)
                ),
            );
        }
    }
    line(&mut out, String::new());
    line(
        &mut out,
        format!(
            "Readings: a soft 21 may play on; ties go to the dealer; the dealer stops at five cards; no dealer card shows; computed in {:.0} ms.",
            found.seconds * 1000.0
        ),
    );
    out
}

fn to_json(found: &Found, rules: &Value) -> Value {
    let cells: Vec<Value> = found
        .cells
        .iter()
        .map(|cell| {
            let v = &cell.values;
            json!({
                "soft": cell.soft,
                "total": cell.total,
                "cards": cell.cards,
                "code": cell.code.symbol(),
                "reach": v.reach,
                "stick": v.stick,
                "twist": v.twist,
                "buy": v.buy,
                "bought_reach": v.bought_reach,
                "bought_stick": v.bought_stick,
                "bought_twist": v.bought_twist,
            })
        })
        .collect();
    let pairs: Vec<Value> = found
        .by_table
        .pairs
        .iter()
        .enumerate()
        .filter_map(|(v, p)| {
            p.map(|p| {
                json!({
                    "pair": PAIRS[v],
                    "split": found.table.splits(v as u8 + 1),
                    "chance": p.chance,
                    "split_value": p.split,
                    "keep_value": p.keep,
                })
            })
        })
        .collect();
    json!({
        "title": found.title,
        "rules": rules,
        "house_edge_percent": {
            "best_play": found.best.house_edge(),
            "best_table": found.by_table.house_edge(),
            "shipped_table": found.shipped.house_edge(),
        },
        "strategy": found.table.to_string(),
        "cells": cells,
        "pairs": pairs,
        "seconds": found.seconds,
    })
}

#[cfg(test)]
mod traditional_tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Command {
        #[command(flatten)]
        args: Args,
    }

    /// The traditional chart renders (after a few iterations: the drawing, not the solution, is
    /// under test), and only for the solved game: the default options, a chart asked for.
    #[test]
    fn the_traditional_chart_renders_for_the_solved_game_only() {
        let path = std::env::temp_dir().join(format!("parlour-home-{}.svg", std::process::id()));
        let command = Command::parse_from([
            "analyze",
            "--rules",
            "traditional",
            "--iterations",
            "2",
            "--chart",
            path.to_str().unwrap(),
        ]);
        let drawn = analyze(&command.args);
        let font = std::env::var("PARLOUR_FONT").is_ok()
            || std::path::Path::new("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").exists()
            || std::path::Path::new("/usr/share/fonts/dejavu/DejaVuSans.ttf").exists();
        if font {
            drawn.unwrap();
            let svg = std::fs::read_to_string(&path).unwrap();
            assert!(svg.contains("<svg") && svg.contains("Stakes 1 and 50"));
            assert!(svg.contains("one stake on every card"));
            std::fs::remove_file(&path).unwrap();
        } else {
            assert!(drawn.is_err());
        }
        for refused in [
            vec!["analyze", "--rules", "traditional"],
            vec![
                "analyze",
                "--rules",
                "traditional",
                "--option",
                "stick_min=16",
                "--chart",
                "x.svg",
            ],
            vec![
                "analyze",
                "--rules",
                "traditional",
                "--iterations",
                "0",
                "--chart",
                "x.svg",
            ],
        ] {
            let command = Command::parse_from(refused.clone());
            assert!(analyze(&command.args).is_err(), "{refused:?}");
        }
    }
}
