//! The wallet: its statement, and the top-up of a dry one.

use axum::Json;
use axum::extract::State;
use axum::response::IntoResponse;
use parlour_store::ledger::{self, Account, Posting, Transfer};
use parlour_store::seatings;
use serde::Deserialize;
use serde_json::{Value, json};
use std::sync::Arc;

use super::accounts::me_of;
use super::{Answer, ApiError, Params, Signed};
use crate::{App, now_ms};

/// Fills a dry wallet again: allowed while the wallet holds less than the threshold and the
/// player sits at no table.
pub(super) async fn top_up(State(app): State<Arc<App>>, Signed(user): Signed) -> Answer {
    // Decided inside the write transaction, from the database: a sit down at any table of the
    // group, written with its action, commits either before this transaction (and is seen here)
    // or after it, when the player topped up was rightly seated nowhere.
    let mut tx = app.store.begin_write().await?;
    let seated = seatings::is_seated(&mut tx, user.id).await?;
    let wallet = ledger::balance(&mut tx, Account::Wallet(user.id)).await?;
    if seated || wallet >= app.config.top_up_below as i64 {
        return Err(ApiError::bad(
            "not_dry",
            format!(
                "a wallet is topped up when it holds less than {} and you sit at no table",
                app.config.top_up_below
            ),
        ));
    }
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
    Ok(Json(me_of(&app, &user).await?).into_response())
}

#[derive(Debug, Deserialize)]
pub(super) struct Page {
    before: Option<i64>,
    limit: Option<i64>,
}

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
    let lines: Vec<Value> = lines
        .iter()
        .map(|l| json!({"transfer": l.transfer, "reason": l.reason, "table": l.table, "amount": l.amount, "at": l.at}))
        .collect();
    Ok(Json(json!({"lines": lines})).into_response())
}
