//! A session's record replayed whole, and each of its rounds recorded apart replayed alone.

use super::session::{Session, fail};
use super::{Chooser, Probe};

use serde_json::Value;

use crate::Live;
use crate::record::{Deal, Prepared, Record};

/// The session's hand record, written out and read back, replays to exactly the same state.
pub(super) fn check_replay<G: Probe>(session: &Session<G>, game: &G, seed: u64) {
    let record = session.record();
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
pub(super) fn check_rounds_apart<G: Probe>(session: &Session<G>, game: &G, seed: u64) -> u64 {
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

/// The session's table kept as a snapshot at the end of each round and at one step chosen within
/// a round, and resumed from it, plays on exactly as the table does: at every step after, the same
/// events, state, version and round recorded apart, and at the next snapshot the very same
/// snapshot. How many snapshots were checked.
pub(super) fn check_snapshots<G: Probe>(
    session: &Session<G>,
    game: &G,
    seed: u64,
    chooser: &mut Chooser,
) -> u64 {
    let scenario = &session.scenario;
    let deal = Deal::Seed(scenario.seed);
    let (mut live, _) =
        Live::<G>::open(scenario.rules.clone(), scenario.table.clone(), deal.clone())
            .expect("the session opened once already");
    let broken = |step: usize, what: &str| -> ! {
        fail(
            session,
            game,
            seed,
            format!("a snapshot, after action {step}: {what}"),
        )
    };
    let midway = chooser.below(session.actions.len().max(1));
    let mut resumed: Option<Live<G>> = None;
    let mut checked = 0;
    for (step, (seat, action)) in session.actions.iter().enumerate() {
        let rounds = live.game().rounds_played();
        let applied = (live.apply(*seat, action, None))
            .expect("the session's actions were accepted once already");
        if let Some(copy) = resumed.as_mut() {
            match copy.apply(*seat, action, None) {
                Ok(again) if again == applied => {}
                _ => broken(
                    step,
                    "the table resumed from it answers an action otherwise",
                ),
            }
            if copy.game() != live.game() || copy.finished_round() != live.finished_round() {
                broken(step, "the table resumed from it plays on otherwise");
            }
        }
        if live.game().rounds_played() != rounds || step == midway {
            let snapshot = live.snapshot();
            if resumed
                .as_ref()
                .is_some_and(|copy| copy.snapshot() != snapshot)
            {
                broken(step, "the table resumed from the last one keeps another");
            }
            let copy = Live::<G>::resume(&snapshot, &scenario.rules, &deal)
                .unwrap_or_else(|why| broken(step, &format!("it is not read back: {why}")));
            if copy.game() != live.game() || copy.version() != live.version() {
                broken(step, "it is read back as another table");
            }
            resumed = Some(copy);
            checked += 1;
        }
    }
    checked
}
