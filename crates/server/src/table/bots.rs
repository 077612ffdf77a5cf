//! Bots in a server's seats: each game's kit makes them (`parlour_games::Kit::bot_at`). A bot is
//! given its seat's view exactly as a person's client is and answers an action on the wire, so it
//! can know no more than a person in that seat.
//!
//! A bot's level is kept in its name, as the table keeps every seat's name: `Ada [bot]` plays at
//! the standard level, `Ada (best) [bot]` at the best. A table that starts again reads each bot's
//! level back from its name and seats the same bot.

use parlour_games::{Level, SeatBot};
use serde_json::Value;

/// A bot of `level` for a table of `game` under `rules`, if the game has one. `seed` drives the
/// choices of the bots that draw lots: their actions are recorded like anyone's, so a table
/// replays whatever they chose.
pub fn bot_for(game: &str, rules: &Value, seed: u64, level: Level) -> Option<Box<dyn SeatBot>> {
    parlour_games::kit(game)?.bot_at(rules, seed, level)
}

/// The level named `name` if the game offers it: what a `bot` request may ask for.
pub fn level_for(game: &str, name: Option<&str>) -> Result<Level, String> {
    let Some(name) = name else {
        return Ok(Level::Standard);
    };
    let offered = parlour_games::kit(game).map_or(&[][..], |kit| kit.levels());
    match Level::from_name(name) {
        Some(level) if offered.contains(&level) => Ok(level),
        _ => Err(format!(
            "no bot of level {name:?} here: this game's bots are {}",
            offered
                .iter()
                .map(|l| l.name())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The name a standard bot sits under in `seat`: marked `[bot]`, which no account's name may hold.
pub fn bot_name(seat: usize) -> String {
    leveled_name(seat, Level::Standard)
}

/// The name a bot of `level` sits under: [`bot_name`], with the level before the mark unless it
/// is the standard one.
pub fn leveled_name(seat: usize, level: Level) -> String {
    const NAMES: [&str; 7] = ["Ada", "Bix", "Cleo", "Dov", "Esme", "Finn", "Gus"];
    let name = NAMES[seat % NAMES.len()];
    match level {
        Level::Standard => format!("{name} [bot]"),
        level => format!("{name} ({}) [bot]", level.name()),
    }
}

/// Whether a seat's name is a bot's.
pub fn is_bot(name: &str) -> bool {
    name.ends_with(" [bot]")
}

/// The level of the bot sitting under `name` (the standard one unless its name says another).
pub fn bot_level(name: &str) -> Level {
    name.strip_suffix(") [bot]")
        .and_then(|rest| rest.rsplit_once(" ("))
        .and_then(|(_, level)| Level::from_name(level))
        .unwrap_or(Level::Standard)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bots_level_is_read_back_from_its_name() {
        for level in Level::ALL {
            for seat in 0..8 {
                let name = leveled_name(seat, level);
                assert!(is_bot(&name), "{name}");
                assert_eq!(bot_level(&name), level, "{name}");
                assert!(name.chars().count() <= parlour_engine::seating::MAX_NAME);
            }
        }
        assert_eq!(bot_name(0), "Ada [bot]");
        assert_eq!(leveled_name(1, Level::Best), "Bix (best) [bot]");
        assert_eq!(bot_level("Ada (expert) [bot]"), Level::Standard);
        assert_eq!(bot_level("Ada [bot]"), Level::Standard);
    }

    #[test]
    fn a_level_is_one_the_game_offers() {
        assert_eq!(level_for("pontoon", None), Ok(Level::Standard));
        assert_eq!(level_for("pontoon", Some("best")), Ok(Level::Best));
        assert_eq!(level_for("casino", Some("best")), Ok(Level::Best));
        assert!(level_for("palace", Some("best")).is_err());
        assert!(level_for("pontoon", Some("Best")).is_err());
        assert!(level_for("pontoon", Some("")).is_err());
        assert!(level_for("casino", Some("bold")).is_err());
    }
}
