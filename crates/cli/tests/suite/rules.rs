//! `parlour rules`: every preset, and each option of a preset with its value, what it takes and
//! what it does, from the same table the errors quote.

use std::process::Command;

fn rules(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .arg("rules")
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn every_preset_is_listed() {
    let (status, out, _) = rules(&[]);
    assert_eq!(status, Some(0));
    for preset in [
        "traditional",
        "shoot",
        "casino",
        "pontoon-blackjack",
        "palace",
    ] {
        assert!(out.contains(&format!("  {preset} ")), "{preset}: {out}");
    }
}

#[test]
fn each_option_of_a_preset_with_its_default_and_values() {
    let (status, out, _) = rules(&["traditional"]);
    assert_eq!(status, Some(0));
    for (option, default, values) in [
        ("stick_min", "15", "15 or 16"),
        ("burn", "\"none\"", "\"none\", 13 or 14"),
        ("player_pontoon_pays", "2", "1, 2 or 3"),
        ("kitty_max", "200", "kitty_min to 1,000,000,000,000"),
    ] {
        let line = out
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{option} ")))
            .unwrap_or_else(|| panic!("no {option} in:\n{out}"));
        let cells: Vec<&str> = line
            .split("  ")
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .collect();
        assert_eq!(&cells[..3], [option, default, values], "{line}");
    }
    // Every option of the preset is listed, and its rules follow in words.
    assert_eq!(out.matches("true or false").count(), 8, "{out}");
    assert!(
        out.contains("Traditional Pontoon: a player holds the bank"),
        "{out}"
    );

    let (_, out, _) = rules(&["palace"]);
    for option in [
        "small_bet",
        "big_bet",
        "betting",
        "exclusion",
        "max_soldiers",
    ] {
        assert!(out.contains(option), "{option}: {out}");
    }
}

#[test]
fn a_custom_table_shows_its_values_beside_the_preset_s() {
    let (status, out, _) = rules(&["casino", "--option", "packs=6"]);
    assert_eq!(status, Some(0));
    assert!(out.starts_with("The options of casino (packs 6)"), "{out}");
    assert!(out.contains("6 (preset: 8)"), "{out}");
    assert!(out.contains("a shoe of 6 packs"), "{out}");
    let (status, _, err) = rules(&["casino", "--option", "packs=9"]);
    assert_eq!(status, Some(2));
    assert_eq!(err.trim(), "parlour rules: packs must be 1 to 8, not 9");
    let (status, _, err) = rules(&["poker"]);
    assert_eq!(status, Some(2));
    assert!(err.contains("unknown Pontoon preset \"poker\""), "{err}");
}
