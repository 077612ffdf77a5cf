//! What an operator meets on a first run of `parlour serve`: a log written to a file carries no
//! terminal colour codes (and `--log-format json` is one object a line); the load test takes the
//! URL the server prints.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::serve::{Server, first_line};

/// `parlour serve` on a free port over a fresh folder, its log (at `info`) written to a file:
/// the server, its URL as it printed it, and the log's path.
fn serve_logging(label: &str, more: &[&str]) -> (Server, String, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("parlour-cli-{label}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("serve.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .args(more)
        .arg("--data")
        .arg(dir.join("data"))
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("parlour serve starts");
    let url = first_line(&mut child)
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .expect("the URL it listens on")
        .to_string();
    (Server(child), url, log)
}

/// The log once the server has stopped gracefully (SIGTERM), which it logs.
fn stopped(mut server: Server, log: &std::path::Path) -> String {
    let pid = server.0.id().to_string();
    Command::new("kill").args(["-TERM", &pid]).status().unwrap();
    let _ = server.0.wait();
    std::fs::read_to_string(log).unwrap()
}

#[test]
fn a_log_written_to_a_file_has_no_colour_codes() {
    let (server, _, log) = serve_logging("log-text", &[]);
    let text = stopped(server, &log);
    assert!(!text.trim().is_empty(), "the server logged nothing");
    assert!(!text.contains('\u{1b}'), "colour codes in a file: {text:?}");
    assert!(text.contains("INFO"), "{text}");
}

#[test]
fn a_json_log_is_one_object_a_line() {
    let (server, _, log) = serve_logging("log-json", &["--log-format", "json"]);
    let text = stopped(server, &log);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(!lines.is_empty(), "the server logged nothing");
    for line in lines {
        let object: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(
            object["level"].is_string() && object["timestamp"].is_string(),
            "{line}"
        );
    }
}

#[test]
fn the_load_test_takes_the_url_the_server_prints() {
    let (server, url, log) = serve_logging("loadtest-url", &["--bot-delay-ms", "0"]);
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args([
            "loadtest",
            "--addr",
            &url,
            "--tables",
            "1",
            "--clients",
            "2",
            "--seconds",
            "1",
        ])
        .output()
        .expect("parlour loadtest runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{url}: {out}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(out.contains("2 connections"), "{out}");
    let refused = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args([
            "loadtest",
            "--addr",
            "https://127.0.0.1:1",
            "--seconds",
            "1",
        ])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("plain HTTP"));
    stopped(server, &log);
}

/// `parlour ARGS...`: whether it succeeded, and what it printed and said.
fn parlour(args: &[&std::ffi::OsStr]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .output()
        .expect("parlour runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), said)
}

/// Plays every open table of the database `file` from its whole stored record through the engine,
/// every stored action taken, and checks its snapshot, if it has one, against the table the
/// record makes at the snapshot's version: how many tables there are, and how many snapshots.
fn every_table_replays(file: &std::path::Path) -> (usize, usize) {
    use parlour_engine::{Opening, Player, Seat};
    use parlour_store::tables;
    crate::common::runtime().block_on(async {
        let store = parlour_store::Store::open(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        let mut conn = store.pool().acquire().await.unwrap();
        let open = tables::open_tables(&mut conn).await.unwrap();
        let mut snapshots = 0;
        for t in &open {
            let entry = parlour_games::registry().get(&t.game).unwrap();
            let rules: serde_json::Value = serde_json::from_str(&t.rules).unwrap();
            let players: Vec<Player> = serde_json::from_str(&t.players).unwrap();
            let deal = parlour_server::table::read_deal(&t.deal_key).unwrap();
            let seating = Opening {
                players,
                first: None,
                kitty: 0,
            };
            let mut table = entry.open(&rules, seating, deal.clone()).unwrap();
            let snapshot = tables::snapshot(&mut conn, t.id).await.unwrap();
            let mut matched = false;
            for stored in tables::actions(&mut conn, t.id).await.unwrap() {
                let action: serde_json::Value = serde_json::from_str(&stored.action).unwrap();
                let seat = Seat::from(stored.seat as usize);
                table
                    .apply(seat, &action, None)
                    .unwrap_or_else(|r| panic!("table {}: {}", t.id, r.sentence));
                if let Some((at, state)) = &snapshot
                    && *at == table.version() as i64
                {
                    let resumed = entry.resume(&rules, &deal, state).unwrap();
                    assert_eq!(resumed.snapshot(), table.snapshot(), "table {}", t.id);
                    matched = true;
                }
            }
            assert!(
                snapshot.is_none() || matched,
                "table {}: a snapshot ahead",
                t.id
            );
            snapshots += usize::from(matched);
        }
        // (The pool closes once every connection is back.)
        drop(conn);
        store.close().await;
        (open.len(), snapshots)
    })
}

#[test]
fn a_backup_taken_while_the_room_plays_is_put_back_whole() {
    use crate::serve::{open_casino, ops, seat_everyone, sign_up, start_with};
    let dir = crate::common::fresh_dir("backup");
    let (data, elsewhere) = (dir.join("room"), dir.join("restored"));
    let (server, addr) = start_with(&data, None, &[]);
    let cookie = sign_up(&addr, "Ann");
    let table = open_casino(&addr, &cookie)["id"].as_i64().unwrap();
    crate::common::runtime().block_on(seat_everyone(&addr, &cookie, table));
    // Three copies while the table plays by itself (Ann's turns run out in 50 ms, the bots act
    // at once): each one moment of the database, whatever the writer is doing.
    let copies: Vec<_> = (1..=3).map(|n| dir.join(format!("copy-{n}.db"))).collect();
    for copy in &copies {
        std::thread::sleep(Duration::from_millis(300));
        let (ok, said) = parlour(&[
            "backup".as_ref(),
            copy.as_os_str(),
            "--data".as_ref(),
            data.as_os_str(),
        ]);
        assert!(ok, "{said}");
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(copy).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "a copy holds every password hash");
    }
    // Each copy is one moment: every table in it replays from its whole record, and its snapshot
    // is the table as its actions leave it at the snapshot's version.
    let mut snapshots = 0;
    for copy in &copies {
        let scratch = dir.join("scratch.db");
        std::fs::copy(copy, &scratch).unwrap();
        let (tables, kept) = every_table_replays(&scratch);
        assert_eq!(tables, 1);
        snapshots += kept;
        std::fs::remove_file(&scratch).unwrap();
    }
    assert!(snapshots > 0, "the table kept a snapshot by the last copy");
    // Never over a file that is there.
    let (ok, said) = parlour(&[
        "backup".as_ref(),
        copies[0].as_os_str(),
        "--data".as_ref(),
        data.as_os_str(),
    ]);
    assert!(!ok && said.contains("exists already"), "{said}");
    drop(server);

    // Something that is no database is refused, and nothing is touched.
    let junk = dir.join("junk.db");
    std::fs::write(&junk, b"not a database at all").unwrap();
    let (ok, said) = parlour(&[
        "restore".as_ref(),
        junk.as_os_str(),
        "--data".as_ref(),
        elsewhere.as_os_str(),
    ]);
    assert!(!ok, "{said}");
    assert!(!elsewhere.join("parlour.db").exists());

    // The second copy, put back in a room of its own: the books balance, its table is rebuilt
    // from its record and plays on, and the newest round replays alone.
    let (ok, said) = parlour(&[
        "restore".as_ref(),
        copies[1].as_os_str(),
        "--data".as_ref(),
        elsewhere.as_os_str(),
    ]);
    assert!(ok, "{said}");
    let (restored, addr) = start_with(&elsewhere, None, &[]);
    let (status, health) = ops(&addr, "/health");
    assert_eq!(status, 200, "{health}");
    assert_eq!(health["books"], serde_json::json!([]), "{health}");
    assert_eq!(health["tables"], 1, "{health}");
    let version = |addr: &str| {
        let (_, _, body) = crate::serve::http(addr, "GET", "/api/tables", None, None);
        body["tables"][0]["version"].as_u64().unwrap()
    };
    let before = version(&addr);
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while version(&addr) <= before {
        assert!(
            std::time::Instant::now() < deadline,
            "the restored table plays on"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let (_, _, page) =
        crate::serve::http(&addr, "GET", "/api/hands?sat_out=true", Some(&cookie), None);
    let newest = page["hands"][0]["id"].as_i64().expect("rounds were kept");
    let (_, _, hand) = crate::serve::http(
        &addr,
        "GET",
        &format!("/api/hands/{newest}"),
        Some(&cookie),
        None,
    );
    let record = dir.join("hand.json");
    std::fs::write(&record, hand["record"].to_string()).unwrap();
    let (ok, said) = parlour(&["script".as_ref(), record.as_os_str()]);
    assert!(ok, "the newest round replays: {said}");
    drop(restored);

    // Put back over a room's database, the one replaced is kept beside it.
    let (ok, said) = parlour(&[
        "restore".as_ref(),
        copies[2].as_os_str(),
        "--data".as_ref(),
        elsewhere.as_os_str(),
    ]);
    assert!(ok && said.contains("kept as"), "{said}");
    let kept = std::fs::read_dir(&elsewhere)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("parlour.db.replaced-")
        })
        .count();
    assert!(kept >= 1, "the replaced database is kept");
    let (restored, addr) = start_with(&elsewhere, None, &[]);
    assert_eq!(ops(&addr, "/health").1["books"], serde_json::json!([]));
    drop(restored);
}

#[test]
fn an_operator_is_made_on_the_rooms_own_machine() {
    use crate::serve::{http, open_casino, sign_up, start_with};
    let dir = crate::common::fresh_dir("admin");
    let data = dir.join("room");
    let (server, addr) = start_with(&data, None, &[]);
    let opal = sign_up(&addr, "Opal");
    let table = open_casino(&addr, &opal)["id"].as_i64().unwrap();
    let close = |addr: &str| {
        let path = format!("/api/ops/tables/{table}/close");
        http(
            addr,
            "POST",
            &path,
            Some(&opal),
            Some(serde_json::json!({"reason": "a test"})),
        )
        .0
    };
    assert_eq!(close(&addr), 403, "not an operator yet");
    drop(server);
    let grant = |name: &str| {
        parlour(&[
            "admin".as_ref(),
            "grant".as_ref(),
            name.as_ref(),
            "--data".as_ref(),
            data.as_os_str(),
        ])
    };
    let (ok, said) = grant("Opal");
    assert!(ok && said.contains("is an operator of the room"), "{said}");
    let (ok, said) = grant("Opal");
    assert!(ok && said.contains("already"), "{said}");
    let (ok, said) = grant("Nobody");
    assert!(!ok && said.contains("no account"), "{said}");
    // A folder with no room is not made one.
    let (ok, said) = parlour(&[
        "admin".as_ref(),
        "grant".as_ref(),
        "Opal".as_ref(),
        "--data".as_ref(),
        dir.join("none").as_os_str(),
    ]);
    assert!(!ok && said.contains("no room's database"), "{said}");
    assert!(!dir.join("none").join("parlour.db").exists());
    let (server, addr) = start_with(&data, None, &[]);
    assert_eq!(close(&addr), 202, "an operator now");
    drop(server);
}

#[test]
fn a_settings_file_sets_every_flag_the_command_line_wins_and_a_new_rooms_operator_is_made() {
    let dir = crate::common::fresh_dir("settings");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("parlour.toml");
    std::fs::write(
        &file,
        "# The room's settings.\n\
         turn_seconds = 20\n\
         grant = 400\n\
         house_max = 300\n\
         limit = [\"conns=128\", \"tables=5\"]\n\
         operator = [\"Boss\"]\n\
         public_url = \"https://parlour.example\"\n",
    )
    .unwrap();
    let config = ["--config".as_ref(), file.as_os_str()];
    // A key that is no flag's is refused, naming the keys there are; so is a value its flag
    // would refuse, as the flag would.
    let unknown = dir.join("unknown.toml");
    std::fs::write(&unknown, "turn_secs = 20\n").unwrap();
    let (ok, said) = parlour(&["serve".as_ref(), "--config".as_ref(), unknown.as_os_str()]);
    assert!(
        !ok && said.contains("turn_secs") && said.contains("turn_seconds"),
        "{said}"
    );
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "lease_ms = \"soon\"\n").unwrap();
    let (ok, said) = parlour(&["serve".as_ref(), "--config".as_ref(), bad.as_os_str()]);
    assert!(!ok && said.contains("lease"), "{said}");
    let (_, said) = parlour(&["serve".as_ref(), "--help".as_ref()]);
    assert!(
        said.contains("--config") && said.contains("--operator"),
        "{said}"
    );

    let data = dir.join("room");
    let log = dir.join("serve.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--addr", "127.0.0.1:0", "--grant", "700"])
        .args(config)
        .arg("--data")
        .arg(&data)
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let url = first_line(&mut child)
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .to_string();
    let server = Server(child);
    let addr: std::net::SocketAddr = url.trim_start_matches("http://").parse().unwrap();
    // The operator's account was made at start, with a one-time link to set its password in
    // the log, on the room's public URL.
    let text = std::fs::read_to_string(&log).unwrap();
    let link = (text.split_whitespace())
        .find_map(|w| w.strip_prefix("link="))
        .unwrap_or_else(|| panic!("no link in the log: {text}"));
    let token = link
        .strip_prefix("https://parlour.example/#/reset/")
        .unwrap_or_else(|| panic!("{link}"));
    // The room's own origin is its public URL's: a change is sent from there.
    let reset = serde_json::json!({"token": token, "password": "a boss's long phrase"});
    let answer = send(addr, "POST", "/api/reset", None, &reset.to_string());
    assert_eq!(
        answer.status,
        200,
        "{:?}",
        String::from_utf8_lossy(&answer.body)
    );
    let cookie = (answer.headers.iter())
        .find(|(name, _)| name == "set-cookie")
        .map(|(_, value)| value.split(';').next().unwrap().to_string())
        .expect("a session");
    let settings = {
        let answer = send(addr, "GET", "/api/ops/settings", Some(&cookie), "");
        assert_eq!(
            answer.status,
            200,
            "{:?}",
            String::from_utf8_lossy(&answer.body)
        );
        serde_json::from_slice::<serde_json::Value>(&answer.body).unwrap()
    };
    let setting = |key: &str| {
        let found = (settings["settings"].as_array().unwrap().iter())
            .find(|s| s["key"] == key)
            .unwrap_or_else(|| panic!("no {key}: {settings}"));
        (
            found["value"].clone(),
            found["from"].as_str().unwrap().to_string(),
        )
    };
    use serde_json::json;
    assert_eq!(setting("turn_seconds"), (json!(20), "file".into()));
    assert_eq!(setting("house_max"), (json!(300), "file".into()));
    assert_eq!(
        setting("grant"),
        (json!(700), "flag".into()),
        "the flag wins"
    );
    assert_eq!(
        setting("limit"),
        (json!(["conns=128", "tables=5"]), "file".into())
    );
    assert_eq!(setting("bot_delay_ms"), (json!(600), "default".into()));
    assert_eq!(settings["file"], json!(file.display().to_string()));
    // And they run: a new account is granted the flag's 700, not the file's 400.
    let signup = json!({"name": "Ann", "password": "correct horse"}).to_string();
    let answer = send(addr, "POST", "/api/signup", None, &signup);
    let account: serde_json::Value = serde_json::from_slice(&answer.body).unwrap();
    assert_eq!(account["wallet"], 700, "{account}");
    drop(server);
}

/// One request to a room whose public URL is https://parlour.example, sent from its own origin
/// (with a session `cookie` if given): the answer as it came.
fn send(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: &str,
) -> parlour_client::http::Raw {
    let mut headers = vec![
        ("content-type", "application/json"),
        ("origin", "https://parlour.example"),
    ];
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    let request = parlour_client::http::request(addr, method, path, &headers, body.as_bytes());
    parlour_client::http::blocking(request).unwrap()
}

#[test]
fn the_settings_file_docs_operations_shows_is_one_the_room_starts_with() {
    let page = include_str!("../../../../docs/operations.md");
    let example = (page.split("```toml\n").nth(1))
        .and_then(|rest| rest.split("```").next())
        .expect("docs/operations.md shows a settings file");
    let dir = crate::common::fresh_dir("settings-doc");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("parlour.toml");
    std::fs::write(&file, example).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["serve", "--addr", "127.0.0.1:0", "--config"])
        .arg(&file)
        .arg("--data")
        .arg(dir.join("room"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let line = first_line(&mut child);
    drop(Server(child));
    assert!(line.contains("listening on http://"), "{line}");
}
