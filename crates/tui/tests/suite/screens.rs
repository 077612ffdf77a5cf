//! The screen is a function of the view: the client rendered into a test backend at the key moments
//! of a hand (the deal, a buy, the banker's turn, the settlement, split hands, a casino round, the
//! rules page, a small terminal, the summary), each checked against a reviewed snapshot. And bad
//! input says why and changes nothing.
//!
//! Every test runs in English and in Hungarian: the Hungarian screens have their own reviewed
//! snapshots, say the words of the Hungarian source (osztó, lapot kér, passz, duplázás, Pontoon
//! kombináció), show no message id, and fit the terminal with their longer words.

use crate::common::{
    LANGS, assert_logged, assert_refused, assert_speaks, assert_unchanged, english_snapshot,
    in_lang, player, press, screen, snapshot, spoken, stacked, view,
};
use parlour_pontoon::Pontoon;
use parlour_tui::app::Mode;
use parlour_tui::table::Seated;
use parlour_tui::{App, Lang, Setup};
use serde_json::{Value, json};

/// A Pontoon table dealt from `deck`, everyone with 500 chips; the player banks first if `banker`.
fn setup(lang: Lang, rules: Value, deck: &str, opponents: usize, banker: bool) -> Setup {
    Setup {
        banker,
        ..crate::common::setup_in(lang, rules, stacked(deck), opponents, 500)
    }
}

fn app(lang: Lang, rules: Value, deck: &str, opponents: usize, banker: bool) -> App {
    App::new(&setup(lang, rules, deck, opponents, banker), None, lang).unwrap()
}

/// Panics unless `screen` shows every one of `words`.
fn assert_words(screen: &str, words: &[&str]) {
    for word in words {
        assert!(
            screen.contains(word),
            "{word:?} is not on the screen:\n{screen}"
        );
    }
}

/// Cut: You 2C, Bot 1 3C, Bot 2 KC, so Bot 2 banks and deals from its left: You, Bot 1, Bot 2.
/// You 9S 3D (12), Bot 1 TH 8H (18), Bot 2 7D TC (17); then 6C for your buy, 5S after.
const PLAIN: &str = "2C 3C KC 9S TH 7D 3D 8H TC 6C 5S";

#[test]
fn a_hand_from_the_deal_to_the_settlement() {
    for lang in LANGS {
        let mut app = app(lang, json!("traditional"), PLAIN, 2, false);
        let deal = spoken(&app);
        if lang == Lang::Hu {
            assert_words(
                &deal,
                &["1. leosztás", "A bank: Bot 2", "pakli: 49 lap", "tét 1–50"],
            );
        }
        snapshot!(lang, "deal", deal);

        press(&mut app, "m10\n");
        let turn = spoken(&app);
        if lang == Lang::Hu {
            assert_words(
                &turn,
                &["Te jössz:", "lapot kérek", "duplázás 10–20", "következik"],
            );
        }
        snapshot!(lang, "your_turn", turn);

        press(&mut app, "b");
        snapshot!(lang, "buy_prompt", spoken(&app));

        // The prompt offers the least price; typing replaces it rather than adding to it. Under the
        // limit: a clear message, and nothing changes.
        assert_refused(
            &mut app,
            "5\n",
            in_lang(
                lang,
                "5 is outside the limits: 10 to 20.",
                "5: a határokon kívül esik (10–20).",
            ),
        );
        assert!(matches!(app.mode, Mode::Entry(_)));

        // Once typed, digits add up: Backspace, then 15.
        press(&mut app, "\x0815\n");
        press(&mut app, "s");
        assert!(matches!(app.mode, Mode::Settlement(_)));
        let settled = spoken(&app);
        if lang == Lang::Hu {
            assert_words(
                &settled,
                &[
                    "Bot 2 megállt 17 ponton: „18 ponttól fizet”.",
                    "(legyőzi a bankadót) +25, tét: 25",
                    "Ebben a leosztásban: +25 zseton.",
                ],
            );
        }
        snapshot!(lang, "settlement", settled);

        press(&mut app, "q");
        let summary = spoken(&app);
        if lang == Lang::Hu {
            assert_words(&summary, &["Köszönjük a játékot!", "Eredmény: +25 zseton"]);
        }
        snapshot!(lang, "summary", summary);
        press(&mut app, "x");
        assert!(app.done);
    }
}

#[test]
fn keys_for_moves_that_are_not_legal_say_so_and_change_nothing() {
    for lang in LANGS {
        let mut app = app(lang, json!("traditional"), PLAIN, 2, false);
        let before = view(&app);
        press(&mut app, "t");
        assert_eq!(view(&app), before);
        let refused = app
            .message
            .as_ref()
            .expect("a message is shown")
            .text
            .clone();
        match lang {
            Lang::En => assert_eq!(
                refused,
                "Twist is not allowed now: players play their hands after the deal."
            ),
            _ => assert_ne!(
                refused,
                "Twist is not allowed now: players play their hands after the deal."
            ),
        }
        assert_speaks(&app);
        assert_unchanged(&mut app, "p*/");
        assert_refused(
            &mut app,
            "m99\n",
            in_lang(
                lang,
                "99 is outside the limits: 1 to 50.",
                "99: a határokon kívül esik (1–50).",
            ),
        );
        press(&mut app, "\x1b");
        assert_eq!(app.mode, Mode::Play);
        assert_eq!(view(&app), before);
    }
}

#[test]
fn the_banker_s_turn() {
    for lang in LANGS {
        // You bank. Bot 1 9C 8C (17), Bot 2 TD 7S (17); you hold 6H 7H (13).
        let mut app = app(lang, json!("traditional"), "9C TD 6H 8C 7S 7H", 2, true);
        press(&mut app, "\n");
        let turn = spoken(&app);
        if lang == Lang::Hu {
            assert_words(
                &turn,
                &["Nálad a bank", "(bank)", "megállok", "lapot kérek"],
            );
        }
        snapshot!(lang, "banker_turn", turn);
    }
}

#[test]
fn split_hands() {
    for lang in LANGS {
        // Cut as above; you hold 8S 8D and split them: 2H to the first hand, KS to the second.
        let mut app = app(
            lang,
            json!("traditional"),
            "2C 3C KC 8S TH 7D 8D 8H TC 2H KS",
            2,
            false,
        );
        press(&mut app, "m10\n");
        press(&mut app, "p");
        let split = spoken(&app);
        if lang == Lang::Hu {
            assert_words(&split, &["2. kéz", "Szétválasztod: 8♠ 8♦."]);
        }
        snapshot!(lang, "split_hands", split);
    }
}

#[test]
fn a_casino_round_with_the_dealer_face_down() {
    for lang in LANGS {
        // You 9C 7D, Bot 1 TH 8S, dealer QS 6H.
        let mut app = app(lang, json!("casino"), "9C TH QS 7D 8S 6H", 1, false);
        press(&mut app, "m10\n");
        let round = spoken(&app);
        assert!(round.contains("▒▒ ▒▒"), "the dealer's cards stay down");
        if lang == Lang::Hu {
            assert_words(
                &round,
                &[
                    "1. kör",
                    "Osztó",
                    "cipő: 410 lap",
                    "lapot kérek",
                    "duplázás (+10)",
                    "Tétet teszel: 10.",
                ],
            );
        }
        snapshot!(lang, "casino_round", round);
    }
}

#[test]
fn the_rules_page_describes_the_table_in_play() {
    for lang in LANGS {
        let mut app = app(
            lang,
            json!({"preset": "shoot", "burn": 13, "royal_pontoon": true}),
            PLAIN,
            2,
            false,
        );
        press(&mut app, "?");
        let page = spoken(&app);
        if lang == Lang::Hu {
            assert_words(&page, &["Az asztal szabályai", "Shoot Pontoon", "kassza"]);
        }
        english_snapshot!(lang, "rules_page", page);
        press(&mut app, "x");
        assert_eq!(app.mode, Mode::Play);
    }
}

/// Every rules page can be read to its last line at 80×24: whole, or scrolled down to it.
#[test]
fn every_rules_page_reads_to_its_last_line() {
    let all = json!({"preset": "shoot", "burn": 13, "royal_pontoon": true, "banker_may_double": true,
                     "aces_only_split": true, "no_fifth_card_buy_under_12": true,
                     "picture_beats_ten": true, "natural_beats_plain": true, "stick_min": 16});
    for lang in LANGS {
        let (home, keys, more) = match lang {
            Lang::Hu => ("felajánlása, q kilépés.", "Billentyűk", "lejjebb még van"),
            _ => ("o offer the bank, q quit.", "Keys", "more below"),
        };
        for (rules, last) in [
            (all.clone(), home),
            (json!("casino"), keys),
            (json!("pontoon-blackjack"), keys),
        ] {
            let mut app = app(lang, rules.clone(), PLAIN, 2, false);
            press(&mut app, "?");
            for _ in 0..30 {
                press(&mut app, "j");
            }
            let page = spoken(&app);
            assert!(matches!(app.mode, Mode::Rules { .. }), "{rules}");
            assert!(page.contains(last), "{rules}: {page}");
            assert!(!page.contains(more), "{rules}: {page}");
            // Scrolled back to the top, the page starts with its first line.
            for _ in 0..30 {
                press(&mut app, "k");
            }
            assert!(matches!(app.mode, Mode::Rules { scroll: 0, .. }));
            press(&mut app, "x");
            assert_eq!(app.mode, Mode::Play);
        }
    }
}

#[test]
fn a_small_terminal_gets_a_clear_message() {
    for lang in LANGS {
        let app = app(lang, json!("traditional"), PLAIN, 2, false);
        let text = screen(&app, 60, 20);
        let needs = in_lang(
            lang,
            "Parlour needs a terminal of at least 80×24; this one is",
            "A Parlournak legalább 80×24 méretű terminál kell; ez",
        );
        assert!(text.contains(needs), "{text}");
        assert!(text.contains("60×20."), "{text}");
        assert!(!screen(&app, 80, 24).contains(needs));
    }
}

/// A kitty cannot be taken back, so the amount is asked again before it goes in; typing replaces
/// the offered least amount.
#[test]
fn a_kitty_is_confirmed_before_it_is_put_up() {
    for lang in LANGS {
        let mut app = app(lang, json!("shoot"), PLAIN, 2, true);
        press(&mut app, "k");
        let Mode::Entry(entry) = &app.mode else {
            panic!("the kitty is being typed")
        };
        assert_eq!((entry.text.as_str(), entry.fresh), ("20", true));
        assert_speaks(&app);
        // Typing 5 makes 5, not 205, and 5 is under the least kitty.
        assert_refused(
            &mut app,
            "5\n",
            in_lang(
                lang,
                "5 is outside the limits: 20 to 200.",
                "5: a határokon kívül esik (20–200).",
            ),
        );
        press(&mut app, "\x0830\n");
        let Mode::Confirm(confirm) = &app.mode else {
            panic!("the kitty is asked again")
        };
        assert_eq!(
            confirm.question,
            in_lang(
                lang,
                "Put 30 chips in the kitty? It stays there until the bank changes hands.",
                "Beteszel 30 zsetont a kasszába? Ott marad, amíg a bank gazdát nem cserél.",
            )
        );
        assert_speaks(&app);
        let before = view(&app);
        press(&mut app, "n");
        assert!(matches!(&app.mode, Mode::Entry(e) if e.text == "30"));
        assert_eq!(view(&app), before, "nothing went in");
        press(&mut app, "\ny");
        assert_eq!(app.mode, Mode::Play);
        let t = app
            .table
            .as_any()
            .downcast_ref::<Seated<Pontoon>>()
            .expect("a home table");
        assert_eq!(t.game().kitty(), 30);
    }
}

/// On the "terminal too small" screen no key acts but `q`.
#[test]
fn a_small_terminal_takes_no_moves() {
    for lang in LANGS {
        let mut app = app(lang, json!("traditional"), PLAIN, 2, false);
        app.set_size(60, 20);
        let before = view(&app);
        press(&mut app, "m10\ns");
        assert_eq!(view(&app), before);
        assert_eq!(app.mode, Mode::Play);
        app.set_size(80, 24);
        press(&mut app, "m10\n");
        assert_ne!(view(&app), before, "a large enough terminal plays again");
        app.set_size(70, 30);
        press(&mut app, "q");
        assert!(app.done);
    }
}

/// A player too short of chips to be dealt in is told why, and how to leave.
#[test]
fn a_player_who_cannot_play_is_told_so() {
    for lang in LANGS {
        // Cut: Bot 2 banks. You TS 6S (16), Bot 1 TH KH (20), Bot 2 TD 9D (19). You stake 15 of
        // your 30 and stick; the banker stays on 19 and you lose 15: 15 chips cannot cover the
        // least stake of 10 twice over.
        let mut short = setup(
            lang,
            json!({"preset": "traditional", "min_stake": 10, "max_stake": 15}),
            "2C 3C KC TS TH TD 6S KH 9D 5C 5D 5H 4C 4D",
            2,
            false,
        );
        short.chips = 30;
        let mut app = App::new(&short, None, lang).unwrap();
        assert!(app.table.human_to_act());
        press(&mut app, "m15\ns");
        assert!(matches!(app.mode, Mode::Settlement(_)), "{:?}", app.mode);
        assert_eq!(app.chips(), 15);
        let shown = spoken(&app);
        let (sits_out, leave, sat_out) = match lang {
            Lang::Hu => (
                "Kimaradsz: 15 zsetonod van, a legkisebb tétet (10) pedig kétszeresen",
                "q: a játszma vége",
                "Ezt a leosztást kihagytad.",
            ),
            _ => (
                "You sit out: you hold 15 chips, and a stake of 10 must be covered twice",
                "q: end the session",
                "You sat this hand out.",
            ),
        };
        assert!(shown.contains(sits_out), "{shown}");
        assert!(shown.contains(leave), "{shown}");
        // The next hand is played without you, and says so.
        press(&mut app, "\n");
        assert!(
            matches!(&app.mode, Mode::Settlement(lines) if lines.iter().any(|l| l == sat_out)),
            "{:?} {:?}",
            app.mode,
            app.log
        );
        assert_speaks(&app);
        press(&mut app, "q");
        assert_eq!(app.mode, Mode::Summary);
    }
}

/// A hand record is named only once written; a session of no hands leaves none.
#[test]
fn the_summary_names_only_a_record_that_was_written() {
    for lang in LANGS {
        let folder = std::env::temp_dir().join(format!(
            "parlour-records-{}-{}",
            std::process::id(),
            lang.code()
        ));
        let _ = std::fs::remove_dir_all(&folder);
        let with_history = |history: std::path::PathBuf| {
            App::new(
                &setup(lang, json!("traditional"), PLAIN, 2, false),
                Some(history),
                lang,
            )
            .unwrap()
        };
        // No hand: nothing written, and the summary says so.
        let mut none = with_history(folder.join("none.json"));
        press(&mut none, "q");
        assert!(!folder.join("none.json").exists());
        assert!(screen(&none, 80, 24).contains(in_lang(
            lang,
            "No hand was played, so no hand record was written.",
            "Egy leosztás sem volt, így jegyzőkönyv sem készült.",
        )));
        assert_speaks(&none);
        // A hand played where nothing can be written: the summary says so, and names no file.
        let mut failed = with_history(std::path::PathBuf::from("/proc/parlour/no/such.json"));
        press(&mut failed, "m10\nb15\ns\nq");
        let summary = screen(&failed, 80, 24);
        let (could_not, replay) = match lang {
            Lang::Hu => ("A jegyzőkönyvet nem sikerült ide írni", "visszajátszás"),
            _ => ("The hand record could not be written", "replay it with"),
        };
        assert!(summary.contains(could_not), "{summary}");
        assert!(!summary.contains(replay), "{summary}");
        // A hand played and written: the summary names the file, which replays.
        let mut written = with_history(folder.join("one.json"));
        press(&mut written, "m10\nb15\ns\nq");
        assert!(folder.join("one.json").exists());
        assert_eq!(
            written.record_lines()[0],
            format!(
                "{} {}",
                in_lang(
                    lang,
                    "The session's hand record:",
                    "A játszma jegyzőkönyve:"
                ),
                folder.join("one.json").display()
            )
        );
        let _ = std::fs::remove_dir_all(&folder);
    }
}

/// The bank is offered by name, from the players who could buy it.
#[test]
fn the_bank_is_offered_to_a_player_by_name() {
    for lang in LANGS {
        let mut app = app(lang, json!("traditional"), PLAIN, 2, true);
        press(&mut app, "o");
        let offer = spoken(&app);
        let (whom, first, second, price, offered) = match lang {
            Lang::Hu => (
                "Kinek ajánlod fel a bankot?",
                "1 Bot 1 (max. 499)",
                "2 Bot 2 (max. 499)",
                "Milyen áron?",
                "A bankadó felajánlja a bankot Bot 2 játékosnak 40 zsetonért.",
            ),
            _ => (
                "Offer the bank to whom?",
                "1 Bot 1 (up to 499)",
                "2 Bot 2 (up to 499)",
                "For what price?",
                "The banker offers the bank to Bot 2 for 40.",
            ),
        };
        assert!(offer.contains(whom), "{offer}");
        assert!(offer.contains(first), "{offer}");
        assert!(offer.contains(second), "{offer}");
        press(&mut app, "2\n");
        assert!(matches!(&app.mode, Mode::Entry(e) if e.kind.prompt(&app.words) == price));
        assert_speaks(&app);
        press(&mut app, "40\n");
        assert_logged(&app, offered);
    }
}

/// A move the rules refuse now says the rule.
#[test]
fn a_refused_move_says_the_rule() {
    for lang in LANGS {
        // You 9C 4D (13) at a casino table: sticking needs 15.
        let mut app = app(lang, json!("casino"), "9C TH QS 4D 8S 6H", 1, false);
        press(&mut app, "m10\n");
        let before = view(&app);
        press(&mut app, "s");
        assert_eq!(view(&app), before);
        let refused = app.message.as_ref().expect("a refusal").text.clone();
        if lang == Lang::En {
            assert_eq!(
                refused,
                "A hand needs at least 15 to stick; this one makes 13."
            );
        } else {
            // The rule in the player's language, its numbers in it.
            assert!(
                refused.contains("15") && refused.contains("13"),
                "{refused}"
            );
            assert!(!refused.contains("to stick"), "{refused}");
        }
        assert_speaks(&app);
        assert_refused(
            &mut app,
            "x",
            in_lang(
                lang,
                "'x' is not a key of this table: your moves and their keys are listed above.",
                "'x': ennél az asztalnál nincs ilyen billentyű; a lépéseidet és billentyűiket fent látod.",
            ),
        );
    }
}

/// A long name keeps to its column; each buy is shown apart; a shoot bet widens the stake column
/// rather than pushing a row's cards out of line.
#[test]
fn rows_keep_their_columns() {
    for lang in LANGS {
        // Cut: Bot 2 banks. You 2S 3S, Bot 1 TH 9H, Bot 2 7D TC; then 4S and 2H for your buys.
        let mut long = setup(
            lang,
            json!("shoot"),
            "2C 3C KC 2S TH 7D 3S 9H TC 4S 2H 5C 5D",
            2,
            false,
        );
        long.name = "Alexandra Longname".into();
        let mut app = App::new(&long, None, lang).unwrap();
        // Stake 10, no shoot bet yet; buy the 3rd card for 15, shoot 5 for the 4th, buy it for 12.
        press(&mut app, "m10\n");
        press(&mut app, "n");
        press(&mut app, "b15\nh5\nb12\n");
        let table = spoken(&app);
        let mine = table
            .lines()
            .find(|l| l.contains("Alexandra Lon…"))
            .unwrap_or_else(|| panic!("the name is cut to its column:\n{table}"));
        let stake = in_lang(
            lang,
            "stake 10 +15 +12 · shoot 5 2♠ 3♠ 4♠ 2♥",
            "tét 10 +15 +12 · kasszatét 5 2♠ 3♠ 4♠ 2♥",
        );
        assert!(mine.contains(stake), "{mine}");
        let bot = table
            .lines()
            .find(|l| l.contains("Bot 1"))
            .expect("Bot 1's row");
        let column =
            |line: &str, card: &str| line.find(card).map(|byte| line[..byte].chars().count());
        assert_eq!(
            column(mine, "2♠"),
            column(bot, "▒▒"),
            "the cards start in one column:\n{table}"
        );
    }
}

/// The settlement's lines, once the round is over.
fn settlement(app: &App) -> &[String] {
    let Mode::Settlement(lines) = &app.mode else {
        panic!("the round is over: {:?}", app.log)
    };
    lines
}

/// After `keys`, the settlement's first line for the player is `settled`, and the log tells
/// `logged`.
fn assert_told(app: &mut App, keys: &str, settled: &str, logged: &str) {
    press(app, keys);
    assert_eq!(settlement(app)[0], settled);
    assert_logged(app, logged);
    assert_speaks(app);
}

/// A banker whose draw makes a hard 21 stops by rule: the words say so, not that he chose to stay.
#[test]
fn a_banker_stopped_on_a_hard_21_is_not_said_to_stay() {
    for lang in LANGS {
        // You bank. Bot 1 9C 8C (17), Bot 2 TD 7S (17); you hold 9H 2D (11) and draw TH: a hard
        // 21.
        let mut app = app(
            lang,
            json!("traditional"),
            "9C TD 9H 8C 7S 2D TH 2C 3C",
            2,
            true,
        );
        press(&mut app, "\n");
        assert!(app.table.human_to_act(), "{:?}", app.log);
        assert_told(
            &mut app,
            "t",
            in_lang(
                lang,
                "You stopped on a hard 21, which takes no card: only Pontoons and Five Card Tricks are paid, double.",
                "Kemény 21 ponton álltál meg, amelyre nem lehet lapot húzni: csak a Pontoont és az 5 lapból álló kombinációt fizeted, duplán.",
            ),
            in_lang(
                lang,
                "The banker stops on 21: only Pontoons and Five Card Tricks are paid.",
                "A bankadó 21 ponton megáll: csak Pontoont és 5 lapból álló kombinációt fizet.",
            ),
        );
    }
}

/// A dealer with no hand left to beat turns his cards and does not draw: the words say so.
#[test]
fn a_dealer_with_nothing_to_beat_is_said_not_to_draw() {
    for lang in LANGS {
        // You 9C 7D (16) against the dealer's QS 6H; you twist KH and bust.
        let mut app = app(lang, json!("casino"), "9C QS 7D 6H KH", 0, false);
        assert_told(
            &mut app,
            "m10\nt",
            in_lang(
                lang,
                "Every hand was bust or a Pontoon, so the dealer did not draw (Q♠ 6♥).",
                "Minden kéz 21 fölött volt vagy Pontoon, így az osztó nem húzott (Q♠ 6♥).",
            ),
            in_lang(
                lang,
                "The dealer has no hand left to beat and does not draw (16).",
                "Az osztónak nincs legyőzendő keze, így nem húz (16).",
            ),
        );
        assert_logged(
            &app,
            in_lang(
                lang,
                "You go bust and lose 10.",
                "Meghaladtad a 21-et, veszteséged 10.",
            ),
        );
    }
}

/// The player's name, unless they give one, is the language's own "you".
#[test]
fn the_player_is_named_in_their_language() {
    assert_eq!(player(Lang::En), "You");
    assert_eq!(player(Lang::Hu), "Te");
    let app = app(Lang::Hu, json!("traditional"), PLAIN, 2, false);
    assert!(screen(&app, 80, 24).contains("  Te "), "the player's row");
}

/// Every language speaks on every screen these tests visit: no message id, nothing cut off.
#[test]
fn every_language_fits_the_screens() {
    for lang in Lang::ALL {
        let mut home = app(lang, json!("traditional"), PLAIN, 2, false);
        for keys in ["", "m10\n", "b", "\x0815\n", "s", "?", "x", "q"] {
            press(&mut home, keys);
            assert_speaks(&home);
        }
        let mut banker = app(lang, json!("shoot"), "9C TD 6H 8C 7S 7H", 2, true);
        for keys in ["k", "\x0830\n", "y", "\n", "o"] {
            press(&mut banker, keys);
            assert_speaks(&banker);
        }
        let mut casino = app(lang, json!("casino"), "9C TH QS 7D 8S 6H", 1, false);
        for keys in ["", "m10\n", "t", "s"] {
            press(&mut casino, keys);
            assert_speaks(&casino);
        }
    }
}
