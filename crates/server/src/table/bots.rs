//! Bots in a server's seats: each game's kit makes them (`parlour_games::Kit::bot`). A bot is
//! given its seat's view exactly as a person's client is and answers an action on the wire, so it
//! can know no more than a person in that seat.

use parlour_games::SeatBot;
use serde_json::Value;

/// A bot for a table of `game` under `rules`, if the game has server bots. `seed` drives the
/// choices of the bots that draw lots: their actions are recorded like anyone's, so a table
/// replays whatever they chose.
pub fn bot_for(game: &str, rules: &Value, seed: u64) -> Option<Box<dyn SeatBot>> {
    parlour_games::kit(game)?.bot(rules, seed)
}

/// The name a bot sits under: marked `[bot]`, which no account's name may hold.
pub fn bot_name(seat: usize) -> String {
    const NAMES: [&str; 7] = ["Ada", "Bix", "Cleo", "Dov", "Esme", "Finn", "Gus"];
    format!("{} [bot]", NAMES[seat % NAMES.len()])
}

/// Whether a seat's name is a bot's.
pub fn is_bot(name: &str) -> bool {
    name.ends_with(" [bot]")
}
