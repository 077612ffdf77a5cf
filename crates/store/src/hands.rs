//! Hand histories: every finished round of a table, recorded apart from the table's life (its seats
//! as it began, the cards it dealt, its actions), with the finished round for the list, and the
//! people who sat at the table during it. A round is written only once it is over, in the same
//! transaction as the action that ended it, so a history never shows a round still in play.

use sqlx::AnyConnection;

use crate::{Result, next_id, rows};

/// A finished round to keep.
#[derive(Debug, Clone, Copy)]
pub struct NewHand<'a> {
    pub table: i64,
    /// The table's version before the round's first action.
    pub from_version: i64,
    /// The table's version after its last.
    pub to_version: i64,
    pub game: &'a str,
    /// The finished round, JSON.
    pub summary: &'a str,
    /// The round's hand record, JSON.
    pub record: &'a str,
    pub at: i64,
    /// The users who sat at the table during the round.
    pub players: &'a [i64],
    /// Those of them who sat it out (no hand, no bet, no result in it).
    pub sat_out: &'a [i64],
}

/// A round as a player's list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandSummary {
    pub id: i64,
    pub table: i64,
    pub game: String,
    /// The finished round, JSON.
    pub summary: String,
    pub ended_at: i64,
}

/// A round with its record and who sat in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredHand {
    pub summary: HandSummary,
    pub from_version: i64,
    pub to_version: i64,
    /// The round's hand record, JSON.
    pub record: String,
    pub players: Vec<i64>,
}

/// Keeps a finished round: its id.
pub async fn insert(conn: &mut AnyConnection, hand: NewHand<'_>) -> Result<i64> {
    let id = next_id(conn, "hands").await?;
    sqlx::query(
        "INSERT INTO hands (id, table_id, from_version, to_version, game, summary, record, ended_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(hand.table)
    .bind(hand.from_version)
    .bind(hand.to_version)
    .bind(hand.game)
    .bind(hand.summary)
    .bind(hand.record)
    .bind(hand.at)
    .execute(&mut *conn)
    .await?;
    let mut players = hand.players.to_vec();
    players.sort_unstable();
    players.dedup();
    for user in players {
        let played = i64::from(!hand.sat_out.contains(&user));
        sqlx::query("INSERT INTO hand_players (user_id, hand_id, played) VALUES ($1, $2, $3)")
            .bind(user)
            .bind(id)
            .bind(played)
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}

type SummaryRow = (i64, i64, String, String, i64);

fn summary((id, table, game, summary, ended_at): SummaryRow) -> HandSummary {
    HandSummary {
        id,
        table,
        game,
        summary,
        ended_at,
    }
}

/// A page of `user`'s rounds, newest first: at most `limit`, each older than the round `before`
/// if given (the last id of the page before); the rounds they played, and with `sat_out_too`
/// those they only sat at the table for as well.
pub async fn of_player(
    conn: &mut AnyConnection,
    user: i64,
    before: Option<i64>,
    limit: i64,
    sat_out_too: bool,
) -> Result<Vec<HandSummary>> {
    let sql = if sat_out_too {
        "SELECT h.id, h.table_id, h.game, h.summary, h.ended_at
         FROM hand_players p JOIN hands h ON h.id = p.hand_id
         WHERE p.user_id = $1 AND p.hand_id < $2
         ORDER BY p.hand_id DESC LIMIT $3"
    } else {
        "SELECT h.id, h.table_id, h.game, h.summary, h.ended_at
         FROM hand_players p JOIN hands h ON h.id = p.hand_id
         WHERE p.user_id = $1 AND p.hand_id < $2 AND p.played = 1
         ORDER BY p.hand_id DESC LIMIT $3"
    };
    let rows: Vec<SummaryRow> = sqlx::query_as(sql)
        .bind(user)
        .bind(before.unwrap_or(i64::MAX))
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows.into_iter().map(summary).collect())
}

/// A summary's columns, then the versions and the record.
type HandRow = (i64, i64, String, String, i64, i64, i64, String);

/// The round `id`, with its record and who sat in it.
pub async fn get(conn: &mut AnyConnection, id: i64) -> Result<StoredHand> {
    let sql = "SELECT id, table_id, game, summary, ended_at, from_version, to_version, record
               FROM hands WHERE id = $1";
    let (id, table, game, text, ended_at, from_version, to_version, record): HandRow =
        rows::by_id(conn, sql, "hand", id).await?;
    let players =
        sqlx::query_scalar("SELECT user_id FROM hand_players WHERE hand_id = $1 ORDER BY user_id")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    Ok(StoredHand {
        summary: summary((id, table, game, text, ended_at)),
        from_version,
        to_version,
        record,
        players,
    })
}
