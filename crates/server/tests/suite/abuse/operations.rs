//! What the room knows of itself is its operators': a stranger learns from `/health` whether the
//! room is well and nothing else, and gets no metrics; a wrong token is a stranger's.

use crate::common::*;

#[tokio::test]
async fn metrics_and_health_detail_are_the_operators_alone() {
    let server = server("abuse_ops").await;
    let addr = server.addr;
    let stranger = get(addr, "/metrics", None).await;
    assert_eq!(refusal(&stranger), (403, Some("operators_only")));
    let raw = |token: &'static str| async move {
        let bearer = format!("Bearer {token}");
        parlour_client::http::request(addr, "GET", "/metrics", &[("authorization", &bearer)], b"")
            .await
            .unwrap()
    };
    assert_eq!(raw("the operators of the test rooms").await.status, 403);
    assert_eq!(raw("").await.status, 403);
    let metrics = ops_get(addr, "/metrics").await;
    assert_eq!(metrics.status, 200);
    assert!(metrics.body.as_str().unwrap().contains("parlour_tables"));
    // /health: to a stranger, whether the room is well, and not one thing more.
    let health = get(addr, "/health", None).await;
    assert_eq!(health.status, 200);
    assert_eq!(health.body, serde_json::json!({"ok": true}));
    let full = ops_get(addr, "/health").await;
    assert_eq!(full.body["books"], serde_json::json!([]));
    assert_eq!(full.body["tables"], 0);
    server.shutdown().await.unwrap();

    // A room started with no token answers nobody's metrics, whatever they send.
    let mut config = config("abuse_ops_none");
    config.ops_token = None;
    let server = start(config).await;
    assert_eq!(ops_get(server.addr, "/metrics").await.status, 403);
    let health = ops_get(server.addr, "/health").await;
    assert_eq!(health.body, serde_json::json!({"ok": true}));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_database_file_is_its_owners_alone() {
    use std::os::unix::fs::PermissionsExt;
    let mode =
        |path: &std::path::Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    // A fresh room: its folder and its database made private.
    let config = config("abuse_files");
    let data = config.data.clone();
    let server = start(config.clone()).await;
    sign_up(server.addr, "Ann").await;
    assert_eq!(mode(&data), 0o700);
    assert_eq!(mode(&data.join("parlour.db")), 0o600);
    for journal in ["parlour.db-wal", "parlour.db-shm"] {
        let path = data.join(journal);
        if path.exists() {
            assert_eq!(mode(&path), 0o600, "{journal}");
        }
    }
    server.shutdown().await.unwrap();
    // A database left readable by everyone (an older room's) is made private at the next start.
    std::fs::set_permissions(
        data.join("parlour.db"),
        std::fs::Permissions::from_mode(0o644),
    )
    .unwrap();
    let server = start(config).await;
    assert_eq!(mode(&data.join("parlour.db")), 0o600);
    server.shutdown().await.unwrap();
}
