//! The one view function of a casino table. Players' cards are face up; the dealer's two cards are
//! face down to everyone until the players have finished.

use parlour_cards::Card;
use parlour_engine::{Seat, Viewer};
use serde::{Deserialize, Serialize};

use super::action::CasinoMove;
use super::round::CasinoRound;
use super::rules::CasinoRules;
use super::table::{Bet, CasinoPhase};
use crate::view::PlayerView;

/// What one viewer may see of a casino table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CasinoView {
    /// The wire schema's version: [`parlour_engine::SCHEMA`].
    pub schema: u32,
    pub viewer: Viewer,
    pub rules: CasinoRules,
    pub players: Vec<PlayerView>,
    #[serde(flatten)]
    pub phase: CasinoPhase,
    pub to_act: Vec<Seat>,
    pub rounds_played: u32,
    /// Cards left in the shoe, and put away since the last shuffle.
    pub shoe: usize,
    pub discards: usize,
    /// Whether the shoe will be shuffled before the next round.
    pub shuffle_due: bool,
    /// The answers so far in the betting for the next round.
    pub bets: Vec<Bet>,
    /// The round in play, or the last one until the next is dealt.
    pub round: Option<CasinoRound<Option<Card>>>,
    /// The house's result so far.
    pub house: i64,
    /// Each seat's last bet, to repeat (bets are seen by everyone).
    pub last_bets: Vec<Option<u64>>,
    /// What the viewer may do now (a seat on turn only).
    pub moves: Vec<CasinoMove>,
}
