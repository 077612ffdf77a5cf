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
    /// An infinite deck: the counts are one pack's proportions, and taking a card out leaves them.
    infinite: bool,
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
            infinite: false,
        }
    }

    /// An infinite deck: every card comes with a pack's chances (1/13 each value, 4/13 a
    /// ten-count), whatever has been dealt.
    pub fn infinite() -> Shoe {
        Shoe {
            infinite: true,
            ..Shoe::packs(1)
        }
    }

    /// Whether this is the infinite deck.
    pub fn is_infinite(&self) -> bool {
        self.infinite
    }

    /// The shoe with `taken[v]` cards of each value index `v` taken out (the infinite deck is
    /// left as it is). The caller makes sure they are there.
    pub fn less(&self, taken: &[u8; VALUES]) -> Shoe {
        if self.infinite {
            return *self;
        }
        let mut next = *self;
        for (count, &t) in next.counts.iter_mut().zip(taken) {
            *count -= u32::from(t);
            next.total -= u32::from(t);
        }
        next
    }

    /// The chance of drawing `k` cards of value index `value` in `k` given draws, before any
    /// other card is drawn, as the falling product `c (c - 1) .. (c - k + 1)` over the counts of
    /// the draws; see [`Shoe::draws`]. For the infinite deck, `c^k`.
    pub fn falling(&self, value: usize, k: u32) -> f64 {
        let c = f64::from(self.counts[value]);
        (0..k)
            .map(|i| if self.infinite { c } else { c - f64::from(i) })
            .product()
    }

    /// `n (n - 1) .. (n - k + 1)` for the shoe's `n` cards (for the infinite deck, `n^k`): with
    /// [`Shoe::falling`], the chance of any one order of a given `k` cards is the product of the
    /// fallings of their values over this, whatever the order.
    pub fn draws(&self, k: u32) -> f64 {
        let n = f64::from(self.total);
        (0..k)
            .map(|i| if self.infinite { n } else { n - f64::from(i) })
            .product()
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
        if self.infinite {
            return *self;
        }
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
