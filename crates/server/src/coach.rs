//! Where the coach works (docs/server.md, "The coach"): a hint, a round's review, a session's
//! report, a practice hand. Each is arithmetic of a millisecond or so, and a review replays a
//! round's record too: on the async workers it would hold up the tables they carry, and unbounded
//! a flood of asks would take every core. So it runs on the blocking threads, at most a few at a
//! time, and a caller waits a moment at most for its turn before it is told the coach is busy.
//! Nobody holds a database connection while it runs.

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::api::ApiError;

/// The coach's turns on the blocking threads.
#[derive(Debug)]
pub struct Coach {
    turns: Arc<Semaphore>,
    wait: Duration,
}

/// Why the coach gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unanswered {
    /// Every turn was taken for longer than a caller waits.
    Busy,
    /// The blocking task failed (it panicked, or the runtime is stopping).
    Failed,
}

impl Coach {
    /// A coach working at most `at_once` asks together, each caller waiting at most `wait`.
    pub fn new(at_once: usize, wait: Duration) -> Coach {
        Coach {
            turns: Arc::new(Semaphore::new(at_once.max(1))),
            wait,
        }
    }

    /// The room's: half the machine's cores (one at least), as the password hasher has, so that
    /// the tables keep the rest; a caller waits two seconds at most.
    pub fn for_this_machine() -> Coach {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Coach::new(cores / 2, Duration::from_secs(2))
    }

    /// Runs `work` on a blocking thread in its turn.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Unanswered> {
        let turn = tokio::time::timeout(self.wait, Arc::clone(&self.turns).acquire_owned())
            .await
            .map_err(|_| Unanswered::Busy)?
            .map_err(|_| Unanswered::Failed)?;
        tokio::task::spawn_blocking(move || {
            let done = work();
            drop(turn);
            done
        })
        .await
        .map_err(|_| Unanswered::Failed)
    }
}

impl From<Unanswered> for ApiError {
    fn from(unanswered: Unanswered) -> ApiError {
        match unanswered {
            Unanswered::Busy => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                "the coach is busy; try again",
            )
            .with("why", "coach"),
            Unanswered::Failed => {
                tracing::error!("the coach's work failed");
                ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "server",
                    "the coach failed",
                )
                .with("why", "coach")
            }
        }
    }
}
