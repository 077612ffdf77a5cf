//! The table protocol over one WebSocket: a client's id, its numbered requests, and the messages
//! that come back.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// What a socket said.
#[derive(Debug, Clone, PartialEq)]
pub enum Heard {
    Message(Value),
    /// The server closed the connection (or it broke).
    Closed,
    /// Nothing came in time.
    Quiet,
}

/// One connection, signed in, as one client (`/ws?client=ID`).
#[derive(Debug)]
pub struct Socket {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The client's id, which its requests' sequence numbers count under.
    pub id: String,
    /// The last sequence number sent.
    pub seq: u64,
    /// The server's `welcome`.
    pub welcome: Value,
    /// The code and reason of the close frame the server sent, once it has sent one.
    pub closed_with: Option<(u16, String)>,
}

impl Socket {
    /// Connects as client `id` with the session `cookie`, from the server's own origin, as the
    /// browser's page does; `seq` is the client's last request's number (0 for a new client).
    pub async fn connect(
        addr: SocketAddr,
        cookie: &str,
        id: &str,
        seq: u64,
    ) -> anyhow::Result<Socket> {
        Socket::connect_from(addr, None, cookie, id, seq).await
    }

    /// [`Socket::connect`], from the local address `from` if one is given
    /// ([`crate::http::connect_from`]).
    pub async fn connect_from(
        addr: SocketAddr,
        from: Option<std::net::IpAddr>,
        cookie: &str,
        id: &str,
        seq: u64,
    ) -> anyhow::Result<Socket> {
        let mut request = format!("ws://{addr}/ws?client={id}").into_client_request()?;
        let headers = request.headers_mut();
        headers.insert("cookie", cookie.parse()?);
        headers.insert("origin", format!("http://{addr}").parse()?);
        let stream = crate::http::connect_from(addr, from)
            .await
            .with_context(|| format!("connecting to {addr}"))?;
        let (socket, _) = tokio_tungstenite::client_async(request, MaybeTlsStream::Plain(stream))
            .await
            .with_context(|| format!("the WebSocket at {addr}"))?;
        let mut socket = Socket {
            socket,
            id: id.to_string(),
            seq,
            welcome: Value::Null,
            closed_with: None,
        };
        let welcome = socket
            .next_within(Duration::from_secs(10))
            .await
            .context("no welcome")?;
        anyhow::ensure!(welcome["type"] == "welcome", "not a welcome: {welcome}");
        socket.welcome = welcome;
        Ok(socket)
    }

    /// A client id made up at random, as the page makes one up.
    pub fn new_id() -> String {
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("the system's random numbers");
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Sends a message as it is.
    pub async fn send(&mut self, message: &Value) -> anyhow::Result<()> {
        self.send_raw(Message::Text(message.to_string().into()))
            .await
    }

    /// Sends a frame as it is: a binary one, an oversized one.
    pub async fn send_raw(&mut self, frame: Message) -> anyhow::Result<()> {
        self.socket
            .send(frame)
            .await
            .context("the socket is closed")
    }

    /// Sends a request with the client's next sequence number: the number.
    pub async fn request(&mut self, mut message: Value) -> anyhow::Result<u64> {
        self.seq += 1;
        message["seq"] = json!(self.seq);
        self.send(&message).await?;
        Ok(self.seq)
    }

    /// The next text message within `wait` (pings are answered by the library); `None` if none
    /// came, or the socket closed.
    pub async fn next_within(&mut self, wait: Duration) -> Option<Value> {
        match self.hear(wait).await {
            Heard::Message(message) => Some(message),
            Heard::Closed | Heard::Quiet => None,
        }
    }

    /// What the socket says within `wait`: a text message, its close, or nothing.
    pub async fn hear(&mut self, wait: Duration) -> Heard {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.next_frame()).await {
                Err(_) => return Heard::Quiet,
                Ok(None) => return Heard::Closed,
                Ok(Some(Some(message))) => return Heard::Message(message),
                Ok(Some(None)) => continue,
            }
        }
    }

    /// The next frame with no timer of its own, for a caller that keeps its own clock (or holds
    /// tokio's paused one): a text message, or `None` once the socket has closed.
    pub async fn next_frame(&mut self) -> Option<Option<Value>> {
        match self.socket.next().await {
            Some(Ok(Message::Text(text))) => Some(serde_json::from_str(&text).ok()),
            Some(Ok(Message::Close(frame))) => {
                self.closed_with = frame.map(|f| (u16::from(f.code), f.reason.to_string()));
                None
            }
            Some(Err(_)) | None => None,
            Some(Ok(_)) => Some(None),
        }
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}
