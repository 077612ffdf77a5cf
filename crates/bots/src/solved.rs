//! The "best" home-game bot: traditional Pontoon played from the solved game's strategy file
//! (crates/solve, docs/analysis.md "The home game solved").
//!
//! The file is an equilibrium of one punter against the banker, solved over a fresh pack every
//! round, with two stake levels and two prices for a bought card. The bot plays it where it
//! answers, and says how it reads the table where the table is not the file's:
//!
//! - **Stakes.** The file's stake levels (1 and 50 chips) stand for the table's least and most
//!   stake, whatever they are: at a table of 5 to 100 the bot stakes 5 or 100. A stake it sees
//!   between them is read as the nearer level.
//! - **Buys.** A bought card costs S or the most the ladder allows (2S for the third card, then
//!   the last card's price); a price between them is read as the nearer.
//! - **Choices by lot.** Where the file mixes moves, the bot draws among them with its seeded
//!   generator. Its actions are recorded like anyone's, so a table replays them.
//! - **The banker heads-up** (one punter's hand still standing) draws or stays by the file, from
//!   that hand's public history and his own cards.
//! - **The banker against several hands, or a split one.** The file has no answer: he works out
//!   a best response at the decision, as programs that solve the part of the game they are in do.
//!   For each standing hand he weighs every way its hidden cards (the first two and the bought
//!   ones) could have come, by their chances from the cards he has not seen times the chance the
//!   file's punter plays as this one did (a split hand's first card, one of the pair, is face up
//!   and known); then he draws where that is worth more, summed over the hands, than staying
//!   ([`crate::banker`]'s dynamic programming). Two approximations: the hands' hidden cards are
//!   taken as independent of each other given the public play (each is drawn from the cards the
//!   banker has not seen, as if the others' hidden cards were not gone), and a punter is taken to
//!   play the file's strategy with a small tremble ([`TREMBLE`]), so that a person or another bot
//!   playing a move the file never makes still leaves the banker something to believe.
//! - **Anything else falls back to [`HomeBot`]** (the standard temperament): a table whose rules
//!   are not the file's (any variation, Shoot Pontoon, two packs, a least total of 16), and
//!   everything that is not staking, playing a hand or drawing as banker (the cut, the deal,
//!   offering, buying or refusing the bank).
//! - **Splits.** The file's punter never splits; the bot splits the pairs [`SPLITS`] names,
//!   measured against the solved banker, and plays each split hand by the file as a hand dealt
//!   its pair's card first.

use std::collections::HashMap;
use std::sync::LazyLock;

use parlour_cards::{Card, Rank, Suit};
use parlour_pontoon::Hand as TableHand;
use parlour_pontoon::score::{Ranking, Score, is_ten_count};
use parlour_pontoon::{
    Action, BankerState, HandState, Move, Phase, Pontoon, Rules, View, stake_result,
};
use parlour_solve::game::{BUY_2S, BUY_S, Kind, STICK, TRICK, public_text};
use parlour_solve::rules::{Hand as Values, TEN, VALUES, price_level};
use parlour_solve::strategy::{Step, Strategy as Solved};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::banker::{Outcomes, draw_beats_staying, rank_index, should_draw};
use crate::drive::Bot;
use crate::home::{HomeBot, Temperament};

/// The shipped strategy file, made in a release build by
/// `parlour solve --stakes 1,50 --target 0.0001 --out crates/bots/strategies/traditional.txt`
/// (about a minute), read once.
static FILE: LazyLock<Solved> = LazyLock::new(|| {
    Solved::parse(include_bytes!("../strategies/traditional.txt"))
        .expect("the shipped strategy file reads")
});

/// The chance the banker's best response gives any move a punter may make beyond the file's
/// (spread evenly over his moves): enough that a move the file never makes still leaves each
/// hidden hand a weight, small enough that the file's play decides.
pub const TREMBLE: f64 = 0.02;

/// The pairs the bot splits, by value (the ace first, the ten-counts last; a pair is two cards
/// of one rank): only eights. The file has no splits, so each pair was split and kept over the
/// same 200,000 deals against the solved banker, whose best response at the table answers split
/// hands (`ROUNDS=200000 cargo test --release -p parlour-bots --test solved splitting --
/// --ignored --nocapture`, docs/analysis.md): only eights gained (0.049 ± 0.006 chips a deal);
/// aces and twos lose more than a stake, being the surest Five Card Tricks kept.
pub const SPLITS: [bool; VALUES] = {
    let mut splits = [false; VALUES];
    splits[7] = true;
    splits
};

/// The solved strategy the bot plays.
pub fn solved() -> &'static Solved {
    &FILE
}

/// Plays traditional Pontoon from the solved strategy file; see the module's documentation.
#[derive(Debug, Clone)]
pub struct SolvedBot {
    /// Everything the file does not answer.
    home: HomeBot,
    rng: ChaCha8Rng,
    /// The pairs it splits, by value.
    splits: [bool; VALUES],
}

impl SolvedBot {
    /// A bot whose lots come from `seed` (so sessions replay exactly).
    pub fn new(seed: u64) -> SolvedBot {
        SolvedBot {
            home: HomeBot::new(Temperament::Standard, seed),
            // Its own stream: the fallback's draws do not move the file's.
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5015_ed00_b0b5_0001),
            splits: SPLITS,
        }
    }

    /// The same bot splitting the pairs `splits` (by value) instead of [`SPLITS`]: how the pairs
    /// worth splitting were measured.
    pub fn splitting(self, splits: [bool; VALUES]) -> SolvedBot {
        SolvedBot { splits, ..self }
    }

    /// Whether the file answers at a table of `rules`: traditional Pontoon with one pack and
    /// every option at its default, but the stakes (read as the file's levels) and the splits
    /// (which the bot never makes, and which send a standing split hand to the fallback).
    pub fn solves(rules: &Rules) -> bool {
        let traditional = Rules::default();
        let as_solved = Rules {
            min_stake: traditional.min_stake,
            max_stake: traditional.max_stake,
            max_split_hands: traditional.max_split_hands,
            aces_only_split: traditional.aces_only_split,
            kitty_min: traditional.kitty_min,
            kitty_max: traditional.kitty_max,
            ..*rules
        };
        as_solved == traditional
            && rules.stick_min == FILE.table.stick_min
            && FILE.table.pack == parlour_solve::rules::PACK
    }

    /// One of the answer's moves, drawn by its chances.
    fn pick(&mut self, moves: &[(Kind, f64)]) -> Kind {
        let lot = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let mut reached = 0.0;
        for &(kind, p) in moves {
            reached += p;
            if lot < reached {
                return kind;
            }
        }
        // Rounding left the lot past the last chance: the most likely move.
        moves
            .iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .expect("an answer has moves")
            .0
    }
}

/// A card's value as the file counts it: 0 the ace, 1 to 8 the twos to nines, 9 a ten-count.
pub fn value(card: Card) -> usize {
    if is_ten_count(card) {
        TEN
    } else {
        usize::from(card.rank.number()) - 1
    }
}

/// A card of value `value` (a ten-count as a ten: under the file's rules a picture is no better).
fn card_of(value: usize) -> Card {
    let rank = if value == TEN {
        Rank::Ten
    } else {
        Rank::ALL[value]
    };
    Card::new(rank, Suit::Spades)
}

/// The chips of each of the file's stake levels at a table of `rules`: the least level at the
/// table's least stake, the most at its most, any between in proportion.
pub fn level_chips(rules: &Rules) -> Vec<u64> {
    parlour_solve::rules::level_chips(&FILE.table.stakes, rules.min_stake, rules.max_stake)
}

/// The file's stake level nearest `stake` chips at a table of `rules`.
pub fn level_of(rules: &Rules, stake: u64) -> u8 {
    parlour_solve::rules::level_of(&level_chips(rules), stake)
}

/// One step of a hand after its second card, as the table saw it: a card bought at a price in
/// stakes (1 or 2, the nearer), or a card twisted face up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    Buy(u8),
    Twist(usize),
}

/// A hand's steps as the file reads them. The bought cards are the ones after the second, in the
/// order bought (a hand that twists buys no more); the twisted ones follow.
pub fn taken(hand: &TableHand<Option<Card>>) -> Vec<Taken> {
    let stake = hand.stake;
    let mut steps = Vec::new();
    let mut last: Option<(u8, u64)> = None;
    for &price in &hand.buys {
        let most = last.map_or(2 * stake, |(_, chips)| chips);
        let level = price_level(stake, most, last.map(|(l, _)| l), price);
        steps.push(Taken::Buy(level));
        last = Some((level, price));
    }
    for card in hand.cards.iter().skip(2 + hand.buys.len()) {
        // Twisted cards are face up to everyone.
        steps.push(Taken::Twist(card.map_or(TEN, value)));
    }
    steps
}

/// The chance of `kind` in a reader's answer, trembled by `tremble` (0 for the file's own
/// chance); nothing where the history cannot happen.
fn chance_of(
    answer: Option<parlour_solve::strategy::Answer<Vec<(Kind, f64)>>>,
    kind: Kind,
    tremble: f64,
) -> f64 {
    let Some(answer) = answer else {
        return 0.0;
    };
    let moves = answer.into_inner();
    match moves.iter().find(|(k, _)| *k == kind) {
        Some(&(_, p)) => (1.0 - tremble) * p + tremble / moves.len() as f64,
        None => 0.0,
    }
}

/// The banker's belief about one standing hand's hidden cards (its first two and the bought
/// ones): each multiset with its chance, given the hand's stake level, its steps and how it
/// stands, the cards `pool` by value it was dealt from (the cards the banker has not seen, with
/// this hand's own twisted cards put back), and the file's punter trembled by `tremble`. Empty
/// where no deal explains the play. `first` is a first card everyone has seen: a split hand's,
/// one of the pair turned face up; its stake was made on that card, so the stake tells nothing
/// more, and the second card and the bought ones are weighed as any hand's.
pub fn posterior(
    level: u8,
    first: Option<usize>,
    steps: &[Taken],
    pool: [u32; VALUES],
    tremble: f64,
) -> Vec<(Values, f64)> {
    let mut walk = Walk {
        level,
        steps,
        tremble,
        found: HashMap::new(),
    };
    let mut left = pool;
    walk.deal(&mut first.into_iter().collect(), &mut left, 1.0);
    let total: f64 = walk.found.values().map(|(_, w)| w).sum();
    if total <= 0.0 {
        return Vec::new();
    }
    let mut belief: Vec<(Values, f64)> = walk
        .found
        .into_values()
        .map(|(hand, w)| (hand, w / total))
        .collect();
    belief.sort_by_key(|(hand, _)| hand.key());
    belief
}

/// Every order the hidden cards could have come in, weighed as they go.
struct Walk<'a> {
    level: u8,
    steps: &'a [Taken],
    tremble: f64,
    found: HashMap<u64, (Values, f64)>,
}

impl Walk<'_> {
    /// Draws `value` from `left`: its chance, and `left` less it.
    fn draw(left: &mut [u32; VALUES], value: usize) -> f64 {
        let n: u32 = left.iter().sum();
        if left[value] == 0 || n == 0 {
            return 0.0;
        }
        let p = f64::from(left[value]) / f64::from(n);
        left[value] -= 1;
        p
    }

    /// The first two cards (those not known yet), then the steps.
    fn deal(&mut self, hidden: &mut Vec<usize>, left: &mut [u32; VALUES], weight: f64) {
        for v in 0..VALUES {
            let mut after = *left;
            let p = Walk::draw(&mut after, v);
            if p == 0.0 {
                continue;
            }
            hidden.push(v);
            let w = match hidden.len() {
                1 => {
                    let stake = FILE.punter(v, None, None, &[]);
                    weight * p * chance_of(stake, Kind::Stake(self.level), self.tremble)
                }
                _ => weight * p,
            };
            if w > 0.0 {
                if hidden.len() == 1 {
                    self.deal(hidden, &mut after, w);
                } else if !Values::of(hidden).is_pontoon() {
                    // A Pontoon would have been turned over at once: this hand holds none.
                    self.step(hidden, &mut Vec::new(), &mut after, w);
                }
            }
            hidden.pop();
        }
    }

    /// The step after `done`, given the cards so far; at the end, how the hand stands.
    fn step(
        &mut self,
        hidden: &mut Vec<usize>,
        done: &mut Vec<Step>,
        left: &mut [u32; VALUES],
        weight: f64,
    ) {
        let (first, second) = (hidden[0], hidden[1]);
        let all = done
            .iter()
            .fold(Values::of(hidden), |hand, step| match *step {
                Step::Buy { .. } => hand,
                Step::Twist { card } => hand.with(card),
            });
        let Some(&next) = self.steps.get(done.len()) else {
            // Standing: a Five Card Trick and a hard 21 stop the hand; any other total stuck.
            if all.is_bust() {
                return;
            }
            let w = if all.cards() >= FILE.table.max_cards || all.hard() == 21 {
                weight
            } else {
                let answer = FILE.punter(first, Some(self.level), Some(second), done);
                weight * chance_of(answer, Kind::Stick, self.tremble)
            };
            if w > 0.0 {
                let hand = Values::of(hidden);
                self.found.entry(hand.key()).or_insert((hand, 0.0)).1 += w;
            }
            return;
        };
        let kind = match next {
            Taken::Buy(price) => Kind::Buy(price),
            Taken::Twist(_) => Kind::Twist,
        };
        let answer = FILE.punter(first, Some(self.level), Some(second), done);
        let weight = weight * chance_of(answer, kind, self.tremble);
        if weight == 0.0 {
            return;
        }
        match next {
            Taken::Twist(card) => {
                let mut after = *left;
                let p = Walk::draw(&mut after, card);
                if p > 0.0 {
                    done.push(Step::Twist { card });
                    self.step(hidden, done, &mut after, weight * p);
                    done.pop();
                }
            }
            Taken::Buy(price) => {
                for v in 0..VALUES {
                    let mut after = *left;
                    let p = Walk::draw(&mut after, v);
                    if p == 0.0 || all.with(v).is_bust() && done.len() + 1 < self.steps.len() {
                        continue;
                    }
                    hidden.push(v);
                    done.push(Step::Buy { price, card: v });
                    self.step(hidden, done, &mut after, weight * p);
                    done.pop();
                    hidden.pop();
                }
            }
        }
    }
}

/// A hand standing against the bank: still in play (stuck, stopped on a hard 21, or a Five Card
/// Trick). A Pontoon is paid already and a bust hand has lost.
fn standing(state: HandState) -> bool {
    matches!(state, HandState::Stood | HandState::FiveCardTrick)
}

impl Bot<Pontoon> for SolvedBot {
    fn act(&mut self, view: &View) -> Action {
        if !SolvedBot::solves(&view.rules) {
            return self.home.act(view);
        }
        let action = match view.phase {
            Phase::Staking { .. } => self.stake(view),
            Phase::Playing { seat, hand } => self.punt(view, seat, hand),
            Phase::Banker => self.bank(view),
            _ => None,
        };
        let action = action.unwrap_or_else(|| self.home.act(view));
        debug_assert!(
            view.seen.moves.iter().any(|m| {
                use parlour_engine::LegalMove;
                m.admits(&action)
            }),
            "{action:?} not among {:?}",
            view.seen.moves
        );
        action
    }
}

impl SolvedBot {
    /// The stake the file draws for the first card, in the table's chips.
    fn stake(&mut self, view: &View) -> Option<Action> {
        let Some(Move::Stake(limits)) = view.seen.moves.first() else {
            return None;
        };
        let parlour_engine::Viewer::Seat(me) = view.seen.viewer else {
            return None;
        };
        let round = view.round.as_ref()?;
        let first = round.punter(me)?.hands.first()?.cards.first().copied()??;
        let answer = FILE.punter(value(first), None, None, &[])?.into_inner();
        let Kind::Stake(level) = self.pick(&answer) else {
            return None;
        };
        let chips = level_chips(&view.rules)[usize::from(level)];
        Some(Action::Stake {
            amount: chips.clamp(limits.min, limits.max),
        })
    }

    /// The bot's own hand: a pair split where [`SPLITS`] says, and otherwise played by the file (a
    /// split hand as a hand dealt its pair's card first), a buy at S or the ladder's most (as far
    /// as its chips cover), a twist where no buy is open.
    fn punt(&mut self, view: &View, seat: parlour_engine::Seat, hand: usize) -> Option<Action> {
        let moves = &view.seen.moves;
        let current = view.round.as_ref()?.punter(seat)?.hands.get(hand)?;
        if current.cards.len() < 2 {
            return None;
        }
        let cards: Vec<usize> = current
            .cards
            .iter()
            .map(|c| c.map(value))
            .collect::<Option<_>>()?;
        if moves.contains(&Move::Split) && self.splits[cards[0]] {
            return Some(Action::Split);
        }
        let steps: Vec<Step> = taken(current)
            .into_iter()
            .zip(&cards[2..])
            .map(|(step, &card)| match step {
                Taken::Buy(price) => Step::Buy { price, card },
                Taken::Twist(_) => Step::Twist { card },
            })
            .collect();
        let level = level_of(&view.rules, current.stake);
        let answer = FILE
            .punter(cards[0], Some(level), Some(cards[1]), &steps)?
            .into_inner();
        let twist = moves.contains(&Move::Twist).then_some(Action::Twist);
        match self.pick(&answer) {
            Kind::Stick if moves.contains(&Move::Stick) => Some(Action::Stick),
            Kind::Buy(price) => {
                let buy = moves.iter().find_map(|m| match m {
                    Move::Buy(limits) => Some(*limits),
                    _ => None,
                });
                let Some(limits) = buy else {
                    return twist;
                };
                let most = current.buys.last().copied().unwrap_or(2 * current.stake);
                let chips = if price == 1 { current.stake } else { most };
                Some(Action::Buy {
                    amount: chips.clamp(limits.min, limits.max),
                })
            }
            _ => twist,
        }
    }

    /// The banker: by the file against one standing hand, by a best response against several.
    fn bank(&mut self, view: &View) -> Option<Action> {
        if !view.seen.moves.contains(&Move::Twist) {
            return Some(Action::Stick);
        }
        let round = view.round.as_ref()?;
        let mine: Vec<Card> = round.banker.cards.iter().copied().collect::<Option<_>>()?;
        let hands: Vec<&TableHand<Option<Card>>> = round
            .punters
            .iter()
            .flat_map(|p| &p.hands)
            .filter(|h| standing(h.state))
            .collect();
        let draw = match hands.as_slice() {
            [] => false,
            // One hand, not split: the file's own game.
            [hand] if !hand.split => {
                let public = public_of(&view.rules, hand);
                let hand = Values::of(&mine.iter().map(|&c| value(c)).collect::<Vec<_>>());
                let p = FILE.banker(&public, &hand).map_or(0.0, |a| a.into_inner());
                let lot = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
                lot < p
            }
            _ => match best_response(view, &mine, &hands) {
                Some(draw) => draw,
                None => should_draw(view, 48, &mut self.rng),
            },
        };
        Some(if draw { Action::Twist } else { Action::Stick })
    }
}

/// A standing hand's public history as game::public_text writes it: its stake level, each buy's
/// price and each twisted card, then `/` (stuck) or `*` (a Five Card Trick).
pub fn public_of(rules: &Rules, hand: &TableHand<Option<Card>>) -> String {
    let mut code = vec![level_of(rules, hand.stake)];
    for step in taken(hand) {
        code.push(match step {
            Taken::Buy(1) => BUY_S,
            Taken::Buy(_) => BUY_2S,
            Taken::Twist(card) => card as u8,
        });
    }
    code.push(if hand.state == HandState::FiveCardTrick {
        TRICK
    } else {
        STICK
    });
    public_text(&code)
}

/// Whether the banker holding `mine` should draw against several standing `hands`: see the
/// module's documentation. `None` where some hand's play has no explanation at all.
pub fn best_response(
    view: &View,
    mine: &[Card],
    hands: &[&TableHand<Option<Card>>],
) -> Option<bool> {
    if !Score::of(mine.iter().copied()).may_take_card() {
        return Some(false);
    }
    let (outcomes, unseen) = against(view, mine, hands)?;
    if unseen.iter().sum::<u32>() == 0 {
        return Some(false);
    }
    Some(draw_beats_staying(&outcomes, &unseen, mine))
}

/// What each way the banker's hand can end is worth to him against `hands`, summed over the
/// hands, each by the belief about its hidden cards; and the cards he has not seen, by rank.
/// `None` where some hand's play has no explanation at all.
fn against(
    view: &View,
    mine: &[Card],
    hands: &[&TableHand<Option<Card>>],
) -> Option<(Outcomes, [u32; 13])> {
    let round = view.round.as_ref()?;
    let rules = &view.rules;
    // What the banker has not seen, by rank (for his draws) and by value (for the punters').
    let mut unseen = [u32::from(rules.packs) * 4; 13];
    let seen = round
        .punters
        .iter()
        .flat_map(|p| &p.hands)
        .flat_map(|h| h.cards.iter().chain(&h.burnt))
        .flatten()
        .chain(mine);
    for card in seen {
        let rank = rank_index(card.rank);
        unseen[rank] = unseen[rank].saturating_sub(1);
    }
    let mut by_value = [0u32; VALUES];
    for (rank, &count) in unseen.iter().enumerate() {
        by_value[value(Card::new(Rank::ALL[rank], Suit::Spades))] += count;
    }
    let doubling = if round.doubled { 2 } else { 1 };
    let mut outcomes = Outcomes::default();
    for hand in hands {
        let steps = taken(hand);
        let mut pool = by_value;
        let twisted: Vec<usize> = steps
            .iter()
            .filter_map(|s| match s {
                Taken::Twist(card) => Some(*card),
                Taken::Buy(_) => None,
            })
            .collect();
        for &card in &twisted {
            pool[card] += 1;
        }
        let level = level_of(rules, hand.stake);
        // A split hand's first card is one of the pair, face up.
        let first = match hand.cards.first() {
            Some(&Some(card)) if hand.split => Some(value(card)),
            _ => None,
        };
        let belief = posterior(level, first, &steps, pool, TREMBLE);
        if belief.is_empty() {
            return None;
        }
        let stake = hand.total_stake();
        for (hidden, w) in belief {
            let cards: Vec<Card> = letters(&hidden)
                .chain(twisted.iter().copied())
                .map(card_of)
                .collect();
            let ranking = Ranking::under(&cards, rules, true);
            let banker = |state| -(stake_result(rules, doubling, state, ranking, stake) as f64);
            outcomes.bust += w * banker(BankerState::Bust);
            outcomes.five_card_trick += w * banker(BankerState::FiveCardTrick);
            for (total, v) in outcomes.stay.iter_mut().enumerate() {
                *v += w * banker(BankerState::Stayed { total: total as u8 });
            }
        }
    }
    Some((outcomes, unseen))
}

/// A hand's values, ace first (a hidden pair of an ace and a ten-count never stands, so the order
/// can make no Pontoon of a longer hand).
fn letters(hand: &Values) -> impl Iterator<Item = usize> + '_ {
    (0..VALUES).flat_map(move |v| std::iter::repeat_n(v, usize::from(hand.count(v))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_file_is_the_traditional_game_at_two_levels() {
        let file = solved();
        assert_eq!(file.table.stakes, vec![1, 50]);
        assert_eq!(file.table.stick_min, 15);
        assert!(SolvedBot::solves(&Rules::default()));
        assert!(SolvedBot::solves(&Rules {
            min_stake: 5,
            max_stake: 100,
            ..Rules::default()
        }));
        assert!(!SolvedBot::solves(&Rules {
            stick_min: 16,
            ..Rules::default()
        }));
        assert!(!SolvedBot::solves(&parlour_pontoon::Preset::Shoot.rules()));
        assert!(!SolvedBot::solves(&Rules {
            packs: 2,
            ..Rules::default()
        }));
    }

    #[test]
    fn the_levels_are_the_tables_least_and_most() {
        let rules = Rules {
            min_stake: 5,
            max_stake: 100,
            ..Rules::default()
        };
        assert_eq!(level_chips(&rules), vec![5, 100]);
        assert_eq!(level_of(&rules, 5), 0);
        assert_eq!(level_of(&rules, 52), 0);
        assert_eq!(level_of(&rules, 53), 1);
        assert_eq!(level_of(&rules, 100), 1);
    }

    #[test]
    fn a_buy_is_read_as_the_nearer_price() {
        let mut hand = TableHand::new(vec![None, None, None, None], 10, false);
        hand.buys = vec![20, 20];
        assert_eq!(taken(&hand), vec![Taken::Buy(2), Taken::Buy(2)]);
        hand.buys = vec![10, 10];
        assert_eq!(taken(&hand), vec![Taken::Buy(1), Taken::Buy(1)]);
        // 14 is nearer S than 2S; after a buy at S the ladder's most is S.
        hand.buys = vec![14, 12];
        assert_eq!(taken(&hand), vec![Taken::Buy(1), Taken::Buy(1)]);
        hand.buys = vec![16];
        hand.cards = vec![None, None, None, Some(card_of(4))];
        assert_eq!(taken(&hand), vec![Taken::Buy(2), Taken::Twist(4)]);
    }

    /// A value drawn from `left` by its counts, and taken out of it.
    fn deal_one(left: &mut [u32; VALUES], rng: &mut ChaCha8Rng) -> usize {
        let n: u32 = left.iter().sum();
        let mut pick = (rng.next_u64() % u64::from(n)) as u32;
        for (v, count) in left.iter_mut().enumerate() {
            if pick < *count {
                *count -= 1;
                return v;
            }
            pick -= *count;
        }
        unreachable!("the pick falls within the counts")
    }

    /// The banker's belief against what actually happens: punters dealt from the pool play the
    /// file's strategy by lot, and of those whose play is the history's, each hidden hand turns
    /// up as often as the belief says (within four standard errors).
    #[test]
    fn the_belief_about_a_hand_is_what_the_deals_that_play_so_hold() {
        let mut bot = SolvedBot::new(9);
        let mut pool = parlour_solve::rules::PACK.map(u32::from);
        // The banker holds a seven and a five.
        pool[6] -= 1;
        pool[4] -= 1;
        for (level, history) in [
            (0, vec![Taken::Buy(2)]),
            (1, vec![]),
            (0, vec![Taken::Twist(TEN)]),
            (0, vec![Taken::Buy(2), Taken::Buy(2)]),
        ] {
            let mut seen: HashMap<u64, u32> = HashMap::new();
            let mut matched = 0u32;
            for _ in 0..300_000 {
                let mut left = pool;
                let first = deal_one(&mut left, &mut bot.rng);
                let answer = FILE.punter(first, None, None, &[]).unwrap().into_inner();
                if bot.pick(&answer) != Kind::Stake(level) {
                    continue;
                }
                let second = deal_one(&mut left, &mut bot.rng);
                if Values::of(&[first, second]).is_pontoon() {
                    continue;
                }
                let mut hidden = vec![first, second];
                let mut done: Vec<Step> = Vec::new();
                let mut matches = true;
                let stuck = loop {
                    let Some(answer) = FILE.punter(first, Some(level), Some(second), &done) else {
                        break false;
                    };
                    let kind = bot.pick(&answer.into_inner());
                    let want = history.get(done.len());
                    let step = match (kind, want) {
                        (Kind::Stick, None) => break true,
                        (Kind::Buy(p), Some(&Taken::Buy(q))) if p == q => {
                            let card = deal_one(&mut left, &mut bot.rng);
                            hidden.push(card);
                            Step::Buy { price: p, card }
                        }
                        (Kind::Twist, Some(&Taken::Twist(want))) => {
                            let card = deal_one(&mut left, &mut bot.rng);
                            if card != want {
                                matches = false;
                                break false;
                            }
                            Step::Twist { card }
                        }
                        _ => break false,
                    };
                    done.push(step);
                    let all = done.iter().fold(Values::of(&hidden[..2]), |h, s| match *s {
                        Step::Buy { card, .. } | Step::Twist { card } => h.with(card),
                    });
                    if all.is_bust() {
                        break false;
                    }
                    if all.hard() == 21 || all.cards() == 5 {
                        break done.len() == history.len();
                    }
                };
                if matches && stuck && done.len() == history.len() {
                    matched += 1;
                    *seen.entry(Values::of(&hidden).key()).or_default() += 1;
                }
            }
            // The twisted cards go back into the pool the belief deals from.
            let belief = posterior(level, None, &history, pool, 0.0);
            assert!(matched > 1000, "{history:?}: only {matched} deals play so");
            let n = f64::from(matched);
            let mut covered = 0.0;
            for (hand, p) in &belief {
                let got = f64::from(seen.get(&hand.key()).copied().unwrap_or(0)) / n;
                let error = (p * (1.0 - p) / n).sqrt();
                assert!(
                    (got - p).abs() <= 4.0 * error + 1e-3,
                    "{history:?} {}: believed {p:.4}, dealt {got:.4}",
                    hand.letters()
                );
                covered += got;
            }
            assert!(covered > 0.999, "{history:?}: deals the belief leaves out");
        }
    }

    /// The chance the file's punter (trembled as the banker assumes) stakes `level` on `first`,
    /// makes each of `steps` after `second`, and then sticks (a hard 21 or five cards stop him).
    fn plays(first: usize, second: usize, level: u8, steps: &[Step]) -> f64 {
        let stake = chance_of(
            FILE.punter(first, None, None, &[]),
            Kind::Stake(level),
            TREMBLE,
        );
        let mut p = stake;
        for (i, step) in steps.iter().enumerate() {
            let kind = match *step {
                Step::Buy { price, .. } => Kind::Buy(price),
                Step::Twist { .. } => Kind::Twist,
            };
            let answer = FILE.punter(first, Some(level), Some(second), &steps[..i]);
            p *= chance_of(answer, kind, TREMBLE);
        }
        let all = steps
            .iter()
            .fold(Values::of(&[first, second]), |h, s| match *s {
                Step::Buy { card, .. } | Step::Twist { card } => h.with(card),
            });
        if all.is_bust() {
            return 0.0;
        }
        if all.hard() == 21 || all.cards() == 5 {
            return p;
        }
        let answer = FILE.punter(first, Some(level), Some(second), steps);
        p * chance_of(answer, Kind::Stick, TREMBLE)
    }

    /// Deals `deck` with Bank, Ann and Bob seated, Bank banking; then `actions`; the banker's
    /// view.
    fn at_the_bank(deck: &str, actions: &[(u8, Action)]) -> View {
        use parlour_cards::{CardSource, cards};
        use parlour_engine::{Game, Opening, Seat, Viewer};
        let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
        let seating = Opening {
            first: Some(Seat(0)),
            ..Opening::of(&["Bank", "Ann", "Bob"], 1000)
        };
        let (mut game, _) = Pontoon::new(Rules::default(), seating, source).unwrap();
        game.apply(Seat(0), &Action::Deal).unwrap();
        for (seat, action) in actions {
            game.apply(Seat(*seat), action).unwrap();
        }
        assert_eq!(game.phase(), Phase::Banker);
        game.view(Viewer::Seat(Seat(0)))
    }

    /// The banker's worth of each end of his hand against Ann and Bob, enumerated directly: every
    /// joint deal of both hands' hidden cards from the cards the banker has not seen, dealt
    /// without replacement (so not independent), weighed by both punters' play.
    #[test]
    fn the_several_hand_values_are_the_joint_enumerations_within_the_independence_error() {
        let stake = |amount| Action::Stake { amount };
        // Ann 5 6 buys at 2S (the file's pure answer on 11 at the least stake) a nine: 20, stuck.
        // Bob T 9, stuck. The bank holds 7 5.
        let cases = [
            (
                "9C TH 7C 8D 9S 5D",
                vec![
                    (1, stake(1)),
                    (2, stake(1)),
                    (1, Action::Stick),
                    (2, Action::Stick),
                ],
            ),
            (
                "5C TH 7C 6D 9S 5D 9H",
                vec![
                    (1, stake(1)),
                    (2, stake(1)),
                    (1, Action::Buy { amount: 2 }),
                    (1, Action::Stick),
                    (2, Action::Stick),
                ],
            ),
        ];
        for (deck, actions) in cases {
            let view = at_the_bank(deck, &actions);
            let round = view.round.as_ref().unwrap();
            let mine: Vec<Card> = round.banker.cards.iter().map(|c| c.unwrap()).collect();
            let hands: Vec<_> = round.punters.iter().flat_map(|p| &p.hands).collect();
            let (outcomes, unseen) = against(&view, &mine, &hands).unwrap();
            let mut pool = [0u32; VALUES];
            for (rank, &count) in unseen.iter().enumerate() {
                pool[value(Card::new(Rank::ALL[rank], Suit::Spades))] += count;
            }
            // Ann's hidden cards: two, and one more if she bought.
            let ann_buys = hands[0].buys.len();
            let rules = Rules::default();
            let worth = |cards: &[usize], stake: u64, state| {
                let cards: Vec<Card> = cards.iter().map(|&v| card_of(v)).collect();
                let ranking = Ranking::under(&cards, &rules, true);
                -(stake_result(&rules, 1, state, ranking, stake) as f64)
            };
            let ends: Vec<BankerState> = (15..=21)
                .map(|total| BankerState::Stayed { total })
                .chain([BankerState::Bust, BankerState::FiveCardTrick])
                .collect();
            let mut sums = vec![0.0; ends.len()];
            let mut total = 0.0;
            let n0: u32 = pool.iter().sum();
            let deal = |left: &mut [u32; VALUES], v: usize, n: &mut u32| -> f64 {
                if left[v] == 0 {
                    return 0.0;
                }
                let p = f64::from(left[v]) / f64::from(*n);
                left[v] -= 1;
                *n -= 1;
                p
            };
            let anns: Vec<Vec<usize>> = (0..VALUES.pow(2 + ann_buys as u32))
                .map(|mut code| {
                    (0..2 + ann_buys)
                        .map(|_| {
                            let v = code % VALUES;
                            code /= VALUES;
                            v
                        })
                        .collect()
                })
                .collect();
            for ann in &anns {
                if Values::of(&ann[..2]).is_pontoon() {
                    continue;
                }
                let steps: Vec<Step> = ann[2..]
                    .iter()
                    .map(|&card| Step::Buy { price: 2, card })
                    .collect();
                let ann_plays = plays(ann[0], ann[1], 0, &steps);
                if ann_plays == 0.0 {
                    continue;
                }
                for b1 in 0..VALUES {
                    for b2 in 0..VALUES {
                        if Values::of(&[b1, b2]).is_pontoon() {
                            continue;
                        }
                        let (mut left, mut n) = (pool, n0);
                        let mut chance = 1.0;
                        for &v in ann.iter().chain(&[b1, b2]) {
                            chance *= deal(&mut left, v, &mut n);
                        }
                        let w = chance * ann_plays * plays(b1, b2, 0, &[]);
                        if w == 0.0 {
                            continue;
                        }
                        total += w;
                        for (i, &end) in ends.iter().enumerate() {
                            sums[i] += w
                                * (worth(ann, hands[0].total_stake(), end)
                                    + worth(&[b1, b2], hands[1].total_stake(), end));
                        }
                    }
                }
            }
            let believed: Vec<f64> = (15..=21)
                .map(|t| outcomes.stay[t])
                .chain([outcomes.bust, outcomes.five_card_trick])
                .collect();
            for (i, end) in ends.iter().enumerate() {
                let direct = sums[i] / total;
                // Independence moves a value by a few hundredths of a chip at most here.
                assert!(
                    (direct - believed[i]).abs() < 0.03,
                    "{deck} {end:?}: enumerated {direct:.4}, believed {:.4}",
                    believed[i]
                );
            }
        }
    }
}
