//! `POST /api/tables/quick`: a seat at a table of a preset, found or opened, for the lobby's one
//! click to play a game.
//!
//! The seat is found, not taken: the page sits down in it with the buy-in the person chooses, as
//! any sit. Two people sent to one free seat at once are told by the table which of them has it,
//! and the other asks again.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_engine::Banker;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::doc::{BodyRefused, Failed, SIGNED_OUT};
use super::tables::lobby;
use super::{Answer, ApiError, Body, Refusal, Signed};
use crate::App;
use crate::table::Unopened;

/// The game to play, by its preset.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Quick {
    /// A preset's name (`GET /api/presets`): `casino`, `traditional`, `palace`...
    preset: String,
}

/// Where to sit.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Found {
    table: i64,
    /// The seat to sit in, or the one the person sits in already.
    seat: usize,
    /// Whether the person sits at that table already (then nothing is to be done but play).
    seated: bool,
    /// Seats of a table opened for the person where a bot makes the game (a home game or Palace
    /// needs someone to play against): the page asks for them once seated.
    bots: Vec<usize>,
}

/// The seats a table opened by a quick seat has.
const SEATS: usize = 3;

/// Finds a seat at an open table of the preset with the preset's own rules: the one the person
/// sits at already, else a free seat at the table with the most people seated (then the oldest);
/// else opens a table of the preset (one of the tables the person may open).
#[utoipa::path(post, path = "/api/tables/quick", tag = "tables", operation_id = "quick_seat",
    request_body = Quick, security(("session" = [])),
    responses(
        (status = 200, description = "a seat found at a table of the preset, or at a table \
            opened for it", body = Found),
        (status = 400, description = "`bad_preset`: no such preset; `malformed`: a body that \
            is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 409, description = "`too_many_tables`: no seat is free at a table of the \
            preset, and the player has as many tables open as they may", body = Refusal),
        BodyRefused,
        Failed,
    ))]
pub(super) async fn quick(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<Quick>,
) -> Answer {
    let registry = parlour_games::registry();
    let Some((preset, entry, _)) =
        (registry.presets().into_iter()).find(|(p, ..)| *p == body.preset)
    else {
        return Err(ApiError::bad(
            "bad_preset",
            "no such preset: GET /api/presets lists them",
        ));
    };
    let rules = Value::Object(
        (entry.read_rules(&Value::from(preset)))
            .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?,
    );
    let mut conn = app.store.pool().acquire().await?;
    let held = parlour_store::seatings::seats_of(&mut conn, user.id).await?;
    drop(conn);
    let tables: Vec<_> = (lobby(&app).into_iter())
        .filter(|t| t.game() == entry.id() && t.rules() == &rules)
        .collect();
    // Already at one: back to it.
    if let Some((table, seat, _)) =
        (held.iter()).find(|(id, ..)| tables.iter().any(|t| t.id == *id))
    {
        return Ok(Json(Found {
            table: *table,
            seat: *seat as usize,
            seated: true,
            bots: Vec::new(),
        })
        .into_response());
    }
    let people = |seats: &[Option<String>]| {
        (seats.iter().flatten())
            .filter(|name| !name.ends_with("[bot]"))
            .count()
    };
    let best = (tables.iter())
        .filter_map(|t| Some((t, t.seats().iter().position(Option::is_none)?)))
        .max_by_key(|(t, _)| (people(t.seats()), std::cmp::Reverse(t.id)));
    if let Some((table, seat)) = best {
        return Ok(Json(Found {
            table: table.id,
            seat,
            seated: false,
            bots: Vec::new(),
        })
        .into_response());
    }
    let (range, _) = (entry.limits(&rules))
        .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
    let seats = SEATS.clamp(*range.start(), *range.end());
    let opened = crate::table::open_table(&app, Value::from(preset), seats, Some(user.id), None);
    let table = opened.await.map_err(|unopened| match unopened {
        Unopened::Bad(why) => ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why),
        Unopened::TooMany(most) => ApiError::new(
            StatusCode::CONFLICT,
            "too_many_tables",
            format!(
                "no seat is free at a table of this game, and you have {most} tables open, \
                 the most you may: play at one of them"
            ),
        )
        .with("why", "quick")
        .with("most", most),
    })?;
    // The house banks a casino table: one person plays there alone. Anywhere else someone is
    // needed to play against, until people come.
    let bots = match entry.banker() {
        Banker::House => Vec::new(),
        Banker::Player | Banker::Table => vec![1],
    };
    Ok(Json(Found {
        table,
        seat: 0,
        seated: false,
        bots,
    })
    .into_response())
}
