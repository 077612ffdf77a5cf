//! Following a table: the fresh view, or the events missed since a version; and leaving.

use parlour_engine::Viewer;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::{Actor, Follower};
use crate::table::Person;

impl Actor {
    pub(super) fn unwatch(&mut self, conn: u64) {
        self.followers.remove(&conn);
        // Whoever leaves while waiting for a seat gives up the place.
        self.waiting.retain(|w| w.asked.conn != conn);
        self.refresh_summary();
    }

    pub(super) fn watch(
        &mut self,
        conn: u64,
        person: Option<Person>,
        version: Option<u64>,
        views: bool,
        out: mpsc::Sender<String>,
    ) {
        let now = self.table.version();
        let viewer = self.viewer_of(&person);
        let missed = version.and_then(|v| self.history.since(v, now));
        let messages: Vec<String> = match missed {
            Some(entries) => entries
                .into_iter()
                .map(|entry| {
                    let events = match viewer {
                        Viewer::Seat(s) => entry.seats.get(s.index()).cloned().unwrap_or_default(),
                        _ => entry.spectator.clone(),
                    };
                    json!({"type": "events", "table": self.id, "version": entry.version, "events": events, "replayed": true}).to_string()
                })
                .chain(std::iter::once({
                    let mut caught_up = json!({"type": "caught_up", "table": self.id, "version": now, "turn": self.turn()});
                    if views {
                        caught_up["seat"] = json!(match viewer { Viewer::Seat(s) => Some(s.index()), _ => None });
                        caught_up["seats"] = json!(self.seat_names());
                        caught_up["view"] = self.table.view(viewer);
                        caught_up["fair"] = self.next_shuffle(viewer);
                    }
                    caught_up.to_string()
                }))
                .collect(),
            None => vec![self.view_message(&person)],
        };
        for message in messages {
            if out.try_send(message).is_err() {
                return;
            }
        }
        self.followers.insert(conn, Follower { person, views, out });
        self.refresh_summary();
    }

    /// The fresh view of the table for a follower.
    pub(super) fn view_message(&self, person: &Option<Person>) -> String {
        let viewer = self.viewer_of(person);
        json!({
            "type": "view",
            "table": self.id,
            "version": self.table.version(),
            "seat": match viewer { Viewer::Seat(s) => Some(s.index()), _ => None },
            "seats": self.seat_names(),
            "turn": self.turn(),
            "view": self.table.view(viewer),
            "fair": self.next_shuffle(viewer),
        })
        .to_string()
    }

    pub(super) fn turn(&self) -> Value {
        match self.deadline {
            Some((seat, deadline)) => json!({
                "seat": seat.index(),
                "deadline": deadline,
                "length_ms": self.app.config.turn.as_millis() as u64,
            }),
            None => Value::Null,
        }
    }

    pub(super) fn seat_names(&self) -> Vec<Option<String>> {
        self.table
            .players()
            .iter()
            .map(|p| (!p.is_empty()).then(|| p.name.clone()))
            .collect()
    }
}
