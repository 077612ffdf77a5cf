//! A Palace hand of a fair table, recorded apart with the keys of the shuffles it made
//! (docs/fairness.md), replays alone to the same hand: the same cards, battles and chips. Its
//! shuffles are fair ones, which put a pile in fresh-pack order first, so the order its cards were
//! gathered in makes no difference to the replay (`parlour_cards::fair`'s tests): a pile refilled
//! in the middle of a hand replays the same way as the deal's two shuffles do here.

use parlour_cards::{Pile, ShuffleKey, ShuffleStream, Shuffler};
use parlour_engine::record::{Deal, Record};
use parlour_engine::registry::AnyTable;
use parlour_engine::{Opening, Player, RoundRecord, Seat};
use parlour_games::registry;
use serde_json::{Value, json};

/// A fair deal, its master key from `seed`.
fn fair(seed: u64) -> Deal {
    Deal::Fair {
        master: ShuffleKey::from_seed(seed),
        scheme2_from: 0,
    }
}

/// An attack on the first target for the least bet where one may be made (so battles are fought
/// and palaces turned over), else what a timeout does.
fn next_action(table: &dyn AnyTable, seat: Seat) -> Value {
    let moves = table.legal_moves(seat);
    if let Some(attack) = moves.iter().find(|m| m["move"] == "attack") {
        let bet = &attack["bet"]["min"];
        return json!({"action": "attack", "defender": attack["targets"][0], "bet": bet});
    }
    if moves.iter().any(|m| m["move"] == "call") {
        return json!({"action": "call"});
    }
    table.timeout(seat).expect("a seat on turn has a timeout")
}

/// A fair Palace table of four, each holding `chips`, its master key from `seed`.
fn fair_palace(seed: u64, chips: u64) -> Box<dyn AnyTable> {
    let seating = Opening::of(&["Ann", "Bob", "Cy", "Di"], chips);
    let entry = registry().get("palace").unwrap();
    entry.open(&json!("palace"), seating, fair(seed)).unwrap()
}

/// Plays `table` until `hands` hands are over (or the table is, or `moves` moves have been made),
/// `play` making each move of the seat on turn; `ended` is shown the table and each hand's record
/// apart as the hand ends.
fn play_hands(
    table: &mut dyn AnyTable,
    (hands, moves): (u32, usize),
    mut play: impl FnMut(&mut dyn AnyTable, Seat),
    mut ended: impl FnMut(&dyn AnyTable, RoundRecord),
) {
    for _ in 0..moves {
        if table.is_over() || table.rounds_played() >= hands {
            break;
        }
        let seat = table.to_act()[0];
        play(table, seat);
        if let Some(round) = table.finished_round() {
            ended(table, round);
        }
    }
}

/// A fair table of `game` at `preset`, its master key from `seed`, opened empty as at the server
/// (so the players cut for the bank or the deal first): Ann, Bob and Cy sit down with 500 chips.
fn sat_down(game: &str, preset: &str, seed: u64) -> Box<dyn AnyTable> {
    let seating = Opening {
        players: vec![Player::empty(); 3],
        first: None,
        kitty: 0,
    };
    let entry = registry().get(game).unwrap();
    let mut table = entry.open(&json!(preset), seating, fair(seed)).unwrap();
    for (seat, name) in ["Ann", "Bob", "Cy"].iter().enumerate() {
        let sit = json!({"action": "sit", "name": name, "chips": 500});
        table.apply(Seat::from(seat), &sit, None).unwrap();
    }
    table
}

#[test]
fn a_palace_hand_of_a_fair_table_replays_alone_from_its_keys() {
    let mut replayed = 0;
    for seed in 1..=12u64 {
        let mut table = fair_palace(seed, 200);
        let play = |table: &mut dyn AnyTable, seat| {
            let action = next_action(table, seat);
            table.apply(seat, &action, None).unwrap();
        };
        play_hands(table.as_mut(), (4, 600), play, |table, round| {
            assert!(round.record["deck"].is_null(), "{}", round.record);
            let keys = round.record["keys"].as_array().map_or(0, Vec::len);
            assert!(keys >= 2, "a hand's deal shuffles twice: {}", round.record);

            let record = Record::parse(&round.record.to_string()).unwrap();
            let (alone, output) = registry().replay(&record).unwrap();
            assert!(output.all_accepted(), "{}", round.record);
            let mut hand = output.hands[0].clone();
            let mut finished = round.finished.clone();
            hand["number"] = json!(0);
            finished["number"] = json!(0);
            assert_eq!(hand, finished, "seed {seed}: {}", round.record);
            // The replay ends with the table's own chips.
            let chips = |t: &dyn AnyTable| t.players().iter().map(|p| p.chips).collect::<Vec<_>>();
            assert_eq!(chips(alone.as_ref()), chips(table));
            if round.public {
                replayed += 1;
            }
        });
    }
    assert!(replayed >= 5, "only {replayed} public hands recorded apart");
}

/// A home pack whose round ended with a card nobody was shown (a hand thrown in) stays secret
/// after the pack is done with, while its session lasts; once every player has left, the session
/// is over and it is revealed (docs/fairness.md). The table opens empty, as at the server, so
/// the players cut for the bank first.
#[test]
fn a_secret_pack_is_revealed_when_its_session_is_over() {
    let mut found = false;
    for seed in 1..=20u64 {
        let mut table = sat_down("pontoon", "traditional", seed);
        // The secret packs surely done with: a round was dealt from the pack after them and
        // finished (another shuffle has been made since), yet no house part is out.
        let kept = |table: &dyn AnyTable| -> Vec<u32> {
            let report = table.fairness(false).unwrap();
            let done = report.shuffles.len().saturating_sub(2);
            (report.shuffles[..done].iter())
                .filter(|s| s.house.is_none())
                .map(|s| s.number)
                .collect()
        };
        for _ in 0..3000 {
            if table.is_over() || !kept(table.as_ref()).is_empty() {
                break;
            }
            let seat = table.to_act()[0];
            let action = table.timeout(seat).unwrap();
            table.apply(seat, &action, None).unwrap();
        }
        let secret = kept(table.as_ref());
        if secret.is_empty() {
            continue;
        }
        // Everyone stands up at the next seam between hands.
        let mut seated = [true; 3];
        for _ in 0..500 {
            for (seat, sits) in seated.iter_mut().enumerate() {
                if *sits {
                    let stand = json!({"action": "stand"});
                    *sits = table.apply(Seat::from(seat), &stand, None).is_err();
                }
            }
            if seated.iter().all(|s| !s) {
                break;
            }
            let seat = table.to_act()[0];
            let action = table.timeout(seat).unwrap();
            table.apply(seat, &action, None).unwrap();
        }
        assert!(seated.iter().all(|s| !s), "seed {seed}: the players left");
        let report = table.fairness(false).unwrap();
        for number in secret {
            let shuffle = &report.shuffles[number as usize];
            assert!(
                shuffle.house.is_some() && shuffle.key.is_some(),
                "{shuffle:?}"
            );
        }
        // The first shuffle was the cut's: its cards, one per player, are the top of the pack
        // its key shuffles, and no round's.
        let cut = &report.shuffles[0];
        let key = ShuffleKey::from_hex(cut.key.as_deref().expect("revealed")).unwrap();
        let mut pack = Pile::fresh(1);
        Shuffler::seeded(ShuffleStream::keyed(&key)).shuffle_and_cut(&mut pack);
        let dealt = cut.dealt.as_ref().unwrap();
        assert!(dealt.len() >= 3, "{cut:?}");
        assert_eq!(
            dealt[..],
            pack.iter().take(dealt.len()).collect::<Vec<_>>()[..]
        );
        found = true;
        break;
    }
    assert!(found, "no seed kept a pack secret");
}

/// A round in which a seat gave a seed replays alone from its record (docs/fairness.md): the
/// record keeps the seed as its hash, as everyone else was shown it (the seed's pack may still be
/// in play), and a table whose cards are set takes the hash and changes nothing. Step by step too,
/// as a hand history's replay is shown.
#[test]
fn a_round_with_a_seed_replays_alone_with_the_seed_as_its_hash() {
    for (preset, game) in [
        ("casino", "casino"),
        ("traditional", "pontoon"),
        ("palace", "palace"),
    ] {
        let mut table = sat_down(game, preset, 5);
        let mut checked = 0;
        for step in 0..5000 {
            if checked >= 3 || table.is_over() {
                break;
            }
            // Now and then a seat gives its seed for the next shuffle, in the middle of a round.
            if step % 7 == 3 {
                let next = table
                    .next_shuffle(parlour_engine::Viewer::Spectator)
                    .unwrap()
                    .number;
                let seed =
                    json!({"action": "seed", "shuffle": next, "seed": format!("words {step}")});
                // (At most eight a seat for one shuffle: a ninth is refused, changing nothing.)
                let _ = table.apply(Seat::from(step % 3), &seed, None);
            }
            let seat = table.to_act()[0];
            // A bet where one is asked for (a casino seat that passes is dealt nothing).
            let stake = table
                .legal_moves(seat)
                .into_iter()
                .find(|m| m["move"] == "stake")
                .map(|m| json!({"action": "stake", "amount": m["min"]}));
            let action = stake.unwrap_or_else(|| next_action(table.as_ref(), seat));
            table.apply(seat, &action, None).unwrap();
            let Some(round) = table.finished_round() else {
                continue;
            };
            let text = round.record.to_string();
            let actions = round.record["actions"].as_array().unwrap();
            if !actions.iter().any(|a| a[1] == "seeded") {
                continue;
            }
            assert!(
                !text.contains("words "),
                "a seed's text in a round's record: {text}"
            );
            assert!(!actions.iter().any(|a| a[1] == "seed"), "{text}");
            let record = Record::parse(&text).unwrap();
            let (_, output) = registry().replay(&record).unwrap();
            assert!(output.all_accepted(), "{game}: {text}");
            let steps = registry()
                .for_record(&record)
                .unwrap()
                .steps(&record, parlour_engine::Viewer::Spectator)
                .unwrap_or_else(|e| panic!("{game}: {e}: {text}"));
            assert_eq!(steps.len(), actions.len() + 1);
            checked += 1;
        }
        assert!(
            checked >= 1,
            "{game}: no round with a seed was recorded apart"
        );
    }
}

/// A Palace hand in which a palace left face down (folded, or given up before a battle turned it
/// over) is not public, even when the others fought on to a showdown: its record's keys would
/// deal that palace to everyone who sat in it. Random play, hands of every ending.
#[test]
fn a_palace_hand_with_a_palace_gone_unseen_is_not_public() {
    let (mut kept, mut secret, mut fought_on) = (0, 0, 0);
    let mut lots: u64 = 0x2545_f491_4f6c_dd1d;
    let mut pick = |n: usize| {
        lots ^= lots << 13;
        lots ^= lots >> 7;
        lots ^= lots << 17;
        (lots % n as u64) as usize
    };
    for seed in 1..=40u64 {
        let mut table = fair_palace(seed, 300);
        // Any legal move: a stay, a fold, an attack, a call, a buy.
        let play = |table: &mut dyn AnyTable, seat| {
            let moves = table.legal_moves(seat);
            let chosen = &moves[pick(moves.len())];
            let action = match chosen["move"].as_str().unwrap() {
                "attack" => json!({"action": "attack", "defender": chosen["targets"][0],
                    "bet": chosen["bet"]["min"]}),
                verb @ ("stay" | "fold" | "buy" | "call" | "give_up") => json!({"action": verb}),
                // A move with amounts or cards to choose: what the seat's timeout does.
                _ => table.timeout(seat).unwrap(),
            };
            if table.apply(seat, &action, None).is_err() {
                let timeout = table.timeout(seat).unwrap();
                table.apply(seat, &timeout, None).unwrap();
            }
        };
        play_hands(table.as_mut(), (8, 2000), play, |table, round| {
            let view = table.view(parlour_engine::Viewer::Auditor);
            let unseen = view["round"]["palace_unseen"] == true;
            let shown = table.view(parlour_engine::Viewer::Spectator)["round"]["players"]
                == view["round"]["players"];
            assert_eq!(round.public, !unseen && shown, "{}", view["round"]);
            if round.public {
                kept += 1;
            } else {
                secret += 1;
            }
            if unseen && round.finished["ending"] == "showdown" {
                fought_on += 1;
            }
        });
    }
    assert!(kept > 0 && secret > 0, "{kept} kept, {secret} secret");
    assert!(
        fought_on > 0,
        "no hand went to a showdown after a palace went unseen"
    );
}
