//! A table in play: a game's state with everything needed to write its hand record at any moment,
//! and a version that counts the actions it has accepted.
//!
//! The version is what lets a client and a table agree on what an action was made against
//! (boardgame.io's `stateID`): each accepted action advances it by one, a refusal leaves it where it
//! was, and an action that names the version it was made against is refused as [`Refusal::Stale`]
//! when the table has moved on. So a double click, or a late message from a slow connection, does
//! nothing at all. The version of a table is the number of actions in its record, so a record
//! replayed gives back the same version with the same state.

use parlour_cards::Card;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::fairness::{Fairness, NextShuffle, Pack};
use crate::record::{Apart, Deal, Recorded, Seam, write_record};
use crate::seating::{SeatChange, Seating};
use crate::{Game, Opening, Player, Refusal, RuleSet, Seat, SetupError, Viewer};

mod snapshot;

/// A table in play: its game, its rules, seating and deal, and every action it has accepted.
#[derive(Debug, Clone)]
pub struct Live<G: Game> {
    game: G,
    rules: G::Rules,
    seating: Opening,
    deal: Deal,
    /// The version before the first action held: 0, unless the table was resumed from a snapshot
    /// ([`Live::resume`]), which holds only the actions its rounds still need.
    base: u64,
    /// Every action accepted since `base`.
    actions: Vec<(Seat, G::Action)>,
    /// The round in play, for its record apart ([`Recorded::APART`]).
    round: RoundSoFar,
    /// The round the last action finished, kept to be recorded apart if asked.
    finished: Option<Closed>,
    /// Each fair shuffle made so far ([`crate::fairness`]); empty for any other deal.
    packs: Vec<Pack>,
    /// The last version at which every seat was empty: a session was over then.
    emptied_at: Option<u64>,
    /// The version after the last action that was not a seed: a move made against any version
    /// since is made against the table as it stands, since a seed changes nothing on it.
    played_at: u64,
}

/// A round just finished: what its record apart is written from, when it is asked for
/// ([`Live::finished_round`]), so that replaying a long table builds no record it does not need.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Closed {
    from: usize,
    to: usize,
    players: Vec<Player>,
    seam: Seam,
    drawn: Vec<Card>,
    finished: Value,
    public: bool,
}

/// The round in play since the last one ended (or the table opened).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct RoundSoFar {
    /// Its first action's index.
    from: usize,
    /// The seats as it began.
    players: Vec<Player>,
    /// Who banks or deals it, if it can be recorded apart at all ([`crate::record::Apart::seam`]).
    seam: Option<Seam>,
    /// The cards it has taken from the pack, in order.
    drawn: Vec<Card>,
}

/// One round of a table, recorded apart from its session once it is over: what a hand history
/// shows. The record starts from the seats as the round began (an empty seat as in any record),
/// stacks the cards the round dealt in the order dealt, and lists the round's actions, seat changes
/// included; `parlour script` replays it to the same round. It holds no key and no card the round
/// did not deal. Should a short shoe have run out and been shuffled anew mid-round (a card dealt
/// twice), the record's rules name enough packs to hold its deck; nothing else about the round
/// depends on the packs.
#[derive(Debug, Clone, PartialEq)]
pub struct RoundRecord {
    /// The table's version before the round's first action.
    pub from_version: u64,
    /// The table's version after its last.
    pub to_version: u64,
    /// The hand record of the round alone.
    pub record: Value,
    /// The finished round ([`Recorded::Finished`]) as the auditor sees it, as JSON.
    pub finished: Value,
    /// Whether every card of the finished round is face up to a spectator at its end, so that its
    /// record shows nobody a card they did not see at the table. (At a casino table it always is;
    /// at a home table a hand the banker never had shown is not.)
    pub public: bool,
}

/// What an accepted action came to: the table's new version and the events, as the engine keeps
/// them (each viewer's through [`Game::event_view`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Applied<E> {
    pub version: u64,
    pub events: Vec<E>,
}

impl<G: Game> Live<G> {
    /// The game as it stands; every change goes through [`Live::apply`].
    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The seats as the table opened.
    pub fn seating(&self) -> &Opening {
        &self.seating
    }

    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// Every action accepted so far, in order (since its snapshot, for a table resumed from one).
    pub fn actions(&self) -> &[(Seat, G::Action)] {
        &self.actions
    }

    /// How many actions the table has accepted.
    pub fn version(&self) -> u64 {
        self.base + self.actions.len() as u64
    }
}

impl<G: Recorded> Live<G> {
    /// A new table at version 0, and the events of its start (a cut for the bank, say).
    pub fn open(
        rules: G::Rules,
        seating: Opening,
        deal: Deal,
    ) -> Result<(Live<G>, Vec<G::Event>), SetupError> {
        let cards = deal
            .cards(rules.packs())
            .map_err(|e| SetupError(format!("impossible deck: {e}")))?;
        let (game, events) = G::new(rules.clone(), seating.clone(), cards)?;
        let mut live = Live {
            round: RoundSoFar {
                from: 0,
                players: seating.players.clone(),
                seam: G::APART.and_then(|apart| (apart.seam)(&game)),
                drawn: Vec::new(),
            },
            game,
            rules,
            seating,
            deal,
            base: 0,
            actions: Vec::new(),
            finished: None,
            packs: Vec::new(),
            emptied_at: None,
            played_at: 0,
        };
        live.follow_packs(0, true);
        live.follow_round(&events, 0);
        live.game.shuffler_mut().action_done();
        Ok((live, events))
    }

    /// Applies `action` by `seat`, made against version `made_against` if the sender says which:
    /// the new version and the events, or a refusal that changed nothing (a stale version is
    /// refused before anything else is looked at). Only seeds given since a version leave an
    /// action made against it fresh: they change nothing on the table, and every seated player's
    /// page gives one for every shuffle, which would otherwise make their moves stale.
    pub fn apply(
        &mut self,
        seat: Seat,
        action: &G::Action,
        made_against: Option<u64>,
    ) -> Result<Applied<G::Event>, Refusal<G::Reason>> {
        let version = self.version();
        let fresh = |v: u64| (self.played_at..=version).contains(&v);
        if let Some(made_against) = made_against.filter(|&v| !fresh(v)) {
            return Err(Refusal::Stale {
                made_against,
                version,
            });
        }
        let events = self.game.apply(seat, action)?;
        // The shuffles of one action share its seeds; the next action's take those given after.
        self.game.shuffler_mut().action_done();
        self.actions.push((seat, action.clone()));
        if !action.seat_change().is_some_and(SeatChange::is_seed) {
            self.played_at = self.version();
        }
        self.finished = None;
        let packs_before = self.packs.len();
        self.follow_packs(version, false);
        self.follow_round(&events, packs_before);
        if self.game.players().iter().all(Player::is_empty) {
            self.emptied_at = Some(self.version());
        }
        Ok(Applied {
            version: self.version(),
            events,
        })
    }

    /// The table's hand record so far; sealed, if its deal is a live key, unless `over` (see
    /// [`write_record`]). `None` for a table resumed from a snapshot: the actions before it are
    /// kept by whoever kept the snapshot, not by the table.
    pub fn record(&self, over: bool) -> Option<Value> {
        (self.base == 0)
            .then(|| write_record::<G>(&self.rules, &self.seating, &self.deal, over, &self.actions))
    }

    /// The round the last action finished, recorded apart ([`RoundRecord`]); `None` after an
    /// action that finished none, and for a game whose rounds are recorded only within the whole
    /// session ([`Recorded::APART`]).
    pub fn finished_round(&self) -> Option<RoundRecord> {
        let closed = self.finished.as_ref()?;
        let seating = Opening {
            players: closed.players.clone(),
            first: closed.seam.first,
            kitty: closed.seam.kitty,
        };
        let by_keys = G::APART.is_some_and(|apart| apart.by_keys);
        let deal = if by_keys {
            // The keys of the shuffles the round's actions made.
            let shuffles = self.game.shuffler().fair_shuffles()?;
            let (from, to) = (closed.from as u64, closed.to as u64);
            let keys = (self.packs.iter().enumerate())
                .filter(|(_, pack)| !pack.at_open && (from..to).contains(&pack.at))
                .map(|(number, _)| shuffles.key_of(number as u32).expect("a shuffle made"))
                .collect();
            Deal::Keys(keys)
        } else {
            Deal::Deck(Vec::new())
        };
        let held = |at: usize| at - self.base as usize;
        let actions = self.seeds_hidden(&self.actions[held(closed.from)..held(closed.to)]);
        let mut record = write_record::<G>(&self.rules, &seating, &deal, true, &actions);
        if !by_keys {
            record["deck"] = closed
                .drawn
                .iter()
                .map(|c| Value::from(c.to_string()))
                .collect();
        }
        let packs = packs_for(&closed.drawn);
        if packs > self.rules.packs()
            && let Some(field) = record["rules"].get_mut("packs")
        {
            *field = Value::from(packs);
        }
        Some(RoundRecord {
            from_version: closed.from as u64,
            to_version: closed.to as u64,
            record,
            finished: closed.finished.clone(),
            public: closed.public,
        })
    }

    /// `actions` with each seed written as its hash, as everyone but its giver was shown it: a
    /// round's record reaches everyone who sat in it, and the pack a seed went into may still be
    /// in play. (A round's own cards are stacked in its record, so seeds change nothing there.)
    fn seeds_hidden(&self, actions: &[(Seat, G::Action)]) -> Vec<(Seat, G::Action)> {
        let shuffler = self.game.shuffler();
        actions
            .iter()
            .map(|(seat, action)| {
                let hidden = action.seat_change().and_then(|c| c.as_seeded(shuffler));
                (
                    *seat,
                    hidden.map_or_else(|| action.clone(), G::Action::from),
                )
            })
            .collect()
    }

    /// What the table has published of its fair shuffles, `None` for any other deal. With `over`
    /// (the table is closed) every shuffle is revealed, as the record is unsealed; otherwise each
    /// pack done with, unless it keeps a secret of a session still going ([`crate::fairness`]).
    pub fn fairness(&self, over: bool) -> Option<Fairness> {
        let shuffles = self.game.shuffler().fair_shuffles()?;
        let revealed = |number: usize| {
            let Some(later) = self.packs.get(number + 1) else {
                return over;
            };
            let done_with = later.at < self.round.from as u64;
            let session_over = self.emptied_at.is_some_and(|at| at > later.at);
            let kept = self.packs[number].unshown || G::APART.is_none();
            over || (done_with && (!kept || session_over))
        };
        Some(Fairness::of(
            shuffles,
            &self.packs,
            self.rules.packs(),
            revealed,
        ))
    }

    /// The next fair shuffle: its number, the commitment to it and the seeds given for it, as
    /// every view message carries it to `viewer` (a seat sees its own seed, everyone else its
    /// hash); `None` for a deal that is not fair. Cheap: the whole report
    /// ([`Live::fairness`]) is made only when asked for.
    pub fn next_shuffle(&self, viewer: Viewer) -> Option<NextShuffle> {
        Some(NextShuffle::of(
            self.game.shuffler().fair_shuffles()?,
            viewer,
        ))
    }

    /// Notes the fair shuffles the last action (taken at `version`) made, or the table's opening.
    fn follow_packs(&mut self, version: u64, at_open: bool) {
        let Some(shuffles) = self.game.shuffler().fair_shuffles() else {
            return;
        };
        while self.packs.len() < shuffles.next() as usize {
            self.packs.push(Pack {
                at: version,
                at_open,
                dealt: Vec::new(),
                unshown: false,
            });
        }
    }

    /// Marks every pack in use by the actions `from..to` (a round that ended with a card not
    /// shown) as keeping its secret while the session lasts. Pack `n` is in use from the action
    /// that shuffled it to the one that shuffled the next, which may have dealt from it first.
    fn keep_secret(&mut self, from: u64, to: u64) {
        for number in (0..self.packs.len()).rev() {
            let end = self.packs.get(number + 1).map_or(u64::MAX, |p| p.at);
            if end < from {
                break;
            }
            if self.packs[number].at < to {
                self.packs[number].unshown = true;
            }
        }
    }

    /// The round that begins at the seam after the last action.
    fn round_from_here(&self, apart: Apart<G>) -> RoundSoFar {
        RoundSoFar {
            from: self.version() as usize,
            players: self.game.players().to_vec(),
            seam: (apart.seam)(&self.game),
            drawn: Vec::new(),
        }
    }

    /// Follows the round in play through an action's events: the cards it draws (each to the
    /// pack it came from, `packs_before` having been made before the action), and its end.
    fn follow_round(&mut self, events: &[G::Event], packs_before: usize) {
        let Some(apart) = G::APART else {
            return;
        };
        let mut pack = packs_before.checked_sub(1);
        for event in events {
            if let Some(number) = (apart.shuffled)(event) {
                pack = Some(number as usize);
            }
            let before = self.round.drawn.len();
            (apart.drawn)(event, &mut self.round.drawn);
            let drawn_from = pack.map(|p| p.min(self.packs.len().saturating_sub(1)));
            if let Some(pack) = drawn_from.and_then(|p| self.packs.get_mut(p)) {
                pack.dealt.extend_from_slice(&self.round.drawn[before..]);
            }
            if let Some(cut) = (apart.cut)(event) {
                if let Some(pack) = pack.and_then(|p| self.packs.get_mut(p)) {
                    pack.dealt.extend(cut);
                }
                self.round = self.round_from_here(apart);
                continue;
            }
            let Some(finished) = G::finished(&G::event_view(event, Viewer::Auditor)) else {
                continue;
            };
            let next = self.round_from_here(apart);
            let round = std::mem::replace(&mut self.round, next);
            let finished = serde_json::to_value(finished).expect("a finished round serializes");
            let seen = G::finished(&G::event_view(event, Viewer::Spectator))
                .map(|f| serde_json::to_value(f).expect("a finished round serializes"));
            // Every card the round dealt is face up to everyone once it is over: the round as a
            // spectator sees it is the round as it was, and so is the whole table (a folded
            // Palace hand's palace, which the finished round does not list, is still on it).
            let public = seen.as_ref() == Some(&finished) && (apart.all_shown)(&self.game);
            if !public {
                self.keep_secret(round.from as u64, self.version());
            }
            // A round begun with its bank on an empty seat has no record apart.
            let Some(seam) = round.seam else {
                continue;
            };
            self.finished = Some(Closed {
                from: round.from,
                to: self.version() as usize,
                players: round.players,
                seam,
                drawn: round.drawn,
                public,
                finished,
            });
        }
    }
}

/// The fewest packs that hold `cards`: as many as the card dealt most often, and the count.
fn packs_for(cards: &[Card]) -> usize {
    let mut counts = [0usize; 52];
    for card in cards {
        counts[card.index()] += 1;
    }
    let most = counts.into_iter().max().unwrap_or(0);
    most.max(cards.len().div_ceil(52)).max(1)
}
