//! `parlour serve` killed with SIGKILL in the middle of rounds, several times, and started again
//! on the same data: every table is rebuilt from its record and resumes, and the books balance.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use parlour_client::Socket;
use serde_json::{Value, json};

/// A server process, killed when dropped: a test that fails leaves no server behind.
pub struct Server(pub Child);

impl Server {
    /// SIGKILL, and wait for it to be gone.
    pub fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The server, started on a free port over `data`: the process and its address.
fn start(data: &std::path::Path, db: Option<&str>) -> (Server, String) {
    start_with(data, db, &[])
}

/// The server with more arguments (a node's name, its lease).
pub fn start_with(data: &std::path::Path, db: Option<&str>, more: &[&str]) -> (Server, String) {
    launch(data, db, "0.05", more)
}

/// The server with turns of `turn_seconds` and more arguments.
pub fn launch(
    data: &std::path::Path,
    db: Option<&str>,
    turn_seconds: &str,
    more: &[&str],
) -> (Server, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_parlour"));
    command.arg("serve").args(more);
    if let Some(db) = db {
        command.args(["--db", db]);
    }
    let mut child = command
        .args([
            "--addr",
            "127.0.0.1:0",
            "--turn-seconds",
            turn_seconds,
            "--bot-delay-ms",
            "0",
            // Tables here play by themselves, their people's turns running out while nobody
            // follows them: nobody is stood up for the rounds they miss.
            "--away-rounds",
            "0",
        ])
        .arg("--data")
        .arg(data)
        .env("RUST_LOG", "warn")
        .env("PARLOUR_OPS_TOKEN", OPS_TOKEN)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("parlour serve starts");
    let line = first_line(&mut child);
    let addr = line
        .trim()
        .rsplit("http://")
        .next()
        .expect("the address it listens on")
        .to_string();
    (Server(child), addr)
}

/// The first line a started `parlour serve` prints: where it listens.
pub fn first_line(child: &mut std::process::Child) -> String {
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("its output piped"))
        .read_line(&mut line)
        .expect("a line");
    line
}

/// The test servers' operators' token.
const OPS_TOKEN: &str = "the operators of the test room";

/// `GET path` as the room's operators ask (`/health`, `/metrics`): the status and the body (as
/// JSON, or as a JSON string of its text).
pub fn ops(addr: &str, path: &str) -> (u16, Value) {
    let addr = addr.parse().expect("an address");
    let bearer = format!("Bearer {OPS_TOKEN}");
    let headers = [("authorization", bearer.as_str())];
    let request = parlour_client::http::request(addr, "GET", path, &headers, b"");
    let raw = parlour_client::http::blocking(request).expect("an HTTP answer");
    let text = String::from_utf8_lossy(&raw.body).into_owned();
    let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (raw.status, body)
}

/// One HTTP request: the status, the session cookie if one is set, the JSON body.
pub fn http(
    addr: &str,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<Value>,
) -> (u16, Option<String>, Value) {
    let addr = addr.parse().expect("an address");
    let request = parlour_client::http::json(addr, method, path, cookie, body.as_ref());
    let answer = parlour_client::http::blocking(request).expect("an HTTP answer");
    (answer.status, answer.cookie, answer.body)
}

/// Signs `name` up on `addr`: the session cookie.
pub fn sign_up(addr: &str, name: &str) -> String {
    let (status, cookie, body) = http(
        addr,
        "POST",
        "/api/signup",
        None,
        Some(json!({"name": name, "password": "correct horse"})),
    );
    assert_eq!(status, 200, "{body}");
    cookie.unwrap()
}

/// Opens a casino table of stakes 5 to 50 through `addr`, as the person of `cookie`: the table,
/// as the answer gives it (its id, the node it was placed on).
pub fn open_casino(addr: &str, cookie: &str) -> Value {
    let (status, _, body) = http(
        addr,
        "POST",
        "/api/tables",
        Some(cookie),
        Some(json!({"rules": {"preset": "casino", "min_stake": 5, "max_stake": 50}})),
    );
    assert_eq!(status, 201, "{body}");
    body["table"].clone()
}

/// A client of Ann's on a new connection.
pub async fn socket(addr: &str, cookie: &str) -> Socket {
    let addr = addr.parse().expect("an address");
    Socket::connect(addr, cookie, &Socket::new_id(), 0)
        .await
        .expect("the WebSocket")
}

/// Sits Ann at the table and puts bots beside her, over the WebSocket.
pub async fn seat_everyone(addr: &str, cookie: &str, table: i64) {
    let mut socket = socket(addr, cookie).await;
    // The bots first: they wait for a person, and Ann's turns run out in 50 ms once she sits.
    let messages = [
        json!({"type": "bot", "table": table, "seq": 1, "seat": 1, "add": true}),
        json!({"type": "bot", "table": table, "seq": 2, "seat": 2, "add": true}),
        json!({"type": "sit", "table": table, "seq": 3, "seat": 0, "chips": 300}),
    ];
    for message in messages {
        socket.send(&message).await.unwrap();
        // Wait for its answer. A table just opened may not be claimed by its node yet (`busy`,
        // not remembered): the same request is sent again in a moment, as a person's page does,
        // for five seconds at the most.
        let mut busy_left = 100;
        loop {
            let reply =
                (socket.next_within(Duration::from_secs(10)).await).expect("the socket answers");
            if reply["seq"] != message["seq"] {
                continue;
            }
            if reply["code"] == "busy" && busy_left > 0 {
                busy_left -= 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
                socket.send(&message).await.unwrap();
                continue;
            }
            assert_eq!(reply["type"], "accepted", "{reply}");
            break;
        }
    }
}

fn table_version(addr: &str) -> u64 {
    let (_, _, body) = http(addr, "GET", "/api/tables", None, None);
    body["tables"][0]["version"].as_u64().unwrap()
}

#[test]
fn the_server_killed_in_the_middle_of_rounds_comes_back_with_its_tables_and_its_books() {
    killed_and_restarted("sqlite", None);
}

/// The same on PostgreSQL.
#[test]
fn the_same_on_postgresql() {
    crate::common::on_fresh_postgres("crash", |url| killed_and_restarted("postgres", Some(url)));
}

/// Plays at a table, kills the server three times in the middle of rounds, and checks each time
/// that it comes back with its table and its books; then the hand histories.
fn killed_and_restarted(label: &str, db: Option<&str>) {
    let data = crate::common::fresh_dir(&format!("crash-{label}"));
    let (mut server, addr) = start(&data, db);
    let cookie = sign_up(&addr, "Ann");
    let table = open_casino(&addr, &cookie)["id"].as_i64().unwrap();
    crate::common::runtime().block_on(seat_everyone(&addr, &cookie, table));

    // Ann's turns run out in 50 ms (she passes); the bots play. Kill the server mid-play, three
    // times, at different moments.
    let mut addr = addr;
    let mut last = 0;
    for wait in [700, 350, 900] {
        std::thread::sleep(Duration::from_millis(wait));
        let before = table_version(&addr);
        assert!(
            before > last,
            "the table plays: version {before} after {last}"
        );
        server.kill(); // SIGKILL
        let (restarted, new_addr) = start(&data, db);
        server = restarted;
        addr = new_addr;
        let (status, health) = ops(&addr, "/health");
        assert_eq!(status, 200);
        assert_eq!(
            health["books"],
            json!([]),
            "the books balance after a kill: {health}"
        );
        assert_eq!(health["tables"], 1);
        let after = table_version(&addr);
        assert!(
            after >= before,
            "nothing written is lost: {before} before, {after} after"
        );
        last = after;
    }
    // And the table plays on after the last restart.
    let deadline = Instant::now() + Duration::from_secs(10);
    while table_version(&addr) <= last {
        assert!(Instant::now() < deadline, "the table resumed");
        std::thread::sleep(Duration::from_millis(50));
    }
    let (_, _, me) = http(&addr, "GET", "/api/me", Some(&cookie), None);
    assert_eq!(me["wallet"], 700, "Ann's 300 are on her seat");

    // Every round finished across the kills is in Ann's hand history once, newest first, and
    // the newest replays with `parlour script` to the same round. (She is away, her bets time
    // out: the rounds she sat at are asked for, sat out as they were.)
    let (status, _, page) = http(
        &addr,
        "GET",
        "/api/hands?limit=100&sat_out=true",
        Some(&cookie),
        None,
    );
    assert_eq!(status, 200, "{page}");
    let hands = page["hands"].as_array().unwrap();
    let numbers: Vec<u64> = hands
        .iter()
        .map(|h| h["round"]["number"].as_u64().unwrap())
        .collect();
    assert!(!numbers.is_empty(), "rounds were played");
    let expected: Vec<u64> = (1..=numbers.len() as u64).rev().collect();
    assert_eq!(numbers, expected, "each round once, newest first");
    let newest = hands[0]["id"].as_i64().unwrap();
    let (status, _, hand) = http(
        &addr,
        "GET",
        &format!("/api/hands/{newest}"),
        Some(&cookie),
        None,
    );
    assert_eq!(status, 200, "{hand}");
    std::fs::create_dir_all(&data).unwrap();
    let file = data.join("hand.json");
    std::fs::write(&file, hand["record"].to_string()).unwrap();
    let script = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("script")
        .arg(&file)
        .output()
        .unwrap();
    assert!(script.status.success(), "{script:?}");
    let output: Value = serde_json::from_slice(&script.stdout).unwrap();
    assert!(
        output["results"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["ok"] == true),
        "{output}"
    );
    assert_eq!(output["hands"][0]["net"], hand["round"]["net"], "{output}");
    assert_eq!(
        output["hands"][0]["dealer_hand"],
        hand["round"]["dealer_hand"]
    );
    server.kill();
    let _ = std::fs::remove_dir_all(&data);
}
