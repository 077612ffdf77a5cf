//! The house edges docs/analysis.md publishes, to the fourth decimal of a percent, and the order
//! they must come in: the best play (every hand by its cards) is never worse than the best table,
//! and the best table never worse than the table shipped with the preset. Each figure is checked
//! independently elsewhere: against every deal of small shoes (tests/player.rs, tests/splits.rs)
//! and against the simulator playing the table (crates/sim/tests/agreement.rs).

use parlour_analysis::{Analysis, Play, Rules, best_table};
use parlour_bots::Strategy;

fn rules(packs: Option<u8>, hits_soft_17: bool) -> Rules {
    Rules {
        packs,
        hits_soft_17,
        max_hands: 3,
        split_by_value: false,
    }
}

/// (rules, best play's edge, best table's edge), in percent.
fn published() -> Vec<(Rules, f64, f64)> {
    vec![
        (rules(Some(8), true), 0.4275, 0.4275),
        (rules(Some(8), false), -0.0341, -0.0341),
        (rules(Some(6), true), 0.4726, 0.4726),
        (rules(Some(2), true), 0.8388, 0.8388),
        (rules(Some(1), true), 1.4158, 1.4163),
        (rules(Some(1), false), 1.0236, 1.0240),
        (rules(None, true), 0.2937, 0.2937),
    ]
}

fn near(got: f64, want: f64) -> bool {
    (got - want).abs() < 0.00005 + 1e-12
}

#[test]
fn the_published_edges_hold_to_the_fourth_decimal() {
    for (rules, best, table) in published() {
        let mut analysis = Analysis::new(rules);
        let got = analysis.round(Play::Best).house_edge();
        assert!(
            near(got, best),
            "{rules:?}: best play {got:.6}%, published {best}%"
        );
        let (found, _) = best_table(&mut analysis);
        let got = analysis.value_of(&found).house_edge();
        assert!(
            near(got, table),
            "{rules:?}: best table {got:.6}%, published {table}%"
        );
    }
}

#[test]
fn the_best_play_beats_the_best_table_which_beats_the_shipped_tables() {
    for (rules, _, _) in published() {
        let mut analysis = Analysis::new(rules);
        let best = analysis.round(Play::Best).value;
        let (found, _) = best_table(&mut analysis);
        let table = analysis.value_of(&found).value;
        assert!(
            best >= table - 1e-12,
            "{rules:?}: best {best} under table {table}"
        );
        for shipped in [Strategy::casino(), Strategy::pontoon_blackjack()] {
            let value = analysis.value_of(&shipped).value;
            assert!(
                table >= value - 1e-12,
                "{rules:?}: table {table} under shipped {value}"
            );
        }
    }
}

#[test]
fn splitting_and_the_dealers_soft_17_move_the_edge_the_right_way() {
    let edge = |rules: Rules| Analysis::new(rules).round(Play::Best).house_edge();
    let casino = rules(Some(8), true);
    let no_splits = Rules {
        max_hands: 1,
        ..casino
    };
    let two_hands = Rules {
        max_hands: 2,
        ..casino
    };
    let by_value = Rules {
        split_by_value: true,
        ..casino
    };
    // More freedom to split never costs the best player anything.
    assert!(edge(no_splits) > edge(two_hands));
    assert!(edge(two_hands) > edge(casino));
    assert!(edge(by_value) <= edge(casino) + 1e-12);
    // The dealer standing on a soft 17 helps the player; so do fewer packs harm him.
    assert!(edge(rules(Some(8), false)) < edge(casino));
    assert!(edge(rules(Some(1), true)) > edge(rules(Some(2), true)));
}

#[test]
fn the_shipped_tables_are_the_best_tables_of_their_presets() {
    for (packs, shipped) in [(8, Strategy::casino()), (1, Strategy::pontoon_blackjack())] {
        let (found, _) = best_table(&mut Analysis::new(rules(Some(packs), true)));
        assert_eq!(
            found, shipped,
            "{packs} packs: regenerate with parlour analyze --strategy-out:\n{found}"
        );
    }
}
