//! A casino table's hand-record codec ([`Recorded`]): its rules, actions and finished rounds as a
//! record writes them (docs/hand-records.md).

use parlour_cards::Card;
use parlour_engine::record::{Apart, Record, Recorded, Seam};
use parlour_engine::rules::OptionDoc;
use parlour_engine::{ByName, Game};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use super::event::CasinoEvent;
use super::round::{CasinoRound, DealerState};
use super::rules::{CasinoPreset, CasinoRules};
use super::session::{Casino, CasinoPhase};
use crate::HandStep;
use crate::record::known_total;
use crate::round::HandState;

impl Recorded for Casino {
    const FIRST_SEAT: &'static str = "banker";
    const PRESETS: &'static [(&'static str, &'static str)] = &[
        (
            "casino",
            "Casino Pontoon: the house deals from an 8-pack shoe and banks",
        ),
        (
            "pontoon-blackjack",
            "Pontoon Blackjack: one pack, shuffled every round",
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

    type Finished = FinishedCasinoRound;

    /// Every card a round takes from the shoe is dealt, bought, twisted or drawn by the dealer;
    /// the dealer's Pontoon and his turned cards only show cards dealt before.
    const APART: Option<Apart<Self>> = Some(Apart {
        // The house deals: nobody cuts.
        cut: |_| None,
        shuffled: |event| match event {
            CasinoEvent::Shuffled { shuffle } => Some(*shuffle),
            _ => None,
        },
        by_keys: false,
        all_shown: |game| parlour_engine::face_up(&game.round),
        drawn: |event, drawn| match event {
            CasinoEvent::Dealt { card, .. }
            | CasinoEvent::Bought { card, .. }
            | CasinoEvent::Step(HandStep::Twisted { card, .. })
            | CasinoEvent::DealerDrew { card } => drawn.push(card.value),
            _ => {}
        },
        placeless: |finished| {
            finished.number = 0;
            finished.shuffled_before = false;
        },
        // The house banks: a round's seam is its seats.
        seam: |_| {
            Some(Seam {
                first: None,
                kitty: 0,
            })
        },
    });

    fn finished(event: &parlour_engine::EventView<Self>) -> Option<FinishedCasinoRound> {
        match event {
            CasinoEvent::RoundOver { round } => Some(FinishedCasinoRound::from(&**round)),
            _ => None,
        }
    }

    fn standing(view: &Self::View) -> Map<String, Value> {
        let mut status = Map::new();
        status.insert("house".into(), json!(view.house));
        status.insert("shoe".into(), json!(view.shoe));
        status
    }

    fn in_play(view: &Self::View) -> Option<impl Serialize> {
        let playing = matches!(view.phase, CasinoPhase::Playing { .. });
        (view.round.as_ref())
            .filter(|_| playing)
            .map(FinishedCasinoRound::from)
    }
}

/// A casino round as a hand record lists it (docs/hand-records.md): each seat's hands, the
/// dealer's hand, and each seat's result against the house, by name. A round still in play (a
/// record's `in_play`) has the same form, with no results yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedCasinoRound {
    pub number: u32,
    pub shuffled_before: bool,
    /// The seats that bet, in seat order.
    pub players: Vec<FinishedBettor>,
    pub dealer_hand: FinishedDealer,
    /// Each seat that bet: its result against the house.
    pub net: ByName<i64>,
    pub house_net: i64,
}

/// A seat's bet and hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedBettor {
    pub name: String,
    pub bet: u64,
    pub hands: Vec<FinishedCasinoHand>,
}

/// One of a seat's hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedCasinoHand {
    pub cards: Vec<Option<Card>>,
    /// The best total, once every card is known.
    pub total: Option<u8>,
    /// The bet on the hand, doubled if bought.
    pub stake: u64,
    pub bought: bool,
    pub state: HandState,
    pub result: Option<i64>,
}

/// The dealer's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedDealer {
    pub cards: Vec<Option<Card>>,
    pub total: Option<u8>,
    pub state: DealerState,
}

impl From<&CasinoRound<Option<Card>>> for FinishedCasinoRound {
    fn from(round: &CasinoRound<Option<Card>>) -> FinishedCasinoRound {
        FinishedCasinoRound {
            number: round.number,
            shuffled_before: round.shuffled_before,
            players: round
                .bettors
                .iter()
                .map(|b| FinishedBettor {
                    name: b.name.clone(),
                    bet: b.bet,
                    hands: b
                        .hands
                        .iter()
                        .map(|h| FinishedCasinoHand {
                            cards: h.cards.clone(),
                            total: known_total(&h.cards),
                            stake: h.stake,
                            bought: h.bought,
                            state: h.state,
                            result: h.result,
                        })
                        .collect(),
                })
                .collect(),
            dealer_hand: FinishedDealer {
                cards: round.dealer.cards.clone(),
                total: known_total(&round.dealer.cards),
                state: round.dealer.state,
            },
            net: ByName(
                round
                    .bettors
                    .iter()
                    .map(|b| (b.name.clone(), round.net[b.seat.index()]))
                    .collect(),
            ),
            house_net: round.house_net,
        }
    }
}
