//! The coach (docs/analysis.md, "The coach"): at a casino table, what each move open to the hand in
//! play is worth, and which is best. It reads nothing but a seat's own view of the table, so it
//! can tell a player no more than the player could work out from what the table shows them.
//!
//! Two counts of the shoe:
//! - [`Count::Fresh`]: the shoe as freshly shuffled, less the hand's own cards: the same play
//!   whatever has gone before, as a strategy card gives it.
//! - [`Count::Seen`]: less every card seen since the last shuffle too: the discards (every card of
//!   a casino round is turned face up before it is put away) and the cards of the round in play
//!   that are face up (the other hands', and this player's other split hands). The dealer's two
//!   cards stay in the unknown part of the shoe, as they are to the player.
//!
//! The values are exact for the hand as it stands, played at its best from there, against the
//! dealer's final hands conditioned on his having no Pontoon (he has none, or the round would be
//! over). They are in the hand's original bets, as every figure of the analysis is.
//!
//! Working out a hand takes well under a millisecond from nothing; the analysis of each shoe it
//! was asked about is kept (a few dozen at most), so the same shoe's next question is answered from
//! the values already worked out.

use std::sync::{Arc, LazyLock, Mutex};

use parlour_cards::Card;
use parlour_engine::Viewer;
use parlour_pontoon::casino::{CasinoMove, CasinoPhase, CasinoView};
use parlour_pontoon::score::pips;
use serde::{Deserialize, Serialize};

use crate::dealer::{DealerRules, DealerTable};
use crate::player::{Hand, Play};
use crate::round::{Analysis, Rules};
use crate::shoe::{Shoe, VALUES};

/// Which cards the coach counts out of the shoe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// A fresh shoe, less the hand's own cards.
    Fresh,
    /// Less every card seen since the last shuffle too.
    Seen,
}

/// A move the coach values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    Stick,
    Twist,
    Buy,
    Split,
}

impl Choice {
    /// The move the view lists for this choice, if it is one of these four.
    fn of(legal: &CasinoMove) -> Option<Choice> {
        match legal {
            CasinoMove::Stick => Some(Choice::Stick),
            CasinoMove::Twist => Some(Choice::Twist),
            CasinoMove::Buy { .. } => Some(Choice::Buy),
            CasinoMove::Split { .. } => Some(Choice::Split),
            CasinoMove::Stake(_) | CasinoMove::Pass => None,
        }
    }
}

/// What one move is worth: the player's expected result of the round for this hand (both hands,
/// for a split), in the hand's original bets.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Worth {
    pub choice: Choice,
    pub bets: f64,
}

/// The coach's answer for a hand in play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Advice {
    pub count: Count,
    /// Every move the hand may make now, best first.
    pub moves: Vec<Worth>,
}

impl Advice {
    /// The best move (none only for a hand with no move to make).
    pub fn best(&self) -> Option<Worth> {
        self.moves.first().copied()
    }

    /// What `choice` is worth, if the hand may make it.
    pub fn of(&self, choice: Choice) -> Option<Worth> {
        self.moves.iter().copied().find(|w| w.choice == choice)
    }

    /// What `choice` gives up against the best move, in original bets (zero for the best move,
    /// and for any move worth as much).
    pub fn cost(&self, choice: Choice) -> Option<f64> {
        let best = self.best()?.bets;
        self.of(choice).map(|w| (best - w.bets).max(0.0))
    }
}

/// A hand in play, as the coach needs to know it.
#[derive(Debug, Clone, PartialEq)]
pub struct Spot {
    pub rules: Rules,
    /// What the hand's cards were dealt from: the fresh shoe, or that less every card seen but
    /// this hand's ([`Count`]).
    pub shoe: Shoe,
    pub count: Count,
    /// The hand's cards.
    pub hand: Hand,
    /// Whether it has bought (its bet doubled).
    pub bought: bool,
    /// How many hands the player holds now.
    pub hands: u8,
    /// The moves it may make.
    pub choices: Vec<Choice>,
}

/// Why a view has nothing for the coach.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoSpot {
    /// It is not the viewer's hand to play (betting, another seat's turn, a spectator, no round).
    NotYourTurn,
    /// The cards do not add up (never, from the engine's own view).
    Inconsistent,
}

/// A card's value index: ace 0, two to nine 1 to 8, a ten-count 9.
pub fn value_of(card: Card) -> usize {
    usize::from(pips(card)) - 1
}

impl Spot {
    /// The hand the viewer of `view` is to play now, counted by `count`.
    pub fn of(view: &CasinoView, count: Count) -> Result<Spot, NoSpot> {
        let (CasinoPhase::Playing { seat, hand }, Viewer::Seat(viewer)) =
            (view.phase, view.seen.viewer)
        else {
            return Err(NoSpot::NotYourTurn);
        };
        let round = view.round.as_ref().ok_or(NoSpot::NotYourTurn)?;
        if seat != viewer || round.over {
            return Err(NoSpot::NotYourTurn);
        }
        let bettor = round.bettor(seat).ok_or(NoSpot::Inconsistent)?;
        let played = bettor.hands.get(hand).ok_or(NoSpot::Inconsistent)?;
        let cards: Vec<usize> = played
            .cards
            .iter()
            .map(|c| c.map(value_of).ok_or(NoSpot::Inconsistent))
            .collect::<Result<_, _>>()?;
        let choices: Vec<Choice> = view.seen.moves.iter().filter_map(Choice::of).collect();
        if choices.is_empty() {
            return Err(NoSpot::NotYourTurn);
        }
        let rules = Rules::of(&view.rules, false);
        let mut shoe = rules.shoe();
        if count == Count::Seen {
            let mut out = [0u32; VALUES];
            for (v, &n) in view.discarded.iter().enumerate() {
                out[v] += u32::from(n);
            }
            let others = round.bettors.iter().flat_map(|b| {
                b.hands
                    .iter()
                    .enumerate()
                    .filter(move |(h, _)| !(b.seat == seat && *h == hand))
                    .flat_map(|(_, h)| h.cards.iter())
            });
            for card in others.chain(round.dealer.cards.iter()).flatten() {
                out[value_of(*card)] += 1;
            }
            let mut counts = [0u32; VALUES];
            for (v, slot) in counts.iter_mut().enumerate() {
                *slot = shoe
                    .count(v)
                    .checked_sub(out[v])
                    .ok_or(NoSpot::Inconsistent)?;
            }
            shoe = Shoe::from_counts(counts);
        }
        let hand_cards = Hand::of(&cards);
        if (0..VALUES).any(|v| u32::from(hand_cards.count(v)) > shoe.count(v)) {
            return Err(NoSpot::Inconsistent);
        }
        Ok(Spot {
            rules,
            shoe,
            count,
            hand: hand_cards,
            bought: played.bought,
            hands: u8::try_from(bettor.hands.len()).map_err(|_| NoSpot::Inconsistent)?,
            choices,
        })
    }

    /// The pair this hand would split: the value index of its two cards.
    fn pair(&self) -> Option<usize> {
        (self.hand.cards() == 2)
            .then(|| (0..VALUES).find(|&v| self.hand.count(v) == 2))
            .flatten()
    }
}

/// The coach: the analyses of the shoes it was asked about, kept.
#[derive(Debug, Default)]
pub struct Coach {
    /// Most recently asked first; at most [`Coach::KEEP`].
    kept: Mutex<Vec<Kept>>,
}

#[derive(Debug)]
struct Kept {
    rules: Rules,
    shoe: Shoe,
    analysis: Arc<Mutex<Analysis>>,
}

/// The dealer's table for each drawing rule, worked out once (it is the same for every shoe).
static DEALERS: LazyLock<[Arc<DealerTable>; 2]> = LazyLock::new(|| {
    [false, true].map(|hits_soft_17| Arc::new(DealerTable::new(DealerRules { hits_soft_17 })))
});

impl Coach {
    /// How many shoes' analyses are kept: a table's fresh shoe, and the shoes of the last few
    /// questions by the cards seen.
    pub const KEEP: usize = 48;

    pub fn new() -> Coach {
        Coach::default()
    }

    /// The analysis of hands dealt from `shoe` under `rules`: kept, or made and kept.
    fn analysis(&self, rules: Rules, shoe: Shoe) -> Arc<Mutex<Analysis>> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(at) = kept.iter().position(|k| k.rules == rules && k.shoe == shoe) {
            let found = kept.remove(at);
            let analysis = found.analysis.clone();
            kept.insert(0, found);
            return analysis;
        }
        let dealer = DEALERS[usize::from(rules.hits_soft_17)].clone();
        let analysis = Arc::new(Mutex::new(Analysis::with_dealer(rules, shoe, dealer)));
        kept.insert(
            0,
            Kept {
                rules,
                shoe,
                analysis: analysis.clone(),
            },
        );
        kept.truncate(Coach::KEEP);
        analysis
    }

    /// What each move open to `spot` is worth, best first (ties keep the order stick, twist,
    /// buy, split: the cheaper move first).
    pub fn advise(&self, spot: &Spot) -> Advice {
        let analysis = self.analysis(spot.rules, spot.shoe);
        let mut analysis = analysis.lock().unwrap_or_else(|e| e.into_inner());
        let bets = if spot.bought { 2.0 } else { 1.0 };
        let choices = analysis
            .player()
            .choices(spot.hand, spot.bought, Play::Best);
        let split = match spot.pair() {
            Some(value) if spot.choices.contains(&Choice::Split) => {
                if spot.hands <= 1 {
                    analysis.split_value(value, Play::Best)
                } else {
                    analysis.split_last_value(value)
                }
            }
            _ => None,
        };
        let mut moves: Vec<Worth> = [Choice::Stick, Choice::Twist, Choice::Buy, Choice::Split]
            .into_iter()
            .filter(|c| spot.choices.contains(c))
            .filter_map(|choice| {
                let value = match choice {
                    Choice::Stick => choices.stick.map(|v| v * bets),
                    Choice::Twist => choices.twist.map(|v| v * bets),
                    Choice::Buy => choices.buy,
                    Choice::Split => split,
                }?;
                Some(Worth {
                    choice,
                    bets: value,
                })
            })
            .collect();
        moves.sort_by(|a, b| b.bets.total_cmp(&a.bets));
        Advice {
            count: spot.count,
            moves,
        }
    }
}
