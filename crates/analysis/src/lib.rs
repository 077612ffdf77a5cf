//! Exact analysis of the casino tables (docs/analysis.md): pure arithmetic over a shoe's counts of
//! each card value, with no engine, no randomness and no I/O.
//!
//! - [`Shoe`]: what is left in the shoe, as counts of the ten values (ace, two to nine, and the
//!   ten-counts together), the only thing the dealer's play depends on.
//! - [`dealer`]: the distribution of the dealer's final hand from a shoe, composition-dependent
//!   (recomputed for the cards the player holds) and conditioned on the dealer having no Pontoon,
//!   since a dealer's Pontoon ends the round before anyone plays (docs/rules/casino.md §5.3).

pub mod dealer;
pub mod player;
pub mod shoe;

pub use dealer::{DealerFinal, DealerRules, dealer_finals};
pub use player::{Choices, Hand, Player};
pub use shoe::Shoe;
