//! Practice (docs/server.md, "The coach"): one hand of the kinds players most often play wrong
//! (a hard 15 or 16, a soft 17 to 19, a pair), dealt by the trainer from a seed, with what each
//! move open to it is worth by a freshly shuffled shoe. Pure: the same seed and weights deal the
//! same hand, and nothing is stored. Open to anyone, signed in or not (it shows nothing of anyone),
//! and limited per address, as the room's other open doors are.

use std::sync::{Arc, LazyLock};

use axum::Json;
use axum::extract::State;
use axum::response::IntoResponse;
use parlour_analysis::{Drill, Kind, Rules, Trainer, Worth};
use parlour_cards::Card;
use parlour_pontoon::casino::CasinoPreset;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::doc::{BUSY, Limited};
use super::{Answer, ApiError, Params, Refusal};
use crate::App;
use crate::guard::Caller;

/// The heaviest weight a kind of hand may be given.
const HEAVIEST: u32 = 1000;

/// A trainer for each casino preset, by [`CasinoPreset::ALL`]: made once, each with its coach,
/// whose values it keeps.
static TRAINERS: LazyLock<[Trainer; 2]> = LazyLock::new(|| {
    CasinoPreset::ALL.map(|preset| Trainer::new(Rules::of(&preset.rules(), false)))
});

/// A practice hand asked for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Ask {
    /// The casino preset whose rules the hand is played by: `casino` (the default) or
    /// `pontoon-blackjack`.
    preset: Option<String>,
    /// What deals the hand: the same seed (and weights) deals the same hand.
    seed: u64,
    /// How often each kind is dealt, in proportion: 0 to 1000 each, 1 unless given (all 0: all
    /// alike).
    hard: Option<u32>,
    soft: Option<u32>,
    pair: Option<u32>,
}

/// A hand to play, and what each move open to it is worth.
#[derive(Debug, Serialize, ToSchema)]
pub struct Practice {
    /// `hard` (15 or 16), `soft` (17 to 19) or `pair`.
    #[schema(value_type = String)]
    kind: Kind,
    /// Its cards in the order dealt, their suits (and a ten-count's rank) drawn from the seed.
    #[schema(value_type = Vec<String>)]
    cards: Vec<Card>,
    /// Whether it has bought its last card (its bet doubled): it may twist, not buy again.
    bought: bool,
    /// Each move open to it, best first, with its worth in original bets by a fresh shoe.
    #[schema(value_type = Vec<Object>)]
    moves: Vec<Worth>,
}

/// SplitMix64, for the cards' looks: which suit, which ten-count (the trainer's own stream picks
/// the hand; this one only dresses it).
fn mix(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *seed;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The cards of a drill (values, ace 0 to ten-count 9), dressed from `seed`: every card a suit of
/// its own (so no card shows twice, even from one pack), and the hand's ten-counts one rank (so a
/// pair of them is one a split is open to).
fn dress(drill: &Drill, seed: u64) -> Vec<Card> {
    // Apart from the trainer's stream, which starts from the seed itself.
    let mut stream = seed ^ 0x5EED_CA4D_5EED_CA4D;
    let first_suit = mix(&mut stream) % 4;
    let ten = ["T", "J", "Q", "K"][(mix(&mut stream) % 4) as usize];
    (drill.cards.iter().enumerate())
        .map(|(i, &value)| {
            let rank = match value {
                0 => "A".to_string(),
                9 => ten.to_string(),
                pips => (pips + 1).to_string(),
            };
            let suit = ["C", "D", "H", "S"][((first_suit + i as u64) % 4) as usize];
            format!("{rank}{suit}")
                .parse()
                .expect("a rank and a suit make a card")
        })
        .collect()
}

/// `GET /api/practice?preset=casino&seed=N&hard=W&soft=W&pair=W`: one practice hand, dealt from
/// the seed, each kind in proportion to its weight, with every move open to it and what it is
/// worth, best first.
#[utoipa::path(get, path = "/api/practice", tag = "practice", operation_id = "practice",
    params(Ask),
    responses(
        (status = 200, description = "a hand to play", body = Practice),
        (status = 400, description = "`malformed`: a query that does not read (the seed is \
            needed), or a weight over 1000; `bad_preset`: no casino preset of that name",
            body = Refusal),
        Limited,
        (status = 503, description = BUSY, body = Refusal),
    ))]
pub async fn practice(
    State(app): State<Arc<App>>,
    caller: Caller,
    Params(ask): Params<Ask>,
) -> Answer {
    app.gate.practice.take_for(caller, "practice hands")?;
    let preset = ask.preset.as_deref().unwrap_or("casino");
    let Some(at) = CasinoPreset::ALL.iter().position(|p| p.name() == preset) else {
        return Err(ApiError::bad(
            "bad_preset",
            format!("no casino preset {preset:?}"),
        ));
    };
    let weights = [ask.hard, ask.soft, ask.pair].map(|w| w.unwrap_or(1));
    if weights.iter().any(|&w| w > HEAVIEST) {
        return Err(ApiError::bad(
            "malformed",
            format!("a weight is 0 to {HEAVIEST}"),
        ));
    }
    let seed = ask.seed;
    let drill = app
        .coach
        .run(move || TRAINERS[at].deal(seed, weights))
        .await?;
    Ok(Json(Practice {
        kind: drill.kind,
        cards: dress(&drill, seed),
        bought: drill.bought,
        moves: drill.advice.moves.clone(),
    })
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_dealt_shows_once_and_a_pair_of_ten_counts_is_of_one_rank() {
        let trainer = &TRAINERS[0];
        for seed in 0..300 {
            let drill = trainer.deal(seed, [1, 1, 1]);
            let cards = dress(&drill, seed);
            assert_eq!(cards.len(), drill.cards.len());
            let shown: std::collections::BTreeSet<String> =
                cards.iter().map(|c| c.to_string()).collect();
            assert_eq!(shown.len(), cards.len(), "{cards:?}");
            for (card, &value) in cards.iter().zip(&drill.cards) {
                assert_eq!(parlour_analysis::coach::value_of(*card), value, "{card}");
            }
            if drill.kind == Kind::Pair {
                let ranks: Vec<char> = cards.iter().map(|c| c.to_string().remove(0)).collect();
                assert_eq!(ranks[0], ranks[1], "{cards:?}");
            }
        }
    }
}
