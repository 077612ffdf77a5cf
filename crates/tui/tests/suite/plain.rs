//! A game the terminal client has no face for plays on its plain face: high card, the tests' own
//! game, registered with the card room's and named nowhere in the client. The player plays whole
//! rounds by the numbered keys against the kit's bots; the screen shows the player's card and no
//! other before the showdown; keys that are no move change nothing; and the session's record
//! replays to the chips the table came to. In English and in Hungarian: the game's own words are
//! its wire's, and the client's are the player's language.

use crate::common::{
    LANGS, assert_speaks_plain, assert_unchanged, press, screen, setup_in, stacked,
};
use parlour_tui::{App, Deal, Lang};
use serde_json::{Value, json};

/// Ante 1, bets up to 10: the preset.
fn high_card(lang: Lang, deal: Deal) -> App {
    parlour_games::register_high_card();
    App::new(
        &setup_in(lang, json!("high-card"), deal, 2, 100),
        None,
        lang,
    )
    .unwrap()
}

/// Plays the first move offered whenever the player is to act, until `rounds` rounds are over.
fn play_rounds(app: &mut App, rounds: u32) {
    for _ in 0..10_000 {
        if app.table.rounds_played() >= rounds {
            return;
        }
        press(app, "1");
        // A round's end shows why it came out so; any key goes on.
        if app.mode != parlour_tui::app::Mode::Play {
            press(app, " ");
        }
    }
    panic!("{rounds} rounds never ended: {}", screen(app, 80, 24));
}

#[test]
fn high_card_plays_on_the_plain_face_and_its_record_replays() {
    for lang in LANGS {
        high_card_replays(lang);
    }
}

fn high_card_replays(lang: Lang) {
    let mut app = high_card(lang, Deal::Seed(7));
    let title = screen(&app, 80, 24);
    let (you, bot) = match lang {
        Lang::Hu => ("Te (te): 100 zseton", "Bot 2: 100 zseton"),
        _ => ("You (you): 100 chips", "Bot 2: 100 chips"),
    };
    assert!(title.contains(you), "{title}");
    assert!(title.contains(bot), "{title}");
    assert_speaks_plain(&app);
    play_rounds(&mut app, 5);
    assert!(app.stats.hands >= 5, "{:?}", app.stats);
    let chips: u64 = (0..3)
        .map(|i| app.table.chips(parlour_engine::Seat(i)))
        .sum();
    assert_eq!(chips, 300, "chips only move between the seats");

    let record = app.table.record("high card at the terminal", false);
    let record = parlour_engine::record::Record::parse(&record.to_string()).unwrap();
    let (replayed, _) = parlour_games::registry().replay(&record).unwrap();
    let replayed: Vec<u64> = replayed.players().iter().map(|p| p.chips).collect();
    let played: Vec<u64> = (0..3)
        .map(|i| app.table.chips(parlour_engine::Seat(i)))
        .collect();
    assert_eq!(replayed, played);
}

#[test]
fn the_plain_face_shows_the_player_s_card_and_hides_the_others() {
    for lang in LANGS {
        shows_the_player_s_card(lang);
    }
}

fn shows_the_player_s_card(lang: Lang) {
    // Stacked: the first three cards are dealt one a seat; the player's is the king of clubs.
    let deck = "KC 2D 3H 4S 5C 6D 7H 8S 9C TD JH QS AC";
    let mut app = high_card(lang, stacked(deck));
    let mut dealt = false;
    for _ in 0..20 {
        let seen: Value = app.table.view();
        if seen["round"].is_object() && app.table.human_to_act() {
            dealt = true;
            break;
        }
        press(&mut app, "1");
    }
    assert!(
        dealt,
        "the player never came to bet: {}",
        screen(&app, 80, 24)
    );
    let shown = screen(&app, 100, 30);
    let on_screen: Vec<&str> = ["KC", "2D", "3H"]
        .into_iter()
        .filter(|card| shown.contains(card))
        .collect();
    assert_eq!(
        on_screen.len(),
        1,
        "only the player's own card shows: {shown}"
    );

    // Keys that are no move change nothing.
    assert_unchanged(&mut app, "0x9?");
}
