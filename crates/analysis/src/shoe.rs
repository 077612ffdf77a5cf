//! A shoe as the analysis sees it: how many cards of each value are left. Suits never matter to
//! the dealer, and the four ten-count ranks (T, J, Q, K) count alike in every total and in a
//! Pontoon (docs/rules/pontoon.md §1), so ten counts describe a shoe exactly.

/// Card values: index 0 is the ace, 1 to 8 the twos to nines, 9 the ten-counts.
pub const VALUES: usize = 10;

/// The cards left, by value ([`VALUES`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shoe {
    counts: [u32; VALUES],
    total: u32,
}

impl Shoe {
    /// `packs` full packs: four of each value, sixteen ten-counts, a pack.
    pub fn packs(packs: u32) -> Shoe {
        let mut counts = [4 * packs; VALUES];
        counts[9] = 16 * packs;
        Shoe::from_counts(counts)
    }

    /// A shoe of these counts, by value.
    pub fn from_counts(counts: [u32; VALUES]) -> Shoe {
        Shoe {
            counts,
            total: counts.iter().sum(),
        }
    }

    /// How many cards of value index `value` are left.
    pub fn count(&self, value: usize) -> u32 {
        self.counts[value]
    }

    /// How many cards are left.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// The shoe with one card of value index `value` taken out. The caller makes sure one is left.
    pub fn without(&self, value: usize) -> Shoe {
        debug_assert!(self.counts[value] > 0, "no card of that value is left");
        let mut next = *self;
        next.counts[value] -= 1;
        next.total -= 1;
        next
    }

    /// The chance that the next card is of value index `value`.
    pub fn chance(&self, value: usize) -> f64 {
        f64::from(self.counts[value]) / f64::from(self.total)
    }
}

/// The points a card of value index `value` counts, an ace as 1.
pub fn points(value: usize) -> u32 {
    value as u32 + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pack_holds_fifty_two_cards_sixteen_of_them_ten_counts() {
        let pack = Shoe::packs(1);
        assert_eq!(pack.total(), 52);
        assert_eq!(pack.count(9), 16);
        assert_eq!(pack.count(0), 4);
        let eight = Shoe::packs(8);
        assert_eq!(eight.total(), 416);
        let less = eight.without(0);
        assert_eq!((less.total(), less.count(0)), (415, 31));
        assert!((less.chance(0) - 31.0 / 415.0).abs() < 1e-15);
    }
}
