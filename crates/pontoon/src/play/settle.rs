//! The end of a hand of Pontoon: settlement (docs/rules/pontoon.md §2.4), gathering the cards for
//! the next deal, and the bank passing (§2.5, §2.6).

use parlour_engine::Game;
use parlour_engine::Seat;

use parlour_engine::Party;

use crate::event::show;
use crate::event::{BankChange, Event};
use crate::round::{BankerState, HandState};
use crate::rules::Rules;
use crate::score::{Ranking, is_pontoon_under, pontoon_class};
use crate::session::{Phase, Pontoon};
use parlour_engine::TableCard;

use super::Events;

/// What one standing hand wins (positive) or loses on its stake, and whether it beat the banker.
pub(crate) struct Owed {
    seat: Seat,
    hand: usize,
    amount: i64,
}

impl Pontoon {
    /// docs/rules/pontoon.md §2.2 step 5: the banker shows his Pontoon and collects
    /// `banker_pontoon_collects` times each player's stake (doubled if he doubled), from players
    /// holding a Pontoon too; every shoot bet goes into the kitty (§4.3). Under `picture_beats_ten`
    /// or `natural_beats_plain` a player whose Pontoon outranks the banker's wins it instead, at
    /// its usual pay, and so does its shoot bet. No player acts.
    pub(crate) fn banker_pontoon(&mut self, events: &mut Events) {
        let rules = self.rules;
        let doubling = self.doubling();
        let round = self.round_mut();
        show(&mut round.banker.cards);
        round.banker.state = BankerState::Pontoon;
        events.push(Event::BankerPontoon {
            cards: round.banker.cards.clone(),
        });
        let banker_class = pontoon_class(&cards_of(&round.banker.cards), &rules);
        let owed: Vec<Owed> = round
            .punters
            .iter()
            .map(|p| {
                let hand = &p.hands[0];
                let cards = hand.cards();
                let stake = hand.stake as i64;
                let beats = is_pontoon_under(&cards, &rules)
                    && pontoon_class(&cards, &rules) > banker_class;
                let amount = if beats {
                    i64::from(rules.player_pontoon_pays) * stake
                } else {
                    -(i64::from(rules.banker_pontoon_collects) * doubling as i64 * stake)
                };
                Owed {
                    seat: p.seat,
                    hand: 0,
                    amount,
                }
            })
            .collect();
        // A Pontoon that outranks the banker's is shown to be paid, so it may be called one.
        for o in owed.iter().filter(|o| o.amount > 0) {
            self.round_mut().punter_mut(o.seat).expect("punter").hands[0].state =
                HandState::Pontoon;
        }
        self.pay_out(&owed, events);
    }

    /// docs/rules/pontoon.md §2.4 step 3 (with the variations of §3): every standing hand against
    /// the banker's result, on its whole stake T.
    pub(crate) fn settle(&mut self, events: &mut Events) {
        let rules = self.rules;
        let doubling = self.doubling();
        let round = self.round_ref();
        let banker_state = round.banker.state;
        let mut owed = Vec::new();
        for punter in &round.punters {
            for (index, hand) in punter.hands.iter().enumerate() {
                if !hand.stands() {
                    continue;
                }
                let amount = stake_result(
                    &rules,
                    doubling,
                    banker_state,
                    hand.ranking(&rules),
                    hand.total_stake(),
                );
                owed.push(Owed {
                    seat: punter.seat,
                    hand: index,
                    amount,
                });
            }
        }
        self.pay_out(&owed, events);
    }

    /// Moves the chips of a settlement (docs/rules/pontoon.md §2.4 step 4; §4.7): the banker
    /// collects from every losing hand first and every losing shoot bet goes into the kitty; then
    /// winners are paid round the table from his left, stakes from the banker while his chips last
    /// and shoot bets 1:1 from the kitty (which the cap keeps able to pay). Winning hands are
    /// shown.
    pub(crate) fn pay_out(&mut self, owed: &[Owed], events: &mut Events) {
        let banker = self.banker;
        let mut transfers = Vec::new();
        let shoot_of = |game: &Pontoon, o: &Owed| {
            game.round_ref().punter(o.seat).expect("punter").hands[o.hand].shoot
        };
        for o in owed.iter().filter(|o| o.amount < 0) {
            transfers.push(self.pay(o.seat, banker, o.amount.unsigned_abs()));
            let shoot = shoot_of(self, o);
            if shoot > 0 {
                transfers.push(self.transfer(Party::Seat(o.seat), Party::Kitty, shoot));
            }
            let hand = &mut self.round_mut().punter_mut(o.seat).expect("punter").hands[o.hand];
            hand.result = Some(o.amount);
            if shoot > 0 {
                hand.shoot_result = Some(-(shoot as i64));
            }
        }
        for o in owed.iter().filter(|o| o.amount > 0) {
            let paid = (o.amount as u64).min(self.core.players[banker.index()].chips);
            if paid > 0 {
                transfers.push(self.pay(banker, o.seat, paid));
            }
            let shoot = shoot_of(self, o);
            if shoot > 0 {
                transfers.push(self.transfer(Party::Kitty, Party::Seat(o.seat), shoot));
            }
            let hand = &mut self.round_mut().punter_mut(o.seat).expect("punter").hands[o.hand];
            hand.result = Some(paid as i64);
            if shoot > 0 {
                hand.shoot_result = Some(shoot as i64);
            }
            self.show_hand(o.seat, o.hand, events);
        }
        events.push(Event::Settled { transfers });
        self.end_hand(events);
    }

    /// Gathers the cards (docs/rules/pontoon.md §2.5), decides whether the next deal is shuffled
    /// and who banks it.
    pub(crate) fn end_hand(&mut self, events: &mut Events) {
        let round = self.round.as_mut().expect("a hand is in play");
        round.over = true;
        let pontoon_held = round.banker.state == BankerState::Pontoon
            || round
                .punters
                .iter()
                .any(|p| p.hands.iter().any(|h| h.state == HandState::Pontoon));
        // Bust hands went under the pack as they bust; now the rest, round the table from the
        // dealer's left, each hand in the order dealt, split hands left to right, the banker last.
        for punter in &round.punters {
            for hand in punter.hands.iter().filter(|h| h.stands()) {
                self.pack.put_all_bottom(hand.cards.iter().map(|c| c.value));
            }
        }
        self.pack
            .put_all_bottom(round.banker.cards.iter().map(|c| c.value));
        debug_assert_eq!(self.pack.len(), usize::from(self.rules.packs) * 52);
        self.shuffle_due = pontoon_held;
        self.core.rounds_played += 1;
        events.push(Event::RoundOver {
            round: Box::new(round.clone()),
        });

        let old = self.banker;
        // An unsplit Pontoon, nearest the dealer's left, takes the bank if the banker had none.
        let pontoon_holder = (round.banker.state != BankerState::Pontoon)
            .then(|| {
                round
                    .punters
                    .iter()
                    .find(|p| p.hands.len() == 1 && p.hands[0].state == HandState::Pontoon)
                    .map(|p| p.seat)
            })
            .flatten();
        if let Some(holder) = pontoon_holder {
            self.change_bank(holder, BankChange::Pontoon, events);
        } else if self.core.players[old.index()].chips == 0 {
            // A broken bank passes to the next player on the banker's left who has chips.
            let next = old
                .round_from_left(self.seats())
                .find(|s| self.core.players[s.index()].chips > 0 && *s != old);
            if let Some(next) = next {
                self.change_bank(next, BankChange::Broken, events);
            }
        }
        self.phase = Phase::BetweenRounds { offer: None };
        self.end_session_if_stuck(events);
    }
}

/// What a standing hand of `ranking` with whole stake `stake` wins (positive) or loses against a
/// banker who ended `banker` (docs/rules/pontoon.md §2.4 step 3 with the variations of §3). Premium
/// hands are paid their usual multiple even when the banker doubled (`doubling` 2). The bots use
/// this to weigh the banker's choices, so it is the one rule of settlement.
pub fn stake_result(
    rules: &Rules,
    doubling: u64,
    banker: BankerState,
    ranking: Ranking,
    stake: u64,
) -> i64 {
    let (stake, doubling) = (stake as i64, doubling as i64);
    let premium = match ranking {
        Ranking::RoyalPontoon => Some(i64::from(rules.royal_pontoon_pays) * stake),
        Ranking::Pontoon => Some(i64::from(rules.player_pontoon_pays) * stake),
        Ranking::FiveCardTrick => Some(2 * stake),
        _ => None,
    };
    match (banker, premium) {
        (BankerState::FiveCardTrick, Some(pay)) if ranking > Ranking::FiveCardTrick => pay,
        (BankerState::FiveCardTrick, _) => -2 * doubling * stake,
        (_, Some(pay)) => pay,
        (BankerState::Bust, None) => doubling * stake,
        (BankerState::Stayed { total }, None) if ranking > Ranking::Total(total) => {
            doubling * stake
        }
        (BankerState::Stayed { .. }, None) => -doubling * stake,
        (other, _) => unreachable!("settling against a banker who is {other:?}"),
    }
}

fn cards_of(cards: &[TableCard]) -> Vec<parlour_cards::Card> {
    cards.iter().map(|c| c.value).collect()
}

#[cfg(test)]
mod tests {
    use parlour_cards::{Card, CardSource, Pile, cards};
    use parlour_engine::{Game, Opening, Seat};

    use crate::{Action, Pontoon, Rules};

    fn table(deck: &str) -> Pontoon {
        let table = Opening {
            first: Some(Seat(0)),
            ..Opening::of(&["Bank", "Ann", "Bob"], 300)
        };
        let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
        Pontoon::new(Rules::default(), table, source).unwrap().0
    }

    fn play(game: &mut Pontoon, moves: &[(u8, Action)]) {
        for (seat, action) in moves.iter().cloned() {
            game.apply(Seat(seat), &action)
                .unwrap_or_else(|e| panic!("{action:?} by seat {seat}: {e}"));
        }
    }

    /// docs/rules/pontoon.md §2.5: bust hands go under the pack as they bust; at the end the rest
    /// go under round the table from the dealer's left, each hand in the order dealt, split hands
    /// left to right, the banker's cards last.
    #[test]
    fn cards_are_gathered_in_the_order_of_rules_2_5() {
        // Ann 9C 7C twists KC: bust. Bob 8D 8S splits: [8D TD] and [8S 9D], sticks on both.
        // Bank TH 6H twists 2H and stays on 18.
        let deck = "9C 8D TH 7C 8S 6H KC TD 9D 2H";
        let mut game = table(deck);
        let (ann, bob, bank) = (1, 2, 0);
        play(
            &mut game,
            &[
                (bank, Action::Deal),
                (ann, Action::Stake { amount: 10 }),
                (bob, Action::Stake { amount: 10 }),
                (ann, Action::Twist),
            ],
        );
        // Ann's bust went under the pack at once.
        let bottom: Vec<Card> = game.pack.iter().skip(game.pack.len() - 3).collect();
        assert_eq!(bottom, cards("9C 7C KC").unwrap());
        play(
            &mut game,
            &[
                (bob, Action::Split),
                (bob, Action::Stick),
                (bob, Action::Stick),
                (bank, Action::Twist),
                (bank, Action::Stick),
            ],
        );
        let used = cards(deck).unwrap();
        let rest: Vec<Card> = Pile::fresh(1)
            .iter()
            .filter(|c| !used.contains(c))
            .collect();
        let mut expected = rest;
        expected.extend(cards("9C 7C KC  8D TD  8S 9D  TH 6H 2H").unwrap());
        assert_eq!(game.pack.iter().collect::<Vec<Card>>(), expected);
        assert!(!game.shuffle_due, "no Pontoon, no shuffle");

        // The next hand is dealt from the top of that same pack.
        play(&mut game, &[(bank, Action::Deal)]);
        let round = game.round.as_ref().unwrap();
        let first: Vec<Card> = round
            .punters
            .iter()
            .map(|p| p.hands[0].cards[0].value)
            .collect();
        assert_eq!(first, cards("AC 2C").unwrap());
        assert_eq!(round.banker.cards[0].value, "3C".parse().unwrap());
        assert!(!round.shuffled_before);
    }

    #[test]
    fn after_a_pontoon_the_cards_are_gathered_the_same_way_and_shuffled() {
        // Ann AS KH: Pontoon. Bob 9D 8S sticks. Bank TH 6H stays on 16.
        let deck = "AS 9D TH KH 8S 6H";
        let mut game = table(deck);
        play(
            &mut game,
            &[
                (0, Action::Deal),
                (1, Action::Stake { amount: 10 }),
                (2, Action::Stake { amount: 10 }),
                (2, Action::Stick),
                (0, Action::Stick),
            ],
        );
        let tail: Vec<Card> = game.pack.iter().skip(52 - 6).collect();
        assert_eq!(tail, cards("AS KH 9D 8S TH 6H").unwrap());
        assert!(game.shuffle_due);
        // Ann's unsplit Pontoon takes the bank.
        assert_eq!(game.banker, Seat(1));
    }
}
