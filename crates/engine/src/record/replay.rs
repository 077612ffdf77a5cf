//! A record read against its game ([`Prepared`]) and played to the end, each action's outcome
//! kept ([`Replayed`]).

use super::Verbs as _;
use super::{Deal, MAX_SEATS, Outcome, Output, Record, RecordError, Recorded, error};
use std::fmt::Debug;

use serde_json::Value;

use crate::seating::SeatChange;
use crate::{ByName, Game, Live, Opening, Seat, Viewer};

/// A record read against its game: its rules, seats, deal and actions, played as it was read
/// (who sits where at each action is the table's to say).
#[derive(Debug, Clone)]
pub struct Prepared<G: Recorded> {
    pub rules: G::Rules,
    pub table: Opening,
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
        let table = Opening {
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
                    let action = G::Action::decode(verb, &entry[2..], &seat_of)
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
