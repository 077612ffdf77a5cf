//! The house edge, splits aside, for a few shoes and both dealer rules, and how long each took:
//! `cargo run --release -p parlour-analysis --example edge` (docs/analysis.md). A stand-in until
//! `parlour analyze` gives the full answer.

use parlour_analysis::{DealerRules, Player, Shoe};

fn main() {
    for packs in [8, 6, 2, 1] {
        for hits_soft_17 in [true, false] {
            let started = std::time::Instant::now();
            let value = Player::new(Shoe::packs(packs), DealerRules { hits_soft_17 }).round_value();
            let rule = if hits_soft_17 { "H17" } else { "S17" };
            println!(
                "{packs} packs, {rule}: house edge {:.4}% (splits aside), in {:.0?}",
                -100.0 * value,
                started.elapsed()
            );
        }
    }
}
