//! Hand records: the one JSON format for hand histories, replays, bug reports and tests.
//!
//! ```json
//! {"game": "pontoon", "rules": "traditional",
//!  "players": [{"name": "Bank", "chips": 500}, {"name": "Ann", "chips": 100}],
//!  "banker": "Bank", "deck": ["7S", "KH"], "actions": [["Bank", "deal"], ["Ann", "stake", 10]]}
//! ```
//!
//! A record is read whole before anything is played, so an unreadable one (bad JSON, an unknown card,
//! player, verb or preset, an impossible deck) fails with one clear message and no output. A readable
//! one always plays to the end: a rejected action is reported in `results` and changes nothing.
//! See `docs/hand-records.md` for the format and the table of verbs.

use std::fmt::Debug;

use parlour_cards::{Card, CardSource, DeckError, ShuffleKey};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};
use thiserror::Error;

use crate::chips::MAX_CHIPS;
use crate::seating::{SeatChange, Seating};
use crate::words::grouped;
use crate::{ByName, Game, Live, Player, Seat, Table, Viewer};

/// The most players a record may list: more than any game seats (12 at most), few enough that
/// every seat has a number.
pub const MAX_SEATS: usize = 64;

/// Why a record cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct RecordError(pub String);

fn error(message: impl Into<String>) -> RecordError {
    RecordError(shorten(&message.into()))
}

/// The longest run of quoted input a message repeats, in characters.
const QUOTE_LENGTH: usize = 40;
/// The longest message, in characters.
const MESSAGE_LENGTH: usize = 300;

/// A message cut to a readable length, so that no input, however long, comes back whole: each
/// quoted run (`"..."` or `` `...` ``) to 40 characters, then the whole to 300, keeping its start
/// and its end (where serde says the line and column). Control characters (a newline in a quoted
/// name) are written escaped, so a message is always one line.
pub fn shorten(message: &str) -> String {
    let escaped: String;
    let message = if message.chars().any(char::is_control) {
        escaped = message
            .chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect();
        &escaped
    } else {
        message
    };
    let mut out = String::with_capacity(message.len().min(MESSAGE_LENGTH * 4));
    let mut quote: Option<char> = None;
    let mut quoted = 0;
    let mut after_backslash = false;
    for c in message.chars() {
        match quote {
            None => {
                if c == '"' || c == '`' {
                    quote = Some(c);
                    quoted = 0;
                }
                out.push(c);
            }
            Some(q) => {
                let closing = c == q && !after_backslash;
                after_backslash = !after_backslash && c == '\\' && q == '"';
                if closing {
                    quote = None;
                    out.push(c);
                } else {
                    quoted += 1;
                    if quoted <= QUOTE_LENGTH {
                        out.push(c);
                    } else if quoted == QUOTE_LENGTH + 1 {
                        out.push('…');
                    }
                }
            }
        }
    }
    let count = out.chars().count();
    if count <= MESSAGE_LENGTH {
        return out;
    }
    let head: String = out.chars().take(MESSAGE_LENGTH - 100).collect();
    let tail: String = out.chars().skip(count - 90).collect();
    format!("{head} … {tail}")
}

/// A hand record as read from JSON, before its game is known.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Record {
    pub game: String,
    pub rules: Value,
    pub players: Vec<Player>,
    /// The first banker (Pontoon).
    #[serde(default)]
    pub banker: Option<String>,
    /// The first dealer (poker).
    #[serde(default)]
    pub dealer: Option<String>,
    /// Shoot Pontoon: a kitty already up as the record starts (a round recorded apart).
    #[serde(default)]
    pub kitty: u64,
    /// A stacked pack, top first; the rest of the packs follows in fresh-pack order.
    #[serde(default)]
    pub deck: Option<Vec<Card>>,
    /// A seeded shuffle instead of `deck`.
    #[serde(default)]
    pub seed: Option<u64>,
    /// A shuffle from a 256-bit key (64 hex digits) instead of `deck` or `seed`: a live session's.
    #[serde(default)]
    pub key: Option<ShuffleKey>,
    /// The master key of a table dealt by the fair scheme (docs/fairness.md), instead of `deck`,
    /// `seed` or `key`: each shuffle's key follows from it and the seeds the record's players gave.
    #[serde(default)]
    pub fair: Option<ShuffleKey>,
    /// With `fair`: the scheme its shuffles are dealt by, 1 (the default, as records written
    /// before scheme 2 say nothing) or 2.
    #[serde(default)]
    pub scheme: Option<u32>,
    /// With `"scheme": 2`: the first shuffle dealt by it, those before by scheme 1 (a table opened
    /// under scheme 1 and dealt by scheme 2 since). 0 when absent.
    #[serde(default)]
    pub scheme_from: Option<u32>,
    /// The keys of the fair shuffles a round of a fair table made, in order, instead of `deck`,
    /// `seed`, `key` or `fair`: one round recorded apart (docs/fairness.md).
    #[serde(default)]
    pub keys: Option<Vec<ShuffleKey>>,
    /// `true` in a record written while its session was live: its key is held back until the
    /// session is over (see [`Deal::is_secret`]), so the record can be read but not played.
    #[serde(default)]
    pub sealed: bool,
    #[serde(default)]
    pub actions: Vec<Vec<Value>>,
    /// Free text for people reading the record.
    #[serde(default)]
    pub comment: Option<Value>,
    /// Part of the output this record must produce (see [`mismatches`]); checked, never acted on.
    #[serde(default)]
    pub expect: Option<Value>,
}

/// Where a session's cards come from, as its record keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deal {
    /// A stacked pack, top first, the rest of the packs after it in fresh-pack order; every shuffle
    /// keeps the order.
    Deck(Vec<Card>),
    /// Shuffles from a 64-bit seed: tests, simulations, replays a person can type.
    Seed(u64),
    /// Shuffles from a 256-bit key: a live table.
    Key(ShuffleKey),
    /// Shuffles by the fair scheme from a master key: a live table whose every shuffle is committed
    /// to and verifiable (docs/fairness.md), by scheme 2 from shuffle `scheme2_from` on (0: every
    /// shuffle; [`u32::MAX`]: none, a table of scheme 1).
    Fair {
        master: ShuffleKey,
        scheme2_from: u32,
    },
    /// Each shuffle a fair one with the next key: a round of a fair table recorded apart.
    Keys(Vec<ShuffleKey>),
}

impl Deal {
    /// The cards of `packs` packs dealt this way.
    pub fn cards(&self, packs: usize) -> Result<CardSource, DeckError> {
        Ok(match self {
            Deal::Deck(top) => CardSource::stacked(packs, top)?,
            Deal::Seed(seed) => CardSource::seeded(packs, *seed),
            Deal::Key(key) => CardSource::keyed(packs, key),
            Deal::Fair {
                master,
                scheme2_from,
            } => CardSource::fair(packs, master, *scheme2_from),
            Deal::Keys(keys) => CardSource::keys(packs, keys),
        })
    }

    /// Whether the deal is a secret while its session lasts. A key is: whoever holds it knows every
    /// card still to come, so a record of a keyed session reaches nobody at the table until the
    /// session is over (it is written [`sealed`](write_record) till then). A seed is a test's or a
    /// simulation's, and a stacked deck is known by whoever stacked it.
    pub fn is_secret(&self) -> bool {
        matches!(self, Deal::Key(_) | Deal::Fair { .. })
    }
}

impl Record {
    /// Reads a record from JSON text.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        serde_json::from_str(text).map_err(|e| error(format!("not a hand record: {e}")))
    }
}

/// Whether `value` is a number of chips too large for any table, either way.
fn beyond_any_table(value: &Value) -> bool {
    value.as_f64().is_some_and(|n| n.abs() > MAX_CHIPS as f64)
}

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
pub trait Recorded: Game {
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
    /// An action from a record's `[player, verb, args...]`; `seat_of` looks up player names.
    fn decode_action(
        verb: &str,
        args: &[Value],
        seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<Self::Action, String>;
    /// The record form of an action: `[verb, args...]`, players by name (`name` gives the player
    /// in a seat when the action was made). Seat changes are the engine's to write.
    fn encode_action(action: &Self::Action, name: &dyn Fn(Seat) -> String) -> Vec<Value>;
    /// A finished round as a record's output and a hand history keep it (docs/hand-records.md):
    /// players by name, each total worked out, each player's net. It is the one form of a
    /// finished round outside the engine, and reads back from its JSON as itself.
    type Finished: Serialize + DeserializeOwned + Debug + Clone + PartialEq;
    /// The finished round, if this event (as the auditor sees it) completes one.
    fn finished(event: &Self::EventView) -> Option<Self::Finished>;
    /// The game's own fields of a record's output (`banker`, `phase`, ...), from the auditor's view.
    fn record_status(&self) -> Map<String, Value>;
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
/// Checks that each of `actions` reads back from its record form as itself, at `game`'s table (for
/// the players' names): the record forms, for a test to pin some of them.
pub fn codec_round_trip<G: Recorded>(game: &G, actions: &[G::Action]) -> Vec<Vec<Value>> {
    let seat_of = |name: &str| {
        (0..game.seats())
            .map(Seat::from)
            .find(|&s| game.name(s) == name)
    };
    let name = |seat: Seat| game.name(seat).to_string();
    actions
        .iter()
        .map(|action| {
            let entry = G::encode_action(action, &name);
            let verb = entry[0].as_str().expect("a verb first");
            let back = G::decode_action(verb, &entry[1..], &seat_of)
                .unwrap_or_else(|e| panic!("{entry:?} does not read back: {e}"));
            assert_eq!(&back, action, "{entry:?} reads back as another action");
            entry
        })
        .collect()
}

/// A record read against its game: its rules, seats, deal and actions, played as it was read
/// (who sits where at each action is the table's to say).
#[derive(Debug, Clone)]
pub struct Prepared<G: Recorded> {
    pub rules: G::Rules,
    pub table: Table,
    /// The deal, checked against the rules' packs.
    pub deal: Deal,
    pub actions: Vec<(Seat, G::Action)>,
    replayed: Replayed<G>,
}

impl<G: Recorded> Prepared<G> {
    pub fn from_record(record: &Record) -> Result<Prepared<G>, RecordError> {
        if !G::reads(record) {
            return Err(error(format!(
                "this record is for {:?}, not {:?}",
                record.game,
                G::NAME
            )));
        }
        let rules = G::parse_rules(&record.rules).map_err(error)?;
        if record.players.len() > MAX_SEATS {
            return Err(error(format!(
                "the record seats {} players; no Parlour table seats more than {MAX_SEATS}",
                record.players.len()
            )));
        }
        let names: Vec<&str> = record.players.iter().map(|p| p.name.as_str()).collect();
        let seat_of = |name: &str| names.iter().position(|&n| n == name).map(Seat::from);
        let first_name = match (G::FIRST_SEAT, &record.banker, &record.dealer) {
            ("banker", name, None) | ("dealer", None, name) => name.as_deref(),
            (field, _, _) => {
                return Err(error(format!(
                    "a {} record names its first {field} with `{field}`",
                    G::NAME
                )));
            }
        };
        let first = match first_name {
            None => None,
            Some(name) => Some(seat_of(name).ok_or_else(|| {
                error(format!(
                    "the {} {name:?} is not one of the players",
                    G::FIRST_SEAT
                ))
            })?),
        };
        let table = Table {
            players: record.players.clone(),
            first,
            kitty: record.kitty,
        };
        if record.sealed {
            return Err(error(
                "this record is sealed: it was written while its session was live, and its \
                 shuffle key is written in only when the session is over",
            ));
        }
        if record.fair.is_none() && (record.scheme.is_some() || record.scheme_from.is_some()) {
            return Err(error(
                "`scheme` and `scheme_from` go with `fair`, the master key of a fair table",
            ));
        }
        let scheme2_from = match (record.scheme, record.scheme_from) {
            (None | Some(1), None) => u32::MAX,
            (Some(2), from) => from.unwrap_or(0),
            (Some(1), Some(_)) | (None, Some(_)) => {
                return Err(error("`scheme_from` goes with `\"scheme\": 2`"));
            }
            (Some(other), _) => {
                return Err(error(format!(
                    "a fair table is dealt by scheme 1 or 2, not {other}"
                )));
            }
        };
        let deal = match (
            &record.deck,
            record.seed,
            record.key,
            record.fair,
            &record.keys,
        ) {
            (Some(deck), None, None, None, None) => Deal::Deck(deck.clone()),
            (None, seed, None, None, None) => Deal::Seed(seed.unwrap_or(0)),
            (None, None, Some(key), None, None) => Deal::Key(key),
            (None, None, None, Some(master), None) => Deal::Fair {
                master,
                scheme2_from,
            },
            (None, None, None, None, Some(keys)) => Deal::Keys(keys.clone()),
            _ => {
                return Err(error(
                    "a record gives one of `deck`, `seed`, `key`, `fair` and `keys`",
                ));
            }
        };
        // A deck the packs cannot hold fails here, before anything is played.
        let (mut live, start) = Live::<G>::open(rules.clone(), table.clone(), deal.clone())
            .map_err(|e| error(e.to_string()))?;
        // A record names a seat by the player in it, and players come and go. Who sits where is
        // the table's to say (a stand refused in the middle of a hand leaves its player seated),
        // so the record is read as it is played: each action by the names at the table then.
        let mut actions = Vec::with_capacity(record.actions.len());
        let mut played = Played::new(start);
        for (index, entry) in record.actions.iter().enumerate() {
            let at = || format!("action {} {}", index + 1, Value::Array(entry.clone()));
            let (Some(Value::String(name)), Some(Value::String(verb))) =
                (entry.first(), entry.get(1))
            else {
                return Err(error(format!(
                    "{}: an action is [player, verb, args...]",
                    at()
                )));
            };
            let players = live.game().players();
            let seat_of = |name: &str| {
                players
                    .iter()
                    .position(|p| !p.is_empty() && p.name == name)
                    .map(Seat::from)
            };
            let (seat, action) = match SeatChange::decode(name, verb, &entry[2..]) {
                Some(change) => {
                    let (newcomer, change) = change.map_err(|e| error(format!("{}: {e}", at())))?;
                    let seat = newcomer.or_else(|| seat_of(name)).ok_or_else(|| {
                        error(format!("{}: {name:?} is not one of the players", at()))
                    })?;
                    (seat, G::Action::from(change))
                }
                None => {
                    let seat = seat_of(name).ok_or_else(|| {
                        error(format!("{}: {name:?} is not one of the players", at()))
                    })?;
                    let action = G::decode_action(verb, &entry[2..], &seat_of)
                        .map_err(|e| error(format!("{}: {e}", at())))?;
                    (seat, action)
                }
            };
            played.apply(&mut live, seat, &action);
            actions.push((seat, action));
        }
        let output = played.output(&live);
        Ok(Prepared {
            rules,
            table,
            deal,
            actions,
            replayed: Replayed {
                live,
                last: played.last,
                output,
            },
        })
    }

    /// Plays the record: the session, and the output `parlour script` prints.
    pub fn play(&self) -> Result<(G, Output), RecordError> {
        Ok((
            self.replayed.live.game().clone(),
            self.replayed.output.clone(),
        ))
    }

    /// Plays the record as a table in play.
    pub fn replay(&self) -> Result<Replayed<G>, RecordError> {
        Ok(self.replayed.clone())
    }
}

/// A record being played as it is read: each action's outcome, the rounds finished, and the events
/// of the last action accepted.
struct Played<G: Game> {
    hands: Vec<Value>,
    results: Vec<Outcome>,
    last: Vec<G::Event>,
}

impl<G: Recorded> Played<G> {
    fn new(start: Vec<G::Event>) -> Played<G> {
        let mut played = Played {
            hands: Vec::new(),
            results: Vec::new(),
            last: Vec::new(),
        };
        played.collect(&start);
        played.last = start;
        played
    }

    fn collect(&mut self, events: &[G::Event]) {
        for event in events {
            if let Some(finished) = G::finished(&G::event_view(event, Viewer::Auditor)) {
                self.hands
                    .push(serde_json::to_value(finished).expect("a finished round serializes"));
            }
        }
    }

    /// Plays one action, noting what it came to: a refusal changes nothing and is reported.
    fn apply(&mut self, live: &mut Live<G>, seat: Seat, action: &G::Action) {
        match live.apply(seat, action, None) {
            Ok(applied) => {
                self.collect(&applied.events);
                self.last = applied.events;
                self.results.push(Outcome::Accepted);
            }
            Err(rejection) => self.results.push(Outcome::Refused {
                code: rejection.code(),
                message: live.game().sentence(&rejection),
            }),
        }
    }

    /// The output `parlour script` prints, once every action is played.
    fn output(&mut self, live: &Live<G>) -> Output {
        let game = live.game();
        // Every player at the table at the end, by name; an empty seat has nobody to name.
        let chips = ByName(
            (0..game.seats())
                .map(Seat::from)
                .filter(|&seat| !game.players()[seat.index()].is_empty())
                .map(|seat| (game.name(seat).to_string(), game.chips(seat)))
                .collect(),
        );
        Output {
            game: G::NAME,
            results: std::mem::take(&mut self.results),
            hands: std::mem::take(&mut self.hands),
            chips,
            status: game.record_status(),
            expect: None,
        }
    }
}

/// A record played as a table: the table it came to, the events of its last accepted action (or
/// of its opening), and the output `parlour script` prints.
#[derive(Debug, Clone)]
pub struct Replayed<G: Game> {
    pub live: Live<G>,
    pub last: Vec<G::Event>,
    pub output: Output,
}

/// What one action of a record came to: `{"ok": true}`, or `{"ok": false, "error": {"code": ...,
/// "message": ...}}` for a refusal. Kept this small because a long record has one per action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Accepted,
    Refused { code: &'static str, message: String },
}

impl Outcome {
    pub fn to_json(&self) -> Value {
        match self {
            Outcome::Accepted => json!({"ok": true}),
            Outcome::Refused { code, message } => json!({
                "ok": false,
                "error": {"code": code, "message": message},
            }),
        }
    }
}

/// The output of a played record, as `parlour script` prints it: `game`, `results` (one
/// [`Outcome`] per action), `hands` (the record of each finished hand), `chips` by name, the game's
/// own fields (`banker`, `phase`, `in_play`, ...) and, once checked, the verdict on `expect`.
///
/// Its fields are turned into JSON one at a time (see [`Output::field`]), so a record of a million
/// actions never holds its whole output as one JSON tree.
#[derive(Debug, Clone, PartialEq)]
pub struct Output {
    pub game: &'static str,
    pub results: Vec<Outcome>,
    pub hands: Vec<Value>,
    pub chips: ByName<u64>,
    pub status: Map<String, Value>,
    pub expect: Option<Value>,
}

impl Output {
    /// The names of the output's fields, in the order they are printed.
    pub fn keys(&self) -> Vec<&str> {
        let mut keys = vec!["game", "results", "hands", "chips"];
        keys.extend(self.status.keys().map(String::as_str));
        if self.expect.is_some() {
            keys.push("expect");
        }
        keys
    }

    /// One field as JSON.
    pub fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "game" => json!(self.game),
            "results" => self.results.iter().map(Outcome::to_json).collect(),
            "hands" => Value::Array(self.hands.clone()),
            "chips" => serde_json::to_value(&self.chips).expect("chips serialize"),
            "expect" => self.expect.clone()?,
            other => self.status.get(other)?.clone(),
        })
    }

    /// The whole output as one JSON object.
    pub fn into_value(self) -> Value {
        let mut object = Map::new();
        for key in self.keys() {
            let value = self.field(key).expect("a key of the output");
            object.insert(key.to_string(), value);
        }
        Value::Object(object)
    }

    /// Whether every action was accepted.
    pub fn all_accepted(&self) -> bool {
        self.results.iter().all(|r| *r == Outcome::Accepted)
    }
}

impl serde::Serialize for Output {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let keys = self.keys();
        let mut map = serializer.serialize_map(Some(keys.len()))?;
        for key in keys {
            match key {
                "results" => map.serialize_entry(key, &Results(&self.results))?,
                "hands" => map.serialize_entry(key, &self.hands)?,
                "chips" => map.serialize_entry(key, &self.chips)?,
                _ => map.serialize_entry(key, &self.field(key).expect("a key of the output"))?,
            }
        }
        map.end()
    }
}

/// The results, serialized one at a time.
struct Results<'a>(&'a [Outcome]);

impl serde::Serialize for Results<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(Outcome::to_json))
    }
}

/// Writes a record of a session: its setup and actions, for replays and bug reports.
///
/// A [secret](Deal::is_secret) deal is written only when `over` (the session has ended, or the
/// record is for the table's own keeping); until then the record is `sealed`, with no key, and
/// reaches nobody who could learn the cards still to come from it.
pub fn write_record<G: Recorded>(
    rules: &G::Rules,
    table: &Table,
    deal: &Deal,
    over: bool,
    actions: &[(Seat, G::Action)],
) -> Value {
    let mut record = Map::new();
    record.insert("game".into(), json!(G::NAME));
    record.insert(
        "rules".into(),
        serde_json::to_value(rules).expect("rules serialize"),
    );
    record.insert(
        "players".into(),
        table
            .players
            .iter()
            .map(|p| json!({"name": p.name, "chips": p.chips}))
            .collect(),
    );
    if let Some(first) = table.first {
        record.insert(
            G::FIRST_SEAT.into(),
            json!(table.players[first.index()].name),
        );
    }
    if table.kitty > 0 {
        record.insert("kitty".into(), json!(table.kitty));
    }
    if deal.is_secret() && !over {
        record.insert("sealed".into(), json!(true));
    } else {
        let (field, value) = match deal {
            Deal::Deck(cards) => ("deck", cards.iter().map(|c| json!(c.to_string())).collect()),
            Deal::Seed(seed) => ("seed", json!(seed)),
            Deal::Key(key) => ("key", json!(key.to_hex())),
            Deal::Fair { master, .. } => ("fair", json!(master.to_hex())),
            Deal::Keys(keys) => ("keys", json!(keys)),
        };
        record.insert(field.into(), value);
        // A table of scheme 1 says nothing more, as its records always did.
        if let Deal::Fair { scheme2_from, .. } = deal
            && *scheme2_from != u32::MAX
        {
            record.insert("scheme".into(), json!(2));
            if *scheme2_from > 0 {
                record.insert("scheme_from".into(), json!(scheme2_from));
            }
        }
    }
    // Each action under the name of the player in its seat at the time.
    let mut sitting: Vec<String> = table.players.iter().map(|p| p.name.clone()).collect();
    let actions: Vec<Value> = actions
        .iter()
        .map(|(seat, action)| {
            let at = |seat: Seat, sitting: &[String]| {
                sitting.get(seat.index()).cloned().unwrap_or_default()
            };
            let entry = match action.seat_change() {
                Some(change) => {
                    let name = match change {
                        SeatChange::Sit { name, .. } => name.clone(),
                        _ => at(*seat, &sitting),
                    };
                    let mut entry = vec![json!(name)];
                    entry.extend(change.encode(*seat));
                    change.rename(&mut sitting, *seat);
                    entry
                }
                None => {
                    let mut entry = vec![json!(at(*seat, &sitting))];
                    entry.extend(G::encode_action(action, &|s| at(s, &sitting)));
                    entry
                }
            };
            Value::Array(entry)
        })
        .collect();
    record.insert("actions".into(), Value::Array(actions));
    Value::Object(record)
}

/// Where `actual` differs from `expected` (at `path`), read as a pattern: every key of an expected
/// object must be in the actual object with a matching value (other keys are ignored), arrays match
/// element by element and must have the same length, and other values must be equal.
fn compare(expected: &Value, actual: &Value, path: &str, found: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(want), Value::Object(have)) => {
            for (key, value) in want {
                match have.get(key) {
                    Some(actual) => compare(value, actual, &format!("{path}.{key}"), found),
                    None => found.push(format!("{path}.{key}: missing")),
                }
            }
        }
        (Value::Array(want), Value::Array(have)) => {
            if want.len() != have.len() {
                found.push(format!(
                    "{path}: expected {} entries, found {}: {actual}",
                    want.len(),
                    have.len()
                ));
                return;
            }
            for (index, (value, actual)) in want.iter().zip(have).enumerate() {
                compare(value, actual, &format!("{path}[{index}]"), found);
            }
        }
        _ if expected == actual => {}
        _ => found.push(format!("{path}: expected {expected}, found {actual}")),
    }
}

/// Checks a record's `expect` against its output and adds the verdict to it (`{"met": bool,
/// "mismatches": [...]}`). Each field the expectation names is compared on its own.
pub fn check_expectation(record: &Record, output: &mut Output) -> Option<bool> {
    let expected = record.expect.as_ref()?;
    let mut found = Vec::new();
    match expected {
        Value::Object(want) => {
            for (key, value) in want {
                match output.field(key) {
                    Some(actual) => compare(value, &actual, &format!("$.{key}"), &mut found),
                    None => found.push(format!("$.{key}: missing")),
                }
            }
        }
        other => found.push(format!("$: expected {other}, found the output object")),
    }
    let met = found.is_empty();
    output.expect = Some(json!({"met": met, "mismatches": found}));
    Some(met)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mismatches(expected: &Value, actual: &Value) -> Vec<String> {
        let mut found = Vec::new();
        compare(expected, actual, "$", &mut found);
        found
    }

    #[test]
    fn patterns_ignore_extra_keys_but_not_extra_entries() {
        let actual = json!({"results": [{"ok": true}, {"ok": false, "error": {"code": "x", "message": "m"}}], "chips": {"A": 1}});
        assert!(mismatches(&json!({"results": [{"ok": true}, {"ok": false}]}), &actual).is_empty());
        assert!(
            mismatches(
                &json!({"results": [{"ok": true}, {"error": {"code": "x"}}]}),
                &actual
            )
            .is_empty()
        );
        let wrong = mismatches(&json!({"results": [{"ok": true}]}), &actual);
        assert_eq!(wrong.len(), 1, "{wrong:?}");
        let wrong = mismatches(&json!({"chips": {"A": 2, "B": 0}}), &actual);
        assert_eq!(
            wrong,
            ["$.chips.A: expected 2, found 1", "$.chips.B: missing"]
        );
    }

    #[test]
    fn unreadable_records_say_why() {
        let bad_card = Record::parse(
            r#"{"game": "pontoon", "rules": "traditional", "players": [], "deck": ["ZZ"]}"#,
        );
        assert!(bad_card.unwrap_err().0.contains("\"ZZ\" is not a card"));
        let unknown_field = Record::parse(
            r#"{"game": "pontoon", "rules": "traditional", "players": [], "dek": []}"#,
        );
        assert!(unknown_field.unwrap_err().0.contains("unknown field `dek`"));
        assert!(Record::parse("{").is_err());
    }
}
