//! Casino simulations: the player's result per initial bet, the house edge, and how often each
//! outcome happens, from chunks of the fast path.

use parlour_bots::Strategy;
use parlour_engine::count;
use parlour_pontoon::casino::{Casino, CasinoRules};
use serde::Serialize;

use crate::fast::{FastCasino, Outcomes};
use crate::stats::{Estimate, Tally};
use crate::{Ask, Findings, Simulation, Told};

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
            tally: Tally::default(),
            outcomes: Outcomes::default(),
        }
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

impl Findings for CasinoReport {
    fn merge(&mut self, other: &CasinoReport) {
        self.rounds += other.rounds;
        self.tally.merge(&other.tally);
        self.outcomes.add(&other.outcomes);
        self.finish();
    }

    fn played(&self) -> u64 {
        self.rounds
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

/// A casino table's simulation: every seat plays one strategy table on the fast path.
#[derive(Debug, Clone)]
pub struct CasinoSim {
    pub rules: CasinoRules,
    pub strategy: Strategy,
    pub seats: usize,
}

impl CasinoSim {
    /// The simulation `ask` asks for: the preset's own strategy table unless it gives one, one
    /// seat unless it asks for more.
    pub fn ask(ask: &Ask) -> Result<CasinoSim, String> {
        if ask.temperament.is_some() {
            return Err(
                "--temperament is for the home games and Palace Poker; casino bots play a \
                        --strategy table"
                    .into(),
            );
        }
        ask.no_banker()?;
        let rules = <Casino as parlour_engine::record::Recorded>::parse_rules(&ask.rules)?;
        let strategy = match &ask.strategy {
            Some(Err(unread)) => return Err(unread.clone()),
            Some(Ok(text)) => Strategy::parse(text).map_err(|e| e.to_string())?,
            None => Strategy::for_preset(rules.preset),
        };
        Ok(CasinoSim {
            rules,
            strategy,
            seats: ask.players.unwrap_or(1),
        })
    }
}

fn percent(x: f64) -> String {
    format!("{:.2}%", 100.0 * x)
}

impl Simulation for CasinoSim {
    type Report = CasinoReport;
    const CHUNK: u64 = 50_000;
    const HANDS: u64 = 10_000_000;

    fn players(&self) -> usize {
        self.seats
    }

    fn chunk(&self, rounds: u64, seed: u64) -> CasinoReport {
        run_chunk(&self.rules, &self.strategy, self.seats, rounds, seed)
    }

    fn empty(&self) -> CasinoReport {
        CasinoReport::empty(&self.rules, self.seats)
    }

    fn words(&self, r: &CasinoReport, told: &Told) -> String {
        let given = self.strategy != Strategy::for_preset(self.rules.preset);
        let k = &r.rates;
        format!(
            "{} with the {} strategy table, {}, {} ({}), {}\n\
             house edge: {:.3}% ± {:.3}% (standard error) of the initial bets\n\
             per hand ({}): Pontoon {}, Five Card Trick {}, bust {}, won {}, lost {}, bought {}\n\
             per round: dealer Pontoon {}, dealer bust {}, dealer Five Card Trick {}; splits per \
             bet {}\n",
            told.echo,
            if given { "given" } else { "default" },
            count(r.seats as u64, "seat"),
            count(r.rounds, "round"),
            count(r.initial_bets, "initial bet"),
            told.tail(),
            r.house_edge_percent,
            r.house_edge_se_percent,
            count(k.hands, "hand"),
            percent(k.pontoon),
            percent(k.five_card_trick),
            percent(k.bust),
            percent(k.win),
            percent(k.loss),
            percent(k.buy),
            percent(k.dealer_pontoon),
            percent(k.dealer_bust),
            percent(k.dealer_five_card_trick),
            percent(k.split)
        )
    }
}
