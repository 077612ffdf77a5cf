//! Every game by its id, and one table of any of them behind one handle: JSON in, JSON out.
//!
//! The engine knows no game; each game crate implements [`Game`] and [`Recorded`], and a crate
//! above them all assembles the [`Registry`] (`parlour-games`). What holds a table without knowing
//! its game (the table server, `parlour script`, the simulator) holds a `Box<dyn AnyTable>`:
//!
//! - an action comes in as the game's JSON (`{"action": "stake", "amount": 10}`) for a seat, with
//!   the version it was made against if the sender knows it;
//! - out go the table's version, the view for a viewer, the events of the last accepted action for
//!   a viewer, the legal moves, the timeout, the record so far, all JSON in the wire form of
//!   docs/wire.md, and every one of them built from the game's one view function.

use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::record::{Deal, Output, Prepared, Record, RecordError, Recorded};
use crate::rules::OptionDoc;
use crate::seating::{SeatChange, Seating};
use crate::{
    Banker, Game, Live, Opening, Player, RoundRecord, RuleSet, Seat, SetupError, Stakes, Viewer,
};

/// A refused action, as it leaves the table: its code, its fields and the sentence for the seat
/// that tried it (a refusal goes to nobody else).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub code: &'static str,
    /// `{"code": ..., fields...}`: the refusal in the wire form.
    pub refusal: Value,
    pub sentence: String,
}

/// The code of an action that could not be read as one of the game's actions.
pub const UNREADABLE: &str = "unreadable_action";

/// What an action is, read by its table's game: what a server decides by, without reading an
/// action's fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sort {
    /// A move of the game, which puts `wager` chips at risk ([`Game::wager`]).
    Move { wager: u64 },
    /// A change of who sits where, or a seat's seed.
    Change(SeatChange),
}

/// One table of some game, in play. Object safe: a server holds many, of every game, alike.
pub trait AnyTable: Debug + Send {
    /// The game's id (`"pontoon"`, `"casino"`, `"palace"`).
    fn game(&self) -> &'static str;
    /// Who banks the game: whose are the chips the table holds apart.
    fn banker(&self) -> Banker;
    /// The bets the table's rules name.
    fn stakes(&self) -> Stakes;
    /// Whether seats may change now; anyone asking to sit down at another moment waits for a seam.
    fn seam(&self) -> bool;
    /// What `action` by `seat` is: a move and the chips it would put at risk now, or a seat change;
    /// a refusal if it is none of the game's actions.
    fn sort(&self, seat: Seat, action: &Value) -> Result<Sort, Refused>;
    /// Applies a seat change by `seat` (a seed among them), made against version `made_against` if
    /// given: the new version, or a refusal that changed nothing.
    fn change(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        made_against: Option<u64>,
    ) -> Result<u64, Refused>;
    /// A copy of the table, to try an action on before it is kept (a server applies an action to
    /// a copy, writes it, and keeps the copy once the write has committed).
    fn clone_table(&self) -> Box<dyn AnyTable>;
    /// How many actions the table has accepted.
    fn version(&self) -> u64;
    fn players(&self) -> &[Player];
    /// The chips the table holds off its seats ([`Game::held_apart`]): a kitty, a pot, or (at a
    /// casino table, negative) what the house has paid out more than it took.
    fn held_apart(&self) -> i128;
    fn to_act(&self) -> Vec<Seat>;
    fn is_over(&self) -> bool;
    fn rounds_played(&self) -> u32;
    /// What `seat` may do now, as the view lists moves. Moves can speak of the seat's own hidden
    /// cards (a hand that may stick has 15 or more), so they go to that seat alone, as its view does.
    fn legal_moves(&self, seat: Seat) -> Vec<Value>;
    /// A few of the actions `seat`'s legal moves stand for, on the wire: each bound of a range
    /// and its middle, no two alike. A client that knows nothing of the game offers these.
    fn examples(&self, seat: Seat) -> Vec<Value>;
    /// What `seat` is taken to do if it does not act in time, as an action: for the table's own
    /// clock. It is one of the seat's moves, so it too is for nobody but that seat.
    fn timeout(&self, seat: Seat) -> Option<Value>;
    /// The table as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> Value;
    /// Applies a JSON action by `seat`, made against version `made_against` if given: the new
    /// version, or a refusal that changed nothing.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Value,
        made_against: Option<u64>,
    ) -> Result<u64, Refused>;
    /// The events of the last accepted action (or of the table's opening, before any), as
    /// `viewer` may see them.
    fn events(&self, viewer: Viewer) -> Vec<Value>;
    /// The hand record so far; sealed while a live key must stay secret, unless `over`. `None`
    /// for a table resumed from a snapshot, whose earlier actions its keeper holds.
    fn record(&self, over: bool) -> Option<Value>;
    /// The table as it stands, to be kept and resumed ([`Entry::resume`]): JSON holding its
    /// secrets, for its keeper alone ([`Live::snapshot`]).
    fn snapshot(&self) -> String;
    /// The round the last accepted action finished, recorded apart: a hand history
    /// ([`crate::RoundRecord`]).
    fn finished_round(&self) -> Option<RoundRecord>;
    /// What a fair table has published of its shuffles ([`crate::fairness::Fairness`]), `None`
    /// for any other deal; everything revealed once the session is `over`.
    fn fairness(&self, over: bool) -> Option<crate::fairness::Fairness>;
    /// The next fair shuffle as `viewer` may see it, for every view message
    /// ([`Live::next_shuffle`]).
    fn next_shuffle(&self, viewer: Viewer) -> Option<crate::fairness::NextShuffle>;
}

/// A game's entry in the registry: its id, which records it reads, and how to open its tables.
pub trait Entry: Send + Sync {
    fn id(&self) -> &'static str;
    /// Who banks the game's tables ([`Game::BANKER`]).
    fn banker(&self) -> Banker;
    /// Whether a hand record is for this game.
    fn reads(&self, record: &Record) -> bool;
    /// A new table from a record's `rules` (a preset name, or an object with `preset` and
    /// options), its seats and its deal.
    fn open(
        &self,
        rules: &Value,
        seating: Opening,
        deal: Deal,
    ) -> Result<Box<dyn AnyTable>, SetupError>;
    /// The table a snapshot kept ([`AnyTable::snapshot`]), dealt under `rules` and `deal`, or why
    /// it cannot be read ([`Live::resume`]): then the table is replayed from its record.
    fn resume(
        &self,
        rules: &Value,
        deal: &Deal,
        snapshot: &str,
    ) -> Result<Box<dyn AnyTable>, String>;
    /// Plays a whole record: the table it comes to, and the output `parlour script` prints.
    fn replay(&self, record: &Record) -> Result<(Box<dyn AnyTable>, Output), RecordError>;
    /// Plays a record step by step, as `viewer` would have seen it: the table as it opened, then
    /// after each action (a replay viewer's steps).
    fn steps(&self, record: &Record, viewer: Viewer) -> Result<Vec<Step>, RecordError>;
    /// The game's presets: each name, and what it is in a line.
    fn presets(&self) -> &'static [(&'static str, &'static str)];
    /// Every option of the game's rules.
    fn options(&self) -> &'static [OptionDoc];
    /// The rules in words, a paragraph each ([`RuleSet::describe`]).
    fn describe(&self, rules: &Value) -> Result<Vec<crate::Said>, String>;
    /// Rules read from a record's `rules` and checked, with every option spelled out, as a record
    /// writes them; `preset` names the preset they start from.
    fn read_rules(&self, rules: &Value) -> Result<Map<String, Value>, String>;
    /// How many seats a table under `rules` may have, and the bets they name.
    fn limits(&self, rules: &Value) -> Result<(RangeInclusive<usize>, Stakes), String>;
}

/// Game `G`'s entry, as a registry holds it.
pub fn entry<G: Recorded>() -> &'static dyn Entry {
    &Registered::<G>(PhantomData)
}

/// One step of a record played step by step ([`Entry::steps`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    /// The action, as the record writes it; none for the table as it opened.
    pub action: Option<Value>,
    /// What it did, as the viewer saw it.
    pub events: Vec<Value>,
    /// The table after it, as the viewer saw it.
    pub view: Value,
}

/// The games a program knows, by id.
#[derive(Default)]
pub struct Registry {
    games: Vec<&'static dyn Entry>,
}

impl Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.ids()).finish()
    }
}

impl Registry {
    pub fn new() -> Registry {
        Registry::default()
    }

    /// The registry with game `G` in it too.
    pub fn with<G: Recorded>(self) -> Registry {
        self.with_entry(entry::<G>())
    }

    /// The registry with this game's entry in it too.
    pub fn with_entry(mut self, entry: &'static dyn Entry) -> Registry {
        assert!(
            self.get(entry.id()).is_none(),
            "{} registered twice",
            entry.id()
        );
        self.games.push(entry);
        self
    }

    /// Every game's id, in the order registered.
    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.id()).collect()
    }

    pub fn get(&self, id: &str) -> Option<&'static dyn Entry> {
        self.games.iter().copied().find(|g| g.id() == id)
    }

    /// The game a record is for.
    pub fn for_record(&self, record: &Record) -> Result<&'static dyn Entry, RecordError> {
        self.games
            .iter()
            .copied()
            .find(|g| g.reads(record))
            .ok_or_else(|| {
                RecordError(crate::record::shorten(&format!(
                    "unknown game {:?} (known: {})",
                    record.game,
                    self.ids().join(", ")
                )))
            })
    }

    /// The game a preset belongs to.
    pub fn for_preset(&self, preset: &str) -> Option<&'static dyn Entry> {
        self.games
            .iter()
            .copied()
            .find(|g| g.presets().iter().any(|&(name, _)| name == preset))
    }

    /// The game of a record's `rules` (a preset's name, or an object naming its `preset`).
    pub fn for_rules(&self, rules: &Value) -> Result<&'static dyn Entry, String> {
        let preset = rules
            .as_str()
            .or_else(|| rules.get("preset").and_then(Value::as_str))
            .ok_or("the rules name a preset")?;
        self.for_preset(preset).ok_or_else(|| {
            let known: Vec<&str> = self.presets().iter().map(|(name, _, _)| *name).collect();
            format!("{preset:?} is not a preset ({})", known.join(", "))
        })
    }

    /// Every game's presets, in the order registered: each name, its game, and what it is.
    pub fn presets(&self) -> Vec<(&'static str, &'static dyn Entry, &'static str)> {
        self.games
            .iter()
            .flat_map(|&g| g.presets().iter().map(move |&(name, what)| (name, g, what)))
            .collect()
    }

    /// Plays a record of any registered game.
    pub fn replay(&self, record: &Record) -> Result<(Box<dyn AnyTable>, Output), RecordError> {
        self.for_record(record)?.replay(record)
    }
}

/// The registry's entry for game `G`.
struct Registered<G>(PhantomData<fn() -> G>);

impl<G: Recorded> Entry for Registered<G> {
    fn id(&self) -> &'static str {
        G::NAME
    }

    fn reads(&self, record: &Record) -> bool {
        G::reads(record)
    }

    fn open(
        &self,
        rules: &Value,
        seating: Opening,
        deal: Deal,
    ) -> Result<Box<dyn AnyTable>, SetupError> {
        let rules = G::parse_rules(rules).map_err(SetupError)?;
        let (live, start) = Live::<G>::open(rules, seating, deal)?;
        Ok(Box::new(Erased { live, last: start }))
    }

    fn resume(
        &self,
        rules: &Value,
        deal: &Deal,
        snapshot: &str,
    ) -> Result<Box<dyn AnyTable>, String> {
        let rules = G::parse_rules(rules)?;
        let live = Live::<G>::resume(snapshot, &rules, deal)?;
        Ok(Box::new(Erased {
            live,
            last: Vec::new(),
        }))
    }

    fn banker(&self) -> Banker {
        G::BANKER
    }

    fn presets(&self) -> &'static [(&'static str, &'static str)] {
        G::PRESETS
    }

    fn options(&self) -> &'static [OptionDoc] {
        G::OPTIONS
    }

    fn describe(&self, rules: &Value) -> Result<Vec<crate::Said>, String> {
        Ok(G::parse_rules(rules)?.describe())
    }

    fn limits(&self, rules: &Value) -> Result<(RangeInclusive<usize>, Stakes), String> {
        let rules = G::parse_rules(rules)?;
        Ok((rules.seats(), rules.stakes()))
    }

    fn read_rules(&self, rules: &Value) -> Result<Map<String, Value>, String> {
        let rules = G::parse_rules(rules)?;
        let mut fields = match to_json(&rules) {
            Value::Object(fields) => fields,
            other => unreachable!("rules serialize to an object, not {other}"),
        };
        // Every game's rules name their preset; a game whose rules do not spell it out as a field
        // gets it here.
        fields
            .entry("preset")
            .or_insert_with(|| json!(rules.preset()));
        Ok(fields)
    }

    fn steps(&self, record: &Record, viewer: Viewer) -> Result<Vec<Step>, RecordError> {
        let prepared = Prepared::<G>::from_record(record)?;
        let (mut live, start) = Live::<G>::open(
            prepared.rules.clone(),
            prepared.table.clone(),
            prepared.deal.clone(),
        )
        .map_err(|e| RecordError(e.to_string()))?;
        let seen = |events: &[G::Event]| -> Vec<Value> {
            events
                .iter()
                .map(|e| to_json(&G::event_view(e, viewer)))
                .collect()
        };
        let mut steps = vec![Step {
            action: None,
            events: seen(&start),
            view: to_json(&live.game().view(viewer)),
        }];
        let record_actions = record.actions.iter();
        for ((seat, action), written) in prepared.actions.iter().zip(record_actions) {
            let written = Value::Array(written.clone());
            let applied = live.apply(*seat, action, None).map_err(|refused| {
                RecordError(format!("{written}: {}", live.game().sentence(&refused)))
            })?;
            steps.push(Step {
                action: Some(written),
                events: seen(&applied.events),
                view: to_json(&live.game().view(viewer)),
            });
        }
        Ok(steps)
    }

    fn replay(&self, record: &Record) -> Result<(Box<dyn AnyTable>, Output), RecordError> {
        let replayed = Prepared::<G>::from_record(record)?.replay()?;
        let table = Erased {
            live: replayed.live,
            last: replayed.last,
        };
        Ok((Box::new(table), replayed.output))
    }
}

/// A table of game `G` behind [`AnyTable`].
#[derive(Clone)]
struct Erased<G: Game> {
    live: Live<G>,
    last: Vec<G::Event>,
}

impl<G: Game> Debug for Erased<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("game", &G::NAME)
            .field("version", &self.live.version())
            .finish()
    }
}

fn to_json(value: &impl Serialize) -> Value {
    serde_json::to_value(value).expect("the wire types serialize")
}

impl<G: Recorded> Erased<G> {
    /// An action as the game's own, read in place: the message is not copied to be read.
    fn read(action: &Value) -> Result<G::Action, Refused> {
        G::Action::deserialize(action).map_err(|error| Refused {
            code: UNREADABLE,
            refusal: json!({"code": UNREADABLE, "why": error.to_string()}),
            sentence: format!("that is not a {} action: {error}", G::NAME),
        })
    }

    fn apply_typed(
        &mut self,
        seat: Seat,
        action: &G::Action,
        made_against: Option<u64>,
    ) -> Result<u64, Refused> {
        match self.live.apply(seat, action, made_against) {
            Ok(applied) => {
                self.last = applied.events;
                Ok(applied.version)
            }
            Err(refusal) => Err(Refused {
                code: refusal.code(),
                refusal: to_json(&refusal),
                sentence: self.live.game().sentence(&refusal),
            }),
        }
    }
}

impl<G: Recorded> AnyTable for Erased<G> {
    fn game(&self) -> &'static str {
        G::NAME
    }

    fn banker(&self) -> Banker {
        G::BANKER
    }

    fn stakes(&self) -> Stakes {
        self.live.rules().stakes()
    }

    fn seam(&self) -> bool {
        self.live.game().seam().is_ok()
    }

    fn sort(&self, seat: Seat, action: &Value) -> Result<Sort, Refused> {
        let action = Self::read(action)?;
        Ok(match action.seat_change() {
            Some(change) => Sort::Change(change.clone()),
            None => Sort::Move {
                wager: self.live.game().wager(seat, &action),
            },
        })
    }

    fn change(
        &mut self,
        seat: Seat,
        change: &SeatChange,
        made_against: Option<u64>,
    ) -> Result<u64, Refused> {
        self.apply_typed(seat, &G::Action::from(change.clone()), made_against)
    }

    fn clone_table(&self) -> Box<dyn AnyTable> {
        Box::new(self.clone())
    }

    fn version(&self) -> u64 {
        self.live.version()
    }

    fn players(&self) -> &[Player] {
        self.live.game().players()
    }

    fn held_apart(&self) -> i128 {
        self.live.game().held_apart()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.live.game().to_act().iter().collect()
    }

    fn is_over(&self) -> bool {
        self.live.game().is_over()
    }

    fn rounds_played(&self) -> u32 {
        self.live.game().rounds_played()
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Value> {
        self.live
            .game()
            .legal_moves(seat)
            .iter()
            .map(to_json)
            .collect()
    }

    fn examples(&self, seat: Seat) -> Vec<Value> {
        // A range no amount fits (its least above its most) gives its least, as any pick would.
        let mut middle = |lo: u64, hi: u64| lo + hi.saturating_sub(lo) / 2;
        let mut examples: Vec<Value> = Vec::new();
        for legal in self.live.game().legal_moves(seat).iter() {
            for action in crate::LegalMove::examples(legal, &mut middle) {
                let action = to_json(&action);
                if !examples.contains(&action) {
                    examples.push(action);
                }
            }
        }
        examples
    }

    fn timeout(&self, seat: Seat) -> Option<Value> {
        self.live
            .game()
            .timeout(seat)
            .map(|action| to_json(&action))
    }

    fn view(&self, viewer: Viewer) -> Value {
        to_json(&self.live.game().view(viewer))
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &Value,
        made_against: Option<u64>,
    ) -> Result<u64, Refused> {
        let action = Self::read(action)?;
        self.apply_typed(seat, &action, made_against)
    }

    fn events(&self, viewer: Viewer) -> Vec<Value> {
        self.last
            .iter()
            .map(|event| to_json(&G::event_view(event, viewer)))
            .collect()
    }

    fn record(&self, over: bool) -> Option<Value> {
        self.live.record(over)
    }

    fn snapshot(&self) -> String {
        self.live.snapshot()
    }

    fn finished_round(&self) -> Option<RoundRecord> {
        self.live.finished_round()
    }

    fn fairness(&self, over: bool) -> Option<crate::fairness::Fairness> {
        self.live.fairness(over)
    }

    fn next_shuffle(&self, viewer: Viewer) -> Option<crate::fairness::NextShuffle> {
        self.live.next_shuffle(viewer)
    }
}
