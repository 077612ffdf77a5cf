//! A casino table's hand-record codec ([`Recorded`]): its rules, actions and finished rounds as a
//! record writes them (docs/hand-records.md).

use parlour_cards::Card;
use parlour_engine::record::{Record, Recorded, VerbArgs, cards_json};
use parlour_engine::rules::OptionDoc;
use parlour_engine::{Game, Seat, Viewer};
use serde_json::{Map, Value, json};

use super::action::CasinoAction;
use super::event::CasinoEvent;
use super::round::CasinoRound;
use super::rules::{CasinoPreset, CasinoRules};
use super::table::{Casino, CasinoPhase};
use crate::record::total_json;

impl Recorded for Casino {
    const FIRST_SEAT: &'static str = "banker";
    const PRESETS: &'static [(&'static str, &'static str)] = &[
        (
            "casino",
            "casino Pontoon: the house deals from an 8-pack shoe (docs/rules/casino.md §5)",
        ),
        (
            "pontoon-blackjack",
            "Pontoon Blackjack: one pack, shuffled every round (§6)",
        ),
    ];
    const OPTIONS: &'static [OptionDoc] = super::rules::OPTIONS;

    /// A `casino` record, or one from before the casino tables had an id of their own: a
    /// `pontoon` record whose rules name a casino preset.
    fn reads(record: &Record) -> bool {
        record.game == Self::NAME
            || (record.game == "pontoon" && crate::rules::is_casino(&record.rules))
    }

    /// Rules from a record's `rules` whose preset is a casino one (a home preset is refused).
    fn parse_rules(value: &Value) -> Result<CasinoRules, String> {
        crate::rules::overlay(value, |name| {
            CasinoPreset::from_name(name).map(|p| p.rules())
        })
    }

    /// An action from a record's verb and arguments.
    fn decode_action(
        verb: &str,
        args: &[Value],
        _seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<CasinoAction, String> {
        let none = |action| {
            if args.is_empty() {
                Ok(action)
            } else {
                Err(format!("`{verb}` takes no arguments at a casino table"))
            }
        };
        match verb {
            "stake" => {
                let given = VerbArgs {
                    verb,
                    args,
                    seat_of: &|_| None,
                };
                given.count(1, "one amount: [player, \"stake\", N]")?;
                given.chips(0).map(|amount| CasinoAction::Stake { amount })
            }
            "pass" => none(CasinoAction::Pass),
            "twist" => none(CasinoAction::Twist),
            "stick" => none(CasinoAction::Stick),
            "buy" => none(CasinoAction::Buy),
            "split" => none(CasinoAction::Split),
            other => Err(format!(
                "unknown casino Pontoon verb {other:?} (known: stake, pass, twist, stick, buy, split)"
            )),
        }
    }

    /// `[verb, args...]` for a record.
    fn encode_action(action: &CasinoAction, _: &dyn Fn(Seat) -> String) -> Vec<Value> {
        match action {
            CasinoAction::Stake { amount } => vec![json!("stake"), json!(amount)],
            CasinoAction::Seat(change) => change.encode(Seat(0)),
            other => vec![json!(other.verb())],
        }
    }

    fn hand_record(event: &Self::EventView) -> Option<Value> {
        match event {
            CasinoEvent::RoundOver { round } => Some(round_record(round)),
            _ => None,
        }
    }

    fn record_status(&self) -> Map<String, Value> {
        let view = self.view(Viewer::Auditor);
        let mut status = Map::new();
        let phase = serde_json::to_value(view.phase).expect("phases serialize");
        status.insert("phase".into(), phase["phase"].clone());
        status.insert(
            "to_act".into(),
            view.to_act
                .iter()
                .map(|s| json!(view.players[s.index()].name))
                .collect(),
        );
        status.insert("house".into(), json!(view.house));
        status.insert("shoe".into(), json!(view.shoe));
        // A round still in play, as it stands.
        if let (Some(round), CasinoPhase::Playing { .. }) = (&view.round, view.phase) {
            status.insert("in_play".into(), round_record(round));
        }
        status
    }
}

/// A finished round as a hand record lists it: each seat's hands, the dealer's hand, and each
/// seat's result against the house, by name.
fn round_record(round: &CasinoRound<Option<Card>>) -> Value {
    let players: Vec<Value> = round
        .bettors
        .iter()
        .map(|b| {
            let hands: Vec<Value> = b
                .hands
                .iter()
                .map(|h| {
                    json!({
                        "cards": cards_json(&h.cards),
                        "total": total_json(&h.cards),
                        "stake": h.stake,
                        "bought": h.bought,
                        "state": h.state,
                        "result": h.result,
                    })
                })
                .collect();
            json!({"name": b.name, "bet": b.bet, "hands": hands})
        })
        .collect();
    let net: Map<String, Value> = round
        .bettors
        .iter()
        .map(|b| (b.name.clone(), json!(round.net[b.seat.index()])))
        .collect();
    json!({
        "number": round.number,
        "shuffled_before": round.shuffled_before,
        "players": players,
        "dealer_hand": {
            "cards": cards_json(&round.dealer.cards),
            "total": total_json(&round.dealer.cards),
            "state": round.dealer.state,
        },
        "net": net,
        "house_net": round.house_net,
    })
}

#[cfg(test)]
mod tests {
    use parlour_cards::CardSource;
    use parlour_engine::Table;

    use super::*;
    use parlour_engine::record::codec_round_trip;

    #[test]
    fn verbs_round_trip_and_bad_ones_are_reported() {
        let table = Casino::new(
            CasinoRules::default(),
            Table::of(&["Ann"], 100),
            CardSource::seeded(8, 0),
        )
        .expect("a table")
        .0;
        let actions = [
            CasinoAction::Stake { amount: 25 },
            CasinoAction::Pass,
            CasinoAction::Twist,
            CasinoAction::Stick,
            CasinoAction::Buy,
            CasinoAction::Split,
        ];
        let entries = codec_round_trip(&table, &actions);
        assert_eq!(entries[0], [json!("stake"), json!(25)]);
        assert!(
            Casino::decode_action("buy", &[json!(10)], &|_| None)
                .unwrap_err()
                .contains("no arguments")
        );
        assert!(
            Casino::decode_action("burn", &[], &|_| None)
                .unwrap_err()
                .contains("unknown casino Pontoon verb")
        );
        assert!(Casino::decode_action("stake", &[], &|_| None).is_err());
    }
}
