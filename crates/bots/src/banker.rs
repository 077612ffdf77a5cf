//! The banker's choice in the home games: draw or stay.
//!
//! The banker sees how many hands still stand, their face-up cards (twists, split pairs, Pontoons,
//! busts), how many cards each holds and what each staked. He does not see bought or first cards.
//! So he guesses them: many times over, he fills every hidden card from the cards he has not seen,
//! keeping only guesses that agree with what happened (a hand that stuck makes at least the sticking
//! total and did not bust; a two-card hand that stood is no Pontoon). Over those guesses he values
//! every way his own hand can end (each total he could stay on, a bust, a Five Card Trick) with the
//! engine's own settlement rule, then works out by dynamic programming over the cards still unseen
//! whether drawing is worth more than staying.

use parlour_cards::{Card, Rank, Suit};
use parlour_pontoon::score::{Ranking, Score, pips};
use parlour_pontoon::{BankerState, HandState, Rules, View, stake_result};
use rand_core::Rng;

/// The banker's settlement for each way his hand can end, averaged over the guesses (or, for the
/// solved bot's best response, over each punter's posterior: [`crate::solved`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct Outcomes {
    /// By the total he stays on (0 to 21).
    pub(crate) stay: [f64; 22],
    pub(crate) bust: f64,
    pub(crate) five_card_trick: f64,
}

/// A hand still standing as the banker sees it.
struct Standing {
    shown: Vec<Card>,
    hidden: usize,
    state: HandState,
    stake: u64,
    shoot: u64,
}

/// Whether the banker on turn in `view` should draw: `samples` guesses at the hidden cards, drawn
/// with `rng`. Never on a hand that may take no card (a hard 21, five cards).
pub fn should_draw(view: &View, samples: usize, rng: &mut impl Rng) -> bool {
    let Some(round) = &view.round else {
        return false;
    };
    let mine: Vec<Card> = round.banker.cards.iter().flatten().copied().collect();
    let score = Score::of(mine.iter().copied());
    if !score.may_take_card() {
        return false;
    }
    // What the banker has not seen: the packs less every card face up to him in this hand.
    let mut unseen = [u32::from(view.rules.packs) * 4; 13];
    let mut standing = Vec::new();
    for punter in &round.punters {
        for hand in &punter.hands {
            for card in hand.cards.iter().chain(&hand.burnt).flatten() {
                unseen[rank_index(card.rank)] = unseen[rank_index(card.rank)].saturating_sub(1);
            }
            if hand.state != HandState::Bust {
                standing.push(Standing {
                    shown: hand.cards.iter().flatten().copied().collect(),
                    hidden: hand.cards.iter().filter(|c| c.is_none()).count(),
                    state: hand.state,
                    stake: hand.total_stake(),
                    shoot: hand.shoot,
                });
            }
        }
    }
    for card in &mine {
        unseen[rank_index(card.rank)] = unseen[rank_index(card.rank)].saturating_sub(1);
    }
    if unseen.iter().sum::<u32>() == 0 {
        return false;
    }
    let doubling = if round.doubled { 2 } else { 1 };
    let outcomes = value_outcomes(
        &view.rules,
        doubling,
        &standing,
        &unseen,
        samples.max(1),
        rng,
    );
    draw_beats_staying(&outcomes, &unseen, &mine)
}

/// Whether the banker holding `mine`, with these `outcomes` and the cards `unseen` (by rank) to
/// draw from, expects more from drawing now (and playing on as well as he can) than from staying.
pub(crate) fn draw_beats_staying(outcomes: &Outcomes, unseen: &[u32; 13], mine: &[Card]) -> bool {
    let score = Score::of(mine.iter().copied());
    let draw = drawing_value(outcomes, unseen, score.hard, has_ace(mine), score.cards);
    draw > outcomes.stay[usize::from(score.total())]
}

pub(crate) fn rank_index(rank: Rank) -> usize {
    usize::from(rank.number() - 1)
}

fn has_ace(cards: &[Card]) -> bool {
    cards.iter().any(|c| c.rank == Rank::Ace)
}

/// A card of the rank at `index`, drawn with the weights of `unseen`.
fn draw_rank(unseen: &[u32; 13], rng: &mut impl Rng) -> Card {
    let total: u32 = unseen.iter().sum();
    let mut pick = (rng.next_u64() % u64::from(total)) as u32;
    for (index, &count) in unseen.iter().enumerate() {
        if pick < count {
            return Card::new(Rank::ALL[index], Suit::Spades);
        }
        pick -= count;
    }
    unreachable!("the pick falls within the counts")
}

/// Fills a standing hand's hidden cards with a guess that agrees with what the table saw.
fn guess(hand: &Standing, rules: &Rules, unseen: &[u32; 13], rng: &mut impl Rng) -> Vec<Card> {
    let mut cards = hand.shown.clone();
    for _attempt in 0..16 {
        cards.truncate(hand.shown.len());
        for _ in 0..hand.hidden {
            cards.push(draw_rank(unseen, rng));
        }
        let score = Score::of(cards.iter().copied());
        let plausible = match hand.state {
            HandState::Stood => {
                !score.is_bust()
                    && (score.total() >= rules.stick_min || score.hard == 21)
                    && Ranking::under(&cards, rules, true) != Ranking::Pontoon
            }
            _ => !score.is_bust(),
        };
        if plausible {
            break;
        }
    }
    cards
}

/// The banker's result for each way his hand can end, averaged over `samples` guesses.
fn value_outcomes(
    rules: &Rules,
    doubling: u64,
    standing: &[Standing],
    unseen: &[u32; 13],
    samples: usize,
    rng: &mut impl Rng,
) -> Outcomes {
    let mut outcomes = Outcomes {
        stay: [0.0; 22],
        bust: 0.0,
        five_card_trick: 0.0,
    };
    for _ in 0..samples {
        for hand in standing {
            let cards = guess(hand, rules, unseen, rng);
            let ranking = Ranking::under(&cards, rules, true);
            // The banker's result is the player's, negated; a shoot bet goes with the stake.
            let banker = |state| {
                let player = stake_result(rules, doubling, state, ranking, hand.stake);
                let shoot = hand.shoot as i64;
                -(player + if player > 0 { shoot } else { -shoot }) as f64
            };
            outcomes.bust += banker(BankerState::Bust);
            outcomes.five_card_trick += banker(BankerState::FiveCardTrick);
            for (total, value) in outcomes.stay.iter_mut().enumerate() {
                *value += banker(BankerState::Stayed { total: total as u8 });
            }
        }
    }
    let n = samples as f64;
    outcomes.bust /= n;
    outcomes.five_card_trick /= n;
    outcomes.stay.iter_mut().for_each(|v| *v /= n);
    outcomes
}

/// The banker's expected result from drawing one card now and then playing on as well as he can.
fn drawing_value(outcomes: &Outcomes, unseen: &[u32; 13], hard: u8, ace: bool, cards: u8) -> f64 {
    let total: u32 = unseen.iter().sum();
    let mut value = 0.0;
    for (index, &count) in unseen.iter().enumerate() {
        if count == 0 {
            continue;
        }
        let card = Card::new(Rank::ALL[index], Suit::Spades);
        let next = best_value(
            outcomes,
            unseen,
            hard + pips(card),
            ace || index == 0,
            cards + 1,
        );
        value += f64::from(count) / f64::from(total) * next;
    }
    value
}

/// The best the banker can expect from this hand: it stops where the rules stop it, otherwise he
/// stays or draws, whichever is worth more.
fn best_value(outcomes: &Outcomes, unseen: &[u32; 13], hard: u8, ace: bool, cards: u8) -> f64 {
    if hard > 21 {
        return outcomes.bust;
    }
    if cards >= 5 {
        return outcomes.five_card_trick;
    }
    let total = if ace && hard + 10 <= 21 {
        hard + 10
    } else {
        hard
    };
    let stay = outcomes.stay[usize::from(total)];
    if hard == 21 {
        return stay;
    }
    stay.max(drawing_value(outcomes, unseen, hard, ace, cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::{CardSource, cards};
    use parlour_engine::{Game, Opening, Seat, Viewer};
    use parlour_pontoon::{Action, Pontoon};
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    /// Deals `deck`, where Ann and Bob stake 10 each and stick, and returns the game at the
    /// banker's turn and his view of it.
    fn banker_view(deck: &str) -> (Pontoon, View) {
        let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
        let seating = Opening {
            first: Some(Seat(0)),
            ..Opening::of(&["Bank", "Ann", "Bob"], 1000)
        };
        let (mut game, _) = Pontoon::new(Rules::default(), seating, source).unwrap();
        let stake = Action::Stake { amount: 10 };
        let moves = [
            (0, Action::Deal),
            (1, stake.clone()),
            (2, stake),
            (1, Action::Stick),
            (2, Action::Stick),
        ];
        for (seat, action) in moves {
            game.apply(Seat(seat), &action).unwrap();
        }
        let view = game.view(Viewer::Seat(Seat(0)));
        (game, view)
    }

    #[test]
    fn a_banker_on_twelve_against_standing_hands_draws() {
        // Ann 9C 8D sticks (17 unseen by the bank); Bob TH 9S sticks. Bank 7C 5D = 12.
        let (_, view) = banker_view("9C TH 7C 8D 9S 5D");
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(should_draw(&view, 200, &mut rng));
    }

    #[test]
    fn a_banker_on_twenty_stays() {
        let (_, view) = banker_view("9C TH KC 8D 9S QD");
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        assert!(!should_draw(&view, 200, &mut rng));
    }

    #[test]
    fn a_banker_never_draws_on_a_hard_21() {
        // Bank 7C 7D twists 7H: a hard 21, where the engine stops him; the bot agrees on any view
        // where his cards make a hard 21, whatever the players hold.
        let (game, mut view) = banker_view("9C TH 7C 8D 9S 7D 7H");
        assert_eq!(game.phase(), parlour_pontoon::Phase::Banker);
        let round = view.round.as_mut().unwrap();
        round.banker.cards.push(Some("7H".parse().unwrap()));
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..20 {
            assert!(!should_draw(&view, 50, &mut rng));
        }
    }
}
