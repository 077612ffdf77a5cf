//! How a server runs: its address, database, and the table rules a card room chooses.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use crate::guard::{Cidr, Rate};

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
    /// How long a sign-in lasts unused: one not used for this long is over.
    pub session_idle: Duration,
    /// Where people reach the room, such as `https://parlour.example`, if it is served behind
    /// a proxy: its origin is the room's own (for the `Origin` checks), and over https the session
    /// cookie is `Secure` and `__Host-` ([`crate::auth::Cookie`]).
    pub public_url: Option<String>,
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
    /// The reverse proxies in front of the room: from them alone, `X-Forwarded-For` names the
    /// client ([`crate::guard::client_address`]). None: every peer is a client.
    pub trust_proxy: Vec<Cidr>,
    /// How much of each thing one address or one account may do.
    pub limits: Limits,
    /// The operators' token: `/metrics` and the whole of `/health` answer only a request that
    /// carries it (`Authorization: Bearer TOKEN`). None: `/metrics` answers nobody, and `/health`
    /// tells everyone whether the room is well and nothing more.
    pub ops_token: Option<String>,
    /// How long a request's headers may take to arrive, and a kept-alive connection may wait
    /// for its next request ([`crate::door`]).
    pub headers: Duration,
    /// How long a table with no person seated stays open: then its bots stand and it closes.
    pub table_idle: Duration,
    /// How long a person seated may be away (no connection following the table): then they are
    /// stood up between rounds, their chips back in their wallet.
    pub away: Duration,
    /// How many whole rounds a person away may miss before they are stood up (sooner than
    /// `away`); `None`: only the away time counts.
    pub away_rounds: Option<u32>,
    /// How long a person may be away before their turns are no longer waited for: each then
    /// times out at once (a page reloading comes back well within it).
    pub away_grace: Duration,
    /// The accounts made operators at start: each that exists is granted, and one that does not
    /// is made (with no password: a one-time link to set it is printed) and granted, so that a
    /// new room's first account is its operator.
    pub operators: Vec<String>,
    /// The settings file the room was started with, if one.
    pub file: Option<PathBuf>,
    /// Every setting as it runs: its key, its value, and where it came from (`default`, `file`
    /// or `flag`), for the operators' console. Secrets are not among them.
    pub settings: Vec<(String, serde_json::Value, &'static str)>,
}

/// How much of each thing one address (an IPv6 /64 counting as one) or one account may do, in
/// its window of time. `parlour serve --limit NAME=RATE` sets each (docs/server.md, Security).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// Sign-in tries from one address.
    pub signin: Rate,
    /// New accounts, guests' and others', from one address: counted in memory, against bursts.
    pub accounts: Rate,
    /// New accounts' grants of chips from one address: counted in the database, across restarts
    /// and nodes, in windows starting at midnight UTC for a day's. An address past it is refused
    /// a new account.
    pub grants: Rate,
    /// Top-ups of dry wallets from one address, counted as grants are.
    pub top_ups: Rate,
    /// Claims of a guest's name, PIN changes and betting limit changes from one address.
    pub secrets: Rate,
    /// Failed sign-ins for one name from one address before each next one waits, longer each
    /// time (one second, doubling to `signin_wait`): a name's owner, from their own address, is
    /// never slowed by a stranger's guesses.
    pub signin_free: u32,
    pub signin_wait: Duration,
    /// Connections one address may hold open at once (a WebSocket's included); `--limit conns=N`.
    pub conns: u32,
    /// WebSockets one account may hold open at once; `--limit sockets=N`.
    pub sockets: u32,
    /// Messages one account may send over all its WebSockets, a second on average.
    pub messages: u32,
    /// Tables one account may have open at once, of those it opened; `--limit tables=N`.
    pub tables: u32,
    /// Hints one connection may ask for, a second on average (up to twice that at once): a hint
    /// is cheap, not free; `--limit hints=N`.
    pub hints: u32,
    /// Practice hands one address may be dealt (`GET /api/practice`).
    pub practice: Rate,
}

impl Default for Limits {
    fn default() -> Limits {
        let minute = Duration::from_secs(60);
        let day = Duration::from_secs(86_400);
        Limits {
            signin: Rate::new(10, minute),
            accounts: Rate::new(10, 60 * minute),
            grants: Rate::new(20, day),
            top_ups: Rate::new(10, day),
            secrets: Rate::new(20, minute),
            signin_free: 5,
            signin_wait: 15 * minute,
            conns: 64,
            sockets: 8,
            messages: 20,
            tables: 3,
            hints: 2,
            practice: Rate::new(120, minute),
        }
    }
}

impl Limits {
    /// The names `--limit` knows, each with what it limits.
    pub const NAMES: [(&str, &str); 11] = [
        ("signin", "sign-in tries from one address"),
        ("accounts", "new accounts from one address"),
        (
            "grants",
            "new accounts' grants of chips from one address (stored)",
        ),
        (
            "top_ups",
            "top-ups of dry wallets from one address (stored)",
        ),
        (
            "secrets",
            "claims, PIN and betting limit changes from one address",
        ),
        (
            "conns",
            "connections open at once from one address (a count)",
        ),
        (
            "sockets",
            "WebSockets open at once for one account (a count)",
        ),
        (
            "messages",
            "messages a second over one account's WebSockets (a count)",
        ),
        (
            "tables",
            "tables one account has open at once, of those it opened (a count)",
        ),
        ("hints", "hints a second over one WebSocket (a count)"),
        ("practice", "practice hands dealt to one address"),
    ];

    /// Sets one limit from `NAME=RATE` (`accounts=10/1h`), or `NAME=COUNT` for a count
    /// (`conns=64`).
    pub fn set(&mut self, setting: &str) -> Result<(), String> {
        let (name, rate) = setting
            .split_once('=')
            .ok_or_else(|| format!("{setting:?} is not NAME=RATE (accounts=10/1h)"))?;
        let count = match name.trim() {
            "conns" => Some(&mut self.conns),
            "sockets" => Some(&mut self.sockets),
            "messages" => Some(&mut self.messages),
            "tables" => Some(&mut self.tables),
            "hints" => Some(&mut self.hints),
            _ => None,
        };
        if let Some(count) = count {
            *count = rate
                .trim()
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name}: {rate:?} is not a count above 0"))?;
            return Ok(());
        }
        let rate: Rate = rate.parse()?;
        let limit = match name.trim() {
            "signin" => &mut self.signin,
            "accounts" => &mut self.accounts,
            "grants" => &mut self.grants,
            "top_ups" => &mut self.top_ups,
            "secrets" => &mut self.secrets,
            "practice" => &mut self.practice,
            other => {
                let names: Vec<&str> = Limits::NAMES.iter().map(|(n, _)| *n).collect();
                return Err(format!("no limit is named {other:?}: {}", names.join(", ")));
            }
        };
        *limit = rate;
        Ok(())
    }
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
            session_idle: Duration::from_secs(14 * 24 * 3600),
            public_url: None,
            origins: Vec::new(),
            allow_stacked: false,
            node: "main".into(),
            advertise: None,
            lease: Duration::from_secs(3),
            trust_proxy: Vec::new(),
            limits: Limits::default(),
            ops_token: None,
            headers: Duration::from_secs(10),
            table_idle: Duration::from_secs(10 * 60),
            away: Duration::from_secs(3 * 60),
            away_rounds: Some(1),
            away_grace: Duration::from_secs(5),
            operators: Vec::new(),
            file: None,
            settings: Vec::new(),
        }
    }

    /// The session cookie as this room writes it: secure when its public URL is https.
    pub fn cookie(&self) -> crate::auth::Cookie {
        let https = (self.public_url.as_deref()).is_some_and(|url| url.starts_with("https://"));
        crate::auth::Cookie::new(https)
    }

    /// The room's own origin, when its public URL gives it (`https://parlour.example`).
    pub fn public_origin(&self) -> Option<&str> {
        let url = self.public_url.as_deref()?;
        let after_scheme = url.find("://")? + 3;
        let end = url[after_scheme..]
            .find('/')
            .map_or(url.len(), |i| after_scheme + i);
        Some(&url[..end])
    }

    /// The database URL: the one given, or `parlour.db` in the data folder.
    pub fn db_url(&self) -> String {
        self.db
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.data.join("parlour.db").display()))
    }
}
