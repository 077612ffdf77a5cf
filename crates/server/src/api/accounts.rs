//! Accounts: signing up (a guest, or with a password), in and out, a guest claiming their name,
//! what the account page shows, the PIN and the player's own betting limit.

use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use parlour_store::accounts::{self, PinTry, User};
use parlour_store::ledger::{self, Posting, Transfer};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::doc::{BodyRefused, Failed, Limited, SIGNED_OUT};
use super::{Answer, ApiError, Body, Refusal, Signed};
use crate::guard::{self, Caller};
use crate::{App, auth, now_ms, week};

/// A name and, but for a guest, a password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Credentials {
    /// 1 to 24 printable characters, without `[` or `]`, unique ignoring case.
    name: String,
    /// 8 to 128 characters; none for a guest.
    #[serde(default)]
    password: Option<String>,
}

/// An account, as its page shows it.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Account {
    id: i64,
    name: String,
    /// Whether it has no password yet (a guest may claim the name with one).
    guest: bool,
    /// The chips in the wallet.
    wallet: i64,
    /// The player's own maximum bet; `null`: the house's.
    #[schema(required = true)]
    bet_limit: Option<i64>,
    /// The house's maximum bet.
    house_max: u64,
    /// From when the limit may change again (milliseconds since the Unix epoch: the Friday noon
    /// after its last change); `null` if it never changed.
    #[schema(required = true)]
    next_limit_change: Option<i64>,
    pin_set: bool,
    /// Until when wrong PINs lock the PIN (milliseconds since the Unix epoch); `null`: unlocked.
    #[schema(required = true)]
    pin_locked_until: Option<i64>,
}

/// What signing out answers.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct SignedOut {
    /// Always `true`.
    ok: bool,
}

/// Creates an account (a guest if `password` is `None`), grants its chips, starts its session.
/// New accounts from one address are limited in memory against bursts, and their grants in the
/// database, by the day: an address past either is refused.
async fn new_account(app: &App, caller: Caller, name: &str, password: Option<&str>) -> Answer {
    let name = auth::clean_name(name).map_err(|why| ApiError::bad("bad_name", why))?;
    if let Some(password) = password {
        auth::check_password(password).map_err(|why| ApiError::bad("bad_password", why))?;
    }
    app.gate.accounts.take_for(caller, "new accounts")?;
    let hash = match password {
        Some(password) => Some(app.hasher.hash(password).await?),
        None => None,
    };
    let now = now_ms();
    let mut tx = app.store.begin_write().await?;
    let grants = app.config.limits.grants;
    guard::allowance(&mut tx, "grant", "new accounts", caller, grants).await?;
    let look = auth::skeleton(&name);
    let user = accounts::create_user(&mut tx, &name, &look, hash.as_deref(), now).await?;
    let key = format!("grant:{}", user.id);
    ledger::post(
        &mut tx,
        Transfer {
            key: &key,
            reason: "grant",
            table: None,
            postings: &Posting::pair(
                ledger::Account::Grants,
                ledger::Account::Wallet(user.id),
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

fn not_a_guest() -> ApiError {
    ApiError::bad("not_a_guest", "this account has a password already")
}

async fn session_response(app: &App, user: &User, token: &str) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let me = me_of(app, &mut conn, user).await?;
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

/// Signs up with a name and a password: an account granted its chips, and its session.
#[utoipa::path(post, path = "/api/signup", tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "the account, and its session cookie", body = Account,
            headers(("set-cookie" = String, description = "the session: `parlour_session`"))),
        (status = 400, description = "`bad_name`, `bad_password` (none, or not 8 to 128 \
            characters); `malformed`: a body that is not JSON", body = Refusal),
        (status = 409, description = "`name_taken`", body = Refusal),
        BodyRefused,
        Limited,
        Failed,
    ))]
pub(super) async fn signup(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    let password = body
        .password
        .as_deref()
        .ok_or_else(|| ApiError::bad("bad_password", "an account needs a password"))?;
    new_account(&app, caller, &body.name, Some(password)).await
}

/// Signs up a guest: an account with a name and no password, granted its chips, and its session.
#[utoipa::path(post, path = "/api/guest", tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "the account, and its session cookie", body = Account,
            headers(("set-cookie" = String, description = "the session: `parlour_session`"))),
        (status = 400, description = "`bad_name`, `bad_password` (a guest has none); \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 409, description = "`name_taken`", body = Refusal),
        BodyRefused,
        Limited,
        Failed,
    ))]
pub(super) async fn guest(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    if body.password.is_some() {
        return Err(ApiError::bad("bad_password", "a guest has no password"));
    }
    new_account(&app, caller, &body.name, None).await
}

/// Signs in with a name and its password: a new session. Tries from one address are limited;
/// after a few wrong passwords for one name from one address, each next try from there waits
/// longer. The name's owner, from another address, is never kept out by them.
#[utoipa::path(post, path = "/api/signin", tag = "accounts", request_body = Credentials,
    responses(
        (status = 200, description = "the account, and a session cookie", body = Account,
            headers(("set-cookie" = String, description = "the session: `parlour_session`"))),
        (status = 400, description = "`malformed`: a body that is not JSON", body = Refusal),
        (status = 401, description = "`wrong_password`: no such name and password", body = Refusal),
        BodyRefused,
        Limited,
        Failed,
    ))]
pub(super) async fn signin(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    app.gate.signin.take_for(caller, "sign-in tries")?;
    // The name as an account keeps it: every way of writing one name counts as that name.
    let name = auth::clean_name(&body.name)
        .unwrap_or_else(|_| body.name.trim().to_string())
        .to_lowercase();
    let guess = format!("{name}@{}", caller.block());
    let wait = app.gate.guesses.wait(&guess, Instant::now());
    if !wait.is_zero() {
        return Err(guard::too_many("wrong passwords for this name", wait));
    }
    let wrong = || {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong_password",
            "no such name and password",
        )
    };
    let password = body.password.ok_or_else(wrong)?;
    // The name as an account keeps it (one form for every way of writing it); one that cannot be
    // a name is no account's.
    let mut conn = app.store.pool().acquire().await?;
    let user = match auth::clean_name(&body.name) {
        Ok(name) => accounts::find_by_name(&mut conn, &name).await?,
        Err(_) => None,
    };
    // No connection is held while the password is checked; an unknown name, or a guest's, is
    // checked against a dummy hash, so that it takes as long to refuse as a wrong password.
    drop(conn);
    let hash = user.as_ref().and_then(|u| u.password_hash.as_deref());
    if !app.hasher.verify(hash, &password).await? {
        app.gate.guesses.failed(&guess, Instant::now());
        return Err(wrong());
    }
    app.gate.guesses.succeeded(&guess);
    let user = user.ok_or_else(wrong)?;
    let token = auth::new_token();
    let at = now_ms();
    let mut conn = app.store.pool().acquire().await?;
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

/// Ends the session the request carries, if it carries one.
#[utoipa::path(post, path = "/api/signout", tag = "accounts", security((), ("session" = [])),
    responses(
        (status = 200, description = "signed out; the cookie is cleared", body = SignedOut,
            headers(("set-cookie" = String, description = "`parlour_session`, expired"))),
        Failed,
    ))]
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
        Json(SignedOut { ok: true }),
    )
        .into_response())
}

/// A guest's new password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Claim {
    /// 8 to 128 characters.
    password: String,
}

/// A guest claims their name with a password. The guest's sessions end, this one included: the
/// answer sets a new session.
#[utoipa::path(post, path = "/api/claim", tag = "accounts", request_body = Claim,
    security(("session" = [])),
    responses(
        (status = 200, description = "the account, no longer a guest's, and a new session",
            body = Account,
            headers(("set-cookie" = String, description = "`parlour_session`: the new session"))),
        (status = 400, description = "`not_a_guest`, `bad_password`; `malformed`: a body that \
            is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        BodyRefused,
        Limited,
        Failed,
    ))]
pub(super) async fn claim(
    State(app): State<Arc<App>>,
    caller: Caller,
    Signed(user): Signed,
    Body(body): Body<Claim>,
) -> Answer {
    app.gate
        .secrets
        .take_for(caller, "password and PIN changes")?;
    if !user.is_guest() {
        return Err(not_a_guest());
    }
    auth::check_password(&body.password).map_err(|why| ApiError::bad("bad_password", why))?;
    let hash = app.hasher.hash(&body.password).await?;
    // A new session for the claimant, and every other session of the guest's ended, in one
    // transaction: whoever else held the guest's token does not keep the account.
    let token = auth::new_token();
    let now = now_ms();
    let mut tx = app.store.begin_write().await?;
    if !accounts::claim(&mut tx, user.id, &hash).await? {
        return Err(not_a_guest());
    }
    let expires = now + app.config.session.as_millis() as i64;
    accounts::create_session(&mut tx, &auth::token_hash(&token), user.id, now, expires).await?;
    tx.commit().await?;
    let mut conn = app.store.pool().acquire().await?;
    let user = accounts::get(&mut conn, user.id).await?;
    drop(conn);
    session_response(&app, &user, &token).await
}

/// What the account page shows.
pub(super) async fn me_of(
    app: &App,
    conn: &mut AnyConnection,
    user: &User,
) -> Result<Account, ApiError> {
    let wallet = ledger::balance(conn, ledger::Account::Wallet(user.id)).await?;
    Ok(Account {
        id: user.id,
        name: user.name.clone(),
        guest: user.is_guest(),
        wallet,
        bet_limit: user.bet_limit,
        house_max: app.config.house_max,
        next_limit_change: week::next_change(user.bet_limit_changed_at),
        pin_set: user.pin_hash.is_some(),
        pin_locked_until: user.pin_locked_until.filter(|&t| t > now_ms()),
    })
}

/// The signed-in person's account.
#[utoipa::path(get, path = "/api/me", tag = "accounts", security(("session" = [])),
    responses(
        (status = 200, description = "the account", body = Account),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        Failed,
    ))]
pub(super) async fn me(State(app): State<Arc<App>>, Signed(user): Signed) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    Ok(Json(me_of(&app, &mut conn, &user).await?).into_response())
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
    // No connection is held while the PIN is checked (auth::Hasher).
    drop(conn);
    if app.hasher.verify(Some(&hash), pin).await? {
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

/// A new PIN.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct SetPin {
    /// 4 to 6 digits.
    pin: String,
    /// The PIN now, if one is set.
    #[serde(default)]
    current: Option<String>,
}

/// Sets the PIN that guards the betting limit; changing it needs the PIN now.
#[utoipa::path(post, path = "/api/pin", tag = "accounts", request_body = SetPin,
    security(("session" = [])),
    responses(
        (status = 200, description = "the account, its PIN set", body = Account),
        (status = 400, description = "`bad_pin`, `no_pin` (the PIN now not given); \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 403, description = "`wrong_pin`: the PIN now is wrong", body = Refusal),
        BodyRefused,
        Limited,
        (status = 423, description = "`pin_locked`: five wrong PINs lock it for 15 minutes",
            body = Refusal),
        Failed,
    ))]
pub(super) async fn set_pin(
    State(app): State<Arc<App>>,
    caller: Caller,
    Signed(user): Signed,
    Body(body): Body<SetPin>,
) -> Answer {
    app.gate
        .secrets
        .take_for(caller, "password and PIN changes")?;
    auth::check_pin(&body.pin).map_err(|why| ApiError::bad("bad_pin", why))?;
    if user.pin_hash.is_some() {
        let current = body
            .current
            .as_deref()
            .ok_or_else(|| ApiError::bad("no_pin", "give the PIN now to change it"))?;
        pin_right(&app, &user, current).await?;
    }
    let hash = app.hasher.hash(&body.pin).await?;
    let mut conn = app.store.pool().acquire().await?;
    accounts::set_pin(&mut conn, user.id, &hash).await?;
    let user = accounts::get(&mut conn, user.id).await?;
    Ok(Json(me_of(&app, &mut conn, &user).await?).into_response())
}

/// The player's own betting limit, confirmed with the PIN.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct SetLimit {
    /// The player's own maximum bet, 1 to the house's; `null` or none: the house's.
    limit: Option<u64>,
    pin: String,
}

/// Sets the player's own betting limit: confirmed with the PIN, at most once a betting week.
#[utoipa::path(post, path = "/api/limit", tag = "accounts", request_body = SetLimit,
    security(("session" = [])),
    responses(
        (status = 200, description = "the account, its limit set", body = Account),
        (status = 400, description = "`bad_limit`, `no_pin` (none set); `malformed`: a body \
            that is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 403, description = "`wrong_pin`", body = Refusal),
        (status = 409, description = "`limit_changed_this_week`", body = Refusal),
        BodyRefused,
        Limited,
        (status = 423, description = "`pin_locked`", body = Refusal),
        Failed,
    ))]
pub(super) async fn set_limit(
    State(app): State<Arc<App>>,
    caller: Caller,
    Signed(user): Signed,
    Body(body): Body<SetLimit>,
) -> Answer {
    app.gate
        .secrets
        .take_for(caller, "password and PIN changes")?;
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
    let user = accounts::get(&mut conn, user.id).await?;
    let me = me_of(&app, &mut conn, &user).await?;
    // The group's other nodes read it again before their next bet of this player's (on a
    // connection of its own: this one is given back first).
    drop(conn);
    crate::group::notify_limit(&app, user.id).await;
    Ok(Json(me).into_response())
}
