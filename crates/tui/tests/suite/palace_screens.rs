//! The Palace Poker screen is a function of the seat's view: the client played key by key from a
//! stacked pack (bots and all, so every step is the same each run) and rendered into a test backend
//! at the moments of a hand (your turn, a battle you must answer, a battle shown, must fight, the end
//! of a hand, a showdown, a no-limit bet under rank exclusion, a choice of soldiers, the rules
//! page), each checked against a reviewed snapshot; a no-limit raise; keys that are not moves.
//! Another player's palace cards never show before a battle or a showdown shows them.
//!
//! Every test runs in English and in Hungarian: the Hungarian screens have their own reviewed
//! snapshots, say Palace Poker's Hungarian words (zászló, katona, palota, csata), show no message
//! id, and fit the terminal.

use crate::common::{
    LANGS, assert_logged, assert_refused, assert_shows, assert_speaks, assert_unchanged,
    english_snapshot, in_lang, press, said, screen, setup_in, spoken, stacked, view,
};
use parlour_cards::{Card, cards};
use parlour_tui::app::Mode;
use parlour_tui::{App, Lang};
use serde_json::{Value, json};

fn palace(lang: Lang, rules: Value, deck: &str, opponents: usize, chips: u64) -> App {
    App::new(
        &setup_in(lang, rules, stacked(deck), opponents, chips),
        None,
        lang,
    )
    .unwrap()
}

/// Checks that none of `hidden` (a palace the player may not see) is anywhere on the screen.
fn assert_hidden(screen: &str, hidden: &str) {
    for card in cards(hidden).unwrap() {
        let shown = format!("{card:#}");
        assert!(
            !screen.contains(&shown),
            "{shown} of a hidden palace is on the screen:\n{screen}"
        );
    }
}

fn assert_shown(screen: &str, palace: &str) {
    let shown: Vec<String> = cards(palace)
        .unwrap()
        .iter()
        .map(|c: &Card| format!("{c:#}"))
        .collect();
    assert!(
        screen.contains(&shown.join(" ")),
        "{palace} is not shown:\n{screen}"
    );
}

/// The cut: You 2♣, Bot 1 3♣, Bot 2 K♣, so Bot 2 deals and you act first. Banners K♥, 9♣, J♦.
/// Palaces, dealt round from your seat: you Q♠ Q♦ Q♥, Bot 1 9♠ 9♦ 5♠, Bot 2 J♠ 2♠ 7♣. Then 2♥
/// tops the draw pile.
const BATTLE: &str = "2C 3C KC KH 9C JD QS 9S JS QD 9D 2S QH 5S 7C 2H";
const BOT_1: &str = "9S 9D 5S";
const BOT_2: &str = "JS 2S 7C";

#[test]
fn a_hand_with_a_battle_you_answer_and_win_then_must_fight() {
    for lang in LANGS {
        let mut app = palace(lang, json!("palace"), BATTLE, 2, 200);
        let first = spoken(&app);
        if lang == Lang::Hu {
            for word in ["zseton", "zászló", "palota", "katonák", "Bot 2 oszt"] {
                assert!(first.contains(word), "{word}: {first}");
            }
        }
        english_snapshot!(lang, "palace_your_turn", first);
        assert_hidden(&first, BOT_1);
        assert_hidden(&first, BOT_2);

        // You stay; Bot 1, with three nines that your hearts cannot spoil, attacks you.
        press(&mut app, "s");
        let attacked = spoken(&app);
        english_snapshot!(lang, "palace_battle_to_answer", attacked);
        assert_hidden(&attacked, BOT_1);
        assert_hidden(&attacked, BOT_2);

        // You call: three queens beat three nines, and you take Bot 1's banner. Bot 2 buys 2♥.
        press(&mut app, "c");
        let shown = spoken(&app);
        english_snapshot!(lang, "palace_battle_shown", shown);
        assert_shown(&shown, BOT_1);
        // Each side's cards that counted, and the hand they make, kickers named: Bot 1's banner
        // 9♣ and palace 9♦ 9♠ 5♠; your palace queens and banner K♥.
        let (nines, queens) = match lang {
            Lang::Hu => ("számít 9♣ 9♦ 9♠ 5♠", "számít Q♦ Q♥ Q♠ K♥"),
            _ => (
                "counts 9♣ 9♦ 9♠ 5♠    three nines, five kicker",
                "counts Q♦ Q♥ Q♠ K♥    three queens, king kicker",
            ),
        };
        assert!(shown.contains(nines), "{shown}");
        assert!(shown.contains(queens), "{shown}");
        assert_hidden(&shown, BOT_2);

        // You stay, Bot 2 stays: a quiet round with two left of different banners. You must
        // fight.
        press(&mut app, "s");
        press(&mut app, "a");
        let must = spoken(&app);
        english_snapshot!(lang, "palace_must_fight_attack", must);
        let fight = in_lang(
            lang,
            "You and Bot 2 must fight it out",
            "Csatázni kell: Te és Bot 2.",
        );
        assert!(must.contains(fight), "{must}");
        assert_hidden(&must, BOT_2);

        // You attack; Bot 2, who saw your three queens, folds: the pot is yours.
        press(&mut app, "\n");
        assert!(matches!(app.mode, Mode::Settlement(_)));
        let over = spoken(&app);
        english_snapshot!(lang, "palace_end_of_hand", over);
        assert_hidden(&over, BOT_2);
        assert_eq!(app.stats.hands, 1);
        assert_eq!(app.stats.biggest_win, 14);

        // You deal the next hand: Enter leaves the summary, then n deals.
        press(&mut app, "\n");
        let deal = in_lang(lang, "deal", "osztás");
        assert!(app.move_keys().contains(&("n/Enter".into(), deal.into())));
        press(&mut app, "n");
        assert!(screen(&app, 80, 24).contains(in_lang(lang, "hand 2", "2. leosztás")));
    }
}

#[test]
fn keys_for_moves_that_are_not_legal_say_so_and_change_nothing() {
    for lang in LANGS {
        let mut app = palace(lang, json!("palace"), BATTLE, 2, 200);
        let before = view(&app);
        let english = "Call is not allowed now: there is no battle to answer.";
        if lang == Lang::En {
            assert_refused(&mut app, "c", english);
        } else {
            assert_unchanged(&mut app, "c");
            assert_ne!(said(&app), english);
            assert_speaks(&app);
        }
        // A discard of nothing on one's turn is not offered: there are no soldiers to discard.
        assert_unchanged(&mut app, "dr9\n");
        // Choosing whom to attack, then going back.
        press(&mut app, "a7");
        assert!(matches!(app.mode, Mode::Pick(_)));
        assert!(said(&app).starts_with(in_lang(
            lang,
            "Choose whom to attack",
            "Számmal (vagy ←→) válaszd ki, kit támadsz"
        )));
        assert_speaks(&app);
        press(&mut app, "\x1b");
        assert_eq!(app.mode, Mode::Play);
        assert_eq!(view(&app), before);
    }
}

#[test]
fn after_a_buy_the_choice_of_soldiers_comes_up_by_itself() {
    for lang in LANGS {
        let mut app = palace(lang, json!("palace"), BATTLE, 2, 200);
        press(&mut app, "b");
        assert!(matches!(app.mode, Mode::Pick(_)), "{:?}", app.mode);
        // Esc goes back to the table, where d chooses again.
        press(&mut app, "\x1bd1");
        english_snapshot!(lang, "palace_discard_choice", spoken(&app));
        press(&mut app, "1\n");
        assert_shows(
            &app,
            in_lang(
                lang,
                "You keep every soldier.",
                "Minden katonádat megtartod.",
            ),
        );
    }
}

/// Cut as above. Banners K♥, 9♣, J♦; palaces: you Q♠ Q♦ 8♣, Bot 1 3♠ 6♥ T♠, Bot 2 4♠ 7♥ 2♦.
/// Bots with 43 chips after the ante do not buy; with weak hands they do not attack.
const QUIET: &str = "2C 3C KC KH 9C JD QS 3S 4S QD 6H 7H 8C TS 2D";

#[test]
fn a_quiet_round_ends_in_a_showdown() {
    for lang in LANGS {
        let mut app = palace(lang, json!("palace"), QUIET, 2, 45);
        let start = screen(&app, 80, 24);
        assert_hidden(&start, "3S 6H TS");
        assert_hidden(&start, "4S 7H 2D");
        press(&mut app, "s");
        assert!(matches!(app.mode, Mode::Settlement(_)));
        let showdown = spoken(&app);
        english_snapshot!(lang, "palace_showdown", showdown);
        assert_shown(&showdown, "3S 6H TS");
        assert_shown(&showdown, "4S 7H 2D");
    }
}

/// Cut: 2♣ 3♣ 4♣, Bot 2 deals. Banners Q♥, K♣, 9♦; palaces: you K♠ Q♠ 9♠, Bot 1 5♣ 6♦ 7♥, Bot 2
/// 2♦ 3♥ 8♣.
const RANKS: &str = "2C 3C 4C QH KC 9D KS 5C 2D QS 6D 3H 9S 7H 8C";

#[test]
fn a_no_limit_attack_under_rank_exclusion() {
    for lang in LANGS {
        let rules = json!({"preset": "palace", "betting": "no_limit", "exclusion": "rank"});
        let mut app = palace(lang, rules, RANKS, 2, 200);
        press(&mut app, "a");
        assert_shows(
            &app,
            in_lang(
                lang,
                "your kings do not count against a king banner",
                "a királyaid nem számítanak egy király zászló ellen",
            ),
        );
        assert_speaks(&app);
        // The bet starts at the least, 15; a digit typed replaces it (9 is a bet of 9, not 159).
        press(&mut app, "\n9");
        let Mode::Entry(entry) = &app.mode else {
            panic!("the bet is being typed")
        };
        assert_eq!((entry.text.as_str(), entry.fresh), ("9", false));
        press(&mut app, "\x1ba\n++");
        english_snapshot!(lang, "palace_no_limit_bet", spoken(&app));
        press(&mut app, "-+\n");
        assert_logged(
            &app,
            in_lang(
                lang,
                "You attack Bot 1 with a bet of 15.",
                "Támadsz Bot 1 ellen, 15 téttel.",
            ),
        );
    }
}

#[test]
fn the_rules_page_describes_the_table_in_play() {
    for lang in LANGS {
        let rules = json!({"preset": "palace", "betting": "no_limit", "exclusion": "rank"});
        let mut app = palace(lang, rules, RANKS, 2, 200);
        press(&mut app, "?");
        english_snapshot!(lang, "palace_rules_page", spoken(&app));
        press(&mut app, "x");
        assert_eq!(app.mode, Mode::Play);
    }
}

#[test]
fn a_no_limit_raise_when_attacked() {
    for lang in LANGS {
        let rules = json!({"preset": "palace", "betting": "no_limit"});
        let mut app = palace(lang, rules, BATTLE, 2, 200);
        press(&mut app, "s");
        assert_shows(
            &app,
            in_lang(
                lang,
                "Battle: Bot 1 attacks you.",
                "Csata: Bot 1 támad, te védekezel.",
            ),
        );
        // r asks the amount: one big bet at least, + adds a small bet.
        press(&mut app, "r");
        assert_shows(
            &app,
            in_lang(
                lang,
                "Raise by how much (on top of the call)? (10 to ",
                "Mennyivel emelsz (a megadáson felül)? (10–",
            ),
        );
        assert_speaks(&app);
        press(&mut app, "+\n");
        let raised = in_lang(
            lang,
            "You raise by 15, paying ",
            "Emelsz 15 zsetonnal, és fizetsz ",
        );
        assert!(
            app.log.iter().any(|l| l.starts_with(raised)),
            "{:?}",
            app.log
        );
    }
}

/// Every language speaks on every Palace screen these tests visit: no message id, nothing cut off.
#[test]
fn every_language_fits_the_screens() {
    for lang in Lang::ALL {
        let mut app = palace(lang, json!("palace"), BATTLE, 2, 200);
        for keys in ["", "s", "c", "s", "a", "\n", "?", "x", "\n"] {
            press(&mut app, keys);
            assert_speaks(&app);
        }
        let mut quiet = palace(lang, json!("palace"), QUIET, 2, 45);
        press(&mut quiet, "s");
        assert_speaks(&quiet);
        let rules = json!({"preset": "palace", "betting": "no_limit", "exclusion": "rank"});
        let mut ranks = palace(lang, rules, RANKS, 2, 200);
        for keys in ["a", "\n", "++", "\x1b", "b", "\x1bd1"] {
            press(&mut ranks, keys);
            assert_speaks(&ranks);
        }
    }
}
