//! Scripts: a batch of writes run as one (on a SQLite file by the store's writer thread, on
//! PostgreSQL statement by statement) commits exactly what the statements would, hostile text
//! and all; and anything not as expected (a lease passed on, an action out of order or asked
//! twice, a wallet short, a key used again, a seat taken) leaves nothing written and the writer
//! writing.

use parlour_store::group::{self, Lease};
use parlour_store::hands::{self, NewHand};
use parlour_store::ledger::{self, Account, Posting, Transfer};
use parlour_store::{Script, Store, seatings, tables};

use crate::common::{a_table, a_user, on_both};

/// Text an attacker would send as an action or a request key: quotes that end a literal, a
/// statement after them, a comment, a backslash, a line break, characters past ASCII.
const HOSTILE: &str = "x'); DROP TABLE table_actions; -- \\' \" \n é 🂡 $1 ?1 :a @a";

/// A table served by a fresh node under epoch 1, a player seated at it with 1,000 chips on seat 0
/// and 500 left in the wallet: the table, the node and the player.
async fn a_served_table(store: &Store, name: &str) -> (i64, i64, i64) {
    let mut conn = store.pool().acquire().await.unwrap();
    let node = group::register(&mut conn, name, "http://node", 0)
        .await
        .unwrap();
    let table = a_table(&mut conn).await;
    group::place(&mut conn, table, node, "{}").await.unwrap();
    let lease = Lease {
        table,
        node,
        epoch: 0,
        handed: true,
    };
    assert_eq!(
        group::claim(&mut conn, &lease, node).await.unwrap(),
        Some(1)
    );
    let user = a_user(&mut conn, name).await.id;
    let grant = Posting::pair(Account::Grants, Account::Wallet(user), 1_500);
    let sit = Posting::pair(
        Account::Wallet(user),
        Account::Seat { table, seat: 0 },
        1_000,
    );
    for (key, postings) in [("grant", &grant), ("sit", &sit)] {
        let key = format!("{key}:{table}");
        let transfer = Transfer {
            key: &key,
            reason: "test",
            table: Some(table),
            postings,
            at: 1,
        };
        ledger::post(&mut conn, transfer).await.unwrap();
    }
    seatings::sit(&mut conn, table, 0, user).await.unwrap();
    (table, node, user)
}

/// The seat's stake of `amount` to the house, under the key of the table's `version`.
fn stake(table: i64, amount: i64) -> [Posting; 2] {
    Posting::pair(Account::Seat { table, seat: 0 }, Account::House, amount)
}

fn transfer<'a>(key: &'a str, table: i64, postings: &'a [Posting]) -> Transfer<'a> {
    Transfer {
        key,
        reason: "settle",
        table: Some(table),
        postings,
        at: 2,
    }
}

/// What a test reads back of a table: its version, its seat's and the house's balances, the
/// house's settlements, who sits in seat 0 and seat 1.
async fn state_of(store: &Store, table: i64) -> (i64, i64, i64, i64, Option<i64>, Option<i64>) {
    let mut conn = store.pool().acquire().await.unwrap();
    (
        tables::version_of(&mut conn, table).await.unwrap(),
        ledger::balance(&mut conn, Account::Seat { table, seat: 0 })
            .await
            .unwrap(),
        ledger::balance(&mut conn, Account::House).await.unwrap(),
        ledger::count_transfers(&mut conn, Account::House, "settle")
            .await
            .unwrap(),
        seatings::seated_at(&mut conn, table, 0).await.unwrap(),
        seatings::seated_at(&mut conn, table, 1).await.unwrap(),
    )
}

#[tokio::test]
async fn a_script_writes_what_its_statements_say_hostile_text_and_all() {
    on_both("scriptwrites", |store| async move {
        let (table, node, user) = a_served_table(&store, "scripted").await;
        let mut script = Script::new();
        group::fence_in(&mut script, table, node, 1);
        tables::append_in(&mut script, table, 1, 0, HOSTILE, 5, Some(HOSTILE));
        let postings = stake(table, 40);
        ledger::post_in(&mut script, transfer("table:v1", table, &postings)).unwrap();
        tables::append_in(&mut script, table, 2, 0, "{\"action\":\"stick\"}", 6, None);
        tables::keep_snapshot_in(&mut script, table, 2, HOSTILE);
        // The player moves from seat 0 to seat 1, as the writer writes a move.
        seatings::stand_in(&mut script, table, 0);
        seatings::stand_in(&mut script, table, 1);
        seatings::sit_in(&mut script, table, 1, user);
        let players = [user, user];
        let hand = NewHand {
            table,
            from_version: 0,
            to_version: 2,
            game: "casino",
            summary: HOSTILE,
            record: "{}",
            at: 6,
            players: &players,
            sat_out: &[],
        };
        hands::insert_in(&mut script, hand);
        group::publish_in(&mut script, table, node, 1, HOSTILE);
        assert!(store.run_script(script).await.unwrap());

        let mut conn = store.pool().acquire().await.unwrap();
        let actions = tables::actions(&mut conn, table).await.unwrap();
        assert_eq!(actions.len(), 2);
        assert_eq!(actions[0].action, HOSTILE);
        assert_eq!(actions[0].request.as_deref(), Some(HOSTILE));
        assert_eq!(
            tables::request_version(&mut conn, table, HOSTILE)
                .await
                .unwrap(),
            Some(1)
        );
        assert_eq!(
            tables::snapshot(&mut conn, table).await.unwrap(),
            Some((2, HOSTILE.to_string()))
        );
        // 1,000 on the seat, 40 of it staked to the house.
        assert_eq!(
            ledger::balance(&mut conn, Account::Seat { table, seat: 0 })
                .await
                .unwrap(),
            960
        );
        assert_eq!(
            ledger::balance(&mut conn, Account::House).await.unwrap(),
            40
        );
        assert!(ledger::reconcile(&mut conn).await.unwrap().is_empty());
        assert_eq!(
            seatings::at_table(&mut conn, table).await.unwrap(),
            [(1, user)]
        );
        // The round is listed once for its player, with its summary as written.
        let listed = hands::of_player(&mut conn, user, None, 10, true)
            .await
            .unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].summary, HOSTILE);
        let stored = hands::get(&mut conn, listed[0].id).await.unwrap();
        assert_eq!((stored.from_version, stored.to_version), (0, 2));
        assert_eq!(stored.players, [user]);
        // The lobby's summary went in as text, and nothing else ran.
        let leases = group::leases(&mut conn).await.unwrap();
        let lease = leases.iter().find(|l| l.table == table).unwrap();
        assert_eq!((lease.node, lease.epoch), (node, 1));
        drop(conn);

        // The ids a script took from the counters are the ones the statements take next.
        let mut conn = store.pool().acquire().await.unwrap();
        let later = Posting::pair(Account::House, Account::Seat { table, seat: 0 }, 10);
        let made = ledger::post(&mut conn, transfer("later", table, &later))
            .await
            .unwrap();
        let statement = ledger::statement(&mut conn, Account::House, None, 10)
            .await
            .unwrap();
        let ids: Vec<i64> = statement.iter().map(|line| line.transfer).collect();
        assert_eq!(ids.len(), 2, "the scripted stake and the later transfer");
        assert!(ids.iter().all(|&id| id <= made.id()) && ids.contains(&made.id()));
        assert!(ids.iter().any(|&id| id < made.id()));
    })
    .await;
}

/// Statements added to a script.
type Writes<'a> = Box<dyn Fn(&mut Script) + 'a>;

/// Each way a script can find things not as expected: nothing of it is written (the good
/// statements before the bad one included), and the next script is written.
#[tokio::test]
async fn a_script_with_anything_amiss_writes_nothing_and_the_next_one_goes_in() {
    on_both("scriptamiss", |store| async move {
        let (table, node, _) = a_served_table(&store, "amiss").await;
        let other = {
            let mut conn = store.pool().acquire().await.unwrap();
            a_user(&mut conn, "other").await.id
        };
        // The first action, stored by the statements, with a request key.
        {
            let mut conn = store.pool().acquire().await.unwrap();
            tables::append(&mut conn, table, 1, 0, "{}", 1, Some("asked"))
                .await
                .unwrap();
        }
        let before = state_of(&store, table).await;
        let good = |script: &mut Script| {
            group::fence_in(script, table, node, 1);
            tables::append_in(script, table, 2, 0, "{}", 2, Some("fresh"));
        };
        let postings = stake(table, 40);
        let short = stake(table, 5_000);
        let amiss: Vec<(&str, Writes)> = vec![
            (
                "a lease under another epoch",
                Box::new(|s| group::fence_in(s, table, node, 2)),
            ),
            (
                "a lease of another node",
                Box::new(|s| group::fence_in(s, table, node + 1, 1)),
            ),
            (
                "an action out of order",
                Box::new(|s| tables::append_in(s, table, 4, 0, "{}", 3, None)),
            ),
            (
                "a request asked before",
                Box::new(|s| tables::append_in(s, table, 3, 0, "{}", 3, Some("asked"))),
            ),
            (
                "a seat short of chips",
                Box::new(|s| ledger::post_in(s, transfer("short", table, &short)).unwrap()),
            ),
            (
                "a transfer's key used before",
                Box::new(|s| {
                    let key = format!("grant:{table}");
                    ledger::post_in(s, transfer(&key, table, &postings)).unwrap();
                }),
            ),
            (
                "a seat taken",
                Box::new(|s| seatings::sit_in(s, table, 0, other)),
            ),
            (
                "a lobby summary of a table not held",
                Box::new(|s| group::publish_in(s, table, node, 7, "{}")),
            ),
        ];
        for (what, bad) in &amiss {
            let mut script = Script::new();
            good(&mut script);
            bad(&mut script);
            assert!(!store.run_script(script).await.unwrap(), "{what}");
            assert_eq!(state_of(&store, table).await, before, "{what}");
        }
        // And the writer writes on.
        let mut script = Script::new();
        good(&mut script);
        ledger::post_in(&mut script, transfer("table:v2", table, &postings)).unwrap();
        assert!(store.run_script(script).await.unwrap());
        let (version, seat, house, ..) = state_of(&store, table).await;
        assert_eq!((version, seat, house), (2, 960, 40));
    })
    .await;
}

/// A transfer that does not balance is no script: refused as it is written.
#[test]
fn a_transfer_that_does_not_balance_is_refused_before_it_runs() {
    let mut script = Script::new();
    let postings = [Posting {
        account: Account::House,
        amount: 5,
    }];
    assert!(matches!(
        ledger::post_in(&mut script, transfer("odd", 1, &postings)),
        Err(parlour_store::StoreError::Unbalanced(5))
    ));
    // Two postings of one account adding up past what a balance holds.
    let postings = [
        Posting {
            account: Account::Wallet(1),
            amount: i64::MAX,
        },
        Posting {
            account: Account::Wallet(1),
            amount: i64::MAX,
        },
        Posting {
            account: Account::House,
            amount: i64::MIN,
        },
        Posting {
            account: Account::House,
            amount: i64::MIN + 2,
        },
    ];
    assert!(ledger::post_in(&mut script, transfer("huge", 1, &postings)).is_err());
    assert!(script.is_empty());
}
