//! Speed of the fast casino path: rounds of casino Pontoon and Pontoon Blackjack per second on one
//! core, one seat, the default strategy tables. Run: `cargo bench -p parlour-sim --bench fast`.

use divan::counter::ItemsCount;
use parlour_bots::Strategy;
use parlour_pontoon::casino::CasinoPreset;
use parlour_sim::fast::{FastCasino, Outcomes};

fn main() {
    divan::main();
}

const ROUNDS: u64 = 100_000;

fn rounds(preset: CasinoPreset, strategy: Strategy) -> i64 {
    let mut table = FastCasino::new(preset.rules(), strategy, 42);
    let mut outcomes = Outcomes::default();
    let mut results = [0i64; 1];
    for _ in 0..ROUNDS {
        table.play_round(1, &mut results, &mut outcomes);
    }
    results[0]
}

#[divan::bench(sample_count = 20)]
fn casino_rounds(bencher: divan::Bencher) {
    bencher
        .counter(ItemsCount::new(ROUNDS))
        .bench_local(|| divan::black_box(rounds(CasinoPreset::Casino, Strategy::casino())));
}

#[divan::bench(sample_count = 20)]
fn pontoon_blackjack_rounds(bencher: divan::Bencher) {
    bencher.counter(ItemsCount::new(ROUNDS)).bench_local(|| {
        divan::black_box(rounds(
            CasinoPreset::PontoonBlackjack,
            Strategy::pontoon_blackjack(),
        ))
    });
}
