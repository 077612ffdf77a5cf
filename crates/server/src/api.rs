//! The HTTP side, JSON in and out: accounts, the wallet, the betting limit, the lobby, `/health`,
//! `/metrics`, and the WebSocket upgrade at `/ws`. Errors are `{"error": {"code", "message"}}`
//! with a status that says what kind they are.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{ConnectInfo, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use parlour_store::accounts::{self, PinTry, User};
use parlour_store::ledger::{self, Account, Posting, Transfer};
use parlour_store::{StoreError, seatings};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::auth;
use crate::{App, now_ms, week};

/// A refusal of a request.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }

    fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    fn signed_out() -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "unauthenticated", "sign in first")
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> ApiError {
        match error {
            StoreError::NameTaken(name) => ApiError::new(
                StatusCode::CONFLICT,
                "name_taken",
                format!("the name {name:?} is taken"),
            ),
            // The database not answering is the room's trouble for now, not the request's.
            StoreError::Database(sqlx::Error::PoolTimedOut | sqlx::Error::Io(_)) => {
                tracing::error!("the database is not answering");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "busy",
                    "the database is not answering; try again",
                )
            }
            other => {
                tracing::error!(%other, "the store failed");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server",
                    "the database failed",
                )
            }
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        StoreError::from(error).into()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(json!({"error": {"code": self.code, "message": self.message}}));
        (self.status, body).into_response()
    }
}

pub type Answer = Result<Response, ApiError>;

pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/health", get(health))
        .route("/metrics", get(metrics))
        .route("/api/signup", post(signup))
        .route("/api/guest", post(guest))
        .route("/api/signin", post(signin))
        .route("/api/signout", post(signout))
        .route("/api/claim", post(claim))
        .route("/api/me", get(me))
        .route("/api/pin", post(set_pin))
        .route("/api/limit", post(set_limit))
        .route("/api/wallet/top_up", post(top_up))
        .route("/api/statement", get(statement))
        .route("/api/tables", get(list_tables).post(create_table))
        .route("/api/hands", get(crate::hands::list))
        .route("/api/hands/{id}", get(crate::hands::one))
        .route("/api/hands/{id}/steps", get(crate::hands::steps))
        .route("/api/tables/{id}/rules", get(table_rules))
        .route("/api/presets", get(presets))
        .route("/api/tables/{id}/fairness", get(table_fairness))
        .route("/ws", get(crate::ws::upgrade))
        .fallback(crate::web::file)
        .layer(axum::middleware::map_response(crate::web::secure))
        .with_state(app)
}

/// The signed-in user, from the session cookie.
pub async fn signed_in(app: &App, headers: &HeaderMap) -> Result<User, ApiError> {
    let token = headers
        .get(header::COOKIE)
        .and_then(|v| v.to_str().ok())
        .and_then(auth::token_in)
        .ok_or_else(ApiError::signed_out)?;
    let mut conn = app.store.pool().acquire().await?;
    accounts::session_user(&mut conn, &auth::token_hash(token), now_ms())
        .await?
        .ok_or_else(ApiError::signed_out)
}

/// How long `/health` waits for the database before it says it is away.
const HEALTH_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

async fn health(State(app): State<Arc<App>>) -> Answer {
    use std::sync::atomic::Ordering;
    let read = async {
        let mut conn = app.store.pool().acquire().await?;
        sqlx::query("SELECT 1").execute(&mut *conn).await?;
        Ok::<(), StoreError>(())
    };
    let db = matches!(tokio::time::timeout(HEALTH_WAIT, read).await, Ok(Ok(())));
    // While writes fail, one small write is tried: the room is well again once it is written
    // (a disk freed, the database back), whether or not a table has acted since. It changes a
    // row and changes it back, in one transaction: SQLite writes nothing for a row set to what it
    // holds, and a probe that writes nothing would find a full disk well.
    if db && app.metrics.writes_failing.load(Ordering::Relaxed) {
        let write = async {
            let mut tx = app.store.begin_write().await?;
            for step in [
                "UPDATE counters SET next_id = next_id + 1 WHERE name = 'users'",
                "UPDATE counters SET next_id = next_id - 1 WHERE name = 'users'",
            ] {
                sqlx::query(step).execute(&mut *tx).await?;
            }
            tx.commit().await
        };
        if let Ok(Ok(())) = tokio::time::timeout(HEALTH_WAIT, write).await {
            app.metrics.writes_failing.store(false, Ordering::Relaxed);
        }
    }
    let writes = db && !app.metrics.writes_failing.load(Ordering::Relaxed);
    // Writes imply the database answers: the room is well when it takes them.
    let ok = writes;
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let books = app.books.lock().expect("never poisoned").clone();
    Ok((
        status,
        Json(json!({
            "ok": ok,
            "database": db,
            "writes": writes,
            "tables": app.lobby.all().len(),
            "stopping": app.is_stopping(),
            // The reconciliation at start: every discrepancy it found (none: the books balance).
            "books": books,
        })),
    )
        .into_response())
}

async fn metrics(State(app): State<Arc<App>>) -> Response {
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        app.metrics.render(),
    )
        .into_response()
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
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

async fn signup(State(app): State<Arc<App>>, Json(body): Json<Credentials>) -> Answer {
    let password = body
        .password
        .as_deref()
        .ok_or_else(|| ApiError::bad("bad_password", "an account needs a password"))?;
    new_account(&app, &body.name, Some(password)).await
}

async fn guest(State(app): State<Arc<App>>, Json(body): Json<Credentials>) -> Answer {
    if body.password.is_some() {
        return Err(ApiError::bad("bad_password", "a guest has no password"));
    }
    new_account(&app, &body.name, None).await
}

async fn signin(
    State(app): State<Arc<App>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Json(body): Json<Credentials>,
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

async fn signout(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
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
struct Claim {
    password: String,
}

/// A guest claims their name with a password.
async fn claim(State(app): State<Arc<App>>, headers: HeaderMap, Json(body): Json<Claim>) -> Answer {
    let user = signed_in(&app, &headers).await?;
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
async fn me_of(app: &App, user: &User) -> Result<Value, ApiError> {
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

async fn me(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let user = signed_in(&app, &headers).await?;
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
struct SetPin {
    pin: String,
    /// The PIN now, if one is set.
    #[serde(default)]
    current: Option<String>,
}

async fn set_pin(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Json(body): Json<SetPin>,
) -> Answer {
    let user = signed_in(&app, &headers).await?;
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
struct SetLimit {
    /// The player's own maximum bet; `null`: the house's.
    limit: Option<u64>,
    pin: String,
}

/// Sets the player's own betting limit: confirmed with the PIN, at most once a betting week.
async fn set_limit(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Json(body): Json<SetLimit>,
) -> Answer {
    let user = signed_in(&app, &headers).await?;
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

/// Fills a dry wallet again: allowed while the wallet holds less than the threshold and the
/// player sits at no table.
async fn top_up(State(app): State<Arc<App>>, headers: HeaderMap) -> Answer {
    let user = signed_in(&app, &headers).await?;
    // Decided inside the write transaction, from the database: a sit down at any table of the
    // group, written with its action, commits either before this transaction (and is seen here)
    // or after it, when the player topped up was rightly seated nowhere.
    let mut tx = app.store.begin_write().await?;
    let seated = seatings::is_seated(&mut tx, user.id).await?;
    let wallet = ledger::balance(&mut tx, Account::Wallet(user.id)).await?;
    if seated || wallet >= app.config.top_up_below as i64 {
        return Err(ApiError::bad(
            "not_dry",
            format!(
                "a wallet is topped up when it holds less than {} and you sit at no table",
                app.config.top_up_below
            ),
        ));
    }
    // The key counts this account's top-ups, so a double click tops up once.
    let (count,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM postings p JOIN transfers t ON t.id = p.transfer_id
         WHERE p.account = $1 AND t.reason = 'top_up_wallet'",
    )
    .bind(Account::Wallet(user.id).key())
    .fetch_one(&mut *tx)
    .await?;
    let key = format!("top_up_wallet:{}:{count}", user.id);
    let amount = app.config.top_up_to as i64 - wallet;
    ledger::post(
        &mut tx,
        Transfer {
            key: &key,
            reason: "top_up_wallet",
            table: None,
            postings: &Posting::pair(Account::Grants, Account::Wallet(user.id), amount),
            at: now_ms(),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Json(me_of(&app, &user).await?).into_response())
}

#[derive(Debug, Deserialize)]
struct Page {
    before: Option<i64>,
    limit: Option<i64>,
}

async fn statement(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(page): Query<Page>,
) -> Answer {
    let user = signed_in(&app, &headers).await?;
    let mut conn = app.store.pool().acquire().await?;
    let lines = ledger::statement(
        &mut conn,
        Account::Wallet(user.id),
        page.before,
        page.limit.unwrap_or(50).clamp(1, 200),
    )
    .await?;
    let lines: Vec<Value> = lines
        .iter()
        .map(|l| json!({"transfer": l.transfer, "reason": l.reason, "table": l.table, "amount": l.amount, "at": l.at}))
        .collect();
    Ok(Json(json!({"lines": lines})).into_response())
}

/// `GET /api/tables`: every open table of the group, each with the address of the node that
/// serves it (`node`): this node's own as they are now, the others' as last published.
async fn list_tables(State(app): State<Arc<App>>) -> Response {
    Json(json!({"tables": lobby(&app)})).into_response()
}

/// Every open table of the group as the lobby shows it.
pub fn lobby(app: &App) -> Vec<Value> {
    let mut tables: std::collections::BTreeMap<i64, Value> = app
        .group
        .listed()
        .into_iter()
        .filter(|(_, listed)| listed.node != app.node && listed.summary.get("id").is_some())
        .map(|(id, listed)| {
            let mut summary = listed.summary;
            summary["node"] = Value::from(listed.advertise);
            (id, summary)
        })
        .collect();
    for handle in app.lobby.all() {
        let mut summary = serde_json::to_value(handle.summary()).expect("summaries serialize");
        summary["node"] = Value::from(app.advertise.as_str());
        tables.insert(handle.id, summary);
    }
    tables.into_values().collect()
}

/// `404 no_such_table`.
fn no_such_table(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_such_table",
        format!("no table {id}"),
    )
}

/// `GET /api/tables/ID/fairness`: what the table has published of its fair shuffles
/// (docs/fairness.md): `{"table", "game", "rules", "fairness"}`, `fairness` being `null` for a
/// table not dealt by the fair scheme (a test server's stacked pack).
/// A table served by another node of the group is answered from its stored record.
async fn table_fairness(State(app): State<Arc<App>>, Path(id): Path<i64>) -> Answer {
    let (game, rules, fairness) = match app.lobby.get(id) {
        Some(handle) => {
            let summary = handle.summary();
            // A table that cannot answer now (putting itself back after a failed write) is busy.
            let fairness = crate::table::fairness_of(&app, id)
                .await
                .ok_or_else(|| {
                    ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "busy",
                        "the table cannot answer now; try again",
                    )
                })?
                .map(|report| (*report).clone());
            (summary.game.to_string(), summary.rules, fairness)
        }
        None => crate::table::stored_fairness(&app, id)
            .await
            .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", e.to_string()))?
            .ok_or_else(|| no_such_table(id))?,
    };
    let fairness = fairness.unwrap_or(Value::Null);
    Ok(
        Json(json!({"table": id, "game": game, "rules": rules, "fairness": fairness}))
            .into_response(),
    )
}

/// `GET /api/tables/{id}/rules`: the table's rules in words, and each option with its value and
/// meaning: the browser's rules page.
async fn table_rules(State(app): State<Arc<App>>, Path(id): Path<i64>) -> Answer {
    // A table served by another node of the group is read from the database: its rules are
    // stored with it.
    let (game, rules) = match app.lobby.get(id) {
        Some(handle) => {
            let summary = handle.summary();
            (summary.game.to_string(), summary.rules)
        }
        None => {
            let mut conn = app.store.pool().acquire().await?;
            let stored = match parlour_store::tables::get(&mut conn, id).await {
                Ok(stored) if stored.closed_at.is_none() => stored,
                _ => return Err(no_such_table(id)),
            };
            let rules = serde_json::from_str(&stored.rules).map_err(|e| {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", e.to_string())
            })?;
            (stored.game, rules)
        }
    };
    let table = TableRules { game: &game, rules };
    let registry = parlour_games::registry();
    let entry = registry.get(table.game).ok_or_else(|| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server",
            "an unknown game",
        )
    })?;
    let text = entry
        .describe(&table.rules)
        .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
    let options: Vec<Value> = entry
        .options()
        .iter()
        .map(|o| json!({"name": o.name, "value": table.rules.get(o.name), "values": o.values, "meaning": o.meaning}))
        .collect();
    Ok(Json(json!({"table": id, "game": table.game, "rules": table.rules, "text": text, "options": options})).into_response())
}

/// A table's game and rules, wherever it is served.
struct TableRules<'a> {
    game: &'a str,
    rules: Value,
}

/// Every preset of every game, with its rules spelled out and the options a table may change:
/// what the lobby's form is drawn from.
async fn presets() -> Answer {
    let registry = parlour_games::registry();
    let mut presets = Vec::new();
    for (preset, entry, description) in registry.presets() {
        let game = entry.id();
        let rules = entry
            .read_rules(&Value::from(preset))
            .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
        let options: Vec<Value> = entry
            .options()
            .iter()
            .map(|o| json!({"name": o.name, "values": o.values, "meaning": o.meaning}))
            .collect();
        presets.push(json!({"preset": preset, "game": game, "description": description, "rules": rules, "options": options}));
    }
    Ok(Json(json!({ "presets": presets })).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NewTable {
    /// A preset, or an object with `preset` and options.
    rules: Value,
    #[serde(default = "three")]
    seats: usize,
    /// A stacked pack, top first (`parlour serve --allow-stacked` only: a test server's).
    #[serde(default)]
    deck: Option<Vec<parlour_cards::Card>>,
}

fn three() -> usize {
    3
}

async fn create_table(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Json(body): Json<NewTable>,
) -> Answer {
    let user = signed_in(&app, &headers).await?;
    if body.deck.is_some() && !app.config.allow_stacked {
        return Err(ApiError::bad(
            "bad_table",
            "a stacked pack is for test servers (parlour serve --allow-stacked)",
        ));
    }
    let id = crate::table::open_table(&app, body.rules, body.seats, Some(user.id), body.deck)
        .await
        .map_err(|why| ApiError::bad("bad_table", why))?;
    let summary = match app.lobby.get(id) {
        Some(handle) => {
            let mut summary = serde_json::to_value(handle.summary()).expect("summaries serialize");
            summary["node"] = Value::from(app.advertise.as_str());
            summary
        }
        // Placed on another node of the group: where it is served.
        None => {
            let mut conn = app.store.pool().acquire().await?;
            let node = parlour_store::group::whereabouts(&mut conn, id)
                .await?
                .map(|(_, advertise)| advertise);
            json!({"id": id, "node": node})
        }
    };
    Ok((StatusCode::CREATED, Json(json!({"table": summary}))).into_response())
}
