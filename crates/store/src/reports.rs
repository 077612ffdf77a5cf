//! What the room's operators read of its books: the house's result by day and game, and the rounds
//! of player-banked tables that a report of chip dumping is made from.

use sqlx::AnyConnection;

use crate::Result;

/// A day's milliseconds: days are counted from the Unix epoch, in UTC.
pub const DAY_MS: i64 = 86_400_000;

/// The house's result on one day at one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseDay {
    /// Days since the Unix epoch (UTC).
    pub day: i64,
    pub game: String,
    /// The chips the house won (above zero) or lost, at the tables it banks.
    pub result: i64,
    /// Rounds finished that day at tables of that game.
    pub rounds: i64,
}

/// The house's result by day and game from `since` on (milliseconds since the epoch), newest day
/// first: the sum of the house's postings, by the day of their transfer and the game of the table
/// that made it, beside the rounds finished. A day with neither is left out.
pub async fn house(conn: &mut AnyConnection, since: i64) -> Result<Vec<HouseDay>> {
    let results: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT t.created_at / 86400000, g.game, CAST(SUM(p.amount) AS BIGINT)
         FROM postings p
         JOIN transfers t ON t.id = p.transfer_id
         JOIN game_tables g ON g.id = t.table_id
         WHERE p.account = 'house' AND t.created_at >= $1
         GROUP BY t.created_at / 86400000, g.game",
    )
    .bind(since)
    .fetch_all(&mut *conn)
    .await?;
    let rounds: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT ended_at / 86400000, game, COUNT(*) FROM hands WHERE ended_at >= $1
         GROUP BY ended_at / 86400000, game",
    )
    .bind(since)
    .fetch_all(&mut *conn)
    .await?;
    let mut days: Vec<HouseDay> = Vec::new();
    for (day, game, result) in results {
        days.push(HouseDay {
            day,
            game,
            result,
            rounds: 0,
        });
    }
    for (day, game, count) in rounds {
        match days.iter_mut().find(|d| d.day == day && d.game == game) {
            Some(found) => found.rounds = count,
            None => days.push(HouseDay {
                day,
                game,
                result: 0,
                rounds: count,
            }),
        }
    }
    days.sort_by(|a, b| b.day.cmp(&a.day).then_with(|| a.game.cmp(&b.game)));
    Ok(days)
}

/// A finished round of a player-banked table: its table and its summary (JSON, with each
/// player's `net` by name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    pub table: i64,
    pub summary: String,
}

/// The newest `limit` rounds finished from `since` on at tables of `games`, newest first.
pub async fn rounds(
    conn: &mut AnyConnection,
    games: &[&str],
    since: i64,
    limit: i64,
) -> Result<Vec<Round>> {
    let mut found = Vec::new();
    for game in games {
        let rows: Vec<(i64, String)> = sqlx::query_as(
            "SELECT table_id, summary FROM hands WHERE game = $1 AND ended_at >= $2
             ORDER BY id DESC LIMIT $3",
        )
        .bind(*game)
        .bind(since)
        .bind(limit)
        .fetch_all(&mut *conn)
        .await?;
        found.extend(
            rows.into_iter()
                .map(|(table, summary)| Round { table, summary }),
        );
    }
    Ok(found)
}
