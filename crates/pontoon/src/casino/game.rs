//! A casino table as an engine [`Game`], and its hand-record output.

use parlour_cards::{Card, CardSource};
use parlour_engine::{Game, Seat, SetupError, Table, Veiled, Viewer};
use serde_json::{Map, Value, json};

use super::action::{CasinoAction, CasinoMove};
use super::event::CasinoEvent;
use super::round::CasinoRound;
use super::rules::CasinoRules;
use super::table::{Casino, CasinoPhase};
use super::view::CasinoView;
use crate::event::TableCard;
use crate::game::total_json;
use crate::reason::{Reason, Rejection};
use parlour_engine::record::cards_json;

impl Game for Casino {
    const NAME: &'static str = "pontoon";
    const FIRST_SEAT: &'static str = "banker";

    type Rules = CasinoRules;
    type Action = CasinoAction;
    type Move = CasinoMove;
    type Event = CasinoEvent<TableCard>;
    type Reason = Reason;
    type View = CasinoView;
    type EventView = CasinoEvent<Option<Card>>;

    fn parse_rules(value: &Value) -> Result<CasinoRules, String> {
        CasinoRules::from_json(value)
    }

    fn packs(rules: &CasinoRules) -> usize {
        usize::from(rules.packs)
    }

    fn new(
        rules: CasinoRules,
        table: Table,
        cards: CardSource,
    ) -> Result<(Self, Vec<Self::Event>), SetupError> {
        Casino::new(rules, table, cards)
    }

    fn seats(&self) -> usize {
        Casino::seats(self)
    }

    fn name(&self, seat: Seat) -> &str {
        Casino::name(self, seat)
    }

    fn to_act(&self) -> Vec<Seat> {
        Casino::to_act(self)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<CasinoMove> {
        Casino::legal_moves(self, seat)
    }

    fn timeout(&self, seat: Seat) -> Option<CasinoAction> {
        Casino::timeout(self, seat)
    }

    fn play(&mut self, seat: Seat, action: &CasinoAction) -> Result<Vec<Self::Event>, Rejection> {
        Casino::play(self, seat, action)
    }

    fn view(&self, viewer: Viewer) -> CasinoView {
        Casino::view(self, viewer)
    }

    fn event_view(event: &Self::Event, viewer: Viewer) -> Self::EventView {
        event.seen_by(viewer)
    }

    fn event_name(event: &Self::Event) -> &'static str {
        event.name()
    }

    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        Casino::visible_cards(self, viewer)
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        let mut renamed = self.clone();
        let veiled = |card: &TableCard| Veiled::new(rename(card.value), card.audience);
        renamed.shoe = self.shoe.renamed(rename);
        renamed.discards = self.discards.renamed(rename);
        renamed.round = self.round.as_ref().map(|round| round.map_cards(&veiled));
        renamed
    }

    fn rename_event_cards(event: &Self::Event, rename: &dyn Fn(Card) -> Card) -> Self::Event {
        event.map_cards(&|card: &TableCard| Veiled::new(rename(card.value), card.audience))
    }

    fn chips(&self, seat: Seat) -> u64 {
        self.players[seat.index()].chips
    }

    /// The players' chips and the house's result together: constant, since every chip a player
    /// loses the house wins and the other way round.
    fn chips_on_table(&self) -> u64 {
        let players: u64 = self.players.iter().map(|p| p.chips).sum();
        (players as i64 + self.house) as u64
    }

    fn check_invariants(&self) -> Result<(), String> {
        Casino::check_invariants(self)
    }

    fn is_over(&self) -> bool {
        self.phase == CasinoPhase::Over
    }

    fn hands_played(&self) -> u32 {
        self.rounds_played
    }

    fn decode_action(
        verb: &str,
        args: &[Value],
        _seat_of: &dyn Fn(&str) -> Option<Seat>,
    ) -> Result<CasinoAction, String> {
        CasinoAction::decode(verb, args)
    }

    fn encode_action(&self, action: &CasinoAction) -> Vec<Value> {
        action.encode()
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

    fn arbitrary_action(_seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> CasinoAction {
        CasinoAction::arbitrary(pick)
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
