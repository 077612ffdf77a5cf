//! The screen is a function of the view: the client rendered into a test backend at the key moments
//! of a hand (the deal, a buy, the banker's turn, the settlement, split hands, a casino round, the
//! rules page, a small terminal, the summary), each checked against a reviewed snapshot. And bad
//! input says why and changes nothing.

mod common;

use common::{press, screen, view};
use parlour_cards::cards;
use parlour_tui::app::Mode;
use parlour_tui::{App, Deal, GameKind, Setup};
use serde_json::{Value, json};

fn app(rules: Value, deck: &str, opponents: usize, banker: bool) -> App {
    let setup = Setup {
        game: GameKind::Pontoon,
        rules,
        opponents,
        chips: 500,
        banker,
        deal: Deal::Deck(cards(deck).unwrap()),
        name: "You".into(),
    };
    App::new(&setup, None).unwrap()
}

/// Cut: You 2C, Bot 1 3C, Bot 2 KC, so Bot 2 banks and deals from its left: You, Bot 1, Bot 2.
/// You 9S 3D (12), Bot 1 TH 8H (18), Bot 2 7D TC (17); then 6C for your buy, 5S after.
const PLAIN: &str = "2C 3C KC 9S TH 7D 3D 8H TC 6C 5S";

#[test]
fn a_hand_from_the_deal_to_the_settlement() {
    let mut app = app(json!("traditional"), PLAIN, 2, false);
    insta::assert_snapshot!("deal", screen(&app, 80, 24));

    press(&mut app, "m10\n");
    insta::assert_snapshot!("your_turn", screen(&app, 80, 24));

    press(&mut app, "b");
    insta::assert_snapshot!("buy_prompt", screen(&app, 80, 24));

    // Over the limit: a clear message, and nothing changes.
    let before = view(&app);
    press(&mut app, "5\n");
    assert!(matches!(app.mode, Mode::Entry(_)));
    assert_eq!(
        app.message.as_ref().unwrap().text,
        "105 is outside the limits: 10 to 20."
    );
    assert_eq!(view(&app), before);

    press(&mut app, "\x08\x085\n");
    press(&mut app, "s");
    assert!(matches!(app.mode, Mode::Settlement(_)));
    insta::assert_snapshot!("settlement", screen(&app, 80, 24));

    press(&mut app, "q");
    insta::assert_snapshot!("summary", screen(&app, 80, 24));
    press(&mut app, "x");
    assert!(app.done);
}

#[test]
fn keys_for_moves_that_are_not_legal_say_so_and_change_nothing() {
    let mut app = app(json!("traditional"), PLAIN, 2, false);
    let before = view(&app);
    press(&mut app, "t");
    assert_eq!(
        app.message.as_ref().unwrap().text,
        "'t' is not one of your moves now: see the list below."
    );
    press(&mut app, "p*/");
    assert_eq!(view(&app), before);
    press(&mut app, "m99\n");
    assert_eq!(
        app.message.as_ref().unwrap().text,
        "99 is outside the limits: 1 to 50."
    );
    press(&mut app, "\x1b");
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(view(&app), before);
}

#[test]
fn the_banker_s_turn() {
    // You bank. Bot 1 9C 8C (17), Bot 2 TD 7S (17); you hold 6H 7H (13).
    let mut app = app(json!("traditional"), "9C TD 6H 8C 7S 7H", 2, true);
    press(&mut app, "\n");
    insta::assert_snapshot!("banker_turn", screen(&app, 80, 24));
}

#[test]
fn split_hands() {
    // Cut as above; you hold 8S 8D and split them: 2H to the first hand, KS to the second.
    let mut app = app(
        json!("traditional"),
        "2C 3C KC 8S TH 7D 8D 8H TC 2H KS",
        2,
        false,
    );
    press(&mut app, "m10\n");
    press(&mut app, "p");
    insta::assert_snapshot!("split_hands", screen(&app, 80, 24));
}

#[test]
fn a_casino_round_with_the_dealer_face_down() {
    // You 9C 7D, Bot 1 TH 8S, dealer QS 6H.
    let mut app = app(json!("casino"), "9C TH QS 7D 8S 6H", 1, false);
    press(&mut app, "m10\n");
    insta::assert_snapshot!("casino_round", screen(&app, 80, 24));
    assert!(
        screen(&app, 80, 24).contains("▒▒ ▒▒"),
        "the dealer's cards stay down"
    );
}

#[test]
fn the_rules_page_describes_the_table_in_play() {
    let mut app = app(
        json!({"preset": "shoot", "burn": 13, "royal_pontoon": true}),
        PLAIN,
        2,
        false,
    );
    press(&mut app, "?");
    insta::assert_snapshot!("rules_page", screen(&app, 80, 24));
    press(&mut app, " ");
    assert_eq!(app.mode, Mode::Play);
}

#[test]
fn a_small_terminal_gets_a_clear_message() {
    let app = app(json!("traditional"), PLAIN, 2, false);
    let text = screen(&app, 60, 20);
    assert!(
        text.contains("Parlour needs a terminal of at least 80×24; this one is"),
        "{text}"
    );
    assert!(text.contains("60×20."), "{text}");
    assert!(!screen(&app, 80, 24).contains("Parlour needs a terminal"));
}
