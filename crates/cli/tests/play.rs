//! `parlour play` end to end, through a real terminal: tmux runs the client with a fixed seed, the
//! test reads the screen and presses keys like a player would for three hands, quits, and checks
//! that the session's saved hand record replays through `parlour script` to the same chips the
//! client reported.

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

/// The key a careful player presses on this screen, if any.
fn next_keys(screen: &str) -> Option<Vec<&'static str>> {
    let moves = screen.lines().find(|l| l.contains("Your move:"))?;
    let keys: &[(&str, &[&str])] = &[
        ("deal", &["d"]),
        ("stake", &["m", "5", "Enter"]),
        ("don't double", &["n"]),
        ("decline the bank", &["n"]),
        ("kitty", &["k", "Enter"]),
        ("shoot", &["n"]),
        ("stick", &["s"]),
        ("stay", &["s"]),
        ("twist", &["t"]),
    ];
    keys.iter()
        .find(|(word, _)| moves.contains(word))
        .map(|(_, keys)| keys.to_vec())
}

#[test]
fn three_hands_in_a_terminal_replay_to_the_same_chips() {
    let history = std::env::temp_dir().join(format!("parlour-play-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&history);
    let name = format!("parlour-e2e-{}", std::process::id());
    let command = format!(
        "{} play --seed 11 --players 2 --history {}; sleep 30",
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

    let mut hands = 0;
    let mut quit = false;
    for _ in 0..600 {
        let screen = session.screen();
        if screen.contains("Press any key to leave.") {
            session.keys(&["x"]);
            break;
        }
        if screen.contains("Enter: next hand") {
            hands += 1;
            if hands >= 3 {
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
    assert!(quit, "three hands were not played:\n{}", session.screen());
    sleep(Duration::from_millis(500));
    let screen = session.screen();
    let summary = screen
        .lines()
        .find(|l| l.starts_with("Parlour:"))
        .unwrap_or_else(|| panic!("no summary after quitting:\n{screen}"));
    let chips: u64 = summary
        .split("you have ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no chips in {summary:?}"));
    assert!(summary.starts_with("Parlour: 3 hands"), "{summary}");

    let record = std::fs::read_dir(&history)
        .expect("the history folder was written")
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
        .expect("a hand record");
    let replay = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(["script", "--check", "--compact"])
        .arg(&record)
        .output()
        .unwrap();
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    let output: Value = serde_json::from_slice(&replay.stdout).unwrap();
    assert_eq!(
        output["chips"]["You"], chips,
        "the replay's chips differ from the client's"
    );
    assert!(output["hands"].as_array().unwrap().len() >= 3);
    let _ = std::fs::remove_dir_all(&history);
}
