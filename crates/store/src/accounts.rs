//! Accounts and sign-in sessions. The store keeps hashes only: the server hashes passwords and
//! PINs (argon2id) and session tokens (SHA-256) before they reach it.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, FromRow, Row};

use crate::{Result, StoreError, next_id, rows};

/// An account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: i64,
    pub name: String,
    /// `None` for a guest who has not claimed the name with a password.
    pub password_hash: Option<String>,
    pub pin_hash: Option<String>,
    pub pin_failures: i64,
    pub pin_locked_until: Option<i64>,
    /// The player's own maximum bet; `None`: the house's.
    pub bet_limit: Option<i64>,
    pub bet_limit_changed_at: Option<i64>,
    pub created_at: i64,
    /// The language they chose (a code the server checked); `None` until they choose.
    pub lang: Option<String>,
}

impl User {
    pub fn is_guest(&self) -> bool {
        self.password_hash.is_none()
    }
}

/// A user read by its columns' names, as [`select_user`] selects them.
impl FromRow<'_, AnyRow> for User {
    fn from_row(row: &AnyRow) -> sqlx::Result<User> {
        Ok(User {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            password_hash: row.try_get("password_hash")?,
            pin_hash: row.try_get("pin_hash")?,
            pin_failures: row.try_get("pin_failures")?,
            pin_locked_until: row.try_get("pin_locked_until")?,
            bet_limit: row.try_get("bet_limit")?,
            bet_limit_changed_at: row.try_get("bet_limit_changed_at")?,
            created_at: row.try_get("created_at")?,
            lang: row.try_get("lang")?,
        })
    }
}

/// `SELECT` of every user column, then `$tail`: one `&'static str`, as sqlx wants its SQL.
macro_rules! select_user {
    ($tail:literal) => {
        concat!(
            "SELECT id, name, password_hash, pin_hash, pin_failures, pin_locked_until, bet_limit, \
             bet_limit_changed_at, created_at, lang FROM users ",
            $tail
        )
    };
}

/// The key a name is unique under: folded to lower case.
pub fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// Creates an account named `name` (already checked and trimmed by the caller) that looks like
/// `skeleton` (the caller works out what a name looks like), with a password hash or none (a
/// guest). Refused if the name is taken, ignoring case, or another name looks the same.
pub async fn create_user(
    conn: &mut AnyConnection,
    name: &str,
    skeleton: &str,
    password_hash: Option<&str>,
    at: i64,
) -> Result<User> {
    let taken: Option<i64> =
        sqlx::query_scalar("SELECT id FROM users WHERE name_key = $1 OR skeleton = $2")
            .bind(name_key(name))
            .bind(skeleton)
            .fetch_optional(&mut *conn)
            .await?;
    if taken.is_some() {
        return Err(StoreError::NameTaken(name.to_string()));
    }
    let id = next_id(conn, "users").await?;
    // No conflict target: a name taken meanwhile under either unique key is refused alike.
    let insert = sqlx::query(
        "INSERT INTO users (id, name, name_key, skeleton, password_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(name)
    .bind(name_key(name))
    .bind(skeleton)
    .bind(password_hash)
    .bind(at);
    if !rows::changed_one(conn, insert).await? {
        return Err(StoreError::NameTaken(name.to_string()));
    }
    get(conn, id).await
}

/// The accounts whose names were stored before names had skeletons: id and name.
pub async fn unskeletoned(conn: &mut AnyConnection) -> Result<Vec<(i64, String)>> {
    let found = sqlx::query_as("SELECT id, name FROM users WHERE skeleton IS NULL ORDER BY id")
        .fetch_all(&mut *conn)
        .await?;
    Ok(found)
}

/// Gives account `id` the skeleton of its name, unless another account's name looks the same
/// (then it keeps none, and the older name keeps the look): whether it was given.
pub async fn set_skeleton(conn: &mut AnyConnection, id: i64, skeleton: &str) -> Result<bool> {
    let set = sqlx::query(
        "UPDATE users SET skeleton = $1 WHERE id = $2 AND skeleton IS NULL
         AND NOT EXISTS (SELECT 1 FROM users WHERE skeleton = $1)",
    )
    .bind(skeleton)
    .bind(id);
    rows::changed_one(conn, set).await
}

/// The account `id`.
pub async fn get(conn: &mut AnyConnection, id: i64) -> Result<User> {
    rows::by_id(conn, select_user!("WHERE id = $1"), "user", id).await
}

/// The account named `name`, ignoring case.
pub async fn find_by_name(conn: &mut AnyConnection, name: &str) -> Result<Option<User>> {
    let found = sqlx::query_as(select_user!("WHERE name_key = $1"))
        .bind(name_key(name))
        .fetch_optional(&mut *conn)
        .await?;
    Ok(found)
}

/// Stores a new hash for account `id` by `sql`, whose `$1` is the hash and `$2` the account.
async fn set_hash(conn: &mut AnyConnection, sql: &'static str, id: i64, hash: &str) -> Result<()> {
    let write = sqlx::query(sql).bind(hash).bind(id);
    rows::run(conn, write).await
}

/// Gives a guest's account a password, and ends every session it had: the name is theirs from
/// now on, and whoever held one of its sessions before must sign in with the password. Whether it
/// was a guest's: decided by the write itself, so that of two claims at once one alone is made.
/// Run it in the transaction that starts the claimant's new session.
pub async fn claim(conn: &mut AnyConnection, id: i64, password_hash: &str) -> Result<bool> {
    change_password(conn, id, None, password_hash).await
}

/// Keeps the language a person chose (its code, checked by the caller).
pub async fn set_lang(conn: &mut AnyConnection, id: i64, lang: &str) -> Result<()> {
    let write = sqlx::query("UPDATE users SET lang = $1 WHERE id = $2")
        .bind(lang)
        .bind(id);
    rows::run(conn, write).await
}

/// Sets the PIN that guards the betting limit, clearing any lockout.
pub async fn set_pin(conn: &mut AnyConnection, id: i64, pin_hash: &str) -> Result<()> {
    let sql =
        "UPDATE users SET pin_hash = $1, pin_failures = 0, pin_locked_until = NULL WHERE id = $2";
    set_hash(conn, sql, id, pin_hash).await
}

/// What became of a PIN try asked for ([`reserve_pin_try`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PinTry {
    /// The try is counted, as a failure until [`pin_right`] says otherwise: check the PIN against
    /// `pin_hash`. `failures` is the count with this try in it; the try that brought it to the
    /// limit has locked the PIN already.
    Reserved { pin_hash: String, failures: i64 },
    /// Refused: the PIN is locked until then.
    Locked { until: i64 },
    /// Refused: the account has no PIN.
    NoPin,
}

/// Reserves a try of the account's PIN at `now`, before the PIN is checked. The try counts as a
/// failure from this moment; the one that brings the count to `lock_after` locks the PIN until
/// `lock_until`; while it is locked every try is refused; once the lock's time has passed, the
/// count starts again from this try.
///
/// The reservation is one statement, so however many tries come at once, no more than
/// `lock_after` PINs are ever checked in a lock's time: checking first and counting afterwards
/// would let every try of a burst through the check before any of them was counted.
pub async fn reserve_pin_try(
    conn: &mut AnyConnection,
    id: i64,
    now: i64,
    lock_after: i64,
    lock_until: i64,
) -> Result<PinTry> {
    loop {
        // A lock still there in the `SET` has run out (the `WHERE` passes no other): the count
        // starts again. Both databases read the row as it was before the update in `SET`.
        let reserved: Option<(String, i64)> = sqlx::query_as(
            "UPDATE users SET
               pin_failures = CASE WHEN pin_locked_until IS NULL THEN pin_failures + 1 ELSE 1 END,
               pin_locked_until = CASE
                 WHEN (CASE WHEN pin_locked_until IS NULL THEN pin_failures + 1 ELSE 1 END) >= $1
                 THEN $2 ELSE NULL END
             WHERE id = $3 AND pin_hash IS NOT NULL
               AND (pin_locked_until IS NULL OR pin_locked_until <= $4)
             RETURNING pin_hash, pin_failures",
        )
        .bind(lock_after)
        .bind(lock_until)
        .bind(id)
        .bind(now)
        .fetch_optional(&mut *conn)
        .await?;
        if let Some((pin_hash, failures)) = reserved {
            return Ok(PinTry::Reserved { pin_hash, failures });
        }
        // Refused: why.
        let user = get(conn, id).await?;
        if user.pin_hash.is_none() {
            return Ok(PinTry::NoPin);
        }
        if let Some(until) = user.pin_locked_until.filter(|&until| until > now) {
            return Ok(PinTry::Locked { until });
        }
        // The lock was lifted between the two statements (a right PIN reserved before it was
        // set, or a new PIN): ask again. Each round needs another such write in that gap.
    }
}

/// The PIN checked after [`reserve_pin_try`] was right: the count is cleared, and the lock with it.
/// (A wrong one needs nothing more: it was counted when it was reserved.)
pub async fn pin_right(conn: &mut AnyConnection, id: i64) -> Result<()> {
    let write =
        sqlx::query("UPDATE users SET pin_failures = 0, pin_locked_until = NULL WHERE id = $1")
            .bind(id);
    rows::run(conn, write).await
}

/// Sets a player's own betting limit at `at`, unless it changed already in the betting week that
/// began at `week_began` (a limit changes at most once a week): whether it was set. One statement,
/// so that two changes sent at once cannot both pass.
pub async fn set_bet_limit(
    conn: &mut AnyConnection,
    id: i64,
    limit: Option<i64>,
    at: i64,
    week_began: i64,
) -> Result<bool> {
    let set = sqlx::query(
        "UPDATE users SET bet_limit = $1, bet_limit_changed_at = $2
         WHERE id = $3 AND (bet_limit_changed_at IS NULL OR bet_limit_changed_at < $4)",
    )
    .bind(limit)
    .bind(at)
    .bind(id)
    .bind(week_began);
    rows::changed_one(conn, set).await
}

/// Starts a session for `user` under the token's hash, until `expires_at`.
pub async fn create_session(
    conn: &mut AnyConnection,
    token_hash: &str,
    user: i64,
    at: i64,
    expires_at: i64,
) -> Result<()> {
    let write = sqlx::query(
        "INSERT INTO sessions (token_hash, user_id, created_at, expires_at, seen_at)
         VALUES ($1, $2, $3, $4, $3)",
    )
    .bind(token_hash)
    .bind(user)
    .bind(at)
    .bind(expires_at);
    rows::run(conn, write).await
}

/// Deletes the sessions over by `now`: expired, or not used since `idle_since`. How many. They
/// let nobody in already; without this the table would keep every session ever started.
pub async fn purge_sessions(conn: &mut AnyConnection, now: i64, idle_since: i64) -> Result<u64> {
    let purge = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1 OR seen_at <= $2")
        .bind(now)
        .bind(idle_since);
    rows::written(conn, purge).await
}

/// How stale a session's last use may be before a use is written down: a session in use is
/// written once a minute at most, not at every request.
const SEEN_EVERY_MS: i64 = 60_000;

/// The user of a live session, if the token's hash names one not expired at `now` and used since
/// `idle_since`; the use is written down (once a minute at most).
pub async fn session_user(
    conn: &mut AnyConnection,
    token_hash: &str,
    now: i64,
    idle_since: i64,
) -> Result<Option<User>> {
    // A session of an account suspended or banned is not honoured, even one begun as the
    // sanction was being written: the check is in the read that honours it.
    let live: Option<(i64, i64)> = sqlx::query_as(concat!(
        "SELECT user_id, seen_at FROM sessions s
         WHERE token_hash = $1 AND expires_at > $2 AND seen_at > $3
         AND NOT EXISTS (SELECT 1 FROM sanctions WHERE ",
        crate::sanctions::in_force_sql!("s.user_id", "$2"),
        ")"
    ))
    .bind(token_hash)
    .bind(now)
    .bind(idle_since)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((id, seen_at)) = live else {
        return Ok(None);
    };
    if now - seen_at >= SEEN_EVERY_MS {
        let seen = sqlx::query("UPDATE sessions SET seen_at = $1 WHERE token_hash = $2")
            .bind(now)
            .bind(token_hash);
        rows::run(conn, seen).await?;
    }
    Ok(Some(get(conn, id).await?))
}

/// Ends a session (signing out).
pub async fn end_session(conn: &mut AnyConnection, token_hash: &str) -> Result<()> {
    let write = sqlx::query("DELETE FROM sessions WHERE token_hash = $1").bind(token_hash);
    rows::run(conn, write).await
}

/// Ends every session of account `id` (signing out everywhere): how many.
pub async fn end_sessions(conn: &mut AnyConnection, id: i64) -> Result<u64> {
    let end = sqlx::query("DELETE FROM sessions WHERE user_id = $1").bind(id);
    rows::written(conn, end).await
}

/// Changes account `id`'s password from the one hashed as `old_hash` (none: a guest's) to
/// `new_hash`, and ends every session it had. Whether it changed: not if the password changed
/// meanwhile (of two changes at once, one is made, from the password both were checked against).
/// Run it in the transaction that starts the changer's new session.
pub async fn change_password(
    conn: &mut AnyConnection,
    id: i64,
    old_hash: Option<&str>,
    new_hash: &str,
) -> Result<bool> {
    // No hash is '' here, which no PHC string is.
    let change = sqlx::query(
        "UPDATE users SET password_hash = $1
         WHERE id = $2 AND COALESCE(password_hash, '') = COALESCE($3, '')",
    )
    .bind(new_hash)
    .bind(id)
    .bind(old_hash);
    if !rows::changed_one(conn, change).await? {
        return Ok(false);
    }
    end_sessions(conn, id).await?;
    Ok(true)
}

/// Up to `limit` accounts whose name holds `part` (ignoring case), newest first; every account,
/// newest first, for an empty `part`.
pub async fn search(conn: &mut AnyConnection, part: &str, limit: i64) -> Result<Vec<User>> {
    // LIKE's own wildcards in what is looked for are looked for as themselves.
    let mut escaped = String::with_capacity(part.len() + 2);
    for c in name_key(part).chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    let rows: Vec<User> = sqlx::query_as(select_user!(
        "WHERE name_key LIKE $1 ESCAPE '\\' ORDER BY id DESC LIMIT $2"
    ))
    .bind(format!("%{escaped}%"))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows)
}
