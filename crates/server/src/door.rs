//! The door: where connections come in. The room accepts them itself (rather than with
//! `axum::serve`) so that it can bound them:
//!
//! - **per address**: an address (its block, [`crate::guard::block`]) holds at most so many open
//!   connections at once; one more is closed as soon as it is accepted, before a byte of it is
//!   read, so that no one address can take the room's sockets from everyone else;
//! - **in time**: a request's headers must all arrive within ten seconds (`Config::headers`) of the
//!   moment the server starts reading them, and a kept-alive connection waiting for its next
//!   request counts as reading one: a request whose headers never end, or a connection left
//!   idle, is closed;
//! - **in files**: the open-files limit is raised at start as far as the system allows.
//!
//! A WebSocket is a connection upgraded from a request that came in here, and counts against its
//! address while it is open. A graceful stop lets every request in hand finish.

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;
use tower::ServiceExt;

use crate::guard::Cidr;

/// The open connections of each address, by its block.
#[derive(Debug, Default)]
pub struct Open {
    by_block: Mutex<HashMap<String, u32>>,
}

/// One connection let in: its address's count is given back when it is dropped.
#[derive(Debug)]
pub struct Admitted {
    open: Arc<Open>,
    block: String,
}

impl Open {
    /// Lets a connection of `block` in if the block holds fewer than `most`.
    pub fn admit(self: &Arc<Open>, block: String, most: u32) -> Option<Admitted> {
        let mut by_block = self.by_block.lock().expect("never poisoned");
        let count = by_block.entry(block.clone()).or_insert(0);
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(Admitted {
            open: Arc::clone(self),
            block,
        })
    }

    /// How many connections `block` holds open.
    pub fn of(&self, block: &str) -> u32 {
        let by_block = self.by_block.lock().expect("never poisoned");
        by_block.get(block).copied().unwrap_or(0)
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut by_block = self.open.by_block.lock().expect("never poisoned");
        if let Some(count) = by_block.get_mut(&self.block) {
            *count -= 1;
            if *count == 0 {
                by_block.remove(&self.block);
            }
        }
    }
}

/// A connection's stream, holding its place among its address's connections until it closes:
/// through an upgrade too, since the WebSocket keeps this stream.
#[derive(Debug)]
struct Counted {
    stream: TcpStream,
    _admitted: Option<Admitted>,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// Raises the soft limit on open files to the hard one, where the system allows (a room of many
/// players needs a socket each): the limit it stands at.
pub fn raise_open_files() -> Option<u64> {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => Some(limit),
        Err(error) => {
            tracing::warn!(%error, "the open-files limit could not be raised");
            None
        }
    }
}

/// How the door lets connections in.
#[derive(Debug, Clone)]
pub struct Bounds {
    /// Connections one address may hold open at once.
    pub per_address: u32,
    /// The room's own proxies, whose connections are all their clients' and are not counted
    /// (their clients are, by the limits per request, from the address forwarded).
    pub trusted: Vec<Cidr>,
    /// How long a request's headers may take, and an idle connection wait.
    pub headers: Duration,
    /// How long a graceful stop waits for the requests in hand.
    pub grace: Duration,
}

/// Serves `router` on `listener` within `bounds` until `stop` turns true; then lets every
/// connection finish the request in hand (at most `bounds.grace`) and returns.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    bounds: Bounds,
    mut stop: watch::Receiver<bool>,
) {
    let open = Arc::new(Open::default());
    let (closing, _) = watch::channel(false);
    let mut connections = tokio::task::JoinSet::new();
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    // Out of files or the like: wait a moment rather than spin.
                    tracing::warn!(%error, "a connection could not be accepted");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped(&mut stop) => break,
        };
        let admitted = if bounds.trusted.iter().any(|proxy| proxy.contains(peer.ip())) {
            None
        } else {
            match open.admit(crate::guard::block(peer.ip()), bounds.per_address) {
                Some(admitted) => Some(admitted),
                None => {
                    tracing::debug!(%peer, "too many connections from one address");
                    continue;
                }
            }
        };
        let _ = stream.set_nodelay(true);
        let counted = Counted {
            stream,
            _admitted: admitted,
        };
        let router = router.clone();
        let headers = bounds.headers;
        let mut closing = closing.subscribe();
        connections.spawn(async move {
            let service = router.map_request(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.map(axum::body::Body::new)
            });
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new()).header_read_timeout(headers);
            let connection = http
                .serve_connection(TokioIo::new(counted), TowerToHyperService::new(service))
                .with_upgrades();
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = stopped(&mut closing) => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
        });
        // Forget the connections that have ended, so the set holds the open ones alone.
        while connections.try_join_next().is_some() {}
    }
    drop(listener);
    closing.send_replace(true);
    let _ = tokio::time::timeout(bounds.grace, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
}

/// Once `flag` is true (or its sender is gone).
async fn stopped(flag: &mut watch::Receiver<bool>) {
    // The guard `wait_for` returns is not `Send`: it is dropped here, before any other await.
    let _ = flag.wait_for(|&set| set).await.map(|_| ());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_holds_at_most_its_connections_and_gets_them_back() {
        let open = Arc::new(Open::default());
        let first = open.admit("10.0.0.1".into(), 2).unwrap();
        let second = open.admit("10.0.0.1".into(), 2).unwrap();
        assert!(open.admit("10.0.0.1".into(), 2).is_none());
        assert!(
            open.admit("10.0.0.2".into(), 2).is_some(),
            "another address"
        );
        drop(first);
        assert_eq!(open.of("10.0.0.1"), 1);
        let third = open.admit("10.0.0.1".into(), 2);
        assert!(third.is_some());
        drop((second, third));
        assert_eq!(open.of("10.0.0.1"), 0);
        assert!(open.by_block.lock().unwrap().get("10.0.0.1").is_none());
    }
}
