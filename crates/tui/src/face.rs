//! One game at the terminal. A game shows the client its face through [`Face`]: its moves and
//! their keys, what a typed amount comes to, how a hand ends for the player, its rows of the table,
//! its rules page, its bots. The client itself holds any table as a [`Screen`], which every
//! [`Seated`] game is, so [`crate::app`] knows modes and keys and no game by name.

use std::any::Any;
use std::fmt::Debug;

use parlour_bots::Standard;
use parlour_engine::record::{Deal, Recorded};
use parlour_engine::{Game, LegalMove, RuleSet, Seat, Viewer};
use parlour_engine::{Opening, PlayerSetup};
use parlour_palace::Palace;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::Casino;
use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;
use serde_json::Value;

use crate::describe::Describe;
use crate::entry::EntryKind;
use crate::mode::{Choice, Entered, HandEnd, Mode, Outcome};
use crate::palace::pick::Pick;
use crate::speak::{Words, say};
use crate::table::{Seated, Setup};

/// What a game shows the terminal client. Everything is asked of the table as the player's seat
/// sees it, and said in the player's language (`words`).
pub trait Face: Recorded + Standard
where
    parlour_engine::EventView<Self>: Describe,
{
    /// What the title calls the hand in play: its message, "hand 3" or "round 3".
    const HAND: &'static str = "terminal-title-hand";
    /// The rows under the log for the moves and messages.
    const MOVES_HEIGHT: u16 = 6;
    /// Whether the moves are listed close together (a turn with many moves).
    const CLOSE_MOVES: bool = false;

    /// The number of the hand in play; between hands, of the last one (the table still shows
    /// it), or 1 before the first.
    fn number(t: &Seated<Self>) -> u32 {
        let played = t.game().rounds_played();
        if played == 0 || Self::in_play(&t.view()).is_some() {
            played + 1
        } else {
            played
        }
    }

    /// The table's rows, `width` wide, as `mode` shows them.
    fn table_lines(
        words: &Words,
        t: &Seated<Self>,
        mode: &Mode,
        width: usize,
    ) -> Vec<Line<'static>>;

    /// The paragraph that ends the rules page, after the rules in words: the keys and what they
    /// do.
    fn keys_paragraph(words: &Words, rules: &Self::Rules) -> String;

    /// The player's legal moves with the keys that make them.
    fn move_keys(words: &Words, t: &Seated<Self>) -> Vec<(String, String)>;

    /// What `key` asks for now, if anything: a key for a move the table does not allow now is
    /// [`Choice::Refused`] with the engine's reason; a key that is no move at all is `None`.
    fn choice(words: &Words, t: &Seated<Self>, key: KeyCode) -> Option<Choice<Self::Action>>;

    /// The move an amount typed for `kind` makes.
    fn entered(
        words: &Words,
        t: &Seated<Self>,
        kind: &EntryKind,
        amount: u64,
    ) -> Entered<Self::Action>;

    /// The end of a hand for the player, if `event` (as the player saw it) ends one.
    fn hand_end(
        words: &Words,
        t: &Seated<Self>,
        event: &parlour_engine::EventView<Self>,
    ) -> Option<HandEnd>;

    /// Why the player cannot be dealt in, if they cannot, with the way out.
    fn cannot_play(words: &Words, t: &Seated<Self>) -> Option<String>;

    /// A choice the player must make now, before anything else (Palace soldiers to let go).
    fn forced_pick(_t: &Seated<Self>) -> Option<Pick> {
        None
    }

    /// A key while choosing.
    fn pick_key(
        _words: &Words,
        _t: &Seated<Self>,
        _pick: Pick,
        _key: KeyCode,
    ) -> Outcome<Self::Action> {
        Outcome::Back
    }

    /// The rows that show a choice being made.
    fn pick_lines(_words: &Words, _t: &Seated<Self>, _pick: &Pick) -> Vec<Line<'static>> {
        Vec::new()
    }
}

/// Any table, to the client: what every game answers alike, and its face with the moves in their
/// wire form. What it says, it says in `words`, the player's language.
pub trait Screen: Debug {
    /// The player's seat.
    fn human(&self) -> Seat;
    fn human_to_act(&self) -> bool;
    fn is_over(&self) -> bool;
    fn rounds_played(&self) -> u32;
    /// How many actions the table has taken: the index in its record of the next one.
    fn version(&self) -> u64;
    fn seats(&self) -> usize;
    fn name(&self, seat: Seat) -> String;
    fn chips(&self, seat: Seat) -> u64;
    /// The preset's name, for titles and file names.
    fn preset(&self) -> &'static str;
    /// The session so far as a hand record (see [`Seated::record`]).
    fn record(&self, comment: &str, over: bool) -> Value;
    /// The player's view on the wire.
    fn view(&self) -> Value;
    /// The seated game itself, for tests that look at one game's state.
    fn as_any(&self) -> &dyn Any;

    /// Lets the bot on turn act, if a bot is on turn, telling the log what happened: `None` if no
    /// bot is on turn, else the end of the hand if it came.
    fn bot_turn(&mut self, words: &Words, log: &mut Vec<String>) -> Option<Option<HandEnd>>;
    /// Plays the player's move (on the wire), telling the log: the end of the hand if it came, or
    /// the engine's reason for refusing it.
    fn act(
        &mut self,
        words: &Words,
        action: &Value,
        log: &mut Vec<String>,
    ) -> Result<Option<HandEnd>, String>;

    /// "hand 3", "round 3".
    fn title(&self, words: &Words) -> String;
    fn table_lines(&self, words: &Words, mode: &Mode, width: usize) -> Vec<Line<'static>>;
    fn moves_height(&self) -> u16;
    fn close_moves(&self) -> bool;
    fn rules_page(&self, words: &Words) -> Vec<String>;
    fn move_keys(&self, words: &Words) -> Vec<(String, String)>;
    fn choice(&self, words: &Words, key: KeyCode) -> Option<Choice<Value>>;
    fn entered(&self, words: &Words, kind: &EntryKind, amount: u64) -> Entered<Value>;
    fn cannot_play(&self, words: &Words) -> Option<String>;
    fn forced_pick(&self) -> Option<Pick>;
    fn pick_key(&self, words: &Words, pick: Pick, key: KeyCode) -> Outcome<Value>;
    fn pick_lines(&self, words: &Words, pick: &Pick) -> Vec<Line<'static>>;
}

/// A move in its wire form.
fn wire<A: serde::Serialize>(action: A) -> Value {
    serde_json::to_value(action).expect("an action serializes")
}

impl<G: Face> Seated<G>
where
    parlour_engine::EventView<G>: Describe,
{
    /// Tells the log what the events say: the end of the hand, if one of them ends it.
    pub(crate) fn tell(
        &self,
        words: &Words,
        events: &[G::Event],
        log: &mut Vec<String>,
    ) -> Option<HandEnd> {
        let names: Vec<String> = (0..self.game().seats())
            .map(|i| self.game().name(Seat::from(i)).to_string())
            .collect();
        let mut ended = None;
        for event in events {
            let seen = G::event_view(event, Viewer::Seat(self.human));
            if let Some(line) = seen.describe(words, &names, self.human) {
                log.push(line);
            }
            if let Some(end) = G::hand_end(words, self, &seen) {
                ended = Some(end);
            }
        }
        ended
    }
}

impl<G: Face> Screen for Seated<G>
where
    parlour_engine::EventView<G>: Describe,
{
    fn human(&self) -> Seat {
        self.human
    }

    fn human_to_act(&self) -> bool {
        self.game().to_act().contains(self.human)
    }

    fn is_over(&self) -> bool {
        self.game().is_over()
    }

    fn rounds_played(&self) -> u32 {
        self.game().rounds_played()
    }

    fn version(&self) -> u64 {
        Seated::version(self)
    }

    fn seats(&self) -> usize {
        self.game().seats()
    }

    fn name(&self, seat: Seat) -> String {
        self.game().name(seat).to_string()
    }

    fn chips(&self, seat: Seat) -> u64 {
        self.game().chips(seat)
    }

    fn preset(&self) -> &'static str {
        RuleSet::preset(self.rules())
    }

    fn record(&self, comment: &str, over: bool) -> Value {
        Seated::record(self, comment, over)
    }

    fn view(&self) -> Value {
        serde_json::to_value(Seated::view(self)).expect("a view serializes")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn bot_turn(&mut self, words: &Words, log: &mut Vec<String>) -> Option<Option<HandEnd>> {
        let events = self.bot_move()?;
        Some(self.tell(words, &events, log))
    }

    fn act(
        &mut self,
        words: &Words,
        action: &Value,
        log: &mut Vec<String>,
    ) -> Result<Option<HandEnd>, String> {
        let action: G::Action = serde_json::from_value(action.clone())
            .expect("the client's own moves read back from their wire form");
        let events = self.human_act(words, &action)?;
        Ok(self.tell(words, &events, log))
    }

    fn title(&self, words: &Words) -> String {
        say!(words, G::HAND, number = G::number(self).to_string())
    }

    fn table_lines(&self, words: &Words, mode: &Mode, width: usize) -> Vec<Line<'static>> {
        G::table_lines(words, self, mode, width)
    }

    fn moves_height(&self) -> u16 {
        G::MOVES_HEIGHT
    }

    fn close_moves(&self) -> bool {
        G::CLOSE_MOVES
    }

    fn rules_page(&self, words: &Words) -> Vec<String> {
        let mut page: Vec<String> = (RuleSet::describe(self.rules()).iter())
            .map(|said| words.said(said))
            .collect();
        page.push(G::keys_paragraph(words, self.rules()));
        page
    }

    fn move_keys(&self, words: &Words) -> Vec<(String, String)> {
        G::move_keys(words, self)
    }

    fn choice(&self, words: &Words, key: KeyCode) -> Option<Choice<Value>> {
        G::choice(words, self, key).map(|choice| choice.map(wire))
    }

    fn entered(&self, words: &Words, kind: &EntryKind, amount: u64) -> Entered<Value> {
        match G::entered(words, self, kind, amount) {
            Entered::Act(action) => Entered::Act(wire(action)),
            Entered::Confirm(question, action) => Entered::Confirm(question, wire(action)),
        }
    }

    fn cannot_play(&self, words: &Words) -> Option<String> {
        G::cannot_play(words, self)
    }

    fn forced_pick(&self) -> Option<Pick> {
        G::forced_pick(self)
    }

    fn pick_key(&self, words: &Words, pick: Pick, key: KeyCode) -> Outcome<Value> {
        G::pick_key(words, self, pick, key).map(wire)
    }

    fn pick_lines(&self, words: &Words, pick: &Pick) -> Vec<Line<'static>> {
        G::pick_lines(words, self, pick)
    }
}

/// Why the engine refuses `action` from the player now, as a sentence: the move is tried on a copy
/// of the table, so nothing changes.
pub fn refusal<G: Recorded>(words: &Words, t: &Seated<G>, action: &G::Action) -> String {
    match t.game().clone().apply(t.human, action) {
        Ok(_) => say!(words, "terminal-not-open"),
        Err(rejection) => t.refusal_words(words, &rejection),
    }
}

/// `action` as the key's choice if a legal move admits it, else the engine's reason.
pub fn legal_or_why<G: Recorded>(
    words: &Words,
    t: &Seated<G>,
    moves: &[G::Move],
    action: G::Action,
) -> Choice<G::Action> {
    if moves.iter().any(|m| m.admits(&action)) {
        Choice::Act(action)
    } else {
        Choice::Refused(refusal(words, t, &action))
    }
}

/// The table the client plays: any game, seated.
pub type Table = Box<dyn Screen>;

/// The games with a face of their own at the terminal, by id; any other game is played on the
/// [`crate::plain`] face, from its rules and its wire.
const FACES: [(&str, Opener); 3] = [
    (Pontoon::NAME, seat_game::<Pontoon>),
    (Casino::NAME, seat_game::<Casino>),
    (Palace::NAME, seat_game::<Palace>),
];

/// Seats the player at a new table of one game, from the setup, its seats and the bots' seed.
type Opener = fn(&Words, &Setup, Opening, u64) -> anyhow::Result<(Table, Vec<String>)>;

/// A new table of the game the rules' preset belongs to: the player in the first seat, bots
/// named "Bot 1", "Bot 2"... after (names, the same in every language, as the hand record keeps
/// them); and its first events in words.
pub fn open(words: &Words, setup: &Setup) -> anyhow::Result<(Table, Vec<String>)> {
    let kit = parlour_games::registry()
        .for_rules(&setup.rules)
        .ok()
        .and_then(|entry| parlour_games::kit(entry.id()))
        .ok_or_else(|| anyhow::anyhow!("no game has the rules {}", setup.rules))?;
    let seats = setup.opponents + 1;
    let players: Vec<PlayerSetup> = (0..seats)
        .map(|i| PlayerSetup {
            name: if i == 0 {
                setup.name.clone()
            } else {
                format!("Bot {i}")
            },
            chips: setup.chips,
        })
        .collect();
    let seating = Opening {
        players,
        first: setup.banker.then_some(Seat(0)),
        kitty: 0,
    };
    // The bots draw their choices from the deal too, so a session played again with the same
    // seed or key meets the same bots.
    let seed = match &setup.deal {
        Deal::Seed(seed) => *seed,
        Deal::Key(key) | Deal::Fair { master: key, .. } => {
            u64::from_le_bytes(key.bytes()[..8].try_into().expect("8 bytes"))
        }
        Deal::Deck(_) | Deal::Keys(_) => 1,
    };
    match FACES.iter().find(|(id, _)| *id == kit.id()) {
        Some((_, open)) => open(words, setup, seating, seed),
        None => {
            let (table, log) = crate::plain::Plain::open(
                words,
                kit,
                &setup.rules,
                seating,
                setup.deal.clone(),
                seed,
                setup.bots,
            )?;
            Ok((Box::new(table), log))
        }
    }
}

/// Starts a game of `G` with the player in the first seat and a bot in every other: the table, and
/// its first events in words.
fn seat_game<G: Face>(
    words: &Words,
    setup: &Setup,
    seating: Opening,
    seed: u64,
) -> anyhow::Result<(Table, Vec<String>)>
where
    parlour_engine::EventView<G>: Describe,
{
    let rules = G::parse_rules(&setup.rules).map_err(anyhow::Error::msg)?;
    let bots = (0..seating.players.len())
        .map(|i| {
            (i != 0)
                .then(|| {
                    G::leveled(&rules, seed.wrapping_add(i as u64), setup.bots).ok_or_else(|| {
                        anyhow::anyhow!("this game has no {} bots", setup.bots.name())
                    })
                })
                .transpose()
        })
        .collect::<anyhow::Result<_>>()?;
    let (table, events) = Seated::new(rules, seating, setup.deal.clone(), Seat(0), bots)?;
    let mut log = Vec::new();
    table.tell(words, &events, &mut log);
    Ok((Box::new(table), log))
}
