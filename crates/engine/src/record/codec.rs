//! A game's hand-record codec ([`Recorded`]): how its rules, actions and finished rounds are
//! written; the arguments of a record's actions as every game reads them; a round recorded apart.

use super::{Record, beyond_any_table};
use std::fmt::Debug;

use parlour_cards::Card;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::chips::MAX_CHIPS;
use crate::words::grouped;
use crate::{Game, Seat, Viewer};

/// The arguments of one record action, read the same way by every game: a count, whole chips,
/// players by name; every error says which verb it is about.
#[allow(missing_debug_implementations)] // holds a lookup function
pub struct VerbArgs<'a> {
    pub verb: &'a str,
    pub args: &'a [Value],
    pub seat_of: &'a dyn Fn(&str) -> Option<Seat>,
}

impl VerbArgs<'_> {
    /// Checks that the verb has `n` arguments; `usage` says what they are ("one amount: ...").
    pub fn count(&self, n: usize, usage: &str) -> Result<(), String> {
        if self.args.len() == n {
            Ok(())
        } else {
            Err(format!("`{}` takes {usage}", self.verb))
        }
    }

    /// Argument `index` as a whole number of chips, at most [`MAX_CHIPS`].
    pub fn chips(&self, index: usize) -> Result<u64, String> {
        let value = &self.args[index];
        match value.as_u64() {
            Some(amount) if amount <= MAX_CHIPS => Ok(amount),
            _ if beyond_any_table(value) => Err(format!(
                "`{}` of {value} chips is more than any table holds (at most {})",
                self.verb,
                grouped(MAX_CHIPS)
            )),
            _ => Err(format!(
                "`{}` needs a whole number of chips, not {value}",
                self.verb
            )),
        }
    }

    /// Argument `index` as a whole number of chips that may be negative (a banker asking for chips
    /// back from the kitty, which the rules refuse), at most [`MAX_CHIPS`] either way.
    pub fn signed_chips(&self, index: usize) -> Result<i64, String> {
        let bound = i64::try_from(MAX_CHIPS).expect("the bound fits");
        match self.args[index].as_i64() {
            Some(amount) if (-bound..0).contains(&amount) => Ok(amount),
            _ => self
                .chips(index)
                .map(|amount| i64::try_from(amount).expect("within the bound")),
        }
    }

    /// Argument `index` as a player's name, read as that player's seat; `role` names the argument
    /// in messages ("the buyer").
    pub fn player(&self, index: usize, role: &str) -> Result<Seat, String> {
        let value = &self.args[index];
        let name = value
            .as_str()
            .ok_or_else(|| format!("{role} must be a player's name, not {value}"))?;
        (self.seat_of)(name).ok_or_else(|| format!("{name:?} is not one of the players"))
    }
}

/// A game's hand-record codec: how its rules, actions and finished hands are written in a record.
///
/// Records name players rather than seats and spell actions as `[verb, args...]`, the form people
/// write by hand (docs/hand-records.md); the wire of the table server is serde's form instead.
///
/// A recorded game's session serializes whole, rules included, for a table's snapshot
/// ([`crate::Live::snapshot`]): what a server keeps so that a start need not replay a table's life.
pub trait Recorded: Game<Rules: DeserializeOwned> + Serialize + DeserializeOwned {
    /// The record field that names who banks or deals first (`"banker"`, `"dealer"`).
    const FIRST_SEAT: &'static str;
    /// The game's presets: each name, and what it is in a line.
    const PRESETS: &'static [(&'static str, &'static str)];
    /// Every option of the rules, with its default and what it means.
    const OPTIONS: &'static [crate::rules::OptionDoc];

    /// Whether a record is for this game. A record names its game; a game that once shared an id
    /// with another (the casino tables were `"pontoon"` records) says which of those it reads.
    fn reads(record: &Record) -> bool {
        record.game == Self::NAME
    }
    /// Rules from a record's `rules`: a preset name, or an object with `preset` and options.
    fn parse_rules(value: &Value) -> Result<Self::Rules, String>;
    /// A finished round as a record's output and a hand history keep it (docs/hand-records.md):
    /// players by name, each total worked out, each player's net. It is the one form of a
    /// finished round outside the engine, and reads back from its JSON as itself.
    type Finished: Serialize + DeserializeOwned + Debug + Clone + PartialEq;
    /// The finished round, if this event (as the auditor sees it) completes one.
    fn finished(event: &crate::EventView<Self>) -> Option<Self::Finished>;
    /// What a record's output says of the session as it stands, from the auditor's view: who
    /// banks or deals (the view's field named [`Recorded::FIRST_SEAT`], where it names a seat),
    /// the phase, who is to act (by name), then the game's own [`Recorded::standing`], then the
    /// round still in play ([`Recorded::in_play`]).
    fn record_status(&self) -> Map<String, Value> {
        let seen = self.view(Viewer::Auditor);
        let view = serde_json::to_value(&seen).expect("a view serializes");
        let name = |seat: Seat| Value::from(self.name(seat));
        let mut status = Map::new();
        if let Some(seat) = view.get(Self::FIRST_SEAT).and_then(Value::as_u64) {
            status.insert(Self::FIRST_SEAT.into(), name(Seat(seat as u8)));
        }
        // A phase is its name on the wire, whether the view flattens it or nests it.
        let phase = &view["phase"];
        let phase = phase.get("phase").unwrap_or(phase);
        status.insert("phase".into(), phase.clone());
        let to_act = self.to_act().iter().map(name).collect();
        status.insert("to_act".into(), Value::Array(to_act));
        status.extend(Self::standing(&seen));
        // What a record that stops mid-round can check: the round as it stands.
        if let Some(round) = Self::in_play(&seen) {
            let round = serde_json::to_value(round).expect("a round serializes");
            status.insert("in_play".into(), round);
        }
        status
    }
    /// The game's own fields of a record's status, from the auditor's view, after those every
    /// game has: a kitty, a pot.
    fn standing(view: &Self::View) -> Map<String, Value> {
        let _ = view;
        Map::new()
    }
    /// The round in play, as a record's status shows it, if one is being played.
    fn in_play(view: &Self::View) -> Option<impl Serialize> {
        let _ = view;
        None::<()>
    }
    /// How one round is recorded apart from its session, for a hand history
    /// ([`crate::RoundRecord`]); `None` for a game whose rounds are recorded only within the whole
    /// session's record.
    const APART: Option<Apart<Self>> = None;
}

/// What a game tells the engine so that one of its rounds can be recorded apart from its session:
/// the seats as the round began, the cards it dealt stacked in the order dealt, and its actions
/// ([`crate::RoundRecord`]). A live table's hand history is such a record: it replays the round
/// exactly and says nothing of the key, nor of any card still to come.
pub struct Apart<G: Recorded> {
    /// Adds to `drawn` the cards `event` takes from the pack or shoe, in the order taken (none
    /// for an event that only shows cards dealt before).
    pub drawn: fn(event: &G::Event, drawn: &mut Vec<Card>),
    /// Forgets what only the round's place in its session decides (its number, whether the shoe
    /// was shuffled before it), so that the round replayed alone compares equal to it.
    pub placeless: fn(finished: &mut G::Finished),
    /// Whether a round is recorded with the keys of the fair shuffles it made instead of the cards
    /// it dealt (a game that shuffles piles in the middle of a round, whose order a stacked deck
    /// could not give again): such a game's rounds are recorded apart only at a fair table.
    pub by_keys: bool,
    /// At the seam before a round: whether the round to come can be recorded apart, and if so
    /// what its record starts from beyond the seats (`None` for a bank or deal left with an empty
    /// seat while nobody can take it yet: that round has no record apart).
    pub seam: fn(game: &G) -> Option<Seam>,
    /// If an event is the cut for a session's first bank or deal, its cards in the order dealt:
    /// what came before it (the seats filling) belongs to no round, and the next round is
    /// recorded from the seam after it. The cut cards count as dealt from their pack, not as the
    /// round's.
    pub cut: fn(event: &G::Event) -> Option<Vec<Card>>,
    /// If an event is a shuffle made (of whole packs or of a refilled pile), its number: the cards
    /// drawn after it come from that shuffle's pack.
    pub shuffled: fn(event: &G::Event) -> Option<u32>,
    /// Whether every card on the table is face up to everyone: asked as a round ends, since a
    /// round's record (and its pack's reveal) would show anyone who reads it every card it dealt.
    /// A finished round may not list every card (a folded Palace hand's palace): the table does.
    pub all_shown: fn(game: &G) -> bool,
}

/// What a round recorded apart starts from beyond the seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Seam {
    /// Who banks or deals it (the record's `FIRST_SEAT`); `None` at a table waiting for players.
    pub first: Option<Seat>,
    /// Shoot Pontoon: the kitty already up (the record's `kitty`).
    pub kitty: u64,
}

impl<G: Recorded> Clone for Apart<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Recorded> Copy for Apart<G> {}

impl<G: Recorded> Debug for Apart<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Apart")
    }
}

#[cfg(feature = "testing")]
/// Checks that each of `actions` reads back from its record form as itself, among players named
/// `names` (seat 0 first): the record forms, for a test to pin some of them.
pub fn codec_round_trip<A>(names: &[&str], actions: &[A]) -> Vec<Vec<Value>>
where
    A: super::Verbs + PartialEq + Debug,
{
    let seat_of = |name: &str| names.iter().position(|n| *n == name).map(Seat::from);
    let name = |seat: Seat| names[seat.index()].to_string();
    actions
        .iter()
        .map(|action| {
            let entry = action.encode(&name);
            let verb = entry[0].as_str().expect("a verb first");
            let back = A::decode(verb, &entry[1..], &seat_of)
                .unwrap_or_else(|e| panic!("{entry:?} does not read back: {e}"));
            assert_eq!(&back, action, "{entry:?} reads back as another action");
            entry
        })
        .collect()
}

#[cfg(feature = "testing")]
/// Checks that each of `cases`, a verb, its arguments and part of the message it must be refused
/// with, is refused so, among players of whom only "Ann" (in seat `ann`) is known.
pub fn codec_refusals<A: super::Verbs>(ann: Seat, cases: &[(&str, Vec<Value>, &str)]) {
    let seat_of = |name: &str| (name == "Ann").then_some(ann);
    for (verb, args, message) in cases {
        let Err(error) = A::decode(verb, args, &seat_of) else {
            panic!("{verb} {args:?} is read");
        };
        assert!(error.contains(message), "{verb}: {error}");
    }
}
