//! Cutting for the first banker or dealer: every contender is dealt a card, the highest rank (ace
//! high, suits unranked) wins, and those who tie for highest are dealt again among themselves.

use parlour_cards::{Card, Pile};
use serde::Serialize;

use crate::Seat;

/// One card dealt in a cut, as `C` (a card, or a card as some viewer sees it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cut<C> {
    pub seat: Seat,
    pub card: C,
    /// 1 for the first deal; ties are dealt again in round 2, and so on.
    pub round: u8,
}

impl<C> Cut<C> {
    /// The same cut with its card turned by `f`.
    pub fn map<D>(&self, f: impl Fn(&C) -> D) -> Cut<D> {
        Cut {
            seat: self.seat,
            card: f(&self.card),
            round: self.round,
        }
    }
}

/// Cuts among `contenders` (in the order they are dealt to) from the top of `pack`, each card going
/// under the pack once its round is over. Returns every card dealt and the winner.
///
/// The pack must hold at least one card per contender; cards cycle under it, so it never runs out.
pub fn cut_for_high_card(pack: &mut Pile, mut contenders: Vec<Seat>) -> (Vec<Cut<Card>>, Seat) {
    assert!(!contenders.is_empty(), "a cut needs someone to cut");
    assert!(
        pack.len() >= contenders.len(),
        "a cut needs a card per contender"
    );
    let mut cuts = Vec::new();
    let mut round = 1;
    while contenders.len() > 1 {
        let drawn: Vec<(Seat, Card)> = contenders
            .iter()
            .map(|&seat| (seat, pack.take_top().expect("checked above")))
            .collect();
        let best = drawn.iter().map(|(_, c)| c.rank.ace_high()).max();
        contenders = drawn
            .iter()
            .filter(|(_, c)| Some(c.rank.ace_high()) == best)
            .map(|&(seat, _)| seat)
            .collect();
        for (seat, card) in drawn {
            cuts.push(Cut { seat, card, round });
            pack.put_bottom(card);
        }
        round += 1;
    }
    (cuts, contenders[0])
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::cards;

    #[test]
    fn the_highest_rank_wins_and_ties_cut_again() {
        // Seats 0, 1, 2 cut a king, an ace and an ace: 1 and 2 cut again, 7 against 9.
        let mut pack = Pile::from_top(cards("KS AH AD 7C 9D 2S").unwrap());
        let (cuts, winner) = cut_for_high_card(&mut pack, vec![Seat(0), Seat(1), Seat(2)]);
        assert_eq!(winner, Seat(2));
        let rounds: Vec<(u8, u8, String)> = cuts
            .iter()
            .map(|c| (c.seat.0, c.round, c.card.to_string()))
            .collect();
        assert_eq!(
            rounds,
            [
                (0, 1, "KS".into()),
                (1, 1, "AH".into()),
                (2, 1, "AD".into()),
                (1, 2, "7C".into()),
                (2, 2, "9D".into())
            ]
        );
        // The cut cards went under the pack in the order they were dealt.
        assert_eq!(
            pack.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            ["2S", "KS", "AH", "AD", "7C", "9D"]
        );
    }

    #[test]
    fn a_lone_contender_wins_without_a_card() {
        let mut pack = Pile::fresh(1);
        let (cuts, winner) = cut_for_high_card(&mut pack, vec![Seat(3)]);
        assert!(cuts.is_empty());
        assert_eq!(winner, Seat(3));
        assert_eq!(pack.len(), 52);
    }
}
