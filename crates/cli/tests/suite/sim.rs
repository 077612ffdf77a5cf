//! `parlour sim` end to end: JSON output, the same numbers on any number of threads, clear errors.

use crate::common::{json_of, parlour};

#[test]
fn a_casino_run_reports_the_house_edge_the_same_on_any_number_of_threads() {
    let args = [
        "sim", "--rules", "casino", "--hands", "120000", "--seed", "3", "--json",
    ];
    let mut one = json_of(&[&args[..], &["--threads", "1"]].concat());
    let mut two = json_of(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(one["rounds"], 120_000);
    assert!(one["house_edge_percent"].as_f64().unwrap().abs() < 5.0);
    assert!(one["speed"]["per_second"].as_f64().unwrap() > 0.0);
    one.as_object_mut().unwrap().remove("speed");
    two.as_object_mut().unwrap().remove("speed");
    assert_eq!(one, two);
}

#[test]
fn a_home_run_reports_the_banker_and_every_seat() {
    let value = json_of(&[
        "sim",
        "--rules",
        r#"{"preset": "shoot", "burn": 13}"#,
        "--hands",
        "600",
        "--players",
        "4",
        "--fixed-banker",
        "--json",
    ]);
    assert_eq!(value["hands"], 600);
    assert_eq!(value["seat_results"].as_array().unwrap().len(), 4);
    // Seats are numbered from 1, in the JSON as in the text.
    assert_eq!(value["seat_results"][0]["seat"], 1);
    assert_eq!(value["seat_results"][0]["hands_banked"], 600);
    assert!(value["banker_edge_se_percent"].as_f64().unwrap() > 0.0);
    assert_eq!(value["preset"], "shoot");
    assert_eq!(value["rules"]["burn"], 13);
}

#[test]
fn text_and_json_say_the_same_in_the_same_units() {
    let args = [
        "sim",
        "--rules",
        "traditional",
        "--hands",
        "1200",
        "--seed",
        "2",
    ];
    let json = json_of(&[&args[..], &["--json"]].concat());
    let text = String::from_utf8(parlour(&args).stdout).unwrap();
    let edge = format!(
        "banker's edge: {:+.2}% ± {:.2}%",
        json["banker_edge_percent"].as_f64().unwrap(),
        json["banker_edge_se_percent"].as_f64().unwrap()
    );
    assert!(text.contains(&edge), "{edge:?} not in:\n{text}");
    for seat in json["seat_results"].as_array().unwrap() {
        let line = format!("seat {}: banked", seat["seat"]);
        assert!(text.contains(&line), "{line:?} not in:\n{text}");
    }
    assert!(text.contains("5 seats, 1,200 hands"), "{text}");
    assert!(
        text.contains(" 1 thread") || text.contains(" threads"),
        "{text}"
    );
    let palace = json_of(&["sim", "--game", "palace", "--hands", "300", "--json"]);
    assert_eq!(palace["preset"], "palace");
    let endings = &palace["endings"];
    let shares: f64 = ["last_standing", "shared_banner", "tied_battle", "showdown"]
        .iter()
        .map(|k| endings[*k].as_f64().expect("a named share"))
        .sum();
    assert!((shares - 1.0).abs() < 1e-9, "{endings}");
}

#[test]
fn options_are_taken_as_play_takes_them_and_echoed() {
    let args = [
        "sim",
        "--rules",
        "casino",
        "--option",
        "packs=6",
        "--option",
        "dealer_hits_soft_17=false",
        "--hands",
        "100000",
    ];
    let value = json_of(&[&args[..], &["--json"]].concat());
    assert_eq!(value["rules"]["packs"], 6);
    assert_eq!(value["rules"]["dealer_hits_soft_17"], false);
    let text = String::from_utf8(parlour(&args).stdout).unwrap();
    assert!(
        text.starts_with("casino (packs 6, dealer_hits_soft_17 false) with the default strategy table, 1 seat, 100,000 rounds"),
        "{text}"
    );
    // The same option on the preset's own value is no change.
    let text = String::from_utf8(
        parlour(&[
            "sim", "--rules", "casino", "--option", "packs=8", "--hands", "50000",
        ])
        .stdout,
    )
    .unwrap();
    assert!(text.starts_with("casino with the default"), "{text}");
}

#[test]
fn ctrl_c_prints_the_result_so_far_and_exits_130() {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args([
            "sim",
            "--rules",
            "traditional",
            "--hands",
            "100000000",
            "--threads",
            "1",
        ])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let kill = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(130), "{text}");
    assert!(text.contains("(stopped early: Ctrl-C)"), "{text}");
    assert!(text.contains("banker's edge:"), "{text}");
}

#[test]
fn bad_arguments_fail_with_one_line() {
    for (args, message) in [
        (vec!["sim", "--rules", "snap"], "unknown Pontoon preset"),
        (
            vec!["sim", "--rules", "casino", "--players", "9"],
            "seats 1 to 7",
        ),
        (
            vec!["sim", "--rules", "traditional", "--temperament", "wild"],
            "unknown level \"wild\" for --temperament (cautious, standard, bold or best)",
        ),
        (
            vec![
                "sim",
                "--rules",
                "casino",
                "--strategy",
                "no/such/table.txt",
            ],
            "cannot read",
        ),
        (
            vec!["sim", "--rules", "casino", "--fixed-banker"],
            "--fixed-banker is for the home games",
        ),
        (
            vec!["sim", "--game", "palace", "--fixed-banker"],
            "--fixed-banker is for the home games",
        ),
        (
            vec![
                "sim",
                "--rules",
                "traditional",
                "--strategy",
                "crates/bots/strategies/casino.txt",
            ],
            "--strategy is a casino strategy table",
        ),
        (
            vec!["sim", "--game", "palace", "--strategy", "x.txt"],
            "--strategy is a casino strategy table",
        ),
        (
            vec!["sim", "--rules", "casino", "--temperament", "bold"],
            "--temperament is for the home games and Palace Poker",
        ),
        (
            vec!["sim", "--rules", "traditional", "--banker", "best"],
            "--banker is the level of the first seat's bot, which keeps the bank only with \
             --fixed-banker",
        ),
        (
            vec![
                "sim",
                "--rules",
                "traditional",
                "--fixed-banker",
                "--banker",
                "wild",
            ],
            "unknown level \"wild\" for --banker",
        ),
        (
            vec!["sim", "--rules", "casino", "--banker", "best"],
            "--banker is for the home games with --fixed-banker",
        ),
        (
            vec!["sim", "--game", "palace", "--banker", "standard"],
            "--banker is for the home games with --fixed-banker",
        ),
        (
            vec!["sim", "--game", "palace", "--temperament", "best"],
            "--temperament best is the solved home-game strategy",
        ),
        (
            vec!["sim", "--rules", "casino", "--temperament", "best"],
            "--temperament is for the home games and Palace Poker",
        ),
        (
            vec![
                "sim",
                "--rules",
                "shoot",
                "--fixed-banker",
                "--banker",
                "best",
            ],
            "the shoot table is not that game",
        ),
        (vec!["sim", "--hands", "0"], "--hands must be at least 1"),
        (
            vec!["sim", "--threads", "0"],
            "--threads must be at least 1",
        ),
        (
            vec!["sim", "--option", "stick_min=13"],
            "stick_min must be 15 or 16, not 13",
        ),
        (
            vec!["sim", "--option", "burn"],
            "--option \"burn\" is not NAME=VALUE",
        ),
        (
            vec!["sim", "--game", "palace", "--players", "11"],
            "Palace Poker seats 2 to 10 players, not 11",
        ),
    ] {
        let output = parlour(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(message), "{message}: {stderr}");
    }
}

#[test]
fn best_punters_and_a_standard_banker_are_named_and_the_same_on_any_number_of_threads() {
    let args = [
        "sim",
        "--rules",
        "traditional",
        "--players",
        "4",
        "--fixed-banker",
        "--temperament",
        "best",
        "--banker",
        "standard",
        "--hands",
        "1100",
        "--seed",
        "7",
    ];
    let mut one = json_of(&[&args[..], &["--json", "--threads", "1"]].concat());
    let mut two = json_of(&[&args[..], &["--json", "--threads", "2"]].concat());
    assert_eq!(one["punter_level"], "best");
    assert_eq!(one["banker_level"], "standard");
    assert_eq!(one["seat_results"][0]["hands_banked"], 1100);
    one.as_object_mut().unwrap().remove("speed");
    two.as_object_mut().unwrap().remove("speed");
    assert_eq!(one, two);
    let text = String::from_utf8(parlour(&args).stdout).unwrap();
    assert!(
        text.contains(
            "4 seats, 1,100 hands, the first seat banking throughout, best punters against a \
             standard banker, seed 7"
        ),
        "{text}"
    );
    // One level everywhere is said once.
    let text = String::from_utf8(
        parlour(&[
            "sim",
            "--rules",
            "traditional",
            "--hands",
            "500",
            "--temperament",
            "best",
        ])
        .stdout,
    )
    .unwrap();
    assert!(
        text.contains("the bank passing by the rules, best bots"),
        "{text}"
    );
}
