//! Who is who: names, passwords and PINs (argon2id), session tokens (random, stored as their
//! SHA-256) and the session cookie.

use std::sync::Arc;
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};
use tokio::sync::Semaphore;

/// The session cookie's name.
pub const COOKIE: &str = "parlour_session";
/// The longest name an account may have, in characters.
pub const MAX_NAME: usize = 24;

/// A name as an account keeps it, or why it cannot be one. It is written in one form (NFKC: a
/// fullwidth `Ａｎｎ` is `Ann`, a nonbreaking space a space), trimmed, its runs of spaces made one,
/// 1 to [`MAX_NAME`] characters, each a letter, mark, digit, punctuation mark or symbol that shows,
/// or a plain space; none of them `[` or `]` (bots' names are marked `[bot]`, and a fullwidth
/// `［bot］` is written with the same brackets); and something shows besides marks. So no name
/// holds a control, a zero-width or other format character (a right-to-left override, a byte
/// order mark), a private or unassigned one, or a letter that shows nothing (a Hangul filler).
pub fn clean_name(raw: &str) -> Result<String, &'static str> {
    use unicode_normalization::UnicodeNormalization;
    use unicode_properties::{GeneralCategoryGroup as Group, UnicodeGeneralCategory};

    let written: String = raw.nfkc().collect();
    let name = written
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    if name.is_empty() {
        return Err("a name needs at least one character");
    }
    if name.chars().count() > MAX_NAME {
        return Err("a name is at most 24 characters");
    }
    let shows = |c: char| !INVISIBLE.iter().any(|range| range.contains(&c));
    let allowed = |c: char| match c.general_category_group() {
        Group::Letter | Group::Mark | Group::Number | Group::Punctuation | Group::Symbol => {
            shows(c)
        }
        Group::Separator => c == ' ',
        Group::Other => false,
    };
    if !name.chars().all(allowed) {
        return Err("a name is of letters, digits, marks and signs that show, and plain spaces");
    }
    let seen = |c: char| !matches!(c.general_category_group(), Group::Mark | Group::Separator);
    if !name.chars().any(seen) {
        return Err("a name needs a character that shows");
    }
    // A bracket, or anything that looks like one (a `⦋`), would let a name pass for a bot's.
    if skeleton(&name).contains(['[', ']']) {
        return Err("a name may not hold [ or ], or what looks like them");
    }
    Ok(name)
}

/// What a name looks like, as names are told apart: no two accounts' names have the same. It is
/// the name's confusable skeleton (Unicode TS #39: each character that looks like another written
/// as that one, `Аnn` with a Cyrillic `А` as `Ann`, a `ⅼ` as an `l`), in lower case, and then its
/// skeleton again (so that a capital `I` and a small `l`, alike in most type, are alike here too
/// whichever case they come in).
pub fn skeleton(name: &str) -> String {
    use unicode_security::confusable_detection::skeleton as look;
    let lower = look(name).collect::<String>().to_lowercase();
    look(&lower).collect()
}

/// Letters and marks that show nothing (Unicode's default-ignorable ones outside the format
/// characters, which are refused as a class): the combining grapheme joiner, the Hangul fillers,
/// Khmer's inherent vowels, Mongolian's variation selectors and vowel separator, the variation
/// selectors, and the blank braille pattern.
const INVISIBLE: [std::ops::RangeInclusive<char>; 9] = [
    '\u{034F}'..='\u{034F}',
    '\u{115F}'..='\u{1160}',
    '\u{17B4}'..='\u{17B5}',
    '\u{180B}'..='\u{180F}',
    '\u{2800}'..='\u{2800}',
    '\u{3164}'..='\u{3164}',
    '\u{FE00}'..='\u{FE0F}',
    '\u{FFA0}'..='\u{FFA0}',
    '\u{E0100}'..='\u{E01EF}',
];

/// Why a password cannot be one, if it cannot: 8 to 128 characters.
pub fn check_password(password: &str) -> Result<(), &'static str> {
    match password.chars().count() {
        0..8 => Err("a password is at least 8 characters"),
        8..=128 => Ok(()),
        _ => Err("a password is at most 128 characters"),
    }
}

/// Why a password of the right length is still no good, if it is not: it is the account's name,
/// or it is too easily guessed (zxcvbn, with the name among what it tries, scores it below 2 of
/// 4: a common password, a word, a keyboard row, a run, a date, one character again). A few
/// milliseconds of work for a long one: run it off the async workers ([`Hasher::run`]).
pub fn weak_password(password: &str, name: &str) -> Option<&'static str> {
    if password.trim().to_lowercase() == name.trim().to_lowercase() {
        return Some("a password may not be the account's name");
    }
    let guessed = zxcvbn::zxcvbn(password, &[name]);
    (guessed.score() < zxcvbn::Score::Two)
        .then_some("this password is too easily guessed: a common one, a word, or a pattern")
}

/// Why a PIN cannot be one, if it cannot: 4 to 6 digits.
pub fn check_pin(pin: &str) -> Result<(), &'static str> {
    if (4..=6).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err("a PIN is 4 to 6 digits")
    }
}

/// Where passwords and PINs are hashed and checked. argon2 takes tens of milliseconds of a core,
/// on purpose: on the async workers it would stall every table while it runs, and unbounded a
/// burst of sign-ups would take every core. So it runs on the blocking threads, at most `at_once`
/// at a time, and a caller waits at most `wait` for its turn before it is told the room is busy.
/// Nobody holds a database connection while it runs.
#[derive(Debug)]
pub struct Hasher {
    turns: Arc<Semaphore>,
    wait: Duration,
    /// A hash of nothing anyone can type, checked for a name that has no password, so that an
    /// unknown name takes as long to refuse as a known one with a wrong password.
    dummy: String,
}

/// Why a secret could not be hashed or checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HashRefused {
    /// Every turn was taken for longer than a caller waits.
    Busy,
    /// The blocking task failed (it panicked, or the runtime is stopping).
    Failed,
}

impl Hasher {
    /// A hasher running at most `at_once` hashes together, each caller waiting at most `wait`.
    pub fn new(at_once: usize, wait: Duration) -> Hasher {
        Hasher {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            wait,
            dummy: hash_secret("\u{0}no password is this"),
        }
    }

    /// The room's: half the machine's cores (one at least), so that tables keep the rest; a caller
    /// waits five seconds at most.
    pub fn for_this_machine() -> Hasher {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Hasher::new(cores / 2, Duration::from_secs(5))
    }

    /// An argon2id hash of `secret` ([`hash_secret`]).
    pub async fn hash(&self, secret: &str) -> Result<String, HashRefused> {
        let secret = secret.to_string();
        self.run(move || hash_secret(&secret)).await
    }

    /// Whether `secret` is the one `hash` was made from; with no hash (an unknown name, a guest),
    /// `false`, after as much work as a real check.
    pub async fn verify(&self, hash: Option<&str>, secret: &str) -> Result<bool, HashRefused> {
        let known = hash.is_some();
        let hash = hash.unwrap_or(&self.dummy).to_string();
        let secret = secret.to_string();
        let right = self.run(move || verify_secret(&hash, &secret)).await?;
        Ok(right && known)
    }

    /// Runs `work` (a hash, a check, a password's judging) on a blocking thread in its turn.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, HashRefused> {
        let turn = tokio::time::timeout(self.wait, Arc::clone(&self.turns).acquire_owned())
            .await
            .map_err(|_| HashRefused::Busy)?
            .map_err(|_| HashRefused::Failed)?;
        tokio::task::spawn_blocking(move || {
            let done = work();
            drop(turn);
            done
        })
        .await
        .map_err(|_| HashRefused::Failed)
    }
}

/// An argon2id hash of a password or PIN, in the PHC string form, with a random salt.
pub fn hash_secret(secret: &str) -> String {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).expect("the operating system's random numbers");
    let salt = SaltString::encode_b64(&salt).expect("a 16-byte salt encodes");
    Argon2::default()
        .hash_password(secret.as_bytes(), &salt)
        .expect("argon2 hashes any secret")
        .to_string()
}

/// Whether `secret` is the one `hash` was made from.
pub fn verify_secret(hash: &str, secret: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| {
        Argon2::default()
            .verify_password(secret.as_bytes(), &parsed)
            .is_ok()
    })
}

/// A new session token: 32 random bytes, in hex. The client holds it; the store keeps its hash.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("the operating system's random numbers");
    hex(&bytes)
}

/// The SHA-256 of a token, in hex: what the store keeps.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The session cookie as this room writes it. Always HttpOnly (no script reads it), SameSite=Lax
/// (no other site's page sends it with a form), for the whole site. Where the room is served over
/// https (its public URL says so) it is also `Secure` (never sent over plain http) and named with
/// the `__Host-` prefix, which browsers keep only for a secure cookie of this very host, set by it
/// for the whole site: no other host of the domain (a subdomain's page) can plant one in its place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cookie {
    secure: bool,
}

impl Cookie {
    pub fn new(secure: bool) -> Cookie {
        Cookie { secure }
    }

    /// The cookie's name: [`COOKIE`], prefixed `__Host-` when secure.
    pub fn name(&self) -> &'static str {
        if self.secure {
            "__Host-parlour_session"
        } else {
            COOKIE
        }
    }

    fn attributes(&self) -> &'static str {
        if self.secure {
            "HttpOnly; SameSite=Lax; Path=/; Secure"
        } else {
            "HttpOnly; SameSite=Lax; Path=/"
        }
    }

    /// The `Set-Cookie` header that hands the client its session, for `max_age` seconds.
    pub fn set(&self, token: &str, max_age: u64) -> String {
        format!(
            "{}={token}; {}; Max-Age={max_age}",
            self.name(),
            self.attributes()
        )
    }

    /// The `Set-Cookie` header that ends a session on the client.
    pub fn clear(&self) -> String {
        format!("{}=; {}; Max-Age=0", self.name(), self.attributes())
    }

    /// The session token in a `Cookie` header, if there is one (of this name alone).
    pub fn token_in<'a>(&self, cookie_header: &'a str) -> Option<&'a str> {
        cookie_header
            .split(';')
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == self.name())
            .map(|(_, value)| value)
            .filter(|value| !value.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_hasher_checks_secrets_and_an_unknown_name_is_never_right() {
        let hasher = Hasher::new(1, Duration::from_secs(5));
        let hash = hasher.hash("correct horse").await.unwrap();
        assert_eq!(hasher.verify(Some(&hash), "correct horse").await, Ok(true));
        assert_eq!(hasher.verify(Some(&hash), "correct horsE").await, Ok(false));
        // No hash: checked against the dummy all the same, and never right, not even with the
        // dummy's own secret.
        assert_eq!(hasher.verify(None, "correct horse").await, Ok(false));
        let dummy_secret = "\u{0}no password is this";
        assert_eq!(hasher.verify(None, dummy_secret).await, Ok(false));
    }

    #[tokio::test]
    async fn a_caller_who_cannot_get_a_turn_in_time_is_told_the_room_is_busy() {
        // One turn, and no waiting for it: while one check runs, the next is refused.
        let hasher = Hasher::new(1, Duration::ZERO);
        let hash = hash_secret("correct horse");
        let (first, second) = tokio::join!(
            hasher.verify(Some(&hash), "correct horse"),
            hasher.verify(Some(&hash), "correct horse"),
        );
        assert_eq!(first, Ok(true));
        assert_eq!(second, Err(HashRefused::Busy));
        // The turn is given back: the next caller is served.
        assert_eq!(hasher.verify(Some(&hash), "wrong").await, Ok(false));
    }

    #[test]
    fn names_are_written_in_one_form_and_hold_nothing_hidden() {
        // One form: fullwidth letters and a nonbreaking space are the plain ones; a decomposed
        // accent is composed; runs of spaces are one.
        assert_eq!(clean_name("Ａｎｎ"), Ok("Ann".to_string()));
        assert_eq!(clean_name("Ann\u{00A0}Lee"), Ok("Ann Lee".to_string()));
        assert_eq!(clean_name("Ann   Lee"), Ok("Ann Lee".to_string()));
        assert_eq!(clean_name("Zoe\u{0301}"), Ok("Zoé".to_string()));
        assert_eq!(clean_name("Ζωή"), Ok("Ζωή".to_string()));
        // A fullwidth bot's mark is a bot's mark.
        assert!(clean_name("Ada ［bot］").is_err());
        for hidden in [
            "An\u{200B}n",      // a zero-width space
            "\u{202E}nnA",      // a right-to-left override
            "\u{FEFF}Ann",      // a byte-order mark
            "Ann\u{2066}",      // a bidi isolate
            "\u{200B}\u{200D}", // nothing but format characters
            "\u{3164}",         // a Hangul filler: a letter that shows nothing
            "A\u{3164}nn",
            "\u{2800}",         // the blank braille pattern
            "Ann\u{E000}",      // a private-use character
            "Ann\u{0378}",      // unassigned
            "\u{0301}\u{0301}", // marks with nothing to mark
            "Ann\u{2028}Lee",   // a line separator
        ] {
            assert!(clean_name(hidden).is_err(), "{hidden:?} is refused");
        }
    }

    #[test]
    fn names_that_look_alike_have_one_skeleton_and_a_bracket_in_disguise_is_refused() {
        let ann = skeleton("Ann");
        // In capitals; with a Cyrillic А; with a Greek Α.
        for alike in ["ANN", "\u{0410}nn", "\u{0391}nn"] {
            assert_eq!(skeleton(alike), ann, "{alike:?} looks like Ann");
        }
        // A Cyrillic п is not an n to UTS #39: a name of its own.
        assert_ne!(skeleton("A\u{043F}n"), ann);
        // A capital I, a small l and a digit 1 in one place.
        assert_eq!(skeleton("Bill"), skeleton("BiII"));
        assert_eq!(skeleton("Bill"), skeleton("Bi1l"));
        assert_ne!(skeleton("Ann"), skeleton("Anne"));
        // A look-alike of a bracket passes for a bot's mark; it is refused as a bracket is.
        assert!(clean_name("Ada \u{298B}bot\u{298C}").is_err());
    }

    #[test]
    fn names_are_trimmed_printable_and_bounded() {
        assert_eq!(clean_name("  Ann  "), Ok("Ann".to_string()));
        assert!(clean_name("   ").is_err());
        assert!(clean_name("a\tb").is_err());
        assert!(clean_name("Ada [bot]").is_err());
        assert!(clean_name(&"x".repeat(25)).is_err());
        assert_eq!(
            clean_name(&"é".repeat(24)).map(|n| n.chars().count()),
            Ok(24)
        );
    }

    #[test]
    fn common_and_patterned_passwords_and_the_name_itself_are_weak() {
        for weak in [
            "password",
            "12345678",
            "        ",
            "qwertyuiop",
            "iloveyou",
            "letmein123",
            "abcdefgh",
            "aaaaaaaaaaaa",
        ] {
            assert!(weak_password(weak, "Ann").is_some(), "{weak:?} is weak");
        }
        assert!(weak_password("Ann Lee Smith", "ann lee smith").is_some());
        for strong in ["correct horse", "gil's password", "a long enough password"] {
            assert_eq!(weak_password(strong, "Ann"), None, "{strong:?} is strong");
        }
    }

    #[test]
    fn secrets_verify_only_against_their_own_hash() {
        let hash = hash_secret("correct horse");
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_secret(&hash, "correct horse"));
        assert!(!verify_secret(&hash, "correct horsE"));
        assert!(!verify_secret("not a hash", "correct horse"));
        assert_ne!(
            hash,
            hash_secret("correct horse"),
            "a salt of its own each time"
        );
    }

    #[test]
    fn pins_are_four_to_six_digits() {
        assert!(check_pin("1234").is_ok());
        assert!(check_pin("123456").is_ok());
        assert!(check_pin("123").is_err());
        assert!(check_pin("1234567").is_err());
        assert!(check_pin("12a4").is_err());
    }

    #[test]
    fn the_cookie_is_found_among_others_by_its_name_alone() {
        let plain = Cookie::new(false);
        assert_eq!(plain.token_in("a=1; parlour_session=abc; b=2"), Some("abc"));
        assert_eq!(plain.token_in("a=1"), None);
        assert_eq!(plain.token_in("parlour_session="), None);
        assert_eq!(
            plain.set("abc", 60),
            "parlour_session=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=60"
        );
        // Over https: only the __Host- cookie is read (one a subdomain planted under the plain
        // name is not), and it is written Secure.
        let secure = Cookie::new(true);
        assert_eq!(secure.token_in("parlour_session=planted"), None);
        assert_eq!(
            secure.token_in("parlour_session=planted; __Host-parlour_session=abc"),
            Some("abc")
        );
        assert!(
            secure
                .set("abc", 60)
                .starts_with("__Host-parlour_session=abc;")
        );
        assert!(secure.set("abc", 60).contains("; Secure"));
        assert!(secure.clear().contains("Max-Age=0"));
    }
}
