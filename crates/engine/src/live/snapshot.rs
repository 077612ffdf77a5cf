//! A table kept as it stands: its snapshot.
//!
//! A table's record is its whole life, and replaying it is how a table is rebuilt; but a table
//! that has dealt for months has a long life, and a room of such tables would start slowly. So a
//! server also keeps each table's snapshot, written with one of its actions now and then: the
//! session as it stands (every card of the pack in its place, the shuffles made and the seeds
//! given, the chips), and of the actions only those its rounds still need (the round in play and
//! the one just finished, to record them apart). A table resumed from a snapshot plays on exactly
//! as the table it was taken from: the same versions, moves, views, events and reports, shuffle
//! for shuffle, as the tests check for every game.
//!
//! The record stays the source of truth: a snapshot is only ever written beside the actions up to
//! its version, one of another format, rules or deal is not read, and the table is then replayed
//! from its record as before. A snapshot holds the table's secrets (its master key, the order of
//! the pack): it is kept where the deal's key is kept, and sent to nobody.

use serde::{Deserialize, Serialize};

use super::{Closed, Live, RoundSoFar};
use crate::fairness::Pack;
use crate::record::{Deal, Recorded};
use crate::{Opening, Seat};

/// The form of a snapshot. Raised whenever a game's session or a table's bookkeeping changes what
/// it holds or what it means: a snapshot of another form is not read, and the table is replayed
/// from its record instead (so an upgrade never resumes a table as something it was not).
pub const FORMAT: u32 = 1;

/// A snapshot as it is written, borrowing from the table.
#[derive(Serialize)]
#[serde(bound = "")]
struct Keeping<'a, G: Recorded> {
    format: u32,
    base: u64,
    game: &'a G,
    rules: &'a G::Rules,
    seating: &'a Opening,
    deal: &'a Deal,
    actions: &'a [(Seat, G::Action)],
    round: &'a RoundSoFar,
    finished: &'a Option<Closed>,
    packs: &'a [Pack],
    emptied_at: Option<u64>,
    played_at: u64,
}

/// A snapshot as it is read back.
#[derive(Deserialize)]
#[serde(bound = "")]
struct Kept<G: Recorded> {
    format: u32,
    base: u64,
    game: G,
    rules: G::Rules,
    seating: Opening,
    deal: Deal,
    actions: Vec<(Seat, G::Action)>,
    round: RoundSoFar,
    finished: Option<Closed>,
    packs: Vec<Pack>,
    emptied_at: Option<u64>,
    played_at: u64,
}

impl<G: Recorded> Live<G> {
    /// The table as it stands, as JSON, to be kept where its deal is kept and never sent
    /// ([`Live::resume`] reads it back).
    pub fn snapshot(&self) -> String {
        let from = self.needed_from();
        let held = (from - self.base) as usize;
        serde_json::to_string(&Keeping::<G> {
            format: FORMAT,
            base: from,
            game: &self.game,
            rules: &self.rules,
            seating: &self.seating,
            deal: &self.deal,
            actions: &self.actions[held..],
            round: &self.round,
            finished: &self.finished,
            packs: &self.packs,
            emptied_at: self.emptied_at,
            played_at: self.played_at,
        })
        .expect("a table serializes")
    }

    /// The version from which the table still needs its actions: those of the round in play and
    /// of the round just finished, which are recorded apart ([`Live::finished_round`]); none for a
    /// game whose rounds are not.
    fn needed_from(&self) -> u64 {
        if G::APART.is_none() {
            return self.version();
        }
        let finished = self.finished.as_ref().map_or(usize::MAX, |c| c.from);
        (self.round.from.min(finished) as u64).max(self.base)
    }

    /// The table a snapshot kept, as its store has it dealt under `rules` and `deal`: refused, in
    /// words, if the snapshot is of another form ([`FORMAT`]), other rules or another deal, or
    /// does not hold together. A refused snapshot changes nothing: the table is replayed from its
    /// record instead.
    pub fn resume(snapshot: &str, rules: &G::Rules, deal: &Deal) -> Result<Live<G>, String> {
        // Read in one pass: one of another form either does not read as this one, or says so.
        let kept: Kept<G> = serde_json::from_str(snapshot).map_err(|e| e.to_string())?;
        if kept.format != FORMAT {
            return Err(format!("a snapshot of form {}, not {FORMAT}", kept.format));
        }
        let same_rules = serde_json::to_value(&kept.rules).ok() == serde_json::to_value(rules).ok();
        if !same_rules {
            return Err("a snapshot of other rules".into());
        }
        if &kept.deal != deal {
            return Err("a snapshot of another deal".into());
        }
        let live = Live {
            game: kept.game,
            rules: kept.rules,
            seating: kept.seating,
            deal: kept.deal,
            base: kept.base,
            actions: kept.actions,
            round: kept.round,
            finished: kept.finished,
            packs: kept.packs,
            emptied_at: kept.emptied_at,
            played_at: kept.played_at,
        };
        live.holds_together()?;
        Ok(live)
    }

    /// What every table holds true of itself, checked of one read back: its rounds and marks are
    /// within the actions it holds, and it follows every shuffle made.
    fn holds_together(&self) -> Result<(), String> {
        let (base, version) = (self.base, self.version());
        let within = |at: usize| (base..=version).contains(&(at as u64));
        let finished = self.finished.as_ref();
        let shuffles = self.game.shuffler().fair_shuffles();
        let checks = [
            (
                within(self.round.from) || G::APART.is_none(),
                "its round in play begins outside the actions it holds",
            ),
            (
                finished.is_none_or(|c| within(c.from) && within(c.to) && c.from <= c.to),
                "its round just finished lies outside the actions it holds",
            ),
            (
                self.played_at <= version && self.emptied_at.is_none_or(|at| at <= version),
                "it marks a version it has not reached",
            ),
            (
                shuffles.is_none_or(|s| s.next() as usize == self.packs.len())
                    && self.packs.iter().all(|pack| pack.at <= version),
                "it does not follow the shuffles it made",
            ),
        ];
        match checks.iter().find(|(fine, _)| !fine) {
            None => Ok(()),
            Some((_, why)) => Err(format!("a snapshot that does not hold together: {why}")),
        }
    }
}
