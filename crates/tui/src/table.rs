//! The game the terminal client plays, at a table of any game;
//! a bot in every seat but the player's, and every action kept for the session's hand record.

use parlour_bots::Bot;
use parlour_engine::record::Deal;
use parlour_engine::record::Recorded;
use parlour_engine::{Game, Live, Opening, Refusal, Seat, Viewer};
use serde_json::{Value, json};

use crate::speak::Words;

/// A game with the player in one seat and bots in the others.
pub struct Seated<G: Game> {
    /// The table: the game, its record so far, its version.
    live: Live<G>,
    /// The player's seat.
    pub human: Seat,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
}

impl<G: Recorded> Seated<G> {
    pub fn new(
        rules: G::Rules,
        seating: Opening,
        deal: Deal,
        human: Seat,
        bots: Vec<Option<Box<dyn Bot<G>>>>,
    ) -> anyhow::Result<(Seated<G>, Vec<G::Event>)> {
        let (live, events) = Live::open(rules, seating, deal)?;
        Ok((Seated { live, human, bots }, events))
    }

    pub fn game(&self) -> &G {
        self.live.game()
    }

    pub fn rules(&self) -> &G::Rules {
        self.live.rules()
    }

    /// How many actions the table has taken: the index in its record of the next one.
    pub fn version(&self) -> u64 {
        self.live.version()
    }

    /// The table as the player's seat sees it.
    pub fn view(&self) -> G::View {
        self.game().view(Viewer::Seat(self.human))
    }

    /// Lets the bot on turn act, if a bot is on turn: the events its action caused.
    pub fn bot_move(&mut self) -> Option<Vec<G::Event>> {
        let seat = self.game().to_act().first()?;
        let bot = self.bots[seat.index()].as_mut()?;
        let action = bot.act(&self.live.game().view(Viewer::Seat(seat)));
        match self.live.apply(seat, &action, None) {
            Ok(applied) => Some(applied.events),
            Err(rejection) => panic!("the bot in {seat} broke the rules: {rejection}"),
        }
    }

    /// The player's moves so far, oldest first.
    pub fn human_actions(&self) -> impl DoubleEndedIterator<Item = &G::Action> {
        self.live
            .actions()
            .iter()
            .filter(move |(seat, _)| *seat == self.human)
            .map(|(_, action)| action)
    }

    /// The player's action: its events, or the engine's reason for refusing it, in words.
    pub fn human_act(
        &mut self,
        words: &Words,
        action: &G::Action,
    ) -> Result<Vec<G::Event>, String> {
        match self.live.apply(self.human, action, None) {
            Ok(applied) => Ok(applied.events),
            Err(rejection) => Err(self.refusal_words(words, &rejection)),
        }
    }

    /// A refusal of the engine's as a sentence in the player's language, its seats by name.
    pub fn refusal_words(&self, words: &Words, rejection: &Refusal<G::Reason>) -> String {
        let game = self.game();
        let name = |seat: u64| {
            u8::try_from(seat)
                .ok()
                .map(Seat)
                .filter(|seat| seat.index() < game.seats())
                .map_or_else(|| seat.to_string(), |seat| game.name(seat).to_string())
        };
        let wire = serde_json::to_value(rejection).expect("a refusal serializes");
        crate::describe::sentence_of(&words.refusal(&wire, &name))
    }

    /// The session so far as a hand record, with the chips it must come to as its `expect`;
    /// sealed, if its deal is a live key, unless the session is `over`.
    pub fn record(&self, comment: &str, over: bool) -> Value {
        let mut record = (self.live.record(over))
            .expect("a table played here from its opening holds its whole record");
        let game = self.game();
        let chips: serde_json::Map<String, Value> = (0..game.seats())
            .map(|i| {
                let seat = Seat::from(i);
                (game.name(seat).to_string(), json!(game.chips(seat)))
            })
            .collect();
        record["comment"] = json!(comment);
        record["expect"] = json!({ "chips": chips });
        record
    }
}

impl<G: Recorded> std::fmt::Debug for Seated<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Seated")
            .field("game", self.game())
            .field("human", &self.human)
            .field("version", &self.live.version())
            .finish()
    }
}

/// How to set a table up.
#[derive(Debug, Clone)]
pub struct Setup {
    /// A record's `rules`: a preset name or an object. The game is the one its preset belongs to.
    pub rules: Value,
    /// Bot opponents.
    pub opponents: usize,
    pub chips: u64,
    /// Where a player banks: the player takes the first bank (else the players cut for it).
    pub banker: bool,
    pub deal: Deal,
    pub name: String,
    /// The bots' level: the game's standard bots unless another is asked for (the game must offer
    /// it: `parlour_games::Kit::levels`).
    pub bots: parlour_bots::Level,
}
