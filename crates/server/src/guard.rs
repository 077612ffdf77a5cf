//! Who is knocking, and how often: the address a request comes from (behind a reverse proxy the
//! room trusts, the one it forwards), the block an address counts in (an IPv6 /64 is one
//! household's, as an IPv4 address is), and the limits kept in memory per key: a count in a
//! window ([`Window`]) and a growing wait after failures ([`Backoff`]).
//!
//! Each map is bounded: past [`MAX_KEYS`] keys it forgets the ones whose time has passed, and if
//! they are all live a new key is refused rather than stored (a flood of addresses cannot grow it).

use std::collections::HashMap;
use std::fmt;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{ConnectInfo, FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};

use crate::api::ApiError;
use crate::{App, Config};

/// The most keys a limit keeps at once.
pub const MAX_KEYS: usize = 100_000;

/// A block of addresses: `10.0.0.0/8`, `2001:db8::/32`, or one address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cidr {
    net: IpAddr,
    bits: u8,
}

impl Cidr {
    /// Whether `ip` is in the block (an IPv4 address written as IPv6, `::ffff:a.b.c.d`, is its
    /// IPv4 self).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.net, plain(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                mask(u32::from(net).into(), 32, self.bits)
                    == mask(u32::from(ip).into(), 32, self.bits)
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                mask(net.into(), 128, self.bits) == mask(ip.into(), 128, self.bits)
            }
            _ => false,
        }
    }
}

/// The first `bits` of a `width`-bit address.
fn mask(address: u128, width: u8, bits: u8) -> u128 {
    if bits == 0 {
        0
    } else {
        address >> (width - bits)
    }
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(text: &str) -> Result<Cidr, String> {
        let (net, bits) = match text.split_once('/') {
            Some((net, bits)) => (net, Some(bits)),
            None => (text, None),
        };
        let net: IpAddr = net
            .parse()
            .map_err(|_| format!("{text:?} is not an address or a block (10.0.0.0/8)"))?;
        let net = plain(net);
        let width = if net.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            None => width,
            Some(bits) => bits
                .parse::<u8>()
                .ok()
                .filter(|&b| b <= width)
                .ok_or_else(|| format!("{text:?}: a block's length is 0 to {width}"))?,
        };
        Ok(Cidr { net, bits })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.net, self.bits)
    }
}

/// An IPv4 address written as IPv6 (`::ffff:a.b.c.d`), as IPv4; any other as it is.
fn plain(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The block an address counts in for every limit: an IPv4 address alone, an IPv6 address's /64
/// (one household's or one server's: whoever has one address of it has them all).
pub fn block(ip: IpAddr) -> String {
    match plain(ip) {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let net = u128::from(v6) & !((1u128 << 64) - 1);
            format!("{}/64", Ipv6Addr::from(net))
        }
    }
}

/// The client's address: the peer's, unless the peer is a proxy the room trusts, when it is the
/// nearest address in `X-Forwarded-For` that is not one of the trusted proxies (each proxy adds
/// the address it was reached from at the end; anything before the last untrusted one may be
/// the client's own invention).
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[Cidr]) -> IpAddr {
    let trusts = |ip: IpAddr| trusted.iter().any(|c| c.contains(ip));
    if !trusts(peer) {
        return plain(peer);
    }
    let mut nearest = plain(peer);
    // Every X-Forwarded-For header, in order, is one list.
    let hops = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    for hop in hops.iter().rev() {
        let Ok(ip) = hop.parse::<IpAddr>() else {
            // An entry that is no address (spoofed, or `unknown`): nothing before it is believed.
            break;
        };
        nearest = plain(ip);
        if !trusts(nearest) {
            break;
        }
    }
    nearest
}

/// Where a request comes from ([`client_address`]), for a handler that limits by address.
#[derive(Debug, Clone, Copy)]
pub struct Caller(pub IpAddr);

impl Caller {
    /// The block it counts in ([`block`]).
    pub fn block(&self) -> String {
        block(self.0)
    }
}

impl FromRequestParts<Arc<App>> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, app: &Arc<App>) -> Result<Caller, ApiError> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip())
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server",
                    "the connection's address is unknown",
                )
            })?;
        Ok(Caller(client_address(
            peer,
            &parts.headers,
            &app.config.trust_proxy,
        )))
    }
}

/// Whether a request from a page of `origin` may be served by a room reached as `host`: the room's
/// own origin (its public URL's, or `http(s)://host`), or one the configuration allows. A request
/// with no `Origin` (not a browser's) is let in: the check keeps other sites' pages out.
pub fn origin_allowed(origin: Option<&str>, host: Option<&str>, config: &Config) -> bool {
    let Some(origin) = origin else { return true };
    let own = host.is_some_and(|host| {
        origin == format!("http://{host}") || origin == format!("https://{host}")
    });
    own || config.public_origin() == Some(origin) || config.origins.iter().any(|a| a == origin)
}

/// [`origin_allowed`] for a request's headers, refused `403 bad_origin`. A browser that says the
/// request is cross-site (`Sec-Fetch-Site`) is refused whatever its `Origin`.
pub fn from_allowed_origin(headers: &HeaderMap, config: &Config) -> Result<(), ApiError> {
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &HeaderValue| v.to_str().ok())
    };
    let cross_site = text(SEC_FETCH_SITE) == Some("cross-site");
    if cross_site
        || !origin_allowed(
            text(header::ORIGIN.as_str()),
            text(header::HOST.as_str()),
            config,
        )
    {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "bad_origin",
            "a page of another site may not do this",
        ));
    }
    Ok(())
}

const SEC_FETCH_SITE: &str = "sec-fetch-site";

/// Every request that changes something (any method but `GET`, `HEAD` and `OPTIONS`) comes from
/// a page of the room's own, or one it allows ([`from_allowed_origin`]): another site's page
/// cannot sign someone in or out, or spend their chips, with their cookie. SameSite=Lax already
/// keeps the cookie off another site's forms; this holds where that does not reach (an old
/// browser, a sibling subdomain, a method SameSite lets through).
pub async fn same_origin(
    State(app): State<Arc<App>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::http::Method;
    use axum::response::IntoResponse;
    let reads = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if !reads && let Err(refused) = from_allowed_origin(request.headers(), &app.config) {
        return refused.into_response();
    }
    next.run(request).await
}

/// So many in a window of time: `10/1m`, `6/1h`, `20/1d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    pub count: u32,
    pub per: Duration,
}

impl Rate {
    pub const fn new(count: u32, per: Duration) -> Rate {
        Rate { count, per }
    }
}

impl FromStr for Rate {
    type Err = String;

    fn from_str(text: &str) -> Result<Rate, String> {
        let wrong = || format!("{text:?} is not a rate such as 10/1m (s, m, h or d)");
        let (count, per) = text.split_once('/').ok_or_else(wrong)?;
        let count = count.trim().parse().map_err(|_| wrong())?;
        let per = per.trim();
        let unit = per.chars().last().ok_or_else(wrong)?;
        let amount: u64 = per[..per.len() - unit.len_utf8()]
            .parse()
            .map_err(|_| wrong())?;
        let seconds = match unit {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86_400,
            _ => return Err(wrong()),
        };
        if amount == 0 || amount > 366 * 86_400 / seconds {
            return Err(wrong());
        }
        Ok(Rate::new(count, Duration::from_secs(amount * seconds)))
    }
}

impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seconds = self.per.as_secs();
        let (size, unit) = [(86_400, 'd'), (3600, 'h'), (60, 'm'), (1, 's')]
            .into_iter()
            .find(|(size, _)| seconds.is_multiple_of(*size))
            .unwrap_or((1, 's'));
        write!(f, "{}/{}{unit}", self.count, seconds / size)
    }
}

/// At most `rate.count` tries per key in each window of `rate.per`, counted in memory (per node).
#[derive(Debug)]
pub struct Window {
    rate: Rate,
    tries: Mutex<HashMap<String, (Instant, u32)>>,
}

impl Window {
    pub fn new(rate: Rate) -> Window {
        Window {
            rate,
            tries: Mutex::new(HashMap::new()),
        }
    }

    /// Counts a try for `key`: allowed, or how long until its window starts again.
    pub fn take(&self, key: &str, now: Instant) -> Result<(), Duration> {
        let mut tries = self.tries.lock().expect("never poisoned");
        let per = self.rate.per;
        let live = |start: &Instant| now.saturating_duration_since(*start) < per;
        if !tries.contains_key(key) && !room(&mut tries, MAX_KEYS, |(start, _)| live(start)) {
            return Err(per);
        }
        let entry = tries.entry(key.to_string()).or_insert((now, 0));
        if !live(&entry.0) {
            *entry = (now, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        if entry.1 <= self.rate.count {
            Ok(())
        } else {
            Err(per.saturating_sub(now.saturating_duration_since(entry.0)))
        }
    }

    /// [`Window::take`] for `caller`'s address, refused `too_many` (saying `what`) when over.
    pub fn take_for(&self, caller: Caller, what: &str) -> Result<(), ApiError> {
        self.take(&caller.block(), Instant::now())
            .map_err(|wait| too_many(what, wait))
    }
}

/// Whether `map` has room for one more key, after forgetting those `live` says are over.
fn room<V>(map: &mut HashMap<String, V>, max: usize, live: impl Fn(&V) -> bool) -> bool {
    if map.len() >= max {
        map.retain(|_, v| live(v));
    }
    map.len() < max
}

/// A wait that grows with each failure for a key: the first `free` failures cost nothing, each one
/// after doubles the wait (from one second, to `longest`); a success forgets the key. Keyed by a
/// name and the address it is tried from, it slows whoever guesses at a name from an address
/// while the name's owner, from theirs, signs in unhindered: nobody can lock anyone else out.
#[derive(Debug)]
pub struct Backoff {
    free: u32,
    longest: Duration,
    failures: Mutex<HashMap<String, (u32, Instant)>>,
}

impl Backoff {
    pub fn new(free: u32, longest: Duration) -> Backoff {
        Backoff {
            free,
            longest,
            failures: Mutex::new(HashMap::new()),
        }
    }

    /// How long `key` must still wait before its next try (zero: it may try now). A key the
    /// bounded map has no room for waits a full `longest`.
    pub fn wait(&self, key: &str, now: Instant) -> Duration {
        let mut failures = self.failures.lock().expect("never poisoned");
        let longest = self.longest;
        let live = |(_, until): &(u32, Instant)| now < *until + longest;
        if !failures.contains_key(key) && !room(&mut failures, MAX_KEYS, live) {
            return longest;
        }
        failures.get(key).map_or(Duration::ZERO, |(_, until)| {
            until.saturating_duration_since(now)
        })
    }

    /// Counts a failure for `key`.
    pub fn failed(&self, key: &str, now: Instant) {
        let mut failures = self.failures.lock().expect("never poisoned");
        let longest = self.longest;
        let live = |(_, until): &(u32, Instant)| now < *until + longest;
        if !failures.contains_key(key) && !room(&mut failures, MAX_KEYS, live) {
            return;
        }
        let entry = failures.entry(key.to_string()).or_insert((0, now));
        entry.0 = entry.0.saturating_add(1);
        let over = entry.0.saturating_sub(self.free);
        let wait = if over == 0 {
            Duration::ZERO
        } else {
            Duration::from_secs(1u64 << (over - 1).min(20)).min(self.longest)
        };
        entry.1 = now + wait;
    }

    /// Forgets `key`'s failures (it got in).
    pub fn succeeded(&self, key: &str) {
        self.failures.lock().expect("never poisoned").remove(key);
    }
}

/// The limits a node counts in memory, made from the configuration's [`crate::config::Limits`].
#[derive(Debug)]
pub struct Gate {
    pub signin: Window,
    pub accounts: Window,
    pub secrets: Window,
    /// Practice hands dealt.
    pub practice: Window,
    /// Failed sign-ins, by name and address.
    pub guesses: Backoff,
}

impl Gate {
    pub fn new(limits: &crate::config::Limits) -> Gate {
        Gate {
            signin: Window::new(limits.signin),
            accounts: Window::new(limits.accounts),
            secrets: Window::new(limits.secrets),
            practice: Window::new(limits.practice),
            guesses: Backoff::new(limits.signin_free, limits.signin_wait),
        }
    }
}

/// The window of `per` that `now` (milliseconds since the epoch) is in: when it began and how long
/// it has still to run. Windows start at the epoch, so a day's starts at midnight UTC.
pub fn window(now: i64, per: Duration) -> (i64, Duration) {
    let per = (per.as_millis() as i64).max(1);
    let start = now - now.rem_euclid(per);
    (start, Duration::from_millis((start + per - now) as u64))
}

/// Takes one of the stored allowances `rate` gives `kind` for `caller`'s address, in the
/// transaction that does what it allows: refused `too_many` when the window's are used up.
pub async fn allowance(
    conn: &mut sqlx::AnyConnection,
    kind: &str,
    what: &str,
    caller: Caller,
    rate: Rate,
) -> Result<(), ApiError> {
    let (start, left) = window(crate::now_ms(), rate.per);
    let block = caller.block();
    if parlour_store::allowances::take(conn, kind, &block, start, rate.count).await? {
        Ok(())
    } else {
        tracing::warn!(kind, address = %block, "an address has used its allowance");
        Err(too_many(what, left))
    }
}

/// The refusal of a request over its limit: `429 too_many`, saying what and when to try again.
pub fn too_many(what: &str, again: Duration) -> ApiError {
    let seconds = again.as_secs().max(1);
    let (count, unit) = match seconds {
        0..120 => (seconds, "seconds"),
        120..7200 => (seconds.div_ceil(60), "minutes"),
        _ => (seconds.div_ceil(3600), "hours"),
    };
    // What it is a limit of, as a page's words name it (the English words are the log's).
    let of = match what {
        "sign-ins" | "sign-in tries" => "signin",
        "wrong passwords for this name" => "wrong-passwords",
        "password and PIN changes" | "changes" => "changes",
        "top-ups" => "top-ups",
        "new accounts" | "accounts" => "accounts",
        "practice hands" => "practice",
        other => other,
    };
    ApiError::new(
        StatusCode::TOO_MANY_REQUESTS,
        "too_many",
        format!("too many {what} from here; try again in {count} {unit}"),
    )
    .with("what", of)
    .with("unit", unit)
    .with("count", count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_rooms_own_origin_or_an_allowed_one_may_change_anything() {
        let mut config = Config::new("127.0.0.1:8080".parse().unwrap(), ".".into());
        config.origins = vec!["http://cards.example".to_string()];
        let host = Some("127.0.0.1:8080");
        assert!(origin_allowed(Some("http://127.0.0.1:8080"), host, &config));
        assert!(origin_allowed(Some("http://cards.example"), host, &config));
        assert!(!origin_allowed(Some("http://evil.example"), host, &config));
        assert!(!origin_allowed(Some("null"), host, &config));
        assert!(origin_allowed(None, host, &config));
        // Behind a proxy the host is the proxy's upstream; the public URL names the room.
        config.public_url = Some("https://parlour.example/room".into());
        assert!(origin_allowed(
            Some("https://parlour.example"),
            Some("10.0.0.2:8080"),
            &config
        ));
        assert!(!origin_allowed(
            Some("https://parlour.example.evil"),
            Some("10.0.0.2:8080"),
            &config
        ));
        // Whatever the Origin, a browser's own word that the request is cross-site is refused.
        let mut headers = HeaderMap::new();
        headers.insert("sec-fetch-site", HeaderValue::from_static("cross-site"));
        assert!(from_allowed_origin(&headers, &config).is_err());
        headers.insert("sec-fetch-site", HeaderValue::from_static("same-origin"));
        assert!(from_allowed_origin(&headers, &config).is_ok());
    }

    #[test]
    fn blocks_hold_their_addresses_and_no_others() {
        let ten: Cidr = "10.0.0.0/8".parse().unwrap();
        assert!(ten.contains(ip("10.255.1.2")));
        assert!(!ten.contains(ip("11.0.0.1")));
        assert!(ten.contains(ip("::ffff:10.1.2.3")), "IPv4 written as IPv6");
        let one: Cidr = "192.168.1.7".parse().unwrap();
        assert!(one.contains(ip("192.168.1.7")));
        assert!(!one.contains(ip("192.168.1.8")));
        let six: Cidr = "2001:db8::/32".parse().unwrap();
        assert!(six.contains(ip("2001:db8:ffff::1")));
        assert!(!six.contains(ip("2001:db9::1")));
        assert!(!six.contains(ip("10.0.0.1")));
        let all: Cidr = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains(ip("8.8.8.8")));
        for wrong in ["10.0.0.0/33", "::/129", "ten/8", "10.0.0.0/x", ""] {
            assert!(wrong.parse::<Cidr>().is_err(), "{wrong:?} is refused");
        }
    }

    #[test]
    fn an_ipv6_64_counts_as_one_address() {
        assert_eq!(
            block(ip("2001:db8:1:2:aaaa::1")),
            block(ip("2001:db8:1:2:bbbb::9"))
        );
        assert_ne!(block(ip("2001:db8:1:2::1")), block(ip("2001:db8:1:3::1")));
        assert_eq!(block(ip("2001:db8:1:2::1")), "2001:db8:1:2::/64");
        assert_ne!(block(ip("10.0.0.1")), block(ip("10.0.0.2")));
        assert_eq!(block(ip("::ffff:10.0.0.1")), "10.0.0.1");
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for v in values {
            headers.append("x-forwarded-for", HeaderValue::from_str(v).unwrap());
        }
        headers
    }

    #[test]
    fn the_forwarded_address_is_believed_only_from_a_trusted_proxy() {
        let proxy: Vec<Cidr> = vec!["10.0.0.0/8".parse().unwrap()];
        let lie = forwarded(&["1.2.3.4"]);
        // Not from the proxy: the header is anyone's to write, and ignored.
        assert_eq!(client_address(ip("5.6.7.8"), &lie, &proxy), ip("5.6.7.8"));
        assert_eq!(client_address(ip("5.6.7.8"), &lie, &[]), ip("5.6.7.8"));
        // From the proxy: the address it forwards.
        assert_eq!(client_address(ip("10.0.0.2"), &lie, &proxy), ip("1.2.3.4"));
        // The client wrote a first entry of its own; the proxy added the real one last.
        let spoofed = forwarded(&["9.9.9.9, 1.2.3.4"]);
        assert_eq!(
            client_address(ip("10.0.0.2"), &spoofed, &proxy),
            ip("1.2.3.4")
        );
        // Two proxies of the room's: the nearest untrusted hop.
        let chain = forwarded(&["9.9.9.9", "1.2.3.4, 10.0.0.3"]);
        assert_eq!(
            client_address(ip("10.0.0.2"), &chain, &proxy),
            ip("1.2.3.4")
        );
        // A hop that is no address ends what is believed: the nearest address before it stands.
        let garbage = forwarded(&["1.2.3.4, unknown"]);
        assert_eq!(
            client_address(ip("10.0.0.2"), &garbage, &proxy),
            ip("10.0.0.2")
        );
        // From the proxy with no header: the proxy itself.
        assert_eq!(
            client_address(ip("10.0.0.2"), &HeaderMap::new(), &proxy),
            ip("10.0.0.2")
        );
    }

    #[test]
    fn rates_read_and_print_in_their_own_units() {
        assert_eq!("10/1m".parse(), Ok(Rate::new(10, Duration::from_secs(60))));
        assert_eq!("6/1h".parse::<Rate>().unwrap().to_string(), "6/1h");
        assert_eq!(
            "20/1d".parse::<Rate>().unwrap().per,
            Duration::from_secs(86_400)
        );
        assert_eq!("0/30s".parse::<Rate>().unwrap().count, 0);
        for wrong in [
            "10", "10/", "10/m", "x/1m", "10/0m", "10/1y", "10/400d", "-1/1m",
        ] {
            assert!(wrong.parse::<Rate>().is_err(), "{wrong:?} is refused");
        }
    }

    #[test]
    fn windows_start_at_midnight_utc_for_a_day() {
        let day = Duration::from_secs(86_400);
        // 2026-12-03 21:48:51 UTC.
        let now = 1_796_334_531_000;
        let (start, left) = window(now, day);
        assert_eq!(start, 1_796_256_000_000, "midnight of the 3rd");
        assert_eq!(left, Duration::from_secs(2 * 3600 + 11 * 60 + 9));
        assert_eq!(window(start, day), (start, day));
    }

    #[test]
    fn a_window_counts_each_key_and_starts_again_when_it_passes() {
        let minute = Duration::from_secs(60);
        let limit = Window::new(Rate::new(2, minute));
        let start = Instant::now();
        assert_eq!(limit.take("a", start), Ok(()));
        assert_eq!(limit.take("a", start + Duration::from_secs(10)), Ok(()));
        assert_eq!(
            limit.take("a", start + Duration::from_secs(15)),
            Err(Duration::from_secs(45)),
            "over: told when its window starts again"
        );
        assert_eq!(limit.take("b", start), Ok(()));
        assert_eq!(limit.take("a", start + Duration::from_secs(61)), Ok(()));
        let none = Window::new(Rate::new(0, minute));
        assert_eq!(none.take("a", start), Err(minute));
    }

    #[test]
    fn the_wait_grows_after_the_free_failures_and_a_success_ends_it() {
        let backoff = Backoff::new(3, Duration::from_secs(60));
        let t = Instant::now();
        for _ in 0..3 {
            assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::ZERO);
            backoff.failed("ann@1.2.3.4", t);
        }
        assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::ZERO);
        backoff.failed("ann@1.2.3.4", t);
        assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::from_secs(1));
        backoff.failed("ann@1.2.3.4", t);
        assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::from_secs(2));
        for _ in 0..20 {
            backoff.failed("ann@1.2.3.4", t);
        }
        assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::from_secs(60));
        // Another address trying the same name waits nothing.
        assert_eq!(backoff.wait("ann@5.6.7.8", t), Duration::ZERO);
        assert_eq!(
            backoff.wait("ann@1.2.3.4", t + Duration::from_secs(61)),
            Duration::ZERO
        );
        backoff.succeeded("ann@1.2.3.4");
        backoff.failed("ann@1.2.3.4", t);
        assert_eq!(backoff.wait("ann@1.2.3.4", t), Duration::ZERO);
    }

    #[test]
    fn a_flood_of_keys_cannot_grow_a_limit_without_bound() {
        let minute = Duration::from_secs(60);
        let limit = Window::new(Rate::new(1, minute));
        let t = Instant::now();
        for i in 0..MAX_KEYS {
            assert_eq!(limit.take(&i.to_string(), t), Ok(()));
        }
        // Full of live keys: a new one is refused, an old one is still counted.
        assert_eq!(limit.take("new", t), Err(minute));
        assert_eq!(limit.take("0", t), Err(minute));
        // Once their windows pass they are forgotten, and new keys fit again.
        assert_eq!(limit.take("new", t + Duration::from_secs(61)), Ok(()));
        assert!(limit.tries.lock().unwrap().len() < 10);
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }
}
