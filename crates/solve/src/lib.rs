//! Traditional Pontoon heads-up, solved (docs/analysis.md, "The home game solved").

// Card values index several arrays at once (the cards left, a hand's, its children): a loop over
// the value reads more plainly than zipped iterators.
#![allow(clippy::needless_range_loop)]

pub mod game;
pub mod rules;
pub mod solver;
