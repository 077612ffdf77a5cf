//! The HTTP API's OpenAPI document, made once from the handlers' `#[utoipa::path]`s and their
//! types' schemas and served at `/api/openapi.json`; and the router made from it. Each
//! operation is served at the path and method the document gives it, by the handler its id
//! names, so a route cannot be served without being in the document, nor be in it unserved.

use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock};

use axum::Router;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodFilter, MethodRouter, on};
use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{self, Content, Ref, RefOr, ResponseBuilder};
use utoipa::{IntoResponses, Modify, OpenApi, ToSchema};

use super::{
    Refusal, accounts, hands, health, ops, practice, quick, review, sessions, tables, wallet,
};
use crate::{App, auth};

// What the extractors and the store refuse, the same for every handler that uses them.
pub(super) const SIGNED_OUT: &str = "`unauthenticated`: no live session";
const TOO_LARGE: &str = "`malformed`: a body over 2 MiB";
const NOT_JSON: &str = "`malformed`: a body not sent as `application/json`";
const NOT_OF_SHAPE: &str =
    "`malformed`: a body not of the request's shape, or with a field it does not know";
pub(super) const SERVER: &str = "`server`: the server failed (the database, or a stored record)";
const TOO_MANY: &str = "`too_many`: over a limit of this address's (docs/server.md, \
    Security); the message says when to try again";
pub(super) const BUSY: &str =
    "`busy`: the database, or the checking of passwords and PINs, cannot answer in time; try again";

/// The refusals of a handler that reads a JSON body, which [`Body`](super::Body) makes.
pub(super) struct BodyRefused;

impl IntoResponses for BodyRefused {
    fn responses() -> Answers {
        refusals(&[(413, TOO_LARGE), (415, NOT_JSON), (422, NOT_OF_SHAPE)])
    }
}

/// The refusal of a handler limited by the caller's address ([`crate::guard`]).
pub(super) struct Limited;

impl IntoResponses for Limited {
    fn responses() -> Answers {
        refusals(&[(429, TOO_MANY)])
    }
}

/// The refusals of a handler limited by the caller's address that reads a JSON body and goes to
/// the database: [`BodyRefused`], [`Limited`] and [`Failed`] together, as most account changes
/// have them.
pub(super) struct Guarded;

impl IntoResponses for Guarded {
    fn responses() -> Answers {
        let mut answers = BodyRefused::responses();
        answers.extend(Limited::responses());
        answers.extend(Failed::responses());
        answers
    }
}

/// The refusals of a handler that goes to the database when the server fails: the ones most do.
pub(super) struct Failed;

impl IntoResponses for Failed {
    fn responses() -> Answers {
        refusals(&[(500, SERVER), (503, BUSY)])
    }
}

/// The refusals every operators' route may answer: a stranger's `401`, anyone else's `403
/// not_an_operator`, and the server failing.
pub(super) struct ForOperators;

impl IntoResponses for ForOperators {
    fn responses() -> Answers {
        let mut answers = refusals(&[(401, SIGNED_OUT), (403, "`not_an_operator`")]);
        answers.extend(Failed::responses());
        answers
    }
}

/// The refusals of an operator's change to a person's account, besides its own `400`s: the
/// operators' ([`ForOperators`]), the body's ([`BodyRefused`]), and `404 no_such_person`.
pub(super) struct PersonChange;

impl IntoResponses for PersonChange {
    fn responses() -> Answers {
        let mut answers = ForOperators::responses();
        answers.extend(BodyRefused::responses());
        answers.extend(refusals(&[(404, "`no_such_person`")]));
        answers
    }
}

/// The refusals of a page of a signed-in player's list, asked for by its `Page` query.
pub(super) struct PageRefused;

impl IntoResponses for PageRefused {
    fn responses() -> Answers {
        let mut answers = refusals(&[
            (400, "`malformed`: a query that does not read"),
            (401, SIGNED_OUT),
        ]);
        answers.extend(Failed::responses());
        answers
    }
}

/// The refusals of a table asked for by its id.
pub(super) struct NoSuchTable;

impl IntoResponses for NoSuchTable {
    fn responses() -> Answers {
        refusals(&[(400, NOT_AN_ID), (404, "`no_such_table`")])
    }
}

/// The refusals of a signed-in player's round asked for by its id.
pub(super) struct NoSuchHand;

impl IntoResponses for NoSuchHand {
    fn responses() -> Answers {
        refusals(&[
            (400, NOT_AN_ID),
            (401, SIGNED_OUT),
            (404, "`no_hand`: none the player sat in"),
        ])
    }
}

const NOT_AN_ID: &str = "`malformed`: an id that is not a number";

/// Answers by status, as a group of them goes into a handler's `responses`. A group stands there
/// where its statuses fall among the handler's others: the document keeps the order it is given.
type Answers = BTreeMap<String, RefOr<openapi::Response>>;

/// Refusals (a [`Refusal`] body each) by status, each with its description.
fn refusals(answers: &[(u16, &str)]) -> Answers {
    let body = || Content::new(Some(Ref::from_schema_name(Refusal::name())));
    (answers.iter())
        .map(|&(status, description)| {
            let response = ResponseBuilder::new()
                .description(description)
                .content("application/json", body())
                .build();
            (status.to_string(), response.into())
        })
        .collect()
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Parlour",
        description = "The HTTP side of `parlour serve`: accounts, the wallet, tables and hand \
            histories, JSON in and out. Every refusal is `{\"error\": {\"code\", \"message\"}}`, with `args` where the message carries values. \
            The tables are played over the WebSocket at `/ws` (docs/protocol.md), which this \
            document does not describe."
    ),
    paths(
        health::health,
        health::metrics,
        openapi,
        accounts::signup,
        accounts::guest,
        sessions::signin,
        sessions::signout,
        sessions::signout_everywhere,
        sessions::claim,
        sessions::password,
        accounts::me,
        accounts::set_pin,
        accounts::set_lang,
        accounts::set_limit,
        wallet::top_up,
        wallet::statement,
        tables::list,
        tables::create,
        tables::rules,
        tables::fairness,
        tables::presets,
        quick::quick,
        sessions::reset,
        ops::room,
        ops::tables,
        ops::close_table,
        ops::pause_table,
        ops::resume_table,
        ops::set_hints,
        ops::search,
        ops::person,
        ops::suspend,
        ops::ban,
        ops::lift,
        ops::unlock,
        ops::reset_link,
        ops::adjust,
        ops::house,
        ops::dumping,
        ops::audit,
        ops::settings,
        hands::list,
        hands::one,
        hands::steps,
        review::review,
        review::session,
        practice::practice,
    ),
    modifiers(&Session)
)]
struct Doc;

/// The session cookie (`auth.rs`): how a request says who sends it. The WebSocket upgrade reads
/// the same cookie; nothing reads a bearer token.
struct Session;

impl Modify for Session {
    fn modify(&self, doc: &mut utoipa::openapi::OpenApi) {
        let cookie = ApiKeyValue::with_description(
            auth::COOKIE,
            "the session token that signing up or in sets, HttpOnly and SameSite=Lax",
        );
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme("session", SecurityScheme::ApiKey(ApiKey::Cookie(cookie)));
        // The operators' token (`PARLOUR_OPS_TOKEN`), for `/metrics` and the whole of `/health`.
        let operator = HttpBuilder::new()
            .scheme(HttpAuthScheme::Bearer)
            .description(Some("the operators' token the room was started with"))
            .build();
        components.add_security_scheme("operator", SecurityScheme::Http(operator));
    }
}

/// The document, made once.
pub static DOC: LazyLock<utoipa::openapi::OpenApi> = LazyLock::new(Doc::openapi);

/// The document as it is sent, written once.
static JSON: LazyLock<String> = LazyLock::new(|| DOC.to_json().expect("the document writes"));

/// This document.
#[utoipa::path(get, path = "/api/openapi.json", tag = "api",
    responses((status = 200, description = "the OpenAPI document of the HTTP API",
        body = Object)))]
pub(super) async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], JSON.as_str()).into_response()
}

/// Serves a handler for the methods of a filter.
type Serve = fn(MethodFilter) -> MethodRouter<Arc<App>>;

/// Every handler, by the id of its operation in the document.
const HANDLERS: &[(&str, Serve)] = &[
    ("health", |m| on(m, health::health)),
    ("metrics", |m| on(m, health::metrics)),
    ("openapi", |m| on(m, openapi)),
    ("signup", |m| on(m, accounts::signup)),
    ("guest", |m| on(m, accounts::guest)),
    ("signin", |m| on(m, sessions::signin)),
    ("signout", |m| on(m, sessions::signout)),
    ("signout_everywhere", |m| {
        on(m, sessions::signout_everywhere)
    }),
    ("claim", |m| on(m, sessions::claim)),
    ("password", |m| on(m, sessions::password)),
    ("me", |m| on(m, accounts::me)),
    ("set_pin", |m| on(m, accounts::set_pin)),
    ("set_lang", |m| on(m, accounts::set_lang)),
    ("set_limit", |m| on(m, accounts::set_limit)),
    ("top_up", |m| on(m, wallet::top_up)),
    ("statement", |m| on(m, wallet::statement)),
    ("tables", |m| on(m, tables::list)),
    ("open_table", |m| on(m, tables::create)),
    ("rules", |m| on(m, tables::rules)),
    ("fairness", |m| on(m, tables::fairness)),
    ("presets", |m| on(m, tables::presets)),
    ("quick_seat", |m| on(m, quick::quick)),
    ("reset", |m| on(m, sessions::reset)),
    ("room", |m| on(m, ops::room)),
    ("ops_tables", |m| on(m, ops::tables)),
    ("close_table", |m| on(m, ops::close_table)),
    ("pause_table", |m| on(m, ops::pause_table)),
    ("resume_table", |m| on(m, ops::resume_table)),
    ("set_hints", |m| on(m, ops::set_hints)),
    ("people", |m| on(m, ops::search)),
    ("person", |m| on(m, ops::person)),
    ("suspend", |m| on(m, ops::suspend)),
    ("ban", |m| on(m, ops::ban)),
    ("lift", |m| on(m, ops::lift)),
    ("unlock", |m| on(m, ops::unlock)),
    ("reset_link", |m| on(m, ops::reset_link)),
    ("adjust", |m| on(m, ops::adjust)),
    ("house", |m| on(m, ops::house)),
    ("dumping", |m| on(m, ops::dumping)),
    ("audit", |m| on(m, ops::audit)),
    ("settings", |m| on(m, ops::settings)),
    ("hands", |m| on(m, hands::list)),
    ("hand", |m| on(m, hands::one)),
    ("steps", |m| on(m, hands::steps)),
    ("review", |m| on(m, review::review)),
    ("session_report", |m| on(m, review::session)),
    ("practice", |m| on(m, practice::practice)),
];

/// Every operation of the document, served by its handler. A handler without an operation, an
/// operation without a handler, or one named twice stops the server from starting.
pub(super) fn routes() -> Router<Arc<App>> {
    let mut router = Router::new();
    let mut served = Vec::new();
    for (path, item) in &DOC.paths.paths {
        let mut methods = MethodRouter::new();
        for (filter, operation) in operations(item) {
            let id = operation.operation_id.as_deref().unwrap_or_default();
            let (_, serve) = (HANDLERS.iter().find(|(name, _)| *name == id))
                .unwrap_or_else(|| panic!("no handler for the operation {id:?} of {path}"));
            assert!(!served.contains(&id), "the operation {id:?} is named twice");
            served.push(id);
            methods = methods.merge(serve(filter));
        }
        router = router.route(path, methods);
    }
    for (id, _) in HANDLERS {
        assert!(served.contains(id), "the handler {id:?} has no operation");
    }
    router
}

/// A path's operations, each with the method it answers.
fn operations(item: &PathItem) -> impl Iterator<Item = (MethodFilter, &Operation)> {
    [
        (MethodFilter::GET, &item.get),
        (MethodFilter::POST, &item.post),
        (MethodFilter::PUT, &item.put),
        (MethodFilter::DELETE, &item.delete),
        (MethodFilter::PATCH, &item.patch),
        (MethodFilter::HEAD, &item.head),
        (MethodFilter::OPTIONS, &item.options),
        (MethodFilter::TRACE, &item.trace),
    ]
    .into_iter()
    .filter_map(|(filter, operation)| Some((filter, operation.as_ref()?)))
}
