//! The coach at a casino table and the trainer (`--train`), key by key: a hint shows what the
//! kit's coach gives for the player's own view, and nothing while the coach is off; the summary
//! lists a move that was not the best with its cost; the trainer scores right and wrong answers
//! and deals more of the kind the player misses. Each screen is checked to speak in every
//! language, and snapshot in English and Hungarian.

use crate::common::{
    LANGS, assert_speaks, assert_unchanged, press, said, screen, setup_in, snapshot, spoken,
    stacked,
};
use parlour_games::coach::{Choice, Count, Hint};
use parlour_tui::app::Mode;
use parlour_tui::trainer::Practice;
use parlour_tui::{App, Lang, render};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use serde_json::{Value, json};

/// A casino table dealt from `deck`: you and `opponents` bots, 1000 chips each.
fn casino(lang: Lang, deck: &str, opponents: usize) -> App {
    let setup = setup_in(lang, json!("casino"), stacked(deck), opponents, 1000);
    App::new(&setup, None, lang).unwrap()
}

/// You 9C 7D (hard 16), Bot 1 TH 8S, the dealer QS 6H; then 5C, 2D for whoever draws.
const SIXTEEN: &str = "9C TH QS 7D 8S 6H 5C 2D";

/// What the kit's coach says for this view, asked directly.
fn kit_hint(view: &Value, count: Count) -> Hint {
    let coaching = parlour_games::kit("casino").unwrap().coach().unwrap();
    coaching.hint(view, count).unwrap()
}

fn shown(app: &App) -> Option<&Hint> {
    app.coach.as_ref().and_then(|coach| coach.shown.as_ref())
}

/// `x` to `places` decimals with its sign, as English writes it, by the standard library's own
/// formatting rather than the client's.
fn english(x: f64, places: usize) -> String {
    let text = format!("{x:+.places$}");
    // The client rounds a tiny negative to zero, with a plus.
    if text
        .trim_start_matches(['-', '+'])
        .chars()
        .all(|c| c == '0' || c == '.')
    {
        format!("+{}", &text[1..])
    } else {
        text
    }
}

#[test]
fn the_coach_is_off_until_turned_on_and_then_shows_what_the_kit_gives() {
    for lang in LANGS {
        let mut app = casino(lang, SIXTEEN, 1);
        press(&mut app, "m10\n");
        assert!(app.table.human_to_act());
        // Off: h and v change nothing, show no hint, and say how to turn the coach on.
        assert_unchanged(&mut app, "v");
        assert_eq!(app.coach.as_ref().unwrap().count, Count::Fresh);
        assert_unchanged(&mut app, "h");
        assert!(shown(&app).is_none());
        if lang == Lang::En {
            assert_eq!(said(&app), "The coach is off: c turns it on.");
        }
        let off = spoken(&app);
        assert!(!off.contains("+0.") && !off.contains("-0."), "{off}");

        // On: the hint is exactly the kit's for the player's own view of the table.
        assert_unchanged(&mut app, "ch");
        let hint = shown(&app).expect("a hint").clone();
        assert_eq!(hint, kit_hint(&app.table.view(), Count::Fresh));
        assert_eq!(hint.bet, 10);
        assert_eq!(hint.cards.len(), 2, "the player's own two cards");
        let moves: Vec<Choice> = hint.advice.moves.iter().map(|w| w.choice).collect();
        for choice in [Choice::Stick, Choice::Twist, Choice::Buy] {
            assert!(moves.contains(&choice), "{choice:?} in {moves:?}");
        }
        let screen = spoken(&app);
        if lang == Lang::En {
            let best = hint.advice.best().unwrap();
            for worth in &hint.advice.moves {
                let row = screen
                    .lines()
                    .find(|line| {
                        let words: Vec<&str> = line.split_whitespace().collect();
                        let bets = english(worth.bets, 3);
                        let chips = english(worth.bets * 10.0, 2);
                        words.windows(2).any(|w| w == [bets.as_str(), "bets"])
                            && words.windows(2).any(|w| w == [chips.as_str(), "chips"])
                    })
                    .unwrap_or_else(|| panic!("no row for {worth:?}:\n{screen}"));
                assert_eq!(
                    row.contains("best"),
                    worth.bets >= best.bets - 1e-9,
                    "{row}"
                );
            }
            assert!(
                screen.contains("Your hand: 9♣ 7♦ = 16 · bet 10"),
                "{screen}"
            );
            assert!(screen.contains("The coach, from a fresh shoe"), "{screen}");
        }
        snapshot!(lang, "coach_hint", screen);

        // Counting the cards seen: Bot 1's T♥ 8♠ are out of the shoe, the dealer's are not.
        press(&mut app, "v");
        let seen = shown(&app)
            .expect("the hint again, by the new count")
            .clone();
        assert_eq!(seen.advice.count, Count::Seen);
        assert_eq!(seen, kit_hint(&app.table.view(), Count::Seen));
        assert_ne!(seen.advice.moves, hint.advice.moves);
        // Asked again, and again: the same hint, the table untouched.
        assert_unchanged(&mut app, "hh");
        assert_eq!(shown(&app), Some(&seen));

        // A move takes the hint away: it was for the hand as it stood.
        press(&mut app, "t");
        assert!(shown(&app).is_none());
        assert_speaks(&app);
    }
}

#[test]
fn the_coach_says_nothing_of_a_hand_that_is_not_the_players_to_play() {
    for lang in LANGS {
        let mut app = casino(lang, SIXTEEN, 1);
        press(&mut app, "c");
        // Betting: no hand to value.
        assert_unchanged(&mut app, "h");
        assert!(shown(&app).is_none());
        if lang == Lang::En {
            assert_eq!(
                said(&app),
                "The coach values the moves of your own hand, on your turn."
            );
        }
        assert_speaks(&app);
        // Turned off again, the coach shows nothing even on the player's turn.
        press(&mut app, "m10\n");
        press(&mut app, "hc");
        assert!(shown(&app).is_none());
        assert_unchanged(&mut app, "h");
        assert!(shown(&app).is_none());
    }
    // A table whose game has no coach keeps its keys: h is the shoot bet there, c no key.
    let setup = setup_in(
        Lang::En,
        json!("traditional"),
        stacked("2C 3C KC 9S TH 7D 3D 8H TC 6C 5S"),
        2,
        500,
    );
    let mut home = App::new(&setup, None, Lang::En).unwrap();
    assert!(home.coach.is_none());
    press(&mut home, "c");
    assert_eq!(
        said(&home),
        "'c' is not a key of this table: your moves and their keys are listed above."
    );
    assert!(!screen(&home, 80, 24).contains("c coach"));
}

/// The keys under the table fit its frame in every language, on and off.
#[test]
fn the_coach_s_keys_fit_in_every_language() {
    for lang in Lang::ALL {
        let mut app = casino(lang, SIXTEEN, 1);
        for keys in ["", "c", "m10\n", "h", "v", "t", "c"] {
            press(&mut app, keys);
            assert_speaks(&app);
            let bar = render::keys_bar(&app);
            assert!(bar.chars().count() + 2 <= 78, "{bar:?}");
        }
    }
}

/// You TC QD (20), Bot 1 TH 8S, the dealer QS 6H; you twist and draw 5C.
const TWENTY: &str = "TC TH QS QD 8S 6H 5C 2D 3D";

#[test]
fn the_summary_lists_a_move_that_was_not_the_best_with_its_cost() {
    for lang in LANGS {
        // The coach stays off: the review is of every session all the same.
        let mut app = casino(lang, TWENTY, 1);
        press(&mut app, "m10\n");
        let before = kit_hint(&app.table.view(), Count::Fresh);
        let stick = before.advice.of(Choice::Stick).unwrap().bets;
        let twist = before.advice.of(Choice::Twist).unwrap().bets;
        // Twisting a 20 busts on anything but an ace: it gives up over a bet.
        assert!(stick - twist > 1.0, "{stick} {twist}");
        press(&mut app, "t");
        assert!(matches!(app.mode, Mode::Settlement(_)));
        press(&mut app, "q");
        let reviewed = app.review.clone().expect("a review").expect("reviewed");
        assert_eq!(reviewed.review.mistakes, 1);
        assert_eq!(reviewed.rounds, [1]);
        let mistake = &reviewed.review.decisions[0];
        assert_eq!(mistake.taken, Choice::Twist);
        assert!((mistake.cost - (stick - twist)).abs() < 1e-9);
        let lines = app.review_lines(usize::MAX);
        assert_eq!(lines.len(), 2, "{lines:?}");
        if lang == Lang::En {
            let chips = format!("{:.2}", (stick - twist) * 10.0);
            let bets = format!("{:.3}", stick - twist);
            assert_eq!(
                lines[1],
                format!(
                    "round 1, T♣ Q♦ = 20: twist where stick was best, -{chips} chips (-{bets} bets)"
                )
            );
            assert!(lines[0].starts_with("The coach's review: your one decision was not the best"));
        }
        let summary = spoken(&app);
        for line in &lines {
            let start: String = line.chars().take(30).collect();
            assert!(summary.contains(&start), "{start:?}:\n{summary}");
        }
        snapshot!(lang, "coach_summary", summary);
    }
}

#[test]
fn a_session_of_best_moves_is_said_to_be_clean_and_one_of_none_says_nothing() {
    let mut app = casino(Lang::En, TWENTY, 1);
    press(&mut app, "m10\n");
    press(&mut app, "s");
    press(&mut app, "q");
    assert_eq!(
        app.review_lines(usize::MAX),
        ["The coach's review: your one decision was the best."]
    );
    let mut idle = casino(Lang::En, TWENTY, 1);
    press(&mut idle, "q");
    assert!(idle.review_lines(usize::MAX).is_empty());
}

/// The trainer's screen as a terminal of 80 × 24 shows it.
fn practice_screen(practice: &Practice) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| practice.draw(frame)).unwrap();
    terminal.backend().to_string()
}

/// Presses one key at the trainer.
fn answer(practice: &mut Practice, key: char) {
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let code = if key == '\n' {
        KeyCode::Enter
    } else {
        KeyCode::Char(key)
    };
    practice.on_key(KeyEvent::new(code, KeyModifiers::NONE));
}

/// The key that answers `choice`.
fn key_of(choice: Choice) -> char {
    match choice {
        Choice::Stick => 's',
        Choice::Twist => 't',
        Choice::Buy => 'b',
        Choice::Split => 'p',
    }
}

/// Panics unless the trainer's screen names no message and fits: the title, each row of a move's
/// worth, and every box's lines, broken into rows as they are drawn, within their boxes.
fn assert_practice_speaks(practice: &Practice) -> String {
    let shown = practice_screen(practice);
    for area in ["terminal-", "casino-"] {
        assert!(
            !shown.contains(area),
            "a message id on the screen:\n{shown}"
        );
    }
    assert!(practice.title().chars().count() <= 78, "{shown}");
    let rows = |lines: Vec<ratatui::text::Line>| -> usize {
        (lines.iter())
            .map(|line| parlour_tui::draw::wrap_rows(&line.to_string(), 78).len())
            .sum()
    };
    let hand = rows(practice.hand_lines());
    assert_eq!(
        hand,
        practice.hand_lines().len(),
        "a row of the hand is cut off:\n{shown}"
    );
    if !practice.over {
        let answer = practice.answer_lines();
        for worth in answer.iter().skip(2) {
            assert!(
                worth.width() <= 78,
                "cut off: {:?}\n{shown}",
                worth.to_string()
            );
        }
        let room = 24 - (hand + 2) - 5 - 2;
        assert!(
            rows(answer) <= room,
            "the last answer does not fit:\n{shown}"
        );
        assert!(
            rows(practice.moves_lines()) <= 3,
            "the moves do not fit:\n{shown}"
        );
    }
    shown
}

#[test]
fn the_trainer_scores_a_right_and_a_wrong_answer() {
    for lang in LANGS {
        let mut practice = Practice::new(&json!("casino"), 7, lang).unwrap();
        snapshot!(lang, "trainer_first", assert_practice_speaks(&practice));
        // A key that is no move says so, and deals nothing.
        let first = practice.drill.clone();
        answer(&mut practice, 'x');
        assert_eq!(practice.drill, first);
        assert!(practice.message.is_some());
        assert_eq!(practice.score.answered, 0);

        let best = practice.drill.advice.best().unwrap().choice;
        let kind = practice.drill.kind as usize;
        answer(&mut practice, key_of(best));
        assert_eq!((practice.score.right, practice.score.answered), (1, 1));
        let last = practice.last.clone().unwrap();
        assert!(last.scored.right);
        assert_eq!(last.drill, first);
        assert_eq!(
            practice.weights[kind], 2,
            "a kind played right comes a little less"
        );

        // Now a wrong one: the move worth least, when it is worth less than the best.
        let mut guard = 0;
        while practice.drill.advice.moves.first().unwrap().bets
            - practice.drill.advice.moves.last().unwrap().bets
            < 1e-6
        {
            let best = practice.drill.advice.best().unwrap().choice;
            answer(&mut practice, key_of(best));
            guard += 1;
            assert!(guard < 50);
        }
        let drill = practice.drill.clone();
        let worst = *drill.advice.moves.last().unwrap();
        let cost = drill.advice.best().unwrap().bets - worst.bets;
        let before = practice.weights;
        let answered = practice.score.answered;
        answer(&mut practice, key_of(worst.choice));
        assert_eq!(practice.score.answered, answered + 1);
        assert_eq!(practice.score.right, answered);
        assert!((practice.score.cost - cost).abs() < 1e-12);
        assert_eq!(practice.score.missed[drill.kind as usize], 1);
        assert!(practice.weights[drill.kind as usize] > before[drill.kind as usize]);
        let wrong = assert_practice_speaks(&practice);
        if lang == Lang::En {
            let line = format!(
                "Wrong: {} gives up {cost:.3} bets against {}, the best.",
                format!("{:?}", worst.choice).to_lowercase(),
                format!("{:?}", drill.advice.best().unwrap().choice).to_lowercase(),
            );
            assert!(wrong.contains(&line), "{line}\n{wrong}");
        }
        snapshot!(lang, "trainer_wrong", wrong);

        answer(&mut practice, 'q');
        assert!(practice.over && !practice.done);
        let over = assert_practice_speaks(&practice);
        if lang == Lang::En {
            assert!(over.contains(&format!(
                "Practice over: {} right of {}.",
                answered,
                answered + 1
            )));
        }
        answer(&mut practice, 'x');
        assert!(practice.done);
    }
}

#[test]
fn the_trainer_deals_more_of_the_kind_the_player_misses() {
    // Every hard hand answered with its worst move, every other with its best.
    let mut practice = Practice::new(&json!("casino"), 11, Lang::En).unwrap();
    let mut kinds = Vec::new();
    for _ in 0..90 {
        let drill = practice.drill.clone();
        kinds.push(drill.kind);
        let choice = if drill.kind == parlour_analysis::Kind::Hard {
            drill.advice.moves.last().unwrap().choice
        } else {
            drill.advice.best().unwrap().choice
        };
        answer(&mut practice, key_of(choice));
    }
    let hard = |kinds: &[parlour_analysis::Kind]| {
        kinds
            .iter()
            .filter(|k| **k == parlour_analysis::Kind::Hard)
            .count()
    };
    // Dealt alike at first (a third each), the hard hands come to most of the last thirty.
    assert!(hard(&kinds[..10]) <= 7, "{kinds:?}");
    assert!(hard(&kinds[60..]) >= 22, "{kinds:?}");
    assert!(
        practice.weights[0] > 10 * practice.weights[1],
        "{:?}",
        practice.weights
    );
    let [hard_share, soft_share, pair_share] = practice.shares();
    assert!(hard_share > 80 && soft_share < 10 && pair_share < 10);
    let screen = practice_screen(&practice);
    assert!(
        screen.contains(&format!(
            "hard {hard_share}% · soft {soft_share}% · pairs {pair_share}%"
        )),
        "{screen}"
    );
}

#[test]
fn every_language_speaks_at_the_trainer() {
    for lang in Lang::ALL {
        let mut practice = Practice::new(&json!("pontoon-blackjack"), 3, lang).unwrap();
        for key in ['\n', 't', 'b', 'p', 'x', 's', 's', 't', 'q'] {
            answer(&mut practice, key);
            assert_practice_speaks(&practice);
        }
    }
    // The trainer deals casino hands only.
    assert!(Practice::new(&json!("traditional"), 1, Lang::En).is_err());
}

#[test]
fn the_same_seed_and_answers_deal_the_same_hands() {
    let play = |seed| {
        let mut practice = Practice::new(&json!("casino"), seed, Lang::En).unwrap();
        let mut dealt = Vec::new();
        for key in "tsbtsptsb".chars() {
            dealt.push(practice.cards.clone());
            answer(&mut practice, key);
        }
        dealt
    };
    assert_eq!(play(5), play(5));
    assert_ne!(play(5), play(6));
}

/// Split hands: the hint is for the hand on turn, the first and then the second, each as the kit
/// gives it for the view; the other hand's cards count as seen.
#[test]
fn a_split_pair_is_coached_hand_by_hand() {
    // You 8C 8D, Bot 1 TH 9S, the dealer QS 6H; 2C to your first hand, 3D to the second, then 5S.
    let mut app = casino(Lang::En, "8C TH QS 8D 9S 6H 2C 3D 5S 5H", 1);
    press(&mut app, "m10\nch");
    let pair = shown(&app).expect("a hint for the pair").clone();
    assert!(pair.advice.of(Choice::Split).is_some(), "{pair:?}");
    press(&mut app, "p");
    assert!(shown(&app).is_none(), "the split took the pair's hint away");
    press(&mut app, "h");
    let first = shown(&app).unwrap().clone();
    assert_eq!((first.hand, first.cards.len()), (0, 2));
    assert!(
        first.advice.of(Choice::Split).is_none(),
        "no split of an 8 and a 2"
    );
    assert_eq!(first, kit_hint(&app.table.view(), Count::Fresh));
    // 8C 2C twists to 15 with the 5S and sticks: the second hand's turn.
    press(&mut app, "tsvh");
    let second = shown(&app).unwrap().clone();
    assert_eq!((second.hand, second.advice.count), (1, Count::Seen));
    assert_eq!(second, kit_hint(&app.table.view(), Count::Seen));
    assert_speaks(&app);
}
