//! `parlour loadtest`: bot clients over real WebSockets against a table server, bounded in time;
//! prints the action round trip (p50, p99, max) and the actions a second.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use parlour_server::loadtest::{Load, run};

#[derive(Debug, Parser)]
pub struct Args {
    /// The server to load (`HOST:PORT`); without it, one is started in this process on a fresh
    /// SQLite database in the temporary folder.
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
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("parlour loadtest: {error}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        let server = match args.addr {
            Some(_) => None,
            None => {
                let data =
                    std::env::temp_dir().join(format!("parlour-loadtest-{}", std::process::id()));
                let _ = std::fs::remove_dir_all(&data);
                let mut config = parlour_server::Config::new("127.0.0.1:0".parse()?, data);
                config.bot_delay = Duration::ZERO;
                Some(parlour_server::start(config).await?)
            }
        };
        let addr = args
            .addr
            .or(server.as_ref().map(|s| s.addr))
            .expect("an address");
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
        let report = run(&load).await?;
        if let Some(server) = server {
            let data = server.app.config.data.clone();
            server.shutdown().await?;
            let _ = std::fs::remove_dir_all(data);
        }
        anyhow::Ok(report)
    });
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
