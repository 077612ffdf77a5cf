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
use sha2::Digest;

#[derive(RustEmbed)]
#[folder = "../../web/public/"]
struct Files;

/// The Content-Security-Policy of every answer.
pub const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// A file of the client, by its path (`/` is `index.html`), or a catalogue of its words
/// (`/locales/LANG/AREA.ftl`, parlour_words's own text).
pub async fn file(uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    if let Some(rest) = path.strip_prefix("locales/") {
        return match catalogue(rest) {
            Some(text) => {
                let tag = hex(&sha2::Sha256::digest(text.as_bytes()));
                answer(Cow::Borrowed(text.as_bytes()), &tag, path, &headers)
            }
            None => (StatusCode::NOT_FOUND, "no such catalogue").into_response(),
        };
    }
    let Some(file) = Files::get(path) else {
        return (StatusCode::NOT_FOUND, "no such page").into_response();
    };
    let tag = hex(&file.metadata.sha256_hash());
    if path == "index.html" {
        return page(file.data, &tag, &headers);
    }
    answer(file.data, &tag, path, &headers)
}

/// The page in the language the browser asks for first (`Accept-Language`), as far as its
/// `<html lang>` goes: a screen reader reads the page's first words in that language's voice
/// before the script has chosen (the account's choice may change it then). Each language is a
/// version of its own to a cache (`Vary`, and the language in the `ETag`).
fn page(data: Cow<'static, [u8]>, tag: &str, headers: &HeaderMap) -> Response {
    let asked = (headers.get(header::ACCEPT_LANGUAGE))
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let lang = parlour_words::Lang::choose(asked);
    let data = match (lang, std::str::from_utf8(&data)) {
        (parlour_words::Lang::En, _) | (_, Err(_)) => data,
        (lang, Ok(text)) => Cow::Owned(
            text.replacen(
                "<html lang=\"en\">",
                &format!("<html lang=\"{}\">", lang.code()),
                1,
            )
            .into_bytes(),
        ),
    };
    let mut response = answer(
        data,
        &format!("{tag}-{}", lang.code()),
        "index.html",
        headers,
    );
    (response.headers_mut()).insert(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

/// A catalogue by `LANG/AREA.ftl`: a language's exact code and an area's exact name, nothing
/// else (no region, no other path).
fn catalogue(path: &str) -> Option<&'static str> {
    let (lang, file) = path.split_once('/')?;
    let area = file.strip_suffix(".ftl")?;
    let lang = parlour_words::Lang::ALL
        .into_iter()
        .find(|l| l.code() == lang)?;
    parlour_words::source(lang, area)
}

/// A file's answer: its bytes, or `304` to a browser that holds the same (`tag`, its SHA-256).
fn answer(data: Cow<'static, [u8]>, tag: &str, path: &str, headers: &HeaderMap) -> Response {
    let tag = format!("\"{tag}\"");
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == tag));
    let mut response = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        // An embedded file is sent from the binary as it is, without a copy.
        Response::new(match data {
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
        // Project Fluent's catalogues: text, read by the page's Fluent.
        Some("ftl") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn hex(bytes: &[u8]) -> String {
    crate::auth::hex(bytes)
}
