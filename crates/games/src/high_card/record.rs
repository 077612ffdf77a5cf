//! High card's hand-record codec: its rules, its verbs (`deal`, `bet N`) and a finished round.

use parlour_cards::Card;
use parlour_engine::record::Recorded;
use parlour_engine::rules::{OptionDoc, Presets, rules_from_json};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::rules::OPTIONS;
use super::{Event, HighCard, Round, Rules};

/// A finished round as a record keeps it: each player's card, what they put in, and their net.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finished {
    pub number: u32,
    pub hands: Vec<FinishedHand>,
}

/// One player's part of a finished round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedHand {
    pub name: String,
    pub card: Card,
    pub put_in: u64,
    pub net: i64,
}

impl Finished {
    /// The round as the auditor saw it end, every card shown.
    fn of(round: &Round<Option<Card>>) -> Option<Finished> {
        let cards: Vec<Card> = round.hands.iter().map(|h| h.card).collect::<Option<_>>()?;
        let pot: u64 = round.hands.iter().map(|h| h.put_in).sum();
        let winner = (0..cards.len()).max_by_key(|&i| super::game::strength(cards[i]))?;
        let hands = (round.hands.iter().zip(&cards).enumerate())
            .map(|(i, (hand, &card))| FinishedHand {
                name: hand.name.clone(),
                card,
                put_in: hand.put_in,
                net: if i == winner { pot as i64 } else { 0 } - hand.put_in as i64,
            })
            .collect();
        Some(Finished {
            number: round.number,
            hands,
        })
    }
}

impl Recorded for HighCard {
    const FIRST_SEAT: &'static str = "dealer";
    const PRESETS: &'static [(&'static str, &'static str)] = &[(
        "high-card",
        "high card: one card each, the highest takes the pot",
    )];
    const OPTIONS: &'static [OptionDoc] = OPTIONS;

    fn parse_rules(value: &Value) -> Result<Rules, String> {
        rules_from_json(
            value,
            &Presets {
                game: "high card",
                default: "high-card",
                names: &["high-card"],
                preset: &|name: &str| (name == "high-card").then(Rules::default),
                options: OPTIONS,
                validate: &<Rules as parlour_engine::RuleSet>::validate,
            },
        )
    }

    type Finished = Finished;

    fn finished(event: &Event<Option<Card>>) -> Option<Finished> {
        match event {
            Event::RoundOver { round } => Finished::of(round),
            _ => None,
        }
    }

    fn standing(view: &Self::View) -> Map<String, Value> {
        let pot = view.round.as_ref().map_or(0, |r| r.pot);
        Map::from_iter([("pot".to_string(), json!(pot))])
    }
}
