//! What every part of the store does alike: read one row by its id, read every row of a list,
//! run a write, and write one row only if it is as the write expects.

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::query::Query;
use sqlx::{Any, AnyConnection, FromRow};

use crate::{Result, StoreError};

/// The one row `sql` selects for `id` (its `$1`), or [`StoreError::NotFound`] naming it `what`.
pub(crate) async fn by_id<R>(
    conn: &mut AnyConnection,
    sql: &'static str,
    what: &str,
    id: i64,
) -> Result<R>
where
    R: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
{
    let row: Option<R> = sqlx::query_as(sql)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?;
    row.ok_or_else(|| StoreError::NotFound(format!("{what} {id}")))
}

/// Every row `sql` selects (it takes no parameter), in its order, each made into a `T`.
pub(crate) async fn all<R, T>(
    conn: &mut AnyConnection,
    sql: &'static str,
    make: fn(R) -> T,
) -> Result<Vec<T>>
where
    R: for<'r> FromRow<'r, AnyRow> + Send + Unpin,
{
    let rows: Vec<R> = sqlx::query_as(sql).fetch_all(&mut *conn).await?;
    Ok(rows.into_iter().map(make).collect())
}

/// Runs `write`, a statement whose rows written tell nothing more than that it ran.
pub(crate) async fn run(
    conn: &mut AnyConnection,
    write: Query<'_, Any, AnyArguments>,
) -> Result<()> {
    write.execute(&mut *conn).await?;
    Ok(())
}

/// Runs `write`: how many rows it wrote (or deleted).
pub(crate) async fn written(
    conn: &mut AnyConnection,
    write: Query<'_, Any, AnyArguments>,
) -> Result<u64> {
    Ok(write.execute(&mut *conn).await?.rows_affected())
}

/// Runs `write`, a statement that writes one row, or none if the row is not as it must be (not
/// there, changed since it was read, taken already): whether it wrote one.
pub(crate) async fn changed_one(
    conn: &mut AnyConnection,
    write: Query<'_, Any, AnyArguments>,
) -> Result<bool> {
    let done = write.execute(&mut *conn).await?;
    Ok(done.rows_affected() == 1)
}
