//! Who sees what (docs/rules/pontoon.md §2.2 to §2.4), checked on stacked decks through the one
//! view function: players look at their own face-down cards; the banker does not look at his first
//! card until the second is dealt; bought cards stay face down, twisted cards come face up; a split
//! pair, a Pontoon and a bust hand are shown; the banker's cards stay down until his turn; at the
//! settlement the hands that are paid are shown and the others stay hidden. Spectators see only
//! what is face up.

use parlour_cards::{Card, CardSource, cards};
use parlour_engine::seating::SeatChange;
use parlour_engine::{Game, Opening, PlayerSetup, Seat, Viewer};
use parlour_pontoon::{Action, Event, Pontoon, Rules, View};

const BANK: Seat = Seat(0);
const ANN: Seat = Seat(1);
const BOB: Seat = Seat(2);

fn card(text: &str) -> Option<Card> {
    Some(text.parse().unwrap())
}

/// Bank banks; Ann and Bob play, in that order.
fn table(deck: &str) -> Pontoon {
    dealt(Rules::default(), seating(), deck)
}

/// Bank deals `deck`, and Ann and Bob stake 10 each.
fn staked(deck: &str) -> Pontoon {
    let mut game = table(deck);
    play(&mut game, BANK, Action::Deal);
    play(&mut game, ANN, Action::Stake { amount: 10 });
    play(&mut game, BOB, Action::Stake { amount: 10 });
    game
}

/// Bank, Ann and Bob, with 200 each; Bank banks.
fn seating() -> Opening {
    Opening {
        first: Some(BANK),
        ..Opening::of(&["Bank", "Ann", "Bob"], 200)
    }
}

/// A game of `rules` at `seating`, dealing `deck`.
fn dealt(rules: Rules, seating: Opening, deck: &str) -> Pontoon {
    let source = CardSource::stacked(1, &cards(deck).unwrap()).unwrap();
    Pontoon::new(rules, seating, source).unwrap().0
}

fn play(game: &mut Pontoon, seat: Seat, action: Action) -> Vec<Event<TableCard>> {
    game.apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"))
}

use parlour_pontoon::TableCard;

/// The cards of `seat`'s hand `hand` as `viewer` sees them.
fn hand(game: &Pontoon, viewer: Viewer, seat: Seat, hand: usize) -> Vec<Option<Card>> {
    let view: View = game.view(viewer);
    let round = view.round.expect("a hand on the table");
    round
        .punters
        .iter()
        .find(|p| p.seat == seat)
        .expect("dealt in")
        .hands[hand]
        .cards
        .clone()
}

fn banker_cards(game: &Pontoon, viewer: Viewer) -> Vec<Option<Card>> {
    game.view(viewer)
        .round
        .expect("a hand on the table")
        .banker
        .cards
}

fn seat(s: Seat) -> Viewer {
    Viewer::Seat(s)
}

#[test]
fn first_cards_are_seen_by_their_holders_but_not_by_the_banker_until_the_second_round() {
    // Ann 9C, Bob 8D, Bank 5H; then Ann 7C, Bob 9D, Bank 6H.
    let mut game = table("9C 8D 5H 7C 9D 6H");
    play(&mut game, BANK, Action::Deal);
    assert_eq!(hand(&game, seat(ANN), ANN, 0), [card("9C")]);
    assert_eq!(hand(&game, seat(BOB), ANN, 0), [None]);
    assert_eq!(hand(&game, Viewer::Spectator, ANN, 0), [None]);
    assert_eq!(hand(&game, seat(BANK), ANN, 0), [None]);
    // The banker has not looked at his first card; nobody else may see it either.
    assert_eq!(banker_cards(&game, seat(BANK)), [None]);
    assert_eq!(banker_cards(&game, seat(ANN)), [None]);
    assert_eq!(banker_cards(&game, Viewer::Auditor), [card("5H")]);

    play(&mut game, ANN, Action::Stake { amount: 10 });
    play(&mut game, BOB, Action::Stake { amount: 10 });
    assert_eq!(banker_cards(&game, seat(BANK)), [card("5H"), card("6H")]);
    assert_eq!(banker_cards(&game, seat(ANN)), [None, None]);
    assert_eq!(hand(&game, seat(ANN), ANN, 0), [card("9C"), card("7C")]);
    assert_eq!(hand(&game, seat(BOB), ANN, 0), [None, None]);
}

#[test]
fn the_deal_events_show_each_card_to_its_holder_only() {
    let mut game = table("9C 8D 5H 7C 9D 6H");
    let events = play(&mut game, BANK, Action::Deal);
    let dealt: Vec<(Seat, Option<Card>, Option<Card>)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Dealt { seat, card, .. } => Some((
                *seat,
                card.seen_by(Viewer::Seat(ANN)),
                card.seen_by(Viewer::Seat(*seat)),
            )),
            _ => None,
        })
        .collect();
    // Ann sees her own card, not Bob's nor the banker's; each holder sees his own except the banker.
    assert_eq!(
        dealt,
        [
            (ANN, card("9C"), card("9C")),
            (BOB, None, card("8D")),
            (BANK, None, None)
        ]
    );
    play(&mut game, ANN, Action::Stake { amount: 10 });
    let events = play(&mut game, BOB, Action::Stake { amount: 10 });
    let looked = events.iter().find_map(|e| match e {
        Event::BankerLooked { cards } => Some(cards.clone()),
        _ => None,
    });
    let looked = looked.expect("the banker looks at his cards");
    let seen: Vec<Option<Card>> = looked
        .iter()
        .map(|c| c.seen_by(Viewer::Seat(BANK)))
        .collect();
    assert_eq!(seen, [card("5H"), card("6H")]);
    assert!(
        looked
            .iter()
            .all(|c| c.seen_by(Viewer::Seat(ANN)).is_none())
    );
}

#[test]
fn bought_cards_stay_down_and_twisted_cards_come_up() {
    // Ann 5C 4C buys 3C, twists 3D; Bob 9D 9S sticks; Bank KH 7H.
    let mut game = staked("5C 9D KH 4C 9S 7H 3C 3D");
    play(&mut game, ANN, Action::Buy { amount: 10 });
    play(&mut game, ANN, Action::Twist);
    assert_eq!(
        hand(&game, seat(ANN), ANN, 0),
        [card("5C"), card("4C"), card("3C"), card("3D")]
    );
    assert_eq!(
        hand(&game, seat(BOB), ANN, 0),
        [None, None, None, card("3D")]
    );
    assert_eq!(
        hand(&game, seat(BANK), ANN, 0),
        [None, None, None, card("3D")]
    );
    assert_eq!(
        hand(&game, Viewer::Spectator, ANN, 0),
        [None, None, None, card("3D")]
    );
    // The view shows no total for a hand the viewer cannot fully see.
    play(&mut game, ANN, Action::Stick);
    play(&mut game, BOB, Action::Stick);
    // The banker's turn: his cards come face up for everyone; the players' stay down.
    assert_eq!(banker_cards(&game, seat(ANN)), [card("KH"), card("7H")]);
    assert_eq!(
        banker_cards(&game, Viewer::Spectator),
        [card("KH"), card("7H")]
    );
    assert_eq!(hand(&game, seat(BANK), BOB, 0), [None, None]);
    // Bank stays on 17, paying 18: Bob's 18 wins and is shown; Ann's 15 loses and stays hidden.
    play(&mut game, BANK, Action::Stick);
    assert_eq!(
        hand(&game, Viewer::Spectator, BOB, 0),
        [card("9D"), card("9S")]
    );
    assert_eq!(
        hand(&game, Viewer::Spectator, ANN, 0),
        [None, None, None, card("3D")]
    );
    assert_eq!(
        hand(&game, seat(ANN), ANN, 0),
        [card("5C"), card("4C"), card("3C"), card("3D")]
    );
}

#[test]
fn splits_pontoons_and_busts_are_shown() {
    // Ann QC QD splits: the pair is shown, the new cards (9H, KS) are hers alone. Bob AS KD: Pontoon.
    // Bank 6C 7C. Ann's second hand QD KS (20) buys 5S and busts: shown.
    let mut game = staked("QC AS 6C QD KD 7C 9H KS 5S");
    play(&mut game, ANN, Action::Split);
    assert_eq!(hand(&game, seat(BOB), ANN, 0), [card("QC"), None]);
    assert_eq!(hand(&game, seat(BOB), ANN, 1), [card("QD"), None]);
    assert_eq!(hand(&game, seat(ANN), ANN, 1), [card("QD"), card("KS")]);
    play(&mut game, ANN, Action::Stick);
    play(&mut game, ANN, Action::Buy { amount: 10 });
    assert_eq!(
        hand(&game, Viewer::Spectator, ANN, 1),
        [card("QD"), card("KS"), card("5S")]
    );
    // Bob's Pontoon was declared at his turn and is shown to all.
    assert_eq!(
        hand(&game, Viewer::Spectator, BOB, 0),
        [card("AS"), card("KD")]
    );
    assert_eq!(hand(&game, Viewer::Spectator, ANN, 0), [card("QC"), None]);
}

#[test]
fn spectators_and_players_see_no_moves_but_their_own() {
    let mut game = table("9C 8D 5H 7C 9D 6H");
    play(&mut game, BANK, Action::Deal);
    assert!(!game.view(seat(ANN)).seen.moves.is_empty());
    assert!(game.view(seat(BOB)).seen.moves.is_empty());
    assert!(game.view(Viewer::Spectator).seen.moves.is_empty());
    assert!(game.view(Viewer::Auditor).seen.moves.is_empty());
}

#[test]
fn a_banker_who_may_double_looks_at_his_first_card_before_deciding() {
    let rules = Rules {
        banker_may_double: true,
        ..Rules::default()
    };
    let mut game = dealt(rules, seating(), "9C 8D 5H 7C 9D 6H");
    play(&mut game, BANK, Action::Deal);
    play(&mut game, ANN, Action::Stake { amount: 10 });
    assert_eq!(
        banker_cards(&game, seat(BANK)),
        [None],
        "not before the last stake"
    );
    play(&mut game, BOB, Action::Stake { amount: 10 });
    // Now he decides: he sees his first card, nobody else does.
    assert_eq!(banker_cards(&game, seat(BANK)), [card("5H")]);
    assert_eq!(banker_cards(&game, seat(ANN)), [None]);
    assert_eq!(
        game.view(seat(BANK)).seen.moves.len(),
        2,
        "double or decline"
    );
    play(&mut game, BANK, Action::Double);
    assert!(game.view(Viewer::Spectator).round.unwrap().doubled);
    assert_eq!(banker_cards(&game, seat(BANK)), [card("5H"), card("6H")]);
}

mod casino {
    use super::card;
    use parlour_cards::CardSource;
    use parlour_cards::cards;
    use parlour_engine::{Game, Opening, Seat, Viewer};
    use parlour_pontoon::casino::{Casino, CasinoAction, CasinoPreset};

    /// docs/rules/casino.md §5.2: players' cards face up, both dealer cards face down to everyone
    /// until the players have finished; then the dealer turns them up.
    #[test]
    fn the_dealer_cards_stay_down_until_the_dealer_plays() {
        // Ann 9C TC, Bob 8D 9D, dealer 7H TH.
        let source = CardSource::stacked(8, &cards("9C 8D 7H TC 9D TH").unwrap()).unwrap();
        let rules = CasinoPreset::Casino.rules();
        let seating = Opening::of(&["Ann", "Bob"], 100);
        let (mut table, _) = Casino::new(rules, seating, source).unwrap();
        let (ann, bob) = (Seat(0), Seat(1));
        table
            .apply(ann, &CasinoAction::Stake { amount: 10 })
            .unwrap();
        table
            .apply(bob, &CasinoAction::Stake { amount: 10 })
            .unwrap();
        for viewer in [Viewer::Seat(ann), Viewer::Seat(bob), Viewer::Spectator] {
            let round = table.view(viewer).round.unwrap();
            assert_eq!(round.dealer.cards, [None, None], "{viewer:?}");
            assert_eq!(
                round.bettors[0].hands[0].cards,
                [card("9C"), card("TC")],
                "{viewer:?}"
            );
            assert_eq!(
                round.bettors[1].hands[0].cards,
                [card("8D"), card("9D")],
                "{viewer:?}"
            );
        }
        table.apply(ann, &CasinoAction::Stick).unwrap();
        assert_eq!(
            table.view(Viewer::Seat(bob)).round.unwrap().dealer.cards,
            [None, None]
        );
        table.apply(bob, &CasinoAction::Stick).unwrap();
        // The dealer stood on 17, his cards up for everyone: Ann's 19 wins, Bob's 17 ties and loses.
        let round = table.view(Viewer::Spectator).round.unwrap();
        assert_eq!(round.dealer.cards, [card("7H"), card("TH")]);
        assert_eq!(round.net, [10, -10]);
    }
}

#[test]
fn a_hand_s_total_is_given_only_to_whoever_sees_every_card_of_it() {
    // Ann AC then 6C (a soft 17); Bob 8D 9D; the Bank 5H 6H.
    let game = staked("AC 8D 5H 6C 9D 6H");
    let totals = |viewer| game.view(viewer).totals.expect("a hand on the table");
    let ann = totals(seat(ANN));
    assert_eq!(ann.hands[0][0].map(|t| (t.total, t.soft)), Some((17, true)));
    assert_eq!(ann.hands[1][0], None, "Bob's cards are face down to Ann");
    assert_eq!(ann.banker, None, "the banker's cards are face down");
    assert_eq!(totals(seat(BOB)).hands[1][0].map(|t| t.total), Some(17));
    let spectator = totals(Viewer::Spectator);
    assert!(spectator.hands.iter().flatten().all(Option::is_none));
    assert_eq!(spectator.banker, None);
    assert_eq!(
        totals(seat(BANK)).banker.map(|t| (t.total, t.soft)),
        Some((11, false))
    );
}

/// Every card `viewer` sees anywhere on the table, as the view shows it.
fn every_card_seen(game: &Pontoon, viewer: Viewer) -> Vec<Card> {
    let view = serde_json::to_value(game.view(viewer)).unwrap();
    let mut seen = Vec::new();
    let mut stack = vec![&view];
    while let Some(value) = stack.pop() {
        match value {
            serde_json::Value::Array(items) => stack.extend(items),
            serde_json::Value::Object(fields) => stack.extend(fields.values()),
            serde_json::Value::String(text) => seen.extend(text.parse::<Card>().ok()),
            _ => {}
        }
    }
    seen
}

/// A view follows the person a card was dealt to, not the seat: Bob's hand, never shown (the
/// banker's Pontoon ends the hand before it plays), is Bob's alone. When Bob stands up, whoever
/// sits down in his seat sees none of it; when he moves, he takes the sight of it with him and the
/// seat he left shows it to nobody.
#[test]
fn a_hand_never_shown_stays_its_players_across_seat_changes() {
    // Ann 9C, Bob AD, Bank AS; Ann 7C, Bob QD, Bank KS: the banker's Pontoon.
    let deck = "9C AD AS 7C QD KS";
    let bobs = [card("AD"), card("QD")];
    for moves in [false, true] {
        // Bank, Ann and Bob, and an empty seat.
        let mut seating = seating();
        seating.players.push(PlayerSetup::empty());
        let mut game = dealt(Rules::default(), seating, deck);
        play(&mut game, BANK, Action::Deal);
        play(&mut game, ANN, Action::Stake { amount: 10 });
        play(&mut game, BOB, Action::Stake { amount: 5 });
        assert_eq!(
            game.rounds_played(),
            1,
            "the banker's Pontoon ends the hand"
        );
        assert_eq!(hand(&game, seat(BOB), BOB, 0), bobs);
        assert_eq!(hand(&game, Viewer::Spectator, BOB, 0), [None, None]);
        let gone: Vec<Card> = bobs.iter().flatten().copied().collect();
        let newcomer = if moves {
            play(
                &mut game,
                BOB,
                Action::from(SeatChange::Move { to: Seat(3) }),
            );
            // Bob, in his new seat, still sees what he was dealt.
            assert_eq!(hand(&game, seat(Seat(3)), BOB, 0), bobs);
            for card in &gone {
                assert!(every_card_seen(&game, seat(Seat(3))).contains(card));
            }
            BOB
        } else {
            play(&mut game, BOB, Action::from(SeatChange::Stand));
            BOB
        };
        let sit = SeatChange::Sit {
            name: "Cy".into(),
            chips: 100,
        };
        play(&mut game, newcomer, Action::from(sit));
        assert_eq!(hand(&game, seat(newcomer), BOB, 0), [None, None]);
        for viewer in [seat(newcomer), seat(ANN), seat(BANK), Viewer::Spectator] {
            let seen = every_card_seen(&game, viewer);
            assert!(
                gone.iter().all(|card| !seen.contains(card)),
                "{viewer:?} sees Bob's hand: {seen:?}"
            );
        }
    }
}
