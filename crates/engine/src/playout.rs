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

use std::collections::BTreeMap;

use parlour_cards::{Card, CardSource};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use serde_json::Value;

use crate::record::{Deal, Prepared, Record, Recorded, write_record};
use crate::seating::SeatChange;
use crate::{Game, LegalMove, Live, Named, RuleSet, Seat, Table, Viewer, renamed};

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
    pub table: Table,
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

/// Card identities as a bit set (bit = `Card::index`).
type CardSet = u64;

fn card_set(cards: &[Card]) -> CardSet {
    cards.iter().fold(0, |set, card| set | (1 << card.index()))
}

const ALL_CARDS: CardSet = (1 << 52) - 1;

struct Session<G: Probe> {
    scenario: Scenario<G>,
    cards: CardSource,
    actions: Vec<(Seat, G::Action)>,
    /// Per step (0 = before the first action): what each viewer has been allowed to see so far,
    /// and the cards on the table at that step.
    seen: Vec<Seen>,
    /// Steps at which a seat changed hands (someone sat or moved into it) while cards were on the
    /// table, and the seat: where a view that followed the seat rather than the cards would leak.
    handovers: Vec<(usize, usize)>,
}

/// What each viewer has been allowed to see at one step.
#[derive(Debug, Clone)]
struct Seen {
    /// For each viewer, the cards it has been allowed to see since it took its place.
    cards: Vec<CardSet>,
    /// For each viewer, the step from which its seat has been held by the player in it now: a
    /// seat's viewer is a person, and what the seat showed before they sat there was never theirs
    /// to see (a spectator's place is its own from the start).
    since: Vec<usize>,
    /// The cards on the table.
    on_table: CardSet,
    /// For each viewer, the cards hidden on the table when its seat changed hands (none of them
    /// its own), while that table lasts.
    inherited: Vec<CardSet>,
}

fn viewers(seats: usize) -> Vec<Viewer> {
    let mut all: Vec<Viewer> = (0..seats).map(|i| Viewer::Seat(Seat::from(i))).collect();
    all.push(Viewer::Spectator);
    all
}

fn fail<G: Probe>(session: &Session<G>, game: &G, seed: u64, what: String) -> ! {
    let record = write_record::<G>(
        &session.scenario.rules,
        &session.scenario.table,
        &Deal::Seed(session.scenario.seed),
        true,
        &session.actions,
    );
    panic!(
        "playout session {seed}, after {} hands: {what}\nreplay it with `parlour script` on this \
         record:\n{}",
        game.rounds_played(),
        serde_json::to_string(&record).expect("records serialize")
    );
}

/// How often the harness checks the wire forms: every this many steps.
const WIRE_EVERY: u64 = 64;

/// Whether a value reads back from its wire form (docs/wire.md) as itself.
fn round_trips<T>(value: &T) -> Result<(), String>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let wire = serde_json::to_value(value).map_err(|e| format!("does not serialize: {e}"))?;
    match serde_json::from_value::<T>(wire.clone()) {
        Ok(back) if back == *value => Ok(()),
        Ok(back) => Err(format!("{wire} reads back as {back:?}")),
        Err(e) => Err(format!("{wire} does not read back: {e}")),
    }
}

/// Counts an event by name. The first of each name is checked against its `event` tag on the wire,
/// so the names the tests count are the names the documents give.
fn count<G: Probe>(report: &mut Report, event: &G::Event) {
    let name = event.name();
    let count = report.events.entry(name).or_default();
    if *count == 0 {
        let wire =
            serde_json::to_value(G::event_view(event, Viewer::Auditor)).expect("events serialize");
        assert_eq!(
            wire["event"], name,
            "an event's name is its wire tag: {wire}"
        );
    }
    *count += 1;
}

fn play_session<G: Probe>(
    config: &Config,
    seed: u64,
    scenario: &dyn Fn(&mut Chooser) -> Scenario<G>,
) -> Report {
    let mut chooser = Chooser::new(seed);
    let setup = scenario(&mut chooser);
    let cards = CardSource::seeded(setup.rules.packs(), setup.seed);
    let (mut game, start) = G::new(setup.rules.clone(), setup.table.clone(), cards.clone())
        .unwrap_or_else(|e| panic!("playout session {seed}: the scenario does not set up: {e}"));
    let seats = game.seats();
    let everyone = viewers(seats);
    let mut chips = game.chips_on_table();
    // Seat changes draw from a chooser of their own.
    let mut seating = Chooser::new(seed ^ 0x5ea7_5ea7);
    let mut session = Session {
        scenario: setup,
        cards,
        actions: Vec::new(),
        seen: Vec::new(),
        handovers: Vec::new(),
    };
    let mut report = Report {
        sessions: 1,
        ..Report::default()
    };
    for event in &start {
        count::<G>(&mut report, event);
    }
    let mut seen: Vec<CardSet> = vec![0; everyone.len()];
    let mut since: Vec<usize> = vec![0; everyone.len()];
    // For a seat that changed hands with cards on the table: the cards hidden from everyone but
    // their holders then (none of them the newcomer's), and the table as it was. Whatever the
    // audience marks say, the newcomer is not allowed those cards while that table lasts.
    let mut inherited: Vec<(CardSet, CardSet)> = vec![(0, 0); everyone.len()];
    // A seat just stood up from is sat in again at once, now and then: the newcomer must see
    // nothing of what the last player there was dealt.
    let mut sit_next: Option<Seat> = None;
    let mut steps_this_hand = 0;
    let mut hands = game.rounds_played();
    loop {
        // Every 64th step, every view (with a seat's moves in it) and every event reads back from
        // its wire form as itself.
        let wire_step = report.steps.is_multiple_of(WIRE_EVERY);
        let on_table = card_set(&game.visible_cards(Viewer::Auditor));
        for (index, &viewer) in everyone.iter().enumerate() {
            let (cards, table_then) = &mut inherited[index];
            if *table_then != on_table {
                // The round the seat changed hands in is gone: what is dealt now is new.
                *cards = 0;
            }
            seen[index] |= card_set(&game.visible_cards(viewer)) & !*cards;
            // Every view must build without panicking, whatever the moment.
            let view = game.view(viewer);
            if wire_step {
                report.wire_round_trips += 1;
                if let Err(broken) = round_trips(&view) {
                    fail(
                        &session,
                        &game,
                        seed,
                        format!("{viewer:?}'s view: {broken}"),
                    );
                }
            }
        }
        session.seen.push(Seen {
            cards: seen.clone(),
            since: since.clone(),
            on_table,
            inherited: inherited.iter().map(|(cards, _)| *cards).collect(),
        });

        if game.is_over() {
            report.sessions_ended_by_rules += 1;
            break;
        }
        if game.rounds_played() >= config.max_hands {
            break;
        }
        // Not over, so some seat may act (a session is over exactly when none may).
        let to_act: Vec<Seat> = game.to_act().iter().collect();
        for index in 0..game.seats() {
            let seat = Seat::from(index);
            let moves = game.legal_moves(seat);
            // A seat on turn that does not act in time is taken to make one of its legal moves.
            match game.timeout(seat) {
                Some(action) if !moves.iter().any(|m| m.admits(&action)) => fail(
                    &session,
                    &game,
                    seed,
                    format!("{seat}'s timeout {action:?} is not among its moves {moves:?}"),
                ),
                None if !moves.is_empty() => fail(
                    &session,
                    &game,
                    seed,
                    format!("{seat} is on turn but has no timeout"),
                ),
                _ => {}
            }
            if to_act.contains(&seat) == moves.is_empty() {
                fail(
                    &session,
                    &game,
                    seed,
                    format!(
                        "{seat}: on turn {} but has moves {moves:?}",
                        to_act.contains(&seat)
                    ),
                );
            }
        }

        // Every legal action applies.
        for &seat in &to_act {
            for legal in game.legal_moves(seat) {
                for action in legal.examples(&mut |lo, hi| chooser.pick(lo, hi)) {
                    report.legal_actions_tried += 1;
                    let mut copy = game.clone();
                    if let Err(rejection) = copy.apply(seat, &action) {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!("legal {action:?} by {seat} was rejected: {rejection}"),
                        );
                    }
                }
            }
        }

        // Arbitrary actions: accepted exactly when legal; a rejection changes nothing.
        for _ in 0..config.arbitrary_per_step {
            let seat = Seat::from(chooser.below(seats + 1));
            let action = G::arbitrary_action(seats, &mut |lo, hi| chooser.pick(lo, hi));
            if let Err(broken) = round_trips(&action) {
                fail(
                    &session,
                    &game,
                    seed,
                    format!("action {action:?}: {broken}"),
                );
            }
            let legal = game.legal_moves(seat).iter().any(|m| m.admits(&action));
            let mut copy = game.clone();
            match copy.apply(seat, &action) {
                Ok(_) if legal => {}
                Ok(_) => fail(
                    &session,
                    &game,
                    seed,
                    format!("{action:?} by {seat} is not among the legal moves but was accepted"),
                ),
                Err(rejection) => {
                    report.rejections_checked += 1;
                    if let Err(broken) = round_trips(&rejection) {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!("refusal {rejection:?}: {broken}"),
                        );
                    }
                    if legal {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!("legal {action:?} by {seat} was rejected: {rejection}"),
                        );
                    }
                    if copy != game {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!(
                                "rejected {action:?} by {seat} ({rejection}) changed the state"
                            ),
                        );
                    }
                }
            }
        }

        // Now and then someone sits down, tops up, stands up or moves: refused while a hand is in
        // play, accepted at the seams, and chips come and go only with them.
        let again = sit_next.take();
        if again.is_some() || seating.chance(SEAT_PERCENT) {
            let seats_now = game.seats();
            let seat = again.unwrap_or_else(|| Seat::from(seating.below(seats_now + 1)));
            let change = match seating.below(5) {
                _ if again.is_some() => SeatChange::Sit {
                    name: format!("Newcomer {}", session.actions.len()),
                    chips: seating.pick(50, 300),
                },
                0 => SeatChange::Sit {
                    name: format!("Newcomer {}", session.actions.len()),
                    chips: seating.pick(0, 300),
                },
                1 => SeatChange::TopUp {
                    chips: seating.pick(0, 200),
                },
                2 => SeatChange::Stand,
                // A seed is refused here: the harness deals seeded packs, which take none.
                3 => SeatChange::Seed {
                    shuffle: Some(0),
                    seed: format!("seed {}", session.actions.len()),
                },
                _ => SeatChange::Move {
                    to: Seat::from(seating.below(seats_now + 1)),
                },
            };
            let action = G::Action::from(change.clone());
            if let Err(broken) = round_trips(&action) {
                fail(
                    &session,
                    &game,
                    seed,
                    format!("action {action:?}: {broken}"),
                );
            }
            let held = if seat.index() < seats_now {
                game.chips(seat)
            } else {
                0
            };
            let mut copy = game.clone();
            match copy.apply(seat, &action) {
                Ok(events) => {
                    for event in &events {
                        count::<G>(&mut report, event);
                    }
                    game = copy;
                    session.actions.push((seat, action));
                    report.seat_changes += 1;
                    // Whoever holds a seat now has seen nothing yet from it; a mover takes what
                    // they saw with them.
                    let step = session.actions.len();
                    let hidden_then = on_table & !card_set(&game.visible_cards(Viewer::Spectator));
                    match &change {
                        SeatChange::Stand | SeatChange::Sit { .. } if seat.index() < seats => {
                            seen[seat.index()] = 0;
                            since[seat.index()] = step;
                            inherited[seat.index()] = (hidden_then, on_table);
                            if matches!(change, SeatChange::Sit { .. }) && hidden_then != 0 {
                                session.handovers.push((step, seat.index()));
                            }
                            if change == SeatChange::Stand && seating.chance(50) {
                                sit_next = Some(seat);
                            }
                        }
                        SeatChange::Move { to } if seat.index() < seats && to.index() < seats => {
                            let (from, to) = (seat.index(), to.index());
                            // The mover keeps what they saw; nothing else hidden is theirs.
                            inherited[to] = (hidden_then & !seen[from], on_table);
                            inherited[from] = (hidden_then, on_table);
                            seen[to] = std::mem::take(&mut seen[from]);
                            since[to] = step;
                            since[from] = step;
                            if hidden_then & !seen[to] != 0 {
                                session.handovers.push((step, to));
                            }
                        }
                        _ => {}
                    }
                    let after = game.chips_on_table();
                    let right = match change {
                        SeatChange::Sit { chips: brought, .. }
                        | SeatChange::TopUp { chips: brought } => {
                            after == chips + i128::from(brought)
                        }
                        // A home banker takes the kitty with him too.
                        SeatChange::Stand => {
                            after + i128::from(held) <= chips && game.chips(seat) == 0
                        }
                        SeatChange::Move { .. }
                        | SeatChange::Seed { .. }
                        | SeatChange::Seeded { .. } => after == chips,
                    };
                    if !right {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!("{change:?} by {seat} took the chips from {chips} to {after}"),
                        );
                    }
                    chips = after;
                    if let Err(broken) = game.check_invariants() {
                        fail(&session, &game, seed, broken);
                    }
                    continue;
                }
                Err(rejection) => {
                    if copy != game {
                        fail(
                            &session,
                            &game,
                            seed,
                            format!("refused {change:?} by {seat} ({rejection}) changed the state"),
                        );
                    }
                }
            }
        }

        // Play one of the legal actions: a seat on turn, one of its moves, one of that move's actions
        // (so a move with many amounts is not chosen more often than one without).
        // Now and then the seat does not act in time, and its timeout is played instead.
        let seat = *chooser.choose(&to_act);
        let action = if chooser.chance(TIMEOUT_PERCENT) {
            report.timeouts_played += 1;
            game.timeout(seat).expect("checked above")
        } else {
            let moves = game.legal_moves(seat);
            let legal = chooser.choose(&moves).clone();
            let examples = legal.examples(&mut |lo, hi| chooser.pick(lo, hi));
            chooser.choose(&examples).clone()
        };
        for event in game.apply(seat, &action).expect("checked above") {
            count::<G>(&mut report, &event);
            // Every finished round, in its record form, reads back as itself.
            if let Some(finished) = G::finished(&G::event_view(&event, Viewer::Auditor)) {
                report.wire_round_trips += 1;
                if let Err(broken) = round_trips(&finished) {
                    fail(&session, &game, seed, format!("finished round: {broken}"));
                }
            }
            if wire_step {
                for viewer in [Viewer::Auditor, Viewer::Spectator] {
                    if let Err(broken) = round_trips(&G::event_view(&event, viewer)) {
                        fail(&session, &game, seed, format!("event {event:?}: {broken}"));
                    }
                }
            }
        }
        session.actions.push((seat, action));
        report.steps += 1;
        if game.chips_on_table() != chips {
            fail(
                &session,
                &game,
                seed,
                format!(
                    "chips on the table went from {chips} to {}",
                    game.chips_on_table()
                ),
            );
        }
        if let Err(broken) = game.check_invariants() {
            fail(&session, &game, seed, broken);
        }
        if game.rounds_played() == hands {
            steps_this_hand += 1;
            if steps_this_hand > config.max_steps_per_hand {
                fail(&session, &game, seed, "a hand does not end".into());
            }
        } else {
            hands = game.rounds_played();
            steps_this_hand = 0;
        }
    }
    report.hands = u64::from(game.rounds_played());

    check_replay(&session, &game, seed);
    report.rounds_apart = check_rounds_apart(&session, &game, seed);
    for check in 0..config.leak_checks_per_session {
        let (mut step, mut viewer) = (
            chooser.below(session.seen.len()),
            chooser.below(everyone.len()),
        );
        // The first check of a session whose seats changed hands with cards on the table looks
        // from such a seat, at a step after the change: its newcomer, or its mover.
        if check == 0 && !session.handovers.is_empty() {
            let &(at, seat) = chooser.choose(&session.handovers);
            // A step while the table the seat changed hands at is still out.
            let lasts = session.seen[at..]
                .iter()
                .take_while(|seen| seen.on_table == session.seen[at].on_table)
                .count();
            step = at + chooser.below(lasts.max(1));
            viewer = seat;
            report.leak_checks_after_handovers += 1;
        }
        match check_leaks(
            &session,
            &game,
            seed,
            step,
            viewer,
            everyone[viewer],
            &mut chooser,
        ) {
            LeakCheck::Complete { refusals } => {
                report.leak_checks_complete += 1;
                report.refusals_compared += refusals;
            }
            LeakCheck::Diverged => report.leak_checks_diverged += 1,
            LeakCheck::Skipped => report.leak_checks_skipped += 1,
        }
    }
    report
}

/// The session's hand record, written out and read back, replays to exactly the same state.
fn check_replay<G: Probe>(session: &Session<G>, game: &G, seed: u64) {
    let record = write_record::<G>(
        &session.scenario.rules,
        &session.scenario.table,
        &Deal::Seed(session.scenario.seed),
        true,
        &session.actions,
    );
    let replayed = Record::parse(&record.to_string())
        .and_then(|record| Prepared::<G>::from_record(&record))
        .and_then(|prepared| prepared.play());
    match replayed {
        Ok((replay, output)) => {
            if &replay != game {
                fail(
                    session,
                    game,
                    seed,
                    "the hand record replays to a different state".into(),
                );
            }
            if !output.all_accepted() {
                fail(
                    session,
                    game,
                    seed,
                    "the hand record's replay rejects an action".into(),
                );
            }
        }
        Err(e) => fail(
            session,
            game,
            seed,
            format!("the hand record does not replay: {e}"),
        ),
    }
}

/// Each round the session finished, recorded apart from it, replays alone to the same round: the
/// same cards, results and chips. How many rounds were checked.
fn check_rounds_apart<G: Probe>(session: &Session<G>, game: &G, seed: u64) -> u64 {
    let Some(apart) = G::APART else {
        return 0;
    };
    let scenario = &session.scenario;
    let (mut live, _) = Live::<G>::open(
        scenario.rules.clone(),
        scenario.table.clone(),
        Deal::Seed(scenario.seed),
    )
    .expect("the session opened once already");
    let mut checked = 0;
    for (seat, action) in &session.actions {
        live.apply(*seat, action, None)
            .expect("the session's actions were accepted once already");
        let Some(round) = live.finished_round() else {
            continue;
        };
        let broken = |what: String| -> ! {
            fail(
                session,
                game,
                seed,
                format!(
                    "round {} recorded apart: {what}: {}",
                    checked + 1,
                    round.record
                ),
            )
        };
        let replayed = Record::parse(&round.record.to_string())
            .and_then(|record| Prepared::<G>::from_record(&record))
            .and_then(|prepared| prepared.replay())
            .unwrap_or_else(|e| broken(format!("does not replay: {e}")));
        if !replayed.output.all_accepted() {
            broken("its replay refuses an action".into());
        }
        let place = |value: &Value| {
            let mut finished: G::Finished =
                serde_json::from_value(value.clone()).expect("a finished round reads back");
            (apart.placeless)(&mut finished);
            finished
        };
        match replayed.output.hands.as_slice() {
            [alone] if place(alone) == place(&round.finished) => {}
            hands => broken(format!("replays to {hands:?}, not {}", round.finished)),
        }
        if replayed.live.game().players() != live.game().players() {
            broken("its replay leaves other chips".into());
        }
        checked += 1;
    }
    checked
}

enum LeakCheck {
    Complete { refusals: u64 },
    Diverged,
    Skipped,
}

fn nth_card(set: CardSet, mut n: usize) -> Card {
    for index in 0..52 {
        if set & (1 << index) != 0 {
            if n == 0 {
                return Card::from_index(index);
            }
            n -= 1;
        }
    }
    unreachable!("fewer cards in the set than asked for")
}

fn check_leaks<G: Probe>(
    session: &Session<G>,
    game: &G,
    seed: u64,
    step: usize,
    viewer_index: usize,
    viewer: Viewer,
    chooser: &mut Chooser,
) -> LeakCheck {
    let Seen {
        cards: seen,
        since,
        on_table,
        inherited,
    } = &session.seen[step];
    // The viewer is the one in its place at `step`: its view is compared from the step its
    // place became theirs.
    let from = since[viewer_index];
    let hidden = ALL_CARDS & !seen[viewer_index];
    if hidden.count_ones() < 2 {
        return LeakCheck::Skipped;
    }
    // Prefer a hidden card on the table (another player's, the banker's) over one in the pack;
    // after a seat changed hands, two of the cards left there by its last player, swapped within
    // that player's own hand so that the play goes on alike and the views are compared to the end.
    let hidden_on_table = hidden & on_table;
    let left_behind = hidden & inherited[viewer_index];
    // The card swapped, and where its partner is drawn from.
    let (pool, partners) = if left_behind.count_ones() >= 2 {
        (left_behind, left_behind)
    } else if hidden_on_table != 0 {
        (hidden_on_table, hidden)
    } else {
        (hidden, hidden)
    };
    let a = nth_card(pool, chooser.below(pool.count_ones() as usize));
    let rest = partners & !(1 << a.index());
    let b = nth_card(rest, chooser.below(rest.count_ones() as usize));
    let swap = |card: Card| {
        if card == a {
            b
        } else if card == b {
            a
        } else {
            card
        }
    };

    let scenario = &session.scenario;
    let start = |cards: CardSource| {
        G::new(scenario.rules.clone(), scenario.table.clone(), cards).expect("set up before")
    };
    let (mut original, original_events) = start(session.cards.clone());
    let (mut swapped, swapped_events) = start(session.cards.renamed(swap));
    let leak = |at: String, what: &str, before: String, after: String| -> ! {
        fail(
            session,
            game,
            seed,
            format!(
                "{viewer:?} can tell {a} from {b} {at}: its {what} changes when they are swapped\n\
                 before: {before}\nafter:  {after}"
            ),
        )
    };

    // Compares the two sessions after a step; false once they differ by more than the swap.
    let same = |original: &G,
                swapped: &G,
                original_events: &[G::Event],
                swapped_events: &[G::Event],
                at: String,
                compared: bool| {
        if swapped != &original.rename_cards(&swap) {
            return false;
        }
        let renamed: Vec<G::Event> = original_events.iter().map(|e| renamed(e, &swap)).collect();
        if renamed != swapped_events {
            return false;
        }
        if !compared {
            return true;
        }
        let (before, after) = (original.view(viewer), swapped.view(viewer));
        if before != after {
            leak(
                at.clone(),
                "view",
                format!("{before:?}"),
                format!("{after:?}"),
            );
        }
        for (x, y) in original_events.iter().zip(swapped_events) {
            let (before, after) = (G::event_view(x, viewer), G::event_view(y, viewer));
            if before != after {
                leak(
                    at.clone(),
                    "events",
                    format!("{before:?}"),
                    format!("{after:?}"),
                );
            }
        }
        true
    };

    if !same(
        &original,
        &swapped,
        &original_events,
        &swapped_events,
        "at the start".into(),
        from == 0,
    ) {
        return LeakCheck::Diverged;
    }
    for (index, (seat, action)) in session.actions[..step].iter().enumerate() {
        let first = original.apply(*seat, action).expect("replays as played");
        let Ok(second) = swapped.apply(*seat, action) else {
            return LeakCheck::Diverged;
        };
        if !same(
            &original,
            &swapped,
            &first,
            &second,
            format!("after action {}", index + 1),
            index + 1 >= from,
        ) {
            return LeakCheck::Diverged;
        }
    }

    // A refusal is told to the seat that tried the action, and it must tell that seat nothing of a
    // card hidden from it: the same arbitrary action, tried by the viewer in both sessions, is
    // accepted in both or refused alike (word for word: its fields, its sentence).
    // The seat changes are tried too (a stand, a top-up, a move, a newcomer in the next seat).
    let mut refusals = 0;
    if let Viewer::Seat(seat) = viewer {
        let seats = original.seats();
        let changes = [
            SeatChange::Stand,
            SeatChange::TopUp { chips: 10 },
            SeatChange::Move {
                to: Seat::from((seat.index() + 1) % seats),
            },
        ];
        let tries = (0..REFUSAL_PROBES)
            .map(|_| {
                (
                    seat,
                    G::arbitrary_action(seats, &mut |lo, hi| chooser.pick(lo, hi)),
                )
            })
            .chain(
                changes
                    .into_iter()
                    .map(|change| (seat, G::Action::from(change))),
            )
            .chain([(
                Seat::from(seats),
                G::Action::from(SeatChange::Sit {
                    name: "Newcomer".into(),
                    chips: 10,
                }),
            )]);
        for (seat, action) in tries.collect::<Vec<_>>() {
            match (
                original.clone().apply(seat, &action),
                swapped.clone().apply(seat, &action),
            ) {
                // What an accepted action deals is compared by the steps above, when it is played.
                (Ok(_), Ok(_)) => {}
                (Err(x), Err(y)) if x == y && original.sentence(&x) == swapped.sentence(&y) => {
                    refusals += 1;
                }
                (x, y) => leak(
                    format!("trying {action:?} after action {step}"),
                    "answer",
                    format!("{x:?}"),
                    format!("{y:?}"),
                ),
            }
        }
    }
    LeakCheck::Complete { refusals }
}

/// How often, in percent, the seat on turn times out instead of choosing a move.
const TIMEOUT_PERCENT: u64 = 5;

/// The chance, in percent, that a step tries a seat change first.
const SEAT_PERCENT: u64 = 3;

/// Arbitrary actions a leak check tries in both sessions, to compare their refusals.
const REFUSAL_PROBES: usize = 8;
