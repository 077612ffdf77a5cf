//! The strategy chart of `parlour analyze --chart`: the best table as coloured cells, in the usual
//! layout (rows by total, hard, soft and pairs; columns by the hand's number of cards), a colour
//! per move, a legend, and the rule set and house edge in the title. SVG or PNG, by the file's
//! extension; text is drawn with Debian's DejaVu Sans, read at run time (plotters draws text
//! through ab_glyph from a font file: see docs/dependencies.md).

use std::collections::HashMap;
use std::path::Path;

use anyhow::{Context, Result, bail};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{FontStyle, register_font};

use crate::analyze::Found;
use parlour_bots::{Code, Strategy};
use parlour_solve::game::Kind;
use parlour_solve::rules::{Counts, Hand, LETTERS, VALUES};
use parlour_solve::solver::{Solver, own_reach};

/// Where the font is looked for: `PARLOUR_FONT` first, then Debian's DejaVu Sans
/// (fonts-dejavu-core).
pub(crate) const FONTS: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
];

pub(crate) const FAMILY: &str = "sans-serif";
const CELL: i32 = 30;
const WIDTH: u32 = 900;
const HEIGHT: u32 = 800;

/// Each move's colour and its words in the legend.
fn looks(code: Code) -> (RGBColor, &'static str) {
    match code {
        Code::Twist => (RGBColor(244, 208, 63), "T  twist"),
        Code::Stick => (RGBColor(88, 179, 104), "S  stick"),
        Code::Buy => (RGBColor(86, 148, 214), "B  buy, else twist"),
        Code::BuyElseStick => (RGBColor(158, 123, 214), "BS buy, else stick"),
        Code::TwistElseStick => (RGBColor(240, 150, 80), "TS twist, else stick"),
        Code::StickElseTwist => (RGBColor(160, 200, 120), "ST stick, else twist"),
        Code::Never => (RGBColor(225, 225, 225), "-  never asked"),
    }
}

const SPLIT: RGBColor = RGBColor(214, 96, 96);
const KEEP: RGBColor = RGBColor(240, 240, 240);

/// Registers the charts' font (`PARLOUR_FONT`, else the first of [`FONTS`] there is) as
/// [`FAMILY`]: `parlour analyze --chart` and `parlour solve --plot` both draw with it.
pub(crate) fn load_font() -> Result<()> {
    let path = std::env::var("PARLOUR_FONT")
        .ok()
        .or_else(|| {
            FONTS
                .iter()
                .find(|p| Path::new(p).exists())
                .map(|p| p.to_string())
        })
        .context(
            "no font for the chart's text: install Debian's fonts-dejavu-core or set PARLOUR_FONT to a .ttf file",
        )?;
    let bytes = std::fs::read(&path).with_context(|| format!("cannot read the font {path}"))?;
    // plotters keeps fonts for the life of the process.
    let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    register_font(FAMILY, FontStyle::Normal, bytes)
        .map_err(|_| anyhow::anyhow!("{path} is not a font plotters can read"))?;
    Ok(())
}

/// Draws the chart to `path` (.svg or .png).
pub fn draw(path: &Path, found: &Found) -> Result<()> {
    render(path, (WIDTH, HEIGHT), &Casino(found))
}

/// A chart: what it paints on any backend.
trait Chart {
    fn paint<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Drawn<DB>;
}

/// The casino table's chart.
struct Casino<'a>(&'a Found);

impl Chart for Casino<'_> {
    fn paint<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Drawn<DB> {
        paint(root, self.0)
    }
}

/// The solved home game's chart.
struct Traditional<'a>(&'a [Solved]);

impl Chart for Traditional<'_> {
    fn paint<DB: DrawingBackend>(&self, root: &DrawingArea<DB, Shift>) -> Drawn<DB> {
        paint_traditional(root, self.0)
    }
}

/// Draws `chart`, `size` pixels, to `path`: an SVG or a PNG by its extension.
fn render(path: &Path, size: (u32, u32), chart: &impl Chart) -> Result<()> {
    load_font()?;
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let failed = |e: String| anyhow::anyhow!("cannot draw {}: {e}", path.display());
    match extension.as_deref() {
        Some("svg") => {
            let root = SVGBackend::new(path, size).into_drawing_area();
            chart.paint(&root).map_err(|e| failed(e.to_string()))?;
            root.present().map_err(|e| failed(e.to_string()))?;
        }
        Some("png") => {
            let root = BitMapBackend::new(path, size).into_drawing_area();
            chart.paint(&root).map_err(|e| failed(e.to_string()))?;
            root.present().map_err(|e| failed(e.to_string()))?;
        }
        _ => bail!("--chart {} must end in .svg or .png", path.display()),
    }
    Ok(())
}

type Drawn<DB> = Result<(), DrawingAreaErrorKind<<DB as DrawingBackend>::ErrorType>>;

fn paint<DB: DrawingBackend>(root: &DrawingArea<DB, Shift>, found: &Found) -> Drawn<DB> {
    root.fill(&WHITE)?;
    let title = (FAMILY, 20).into_font().color(&BLACK);
    let label = (FAMILY, 15).into_font().color(&BLACK);
    let small = (FAMILY, 13).into_font().color(&BLACK);
    let centred = |style: &TextStyle<'static>| style.pos(Pos::new(HPos::Center, VPos::Center));
    root.draw(&Text::new(
        format!("Best strategy table: {}", found.title),
        (20, 24),
        title.clone(),
    ))?;
    root.draw(&Text::new(
        format!(
            "House edge {:.4}% played by this table ({:.4}% each hand played by its cards), from a fresh shoe",
            found.by_table.house_edge(),
            found.best.house_edge()
        ),
        (20, 50),
        small.clone(),
    ))?;
    let top = 110;
    let panels = [(false, "Hard totals", 40), (true, "Soft totals", 330)];
    for (soft, name, left) in panels {
        root.draw(&Text::new(name, (left, top - 34), label.clone()))?;
        for (c, cards) in (2..=4u8).enumerate() {
            let x = left + 50 + c as i32 * CELL;
            root.draw(&Text::new(
                cards.to_string(),
                (x + CELL / 2, top - 10),
                centred(&small),
            ))?;
        }
        root.draw(&Text::new(
            "cards",
            (left + 50 + 3 * CELL + 8, top - 10),
            small.clone().pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        for (r, total) in Strategy::rows(soft).enumerate() {
            let y = top + r as i32 * CELL;
            root.draw(&Text::new(
                total.to_string(),
                (left + 38, y + CELL / 2),
                small.clone().pos(Pos::new(HPos::Right, VPos::Center)),
            ))?;
            for (c, cards) in (2..=4u8).enumerate() {
                let x = left + 50 + c as i32 * CELL;
                let code = found.table.code(soft, total, cards);
                let (colour, _) = looks(code);
                root.draw(&Rectangle::new(
                    [(x, y), (x + CELL - 2, y + CELL - 2)],
                    colour.filled(),
                ))?;
                root.draw(&Text::new(
                    code.symbol(),
                    (x + (CELL - 2) / 2, y + (CELL - 2) / 2),
                    centred(&small),
                ))?;
            }
        }
    }
    // Pairs: split or not, on the hand's first two cards.
    let left = 600;
    root.draw(&Text::new("Pairs", (left, top - 34), label.clone()))?;
    for (r, pips) in (1..=10u8).enumerate() {
        let y = top + r as i32 * CELL;
        let name = if pips == 1 {
            "A-A".to_string()
        } else if pips == 10 {
            "T-T".to_string()
        } else {
            format!("{pips}-{pips}")
        };
        root.draw(&Text::new(
            name,
            (left + 38, y + CELL / 2),
            small.clone().pos(Pos::new(HPos::Right, VPos::Center)),
        ))?;
        let split = found.table.splits(pips);
        let x = left + 50;
        root.draw(&Rectangle::new(
            [(x, y), (x + 2 * CELL - 2, y + CELL - 2)],
            if split { SPLIT } else { KEEP }.filled(),
        ))?;
        root.draw(&Text::new(
            if split { "split" } else { "keep" },
            (x + CELL - 1, y + (CELL - 2) / 2),
            centred(&small),
        ))?;
    }
    // The legend, under the hard totals' rows.
    let legend_top = top + 18 * CELL + 24;
    root.draw(&Text::new("Moves", (40, legend_top), label.clone()))?;
    for (i, code) in Code::PLAYABLE.into_iter().chain([Code::Never]).enumerate() {
        let (colour, words) = looks(code);
        let x = 40 + (i as i32 % 4) * 210;
        let y = legend_top + 20 + (i as i32 / 4) * 26;
        key(root, (x, y), 18, colour, words, &small)?;
    }
    root.draw(&Text::new(
        "\"else\": once the hand has bought. No dealer card shows: a hand is played by its own cards alone.",
        (40, legend_top + 80),
        small.clone(),
    ))?;
    Ok(())
}

// The traditional chart of `parlour analyze --rules traditional --chart`: the solved home game
// (crates/solve), both sides, at one stake and at stakes 1 and 50. The solver's strategies are
// by history; the chart shows each side's most likely play in the usual cells, aggregated over
// every history that leads there by how often it is reached.

/// What the chart shows of one solution.
pub struct Solved {
    /// The stake levels, e.g. "1" or "1 and 50".
    pub stakes: String,
    /// The punter's value a round in chips.
    pub value: f64,
    /// How many stake levels.
    pub levels: usize,
    /// By first card (ace to ten-count): the chance he stakes the most.
    pub most_stake: [f64; VALUES],
    /// The punter's most likely move by (soft, total, cards 2 to 4), if reached.
    pub punter: HashMap<(bool, u8, u8), PunterMove>,
    /// The banker's chance of drawing by (soft, his total, the punter's cards 2 to 5, bought), if
    /// reached.
    pub banker: HashMap<(bool, u8, u8, bool), f64>,
}

/// The punter's moves as the chart colours them (a buy at either price is a buy).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PunterMove {
    Stick,
    Buy,
    Twist,
}

impl Solved {
    /// Reads a solver's average strategies.
    pub fn of(solver: &Solver, stakes: String, value: f64) -> Solved {
        let game = &solver.game;
        let punter = solver.punter_average();
        let banker = solver.banker_average();
        let (reach, term_reach) = solver.reach(&punter);
        let top = game.table.stakes.len() - 1;
        let mut most_stake = [0.0; VALUES];
        for &(_, node) in &game.roots {
            let node = &game.nodes[node as usize];
            let first = (0..VALUES).find(|&v| node.hidden.count(v) > 0).unwrap_or(0);
            most_stake[first] = punter[node.actions.0 as usize + top];
        }
        // The punter: each move's reach summed by cell.
        let mut moves: HashMap<(bool, u8, u8), [f64; 3]> = HashMap::new();
        for (i, node) in game.nodes.iter().enumerate() {
            if game.prefixes[node.prefix as usize].is_empty() || reach[i] == 0.0 {
                continue;
            }
            let all = node.hidden.plus(node.twisted);
            let cell = moves
                .entry((all.is_soft(), all.total(), all.cards()))
                .or_default();
            for k in node.actions.0..node.actions.1 {
                let at = match game.actions[k as usize].kind {
                    Kind::Stick => 0,
                    Kind::Buy(_) => 1,
                    Kind::Twist => 2,
                    Kind::Stake(_) => continue,
                };
                cell[at] += reach[i] * punter[k as usize];
            }
        }
        let punter = moves
            .into_iter()
            .map(|(key, sums)| {
                let best = (0..3)
                    .max_by(|&a, &b| sums[a].total_cmp(&sums[b]))
                    .unwrap_or(0);
                let play = [PunterMove::Stick, PunterMove::Buy, PunterMove::Twist][best];
                (key, play)
            })
            .collect();
        // The banker: at each public history, each of his hands weighed by the history's reach,
        // his own reach of the hand (every order of his cards, his draws) and one order's chance
        // from a full pack.
        let mut draws: HashMap<(bool, u8, u8, bool), (f64, f64)> = HashMap::new();
        for (p, public) in game.publics.iter().enumerate() {
            let (a, b) = (public.terms.0 as usize, public.terms.1 as usize);
            let weight: f64 = term_reach[a..b].iter().sum();
            if weight == 0.0 {
                continue;
            }
            let cards = game.terms[a].hidden.cards() + public.twisted.cards();
            let bought = public.units > 1;
            let own = own_reach(&game.banker, &banker[p]);
            for (i, node) in game.banker.nodes.iter().enumerate() {
                let chance = one_order(&game.table.pack, &node.hand) * own[i] * weight;
                if chance == 0.0 {
                    continue;
                }
                let key = (node.hand.is_soft(), node.hand.total(), cards, bought);
                let cell = draws.entry(key).or_default();
                cell.0 += chance * banker[p][i];
                cell.1 += chance;
            }
        }
        let banker = draws
            .into_iter()
            .map(|(key, (drawn, all))| (key, drawn / all))
            .collect();
        Solved {
            stakes,
            value,
            levels: game.table.stakes.len(),
            most_stake,
            punter,
            banker,
        }
    }
}

/// The chance of one order of `hand`'s cards dealt from `pack`.
fn one_order(pack: &Counts, hand: &Hand) -> f64 {
    let mut left = *pack;
    let mut n: u32 = pack.iter().map(|&c| u32::from(c)).sum();
    let mut p = 1.0;
    for (v, count) in left.iter_mut().enumerate() {
        for _ in 0..hand.count(v) {
            if *count == 0 {
                return 0.0;
            }
            p *= f64::from(*count) / f64::from(n);
            *count -= 1;
            n -= 1;
        }
    }
    p
}

const T_CELL: i32 = 20;
const T_WIDTH: u32 = 1040;
const T_HEIGHT: u32 = 760;
const STICKS: RGBColor = RGBColor(88, 179, 104);
const BUYS: RGBColor = RGBColor(86, 148, 214);
const TWISTS: RGBColor = RGBColor(244, 208, 63);
const DRAWS: RGBColor = RGBColor(240, 150, 80);
const STAYS: RGBColor = RGBColor(88, 179, 104);
const MIXED: RGBColor = RGBColor(200, 200, 120);
const NEVER: RGBColor = RGBColor(235, 235, 235);

/// Draws the traditional chart of `solved` (one column each) to `path` (.svg or .png).
pub fn draw_traditional(path: &Path, solved: &[Solved]) -> Result<()> {
    render(path, (T_WIDTH, T_HEIGHT), &Traditional(solved))
}

fn paint_traditional<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    solved: &[Solved],
) -> Drawn<DB> {
    root.fill(&WHITE)?;
    let title = (FAMILY, 20).into_font().color(&BLACK);
    let label = (FAMILY, 15).into_font().color(&BLACK);
    let small = (FAMILY, 11).into_font().color(&BLACK);
    let right = small.pos(Pos::new(HPos::Right, VPos::Center));
    let centred = small.pos(Pos::new(HPos::Center, VPos::Center));
    root.draw(&Text::new(
        "Traditional Pontoon heads-up, solved: both sides' play",
        (20, 24),
        title,
    ))?;
    root.draw(&Text::new(
        "One pack shuffled every round, no splitting. Each cell: the most likely play over every history that reaches it, by how often it is reached.",
        (20, 46),
        small.clone(),
    ))?;
    let cell = |x: i32, y: i32, colour: RGBColor| {
        Rectangle::new([(x, y), (x + T_CELL - 2, y + T_CELL - 2)], colour.filled())
    };
    for (column, solution) in solved.iter().enumerate() {
        let left = 20 + column as i32 * 520;
        root.draw(&Text::new(
            format!(
                "Stakes {}: the punter wins {:+.3} chips a round",
                solution.stakes, solution.value
            ),
            (left, 80),
            label.clone(),
        ))?;
        // The stake by first card: the chance of the most stake, as a share of the cell.
        if solution.levels == 1 {
            root.draw(&Text::new(
                "one stake on every card",
                (left, 108),
                small.clone(),
            ))?;
        }
        for v in (0..VALUES).filter(|_| solution.levels > 1) {
            if v == 0 {
                root.draw(&Text::new("staked the most on", (left, 108), small.clone()))?;
            }
            let x = left + 110 + v as i32 * T_CELL;
            let most = solution.most_stake[v];
            root.draw(&cell(x, 100, NEVER))?;
            let height = ((T_CELL - 2) as f64 * most).round() as i32;
            if height > 0 {
                root.draw(&Rectangle::new(
                    [
                        (x, 100 + T_CELL - 2 - height),
                        (x + T_CELL - 2, 100 + T_CELL - 2),
                    ],
                    DRAWS.filled(),
                ))?;
            }
            root.draw(&Text::new(
                LETTERS[v].to_string(),
                (x + T_CELL / 2 - 1, 100 + T_CELL + 8),
                centred.clone(),
            ))?;
        }
        // The punter's move by total, hard and soft, and his cards.
        let top = 170;
        for (soft, name, x0) in [
            (false, "punter, hard", left + 30),
            (true, "soft", left + 130),
        ] {
            root.draw(&Text::new(name, (x0 - 26, top - 26), small.clone()))?;
            for cards in 2..=4u8 {
                let x = x0 + i32::from(cards - 2) * T_CELL;
                root.draw(&Text::new(
                    cards.to_string(),
                    (x + T_CELL / 2 - 1, top - 8),
                    centred.clone(),
                ))?;
            }
            let rows: Vec<u8> = if soft {
                (12..=21).collect()
            } else {
                (4..=20).collect()
            };
            for (r, &total) in rows.iter().enumerate() {
                let y = top + r as i32 * T_CELL;
                root.draw(&Text::new(
                    total.to_string(),
                    (x0 - 4, y + T_CELL / 2),
                    right.clone(),
                ))?;
                for cards in 2..=4u8 {
                    let x = x0 + i32::from(cards - 2) * T_CELL;
                    let colour = match solution.punter.get(&(soft, total, cards)) {
                        Some(PunterMove::Stick) => STICKS,
                        Some(PunterMove::Buy) => BUYS,
                        Some(PunterMove::Twist) => TWISTS,
                        None => NEVER,
                    };
                    root.draw(&cell(x, y, colour))?;
                }
            }
        }
        // The banker's draw or stay by his total against the punter's cards and whether he
        // bought.
        let x0 = left + 250;
        let columns: [(u8, bool, &str); 7] = [
            (2, false, "2"),
            (3, false, "3"),
            (3, true, "3b"),
            (4, false, "4"),
            (4, true, "4b"),
            (5, false, "5"),
            (5, true, "5b"),
        ];
        root.draw(&Text::new(
            "banker, by the punter's cards (b: bought)",
            (x0 - 26, top - 26),
            small.clone(),
        ))?;
        for (c, &(_, _, name)) in columns.iter().enumerate() {
            root.draw(&Text::new(
                name,
                (x0 + c as i32 * T_CELL + T_CELL / 2 - 1, top - 8),
                centred.clone(),
            ))?;
        }
        let rows: Vec<(bool, u8)> = (4..=20)
            .map(|t| (false, t))
            .chain((12..=21).map(|t| (true, t)))
            .collect();
        for (r, &(soft, total)) in rows.iter().enumerate() {
            let y = top + r as i32 * (T_CELL - 1);
            let name = if soft {
                format!("S{total}")
            } else {
                total.to_string()
            };
            root.draw(&Text::new(name, (x0 - 4, y + T_CELL / 2), right.clone()))?;
            for (c, &(cards, bought, _)) in columns.iter().enumerate() {
                let colour = match solution.banker.get(&(soft, total, cards, bought)) {
                    Some(&d) if d >= 2.0 / 3.0 => DRAWS,
                    Some(&d) if d <= 1.0 / 3.0 => STAYS,
                    Some(_) => MIXED,
                    None => NEVER,
                };
                root.draw(&cell(x0 + c as i32 * T_CELL, y, colour))?;
            }
        }
    }
    // The legend.
    let y = T_HEIGHT as i32 - 40;
    let legend = [
        (STICKS, "punter sticks / banker stays"),
        (BUYS, "punter buys"),
        (TWISTS, "punter twists"),
        (DRAWS, "banker draws / the most stake"),
        (MIXED, "banker draws a third to two thirds of the time"),
        (NEVER, "never reached"),
    ];
    for (i, (colour, words)) in legend.into_iter().enumerate() {
        let x = 20 + (i as i32 % 3) * 340;
        let y = y + (i as i32 / 3) * 20 - 10;
        key(root, (x, y), 14, colour, words, &small)?;
    }
    Ok(())
}

/// One key of a legend: a square of `colour`, `side` pixels, at `at`, and its words beside it.
fn key<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    (x, y): (i32, i32),
    side: i32,
    colour: RGBColor,
    words: &str,
    style: &TextStyle,
) -> Drawn<DB> {
    root.draw(&Rectangle::new(
        [(x, y), (x + side, y + side)],
        colour.filled(),
    ))?;
    root.draw(&Text::new(
        words,
        (x + side + side / 2 - 1, y + side / 2),
        style.clone().pos(Pos::new(HPos::Left, VPos::Center)),
    ))
}
