//! The coach's word on finished rounds (docs/server.md, "The coach"): one round reviewed for a
//! seat, decision by decision, against the best play by a freshly shuffled shoe; and a session's
//! report, every round a person played at one table since a round, with the decisions that cost
//! them something.
//!
//! A round is the coach's only if its game has a coach (the casino tables); a round is seen only
//! by those who sat in it, and by the operators, as its history is. The work (each round replayed
//! through its engine, each decision valued) runs on the coach's turns ([`crate::coach`]), never
//! on the async workers, and a report holds at most 200 rounds.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_engine::Seat;
use parlour_engine::record::Record;
use parlour_engine::registry::Entry;
use parlour_games::coach::{Count, Review};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::doc::{BUSY, SERVER, SIGNED_OUT};
use super::{Answer, ApiError, Id, Params, Refusal, Signed};
use crate::App;

/// The most rounds a session's report holds.
const MOST: i64 = 200;

/// Whose decisions: an operator's choice of seat.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Whose {
    /// The seat whose decisions to review (from 0): an operator's to choose; anyone else may
    /// name only their own. Without it, the seat the signed-in person held.
    seat: Option<usize>,
}

/// A round's decisions by one seat, each against the best.
#[derive(Debug, Serialize, ToSchema)]
pub struct Reviewed {
    /// The round.
    hand: i64,
    /// The seat reviewed (from 0).
    seat: usize,
    /// Each decision the seat made, in order: the record's action it was (`action`, from 0), the
    /// move made (`taken`), the hand as it stood (`hand`, `cards`, `bet`), what each move open to
    /// it was worth by a fresh shoe (`count`, `moves`: `{choice, bets}` best first), and what the
    /// move made gave up (`cost`, in original bets; `cost_chips`).
    #[schema(value_type = Vec<Object>)]
    decisions: Vec<Value>,
    /// How many decisions were not the best.
    mistakes: usize,
    /// What they gave up in all, in original bets and in chips.
    cost: f64,
    cost_chips: f64,
}

impl Reviewed {
    fn new(hand: i64, seat: usize, review: Review) -> Reviewed {
        Reviewed {
            hand,
            seat,
            decisions: (review.decisions.iter())
                .map(|d| serde_json::to_value(d).expect("a decision serializes"))
                .collect(),
            mistakes: review.mistakes,
            cost: review.cost,
            cost_chips: review.cost_chips,
        }
    }
}

/// `404 no_coach`: a round of a game the coach does not play.
fn no_coach(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_coach",
        format!("the coach does not review hand {id}: its game has no coach"),
    )
    .with("id", id.to_string())
}

/// `404 no_hand`, as a round is refused to anyone who did not sit in it.
fn no_hand(id: i64) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "no_hand", format!("no hand {id}"))
        .with("id", id.to_string())
}

/// Who held each seat as the round `record` ended, by name (`""`: nobody): a round's record opens
/// with the seats as they stood before it and sits people down in its actions, so it is played
/// through to see who sat where. Nobody moves or stands up during a round.
fn holders(entry: &dyn Entry, record: &Record) -> Result<Vec<String>, String> {
    let (table, _) = entry.replay(record).map_err(|e| e.to_string())?;
    Ok((table.players().iter()).map(|p| p.name.clone()).collect())
}

/// The seat `name` held, of `holders`.
fn seat_of(holders: &[String], name: &str) -> Option<usize> {
    holders
        .iter()
        .position(|held| !held.is_empty() && held == name)
}

/// A stored round that does not read: the room's fault.
fn broken(id: i64, why: String) -> ApiError {
    tracing::error!(hand = id, %why, "a stored hand does not replay");
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "server",
        "the hand does not replay",
    )
    .with("why", "replay")
}

/// `GET /api/hands/{id}/review?seat=N`: the round's decisions by the seat the signed-in person
/// held in it (an operator names any seat), each against the best play by a freshly shuffled shoe,
/// and what they gave up in all.
#[utoipa::path(get, path = "/api/hands/{id}/review", tag = "hands", operation_id = "review",
    params(("id" = i64, Path, description = "the round"), Whose), security(("session" = [])),
    responses(
        (status = 200, description = "the round reviewed", body = Reviewed),
        (status = 400, description = "`malformed`: an id or a seat that is not a number, or an \
            operator's ask for a round they held no seat in without naming one", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 403, description = "`not_an_operator`: a seat not one's own named by anyone but \
            an operator", body = Refusal),
        (status = 404, description = "`no_hand`: none the player sat in (or held no seat in, or \
            no such seat); `no_coach`: a round of a game without a coach", body = Refusal),
        (status = 500, description = SERVER, body = Refusal),
        (status = 503, description = BUSY, body = Refusal),
    ))]
pub async fn review(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Id(id): Id,
    Params(whose): Params<Whose>,
) -> Answer {
    let hand = super::hands::theirs(&app, user.id, id).await?;
    let kit = parlour_games::kit(&hand.summary.game);
    let Some((kit, coaching)) = kit.and_then(|k| Some((k, k.coach()?))) else {
        return Err(no_coach(id));
    };
    let record = Record::parse(&hand.record).map_err(|e| broken(id, e.to_string()))?;
    // Whether the asker may name a seat not their own: asked only of one who names a seat.
    let operator = match whose.seat {
        Some(_) => {
            let mut conn = app.store.pool().acquire().await?;
            parlour_store::operators::is_operator(&mut conn, user.id).await?
        }
        None => false,
    };
    let sat_in = hand.players.contains(&user.id);
    let entry = kit.entry;
    let (seat, review) = app
        .coach
        .run(move || {
            let holders = holders(entry, &record).map_err(|why| broken(id, why))?;
            let own = seat_of(&holders, &user.name);
            let seat = match (whose.seat, own) {
                (Some(seat), own) if Some(seat) != own => {
                    if !operator {
                        return Err(ApiError::new(
                            StatusCode::FORBIDDEN,
                            "not_an_operator",
                            "only the room's operators review another seat than their own",
                        ));
                    }
                    if holders.get(seat).is_none_or(String::is_empty) {
                        return Err(no_hand(id));
                    }
                    seat
                }
                (_, Some(seat)) => seat,
                // Listed with the round, but held no seat in it (sat down as it was dealt).
                (None, None) if sat_in => return Err(no_hand(id)),
                // An operator who was not there, and named no seat.
                (None, None) => {
                    return Err(ApiError::bad(
                        "malformed",
                        "name the seat to review: ?seat=N",
                    ));
                }
                (Some(_), None) => unreachable!("a seat not one's own is the first arm's"),
            };
            let review = (coaching.review(entry, &record, Seat(seat as u8), Count::Fresh))
                .map_err(|why| broken(id, why))?;
            Ok((seat, review))
        })
        .await??;
    Ok(Json(Reviewed::new(id, seat, review)).into_response())
}

/// A session: a person's rounds at one table since a round.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Session {
    /// The table.
    table: i64,
    /// Only rounds after this one (the last before the session began); all of them without it.
    after: Option<i64>,
    /// The most rounds: 100 unless asked, 1 to 200 (the newest, if there are more).
    limit: Option<i64>,
}

/// A session's report: each round reviewed, newest first, and the totals.
#[derive(Debug, Serialize, ToSchema)]
pub struct Report {
    rounds: Vec<Round>,
    totals: Totals,
}

/// One round of a session's report.
#[derive(Debug, Serialize, ToSchema)]
pub struct Round {
    /// The round (`GET /api/hands/{id}/review` reviews it whole).
    id: i64,
    /// When it ended, in milliseconds since the Unix epoch.
    ended_at: i64,
    mistakes: usize,
    cost: f64,
    cost_chips: f64,
    /// The decisions that gave something up, as a review lists them.
    #[schema(value_type = Vec<Object>)]
    decisions: Vec<Value>,
}

/// A session's totals.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct Totals {
    /// The rounds reviewed.
    rounds: usize,
    /// Every decision made in them, the best ones included.
    decisions: usize,
    mistakes: usize,
    /// What the mistakes gave up, in original bets (each round's own) and in chips.
    cost: f64,
    cost_chips: f64,
}

/// `GET /api/hands/review?table=ID&after=HAND_ID&limit=N`: the signed-in person's session report
/// at a table: each round they played there after round `after`, newest first (at most `limit`),
/// reviewed by a fresh shoe with its costly decisions, and the totals. Rounds of a game without a
/// coach, and rounds they held no seat in, are left out.
#[utoipa::path(get, path = "/api/hands/review", tag = "hands", operation_id = "session_report",
    params(Session), security(("session" = [])),
    responses(
        (status = 200, description = "the session's report", body = Report),
        (status = 400, description = "`malformed`: a query that does not read (the table is \
            needed)", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 500, description = SERVER, body = Refusal),
        (status = 503, description = BUSY, body = Refusal),
    ))]
pub async fn session(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Params(session): Params<Session>,
) -> Answer {
    let limit = session.limit.unwrap_or(100).clamp(1, MOST);
    let after = session.after.unwrap_or(-1);
    let rows = {
        let mut conn = app.store.pool().acquire().await?;
        parlour_store::hands::at_table(&mut conn, user.id, session.table, after, limit).await?
    };
    let name = user.name.clone();
    let report = app
        .coach
        .run(move || {
            let mut report = Report {
                rounds: Vec::new(),
                totals: Totals::default(),
            };
            for (hand, text) in rows {
                let Some((kit, coaching)) =
                    parlour_games::kit(&hand.game).and_then(|k| Some((k, k.coach()?)))
                else {
                    continue;
                };
                let record = match Record::parse(&text) {
                    Ok(record) => record,
                    Err(error) => {
                        tracing::error!(hand = hand.id, %error, "a stored hand does not read");
                        continue;
                    }
                };
                let holders = match holders(kit.entry, &record) {
                    Ok(holders) => holders,
                    Err(why) => {
                        tracing::error!(hand = hand.id, %why, "a stored hand does not replay");
                        continue;
                    }
                };
                // No seat of theirs in it (they sat down as it was dealt): nothing to review.
                let Some(seat) = seat_of(&holders, &name) else {
                    continue;
                };
                let review =
                    match coaching.review(kit.entry, &record, Seat(seat as u8), Count::Fresh) {
                        Ok(review) => review,
                        Err(why) => {
                            tracing::error!(hand = hand.id, %why, "a stored hand does not replay");
                            continue;
                        }
                    };
                let totals = &mut report.totals;
                totals.rounds += 1;
                totals.decisions += review.decisions.len();
                totals.mistakes += review.mistakes;
                totals.cost += review.cost;
                totals.cost_chips += review.cost_chips;
                report.rounds.push(Round {
                    id: hand.id,
                    ended_at: hand.ended_at,
                    mistakes: review.mistakes,
                    cost: review.cost,
                    cost_chips: review.cost_chips,
                    decisions: (review.decisions.iter())
                        .filter(|d| d.cost > 1e-9)
                        .map(|d| serde_json::to_value(d).expect("a decision serializes"))
                        .collect(),
                });
            }
            report.totals.cost_chips = (report.totals.cost_chips * 100.0).round() / 100.0;
            report
        })
        .await?;
    Ok(Json(report).into_response())
}
