//! Random playouts of traditional Pontoon through the engine's shared harness: every invariant at
//! every step, over many table sizes, stakes, chip counts and rule options.

use parlour_engine::playout::{self, Chooser, Config, Scenario};
use parlour_engine::{PlayerSetup, Seat, Table};
use parlour_pontoon::{Pontoon, Preset, Rules};

fn scenario(chooser: &mut Chooser) -> Scenario<Pontoon> {
    let mut rules: Rules = Preset::Traditional.rules();
    rules.packs = if chooser.chance(15) { 2 } else { 1 };
    rules.min_stake = chooser.pick(1, 5);
    rules.max_stake = rules.min_stake + chooser.pick(0, 40);
    rules.stick_min = if chooser.chance(30) { 16 } else { 15 };
    rules.max_split_hands = chooser.pick(1, 4) as u8;
    let seats = chooser.pick(2, rules.max_players() as u64) as usize;
    // Small stacks make the cover rule, broken banks and the end of a session common.
    let rich = chooser.chance(50);
    let players = (0..seats)
        .map(|i| PlayerSetup {
            name: format!("P{i}"),
            chips: if rich {
                chooser.pick(50, 500)
            } else {
                chooser.pick(0, 60)
            },
        })
        .collect::<Vec<_>>();
    let first = if chooser.chance(50) {
        players.iter().position(|p| p.chips > 0).map(Seat::from)
    } else {
        None
    };
    if players.iter().all(|p| p.chips == 0) {
        return scenario(chooser);
    }
    Scenario {
        rules,
        table: Table { players, first },
        seed: chooser.pick(0, u64::MAX - 1),
    }
}

#[test]
fn ten_thousand_random_sessions_keep_every_invariant() {
    let config = Config {
        sessions: std::env::var("PLAYOUTS").map_or(10_000, |v| v.parse().unwrap()),
        max_hands: 6,
        ..Config::default()
    };
    let report = playout::run(&config, scenario);
    println!("{report:#?}");
    assert_eq!(report.sessions, config.sessions);
    assert!(report.hands > 20_000, "{report:?}");
    assert!(
        report.sessions_ended_by_rules > 100,
        "some sessions must run out of players: {report:?}"
    );
    assert!(report.rejections_checked > 100_000, "{report:?}");
    // Most leak checks must have compared the viewer's view all the way to their step.
    let checks = report.leak_checks_complete + report.leak_checks_diverged;
    assert!(report.leak_checks_complete * 2 > checks, "{report:?}");
}
