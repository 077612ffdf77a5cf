//! The ledger of play chips, double entry.
//!
//! Chips never appear or vanish: a grant moves them from the grant source to a wallet, sitting down
//! from the wallet to a seat, a settlement between seats and the house, standing up back to the
//! wallet. Each movement is one transfer whose postings sum to zero, under an idempotency key: the
//! same key again is the same transfer, and is not made twice. A transfer is written inside the
//! caller's transaction, so the table action that caused it and the chips it moved commit together.
//!
//! Balances are the sums of postings. Each account's balance is also cached, updated in the same
//! transaction as its postings; [`reconcile`] compares the two. No account but the house and the
//! grant source goes below zero (the database checks it too).

use sqlx::AnyConnection;

use crate::script::{Rows, Script};
use crate::{Result, StoreError, next_id};

/// An account of the ledger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Account {
    /// A player's wallet, by user id.
    Wallet(i64),
    /// The chips on a table's seat, while someone sits there.
    Seat { table: i64, seat: u32 },
    /// The chips a table holds off its seats: a home table's kitty, a Palace pot in play.
    Held { table: i64 },
    /// The house: it banks the casino tables, so it may go below zero.
    House,
    /// Where granted chips come from: below zero by every chip ever granted.
    Grants,
    /// The operators' corrections of wallets: chips an operator put into a wallet come from here,
    /// and chips taken out go here, so that a correction is a transfer like any other and never an
    /// edit of a balance.
    Adjustments,
}

impl Account {
    /// Its key in the database: `wallet:7`, `seat:3:1`, `held:3`, `house`, `grants`.
    pub fn key(&self) -> String {
        match self {
            Account::Wallet(user) => format!("wallet:{user}"),
            Account::Seat { table, seat } => format!("seat:{table}:{seat}"),
            Account::Held { table } => format!("held:{table}"),
            Account::House => "house".into(),
            Account::Grants => "grants".into(),
            Account::Adjustments => "adjustments".into(),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Account::Wallet(_) => "wallet",
            Account::Seat { .. } => "seat",
            Account::Held { .. } => "held",
            Account::House => "house",
            // A source of chips as the grants are: the database lets those two kinds alone go
            // below zero.
            Account::Grants | Account::Adjustments => "grants",
        }
    }

    /// Whether the account may go below zero.
    fn may_owe(&self) -> bool {
        matches!(
            self,
            Account::House | Account::Grants | Account::Adjustments
        )
    }
}

/// Chips into (`amount` above zero) or out of an account, as part of a transfer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub account: Account,
    pub amount: i64,
}

impl Posting {
    /// `amount` from `from` to `to`: the two postings of a simple transfer.
    pub fn pair(from: Account, to: Account, amount: i64) -> [Posting; 2] {
        [
            Posting {
                account: from,
                amount: -amount,
            },
            Posting {
                account: to,
                amount,
            },
        ]
    }
}

/// A transfer to make.
#[derive(Debug, Clone, Copy)]
pub struct Transfer<'a> {
    /// Unique to what caused it: `grant:7`, `table:3:v42:0`.
    pub key: &'a str,
    /// Why: `grant`, `top_up`, `sit`, `top_up_seat`, `stand`, `settle`.
    pub reason: &'static str,
    /// The table whose action caused it, if one did.
    pub table: Option<i64>,
    pub postings: &'a [Posting],
    /// Milliseconds since the epoch.
    pub at: i64,
}

/// What became of a transfer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Posted {
    /// Made now, with this id.
    Made(i64),
    /// Made before under the same key, with the same postings: nothing changed.
    Already(i64),
}

impl Posted {
    pub fn id(&self) -> i64 {
        match self {
            Posted::Made(id) | Posted::Already(id) => *id,
        }
    }
}

/// Makes `transfer` inside the caller's transaction. Refused, changing nothing, if its postings do
/// not sum to zero, if an account that may not go below zero would, or if its key was used for
/// other postings; the same transfer again is [`Posted::Already`].
pub async fn post(conn: &mut AnyConnection, transfer: Transfer<'_>) -> Result<Posted> {
    let postings = merged(transfer.postings)?;

    let existing: Option<i64> =
        sqlx::query_scalar("SELECT id FROM transfers WHERE idempotency_key = $1")
            .bind(transfer.key)
            .fetch_optional(&mut *conn)
            .await?;
    if let Some(id) = existing {
        let mut before = postings_of(conn, id).await?;
        let mut now: Vec<(String, i64)> = postings
            .iter()
            .map(|p| (p.account.key(), p.amount))
            .collect();
        before.sort();
        now.sort();
        return if before == now {
            Ok(Posted::Already(id))
        } else {
            Err(StoreError::KeyReused(transfer.key.to_string()))
        };
    }

    // Check every account first, so a refusal leaves nothing half written.
    for posting in &postings {
        let key = posting.account.key();
        // Opened if new, and its balance read, in one statement.
        let balance: i64 = sqlx::query_scalar(
            "INSERT INTO ledger_accounts (id, kind, balance) VALUES ($1, $2, 0)
             ON CONFLICT (id) DO UPDATE SET kind = ledger_accounts.kind RETURNING balance",
        )
        .bind(&key)
        .bind(posting.account.kind())
        .fetch_one(&mut *conn)
        .await?;
        if !posting.account.may_owe() && balance.checked_add(posting.amount).is_none_or(|b| b < 0) {
            return Err(StoreError::Insufficient {
                account: key,
                balance,
                amount: -posting.amount,
            });
        }
    }

    let id = next_id(conn, "transfers").await?;
    sqlx::query(
        "INSERT INTO transfers (id, idempotency_key, reason, table_id, created_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(id)
    .bind(transfer.key)
    .bind(transfer.reason)
    .bind(transfer.table)
    .bind(transfer.at)
    .execute(&mut *conn)
    .await?;
    for posting in &postings {
        let key = posting.account.key();
        sqlx::query("INSERT INTO postings (transfer_id, account, amount) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(&key)
            .bind(posting.amount)
            .execute(&mut *conn)
            .await?;
        sqlx::query("UPDATE ledger_accounts SET balance = balance + $1 WHERE id = $2")
            .bind(posting.amount)
            .bind(&key)
            .execute(&mut *conn)
            .await?;
    }
    Ok(Posted::Made(id))
}

/// A transfer's postings, one for each account (two for the same account are one, added up),
/// none of nothing: refused if they do not sum to zero.
fn merged(postings: &[Posting]) -> Result<Vec<Posting>> {
    let sum: i128 = postings.iter().map(|p| i128::from(p.amount)).sum();
    if sum != 0 {
        return Err(StoreError::Unbalanced(
            i64::try_from(sum).unwrap_or(i64::MAX),
        ));
    }
    let mut merged: Vec<(Account, i128)> = Vec::with_capacity(postings.len());
    for posting in postings {
        match merged
            .iter_mut()
            .find(|(account, _)| *account == posting.account)
        {
            Some((_, amount)) => *amount += i128::from(posting.amount),
            None => merged.push((posting.account, i128::from(posting.amount))),
        }
    }
    merged
        .into_iter()
        .filter(|&(_, amount)| amount != 0)
        .map(|(account, amount)| {
            // One account's postings adding up past what a balance can hold: refused as a
            // transfer that cannot balance.
            let amount = i64::try_from(amount).map_err(|_| StoreError::Unbalanced(i64::MAX))?;
            Ok(Posting { account, amount })
        })
        .collect()
}

/// [`post`] as statements of a script ([`Script`]), for a transfer under a key never used
/// before: each account opened if new, then changed (the database's check refuses a balance below
/// zero where [`post`] would, and the script with it), the transfer's id taken from
/// the counter in the script itself. A key used before breaks its unique index: [`post`] then
/// says whether it was the same transfer.
pub fn post_in(script: &mut Script, transfer: Transfer<'_>) -> Result<()> {
    let postings = merged(transfer.postings)?;
    for posting in &postings {
        let key = posting.account.key();
        // Opened at nothing first: a row put in with the amount itself would be checked against
        // the `CHECK` before SQLite finds it is there already.
        script.push(
            "INSERT INTO ledger_accounts (id, kind, balance) VALUES ($1, $2, 0)
             ON CONFLICT (id) DO NOTHING",
            vec![key.as_str().into(), posting.account.kind().into()],
            Rows::Any,
        );
        script.push(
            "UPDATE ledger_accounts SET balance = balance + $1 WHERE id = $2",
            vec![posting.amount.into(), key.as_str().into()],
            Rows::Exactly(1),
        );
    }
    script.push(
        "UPDATE counters SET next_id = next_id + 1 WHERE name = 'transfers'",
        Vec::new(),
        Rows::Exactly(1),
    );
    let args = vec![
        transfer.key.into(),
        transfer.reason.into(),
        transfer.table.into(),
        transfer.at.into(),
    ];
    script.push(
        "INSERT INTO transfers (id, idempotency_key, reason, table_id, created_at)
         VALUES ((SELECT next_id FROM counters WHERE name = 'transfers'), $1, $2, $3, $4)",
        args,
        Rows::Exactly(1),
    );
    for posting in &postings {
        script.push(
            "INSERT INTO postings (transfer_id, account, amount)
             VALUES ((SELECT next_id FROM counters WHERE name = 'transfers'), $1, $2)",
            vec![posting.account.key().as_str().into(), posting.amount.into()],
            Rows::Exactly(1),
        );
    }
    Ok(())
}

/// A transfer's postings: each account's key and amount.
async fn postings_of(conn: &mut AnyConnection, transfer: i64) -> Result<Vec<(String, i64)>> {
    Ok(
        sqlx::query_as("SELECT account, amount FROM postings WHERE transfer_id = $1")
            .bind(transfer)
            .fetch_all(&mut *conn)
            .await?,
    )
}

/// An account's balance (0 for an account that has never held chips).
pub async fn balance(conn: &mut AnyConnection, account: Account) -> Result<i64> {
    let balance = sqlx::query_scalar("SELECT balance FROM ledger_accounts WHERE id = $1")
        .bind(account.key())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(balance.unwrap_or(0))
}

/// The balances of `accounts`, in their order (0 for an account that has never held chips): each
/// read by its key, exactly, ten a statement. (Exact keys, not a range of them: how text ranges
/// order depends on the database's collation, and a PostgreSQL in a locale sorts `;` before `:`.)
pub async fn balances(conn: &mut AnyConnection, accounts: &[Account]) -> Result<Vec<i64>> {
    const AT_ONCE: usize = 10;
    let keys: Vec<String> = accounts.iter().map(Account::key).collect();
    let mut found = std::collections::HashMap::new();
    for chunk in keys.chunks(AT_ONCE) {
        let mut query = sqlx::query_as::<_, (String, i64)>(
            "SELECT id, balance FROM ledger_accounts
             WHERE id IN ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        );
        // A short chunk names its first key again in the places it leaves.
        for at in 0..AT_ONCE {
            query = query.bind(chunk.get(at).unwrap_or(&chunk[0]).clone());
        }
        found.extend(query.fetch_all(&mut *conn).await?);
    }
    Ok(keys
        .iter()
        .map(|k| found.get(k).copied().unwrap_or(0))
        .collect())
}

/// One line of an account's statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub transfer: i64,
    pub reason: String,
    pub table: Option<i64>,
    /// Into the account (above zero) or out of it.
    pub amount: i64,
    pub at: i64,
}

/// How many transfers of `reason` have touched `account`: what a key that counts them (a wallet's
/// top-ups) is made from.
pub async fn count_transfers(
    conn: &mut AnyConnection,
    account: Account,
    reason: &str,
) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM postings p JOIN transfers t ON t.id = p.transfer_id
         WHERE p.account = $1 AND t.reason = $2",
    )
    .bind(account.key())
    .bind(reason)
    .fetch_one(&mut *conn)
    .await?)
}

/// An account's statement, newest first: at most `limit` lines, before transfer `before` if given.
pub async fn statement(
    conn: &mut AnyConnection,
    account: Account,
    before: Option<i64>,
    limit: i64,
) -> Result<Vec<Line>> {
    let rows: Vec<(i64, String, Option<i64>, i64, i64)> = sqlx::query_as(
        "SELECT t.id, t.reason, t.table_id, p.amount, t.created_at
         FROM postings p JOIN transfers t ON t.id = p.transfer_id
         WHERE p.account = $1 AND t.id < $2
         ORDER BY t.id DESC LIMIT $3",
    )
    .bind(account.key())
    .bind(before.unwrap_or(i64::MAX))
    .bind(limit)
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(transfer, reason, table, amount, at)| Line {
            transfer,
            reason,
            table,
            amount,
            at,
        })
        .collect())
}

/// What the reconciliation found wrong: each account whose cached balance is not the sum of its
/// postings, and the sum of all balances if it is not zero. Empty when the books balance.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Discrepancies {
    /// Each account's key, cached balance and sum of postings.
    pub accounts: Vec<(String, i64, i64)>,
    /// The sum of every balance, if it is not zero.
    pub total: Option<i64>,
}

impl Discrepancies {
    pub fn is_empty(&self) -> bool {
        self.accounts.is_empty() && self.total.is_none()
    }
}

/// Compares every cached balance with the sum of its postings, and checks that all balances sum to
/// zero.
pub async fn reconcile(conn: &mut AnyConnection) -> Result<Discrepancies> {
    let accounts: Vec<(String, i64, i64)> = sqlx::query_as(
        "SELECT a.id, a.balance, CAST(COALESCE(SUM(p.amount), 0) AS BIGINT)
         FROM ledger_accounts a LEFT JOIN postings p ON p.account = a.id
         GROUP BY a.id, a.balance
         HAVING a.balance <> CAST(COALESCE(SUM(p.amount), 0) AS BIGINT)
         ORDER BY a.id",
    )
    .fetch_all(&mut *conn)
    .await?;
    let total: i64 =
        sqlx::query_scalar("SELECT CAST(COALESCE(SUM(balance), 0) AS BIGINT) FROM ledger_accounts")
            .fetch_one(&mut *conn)
            .await?;
    Ok(Discrepancies {
        accounts,
        total: (total != 0).then_some(total),
    })
}

/// Every seat account holding chips: its table, seat and balance (for comparing with the engine).
pub async fn seat_balances(conn: &mut AnyConnection) -> Result<Vec<(i64, u32, i64)>> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT id, balance FROM ledger_accounts WHERE kind = 'seat' AND balance <> 0 ORDER BY id",
    )
    .fetch_all(&mut *conn)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(key, balance)| {
            let mut parts = key.strip_prefix("seat:")?.split(':');
            let table = parts.next()?.parse().ok()?;
            let seat = parts.next()?.parse().ok()?;
            Some((table, seat, balance))
        })
        .collect())
}

/// The chips of the room, summed by where they are: every wallet, every seat, every table's chips
/// off its seats, and the house, grant source and adjustments each. They sum to zero.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Chips {
    pub wallets: i64,
    pub seats: i64,
    pub held: i64,
    pub house: i64,
    pub grants: i64,
    pub adjustments: i64,
}

/// The room's chips by where they are.
pub async fn chips(conn: &mut AnyConnection) -> Result<Chips> {
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT CASE WHEN kind IN ('wallet', 'seat', 'held') THEN kind ELSE id END,
                CAST(COALESCE(SUM(balance), 0) AS BIGINT)
         FROM ledger_accounts
         GROUP BY CASE WHEN kind IN ('wallet', 'seat', 'held') THEN kind ELSE id END",
    )
    .fetch_all(&mut *conn)
    .await?;
    let mut chips = Chips::default();
    for (kind, sum) in rows {
        let slot = match kind.as_str() {
            "wallet" => &mut chips.wallets,
            "seat" => &mut chips.seats,
            "held" => &mut chips.held,
            "house" => &mut chips.house,
            "grants" => &mut chips.grants,
            "adjustments" => &mut chips.adjustments,
            _ => continue,
        };
        *slot += sum;
    }
    Ok(chips)
}
