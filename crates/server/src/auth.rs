//! Who is who: names, passwords and PINs (argon2id), session tokens (random, stored as their
//! SHA-256), the session cookie, and the limit on sign-in attempts.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

/// The session cookie's name.
pub const COOKIE: &str = "parlour_session";
/// The longest name an account may have, in characters.
pub const MAX_NAME: usize = 24;

/// A name as an account keeps it, or why it cannot be one: trimmed, 1 to [`MAX_NAME`] printable
/// characters, none of them `[` or `]` (bots' names are marked `[bot]`).
pub fn clean_name(raw: &str) -> Result<String, &'static str> {
    let name = raw.trim();
    if name.is_empty() {
        return Err("a name needs at least one character");
    }
    if name.chars().count() > MAX_NAME {
        return Err("a name is at most 24 characters");
    }
    if name.chars().any(|c| c.is_control()) {
        return Err("a name is of printable characters");
    }
    if name.contains(['[', ']']) {
        return Err("a name may not hold [ or ]");
    }
    Ok(name.to_string())
}

/// Why a password cannot be one, if it cannot: 8 to 128 characters.
pub fn check_password(password: &str) -> Result<(), &'static str> {
    match password.chars().count() {
        0..8 => Err("a password is at least 8 characters"),
        8..=128 => Ok(()),
        _ => Err("a password is at most 128 characters"),
    }
}

/// Why a PIN cannot be one, if it cannot: 4 to 6 digits.
pub fn check_pin(pin: &str) -> Result<(), &'static str> {
    if (4..=6).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err("a PIN is 4 to 6 digits")
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

/// The session token in a `Cookie` header, if there is one.
pub fn token_in(cookie_header: &str) -> Option<&str> {
    cookie_header
        .split(';')
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value)
        .filter(|value| !value.is_empty())
}

/// The `Set-Cookie` header that hands the client its session: HttpOnly (no script reads it),
/// SameSite=Lax (no other site's page sends it with a form), for `max_age` seconds.
pub fn set_cookie(token: &str, max_age: u64) -> String {
    format!("{COOKIE}={token}; HttpOnly; SameSite=Lax; Path=/; Max-Age={max_age}")
}

/// The `Set-Cookie` header that ends a session on the client.
pub fn clear_cookie() -> String {
    format!("{COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0")
}

/// At most `limit` tries per key in each `window`: sign-in attempts by address and by name.
#[derive(Debug)]
pub struct RateLimit {
    limit: u32,
    window: Duration,
    tries: Mutex<HashMap<String, (Instant, u32)>>,
}

impl RateLimit {
    pub fn new(limit: u32, window: Duration) -> RateLimit {
        RateLimit {
            limit,
            window,
            tries: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a try for `key`: whether it is allowed.
    pub fn allow(&self, key: &str, now: Instant) -> bool {
        let mut tries = self.tries.lock().expect("never poisoned");
        if tries.len() > 10_000 {
            // Forget windows that have passed, so the map cannot grow without bound.
            let window = self.window;
            tries.retain(|_, (start, _)| now.duration_since(*start) < window);
        }
        let entry = tries.entry(key.to_string()).or_insert((now, 0));
        if now.duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_cookie_is_found_among_others_and_the_limit_resets_with_its_window() {
        assert_eq!(token_in("a=1; parlour_session=abc; b=2"), Some("abc"));
        assert_eq!(token_in("a=1"), None);
        assert_eq!(token_in("parlour_session="), None);
        let limit = RateLimit::new(2, Duration::from_secs(60));
        let start = Instant::now();
        assert!(limit.allow("ip", start));
        assert!(limit.allow("ip", start));
        assert!(!limit.allow("ip", start));
        assert!(limit.allow("other", start));
        assert!(limit.allow("ip", start + Duration::from_secs(61)));
    }
}
