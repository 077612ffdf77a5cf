//! Pontoon's hand-record codec ([`Recorded`]): its rules, actions and finished hands as a record
//! writes them (docs/hand-records.md).

use parlour_cards::Card;
use parlour_engine::record::{Apart, Record, Recorded, Seam};
use parlour_engine::rules::OptionDoc;
use parlour_engine::{ByName, Game, Seat};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::event::{Event, HandStep};
use crate::round::{BankerState, HandState};
use crate::rules::{Preset, Rules, overlay};
use crate::score::Score;
use crate::session::{Phase, Pontoon};
use crate::view::RoundView;

impl Recorded for Pontoon {
    const FIRST_SEAT: &'static str = "banker";
    const PRESETS: &'static [(&'static str, &'static str)] = &[
        (
            "traditional",
            "Pontoon at home: a player holds the bank, and it passes round",
        ),
        (
            "shoot",
            "Shoot Pontoon: the banker puts up a kitty, and players shoot at it",
        ),
    ];
    const OPTIONS: &'static [OptionDoc] = crate::rules::OPTIONS;

    /// A `pontoon` record of a home game: a `pontoon` record whose rules name a casino preset is
    /// from before the casino tables had an id of their own, and is the casino's.
    fn reads(record: &Record) -> bool {
        record.game == Self::NAME && !crate::rules::is_casino(&record.rules)
    }

    /// Rules from a record's `rules`: a preset name, or `{"preset": name, option: value, ...}`
    /// (the preset defaults to traditional). Unknown presets and options are errors.
    fn parse_rules(value: &Value) -> Result<Rules, String> {
        overlay(value, |name| Preset::from_name(name).map(|p| p.rules()))
    }

    type Finished = FinishedRound;

    /// A round takes cards as they are dealt, bought or twisted, the banker's own twists
    /// included; a burnt hand's new cards are dealt. Its seam is the seats and the banker, unless
    /// a Shoot kitty is already up (a round recorded apart starts with none).
    const APART: Option<Apart<Self>> = Some(Apart {
        by_keys: false,
        all_shown: |game| parlour_engine::face_up(&game.round),
        cut: |event| match event {
            Event::CutForBank { cuts, .. } => Some(cuts.iter().map(|c| c.card.value).collect()),
            _ => None,
        },
        shuffled: |event| match event {
            Event::Shuffled { shuffle } => Some(*shuffle),
            _ => None,
        },
        drawn: |event, drawn| match event {
            Event::Dealt { card, .. }
            | Event::Bought { card, .. }
            | Event::Step(HandStep::Twisted { card, .. })
            | Event::BankerTwisted { card } => drawn.push(card.value),
            _ => {}
        },
        placeless: |finished| {
            finished.number = 0;
            finished.shuffled_before = false;
        },
        seam: |game| {
            let banker = game.banker();
            let kitty = game.kitty();
            if !game.players()[banker.index()].is_empty() {
                Some(Seam {
                    first: Some(banker),
                    kitty,
                })
            } else if game.players().iter().all(|p| p.is_empty()) {
                // A table waiting for its first players, who will cut for the bank.
                Some(Seam { first: None, kitty })
            } else {
                // A bank left empty with nobody able to take it yet.
                None
            }
        },
    });

    fn finished(event: &parlour_engine::EventView<Self>) -> Option<FinishedRound> {
        match event {
            Event::RoundOver { round } => Some(FinishedRound::from(&**round)),
            _ => None,
        }
    }

    fn standing(view: &Self::View) -> Map<String, Value> {
        let mut status = Map::new();
        if view.rules.shoot {
            status.insert("kitty".into(), json!(view.kitty));
        }
        status
    }

    fn in_play(view: &Self::View) -> Option<impl Serialize> {
        let in_hand = !matches!(view.phase, Phase::BetweenRounds { .. } | Phase::Over);
        (view.round.as_ref())
            .filter(|_| in_hand)
            .map(FinishedRound::from)
    }
}

/// A round as a hand record's output lists it (docs/hand-records.md): each hand's cards, total,
/// stake, state and result, the banker's hand, and each player's net, by name. A round still in
/// play (a record's `in_play`) has the same form, with no results yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedRound {
    pub number: u32,
    /// The banker's name.
    pub banker: String,
    pub shuffled_before: bool,
    /// The players dealt in, from the dealer's left.
    pub players: Vec<FinishedPunter>,
    pub banker_hand: FinishedBanker,
    /// Everyone in the round, in seating order.
    pub net: ByName<i64>,
    pub doubled: bool,
    /// Shoot Pontoon only: what the kitty gained (or lost).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kitty_net: Option<i64>,
}

/// A player's part in a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedPunter {
    pub name: String,
    /// The first stake, once placed.
    pub stake: Option<u64>,
    pub hands: Vec<FinishedHand>,
}

/// One of a player's hands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedHand {
    pub cards: Vec<Option<Card>>,
    /// The best total, once every card is known.
    pub total: Option<u8>,
    /// The whole stake: the first, and every buy.
    pub stake: u64,
    pub buys: Vec<u64>,
    pub state: HandState,
    pub result: Option<i64>,
    /// Cards burnt before the hand was played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub burnt: Vec<Option<Card>>,
    /// Shoot Pontoon only: the hand's shoot bet and what it won.
    #[serde(flatten)]
    pub shoot: Option<FinishedShoot>,
}

/// A hand's shoot bet and its result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedShoot {
    pub shoot: u64,
    pub shoot_result: Option<i64>,
}

/// The banker's hand.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedBanker {
    pub name: String,
    pub cards: Vec<Option<Card>>,
    pub total: Option<u8>,
    /// Where the hand stands: [`BankerState`]'s tag.
    pub state: String,
    /// The banker stayed: what a player's hand must make to beat it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paying: Option<u8>,
}

/// The best total of cards all known.
pub(crate) fn known_total(cards: &[Option<Card>]) -> Option<u8> {
    let known: Option<Vec<Card>> = cards.iter().copied().collect();
    known.map(|cards| Score::of(cards).total())
}

impl From<&RoundView<Option<Card>>> for FinishedRound {
    fn from(round: &RoundView<Option<Card>>) -> FinishedRound {
        let players = round
            .punters
            .iter()
            .map(|p| FinishedPunter {
                name: p.name.clone(),
                stake: p.stake,
                hands: p
                    .hands
                    .iter()
                    .map(|h| FinishedHand {
                        cards: h.cards.clone(),
                        total: known_total(&h.cards),
                        stake: h.total_stake(),
                        buys: h.buys.clone(),
                        state: h.state,
                        result: h.result,
                        burnt: h.burnt.clone(),
                        shoot: round.shoot.then_some(FinishedShoot {
                            shoot: h.shoot,
                            shoot_result: h.shoot_result,
                        }),
                    })
                    .collect(),
            })
            .collect();
        let state = serde_json::to_value(round.banker.state).expect("states serialize");
        let banker_hand = FinishedBanker {
            name: round.banker.name.clone(),
            cards: round.banker.cards.clone(),
            total: known_total(&round.banker.cards),
            state: state["state"].as_str().expect("a tagged state").to_string(),
            paying: match round.banker.state {
                BankerState::Stayed { total } => Some(total + 1),
                _ => None,
            },
        };
        // Everyone in the round, in seating order.
        let mut seated: Vec<(Seat, &str)> = round
            .punters
            .iter()
            .map(|p| (p.seat, p.name.as_str()))
            .collect();
        seated.push((round.banker.seat, round.banker.name.as_str()));
        seated.sort();
        FinishedRound {
            number: round.number,
            banker: round.banker.name.clone(),
            shuffled_before: round.shuffled_before,
            players,
            banker_hand,
            net: ByName(
                seated
                    .into_iter()
                    .map(|(seat, name)| (name.to_string(), round.net[seat.index()]))
                    .collect(),
            ),
            doubled: round.doubled,
            kitty_net: round.shoot.then_some(round.kitty_net),
        }
    }
}
