//! The server over real sockets: a server on a free loopback port, clients over HTTP and
//! WebSocket (tokio-tungstenite), as a browser would speak to it.

mod abuse;
mod accounts;
mod bots;
mod coach;
mod common;
mod fairness;
mod faults;
mod games;
mod group;
mod hands;
mod leaks;
mod limits;
mod loadtest;
mod openapi;
mod operators;
mod play;
mod protocol;
mod reconnect;
mod sanctions;
mod seats;
mod snapshots;
mod timers;
mod trust;
mod web;
