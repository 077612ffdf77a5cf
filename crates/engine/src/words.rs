//! Numbers in words, for every message a person reads: thousands grouped, plurals right.

/// A number with its thousands separated by commas, as people read it: `1,000,000`.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A count and its noun, the noun in the plural unless the count is one: "1 hand", "2 hands",
/// "1,000 chips". `noun` is the singular; [`plural_of`] makes the plural.
pub fn count(n: u64, noun: &str) -> String {
    format!(
        "{} {}",
        grouped(n),
        if n == 1 {
            noun.to_string()
        } else {
            plural_of(noun)
        }
    )
}

/// A gain or a loss and its noun, signed: "+1 chip", "-25 chips", "0 chips", "+1,000 chips".
pub fn signed_count(n: i64, noun: &str) -> String {
    let sign = match n {
        0 => "",
        n if n > 0 => "+",
        _ => "-",
    };
    format!("{sign}{}", count(n.unsigned_abs(), noun))
}

/// The plural of one of the nouns Parlour counts: regular English plurals, and "-ch"/"-sh"/"-s"
/// words taking "-es" ("match", "bus"); a phrase pluralises its last word ("initial bet").
pub fn plural_of(noun: &str) -> String {
    if noun.ends_with("ch") || noun.ends_with("sh") || noun.ends_with('s') {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MAX_CHIPS;

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(10_000_000), "10,000,000");
        assert_eq!(grouped(MAX_CHIPS), "1,000,000,000,000");
        assert_eq!(grouped(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn counts_take_the_plural_unless_one() {
        assert_eq!(count(1, "hand"), "1 hand");
        assert_eq!(count(0, "hand"), "0 hands");
        assert_eq!(count(2, "chip"), "2 chips");
        assert_eq!(count(1, "pack"), "1 pack");
        assert_eq!(count(3, "seat"), "3 seats");
        assert_eq!(count(2, "thread"), "2 threads");
        assert_eq!(count(1_000_000, "round"), "1,000,000 rounds");
        assert_eq!(count(2, "initial bet"), "2 initial bets");
        assert_eq!(count(2, "match"), "2 matches");
        assert_eq!(signed_count(1, "chip"), "+1 chip");
        assert_eq!(signed_count(-1, "chip"), "-1 chip");
        assert_eq!(signed_count(0, "chip"), "0 chips");
        assert_eq!(signed_count(-2500, "chip"), "-2,500 chips");
    }
}
