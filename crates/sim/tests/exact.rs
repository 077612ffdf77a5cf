//! The simulator against the exact analysis (docs/analysis.md): the best strategy table
//! `parlour analyze` computes, played by the fast path from a freshly shuffled shoe every round
//! (`reshuffle_at = 0`, the analysis's convention), must land within three standard errors of the
//! table's exact value, for casino Pontoon and Pontoon Blackjack, over 10^8 initial bets each.
//!
//! Casino Pontoon seats seven players a round, so that one eight-pack shuffle serves seven bets:
//! a seat's cards and the dealer's are a freshly shuffled shoe's whatever the other seats draw,
//! since they draw by a rule of their own cards alone (the cards after any such stopping point
//! are as random as the shoe). The seats of a round share the dealer, so the standard error is
//! taken over rounds. Pontoon Blackjack's pack of 52 seats one player, so that it never runs out.

use parlour_analysis::{Analysis, Rules, best_table};
use parlour_pontoon::casino::{CasinoPreset, CasinoRules};
use parlour_sim::chunk_seed;
use parlour_sim::fast::{FastCasino, Outcomes};

/// Plays `rounds` rounds of `seats` from a fresh shoe each, on two threads; returns the mean
/// result per initial bet and its standard error.
fn simulate(
    rules: CasinoRules,
    table: &parlour_bots::Strategy,
    seats: usize,
    rounds: u64,
) -> (f64, f64) {
    let threads = 2u64;
    let sums: Vec<(f64, f64, u64)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let table = table.clone();
                scope.spawn(move || {
                    let mut fast = FastCasino::new(rules, table, chunk_seed(20261202, t));
                    let mut outcomes = Outcomes::default();
                    let mut results = [0i64; 7];
                    let (mut sum, mut squares) = (0.0, 0.0);
                    let share = rounds / threads;
                    for _ in 0..share {
                        results[..seats].fill(0);
                        fast.play_round(seats, &mut results, &mut outcomes);
                        let round: i64 = results[..seats].iter().sum();
                        sum += round as f64;
                        squares += (round * round) as f64;
                    }
                    (sum, squares, share)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (sum, squares, n) = sums.iter().fold((0.0, 0.0, 0u64), |(s, q, n), &(a, b, c)| {
        (s + a, q + b, n + c)
    });
    let n = n as f64;
    let mean = sum / n;
    let variance = (squares / n - mean * mean) * n / (n - 1.0);
    let per_bet = mean / seats as f64;
    let se = (variance / n).sqrt() / seats as f64;
    (per_bet, se)
}

fn agrees(preset: CasinoPreset, seats: usize, bets: u64) {
    let rules = CasinoRules {
        reshuffle_at: 0.0,
        ..preset.rules()
    };
    let mut analysis = Analysis::new(Rules::of(&rules, false));
    let (table, _) = best_table(&mut analysis);
    let exact = analysis.value_of(&table).value;
    let (simulated, se) = simulate(rules, &table, seats, bets / seats as u64);
    println!(
        "{preset:?}: exact {:.4}%, simulated {:.4}% ± {:.4}% over {bets} bets",
        -100.0 * exact,
        -100.0 * simulated,
        100.0 * se
    );
    assert!(se < 0.0003, "{preset:?}: standard error {se}");
    assert!(
        (simulated - exact).abs() < 3.0 * se,
        "{preset:?}: simulated {simulated} ± {se}, exact {exact}"
    );
}

#[test]
fn the_simulator_plays_the_best_casino_table_to_its_exact_edge() {
    agrees(CasinoPreset::Casino, 7, 100_000_000);
}

#[test]
fn the_simulator_plays_the_best_pontoon_blackjack_table_to_its_exact_edge() {
    agrees(CasinoPreset::PontoonBlackjack, 1, 100_000_000);
}
