//! Connections held against the room: headers that never end, idle sockets by the hundred from
//! one address, WebSockets by the dozen for one account, messages spread over them, a message
//! far too large. Each is bounded, and everyone else is served meanwhile.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

use crate::common::*;

/// A TCP connection to `addr` from the loopback address `from` (127.0.0.x): another address to
/// the server, as every test client is on loopback.
async fn connect_from(from: &str, addr: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    socket.connect(addr).await.unwrap()
}

/// Whether the server has closed `stream` (an end of file, or a reset) within `wait`.
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 1024];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => continue,
        }
    }
}

#[tokio::test]
async fn headers_that_never_end_and_idle_connections_are_closed() {
    let mut config = config("abuse_slow");
    config.headers = Duration::from_millis(500);
    let server = start(config).await;
    let addr = server.addr;
    // A request whose headers never end.
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    let started = Instant::now();
    assert!(closed_within(&mut slow, Duration::from_secs(5)).await);
    assert!(
        started.elapsed() >= Duration::from_millis(400),
        "not before its time"
    );
    // A connection that never says a word.
    let mut idle = TcpStream::connect(addr).await.unwrap();
    assert!(closed_within(&mut idle, Duration::from_secs(5)).await);
    // A kept-alive connection idle after its request.
    let mut kept = TcpStream::connect(addr).await.unwrap();
    kept.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    assert!(closed_within(&mut kept, Duration::from_secs(5)).await);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn one_address_holds_its_share_of_connections_and_the_room_answers_everyone_else() {
    let mut config = config("abuse_idle_flood");
    config.limits.set("conns=20").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    // 300 idle connections from one address: 20 are held, the rest closed at once.
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..300 {
        let mut stream = connect_from("127.0.0.2", addr).await;
        if closed_within(&mut stream, Duration::from_millis(20)).await {
            refused += 1;
        } else {
            held.push(stream);
        }
    }
    assert_eq!(held.len(), 20, "{refused} refused");
    // Everyone else is served at once: the operators' health check, a new player.
    let started = Instant::now();
    assert_eq!(get(addr, "/health", None).await.status, 200);
    assert!(started.elapsed() < Duration::from_secs(2));
    sign_up(addr, "Ann").await;
    // One connection closed, one more of that address is let in.
    held.pop();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut again = connect_from("127.0.0.2", addr).await;
    again
        .write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut answer = [0u8; 12];
    again.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 200");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_account_holds_its_share_of_websockets_and_of_messages_over_them() {
    let mut config = config("abuse_sockets");
    config.limits.set("sockets=3").unwrap();
    config.limits.set("messages=10").unwrap();
    let server = start(config).await;
    let addr = server.addr;
    let ann = sign_up(addr, "Ann").await;
    let mut sockets = Vec::new();
    for _ in 0..3 {
        sockets.push(Client::connect(addr, &ann).await);
    }
    let fourth = parlour_client::Socket::connect(addr, &ann, "fourth-socket", 0).await;
    assert!(
        fourth.is_err(),
        "a fourth socket for one account is refused"
    );
    // Bob's sockets are his own.
    let bob = sign_up(addr, "Bob").await;
    let mut bobs = Client::connect(addr, &bob).await;
    // Ann's three sockets share one allowance (10 a second, 20 at once): 15 pings on each are
    // 45, and some of them are told to slow down, though no one socket passed 20.
    for socket in &mut sockets {
        for _ in 0..15 {
            socket.send(json!({"type": "ping"})).await;
        }
    }
    let mut pongs = 0;
    let mut floods = 0;
    for socket in &mut sockets {
        for _ in 0..15 {
            let heard = socket.next().await;
            match heard["type"].as_str() {
                Some("pong") => pongs += 1,
                _ if heard["code"] == "flood" => floods += 1,
                _ => panic!("{heard}"),
            }
        }
    }
    assert!(pongs <= 22, "{pongs} answered");
    assert!(floods >= 23, "{floods} told to slow down");
    // Bob is served meanwhile.
    bobs.send(json!({"type": "ping"})).await;
    assert_eq!(bobs.next().await["type"], "pong");
    // A socket closed gives its place back.
    sockets.pop();
    tokio::time::sleep(Duration::from_millis(200)).await;
    Client::connect(addr, &ann).await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_message_far_too_large_is_closed_with_a_reason() {
    let (server, ann) = server_and_ann("abuse_huge").await;
    let mut client = Client::connect(server.addr, &ann).await;
    let huge = json!({"type": "ping", "pad": "x".repeat(200_000)}).to_string();
    client
        .send_raw(tokio_tungstenite::tungstenite::Message::Text(huge.into()))
        .await;
    assert!(client.closed(Duration::from_secs(5)).await);
    assert_eq!(client.close_code(), Some(1009));
    server.shutdown().await.unwrap();
}
