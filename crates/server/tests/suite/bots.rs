//! A bot's level over the socket: the `bot` request's `level` (`standard` unless given, `best`
//! the strongest bot the game has), only the levels the game offers, only from those who may seat
//! a bot at all, and kept with the seat when the server starts again.

use serde_json::json;

use crate::common::*;

fn leveled(table: i64, seat: u64, level: &str) -> serde_json::Value {
    json!({"type": "bot", "table": table, "seat": seat, "add": true, "level": level})
}

#[tokio::test]
async fn a_bots_level_is_asked_for_checked_and_kept_across_a_restart() {
    let config = config("bot_levels");
    let server = start(config.clone()).await;
    let addr = server.addr;
    let (ann, table, mut a) = ann_at_a_table(addr, json!("traditional")).await;
    let mut b = Client::connect(addr, &sign_up(addr, "Bob").await).await;
    // A passer-by seats no bot, of any level.
    let stranger = b.ask(leveled(table, 1, "best")).await;
    assert_eq!(stranger["code"], "not_your_table", "{stranger}");
    // A level nobody has, a level written otherwise, a level that is no string: refused, and the
    // seat stays empty.
    for level in [json!("expert"), json!("Best"), json!(""), json!(3)] {
        let bad = json!({"type": "bot", "table": table, "seat": 1, "add": true, "level": level});
        let refused = a.ask(bad).await;
        assert_eq!(refused["type"], "error", "{level}: {refused}");
        assert_eq!(refused["code"], "malformed", "{level}: {refused}");
    }
    a.accepted(leveled(table, 1, "best")).await;
    a.accepted(bot(table, 2)).await;
    let mut w = Client::watching(addr, &ann, table).await;
    let view = w
        .until("the bots seated", |m| {
            m["type"] == "view" && m["seats"][2].is_string()
        })
        .await;
    assert_eq!(view["seats"][1], "Bix (best) [bot]", "{view}");
    assert_eq!(view["seats"][2], "Cleo [bot]", "{view}");
    // Twice into the same seat: taken.
    let twice = a.ask(leveled(table, 1, "best")).await;
    assert_eq!(twice["type"], "error", "{twice}");

    // Palace Poker has no best bot: refused, naming the levels it has.
    let palace = open_table(addr, &ann, json!("palace")).await;
    let refused = a.ask(leveled(palace, 1, "best")).await;
    assert_eq!(refused["code"], "malformed", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("standard"),
        "{refused}"
    );
    // A casino table's best is its strategy-table bot; `standard` is the default said aloud.
    let casino = open_table(addr, &ann, json!("casino")).await;
    a.accepted(leveled(casino, 1, "best")).await;
    a.accepted(leveled(casino, 2, "standard")).await;
    let bold = a.ask(leveled(casino, 0, "bold")).await;
    assert_eq!(bold["code"], "malformed", "{bold}");

    // Ann sits down too: a person at the table, as the bots wait for.
    a.accepted(sit(table, 0, 300)).await;
    drop((a, w));
    server.shutdown().await.unwrap();

    let mut again = config;
    again.addr = "127.0.0.1:0".parse().unwrap();
    let server = start(again).await;
    let mut w = Client::watching(server.addr, &ann, table).await;
    let view = w.until("the table again", |m| m["type"] == "view").await;
    assert_eq!(view["seats"][1], "Bix (best) [bot]", "{view}");
    assert_eq!(view["seats"][2], "Cleo [bot]", "{view}");
    server.shutdown().await.unwrap();
}

/// A bot asked in during a round is kept for the seam with its level, and sits down at it.
#[tokio::test]
async fn a_best_bot_asked_in_during_a_round_sits_down_at_the_seam_as_the_best() {
    let (server, ann, table, mut a) = server_and_ann_at_a_table("bot_level_kept").await;
    let addr = server.addr;
    a.all_accepted([sit(table, 0, 100), leveled(table, 1, "best")])
        .await;
    // Ann bets, the bot bets too, the cards are dealt, and the round waits on Ann's play; unless
    // a Pontoon ends the round at the deal, when she bets again.
    for deal in 0.. {
        assert!(deal < 20, "a round that waits on Ann");
        a.accepted(stake(table, 5)).await;
        let next = a.until("Ann's turn", |m| m["to_act"] == json!([0])).await;
        if has_move(&next["moves"], "twist") {
            break;
        }
    }
    // Asked with a bad level mid-round: refused at once, nothing kept.
    let bad = a.ask(leveled(table, 2, "expert")).await;
    assert_eq!(bad["code"], "malformed", "{bad}");
    let kept = a.ask(leveled(table, 2, "best")).await;
    assert_eq!(kept["type"], "waiting", "{kept}");
    assert_eq!(kept["change"], "bot_in", "{kept}");
    let mut twists = 0;
    loop {
        let stick = a.ask(act(table, json!({"action": "stick"}))).await;
        if stick["type"] == "accepted" {
            break;
        }
        let twist = a.ask(act(table, json!({"action": "twist"}))).await;
        if twist["type"] != "accepted" {
            break; // bust, or five cards: the hand is over
        }
        twists += 1;
        assert!(twists < 5, "a hand ends within five cards");
    }
    let mut w = Client::watching(addr, &ann, table).await;
    let view = w
        .until("the kept bot seated", |m| {
            m["type"] == "view" && m["seats"][2].is_string()
        })
        .await;
    assert_eq!(view["seats"][1], "Bix (best) [bot]", "{view}");
    assert_eq!(view["seats"][2], "Cleo (best) [bot]", "{view}");
    server.shutdown().await.unwrap();
}
