//! Battles (docs/rules/palace.md §7.7): the attack, the defender's fold, call or raise, the answers
//! to raises, the comparison with the opponent's banner excluded, the tie-break, and the capture.

use parlour_cards::Card;
use parlour_engine::Events;
use parlour_engine::{Audience, Limits, Seat};
use parlour_poker::{CardSet, HandValue, best_hand};

use crate::action::Move;
use crate::event::Event;
use crate::reason::{Reason, Rejection};
use crate::round::{Battle, BattleResult, Decided, Ending, InRound, Shown, Status};
use crate::rules::{Betting, Exclusion};
use crate::session::{After, Palace, Phase};
use parlour_engine::TableCard;

/// The cards of `player` that make `value` out of `set`, as they lie on the table: each keeps its
/// own audience, so a shown hand shows no card its palace does not.
pub(crate) fn counted_cards(
    player: &InRound<TableCard>,
    value: HandValue,
    set: CardSet,
) -> Vec<TableCard> {
    value
        .cards(set)
        .into_iter()
        .map(|card| {
            *player
                .cards()
                .find(|c| c.value == card)
                .expect("a counted card is one the player holds")
        })
        .collect()
}

/// Every card a player holds: banner, soldiers and palace.
pub(crate) fn held(player: &InRound<TableCard>) -> impl Iterator<Item = Card> + '_ {
    player.cards().map(|c| c.value)
}

/// The cards `player` holds that are not in `counted`, in the order held.
pub(crate) fn excluded(player: &InRound<TableCard>, counted: CardSet) -> Vec<TableCard> {
    player
        .cards()
        .filter(|card| !counted.contains(card.value))
        .copied()
        .collect()
}

impl Palace {
    /// Whether two banners differ in what the exclusion looks at (suit, or rank), so that their
    /// players may battle.
    pub(crate) fn can_battle(&self, a: Seat, b: Seat) -> bool {
        let hand = self.in_round();
        let (Some(x), Some(y)) = (hand.player(a).banner, hand.player(b).banner) else {
            return false;
        };
        match self.rules.exclusion {
            Exclusion::Suit => x.value.suit != y.value.suit,
            Exclusion::Rank => x.value.rank != y.value.rank,
        }
    }

    /// The cards of `player` that count against an opponent whose banner is `against`.
    pub(crate) fn counted(&self, player: &InRound<TableCard>, against: Card) -> CardSet {
        let set = CardSet::of(held(player));
        match self.rules.exclusion {
            Exclusion::Suit => set.without_suit(against.suit),
            Exclusion::Rank => set.without_rank(against.rank),
        }
    }

    /// Cards of a player's own banner suit (or rank) among all they hold: the battle tie-break.
    pub(crate) fn banner_count(&self, player: &InRound<TableCard>) -> u32 {
        let banner = player.banner.expect("players in a hand have banners").value;
        let set = CardSet::of(held(player));
        match self.rules.exclusion {
            Exclusion::Suit => set.count_suit(banner.suit),
            Exclusion::Rank => set.count_rank(banner.rank),
        }
    }

    /// The bets `seat` may attack with, if it may attack at all: from its own soldiers' minimum,
    /// exactly that at limit, up to all it holds at no-limit. A player who must fight and holds
    /// less than the minimum attacks with all it holds.
    pub(crate) fn attack_limits(&self, seat: Seat) -> Option<Limits> {
        let hand = self.in_round();
        let minimum = self.rules.battle_minimum(hand.player(seat).soldiers.len());
        let held = self.core.players[seat.index()].chips;
        if held < minimum {
            return hand.must_fight.then_some(Limits {
                min: held,
                max: held,
            });
        }
        Some(Limits {
            min: minimum,
            max: match self.rules.betting {
                Betting::Limit => minimum,
                Betting::NoLimit => held,
            },
        })
    }

    pub(crate) fn attack_move(&self, seat: Seat) -> Option<Move> {
        let targets: Vec<Seat> = self
            .in_round()
            .remaining()
            .into_iter()
            .filter(|&t| t != seat && self.can_battle(seat, t))
            .collect();
        let bet = self.attack_limits(seat)?;
        (!targets.is_empty()).then_some(Move::Attack { targets, bet })
    }

    /// Attack `defender` with `bet`: into the pot, and the defender answers.
    pub(crate) fn attack(
        &mut self,
        seat: Seat,
        defender: Seat,
        bet: u64,
        events: &mut Events<Palace>,
    ) -> Result<(), Rejection> {
        let cannot = |why: &'static str| {
            Err(Reason::CannotAttack {
                target: defender,
                why: why.into(),
            }
            .into())
        };
        if defender.index() >= self.core.players.len() {
            return cannot("no_such_player");
        }
        if defender == seat {
            return cannot("attack_self");
        }
        if self.in_round().player(defender).status != Status::In {
            return cannot("not_in_hand");
        }
        if !self.can_battle(seat, defender) {
            return cannot(match self.rules.exclusion {
                Exclusion::Suit => "banner_same_suit",
                Exclusion::Rank => "banner_same_rank",
            });
        }
        let held = self.core.players[seat.index()].chips;
        let Some(limits) = self.attack_limits(seat) else {
            let needed = self
                .rules
                .battle_minimum(self.in_round().player(seat).soldiers.len());
            return Err(Rejection::NotEnoughChips {
                holder: seat,
                needed,
                held,
            });
        };
        if !limits.contains(bet) {
            if bet > held && bet >= limits.min {
                return Err(Rejection::NotEnoughChips {
                    holder: seat,
                    needed: bet,
                    held,
                });
            }
            return Err(Rejection::OutsideLimits {
                what: "battle bet".into(),
                amount: bet,
                min: limits.min,
                max: limits.max,
            });
        }

        let to_call = {
            let own = self
                .rules
                .battle_minimum(self.in_round().player(defender).soldiers.len());
            match self.rules.betting {
                Betting::Limit => own,
                Betting::NoLimit => own.max(bet),
            }
        };
        self.pay(seat, bet);
        let hand = self.round_mut();
        hand.quiet.fill(false);
        hand.battle = Some(Battle {
            attacker: seat,
            defender,
            answering: defender,
            to_call,
            last_raise: 0,
            attacker_bet: bet,
            defender_bet: 0,
        });
        events.push(Event::Attacked {
            attacker: seat,
            defender,
            bet,
        });
        self.phase = Phase::Battle { seat: defender };
        Ok(())
    }

    /// Moves `amount` of `seat`'s chips into the pot.
    pub(crate) fn pay(&mut self, seat: Seat, amount: u64) {
        self.core.players[seat.index()].chips -= amount;
        let hand = self.round_mut();
        hand.pot += amount;
        hand.player_mut(seat).put_in += amount;
    }

    pub(crate) fn battle(&self) -> Battle {
        self.in_round().battle.expect("a battle is being fought")
    }

    /// The raises `seat` may make when answering: one big bet at limit, at least one at no-limit,
    /// with the call paid first in full.
    pub(crate) fn raise_limits(&self, seat: Seat) -> Result<Limits, Rejection> {
        let to_call = self.battle().to_call;
        let big = self.rules.big_bet;
        let held = self.core.players[seat.index()].chips;
        if held < to_call + big {
            return Err(Rejection::NotEnoughChips {
                holder: seat,
                needed: to_call + big,
                held,
            });
        }
        Ok(Limits {
            min: big,
            max: match self.rules.betting {
                Betting::Limit => big,
                Betting::NoLimit => held - to_call,
            },
        })
    }

    pub(crate) fn battle_moves(&self, seat: Seat) -> Vec<Move> {
        let held = self.core.players[seat.index()].chips;
        let mut moves = vec![
            Move::Fold,
            Move::Call {
                amount: self.battle().to_call.min(held),
            },
        ];
        if let Ok(limits) = self.raise_limits(seat) {
            moves.push(Move::Raise(limits));
        }
        moves
    }

    /// Raise: pay the call and `raise` more; the other side answers the raise.
    pub(crate) fn raise(
        &mut self,
        seat: Seat,
        raise: u64,
        events: &mut Events<Palace>,
    ) -> Result<(), Rejection> {
        let limits = self.raise_limits(seat)?;
        if !limits.contains(raise) {
            return Err(Rejection::OutsideLimits {
                what: "raise".into(),
                amount: raise,
                min: limits.min,
                max: limits.max,
            });
        }
        let mut battle = self.battle();
        let paid = battle.to_call + raise;
        self.pay(seat, paid);
        battle.add_bet(seat, paid);
        let other = battle.opponent(seat);
        battle.answering = other;
        battle.to_call = raise;
        battle.last_raise = raise;
        self.round_mut().battle = Some(battle);
        events.push(Event::Raised { seat, paid, raise });
        self.phase = Phase::Battle { seat: other };
        Ok(())
    }

    /// Fold in a battle: out; the uncalled raise goes back to its raiser, who captures.
    pub(crate) fn give_up(&mut self, seat: Seat, events: &mut Events<Palace>) {
        let battle = self.battle();
        let winner = battle.opponent(seat);
        let returned = battle.last_raise;
        self.core.players[winner.index()].chips += returned;
        let hand = self.round_mut();
        hand.pot -= returned;
        hand.player_mut(winner).put_in -= returned;
        hand.battle = None;
        events.push(Event::GaveUp {
            seat,
            returned,
            to: winner,
        });
        self.knock_out(seat, Status::Beaten, false);
        self.capture(winner, seat, events);
        self.after_battle(Some(winner), events);
    }

    /// Call: pay the call (all one holds, if less), and the hands are compared.
    pub(crate) fn call(&mut self, seat: Seat, events: &mut Events<Palace>) {
        let battle = self.battle();
        let paid = battle.to_call.min(self.core.players[seat.index()].chips);
        self.pay(seat, paid);
        events.push(Event::Called { seat, paid });
        self.round_mut().battle = None;

        let (a, d) = (battle.attacker, battle.defender);
        let hand = self.in_round();
        let banner = |seat: Seat| hand.player(seat).banner.expect("in the hand").value;
        let (set_a, set_d) = (
            self.counted(hand.player(a), banner(d)),
            self.counted(hand.player(d), banner(a)),
        );
        let (value_a, value_d) = (best_hand(set_a), best_hand(set_d));
        let (count_a, count_d) = (
            self.banner_count(hand.player(a)),
            self.banner_count(hand.player(d)),
        );
        let (winner, decided) = if value_a != value_d {
            (Some(if value_a > value_d { a } else { d }), Decided::Hands)
        } else if count_a != count_d {
            (
                Some(if count_a > count_d { a } else { d }),
                Decided::BannerCount,
            )
        } else {
            (None, Decided::Tie)
        };

        // Both palaces are shown to the table, and stay face up for the rest of the hand.
        for seat in [a, d] {
            for card in &mut self.round_mut().player_mut(seat).palace {
                card.audience = Audience::Everyone;
            }
        }
        let hand = self.in_round();
        let shown = |seat: Seat, value: HandValue, set: CardSet, count: u32| Shown {
            seat,
            banner: hand.player(seat).banner,
            soldiers: hand.player(seat).soldiers.clone(),
            palace: hand.player(seat).palace.clone(),
            excluded: excluded(hand.player(seat), set),
            counted: counted_cards(hand.player(seat), value, set),
            hand: value.name(),
            named: value.into(),
            banner_count: count,
        };
        let result = BattleResult {
            attacker: shown(a, value_a, set_a, count_a),
            defender: shown(d, value_d, set_d, count_d),
            winner,
            decided,
        };
        self.round_mut().battles.push(result.clone());
        events.push(Event::BattleShown { result });

        match winner {
            Some(winner) => {
                let loser = if winner == a { d } else { a };
                self.knock_out(loser, Status::Beaten, false);
                self.capture(winner, loser, events);
                self.after_battle(Some(winner), events);
            }
            None if self.in_round().remaining().len() == 2 => {
                self.settle(Ending::TiedBattle, vec![a, d], events);
            }
            None => {
                self.knock_out(a, Status::TiedOut, true);
                self.knock_out(d, Status::TiedOut, true);
                self.after_battle(None, events);
            }
        }
    }

    /// The winner takes the loser's soldiers and banner as soldiers.
    pub(crate) fn capture(&mut self, winner: Seat, loser: Seat, events: &mut Events<Palace>) {
        let hand = self.round_mut();
        let beaten = hand.player_mut(loser);
        let mut cards: Vec<TableCard> = beaten.soldiers.drain(..).collect();
        cards.extend(beaten.banner.take());
        hand.player_mut(winner)
            .soldiers
            .extend(cards.iter().copied());
        events.push(Event::Captured {
            winner,
            loser,
            cards,
        });
    }

    /// After a battle: the hand ends if it should; else a winner over the most soldiers discards
    /// down to it; else the turn passes.
    pub(crate) fn after_battle(&mut self, winner: Option<Seat>, events: &mut Events<Palace>) {
        if self.end_hand_if_over(events) {
            return;
        }
        if let Some(winner) = winner
            && self.in_round().player(winner).soldiers.len() > self.rules.max_soldiers
        {
            self.phase = Phase::Discarding {
                seat: winner,
                after: After::Capture,
            };
            return;
        }
        self.pass_turn();
    }
}
