//! What several of the command's tests do alike: run `parlour` and read its JSON, run a test on a
//! PostgreSQL database of its own, start from an empty folder, and run their async parts.

use std::path::PathBuf;
use std::process::{Command, Output};

use serde_json::Value;

/// `parlour` run with `args`, to its end.
pub fn parlour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .output()
        .expect("parlour runs")
}

/// The one JSON object `parlour` with `args` prints, after checking it succeeded.
pub fn json_of(args: &[&str]) -> Value {
    let output = parlour(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

/// Runs `test` with the address of a fresh PostgreSQL database named after `label`, dropped after.
pub fn on_fresh_postgres(label: &str, test: impl FnOnce(&str)) {
    let runtime = runtime();
    let (url, name) = runtime.block_on(parlour_store::testing::fresh_postgres(label));
    test(&url);
    runtime.block_on(parlour_store::testing::drop_postgres(&name));
}

/// A folder of the system's temporary one for this test run, `parlour-{name}-{pid}`, emptied of
/// what an earlier run left.
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("parlour-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A runtime on the test's own thread, for what a test does asynchronously (a WebSocket, the
/// database): the tests are plain `#[test]`s, for the server they talk to is a process of its own.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}
