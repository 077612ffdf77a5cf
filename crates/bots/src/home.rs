//! A player for the home games (traditional Pontoon, every variation, Shoot Pontoon), who also
//! banks when the bank comes to it.
//!
//! As a player it stakes by its first card, buys where the next card cannot bust it, twists where
//! it can, sticks at a total set by its temperament, chases a Five Card Trick where one is likely,
//! splits aces and eights, burns whenever it may, and shoots on strong cards. As banker it doubles
//! on a strong first card, keeps a kitty, and draws or stays by [`crate::banker::should_draw`].

use parlour_cards::Rank;
use parlour_engine::{LegalMove, Limits, Viewer};
use parlour_pontoon::score::{Score, is_ten_count};
use parlour_pontoon::{Action, Move, Phase, Pontoon, View};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::banker::should_draw;
use crate::drive::{Bot, Level, Standard};

/// How boldly a bot stakes, buys and draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Temperament {
    /// Small stakes and buys, sticks as early as it may.
    Cautious,
    Standard,
    /// Large stakes and buys, draws to a higher total.
    Bold,
}

impl Temperament {
    pub const ALL: [Temperament; 3] = [
        Temperament::Cautious,
        Temperament::Standard,
        Temperament::Bold,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Temperament::Cautious => "cautious",
            Temperament::Standard => "standard",
            Temperament::Bold => "bold",
        }
    }

    pub fn from_name(name: &str) -> Option<Temperament> {
        Temperament::ALL.into_iter().find(|t| t.name() == name)
    }

    /// How far into a range of amounts it reaches (0: the least, 1: the most).
    fn reach(self) -> f64 {
        match self {
            Temperament::Cautious => 0.0,
            Temperament::Standard => 0.3,
            Temperament::Bold => 0.7,
        }
    }

    /// The total it sticks on (at least the table's minimum).
    fn stick_on(self) -> u8 {
        match self {
            Temperament::Cautious => 16,
            Temperament::Standard => 17,
            Temperament::Bold => 18,
        }
    }
}

/// A home-game bot: player and banker.
#[derive(Debug, Clone)]
pub struct HomeBot {
    temperament: Temperament,
    /// Guesses the banker makes at hidden cards when deciding to draw.
    samples: usize,
    rng: ChaCha8Rng,
    /// The hand count when this bot last offered the bank, so it offers once between hands.
    offered_after: Option<u32>,
}

impl HomeBot {
    /// A bot of `temperament` whose guesses come from `seed` (so sessions replay exactly).
    pub fn new(temperament: Temperament, seed: u64) -> HomeBot {
        HomeBot {
            temperament,
            samples: 48,
            rng: ChaCha8Rng::seed_from_u64(seed),
            offered_after: None,
        }
    }
}

/// An amount `reach` of the way into `limits`, times `boost`, within the limits.
fn amount(limits: Limits, reach: f64, boost: f64) -> u64 {
    let span = (limits.max - limits.min) as f64;
    let wanted = limits.min as f64 + span * (reach * boost).min(1.0);
    (wanted.round() as u64).clamp(limits.min, limits.max)
}

fn find(moves: &[Move], want: impl Fn(&Move) -> bool) -> Option<&Move> {
    moves.iter().find(|m| want(m))
}

/// A home table's empty seats are played by the standard temperament, unless another level is
/// asked for: a temperament, or the solved strategy ([`crate::SolvedBot`]) as the best.
impl Standard for Pontoon {
    const LEVELS: &'static [Level] = &Level::ALL;

    fn standard(_rules: &parlour_pontoon::Rules, seed: u64) -> Box<dyn Bot<Pontoon>> {
        Box::new(HomeBot::new(Temperament::Standard, seed))
    }

    fn leveled(
        _rules: &parlour_pontoon::Rules,
        seed: u64,
        level: Level,
    ) -> Option<Box<dyn Bot<Pontoon>>> {
        Some(match level {
            Level::Cautious => Box::new(HomeBot::new(Temperament::Cautious, seed)),
            Level::Standard => Box::new(HomeBot::new(Temperament::Standard, seed)),
            Level::Bold => Box::new(HomeBot::new(Temperament::Bold, seed)),
            Level::Best => Box::new(crate::SolvedBot::new(seed)),
        })
    }
}

impl Bot<Pontoon> for HomeBot {
    fn act(&mut self, view: &View) -> Action {
        let moves = &view.seen.moves;
        let action = match view.phase {
            Phase::BetweenRounds { offer: Some(offer) } => {
                let chips = view.seen.players[offer.buyer.index()].chips;
                if offer.price <= chips / 20 {
                    Action::AcceptBank
                } else {
                    Action::DeclineBank
                }
            }
            Phase::BetweenRounds { offer: None } => self.between_rounds(view),
            Phase::Staking { .. } => self.stake(view),
            Phase::Doubling => self.double(view),
            Phase::Shooting { .. } => self.first_shoot(view),
            Phase::Playing { seat, hand } => self.play_hand(view, seat, hand),
            Phase::Banker => {
                if moves.contains(&Move::Twist) && should_draw(view, self.samples, &mut self.rng) {
                    Action::Twist
                } else {
                    Action::Stick
                }
            }
            Phase::Over => unreachable!("nobody is asked to act once the session is over"),
        };
        debug_assert!(
            moves.iter().any(|m| m.admits(&action)),
            "{action:?} not among {moves:?}"
        );
        action
    }
}

impl HomeBot {
    fn my_first_card(view: &View) -> Option<parlour_cards::Card> {
        let Viewer::Seat(me) = view.seen.viewer else {
            return None;
        };
        let round = view.round.as_ref()?;
        if round.banker.seat == me {
            return round.banker.cards.first().copied().flatten();
        }
        round
            .punters
            .iter()
            .find(|p| p.seat == me)?
            .hands
            .first()?
            .cards
            .first()
            .copied()
            .flatten()
    }

    /// How much better than usual a first card is: an ace most, a ten-count well, a low card less.
    fn first_card_boost(view: &View) -> f64 {
        match HomeBot::my_first_card(view) {
            Some(card) if card.rank == Rank::Ace => 2.5,
            Some(card) if is_ten_count(card) => 1.6,
            Some(card) if card.rank.number() >= 7 => 1.0,
            _ => 0.5,
        }
    }

    /// The banker between hands: keeps a kitty up (Shoot Pontoon), then deals.
    fn between_rounds(&mut self, view: &View) -> Action {
        // A bot who sat down first calls the cut at once: it has nobody to wait for.
        if view.seen.moves.contains(&Move::Cut) {
            return Action::Cut;
        }
        if let Some(Move::Kitty(limits)) = find(&view.seen.moves, |m| matches!(m, Move::Kitty(_))) {
            let low = view.kitty < view.rules.kitty_min;
            if view.kitty == 0 || (low && self.temperament != Temperament::Cautious) {
                return Action::Kitty {
                    amount: amount(*limits, self.temperament.reach(), 1.0) as i64,
                };
            }
        }
        // A banker running short of chips (less than the table could win from him in a bad hand)
        // offers the bank, once, to the richest player, for one top stake.
        let worst_hand = 2 * view.rules.max_stake * (view.seen.players.len() as u64 - 1);
        let me = view.banker;
        let short = view.seen.players[me.index()].chips < worst_hand;
        if short
            && self.offered_after != Some(view.seen.rounds_played)
            && let Some(Move::OfferBank { buyers }) =
                find(&view.seen.moves, |m| matches!(m, Move::OfferBank { .. }))
        {
            let richest = buyers
                .iter()
                .max_by_key(|b| b.max_price)
                .expect("an offer has buyers");
            self.offered_after = Some(view.seen.rounds_played);
            return Action::OfferBank {
                buyer: richest.seat,
                price: view.rules.max_stake.min(richest.max_price),
            };
        }
        if view.seen.moves.contains(&Move::Deal) {
            Action::Deal
        } else if let Some(Move::Kitty(limits)) =
            find(&view.seen.moves, |m| matches!(m, Move::Kitty(_)))
        {
            Action::Kitty {
                amount: limits.min as i64,
            }
        } else {
            // No kitty can be put up and none is there: the bank must be sold.
            match find(&view.seen.moves, |m| matches!(m, Move::OfferBank { .. })) {
                Some(Move::OfferBank { buyers }) => Action::OfferBank {
                    buyer: buyers[0].seat,
                    price: 0,
                },
                _ => unreachable!("a banker between hands may deal, put up a kitty or sell"),
            }
        }
    }

    fn stake(&mut self, view: &View) -> Action {
        let Some(Move::Stake(limits)) = view.seen.moves.first() else {
            unreachable!("a player asked to stake may stake")
        };
        Action::Stake {
            amount: amount(
                *limits,
                self.temperament.reach(),
                HomeBot::first_card_boost(view),
            ),
        }
    }

    fn double(&mut self, view: &View) -> Action {
        let strong = match HomeBot::my_first_card(view) {
            Some(card) if card.rank == Rank::Ace => true,
            Some(card) => is_ten_count(card) && self.temperament != Temperament::Cautious,
            None => false,
        };
        if strong {
            Action::Double
        } else {
            Action::DeclineDouble
        }
    }

    /// A shoot bet on a strong first card, none otherwise.
    fn first_shoot(&mut self, view: &View) -> Action {
        let Some(Move::Shoot(limits)) = view.seen.moves.first() else {
            unreachable!("a player asked to shoot may shoot")
        };
        let boost = HomeBot::first_card_boost(view);
        if boost < 1.5 || self.temperament == Temperament::Cautious {
            return Action::Shoot { amount: 0 };
        }
        Action::Shoot {
            amount: amount(*limits, self.temperament.reach() * 0.5, boost),
        }
    }

    fn play_hand(&mut self, view: &View, seat: parlour_engine::Seat, hand: usize) -> Action {
        let moves = &view.seen.moves;
        let round = view.round.as_ref().expect("a hand in play");
        let punter = round.punter(seat).expect("my seat");
        let current = &punter.hands[hand];
        let cards: Vec<parlour_cards::Card> = current.cards.iter().flatten().copied().collect();
        let score = Score::of(cards.iter().copied());
        let (total, hard, count) = (score.total(), score.hard, score.cards);
        let shoot = find(moves, |m| matches!(m, Move::Shoot(_)));
        let buy = find(moves, |m| matches!(m, Move::Buy(_)));
        let can_twist = moves.contains(&Move::Twist);

        // A split-off hand's own shoot bet comes first: on a strong hand, some; else none.
        if let (true, Some(Move::Shoot(limits))) = (current.shoot_open, shoot) {
            let strong = total >= 19 || count == 2 && cards.iter().any(|c| c.rank == Rank::Ace);
            let bet = if strong {
                amount(*limits, self.temperament.reach() * 0.5, 1.0)
            } else {
                0
            };
            return Action::Shoot {
                amount: bet.max(limits.min),
            };
        }
        if moves.contains(&Move::Split) {
            let pair = cards[0].rank;
            if pair == Rank::Ace
                || (pair == Rank::Eight && self.temperament != Temperament::Cautious)
            {
                return Action::Split;
            }
        }
        if moves.contains(&Move::Burn) {
            return Action::Burn;
        }
        // Before a fourth card that cannot bust the hand, a shoot bet.
        if let Some(Move::Shoot(limits)) = shoot
            && count == 3
            && hard <= 11
            && self.temperament != Temperament::Cautious
            && limits.max > 0
        {
            return Action::Shoot {
                amount: amount(*limits, self.temperament.reach() * 0.5, 1.0),
            };
        }
        let stick_on = self.temperament.stick_on().max(view.rules.stick_min);
        // A Five Card Trick within reach is worth more than most totals.
        let chase_five = count == 4 && hard <= 14;
        let must_take = current.shot_for_fourth || !moves.contains(&Move::Stick);
        let wants_card = must_take || chase_five || total < stick_on || (score.soft && total < 19);
        if wants_card && can_twist {
            // Buy where the next card cannot bust the hand; twist where it can.
            if let Some(Move::Buy(limits)) = buy
                && hard <= 11
            {
                return Action::Buy {
                    amount: amount(*limits, self.temperament.reach(), 1.0),
                };
            }
            return Action::Twist;
        }
        if moves.contains(&Move::Stick) {
            Action::Stick
        } else if let Some(Move::Buy(limits)) = buy {
            Action::Buy { amount: limits.min }
        } else {
            Action::Twist
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_stay_in_their_limits() {
        let limits = Limits { min: 5, max: 50 };
        assert_eq!(amount(limits, 0.0, 2.5), 5);
        assert_eq!(amount(limits, 0.7, 2.5), 50);
        assert_eq!(amount(limits, 0.3, 1.0), 19);
        assert_eq!(amount(Limits { min: 7, max: 7 }, 0.5, 1.0), 7);
    }

    #[test]
    fn temperaments_have_names() {
        for t in Temperament::ALL {
            assert_eq!(Temperament::from_name(t.name()), Some(t));
        }
    }
}
