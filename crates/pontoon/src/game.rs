//! Pontoon as a [`Game`]: the glue between the session and the engine's contract and hand records.

use parlour_cards::{Card, CardSource};
use parlour_engine::record::{Output, Prepared, Record, RecordError, cards_json};
use parlour_engine::{Game, Seat, SetupError, Table, Veiled, Viewer};
use serde_json::{Map, Value, json};

use crate::action::{Action, Move};
use crate::casino::Casino;
use crate::event::{Event, TableCard};
use crate::reason::{Reason, Rejection};
use crate::round::BankerState;
use crate::rules::Rules;
use crate::score::Score;
use crate::session::{Phase, Pontoon};
use crate::view::{RoundView, View};

impl Game for Pontoon {
    const NAME: &'static str = "pontoon";
    const FIRST_SEAT: &'static str = "banker";

    type Rules = Rules;
    type Action = Action;
    type Move = Move;
    type Event = Event<TableCard>;
    type Reason = Reason;
    type View = View;
    type EventView = Event<Option<Card>>;

    fn parse_rules(value: &Value) -> Result<Rules, String> {
        Rules::from_json(value)
    }

    fn packs(rules: &Rules) -> usize {
        usize::from(rules.packs)
    }

    fn new(
        rules: Rules,
        table: Table,
        cards: CardSource,
    ) -> Result<(Self, Vec<Self::Event>), SetupError> {
        Pontoon::new(rules, table, cards)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn name(&self, seat: Seat) -> &str {
        Pontoon::name(self, seat)
    }

    fn to_act(&self) -> Vec<Seat> {
        Pontoon::to_act(self)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        Pontoon::legal_moves(self, seat)
    }

    fn timeout(&self, seat: Seat) -> Option<Action> {
        Pontoon::timeout(self, seat)
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Self::Event>, Rejection> {
        Pontoon::play(self, seat, action)
    }

    fn view(&self, viewer: Viewer) -> View {
        Pontoon::view(self, viewer)
    }

    fn event_view(event: &Self::Event, viewer: Viewer) -> Self::EventView {
        event.seen_by(viewer)
    }

    fn event_name(event: &Self::Event) -> &'static str {
        event.name()
    }

    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        Pontoon::visible_cards(self, viewer)
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        let mut renamed = self.clone();
        let veiled = |card: &TableCard| Veiled::new(rename(card.value), card.audience);
        renamed.pack = self.pack.renamed(rename);
        for cut in &mut renamed.cuts {
            cut.card = veiled(&cut.card);
        }
        renamed.round = self.round.as_ref().map(|round| round.map_cards(&veiled));
        renamed
    }

    fn rename_event_cards(event: &Self::Event, rename: &dyn Fn(Card) -> Card) -> Self::Event {
        event.map_cards(&|card: &TableCard| Veiled::new(rename(card.value), card.audience))
    }

    fn chips(&self, seat: Seat) -> u64 {
        self.players[seat.index()].chips
    }

    fn chips_on_table(&self) -> u64 {
        self.players.iter().map(|p| p.chips).sum::<u64>() + self.kitty
    }

    fn check_invariants(&self) -> Result<(), String> {
        Pontoon::check_invariants(self)
    }

    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    fn hands_played(&self) -> u32 {
        self.hands_played
    }

    fn decode_action(
        verb: &str,
        args: &[Value],
        seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<Action, String> {
        Action::decode(verb, args, seat_of)
    }

    fn encode_action(&self, action: &Action) -> Vec<Value> {
        action.encode(|seat| self.name(seat).to_string())
    }

    fn hand_record(event: &Self::EventView) -> Option<Value> {
        match event {
            Event::HandOver { hand } => Some(hand_record(hand)),
            _ => None,
        }
    }

    fn record_status(&self) -> Map<String, Value> {
        let view = self.view(Viewer::Auditor);
        let name = |seat: Seat| json!(view.players[seat.index()].name);
        let mut status = Map::new();
        status.insert("banker".into(), name(view.banker));
        let phase = serde_json::to_value(view.phase).expect("phases serialize");
        status.insert("phase".into(), phase["phase"].clone());
        status.insert(
            "to_act".into(),
            view.to_act.iter().map(|&s| name(s)).collect(),
        );
        if view.rules.shoot {
            status.insert("kitty".into(), json!(view.kitty));
        }
        // A hand still in play, as it stands: what a record that stops mid-hand can check.
        let in_hand = !matches!(view.phase, Phase::BetweenHands { .. } | Phase::Over);
        if let (Some(round), true) = (&view.round, in_hand) {
            status.insert("in_play".into(), hand_record(round));
        }
        status
    }

    fn arbitrary_action(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        Action::arbitrary(seats, pick)
    }
}

pub(crate) fn total_json(cards: &[Option<Card>]) -> Value {
    let known: Option<Vec<Card>> = cards.iter().copied().collect();
    known.map_or(Value::Null, |cards| json!(Score::of(cards).total()))
}

/// A hand as a hand record's output lists it: each hand's cards, stake, state and result, the
/// banker's hand, and each player's net, by name. A hand still in play shows the same, with no
/// results yet.
fn hand_record(round: &RoundView<Option<Card>>) -> Value {
    let players: Vec<Value> = round
        .punters
        .iter()
        .map(|p| {
            let hands: Vec<Value> = p
                .hands
                .iter()
                .map(|h| {
                    let mut hand = json!({
                        "cards": cards_json(&h.cards),
                        "total": total_json(&h.cards),
                        "stake": h.total_stake(),
                        "buys": h.buys,
                        "state": h.state,
                        "result": h.result,
                    });
                    if !h.burnt.is_empty() {
                        hand["burnt"] = cards_json(&h.burnt);
                    }
                    if round.shoot {
                        hand["shoot"] = json!(h.shoot);
                        hand["shoot_result"] = json!(h.shoot_result);
                    }
                    hand
                })
                .collect();
            json!({"name": p.name, "stake": p.stake, "hands": hands})
        })
        .collect();
    let mut banker = json!({
        "name": round.banker.name,
        "cards": cards_json(&round.banker.cards),
        "total": total_json(&round.banker.cards),
    });
    let state = serde_json::to_value(round.banker.state).expect("states serialize");
    banker["state"] = state["state"].clone();
    if let BankerState::Stayed { total } = round.banker.state {
        banker["paying"] = json!(total + 1);
    }
    // Everyone in the hand, in seating order.
    let mut seated: Vec<(Seat, &str)> = round
        .punters
        .iter()
        .map(|p| (p.seat, p.name.as_str()))
        .collect();
    seated.push((round.banker.seat, round.banker.name.as_str()));
    seated.sort();
    let net: Map<String, Value> = seated
        .into_iter()
        .map(|(seat, name)| (name.to_string(), json!(round.net[seat.index()])))
        .collect();
    let mut record = json!({
        "number": round.number,
        "banker": round.banker.name,
        "shuffled_before": round.shuffled_before,
        "players": players,
        "banker_hand": banker,
        "net": net,
    });
    record["doubled"] = json!(round.doubled);
    if round.shoot {
        record["kitty_net"] = json!(round.kitty_net);
    }
    record
}

/// Plays a Pontoon hand record of any preset: the home games (`traditional`, `shoot`) or the casino
/// games (`casino`, `pontoon-blackjack`), which are different tables. Returns the output object.
pub fn play_record(record: &Record) -> Result<Output, RecordError> {
    if crate::rules::is_casino(&record.rules) {
        Ok(Prepared::<Casino>::from_record(record)?.play()?.1)
    } else {
        Ok(Prepared::<Pontoon>::from_record(record)?.play()?.1)
    }
}
