//! The one view function of a casino table. Players' cards are face up; the dealer's two cards are
//! face down to everyone until the players have finished.

use parlour_cards::Card;
use parlour_engine::Seen;
use serde::{Deserialize, Serialize};

use super::action::CasinoMove;
use super::round::CasinoRound;
use super::rules::CasinoRules;
use super::session::{Bet, CasinoPhase};
pub use crate::score::Total;

/// What one viewer may see of a casino table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CasinoView {
    /// What every game shows alike: the viewer, the players, the turn, the moves.
    #[serde(flatten)]
    pub seen: Seen<CasinoMove>,
    pub rules: CasinoRules,
    #[serde(flatten)]
    pub phase: CasinoPhase,
    /// Cards left in the shoe, and put away since the last shuffle.
    pub shoe: usize,
    pub discards: usize,
    /// Those the viewer watched go, by value: aces, twos to nines, ten-counts (a seat's player,
    /// those put away since they sat down; a spectator, all). Every one was face up before it was
    /// put away (a hand's cards as they were dealt, the dealer's once turned), so this tells a
    /// viewer only what they saw.
    pub discarded: [u16; 10],
    /// Whether the shoe will be shuffled before the next round.
    pub shuffle_due: bool,
    /// The answers so far in the betting for the next round.
    pub bets: Vec<Bet>,
    /// The round in play, or the last one until the next is dealt.
    pub round: Option<CasinoRound<Option<Card>>>,
    /// The house's result so far.
    pub house: i64,
    /// Each seat's last bet, to repeat (bets are seen by everyone).
    pub last_bets: Vec<Option<u64>>,
    /// The totals of `round`'s hands, as far as the viewer sees them.
    pub totals: Option<RoundTotals>,
}

/// Each hand's total in a round, by bettor then hand, and the dealer's: each once the viewer sees
/// every card of it (the dealer's, once he has turned his cards).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundTotals {
    pub hands: Vec<Vec<Option<Total>>>,
    pub dealer: Option<Total>,
}

impl RoundTotals {
    pub fn of(round: &CasinoRound<Option<Card>>) -> RoundTotals {
        RoundTotals {
            hands: round
                .bettors
                .iter()
                .map(|b| b.hands.iter().map(|h| Total::of(&h.cards)).collect())
                .collect(),
            dealer: Total::of(&round.dealer.cards),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(cards: &[&str]) -> Vec<Option<Card>> {
        cards
            .iter()
            .map(|c| (*c != "??").then(|| c.parse().unwrap()))
            .collect()
    }

    #[test]
    fn a_total_counts_an_ace_as_eleven_where_it_can_and_needs_every_card_seen() {
        let soft = |total, soft| Some(Total { total, soft });
        assert_eq!(Total::of(&seen(&["AH", "6S"])), soft(17, true));
        assert_eq!(Total::of(&seen(&["AH", "6S", "9C"])), soft(16, false));
        assert_eq!(Total::of(&seen(&["AH", "AS", "9C"])), soft(21, true));
        assert_eq!(Total::of(&seen(&["KH", "6S", "9C"])), soft(25, false));
        assert_eq!(Total::of(&seen(&["KH", "??"])), None, "a card face down");
    }
}
