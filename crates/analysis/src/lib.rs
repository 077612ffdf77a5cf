//! Exact analysis of the casino tables (docs/analysis.md): pure arithmetic over a shoe's counts of
//! each card value, with no randomness and no I/O.
//!
//! - [`Shoe`]: what is left in the shoe, as counts of the ten values (ace, two to nine, and the
//!   ten-counts together), the only thing the dealer's play depends on; or an infinite deck.
//! - [`dealer`]: the distribution of the dealer's final hand from a shoe, composition-dependent
//!   (recomputed for the cards the player holds) and conditioned on the dealer having no Pontoon,
//!   since a dealer's Pontoon ends the round before anyone plays (docs/rules/casino.md §5.3).
//! - [`player`]: every hand's value under stick, twist and buy, played at its best or by a
//!   strategy table.
//! - [`round`]: the round over every first pair, splits included ([`Analysis`]).
//! - [`table`]: the best strategy table, the one the simulator and the bots play.
//! - [`drill`]: the trainer, dealing the hands players most often get wrong ([`Trainer`]).
//! - [`coach`]: what each move open to a hand in play at a table is worth ([`Coach`]).

pub mod coach;
pub mod dealer;
pub mod drill;
pub mod player;
pub mod round;
pub mod shoe;
pub mod table;

pub use coach::{Advice, Choice, Coach, Count, NoSpot, Spot, Worth};
pub use dealer::{DealerFinal, DealerRules, DealerTable, dealer_finals};
pub use drill::{Drill, Kind, Scored, Trainer};
pub use player::{Choices, Hand, Play, Player};
pub use round::{Analysis, PairValue, Round, Rules};
pub use shoe::Shoe;
pub use table::{Cell, CellValues, best_table};
