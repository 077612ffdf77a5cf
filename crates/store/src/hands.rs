//! Hand histories: every finished round of a table, recorded apart from the table's life (its seats
//! as it began, the cards it dealt, its actions), with the finished round for the list, and the
//! people who sat at the table during it. A round is written only once it is over, in the same
//! transaction as the action that ended it, so a history never shows a round still in play.

use sqlx::AnyConnection;

use crate::script::{Rows, Script};
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

const INSERT: &str = "INSERT INTO hands
     (id, table_id, from_version, to_version, game, summary, record, ended_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

const LIST: &str = "INSERT INTO hand_players (user_id, hand_id, played) VALUES ($1, $2, $3)";

/// Who is listed with a round, each once, and whether they played in it (1) or sat it out (0).
fn listed(hand: &NewHand<'_>) -> Vec<(i64, i64)> {
    let mut players = hand.players.to_vec();
    players.sort_unstable();
    players.dedup();
    players
        .into_iter()
        .map(|user| (user, i64::from(!hand.sat_out.contains(&user))))
        .collect()
}

/// Keeps a finished round: its id.
pub async fn insert(conn: &mut AnyConnection, hand: NewHand<'_>) -> Result<i64> {
    let id = next_id(conn, "hands").await?;
    sqlx::query(INSERT)
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
    for (user, played) in listed(&hand) {
        sqlx::query(LIST)
            .bind(user)
            .bind(id)
            .bind(played)
            .execute(&mut *conn)
            .await?;
    }
    Ok(id)
}

/// [`insert`] as statements of a script ([`Script`]): its id taken from the counter in the
/// script itself.
pub fn insert_in(script: &mut Script, hand: NewHand<'_>) {
    script.push(NEXT_ID, Vec::new(), Rows::Exactly(1));
    let args = vec![
        hand.table.into(),
        hand.from_version.into(),
        hand.to_version.into(),
        hand.game.into(),
        hand.summary.into(),
        hand.record.into(),
        hand.at.into(),
    ];
    script.push(
        "INSERT INTO hands
         (id, table_id, from_version, to_version, game, summary, record, ended_at)
         VALUES ((SELECT next_id FROM counters WHERE name = 'hands'), $1, $2, $3, $4, $5, $6, $7)",
        args,
        Rows::Exactly(1),
    );
    for (user, played) in listed(&hand) {
        script.push(
            "INSERT INTO hand_players (user_id, hand_id, played)
             VALUES ($1, (SELECT next_id FROM counters WHERE name = 'hands'), $2)",
            vec![user.into(), played.into()],
            Rows::Exactly(1),
        );
    }
}

/// The next id of the hands, as [`next_id`] takes it.
const NEXT_ID: &str = "UPDATE counters SET next_id = next_id + 1 WHERE name = 'hands'";

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

/// The rounds `user` played at table `table` after the round `after`, newest first, at most
/// `limit`: each with its hand record (JSON), for a session's report.
pub async fn at_table(
    conn: &mut AnyConnection,
    user: i64,
    table: i64,
    after: i64,
    limit: i64,
) -> Result<Vec<(HandSummary, String)>> {
    let sql = "SELECT h.id, h.table_id, h.game, h.summary, h.ended_at, h.record
               FROM hand_players p JOIN hands h ON h.id = p.hand_id
               WHERE p.user_id = $1 AND h.table_id = $2 AND p.hand_id > $3 AND p.played = 1
               ORDER BY p.hand_id DESC LIMIT $4";
    let rows: Vec<(i64, i64, String, String, i64, String)> = sqlx::query_as(sql)
        .bind(user)
        .bind(table)
        .bind(after)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, table, game, text, ended_at, record)| {
            (summary((id, table, game, text, ended_at)), record)
        })
        .collect())
}
