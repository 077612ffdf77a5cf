//! Home-game simulations: bots in every seat play traditional Pontoon (any variation, or Shoot)
//! through the full engine, and the run measures the banker's edge and each seat's result.
//!
//! The bots play at a level (`parlour_bots::Level`): one of the [`parlour_bots::HomeBot`]'s
//! temperaments, or the best, the solved strategy ([`parlour_bots::SolvedBot`]). With a fixed
//! banker the bank's bot may play at a level of its own, which is how the solved banker is
//! measured against the temperaments' punters and the other way round.

use parlour_bots::{Bot, Level, SolvedBot, Standard as _, play};
use parlour_cards::CardSource;
use parlour_engine::record::Recorded as _;
use parlour_engine::{Game, Seat, Viewer, count};
use parlour_pontoon::{Action, Event, Phase, Pontoon, Rules, View};
use serde::Serialize;

use crate::stats::{Estimate, Tally};
use crate::{Ask, BOTTOMLESS, Findings, Simulation, Told, table};

/// What a home-game run found.
#[derive(Debug, Clone, Serialize)]
pub struct PontoonReport {
    pub preset: &'static str,
    pub seats: usize,
    pub hands: u64,
    pub fixed_banker: bool,
    /// How the punters' bots play (every seat's but the first with a fixed banker).
    pub punter_level: &'static str,
    /// How the banker's bot plays: the first seat's with a fixed banker, else every seat's.
    pub banker_level: &'static str,
    /// The banker's result per hand, in chips.
    pub banker_per_hand: Estimate,
    /// The banker's edge: his result per chip the players staked (stakes, buys and splits), in
    /// percent, with its standard error.
    pub banker_edge_percent: f64,
    pub banker_edge_se_percent: f64,
    /// Chips staked per hand, all players together.
    pub staked_per_hand: f64,
    /// Each seat's result per hand, and how many hands it banked.
    pub seat_results: Vec<SeatResult>,
    #[serde(skip)]
    banker: Tally,
    #[serde(skip)]
    staked: Tally,
    /// The sum of banker result times stakes, hand by hand (for the ratio's error).
    #[serde(skip)]
    cross: i128,
    #[serde(skip)]
    by_seat: Vec<Tally>,
    #[serde(skip)]
    banked: Vec<u64>,
}

/// One seat's results.
#[derive(Debug, Clone, Serialize)]
pub struct SeatResult {
    /// Numbered from 1, as the text report numbers seats.
    pub seat: usize,
    pub hands_banked: u64,
    pub per_hand: Estimate,
}

impl PontoonReport {
    pub fn empty(sim: &PontoonSim) -> PontoonReport {
        let seats = sim.seats;
        PontoonReport {
            preset: sim.rules.preset.name(),
            seats,
            hands: 0,
            fixed_banker: sim.fixed_banker,
            punter_level: sim.level.name(),
            banker_level: sim.banker.name(),
            banker_per_hand: Tally::default().estimate(),
            banker_edge_percent: 0.0,
            banker_edge_se_percent: 0.0,
            staked_per_hand: 0.0,
            seat_results: Vec::new(),
            banker: Tally::default(),
            staked: Tally::default(),
            cross: 0,
            by_seat: vec![Tally::default(); seats],
            banked: vec![0; seats],
        }
    }

    /// Works out the derived figures from the tallies.
    fn finish(&mut self) {
        self.hands = self.banker.count;
        self.banker_per_hand = self.banker.estimate();
        let n = self.banker.count as f64;
        let (x, y) = (self.banker.sum as f64, self.staked.sum as f64);
        self.staked_per_hand = if n > 0.0 { y / n } else { 0.0 };
        if y > 0.0 && n > 1.0 {
            // The ratio estimator x/y and its delta-method standard error.
            let ratio = x / y;
            let residual = self.banker.sum_of_squares as f64 - 2.0 * ratio * self.cross as f64
                + ratio * ratio * self.staked.sum_of_squares as f64;
            let variance = (residual / (n - 1.0)).max(0.0);
            self.banker_edge_percent = 100.0 * ratio;
            self.banker_edge_se_percent = 100.0 * variance.sqrt() / (n.sqrt() * (y / n));
        }
        self.seat_results = self
            .by_seat
            .iter()
            .enumerate()
            .map(|(seat, tally)| SeatResult {
                seat: seat + 1,
                hands_banked: self.banked[seat],
                per_hand: tally.estimate(),
            })
            .collect();
    }
}

impl Findings for PontoonReport {
    fn merge(&mut self, other: &PontoonReport) {
        self.banker.merge(&other.banker);
        self.staked.merge(&other.staked);
        self.cross += other.cross;
        for (mine, theirs) in self.by_seat.iter_mut().zip(&other.by_seat) {
            mine.merge(theirs);
        }
        for (mine, theirs) in self.banked.iter_mut().zip(&other.banked) {
            *mine += theirs;
        }
        self.finish();
    }

    fn played(&self) -> u64 {
        self.hands
    }
}

/// Seat 0 keeps the bank: a bot that wins the bank sells it straight back for nothing, and seat 0
/// buys it. Every other decision is `inner`'s.
pub struct FixedBanker {
    pub inner: Box<dyn Bot<Pontoon>>,
}

impl std::fmt::Debug for FixedBanker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FixedBanker").finish_non_exhaustive()
    }
}

impl Bot<Pontoon> for FixedBanker {
    fn act(&mut self, view: &View) -> Action {
        let Viewer::Seat(me) = view.seen.viewer else {
            unreachable!("a bot sees its own seat")
        };
        match view.phase {
            Phase::BetweenRounds { offer: None } if view.banker == me && me != Seat(0) => {
                Action::OfferBank {
                    buyer: Seat(0),
                    price: 0,
                }
            }
            Phase::BetweenRounds { offer: Some(_) } if me == Seat(0) => Action::AcceptBank,
            _ => self.inner.act(view),
        }
    }
}

/// A home game's simulation: a bot of one level in every seat, but the first seat's when it
/// keeps the bank at a level of its own.
#[derive(Debug, Clone)]
pub struct PontoonSim {
    pub rules: Rules,
    pub seats: usize,
    /// The first seat keeps the bank: whoever takes it sells it straight back, for nothing.
    pub fixed_banker: bool,
    /// Every seat's level, the punters'.
    pub level: Level,
    /// The first seat's level: the bank's with a fixed banker, else [`PontoonSim::level`].
    pub banker: Level,
}

impl PontoonSim {
    /// The simulation `ask` asks for: five seats, standard bots, unless it asks otherwise. A
    /// level for the bank needs a fixed banker (a passing bank would carry it from seat to seat
    /// as the first seat's), and the best level needs the rules its strategy was solved for.
    pub fn ask(ask: &Ask) -> Result<PontoonSim, String> {
        ask.no_strategy()?;
        let rules = Pontoon::parse_rules(&ask.rules)?;
        let level = match ask.temperament.as_deref() {
            Some(name) => crate::level(name, "--temperament")?,
            None => Level::Standard,
        };
        let banker = match ask.banker.as_deref() {
            Some(_) if !ask.fixed_banker => {
                return Err(
                    "--banker is the level of the first seat's bot, which keeps the bank only \
                     with --fixed-banker"
                        .into(),
                );
            }
            Some(name) => crate::level(name, "--banker")?,
            None => level,
        };
        if [level, banker].contains(&Level::Best) && !SolvedBot::solves(&rules) {
            // The bot would play the standard temperament throughout and be reported as the best.
            return Err(format!(
                "the best bots play the strategy solved for traditional Pontoon with its default \
                 options and any stakes; the {} table is not that game",
                ask.echo
            ));
        }
        Ok(PontoonSim {
            rules,
            seats: ask.players.unwrap_or(5),
            fixed_banker: ask.fixed_banker,
            level,
            banker,
        })
    }
}

impl Simulation for PontoonSim {
    type Report = PontoonReport;
    const ROUND: &'static str = "hand";
    const CHUNK: u64 = 500;

    fn players(&self) -> usize {
        self.seats
    }

    fn chunk(&self, rounds: u64, seed: u64) -> PontoonReport {
        run_chunk(self, rounds, seed)
    }

    fn empty(&self) -> PontoonReport {
        PontoonReport::empty(self)
    }

    fn words(&self, r: &PontoonReport, told: &Told) -> String {
        let mut out = format!(
            "{} Pontoon, {}, {}, {}, {}, {}\n\
             banker's edge: {:+.2}% ± {:.2}% (standard error) of the chips staked; {:+.3} ± {:.3} \
             chips a hand\n\
             players staked {:.2} chips a hand in all\n",
            told.echo,
            count(r.seats as u64, "seat"),
            count(r.hands, "hand"),
            if r.fixed_banker {
                "the first seat banking throughout"
            } else {
                "the bank passing by the rules"
            },
            if r.punter_level == r.banker_level {
                format!("{} bots", r.punter_level)
            } else {
                format!(
                    "{} punters against a {} banker",
                    r.punter_level, r.banker_level
                )
            },
            told.tail(),
            r.banker_edge_percent,
            r.banker_edge_se_percent,
            r.banker_per_hand.mean,
            r.banker_per_hand.se,
            r.staked_per_hand
        );
        for seat in &r.seat_results {
            out += &format!(
                "seat {}: banked {}; {:+.3} ± {:.3} chips a hand\n",
                seat.seat,
                count(seat.hands_banked, "hand"),
                seat.per_hand.mean,
                seat.per_hand.se
            );
        }
        out
    }
}

/// Plays `hands` hands of a fresh session seeded `seed`, every seat a bot.
pub fn run_chunk(sim: &PontoonSim, hands: u64, seed: u64) -> PontoonReport {
    let (rules, seats) = (&sim.rules, sim.seats);
    let source = CardSource::seeded(usize::from(rules.packs), seed);
    let (mut game, _) = Pontoon::new(*rules, table(seats, BOTTOMLESS, Some(Seat(0))), source)
        .expect("the simulator sets up a valid table");
    let mut bots: Vec<Box<dyn Bot<Pontoon>>> = (0..seats)
        .map(|i| {
            let level = if i == 0 { sim.banker } else { sim.level };
            let bot = Pontoon::leveled(rules, crate::chunk_seed(seed, i as u64), level)
                .expect("a home table offers every level");
            if sim.fixed_banker {
                Box::new(FixedBanker { inner: bot })
            } else {
                bot
            }
        })
        .collect();
    let mut report = PontoonReport::empty(sim);
    play(&mut game, &mut bots, hands as u32, |_, events| {
        for event in events {
            let Event::RoundOver { round: hand } = Pontoon::event_view(event, Viewer::Auditor)
            else {
                continue;
            };
            let banker = hand.banker.seat.index();
            let banker_result = hand.net[banker] + hand.kitty_net;
            let staked: u64 = hand
                .punters
                .iter()
                .flat_map(|p| &p.hands)
                .map(|h| h.total_stake())
                .sum();
            report.banker.push(banker_result);
            report.staked.push(staked as i64);
            report.cross += i128::from(banker_result) * i128::from(staked);
            report.banked[banker] += 1;
            for (seat, tally) in report.by_seat.iter_mut().enumerate() {
                let kitty = if seat == banker { hand.kitty_net } else { 0 };
                tally.push(hand.net[seat] + kitty);
            }
        }
    })
    .unwrap_or_else(|illegal| panic!("a bot broke the rules: {illegal}"));
    report.finish();
    report
}
