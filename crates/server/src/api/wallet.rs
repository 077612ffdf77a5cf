//! The wallet: its statement, and the top-up of a dry one.

use axum::Json;
use axum::extract::State;
use axum::response::IntoResponse;
use parlour_store::ledger::{self, Account, Posting, Transfer};
use parlour_store::seatings;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa::{IntoParams, ToSchema};

use super::accounts::{self, me_of};
use super::doc::{Failed, Limited, PageRefused, SIGNED_OUT};
use super::{Answer, ApiError, Params, Refusal, Signed};
use crate::guard::{self, Caller};
use crate::{App, now_ms};

/// Fills a dry wallet again: allowed while the wallet holds less than the threshold and the
/// player sits at no table, and a few times a day from one address.
#[utoipa::path(post, path = "/api/wallet/top_up", tag = "wallet", security(("session" = [])),
    responses(
        (status = 200, description = "the account, its wallet full again",
            body = accounts::Account),
        (status = 400, description = "`not_dry`: the wallet holds enough, or the player is \
            seated", body = Refusal),
        (status = 401, description = SIGNED_OUT, body = Refusal),
        Limited,
        Failed,
    ))]
pub(super) async fn top_up(
    State(app): State<Arc<App>>,
    caller: Caller,
    Signed(user): Signed,
) -> Answer {
    // Decided inside the write transaction, from the database: a sit down at any table of the
    // group, written with its action, commits either before this transaction (and is seen here)
    // or after it, when the player topped up was rightly seated nowhere.
    let mut tx = app.store.begin_write().await?;
    let seats = seatings::seats_of(&mut tx, user.id).await?;
    let wallet = ledger::balance(&mut tx, Account::Wallet(user.id)).await?;
    if let Some(&(table, _, chips)) = seats.first() {
        return Err(ApiError::bad(
            "not_dry",
            format!(
                "{chips} chips of yours are at table {table}: a wallet is topped up only while \
                 you sit at no table, so stand up there first"
            ),
        )
        .with("why", "seated")
        .with("chips", chips)
        .with("table", table.to_string()));
    }
    if wallet >= app.config.top_up_below as i64 {
        return Err(ApiError::bad(
            "not_dry",
            format!(
                "a wallet is topped up when it holds less than {} and you sit at no table",
                app.config.top_up_below
            ),
        )
        .with("why", "full")
        .with("below", app.config.top_up_below));
    }
    let top_ups = app.config.limits.top_ups;
    guard::allowance(&mut tx, "top_up", "top-ups", caller, top_ups).await?;
    // The key counts this account's top-ups, so a double click tops up once.
    let count = ledger::count_transfers(&mut tx, Account::Wallet(user.id), "top_up_wallet").await?;
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
    let mut conn = app.store.pool().acquire().await?;
    Ok(Json(me_of(&app, &mut conn, &user).await?).into_response())
}

/// A page of a statement.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct Page {
    /// Only transfers before this one (the last `transfer` of the page before).
    before: Option<i64>,
    /// Lines a page: 50 unless asked, 1 to 200.
    limit: Option<i64>,
}

/// A page of the wallet's statement.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Statement {
    lines: Vec<Line>,
}

/// One transfer into or out of the wallet.
#[derive(Debug, Serialize, ToSchema)]
pub(super) struct Line {
    /// The transfer's id.
    transfer: i64,
    /// Why: `grant`, `top_up_wallet`, or a table's `sit`, `top_up` or `stand`.
    reason: String,
    /// The table that moved the chips, if one did.
    #[schema(required = true)]
    table: Option<i64>,
    /// Into the wallet (above zero) or out of it.
    amount: i64,
    /// When, in milliseconds since the Unix epoch.
    at: i64,
}

/// The wallet's transfers, newest first.
#[utoipa::path(get, path = "/api/statement", tag = "wallet", params(Page),
    security(("session" = [])),
    responses(
        (status = 200, description = "a page of the statement", body = Statement),
        PageRefused,
    ))]
pub(super) async fn statement(
    State(app): State<Arc<App>>,
    Signed(user): Signed,
    Params(page): Params<Page>,
) -> Answer {
    let mut conn = app.store.pool().acquire().await?;
    let lines = ledger::statement(
        &mut conn,
        Account::Wallet(user.id),
        page.before,
        page.limit.unwrap_or(50).clamp(1, 200),
    )
    .await?;
    let lines = (lines.into_iter())
        .map(|l| Line {
            transfer: l.transfer,
            reason: l.reason,
            table: l.table,
            amount: l.amount,
            at: l.at,
        })
        .collect();
    Ok(Json(Statement { lines }).into_response())
}
