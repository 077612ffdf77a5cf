//! A session's record replayed whole, and each of its rounds recorded apart replayed alone.

use super::Probe;
use super::session::{Session, fail};

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
