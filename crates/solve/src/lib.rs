//! Traditional Pontoon heads-up, solved: an equilibrium of the whole round between one punter and
//! the banker, found by counterfactual regret minimisation with exact card removal, and measured by
//! exact best responses (docs/analysis.md, "The home game solved").
//!
//! # The game
//!
//! Traditional Pontoon (docs/rules/pontoon.md §1 and §2) with its default options, one punter
//! against the banker, with these simplifications, each stated where the figures are given:
//!
//! - **A fresh pack every round.** One 52-card pack, shuffled before every round. At a real table
//!   the next round is dealt from the unshuffled pack unless someone held a Pontoon; solving that
//!   would make every round depend on the last.
//! - **Values only.** Cards count by value: the ace, two to nine, and the ten-counts (T, J, Q, K:
//!   sixteen a pack). Suits never matter, and ranks only matter to splitting, which is left out.
//! - **No splitting** (`max_split_hands = 1`); what splitting would be worth to the punter is a
//!   separate measurement.
//! - **Deep stacks.** Nobody's chips limit a stake or a buy (the cover rule is ignored).
//! - **Stakes from a set of levels** (the table's least and most, 1 and 50 by default, or one
//!   level), chosen after the first card.
//! - **Two prices for a bought card**: S, or the most the ladder allows (2S for the third card,
//!   then the last card's price).
//!
//! The round, as played here:
//!
//! 1. The punter gets his first card (the banker one, face down). Seeing it, he stakes S.
//! 2. Each gets a second card. A banker's Pontoon (an ace and a ten-count as his first two cards)
//!    ends the round: the punter pays 2S, whatever he holds.
//! 3. A punter's Pontoon wins 2S; nothing the banker does afterwards beats it.
//! 4. The punter's turn: while he holds fewer than five cards and a hard total under 21 he may
//!    buy a card face down (only if he has not twisted; the third costs S to 2S, the fourth S to
//!    the third's price, the fifth S to the fourth's) or twist one face up; with 15 or more he may
//!    stick. Over 21 he loses his whole stake T (S and every buy) at once. Five cards without going
//!    over (a Five Card Trick) stop him, and so does a hard 21; a soft 21 may stick or play on.
//! 5. The banker's turn, if the punter stands: he sees his own two cards, the stake, what each buy
//!    cost (so how many cards are face down) and every twisted card, and draws face up one at a time
//!    or stays on any total; a hard 21, a bust or five cards stop him.
//! 6. Settlement on T: a banker who busts pays T (2T to a Five Card Trick); a banker who stays with
//!    four cards or fewer on B pays a Five Card Trick 2T and any total above B T, and takes T from
//!    every other hand (ties go to the banker); a banker's Five Card Trick takes 2T.
//!
//! Values are in chips, for the punter; the game is zero-sum.
//!
//! # The method
//!
//! [`game`] builds the game as two graphs: the punter's decisions by (public history, his hidden
//! cards as a multiset) and the banker's hands as multisets, both merges lossless (see there).
//! [`solver`] runs CFR+ or discounted CFR over them in vector form and measures the average
//! strategies by exact best responses. [`strategy`] writes and reads the strategy file.
//! [`translate`] measures the stakes and prices left out: a punter free to stake and buy for any
//! amount, against the solved banker reading each amount as the nearer solved one.
//! `tests/brute.rs` solves reduced games enumerated deal by deal, in the real order, as linear
//! programs, and `tests/engine.rs` checks [`rules`] against the engine.

// Card values index several arrays at once (the cards left, a hand's, its children): a loop over
// the value reads more plainly than zipped iterators.
#![allow(clippy::needless_range_loop)]

pub mod game;
pub mod rules;
pub mod solver;
pub mod strategy;
pub mod translate;
