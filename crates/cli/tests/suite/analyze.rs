//! `parlour analyze` end to end: the edge and the table in words and JSON, the chart as SVG and
//! PNG, and a strategy file that `parlour sim --strategy` plays.

use crate::common::{json_of, parlour};

#[test]
fn the_casino_table_is_analysed_in_words_and_json() {
    let out = parlour(&["analyze", "--rules", "casino"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("casino: 8 packs, dealer hits soft 17, split to 3 hands"),
        "{text}"
    );
    assert!(
        text.contains("played best (each hand by its own cards)    0.4275%"),
        "{text}"
    );
    assert!(text.contains("Pairs split: A 8"), "{text}");

    let value = json_of(&["analyze", "--rules", "casino", "--json"]);
    let edges = &value["house_edge_percent"];
    assert!(
        (edges["best_play"].as_f64().unwrap() - 0.4275).abs() < 5e-5,
        "{edges}"
    );
    assert!(edges["best_table"].as_f64() >= edges["best_play"].as_f64());
    assert_eq!(value["rules"]["packs"], 8);
    // Every cell of the table, with what each move is worth where hands reach it.
    let cells = value["cells"].as_array().unwrap();
    assert_eq!(cells.len(), (18 + 10) * 3);
    let hard_16_on_2 = cells
        .iter()
        .find(|c| c["soft"] == false && c["total"] == 16 && c["cards"] == 2)
        .unwrap();
    assert_eq!(hard_16_on_2["code"], "S");
    assert!(hard_16_on_2["stick"].as_f64() > hard_16_on_2["twist"].as_f64());
    let aces = &value["pairs"][0];
    assert_eq!(
        (aces["pair"].as_str(), aces["split"].as_bool()),
        (Some("A"), Some(true))
    );
    assert!(aces["split_value"].as_f64() > aces["keep_value"].as_f64());
}

#[test]
fn options_and_the_infinite_deck_change_the_answer() {
    let edge = |args: &[&str]| {
        let mut all = vec!["analyze", "--json"];
        all.extend_from_slice(args);
        json_of(&all)["house_edge_percent"]["best_play"]
            .as_f64()
            .unwrap()
    };
    let casino = edge(&["--rules", "casino"]);
    assert!(
        (edge(&["--rules", "casino", "--option", "dealer_hits_soft_17=false"]) + 0.0341).abs()
            < 5e-5
    );
    assert!((edge(&["--rules", "pontoon-blackjack"]) - 1.4158).abs() < 5e-5);
    assert!((edge(&["--rules", "casino", "--infinite"]) - 0.2937).abs() < 5e-5);
    assert!(edge(&["--rules", "casino", "--option", "max_hands=1"]) > casino);
    let out = parlour(&["analyze", "--rules", "palace"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the analysis is of the casino tables"));
    // The home game is solved rather than analysed: analyze draws its chart, and nothing else.
    let out = parlour(&["analyze", "--rules", "traditional"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--chart FILE"));
    let out = parlour(&["analyze", "--rules", "shoot"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("default options"));
}

#[test]
fn the_chart_and_the_strategy_file_are_written_and_the_simulator_plays_the_file() {
    let dir = std::env::temp_dir().join(format!("parlour-analyze-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let svg = dir.join("pbj.svg");
    let png = dir.join("pbj.png");
    let table = dir.join("pbj.txt");
    for chart in [&svg, &png] {
        let out = parlour(&[
            "analyze",
            "--rules",
            "pontoon-blackjack",
            "--chart",
            chart.to_str().unwrap(),
            "--strategy-out",
            table.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let svg_text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        svg_text.starts_with("<svg") && svg_text.contains("Best strategy table"),
        "an SVG with its title"
    );
    assert!(
        svg_text.contains("1.4163%"),
        "the table's edge in the title"
    );
    let png_bytes = std::fs::read(&png).unwrap();
    assert_eq!(&png_bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert!(png_bytes.len() > 10_000, "a picture, not an empty canvas");
    let text = std::fs::read_to_string(&table).unwrap();
    assert!(text.contains("house edge 1.4163%"), "{text}");
    // The file is the shipped Pontoon Blackjack table (which the analysis computed).
    let shipped = include_str!("../../../bots/strategies/pontoon-blackjack.txt");
    let rows = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(rows(&text), rows(shipped));
    let run = json_of(&[
        "sim",
        "--rules",
        "pontoon-blackjack",
        "--strategy",
        table.to_str().unwrap(),
        "--hands",
        "100000",
        "--json",
    ]);
    assert_eq!(run["rounds"], 100_000);
    let bad = parlour(&[
        "analyze",
        "--rules",
        "casino",
        "--chart",
        dir.join("x.gif").to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("must end in .svg or .png"));
    std::fs::remove_dir_all(&dir).unwrap();
}
