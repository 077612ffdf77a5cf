//! Palace Poker's hand-record codec ([`Recorded`]): its rules, actions and finished hands as a
//! record writes them (docs/hand-records.md).

use parlour_cards::Card;
use parlour_engine::record::{Recorded, VerbArgs, cards_json};
use parlour_engine::rules::{OptionDoc, Presets, rules_from_json};
use parlour_engine::{Game, Seat, Viewer};
use serde_json::{Map, Value, json};

use crate::action::Action;
use crate::event::Event;
use crate::round::{Round, Shown};
use crate::rules::{OPTIONS, PRESET_NAMES, Preset, Rules};
use crate::session::{Palace, Phase};

impl Recorded for Palace {
    const FIRST_SEAT: &'static str = "dealer";
    const PRESETS: &'static [(&'static str, &'static str)] = &[(
        "palace",
        "Palace Poker: every bet a heads-up battle (docs/rules/palace.md §7)",
    )];
    const OPTIONS: &'static [OptionDoc] = crate::rules::OPTIONS;

    /// Rules from a record's `rules`: `"palace"` or `{"preset": "palace", option: value, ...}`.
    fn parse_rules(value: &Value) -> Result<Rules, String> {
        rules_from_json(
            value,
            &Presets {
                game: "Palace Poker",
                default: "palace",
                names: &PRESET_NAMES,
                preset: &|name: &str| Preset::from_name(name).map(Preset::rules),
                options: OPTIONS,
                validate: &Rules::validate,
            },
        )
    }

    /// An action from a record's verb and arguments.
    fn decode_action(
        verb: &str,
        args: &[Value],
        seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<Action, String> {
        let given = VerbArgs {
            verb,
            args,
            seat_of,
        };
        let arity = |n: usize, usage: &str| given.count(n, usage);
        Ok(match verb {
            "deal" | "buy" | "call" | "fold" | "stay" => {
                arity(0, "no arguments")?;
                match verb {
                    "deal" => Action::Deal,
                    "buy" => Action::Buy,
                    "call" => Action::Call,
                    "fold" => Action::Fold,
                    _ => Action::Stay,
                }
            }
            "discard" => Action::Discard {
                cards: args
                    .iter()
                    .map(|arg| {
                        arg.as_str()
                            .ok_or_else(|| format!("`discard` names cards, not {arg}"))?
                            .parse::<Card>()
                            .map_err(|e| e.to_string())
                    })
                    .collect::<Result<_, _>>()?,
            },
            "attack" => {
                arity(2, "a player and a bet: [player, \"attack\", DEFENDER, BET]")?;
                Action::Attack {
                    defender: given.player(0, "the defender")?,
                    bet: given.chips(1)?,
                }
            }
            "raise" => {
                arity(
                    1,
                    "one amount, the raise on top of the call: [player, \"raise\", N]",
                )?;
                Action::Raise {
                    amount: given.chips(0)?,
                }
            }
            other => {
                return Err(format!(
                    "unknown Palace Poker verb {other:?} (known: deal, buy, discard, attack, call, \
                     raise, fold, stay)"
                ));
            }
        })
    }

    /// `[verb, args...]` for a record; `name` gives a seat's player name.
    fn encode_action(action: &Action, name: &dyn Fn(Seat) -> String) -> Vec<Value> {
        if let Action::Seat(change) = action {
            return change.encode(Seat(0));
        }
        let mut entry = vec![json!(action.verb())];
        match action {
            Action::Discard { cards } => entry.extend(cards.iter().map(|c| json!(c.to_string()))),
            Action::Attack { defender, bet } => {
                entry.push(json!(name(*defender)));
                entry.push(json!(bet));
            }
            Action::Raise { amount } => entry.push(json!(amount)),
            _ => {}
        }
        entry
    }

    fn hand_record(event: &Self::EventView) -> Option<Value> {
        match event {
            Event::RoundOver { round: hand } => Some(hand_record(hand)),
            _ => None,
        }
    }

    fn record_status(&self) -> Map<String, Value> {
        let view = self.view(Viewer::Auditor);
        let name = |seat: Seat| json!(view.players[seat.index()].name);
        let mut status = Map::new();
        status.insert("dealer".into(), name(view.dealer));
        let phase = serde_json::to_value(view.phase).expect("phases serialize");
        status.insert("phase".into(), phase["phase"].clone());
        status.insert(
            "to_act".into(),
            view.to_act.iter().map(|&s| name(s)).collect(),
        );
        let pot = view.round.as_ref().map_or(0, |h| h.pot);
        status.insert("pot".into(), json!(pot));
        // A hand still in play, as it stands: what a record that stops mid-hand can check.
        if let (Some(hand), Phase::Turn { .. } | Phase::Discarding { .. } | Phase::Battle { .. }) =
            (&view.round, view.phase)
        {
            let mut in_play = hand_record(hand);
            in_play["must_fight"] = json!(hand.must_fight);
            in_play["draw_pile"] = json!(view.draw_pile);
            in_play["discard_pile"] = json!(view.discard_pile);
            status.insert("in_play".into(), in_play);
        }
        status
    }
}

/// A finished hand as a hand record's output lists it: each player's banner, soldiers, palace,
/// standing and chips in and out, the battles, the showdown, the winners and each player's net.
fn hand_record(hand: &Round<Option<Card>>) -> Value {
    let name = |seat: Seat| json!(hand.name(seat));
    let names = |seats: &[Seat]| seats.iter().map(|&s| name(s)).collect::<Value>();
    let shown = |s: &Shown<Option<Card>>| json!({"name": name(s.seat), "palace": cards_json(&s.palace), "counted": cards_json(&s.counted), "hand": s.hand});
    let players: Vec<Value> = hand
        .players
        .iter()
        .map(|p| {
            json!({
                "name": p.name,
                "status": p.status,
                "banner": p.banner.flatten().map(|c| c.to_string()),
                "soldiers": cards_json(&p.soldiers),
                "palace": cards_json(&p.palace),
                "put_in": p.put_in,
                "won": p.won,
            })
        })
        .collect();
    let battles: Vec<Value> = hand
        .battles
        .iter()
        .map(|b| {
            let mut attacker = shown(&b.attacker);
            attacker["banner_count"] = json!(b.attacker.banner_count);
            let mut defender = shown(&b.defender);
            defender["banner_count"] = json!(b.defender.banner_count);
            json!({
                "attacker": attacker,
                "defender": defender,
                "winner": b.winner.map_or(Value::Null, name),
                "decided": b.decided,
            })
        })
        .collect();
    let net: Map<String, Value> = hand
        .players
        .iter()
        .zip(hand.net())
        .map(|(p, net)| (p.name.clone(), json!(net)))
        .collect();
    json!({
        "number": hand.number,
        "dealer": name(hand.dealer),
        "ante": hand.ante,
        // The whole pot: everything put into it this hand.
        "pot": hand.players.iter().map(|p| p.put_in).sum::<u64>(),
        "ending": hand.ending,
        "winners": names(&hand.winners),
        "banner_discards": cards_json(&hand.banner_discards),
        "players": players,
        "battles": battles,
        "showdown": hand.showdown.iter().map(shown).collect::<Value>(),
        "net": net,
    })
}

#[cfg(test)]
mod tests {
    use parlour_cards::{CardSource, cards};
    use parlour_engine::Table;

    use super::*;
    use parlour_engine::record::codec_round_trip;

    fn session(names: &[&str]) -> Palace {
        let table = Table {
            first: Some(Seat(0)),
            ..Table::of(names, 100)
        };
        Palace::new(Rules::default(), table, CardSource::seeded(1, 0))
            .expect("a table")
            .0
    }

    #[test]
    fn verbs_round_trip_through_records() {
        let names = ["Ann", "Bob", "Cy"];
        let session = session(&names);
        let actions = [
            Action::Deal,
            Action::Buy,
            Action::Discard { cards: Vec::new() },
            Action::Discard {
                cards: cards("7S KH").unwrap(),
            },
            Action::Attack {
                defender: Seat(2),
                bet: 15,
            },
            Action::Call,
            Action::Raise { amount: 10 },
            Action::Fold,
            Action::Stay,
        ];
        codec_round_trip(&session, &actions);
        let attack = Action::Attack {
            defender: Seat(1),
            bet: 20,
        };
        assert_eq!(
            codec_round_trip(&session, &[attack])[0],
            [json!("attack"), json!("Bob"), json!(20)]
        );
    }

    #[test]
    fn bad_verbs_and_arguments_are_reported() {
        let seat_of = |name: &str| (name == "Ann").then_some(Seat(0));
        let cases = [
            ("check", vec![], "unknown Palace Poker verb \"check\""),
            (
                "attack",
                vec![json!("Ann")],
                "`attack` takes a player and a bet",
            ),
            (
                "attack",
                vec![json!("Zed"), json!(5)],
                "\"Zed\" is not one of the players",
            ),
            ("raise", vec![json!(-5)], "whole number of chips"),
            ("discard", vec![json!("ZZ")], "ZZ"),
            ("discard", vec![json!(7)], "`discard` names cards"),
            ("stay", vec![json!(1)], "`stay` takes no arguments"),
        ];
        for (verb, args, message) in cases {
            let error = Palace::decode_action(verb, &args, &seat_of).unwrap_err();
            assert!(error.contains(message), "{verb}: {error}");
        }
    }
}
