//! The betting week: a player may change their own betting limit at most once a week, and the week
//! starts on Friday at 12:00 noon, US Eastern time (docs/rules/casino.md §5.8; docs/server.md). Eastern time is
//! `America/New_York` from the time-zone database bundled in the binary, daylight saving included,
//! never a fixed offset: noon is 16:00 UTC in summer and 17:00 UTC in winter.

use jiff::civil::Weekday;
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan};

/// The zone the week is kept in.
fn eastern() -> TimeZone {
    TimeZone::get("America/New_York").expect("the bundled time-zone database has New York")
}

/// `at` (milliseconds since the epoch) in New York.
fn in_new_york(at: i64) -> jiff::Zoned {
    Timestamp::from_millisecond(at)
        .expect("a time in jiff's range")
        .to_zoned(eastern())
}

/// Noon in New York on `date`, in milliseconds since the epoch.
fn noon(date: jiff::civil::Date) -> i64 {
    date.at(12, 0, 0, 0)
        .to_zoned(eastern())
        .expect("noon exists on every day in New York")
        .timestamp()
        .as_millisecond()
}

/// The start of the betting week that `at` (milliseconds since the epoch) falls in: the latest
/// Friday 12:00 in New York at or before it, in milliseconds since the epoch.
pub fn week_start(at: i64) -> i64 {
    let when = in_new_york(at);
    let back = (i64::from(when.weekday().to_monday_zero_offset())
        - i64::from(Weekday::Friday.to_monday_zero_offset()))
    .rem_euclid(7);
    let friday = when.date() - back.days();
    // On a Friday morning the week began the Friday before.
    if noon(friday) <= at {
        noon(friday)
    } else {
        noon(friday - 7.days())
    }
}

/// The start of the week after the one `at` falls in: when a limit changed at `at` may change
/// again.
pub fn next_week(at: i64) -> i64 {
    noon(in_new_york(week_start(at)).date() + 7.days())
}

/// When a limit last changed at `last` may change again (`None`: now, it has never changed).
pub fn next_change(last: Option<i64>) -> Option<i64> {
    last.map(next_week)
}

/// Whether a limit last changed at `last` may change at `now`.
pub fn may_change(last: Option<i64>, now: i64) -> bool {
    next_change(last).is_none_or(|next| now >= next)
}

/// `at` (milliseconds since the epoch) in words as New York has it: "Friday 10 July 2026, 12:00
/// New York time". A page says it in its reader's own zone from the milliseconds themselves.
pub fn in_words(at: i64) -> String {
    format!(
        "{} New York time",
        in_new_york(at).strftime("%A %-d %B %Y, %H:%M")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Milliseconds since the epoch of a UTC time written `2026-07-10T16:00:00Z`.
    fn utc(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn the_week_turns_at_friday_noon_in_new_york_in_summer_and_in_winter() {
        // A time, and the start of its betting week.
        for (at, start) in [
            // Summer (EDT, UTC-4): Friday 10 July 2026, noon is 16:00 UTC.
            ("2026-07-10T16:00:00Z", "2026-07-10T16:00:00Z"),
            ("2026-07-10T15:59:59Z", "2026-07-03T16:00:00Z"),
            ("2026-07-14T09:30:00Z", "2026-07-10T16:00:00Z"),
            // Winter (EST, UTC-5): Friday 9 January 2026, noon is 17:00 UTC.
            ("2026-01-09T17:00:00Z", "2026-01-09T17:00:00Z"),
            ("2026-01-09T16:59:59Z", "2026-01-02T17:00:00Z"),
        ] {
            assert_eq!(week_start(utc(at)), utc(start), "{at}");
        }
        // A time, the start of its week and of the next, across a change of the clocks.
        for (at, start, next) in [
            // A week that spans the change to summer time (Sunday 8 March 2026) is an hour short
            // of 168 hours: from Friday 6 March 17:00 UTC to Friday 13 March 16:00 UTC.
            (
                "2026-03-10T12:00:00Z",
                "2026-03-06T17:00:00Z",
                "2026-03-13T16:00:00Z",
            ),
            // And back (Sunday 1 November 2026): 169 hours.
            (
                "2026-11-02T12:00:00Z",
                "2026-10-30T16:00:00Z",
                "2026-11-06T17:00:00Z",
            ),
        ] {
            assert_eq!(week_start(utc(at)), utc(start), "{at}");
            assert_eq!(next_week(utc(at)), utc(next), "{at}");
        }
    }

    #[test]
    fn a_limit_changes_once_a_week() {
        // Changed on Thursday evening: the next change is allowed from Friday noon, the next day.
        let thursday = utc("2026-07-09T23:00:00Z");
        assert_eq!(
            next_change(Some(thursday)),
            Some(utc("2026-07-10T16:00:00Z"))
        );
        assert!(!may_change(Some(thursday), utc("2026-07-10T15:59:59Z")));
        assert!(may_change(Some(thursday), utc("2026-07-10T16:00:00Z")));
        // Changed on Friday afternoon: a full week to wait.
        let friday = utc("2026-07-10T17:00:00Z");
        assert!(!may_change(Some(friday), utc("2026-07-16T23:00:00Z")));
        assert!(may_change(Some(friday), utc("2026-07-17T16:00:00Z")));
        assert!(
            may_change(None, friday),
            "a limit never changed may change now"
        );
    }

    #[test]
    fn a_time_is_said_in_words_in_new_york() {
        assert_eq!(
            in_words(utc("2026-07-10T16:00:00Z")),
            "Friday 10 July 2026, 12:00 New York time"
        );
        assert_eq!(
            in_words(utc("2026-01-09T17:00:00Z")),
            "Friday 9 January 2026, 12:00 New York time"
        );
    }
}
