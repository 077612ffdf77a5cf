//! The HTTP API: one request, one connection (hyper's HTTP/1.1 client), JSON in and out.

use std::net::{IpAddr, SocketAddr};

use anyhow::Context;
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::header;
use hyper_util::rt::TokioIo;
use serde_json::Value;
use tokio::net::{TcpSocket, TcpStream};

/// What the server answered.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub status: u16,
    /// The session the answer set (`parlour_session=...`), if it set one.
    pub cookie: Option<String>,
    /// The body as JSON; a body that is not JSON as a JSON string; none as `null`.
    pub body: Value,
}

/// An answer as it came: its status, its headers (names in lower case), its body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raw {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Raw {
    /// The first header of this (lower-case) name.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// A TCP connection to `addr`, from the local address `from` if one is given (another loopback
/// address, so that a test's clients come from many addresses as people's do).
pub async fn connect_from(addr: SocketAddr, from: Option<IpAddr>) -> std::io::Result<TcpStream> {
    let Some(from) = from else {
        return TcpStream::connect(addr).await;
    };
    let socket = if from.is_ipv4() {
        TcpSocket::new_v4()?
    } else {
        TcpSocket::new_v6()?
    };
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(addr).await
}

/// Sends one request with these headers and body, on a connection of its own.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> anyhow::Result<Raw> {
    request_from(addr, None, method, path, headers, body).await
}

/// [`request`], from the local address `from` if one is given ([`connect_from`]).
pub async fn request_from(
    addr: SocketAddr,
    from: Option<IpAddr>,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> anyhow::Result<Raw> {
    let stream = connect_from(addr, from)
        .await
        .with_context(|| format!("connecting to {addr}"))?;
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .context("an HTTP connection")?;
    let connection = tokio::spawn(connection);
    let mut request = hyper::Request::builder()
        .method(method)
        .uri(path)
        .header(header::HOST, addr.to_string());
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request.body(Full::new(Bytes::copy_from_slice(body)))?;
    let response = sender.send_request(request).await?;
    let status = response.status().as_u16();
    let headers = (response.headers().iter())
        .map(|(n, v)| (n.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let body = response.into_body().collect().await?.to_bytes().to_vec();
    drop(sender);
    let _ = connection.await;
    Ok(Raw {
        status,
        headers,
        body,
    })
}

/// Sends one request with a body of any type (what an attacker sends too).
pub async fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    content_type: &str,
    body: &str,
) -> anyhow::Result<Answer> {
    let mut headers = vec![("content-type", content_type)];
    if let Some(cookie) = cookie {
        headers.push(("cookie", cookie));
    }
    let raw = request(addr, method, path, &headers, body.as_bytes()).await?;
    let cookie = raw
        .header("set-cookie")
        .and_then(|c| c.split(';').next())
        .map(str::to_string);
    let status = raw.status;
    let text = String::from_utf8_lossy(&raw.body);
    let body = if text.trim().is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|_| Value::String(text.into_owned()))
    };
    Ok(Answer {
        status,
        cookie,
        body,
    })
}

/// Sends one request with a JSON body, or none.
pub async fn json(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: Option<&Value>,
) -> anyhow::Result<Answer> {
    let body = body.map(Value::to_string).unwrap_or_default();
    send(addr, method, path, cookie, "application/json", &body).await
}

/// Runs one of these requests for a caller that keeps no runtime (or one it may not block on):
/// on a thread of its own, which this thread waits for.
pub fn blocking<T: Send>(
    request: impl Future<Output = anyhow::Result<T>> + Send,
) -> anyhow::Result<T> {
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()?
                    .block_on(request)
            })
            .join()
            .map_err(|_| anyhow::anyhow!("the request's thread panicked"))?
    })
}

/// A new guest named `name`: their session.
pub async fn guest(addr: SocketAddr, name: &str) -> anyhow::Result<String> {
    guest_from(addr, None, name).await
}

/// A new guest named `name`, asked for from the local address `from` if one is given: their
/// session.
pub async fn guest_from(
    addr: SocketAddr,
    from: Option<IpAddr>,
    name: &str,
) -> anyhow::Result<String> {
    let body = serde_json::json!({ "name": name }).to_string();
    let headers = [("content-type", "application/json")];
    let raw = request_from(addr, from, "POST", "/api/guest", &headers, body.as_bytes()).await?;
    anyhow::ensure!(
        raw.status == 200,
        "a guest account: {}",
        String::from_utf8_lossy(&raw.body)
    );
    let cookie = raw.header("set-cookie").and_then(|c| c.split(';').next());
    cookie.map(str::to_string).context("a session cookie")
}

/// A new account named `name` with `password`: its session.
pub async fn sign_up(addr: SocketAddr, name: &str, password: &str) -> anyhow::Result<String> {
    let body = serde_json::json!({ "name": name, "password": password });
    let answer = json(addr, "POST", "/api/signup", None, Some(&body)).await?;
    anyhow::ensure!(answer.status == 200, "an account: {}", answer.body);
    answer.cookie.context("a session cookie")
}

/// Opens a table of `rules` with `seats` seats: the answer (`201` and the table's summary, with
/// the node that serves it).
pub async fn open_table(
    addr: SocketAddr,
    cookie: &str,
    rules: &Value,
    seats: usize,
) -> anyhow::Result<Answer> {
    let body = serde_json::json!({ "rules": rules, "seats": seats });
    json(addr, "POST", "/api/tables", Some(cookie), Some(&body)).await
}
