//! The browser client: the plain JavaScript modules, HTML and CSS of `web/public/`, embedded in the
//! binary (rust-embed; a debug build reads them from the folder, so a page reloads with an edit)
//! and served at `/`.
//!
//! **Cache.** The files have no hashes in their names (there is no build step), so every answer
//! carries an `ETag` (the file's SHA-256, which rust-embed works out when it embeds it) and
//! `Cache-Control: no-cache`: the browser keeps each file and asks again each time, and an
//! unchanged file costs a `304 Not Modified` and no body.
//!
//! **Headers on every answer** (the API's too): a Content-Security-Policy that allows scripts,
//! styles, images and connections from this origin only (no inline script or style, no other
//! origin, no plugin, no framing), `nosniff`, and no referrer.

use std::borrow::Cow;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/public/"]
struct Files;

/// The Content-Security-Policy of every answer.
pub const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// A file of the client, by its path (`/` is `index.html`).
pub async fn file(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    let Some(file) = Files::get(path) else {
        return (StatusCode::NOT_FOUND, "no such page").into_response();
    };
    let tag = format!("\"{}\"", hex(&file.metadata.sha256_hash()));
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == tag));
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        // An embedded file is sent from the binary as it is, without a copy.
        Response::new(match file.data {
            Cow::Borrowed(bytes) => Body::from(Bytes::from_static(bytes)),
            Cow::Owned(bytes) => Body::from(bytes),
        })
    };
    let out = response.headers_mut();
    out.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind(path)));
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if let Ok(tag) = HeaderValue::from_str(&tag) {
        out.insert(header::ETAG, tag);
    }
    response
}

/// Nothing the API answers is kept by a cache, on the way or in the browser: its answers are a
/// person's own (their account, statement and hands) or change from one moment to the next.
pub async fn unstored(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let api = request.uri().path().starts_with("/api/");
    let mut response = next.run(request).await;
    if api {
        (response.headers_mut())
            .entry(header::CACHE_CONTROL)
            .or_insert(HeaderValue::from_static("no-store"));
    }
    response
}

/// The security headers, on every answer.
pub async fn secure(mut response: Response) -> Response {
    let out = response.headers_mut();
    out.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(POLICY),
    );
    out.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    out.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

fn kind(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("ico") => "image/x-icon",
        _ => "application/octet-stream",
    }
}

fn hex(bytes: &[u8]) -> String {
    crate::auth::hex(bytes)
}
