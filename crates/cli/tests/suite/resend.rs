//! Requests sent again across a SIGKILL of the real `parlour serve`: a request is known by its
//! key (the person, the client id of the socket's address, its `seq`), which is written with the
//! action it brought. Sent again after the server was killed and started on the same database, on
//! a new connection with the same client id, it is answered with its first outcome
//! (`"repeat": true`) and does nothing: no chips move twice, the table's version stays. Another
//! client of the same person, or another person with the same client id, counts its own numbers;
//! a number never sent is a new request; a request that was refused changed nothing, and is tried
//! afresh. On SQLite, and again on PostgreSQL.

use std::time::Duration;

use parlour_client::Socket;
use serde_json::{Value, json};

use crate::serve::{Server, http, launch, open_casino, ops, sign_up};

/// The server on a free port over `data`, with turns long enough that no turn runs out during
/// the test: every version is one of the test's own requests.
fn start(data: &std::path::Path, db: Option<&str>) -> (Server, String) {
    launch(data, db, "3600", &[])
}

/// SIGKILLs the server and starts it again on the same database: the new address, the books
/// checked to balance at the start.
fn kill_and_restart(server: &mut Server, data: &std::path::Path, db: Option<&str>) -> String {
    server.kill();
    let (restarted, addr) = start(data, db);
    *server = restarted;
    let (status, health) = ops(&addr, "/health");
    assert_eq!(status, 200, "{health}");
    assert_eq!(health["books"], json!([]), "the books balance: {health}");
    assert_eq!(health["tables"], 1, "{health}");
    addr
}

/// One WebSocket connection, under a client id.
struct Client {
    socket: Socket,
}

impl Client {
    /// Connects as the person of `cookie` under client id `id`; the welcome says it back.
    async fn connect(addr: &str, cookie: &str, id: &str) -> Client {
        let addr = addr.parse().expect("an address");
        let socket = Socket::connect(addr, cookie, id, 0).await.unwrap();
        let welcome = &socket.welcome;
        assert_eq!(
            welcome["client"], id,
            "the welcome names the client: {welcome}"
        );
        Client { socket }
    }

    /// The next message from the server.
    async fn next(&mut self) -> Value {
        (self.socket.next_within(Duration::from_secs(10)).await)
            .expect("the server answers within 10 seconds")
    }

    /// Sends `message` and waits for its answer (the message that repeats its `seq`).
    async fn ask(&mut self, message: &Value) -> Value {
        self.socket.send(message).await.unwrap();
        loop {
            let reply = self.next().await;
            if reply.get("seq") == message.get("seq") {
                return reply;
            }
        }
    }

    /// Sends `message`, a new request: it must be accepted, and not as a repeat. The version.
    async fn applied(&mut self, message: &Value) -> u64 {
        let reply = self.ask(message).await;
        assert_eq!(reply["type"], "accepted", "{message} is applied: {reply}");
        assert_eq!(
            reply.get("repeat"),
            None,
            "{message} is a new request: {reply}"
        );
        reply["version"].as_u64().unwrap()
    }

    /// Sends `message` again: it must be answered exactly as first accepted, at `version`, and
    /// marked as a repeat.
    async fn repeated(&mut self, message: &Value, version: u64) {
        let reply = self.ask(message).await;
        let expected = json!({
            "type": "accepted",
            "table": message["table"],
            "seq": message["seq"],
            "version": version,
            "repeat": true,
        });
        assert_eq!(reply, expected, "{message} sent again");
    }
}

fn wallet(addr: &str, cookie: &str) -> i64 {
    let (status, _, me) = http(addr, "GET", "/api/me", Some(cookie), None);
    assert_eq!(status, 200, "{me}");
    me["wallet"].as_i64().unwrap()
}

fn version(addr: &str, table: i64) -> u64 {
    let (status, _, body) = http(addr, "GET", "/api/tables", None, None);
    assert_eq!(status, 200, "{body}");
    body["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["id"] == table)
        .expect("the table is listed")["version"]
        .as_u64()
        .unwrap()
}

/// A request of `kind` at `table`, numbered `seq`.
fn request(kind: &str, table: i64, seq: u64) -> Value {
    json!({"type": kind, "table": table, "seq": seq})
}

#[test]
fn a_request_sent_again_after_a_kill_is_answered_as_it_was_and_does_nothing() {
    resent_across_kills("sqlite", None);
}

/// The same on PostgreSQL.
#[test]
fn a_request_sent_again_after_a_kill_on_postgresql() {
    crate::common::on_fresh_postgres("resend", |url| resent_across_kills("postgres", Some(url)));
}

fn resent_across_kills(label: &str, db: Option<&str>) {
    let data = crate::common::fresh_dir(&format!("resend-{label}"));
    crate::common::runtime().block_on(resent(&data, db));
    let _ = std::fs::remove_dir_all(&data);
}

async fn resent(data: &std::path::Path, db: Option<&str>) {
    // A tab's client id, a second tab's, and Bob's (the same letters as Ann's first tab).
    const X: &str = "tab-x-0123456789";
    const Y: &str = "tab-y-0123456789";

    let (mut server, addr) = start(data, db);
    let ann = sign_up(&addr, "Ann");
    let bob = sign_up(&addr, "Bob");
    let table = open_casino(&addr, &ann)["id"].as_i64().unwrap();
    assert_eq!(wallet(&addr, &ann), 1000);

    // Ann's and Bob's requests at the table.
    let sit = |seq: u64, seat: u64, chips: u64| {
        let mut message = request("sit", table, seq);
        message["seat"] = json!(seat);
        message["chips"] = json!(chips);
        message
    };
    let top_up = |seq: u64, chips: u64| {
        let mut message = request("top_up", table, seq);
        message["chips"] = json!(chips);
        message
    };
    let stand = |seq: u64| request("stand", table, seq);

    // 1. Ann sits and tops up on her tab X.
    let mut x = Client::connect(&addr, &ann, X).await;
    let v1 = x.applied(&sit(1, 0, 300)).await;
    let v2 = x.applied(&top_up(2, 100)).await;
    assert_eq!(v2, v1 + 1);
    assert_eq!(wallet(&addr, &ann), 600, "300 and 100 on her seat");
    // Sent again on the same connection, before any kill: answered as it was.
    x.repeated(&top_up(2, 100), v2).await;
    assert_eq!(wallet(&addr, &ann), 600);
    assert_eq!(version(&addr, table), v2);
    drop(x);

    // 2. Killed, and started again on the same database.
    let addr = kill_and_restart(&mut server, data, db);
    assert_eq!(version(&addr, table), v2, "nothing written is lost");
    assert_eq!(wallet(&addr, &ann), 600);

    // 3. The same tab, reconnected, sends the very same top-up again: its first answer, and
    // nothing moves; then the sit, which would now be refused (she sits already) if it were
    // tried again.
    let mut x = Client::connect(&addr, &ann, X).await;
    x.repeated(&top_up(2, 100), v2).await;
    assert_eq!(wallet(&addr, &ann), 600, "the top-up is not applied twice");
    assert_eq!(version(&addr, table), v2);
    x.repeated(&sit(1, 0, 300), v1).await;
    assert_eq!(wallet(&addr, &ann), 600);
    assert_eq!(version(&addr, table), v2);

    // 4. A second tab of Ann's counts its own numbers: its seq 2 is a new request.
    let mut y = Client::connect(&addr, &ann, Y).await;
    let v3 = y.applied(&top_up(2, 100)).await;
    assert_eq!(v3, v2 + 1);
    assert_eq!(
        wallet(&addr, &ann),
        500,
        "the second tab's top-up is applied"
    );
    y.repeated(&top_up(2, 100), v3).await;
    assert_eq!(wallet(&addr, &ann), 500);

    // 5. A number tab X never sent is a new request.
    let v4 = x.applied(&top_up(3, 50)).await;
    assert_eq!(v4, v3 + 1);
    assert_eq!(wallet(&addr, &ann), 450);

    // Bob, under the same client id as Ann's tab X, counts his own numbers too.
    let mut b = Client::connect(&addr, &bob, X).await;
    let v5 = b.applied(&sit(1, 1, 200)).await;
    assert_eq!(v5, v4 + 1);
    assert_eq!(wallet(&addr, &bob), 800);
    assert_eq!(wallet(&addr, &ann), 450, "Ann's chips stay where they are");

    // Ann stands (her 550 go home); her sit at Bob's seat is refused, and changes nothing; Bob
    // stands.
    let v6 = x.applied(&stand(4)).await;
    assert_eq!(v6, v5 + 1);
    assert_eq!(wallet(&addr, &ann), 1000);
    let refused = x.ask(&sit(5, 1, 200)).await;
    assert_eq!(refused["type"], "error", "{refused}");
    assert_eq!(refused["code"], "seat_taken", "{refused}");
    assert_eq!(version(&addr, table), v6);
    let v7 = b.applied(&stand(2)).await;
    assert_eq!(v7, v6 + 1);
    assert_eq!(wallet(&addr, &bob), 1000);
    drop((x, y, b));

    let addr = kill_and_restart(&mut server, data, db);
    assert_eq!(version(&addr, table), v7);
    let mut x = Client::connect(&addr, &ann, X).await;
    let mut b = Client::connect(&addr, &bob, X).await;
    // Ann's stand again: she sits nowhere now, and it is answered as it was, not refused.
    x.repeated(&stand(4), v6).await;
    assert_eq!(wallet(&addr, &ann), 1000);
    // Bob's stand again, and his sit: as they were.
    b.repeated(&stand(2), v7).await;
    b.repeated(&sit(1, 1, 200), v5).await;
    assert_eq!(wallet(&addr, &bob), 1000);
    assert_eq!(version(&addr, table), v7);
    // The sit that was refused changed nothing: sent again, it is tried afresh, and the seat is
    // free now.
    let v8 = x.applied(&sit(5, 1, 200)).await;
    assert_eq!(v8, v7 + 1);
    assert_eq!(wallet(&addr, &ann), 800);
    x.repeated(&sit(5, 1, 200), v8).await;
    // Her very first request, sent again once more: as it was.
    x.repeated(&sit(1, 0, 300), v1).await;
    assert_eq!(wallet(&addr, &ann), 800);

    // A stand and a sit, both accepted, then the kill: sent again, both do nothing.
    let v9 = x.applied(&stand(6)).await;
    let v10 = x.applied(&sit(7, 0, 300)).await;
    assert_eq!((v9, v10), (v8 + 1, v8 + 2));
    assert_eq!(wallet(&addr, &ann), 700);
    drop((x, b));

    let addr = kill_and_restart(&mut server, data, db);
    let mut x = Client::connect(&addr, &ann, X).await;
    x.repeated(&stand(6), v9).await;
    x.repeated(&sit(7, 0, 300), v10).await;
    // And in the other order, on another connection of the same tab.
    let mut again = Client::connect(&addr, &ann, X).await;
    again.repeated(&sit(7, 0, 300), v10).await;
    again.repeated(&stand(6), v9).await;
    assert_eq!(wallet(&addr, &ann), 700, "she still sits with her 300");
    assert_eq!(version(&addr, table), v10);
    // The table still takes new requests: the second tab's next number.
    let mut y = Client::connect(&addr, &ann, Y).await;
    let v11 = y.applied(&top_up(3, 10)).await;
    assert_eq!(v11, v10 + 1);
    assert_eq!(wallet(&addr, &ann), 690);
    drop((x, again, y));

    let (_, health) = ops(&addr, "/health");
    assert_eq!(health["books"], json!([]), "{health}");
    server.kill();
}
