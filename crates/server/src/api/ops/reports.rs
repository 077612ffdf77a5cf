//! What the operators read of the room's books: the house's result by day and game, and a report
//! of chip dumping, chips flowing between the same accounts at the tables people bank or play
//! against each other.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::response::IntoResponse;
use parlour_engine::Banker;
use parlour_store::reports::{self, DAY_MS};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::super::doc::ForOperators;
use super::super::{Answer, ApiError, Operator, Params, Refusal};
use crate::{App, now_ms};

/// The rounds a dumping report reads at most, newest first, for each game.
const ROUNDS_READ: i64 = 100_000;

/// The period a report covers.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(in crate::api) struct Period {
    /// Days back from today (UTC), today included: 1 to 366, 30 unless asked.
    days: Option<i64>,
}

impl Period {
    /// The first moment it covers: midnight UTC, `days - 1` days before today.
    fn since(&self) -> Result<i64, ApiError> {
        let days = self.days.unwrap_or(30);
        if !(1..=366).contains(&days) {
            return Err(ApiError::bad("bad_days", "a report covers 1 to 366 days"));
        }
        Ok((now_ms() / DAY_MS - (days - 1)) * DAY_MS)
    }
}

/// The house's result, by day and game.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct House {
    days: Vec<HouseDay>,
}

/// The house's result on one day at one game.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct HouseDay {
    /// The day, UTC, as `YYYY-MM-DD`.
    day: String,
    game: String,
    /// Chips the house won (above zero) or lost at the tables it banks.
    result: i64,
    /// Rounds finished that day at tables of that game.
    rounds: i64,
}

/// The house's result by UTC day and game, newest day first: what it won or lost at the tables it
/// banks, beside the rounds played at every game. Days with neither are left out.
#[utoipa::path(get, path = "/api/ops/house", tag = "operators", operation_id = "house",
    security(("session" = [])), params(Period),
    responses(
        (status = 200, description = "the house's result", body = House),
        (status = 400, description = "`bad_days`; `malformed`: a query that does not read", body = Refusal),
        ForOperators,
    ))]
pub(in crate::api) async fn house(
    State(app): State<Arc<App>>,
    _: Operator,
    Params(period): Params<Period>,
) -> Answer {
    let since = period.since()?;
    let mut conn = app.store.pool().acquire().await?;
    let days = reports::house(&mut conn, since)
        .await?
        .into_iter()
        .map(|d| HouseDay {
            day: date(d.day),
            game: d.game,
            result: d.result,
            rounds: d.rounds,
        })
        .collect();
    Ok(Json(House { days }).into_response())
}

/// Day `day` since the Unix epoch as `YYYY-MM-DD` (the proleptic Gregorian calendar, UTC).
fn date(day: i64) -> String {
    // Howard Hinnant's days-to-civil: eras of 400 years, 146,097 days each.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// Pairs of accounts chips flowed between.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Dumping {
    pairs: Vec<Pair>,
    /// The rounds read (at most 100,000 of each game, the newest).
    rounds: usize,
}

/// Chips that went from one account to another, net, over the period.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Pair {
    from: Named,
    to: Named,
    chips: i64,
    /// The rounds in which chips went between them, and at how many tables.
    rounds: i64,
    tables: usize,
}

/// An account, by id and name.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Named {
    #[schema(required = true)]
    id: Option<i64>,
    name: String,
}

/// The pairs of people between whom chips flowed, net, at the tables where people play against
/// each other (the home games, banked by a player; Palace Poker), largest flow first, 50 at
/// most: chips lost on purpose to a partner show as a large flow one way over many rounds.
#[utoipa::path(get, path = "/api/ops/dumping", tag = "operators", operation_id = "dumping",
    security(("session" = [])), params(Period),
    responses(
        (status = 200, description = "the pairs", body = Dumping),
        (status = 400, description = "`bad_days`; `malformed`: a query that does not read", body = Refusal),
        ForOperators,
    ))]
pub(in crate::api) async fn dumping(
    State(app): State<Arc<App>>,
    _: Operator,
    Params(period): Params<Period>,
) -> Answer {
    let since = period.since()?;
    let games: Vec<&str> = (parlour_games::registry().ids().into_iter())
        .filter(|id| {
            parlour_games::registry()
                .get(id)
                .is_some_and(|e| e.banker() != Banker::House)
        })
        .collect();
    let mut conn = app.store.pool().acquire().await?;
    let read = reports::rounds(&mut conn, &games, since, ROUNDS_READ).await?;
    drop(conn);
    let count = read.len();
    // Reading tens of thousands of rounds' JSON is work for a blocking thread, not an async one.
    let flows = tokio::task::spawn_blocking(move || {
        let rounds: Vec<(i64, Value)> = (read.into_iter())
            .filter_map(|r| Some((r.table, serde_json::from_str(&r.summary).ok()?)))
            .collect();
        flows(&rounds)
    })
    .await
    .map_err(|_| {
        ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            "server",
            "the report failed",
        )
    })?;
    let mut conn = app.store.pool().acquire().await?;
    let mut pairs = Vec::new();
    for flow in flows.into_iter().take(50) {
        let from = named(&mut conn, flow.from).await?;
        let to = named(&mut conn, flow.to).await?;
        pairs.push(Pair {
            from,
            to,
            chips: flow.chips,
            rounds: flow.rounds,
            tables: flow.tables,
        });
    }
    Ok(Json(Dumping {
        pairs,
        rounds: count,
    })
    .into_response())
}

/// A player's name, with their account's id if one bears it still.
async fn named(
    conn: &mut sqlx::AnyConnection,
    name: String,
) -> Result<Named, parlour_store::StoreError> {
    let id = (parlour_store::accounts::find_by_name(conn, &name).await?).map(|u| u.id);
    Ok(Named { id, name })
}

/// Chips that went from one player to another, net, over some rounds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Flow {
    pub(crate) from: String,
    pub(crate) to: String,
    pub(crate) chips: i64,
    pub(crate) rounds: i64,
    pub(crate) tables: usize,
}

/// What went between two players: net chips one way, in how many rounds, at which tables.
#[derive(Debug, Default)]
struct Between {
    chips: i128,
    rounds: i64,
    tables: BTreeSet<i64>,
}

/// The net flows between players over `rounds` (each a table and its finished round, whose `net`
/// gives each player's result by name), largest first. In a round, what each loser lost is
/// shared among the winners in proportion to what each won (a banker who pays three punters has
/// paid each what they won; a punter who loses to the banker has paid the banker): so each pair's
/// flow is what one paid the other. Bots (`[bot]`) are no one's partner and are left out; a round
/// whose results do not sum to zero (a kitty or pot carried over) shares what is there.
pub(crate) fn flows(rounds: &[(i64, Value)]) -> Vec<Flow> {
    // (from, to) with from < to by name: chips from `from` to `to` (below zero: the other way).
    let mut net: HashMap<(String, String), Between> = HashMap::new();
    for (table, round) in rounds {
        let Some(results) = round.get("net").and_then(Value::as_object) else {
            continue;
        };
        let results: Vec<(&str, i64)> = (results.iter())
            .filter(|(name, _)| !crate::table::bots::is_bot(name))
            .filter_map(|(name, n)| Some((name.as_str(), n.as_i64()?)))
            .collect();
        let won: i128 = (results.iter())
            .filter(|(_, n)| *n > 0)
            .map(|(_, n)| i128::from(*n))
            .sum();
        if won == 0 {
            continue;
        }
        for &(loser, lost) in results.iter().filter(|(_, n)| *n < 0) {
            for &(winner, gained) in results.iter().filter(|(_, n)| *n > 0) {
                let paid = i128::from(-lost) * i128::from(gained) / won;
                if paid == 0 {
                    continue;
                }
                let (key, signed) = if loser < winner {
                    ((loser.to_string(), winner.to_string()), paid)
                } else {
                    ((winner.to_string(), loser.to_string()), -paid)
                };
                let between = net.entry(key).or_default();
                between.chips += signed;
                between.rounds += 1;
                between.tables.insert(*table);
            }
        }
    }
    let mut flows: Vec<Flow> = (net.into_iter())
        .filter(|(_, between)| between.chips != 0)
        .map(
            |(
                (a, b),
                Between {
                    chips,
                    rounds,
                    tables,
                },
            )| {
                let (from, to) = if chips > 0 { (a, b) } else { (b, a) };
                Flow {
                    from,
                    to,
                    chips: i64::try_from(chips.abs()).unwrap_or(i64::MAX),
                    rounds,
                    tables: tables.len(),
                }
            },
        )
        .collect();
    flows.sort_by(|x, y| (y.chips, &x.from, &x.to).cmp(&(x.chips, &y.from, &y.to)));
    flows
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn days_are_named_by_the_calendar() {
        assert_eq!(date(0), "1970-01-01");
        // 2000-03-01 is day 11,017: a leap year's 29 February comes before it.
        assert_eq!(date(11_016), "2000-02-29");
        assert_eq!(date(11_017), "2000-03-01");
        // 2026-12-04 at noon UTC is 1,796,385,600,000 ms.
        assert_eq!(date(1_796_385_600_000 / DAY_MS), "2026-12-04");
        assert_eq!(date(-1), "1969-12-31");
    }

    #[test]
    fn a_banker_paying_two_punters_pays_each_what_they_won() {
        let rounds = vec![(1, json!({"net": {"bank": -30, "ann": 10, "bob": 20}}))];
        let flows = flows(&rounds);
        assert_eq!(flows.len(), 2);
        assert_eq!(
            (flows[0].from.as_str(), flows[0].to.as_str(), flows[0].chips),
            ("bank", "bob", 20)
        );
        assert_eq!(
            (flows[1].from.as_str(), flows[1].to.as_str(), flows[1].chips),
            ("bank", "ann", 10)
        );
    }

    #[test]
    fn flows_both_ways_net_out_and_one_way_add_up() {
        let rounds = vec![
            (1, json!({"net": {"ann": -50, "bob": 50}})),
            (1, json!({"net": {"ann": 20, "bob": -20}})),
            (2, json!({"net": {"ann": -100, "bob": 100, "Cat [bot]": 0}})),
            (3, json!({"net": {"cat": 5, "dan": -5}})),
        ];
        let flows = flows(&rounds);
        assert_eq!(
            flows[0],
            Flow {
                from: "ann".into(),
                to: "bob".into(),
                chips: 130,
                rounds: 3,
                tables: 2
            }
        );
        assert_eq!((flows[1].from.as_str(), flows[1].chips), ("dan", 5));
    }

    #[test]
    fn bots_and_even_rounds_carry_no_flow() {
        let rounds = vec![
            (1, json!({"net": {"ann": -10, "Sam [bot]": 10}})),
            (1, json!({"net": {"ann": 0, "bob": 0}})),
            (1, json!({"something": "else"})),
        ];
        assert!(flows(&rounds).is_empty());
    }
}
