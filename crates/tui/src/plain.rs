//! A table of any game at the terminal, as its rules and its wire show it: the face of a game
//! that has no face of its own here. It asks the registry's erased table for everything (the
//! seats, the player's view, a few of the actions each legal move stands for) and the game's kit
//! for its bots, so a game plugs into the terminal client with no line written for it. Its moves
//! are numbered keys, and what it shows is the view's own fields in words.

use std::any::Any;

use parlour_bots::SeatBot;
use parlour_engine::record::Deal;
use parlour_engine::registry::{AnyTable, Entry};
use parlour_engine::{Opening, Seat, Viewer};
use ratatui::crossterm::event::KeyCode;
use ratatui::text::Line;
use serde_json::{Value, json};

use crate::entry::EntryKind;
use crate::face::Screen;
use crate::mode::{Choice, Entered, HandEnd, Mode, Outcome};
use crate::palace::pick::Pick;
use crate::speak::{Words, say};

/// The most moves offered at once: keys 1 to 9.
const KEYS: usize = 9;

/// Any game's table, with bots from its kit in every seat but the player's.
pub struct Plain {
    entry: &'static dyn Entry,
    rules: Value,
    table: Box<dyn AnyTable>,
    human: Seat,
    bots: Vec<Option<Box<dyn SeatBot>>>,
    /// The player's chips when the round in play began.
    before: u64,
}

impl std::fmt::Debug for Plain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plain")
            .field("game", &self.entry.id())
            .field("human", &self.human)
            .field("version", &self.table.version())
            .finish()
    }
}

impl Plain {
    /// A new table of `kit`'s game: its first events in words, as [`crate::face::open`] gives.
    pub fn open(
        words: &Words,
        kit: &parlour_games::Kit,
        rules: &Value,
        seating: Opening,
        deal: Deal,
        seed: u64,
        level: parlour_bots::Level,
    ) -> anyhow::Result<(Plain, Vec<String>)> {
        anyhow::ensure!(
            kit.levels().contains(&level),
            "{} has no {} bots",
            kit.name,
            level.name()
        );
        let seats = seating.players.len();
        let table = kit.entry.open(rules, seating, deal)?;
        let bots = (0..seats)
            .map(|i| {
                (i != 0)
                    .then(|| kit.bot_at(rules, seed.wrapping_add(i as u64), level))
                    .flatten()
            })
            .collect();
        let human = Seat(0);
        let plain = Plain {
            entry: kit.entry,
            rules: rules.clone(),
            before: table.players()[human.index()].chips,
            table,
            human,
            bots,
        };
        let mut log = Vec::new();
        plain.tell(words, &mut log);
        Ok((plain, log))
    }

    /// Tells the log what the last action's events say, as the player saw them.
    fn tell(&self, said: &Words, log: &mut Vec<String>) {
        for event in self.table.events(Viewer::Seat(self.human)) {
            log.push(words(said, &event));
        }
    }

    /// The end of the round for the player, if the last action ended one.
    fn round_end(&mut self, words: &Words, rounds_before: u32) -> Option<HandEnd> {
        if self.table.rounds_played() == rounds_before {
            return None;
        }
        let now = self.chips(self.human);
        let net = now as i64 - self.before as i64;
        self.before = now;
        Some(HandEnd {
            lines: vec![say!(
                words,
                "terminal-plain-round-over",
                number = self.table.rounds_played().to_string(),
                net = crate::speak::signed(words, net),
                chips = net.unsigned_abs()
            )],
            played: true,
            net,
        })
    }

    fn examples(&self) -> Vec<Value> {
        let mut examples = self.table.examples(self.human);
        examples.truncate(KEYS);
        examples
    }
}

/// A value of the wire in words: an object's tag (its `action`, `event`, `move` or `phase`) first,
/// then each field by name; underscores read as spaces. The names are the game's own, on the
/// wire, in no language's catalogue: only "none" is said in the player's language.
pub fn words(said: &Words, value: &Value) -> String {
    const TAGS: [&str; 4] = ["action", "event", "move", "phase"];
    match value {
        Value::Object(fields) => {
            let mut parts: Vec<String> = Vec::new();
            for tag in TAGS {
                if let Some(Value::String(name)) = fields.get(tag) {
                    parts.push(name.replace('_', " "));
                }
            }
            for (name, field) in fields {
                if TAGS.contains(&name.as_str()) && field.is_string() {
                    continue;
                }
                parts.push(format!("{} {}", name.replace('_', " "), words(said, field)));
            }
            parts.join(", ")
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(|item| words(said, item)).collect();
            format!("[{}]", items.join("; "))
        }
        Value::String(text) => text.clone(),
        Value::Null => say!(said, "terminal-plain-none"),
        other => other.to_string(),
    }
}

/// `text` in lines of at most `width` characters, broken after a comma or a semicolon where
/// one falls (else anywhere); the lines after the first indented.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut rest: Vec<char> = text.chars().collect();
    let mut indent = "";
    while indent.len() + rest.len() > width {
        let room = width - indent.len();
        let cut = rest[..room]
            .iter()
            .rposition(|c| matches!(c, ',' | ';'))
            .map_or(room, |at| at + 1);
        let line: String = rest.drain(..cut).collect();
        lines.push(format!("{indent}{}", line.trim_end()));
        while rest.first() == Some(&' ') {
            rest.remove(0);
        }
        indent = "  ";
    }
    lines.push(format!("{indent}{}", rest.into_iter().collect::<String>()));
    lines
}

impl Screen for Plain {
    fn human(&self) -> Seat {
        self.human
    }

    fn human_to_act(&self) -> bool {
        self.table.to_act().contains(&self.human)
    }

    fn is_over(&self) -> bool {
        self.table.is_over()
    }

    fn rounds_played(&self) -> u32 {
        self.table.rounds_played()
    }

    fn version(&self) -> u64 {
        self.table.version()
    }

    fn seats(&self) -> usize {
        self.table.players().len()
    }

    fn name(&self, seat: Seat) -> String {
        self.table.players()[seat.index()].name.clone()
    }

    fn chips(&self, seat: Seat) -> u64 {
        self.table.players()[seat.index()].chips
    }

    fn preset(&self) -> &'static str {
        let named = self
            .rules
            .as_str()
            .or_else(|| self.rules["preset"].as_str());
        self.entry
            .presets()
            .iter()
            .map(|(name, _)| *name)
            .find(|name| Some(*name) == named)
            .unwrap_or(self.entry.id())
    }

    fn record(&self, comment: &str, over: bool) -> Value {
        let mut record = (self.table.record(over))
            .expect("a table played here from its opening holds its whole record");
        let chips: serde_json::Map<String, Value> = self
            .table
            .players()
            .iter()
            .map(|player| (player.name.clone(), json!(player.chips)))
            .collect();
        record["comment"] = json!(comment);
        record["expect"] = json!({ "chips": chips });
        record
    }

    fn view(&self) -> Value {
        self.table.view(Viewer::Seat(self.human))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn bot_turn(&mut self, words: &Words, log: &mut Vec<String>) -> Option<Option<HandEnd>> {
        let seat = *self.table.to_act().first()?;
        let bot = self.bots.get_mut(seat.index())?.as_mut()?;
        let action = bot
            .act(&self.table.view(Viewer::Seat(seat)))
            .unwrap_or_else(|| panic!("the bot in {seat} cannot read its view"));
        let rounds = self.table.rounds_played();
        if let Err(refused) = self.table.apply(seat, &action, None) {
            panic!("the bot in {seat} broke the rules: {}", refused.sentence);
        }
        self.tell(words, log);
        Some(self.round_end(words, rounds))
    }

    fn act(
        &mut self,
        words: &Words,
        action: &Value,
        log: &mut Vec<String>,
    ) -> Result<Option<HandEnd>, String> {
        let rounds = self.table.rounds_played();
        if let Err(refused) = self.table.apply(self.human, action, None) {
            let players = self.table.players();
            let name = |seat: u64| {
                usize::try_from(seat)
                    .ok()
                    .and_then(|seat| players.get(seat))
                    .map_or_else(|| seat.to_string(), |player| player.name.clone())
            };
            return Err(crate::describe::sentence_of(
                &words.refusal(&refused.refusal, &name),
            ));
        }
        self.tell(words, log);
        Ok(self.round_end(words, rounds))
    }

    fn title(&self, words: &Words) -> String {
        say!(
            words,
            "terminal-title-round",
            number = (self.table.rounds_played() + 1).to_string()
        )
    }

    fn table_lines(&self, words: &Words, _mode: &Mode, width: usize) -> Vec<Line<'static>> {
        let mut lines: Vec<Line<'static>> = self
            .table
            .players()
            .iter()
            .enumerate()
            .map(|(i, player)| {
                let you = if Seat::from(i) == self.human {
                    "yes"
                } else {
                    "no"
                };
                Line::from(say!(
                    words,
                    "terminal-plain-player",
                    name = player.name.as_str(),
                    you = you,
                    chips = player.chips
                ))
            })
            .collect();
        if let Value::Object(fields) = self.view() {
            for (name, field) in fields {
                if matches!(name.as_str(), "schema" | "players" | "moves") {
                    continue;
                }
                let text = format!("{}: {}", name.replace('_', " "), self::words(words, &field));
                lines.extend(wrap(&text, width).into_iter().map(Line::from));
            }
        }
        lines
    }

    fn moves_height(&self) -> u16 {
        6
    }

    fn close_moves(&self) -> bool {
        false
    }

    fn rules_page(&self, words: &Words) -> Vec<String> {
        match self.entry.describe(&self.rules) {
            Ok(said) => said.iter().map(|said| words.said(said)).collect(),
            Err(why) => vec![why],
        }
    }

    fn move_keys(&self, words: &Words) -> Vec<(String, String)> {
        self.examples()
            .iter()
            .enumerate()
            .map(|(i, action)| ((i + 1).to_string(), self::words(words, action)))
            .collect()
    }

    fn choice(&self, _words: &Words, key: KeyCode) -> Option<Choice<Value>> {
        let KeyCode::Char(digit) = key else {
            return None;
        };
        let index = digit.to_digit(10)?.checked_sub(1)? as usize;
        self.examples().get(index).cloned().map(Choice::Act)
    }

    fn entered(&self, _words: &Words, _kind: &EntryKind, _amount: u64) -> Entered<Value> {
        unreachable!("a plain table offers no amount to type")
    }

    fn cannot_play(&self, _words: &Words) -> Option<String> {
        None
    }

    fn forced_pick(&self) -> Option<Pick> {
        None
    }

    fn pick_key(&self, _words: &Words, _pick: Pick, _key: KeyCode) -> Outcome<Value> {
        Outcome::Back
    }

    fn pick_lines(&self, _words: &Words, _pick: &Pick) -> Vec<Line<'static>> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speak::Lang;

    #[test]
    fn words_put_the_tag_first_and_wrap_after_commas() {
        let action = json!({"amount": 5, "action": "raise_to", "seat": null});
        assert_eq!(
            words(&Words::new(Lang::En), &action),
            "raise to, amount 5, seat none"
        );
        assert_eq!(
            wrap("round: a 1, b 2, c 3", 12),
            vec!["round: a 1,", "  b 2, c 3"]
        );
        assert_eq!(wrap("abcdefghijkl", 8), vec!["abcdefgh", "  ijkl"]);
    }
}
