//! Who sits where: one row for each person seated at a table, written in the same transaction as
//! the action that seated, stood or moved them. It answers "does this player sit anywhere?" from
//! the database, inside a write transaction, so a decision that depends on it (a wallet's top-up,
//! allowed only to a player at no table) cannot race the sitting down itself.
//!
//! A table's rows mirror its seats as its record has them; a server rebuilding a table from its
//! record writes them afresh ([`reset`]).

use sqlx::AnyConnection;

use crate::script::{Rows, Script};
use crate::{Result, StoreError, rows};

/// Seats `user` at `table`'s `seat`. Refused with [`StoreError::SeatTaken`], writing nothing, if
/// someone sits there already.
pub async fn sit(conn: &mut AnyConnection, table: i64, seat: u32, user: i64) -> Result<()> {
    let sit = sqlx::query(SIT)
        .bind(table)
        .bind(i64::from(seat))
        .bind(user);
    if rows::changed_one(conn, sit).await? {
        Ok(())
    } else {
        Err(StoreError::SeatTaken { table, seat })
    }
}

/// Empties `table`'s `seat`: whether someone sat there.
pub async fn stand(conn: &mut AnyConnection, table: i64, seat: u32) -> Result<bool> {
    let stand = sqlx::query(STAND).bind(table).bind(i64::from(seat));
    rows::changed_one(conn, stand).await
}

const SIT: &str = "INSERT INTO seatings (table_id, seat, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (table_id, seat) DO NOTHING";

const STAND: &str = "DELETE FROM seatings WHERE table_id = $1 AND seat = $2";

/// [`sit`] as one statement of a script ([`Script`]): the script finds out if the seat is taken.
pub fn sit_in(script: &mut Script, table: i64, seat: u32, user: i64) {
    let args = vec![table.into(), i64::from(seat).into(), user.into()];
    script.push(SIT, args, Rows::Exactly(1));
}

/// [`stand`] as one statement of a script ([`Script`]), whoever sat there.
pub fn stand_in(script: &mut Script, table: i64, seat: u32) {
    script.push(STAND, vec![table.into(), i64::from(seat).into()], Rows::Any);
}

/// Moves whoever sits in `from` at `table` to `to`. Refused, writing nothing, with
/// [`StoreError::SeatTaken`] if someone sits in `to`, or [`StoreError::NotFound`] if nobody sits
/// in `from`.
pub async fn moved(conn: &mut AnyConnection, table: i64, from: u32, to: u32) -> Result<()> {
    // Looked at first: a key violation would leave a PostgreSQL transaction unable to go on.
    if seated_at(conn, table, to).await?.is_some() {
        return Err(StoreError::SeatTaken { table, seat: to });
    }
    let moving = sqlx::query("UPDATE seatings SET seat = $1 WHERE table_id = $2 AND seat = $3")
        .bind(i64::from(to))
        .bind(table)
        .bind(i64::from(from));
    if rows::changed_one(conn, moving).await? {
        Ok(())
    } else {
        Err(StoreError::NotFound(format!(
            "a player in seat {from} of table {table}"
        )))
    }
}

/// Who sits at `table`'s `seat`, if anyone.
pub async fn seated_at(conn: &mut AnyConnection, table: i64, seat: u32) -> Result<Option<i64>> {
    Ok(
        sqlx::query_scalar("SELECT user_id FROM seatings WHERE table_id = $1 AND seat = $2")
            .bind(table)
            .bind(i64::from(seat))
            .fetch_optional(&mut *conn)
            .await?,
    )
}

/// Whether `user` sits at any open table. A closed table seats nobody, whatever rows it left.
pub async fn is_seated(conn: &mut AnyConnection, user: i64) -> Result<bool> {
    let table: Option<i64> = sqlx::query_scalar(
        "SELECT s.table_id FROM seatings s JOIN game_tables t ON t.id = s.table_id
         WHERE s.user_id = $1 AND t.closed_at IS NULL LIMIT 1",
    )
    .bind(user)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(table.is_some())
}

/// Where `user` sits at open tables, and the chips at each seat: (table, seat, chips), by table.
/// A seat's chips are its ledger account's balance (none yet: 0).
pub async fn seats_of(conn: &mut AnyConnection, user: i64) -> Result<Vec<(i64, u32, i64)>> {
    let seats: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT s.table_id, s.seat FROM seatings s JOIN game_tables t ON t.id = s.table_id
         WHERE s.user_id = $1 AND t.closed_at IS NULL ORDER BY s.table_id",
    )
    .bind(user)
    .fetch_all(&mut *conn)
    .await?;
    let mut held = Vec::with_capacity(seats.len());
    for (table, seat) in seats {
        // Written from a table's seat number: never out of range.
        let Ok(seat) = u32::try_from(seat) else {
            continue;
        };
        let chips =
            crate::ledger::balance(conn, crate::ledger::Account::Seat { table, seat }).await?;
        held.push((table, seat, chips));
    }
    Ok(held)
}

/// Replaces `table`'s rows with `seats` (each seat and who sits there): for a server rebuilding
/// the table from its record, whose seats are what the record says.
/// Who sits where at `table`, as the store keeps it: each seat and its person, by seat.
pub async fn at_table(conn: &mut AnyConnection, table: i64) -> Result<Vec<(u32, i64)>> {
    let seats: Vec<(i64, i64)> =
        sqlx::query_as("SELECT seat, user_id FROM seatings WHERE table_id = $1 ORDER BY seat")
            .bind(table)
            .fetch_all(&mut *conn)
            .await?;
    Ok(seats
        .into_iter()
        .map(|(seat, user)| (u32::try_from(seat).unwrap_or(u32::MAX), user))
        .collect())
}

pub async fn reset(conn: &mut AnyConnection, table: i64, seats: &[(u32, i64)]) -> Result<()> {
    sqlx::query("DELETE FROM seatings WHERE table_id = $1")
        .bind(table)
        .execute(&mut *conn)
        .await?;
    for &(seat, user) in seats {
        sit(conn, table, seat, user).await?;
    }
    Ok(())
}
