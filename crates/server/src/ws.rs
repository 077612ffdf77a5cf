//! One WebSocket connection: authenticated by the session cookie at the upgrade, its `Origin`
//! checked; its messages read, bounded and rate-limited here, so that nothing malformed, oversized
//! or flooding ever reaches a table's actor; its tables' messages written back in order.

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{broadcast, mpsc};

use crate::App;
use crate::api::{ApiError, signed_in};
use crate::protocol::{ClientMessage, MAX_MESSAGE, Outbound, ProtocolError, Request, User};
use crate::table::{Asked, Command, Person};

/// Messages over the account's rate a connection may send before it is closed.
const STRIKES: u32 = 50;
/// How long a connection being closed waits for the client's close, reading (and dropping)
/// whatever the client still sends: a socket closed with unread bytes is reset, and the reset
/// would lose the close frame and the errors sent before it.
const LINGER: Duration = Duration::from_secs(2);
/// How often the server pings, and how long a silent connection lives.
const PING: Duration = Duration::from_secs(20);
const SILENCE: Duration = Duration::from_secs(60);

/// How often a follower of the lobby is sent the tables that changed.
const LOBBY_EVERY: Duration = Duration::from_secs(1);

/// The next table whose listing changed, for a connection that follows the lobby; never, for one
/// that does not.
async fn next_change(
    lobby: &mut Option<broadcast::Receiver<i64>>,
) -> Result<i64, broadcast::error::RecvError> {
    match lobby {
        Some(changes) => changes.recv().await,
        None => std::future::pending().await,
    }
}

/// What a connection may say of itself in its address (`/ws?client=ID`).
#[derive(Debug, serde::Deserialize)]
pub struct Hello {
    /// The client's id: what its requests' sequence numbers count under, so that a request sent
    /// again on a new connection (after a drop, or a restart of the server) is known as the same.
    client: Option<String>,
}

/// Whether `id` may be a client's: 8 to 64 letters, digits, `-` and `_`.
fn client_ok(id: &str) -> bool {
    (8..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A client id for a connection that gave none: its requests are its own alone.
fn new_client() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the system's random numbers");
    crate::auth::hex(&bytes)
}

pub async fn upgrade(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    axum::extract::Query(hello): axum::extract::Query<Hello>,
    ws: WebSocketUpgrade,
) -> Response {
    if let Err(refused) = crate::guard::from_allowed_origin(&headers, &app.config) {
        return refused.into_response();
    }
    let client: Arc<str> = match hello.client {
        Some(id) if client_ok(&id) => id.into(),
        Some(_) => {
            return ApiError::new(
                StatusCode::BAD_REQUEST,
                "bad_client",
                "a client id is 8 to 64 letters, digits, - and _",
            )
            .into_response();
        }
        None => new_client().into(),
    };
    let user = match signed_in(&app, &headers).await {
        Ok(user) => user,
        Err(error) => return error.into_response(),
    };
    let limits = &app.config.limits;
    let Some(place) = app
        .sockets
        .open(user.id, limits.sockets, f64::from(limits.messages))
    else {
        return ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "too_many",
            "too many connections for this account: close one first",
        )
        .into_response();
    };
    let person = Person {
        user: user.id,
        name: user.name,
    };
    // Messages are read up to four times the largest allowed, so that one too large is answered
    // with a close frame saying so rather than cut off unread.
    // A connection's buffers are its memory: tungstenite's defaults (128 KiB to read into and
    // 128 KiB to gather writes in) made a connection cost 220 KiB, when a table's messages are a
    // few KiB. Each message is written out as it is sent (a send flushes), so the write buffer
    // gathers nothing; a larger message is read in several reads.
    ws.max_message_size(4 * MAX_MESSAGE)
        .max_frame_size(4 * MAX_MESSAGE)
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .on_upgrade(move |socket| connection(app, person, client, place, socket))
}

/// A token bucket: `rate` a second, up to twice that at once.
#[derive(Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full(rate: f64, now: Instant) -> Bucket {
        Bucket {
            tokens: 2.0 * rate,
            at: now,
        }
    }

    fn take(&mut self, rate: f64, now: Instant) -> bool {
        let filled = now.saturating_duration_since(self.at).as_secs_f64() * rate;
        self.tokens = (self.tokens + filled).min(2.0 * rate);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Each account's open WebSockets and the one allowance of messages they share: a second socket
/// is not a second allowance.
#[derive(Debug, Default)]
pub struct Sockets {
    by_user: std::sync::Mutex<std::collections::HashMap<i64, (u32, Bucket)>>,
}

/// One open WebSocket of an account's, given back when it closes.
#[derive(Debug)]
struct Place {
    sockets: Arc<Sockets>,
    user: i64,
    rate: f64,
}

impl Sockets {
    /// Opens a socket for `user` if the account has fewer than `most` open.
    fn open(self: &Arc<Sockets>, user: i64, most: u32, rate: f64) -> Option<Place> {
        let mut by_user = self.by_user.lock().expect("never poisoned");
        let (count, _) = by_user
            .entry(user)
            .or_insert_with(|| (0, Bucket::full(rate, Instant::now())));
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(Place {
            sockets: Arc::clone(self),
            user,
            rate,
        })
    }
}

impl Place {
    /// Takes one message from the account's allowance: whether there was one.
    fn take(&self, now: Instant) -> bool {
        let mut by_user = self.sockets.by_user.lock().expect("never poisoned");
        by_user
            .get_mut(&self.user)
            .is_some_and(|(_, bucket)| bucket.take(self.rate, now))
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut by_user = self.sockets.by_user.lock().expect("never poisoned");
        if let Some((count, _)) = by_user.get_mut(&self.user) {
            *count -= 1;
            if *count == 0 {
                by_user.remove(&self.user);
            }
        }
    }
}

async fn connection(
    app: Arc<App>,
    person: Person,
    client: Arc<str>,
    place: Place,
    socket: WebSocket,
) {
    let conn = app.next_conn();
    app.metrics.connections.fetch_add(1, Ordering::Relaxed);
    let (mut sink, mut stream) = socket.split();
    let (out, mut outbox) = mpsc::channel::<String>(256);
    let mut watching: HashSet<i64> = HashSet::new();
    let mut strikes = 0;
    let mut last_heard = Instant::now();
    // The connection's own allowance of hints, within its account's of messages.
    let hint_rate = f64::from(app.config.limits.hints);
    let mut hints = Bucket::full(hint_rate, last_heard);
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + PING, PING);
    let mut closing = app.closing.subscribe();
    let mut ended = app.ended.subscribe();
    // Following the lobby: the tables changed since the last message, sent at most once a second.
    let mut lobby: Option<broadcast::Receiver<i64>> = None;
    let mut changed_tables: BTreeSet<i64> = BTreeSet::new();
    let mut lobby_tick = tokio::time::interval(LOBBY_EVERY);
    lobby_tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // The group's live nodes, for a page to go on to if this one stops answering.
    let mut nodes: Vec<String> = crate::group::live_nodes(&app)
        .into_iter()
        .filter(|n| n.id != app.node)
        .map(|n| n.advertise)
        .collect();
    nodes.insert(0, app.advertise.clone());
    let user = User {
        id: person.user,
        name: person.name.clone(),
    };
    let welcome = Outbound::welcome(user, &client, &app.advertise, nodes);
    let mut close: Option<(u16, &'static str)> = None;
    if sink
        .send(Message::Text(welcome.text().into()))
        .await
        .is_ok()
    {
        loop {
            tokio::select! {
                incoming = stream.next() => {
                    let text = match incoming {
                        Some(Ok(Message::Text(text))) => text,
                        Some(Ok(Message::Binary(_))) => {
                            let error = ProtocolError::new("malformed", "messages are JSON text");
                            let _ = out.try_send(error.to_message(None, None));
                            continue;
                        }
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => {
                            last_heard = Instant::now();
                            continue;
                        }
                        // Closed by the client: nothing to answer.
                        Some(Ok(Message::Close(_))) | None => break,
                        // Broken, or a message past four times the largest: said, if it can be.
                        Some(Err(_)) => {
                            close = Some((1009, "message too big, or broken"));
                            break;
                        }
                    };
                    last_heard = Instant::now();
                    if text.len() > MAX_MESSAGE {
                        app.metrics.protocol_errors.fetch_add(1, Ordering::Relaxed);
                        close = Some((1009, "message too big: 16 KiB at most"));
                        break;
                    }
                    if !place.take(last_heard) {
                        app.metrics.protocol_errors.fetch_add(1, Ordering::Relaxed);
                        strikes += 1;
                        if strikes >= STRIKES {
                            close = Some((1008, "too many messages"));
                            break;
                        }
                        let error = ProtocolError::new("flood", "too many messages: slow down");
                        let _ = out.try_send(error.to_message(None, None));
                        continue;
                    }
                    let mut hint_allowed = || hints.take(hint_rate, last_heard);
                    let said = Said { text: &text, hint_allowed: &mut hint_allowed };
                    match dispatch(&app, conn, &person, &client, said, &out, &mut watching) {
                        Ok(Some(true)) => lobby = Some(app.lobby_changes.subscribe()),
                        Ok(Some(false)) => lobby = None,
                        Ok(None) => {}
                        Err((table, seq, error)) => {
                            app.metrics.protocol_errors.fetch_add(1, Ordering::Relaxed);
                            let _ = out.try_send(error.to_message(table, seq));
                        }
                    }
                }
                changed = next_change(&mut lobby) => match changed {
                    Ok(table) => {
                        changed_tables.insert(table);
                    }
                    // Fallen behind: every table is sent again.
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        changed_tables.extend(crate::api::lobby(&app).iter().map(|t| t.id));
                    }
                    Err(broadcast::error::RecvError::Closed) => lobby = None,
                },
                _ = lobby_tick.tick(), if !changed_tables.is_empty() => {
                    let (tables, closed) = crate::api::listings(&app, &changed_tables);
                    changed_tables.clear();
                    let tables = tables
                        .iter()
                        .filter_map(|t| serde_json::to_value(t).ok())
                        .collect();
                    let _ = out.try_send(Outbound::Tables { tables, closed }.text());
                }
                Some(message) = outbox.recv() => {
                    if sink.send(Message::Text(message.into())).await.is_err() {
                        break;
                    }
                }
                _ = ping.tick() => {
                    if last_heard.elapsed() > SILENCE {
                        close = Some((1001, "silent for too long"));
                        break;
                    }
                    if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
                _ = closing.changed() => {
                    close = Some((1001, "the server is stopping"));
                    break;
                }
                user = ended.recv() => match user {
                    Ok(user) if user == person.user => {
                        close = Some((1008, "signed out: every session of this account has ended"));
                        break;
                    }
                    // Another account's, or fallen behind: such endings are rare, and a session
                    // ended is refused at the next request anyway.
                    _ => {}
                },
            }
        }
    }
    if let Some((code, reason)) = close {
        // What was said before the close goes out first: the tables' last words, the errors.
        while let Ok(message) = outbox.try_recv() {
            let _ = sink.send(Message::Text(message.into())).await;
        }
        let _ = sink
            .send(Message::Close(Some(CloseFrame {
                code,
                reason: reason.into(),
            })))
            .await;
        // The client's close is awaited, and what it still sends read and dropped meanwhile.
        let _ = tokio::time::timeout(LINGER, async {
            while let Some(Ok(message)) = stream.next().await {
                if matches!(message, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }
    drop(place);
    for table in watching {
        if let Some(handle) = app.lobby.get(table) {
            let _ = handle.tx.try_send(Command::Unwatch { conn });
        }
    }
    app.metrics.connections.fetch_sub(1, Ordering::Relaxed);
}

type Refusal = (Option<i64>, Option<u64>, ProtocolError);

/// Answers a message for a table this node does not serve: `moved` to the node that serves it;
/// `busy` if it is this node's, not yet claimed (it will be in a moment); `no_such_table`.
async fn send_on(app: Arc<App>, table: i64, seq: Option<u64>, out: mpsc::Sender<String>) {
    let found = match app.store.pool().acquire().await {
        Ok(mut conn) => parlour_store::group::whereabouts(&mut conn, table).await,
        Err(error) => Err(error.into()),
    };
    let message = match found {
        Ok(Some((lease, _))) if lease.node == app.node => {
            app.group.wake();
            ProtocolError::new("busy", "the table is moving to this node; try again")
                .with("why", "moving")
                .to_message(Some(table), seq)
        }
        Ok(Some((lease, advertise))) => {
            let live = crate::group::live_nodes(&app)
                .iter()
                .any(|n| n.id == lease.node);
            if live {
                Outbound::Moved {
                    table,
                    seq,
                    node: Some(advertise),
                }
                .text()
            } else {
                // Its node has stopped answering: a live node takes it over within a lease.
                app.group.wake();
                ProtocolError::new(
                    "busy",
                    "the table's node is not answering; it is being taken over: try again",
                )
                .with("why", "taken-over")
                .to_message(Some(table), seq)
            }
        }
        Ok(None) => ProtocolError::new("no_such_table", format!("there is no table {table}"))
            .with("why", "any")
            .with("id", table.to_string())
            .to_message(Some(table), seq),
        Err(_) => ProtocolError::new("busy", "the server is busy; try again")
            .with("why", "server")
            .to_message(Some(table), seq),
    };
    let _ = out.try_send(message);
}

/// A message as it came, and the connection's allowance of hints to take one from if it asks for
/// one.
struct Said<'a> {
    text: &'a str,
    hint_allowed: &'a mut dyn FnMut() -> bool,
}

/// Reads one message and hands it to its table: `Some(follow)` for a message that starts (or
/// stops) following the lobby, which the connection itself keeps.
fn dispatch(
    app: &Arc<App>,
    conn: u64,
    person: &Person,
    client: &Arc<str>,
    said: Said<'_>,
    out: &mpsc::Sender<String>,
    watching: &mut HashSet<i64>,
) -> Result<Option<bool>, Refusal> {
    let text = said.text;
    let message: ClientMessage = serde_json::from_str(text).map_err(|e| {
        // The table and the number of the request, if it names them, go back with the refusal,
        // so that the client knows which of its requests was not read.
        let named: Option<serde_json::Value> = serde_json::from_str(text).ok();
        let field = |name: &str| named.as_ref().and_then(|v| v.get(name)).cloned();
        (
            field("table").and_then(|t| t.as_i64()),
            field("seq").and_then(|s| s.as_u64()),
            ProtocolError::new("malformed", format!("not a message: {e}")),
        )
    })?;
    let (table, seq) = match &message {
        ClientMessage::Ping {} => {
            let _ = out.try_send(Outbound::Pong.text());
            return Ok(None);
        }
        ClientMessage::Lobby { follow } => return Ok(Some(*follow)),
        ClientMessage::Watch { table, .. } | ClientMessage::Unwatch { table } => (*table, None),
        ClientMessage::Request(request) => (request.table(), Some(request.seq())),
    };
    let fail = |error: ProtocolError| (Some(table), seq, error);
    let Some(handle) = app.lobby.get(table) else {
        // Not served here: where it is served is read from the database (the lobby's copy may be
        // a round old), and the client is sent there (docs/scaling.md).
        tokio::spawn(send_on(app.clone(), table, seq, out.clone()));
        return Ok(None);
    };
    if seq.is_some() && app.is_stopping() {
        return Err(fail(ProtocolError::new(
            "shutting_down",
            "the server is stopping",
        )));
    }
    // A hint is cheap, not free: a connection asks for a few a second at most.
    if matches!(message, ClientMessage::Request(Request::Hint(_))) && !(said.hint_allowed)() {
        return Err(fail(
            ProtocolError::new("flood", "too many hints: slow down").with("why", "hints"),
        ));
    }
    let command = match message {
        ClientMessage::Watch { version, views, .. } => {
            watching.insert(table);
            Command::Watch {
                conn,
                person: Some(person.clone()),
                version,
                views,
                out: out.clone(),
            }
        }
        ClientMessage::Unwatch { .. } => {
            watching.remove(&table);
            Command::Unwatch { conn }
        }
        ClientMessage::Request(request) => Command::Request {
            asked: Asked {
                conn,
                person: person.clone(),
                client: client.clone(),
                seq: request.seq(),
            },
            request,
        },
        ClientMessage::Ping {} | ClientMessage::Lobby { .. } => unreachable!("answered above"),
    };
    // Acting on a table the connection does not follow: follow it, so the answer has a way back.
    if !watching.contains(&table) && !matches!(command, Command::Unwatch { .. }) {
        watching.insert(table);
        handle
            .tx
            .try_send(Command::Watch {
                conn,
                person: Some(person.clone()),
                version: None,
                views: false,
                out: out.clone(),
            })
            .map_err(|_| {
                fail(
                    ProtocolError::new("busy", "the table is busy; try again")
                        .with("why", "table-busy"),
                )
            })?;
    }
    handle.tx.try_send(command).map(|()| None).map_err(|_| {
        fail(ProtocolError::new("busy", "the table is busy; try again").with("why", "table-busy"))
    })
}
