//! Cutting for the first banker or dealer: every contender is dealt a card, the highest rank (ace
//! high, suits unranked) wins, and those who tie for highest are dealt again among themselves. The
//! cut cards are dealt face up.

use parlour_cards::{Card, Pile};
use serde::{Deserialize, Serialize};

use crate::{Audience, MapCards, Seat, TableCard, Veiled};

/// One card dealt in a cut, as `C` (a card, or a card as some viewer sees it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, MapCards)]
pub struct Cut<C> {
    pub seat: Seat,
    pub card: C,
    /// 1 for the first deal; ties are dealt again in round 2, and so on.
    pub round: u32,
}

/// A cut that can never end: every round ties, and the pack, which is not shuffled between rounds,
/// brings the same cards back to the same players. Only a stacked pack does this in practice (a
/// shuffled one would need every card dealt in a round to tie, all the way round the pack).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CutNeverEnds;

impl std::fmt::Display for CutNeverEnds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the cut never ends: every round ties, and the pack brings the same cards round again",
        )
    }
}

/// Cuts among `contenders` (in the order they are dealt to) from the top of `pack`, each card going
/// under the pack once its round is over. Returns every card dealt and the winner.
///
/// The pack must hold at least one card per contender; cards cycle under it, so it never runs out.
/// Since the cut cards go under in the order they were dealt, the pack only turns round: while the
/// tied players stay the same, the pack comes back to an order it has had before within as many
/// rounds as it has cards, and from there the rounds repeat for ever. So a cut whose field has not
/// narrowed in that many rounds is [`CutNeverEnds`].
pub fn cut_for_high_card(
    pack: &mut Pile,
    mut contenders: Vec<Seat>,
) -> Result<(Vec<Cut<TableCard>>, Seat), CutNeverEnds> {
    assert!(!contenders.is_empty(), "a cut needs someone to cut");
    assert!(
        pack.len() >= contenders.len(),
        "a cut needs a card per contender"
    );
    let mut cuts = Vec::new();
    let mut round = 1;
    let mut rounds_tied = 0;
    while contenders.len() > 1 {
        if rounds_tied >= pack.len() {
            return Err(CutNeverEnds);
        }
        let drawn: Vec<(Seat, Card)> = contenders
            .iter()
            .map(|&seat| (seat, pack.take_top().expect("checked above")))
            .collect();
        let best = drawn.iter().map(|(_, c)| c.rank.ace_high()).max();
        let before = contenders.len();
        contenders = drawn
            .iter()
            .filter(|(_, c)| Some(c.rank.ace_high()) == best)
            .map(|&(seat, _)| seat)
            .collect();
        rounds_tied = if contenders.len() == before {
            rounds_tied + 1
        } else {
            0
        };
        for (seat, card) in drawn {
            cuts.push(Cut {
                seat,
                card: Veiled::new(card, Audience::Everyone),
                round,
            });
            pack.put_bottom(card);
        }
        round += 1;
    }
    Ok((cuts, contenders[0]))
}

/// The cut for the first banker or dealer, as a session of a game that cuts for it keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Cutting {
    /// The cards of the last cut, face up, if there was one.
    pub cards: Vec<Cut<TableCard>>,
    /// The players are to cut before the next round: a table that opened empty, or that every
    /// player has left, starts a new session with a cut. Until then the bank or the deal sits with
    /// the first to sit down, who calls the cut.
    pub due: bool,
}

impl Cutting {
    /// Cuts among `contenders` from the top of `pack` ([`cut_for_high_card`]), keeps the cards and
    /// returns the winner; no cut is due after it.
    pub fn cut(&mut self, pack: &mut Pile, contenders: Vec<Seat>) -> Result<Seat, CutNeverEnds> {
        let (cards, winner) = cut_for_high_card(pack, contenders)?;
        self.cards = cards;
        self.due = false;
        Ok(winner)
    }

    /// Every player has left: the session is over, and the next players cut anew.
    pub fn deserted(&mut self) {
        self.due = true;
        self.cards.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::cards;

    #[test]
    fn the_highest_rank_wins_and_ties_cut_again() {
        // Seats 0, 1, 2 cut a king, an ace and an ace: 1 and 2 cut again, 7 against 9.
        let mut pack = Pile::from_top(cards("KS AH AD 7C 9D 2S").unwrap());
        let (cuts, winner) = cut_for_high_card(&mut pack, vec![Seat(0), Seat(1), Seat(2)]).unwrap();
        assert_eq!(winner, Seat(2));
        let rounds: Vec<(u8, u32, String)> = cuts
            .iter()
            .map(|c| (c.seat.0, c.round, c.card.value.to_string()))
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
        let (cuts, winner) = cut_for_high_card(&mut pack, vec![Seat(3)]).unwrap();
        assert!(cuts.is_empty());
        assert_eq!(winner, Seat(3));
        assert_eq!(pack.len(), 52);
    }

    /// A pack stacked rank by rank: two players tie with every pair of cards, for ever.
    #[test]
    fn a_cut_that_ties_for_ever_is_refused() {
        let ranks = "AKQJT98765432";
        let by_rank: Vec<String> = ranks
            .chars()
            .flat_map(|r| "SHDC".chars().map(move |s| format!("{r}{s}")))
            .collect();
        let mut pack = Pile::from_top(cards(&by_rank.join(" ")).unwrap());
        assert_eq!(
            cut_for_high_card(&mut pack, vec![Seat(0), Seat(1)]),
            Err(CutNeverEnds)
        );
        // Three players: the first round's ace, ace, ace leaves all three tied, the next round
        // is an ace, king, king: the first wins.
        let mut pack = Pile::from_top(cards(&by_rank.join(" ")).unwrap());
        let (_, winner) = cut_for_high_card(&mut pack, vec![Seat(0), Seat(1), Seat(2)]).unwrap();
        assert_eq!(winner, Seat(0));
    }

    /// Ties that break late are not cut short: 22 tied rounds, then a winner.
    #[test]
    fn a_long_run_of_ties_still_ends() {
        let mut order: Vec<String> = Vec::new();
        for suits in [("S", "H"), ("D", "C")] {
            for rank in "23456789TJQ".chars() {
                order.push(format!("{rank}{}", suits.0));
                order.push(format!("{rank}{}", suits.1));
            }
        }
        order.extend(["AS", "KS", "KH", "KD", "KC", "AH", "AD", "AC"].map(String::from));
        let mut pack = Pile::from_top(cards(&order.join(" ")).unwrap());
        let (cuts, winner) = cut_for_high_card(&mut pack, vec![Seat(0), Seat(1)]).unwrap();
        assert_eq!(winner, Seat(0));
        assert_eq!(cuts.last().unwrap().round, 23);
    }
}
