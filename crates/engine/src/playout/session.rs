//! One random session, played step by step, and checked at every step.

use super::leaks::{LeakCheck, check_leaks};
use super::replay::{check_replay, check_rounds_apart, check_snapshots};
use super::{Chooser, Config, Probe, Report, Scenario};

use parlour_cards::{Card, CardSource};

use crate::record::{Deal, write_record};
use crate::seating::SeatChange;
use crate::{LegalMove, Named, RuleSet, Seat, Viewer};

/// Card identities as a bit set (bit = `Card::index`).
pub(super) type CardSet = u64;

pub(super) fn card_set(cards: &[Card]) -> CardSet {
    cards.iter().fold(0, |set, card| set | (1 << card.index()))
}

pub(super) const ALL_CARDS: CardSet = (1 << 52) - 1;

pub(super) struct Session<G: Probe> {
    pub(super) scenario: Scenario<G>,
    pub(super) cards: CardSource,
    pub(super) actions: Vec<(Seat, G::Action)>,
    /// Per step (0 = before the first action): what each viewer has been allowed to see so far,
    /// and the cards on the table at that step.
    pub(super) seen: Vec<Seen>,
    /// Steps at which a seat changed hands (someone sat or moved into it) while cards were on the
    /// table, and the seat: where a view that followed the seat rather than the cards would leak.
    pub(super) handovers: Vec<(usize, usize)>,
}

/// What each viewer has been allowed to see at one step.
#[derive(Debug, Clone)]
pub(super) struct Seen {
    /// For each viewer, the cards it has been allowed to see since it took its place.
    pub(super) cards: Vec<CardSet>,
    /// For each viewer, the step from which its seat has been held by the player in it now: a
    /// seat's viewer is a person, and what the seat showed before they sat there was never theirs
    /// to see (a spectator's place is its own from the start).
    pub(super) since: Vec<usize>,
    /// The cards on the table.
    pub(super) on_table: CardSet,
    /// For each viewer, the cards hidden on the table when its seat changed hands (none of them
    /// its own), while that table lasts.
    pub(super) inherited: Vec<CardSet>,
}

pub(super) fn viewers(seats: usize) -> Vec<Viewer> {
    let mut all: Vec<Viewer> = (0..seats).map(|i| Viewer::Seat(Seat::from(i))).collect();
    all.push(Viewer::Spectator);
    all
}

impl<G: Probe> Session<G> {
    /// The session's hand record so far.
    pub(super) fn record(&self) -> serde_json::Value {
        write_record::<G>(
            &self.scenario.rules,
            &self.scenario.table,
            &Deal::Seed(self.scenario.seed),
            true,
            &self.actions,
        )
    }
}

pub(super) fn fail<G: Probe>(session: &Session<G>, game: &G, seed: u64, what: String) -> ! {
    let record = session.record();
    panic!(
        "playout session {seed}, after {} hands: {what}\nreplay it with `parlour script` on this \
         record:\n{}",
        game.rounds_played(),
        serde_json::to_string(&record).expect("records serialize")
    );
}

/// How often the harness checks the wire forms: every this many steps.
pub(super) const WIRE_EVERY: u64 = 64;

/// Whether a value reads back from its wire form (docs/wire.md) as itself.
pub(super) fn round_trips<T>(value: &T) -> Result<(), String>
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

/// Fails the session unless `value` reads back from its wire form as itself; `what` names it.
fn check_wire<G: Probe, T>(
    session: &Session<G>,
    game: &G,
    seed: u64,
    value: &T,
    what: impl FnOnce() -> String,
) where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    if let Err(broken) = round_trips(value) {
        fail(session, game, seed, format!("{}: {broken}", what()));
    }
}

/// Counts an event by name. The first of each name is checked against its `event` tag on the wire,
/// so the names the tests count are the names the documents give.
pub(super) fn count<G: Probe>(report: &mut Report, event: &G::Event) {
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

pub(super) fn play_session<G: Probe>(
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
                check_wire(&session, &game, seed, &view, || {
                    format!("{viewer:?}'s view")
                });
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
            check_wire(&session, &game, seed, &action, || {
                format!("action {action:?}")
            });
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
                    check_wire(&session, &game, seed, &rejection, || {
                        format!("refusal {rejection:?}")
                    });
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
            check_wire(&session, &game, seed, &action, || {
                format!("action {action:?}")
            });
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
                check_wire(&session, &game, seed, &finished, || "finished round".into());
            }
            if wire_step {
                for viewer in [Viewer::Auditor, Viewer::Spectator] {
                    let view = G::event_view(&event, viewer);
                    check_wire(&session, &game, seed, &view, || format!("event {event:?}"));
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
    report.snapshots = check_snapshots(&session, &game, seed, &mut chooser);
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

/// How often, in percent, the seat on turn times out instead of choosing a move.
pub(super) const TIMEOUT_PERCENT: u64 = 5;

/// The chance, in percent, that a step tries a seat change first.
pub(super) const SEAT_PERCENT: u64 = 3;
