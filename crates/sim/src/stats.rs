//! Running statistics over whole-number results, kept exactly (integer sums), so that merging the
//! chunks of a run gives the same numbers whatever order or thread they ran on.

use serde::Serialize;

/// The count, sum and sum of squares of integer results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub count: u64,
    pub sum: i64,
    pub sum_of_squares: u128,
}

impl Tally {
    pub fn push(&mut self, value: i64) {
        self.count += 1;
        self.sum += value;
        self.sum_of_squares += u128::from(value.unsigned_abs()).pow(2);
    }

    pub fn merge(&mut self, other: &Tally) {
        self.count += other.count;
        self.sum += other.sum;
        self.sum_of_squares += other.sum_of_squares;
    }

    pub fn mean(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.sum as f64 / self.count as f64
        }
    }

    /// The sample standard deviation.
    pub fn sd(&self) -> f64 {
        if self.count < 2 {
            return 0.0;
        }
        let n = self.count as f64;
        let mean = self.mean();
        let variance = (self.sum_of_squares as f64 - n * mean * mean) / (n - 1.0);
        variance.max(0.0).sqrt()
    }

    /// The standard error of the mean.
    pub fn se(&self) -> f64 {
        if self.count == 0 {
            0.0
        } else {
            self.sd() / (self.count as f64).sqrt()
        }
    }

    pub fn estimate(&self) -> Estimate {
        Estimate {
            mean: self.mean(),
            se: self.se(),
            count: self.count,
        }
    }
}

/// A mean with its standard error and the number of results behind it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Estimate {
    pub mean: f64,
    pub se: f64,
    pub count: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_and_standard_error_match_the_textbook() {
        let mut tally = Tally::default();
        for value in [2, 4, 4, 4, 5, 5, 7, 9] {
            tally.push(value);
        }
        assert_eq!(tally.mean(), 5.0);
        // Sample variance 32/7.
        assert!((tally.sd() - (32.0f64 / 7.0).sqrt()).abs() < 1e-12);
        assert!((tally.se() - (32.0f64 / 7.0).sqrt() / 8f64.sqrt()).abs() < 1e-12);
        let (mut a, mut b) = (Tally::default(), Tally::default());
        [2, 4, 4, 4].iter().for_each(|&v| a.push(v));
        [5, 5, 7, 9].iter().for_each(|&v| b.push(v));
        a.merge(&b);
        assert_eq!(a, tally);
    }
}
