//! How long the analysis of a whole fresh shoe takes: every hand the player can hold valued, with
//! the dealer's final hands recomputed for each (docs/analysis.md), splits aside for now.
//!
//! Run: `cargo bench -p parlour-analysis --bench edge`.

use parlour_analysis::{DealerRules, Player, Shoe};

fn main() {
    divan::main();
}

/// The best play's value from a fresh shoe of `packs`, the dealer hitting a soft 17.
#[divan::bench(args = [1, 8])]
fn round_value(packs: u32) -> f64 {
    let mut player = Player::new(
        Shoe::packs(divan::black_box(packs)),
        DealerRules { hits_soft_17: true },
    );
    player.round_value()
}
