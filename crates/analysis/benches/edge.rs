//! How long the analysis of a whole fresh shoe takes (docs/analysis.md): every hand the player can
//! hold valued, with the dealer's final hands recomputed for each, splits to three hands; and the
//! search for the best strategy table on top.
//!
//! Run: `cargo bench -p parlour-analysis --bench edge`.

use parlour_analysis::{Analysis, Play, Rules, best_table};

fn main() {
    divan::main();
}

fn rules(packs: u8) -> Rules {
    Rules {
        packs: Some(divan::black_box(packs)),
        hits_soft_17: true,
        max_hands: 3,
        split_by_value: false,
    }
}

/// The house edge of the best play from a fresh shoe of `packs`, the dealer hitting a soft 17.
#[divan::bench(args = [1, 8])]
fn best_play(packs: u8) -> f64 {
    Analysis::new(rules(packs)).round(Play::Best).value
}

/// All of `parlour analyze`'s arithmetic: the best play, the best table, and the table's value.
#[divan::bench(args = [1, 8])]
fn best_play_and_table(packs: u8) -> f64 {
    let mut analysis = Analysis::new(rules(packs));
    let best = analysis.round(Play::Best).value;
    let (table, _) = best_table(&mut analysis);
    best + analysis.value_of(&table).value
}
