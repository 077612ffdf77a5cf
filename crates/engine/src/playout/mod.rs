//! The random-playout harness every game's tests reuse (after OpenSpiel's `RandomSimTest`).
//!
//! It plays many random sessions and checks at every step that:
//! - only the seats on turn have moves, and each has a timeout among them;
//! - every legal action applies (each bound of every amount range, and one amount inside it);
//! - sampled arbitrary actions are accepted exactly when a legal move admits them, and a rejected one
//!   leaves the state exactly as it was; each action and refusal reads back from its wire form, and
//!   each event's name is its wire tag;
//! - chips are conserved (and, being unsigned, never negative), and the game's own invariants hold;
//! - seat changes tried now and then are refused mid-hand and changing nothing, and accepted at the
//!   seams with exactly the chips they bring or take;
//! - every hand ends within a bounded number of steps, and so every session ends;
//! - the session's hand record replays to exactly the same state;
//! - no view leaks: for a viewer and a step, two cards the viewer has not been allowed to see are
//!   swapped in the pack before the deal, and the same history is replayed. As long as the two
//!   sessions stay exactly the same but for the names of the swapped cards (their whole states
//!   compared), the viewer's view and events must not change at all.

//!
//! Its parts: what it asks of a game, its configuration and report, and the run (here); one
//! session played step by step with every check (`session.rs`); the session's record replayed,
//! and each round recorded apart replayed alone (`replay.rs`); the leak checks (`leaks.rs`); what
//! the games' test suites share around the run (`suite.rs`).

mod leaks;
mod replay;
mod session;
mod suite;

use session::play_session;
use std::collections::BTreeMap;
pub use suite::{Stacks, check_fuzzed, check_records, fuzzed_record, open_seeded, run_printed};

use parlour_cards::Card;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::record::Recorded;
use crate::{Game, Opening, Viewer};

/// What the harness needs of a game beyond its [`Game`] core: test hooks, kept apart the way
/// OpenSpiel keeps its basic tests apart from its games.
pub trait Probe: Game + Recorded {
    /// Every card now on the table (or shown from it) that `viewer` may see, by the audience marks
    /// the view obeys, never by the view itself. The leak tests re-deal every other card and check
    /// the view does not change.
    fn visible_cards(&self, viewer: Viewer) -> Vec<Card>;
    /// The same session with every card renamed by `rename` (a one-to-one map of the 52 cards),
    /// wherever it is: pack, hands, discards. The leak tests compare a session dealt from a renamed
    /// pack with this, to know that the two went the same way but for the names of hidden cards.
    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self;
    /// Any action at all, legal or not, for the harness to try.
    fn arbitrary_action(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Self::Action;
    /// The game's own invariants (the shoot cap, every card accounted for...), checked after every
    /// step: a description of the first one broken.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}

/// A deterministic source of choices for the harness (not for games: they take cards from a
/// `CardSource`).
#[derive(Debug, Clone)]
pub struct Chooser {
    rng: ChaCha8Rng,
}

impl Chooser {
    pub fn new(seed: u64) -> Chooser {
        Chooser {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A number in `lo..=hi`.
    pub fn pick(&mut self, lo: u64, hi: u64) -> u64 {
        assert!(lo <= hi, "empty range {lo}..={hi}");
        let span = hi - lo;
        if span == u64::MAX {
            return self.rng.next_u64();
        }
        // Bias of at most span / 2^64: irrelevant for test choices.
        lo + self.rng.next_u64() % (span + 1)
    }

    /// An index below `len`.
    pub fn below(&mut self, len: usize) -> usize {
        self.pick(0, len as u64 - 1) as usize
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.pick(0, 99) < percent
    }

    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The seats of a random table that may open with seats empty, as a card room's does: one table
/// in five has some seats empty, one in thirty-three every seat (it waits for players). `player`
/// makes the player of a seat that is taken.
pub fn seats_some_empty(
    chooser: &mut Chooser,
    seats: usize,
    mut player: impl FnMut(usize, &mut Chooser) -> crate::Player,
) -> Vec<crate::Player> {
    let empty = chooser.chance(20);
    let all_empty = chooser.chance(3);
    (0..seats)
        .map(|i| {
            if all_empty || (empty && chooser.chance(40)) {
                crate::Player::empty()
            } else {
                player(i, chooser)
            }
        })
        .collect()
}

/// One random session to play: rules, players, and the seed of its shuffles.
#[derive(Debug, Clone)]
pub struct Scenario<G: Probe> {
    pub rules: G::Rules,
    pub table: Opening,
    pub seed: u64,
}

/// How much to play.
#[derive(Debug, Clone)]
pub struct Config {
    pub sessions: usize,
    /// A session stops after this many hands if it has not ended by itself.
    pub max_hands: u32,
    /// A hand that takes more steps than this is reported as never ending.
    pub max_steps_per_hand: usize,
    /// Arbitrary actions tried (on a copy) at every step.
    pub arbitrary_per_step: usize,
    /// Leak checks per session, each at a random step for a random viewer.
    pub leak_checks_per_session: usize,
    pub seed: u64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            sessions: 1000,
            max_hands: 6,
            max_steps_per_hand: 500,
            arbitrary_per_step: 4,
            leak_checks_per_session: 2,
            seed: 0,
        }
    }
}

/// What a run did, so a test can check it did enough.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub sessions: usize,
    pub sessions_ended_by_rules: usize,
    pub hands: u64,
    pub steps: u64,
    pub legal_actions_tried: u64,
    pub rejections_checked: u64,
    /// Leak checks that replayed the swapped session all the way to their step.
    pub leak_checks_complete: u64,
    /// Leak checks cut short because the swapped cards changed the course of the session (the views
    /// were still compared up to that point).
    pub leak_checks_diverged: u64,
    /// Leak checks not made because the viewer had seen nearly every card.
    pub leak_checks_skipped: u64,
    /// Refusals of a seat's arbitrary action compared between a session and its re-dealt twin
    /// (they must be equal: a refusal tells its seat nothing of a card hidden from it).
    pub refusals_compared: u64,
    /// Steps at which the seat on turn timed out and its timeout action was played.
    pub timeouts_played: u64,
    /// Seat changes accepted (sit down, top up, stand up, move), at the seams of the games.
    pub seat_changes: u64,
    /// Views read back from their wire form (with the moves and events of those steps).
    pub wire_round_trips: u64,
    /// Leak checks made from a seat that had changed hands (a newcomer sat, or a player moved, in
    /// it) with cards still on the table from before.
    pub leak_checks_after_handovers: u64,
    /// Rounds recorded apart from their session ([`Recorded::APART`]) whose records replayed to
    /// the same round.
    pub rounds_apart: u64,
    /// Snapshots of a session's table (at the end of each round, and once within one) resumed
    /// and played on to the session's end exactly as the table played ([`crate::Live::resume`]).
    pub snapshots: u64,
    /// How often each kind of event happened in the sessions played, so a test can check that a run
    /// reached every rule it means to exercise.
    pub events: BTreeMap<&'static str, u64>,
}

impl Report {
    /// Panics unless the run checked what every game's playout must: seats timed out and their
    /// timeouts were played, refusals were compared with their re-dealt twins (not only views), and
    /// most leak checks compared the viewer's view all the way to their step.
    pub fn assert_thorough(&self) {
        assert!(self.timeouts_played > 100, "too few timeouts: {self:?}");
        assert!(self.snapshots > 100, "too few snapshots: {self:?}");
        assert!(
            self.wire_round_trips > 1000,
            "too few wire checks: {self:?}"
        );
        assert!(
            self.refusals_compared > self.leak_checks_complete,
            "too few refusals compared: {self:?}"
        );
        let checks = self.leak_checks_complete + self.leak_checks_diverged;
        assert!(
            self.leak_checks_complete * 2 > checks,
            "too many leak checks diverged: {self:?}"
        );
    }

    fn add(&mut self, other: &Report) {
        self.sessions += other.sessions;
        self.sessions_ended_by_rules += other.sessions_ended_by_rules;
        self.hands += other.hands;
        self.steps += other.steps;
        self.legal_actions_tried += other.legal_actions_tried;
        self.rejections_checked += other.rejections_checked;
        self.leak_checks_complete += other.leak_checks_complete;
        self.leak_checks_diverged += other.leak_checks_diverged;
        self.leak_checks_skipped += other.leak_checks_skipped;
        self.refusals_compared += other.refusals_compared;
        self.timeouts_played += other.timeouts_played;
        self.seat_changes += other.seat_changes;
        self.wire_round_trips += other.wire_round_trips;
        self.leak_checks_after_handovers += other.leak_checks_after_handovers;
        self.rounds_apart += other.rounds_apart;
        self.snapshots += other.snapshots;
        for (name, count) in &other.events {
            *self.events.entry(name).or_default() += count;
        }
    }
}

/// Plays `config.sessions` random sessions, each set up by `scenario`, on every core. Panics with a
/// replayable hand record at the first broken invariant.
pub fn run<G, F>(config: &Config, scenario: F) -> Report
where
    G: Probe + Send,
    F: Fn(&mut Chooser) -> Scenario<G> + Sync,
{
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let reports: Vec<Report> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|worker| {
                let scenario = &scenario;
                scope.spawn(move || {
                    let mut report = Report::default();
                    for session in (worker..config.sessions).step_by(threads) {
                        let seed = config
                            .seed
                            .wrapping_mul(1_000_003)
                            .wrapping_add(session as u64);
                        report.add(&play_session::<G>(config, seed, scenario));
                    }
                    report
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a playout thread panicked"))
            .collect()
    });
    let mut total = Report::default();
    for report in &reports {
        total.add(report);
    }
    total
}
