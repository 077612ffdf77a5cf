//! Opening a table, and rebuilding every open table from its stored record when the server starts.

use std::sync::Arc;

use parlour_cards::{Card, ShuffleKey};
use parlour_engine::fairness::Fairness;
use parlour_engine::record::Deal;
use parlour_engine::registry::{AnyTable, Sort};
use parlour_engine::{Opening, Player, Seat, Viewer};
use parlour_store::{accounts, tables};
use serde_json::{Value, json};

use super::answers::{self, Answers};
use super::snapshot::Snapshot;
use super::{Actor, Occupant, now_ms, spawn};
use crate::App;
use crate::table::bots::{bot_for, bot_level, is_bot};
use crate::table::history::{self, Entry, History};
use crate::table::{Command, Person};

/// Empty seats for a new table.
fn empty_seats(seats: usize) -> Opening {
    Opening {
        players: vec![Player::empty(); seats],
        first: None,
        kitty: 0,
    }
}

/// A table's deal as the database keeps it: a fair table's master key as `fair2:` and its 64 hex
/// digits (docs/fairness.md, scheme 2); `fair2@N:` for a table opened under scheme 1 and dealt by
/// scheme 2 from shuffle N on; `fair1:` for one dealt by scheme 1 throughout (each is turned to
/// scheme 2 when it is next served); a plain key, as tables opened before
/// the fair scheme were, as its 64 hex digits; a stacked pack (a test server's) as the JSON list
/// of its cards, top first.
pub fn stored_deal(deal: &Deal) -> String {
    match deal {
        Deal::Fair {
            master,
            scheme2_from: u32::MAX,
        } => format!("{SCHEME_1}{}", master.to_hex()),
        Deal::Fair {
            master,
            scheme2_from: 0,
        } => format!("{SCHEME_2}{}", master.to_hex()),
        Deal::Fair {
            master,
            scheme2_from,
        } => format!("{SCHEME_2_FROM}{scheme2_from}:{}", master.to_hex()),
        Deal::Key(key) => key.to_hex(),
        Deal::Deck(cards) => serde_json::to_string(cards).expect("cards serialize"),
        Deal::Seed(_) | Deal::Keys(_) => {
            unreachable!("a server table is dealt fair, or from a test's stacked pack")
        }
    }
}

/// How a fair table's stored deal begins: dealt by scheme 1, by scheme 2, or by scheme 2 from a
/// shuffle on (its number and a colon follow).
const SCHEME_1: &str = "fair1:";
const SCHEME_2: &str = "fair2:";
const SCHEME_2_FROM: &str = "fair2@";

/// The deal a stored table's text stands for ([`stored_deal`]).
pub fn read_deal(text: &str) -> Result<Deal, String> {
    let fair = |master: &str, scheme2_from: u32| {
        ShuffleKey::from_hex(master)
            .map(|master| Deal::Fair {
                master,
                scheme2_from,
            })
            .map_err(|e| e.to_string())
    };
    if let Some(master) = text.strip_prefix(SCHEME_1) {
        return fair(master, u32::MAX);
    }
    if let Some(master) = text.strip_prefix(SCHEME_2) {
        return fair(master, 0);
    }
    if let Some((from, master)) = text
        .strip_prefix(SCHEME_2_FROM)
        .and_then(|rest| rest.split_once(':'))
    {
        let from = from
            .parse::<u32>()
            .map_err(|_| format!("a stored deal names no shuffle: {from:?}"))?;
        return fair(master, from);
    }
    if text.starts_with('[') {
        return serde_json::from_str(text)
            .map(Deal::Deck)
            .map_err(|e| format!("an unreadable stacked pack: {e}"));
    }
    ShuffleKey::from_hex(text)
        .map(Deal::Key)
        .map_err(|e| e.to_string())
}

/// Opens a new table of `rules` with `seats` empty seats: its id.
/// Why a table was not opened.
#[derive(Debug)]
pub enum Unopened {
    /// Its rules, seats or deal are no table's, or the store failed: in words.
    Bad(String),
    /// Its opener has this many tables open already, the most they may.
    TooMany(u32),
}

impl From<String> for Unopened {
    fn from(why: String) -> Unopened {
        Unopened::Bad(why)
    }
}

pub async fn open_table(
    app: &Arc<App>,
    rules: Value,
    seats: usize,
    by: Option<i64>,
    deck: Option<Vec<Card>>,
) -> Result<i64, Unopened> {
    let entry = parlour_games::registry().for_rules(&rules)?;
    let spelled = entry.read_rules(&rules)?;
    let (range, stakes) = entry.limits(&rules)?;
    // Every bet is checked against the house maximum as it is made; a table whose rules name a
    // bet over it is not opened at all.
    let house = app.config.house_max;
    if stakes.most > house || stakes.least > house {
        return Err(Unopened::Bad(format!(
            "the table's bets go up to {}, over the house maximum {house}",
            stakes.most.max(stakes.least)
        )));
    }
    if !range.contains(&seats) {
        return Err(Unopened::Bad(format!(
            "a table of these rules has {} to {} seats, not {seats}",
            range.start(),
            range.end()
        )));
    }
    let deal = match deck {
        Some(deck) => Deal::Deck(deck),
        None => {
            let mut key = [0u8; 32];
            getrandom::fill(&mut key).map_err(|e| e.to_string())?;
            Deal::Fair {
                master: ShuffleKey::from_bytes(key),
                scheme2_from: 0,
            }
        }
    };
    let rules = Value::Object(spelled);
    // Opened once here to check the rules and the deal; served from its record by its node.
    entry
        .open(&rules, empty_seats(seats), deal.clone())
        .map_err(|e| e.to_string())?;
    let players = serde_json::to_string(&vec![json!({"name": "", "chips": 0}); seats])
        .expect("players serialize");
    let rules_text = rules.to_string();
    // The table goes to the group's least loaded node, its lease placed there in the transaction
    // that creates it; that node claims it (this one at once, another on its next round).
    let node = crate::group::place(app).await.map_err(|e| e.to_string())?;
    let mut tx = app.store.begin_write().await.map_err(|e| e.to_string())?;
    // Counted in the transaction that opens it, under the write lock: of tables opened at once,
    // no more than the limit are opened.
    // An operator's tables (the room's own) are not held to a player's share.
    let operator = match by {
        Some(user) => parlour_store::operators::is_operator(&mut tx, user)
            .await
            .map_err(|e| e.to_string())?,
        None => false,
    };
    if let Some(user) = by.filter(|_| !operator) {
        let most = app.config.limits.tables;
        let open = tables::opened_by(&mut tx, user)
            .await
            .map_err(|e| e.to_string())?;
        if open >= i64::from(most) {
            return Err(Unopened::TooMany(most));
        }
    }
    let id = tables::create(
        &mut tx,
        tables::NewTable {
            game: entry.id(),
            rules: &rules_text,
            players: &players,
            deal_key: &stored_deal(&deal),
            created_by: by,
            at: now_ms(),
        },
    )
    .await
    .map_err(|e| e.to_string())?;
    parlour_store::group::place(&mut tx, id, node, "{}")
        .await
        .map_err(|e| e.to_string())?;
    tx.commit().await.map_err(|e| e.to_string())?;
    if node == app.node {
        // Claimed and started here, from its record; this node's keeper may get there first.
        let lease = parlour_store::group::Lease {
            table: id,
            node,
            epoch: 0,
            handed: true,
        };
        crate::group::claim(app, &lease)
            .await
            .map_err(|e| e.to_string())?;
        let started = std::time::Instant::now();
        while app.lobby.get(id).is_none() {
            if started.elapsed() > 2 * app.config.lease {
                return Err(Unopened::Bad("the new table could not be started".into()));
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    } else {
        crate::group::notify(app).await;
        if !crate::group::claimed_elsewhere(app, id)
            .await
            .map_err(|e| e.to_string())?
        {
            tracing::warn!(
                table = id,
                node,
                "a table placed on another node is not claimed yet"
            );
        }
    }
    crate::group::notify(app).await;
    Ok(id)
}

/// Rebuilds table `id` from its stored record through the engine, its people and bots seated
/// again, checks its seats against the ledger, and starts serving it under `epoch` (a lease this
/// node has just claimed): the table resumes where it stood, its turn's timer starting again.
pub async fn resume(app: &Arc<App>, id: i64, epoch: i64) -> anyhow::Result<()> {
    // One connection at a time (a read, then the write): tables are rebuilt several at once, and
    // one holding a connection while it waits for another could wait for ever.
    let read = async |id| -> anyhow::Result<(tables::StoredTable, Loaded)> {
        let mut conn = app.store.pool().acquire().await?;
        let t = tables::get(&mut conn, id).await?;
        let loaded = load(&mut conn, &t).await?;
        Ok((t, loaded))
    };
    let (mut t, mut loaded) = read(id).await?;
    // A table opened under scheme 1 deals by scheme 2 from its next shuffle on: scheme 1 made the
    // commitment of an unseeded shuffle its key (docs/fairness.md, the change of scheme).
    if let Ok(Deal::Fair {
        master,
        scheme2_from: u32::MAX,
    }) = read_deal(&t.deal_key)
        && let Some(next) = loaded.table.next_shuffle(Viewer::Auditor)
    {
        let now = stored_deal(&Deal::Fair {
            master,
            scheme2_from: next.number,
        });
        let mut tx = app.store.begin_write().await?;
        parlour_store::group::fence(&mut tx, id, app.node, epoch).await?;
        if tables::set_deal(&mut tx, id, &t.deal_key, &now).await? {
            tx.commit().await?;
            tracing::info!(
                table = id,
                from = next.number,
                "the table deals by scheme 2 from now on"
            );
        } else {
            tx.rollback().await?;
        }
        (t, loaded) = read(id).await?;
    }
    // (Owned, not borrowed from the table, which is not to be shared across the awaits below.)
    let players = loaded.table.players().to_vec();
    let version = loaded.table.version();
    // Who sits where, and the ledger's side of its seats, read (nobody else serves the table
    // now, so no chip of it moves meanwhile).
    let mut conn = app.store.pool().acquire().await?;
    let mut seats = Vec::new();
    for (index, player) in players.iter().enumerate() {
        seats.push(if player.is_empty() {
            None
        } else if is_bot(&player.name) {
            let seed = ((t.id as u64) << 32) ^ version ^ index as u64;
            bot_for(&t.game, &loaded.rules, seed, bot_level(&player.name)).map(Occupant::Bot)
        } else {
            let user = accounts::find_by_name(&mut conn, &player.name)
                .await?
                .ok_or_else(|| anyhow::anyhow!("table {}: no account {:?}", t.id, player.name))?;
            Some(Occupant::Person(Person {
                user: user.id,
                name: user.name,
            }))
        });
    }
    let chips: Vec<(u32, i64)> = players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.chips > 0)
        .map(|(seat, p)| (seat as u32, p.chips as i64))
        .collect();
    // Who sits where, as the store keeps it for the wallets' top-ups, is written afresh from the
    // record (a table of a database older than the store's seatings has none).
    let people: Vec<(u32, i64)> = (seats.iter().enumerate())
        .filter_map(|(seat, occupant)| match occupant {
            Some(Occupant::Person(person)) => Some((seat as u32, person.user)),
            _ => None,
        })
        .collect();
    let stored = parlour_store::seatings::at_table(&mut conn, id).await?;
    let wrong = crate::check_seats(&mut conn, (id, players.len()), &chips).await?;
    drop(conn);
    // Written only where they differ from the record (a table of a database older than the
    // store's seatings has none), with the table's snapshot if one is owed, under the fence: a
    // start of many tables with nothing to mend writes nothing for them.
    let owed = loaded.snapshot.owed(&*loaded.table);
    if stored != people || owed.is_some() {
        let mut tx = app.store.begin_write().await?;
        parlour_store::group::fence(&mut tx, id, app.node, epoch).await?;
        if stored != people {
            parlour_store::seatings::reset(&mut tx, id, &people).await?;
        }
        if let Some(state) = owed {
            tables::keep_snapshot(&mut tx, id, version as i64, &state).await?;
            loaded.snapshot = Snapshot {
                version,
                size: state.len(),
            };
        }
        tx.commit().await?;
    }
    if !wrong.is_empty() {
        tracing::error!(
            table = id,
            ?wrong,
            "the table's seats do not match the ledger"
        );
        app.books.lock().expect("never poisoned").extend(wrong);
    }
    tracing::debug!(table = t.id, version, epoch, "table rebuilt");
    spawn(app, (id, t.created_by), epoch, loaded, seats);
    Ok(())
}

/// What a table served by another node of the group, or a closed one (every pack revealed), has
/// published of its fair shuffles, read from its stored record (its node tells nobody of an
/// action before it is written, so the record says all it has): its game, its rules and the
/// report, or `None` for no such table.
pub async fn stored_fairness(
    app: &App,
    id: i64,
) -> anyhow::Result<Option<(String, Value, Option<Fairness>)>> {
    let mut conn = app.store.pool().acquire().await?;
    let Ok(t) = tables::get(&mut conn, id).await else {
        return Ok(None);
    };
    let Loaded { rules, table, .. } = load(&mut conn, &t).await?;
    // A closed table's session is over: every pack it shuffled is revealed.
    let over = t.closed_at.is_some();
    Ok(Some((t.game, rules, table.fairness(over))))
}

/// A stored table, played through the engine to where it stands.
pub(super) struct Loaded {
    pub(super) rules: Value,
    pub(super) table: Box<dyn AnyTable>,
    /// Its last actions' events, as each viewer saw them when they were played: a client following
    /// the table from a version it had on another node (or before a restart) is sent what it
    /// missed, as it would have been by the node that played it.
    pub(super) history: History,
    /// The answers to the requests that brought its last actions: one asked again is answered as
    /// it was.
    pub(super) answers: Answers,
    /// Why an operator paused it, if one has.
    pub(super) paused: Option<String>,
    /// The hints the coach gives at it.
    pub(super) hints: crate::table::Hints,
    /// Its snapshot it was resumed from, if it was.
    pub(super) snapshot: Snapshot,
}

/// A stored table brought to where it stands: resumed from its snapshot, if it has one that
/// reads back, and the actions since played through the engine; or else its whole record played.
async fn load(conn: &mut sqlx::AnyConnection, t: &tables::StoredTable) -> anyhow::Result<Loaded> {
    let entry = parlour_games::registry()
        .get(&t.game)
        .ok_or_else(|| anyhow::anyhow!("table {}: unknown game {}", t.id, t.game))?;
    let rules: Value = serde_json::from_str(&t.rules)?;
    let players: Vec<Player> = serde_json::from_str(&t.players)?;
    let deal = read_deal(&t.deal_key).map_err(|e| anyhow::anyhow!("table {}: {e}", t.id))?;
    let seating = Opening {
        players,
        first: None,
        kitty: 0,
    };
    let resumed = match tables::snapshot(conn, t.id).await? {
        Some((version, state)) => match entry.resume(&rules, &deal, &state) {
            Ok(table) if table.version() == version as u64 => Some((table, state.len())),
            Ok(_) => {
                tracing::warn!(
                    table = t.id,
                    "the table's snapshot is not of its version; replaying its record"
                );
                None
            }
            Err(why) => {
                tracing::warn!(table = t.id, %why, "the table's snapshot is passed over; replaying its record");
                None
            }
        },
        None => None,
    };
    let (mut table, snapshot) = match resumed {
        Some((table, size)) => {
            let version = table.version();
            (table, Snapshot { version, size })
        }
        None => {
            let table = entry
                .open(&rules, seating, deal)
                .map_err(|e| anyhow::anyhow!("table {}: {e}", t.id))?;
            (table, Snapshot::default())
        }
    };
    let after = snapshot.version;
    let actions = tables::actions_after(conn, t.id, after as i64).await?;
    let now = after + actions.len() as u64;
    let kept_from = actions.len().saturating_sub(history::KEEP);
    // The answers to the requests of the actions replayed, the last of them: one of an earlier
    // action (before the snapshot, say), asked again, is looked up in the database.
    let answered_from = now.saturating_sub(answers::REMEMBERED as u64).max(after);
    let mut answers = Answers::from_version(answered_from);
    let mut history = History::default();
    for (index, stored) in actions.into_iter().enumerate() {
        let action: Value = serde_json::from_str(&stored.action)?;
        let seat = Seat::from(stored.seat as usize);
        // Whether it may have changed who sits where, which a reconnecting viewer's history must
        // not paper over (a seed does not).
        let seating_changed =
            matches!(table.sort(seat, &action), Ok(Sort::Change(change)) if !change.is_seed());
        let version = table.apply(seat, &action, None).map_err(|r| {
            anyhow::anyhow!("table {}: a stored action is refused: {}", t.id, r.sentence)
        })?;
        if version > answered_from
            && let Some(key) = stored.request
        {
            answers.insert(key, answers::First::Accepted(version));
        }
        if index >= kept_from {
            history.push(Entry {
                version,
                seats: (0..table.players().len())
                    .map(|i| table.events(Viewer::Seat(Seat::from(i))))
                    .collect(),
                spectator: table.events(Viewer::Spectator),
                seating_changed,
            });
        }
    }
    let paused = t.paused.clone();
    Ok(Loaded {
        rules,
        table,
        history,
        answers,
        paused,
        hints: crate::table::Hints::read(&t.hints),
        snapshot,
    })
}

impl Actor {
    /// Puts the table back as its stored record has it, after an action the engine took could not
    /// be written: what was not written never happened. The table moves on from there: its turn's
    /// timer and its bots are set going again. If the record cannot be read either (the database
    /// away), the table is broken until it can be: it shows and takes nothing, and tries again
    /// every second.
    pub(super) async fn restore(&mut self) {
        let loaded = async {
            let mut conn = self.app.store.pool().acquire().await?;
            let stored = tables::get(&mut conn, self.id).await?;
            load(&mut conn, &stored).await
        }
        .await;
        match loaded {
            // The history stays: the action that could not be written was never told.
            Ok(Loaded {
                table, snapshot, ..
            }) => {
                let was_broken = self.broken;
                self.table = table;
                self.snapshot = snapshot;
                self.broken = false;
                self.fairness = None;
                if was_broken {
                    tracing::info!(table = self.id, "the table is back as stored");
                }
                // Its clock starts again, and whoever follows it is sent the table afresh at the
                // version written, with the turn's new deadline.
                self.arm();
                self.send_views();
            }
            Err(error) => {
                if !self.broken {
                    tracing::error!(table = self.id, %error, "the table cannot be restored yet");
                }
                self.broken = true;
                // Nothing runs out while it is broken: its clock starts again once it is back.
                self.generation += 1;
                self.deadline = None;
                let tx = self.tx.clone();
                tokio::spawn(async move {
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    let _ = tx.send(Command::Restore).await;
                });
            }
        }
    }
}
