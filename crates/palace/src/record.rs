//! Palace Poker's hand-record codec ([`Recorded`]): its rules, actions and finished hands as a
//! record writes them (docs/hand-records.md).

use parlour_cards::Card;
use parlour_engine::record::{Apart, Recorded, Seam};
use parlour_engine::rules::{OptionDoc, Presets, rules_from_json};
use parlour_engine::{ByName, Game, Seat};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use crate::event::Event;
use crate::round::{Decided, Ending, Round, Shown, Status};
use crate::rules::{OPTIONS, PRESET_NAMES, Preset, Rules};
use crate::session::{Palace, Phase};

impl Recorded for Palace {
    /// A hand is recorded apart with the keys of its shuffles: its draw pile may be refilled from
    /// the discards in the middle of it, an order no stacked deck gives again.
    const APART: Option<Apart<Self>> = Some(Apart {
        cut: |event| match event {
            Event::CutForDealer { cuts, .. } => Some(cuts.iter().map(|c| c.card.value).collect()),
            _ => None,
        },
        shuffled: |event| match event {
            Event::Shuffled { shuffle }
            | Event::BannerDiscardsShuffled { shuffle, .. }
            | Event::DrawPileRefilled { shuffle, .. } => Some(*shuffle),
            _ => None,
        },
        by_keys: true,
        all_shown: |game| {
            game.round.as_ref().is_none_or(|round| !round.palace_unseen)
                && parlour_engine::face_up(&game.round)
        },
        drawn: |_, _| {},
        placeless: |finished| finished.number = 0,
        seam: |game| {
            let dealer = game.dealer;
            if !game.players()[dealer.index()].is_empty() {
                Some(Seam {
                    first: Some(dealer),
                    kitty: 0,
                })
            } else if game.players().iter().all(|p| p.is_empty()) {
                // A table waiting for its first players, who will cut for the deal.
                Some(Seam {
                    first: None,
                    kitty: 0,
                })
            } else {
                // A deal left with an empty seat while nobody can take it yet.
                None
            }
        },
    });

    const FIRST_SEAT: &'static str = "dealer";
    const PRESETS: &'static [(&'static str, &'static str)] =
        &[("palace", "Palace Poker: every bet is a heads-up battle")];
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
                validate: &<Rules as parlour_engine::RuleSet>::validate,
            },
        )
    }

    type Finished = FinishedRound;

    fn finished(event: &parlour_engine::EventView<Self>) -> Option<FinishedRound> {
        match event {
            Event::RoundOver { round } => Some(FinishedRound::from(round)),
            _ => None,
        }
    }

    fn standing(view: &Self::View) -> Map<String, Value> {
        let pot = view.round.as_ref().map_or(0, |h| h.pot);
        Map::from_iter([("pot".to_string(), json!(pot))])
    }

    fn in_play(view: &Self::View) -> Option<impl Serialize> {
        let in_hand = matches!(
            view.phase,
            Phase::Turn { .. } | Phase::Discarding { .. } | Phase::Battle { .. }
        );
        let hand = view.round.as_ref().filter(|_| in_hand)?;
        Some(RoundInPlay {
            round: FinishedRound::from(hand),
            must_fight: hand.must_fight,
            draw_pile: view.draw_pile,
            discard_pile: view.discard_pile,
        })
    }
}

/// A round as a hand record's output lists it (docs/hand-records.md): each player's banner,
/// soldiers, palace, standing and chips in and out, the battles, the showdown, the winners and each
/// player's net, players by name. A seat nobody sits in is left out: it has no name to list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedRound {
    pub number: u32,
    /// The dealer's name.
    pub dealer: String,
    pub ante: u64,
    /// The whole pot: everything put into it this round.
    pub pot: u64,
    pub ending: Option<Ending>,
    pub winners: Vec<String>,
    pub banner_discards: Vec<Option<Card>>,
    pub players: Vec<FinishedPlayer>,
    pub battles: Vec<FinishedBattle>,
    pub showdown: Vec<FinishedShown>,
    pub net: ByName<i64>,
}

/// A player's part in a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedPlayer {
    pub name: String,
    pub status: Status,
    pub banner: Option<Card>,
    pub soldiers: Vec<Option<Card>>,
    pub palace: Vec<Option<Card>>,
    pub put_in: u64,
    pub won: u64,
}

/// A called battle: both sides shown, the winner (`None`: a tie) and how it was decided.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedBattle {
    pub attacker: FinishedShown,
    pub defender: FinishedShown,
    pub winner: Option<String>,
    pub decided: Decided,
}

/// A palace shown, in a battle or at the showdown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedShown {
    pub name: String,
    pub palace: Vec<Option<Card>>,
    /// The cards that count, best first.
    pub counted: Vec<Option<Card>>,
    /// Those cards in words.
    pub hand: String,
    /// In a battle: the cards held that did not count against the opponent's banner.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excluded: Vec<Option<Card>>,
    /// In a battle: cards of one's own banner, the tie-break.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banner_count: Option<u32>,
}

/// A round still in play as a record's `in_play` shows it: the round so far, whether the last two
/// must fight, and the piles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundInPlay {
    #[serde(flatten)]
    pub round: FinishedRound,
    pub must_fight: bool,
    pub draw_pile: usize,
    pub discard_pile: usize,
}

impl From<&Round<Option<Card>>> for FinishedRound {
    fn from(round: &Round<Option<Card>>) -> FinishedRound {
        let name = |seat: Seat| round.name(seat).to_string();
        let shown = |s: &Shown<Option<Card>>, battle: bool| FinishedShown {
            name: name(s.seat),
            palace: s.palace.clone(),
            counted: s.counted.clone(),
            hand: s.hand.clone(),
            excluded: s.excluded.clone(),
            banner_count: battle.then_some(s.banner_count),
        };
        FinishedRound {
            number: round.number,
            dealer: name(round.dealer),
            ante: round.ante,
            pot: round.players.iter().map(|p| p.put_in).sum(),
            ending: round.ending,
            winners: round.winners.iter().map(|&s| name(s)).collect(),
            banner_discards: round.banner_discards.clone(),
            players: round
                .players
                .iter()
                .filter(|p| !p.name.is_empty())
                .map(|p| FinishedPlayer {
                    name: p.name.clone(),
                    status: p.status,
                    banner: p.banner.flatten(),
                    soldiers: p.soldiers.clone(),
                    palace: p.palace.clone(),
                    put_in: p.put_in,
                    won: p.won,
                })
                .collect(),
            battles: round
                .battles
                .iter()
                .map(|b| FinishedBattle {
                    attacker: shown(&b.attacker, true),
                    defender: shown(&b.defender, true),
                    winner: b.winner.map(name),
                    decided: b.decided,
                })
                .collect(),
            showdown: round.showdown.iter().map(|s| shown(s, false)).collect(),
            net: ByName(
                round
                    .players
                    .iter()
                    .zip(round.net())
                    .filter(|(p, _)| !p.name.is_empty())
                    .map(|(p, net)| (p.name.clone(), net))
                    .collect(),
            ),
        }
    }
}
