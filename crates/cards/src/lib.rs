//! Playing cards for Parlour.
//!
//! - [`Card`], [`Rank`], [`Suit`] and the notation of docs/rules/README.md §0
//!   (`AS`, `TD`/`10D`, `♠`);
//! - [`Pile`]: a face-down pile with take-from-top and put-to-bottom, and N fresh packs;
//! - [`ShuffleStream`] and [`Shuffler`]: a replayable Fisher-Yates shuffle and cut, from a seed or a
//!   256-bit [`ShuffleKey`];
//! - [`fair`]: provably fair shuffles, committed to before the players' seeds are mixed in;
//! - [`CardSource`]: where a game's cards come from, a seeded shuffle or a stacked pack.

mod card;
pub mod fair;
mod key;
mod pile;
mod shuffle;
mod source;

pub use card::{Card, ParseCardError, Rank, Suit, cards};
pub use fair::FairShuffles;
pub use key::{KeyError, ShuffleKey};
pub use pile::Pile;
pub use shuffle::{ShuffleStream, Shuffler};
pub use source::{CardSource, DeckError};
