//! A Palace Poker bot: it reads only its seat's view, guesses the hidden palace cards it has not
//! seen, and plays by its chances.
//!
//! - On its turn it attacks the opponent it beats most often (over guesses of that opponent's
//!   palace, with each side's cards of the other's banner suit left out), when those chances are
//!   good enough for its [`Temperament`]; otherwise it buys toward a stronger hand while its hand is
//!   weak and chips allow (a few soldiers a hand at most), lets go of soldiers that add nothing,
//!   or stays.
//! - Attacked, it defends by the strength of its palace: it raises (once) when it is a clear favourite,
//!   calls when its chances beat the price of calling against the pot, and folds otherwise.
//! - When two players are left and must fight, it attacks unless its chances are poor.

use parlour_cards::Card;
use parlour_engine::{LegalMove, Limits, Seat, Viewer};
use parlour_palace::{Action, Betting, Exclusion, InRound, Move, Palace, Phase, Round, View};
use parlour_poker::{CardSet, Category, best_hand};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::{Bot, Temperament};

/// A Palace Poker player.
#[derive(Debug, Clone)]
pub struct PalaceBot {
    temperament: Temperament,
    /// Guesses at an opponent's hidden palace per decision.
    samples: usize,
    rng: ChaCha8Rng,
    /// The hand number and how many soldiers the bot has bought in it.
    bought: (u32, u32),
}

impl PalaceBot {
    /// A bot of `temperament` whose guesses come from `seed` (so sessions replay exactly).
    pub fn new(temperament: Temperament, seed: u64) -> PalaceBot {
        PalaceBot {
            temperament,
            samples: 48,
            rng: ChaCha8Rng::seed_from_u64(seed),
            bought: (0, 0),
        }
    }

    /// The most soldiers the bot buys in one hand: buying without end would keep a quiet round,
    /// and so the hand's end, from ever coming.
    fn buys_per_hand(&self) -> u32 {
        match self.temperament {
            Temperament::Cautious => 2,
            Temperament::Standard => 3,
            Temperament::Bold => 4,
        }
    }

    /// The chance of winning a battle against this opponent that makes the bot attack.
    fn attack_at(&self) -> f64 {
        match self.temperament {
            Temperament::Cautious => 0.75,
            Temperament::Standard => 0.65,
            Temperament::Bold => 0.55,
        }
    }
}

/// The cards whose place the viewer does not know: not on the table face up, not in its palace.
fn unseen(hand: &Round<Option<Card>>) -> Vec<Card> {
    let mut known = CardSet::EMPTY;
    for p in &hand.players {
        for card in p.seen_cards() {
            known = known.with(card);
        }
    }
    (0..52)
        .map(Card::from_index)
        .filter(|&c| !known.contains(c))
        .collect()
}

fn banner(player: &InRound<Option<Card>>) -> Card {
    player
        .banner
        .flatten()
        .expect("players in a hand show their banners")
}

fn counted(cards: CardSet, against: Card, exclusion: Exclusion) -> CardSet {
    match exclusion {
        Exclusion::Suit => cards.without_suit(against.suit),
        Exclusion::Rank => cards.without_rank(against.rank),
    }
}

fn banner_count(cards: CardSet, banner: Card, exclusion: Exclusion) -> u32 {
    match exclusion {
        Exclusion::Suit => cards.count_suit(banner.suit),
        Exclusion::Rank => cards.count_rank(banner.rank),
    }
}

impl PalaceBot {
    /// The chance that `me` beats `them` in a battle, over guesses of `them`'s hidden palace cards
    /// from `unseen` (ties by the banner count, a full tie as half).
    fn chance(
        &mut self,
        view: &View,
        me: &InRound<Option<Card>>,
        them: &InRound<Option<Card>>,
        unseen: &[Card],
    ) -> f64 {
        let exclusion = view.rules.exclusion;
        let mine = CardSet::of(me.seen_cards());
        let (my_banner, their_banner) = (banner(me), banner(them));
        let my_value = best_hand(counted(mine, their_banner, exclusion));
        let my_count = banner_count(mine, my_banner, exclusion);
        let known = CardSet::of(them.seen_cards());
        let hidden = them.palace.iter().filter(|c| c.is_none()).count();
        let mut pool = unseen.to_vec();
        let mut score = 0.0;
        for _ in 0..self.samples {
            let mut theirs = known;
            for i in 0..hidden.min(pool.len()) {
                let j = i + (self.rng.next_u32() as usize) % (pool.len() - i);
                pool.swap(i, j);
                theirs = theirs.with(pool[i]);
            }
            let their_value = best_hand(counted(theirs, my_banner, exclusion));
            let their_count = banner_count(theirs, their_banner, exclusion);
            score += match (my_value.cmp(&their_value), my_count.cmp(&their_count)) {
                (std::cmp::Ordering::Greater, _) => 1.0,
                (std::cmp::Ordering::Less, _) => 0.0,
                (_, std::cmp::Ordering::Greater) => 1.0,
                (_, std::cmp::Ordering::Less) => 0.0,
                _ => 0.5,
            };
        }
        score / self.samples as f64
    }

    fn on_turn(&mut self, view: &View, me: Seat) -> Action {
        let hand = view.round.as_ref().expect("a hand is in play");
        let mine = hand.player(me);
        let unseen = unseen(hand);
        // The opponent it beats most often, among those it may attack.
        let attack = view.seen.moves.iter().find_map(|m| match m {
            Move::Attack { targets, bet } => Some((targets.clone(), *bet)),
            _ => None,
        });
        if let Some((targets, bet)) = attack {
            let mut best: Option<(f64, Seat)> = None;
            for &target in &targets {
                let p = self.chance(view, mine, hand.player(target), &unseen);
                if best.is_none_or(|(q, _)| p > q) {
                    best = Some((p, target));
                }
            }
            let (p, target) = best.expect("an attack move has targets");
            let wanted = if hand.must_fight {
                0.3
            } else {
                self.attack_at()
            };
            if p >= wanted {
                return Action::Attack {
                    defender: target,
                    bet: self.bet(view, bet, p),
                };
            }
        }
        if hand.must_fight {
            return Action::Fold;
        }
        let own = best_hand(CardSet::of(mine.seen_cards()));
        let weak = own.category() < Category::TwoPair;
        let can_buy = view
            .seen
            .moves
            .iter()
            .any(|m| matches!(m, Move::Buy { .. }));
        let chips = view.seen.players[me.index()].chips;
        if self.bought.0 != hand.number {
            self.bought = (hand.number, 0);
        }
        if can_buy
            && weak
            && self.bought.1 < self.buys_per_hand()
            && chips >= 10 * view.rules.small_bet
        {
            self.bought.1 += 1;
            return Action::Buy;
        }
        let idle = useless_soldiers(mine, view.rules.max_soldiers, 0);
        if !idle.is_empty() {
            return Action::Discard { cards: idle };
        }
        Action::Stay
    }

    /// A battle bet: the least at limit; at no-limit, the surer the bot is the more it adds, up to
    /// the size of the pot.
    fn bet(&self, view: &View, limits: Limits, chance: f64) -> u64 {
        if view.rules.betting == Betting::Limit || chance < 0.8 {
            return limits.min;
        }
        let pot = view.round.as_ref().map_or(0, |h| h.pot);
        let extra = ((chance - 0.8) / 0.2 * pot as f64) as u64;
        limits.min + extra.min(limits.max - limits.min)
    }

    fn answer(&mut self, view: &View, me: Seat) -> Action {
        let hand = view.round.as_ref().expect("a hand is in play");
        let battle = hand.battle.expect("answering a battle");
        let other = battle.opponent(me);
        let p = self.chance(view, hand.player(me), hand.player(other), &unseen(hand));
        let call = view
            .seen
            .moves
            .iter()
            .find_map(|m| match m {
                Move::Call { amount } => Some(*amount),
                _ => None,
            })
            .unwrap_or(0);
        let raise = view.seen.moves.iter().find_map(|m| match m {
            Move::Raise(limits) => Some(*limits),
            _ => None,
        });
        // One raise a battle at most: two players each sure of their hand would raise forever.
        if let Some(limits) = raise
            && p >= 0.8
            && battle.last_raise == 0
        {
            return Action::Raise { amount: limits.min };
        }
        // Losing a battle costs the pot's chance as well as the call: call when the chance beats
        // the price of calling against everything there is to win.
        let price = call as f64 / (hand.pot + call) as f64;
        if p >= price.max(0.2) {
            Action::Call
        } else {
            Action::Fold
        }
    }
}

/// Soldiers to let go: first those whose loss costs the player's hand nothing (judged with nothing
/// excluded, lowest first), then, while the player would keep more than `max` or has let go fewer
/// than `at_least`, those whose loss costs least.
fn useless_soldiers(player: &InRound<Option<Card>>, max: usize, at_least: usize) -> Vec<Card> {
    let mut soldiers: Vec<Card> = player.soldiers.iter().flatten().copied().collect();
    soldiers.sort_by_key(|c| c.rank.ace_high());
    let mut held = CardSet::of(player.seen_cards());
    let mut gone = Vec::new();
    for &card in &soldiers {
        if best_hand(held.without(card)) >= best_hand(held) {
            held = held.without(card);
            gone.push(card);
        }
    }
    while soldiers.len() - gone.len() > max || gone.len() < at_least {
        let Some(card) = soldiers
            .iter()
            .filter(|c| !gone.contains(c))
            .max_by_key(|&&c| best_hand(held.without(c)))
            .copied()
        else {
            break;
        };
        held = held.without(card);
        gone.push(card);
    }
    gone
}

/// A Palace Poker table's empty seats are played by the standard temperament.
impl crate::Standard for Palace {
    fn standard(_rules: &parlour_palace::Rules, seed: u64) -> Box<dyn Bot<Palace>> {
        Box::new(PalaceBot::new(Temperament::Standard, seed))
    }
}

impl Bot<Palace> for PalaceBot {
    fn act(&mut self, view: &View) -> Action {
        let Viewer::Seat(me) = view.seen.viewer else {
            unreachable!("bots see their own seat's view")
        };
        let action = match view.phase {
            Phase::BetweenRounds if view.cut_due => Action::Cut,
            Phase::BetweenRounds => Action::Deal,
            Phase::Turn { .. } => self.on_turn(view, me),
            Phase::Battle { .. } => self.answer(view, me),
            Phase::Discarding { .. } => {
                let hand = view.round.as_ref().expect("a hand is in play");
                let (min, max) = match view.seen.moves.first() {
                    Some(Move::Discard { min, max, .. }) => (*min, *max),
                    _ => (0, 0),
                };
                let mut gone = useless_soldiers(hand.player(me), view.rules.max_soldiers, min);
                gone.truncate(max);
                Action::Discard { cards: gone }
            }
            Phase::Over => unreachable!("nobody is asked to act once the session is over"),
        };
        debug_assert!(
            view.seen.moves.iter().any(|m| m.admits(&action)),
            "{action:?} not among {:?}",
            view.seen.moves
        );
        action
    }
}
