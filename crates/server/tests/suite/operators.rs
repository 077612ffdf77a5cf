//! The room's operators: only they close a table, with a reason; the round in play finishes
//! first, everyone's chips go home, the followers are told why, and the close is in the audit log
//! with who did it, in the same transaction as the close itself.

use serde_json::json;

use crate::common::*;

/// Makes the account of `cookie` an operator, as `parlour admin grant` does: its id.
async fn grant(server: &parlour_server::Running, cookie: &str) -> i64 {
    let id = me(server.addr, cookie).await["id"].as_i64().unwrap();
    let mut tx = server.app.store.begin_write().await.unwrap();
    assert!(
        parlour_store::operators::grant(&mut tx, id, 1)
            .await
            .unwrap()
    );
    tx.commit().await.unwrap();
    id
}

#[tokio::test]
async fn an_operator_closes_a_table_after_its_round_and_the_log_says_who_and_why() {
    let (server, bob, table, mut b) = server_and_ann_at_a_table("ops_close").await;
    let addr = server.addr;
    let ann = sign_up(addr, "Opal").await;
    let opal = grant(&server, &ann).await;
    b.send(watch_views(table)).await;
    b.all_accepted([bot(table, 1), sit(table, 0, 100)]).await;
    // A round in play: Bob has bet, and the bot.
    b.accepted(stake(table, 10)).await;
    let path = format!("/api/ops/tables/{table}/close");
    let close = |cookie: Option<String>, reason: &'static str| {
        let path = path.clone();
        async move { post(addr, &path, cookie.as_deref(), json!({"reason": reason})).await }
    };
    // Nobody else closes it: a stranger, a player; nor an operator without a reason.
    assert_eq!(refusal(&close(None, "spite").await).0, 401);
    assert_eq!(
        refusal(&close(Some(bob.clone()), "spite").await),
        (403, Some("not_an_operator"))
    );
    assert_eq!(
        refusal(&close(Some(ann.clone()), "  ").await),
        (400, Some("bad_reason"))
    );
    let nowhere = post(
        addr,
        "/api/ops/tables/999/close",
        Some(&ann),
        json!({"reason": "x"}),
    )
    .await;
    assert_eq!(refusal(&nowhere), (404, Some("no_such_table")));
    let asked = close(Some(ann.clone()), "a broken shoe").await;
    assert_eq!(asked.status, 202, "{:?}", asked.body);
    // Nobody new sits down meanwhile.
    let carol = sign_up(addr, "Carol").await;
    let mut c = Client::connect(addr, &carol).await;
    let refused = c.ask(sit(table, 2, 100)).await;
    assert_eq!(refused["code"], "closing", "{refused}");
    // Bob plays his hand out: the round ends, then he is stood up and the table closes.
    for _ in 0..6 {
        let stick = b.ask(act(table, json!({"action": "stick"}))).await;
        if stick["type"] == "accepted" {
            break;
        }
        if b.ask(act(table, json!({"action": "twist"}))).await["type"] != "accepted" {
            break;
        }
    }
    let closed = b.until("the close", |m| m["code"] == "closed").await;
    assert_eq!(closed["message"], "the table has closed: a broken shoe");
    // Every chip is home, the books balance, and the table is gone from the lobby.
    let back = wallet(addr, &bob).await;
    assert!((880..=1020).contains(&back) && back != 900, "{back}");
    let listed = get(addr, "/api/tables", None).await.body;
    assert!(
        listed["tables"]
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["id"] != table),
        "{listed}"
    );
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    assert!(books_balance(&mut conn).await);
    let log = parlour_store::operators::log(&mut conn, None, 10)
        .await
        .unwrap();
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(
        (
            log[0].operator,
            log[0].action.as_str(),
            log[0].subject.clone(),
            log[0].reason.as_str()
        ),
        (
            Some(opal),
            "close_table",
            format!("table:{table}"),
            "a broken shoe"
        )
    );
    drop(conn);
    server.shutdown().await.unwrap();
}
