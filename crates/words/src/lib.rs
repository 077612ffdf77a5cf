//! Every word Parlour shows, in each of its languages.
//!
//! The engine and the server send codes and fields; each client says them in its person's
//! language from the catalogues here: Project Fluent files, one a language and area
//! (`locales/LANG/AREA.ftl`), embedded in the binary. Fluent does what a catalogue must not do by
//! hand: plurals by each language's own rules, numbers in its own form, and whole sentences with
//! their variables in place, never glued from pieces. English is the catalogue every other
//! language follows: a test fails if a language lacks one of its messages, or uses a variable the
//! message does not give.
//!
//! To add a language: a folder under `locales/` named by its code, a file for each of English's,
//! and a line in [`Lang`].

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use unic_langid::LanguageIdentifier;

/// A language Parlour speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Es,
    Hu,
    El,
    Sq,
    Eo,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Es, Lang::Hu, Lang::El, Lang::Sq, Lang::Eo];

    /// Its code: `en`, `es`, `hu`, `el`, `sq`, `eo`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Hu => "hu",
            Lang::El => "el",
            Lang::Sq => "sq",
            Lang::Eo => "eo",
        }
    }

    /// Its name in itself, as a chooser lists it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Hu => "Magyar",
            Lang::El => "Ελληνικά",
            Lang::Sq => "Shqip",
            Lang::Eo => "Esperanto",
        }
    }

    /// The language of a code, or of a tag with a region or an encoding (`es-AR`, `hu_HU.UTF-8`).
    pub fn of(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The language to speak to someone who asks for `asked`: an `Accept-Language` header
    /// (`es-AR,es;q=0.9,en;q=0.8`, the most wanted first, by weight) or a `LANG` (`hu_HU.UTF-8`).
    /// The first that Parlour speaks; English if none is (or nothing was asked: `C`, `POSIX`).
    pub fn choose(asked: &str) -> Lang {
        let mut wanted: Vec<(u32, usize, &str)> = asked
            .split(',')
            .enumerate()
            .filter_map(|(at, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let weight = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1000), |q| {
                        q.trim().parse::<f32>().ok().map(|q| (q * 1000.0) as u32)
                    })?;
                (weight > 0).then_some((weight, at, tag))
            })
            .collect();
        // The heaviest first; among equals, the order asked in.
        wanted.sort_by_key(|&(weight, at, _)| (std::cmp::Reverse(weight), at));
        wanted
            .into_iter()
            .find_map(|(_, _, tag)| Lang::of(tag))
            .unwrap_or(Lang::En)
    }

    fn id(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("every language's code is a language identifier")
    }
}

/// The areas of the catalogues, each a file in every language: the moves' names, the refusals'
/// reasons, a table's rules in words, the page's own (its shell, lobby and account), what every
/// table shares (seats, chips, the fair shuffle), each game's table, the operators' console, and
/// the terminal client's own.
pub const AREAS: [&str; 10] = [
    "moves", "refusals", "rules", "page", "table", "casino", "pontoon", "palace", "console",
    "terminal",
];

/// The catalogue files of one language, in the order of [`AREAS`].
macro_rules! catalogue {
    ($lang:ident, $code:literal) => {
        [
            (
                Lang::$lang,
                "moves",
                include_str!(concat!("../locales/", $code, "/moves.ftl")),
            ),
            (
                Lang::$lang,
                "refusals",
                include_str!(concat!("../locales/", $code, "/refusals.ftl")),
            ),
            (
                Lang::$lang,
                "rules",
                include_str!(concat!("../locales/", $code, "/rules.ftl")),
            ),
            (
                Lang::$lang,
                "page",
                include_str!(concat!("../locales/", $code, "/page.ftl")),
            ),
            (
                Lang::$lang,
                "table",
                include_str!(concat!("../locales/", $code, "/table.ftl")),
            ),
            (
                Lang::$lang,
                "casino",
                include_str!(concat!("../locales/", $code, "/casino.ftl")),
            ),
            (
                Lang::$lang,
                "pontoon",
                include_str!(concat!("../locales/", $code, "/pontoon.ftl")),
            ),
            (
                Lang::$lang,
                "palace",
                include_str!(concat!("../locales/", $code, "/palace.ftl")),
            ),
            (
                Lang::$lang,
                "console",
                include_str!(concat!("../locales/", $code, "/console.ftl")),
            ),
            (
                Lang::$lang,
                "terminal",
                include_str!(concat!("../locales/", $code, "/terminal.ftl")),
            ),
        ]
    };
}

/// Every catalogue file: its language, its area, its text.
const FILES: [[(Lang, &str, &str); AREAS.len()]; 6] = [
    catalogue!(En, "en"),
    catalogue!(Es, "es"),
    catalogue!(Hu, "hu"),
    catalogue!(El, "el"),
    catalogue!(Sq, "sq"),
    catalogue!(Eo, "eo"),
];

/// The text of `lang`'s catalogue of `area`, as a page asks for it: `None` if there is none.
pub fn source(lang: Lang, area: &str) -> Option<&'static str> {
    FILES
        .iter()
        .flatten()
        .find(|(l, a, _)| *l == lang && *a == area)
        .map(|(_, _, text)| *text)
}

/// The words of one language, English under them for anything it lacks.
pub struct Words {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        Words {
            lang,
            bundle: bundle(lang),
            english: (lang != Lang::En).then(|| bundle(Lang::En)),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Message `id` in words.
    pub fn say(&self, id: &str) -> String {
        self.say_with(id, None)
    }

    /// Message `id` in words, with its variables. A message no catalogue has is said as its id,
    /// so that a gap shows where it is rather than as nothing.
    pub fn say_with(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        let said = |bundle: &FluentBundle<FluentResource>| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            Some(
                bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned(),
            )
        };
        said(&self.bundle)
            .or_else(|| self.english.as_ref().and_then(said))
            .unwrap_or_else(|| id.to_string())
    }
}

impl Words {
    /// A refusal in words, from its JSON form as the engine sends it (`{"code", fields...}`);
    /// `name` names a seat. A refusal with a reason (`why`, a code of its own) says the reason
    /// inside its sentence; the verb and the amount's name (`verb`, `what`) are said as the moves
    /// and amounts are; seats by their players' names. A code no catalogue has is said as itself,
    /// with its reason's words if they are known.
    pub fn refusal(&self, refusal: &Value, name: &dyn Fn(u64) -> String) -> String {
        let Some(fields) = refusal.as_object() else {
            return refusal.to_string();
        };
        let code = fields.get("code").and_then(Value::as_str).unwrap_or("");
        let mut args = FluentArgs::new();
        for (key, value) in fields {
            match (key.as_str(), value) {
                ("code" | "why", _) => {}
                ("seat" | "holder" | "buyer" | "target", Value::Number(n)) => {
                    args.set(key.as_str(), n.as_u64().map_or_else(|| n.to_string(), name));
                }
                ("waiting", Value::Array(seats)) => {
                    let names: Vec<String> = (seats.iter())
                        .map(|s| s.as_u64().map_or_else(|| s.to_string(), name))
                        .collect();
                    args.set("waiting", self.either(&names));
                }
                ("verb", Value::String(verb)) => args.set("verb", self.known("verb", verb)),
                // Numbers that name a thing rather than count it: never grouped.
                ("version" | "made_against", Value::Number(n)) => {
                    args.set(key.as_str(), n.to_string());
                }
                ("what", Value::String(what)) => args.set("what", self.known("what", what)),
                (_, Value::Number(n)) => {
                    if let Some(n) = n.as_f64() {
                        args.set(key.as_str(), n);
                    }
                }
                (_, Value::String(text)) => args.set(key.as_str(), text.as_str()),
                (_, other) => args.set(key.as_str(), other.to_string()),
            }
        }
        if let Some(why) = fields.get("why").and_then(Value::as_str) {
            let id = format!("why-{why}");
            let said = if self.has(&id) {
                self.say_with(&id, Some(&args))
            } else {
                why.to_string()
            };
            args.set("why", said);
        }
        let id = format!("refusal-{code}");
        if self.has(&id) {
            self.say_with(&id, Some(&args))
        } else {
            code.to_string()
        }
    }

    /// Whether any catalogue (this language's or English's) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.english.as_ref().is_some_and(|e| e.has_message(id))
    }

    /// `kind-word` in words if a catalogue has it (a verb, an amount's name), else the word.
    fn known(&self, kind: &str, word: &str) -> String {
        let id = format!("{kind}-{word}");
        if self.has(&id) {
            self.say(&id)
        } else {
            word.to_string()
        }
    }

    /// Names as one of them: "Ann", "Ann or Bo", "Ann, Bo or Cy" (each language's own `or`).
    pub fn either(&self, names: &[String]) -> String {
        match names {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let mut args = FluentArgs::new();
                args.set("first", rest.join(", "));
                args.set("last", last.as_str());
                self.say_with("refusal-either", Some(&args))
            }
        }
    }
}

/// Words to say, in no language yet: a message's id and its variables. What the engine and the
/// server send where a client would show words (a table's rules, say), so that each client says
/// them in its person's language ([`Words::said`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<Cow<'static, str>, Arg>,
}

/// A variable of [`Said`]: a number (said in the language's own form, and choosing its plural) or
/// a word (a name, or a choice a message selects on: `"limit"`, `"rank"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Number(i64),
    Text(Cow<'static, str>),
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::from(n as u64)
    }
}

impl From<&'static str> for Arg {
    fn from(word: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(word))
    }
}

impl From<String> for Arg {
    fn from(word: String) -> Arg {
        Arg::Text(Cow::Owned(word))
    }
}

impl Said {
    /// Message `id`, with no variables yet.
    pub fn new(id: &'static str) -> Said {
        Said {
            id: Cow::Borrowed(id),
            args: BTreeMap::new(),
        }
    }

    /// In English: for a log, a record's error, a command's output, a test.
    pub fn english(&self) -> String {
        english(|words| words.said(self))
    }

    /// With variable `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Said {
        self.args.insert(Cow::Borrowed(name), value.into());
        self
    }
}

impl Words {
    /// `said` in words.
    pub fn said(&self, said: &Said) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &said.args {
            match value {
                Arg::Number(n) => args.set(name.clone(), *n),
                Arg::Text(word) => args.set(name.clone(), word.to_string()),
            }
        }
        self.say_with(&said.id, Some(&args))
    }
}

thread_local! {
    /// English, for the sentences a log, a record's error or a command's output gives.
    static ENGLISH: Words = Words::new(Lang::En);
}

/// `f` given the English words (one set a thread, made once).
pub fn english<T>(f: impl FnOnce(&Words) -> T) -> T {
    ENGLISH.with(f)
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words").field("lang", &self.lang).finish()
    }
}

/// A bundle of every catalogue of `lang`.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.id()]);
    // A terminal shows the invisible marks that keep a variable's direction apart as stray
    // characters; every language here writes left to right.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => grouped::<b',', 1, _>,
        Lang::Es => grouped::<b'.', 2, _>,
        Lang::El => grouped::<b'.', 1, _>,
        Lang::Hu | Lang::Sq => grouped::<0xA0, 2, _>,
        Lang::Eo => grouped::<0x20, 1, _>,
    }));
    for (_, _, text) in FILES.iter().flatten().filter(|(l, _, _)| *l == lang) {
        let resource =
            FluentResource::try_new((*text).to_string()).unwrap_or_else(|(resource, _)| resource);
        // A message given twice keeps its first: the catalogues' test finds either.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// A whole number grouped in threes by `SEP` (a byte: `0xA0` stands for the no-break space
/// Hungarian and Albanian write) once its first group has at least `MIN` digits more
/// than three, as each language's own rules (CLDR's, the browser's Intl) have it: English
/// "1,000", Spanish "1000" but "12.500", Hungarian "12 500". Anything else is Fluent's.
fn grouped<const SEP: u8, const MIN: usize, M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let n = number.value;
    let whole =
        n.fract() == 0.0 && n.abs() < 1e15 && number.options.minimum_fraction_digits.is_none();
    if !whole {
        return None;
    }
    let digits = (n.abs() as u64).to_string();
    if digits.len() < 3 + MIN {
        return Some(format!("{}{digits}", if n < 0.0 { "-" } else { "" }));
    }
    // Esperanto's is the narrow no-break space (written `0x20` here, as a byte cannot hold it).
    let sep = match SEP {
        0xA0 => '\u{a0}',
        0x20 => '\u{202f}',
        other => char::from(other),
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0.0 {
        out.push('-');
    }
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(digit);
    }
    Some(out)
}
