//! The migrations, embedded in the binary: `migrations/*.sql`, in order. They are built here
//! rather than with sqlx's `migrate!` macro so that the build needs none of sqlx's macros.

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// Each migration: its version, what it does, its SQL.
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "accounts",
        include_str!("../migrations/0001_accounts.sql"),
    ),
    (2, "ledger", include_str!("../migrations/0002_ledger.sql")),
    (3, "tables", include_str!("../migrations/0003_tables.sql")),
    (4, "hands", include_str!("../migrations/0004_hands.sql")),
    (5, "leases", include_str!("../migrations/0005_leases.sql")),
    (
        6,
        "seatings and requests",
        include_str!("../migrations/0006_seatings_and_requests.sql"),
    ),
    (
        7,
        "allowances",
        include_str!("../migrations/0007_allowances.sql"),
    ),
    (
        8,
        "skeletons",
        include_str!("../migrations/0008_skeletons.sql"),
    ),
    (
        9,
        "sessions seen",
        include_str!("../migrations/0009_sessions_seen.sql"),
    ),
    (
        10,
        "hands played",
        include_str!("../migrations/0010_hands_played.sql"),
    ),
    (
        11,
        "operators",
        include_str!("../migrations/0011_operators.sql"),
    ),
    (
        12,
        "sanctions",
        include_str!("../migrations/0012_sanctions.sql"),
    ),
    (
        13,
        "snapshots",
        include_str!("../migrations/0013_snapshots.sql"),
    ),
    (
        14,
        "languages",
        include_str!("../migrations/0014_languages.sql"),
    ),
    (15, "hints", include_str!("../migrations/0015_hints.sql")),
];

pub fn migrator() -> Migrator {
    Migrator::with_migrations(
        MIGRATIONS
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    description.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}
