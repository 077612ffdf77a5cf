//! Sessions: signing in and out (of one session, or of every one), and the changes that start a
//! new session and end every other: a guest's claim of their name, a change of password. Each
//! hands the person a new token in the one write that ends the old ones, so that whoever held an
//! old token (a shared computer, a thief) does not keep the account.

use std::sync::Arc;
use std::time::Instant;

use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::IntoResponse;
use parlour_store::accounts::{self, User};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa::ToSchema;

use super::accounts::{Account, Credentials, me_of};
use super::doc::{Failed, Guarded, SIGNED_OUT};
use super::{Answer, ApiError, Body, Changing, Refusal, Signed, session_token};
use crate::guard::{self, Caller};
use crate::{App, auth, now_ms};

/// What signing out answers.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct SignedOut {
    /// Always `true`.
    ok: bool,
}

/// The hash of a new password for the account named `name`, or why it is no good: its length,
/// the name itself, or too easily guessed. Judged and hashed off the async workers.
pub(super) async fn new_password(
    app: &App,
    password: &str,
    name: &str,
) -> Result<String, ApiError> {
    auth::check_password(password).map_err(ApiError::bad_password)?;
    let (judged, of) = (password.to_string(), name.to_string());
    if let Some(why) = app
        .hasher
        .run(move || auth::weak_password(&judged, &of))
        .await?
    {
        return Err(ApiError::bad_password(why));
    }
    Ok(app.hasher.hash(password).await?)
}

fn not_a_guest() -> ApiError {
    ApiError::bad("not_a_guest", "this account has a password already")
}

/// What a request that starts a session answers: the account, and the cookie of its new session
/// (`parlour_session`, or `__Host-parlour_session` where the room is https).
#[derive(utoipa::IntoResponses)]
#[response(status = 200, description = "the account, and the cookie of a new session",
    headers(("set-cookie" = String, description = "the session: `parlour_session`")))]
#[expect(dead_code, reason = "the document's: it is made, not sent")]
pub(super) struct NewSession(#[to_schema] Account);

/// Starts a session for `user` on `conn` (in the caller's transaction, where it has one): its
/// token, for the cookie.
pub(super) async fn start_session(
    app: &App,
    conn: &mut AnyConnection,
    user: i64,
) -> Result<String, ApiError> {
    let token = auth::new_token();
    let now = now_ms();
    let expires = now + app.config.session.as_millis() as i64;
    accounts::create_session(conn, &auth::token_hash(&token), user, now, expires).await?;
    Ok(token)
}

/// The account, with the cookie that hands its owner the session `token`.
pub(super) async fn session_response(app: &App, user: &User, token: &str) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let me = me_of(app, &mut conn, user).await?;
    Ok((
        StatusCode::OK,
        [(
            header::SET_COOKIE,
            app.config.cookie().set(token, app.config.session.as_secs()),
        )],
        Json(me),
    )
        .into_response())
}

/// Signs in with a name and its password: a new session. Tries from one address are limited;
/// after a few wrong passwords for one name from one address, each next try from there waits
/// longer. The name's owner, from another address, is never kept out by them.
#[utoipa::path(post, path = "/api/signin", tag = "accounts", request_body = Credentials,
    responses(
        NewSession,
        (status = 400, description = "`malformed`: a body that is not JSON", body = Refusal),
        (status = 401, description = "`wrong_password`: no such name and password", body = Refusal),
        (status = 403, description = "`suspended`: the account is suspended (until `at`) or \
            banned; the message says why", body = Refusal),
        Guarded,
    ))]
pub(super) async fn signin(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Credentials>,
) -> Answer {
    app.gate.signin.take_for(caller, "sign-in tries")?;
    // The name as an account keeps it (one form for every way of writing it): every way of
    // writing one name counts as that name, and one that cannot be a name is no account's.
    let cleaned = auth::clean_name(&body.name).ok();
    let key = cleaned
        .clone()
        .unwrap_or_else(|| body.name.trim().to_string());
    let guess = format!("{}@{}", key.to_lowercase(), caller.block());
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
        .with("why", "signin")
    };
    let password = body.password.ok_or_else(wrong)?;
    let mut conn = app.store.pool().acquire().await?;
    let user = match &cleaned {
        Some(name) => accounts::find_by_name(&mut conn, name).await?,
        None => None,
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
    let mut conn = app.store.pool().acquire().await?;
    refuse_sanctioned(&mut conn, user.id).await?;
    let token = start_session(&app, &mut conn, user.id).await?;
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
    if let Some(token) = session_token(&app, &headers) {
        let mut conn = app.store.pool().acquire().await?;
        accounts::end_session(&mut conn, &auth::token_hash(token)).await?;
    }
    signed_out(&app)
}

/// The answer to signing out: the cookie cleared.
fn signed_out(app: &App) -> Answer {
    Ok((
        StatusCode::OK,
        [(header::SET_COOKIE, app.config.cookie().clear())],
        Json(SignedOut { ok: true }),
    )
        .into_response())
}

/// Ends every session of the signed-in person's, on every device, this one included.
#[utoipa::path(post, path = "/api/signout/everywhere", tag = "accounts",
    security(("session" = [])),
    responses(
        (status = 200, description = "every session ended; the cookie is cleared",
            body = SignedOut,
            headers(("set-cookie" = String, description = "`parlour_session`, expired"))),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        Failed,
    ))]
pub(super) async fn signout_everywhere(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let ended = accounts::end_sessions(&mut conn, user.id).await?;
    tracing::info!(user = user.id, ended, "signed out everywhere");
    // Every device's open connection goes too.
    let _ = app.ended.send(user.id);
    signed_out(&app)
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
        NewSession,
        (status = 400, description = "`not_a_guest`, `bad_password`; `malformed`: a body that \
            is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        Guarded,
    ))]
pub(super) async fn claim(
    State(app): State<Arc<App>>,
    Changing { user, .. }: Changing,
    Body(body): Body<Claim>,
) -> Answer {
    if !user.is_guest() {
        return Err(not_a_guest());
    }
    let hash = new_password(&app, &body.password, &user.name).await?;
    // A new session for the claimant, and every other session of the guest's ended, in one
    // transaction: whoever else held the guest's token does not keep the account.
    let mut tx = app.store.begin_write().await?;
    if !accounts::claim(&mut tx, user.id, &hash).await? {
        return Err(not_a_guest());
    }
    let token = start_session(&app, &mut tx, user.id).await?;
    tx.commit().await?;
    renewed(&app, user.id, &token).await
}

/// The account `id` as it is now, with the cookie of its new session `token`.
async fn renewed(app: &App, id: i64, token: &str) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let user = accounts::get(&mut conn, id).await?;
    drop(conn);
    session_response(app, &user, token).await
}

/// A change of password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct NewPassword {
    /// The password now.
    current: String,
    /// The new one: 8 to 128 characters, not the name, not too easily guessed.
    password: String,
}

/// Changes the signed-in person's password, given the one now. Every session of theirs ends, this
/// one included; the answer sets a new one. A wrong password now counts as a wrong sign-in for the
/// name from this address.
#[utoipa::path(post, path = "/api/password", tag = "accounts", request_body = NewPassword,
    security(("session" = [])),
    responses(
        NewSession,
        (status = 400, description = "`bad_password` (the new one); `guest`: a guest has no \
            password to change (claim the name); `malformed`: a body that is not JSON",
            body = Refusal),
        (status = 401, description = "`unauthenticated`: no live session; `wrong_password`: \
            the password now is not this", body = Refusal),
        (status = 409, description = "`password_changed`: it changed meanwhile; sign in again",
            body = Refusal),
        Guarded,
    ))]
pub(super) async fn password(
    State(app): State<Arc<App>>,
    Changing { user, caller }: Changing,
    Body(body): Body<NewPassword>,
) -> Answer {
    let Some(old_hash) = user.password_hash.clone() else {
        return Err(ApiError::bad(
            "guest",
            "a guest has no password: claim the name instead",
        ));
    };
    let guess = format!("{}@{}", user.name.to_lowercase(), caller.block());
    let wait = app.gate.guesses.wait(&guess, Instant::now());
    if !wait.is_zero() {
        return Err(guard::too_many("wrong passwords for this name", wait));
    }
    auth::check_password(&body.password).map_err(ApiError::bad_password)?;
    if !app.hasher.verify(Some(&old_hash), &body.current).await? {
        app.gate.guesses.failed(&guess, Instant::now());
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong_password",
            "that is not the password now",
        )
        .with("why", "now"));
    }
    let hash = new_password(&app, &body.password, &user.name).await?;
    let mut tx = app.store.begin_write().await?;
    if !accounts::change_password(&mut tx, user.id, Some(&old_hash), &hash).await? {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            "password_changed",
            "the password changed meanwhile; sign in again",
        ));
    }
    let token = start_session(&app, &mut tx, user.id).await?;
    tx.commit().await?;
    tracing::info!(
        user = user.id,
        "password changed; every other session ended"
    );
    renewed(&app, user.id, &token).await
}

/// `403 suspended` for an account suspended or banned now, saying until when (`at`) and why.
async fn refuse_sanctioned(conn: &mut AnyConnection, user: i64) -> Result<(), ApiError> {
    let Some(sanction) = parlour_store::sanctions::in_force(conn, user, now_ms()).await? else {
        return Ok(());
    };
    let refusal = match sanction.until {
        Some(until) => ApiError::new(
            StatusCode::FORBIDDEN,
            "suspended",
            format!("this account is suspended: {}", sanction.reason),
        )
        .with("why", "suspended")
        .with("reason", sanction.reason.clone())
        .at(until),
        None => ApiError::new(
            StatusCode::FORBIDDEN,
            "suspended",
            format!("this account is banned: {}", sanction.reason),
        )
        .with("why", "banned")
        .with("reason", sanction.reason.clone()),
    };
    Err(refusal)
}

/// A new password, set by a one-time link an operator made.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Reset {
    /// The link's token: 64 hexadecimal digits.
    token: String,
    /// 8 to 128 characters, not the name, not too easily guessed.
    password: String,
}

/// Sets a password with a one-time link an operator made (`POST /api/ops/people/ID/reset`): the
/// link is spent, every session of the account ends, and the answer signs its owner in. Tries
/// from one address are limited as other changes of secrets are.
#[utoipa::path(post, path = "/api/reset", tag = "accounts", request_body = Reset,
    operation_id = "reset",
    responses(
        NewSession,
        (status = 400, description = "`bad_password`; `malformed`: a body that is not JSON",
            body = Refusal),
        (status = 403, description = "`suspended`: the account is suspended or banned", body = Refusal),
        (status = 410, description = "`bad_link`: no such link, or used, or expired", body = Refusal),
        Guarded,
    ))]
pub(super) async fn reset(
    State(app): State<Arc<App>>,
    caller: Caller,
    Body(body): Body<Reset>,
) -> Answer {
    app.gate
        .secrets
        .take_for(caller, "password and PIN changes")?;
    let bad_link = || {
        ApiError::new(
            StatusCode::GONE,
            "bad_link",
            "this link does not work: it was used, or it expired; ask the room for a new one",
        )
    };
    let token = body.token.trim();
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(bad_link());
    }
    let hashed = auth::token_hash(token);
    let mut conn = app.store.pool().acquire().await?;
    let id = (parlour_store::sanctions::link_user(&mut conn, &hashed, now_ms()).await?)
        .ok_or_else(bad_link)?;
    let user = accounts::get(&mut conn, id).await?;
    refuse_sanctioned(&mut conn, id).await?;
    drop(conn);
    // Hashed with no connection held: it takes a while.
    let hash = new_password(&app, &body.password, &user.name).await?;
    let mut tx = app.store.begin_write().await?;
    // Spent in the transaction that sets the password: of two uses at once, one sets it.
    if parlour_store::sanctions::use_link(&mut tx, &hashed, now_ms()).await? != Some(id) {
        return Err(bad_link());
    }
    let now = accounts::get(&mut tx, id).await?;
    if !accounts::change_password(&mut tx, id, now.password_hash.as_deref(), &hash).await? {
        return Err(bad_link());
    }
    let token = start_session(&app, &mut tx, id).await?;
    tx.commit().await?;
    tracing::info!(
        user = id,
        "a password set by a reset link; every other session ended"
    );
    let _ = app.ended.send(id);
    renewed(&app, id, &token).await
}
