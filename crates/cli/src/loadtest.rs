//! `parlour loadtest`: bot clients over real WebSockets against a table server, bounded in time;
//! prints the action round trip (p50, p99, max) and the actions a second.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::Duration;

use anyhow::Context;

use clap::Parser;
use parlour_client::loadtest::{Load, run};

/// A server's address as given: `HOST:PORT`, or a URL (`http://127.0.0.1:8080/`, as `parlour
/// serve` prints it; `ws://` too), its host a name or an address. A path after the port is
/// the server's own, and is let be.
fn server_addr(text: &str) -> Result<SocketAddr, String> {
    use std::net::ToSocketAddrs;
    let rest = ["http://", "ws://"]
        .iter()
        .find_map(|scheme| text.strip_prefix(scheme))
        .unwrap_or(text);
    if ["https://", "wss://"].iter().any(|s| text.starts_with(s)) {
        return Err("the load test speaks plain HTTP: give the server's own address".into());
    }
    let host_port = rest.split('/').next().unwrap_or_default();
    (host_port.to_socket_addrs())
        .map_err(|e| format!("{text:?} is no HOST:PORT or http://HOST:PORT: {e}"))?
        .next()
        .ok_or_else(|| format!("{text:?} names no address"))
}

#[derive(Debug, Parser)]
pub struct Args {
    /// The server to load (`HOST:PORT`, or the URL `parlour serve` prints), or each node of a
    /// group (`--addr A --addr B`); without it, `parlour serve` is started as a process of its
    /// own (`--nodes` of them), and stopped after.
    #[arg(long, value_parser = server_addr)]
    addr: Vec<SocketAddr>,
    /// Without `--addr`: how many `parlour serve` nodes to start, as one group over `--db`.
    #[arg(long, default_value_t = 1)]
    nodes: usize,
    /// Without `--addr`: the database the started nodes share (a group of more than one needs
    /// PostgreSQL); default: a fresh SQLite file in the temporary folder.
    #[arg(long)]
    db: Option<String>,
    /// Tables to open.
    #[arg(long, default_value_t = 300)]
    tables: usize,
    /// Clients to connect, each its own guest account and WebSocket.
    #[arg(long, default_value_t = 1000)]
    clients: usize,
    /// How long the clients play, in seconds.
    #[arg(long, default_value_t = 20.0)]
    seconds: f64,
    /// Seats at each table; clients past them watch.
    #[arg(long, default_value_t = 3)]
    seats: usize,
    /// Milliseconds a client thinks before it acts on its turn (0: at once, as fast as the
    /// server answers).
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Attackers beside the honest clients: sign-ups at 50 a second, 300 idle connections and a
    /// flood of messages, each from one address (docs/server.md, Security).
    #[arg(long)]
    attack: bool,
}

pub fn run_command(args: &Args) -> ExitCode {
    // The server runs apart from the clients, as it would for people: in one process the
    // clients' work would take the server's cores from it.
    if args.addr.is_empty() && args.nodes > 1 && args.db.is_none() {
        eprintln!("parlour loadtest: a group of nodes shares a PostgreSQL database: give --db");
        return ExitCode::FAILURE;
    }
    let servers = if args.addr.is_empty() {
        (0..args.nodes.max(1))
            .map(|i| Server::start(args.db.as_deref(), i))
            .collect::<anyhow::Result<Vec<Server>>>()
            .map(|servers| (servers.iter().map(|s| s.addr).collect(), servers))
    } else {
        Ok((args.addr.clone(), Vec::new()))
    };
    let (addrs, servers): (Vec<SocketAddr>, Vec<Server>) = match servers {
        Ok(started) => started,
        Err(error) => {
            eprintln!("parlour loadtest: the server: {error:#}");
            return ExitCode::FAILURE;
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("parlour loadtest: {error}");
            return ExitCode::FAILURE;
        }
    };
    let load = Load {
        addrs: addrs.clone(),
        tables: args.tables,
        clients: args.clients,
        seconds: args.seconds,
        seats: args.seats,
        think: Duration::from_millis(args.think_ms),
        // On this machine each client comes from a loopback address of its own, as people come
        // from theirs: the room's limits per address meet the load as they would a crowd.
        spread: addrs.iter().all(|a| a.ip().is_loopback()),
        attack: args.attack,
        servers: servers.iter().map(|s| s.process.id()).collect(),
    };
    eprintln!(
        "parlour loadtest: {} clients on {} tables at {addrs:?} for {} s...",
        load.clients, load.tables, load.seconds
    );
    let result = runtime.block_on(run(&load));
    drop(servers);
    match result {
        Ok(report) => {
            println!("{report}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("parlour loadtest: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// `parlour serve` in a process of its own, node `index` of a group over `db`, or alone on a fresh
/// database in the temporary folder; its bots acting at once. Dropped, it is stopped and its
/// folder removed.
struct Server {
    process: Child,
    addr: SocketAddr,
    data: PathBuf,
}

impl Server {
    fn start(db: Option<&str>, index: usize) -> anyhow::Result<Server> {
        let data =
            std::env::temp_dir().join(format!("parlour-loadtest-{}-{index}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let mut command = Command::new(std::env::current_exe()?);
        command.args(["serve", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0"]);
        // The clients come from loopback addresses of their own, four an address, and meet the
        // room's limits as they are; one of them opens every table.
        command.args(["--limit", "tables=100000"]);
        if let Some(db) = db {
            command.args(["--db", db]);
        }
        let mut process = command
            .args(["--node", &format!("load{index}")])
            .arg("--data")
            .arg(&data)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()?;
        // Its first line says where it listens: `parlour serve: listening on http://ADDR`.
        let mut line = String::new();
        let stdout = process.stdout.take().context("the server's output")?;
        BufReader::new(stdout).read_line(&mut line)?;
        let addr = line
            .trim()
            .rsplit("http://")
            .next()
            .and_then(|a| a.parse().ok())
            .with_context(|| format!("the server said {line:?}"))?;
        Ok(Server {
            process,
            addr,
            data,
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.process.kill();
        let _ = self.process.wait();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}

#[cfg(test)]
mod tests {
    use super::server_addr;

    #[test]
    fn a_server_is_given_by_its_address_or_by_the_url_serve_prints() {
        let want: std::net::SocketAddr = "127.0.0.1:8080".parse().unwrap();
        for given in [
            "127.0.0.1:8080",
            "http://127.0.0.1:8080",
            "http://127.0.0.1:8080/",
            "ws://127.0.0.1:8080/ws",
        ] {
            assert_eq!(server_addr(given), Ok(want), "{given}");
        }
        assert!(server_addr("https://127.0.0.1:8080").is_err());
        assert!(server_addr("http://127.0.0.1").is_err(), "a port is needed");
        assert!(server_addr("nonsense").is_err());
    }
}
