//! `parlour serve --config FILE`: the room's settings in a TOML file. Every flag of `parlour
//! serve` is also a key, spelled with `_` for `-` (`turn_seconds = 20`, `public_url = "..."`), a
//! flag that repeats taking a list (`limit = ["conns=128", "signin=20/1m"]`), a switch `true`. A
//! flag given on the command line wins over the file's key. The file is turned into the flags it
//! stands for and read by the same parser as the command line, so a key is checked exactly as its
//! flag is; a key that is no flag's is refused, naming the keys there are.

use std::ffi::OsString;
use std::path::Path;

use clap::parser::ValueSource;
use clap::{ArgMatches, CommandFactory, FromArgMatches};
use serde_json::Value;

use crate::serve::Args;

/// The largest settings file read: a room's settings are a few hundred bytes.
const LARGEST: u64 = 1 << 20;

/// The arguments with the file's settings under the command line's (`given`, its flags as typed
/// after `parlour serve`), and every setting as it now stands: its key, value and where it came
/// from (`default`, `file` or `flag`).
pub fn read(
    file: &Path,
    given: &ArgMatches,
    typed: Vec<OsString>,
) -> Result<(Args, ArgMatches), String> {
    let size = std::fs::metadata(file)
        .map_err(|e| format!("{}: {e}", file.display()))?
        .len();
    if size > LARGEST {
        return Err(format!(
            "{}: over 1 MiB; a settings file is small",
            file.display()
        ));
    }
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let table: toml::Table = text
        .parse()
        .map_err(|e| format!("{}: {e}", file.display()))?;
    let command = Args::command();
    let mut flags: Vec<OsString> = vec!["parlour serve".into()];
    for (key, value) in &table {
        let arg = (command.get_arguments())
            .find(|a| a.get_long().is_some_and(|l| key_of(l) == *key) && key != "config")
            .ok_or_else(|| {
                let keys: Vec<String> = keys().collect();
                format!(
                    "{}: no setting is named {key:?}; the keys are {}",
                    file.display(),
                    keys.join(", ")
                )
            })?;
        // The command line wins: its flag replaces the file's key, a list's whole list included.
        if given.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine) {
            continue;
        }
        let long = format!("--{}", arg.get_long().expect("found by its long name"));
        let values = match value {
            toml::Value::Array(values) => values.iter().collect(),
            one => vec![one],
        };
        for value in values {
            match value {
                toml::Value::Boolean(on) if !arg.get_action().takes_values() => {
                    if *on {
                        flags.push(long.clone().into());
                    }
                }
                toml::Value::String(s) => flags.extend([long.clone().into(), s.into()]),
                toml::Value::Integer(n) => {
                    flags.extend([long.clone().into(), n.to_string().into()])
                }
                toml::Value::Float(x) => flags.extend([long.clone().into(), x.to_string().into()]),
                other => {
                    return Err(format!(
                        "{}: {key} = {} is not what --{} takes",
                        file.display(),
                        other.type_str(),
                        arg.get_long().unwrap_or_default()
                    ));
                }
            }
        }
    }
    flags.extend(typed);
    let matches = Args::command()
        .try_get_matches_from(flags)
        .map_err(|e| format!("{}: {}", file.display(), e.render()))?;
    let args = Args::from_arg_matches(&matches).map_err(|e| e.to_string())?;
    Ok((args, matches))
}

/// A flag's key in the file: its long name, `_` for `-`.
fn key_of(long: &str) -> String {
    long.replace('-', "_")
}

/// Every key a settings file may have.
fn keys() -> impl Iterator<Item = String> {
    let command = Args::command();
    let longs: Vec<String> = (command.get_arguments())
        .filter_map(|a| a.get_long())
        .filter(|l| *l != "config" && *l != "help")
        .map(key_of)
        .collect();
    longs.into_iter()
}

/// Every setting as it runs (`matches`, the final parse), with where it came from: the command
/// line (`given`) or the file (`file`, its keys) or the default. A database URL's password is not
/// shown.
pub fn running(
    matches: &ArgMatches,
    given: &ArgMatches,
    file: &[String],
) -> Vec<(String, Value, &'static str)> {
    let command = Args::command();
    let mut settings = Vec::new();
    for arg in command.get_arguments() {
        let Some(long) = arg.get_long() else { continue };
        if long == "help" || long == "config" {
            continue;
        }
        let id = arg.get_id().as_str();
        let key = key_of(long);
        let raw: Vec<String> = (matches.get_raw(id).into_iter().flatten())
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let value = if !arg.get_action().takes_values() {
            Value::Bool(matches.get_flag(id))
        } else if matches!(arg.get_action(), clap::ArgAction::Append) {
            Value::Array(raw.into_iter().map(Value::String).collect())
        } else {
            match raw.into_iter().next() {
                None => Value::Null,
                Some(one) if key == "db" => Value::String(without_password(&one)),
                Some(one) => (one.parse::<serde_json::Number>().ok())
                    .map_or(Value::String(one), Value::Number),
            }
        };
        let from = if given.value_source(id) == Some(ValueSource::CommandLine) {
            "flag"
        } else if file.contains(&key) {
            "file"
        } else {
            "default"
        };
        settings.push((key, value, from));
    }
    settings
}

/// A database URL with its password, if it has one, hidden.
fn without_password(url: &str) -> String {
    let Some(scheme) = url.find("://") else {
        return url.to_string();
    };
    let rest = &url[scheme + 3..];
    let host_at = rest.find('/').unwrap_or(rest.len());
    match rest[..host_at].rfind('@') {
        Some(at) => match rest[..at].find(':') {
            Some(colon) => format!(
                "{}{}:***{}",
                &url[..scheme + 3],
                &rest[..colon],
                &rest[at..]
            ),
            None => url.to_string(),
        },
        None => url.to_string(),
    }
}

/// The keys a settings file has, for [`running`].
pub fn keys_in(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| t.parse::<toml::Table>().ok())
        .map(|t| t.keys().cloned().collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::without_password;

    #[test]
    fn a_database_password_is_never_shown() {
        assert_eq!(
            without_password("postgres://parlour:s3cret@db.example:5432/room"),
            "postgres://parlour:***@db.example:5432/room"
        );
        assert_eq!(
            without_password("postgres://db.example/room"),
            "postgres://db.example/room"
        );
        assert_eq!(
            without_password("sqlite:///var/lib/parlour/parlour.db"),
            "sqlite:///var/lib/parlour/parlour.db"
        );
        // An @ in the path is no password's.
        assert_eq!(
            without_password("sqlite:///srv/a@b/parlour.db"),
            "sqlite:///srv/a@b/parlour.db"
        );
    }
}
