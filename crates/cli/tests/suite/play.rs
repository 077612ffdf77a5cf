//! `parlour play` end to end, through a real terminal: tmux runs the client with a fixed seed, the
//! test reads the screen and presses keys like a player would for a few hands (of Pontoon, and of
//! Palace Poker), quits, and checks that the session's saved hand record replays through
//! `parlour script` to the same chips the client reported.

use std::path::PathBuf;
use std::process::{Command, Output};
use std::thread::sleep;
use std::time::Duration;

use serde_json::Value;

fn tmux(args: &[&str]) -> Output {
    Command::new("tmux")
        .args(args)
        .output()
        .expect("the end-to-end test needs tmux (apt-get install tmux)")
}

/// A tmux session that is killed however the test ends.
struct Session(String);

impl Drop for Session {
    fn drop(&mut self) {
        let _ = tmux(&["kill-session", "-t", &self.0]);
    }
}

impl Session {
    fn screen(&self) -> String {
        String::from_utf8_lossy(&tmux(&["capture-pane", "-p", "-t", &self.0]).stdout).into_owned()
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", self.0.as_str()];
        args.extend(keys);
        tmux(&args);
        sleep(Duration::from_millis(60));
    }
}

/// What a session played in tmux came to. Its history folder goes when it does.
struct Played {
    /// The chips the client's summary line reported.
    chips: u64,
    /// The hand record it wrote.
    record: PathBuf,
    /// Every screen the test read.
    screens: Vec<String>,
    /// The hand record as it was saved after the first hand, while the session went on.
    first_saved: Option<Value>,
    history: PathBuf,
}

/// The one hand record in `history`, if one has been written.
fn record_in(history: &std::path::Path) -> Option<PathBuf> {
    std::fs::read_dir(history)
        .ok()?
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
}

impl Drop for Played {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.history);
    }
}

impl Played {
    /// Replays the record with `parlour script --check`, checks that it comes to the chips the
    /// client reported over `hands` hands at least, and returns the replay's output.
    fn replays(&self, hands: usize) -> Value {
        let replay = Command::new(env!("CARGO_BIN_EXE_parlour"))
            .args(["script", "--check", "--compact"])
            .arg(&self.record)
            .output()
            .unwrap();
        assert!(
            replay.status.success(),
            "{}",
            String::from_utf8_lossy(&replay.stderr)
        );
        let output: Value = serde_json::from_slice(&replay.stdout).unwrap();
        assert_eq!(
            output["chips"]["You"], self.chips,
            "the replay's chips differ from the client's"
        );
        assert!(output["hands"].as_array().unwrap().len() >= hands);
        output
    }
}

/// Plays `parlour play ARGS` in a 100×30 tmux window, pressing on each screen the keys `next_keys`
/// gives, until `hands` hands are over; then quits and reads the summary. `tag` keeps the sessions
/// and history folders of tests running side by side apart.
fn play_in_tmux(
    tag: &str,
    args: &str,
    hands: usize,
    next_keys: fn(&str) -> Option<Vec<&'static str>>,
) -> Played {
    let history = crate::common::fresh_dir(&format!("{tag}-test"));
    let name = format!("parlour-e2e-{tag}-{}", std::process::id());
    // In English whatever the machine's locale: the test reads the English screens.
    let command = format!(
        "{} play --lang en {args} --history {}; sleep 30",
        env!("CARGO_BIN_EXE_parlour"),
        history.display()
    );
    let started = tmux(&[
        "new-session",
        "-d",
        "-s",
        &name,
        "-x",
        "100",
        "-y",
        "30",
        &command,
    ]);
    assert!(
        started.status.success(),
        "{}",
        String::from_utf8_lossy(&started.stderr)
    );
    let session = Session(name);
    sleep(Duration::from_millis(500));

    let mut over = 0;
    let mut quit = false;
    let mut screens = Vec::new();
    let mut first_saved = None;
    for _ in 0..600 {
        let screen = session.screen();
        screens.push(screen.clone());
        if screen.contains("Press any key to leave.") {
            session.keys(&["x"]);
            break;
        }
        if screen.contains("Enter: next hand") {
            over += 1;
            if over == 1 {
                first_saved = record_in(&history).map(|path| {
                    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
                });
            }
            if over >= hands {
                session.keys(&["q"]);
                quit = true;
            } else {
                session.keys(&["Enter"]);
            }
            continue;
        }
        match next_keys(&screen) {
            Some(keys) => session.keys(&keys),
            None => sleep(Duration::from_millis(60)),
        }
    }
    assert!(quit, "{hands} hands were not played:\n{}", session.screen());
    sleep(Duration::from_millis(500));
    let screen = session.screen();
    let summary = screen
        .lines()
        .find(|l| l.starts_with("Parlour:"))
        .unwrap_or_else(|| panic!("no summary after quitting:\n{screen}"));
    let chips: u64 = summary
        .split("you have ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.replace(',', "").parse().ok())
        .unwrap_or_else(|| panic!("no chips in {summary:?}"));
    assert!(
        summary.starts_with(&format!("Parlour: {hands} hands")),
        "{summary}"
    );
    let record = record_in(&history).expect("a hand record");
    Played {
        chips,
        record,
        screens,
        first_saved,
        history,
    }
}

/// The moves line of a screen, if it offers moves.
fn moves(screen: &str) -> Option<&str> {
    screen.lines().find(|l| l.contains("Your move:"))
}

/// The key a careful Pontoon player presses on this screen, if any.
fn pontoon_keys(screen: &str) -> Option<Vec<&'static str>> {
    let moves = moves(screen)?;
    let keys: &[(&str, &[&str])] = &[
        ("deal", &["d"]),
        ("stake", &["m", "5", "Enter"]),
        ("bet ", &["Enter"]),
        ("don't double", &["n"]),
        ("decline the bank", &["n"]),
        ("kitty", &["k", "Enter", "y"]),
        ("shoot", &["n"]),
        ("stick", &["s"]),
        ("stay", &["s"]),
        ("twist", &["t"]),
    ];
    keys.iter()
        .find(|(word, _)| moves.contains(word))
        .map(|(_, keys)| keys.to_vec())
}

/// The keys of a Palace Poker player who stays, calls when attacked, attacks when made to fight,
/// and lets go of the first soldiers when it must.
fn palace_keys(screen: &str) -> Option<Vec<&'static str>> {
    const NUMBERS: [&str; 9] = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
    if let Some(prompt) = screen
        .lines()
        .find(|l| l.contains("Let go of which soldiers?"))
    {
        let must: usize = ["(at least ", "(exactly "]
            .iter()
            .find_map(|start| prompt.split(start).nth(1))
            .and_then(|rest| rest.split([',', ')']).next())
            .map_or(0, |n| n.parse().unwrap());
        let mut keys = NUMBERS[..must].to_vec();
        keys.push("Enter");
        return Some(keys);
    }
    let moves = moves(screen)?;
    let keys: &[(&str, &[&str])] = &[
        ("deal", &["n"]),
        ("call", &["c"]),
        ("stay", &["s"]),
        ("attack", &["a", "Enter"]),
        ("fold", &["f"]),
    ];
    keys.iter()
        .find(|(word, _)| moves.contains(word))
        .map(|(_, keys)| keys.to_vec())
}

#[test]
fn three_hands_in_a_terminal_replay_to_the_same_chips() {
    let played = play_in_tmux("pontoon", "--seed 11 --players 3", 3, pontoon_keys);
    played.replays(3);
}

/// `--bots best` at home: the bots play the solved strategy, which stakes only the table's least or
/// most (1 or 50 at traditional stakes); the standard bots of the same seed stake between. Both
/// sessions replay to the chips the client reported.
#[test]
fn the_best_bots_play_the_solved_strategy_in_a_terminal() {
    let stakes = |played: &Played| -> Vec<u64> {
        let record: Value =
            serde_json::from_str(&std::fs::read_to_string(&played.record).unwrap()).unwrap();
        record["actions"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a[0] != "You" && a[1] == "stake")
            .map(|a| a[2].as_u64().unwrap())
            .collect()
    };
    let best = play_in_tmux("best", "--seed 11 --players 4 --bots best", 4, pontoon_keys);
    best.replays(4);
    let staked = stakes(&best);
    assert!(staked.len() >= 4, "{staked:?}");
    assert!(staked.iter().all(|&s| s == 1 || s == 50), "{staked:?}");
    let standard = play_in_tmux("standard", "--seed 11 --players 4", 4, pontoon_keys);
    standard.replays(4);
    let staked = stakes(&standard);
    assert!(staked.iter().any(|&s| s != 1 && s != 50), "{staked:?}");
}

/// A live session's shuffle key stays out of its hand record until the session is over: the record
/// saved after the first hand is sealed, the one saved on leaving holds the key and replays.
#[test]
fn a_keyed_session_is_sealed_until_it_ends() {
    let key = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    let played = play_in_tmux(
        "casino",
        &format!("--rules casino --key {key} --players 2"),
        2,
        pontoon_keys,
    );
    let first = played
        .first_saved
        .as_ref()
        .expect("a record after the first hand");
    assert_eq!(first["sealed"], true, "{first}");
    assert!(
        first.get("key").is_none() && first.get("seed").is_none(),
        "{first}"
    );
    let record: Value =
        serde_json::from_str(&std::fs::read_to_string(&played.record).unwrap()).unwrap();
    assert_eq!(record["key"], key);
    assert!(record.get("sealed").is_none(), "{record}");
    played.replays(2);
    // A sealed record is read, but refused for play.
    let sealed = std::env::temp_dir().join(format!("parlour-sealed-{}.json", std::process::id()));
    std::fs::write(&sealed, first.to_string()).unwrap();
    let replay = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("script")
        .arg(&sealed)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&sealed);
    assert!(!replay.status.success());
    assert!(
        String::from_utf8_lossy(&replay.stderr).contains("this record is sealed"),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
}

#[test]
fn palace_poker_in_a_terminal_replays_to_the_same_chips() {
    let played = play_in_tmux(
        "palace",
        "--game palace --seed 5 --players 3",
        3,
        palace_keys,
    );
    let table = played
        .screens
        .iter()
        .find(|s| s.contains("Your move:"))
        .expect("the table was shown");
    for seen in [
        "Parlour · palace",
        "banner palace    soldiers",
        "Bot 2",
        "▒▒ ▒▒ ▒▒",
    ] {
        assert!(
            table.contains(seen),
            "{seen:?} is not on the table:\n{table}"
        );
    }
    assert_eq!(played.replays(3)["game"], "palace");
    let record: Value =
        serde_json::from_str(&std::fs::read_to_string(&played.record).unwrap()).unwrap();
    assert!(
        record.get("dealer").is_none(),
        "no dealer is named: the engine cuts for the deal"
    );
}

/// `parlour play ARGS` with no terminal: its exit status and what it said.
fn play_without_a_terminal(args: &[&str]) -> (Option<i32>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("play")
        .args(args)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn without_a_terminal_it_says_it_needs_one() {
    let (status, stderr) = play_without_a_terminal(&["--no-history"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert_eq!(
        stderr.trim(),
        "parlour play: needs a terminal to draw the table in: run it in one, not through a pipe \
         or a redirection (parlour sim plays bots against bots without one)"
    );
}

/// `parlour play` speaks the language it is asked for: `--lang`, else the environment's (`LANG`
/// here); one it does not speak is refused, with the six it does.
#[test]
fn the_table_speaks_the_language_asked_for() {
    let (status, stderr) = play_without_a_terminal(&["--lang", "fr", "--no-history"]);
    assert_eq!(status, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("--lang \"fr\" is not a language Parlour speaks"),
        "{stderr}"
    );
    for code in ["en", "es", "hu", "el", "sq", "eo"] {
        assert!(stderr.contains(&format!("{code} (")), "{code}: {stderr}");
    }

    // The Hungarian table in a terminal, chosen by LANG and by --lang alike.
    for (name, env, args) in [
        ("lang", "hu_HU.UTF-8", ""),
        ("flag", "C.UTF-8", "--lang hu"),
    ] {
        let session = Session(format!("parlour-e2e-hu-{name}-{}", std::process::id()));
        let command = format!(
            "env -u LC_ALL -u LC_MESSAGES LANG={env} {} play {args} --seed 3 --players 2 \
             --no-history; sleep 30",
            env!("CARGO_BIN_EXE_parlour"),
        );
        let started = tmux(&[
            "new-session",
            "-d",
            "-s",
            &session.0,
            "-x",
            "100",
            "-y",
            "30",
            &command,
        ]);
        assert!(started.status.success(), "{started:?}");
        let mut screen = String::new();
        for _ in 0..100 {
            sleep(Duration::from_millis(60));
            screen = session.screen();
            if screen.contains("Te jössz:") {
                break;
            }
        }
        for seen in [
            "Te jössz:",
            "1. leosztás",
            "nálad 500 zseton",
            "? szabályok · q kilépés",
        ] {
            assert!(
                screen.contains(seen),
                "{name}: {seen:?} is not on the table:\n{screen}"
            );
        }
        session.keys(&["q"]);
        sleep(Duration::from_millis(300));
        let summary = session.screen();
        assert!(
            summary.contains("Köszönjük a játékot!"),
            "{name}:\n{summary}"
        );
        session.keys(&["x"]);
        sleep(Duration::from_millis(500));
        let after = session.screen();
        assert!(
            after.contains("Parlour: 0 lejátszott leosztás, 0 zseton (nálad 500 zseton)."),
            "{name}:\n{after}"
        );
    }
}

#[test]
fn what_does_not_apply_is_refused_in_the_user_s_own_numbers() {
    for (args, says) in [
        (
            &["--rules", "casino", "--banker"][..],
            "--banker is for the home games; at a Casino Pontoon table the house banks",
        ),
        (
            &["--game", "palace", "--banker"][..],
            "--banker is for the home games of Pontoon",
        ),
        (
            &["--players", "20"][..],
            "Pontoon with 1 pack seats 2 to 8 players, not 20",
        ),
        (
            &["--rules", "casino", "--players", "8"][..],
            "seats 1 to 7 players, not 8",
        ),
        (
            &["--rules", "palace", "--players", "11"][..],
            "seats 2 to 10 players, not 11",
        ),
        (
            &["--players", "0"][..],
            "--players counts everyone at the table",
        ),
        (
            &["--option", "stick_min=14"][..],
            "stick_min must be 15 or 16, not 14",
        ),
        (
            &["--coach"][..],
            "--coach is for the casino tables (--rules casino or pontoon-blackjack); Pontoon has \
             no coach",
        ),
        (
            &["--game", "palace", "--coach", "seen"][..],
            "Palace Poker has no coach",
        ),
        (
            &["--train", "--rules", "shoot"][..],
            "--train deals casino hands",
        ),
        (
            &["--train", "--chips", "50"][..],
            "the argument '--train' cannot be used with '--chips <CHIPS>'",
        ),
        (
            &["--rules", "casino", "--coach", "twice"][..],
            "invalid value 'twice' for '--coach [<COUNT>]'",
        ),
        (
            &["--game", "palace", "--bots", "best"][..],
            "--bots best: Palace Poker has no such bots; its bots are standard",
        ),
        (
            &["--rules", "casino", "--bots", "bold"][..],
            "--bots bold: Casino Pontoon has no such bots; its bots are standard, best",
        ),
        (
            &["--bots", "expert"][..],
            "invalid value 'expert' for '--bots <LEVEL>': one of cautious, standard, bold, best",
        ),
        (
            &["--bots", "Best"][..],
            "invalid value 'Best' for '--bots <LEVEL>'",
        ),
        (
            &["--train", "--bots", "best"][..],
            "the argument '--train' cannot be used with '--bots <LEVEL>'",
        ),
    ] {
        let (status, stderr) = play_without_a_terminal(args);
        assert_eq!(status, Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        // The program's own refusals are one line; clap's, a line and its usage.
        if stderr.starts_with("parlour play:") {
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
        }
    }
}

/// Runs `parlour play ARGS` in a 100×30 tmux window, in English; the session is killed however the
/// test ends.
fn tmux_play(tag: &str, args: &str) -> Session {
    let session = Session(format!("parlour-e2e-{tag}-{}", std::process::id()));
    let command = format!(
        "{} play --lang en {args}; sleep 30",
        env!("CARGO_BIN_EXE_parlour"),
    );
    let started = tmux(&[
        "new-session",
        "-d",
        "-s",
        &session.0,
        "-x",
        "100",
        "-y",
        "30",
        &command,
    ]);
    assert!(started.status.success(), "{started:?}");
    session
}

impl Session {
    /// The screen once it shows `text`, within a few seconds.
    fn wait_for(&self, text: &str) -> String {
        let mut screen = String::new();
        for _ in 0..100 {
            sleep(Duration::from_millis(60));
            screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
        }
        panic!("{text:?} never came:\n{screen}");
    }
}

/// The coach in a real terminal: off until `--coach` turns it on, `h` shows each move's worth on
/// the player's turn, and the review is printed once the terminal is given back.
#[test]
fn the_coach_hints_in_a_terminal_and_reviews_the_session() {
    let session = tmux_play(
        "coach",
        "--rules casino --players 1 --seed 4 --coach --no-history",
    );
    session.wait_for("h hint · v count · c coach off");
    let mut hinted = false;
    let mut rounds = 0;
    for _ in 0..300 {
        let screen = session.screen();
        if screen.contains("Enter: next hand") {
            rounds += 1;
            if rounds == 3 {
                break;
            }
            session.keys(&["Enter"]);
        } else if let Some(moves) = moves(&screen) {
            if moves.contains("stick") && !hinted {
                session.keys(&["h"]);
                let hint = session.wait_for("The coach, from a fresh shoe");
                assert!(hint.contains("» ") && hint.contains(" best"), "{hint}");
                assert!(hint.contains(" bets ") && hint.contains(" chips"), "{hint}");
                hinted = true;
                // A deliberate mistake: a twist whatever the hand.
                session.keys(&["t"]);
            } else if moves.contains("stick") {
                session.keys(&["s"]);
            } else if moves.contains("twist") {
                session.keys(&["t"]);
            } else {
                session.keys(&["Enter"]);
            }
        } else {
            sleep(Duration::from_millis(60));
        }
    }
    assert!(hinted && rounds == 3, "{}", session.screen());
    session.keys(&["q"]);
    session.wait_for("Press any key to leave.");
    session.keys(&["x"]);
    let after = session.wait_for("Parlour: 3 hands played");
    assert!(after.contains("The coach's review:"), "{after}");
}

/// The trainer in a real terminal: answers scored, `q` ends it with the score, printed again.
#[test]
fn the_trainer_scores_answers_in_a_terminal() {
    let session = tmux_play("train", "--train --seed 9");
    session.wait_for("0 right of 0");
    for _ in 0..4 {
        session.keys(&["t"]);
    }
    let screen = session.wait_for("of 4");
    assert!(
        screen.contains("Right: ") || screen.contains("Wrong: "),
        "{screen}"
    );
    session.keys(&["q"]);
    session.wait_for("Practice over:");
    session.keys(&["x"]);
    let after = session.wait_for("Parlour: Practice over:");
    assert!(after.contains("right of 4."), "{after}");
    assert!(after.contains("Parlour: Missed: "), "{after}");
}
