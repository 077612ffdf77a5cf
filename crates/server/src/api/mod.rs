//! The HTTP side, JSON in and out, a file an area: accounts and the betting limit
//! (`accounts.rs`), signing in and out and changing a password (`sessions.rs`), the wallet (`wallet.rs`), the lobby and its tables (`tables.rs`), hand
//! histories (`hands.rs`), the coach's reviews of rounds (`review.rs`) and its practice hands
//! (`practice.rs`), `/health` and `/metrics` (`health.rs`); and the WebSocket upgrade at
//! `/ws`. Every refusal, an extractor's included, is `{"error": {"code", "message"}}` with a
//! status that says what kind it is. A handler asks for the signed-in person with [`Signed`] and
//! reads its body with [`Body`]; the store does the SQL. Each handler's `#[utoipa::path]` says
//! where it is served and what it answers: the router is built from that document (`doc.rs`),
//! which is served at `/api/openapi.json`.

mod accounts;
mod doc;
pub mod hands;
mod health;
mod ops;
mod practice;
mod quick;
mod review;
mod sessions;
mod tables;
mod wallet;

pub use doc::DOC;
pub use tables::{listings, lobby};

use std::sync::Arc;

use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use parlour_store::StoreError;
use parlour_store::accounts::User;
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;

use crate::auth;
use crate::{App, now_ms};

/// A refusal of a request.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// The time the refusal names, if it names one (milliseconds since the Unix epoch): for a
    /// page to say in its reader's own zone.
    pub at: Option<i64>,
    /// The values the message carries (a count, a name, which of a code's cases), for a page to
    /// say the refusal in its person's language: the catalogues' `error-CODE` with these
    /// variables. Boxed, and none until one is given: a refusal travels in every `Result`.
    pub args: Option<Box<serde_json::Map<String, serde_json::Value>>>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            at: None,
            args: None,
        }
    }

    /// The refusal, carrying `value` as its variable `name`.
    pub fn with(mut self, name: &str, value: impl Into<serde_json::Value>) -> ApiError {
        (self.args.get_or_insert_default()).insert(name.to_string(), value.into());
        self
    }

    /// The refusal, naming the time `at`.
    pub fn at(self, at: i64) -> ApiError {
        ApiError {
            at: Some(at),
            ..self
        }
    }

    pub fn bad(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, code, message)
    }

    /// `400 bad_name`, with which of the name's rules it breaks (`why`) for a page's words.
    pub fn bad_name(why: &'static str) -> ApiError {
        let case = match why {
            w if w.contains("at least one") => "empty",
            w if w.contains("at most") => "long",
            w if w.contains("letters, digits") => "characters",
            w if w.contains("shows") => "blank",
            _ => "brackets",
        };
        ApiError::bad("bad_name", why).with("why", case)
    }

    /// `400 bad_password`, with which of the password's rules it breaks (`why`).
    pub fn bad_password(why: &'static str) -> ApiError {
        let case = match why {
            w if w.contains("needs a password") => "needed",
            w if w.contains("guest") => "guest",
            w if w.contains("at least") => "short",
            w if w.contains("at most") => "long",
            w if w.contains("name") => "name",
            _ => "common",
        };
        ApiError::bad("bad_password", why).with("why", case)
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
            )
            .with("name", name),
            // The database not answering is the room's trouble for now, not the request's.
            StoreError::Database(sqlx::Error::PoolTimedOut | sqlx::Error::Io(_)) => {
                tracing::error!("the database is not answering");
                ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "busy",
                    "the database is not answering; try again",
                )
                .with("why", "database")
            }
            other => {
                tracing::error!(%other, "the store failed");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server",
                    "the database failed",
                )
                .with("why", "database")
            }
        }
    }
}

impl From<crate::auth::HashRefused> for ApiError {
    fn from(refused: crate::auth::HashRefused) -> ApiError {
        match refused {
            crate::auth::HashRefused::Busy => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "too many passwords are being checked at once; try again",
            )
            .with("why", "passwords"),
            crate::auth::HashRefused::Failed => {
                tracing::error!("a password or PIN could not be hashed");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server",
                    "the password could not be checked",
                )
                .with("why", "password")
            }
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        StoreError::from(error).into()
    }
}

/// The one shape of every refusal.
#[derive(Debug, Serialize, ToSchema)]
pub struct Refusal {
    error: Why,
}

/// What was refused, and why.
#[derive(Debug, Serialize, ToSchema)]
pub struct Why {
    /// What kind of refusal, for a program: `malformed`, `unauthenticated`, `name_taken`...
    code: &'static str,
    /// Why, for a person.
    message: String,
    /// The time the refusal names, if it names one (milliseconds since the Unix epoch): when a
    /// betting limit may next change, say.
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<i64>,
    /// The values the message carries, for a page to say it in its person's language (the
    /// catalogues' `error-CODE` with these variables): `{"left": 3, "tries": 5}`.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    #[schema(value_type = Object)]
    args: serde_json::Map<String, serde_json::Value>,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let error = Why {
            code: self.code,
            message: self.message,
            at: self.at,
            args: self.args.map(|args| *args).unwrap_or_default(),
        };
        (self.status, Json(Refusal { error })).into_response()
    }
}

pub type Answer = Result<Response, ApiError>;

/// Every route of the document (`/health`, `/metrics` and `/api/...`), the table protocol's
/// upgrade and the browser's files.
pub fn router(app: Arc<App>) -> Router {
    doc::routes()
        .route("/ws", get(crate::ws::upgrade))
        .fallback(crate::web::file)
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            crate::guard::same_origin,
        ))
        .layer(axum::middleware::map_response(crate::web::secure))
        .layer(axum::middleware::from_fn(crate::web::unstored))
        .with_state(app)
}

/// The signed-in person: a handler that takes one is refused `401 unauthenticated` without a live
/// session.
#[derive(Debug)]
pub struct Signed(pub User);

impl FromRequestParts<Arc<App>> for Signed {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Signed, ApiError> {
        signed_in(app, &parts.headers).await.map(Signed)
    }
}

/// The signed-in person, one of the room's operators (`parlour admin grant NAME`): anyone else is
/// refused `403 not_an_operator`, a stranger `401`.
#[derive(Debug)]
pub struct Operator(pub User);

impl FromRequestParts<Arc<App>> for Operator {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Operator, ApiError> {
        let Signed(user) = Signed::from_request_parts(parts, app).await?;
        let mut conn = app.store.pool().acquire().await?;
        if !parlour_store::operators::is_operator(&mut conn, user.id).await? {
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "not_an_operator",
                "this is for the room's operators",
            ));
        }
        Ok(Operator(user))
    }
}

/// The signed-in person changing a secret of theirs (claiming their name, their password, their
/// PIN, their betting limit), from where: the address's limit on such changes is taken before
/// anything else is done.
#[derive(Debug)]
pub struct Changing {
    pub user: User,
    pub caller: crate::guard::Caller,
}

impl FromRequestParts<Arc<App>> for Changing {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Changing, ApiError> {
        let caller = crate::guard::Caller::from_request_parts(parts, app).await?;
        app.gate
            .secrets
            .take_for(caller, "password and PIN changes")?;
        let Signed(user) = Signed::from_request_parts(parts, app).await?;
        Ok(Changing { user, caller })
    }
}

/// A request's JSON body, refused in the one error shape (`malformed`, with the status the JSON
/// extractor gives: a body that is not JSON, not of the request's shape, too large, or not sent
/// as JSON).
#[derive(Debug)]
pub struct Body<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Body<T>, ApiError> {
        Json::<T>::from_request(request, state)
            .await
            .map(|Json(body)| Body(body))
            .map_err(|r| ApiError::new(r.status(), "malformed", r.body_text()))
    }
}

/// A request's query string, refused in the one error shape.
#[derive(Debug)]
pub struct Params<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for Params<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Params<T>, ApiError> {
        Query::<T>::from_request_parts(parts, state)
            .await
            .map(|Query(params)| Params(params))
            .map_err(|r| ApiError::new(r.status(), "malformed", r.body_text()))
    }
}

/// The id in a request's path (`/api/hands/{id}`), refused in the one error shape.
#[derive(Debug)]
pub struct Id(pub i64);

impl<S: Send + Sync> FromRequestParts<S> for Id {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Id, ApiError> {
        Path::<i64>::from_request_parts(parts, state)
            .await
            .map(|Path(id)| Id(id))
            .map_err(|r| ApiError::new(r.status(), "malformed", r.body_text()))
    }
}

/// The signed-in user, from the session cookie.
pub async fn signed_in(app: &App, headers: &HeaderMap) -> Result<User, ApiError> {
    let token = session_token(app, headers).ok_or_else(ApiError::signed_out)?;
    let now = now_ms();
    let idle_since = now - app.config.session_idle.as_millis() as i64;
    let mut conn = app.store.pool().acquire().await?;
    parlour_store::accounts::session_user(&mut conn, &auth::token_hash(token), now, idle_since)
        .await?
        .ok_or_else(ApiError::signed_out)
}

/// The session token a request carries in its cookie, if it carries one.
pub fn session_token<'a>(app: &App, headers: &'a HeaderMap) -> Option<&'a str> {
    let cookies = headers.get(header::COOKIE)?.to_str().ok()?;
    app.config.cookie().token_in(cookies)
}
