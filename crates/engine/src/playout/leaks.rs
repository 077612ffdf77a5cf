//! The leak checks: two cards a viewer may not see swapped before the deal, the same history
//! replayed, and everything the viewer is shown compared.

use super::session::{ALL_CARDS, CardSet, Seen, Session, fail};
use super::{Chooser, Probe};

use parlour_cards::{Card, CardSource};

use crate::seating::SeatChange;
use crate::{Seat, Viewer, renamed};

pub(super) enum LeakCheck {
    Complete { refusals: u64 },
    Diverged,
    Skipped,
}

pub(super) fn nth_card(set: CardSet, mut n: usize) -> Card {
    for index in 0..52 {
        if set & (1 << index) != 0 {
            if n == 0 {
                return Card::from_index(index);
            }
            n -= 1;
        }
    }
    unreachable!("fewer cards in the set than asked for")
}

pub(super) fn check_leaks<G: Probe>(
    session: &Session<G>,
    game: &G,
    seed: u64,
    step: usize,
    viewer_index: usize,
    viewer: Viewer,
    chooser: &mut Chooser,
) -> LeakCheck {
    let Seen {
        cards: seen,
        since,
        on_table,
        inherited,
    } = &session.seen[step];
    // The viewer is the one in its place at `step`: its view is compared from the step its
    // place became theirs.
    let from = since[viewer_index];
    let hidden = ALL_CARDS & !seen[viewer_index];
    if hidden.count_ones() < 2 {
        return LeakCheck::Skipped;
    }
    // Prefer a hidden card on the table (another player's, the banker's) over one in the pack;
    // after a seat changed hands, two of the cards left there by its last player, swapped within
    // that player's own hand so that the play goes on alike and the views are compared to the end.
    let hidden_on_table = hidden & on_table;
    let left_behind = hidden & inherited[viewer_index];
    // The card swapped, and where its partner is drawn from.
    let (pool, partners) = if left_behind.count_ones() >= 2 {
        (left_behind, left_behind)
    } else if hidden_on_table != 0 {
        (hidden_on_table, hidden)
    } else {
        (hidden, hidden)
    };
    let a = nth_card(pool, chooser.below(pool.count_ones() as usize));
    let rest = partners & !(1 << a.index());
    let b = nth_card(rest, chooser.below(rest.count_ones() as usize));
    let swap = |card: Card| {
        if card == a {
            b
        } else if card == b {
            a
        } else {
            card
        }
    };

    let scenario = &session.scenario;
    let start = |cards: CardSource| {
        G::new(scenario.rules.clone(), scenario.table.clone(), cards).expect("set up before")
    };
    let (mut original, original_events) = start(session.cards.clone());
    let (mut swapped, swapped_events) = start(session.cards.renamed(swap));
    let leak = |at: String, what: &str, before: String, after: String| -> ! {
        fail(
            session,
            game,
            seed,
            format!(
                "{viewer:?} can tell {a} from {b} {at}: its {what} changes when they are swapped\n\
                 before: {before}\nafter:  {after}"
            ),
        )
    };

    // Compares the two sessions after a step; false once they differ by more than the swap.
    let same = |original: &G,
                swapped: &G,
                original_events: &[G::Event],
                swapped_events: &[G::Event],
                at: String,
                compared: bool| {
        if swapped != &original.rename_cards(&swap) {
            return false;
        }
        let renamed: Vec<G::Event> = original_events.iter().map(|e| renamed(e, &swap)).collect();
        if renamed != swapped_events {
            return false;
        }
        if !compared {
            return true;
        }
        let (before, after) = (original.view(viewer), swapped.view(viewer));
        if before != after {
            leak(
                at.clone(),
                "view",
                format!("{before:?}"),
                format!("{after:?}"),
            );
        }
        for (x, y) in original_events.iter().zip(swapped_events) {
            let (before, after) = (G::event_view(x, viewer), G::event_view(y, viewer));
            if before != after {
                leak(
                    at.clone(),
                    "events",
                    format!("{before:?}"),
                    format!("{after:?}"),
                );
            }
        }
        true
    };

    if !same(
        &original,
        &swapped,
        &original_events,
        &swapped_events,
        "at the start".into(),
        from == 0,
    ) {
        return LeakCheck::Diverged;
    }
    for (index, (seat, action)) in session.actions[..step].iter().enumerate() {
        let first = original.apply(*seat, action).expect("replays as played");
        let Ok(second) = swapped.apply(*seat, action) else {
            return LeakCheck::Diverged;
        };
        if !same(
            &original,
            &swapped,
            &first,
            &second,
            format!("after action {}", index + 1),
            index + 1 >= from,
        ) {
            return LeakCheck::Diverged;
        }
    }

    // A refusal is told to the seat that tried the action, and it must tell that seat nothing of a
    // card hidden from it: the same arbitrary action, tried by the viewer in both sessions, is
    // accepted in both or refused alike (word for word: its fields, its sentence).
    // The seat changes are tried too (a stand, a top-up, a move, a newcomer in the next seat).
    let mut refusals = 0;
    if let Viewer::Seat(seat) = viewer {
        let seats = original.seats();
        let changes = [
            SeatChange::Stand,
            SeatChange::TopUp { chips: 10 },
            SeatChange::Move {
                to: Seat::from((seat.index() + 1) % seats),
            },
        ];
        let tries = (0..REFUSAL_PROBES)
            .map(|_| {
                (
                    seat,
                    G::arbitrary_action(seats, &mut |lo, hi| chooser.pick(lo, hi)),
                )
            })
            .chain(
                changes
                    .into_iter()
                    .map(|change| (seat, G::Action::from(change))),
            )
            .chain([(
                Seat::from(seats),
                G::Action::from(SeatChange::Sit {
                    name: "Newcomer".into(),
                    chips: 10,
                }),
            )]);
        for (seat, action) in tries.collect::<Vec<_>>() {
            match (
                original.clone().apply(seat, &action),
                swapped.clone().apply(seat, &action),
            ) {
                // What an accepted action deals is compared by the steps above, when it is played.
                (Ok(_), Ok(_)) => {}
                (Err(x), Err(y)) if x == y && original.sentence(&x) == swapped.sentence(&y) => {
                    refusals += 1;
                }
                (x, y) => leak(
                    format!("trying {action:?} after action {step}"),
                    "answer",
                    format!("{x:?}"),
                    format!("{y:?}"),
                ),
            }
        }
    }
    LeakCheck::Complete { refusals }
}

/// Arbitrary actions a leak check tries in both sessions, to compare their refusals.
pub(super) const REFUSAL_PROBES: usize = 8;
