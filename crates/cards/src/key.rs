//! Shuffle keys: the 256 bits a live table's shuffles are drawn from.
//!
//! A seed (`u64`) is fine for tests and simulations, whose records must replay from a number a
//! person can type; a table people play at needs a key nobody can guess or search, so a live
//! session is keyed with 256 bits from the operating system. The key is the session's one secret:
//! whoever holds it knows every card still to come, so it stays with the table until the session is
//! over (the record keeps it sealed till then, `parlour_engine::record`).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// A ChaCha20 key for the shuffle stream: 32 bytes, written as 64 lower-case hex digits.
///
/// Its `Debug` form never shows the bytes, so a key cannot reach a log by accident; [`to_hex`]
/// is the one way to write it out.
///
/// [`to_hex`]: ShuffleKey::to_hex
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShuffleKey([u8; 32]);

/// Text that is not a shuffle key.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("a shuffle key is 64 hex digits (32 bytes), not {0}")]
pub struct KeyError(String);

impl ShuffleKey {
    pub const fn from_bytes(bytes: [u8; 32]) -> ShuffleKey {
        ShuffleKey(bytes)
    }

    /// The key a seed stands for: the seed's 8 little-endian bytes, then 24 zero bytes. Every
    /// seeded record ever written replays through this expansion, so it never changes.
    pub fn from_seed(seed: u64) -> ShuffleKey {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        ShuffleKey(key)
    }

    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The key as 64 lower-case hex digits, first byte first.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Reads 64 hex digits (either case).
    pub fn from_hex(text: &str) -> Result<ShuffleKey, KeyError> {
        let describe = || {
            if text.chars().count() == 64 {
                format!("{text:?}, which holds a character that is not a hex digit")
            } else {
                format!("{} characters", text.chars().count())
            }
        };
        if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(KeyError(describe()));
        }
        let mut key = [0u8; 32];
        for (byte, pair) in key.iter_mut().zip(text.as_bytes().chunks(2)) {
            let digits = std::str::from_utf8(pair).expect("hex digits are ASCII");
            *byte = u8::from_str_radix(digits, 16).expect("checked as hex digits");
        }
        Ok(ShuffleKey(key))
    }
}

impl fmt::Debug for ShuffleKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ShuffleKey(..)")
    }
}

impl Serialize for ShuffleKey {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for ShuffleKey {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ShuffleKey, D::Error> {
        let text = String::deserialize(deserializer)?;
        ShuffleKey::from_hex(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_first_byte_first() {
        let mut bytes = [0u8; 32];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = i as u8 * 8;
        }
        let key = ShuffleKey::from_bytes(bytes);
        let hex = key.to_hex();
        assert!(hex.starts_with("0008101820"), "{hex}");
        assert!(hex.ends_with("f8"), "{hex}");
        assert_eq!(ShuffleKey::from_hex(&hex), Ok(key));
        assert_eq!(ShuffleKey::from_hex(&hex.to_uppercase()), Ok(key));
    }

    #[test]
    fn a_seed_is_its_little_endian_bytes_then_zeros() {
        let key = ShuffleKey::from_seed(0x0102_0304_0506_0708);
        assert_eq!(
            key.to_hex(),
            "0807060504030201000000000000000000000000000000000000000000000000"
        );
    }

    #[test]
    fn bad_keys_say_what_is_wrong() {
        assert_eq!(
            ShuffleKey::from_hex("abc").unwrap_err().to_string(),
            "a shuffle key is 64 hex digits (32 bytes), not 3 characters"
        );
        let mut text = "0".repeat(63);
        text.push('g');
        assert!(
            ShuffleKey::from_hex(&text)
                .unwrap_err()
                .to_string()
                .ends_with("which holds a character that is not a hex digit")
        );
        // 64 characters, but not 64 bytes of ASCII.
        let wide = "é".repeat(32);
        assert!(ShuffleKey::from_hex(&wide).is_err());
    }

    #[test]
    fn debug_never_shows_the_key() {
        let key = ShuffleKey::from_bytes([0xab; 32]);
        assert_eq!(format!("{key:?}"), "ShuffleKey(..)");
        assert_eq!(
            serde_json::to_string(&key).unwrap(),
            format!("\"{}\"", "ab".repeat(32))
        );
    }
}
