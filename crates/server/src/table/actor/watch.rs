//! Following a table: the fresh view, or the events missed since a version; and leaving.

use parlour_engine::Viewer;
use tokio::sync::mpsc;

use super::{Actor, Follower};
use crate::protocol::{Change, Fresh, Outbound, Turn};
use crate::table::Person;

impl Actor {
    pub(super) fn unwatch(&mut self, conn: u64) {
        let Some(left) = self.followers.remove(&conn) else {
            return;
        };
        // Whoever leaves while waiting for a seat gives up the place (a seat kept for nobody
        // would hold the table up); a stand, a move or a top-up kept stays asked for.
        let before = self.kept.len();
        self.kept
            .retain(|k| k.asked.conn != conn || k.change != Change::Sit);
        // A person seated whom no connection follows any more is away from now on, and the seat
        // says so.
        let away = left.person.is_some_and(|p| self.now_away(p.user));
        if away || self.kept.len() != before {
            self.send_views();
        } else {
            self.refresh_summary();
        }
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
                    Outbound::Replayed {
                        table: self.id,
                        version: entry.version,
                        events,
                        replayed: true,
                    }
                    .text()
                })
                .chain(std::iter::once(
                    Outbound::CaughtUp {
                        table: self.id,
                        version: now,
                        to_act: self.table.to_act().iter().map(|s| s.index()).collect(),
                        turn: self.turn(),
                        moves: match viewer {
                            Viewer::Seat(s) => Some(self.table.legal_moves(s)),
                            _ => None,
                        },
                        fresh: views.then(|| self.fresh(viewer)),
                    }
                    .text(),
                ))
                .collect(),
            None => vec![self.view_message(&person)],
        };
        for message in messages {
            if out.try_send(message).is_err() {
                return;
            }
        }
        // A person seated who is back: their seat is no longer away, for everyone else too.
        let back = (person.as_ref()).is_some_and(|p| self.away.remove(&p.user).is_some());
        self.followers.insert(conn, Follower { person, views, out });
        if back {
            self.send_views();
        } else {
            self.refresh_summary();
        }
    }

    /// The fresh view of the table for a follower.
    pub(super) fn view_message(&self, person: &Option<Person>) -> String {
        Outbound::View {
            table: self.id,
            version: self.table.version(),
            turn: self.turn(),
            fresh: self.fresh(self.viewer_of(person)),
        }
        .text()
    }

    /// The table as `viewer` sees it now.
    fn fresh(&self, viewer: Viewer) -> Fresh {
        Fresh {
            seat: match viewer {
                Viewer::Seat(s) => Some(s.index()),
                _ => None,
            },
            seats: self.seat_names(),
            view: self.table.view(viewer),
            fair: self.next_shuffle(viewer),
            kept: self.kept_notes(),
            away: self.away_seats(),
            paused: self.paused.clone(),
            hints: self.hints,
        }
    }

    pub(super) fn turn(&self) -> Option<Turn> {
        self.deadline.map(|(seat, deadline)| Turn {
            seat: seat.index(),
            deadline,
            length_ms: self.app.config.turn.as_millis() as u64,
        })
    }

    pub(super) fn seat_names(&self) -> Vec<Option<String>> {
        self.table
            .players()
            .iter()
            .map(|p| (!p.is_empty()).then(|| p.name.clone()))
            .collect()
    }
}
