//! Every game Parlour plays, registered by id. The engine defines the registry and knows no game;
//! each game crate implements the contract; this crate, above them all, puts them together for
//! whatever holds tables of any game (`parlour script`, the simulator, the terminal client, the
//! table server).
//!
//! | id        | game                                                  | crate            |
//! |-----------|-------------------------------------------------------|------------------|
//! | `pontoon` | the home games, a player as banker (`traditional`, `shoot`) | `parlour-pontoon` |
//! | `casino`  | the house-banked tables (`casino`, `pontoon-blackjack`) | `parlour-pontoon` |
//! | `palace`  | Palace Poker                                          | `parlour-palace` |

use parlour_engine::registry::Registry;

/// The registry of every game.
pub fn registry() -> Registry {
    Registry::new()
        .with::<parlour_pontoon::Pontoon>()
        .with::<parlour_pontoon::casino::Casino>()
        .with::<parlour_palace::Palace>()
}
