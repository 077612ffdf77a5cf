//! Casino simulations: the player's result per initial bet, the house edge, and how often each
//! outcome happens, from chunks of the fast path.

use parlour_bots::Strategy;
use parlour_pontoon::casino::CasinoRules;
use serde::Serialize;

use crate::fast::{FastCasino, Outcomes};
use crate::stats::{Estimate, Tally};

/// What a casino run found.
#[derive(Debug, Clone, Serialize)]
pub struct CasinoReport {
    pub preset: &'static str,
    pub seats: usize,
    pub rounds: u64,
    /// Initial bets placed: rounds times seats.
    pub initial_bets: u64,
    /// The player's result per initial bet (in bets).
    pub per_bet: Estimate,
    /// The house edge in percent of the initial bet, with its standard error.
    pub house_edge_percent: f64,
    pub house_edge_se_percent: f64,
    /// How often each thing happens: per hand played (player outcomes) or per round (dealer's).
    pub rates: Rates,
    pub interrupted: bool,
    #[serde(skip)]
    tally: Tally,
    #[serde(skip)]
    outcomes: Outcomes,
}

/// Outcome frequencies.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Rates {
    pub hands: u64,
    pub pontoon: f64,
    pub five_card_trick: f64,
    pub bust: f64,
    pub win: f64,
    pub loss: f64,
    pub buy: f64,
    pub split: f64,
    pub dealer_pontoon: f64,
    pub dealer_bust: f64,
    pub dealer_five_card_trick: f64,
}

impl CasinoReport {
    pub fn empty(rules: &CasinoRules, seats: usize) -> CasinoReport {
        CasinoReport {
            preset: rules.preset.name(),
            seats,
            rounds: 0,
            initial_bets: 0,
            per_bet: Tally::default().estimate(),
            house_edge_percent: 0.0,
            house_edge_se_percent: 0.0,
            rates: Rates::default(),
            interrupted: false,
            tally: Tally::default(),
            outcomes: Outcomes::default(),
        }
    }

    pub fn merge(&mut self, other: &CasinoReport) {
        self.rounds += other.rounds;
        self.tally.merge(&other.tally);
        self.outcomes.add(&other.outcomes);
        self.finish();
    }

    /// Works out the derived figures from the tallies.
    fn finish(&mut self) {
        self.initial_bets = self.tally.count;
        self.per_bet = self.tally.estimate();
        self.house_edge_percent = -100.0 * self.per_bet.mean;
        self.house_edge_se_percent = 100.0 * self.per_bet.se;
        let o = &self.outcomes;
        let per = |n: u64, of: u64| if of == 0 { 0.0 } else { n as f64 / of as f64 };
        self.rates = Rates {
            hands: o.hands,
            pontoon: per(o.pontoons, o.hands),
            five_card_trick: per(o.five_card_tricks, o.hands),
            bust: per(o.busts, o.hands),
            win: per(o.wins, o.hands),
            loss: per(o.losses, o.hands),
            buy: per(o.buys, o.hands),
            split: per(o.splits, self.initial_bets),
            dealer_pontoon: per(o.dealer_pontoons, self.rounds),
            dealer_bust: per(o.dealer_busts, self.rounds),
            dealer_five_card_trick: per(o.dealer_five_card_tricks, self.rounds),
        };
    }
}

/// Plays `rounds` rounds of `seats` seats on a fresh shoe shuffled from `seed`.
pub fn run_chunk(
    rules: &CasinoRules,
    strategy: &Strategy,
    seats: usize,
    rounds: u64,
    seed: u64,
) -> CasinoReport {
    let mut table = FastCasino::new(*rules, strategy.clone(), seed);
    let mut report = CasinoReport::empty(rules, seats);
    let mut results = [0i64; 7];
    for _ in 0..rounds {
        results[..seats].fill(0);
        table.play_round(seats, &mut results, &mut report.outcomes);
        for &result in &results[..seats] {
            report.tally.push(result);
        }
    }
    report.rounds = rounds;
    report.finish();
    report
}
