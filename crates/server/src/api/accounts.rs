//! Accounts: signing up (a guest, or with a password), what the account page shows, the PIN and
//! the player's own betting limit. Signing in and out, and the changes that start a new session,
//! are `sessions.rs`'.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_store::accounts::{self, PinTry, User};
use parlour_store::ledger::{self, Posting, Transfer};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::doc::{Failed, Guarded, SIGNED_OUT};
use super::sessions::{NewSession, new_password, session_response, start_session};
use super::{Answer, ApiError, Body, Changing, Refusal, Signed};
use crate::guard::{self, Caller};
use crate::{App, auth, now_ms, week};

/// A name and, but for a guest, a password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Credentials {
    /// 1 to 24 printable characters, without `[` or `]`, unique ignoring case.
    pub(super) name: String,
    /// 8 to 128 characters; none for a guest.
    #[serde(default)]
    pub(super) password: Option<String>,
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
    /// The open tables the player sits at, with the chips at each seat: chips of theirs that are
    /// not in the wallet.
    seated: Vec<SeatHeld>,
    /// Whether they are one of the room's operators (the console is theirs).
    operator: bool,
    /// The language they chose for Parlour's words (`en`, `es`, `hu`, `el`, `sq`, `eo`); `null`
    /// until they choose, when each browser speaks the first of its own that Parlour does.
    #[schema(required = true)]
    lang: Option<String>,
}

/// A seat a player holds, and its chips.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct SeatHeld {
    table: i64,
    seat: u32,
    chips: i64,
}

/// Creates an account (a guest if `password` is `None`), grants its chips, starts its session.
/// New accounts from one address are limited in memory against bursts, and their grants in the
/// database, by the day: an address past either is refused.
async fn new_account(app: &App, caller: Caller, name: &str, password: Option<&str>) -> Answer {
    let name = auth::clean_name(name).map_err(ApiError::bad_name)?;
    if let Some(password) = password {
        auth::check_password(password).map_err(ApiError::bad_password)?;
    }
    app.gate.accounts.take_for(caller, "new accounts")?;
    let hash = match password {
        Some(password) => Some(new_password(app, password, &name).await?),
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
    let token = start_session(app, &mut tx, user.id).await?;
    tx.commit().await?;
    tracing::info!(user = user.id, guest = user.is_guest(), "account created");
    session_response(app, &user, &token).await
}

/// Signs up with a name and a password: an account granted its chips, and its session.
#[utoipa::path(post, path = "/api/signup", tag = "accounts", request_body = Credentials,
    responses(
        NewSession,
        (status = 400, description = "`bad_name`, `bad_password` (none, not 8 to 128 \
            characters, the name, or too easily guessed); `malformed`: a body that is not JSON",
            body = Refusal),
        (status = 409, description = "`name_taken`", body = Refusal),
        Guarded,
    ))]
pub(super) async fn signup(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    let password = body
        .password
        .as_deref()
        .ok_or_else(|| ApiError::bad_password("an account needs a password"))?;
    new_account(&app, caller, &body.name, Some(password)).await
}

/// Signs up a guest: an account with a name and no password, granted its chips, and its session.
#[utoipa::path(post, path = "/api/guest", tag = "accounts", request_body = Credentials,
    responses(
        NewSession,
        (status = 400, description = "`bad_name`, `bad_password` (a guest has none); \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 409, description = "`name_taken`", body = Refusal),
        Guarded,
    ))]
pub(super) async fn guest(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    if body.password.is_some() {
        return Err(ApiError::bad_password("a guest has no password"));
    }
    new_account(&app, caller, &body.name, None).await
}

/// What the account page shows.
pub(super) async fn me_of(
    app: &App,
    conn: &mut AnyConnection,
    user: &User,
) -> Result<Account, ApiError> {
    let wallet = ledger::balance(conn, ledger::Account::Wallet(user.id)).await?;
    let seated = (parlour_store::seatings::seats_of(conn, user.id)
        .await?
        .into_iter())
    .map(|(table, seat, chips)| SeatHeld { table, seat, chips })
    .collect();
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
        seated,
        operator: parlour_store::operators::is_operator(conn, user.id).await?,
        lang: user.lang.clone(),
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

/// A language chosen for Parlour's words.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct SetLang {
    /// `en`, `es`, `hu`, `el`, `sq` or `eo`.
    lang: String,
}

/// Keeps the language the person chose with their account: every browser and phone they sign in
/// on speaks it from then on.
#[utoipa::path(put, path = "/api/me/lang", tag = "accounts", request_body = SetLang,
    security(("session" = [])),
    responses(
        (status = 200, description = "the account, its language kept", body = Account),
        (status = 400, description = "`bad_lang`: not a language Parlour speaks; `malformed`: \
            a body that is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        Guarded,
    ))]
pub(super) async fn set_lang(
    State(app): State<Arc<App>>,
    Changing { user, .. }: Changing,
    Body(body): Body<SetLang>,
) -> Answer {
    // Only a code Parlour speaks is kept, exactly as it is written (`es`, not `es-AR`).
    let lang = parlour_words::Lang::ALL
        .into_iter()
        .find(|lang| lang.code() == body.lang)
        .ok_or_else(|| ApiError::bad("bad_lang", "not a language Parlour speaks"))?;
    let mut conn = app.store.pool().acquire().await?;
    accounts::set_lang(&mut conn, user.id, lang.code()).await?;
    let user = accounts::get(&mut conn, user.id).await?;
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
            )
            .with("why", "wait")
            .with("minutes", (until - now + 59_999) / 60_000));
        }
        PinTry::NoPin => {
            return Err(ApiError::bad("no_pin", "set a PIN first").with("why", "first"));
        }
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
        )
        .with("why", "locked"))
    } else {
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "wrong_pin",
            format!(
                "wrong PIN ({} of {PIN_TRIES} tries left)",
                PIN_TRIES - failures
            ),
        )
        .with("left", PIN_TRIES - failures)
        .with("tries", PIN_TRIES))
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
        Guarded,
        (status = 423, description = "`pin_locked`: five wrong PINs lock it for 15 minutes",
            body = Refusal),
    ))]
pub(super) async fn set_pin(
    State(app): State<Arc<App>>,
    Changing { user, .. }: Changing,
    Body(body): Body<SetPin>,
) -> Answer {
    auth::check_pin(&body.pin).map_err(|why| ApiError::bad("bad_pin", why))?;
    if user.pin_hash.is_some() {
        let current = body.current.as_deref().ok_or_else(|| {
            ApiError::bad("no_pin", "give the PIN now to change it").with("why", "change")
        })?;
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
        Guarded,
        (status = 423, description = "`pin_locked`", body = Refusal),
    ))]
pub(super) async fn set_limit(
    State(app): State<Arc<App>>,
    Changing { user, .. }: Changing,
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
        )
        .with("max", app.config.house_max));
    }
    pin_right(&app, &user, &body.pin).await?;
    let now = now_ms();
    let changed_this_week = |last: Option<i64>| {
        let next = week::next_change(last).unwrap_or(now);
        ApiError::new(
            StatusCode::CONFLICT,
            "limit_changed_this_week",
            format!(
                "the limit changes once a week; the next change is allowed from {}",
                week::in_words(next)
            ),
        )
        .at(next)
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
