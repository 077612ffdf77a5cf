//! SQLite on a small tmpfs filled to the brim: the writes fail, and once space is freed they
//! resume without a restart.

use super::*;

// ---------------------------------------------------------------------------------------------
// A full disk: SQLite on a small tmpfs.

/// The filesystem the full-disk test fills: `PARLOUR_TEST_TMPFS`, a small tmpfs of its own
/// (`scripts/test` mounts one), never the machine's disk. Fails, saying so, without it.
fn small_tmpfs() -> PathBuf {
    let root = std::env::var_os("PARLOUR_TEST_TMPFS").unwrap_or_else(|| {
        panic!(
            "PARLOUR_TEST_TMPFS is not set: the full-disk test fills a small tmpfs of its own. \
             Run scripts/test, which mounts one and sets it (or, as root: mkdir -p \
             /tmp/parlour-full-disk && mount -t tmpfs -o size=16m,mode=1777 tmpfs \
             /tmp/parlour-full-disk, then PARLOUR_TEST_TMPFS=/tmp/parlour-full-disk)."
        )
    });
    let root = std::fs::canonicalize(&root)
        .unwrap_or_else(|e| panic!("PARLOUR_TEST_TMPFS={}: {e}", Path::new(&root).display()));
    // It must be a tmpfs mounted right there, and small: the test fills it to the brim.
    let mounts = std::fs::read_to_string("/proc/mounts").expect("/proc/mounts");
    let mount = mounts
        .lines()
        .rfind(|l| l.split(' ').nth(1) == root.to_str())
        .unwrap_or_else(|| {
            panic!(
                "PARLOUR_TEST_TMPFS={} is not a mount point: mount a small tmpfs there",
                root.display()
            )
        });
    let fields: Vec<&str> = mount.split(' ').collect();
    assert_eq!(
        fields.get(2),
        Some(&"tmpfs"),
        "PARLOUR_TEST_TMPFS={} is not a tmpfs: {mount}",
        root.display()
    );
    let size_kib = fields
        .get(3)
        .and_then(|o| o.split(',').find_map(|o| o.strip_prefix("size=")))
        .and_then(|s| s.strip_suffix('k'))
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or(u64::MAX);
    assert!(
        size_kib <= 128 * 1024,
        "PARLOUR_TEST_TMPFS={} is a tmpfs of {size_kib} KiB: the test fills it, so it must be \
         small (16 MiB will do): {mount}",
        root.display()
    );
    // What runs before this one left behind, if they were killed on the way (their processes
    // gone): a filler among it would leave no room for this run.
    if let Ok(entries) = std::fs::read_dir(&root) {
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if let Some(pid) = name
                .strip_prefix("run-")
                .and_then(|r| r.split('-').next())
                .and_then(|p| p.parse::<u32>().ok())
                && pid != std::process::id()
                && !Path::new(&format!("/proc/{pid}")).exists()
            {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
    root
}

/// A folder that is removed, with everything in it, when the test ends, however it ends.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A file filling a filesystem: removed when dropped, however the test ends, so the filesystem
/// is never left full.
struct Filler(PathBuf);

impl Filler {
    /// Writes `path` until the filesystem is full (`ENOSPC`): the filler and its size.
    fn fill(path: PathBuf) -> (Filler, u64) {
        use std::io::Write;
        let filler = Filler(path);
        let mut file = std::fs::File::create(&filler.0).expect("the filler file");
        let chunk = vec![0xa5u8; 64 * 1024];
        let mut written = 0u64;
        loop {
            match file.write(&chunk) {
                Ok(0) => break,
                Ok(n) => written += n as u64,
                Err(e) if e.raw_os_error() == Some(28) => break, // ENOSPC
                Err(e) => panic!("filling the filesystem: {e}"),
            }
            assert!(
                written < 1 << 30,
                "a gigabyte written and the filesystem is still not full"
            );
        }
        // Full to the last byte: a byte more has no room.
        assert!(
            file.write(&[0])
                .is_err_and(|e| e.raw_os_error() == Some(28)),
            "the filesystem is not full"
        );
        (filler, written)
    }
}

impl Drop for Filler {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// How many connections Ann writes through on the full disk, and how often each sends: the
/// server lets a connection send 20 messages a second.
const CONNECTIONS: usize = 4;
const EACH_EVERY: Duration = Duration::from_millis(70);

/// Ann at a table through several connections of her own, standing up and sitting down again,
/// each request through the next connection.
struct Writer {
    clients: Vec<Client>,
    sent: Vec<Instant>,
    next: usize,
    table: i64,
    seated: bool,
}

impl Writer {
    /// Her next seat change: stand if she sits, else sit down with 10 chips.
    fn next_change(&self) -> Value {
        if self.seated {
            stand(self.table)
        } else {
            sit(self.table, 0, 10)
        }
    }

    /// Sends `request` through the next connection, no faster than the server allows: the
    /// answer. An accepted seat change changes where she is.
    async fn send(&mut self, request: Value) -> Value {
        let i = self.next;
        self.next = (i + 1) % self.clients.len();
        if let Some(wait) = (self.sent[i] + EACH_EVERY).checked_duration_since(Instant::now()) {
            tokio::time::sleep(wait).await;
        }
        self.sent[i] = Instant::now();
        let change = ["sit", "stand"].contains(&request["type"].as_str().unwrap_or(""));
        let seq = self.clients[i].request(request).await;
        let answer = self.clients[i].answer(seq).await;
        if change && answer["type"] == "accepted" {
            self.seated = !self.seated;
        }
        answer
    }
}

/// A server on SQLite whose disk fills: its writes fail (once the write-ahead log must grow),
/// `/health` says so, its tables stay as written and go on answering; once space is freed the
/// server writes again without a restart: `/health` is well again by its own small write, and
/// the next action is accepted.
#[tokio::test]
async fn a_full_disk_fails_the_writes_and_space_freed_lets_them_resume_without_a_restart() {
    let root = small_tmpfs();
    let run = root.join(format!(
        "run-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    ));
    std::fs::create_dir_all(&run).expect("a fresh folder on the tmpfs");
    let _run = Removed(run.clone());
    let mut config = config("fault_disk");
    config.data = run.join("data");
    config.db = None;
    config.turn = Duration::from_secs(600);
    let server = start(config).await;
    assert!(
        server.app.config.db_url().contains(run.to_str().unwrap()),
        "the database is on the tmpfs"
    );
    let ann = sign_up(server.addr, "Ann").await;
    let table = open_table(server.addr, &ann, json!("casino")).await;
    let mut clients = Vec::new();
    for _ in 0..CONNECTIONS {
        clients.push(Client::connect(server.addr, &ann).await);
    }
    // This one only watches, later.
    let mut other = Client::connect(server.addr, &ann).await;
    let mut ann = Writer {
        sent: vec![Instant::now(); clients.len()],
        clients,
        next: 0,
        table,
        seated: false,
    };
    let sat = ann.send(ann.next_change()).await;
    assert_eq!(sat["type"], "accepted", "{sat}");
    let mut last = sat["version"].as_u64().unwrap();

    // The disk fills.
    let (filler, filled) = Filler::fill(run.join("filler"));
    assert!(filled > 0);
    // SQLite reuses its write-ahead log's room for a while: Ann stands and sits until a write
    // fails for want of room and /health says writes fail. (/health's own small write may still
    // find room after a table's larger one failed: then it is well, and she goes on; but not for
    // long, the disk full.)
    const FAILURES: usize = 200;
    let mut failures = 0;
    let mut attempts = 0;
    let mut down = None;
    while attempts < 2_000 && failures < FAILURES {
        attempts += 1;
        let answer = ann.send(ann.next_change()).await;
        match answer["type"].as_str() {
            Some("accepted") => {
                let version = answer["version"].as_u64().unwrap();
                assert_eq!(version, last + 1, "{answer}");
                last = version;
            }
            Some("error") => {
                assert_eq!(answer["code"], "server", "{answer}");
                failures += 1;
                let (answer, took) = health(server.addr).await;
                assert!(took < Duration::from_secs(5), "/health took {took:?}");
                if answer.status == 503 {
                    down = Some(answer);
                    break;
                }
                assert_eq!(answer.status, 200, "{answer:?}");
            }
            _ => panic!("neither accepted nor failed: {answer}"),
        }
    }
    let down = down.unwrap_or_else(|| {
        panic!(
            "{attempts} writes on a full disk, {failures} of them failed, and /health answered \
             200 after every failure: its own small write succeeded while the table's could not"
        )
    });
    assert_eq!(
        (
            &down.body["ok"],
            &down.body["database"],
            &down.body["writes"]
        ),
        (&json!(false), &json!(true), &json!(false)),
        "{down:?}"
    );
    // Nobody was told of a write that failed.
    for client in &ann.clients {
        for message in &client.seen {
            assert!(
                told(message).is_none_or(|v| v <= last),
                "told of a version never written, the disk full: {message}"
            );
        }
    }
    // The table still answers, as written: a new follower is shown it at the last version
    // written, which is the version stored.
    shown_as_written(&mut other, table, last).await;
    {
        let mut conn = server.app.store.pool().acquire().await.unwrap();
        let stored = parlour_store::tables::version_of(&mut conn, table)
            .await
            .unwrap();
        assert_eq!(stored as u64, last, "the table shows what is stored");
    }
    // Space is freed. Nothing restarts: /health's own small write succeeds, and it is well.
    drop(filler);
    let back = healthy_again(server.addr).await;
    assert_eq!(back.body["writes"], json!(true), "{back:?}");
    // The next action is accepted, at the next version, and the table plays on: a bet.
    let answer = ann.send(ann.next_change()).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(last + 1), "{answer}");
    last += 1;
    if !ann.seated {
        let answer = ann.send(ann.next_change()).await;
        assert_eq!(answer["type"], "accepted", "{answer}");
        last += 1;
    }
    let answer = ann.send(stake(table, 10)).await;
    assert_eq!(answer["type"], "accepted", "{answer}");
    assert_eq!(answer["version"].as_u64(), Some(last + 1), "{answer}");
    // Everything told was written, and everything written told; the books balance.
    let mut conn = server.app.store.pool().acquire().await.unwrap();
    let stored = read_actions(&mut conn, table).await;
    assert!(books_balance(&mut conn).await, "the books balance");
    drop(conn);
    server.shutdown().await.unwrap();
    for client in &mut ann.clients {
        drain_until_closed(client).await;
    }
    drain_until_closed(&mut other).await;
    let (first, rest) = ann.clients.split_first().unwrap();
    let mut others: Vec<&Client> = rest.iter().collect();
    others.push(&other);
    told_exactly_the_record(&stored, first, &others);
}
