//! An operator's correction of a wallet: a ledger transfer between the operators' adjustments
//! account and the wallet, with a reason, never an edit of a balance.

use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use parlour_store::ledger::{self, Account, Posting, Transfer};
use parlour_store::{StoreError, operators};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::super::doc::PersonChange;
use super::super::{Answer, ApiError, Body, Operator, Refusal};
use super::reason;
use crate::{App, now_ms};

/// The most one adjustment moves, either way.
const MOST: i64 = 1_000_000;

/// An adjustment of a wallet.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(in crate::api) struct Adjustment {
    /// The account whose wallet it is.
    person: i64,
    /// Chips into the wallet (above zero) or out of it (below): 1 to 1,000,000 either way.
    amount: i64,
    /// 1 to 500 characters.
    reason: String,
}

/// The adjustment made.
#[derive(Debug, Serialize, ToSchema)]
pub(in crate::api) struct Adjusted {
    /// The ledger's transfer.
    transfer: i64,
    /// The wallet after it.
    wallet: i64,
}

/// Moves chips into or out of a person's wallet from or to the operators' adjustments account:
/// a transfer of its own (reason `adjust`, on the person's statement), with its audit entry in
/// the same transaction. A wallet is never taken below zero.
#[utoipa::path(post, path = "/api/ops/chips", tag = "operators", operation_id = "adjust",
    request_body = Adjustment, security(("session" = [])),
    responses(
        (status = 200, description = "made", body = Adjusted),
        (status = 400, description = "`bad_reason`, `bad_amount`; `malformed`", body = Refusal),
        (status = 409, description = "`short`: the wallet holds less than is taken", body = Refusal),
        PersonChange,
    ))]
pub(in crate::api) async fn adjust(
    State(app): State<Arc<App>>,
    Operator(operator): Operator,
    Body(body): Body<Adjustment>,
) -> Answer {
    let reason = reason(&body.reason)?;
    if body.amount == 0 || !(-MOST..=MOST).contains(&body.amount) {
        return Err(ApiError::bad(
            "bad_amount",
            format!("an adjustment moves 1 to {MOST} chips, into the wallet or out of it"),
        )
        .with("most", MOST));
    }
    let at = now_ms();
    let mut tx = app.store.begin_write().await?;
    let user = super::people::find(&mut tx, body.person).await?;
    let wallet = Account::Wallet(user.id);
    let subject = format!("user:{}", user.id);
    // The audit entry's id keys the transfer: each adjustment is one, and only one.
    let entry = operators::audit(
        &mut tx,
        at,
        Some(operator.id),
        ("adjust", &subject, &reason),
    )
    .await?;
    let key = format!("adjust:{entry}");
    let postings = Posting::pair(Account::Adjustments, wallet, body.amount);
    let posted = ledger::post(
        &mut tx,
        Transfer {
            key: &key,
            reason: "adjust",
            table: None,
            postings: &postings,
            at,
        },
    )
    .await;
    let transfer = match posted {
        Ok(posted) => posted.id(),
        // Checked inside the transaction that takes them: the wallet cannot be spent twice.
        Err(StoreError::Insufficient { balance, .. }) => {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "short",
                format!("the wallet holds {balance}: no more can be taken from it"),
            )
            .with("balance", balance));
        }
        Err(other) => return Err(other.into()),
    };
    let balance = ledger::balance(&mut tx, wallet).await?;
    tx.commit().await?;
    tracing::info!(
        user = user.id,
        by = operator.id,
        amount = body.amount,
        "a wallet adjusted"
    );
    Ok(Json(Adjusted {
        transfer,
        wallet: balance,
    })
    .into_response())
}
