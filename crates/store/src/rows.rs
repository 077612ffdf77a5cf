//! The reads every part of the store makes alike: one row by its id, and every row of a list.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, FromRow};

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
