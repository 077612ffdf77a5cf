//! The game the terminal client plays: a home or a casino Pontoon table, or a Palace Poker table;
//! a bot in every seat but the player's, and every action kept for the session's hand record.

use parlour_bots::{Bot, CasinoBot, HomeBot, PalaceBot, Strategy, Temperament};
use parlour_engine::record::Deal;
use parlour_engine::record::Recorded;
use parlour_engine::{Game, Live, PlayerSetup, Seat, Table as Seating, Viewer};
use parlour_palace::Palace;
use parlour_pontoon::Pontoon;
use parlour_pontoon::casino::{Casino, CasinoPreset};
use serde_json::{Value, json};

/// A game with the player in one seat and bots in the others.
pub struct Seated<G: Game> {
    /// The table: the game, its record so far, its version.
    live: Live<G>,
    /// The player's seat.
    pub human: Seat,
    bots: Vec<Option<Box<dyn Bot<G>>>>,
}

impl<G: Recorded> Seated<G> {
    fn new(
        rules: G::Rules,
        seating: Seating,
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

    /// Whether the player is to act now.
    pub fn human_to_act(&self) -> bool {
        self.game().to_act().contains(self.human)
    }

    /// Lets the bot on turn act, if a bot is on turn: its action and the events it caused.
    pub fn bot_turn(&mut self) -> Option<(Seat, G::Action, Vec<G::Event>)> {
        let seat = self.game().to_act().first()?;
        let bot = self.bots[seat.index()].as_mut()?;
        let action = bot.act(&self.live.game().view(Viewer::Seat(seat)));
        match self.live.apply(seat, &action, None) {
            Ok(applied) => Some((seat, action, applied.events)),
            Err(rejection) => panic!("the bot in {seat} broke the rules: {rejection}"),
        }
    }

    /// The player's action: its events, or the engine's reason for refusing it.
    pub fn human_act(&mut self, action: &G::Action) -> Result<Vec<G::Event>, String> {
        match self.live.apply(self.human, action, None) {
            Ok(applied) => Ok(applied.events),
            Err(rejection) => Err(crate::describe::sentence_of(
                &self.game().sentence(&rejection),
            )),
        }
    }

    /// The session so far as a hand record, with the chips it must come to as its `expect`;
    /// sealed, if its deal is a live key, unless the session is `over`.
    pub fn record(&self, comment: &str, over: bool) -> Value {
        let mut record = self.live.record(over);
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

/// The table the client plays.
#[derive(Debug)]
pub enum Table {
    Home(Seated<Pontoon>),
    Casino(Seated<Casino>),
    Palace(Seated<Palace>),
}

/// Runs `$body` with `$t` bound to the [`Seated`] game of whichever table is in play, for what
/// every game answers alike.
macro_rules! each_table {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            Table::Home($t) => $body,
            Table::Casino($t) => $body,
            Table::Palace($t) => $body,
        }
    };
}

/// Which game a table plays: the Pontoon family (home and casino tables, told apart by the preset),
/// or Palace Poker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum GameKind {
    #[default]
    Pontoon,
    Palace,
}

/// How to set a table up.
#[derive(Debug, Clone)]
pub struct Setup {
    pub game: GameKind,
    /// A record's `rules`: a preset name or an object.
    pub rules: Value,
    /// Bot opponents.
    pub opponents: usize,
    pub chips: u64,
    /// Home games: the player takes the first bank. (At Palace Poker the players cut for the deal.)
    pub banker: bool,
    pub deal: Deal,
    pub name: String,
}

impl Table {
    /// A new table: the player in the first seat, bots named "Bot 1", "Bot 2"... after.
    pub fn new(setup: &Setup) -> anyhow::Result<(Table, Vec<String>)> {
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
        // The bots draw their choices from the deal too, so a session played again with the same
        // seed or key meets the same bots.
        let seed = match &setup.deal {
            Deal::Seed(seed) => *seed,
            Deal::Key(key) => u64::from_le_bytes(key.bytes()[..8].try_into().expect("8 bytes")),
            Deal::Deck(_) => 1,
        };
        let deal = &setup.deal;
        // Which table: the registry's game for the preset (the home games and the casino tables are
        // both Pontoon to the player choosing them).
        let preset = setup
            .rules
            .as_str()
            .or_else(|| setup.rules.get("preset").and_then(Value::as_str));
        let id = match setup.game {
            GameKind::Palace => Palace::NAME,
            GameKind::Pontoon => preset
                .and_then(|name| parlour_games::registry().for_preset(name))
                .map_or(Pontoon::NAME, |game| game.id()),
        };
        if id == Palace::NAME {
            let rules =
                parlour_palace::Palace::parse_rules(&setup.rules).map_err(anyhow::Error::msg)?;
            // No dealer is named: the engine cuts for the first deal, and the record says so.
            let (table, log) = seat_game(rules, players, None, deal, |i| {
                Box::new(PalaceBot::new(
                    Temperament::Standard,
                    seed.wrapping_add(i as u64),
                ))
            })?;
            Ok((Table::Palace(table), log))
        } else if id == Casino::NAME {
            let rules = Casino::parse_rules(&setup.rules).map_err(anyhow::Error::msg)?;
            let strategy = std::sync::Arc::new(match rules.preset {
                CasinoPreset::Casino => Strategy::casino(),
                CasinoPreset::PontoonBlackjack => Strategy::pontoon_blackjack(),
            });
            let unit = rules.min_stake.max(5).min(rules.max_stake);
            let (table, log) = seat_game(rules, players, None, deal, |_| {
                Box::new(CasinoBot::new(strategy.clone(), unit))
            })?;
            Ok((Table::Casino(table), log))
        } else {
            let rules = Pontoon::parse_rules(&setup.rules).map_err(anyhow::Error::msg)?;
            let first = setup.banker.then_some(Seat(0));
            let (table, log) = seat_game(rules, players, first, deal, |i| {
                Box::new(HomeBot::new(
                    Temperament::Standard,
                    seed.wrapping_add(i as u64),
                ))
            })?;
            Ok((Table::Home(table), log))
        }
    }

    pub fn human_to_act(&self) -> bool {
        each_table!(self, t => t.human_to_act())
    }

    /// The player's seat.
    pub fn human(&self) -> Seat {
        each_table!(self, t => t.human)
    }

    pub fn is_over(&self) -> bool {
        each_table!(self, t => t.game().is_over())
    }

    pub fn hands_played(&self) -> u32 {
        each_table!(self, t => t.game().hands_played())
    }

    pub fn chips(&self, seat: Seat) -> u64 {
        each_table!(self, t => t.game().chips(seat))
    }

    pub fn seats(&self) -> usize {
        each_table!(self, t => t.game().seats())
    }

    pub fn name(&self, seat: Seat) -> String {
        each_table!(self, t => t.game().name(seat).to_string())
    }

    pub fn record(&self, comment: &str, over: bool) -> Value {
        each_table!(self, t => t.record(comment, over))
    }

    /// The preset's name, for titles and file names.
    pub fn preset(&self) -> &'static str {
        match self {
            Table::Home(t) => t.rules().preset.name(),
            Table::Casino(t) => t.rules().preset.name(),
            Table::Palace(t) => t.rules().preset.name(),
        }
    }
}

/// Starts a game with the player in the first seat and `bot(i)` in every other seat `i`, `first`
/// banking or dealing first (or the engine cutting for it): the table, and its first events in words.
fn seat_game<G: Recorded>(
    rules: G::Rules,
    players: Vec<PlayerSetup>,
    first: Option<Seat>,
    deal: &Deal,
    bot: impl Fn(usize) -> Box<dyn Bot<G>>,
) -> anyhow::Result<(Seated<G>, Vec<String>)>
where
    G::EventView: crate::describe::Describe,
{
    let bots = (0..players.len())
        .map(|i| (i != 0).then(|| bot(i)))
        .collect();
    let seating = Seating { players, first };
    let (table, events) = Seated::new(rules, seating, deal.clone(), Seat(0), bots)?;
    let log = describe_start(&table, &events);
    Ok((table, log))
}

fn describe_start<G: Recorded>(table: &Seated<G>, events: &[G::Event]) -> Vec<String>
where
    G::EventView: crate::describe::Describe,
{
    let names: Vec<String> = (0..table.game().seats())
        .map(|i| table.game().name(Seat::from(i)).to_string())
        .collect();
    events
        .iter()
        .filter_map(|e| {
            crate::describe::Describe::describe(
                &G::event_view(e, Viewer::Seat(table.human)),
                &names,
                table.human,
            )
        })
        .collect()
}
