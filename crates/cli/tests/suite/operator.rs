//! What an operator meets on a first run of `parlour serve`: a log written to a file carries no
//! terminal colour codes (and `--log-format json` is one object a line); the load test takes the
//! URL the server prints.

use std::process::{Command, Stdio};

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
