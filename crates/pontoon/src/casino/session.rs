//! A casino Pontoon table (docs/rules/casino.md §5, §6): the house deals from a shoe and banks with
//! unlimited chips; each seated player bets or passes, then plays against the dealer alone. The
//! dealer draws by rule, by himself.
//!
//! Here the table's state and its small accessors; the moves, stage by stage, are in
//! [`super::play`].

use parlour_cards::Pile;
use parlour_engine::{Core, MAX_CHIPS, Seat};
use serde::{Deserialize, Serialize};

use super::round::CasinoRound;
use super::rules::CasinoRules;
use parlour_engine::TableCard;

/// The least total a casino hand may stick on: it must twist on 14 or less
/// (docs/rules/casino.md §5.4).
pub(super) const STICK_MIN: u8 = 15;
/// The most seats at a casino table.
pub const MAX_SEATS: usize = 7;

/// Where the table stands, and so who is to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum CasinoPhase {
    /// `seat` is to bet or pass for the next round.
    Betting { seat: Seat },
    /// `seat` is playing its hand number `hand`.
    Playing { seat: Seat, hand: usize },
    /// No seat can cover the table minimum.
    Over,
}

/// A seat's answer in the betting before a round: a bet, or `None` for a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bet {
    pub seat: Seat,
    pub stake: Option<u64>,
}

/// A casino Pontoon table: many rounds against the house.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Casino {
    pub(crate) rules: CasinoRules,
    /// The players, the shuffler and the rounds played, as every game holds them.
    pub(crate) core: Core,
    /// The cards still to be dealt (top first).
    pub(crate) shoe: Pile,
    /// Cards played since the last shuffle, in the order they were put away.
    pub(crate) discards: Pile,
    /// For each seat, how many of `discards` were put away before its player sat down: cards they
    /// never saw (views follow who watched the cards, not the seat). Zero for the players a table
    /// opens with, and for everyone once the discards are shuffled back.
    #[serde(default)]
    pub(crate) watched_from: Vec<usize>,
    /// The shoe must be shuffled before the next round (the first one).
    pub(crate) shuffle_due: bool,
    pub(crate) phase: CasinoPhase,
    /// The answers so far in the betting for the next round.
    pub(crate) bets: Vec<Bet>,
    /// The round in play, or the last one until the next is dealt.
    pub(crate) round: Option<CasinoRound<TableCard>>,
    /// The house's result so far (positive: the house is ahead).
    pub(crate) house: i64,
    /// Each seat's last bet (as taken, raised to the minimum), for a player to repeat it
    /// (docs/rules/casino.md §5.2): kept across rounds and passes, moved with its player, gone
    /// when the player stands up.
    pub(crate) last_bets: Vec<Option<u64>>,
}

impl Casino {
    pub fn rules(&self) -> &CasinoRules {
        &self.rules
    }

    pub fn phase(&self) -> CasinoPhase {
        self.phase
    }

    /// The house's result so far.
    pub fn house(&self) -> i64 {
        self.house
    }

    /// Whether the shoe will be shuffled before the next round: the first round, and once the cut
    /// card is reached (a third of the shoe dealt, or every round in Pontoon Blackjack).
    pub fn shuffle_due(&self) -> bool {
        self.shuffle_due || self.discards.len() >= self.rules.cut_card()
    }

    /// The cards put away since the last shuffle that `viewer` watched go, by value (aces first,
    /// ten-counts last): a seat's player, those put away since they sat down; anyone else, all.
    pub fn discarded(&self, viewer: parlour_engine::Viewer) -> [u16; 10] {
        let from = match viewer {
            parlour_engine::Viewer::Seat(seat) => {
                self.watched_from.get(seat.index()).copied().unwrap_or(0)
            }
            _ => 0,
        };
        let mut counts = [0u16; 10];
        for card in self.discards.iter().skip(from) {
            let slot = &mut counts[usize::from(crate::score::pips(card)) - 1];
            *slot = slot.saturating_add(1);
        }
        counts
    }

    /// Whether `seat` may bet: its chips cover the table minimum, and it has not won its fill (more
    /// than [`MAX_CHIPS`], the most a holding may be: past it the seat cashes out, so that no sum
    /// of chips can outgrow 64 bits however long the table plays).
    pub fn can_bet(&self, seat: Seat) -> bool {
        (self.rules.min_stake..=MAX_CHIPS).contains(&self.core.players[seat.index()].chips)
    }
}
