//! The lobby and its tables: every open table, opening one, a table's rules in words, the presets,
//! and what a table has published of its fair shuffles.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

use super::doc::{BodyRefused, Failed, NoSuchTable, SERVER, SIGNED_OUT};
use super::{Answer, ApiError, Body, Id, Params, Refusal, Signed};
use crate::App;
use crate::table::{Summary, Unopened};

/// A page of the group's open tables.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Tables {
    tables: Vec<Listing>,
    /// The `after` of the next page; `null` on the last.
    #[schema(required = true)]
    next: Option<i64>,
}

/// A page of the lobby.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Page {
    /// Only tables after this one (the last `id` of the page before).
    after: Option<i64>,
    /// Tables a page: 50 unless asked, 1 to 200.
    limit: Option<i64>,
}

/// A table as the lobby shows it.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct Listing {
    pub id: i64,
    /// Its game: `casino`, `pontoon`, `palace`...
    game: String,
    /// Its rules, every option spelled out.
    rules: Value,
    /// Who sits in each seat (`null`: empty); bots' names end in `[bot]`.
    seats: Vec<Option<String>>,
    /// The seats whose person is away: no connection of theirs follows the table (they are sat
    /// out soon).
    #[serde(default)]
    away: Vec<usize>,
    /// Connections following it.
    watching: usize,
    /// Its version: the actions it has taken.
    version: u64,
    /// The hints the coach gives at it: `off`, `fresh` or `seen` (docs/server.md, "The coach").
    #[serde(default)]
    hints: crate::table::Hints,
    /// The address of the node that serves it.
    node: String,
}

impl Listing {
    /// Its game.
    pub fn game(&self) -> &str {
        &self.game
    }

    /// Its rules, every option spelled out.
    pub fn rules(&self) -> &Value {
        &self.rules
    }

    /// Who sits in each seat.
    pub fn seats(&self) -> &[Option<String>] {
        &self.seats
    }

    fn new(summary: Summary, node: &str) -> Listing {
        Listing {
            id: summary.id,
            game: summary.game.to_string(),
            rules: summary.rules,
            seats: summary.seats,
            away: summary.away,
            watching: summary.watching,
            version: summary.version,
            hints: summary.hints,
            node: node.to_string(),
        }
    }
}

/// `GET /api/tables`: a page of the group's open tables, by id, each with the address of the
/// node that serves it (`node`): this node's own as they are now, the others' as last published.
/// A page is followed by `after` its last id; a client that follows the lobby over the socket
/// (`lobby`) is sent the tables that change, as they change.
#[utoipa::path(get, path = "/api/tables", tag = "tables", operation_id = "tables", params(Page),
    responses(
        (status = 200, description = "a page of the group's open tables", body = Tables),
        (status = 400, description = "`malformed`: a query that does not read", body = Refusal),
    ))]
pub(super) async fn list(State(app): State<Arc<App>>, Params(page): Params<Page>) -> Response {
    let limit = page.limit.unwrap_or(50).clamp(1, 200) as usize;
    let after = page.after.unwrap_or(i64::MIN);
    let mut tables: Vec<Listing> = lobby(&app)
        .into_iter()
        .filter(|t| t.id > after)
        .take(limit + 1)
        .collect();
    let next = (tables.len() > limit).then(|| {
        tables.truncate(limit);
        tables.last().map_or(after, |t| t.id)
    });
    Json(Tables { tables, next }).into_response()
}

/// Another node's summary as it published it, as the lobby shows it (one that does not read is
/// left out).
fn published(listed: crate::group::Listed) -> Option<Listing> {
    let mut summary = listed.summary;
    (summary.as_object_mut()?).insert("node".into(), listed.advertise.into());
    serde_json::from_value(summary).ok()
}

/// Every open table of the group as the lobby shows it, by id.
pub fn lobby(app: &App) -> Vec<Listing> {
    let mut tables: std::collections::BTreeMap<i64, Listing> = (app.group.listed().into_iter())
        .filter(|(_, listed)| listed.node != app.node)
        .filter_map(|(id, listed)| Some((id, published(listed)?)))
        .collect();
    for handle in app.lobby.all() {
        tables.insert(handle.id, Listing::new(handle.summary(), &app.advertise));
    }
    tables.into_values().collect()
}

/// The tables `ids` as the lobby shows them now, and those of them no longer open (closed, or
/// not yet published by the node that took them).
pub fn listings(app: &App, ids: &std::collections::BTreeSet<i64>) -> (Vec<Listing>, Vec<i64>) {
    let (mut open, mut closed) = (Vec::new(), Vec::new());
    // The group's listing, read once: not again for every table asked for.
    let mut elsewhere: std::collections::BTreeMap<i64, crate::group::Listed> =
        app.group.listed().into_iter().collect();
    for &id in ids {
        let here = app
            .lobby
            .get(id)
            .map(|h| Listing::new(h.summary(), &app.advertise));
        let listing = here.or_else(|| {
            let listed = elsewhere.remove(&id)?;
            (listed.node != app.node)
                .then(|| published(listed))
                .flatten()
        });
        match listing {
            Some(listing) => open.push(listing),
            None => closed.push(id),
        }
    }
    (open, closed)
}

/// `404 no_such_table`.
fn no_such_table(id: i64) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no_such_table",
        format!("no table {id}"),
    )
    .with("why", "any")
    .with("id", id.to_string())
}

/// What a table has published of its fair shuffles.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Published {
    table: i64,
    game: String,
    rules: Value,
    /// Its shuffles as docs/fairness.md gives them; `null` at a table not dealt fair.
    #[schema(value_type = Option<Object>, required = true)]
    fairness: Value,
}

/// `GET /api/tables/ID/fairness`: what the table has published of its fair shuffles
/// (docs/fairness.md), `fairness` being `null` for a table not dealt by the fair scheme (a test
/// server's stacked pack). A table served by another node of the group is answered from its
/// stored record.
#[utoipa::path(get, path = "/api/tables/{id}/fairness", tag = "tables",
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 200, description = "the table's fair shuffles", body = Published),
        NoSuchTable,
        (status = 500, description = SERVER, body = Refusal),
        (status = 503, description = "`busy`: the table is putting itself back after a failed \
            write, or the database is not answering; try again", body = Refusal),
    ))]
pub(super) async fn fairness(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
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
                    .with("why", "table")
                })?
                .map(|report| serde_json::to_value(&*report));
            (summary.game.to_string(), summary.rules, fairness)
        }
        None => crate::table::stored_fairness(&app, id)
            .await
            .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", e.to_string()))?
            .map(|(game, rules, report)| (game, rules, report.map(|r| serde_json::to_value(&r))))
            .ok_or_else(|| no_such_table(id))?,
    };
    let fairness = fairness
        .transpose()
        .expect("a report serializes")
        .unwrap_or(Value::Null);
    Ok(Json(Published {
        table: id,
        game,
        rules,
        fairness,
    })
    .into_response())
}

/// A table's rules in words.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Worded {
    table: i64,
    game: String,
    rules: Value,
    /// The rules in words, a paragraph each, in English.
    text: Vec<String>,
    /// The same paragraphs as messages to say (`{"id", "args"}`: an id of the catalogues' rules
    /// area and its variables), for a client to say in its person's language.
    #[schema(value_type = Vec<Object>)]
    said: Vec<parlour_engine::Said>,
    options: Vec<Setting>,
    /// The room's own rules of its seats, the same at every table.
    room: Room,
}

/// How the room keeps its seats: the turn's time, and when someone who has gone is not waited for
/// and is sat out (a page says them in words).
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Room {
    /// A person's time for a turn, in milliseconds.
    turn_ms: u64,
    /// How long someone away (no connection of theirs follows the table) is waited for on their
    /// turn, in milliseconds: after it each turn of theirs times out at once.
    away_grace_ms: u64,
    /// After how long away someone is sat out (stood up at the next seam, their chips back in
    /// their wallet), in milliseconds.
    away_ms: u64,
    /// After how many whole rounds missed away they are sat out sooner; `null`: only the time.
    #[schema(required = true)]
    away_rounds: Option<u32>,
    /// How long a table with nobody seated but bots stays open, in milliseconds.
    table_idle_ms: u64,
}

impl Room {
    fn of(config: &crate::Config) -> Room {
        Room {
            turn_ms: config.turn.as_millis() as u64,
            away_grace_ms: config.away_grace.as_millis() as u64,
            away_ms: config.away.as_millis() as u64,
            away_rounds: config.away_rounds,
            table_idle_ms: config.table_idle.as_millis() as u64,
        }
    }
}

/// An option of a table's rules, and its value there.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Setting {
    name: &'static str,
    /// Its value at the table (`null`: not set).
    value: Value,
    /// The values it takes, in words.
    values: &'static str,
    /// What it does, in English.
    meaning: String,
    /// The id of the message that says what it does, in the catalogues' rules area: what a
    /// client says in its person's language.
    meaning_id: &'static str,
}

/// `GET /api/tables/{id}/rules`: the table's rules in words, and each option with its value and
/// meaning: the browser's rules page.
#[utoipa::path(get, path = "/api/tables/{id}/rules", tag = "tables",
    params(("id" = i64, Path, description = "the table")),
    responses(
        (status = 200, description = "the table's rules in words", body = Worded),
        NoSuchTable,
        Failed,
    ))]
pub(super) async fn rules(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
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
    let said = entry
        .describe(&table.rules)
        .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
    let text = said.iter().map(parlour_engine::Said::english).collect();
    let options = (entry.options().iter())
        .map(|o| Setting {
            name: o.name,
            value: table.rules.get(o.name).cloned().unwrap_or_default(),
            values: o.values,
            meaning: o.meaning(),
            meaning_id: o.meaning_id,
        })
        .collect();
    Ok(Json(Worded {
        table: id,
        game: table.game.to_string(),
        rules: table.rules,
        text,
        said,
        options,
        room: Room::of(&app.config),
    })
    .into_response())
}

/// A table's game and rules, wherever it is served.
struct TableRules<'a> {
    game: &'a str,
    rules: Value,
}

/// Every preset of every game.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Presets {
    presets: Vec<Preset>,
}

/// A preset: a game's rules by a name.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Preset {
    /// Its name, which `POST /api/tables` takes as `rules`.
    preset: &'static str,
    game: &'static str,
    /// What it is, in a line.
    description: &'static str,
    /// Its rules, every option spelled out.
    #[schema(value_type = Object)]
    rules: Map<String, Value>,
    /// The options a table may change.
    options: Vec<Choice>,
}

/// An option of a game's rules.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Choice {
    name: &'static str,
    /// The values it takes, in words.
    values: &'static str,
    /// What it does, in English.
    meaning: String,
    /// The id of the message that says what it does, in the catalogues' rules area: what a
    /// client says in its person's language.
    meaning_id: &'static str,
}

/// Every preset of every game, with its rules spelled out and the options a table may change:
/// what the lobby's form is drawn from.
#[utoipa::path(get, path = "/api/presets", tag = "tables",
    responses(
        (status = 200, description = "every preset of every game", body = Presets),
        (status = 500, description = "`server`: a preset's rules do not read", body = Refusal),
    ))]
pub(super) async fn presets() -> Answer {
    let registry = parlour_games::registry();
    let mut presets = Vec::new();
    for (preset, entry, description) in registry.presets() {
        let game = entry.id();
        let rules = entry
            .read_rules(&Value::from(preset))
            .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "server", why))?;
        let options = (entry.options().iter())
            .map(|o| Choice {
                name: o.name,
                values: o.values,
                meaning: o.meaning(),
                meaning_id: o.meaning_id,
            })
            .collect();
        presets.push(Preset {
            preset,
            game,
            description,
            rules,
            options,
        });
    }
    Ok(Json(Presets { presets }).into_response())
}

/// A table to open.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct NewTable {
    /// A preset's name, or an object with `preset` and options.
    rules: Value,
    /// Its seats, within what its rules seat: 3 unless given.
    #[serde(default = "three")]
    seats: usize,
    /// A stacked pack, top first, each card as `AS`, `TD`... (`parlour serve --allow-stacked`
    /// only: a test server's).
    #[serde(default)]
    #[schema(value_type = Option<Vec<String>>)]
    deck: Option<Vec<parlour_cards::Card>>,
}

/// The table opened.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Opened {
    table: Placed,
}

/// A table opened: as the lobby shows it, if this node serves it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub(super) enum Placed {
    Here(Listing),
    Elsewhere(Elsewhere),
}

/// A table placed on another node of the group.
#[derive(Debug, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct Elsewhere {
    id: i64,
    /// The address of the node that serves it, once it is known.
    #[schema(required = true)]
    node: Option<String>,
}

fn three() -> usize {
    3
}

/// Opens a table of any game, every seat empty.
#[utoipa::path(post, path = "/api/tables", tag = "tables", operation_id = "open_table",
    request_body = NewTable, security(("session" = [])),
    responses(
        (status = 201, description = "the table opened", body = Opened),
        (status = 400, description = "`bad_table`: rules that do not read, seats they do not \
            seat, a bet over the house maximum, a stacked pack on a server that takes none; \
            `malformed`: a body that is not JSON", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        (status = 409, description = "`too_many_tables`: the player has as many tables open \
            as they may (3 unless the room says otherwise)", body = Refusal),
        BodyRefused,
        Failed,
    ))]
pub(super) async fn create(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Body(body): Body<NewTable>,
) -> Answer {
    if body.deck.is_some() && !app.config.allow_stacked {
        return Err(ApiError::bad(
            "bad_table",
            "a stacked pack is for test servers (parlour serve --allow-stacked)",
        )
        .with("why", "stacked"));
    }
    let opened = crate::table::open_table(&app, body.rules, body.seats, Some(user.id), body.deck);
    let id = opened.await.map_err(|unopened| match unopened {
        Unopened::Bad(why) => ApiError::bad("bad_table", why),
        Unopened::TooMany(most) => ApiError::new(
            StatusCode::CONFLICT,
            "too_many_tables",
            format!("you have {most} tables open, the most you may: play at one of them"),
        )
        .with("why", "open")
        .with("most", most),
    })?;
    let table = match app.lobby.get(id) {
        Some(handle) => Placed::Here(Listing::new(handle.summary(), &app.advertise)),
        // Placed on another node of the group: where it is served.
        None => {
            let mut conn = app.store.pool().acquire().await?;
            let node = parlour_store::group::whereabouts(&mut conn, id)
                .await?
                .map(|(_, advertise)| advertise);
            Placed::Elsewhere(Elsewhere { id, node })
        }
    };
    Ok((StatusCode::CREATED, Json(Opened { table })).into_response())
}
