//! `parlour loadtest`: bot clients over real WebSockets, as people in browsers would be, bounded in
//! time, playing real rounds at real tables: the round trip of every action (from sending it to its
//! `accepted`), and the actions a second.
//!
//! Each client is a guest account with its own connection. Client `i` goes to table `i % tables`
//! and sits in the next free seat, or watches if the table is full. On its turn it bets the table
//! minimum, and then sticks or twists at random until its hand is done. The clients all connect
//! and sit down at once; the run, and its clock, begins when the last has arrived (the arrival's
//! time is reported apart), so that what is measured is play at the clients' pace.
//!
//! Against a group of nodes (docs/scaling.md) the tables are opened through each node in turn,
//! the group places each, and every client connects to the node that serves its table; the round
//! trips are reported for each node as well as for all.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use serde_json::{Value, json};

use crate::{Heard, Socket, http};

/// What to run.
#[derive(Debug, Clone)]
pub struct Load {
    /// The node or nodes of one group: accounts are made on the first.
    pub addrs: Vec<SocketAddr>,
    pub tables: usize,
    pub clients: usize,
    pub seconds: f64,
    /// Seats a table has (3 at a casino table, docs/rules/casino.md §5.8).
    pub seats: usize,
    /// How long a client thinks before it acts on its turn, as a person would (each time half to
    /// one and a half times this).
    pub think: Duration,
    /// Whether each client comes from a loopback address of its own (127.1.x.y, four clients an
    /// address), as people do, rather than all from 127.0.0.1: the room's limits per address
    /// then meet the load as they would meet a crowd.
    pub spread: bool,
    /// Whether attackers go on beside the honest clients ([`Attack`]).
    pub attack: bool,
    /// The processes of the servers, when the load test started them: their memory is read
    /// (Linux's `/proc`) as the load comes, for the report.
    pub servers: Vec<u32>,
}

/// The servers' resident memory, in KiB, summed over their processes: at start, once the
/// accounts are made, once the tables are open, and the most it reached under the load (the
/// kernel's high-water mark, read after it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Memory {
    pub start: u64,
    pub accounts: u64,
    pub tables: u64,
    pub peak: u64,
}

/// A `/proc/PID/status` field in KiB (`VmRSS`, `VmHWM`), summed over `pids`; 0 where unreadable.
fn resident(pids: &[u32], field: &str) -> u64 {
    (pids.iter())
        .filter_map(|pid| std::fs::read_to_string(format!("/proc/{pid}/status")).ok())
        .filter_map(|status| {
            let line = status.lines().find(|l| l.starts_with(field))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .sum()
}

/// What the attackers did beside the honest clients, each from a loopback address of its own:
/// sign-ups at 50 a second from 127.9.0.1, 300 connections held idle from 127.9.0.2 (opened again
/// as the server closes them), and one account's socket flooding pings at 2,000 a second from
/// 127.9.0.3 (connecting again as the server closes it).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Attack {
    pub signups: usize,
    pub signups_made: usize,
    pub idle_opened: usize,
    pub idle_refused: usize,
    pub flood_sent: usize,
    pub flood_closed: usize,
}

impl std::fmt::Display for Attack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "attack: {} sign-ups tried ({} made), {} idle connections opened ({} refused), {} \
             flood messages ({} connections closed)",
            self.signups,
            self.signups_made,
            self.idle_opened,
            self.idle_refused,
            self.flood_sent,
            self.flood_closed
        )
    }
}

/// The loopback address client `i` comes from, when the clients are spread.
fn address_of(i: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(
        127,
        1,
        (i / 1000) as u8,
        (i / 4 % 250 + 1) as u8,
    ))
}

/// The attackers, until `until`.
async fn attack(addr: SocketAddr, until: Instant) -> Attack {
    let at = |last: u8| Some(IpAddr::V4(Ipv4Addr::new(127, 9, 0, last)));
    let signups = tokio::spawn(async move {
        let (mut tried, mut made) = (0, 0);
        let mut tick = tokio::time::interval(Duration::from_millis(20));
        while Instant::now() < until {
            tick.tick().await;
            let name = format!("farm {}", &Socket::new_id()[..12]);
            let body = json!({"name": name, "password": "a long enough password"}).to_string();
            let headers = [("content-type", "application/json")];
            let asked = http::request_from(
                addr,
                at(1),
                "POST",
                "/api/signup",
                &headers,
                body.as_bytes(),
            );
            tried += 1;
            if asked.await.is_ok_and(|raw| raw.status == 200) {
                made += 1;
            }
        }
        (tried, made)
    });
    let idle = tokio::spawn(async move {
        let (mut opened, mut refused) = (0, 0);
        let mut held: Vec<tokio::net::TcpStream> = Vec::new();
        while Instant::now() < until {
            // Those the server has closed are opened again; 300 held at a time.
            held.retain(|s| {
                let mut byte = [0u8; 1];
                match s.try_read(&mut byte) {
                    Ok(0) => false,
                    Ok(_) => true,
                    Err(e) => e.kind() == std::io::ErrorKind::WouldBlock,
                }
            });
            while held.len() < 300 && Instant::now() < until {
                match http::connect_from(addr, at(2)).await {
                    Ok(stream) => {
                        opened += 1;
                        held.push(stream);
                    }
                    Err(_) => refused += 1,
                }
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        (opened, refused)
    });
    let flood = tokio::spawn(async move {
        let (mut sent, mut closed) = (0, 0);
        let Ok(cookie) =
            http::guest_from(addr, at(3), &format!("flood {}", &Socket::new_id()[..8])).await
        else {
            return (0, 0);
        };
        while Instant::now() < until {
            let Ok(mut socket) =
                Socket::connect_from(addr, at(3), &cookie, &Socket::new_id(), 0).await
            else {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            };
            // 2,000 a second: a hundred times the account's allowance.
            while Instant::now() < until && socket.send(&json!({"type": "ping"})).await.is_ok() {
                sent += 1;
                if sent % 20 == 0 {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            }
            closed += 1;
        }
        (sent, closed)
    });
    let (signups, signups_made) = signups.await.unwrap_or_default();
    let (idle_opened, idle_refused) = idle.await.unwrap_or_default();
    let (flood_sent, flood_closed) = flood.await.unwrap_or_default();
    Attack {
        signups,
        signups_made,
        idle_opened,
        idle_refused,
        flood_sent,
        flood_closed,
    }
}

/// What was measured.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// Seconds from the clients' connecting to the last one seated (or watching), before the run.
    pub arrival: f64,
    pub connections: usize,
    pub tables: usize,
    pub seated: usize,
    pub actions: usize,
    pub refused: usize,
    pub rounds: usize,
    pub seconds: f64,
    /// Round trips, in milliseconds.
    pub p50: f64,
    pub p99: f64,
    pub max: f64,
    /// Each node's tables, actions and round trips, in the order of `Load::addrs`.
    pub nodes: Vec<NodeReport>,
    /// What the attackers did, if they were sent.
    pub attack: Option<Attack>,
    /// The servers' memory, when the load test started them.
    pub memory: Option<Memory>,
}

/// What was measured at one node of the group.
#[derive(Debug, Clone, PartialEq)]
pub struct NodeReport {
    pub addr: SocketAddr,
    pub tables: usize,
    pub actions: usize,
    pub p50: f64,
    pub p99: f64,
}

impl Report {
    pub fn actions_per_second(&self) -> f64 {
        self.actions as f64 / self.seconds
    }
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} connections ({} seated, all arrived in {:.1} s) on {} tables for {:.1} s",
            self.connections, self.seated, self.arrival, self.tables, self.seconds
        )?;
        writeln!(
            f,
            "{} actions ({:.0} a second), {} refused, {} rounds",
            self.actions,
            self.actions_per_second(),
            self.refused,
            self.rounds
        )?;
        write!(
            f,
            "action round trip: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.p50, self.p99, self.max
        )?;
        if let Some(attack) = &self.attack {
            write!(f, "\n{attack}")?;
        }
        if let Some(m) = &self.memory {
            let mib = |kib: u64| kib as f64 / 1024.0;
            let each = |more: u64, less: u64, n: usize| more.saturating_sub(less) as f64 / n as f64;
            write!(
                f,
                "\nserver memory: {:.1} MiB at start, {:.1} MiB with {} accounts, {:.1} MiB with \
                 {} tables ({:.1} KiB a table), at most {:.1} MiB with {} connections playing \
                 ({:.1} KiB a connection)",
                mib(m.start),
                mib(m.accounts),
                self.connections,
                mib(m.tables),
                self.tables,
                each(m.tables, m.accounts, self.tables),
                mib(m.peak),
                self.connections,
                each(m.peak, m.tables, self.connections),
            )?;
        }
        if self.nodes.len() > 1 {
            for node in &self.nodes {
                write!(
                    f,
                    "\n  node {}: {} tables, {} actions ({:.0} a second), p50 {:.2} ms, p99 {:.2} ms",
                    node.addr,
                    node.tables,
                    node.actions,
                    node.actions as f64 / self.seconds,
                    node.p50,
                    node.p99
                )?;
            }
        }
        Ok(())
    }
}

/// The `q` quantile of sorted round trips, in milliseconds.
fn quantile(trips: &[Duration], q: f64) -> f64 {
    trips
        .get(((trips.len() as f64 * q).ceil() as usize).saturating_sub(1))
        .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// The longest the clients are waited for to arrive.
const ARRIVAL: Duration = Duration::from_secs(60);

/// What one client saw.
#[derive(Debug, Default)]
struct Seen {
    seated: bool,
    trips: Vec<Duration>,
    refused: usize,
    rounds: usize,
}

/// The clients' arrival: how many have sat down (or begun to watch), and the end of the run,
/// set once all have.
struct Arrival {
    arrived: AtomicUsize,
    all: tokio::sync::Notify,
    until: tokio::sync::watch::Receiver<Option<Instant>>,
}

impl Arrival {
    /// One more client has arrived.
    fn arrive(&self, clients: usize) {
        if self.arrived.fetch_add(1, Ordering::Relaxed) + 1 == clients {
            self.all.notify_one();
        }
    }
}

/// One client, from the local address `from` if given: sits down (or watches), then plays from
/// the moment every client has arrived until the run's end.
#[allow(clippy::too_many_arguments)]
async fn client(
    addr: SocketAddr,
    from: Option<IpAddr>,
    cookie: String,
    table: i64,
    seat: Option<usize>,
    arrival: Arc<Arrival>,
    clients: usize,
    think: Duration,
) -> anyhow::Result<Seen> {
    let mut socket = Socket::connect_from(addr, from, &cookie, &Socket::new_id(), 0).await?;
    let mut sent: HashMap<u64, Instant> = HashMap::new();
    let mut seen = Seen::default();
    let first = match seat {
        Some(seat) => json!({"type": "sit", "table": table, "seq": 1, "seat": seat, "chips": 500}),
        None => json!({"type": "watch", "table": table}),
    };
    if seat.is_some() {
        socket.seq = 1;
    }
    socket.send(&first).await?;
    // A table just opened may not be served yet (`busy`: its node is still claiming it): the sit is
    // sent again in a moment, as a person's page would. A `busy` answer is not remembered, so the
    // same request, number and all, is tried afresh, for five seconds at the most.
    let mut sits_left = 100;
    let mut moves_left = 10;
    let mut rng = (table as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    // The latest turn the client has been given and not yet answered: its version and moves.
    let mut turn: Option<(Value, Value)> = None;
    let mut arrived = false;
    loop {
        // Until every client has arrived the run has no end yet: the client listens a moment at
        // a time, and acts on nothing.
        let until = *arrival.until.borrow();
        let wait = match until {
            Some(until) => until.saturating_duration_since(Instant::now()),
            None => Duration::from_millis(50),
        };
        if wait.is_zero() {
            break;
        }
        // A turn given before the run began is taken as soon as it begins.
        let ready = until.is_some() && turn.is_some() && sent.is_empty();
        let heard = if ready {
            None
        } else {
            match socket.hear(wait).await {
                Heard::Message(message) => Some(message),
                Heard::Quiet if until.is_none() => None,
                Heard::Quiet | Heard::Closed => break,
            }
        };
        if let Some(message) = heard {
            let answered_sit = seat.is_some() && message["seq"] == 1 && message["code"] != "busy";
            let watching = seat.is_none() && message["type"] == "view";
            if !arrived && (answered_sit || watching || sits_left == 0) {
                arrived = true;
                arrival.arrive(clients);
            }
            match message["type"].as_str() {
                Some("accepted" | "refused" | "error") => {
                    if let Some(at) = message["seq"].as_u64().and_then(|s| sent.remove(&s)) {
                        seen.trips.push(at.elapsed());
                    }
                    if message["seq"] == 1 && message["code"] == "busy" && sits_left > 0 {
                        sits_left -= 1;
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        socket.send(&first).await?;
                        continue;
                    }
                    if message["type"] != "accepted" {
                        seen.refused += 1;
                    } else if message["seq"] == 1 && seat.is_some() {
                        seen.seated = true;
                    }
                }
                Some(kind @ ("view" | "events")) => {
                    // Each table's rounds, counted by the client in its first seat.
                    let over = message["events"]
                        .as_array()
                        .is_some_and(|e| e.iter().any(|e| e["event"] == "round_over"));
                    if over && seat == Some(0) {
                        seen.rounds += 1;
                    }
                    let (to_act, moves) = if kind == "view" {
                        (&message["view"]["to_act"], &message["view"]["moves"])
                    } else {
                        (&message["to_act"], &message["moves"])
                    };
                    let mine = seat.is_some_and(|seat| {
                        to_act
                            .as_array()
                            .is_some_and(|t| t.iter().any(|s| s == seat))
                    });
                    turn = mine.then(|| (message["version"].clone(), moves.clone()));
                }
                Some("moved") if moves_left > 0 => {
                    // The table went to another node (a lease ran out on a busy machine, a node
                    // stopped): the client follows it there, as the page does, and asks again for what
                    // it had not been answered. A sit keeps its number, so one already taken is only
                    // answered again.
                    moves_left -= 1;
                    let to = message["node"]
                        .as_str()
                        .and_then(|n| n.trim_start_matches("http://").parse().ok())
                        .unwrap_or(addr);
                    let seq = socket.seq;
                    let id = socket.id.clone();
                    socket.close().await;
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    socket = Socket::connect_from(to, from, &cookie, &id, seq).await?;
                    sent.clear();
                    turn = None;
                    if seat.is_some() && !seen.seated {
                        socket.send(&first).await?;
                    }
                    socket
                        .send(&json!({"type": "watch", "table": table}))
                        .await?;
                    continue;
                }
                _ => {}
            }
        }
        // One request at a time, as a person clicks: the next waits for the answer; and none
        // before the run begins.
        if !sent.is_empty() || arrival.until.borrow().is_none() {
            continue;
        }
        let Some((version, moves)) = turn.take() else {
            continue;
        };
        let has = |tag: &str| {
            moves
                .as_array()
                .is_some_and(|m| m.iter().any(|m| m["move"] == tag))
        };
        // xorshift: a coin for stick or twist.
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let action = if has("stake") {
            json!({"action": "stake", "amount": 5})
        } else if has("stick") && (!rng.is_multiple_of(3) || !has("twist")) {
            json!({"action": "stick"})
        } else if has("twist") {
            json!({"action": "twist"})
        } else if has("pass") {
            json!({"action": "pass"})
        } else {
            continue;
        };
        if !think.is_zero() {
            // Half to one and a half times the thinking time, so the tables do not all act at once.
            tokio::time::sleep(think.mul_f64(0.5 + (rng % 1000) as f64 / 1000.0)).await;
        }
        let act = json!({"type": "act", "table": table, "version": version, "action": action});
        sent.insert(socket.seq + 1, Instant::now());
        socket.request(act).await?;
    }
    socket.close().await;
    Ok(seen)
}

/// Runs the load against the server (or the group of nodes) at `load.addrs`.
pub async fn run(load: &Load) -> anyhow::Result<Report> {
    anyhow::ensure!(
        load.tables >= 1 && load.clients >= 1 && !load.addrs.is_empty(),
        "at least one table, one client and one node"
    );
    let first = load.addrs[0];
    let mut memory = Memory {
        start: resident(&load.servers, "VmRSS:"),
        ..Memory::default()
    };
    // Eight hex digits name the run: a guest's name is at most 24 characters.
    let run = &Socket::new_id()[..8];
    // The accounts: guests, so no password is hashed for the load.
    let mut cookies = Vec::with_capacity(load.clients);
    let from = |i: usize| load.spread.then(|| address_of(i));
    for i in 0..load.clients {
        cookies.push(http::guest_from(first, from(i), &format!("load {run} {i}")).await?);
    }
    memory.accounts = resident(&load.servers, "VmRSS:");
    // Each table with the node that serves it.
    let mut tables = Vec::with_capacity(load.tables);
    for i in 0..load.tables {
        let rules = json!({"preset": "casino", "min_stake": 5, "max_stake": 50});
        let through = load.addrs[i % load.addrs.len()];
        let http::Answer { status, body, .. } =
            http::open_table(through, &cookies[0], &rules, load.seats).await?;
        anyhow::ensure!(status == 201, "a table: {body}");
        let id = body["table"]["id"].as_i64().context("a table id")?;
        let node = body["table"]["node"]
            .as_str()
            .and_then(|n| n.trim_start_matches("http://").parse().ok())
            .unwrap_or(through);
        tables.push((id, node));
    }
    memory.tables = resident(&load.servers, "VmRSS:");
    // Every client connects and sits down (or watches) at once; the run, and what it measures,
    // begins once all have (or after a minute, whoever has not): the arrival is a crowd in one
    // moment, which a room sees after a restart, not people playing at their pace.
    let arriving = Instant::now();
    let (set_until, until) = tokio::sync::watch::channel(None);
    let arrival = Arc::new(Arrival {
        arrived: AtomicUsize::new(0),
        all: tokio::sync::Notify::new(),
        until,
    });
    let mut tasks = Vec::with_capacity(load.clients);
    for (i, cookie) in cookies.into_iter().enumerate() {
        let (table, node) = tables[i % load.tables];
        let place = i / load.tables;
        let seat = (place < load.seats).then_some(place);
        let play = client(
            node,
            from(i),
            cookie,
            table,
            seat,
            arrival.clone(),
            load.clients,
            load.think,
        );
        tasks.push((node, tokio::spawn(play)));
    }
    let _ = tokio::time::timeout(ARRIVAL, arrival.all.notified()).await;
    let started = Instant::now();
    let arrived = started - arriving;
    let until = started + Duration::from_secs_f64(load.seconds);
    set_until.send_replace(Some(until));
    let attackers = load.attack.then(|| tokio::spawn(attack(first, until)));
    let mut trips = Vec::new();
    let mut by_node: HashMap<SocketAddr, Vec<Duration>> = HashMap::new();
    let (mut refused, mut rounds, mut seated) = (0, 0, 0);
    for (node, task) in tasks {
        let seen = task.await??;
        by_node.entry(node).or_default().extend(&seen.trips);
        trips.extend(seen.trips);
        refused += seen.refused;
        rounds += seen.rounds;
        seated += usize::from(seen.seated);
    }
    let seconds = started.elapsed().as_secs_f64();
    // The kernel counts a process's pages per thread and folds them in now and then, so its
    // high-water mark may lag a moment behind what was read: the peak is the most of all.
    memory.peak = (resident(&load.servers, "VmHWM:"))
        .max(resident(&load.servers, "VmRSS:"))
        .max(memory.start.max(memory.accounts).max(memory.tables));
    let attack = match attackers {
        Some(attackers) => Some(attackers.await?),
        None => None,
    };
    trips.sort();
    let at = |q: f64| quantile(&trips, q);
    let nodes = load
        .addrs
        .iter()
        .map(|&addr| {
            let mut trips = by_node.remove(&addr).unwrap_or_default();
            trips.sort();
            NodeReport {
                addr,
                tables: tables.iter().filter(|(_, n)| *n == addr).count(),
                actions: trips.len(),
                p50: quantile(&trips, 0.50),
                p99: quantile(&trips, 0.99),
            }
        })
        .collect();
    Ok(Report {
        arrival: arrived.as_secs_f64(),
        connections: load.clients,
        tables: load.tables,
        seated,
        actions: trips.len(),
        refused,
        rounds,
        seconds,
        p50: at(0.50),
        p99: at(0.99),
        max: trips.last().map_or(0.0, |d| d.as_secs_f64() * 1000.0),
        nodes,
        attack,
        memory: (!load.servers.is_empty() && memory.start > 0).then_some(memory),
    })
}
