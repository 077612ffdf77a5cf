//! `parlour sim` end to end: JSON output, the same numbers on any number of threads, clear errors.

use std::process::{Command, Output};

use serde_json::Value;

fn parlour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .output()
        .expect("parlour runs")
}

fn report(args: &[&str]) -> Value {
    let output = parlour(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn a_casino_run_reports_the_house_edge_the_same_on_any_number_of_threads() {
    let args = [
        "sim", "--rules", "casino", "--hands", "120000", "--seed", "3", "--json",
    ];
    let mut one = report(&[&args[..], &["--threads", "1"]].concat());
    let mut two = report(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(one["rounds"], 120_000);
    assert!(one["house_edge_percent"].as_f64().unwrap().abs() < 5.0);
    assert!(one["speed"]["per_second"].as_f64().unwrap() > 0.0);
    one.as_object_mut().unwrap().remove("speed");
    two.as_object_mut().unwrap().remove("speed");
    assert_eq!(one, two);
}

#[test]
fn a_home_run_reports_the_banker_and_every_seat() {
    let value = report(&[
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
    assert_eq!(value["seat_results"][0]["hands_banked"], 600);
    assert!(value["banker_per_unit_staked_se"].as_f64().unwrap() > 0.0);
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
            "unknown temperament",
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
    ] {
        let output = parlour(&args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(message), "{message}: {stderr}");
    }
}
