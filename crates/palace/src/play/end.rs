//! The end of a hand (docs/rules/palace.md §7.8, §7.9): the last player standing, players who share
//! a banner suit, a quiet round and its showdown (or, for two players of different banners, the
//! fight it forces), and the pot shared out with odd chips to the winners nearest the dealer's
//! left.

use parlour_engine::Events;
use parlour_engine::{Audience, Party, Seat, Transfer};
use parlour_poker::{CardSet, best_hand};

use crate::event::Event;
use crate::play::battle::held;
use crate::round::{Ending, Shown};
use crate::session::{Palace, Phase};
use parlour_engine::TableCard;

impl Palace {
    /// Ends the hand if it is over, and says whether it did. When a quiet round passes with two
    /// players of different banners left, they must fight from now on instead.
    pub(crate) fn end_hand_if_over(&mut self, events: &mut Events<Palace>) -> bool {
        let hand = self.in_round();
        let remaining = hand.remaining();
        if remaining.len() == 1 {
            self.settle(Ending::LastStanding, remaining, events);
            return true;
        }
        let anyone_can_battle = remaining
            .iter()
            .enumerate()
            .any(|(i, &a)| remaining[i + 1..].iter().any(|&b| self.can_battle(a, b)));
        if !anyone_can_battle {
            self.settle(Ending::SharedBanner, remaining, events);
            return true;
        }
        let quiet_round = remaining.iter().all(|s| hand.quiet[s.index()]);
        if !quiet_round {
            return false;
        }
        if remaining.len() == 2 {
            if !hand.must_fight {
                self.round_mut().must_fight = true;
                events.push(Event::MustFight { seats: remaining });
            }
            return false;
        }
        self.showdown(remaining, events);
        true
    }

    /// A showdown after a quiet round: every hand left is shown; the best five cards of banner,
    /// soldiers and palace win, nothing excluded; equal best hands share.
    pub(crate) fn showdown(&mut self, remaining: Vec<Seat>, events: &mut Events<Palace>) {
        let hand = self.round_mut();
        for &seat in &remaining {
            for card in &mut hand.player_mut(seat).palace {
                card.audience = Audience::Everyone;
            }
        }
        let sets: Vec<CardSet> = remaining
            .iter()
            .map(|&seat| CardSet::of(held(hand.player(seat))))
            .collect();
        let values: Vec<_> = sets.iter().map(|&set| best_hand(set)).collect();
        let best = values.iter().copied().max().expect("two players or more");
        let winners = remaining
            .iter()
            .zip(&values)
            .filter(|&(_, &v)| v == best)
            .map(|(&seat, _)| seat)
            .collect();
        let shown: Vec<Shown<TableCard>> = remaining
            .iter()
            .zip(values.iter().zip(&sets))
            .map(|(&seat, (value, &set))| Shown {
                seat,
                banner: hand.player(seat).banner,
                soldiers: hand.player(seat).soldiers.clone(),
                palace: hand.player(seat).palace.clone(),
                excluded: crate::play::battle::excluded(hand.player(seat), set),
                counted: crate::play::battle::counted_cards(hand.player(seat), *value, set),
                hand: value.name(),
                named: (*value).into(),
                banner_count: 0,
            })
            .collect();
        hand.showdown = shown.clone();
        events.push(Event::Showdown { hands: shown });
        self.settle(Ending::Showdown, winners, events);
    }

    /// Shares the pot among `winners` equally, odd chips one each to the winners nearest the
    /// dealer's left; the hand is over and the deal moves left.
    pub(crate) fn settle(
        &mut self,
        ending: Ending,
        mut winners: Vec<Seat>,
        events: &mut Events<Palace>,
    ) {
        let seats = self.core.players.len();
        let dealer = self.dealer;
        let from_dealers_left = |s: &Seat| (s.index() + seats - dealer.index() - 1) % seats;
        winners.sort_by_key(from_dealers_left);
        let hand = self.round_mut();
        let pot = hand.pot;
        let count = winners.len() as u64;
        let transfers: Vec<Transfer> = winners
            .iter()
            .enumerate()
            .map(|(place, &seat)| Transfer {
                from: Party::Pot,
                to: Party::Seat(seat),
                amount: pot / count + u64::from((place as u64) < pot % count),
            })
            .filter(|t| t.amount > 0)
            .collect();
        for t in &transfers {
            let Party::Seat(seat) = t.to else {
                unreachable!("the pot goes to seats")
            };
            hand.player_mut(seat).won += t.amount;
            hand.pot -= t.amount;
        }
        hand.ending = Some(ending);
        hand.winners = winners.clone();
        hand.battle = None;
        for t in &transfers {
            if let Party::Seat(seat) = t.to {
                self.core.players[seat.index()].chips += t.amount;
            }
        }
        events.push(Event::PotWon {
            ending,
            winners,
            transfers,
        });
        self.core.rounds_played += 1;
        events.push(Event::RoundOver {
            round: self.in_round().clone(),
        });

        self.phase = Phase::BetweenRounds;
        self.end_session_if_stuck(events);
        if self.phase == Phase::BetweenRounds {
            self.dealer = self
                .dealer
                .round_from_left(seats)
                .find(|&s| self.can_play(s))
                .expect("two players can play");
        }
    }
}
