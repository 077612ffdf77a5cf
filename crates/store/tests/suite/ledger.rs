//! The ledger: transfers balance, nobody goes below zero, a key is made once, the books reconcile.

use parlour_store::StoreError;
use parlour_store::ledger::{self, Account, Posted, Posting, Transfer};
use sqlx::AnyConnection;

use crate::common::{on_both, on_both_with};

fn transfer<'a>(key: &'a str, postings: &'a [Posting]) -> Transfer<'a> {
    Transfer {
        key,
        reason: "test",
        table: None,
        postings,
        at: 1_000,
    }
}

/// Posts the [`transfer`] of `postings` under `key`, which the ledger must take.
async fn post(conn: &mut AnyConnection, key: &str, postings: &[Posting]) -> Posted {
    ledger::post(conn, transfer(key, postings)).await.unwrap()
}

/// Grants wallet `wallet` `amount` chips, under the key `grant:WALLET`.
async fn grant(conn: &mut AnyConnection, wallet: i64, amount: i64) -> Posted {
    let postings = Posting::pair(Account::Grants, Account::Wallet(wallet), amount);
    post(conn, &format!("grant:{wallet}"), &postings).await
}

/// An account's balance.
async fn balance(conn: &mut AnyConnection, account: Account) -> i64 {
    ledger::balance(conn, account).await.unwrap()
}

#[tokio::test]
async fn a_transfer_moves_chips_once_and_the_books_balance() {
    on_both_with("moves", |mut conn| async move {
        let made = grant(&mut conn, 1, 1_000).await;
        assert!(matches!(made, Posted::Made(_)));
        // The same transfer under the same key: nothing moves again.
        let again = grant(&mut conn, 1, 1_000).await;
        assert_eq!(again, Posted::Already(made.id()));
        assert_eq!(balance(&mut conn, Account::Wallet(1)).await, 1_000);
        assert_eq!(balance(&mut conn, Account::Grants).await, -1_000);

        let sit = Posting::pair(Account::Wallet(1), Account::Seat { table: 3, seat: 1 }, 300);
        post(&mut conn, "sit:3:1", &sit).await;
        // A settlement of three postings: the seat loses 50, the house takes 40 and another seat 10.
        let settle = [
            Posting {
                account: Account::Seat { table: 3, seat: 1 },
                amount: -50,
            },
            Posting {
                account: Account::House,
                amount: 40,
            },
            Posting {
                account: Account::Seat { table: 3, seat: 2 },
                amount: 10,
            },
        ];
        post(&mut conn, "settle:3:v1", &settle).await;
        assert_eq!(
            balance(&mut conn, Account::Seat { table: 3, seat: 1 }).await,
            250
        );
        assert_eq!(balance(&mut conn, Account::Wallet(1)).await, 700);
        assert_eq!(
            ledger::seat_balances(&mut conn).await.unwrap(),
            [(3, 1, 250), (3, 2, 10)]
        );
        assert!(ledger::reconcile(&mut conn).await.unwrap().is_empty());

        let lines = ledger::statement(&mut conn, Account::Wallet(1), None, 10)
            .await
            .unwrap();
        let amounts: Vec<i64> = lines.iter().map(|l| l.amount).collect();
        assert_eq!(amounts, [-300, 1_000], "newest first");
        let older = ledger::statement(&mut conn, Account::Wallet(1), Some(lines[0].transfer), 10)
            .await
            .unwrap();
        assert_eq!(older.len(), 1);
    })
    .await;
}

#[tokio::test]
async fn a_refused_transfer_changes_nothing() {
    on_both("refused", |store| async move {
        let mut tx = store.pool().begin().await.unwrap();
        grant(&mut tx, 7, 100).await;
        tx.commit().await.unwrap();

        let mut conn = store.pool().acquire().await.unwrap();
        // Unbalanced.
        let lopsided = [Posting {
            account: Account::Wallet(7),
            amount: -10,
        }];
        assert!(matches!(
            ledger::post(&mut conn, transfer("bad:1", &lopsided)).await,
            Err(StoreError::Unbalanced(-10))
        ));
        // More than the wallet holds: it may not go below zero.
        let too_much = Posting::pair(Account::Wallet(7), Account::House, 101);
        let refused = ledger::post(&mut conn, transfer("bad:2", &too_much)).await;
        assert!(
            matches!(
                refused,
                Err(StoreError::Insufficient {
                    balance: 100,
                    amount: 101,
                    ..
                })
            ),
            "{refused:?}"
        );
        // A key used again for other postings.
        let other = Posting::pair(Account::Grants, Account::Wallet(7), 5);
        assert!(matches!(
            ledger::post(&mut conn, transfer("grant:7", &other)).await,
            Err(StoreError::KeyReused(_))
        ));
        assert_eq!(balance(&mut conn, Account::Wallet(7)).await, 100);
        assert_eq!(balance(&mut conn, Account::House).await, 0);
        assert!(ledger::reconcile(&mut conn).await.unwrap().is_empty());
    })
    .await;
}

#[tokio::test]
async fn a_rolled_back_transaction_leaves_no_posting() {
    on_both("rollback", |store| async move {
        {
            let mut tx = store.pool().begin().await.unwrap();
            grant(&mut tx, 2, 50).await;
            tx.rollback().await.unwrap();
        }
        let mut conn = store.pool().acquire().await.unwrap();
        assert_eq!(balance(&mut conn, Account::Wallet(2)).await, 0);
        // The key is free again: the transfer was never made.
        let made = grant(&mut conn, 2, 50).await;
        assert!(matches!(made, Posted::Made(_)));
    })
    .await;
}

#[tokio::test]
async fn the_reconciliation_finds_a_cached_balance_that_drifted() {
    on_both_with("drift", |mut conn| async move {
        grant(&mut conn, 4, 80).await;
        // Tamper with the cache, as a bug writing balances by hand would.
        sqlx::query("UPDATE ledger_accounts SET balance = 90 WHERE id = 'wallet:4'")
            .execute(&mut *conn)
            .await
            .unwrap();
        let found = ledger::reconcile(&mut conn).await.unwrap();
        assert_eq!(found.accounts, [("wallet:4".to_string(), 90, 80)]);
        assert_eq!(found.total, Some(10));
    })
    .await;
}

/// Many accounts' balances read at once come in the order asked, each by its own key (a seat of
/// table 5 is not one of table 50's), 0 for an account never opened, more than one statement's
/// worth included.
#[tokio::test]
async fn balances_are_read_by_their_keys_in_the_order_asked() {
    on_both_with("balances", |mut conn| async move {
        grant(&mut conn, 1, 1_000).await;
        for (table, seat, chips) in [(5, 0, 10), (5, 11, 20), (50, 0, 30), (5, 2, 40)] {
            let sit = Posting::pair(Account::Wallet(1), Account::Seat { table, seat }, chips);
            post(&mut conn, &format!("sit:{table}:{seat}"), &sit).await;
        }
        let seats: Vec<Account> = (0..12)
            .map(|seat| Account::Seat { table: 5, seat })
            .collect();
        let read = ledger::balances(&mut conn, &seats).await.unwrap();
        assert_eq!(read, [10, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0, 20]);
        let mixed = [
            Account::Wallet(1),
            Account::Seat { table: 50, seat: 0 },
            Account::House,
        ];
        assert_eq!(
            ledger::balances(&mut conn, &mixed).await.unwrap(),
            [900, 30, 0]
        );
        assert!(ledger::balances(&mut conn, &[]).await.unwrap().is_empty());
    })
    .await;
}
