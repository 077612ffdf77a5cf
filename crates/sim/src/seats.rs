//! Any game's simulation through the full engine: its bots in every seat, and each seat's result
//! a round, read from the chips alone. A game with nothing more to measure needs no simulation of
//! its own: this one seats its standard bots.

use parlour_bots::{Bot, Standard, play};
use parlour_cards::CardSource;
use parlour_engine::record::Recorded;
use parlour_engine::{Game, MAX_CHIPS, Seat, count};
use serde::Serialize;

use crate::stats::{Estimate, Tally};
use crate::{Ask, Findings, Simulation, Told, table};

/// What a run found: each seat's result a round.
#[derive(Debug, Clone, Serialize)]
pub struct SeatsReport {
    pub seats: usize,
    pub rounds: u64,
    /// Each seat's result per round, in chips, seats numbered from 1.
    pub seat_results: Vec<Estimate>,
    #[serde(skip)]
    by_seat: Vec<Tally>,
}

impl SeatsReport {
    fn finish(&mut self) {
        self.rounds = self.by_seat.first().map_or(0, |tally| tally.count);
        self.seat_results = self.by_seat.iter().map(Tally::estimate).collect();
    }
}

impl Findings for SeatsReport {
    fn merge(&mut self, other: &SeatsReport) {
        for (mine, theirs) in self.by_seat.iter_mut().zip(&other.by_seat) {
            mine.merge(theirs);
        }
        self.finish();
    }

    fn played(&self) -> u64 {
        self.rounds
    }
}

/// Game `G`'s simulation: its standard bot in every seat.
pub struct SeatsSim<G: Game> {
    rules: G::Rules,
    seats: usize,
    /// Packs the source deals from.
    packs: usize,
}

impl<G: Game> std::fmt::Debug for SeatsSim<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeatsSim")
            .field("game", &G::NAME)
            .field("seats", &self.seats)
            .finish()
    }
}

impl<G: Recorded + Standard> SeatsSim<G> {
    /// The simulation `ask` asks for (as many seats as the rules' fewest unless it asks for more),
    /// its cards from `packs` packs. Its bots have one way to play, so a strategy or a
    /// temperament is refused.
    pub fn ask(ask: &Ask, packs: usize) -> Result<SeatsSim<G>, String> {
        ask.no_strategy()?;
        ask.no_banker()?;
        if ask.temperament.is_some() {
            return Err(format!(
                "--temperament is for the home games and Palace Poker; the {} bots play one way",
                ask.echo
            ));
        }
        let rules = G::parse_rules(&ask.rules)?;
        let seats = ask
            .players
            .unwrap_or(*parlour_engine::RuleSet::seats(&rules).start());
        Ok(SeatsSim {
            rules,
            seats,
            packs,
        })
    }
}

impl<G: Recorded + Standard> Simulation for SeatsSim<G>
where
    G::Rules: Sync,
{
    type Report = SeatsReport;
    fn players(&self) -> usize {
        self.seats
    }

    fn chunk(&self, rounds: u64, seed: u64) -> SeatsReport {
        // Chips enough that nobody runs short, and that the table's total stays within a
        // player's most.
        let chips = MAX_CHIPS / self.seats.max(1) as u64;
        let (mut game, _) = G::new(
            self.rules.clone(),
            table(self.seats, chips, None),
            CardSource::seeded(self.packs, seed),
        )
        .expect("the simulator sets up a valid table");
        let mut bots: Vec<Box<dyn Bot<G>>> = (0..self.seats)
            .map(|seat| G::standard(&self.rules, crate::chunk_seed(seed, seat as u64)))
            .collect();
        let mut report = self.empty();
        let chips_now = |game: &G| -> Vec<u64> {
            (0..game.seats())
                .map(|i| game.chips(Seat::from(i)))
                .collect()
        };
        let mut before = chips_now(&game);
        let mut round = game.rounds_played();
        play(&mut game, &mut bots, rounds as u32, |game, _| {
            if game.rounds_played() == round {
                return;
            }
            round = game.rounds_played();
            let after = chips_now(game);
            for ((tally, was), is) in report.by_seat.iter_mut().zip(&before).zip(&after) {
                tally.push(*is as i64 - *was as i64);
            }
            before = after;
        })
        .unwrap_or_else(|illegal| panic!("a bot broke the rules: {illegal}"));
        report.finish();
        report
    }

    fn empty(&self) -> SeatsReport {
        SeatsReport {
            seats: self.seats,
            rounds: 0,
            seat_results: Vec::new(),
            by_seat: vec![Tally::default(); self.seats],
        }
    }

    fn words(&self, r: &SeatsReport, told: &Told) -> String {
        let mut out = format!(
            "{}, {}, {}, {}\n",
            told.echo,
            count(r.seats as u64, "seat"),
            count(r.rounds, "round"),
            told.tail()
        );
        for (seat, result) in r.seat_results.iter().enumerate() {
            out += &format!(
                "seat {}: {:+.3} ± {:.3} chips a round\n",
                seat + 1,
                result.mean,
                result.se
            );
        }
        out
    }
}
