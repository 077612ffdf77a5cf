//! `parlour serve`: the table server (docs/server.md), until Ctrl-C or SIGTERM. The operators'
//! token for `/metrics` and the whole of `/health` is read from `PARLOUR_OPS_TOKEN`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use parlour_server::Config;

#[derive(Debug, Parser)]
pub struct Args {
    /// A settings file (TOML, docs/operations.md): every flag is also a key, with `_` for `-`
    /// (`turn_seconds = 20`, `limit = ["conns=128"]`); a flag on the command line wins over it.
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// An account made the room's operator at start: made if there is none (a new room's first
    /// account), with a one-time link to set its password written to the log. Repeat for more.
    #[arg(long = "operator", value_name = "NAME")]
    operators: Vec<String>,
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The database: `sqlite://FILE` or `postgres://USER:PASSWORD@HOST/DB` (default: a SQLite
    /// file, parlour.db, in the data folder).
    #[arg(long)]
    db: Option<String>,
    /// Where the default database lives (default: ~/.parlour).
    #[arg(long)]
    data: Option<PathBuf>,
    /// Seconds a person has for a turn.
    #[arg(long, default_value_t = 15.0)]
    turn_seconds: f64,
    /// Milliseconds a bot waits before it acts.
    #[arg(long, default_value_t = 600)]
    bot_delay_ms: u64,
    /// The most any table may take on one bet.
    #[arg(long, default_value_t = 500)]
    house_max: u64,
    /// Chips granted to every new account.
    #[arg(long, default_value_t = 1000)]
    grant: u64,
    /// What a dry wallet is topped up to (`POST /api/wallet/top_up`)...
    #[arg(long, default_value_t = 1000)]
    top_up_to: u64,
    /// ...allowed when the wallet and its seats hold less than this.
    #[arg(long, default_value_t = 100)]
    top_up_below: u64,
    /// Days a sign-in lasts at most, used or not.
    #[arg(long, default_value_t = 30)]
    session_days: u64,
    /// Seconds a person seated may be away before their turns are no longer waited for.
    #[arg(long, default_value_t = 5)]
    away_grace_seconds: u64,
    /// Another origin a browser page may connect from (the server's own is always allowed).
    #[arg(long = "origin")]
    origins: Vec<String>,
    /// Lets a new table be dealt from a stacked pack (`"deck"` in `POST /api/tables`): for test
    /// servers only, never a card room's.
    #[arg(long)]
    allow_stacked: bool,
    /// This node's name in a group of nodes over one PostgreSQL database (docs/scaling.md): one
    /// running node a name.
    #[arg(long, default_value = "main")]
    node: String,
    /// Where clients reach this node, such as http://10.0.0.2:8080 (default: http:// and the
    /// address it listens on).
    #[arg(long)]
    advertise: Option<String>,
    /// Milliseconds a node's leases last past its last heartbeat: how soon the others take the
    /// tables of a node that has died.
    #[arg(long, default_value_t = 3000)]
    lease_ms: u64,
    /// A reverse proxy in front of the room (an address, or a block such as 10.0.0.0/8): from
    /// it alone, X-Forwarded-For names the client. Repeat for more.
    #[arg(long = "trust-proxy", value_name = "CIDR")]
    trust_proxy: Vec<parlour_server::guard::Cidr>,
    /// Sets one limit, NAME=COUNT/PERIOD with a period in s, m, h or d: per address signin
    /// (10/1m), accounts (10/1h), grants (20/1d), top_ups (10/1d), secrets (20/1m), practice
    /// (120/1m: the trainer's hands); or NAME=COUNT: conns (64 open per address), sockets (8 per
    /// account), messages (20 a second per account), hints (2 a second per connection). Repeat for
    /// more (docs/server.md, Security).
    #[arg(long = "limit", value_name = "NAME=RATE")]
    limits: Vec<String>,
    /// Where people reach the room, when it is served behind a proxy (https://parlour.example):
    /// its origin may change things, and over https the session cookie is Secure and __Host-.
    #[arg(long)]
    public_url: Option<String>,
    /// Days a sign-in lasts unused.
    #[arg(long, default_value_t = 14)]
    idle_days: u64,
    /// Minutes a table with no person seated stays open: then its bots stand and it closes.
    #[arg(long, default_value_t = 10)]
    table_idle_minutes: u64,
    /// Minutes a person seated may be away (no connection following the table) before they are
    /// stood up between rounds, their chips back in their wallet.
    #[arg(long, default_value_t = 3)]
    away_minutes: u64,
    /// Whole rounds a person away may miss before they are stood up, sooner than the away
    /// minutes (0: only the minutes count).
    #[arg(long, default_value_t = 1)]
    away_rounds: u32,
    /// How the log (on standard error) is written: `text`, coloured only on a terminal, or
    /// `json`, one object a line, for a log collector.
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// How the log is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// Starts the log on standard error, at `RUST_LOG`'s levels (`info` unless set): colour codes
/// only when standard error is a terminal, never into a file or a pipe.
fn start_log(format: LogFormat) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => log.with_ansi(std::io::stderr().is_terminal()).init(),
        LogFormat::Json => log.json().with_ansi(false).init(),
    }
}

/// The room's data folder: the one given, else `~/.parlour`.
pub fn data_folder(given: Option<PathBuf>) -> PathBuf {
    given.unwrap_or_else(|| {
        std::env::var_os("HOME")
            .map_or_else(|| PathBuf::from("."), PathBuf::from)
            .join(".parlour")
    })
}

/// Runs the server with `args`, as `given` on the command line (what it typed after `parlour
/// serve` is `typed`), under the settings file's keys if it names one.
pub fn run(args: Args, given: &clap::ArgMatches, typed: Vec<std::ffi::OsString>) -> ExitCode {
    let (args, matches) = match &args.config {
        Some(file) => match crate::settings::read(file, given, typed) {
            Ok(read) => read,
            Err(why) => {
                eprintln!("parlour serve: {why}");
                return ExitCode::FAILURE;
            }
        },
        None => (args, given.clone()),
    };
    let file_keys = (args.config.as_deref()).map_or_else(Vec::new, crate::settings::keys_in);
    let settings = crate::settings::running(&matches, given, &file_keys);
    let args = &args;
    start_log(args.log_format);
    let data = data_folder(args.data.clone());
    let mut config = Config::new(args.addr, data);
    config.file = args.config.clone();
    config.settings = settings;
    config.operators = args.operators.clone();
    if args.grant > 1_000_000 || args.top_up_to > 1_000_000 {
        eprintln!("parlour serve: --grant and --top-up-to are at most 1000000");
        return ExitCode::FAILURE;
    }
    if args.top_up_below > args.top_up_to {
        eprintln!("parlour serve: --top-up-below is at most --top-up-to");
        return ExitCode::FAILURE;
    }
    config.grant = args.grant;
    config.top_up_to = args.top_up_to;
    config.top_up_below = args.top_up_below;
    if !(1..=365).contains(&args.session_days) {
        eprintln!("parlour serve: --session-days is from 1 to 365");
        return ExitCode::FAILURE;
    }
    config.session = Duration::from_secs(args.session_days * 86_400);
    if args.away_grace_seconds > 3600 {
        eprintln!("parlour serve: --away-grace-seconds is at most 3600");
        return ExitCode::FAILURE;
    }
    config.away_grace = Duration::from_secs(args.away_grace_seconds);
    config.db = args.db.clone();
    if !(args.turn_seconds > 0.0 && args.turn_seconds <= 3600.0) {
        eprintln!("parlour serve: --turn-seconds is more than 0 and at most 3600");
        return ExitCode::FAILURE;
    }
    config.turn = Duration::from_secs_f64(args.turn_seconds);
    config.bot_delay = Duration::from_millis(args.bot_delay_ms);
    config.house_max = args.house_max;
    config.origins = args.origins.clone();
    config.allow_stacked = args.allow_stacked;
    config.node = args.node.clone();
    config.advertise = args.advertise.clone();
    if !(300..=600_000).contains(&args.lease_ms) {
        eprintln!("parlour serve: --lease-ms is from 300 to 600000");
        return ExitCode::FAILURE;
    }
    config.lease = Duration::from_millis(args.lease_ms);
    config.trust_proxy = args.trust_proxy.clone();
    // The operators' token comes from the environment, never the command line (which any user
    // of the machine may read in the process list).
    if let Ok(token) = std::env::var("PARLOUR_OPS_TOKEN") {
        if token.trim().chars().count() < 16 {
            eprintln!("parlour serve: PARLOUR_OPS_TOKEN is at least 16 characters");
            return ExitCode::FAILURE;
        }
        config.ops_token = Some(token.trim().to_string());
    }
    config.public_url = args.public_url.clone();
    if !(1..=30).contains(&args.idle_days) {
        eprintln!("parlour serve: --idle-days is from 1 to 30");
        return ExitCode::FAILURE;
    }
    config.session_idle = Duration::from_secs(args.idle_days * 86_400);
    if !(1..=10_080).contains(&args.table_idle_minutes) {
        eprintln!("parlour serve: --table-idle-minutes is from 1 to 10080 (a week)");
        return ExitCode::FAILURE;
    }
    config.table_idle = Duration::from_secs(args.table_idle_minutes * 60);
    if !(1..=1440).contains(&args.away_minutes) {
        eprintln!("parlour serve: --away-minutes is from 1 to 1440 (a day)");
        return ExitCode::FAILURE;
    }
    config.away = Duration::from_secs(args.away_minutes * 60);
    config.away_rounds = (args.away_rounds > 0).then_some(args.away_rounds);
    for setting in &args.limits {
        if let Err(why) = config.limits.set(setting) {
            eprintln!("parlour serve: --limit {why}");
            return ExitCode::FAILURE;
        }
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("parlour serve: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(parlour_server::serve(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("parlour serve: {error:#}");
            ExitCode::FAILURE
        }
    }
}
