//! Prometheus metrics, in the text exposition format at `/metrics`: counters and gauges as atomics,
//! and three latency histograms (an action from its arrival to its answer, the database write
//! inside it, and the coach's work on a hint).

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// Bucket bounds of the latency histograms, in seconds.
const BUCKETS: [f64; 12] = [
    0.000_25, 0.000_5, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0,
];

/// A latency histogram.
#[derive(Debug, Default)]
pub struct Histogram {
    counts: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    /// The sum, in microseconds.
    sum_us: AtomicU64,
}

impl Histogram {
    pub fn observe(&self, took: Duration) {
        let seconds = took.as_secs_f64();
        for (bound, count) in BUCKETS.iter().zip(&self.counts) {
            if seconds <= *bound {
                count.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_us
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
    }

    fn render(&self, name: &str, help: &str, out: &mut String) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        for (bound, count) in BUCKETS.iter().zip(&self.counts) {
            let _ = writeln!(
                out,
                "{name}_bucket{{le=\"{bound}\"}} {}",
                count.load(Ordering::Relaxed)
            );
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let sum = self.sum_us.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

/// Everything the server counts.
#[derive(Debug, Default)]
pub struct Metrics {
    pub tables: AtomicI64,
    pub connections: AtomicI64,
    pub actions: AtomicU64,
    pub refusals: AtomicU64,
    pub timeouts: AtomicU64,
    pub stale_timers: AtomicU64,
    pub protocol_errors: AtomicU64,
    /// Writes refused by the fence: the table's lease had passed to another node.
    pub fenced: AtomicU64,
    /// Tables this node stopped serving because another node took them (or was handed them).
    pub given_up: AtomicU64,
    /// Tables this node claimed and rebuilt from their records.
    pub claimed: AtomicU64,
    /// Hints the coach was asked to work out (those refused at the table are not counted).
    pub hints: AtomicU64,
    pub action_latency: Histogram,
    pub db_write_latency: Histogram,
    /// A hint's work, from its view handed to the coach to its answer made, its wait for a turn
    /// on the blocking threads included.
    pub hint_latency: Histogram,
    /// Set while the database does not take writes: the last batch failed for the database's
    /// own reasons (a full disk, the database away), not for a refusal of one of its actions.
    pub writes_failing: std::sync::atomic::AtomicBool,
    /// The count of actions as the keeper last read it, a sample a second or so over the last
    /// minute: what the room's pace is worked out from ([`Metrics::pace`]).
    samples: std::sync::Mutex<std::collections::VecDeque<(std::time::Instant, u64)>>,
}

/// How far back the room's pace looks.
const PACE_OVER: std::time::Duration = std::time::Duration::from_secs(60);

impl Metrics {
    /// Notes the count of actions now (the keeper's round does, every second or so).
    pub fn sample(&self, now: std::time::Instant) {
        let actions = self.actions.load(Ordering::Relaxed);
        let mut samples = self.samples.lock().expect("never poisoned");
        while samples
            .front()
            .is_some_and(|(at, _)| now.duration_since(*at) > PACE_OVER)
        {
            samples.pop_front();
        }
        samples.push_back((now, actions));
    }

    /// Actions a second over the last minute (or as long as has been sampled).
    pub fn pace(&self) -> f64 {
        let samples = self.samples.lock().expect("never poisoned");
        match (samples.front(), samples.back()) {
            (Some((first, from)), Some((last, to))) if last > first => {
                (to - from) as f64 / last.duration_since(*first).as_secs_f64()
            }
            _ => 0.0,
        }
    }

    /// The metrics in Prometheus's text format.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let gauge = |out: &mut String, name: &str, help: &str, value: i64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}"
            );
        };
        let counter = |out: &mut String, name: &str, help: &str, value: u64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {value}"
            );
        };
        gauge(
            &mut out,
            "parlour_tables",
            "Tables open.",
            self.tables.load(Ordering::Relaxed),
        );
        gauge(
            &mut out,
            "parlour_connections",
            "WebSocket connections open.",
            self.connections.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_actions_total",
            "Actions accepted and written.",
            self.actions.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_refusals_total",
            "Actions refused by the engine or the server.",
            self.refusals.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_timeouts_total",
            "Turns that ran out and were played by the engine's timeout action.",
            self.timeouts.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_stale_timers_total",
            "Timers that fired after their turn had passed, and did nothing.",
            self.stale_timers.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_protocol_errors_total",
            "Client messages answered with an error.",
            self.protocol_errors.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_fenced_writes_total",
            "Writes refused because the table's lease had passed to another node.",
            self.fenced.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_tables_given_up_total",
            "Tables this node stopped serving: taken over by, or handed to, another node.",
            self.given_up.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_tables_claimed_total",
            "Tables this node claimed and rebuilt from their records.",
            self.claimed.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "parlour_hints_total",
            "Hints the coach was asked to work out.",
            self.hints.load(Ordering::Relaxed),
        );
        self.action_latency.render(
            "parlour_action_seconds",
            "From an action's arrival at its table to its answer, written.",
            &mut out,
        );
        self.db_write_latency.render(
            "parlour_db_write_seconds",
            "A transaction of the writer: the actions and postings of every table waiting.",
            &mut out,
        );
        self.hint_latency.render(
            "parlour_hint_seconds",
            "A hint's work, its wait for a turn on the blocking threads included.",
            &mut out,
        );
        out
    }
}
