//! The client's words, from the catalogues (`crates/words`, mostly `terminal.ftl`): the person's
//! language is chosen once, when the client starts ([`chosen`]), and its [`Words`] go with the
//! client's state to everything that says something, never through a global.
//!
//! A sentence about a seat says "you" to the player whatever name they sit under, and the verb
//! agrees: every such message selects on `$who` (`you`, or `other` with `$name`), so no language
//! has to glue a verb to a subject.

pub use parlour_words::{Lang, Words};

use parlour_engine::Seat;

/// Message `$id` with its variables: `say!(words, "terminal-stakes", who = "you", amount = 10)`.
/// A number is passed as a number, so each language writes it in its own form and chooses its
/// plural by it; a name or a card as a string.
macro_rules! say {
    ($words:expr, $id:expr) => {
        $words.say($id)
    };
    ($words:expr, $id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $value); )+
        $words.say_with($id, Some(&args))
    }};
}
pub(crate) use say;

/// `$who` for a sentence about `seat`, told to the player in `me`: `you`, or `other`.
pub fn who(me: Seat, seat: Seat) -> &'static str {
    if seat == me { "you" } else { "other" }
}

/// A seat's name, from the table's names; the seat's number if it has none.
pub fn name_of(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| (seat.index() + 1).to_string())
}

/// A whole number in the language's own form: English "1,000", Hungarian "1 000".
pub fn number(words: &Words, n: u64) -> String {
    say!(words, "terminal-number", n = n)
}

/// A result, signed, in the language's own form: "+25", "-7", "+0".
pub fn signed(words: &Words, n: i64) -> String {
    let sign = if n < 0 { "-" } else { "+" };
    format!("{sign}{}", number(words, n.unsigned_abs()))
}

/// A gain or a loss of chips, signed unless it is none: "+25", "-7", "0".
pub fn gain(words: &Words, n: i64) -> String {
    if n == 0 {
        number(words, 0)
    } else {
        signed(words, n)
    }
}

/// A number to `places` decimals in the language's own form: English "1,234.50", Hungarian
/// "1 234,50"; a negative one with "-" before it. The whole part is grouped as [`number`] groups
/// it, and the language's message joins it to the decimals (a point or a comma).
pub fn decimal(words: &Words, x: f64, places: usize) -> String {
    let scale = 10u64.pow(places as u32);
    // Rounded once, to the places shown, so that -0.0004 is "0.000", never "-0.000".
    let n = (x.abs() * scale as f64).round() as u64;
    let sign = if x < 0.0 && n > 0 { "-" } else { "" };
    let said = say!(
        words,
        "terminal-decimal",
        whole = n / scale,
        fraction = format!("{:0places$}", n % scale)
    );
    format!("{sign}{said}")
}

/// [`decimal`], with "+" before a number that is not negative: what a move is worth.
pub fn signed_decimal(words: &Words, x: f64, places: usize) -> String {
    let said = decimal(words, x, places);
    if said.starts_with('-') {
        said
    } else {
        format!("+{said}")
    }
}

/// Seats listed for a sentence: "Bot 1", "Bot 1 and you", "Bot 1, Bot 2 and you" (each
/// language's own "and", and "you" for the player, as the list's words say it).
pub fn listed(words: &Words, names: &[String], me: Seat, seats: &[Seat]) -> String {
    let said: Vec<String> = seats
        .iter()
        .map(|&seat| {
            if seat == me {
                say!(words, "terminal-you-listed")
            } else {
                name_of(names, seat)
            }
        })
        .collect();
    and_list(words, &said)
}

/// Words listed with the language's "and": "a", "a and b", "a, b and c".
pub fn and_list(words: &Words, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!(
            words,
            "terminal-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// `text` with a capital letter, to start a sentence (a list of names may begin with "you").
pub fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The language of a `parlour play`: `--lang` if given (a code, or a tag with a region:
/// `hu`, `es-AR`), else the environment's as POSIX orders it: `LC_ALL`, then `LC_MESSAGES`, then
/// `LANG`, the first set and not empty; English for `C`, `POSIX`, a language Parlour does not
/// speak, or none. `env` reads a variable (`std::env::var`, or a test's). A `--lang` Parlour
/// does not speak is refused, with the languages it does.
pub fn chosen(flag: Option<&str>, env: &dyn Fn(&str) -> Option<String>) -> Result<Lang, String> {
    if let Some(asked) = flag {
        return Lang::of(asked).ok_or_else(|| {
            let spoken: Vec<String> = Lang::ALL
                .iter()
                .map(|lang| format!("{} ({})", lang.code(), lang.name()))
                .collect();
            format!(
                "--lang {asked:?} is not a language Parlour speaks; it speaks {}",
                spoken.join(", ")
            )
        });
    }
    let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .find_map(|var| env(var).filter(|value| !value.trim().is_empty()));
    Ok(set.map_or(Lang::En, |value| Lang::choose(&value)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }

    #[test]
    fn the_flag_then_the_environment_choose_the_language() {
        let none = env(&[]);
        assert_eq!(chosen(None, &none), Ok(Lang::En));
        assert_eq!(chosen(Some("hu"), &none), Ok(Lang::Hu));
        assert_eq!(chosen(Some("es-AR"), &none), Ok(Lang::Es));
        // The flag wins over the environment.
        let greek = env(&[("LANG", "el_GR.UTF-8")]);
        assert_eq!(chosen(None, &greek), Ok(Lang::El));
        assert_eq!(chosen(Some("eo"), &greek), Ok(Lang::Eo));
        // POSIX's order: LC_ALL, then LC_MESSAGES, then LANG; an empty one is not set.
        let all = env(&[
            ("LC_ALL", "sq_AL.UTF-8"),
            ("LC_MESSAGES", "hu_HU.UTF-8"),
            ("LANG", "es_ES.UTF-8"),
        ]);
        assert_eq!(chosen(None, &all), Ok(Lang::Sq));
        let messages = env(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "hu_HU.UTF-8"),
            ("LANG", "es_ES.UTF-8"),
        ]);
        assert_eq!(chosen(None, &messages), Ok(Lang::Hu));
        // C and POSIX, or a language Parlour does not speak, are English.
        for c in ["C", "POSIX", "C.UTF-8", "fr_FR.UTF-8"] {
            assert_eq!(chosen(None, &env(&[("LANG", c)])), Ok(Lang::En), "{c}");
        }
        // LC_ALL=C speaks English even where LANG says otherwise.
        assert_eq!(
            chosen(None, &env(&[("LC_ALL", "C"), ("LANG", "hu_HU.UTF-8")])),
            Ok(Lang::En)
        );
        // A flag Parlour does not speak is refused, with the six it does.
        let refused = chosen(Some("fr"), &none).unwrap_err();
        for code in ["en", "es", "hu", "el", "sq", "eo"] {
            assert!(refused.contains(&format!("{code} (")), "{refused}");
        }
        assert!(refused.starts_with("--lang \"fr\""), "{refused}");
        assert!(chosen(Some("esperanto"), &none).is_err());
    }

    #[test]
    fn numbers_and_lists_in_each_language() {
        let en = Words::new(Lang::En);
        let hu = Words::new(Lang::Hu);
        assert_eq!(signed(&en, 1_000), "+1,000");
        assert_eq!(signed(&en, -7), "-7");
        assert_eq!(signed(&en, 0), "+0");
        assert_eq!(gain(&en, 0), "0");
        assert_eq!(gain(&en, 25), "+25");
        assert_eq!(signed(&hu, -12_500), "-12\u{a0}500");
        assert_eq!(decimal(&en, 1234.5, 2), "1,234.50");
        assert_eq!(decimal(&hu, -0.4126, 3), "-0,413");
        assert_eq!(signed_decimal(&en, -0.0004, 3), "+0.000");
        assert_eq!(signed_decimal(&en, 0.05, 2), "+0.05");
        let names = ["You", "Bot 1", "Bot 2"].map(String::from).to_vec();
        assert_eq!(
            listed(&en, &names, Seat(0), &[Seat(1), Seat(0)]),
            "Bot 1 and you"
        );
        assert_eq!(
            listed(&en, &names, Seat(0), &[Seat(1), Seat(2), Seat(0)]),
            "Bot 1, Bot 2 and you"
        );
        assert_eq!(
            listed(&hu, &names, Seat(0), &[Seat(1), Seat(0)]),
            "Bot 1 és te"
        );
    }
}
