//! `parlour solve`: traditional Pontoon heads-up solved by counterfactual regret minimisation
//! (crates/solve): the game's value, the banker's edge, the exploitability of the strategies found,
//! a CSV of its convergence and a chart of it, and the strategy file (docs/analysis.md, "The home
//! game solved").

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use parlour_solve::game::Game;
use parlour_solve::rules::{Counts, Table, VALUES};
use parlour_solve::solver::{Algorithm, Measure, Solver, evaluate, first_card_values, in_pool};
use parlour_solve::strategy::{self, Strategy};
use plotters::prelude::*;
use plotters::style::{FontStyle, register_font};

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
    if args.iterations.is_none() && args.target.is_none() {
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

/// Where the chart's font is looked for: `PARLOUR_FONT` first, then Debian's DejaVu Sans
/// (fonts-dejavu-core), as for `parlour analyze --chart`.
const FONTS: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
];

fn load_font() -> Result<()> {
    let path = std::env::var("PARLOUR_FONT")
        .ok()
        .or_else(|| {
            FONTS
                .iter()
                .find(|p| Path::new(p).exists())
                .map(|p| p.to_string())
        })
        .context(
            "no font for the chart's text: install Debian's fonts-dejavu-core or set PARLOUR_FONT",
        )?;
    let bytes = std::fs::read(&path).with_context(|| format!("cannot read the font {path}"))?;
    // plotters keeps fonts for the life of the process.
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    register_font("sans-serif", FontStyle::Normal, bytes)
        .map_err(|_| anyhow::anyhow!("{path} is not a font plotters can read"))?;
    Ok(())
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
            ("sans-serif", 18),
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
        let fonts =
            std::env::var("PARLOUR_FONT").is_ok() || FONTS.iter().any(|f| Path::new(f).exists());
        let result = solve(&command.args);
        if !fonts {
            // Without a font only the chart fails, after everything else is written.
            assert!(result.is_err());
        } else {
            result.unwrap();
            assert!(std::fs::read_to_string(&plot).unwrap().contains("<svg"));
        }
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
