//! The room's people, for its operators: finding them, reading their account, suspending or
//! banning them (and lifting it), unlocking their PIN, and a one-time link to set a password.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_store::accounts::User;
use parlour_store::{StoreError, accounts, ledger, operators, sanctions};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::{IntoParams, ToSchema};

use super::super::doc::{ForOperators, PersonChange};
use super::super::{Answer, ApiError, Body, Id, Operator, Params, Refusal};
use super::{Names, Reason, reason};
use crate::table::Command;
use crate::{App, auth, now_ms};

/// How long a reset link lasts.
const LINK_LASTS: i64 = 24 * 3_600_000;

/// The longest suspension: ten years (a ban has no end at all).
const LONGEST: i64 = 10 * 366 * 86_400_000;

/// A person as the operators' lists show them.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Person {
    id: i64,
    name: String,
    guest: bool,
    operator: bool,
    /// The chips in their wallet.
    wallet: i64,
    created_at: i64,
    /// Their suspension or ban in force, if any.
    #[schema(required = true)]
    sanction: Option<Sanction>,
}

/// A suspension or ban.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Sanction {
    /// `suspend` or `ban`.
    kind: String,
    reason: String,
    at: i64,
    /// When a suspension ends; `null` for a ban.
    #[schema(required = true)]
    until: Option<i64>,
    /// The operator who imposed it.
    #[schema(required = true)]
    by: Option<String>,
    #[schema(required = true)]
    lifted_at: Option<i64>,
    #[schema(required = true)]
    lifted_by: Option<String>,
}

async fn sanction_of(
    conn: &mut AnyConnection,
    names: &mut Names,
    s: sanctions::Sanction,
) -> Result<Sanction, StoreError> {
    let by = match s.by {
        Some(id) => Some(names.of(conn, id).await?),
        None => None,
    };
    let lifted_by = match s.lifted_by {
        Some(id) => Some(names.of(conn, id).await?),
        None => None,
    };
    Ok(Sanction {
        kind: s.kind,
        reason: s.reason,
        at: s.at,
        until: s.until,
        by,
        lifted_at: s.lifted_at,
        lifted_by,
    })
}

async fn person_of(
    conn: &mut AnyConnection,
    names: &mut Names,
    user: &User,
) -> Result<Person, StoreError> {
    let sanction = match sanctions::in_force(conn, user.id, now_ms()).await? {
        Some(s) => Some(sanction_of(conn, names, s).await?),
        None => None,
    };
    Ok(Person {
        id: user.id,
        name: user.name.clone(),
        guest: user.is_guest(),
        operator: operators::is_operator(conn, user.id).await?,
        wallet: ledger::balance(conn, ledger::Account::Wallet(user.id)).await?,
        created_at: user.created_at,
        sanction,
    })
}

/// What is looked for.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(in crate::api) struct Find {
    /// A part of the name, any case; none: the newest accounts.
    q: Option<String>,
}

/// People found.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct People {
    people: Vec<Person>,
}

/// Up to 50 accounts whose name holds `q`, newest first.
#[utoipa::path(get, path = "/api/ops/people", tag = "operators", operation_id = "people",
    security(("session" = [])), params(Find),
    responses(
        (status = 200, description = "the people found", body = People),
        (status = 400, description = "`malformed`: a query that does not read", body = Refusal),
        ForOperators,
    ))]
pub(in crate::api) async fn search(
    State(app): State<Arc<App>>,
    _: Operator,
    Params(find): Params<Find>,
) -> Answer {
    // A name is 24 characters at most: more looks for nothing any name holds.
    let part: String = find.q.unwrap_or_default().trim().chars().take(64).collect();
    let mut conn = app.store.pool().acquire().await?;
    let mut names = Names::default();
    let mut people = Vec::new();
    for user in accounts::search(&mut conn, &part, 50).await? {
        people.push(person_of(&mut conn, &mut names, &user).await?);
    }
    Ok(Json(People { people }).into_response())
}

/// A person's account as an operator reads it.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct PersonAccount {
    person: PersonDetail,
    seats: Vec<Seated>,
    /// The newest 50 transfers into or out of their wallet.
    statement: Vec<WalletLine>,
    /// The newest 20 rounds they played.
    hands: Vec<PlayedHand>,
    /// Every suspension and ban they have had, newest first.
    sanctions: Vec<Sanction>,
}

/// A person, with what only their account's page shows.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct PersonDetail {
    #[serde(flatten)]
    person: Person,
    /// Until when their PIN is locked, if it is.
    #[schema(required = true)]
    pin_locked_until: Option<i64>,
    /// Their own betting limit; `null`: the house's.
    #[schema(required = true)]
    bet_limit: Option<i64>,
}

/// A seat they hold.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Seated {
    table: i64,
    seat: u32,
    chips: i64,
}

/// A transfer into (above zero) or out of their wallet.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct WalletLine {
    transfer: i64,
    reason: String,
    #[schema(required = true)]
    table: Option<i64>,
    amount: i64,
    at: i64,
}

/// A round they played.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct PlayedHand {
    id: i64,
    table: i64,
    game: String,
    at: i64,
    /// What they won (above zero) or lost in it.
    net: i64,
}

/// A person's account: their seats, statement, rounds and sanctions.
#[utoipa::path(get, path = "/api/ops/people/{id}", tag = "operators", operation_id = "person",
    security(("session" = [])), params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "the account", body = PersonAccount),
        (status = 404, description = "`no_such_person`", body = Refusal),
        ForOperators,
    ))]
pub(in crate::api) async fn person(State(app): State<Arc<App>>, _: Operator, Id(id): Id) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let user = find(&mut conn, id).await?;
    Ok(Json(account(&mut conn, &user).await?).into_response())
}

async fn account(conn: &mut AnyConnection, user: &User) -> Result<PersonAccount, StoreError> {
    let mut names = Names::default();
    let person = PersonDetail {
        person: person_of(conn, &mut names, user).await?,
        pin_locked_until: user.pin_locked_until.filter(|&t| t > now_ms()),
        bet_limit: user.bet_limit,
    };
    let seats = (parlour_store::seatings::seats_of(conn, user.id).await?)
        .into_iter()
        .map(|(table, seat, chips)| Seated { table, seat, chips })
        .collect();
    let statement = ledger::statement(conn, ledger::Account::Wallet(user.id), None, 50)
        .await?
        .into_iter()
        .map(|l| WalletLine {
            transfer: l.transfer,
            reason: l.reason,
            table: l.table,
            amount: l.amount,
            at: l.at,
        })
        .collect();
    let hands = parlour_store::hands::of_player(conn, user.id, None, 20, false)
        .await?
        .into_iter()
        .map(|h| {
            let summary: serde_json::Value = serde_json::from_str(&h.summary).unwrap_or_default();
            PlayedHand {
                id: h.id,
                table: h.table,
                game: h.game,
                at: h.ended_at,
                net: summary["net"][user.name.as_str()].as_i64().unwrap_or(0),
            }
        })
        .collect();
    let mut sanctions = Vec::new();
    for s in sanctions::history(conn, user.id).await? {
        sanctions.push(sanction_of(conn, &mut names, s).await?);
    }
    Ok(PersonAccount {
        person,
        seats,
        statement,
        hands,
        sanctions,
    })
}

/// PersonAccount `id`, or `404 no_such_person`.
pub(super) async fn find(conn: &mut AnyConnection, id: i64) -> Result<User, ApiError> {
    match accounts::get(conn, id).await {
        Ok(user) => Ok(user),
        Err(StoreError::NotFound(_)) => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "no_such_person",
            format!("no account {id}"),
        )
        .with("id", id.to_string())),
        Err(other) => Err(other.into()),
    }
}

/// A suspension: until when, and why.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(in crate::api) struct Suspension {
    /// 1 to 500 characters.
    reason: String,
    /// When it ends, in milliseconds since the Unix epoch: in the future, within ten years.
    until: i64,
}

/// The person after an operator's change.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct PersonNow {
    person: Person,
}

/// Suspends a person until a time: their sessions end at once and none is honoured until then,
/// signing in is refused, and they are stood up from their tables at the next seam between
/// rounds, their chips back in their wallet. A suspension in force is replaced.
#[utoipa::path(post, path = "/api/ops/people/{id}/suspend", tag = "operators",
    operation_id = "suspend", request_body = Suspension, security(("session" = [])),
    params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "suspended", body = PersonNow),
        (status = 400, description = "`bad_reason`, `bad_until`; `malformed`", body = Refusal),
        (status = 409, description = "`operator`: an operator is not suspended", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn suspend(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Suspension>,
) -> Answer {
    let reason = reason(&body.reason)?;
    let now = now_ms();
    if body.until <= now || body.until > now + LONGEST {
        return Err(ApiError::bad(
            "bad_until",
            "a suspension ends in the future, within ten years (a ban has no end)",
        ));
    }
    sanction(&app, (operator.id, id), &reason, Some(body.until)).await
}

/// Bans a person: a suspension with no end.
#[utoipa::path(post, path = "/api/ops/people/{id}/ban", tag = "operators",
    operation_id = "ban", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "banned", body = PersonNow),
        (status = 400, description = "`bad_reason`; `malformed`", body = Refusal),
        (status = 409, description = "`operator`: an operator is not banned", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn ban(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    sanction(&app, (operator.id, id), &reason, None).await
}

/// Suspends (`until`) or bans person `id` for operator `by`, with its audit entry in the same
/// transaction; then their open sockets are closed and their tables told to stand them up.
async fn sanction(app: &App, (by, id): (i64, i64), reason: &str, until: Option<i64>) -> Answer {
    let action = if until.is_some() { "suspend" } else { "ban" };
    let user = audited(app, (by, id), (action, reason), async |tx, user, at| {
        // Decided under the write lock: an operator made meanwhile is not suspended.
        if operators::is_operator(tx, user.id).await? {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "operator",
                "an operator is not suspended or banned: their grant is taken back first",
            ));
        }
        sanctions::impose(tx, user.id, (reason, until), at, Some(by)).await?;
        Ok(())
    })
    .await?;
    tracing::info!(user = user.id, by, action, "an account is sanctioned");
    // Their sockets close, and every table here stands them up between rounds.
    let _ = app.ended.send(user.id);
    for handle in app.lobby.all() {
        let _ = handle.tx.send(Command::Remove { user: user.id }).await;
    }
    changed(app, &user).await
}

/// What every change an operator makes to a person shares: inside one write transaction, person
/// `id` is found, `change` is made (deciding, under the write lock, whether it may be), and the
/// audit entry (`action`, by operator `by`, for `reason`) is written; then all commit together,
/// or nothing does. The person as they were found.
async fn audited(
    app: &App,
    (by, id): (i64, i64),
    (action, reason): (&str, &str),
    change: impl AsyncFnOnce(&mut AnyConnection, &User, i64) -> Result<(), ApiError>,
) -> Result<User, ApiError> {
    let mut tx = app.store.begin_write().await?;
    let user = find(&mut tx, id).await?;
    let at = now_ms();
    change(&mut tx, &user, at).await?;
    let subject = format!("user:{}", user.id);
    operators::audit(&mut tx, at, Some(by), (action, &subject, reason)).await?;
    tx.commit().await?;
    Ok(user)
}

async fn changed(app: &App, user: &User) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let person = person_of(&mut conn, &mut Names::default(), user).await?;
    Ok(Json(PersonNow { person }).into_response())
}

/// Lifts a person's suspension or ban.
#[utoipa::path(post, path = "/api/ops/people/{id}/lift", tag = "operators",
    operation_id = "lift", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "lifted", body = PersonNow),
        (status = 400, description = "`bad_reason`; `malformed`", body = Refusal),
        (status = 409, description = "`not_sanctioned`: none in force", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn lift(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    let user = audited(
        &app,
        (operator.id, id),
        ("lift", &reason),
        async |tx, user, at| {
            if !sanctions::lift(tx, user.id, at, Some(operator.id)).await? {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "not_sanctioned",
                    "no suspension or ban of theirs is in force",
                ));
            }
            Ok(())
        },
    )
    .await?;
    changed(&app, &user).await
}

/// Unlocks a person's PIN, locked after wrong tries, and clears its count of them.
#[utoipa::path(post, path = "/api/ops/people/{id}/unlock", tag = "operators",
    operation_id = "unlock", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "unlocked", body = PersonNow),
        (status = 400, description = "`bad_reason`; `malformed`", body = Refusal),
        (status = 409, description = "`not_locked`: no wrong try counts against it", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn unlock(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    audited(
        &app,
        (operator.id, id),
        ("unlock_pin", &reason),
        async |tx, user, _| {
            if !sanctions::unlock_pin(tx, user.id).await? {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "not_locked",
                    "their PIN is not locked, and no wrong try counts against it",
                ));
            }
            Ok(())
        },
    )
    .await?;
    // Read again: the count of wrong tries is the person's own.
    let user = accounts::get(&mut *app.store.pool().acquire().await?, id).await?;
    changed(&app, &user).await
}

/// A one-time link to set a password.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Link {
    /// The page that sets it: for the operator to hand to the person, and nobody else.
    link: String,
    expires_at: i64,
}

/// Makes a one-time link (good for 24 hours) with which a person sets a new password; any older
/// link of theirs stops working. The token is stored hashed: only this answer carries it.
#[utoipa::path(post, path = "/api/ops/people/{id}/reset", tag = "operators",
    operation_id = "reset_link", request_body = Reason, security(("session" = [])),
    params(("id" = i64, Path, description = "the account")),
    responses(
        (status = 200, description = "the link", body = Link),
        (status = 400, description = "`bad_reason`; `malformed`", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn reset_link(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Id(id): Id,
    Body(body): Body<Reason>,
) -> Answer {
    let reason = reason(&body.reason)?;
    let token = auth::new_token();
    let hashed = auth::token_hash(&token);
    let mut expires_at = 0;
    audited(
        &app,
        (operator.id, id),
        ("reset_link", &reason),
        async |tx, user, at| {
            expires_at = at + LINK_LASTS;
            sanctions::make_link(tx, user.id, &hashed, (at, expires_at)).await?;
            Ok(())
        },
    )
    .await?;
    let base = (app.config.public_url.as_deref())
        .unwrap_or(&app.advertise)
        .trim_end_matches('/');
    let link = format!("{base}/#/reset/{token}");
    Ok(Json(Link { link, expires_at }).into_response())
}
