//! Accounts: signing up (a guest, or with a password), in and out, a guest claiming their name,
//! what the account page shows, the PIN and the player's own betting limit.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use parlour_store::accounts::{self, PinTry, User};
use parlour_store::ledger::{self, Account, Posting, Transfer};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Answer, ApiError, Body, Signed};
use crate::{App, auth, now_ms, week};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Credentials {
    name: String,
    #[serde(default)]
    password: Option<String>,
}

/// Creates an account (a guest if `password` is `None`), grants its chips, starts its session.
async fn new_account(app: &App, name: &str, password: Option<&str>) -> Answer {
    let name = auth::clean_name(name).map_err(|why| ApiError::bad("bad_name", why))?;
    if let Some(password) = password {
        auth::check_password(password).map_err(|why| ApiError::bad("bad_password", why))?;
    }
    let hash = password.map(auth::hash_secret);
    let now = now_ms();
    let mut tx = app.store.begin_write().await?;
    let user = accounts::create_user(&mut tx, &name, hash.as_deref(), now).await?;
    let key = format!("grant:{}", user.id);
    ledger::post(
        &mut tx,
        Transfer {
            key: &key,
            reason: "grant",
            table: None,
            postings: &Posting::pair(
                Account::Grants,
                Account::Wallet(user.id),
                app.config.grant as i64,
            ),
            at: now,
        },
    )
    .await?;
    let token = auth::new_token();
    let expires = now + app.config.session.as_millis() as i64;
    accounts::create_session(&mut tx, &auth::token_hash(&token), user.id, now, expires).await?;
    tx.commit().await?;
    tracing::info!(user = user.id, guest = user.is_guest(), "account created");
    session_response(app, &user, &token).await
}

async fn session_response(app: &App, user: &User, token: &str) -> Answer {
    let me = me_of(app, user).await?;
    Ok((
        StatusCode::OK,
        [(
            header::SET_COOKIE,
            auth::set_cookie(token, app.config.session.as_secs()),
        )],
        Json(me),
    )
        .into_response())
}

pub(super) async fn signup(State(app): State<Arc<App>>, Body(body): Body<Credentials>) -> Answer {
    let password = body
        .password
        .as_deref()
        .ok_or_else(|| ApiError::bad("bad_password", "an account needs a password"))?;
    new_account(&app, &body.name, Some(password)).await
}

pub(super) async fn guest(State(app): State<Arc<App>>, Body(body): Body<Credentials>) -> Answer {
    if body.password.is_some() {
        return Err(ApiError::bad("bad_password", "a guest has no password"));
    }
    new_account(&app, &body.name, None).await
}

pub(super) async fn signin(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Body(body): Body<Credentials>,
) -> Answer {
    let now = Instant::now();
    let name = body.name.trim().to_lowercase();
    if !app.signin.allow(&format!("ip:{}", from.ip()), now)
        || !app.signin.allow(&format!("name:{name}"), now)
    {
        return Err(ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many_tries",
            "too many sign-in attempts; wait a minute",
        ));
    }
    let wrong = || {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong_password",
            "no such name and password",
        )
    };
    let password = body.password.ok_or_else(wrong)?;
    let mut conn = app.store.pool().acquire().await?;
    let user = accounts::find_by_name(&mut conn, &body.name)
        .await?
        .ok_or_else(wrong)?;
    let hash = user.password_hash.as_deref().ok_or_else(wrong)?;
    if !auth::verify_secret(hash, &password) {
        return Err(wrong());
    }
    let token = auth::new_token();
    let at = now_ms();
    accounts::create_session(
        &mut conn,
        &auth::token_hash(&token),
        user.id,
        at,
        at + app.config.session.as_millis() as i64,
    )
    .await?;
    drop(conn);
    session_response(&app, &user, &token).await
}

pub(super) async fn signout(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    if let Some(token) = headers
        .get(header::COOKIE)
        .and_then(|v| v.to_str().ok())
        .and_then(auth::token_in)
    {
        let mut conn = app.store.pool().acquire().await?;
        accounts::end_session(&mut conn, &auth::token_hash(token)).await?;
    }
    Ok((
        StatusCode::OK,
        [(header::SET_COOKIE, auth::clear_cookie())],
        Json(json!({"ok": true})),
    )
        .into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Claim {
    password: String,
}

/// A guest claims their name with a password.
pub(super) async fn claim(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<Claim>,
) -> Answer {
    if !user.is_guest() {
        return Err(ApiError::bad(
            "not_a_guest",
            "this account has a password already",
        ));
    }
    auth::check_password(&body.password).map_err(|why| ApiError::bad("bad_password", why))?;
    let mut conn = app.store.pool().acquire().await?;
    accounts::set_password(&mut conn, user.id, &auth::hash_secret(&body.password)).await?;
    let user = accounts::get(&mut conn, user.id).await?;
    Ok(Json(me_of(&app, &user).await?).into_response())
}

/// What the account page shows.
pub(super) async fn me_of(app: &App, user: &User) -> Result<Value, ApiError> {
    let mut conn = app.store.pool().acquire().await?;
    let wallet = ledger::balance(&mut conn, Account::Wallet(user.id)).await?;
    Ok(json!({
        "id": user.id,
        "name": user.name,
        "guest": user.is_guest(),
        "wallet": wallet,
        "bet_limit": user.bet_limit,
        "house_max": app.config.house_max,
        "next_limit_change": week::next_change(user.bet_limit_changed_at),
        "pin_set": user.pin_hash.is_some(),
        "pin_locked_until": user.pin_locked_until.filter(|&t| t > now_ms()),
    }))
}

pub(super) async fn me(State(app): State<Arc<App>>, Signed(user): Signed) -> Answer {
    Ok(Json(me_of(&app, &user).await?).into_response())
}

/// Five wrong PINs in a row lock the PIN for fifteen minutes.
const PIN_TRIES: i64 = 5;
const PIN_LOCK_MS: i64 = 15 * 60 * 1000;

/// Checks a PIN against the account's. The try is reserved (and counted as wrong) in the
/// database before the PIN is checked, so however many come at once, five PINs at most are
/// checked before the lock; a right one then clears the count.
async fn pin_right(app: &App, user: &User, pin: &str) -> Result<(), ApiError> {
    let now = now_ms();
    let mut conn = app.store.pool().acquire().await?;
    let tried =
        accounts::reserve_pin_try(&mut conn, user.id, now, PIN_TRIES, now + PIN_LOCK_MS).await?;
    let (hash, failures) = match tried {
        PinTry::Reserved { pin_hash, failures } => (pin_hash, failures),
        PinTry::Locked { until } => {
            return Err(ApiError::new(
                StatusCode::LOCKED,
                "pin_locked",
                format!(
                    "too many wrong PINs: try again in {} minutes",
                    (until - now + 59_999) / 60_000
                ),
            ));
        }
        PinTry::NoPin => return Err(ApiError::bad("no_pin", "set a PIN first")),
    };
    // No connection is held while argon2 runs, and it runs off the async workers: it takes
    // tens of milliseconds of a core, on purpose.
    drop(conn);
    let pin = pin.to_string();
    let right = tokio::task::spawn_blocking(move || auth::verify_secret(&hash, &pin))
        .await
        .map_err(|error| {
            tracing::error!(%error, "checking a PIN failed");
            ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "server",
                "the PIN could not be checked",
            )
        })?;
    if right {
        let mut conn = app.store.pool().acquire().await?;
        accounts::pin_right(&mut conn, user.id).await?;
        Ok(())
    } else if failures >= PIN_TRIES {
        Err(ApiError::new(
            StatusCode::LOCKED,
            "pin_locked",
            "five wrong PINs: the PIN is locked for 15 minutes",
        ))
    } else {
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "wrong_pin",
            format!(
                "wrong PIN ({} of {PIN_TRIES} tries left)",
                PIN_TRIES - failures
            ),
        ))
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SetPin {
    pin: String,
    /// The PIN now, if one is set.
    #[serde(default)]
    current: Option<String>,
}

pub(super) async fn set_pin(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<SetPin>,
) -> Answer {
    auth::check_pin(&body.pin).map_err(|why| ApiError::bad("bad_pin", why))?;
    if user.pin_hash.is_some() {
        let current = body
            .current
            .as_deref()
            .ok_or_else(|| ApiError::bad("no_pin", "give the PIN now to change it"))?;
        pin_right(&app, &user, current).await?;
    }
    let mut conn = app.store.pool().acquire().await?;
    accounts::set_pin(&mut conn, user.id, &auth::hash_secret(&body.pin)).await?;
    let user = accounts::get(&mut conn, user.id).await?;
    Ok(Json(me_of(&app, &user).await?).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SetLimit {
    /// The player's own maximum bet; `null`: the house's.
    limit: Option<u64>,
    pin: String,
}

/// Sets the player's own betting limit: confirmed with the PIN, at most once a betting week.
pub(super) async fn set_limit(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<SetLimit>,
) -> Answer {
    if let Some(limit) = body.limit
        && !(1..=app.config.house_max).contains(&limit)
    {
        return Err(ApiError::bad(
            "bad_limit",
            format!(
                "a limit is 1 to the house maximum, {}",
                app.config.house_max
            ),
        ));
    }
    pin_right(&app, &user, &body.pin).await?;
    let now = now_ms();
    let changed_this_week = |last: Option<i64>| {
        let next = week::next_change(last).unwrap_or(now);
        ApiError::new(
            StatusCode::CONFLICT,
            "limit_changed_this_week",
            format!(
                "the limit changes once a week; the next change is allowed at {next} (Friday noon, New York)"
            ),
        )
    };
    if !week::may_change(user.bet_limit_changed_at, now) {
        return Err(changed_this_week(user.bet_limit_changed_at));
    }
    let mut conn = app.store.pool().acquire().await?;
    let limit = body.limit.map(|l| l as i64);
    if !accounts::set_bet_limit(&mut conn, user.id, limit, now, week::week_start(now)).await? {
        // Another change got there first, this week.
        let user = accounts::get(&mut conn, user.id).await?;
        return Err(changed_this_week(user.bet_limit_changed_at));
    }
    app.limit_set(user.id, body.limit);
    // The group's other nodes read it again before their next bet of this player's.
    crate::group::notify_limit(&app, user.id).await;
    let user = accounts::get(&mut conn, user.id).await?;
    Ok(Json(me_of(&app, &user).await?).into_response())
}
