//! Palace Poker simulations: [`parlour_bots::PalaceBot`]s in every seat play through the full
//! engine, and the run measures each seat's result per hand and how hands end.

use parlour_bots::{Bot, PalaceBot, Temperament, play};
use parlour_cards::CardSource;
use parlour_engine::record::Recorded as _;
use parlour_engine::{Game, count};
use parlour_palace::{Betting, Ending, Event, Palace, Rules};
use serde::Serialize;

use crate::stats::{Estimate, Tally};
use crate::{Ask, BOTTOMLESS, Findings, Simulation, Told, table};

/// What a Palace Poker run found.
#[derive(Debug, Clone, Serialize)]
pub struct PalaceReport {
    pub preset: &'static str,
    pub seats: usize,
    pub hands: u64,
    /// Each seat's temperament and result per hand, in chips.
    pub seat_results: Vec<PalaceSeat>,
    /// Battles fought per hand (called or folded).
    pub battles_per_hand: f64,
    /// Chips in the pot when a hand ends, on average.
    pub pot_per_hand: f64,
    /// How hands ended, as shares of all hands.
    pub endings: Endings,
    #[serde(skip)]
    by_seat: Vec<Tally>,
    #[serde(skip)]
    battles: u64,
    #[serde(skip)]
    pots: Tally,
    #[serde(skip)]
    ended: [u64; 4],
    #[serde(skip)]
    temperaments: Vec<Temperament>,
}

/// How hands ended, each as a share of all hands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Endings {
    /// One player left standing.
    pub last_standing: f64,
    /// The players left all shared one banner suit (or rank) and split the pot.
    pub shared_banner: f64,
    /// The last two tied a battle and split the pot.
    pub tied_battle: f64,
    /// A quiet round ended in a showdown.
    pub showdown: f64,
}

/// One seat's results.
#[derive(Debug, Clone, Serialize)]
pub struct PalaceSeat {
    /// Numbered from 1, as the text report numbers seats.
    pub seat: usize,
    pub temperament: &'static str,
    pub per_hand: Estimate,
}

fn ending_index(ending: Ending) -> usize {
    match ending {
        Ending::LastStanding => 0,
        Ending::SharedBanner => 1,
        Ending::TiedBattle => 2,
        Ending::Showdown => 3,
    }
}

impl PalaceReport {
    pub fn empty(temperaments: &[Temperament]) -> PalaceReport {
        let mut report = PalaceReport {
            preset: parlour_palace::Preset::Palace.name(),
            seats: temperaments.len(),
            hands: 0,
            seat_results: Vec::new(),
            battles_per_hand: 0.0,
            pot_per_hand: 0.0,
            endings: Endings::default(),
            by_seat: vec![Tally::default(); temperaments.len()],
            battles: 0,
            pots: Tally::default(),
            ended: [0; 4],
            temperaments: temperaments.to_vec(),
        };
        report.finish();
        report
    }

    fn finish(&mut self) {
        self.hands = self.pots.count;
        let hands = self.hands.max(1) as f64;
        self.battles_per_hand = self.battles as f64 / hands;
        self.pot_per_hand = self.pots.mean();
        let [last_standing, shared_banner, tied_battle, showdown] =
            self.ended.map(|n| n as f64 / hands);
        self.endings = Endings {
            last_standing,
            shared_banner,
            tied_battle,
            showdown,
        };
        self.seat_results = self
            .by_seat
            .iter()
            .zip(&self.temperaments)
            .enumerate()
            .map(|(seat, (tally, temperament))| PalaceSeat {
                seat: seat + 1,
                temperament: temperament.name(),
                per_hand: tally.estimate(),
            })
            .collect();
    }
}

impl Findings for PalaceReport {
    fn merge(&mut self, other: &PalaceReport) {
        for (mine, theirs) in self.by_seat.iter_mut().zip(&other.by_seat) {
            mine.merge(theirs);
        }
        self.battles += other.battles;
        self.pots.merge(&other.pots);
        for (mine, theirs) in self.ended.iter_mut().zip(&other.ended) {
            *mine += theirs;
        }
        self.finish();
    }

    fn played(&self) -> u64 {
        self.hands
    }
}

/// A Palace Poker table's simulation: a [`PalaceBot`] in every seat, each of its own temperament.
#[derive(Debug, Clone)]
pub struct PalaceSim {
    pub rules: Rules,
    /// Seat `i`'s bot plays by `temperaments[i]`.
    pub temperaments: Vec<Temperament>,
}

impl PalaceSim {
    /// The simulation `ask` asks for: four seats unless it asks otherwise, mixed unless it names
    /// one temperament (mixed: seat 1 cautious, seat 2 standard, seat 3 bold, and round again).
    pub fn ask(ask: &Ask) -> Result<PalaceSim, String> {
        ask.no_strategy()?;
        ask.no_banker()?;
        let temperament = crate::temperament(ask)?;
        let seats = ask.players.unwrap_or(4);
        Ok(PalaceSim {
            rules: Palace::parse_rules(&ask.rules)?,
            temperaments: (0..seats)
                .map(|seat| temperament.unwrap_or(Temperament::ALL[seat % 3]))
                .collect(),
        })
    }
}

impl Simulation for PalaceSim {
    type Report = PalaceReport;
    const ROUND: &'static str = "hand";

    fn players(&self) -> usize {
        self.temperaments.len()
    }

    fn chunk(&self, rounds: u64, seed: u64) -> PalaceReport {
        run_chunk(&self.rules, &self.temperaments, rounds, seed)
    }

    fn empty(&self) -> PalaceReport {
        PalaceReport::empty(&self.temperaments)
    }

    fn words(&self, r: &PalaceReport, told: &Told) -> String {
        let percent = |x: f64| format!("{:.2}%", 100.0 * x);
        let mut out = format!(
            "Palace Poker ({}), {}/{} {}, {}, {}, {}\n",
            told.echo,
            self.rules.small_bet,
            self.rules.big_bet,
            match self.rules.betting {
                Betting::Limit => "limit",
                Betting::NoLimit => "no-limit",
            },
            count(r.seats as u64, "seat"),
            count(r.hands, "hand"),
            told.tail()
        );
        for seat in &r.seat_results {
            out += &format!(
                "seat {} ({}): {:+.3} ± {:.3} chips a hand\n",
                seat.seat, seat.temperament, seat.per_hand.mean, seat.per_hand.se
            );
        }
        let e = &r.endings;
        out += &format!(
            "{:.2} battles a hand; pots of {:.1} chips; hands ended last standing {}, shared \
             banner {}, tied battle {}, showdown {}\n",
            r.battles_per_hand,
            r.pot_per_hand,
            percent(e.last_standing),
            percent(e.shared_banner),
            percent(e.tied_battle),
            percent(e.showdown)
        );
        out
    }
}

/// Plays `hands` hands of a fresh session seeded `seed`, seat `i` a bot of `temperaments[i]`.
pub fn run_chunk(
    rules: &Rules,
    temperaments: &[Temperament],
    hands: u64,
    seed: u64,
) -> PalaceReport {
    let (mut game, _) = Palace::new(
        *rules,
        table(temperaments.len(), BOTTOMLESS, None),
        CardSource::seeded(1, seed),
    )
    .expect("the simulator sets up a valid table");
    let mut bots: Vec<Box<dyn Bot<Palace>>> = temperaments
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            Box::new(PalaceBot::new(t, crate::chunk_seed(seed, i as u64))) as Box<dyn Bot<Palace>>
        })
        .collect();
    let mut report = PalaceReport::empty(temperaments);
    play(&mut game, &mut bots, hands as u32, |_, events| {
        // The engine's own events: the figures need no cards, so no view of them is built.
        for event in events {
            match event {
                Event::Attacked { .. } => report.battles += 1,
                Event::RoundOver { round: hand } => {
                    for (tally, net) in report.by_seat.iter_mut().zip(hand.net()) {
                        tally.push(net);
                    }
                    let pot: u64 = hand.players.iter().map(|p| p.won).sum();
                    report.pots.push(pot as i64);
                    if let Some(ending) = hand.ending {
                        report.ended[ending_index(ending)] += 1;
                    }
                }
                _ => {}
            }
        }
    })
    .unwrap_or_else(|illegal| panic!("a bot broke the rules: {illegal}"));
    report.finish();
    report
}
