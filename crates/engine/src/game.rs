//! The contract every game implements.
//!
//! Modelled on OpenSpiel's split between an immutable game (here [`Game::Rules`]) and a mutable state
//! (the implementing type, a whole session of many hands), with boardgame.io's idea of a per-player
//! view and lichess's per-viewer event streams:
//!
//! - [`Game::legal_moves`] lists what a seat may do now; [`Game::apply`] either returns the events the
//!   action caused or a typed rejection, and a rejection leaves the state exactly as it was;
//! - chance comes only from the [`CardSource`] given to [`Game::new`]: no I/O, no clock, no global RNG;
//! - [`Game::view`] is the only way to see a state from outside, and [`Game::event_view`] filters each
//!   event for a viewer by the same rule;
//! - forced moves (a declared Pontoon, a dealer drawing by rule, a deal) are made by the engine.

use std::fmt::Debug;
use std::ops::RangeInclusive;

use parlour_cards::{Card, CardSource};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::chips::MAX_CHIPS;
use crate::record::shorten;
use crate::refusal::{Reason, Refusal};
use crate::seating::{SeatChange, Seating};
use crate::words::grouped;
use crate::{MapCards, Seat, Seats, TableCard, Viewer};

/// A player at the table and the chips in front of them: as a session starts, and as it goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub name: String,
    pub chips: u64,
}

/// A player as a session starts.
pub type PlayerSetup = Player;

/// A player as every viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub name: String,
    pub chips: u64,
}

impl PlayerView {
    /// Every player at a table, in seat order.
    pub fn all(players: &[Player]) -> Vec<PlayerView> {
        players
            .iter()
            .enumerate()
            .map(|(index, p)| PlayerView {
                seat: Seat::from(index),
                name: p.name.clone(),
                chips: p.chips,
            })
            .collect()
    }
}

/// How a session opens: the players in seating order (clockwise), and who deals first if that is
/// agreed rather than cut for. (A *table* is the whole session a room serves; this is only how it
/// starts.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Opening {
    pub players: Vec<PlayerSetup>,
    /// The first banker (Pontoon) or dealer (poker). `None`: the engine cuts for it.
    pub first: Option<Seat>,
    /// Shoot Pontoon: a kitty already up as the table opens, the banker's chips set aside (a
    /// round recorded apart from a session whose kitty was up); 0 at every other table, which
    /// refuses any other.
    pub kitty: u64,
}

/// Why a session cannot start with these rules and players.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct SetupError(pub String);

impl Opening {
    /// A table of players called `names`, in seat order, each holding `chips`, and nobody named to
    /// bank or deal first.
    pub fn of(names: &[&str], chips: u64) -> Opening {
        Opening {
            players: names
                .iter()
                .map(|&name| Player {
                    name: name.into(),
                    chips,
                })
                .collect(),
            first: None,
            kitty: 0,
        }
    }

    /// Checks what every game asks before a session opens: rules that make a playable table;
    /// as many seats as they allow, each empty (a player of no name and no chips,
    /// [`Player::empty`]: players come and go) or a named player, no two alike, none holding more
    /// than [`MAX_CHIPS`]; a kitty only where the rules have one; and the cards of their packs.
    pub fn admit<R: RuleSet>(&self, rules: &R, cards: &CardSource) -> Result<(), SetupError> {
        rules.validate().map_err(SetupError)?;
        let table = rules.table();
        self.check_seats(rules.seats(), &table)?;
        if self.kitty > 0 && !rules.kitty() {
            return Err(SetupError(format!("{table} has no kitty")));
        }
        check_packs(cards, rules.packs())
    }

    fn check_seats(&self, seats: RangeInclusive<usize>, game: &str) -> Result<(), SetupError> {
        let count = self.players.len();
        if !seats.contains(&count) {
            return Err(SetupError(format!(
                "{game} seats {} to {} players, not {count}",
                seats.start(),
                seats.end()
            )));
        }
        for (index, player) in self.players.iter().enumerate() {
            if player.name.is_empty() {
                if player.chips > 0 {
                    return Err(SetupError(format!(
                        "seat {} is empty but holds {} chips",
                        index + 1,
                        grouped(player.chips)
                    )));
                }
                continue;
            }
            if player.name.trim().is_empty() {
                return Err(SetupError(format!("player {} has no name", index + 1)));
            }
            if !crate::seating::name_ok(&player.name) {
                return Err(SetupError(shorten(&format!(
                    "player {} is called {:?}: {}",
                    index + 1,
                    player.name,
                    crate::seating::NAME_RULE
                ))));
            }
            if self.players[..index].iter().any(|p| p.name == player.name) {
                return Err(SetupError(shorten(&format!(
                    "two players are called {:?}",
                    player.name
                ))));
            }
            if player.chips > MAX_CHIPS {
                return Err(SetupError(shorten(&format!(
                    "{:?} holds {} chips; a player may hold at most {}",
                    player.name,
                    grouped(player.chips),
                    grouped(MAX_CHIPS)
                ))));
            }
        }
        Ok(())
    }
}

/// Checks that a card source holds the cards of `packs` packs.
fn check_packs(cards: &CardSource, packs: usize) -> Result<(), SetupError> {
    let expected = packs * 52;
    if cards.pile.len() != expected {
        return Err(SetupError(format!(
            "the rules play with {expected} cards, the card source holds {}",
            cards.pile.len()
        )));
    }
    Ok(())
}

/// One legal move as [`Game::legal_moves`] describes it: a single action, or a family of actions such
/// as "buy for 6 to 12".
pub trait LegalMove<A>: Clone + Debug {
    /// Whether `action` is one of the actions this move stands for.
    fn admits(&self, action: &A) -> bool;
    /// A few of the actions this move stands for: every bound of a range and one drawn inside it.
    /// `pick(lo, hi)` draws a number in `lo..=hi`.
    fn examples(&self, pick: &mut dyn FnMut(u64, u64) -> u64) -> Vec<A>;
}

/// The version of the wire schema (docs/wire.md), carried by every view as `schema`. It changes
/// only when a message changes in a way an older client would misread.
pub const SCHEMA: u32 = 1;

/// What every game's view shows first, to every viewer alike but for the moves: who is looking,
/// the players and their chips, whose turn it is, how many rounds have been played, and what the
/// viewer may do. A game's view carries it flattened, so on the wire these are the view's own
/// fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen<M> {
    /// The wire schema's version: [`SCHEMA`].
    pub schema: u32,
    pub viewer: Viewer,
    pub players: Vec<PlayerView>,
    pub to_act: Vec<Seat>,
    pub rounds_played: u32,
    /// What the viewer may do now (a seat to act only).
    pub moves: Vec<M>,
}

/// A game's rules: an immutable value a session is played under.
pub trait RuleSet: Clone + Debug + Serialize + Send + Sync + 'static {
    /// How many 52-card packs these rules play with.
    fn packs(&self) -> usize;
    /// The name of the preset the rules start from (`"traditional"`).
    fn preset(&self) -> &'static str;
    /// The rules in words, a paragraph each, written from these rules (variations included): what
    /// a rules page shows, the terminal client's and the browser's, each in its person's language
    /// (the catalogues' `rules-...` messages).
    fn describe(&self) -> Vec<crate::Said>;
    /// The bets the rules name: the least and the most.
    fn stakes(&self) -> crate::Stakes;
    /// How many seats a table under these rules may have.
    fn seats(&self) -> RangeInclusive<usize>;
    /// Checks that the options make a playable table: if not, which option and why.
    fn validate(&self) -> Result<(), String>;
    /// What a table under these rules is called in messages (`"Palace Poker"`).
    fn table(&self) -> String;
    /// Whether a table under these rules may open with a kitty already up (Shoot Pontoon's, in a
    /// round recorded apart).
    fn kitty(&self) -> bool {
        false
    }
}

/// A value that knows its own name: an event's `event` tag (`"bust"`, `"shot"`), for logs, metrics
/// and the tests that count what a run exercised. Every enum deriving `strum::IntoStaticStr` has it.
pub trait Named {
    fn name(&self) -> &'static str;
}

impl<T> Named for T
where
    for<'a> &'a T: Into<&'static str>,
{
    fn name(&self) -> &'static str {
        self.into()
    }
}

/// A game: its rules, and the state of a session of it.
///
/// A game writes the few things only it knows: how a session starts ([`Game::new`]), its players,
/// who acts ([`Game::to_act`]), what they may do ([`Game::legal_moves`]), what an action does
/// ([`Game::play`]), what a seat that does not act is taken to do ([`Game::timeout`]), and what a
/// viewer sees ([`Game::view`]). Everything else is provided from those: the checks every game makes
/// before an action, the refusal's sentence, each event as a viewer sees it, the chips.
///
/// Beside this core, a game's hand-record codec is [`crate::record::Recorded`], and the hooks its
/// random-playout tests need are [`crate::playout::Probe`].
/// Events of `G`, in the order they happened.
pub type Events<G> = Vec<<G as Game>::Event>;

/// Writes the head of a game's `impl Game`: its name, who banks it (a [`crate::Banker`]
/// variant), then its rules, action, move, event, reason and view, in that order; the event is
/// named without its cards, which the engine holds as [`TableCard`]s and a viewer sees as
/// [`EventView`]:
///
/// ```ignore
/// impl Game for Palace {
///     parlour_engine::game_head!("palace", Table; Rules, Action, Move, Event, Reason, View);
///     ...
/// }
/// ```
#[macro_export]
macro_rules! game_head {
    ($name:literal, $banker:ident;
     $rules:ty, $action:ty, $move:ty, $event:ident, $reason:ty, $view:ty) => {
        const NAME: &'static str = $name;
        const BANKER: $crate::Banker = $crate::Banker::$banker;
        type Rules = $rules;
        type Action = $action;
        type Move = $move;
        type Event = $event<$crate::TableCard>;
        type Reason = $reason;
        type View = $view;
    };
}

/// A new session of `G` and the events of its start, or why it cannot open.
pub type Opened<G> = Result<(G, Events<G>), SetupError>;

/// An event of `G` as a viewer sees it: each card, or `None` where it is hidden from them.
pub type EventView<G> = <<G as Game>::Event as MapCards>::With<Option<Card>>;

pub trait Game: Clone + PartialEq + Debug + Send + Sized + 'static {
    /// The game's id: in hand records, in the registry, on the wire (`"pontoon"`).
    const NAME: &'static str;
    /// Who banks the game.
    const BANKER: crate::Banker;

    type Rules: RuleSet;
    /// On the wire `{"action": verb, fields...}` (docs/wire.md); in a record `[verb, args...]`,
    /// derived from the same enum (`#[derive(Verbs)]`).
    /// Seat changes ([`SeatChange`]) are actions of every game too.
    type Action: Clone
        + Debug
        + PartialEq
        + Send
        + Serialize
        + DeserializeOwned
        + Seating
        + From<SeatChange>
        + crate::record::Verbs;
    type Move: LegalMove<Self::Action> + Serialize + DeserializeOwned;
    /// What happened, with each card as the engine holds it (a [`TableCard`]).
    type Event: Clone
        + Send
        + Debug
        + PartialEq
        + Named
        + MapCards<
            Card = TableCard,
            With<Option<Card>>: Clone + Debug + PartialEq + Serialize + DeserializeOwned,
            With<TableCard> = Self::Event,
        >;
    /// The game's own reasons for refusing an action, beside the shared [`Refusal`]s.
    type Reason: Reason;
    /// What a viewer sees: [`Seen`] (flattened), then the game's own fields.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// A new session and the events of its start (a cut for the bank, say), from an opening the
    /// engine has admitted ([`Opening::admit`]): what is left to check is the game's own.
    fn start(rules: Self::Rules, opening: Opening, cards: CardSource) -> Opened<Self>;

    /// A new session: the engine admits the opening, and the game starts it.
    fn new(rules: Self::Rules, opening: Opening, cards: CardSource) -> Opened<Self> {
        opening.admit(&rules, &cards)?;
        Self::start(rules, opening, cards)
    }

    /// What the session holds as every game does: its players, its shuffler, its rounds.
    fn core(&self) -> &crate::Core;
    /// The same, to change.
    fn core_mut(&mut self) -> &mut crate::Core;
    /// The seats that may act now (empty only when the session is over).
    fn to_act(&self) -> Seats;
    /// What `seat`, one of [`Game::to_act`], may do now.
    fn moves(&self, seat: Seat) -> Vec<Self::Move>;
    /// The game's own handling of an action by a seat on turn: its events, or a refusal that left
    /// the state untouched. Called by [`Game::apply`] once the seat, the session and the turn are
    /// checked.
    fn play(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Events<Self>, Refusal<Self::Reason>>;
    /// What `seat` is taken to do when it does not act in time: one of its legal moves, the one
    /// that puts the fewest chips at risk (stick where it may, decline an offer, stay, fold), so a
    /// timeout is an ordinary recorded action and a table never stalls. `None` when the seat is not
    /// on turn. The defaults of every game are tabled in docs/rules/README.md.
    fn timeout(&self, seat: Seat) -> Option<Self::Action>;
    /// The table as `viewer` may see it. Everything that leaves the engine is built from this.
    fn view(&self, viewer: Viewer) -> Self::View;
    /// The event of a seat change made: what every game says when a seat gives its seed.
    fn seated(seat: Seat, change: crate::seating::SeatChange) -> Self::Event;
    /// Whether seats may change now (sitting down, standing up, moving), or why not: a game's
    /// seams are between its rounds. Whoever asks to sit down at another moment waits for one.
    fn seam(&self) -> Result<(), &'static str>;
    /// The chips `action` by `seat` would put at risk now, beyond what the seat had at risk: a
    /// stake, a buy, a split's second stake, a shoot bet, a battle bet, a call, a raise. Nothing
    /// for an action that bets nothing (a twist, a stick, a seat change, a seed) or that the game
    /// would refuse now. What a player's own betting limit and the house maximum are checked
    /// against, for every bet of every game.
    fn wager(&self, seat: Seat, action: &Self::Action) -> u64;

    /// What `seat` may do now: nothing when it is not that seat's turn.
    fn legal_moves(&self, seat: Seat) -> Vec<Self::Move> {
        if self.to_act().contains(seat) {
            self.moves(seat)
        } else {
            Vec::new()
        }
    }

    /// Applies an action: its events, or a refusal that left the state untouched. The checks every
    /// game makes alike come first (the seat is at the table, the session is not over, the seat is
    /// on turn), then the game's own [`Game::play`].
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Refusal<Self::Reason>> {
        // A seat change is nobody's turn: anyone may sit down, or stand up, at the seams the game
        // gives, and a table that ran out of players comes back when one sits down.
        // A seed is taken alike by every game, at any moment, and changes nothing until the next
        // shuffle.
        if let Some(change) = action.seat_change() {
            if change.is_seed() {
                let occupied =
                    seat.index() < self.seats() && !self.players()[seat.index()].is_empty();
                crate::seating::take_seed(change, self.shuffler_mut(), seat, occupied)?;
                // Everyone is told a seed was given, and shown its hash: the seed itself stays
                // its giver's until its pack is revealed (a seed of scheme 1 was public).
                let told = match change {
                    SeatChange::Seed { shuffle: None, .. } => None,
                    _ => change.as_seeded(self.shuffler()),
                }
                .unwrap_or_else(|| change.clone());
                return Ok(vec![Self::seated(seat, told)]);
            }
            // Seats change only at the seams the game gives.
            self.seam()
                .map_err(|why| Refusal::not_now(change.verb(), why))?;
            let events = self.play(seat, action)?;
            // A seed for the next shuffle is its giver's: it goes with them, so nobody who sits
            // down in a seat finds a seed there they did not give (nor is shown it).
            if let Some(fair) = self.shuffler_mut().fair_mut() {
                match change {
                    SeatChange::Stand | SeatChange::Sit { .. } => fair.seat_left(seat.index()),
                    SeatChange::Move { to } => fair.seat_moved(seat.index(), to.index()),
                    _ => {}
                }
            }
            return Ok(events);
        }
        if seat.index() >= self.seats() {
            return Err(Refusal::UnknownPlayer { seat });
        }
        let waiting = self.to_act();
        if waiting.is_empty() {
            return Err(Refusal::SessionOver);
        }
        if !waiting.contains(seat) {
            return Err(Refusal::NotYourTurn {
                waiting: waiting.iter().collect(),
            });
        }
        self.play(seat, action)
    }

    /// A refusal in English, with this table's names: what the seat that tried the action reads
    /// (a refusal goes to nobody else, see [`crate::refusal`]).
    fn sentence(&self, refusal: &Refusal<Self::Reason>) -> String {
        refusal.sentence(&|seat| {
            if seat.index() < self.seats() {
                self.name(seat).to_string()
            } else {
                seat.to_string()
            }
        })
    }

    /// An event as `viewer` may see it: by each card's audience, as the view shows cards.
    fn event_view(event: &Self::Event, viewer: Viewer) -> EventView<Self> {
        crate::cards::seen_by(event, viewer)
    }

    /// Everyone at the table, in seat order, with the chips in front of them.
    fn players(&self) -> &[Player] {
        &self.core().players
    }
    /// How many hands have been completed.
    fn rounds_played(&self) -> u32 {
        self.core().rounds_played
    }
    /// How the pack is shuffled: what a fair table's commitments and seeds are read from.
    fn shuffler(&self) -> &parlour_cards::Shuffler {
        &self.core().shuffler
    }
    /// The same, to take a seat's seed into ([`crate::seating::take_seed`]).
    fn shuffler_mut(&mut self) -> &mut parlour_cards::Shuffler {
        &mut self.core_mut().shuffler
    }
    /// How many seats the table has.
    fn seats(&self) -> usize {
        self.players().len()
    }
    /// The name of the player in `seat`.
    fn name(&self, seat: Seat) -> &str {
        &self.players()[seat.index()].name
    }
    /// The chips `seat` holds.
    fn chips(&self, seat: Seat) -> u64 {
        self.players()[seat.index()].chips
    }
    /// Chips the session holds off the seats: a kitty, a pot, or (negative) what a house has paid
    /// out more than it took. None in a game with none of these.
    fn held_apart(&self) -> i128 {
        0
    }
    /// Every chip the session holds: the players' and those held apart. It changes only when chips
    /// come or go with a seat change. Signed and wide, so a house that paid out more than the seats
    /// now hold, or many holdings at the bound on chips, still count.
    fn chips_on_table(&self) -> i128 {
        let players: i128 = self.players().iter().map(|p| i128::from(p.chips)).sum();
        players + self.held_apart()
    }
    /// What `viewer` may do now, as a view lists it: a seat's legal moves; nothing for anyone else.
    fn moves_for(&self, viewer: Viewer) -> Vec<Self::Move> {
        match viewer {
            Viewer::Seat(seat) => self.legal_moves(seat),
            _ => Vec::new(),
        }
    }
    /// The part of the view every game shows alike ([`Seen`]), as `viewer` sees it.
    fn seen(&self, viewer: Viewer) -> Seen<Self::Move> {
        Seen {
            schema: SCHEMA,
            viewer,
            players: PlayerView::all(self.players()),
            to_act: self.to_act().iter().collect(),
            rounds_played: self.rounds_played(),
            moves: self.moves_for(viewer),
        }
    }
    /// Whether the session is over: nobody may act any more.
    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(players: &[(&str, u64)]) -> Opening {
        Opening {
            players: players
                .iter()
                .map(|&(name, chips)| Player {
                    name: name.into(),
                    chips,
                })
                .collect(),
            first: None,
            kitty: 0,
        }
    }

    #[test]
    fn a_table_refuses_two_players_of_one_name() {
        let error = table(&[("Ann", 10), ("Bob", 10), ("Ann", 5)])
            .check_seats(2..=8, "Pontoon")
            .unwrap_err();
        assert_eq!(error.0, "two players are called \"Ann\"");
        assert!(
            table(&[("Ann", 10), ("Anne", 10)])
                .check_seats(2..=8, "Pontoon")
                .is_ok()
        );
    }

    #[test]
    fn a_table_refuses_nameless_players_wrong_sizes_and_too_many_chips() {
        assert_eq!(
            table(&[("Ann", 10), (" ", 10)])
                .check_seats(2..=8, "Pontoon")
                .unwrap_err()
                .0,
            "player 2 has no name"
        );
        assert_eq!(
            table(&[("Ann", 10)])
                .check_seats(2..=8, "Pontoon")
                .unwrap_err()
                .0,
            "Pontoon seats 2 to 8 players, not 1"
        );
        assert_eq!(
            table(&[("Ann", MAX_CHIPS + 1), ("Bob", 1)])
                .check_seats(2..=8, "Pontoon")
                .unwrap_err()
                .0,
            "\"Ann\" holds 1,000,000,000,001 chips; a player may hold at most 1,000,000,000,000"
        );
        assert!(
            table(&[("Ann", MAX_CHIPS), ("Bob", 0)])
                .check_seats(2..=8, "Pontoon")
                .is_ok()
        );
    }
}
