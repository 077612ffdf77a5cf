//! `parlour loadtest`: bot clients over real WebSockets against a table server, bounded in time;
//! prints the action round trip (p50, p99, max) and the actions a second.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode, Stdio};
use std::time::Duration;

use anyhow::Context;

use clap::Parser;
use parlour_server::loadtest::{Load, run};

#[derive(Debug, Parser)]
pub struct Args {
    /// The server to load (`HOST:PORT`); without it, `parlour serve` is started as a process of
    /// its own on a fresh SQLite database in the temporary folder, and stopped after.
    #[arg(long)]
    addr: Option<SocketAddr>,
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
}

pub fn run_command(args: &Args) -> ExitCode {
    // The server runs apart from the clients, as it would for people: in one process the
    // clients' work would take the server's cores from it.
    let server = match args.addr {
        Some(addr) => Ok((addr, None)),
        None => Server::start().map(|s| (s.addr, Some(s))),
    };
    let (addr, server) = match server {
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
        addr,
        tables: args.tables,
        clients: args.clients,
        seconds: args.seconds,
        seats: args.seats,
        think: Duration::from_millis(args.think_ms),
    };
    eprintln!(
        "parlour loadtest: {} clients on {} tables at {addr} for {} s...",
        load.clients, load.tables, load.seconds
    );
    let result = runtime.block_on(run(&load));
    drop(server);
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

/// `parlour serve` in a process of its own, on a fresh database in the temporary folder, its bots
/// acting at once. Dropped, it is stopped and its folder removed.
struct Server {
    process: Child,
    addr: SocketAddr,
    data: PathBuf,
}

impl Server {
    fn start() -> anyhow::Result<Server> {
        let data = std::env::temp_dir().join(format!("parlour-loadtest-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        let mut process = Command::new(std::env::current_exe()?)
            .args(["serve", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0"])
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
