//! How a server runs: its address, database, and the table rules a card room chooses.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Everything `parlour serve` is told.
#[derive(Debug, Clone)]
pub struct Config {
    pub addr: SocketAddr,
    /// `sqlite://...` or `postgres://...`; `None`: `parlour.db` in `data`.
    pub db: Option<String>,
    /// Where the default SQLite database lives.
    pub data: PathBuf,
    /// How long a person has for a turn (15 seconds, docs/rules/casino.md §5.8).
    pub turn: Duration,
    /// How long a bot waits before it acts, so people can follow the play.
    pub bot_delay: Duration,
    /// The most any casino table may take on one bet: its `max_stake` may not be higher.
    pub house_max: u64,
    /// Chips granted to every new account.
    pub grant: u64,
    /// The wallet a top-up fills to, allowed when the wallet and the player's seats hold less
    /// than [`Config::top_up_below`].
    pub top_up_to: u64,
    pub top_up_below: u64,
    /// How long a sign-in lasts.
    pub session: Duration,
    /// The origins a WebSocket may come from besides the server's own (`http://host:port`).
    pub origins: Vec<String>,
    /// Whether a new table may be dealt from a stacked pack instead of a fair shuffle: for test
    /// servers only, whose end-to-end tests set up a hand card by card.
    pub allow_stacked: bool,
    /// This node's name in a group of nodes over one database (docs/scaling.md): one live node a
    /// name.
    pub node: String,
    /// Where clients reach this node; `None`: `http://` and the address it listens on.
    pub advertise: Option<String>,
    /// How long a node's leases last past its last heartbeat: how soon, after a node dies, the
    /// others take its tables.
    pub lease: Duration,
}

impl Config {
    /// The defaults, serving on `addr` with data in `data`.
    pub fn new(addr: SocketAddr, data: PathBuf) -> Config {
        Config {
            addr,
            db: None,
            data,
            turn: Duration::from_secs(15),
            bot_delay: Duration::from_millis(600),
            house_max: 500,
            grant: 1_000,
            top_up_to: 1_000,
            top_up_below: 100,
            session: Duration::from_secs(30 * 24 * 3600),
            origins: Vec::new(),
            allow_stacked: false,
            node: "main".into(),
            advertise: None,
            lease: Duration::from_secs(3),
        }
    }

    /// The database URL: the one given, or `parlour.db` in the data folder.
    pub fn db_url(&self) -> String {
        self.db
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data.join("parlour.db").display()))
    }
}
