//! The strategy chart of `parlour analyze --chart`: the best table as coloured cells, in the usual
//! layout (rows by total, hard, soft and pairs; columns by the hand's number of cards), a colour
//! per move, a legend, and the rule set and house edge in the title. SVG or PNG, by the file's
//! extension; text is drawn with Debian's DejaVu Sans, read at run time (plotters draws text
//! through ab_glyph from a font file: see docs/dependencies.md).

use std::path::Path;

use anyhow::{Context, Result, bail};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{FontStyle, register_font};

use crate::analyze::Found;
use parlour_bots::{Code, Strategy};

/// Where the font is looked for: `PARLOUR_FONT` first, then Debian's DejaVu Sans
/// (fonts-dejavu-core).
const FONTS: [&str; 2] = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
];

const FAMILY: &str = "sans-serif";
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
    load_font()?;
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let failed = |e: String| anyhow::anyhow!("cannot draw {}: {e}", path.display());
    match extension.as_deref() {
        Some("svg") => {
            let root = SVGBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
            paint(&root, found).map_err(|e| failed(e.to_string()))?;
            root.present().map_err(|e| failed(e.to_string()))?;
        }
        Some("png") => {
            let root = BitMapBackend::new(path, (WIDTH, HEIGHT)).into_drawing_area();
            paint(&root, found).map_err(|e| failed(e.to_string()))?;
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
        root.draw(&Rectangle::new([(x, y), (x + 18, y + 18)], colour.filled()))?;
        root.draw(&Text::new(
            words,
            (x + 26, y + 9),
            small.clone().pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
    }
    root.draw(&Text::new(
        "\"else\": once the hand has bought. No dealer card shows: a hand is played by its own cards alone.",
        (40, legend_top + 80),
        small.clone(),
    ))?;
    Ok(())
}
