//! The one view function by construction: each seat sees its own palace and nobody else's, a
//! spectator sees none, until a called battle shows both hands to everyone; and a re-deal of the
//! cards a viewer may not see leaves that viewer's view exactly as it was.

use parlour_cards::{Card, CardSource, cards};
use parlour_engine::{Game, Opening, PlayerSetup, Seat, Viewer};
use parlour_palace::{Action, Palace, Preset};

fn table() -> Opening {
    Opening {
        players: ["Ann", "Bob", "Cy"]
            .iter()
            .map(|name| PlayerSetup {
                name: name.to_string(),
                chips: 100,
            })
            .collect(),
        first: Some(Seat(2)),
        kitty: 0,
    }
}

/// Banners AH KS QD; palaces Ann 2C 5C 8C, Bob 3C 6C 9C, Cy 4C 7C TC.
fn deck() -> Vec<Card> {
    cards("AH KS QD 2C 3C 4C 5C 6C 7C 8C 9C TC").unwrap()
}

fn palace_seen(game: &Palace, viewer: Viewer, seat: usize) -> Vec<Option<Card>> {
    game.view(viewer).round.unwrap().players[seat]
        .palace
        .clone()
}

#[test]
fn palaces_are_seen_by_their_holder_only_until_a_battle_shows_them() {
    let source = CardSource::stacked(1, &deck()).unwrap();
    let (mut game, _) = Palace::new(Preset::Palace.rules(), table(), source).unwrap();
    game.apply(Seat(2), &Action::Deal).unwrap();
    let ann = Viewer::Seat(Seat(0));
    assert_eq!(
        palace_seen(&game, ann, 0),
        cards("2C 5C 8C")
            .unwrap()
            .into_iter()
            .map(Some)
            .collect::<Vec<_>>()
    );
    for viewer in [ann, Viewer::Seat(Seat(2)), Viewer::Spectator] {
        assert_eq!(
            palace_seen(&game, viewer, 1),
            [None, None, None],
            "{viewer:?}"
        );
    }
    assert_eq!(palace_seen(&game, Viewer::Spectator, 0), [None, None, None]);

    game.apply(
        Seat(0),
        &Action::Attack {
            defender: Seat(1),
            bet: 5,
        },
    )
    .unwrap();
    game.apply(Seat(1), &Action::Call).unwrap();
    // Both hands were shown at the battle: everyone saw Bob's palace, and Ann's stays face up.
    let view = game.view(Viewer::Spectator);
    let hand = view.round.unwrap();
    let shown = &hand.battles[0];
    assert_eq!(
        shown.defender.palace,
        cards("3C 6C 9C")
            .unwrap()
            .into_iter()
            .map(Some)
            .collect::<Vec<_>>()
    );
    assert!(
        palace_seen(&game, Viewer::Spectator, 0)
            .iter()
            .all(Option::is_some)
    );
    // Cy's palace is still his alone.
    assert_eq!(palace_seen(&game, ann, 2), [None, None, None]);
}

#[test]
fn re_dealing_what_a_seat_cannot_see_does_not_change_its_view() {
    // Swap Bob's first palace card with a card deep in the draw pile: Ann's view cannot change.
    let (three, king) = (cards("3C").unwrap()[0], cards("KH").unwrap()[0]);
    let swap = |card: Card| {
        if card == three {
            king
        } else if card == king {
            three
        } else {
            card
        }
    };
    let source = CardSource::stacked(1, &deck()).unwrap();
    let views: Vec<_> = [source.clone(), source.renamed(swap)]
        .into_iter()
        .map(|source| {
            let (mut game, _) = Palace::new(Preset::Palace.rules(), table(), source).unwrap();
            game.apply(Seat(2), &Action::Deal).unwrap();
            game.apply(Seat(0), &Action::Stay).unwrap();
            (
                game.view(Viewer::Seat(Seat(0))),
                game.view(Viewer::Seat(Seat(1))),
            )
        })
        .collect();
    assert_eq!(views[0].0, views[1].0, "Ann's view changed");
    assert_ne!(views[0].1, views[1].1, "Bob sees his own palace");
}
