//! Palace Poker as a [`Game`]: the glue between the session and the engine's contract and hand
//! records.

use parlour_cards::{Card, CardSource};
use parlour_engine::record::{Output, Prepared, Record, RecordError, cards_json};
use parlour_engine::{Game, Seat, SetupError, Table, Veiled, Viewer};
use serde_json::{Map, Value, json};

use crate::action::{Action, Move};
use crate::event::{Event, TableCard};
use crate::hand::{Hand, Shown};
use crate::reason::{Reason, Rejection};
use crate::rules::Rules;
use crate::session::{Palace, Phase};
use crate::view::View;

impl Game for Palace {
    const NAME: &'static str = "palace";
    const FIRST_SEAT: &'static str = "dealer";

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

    fn packs(_: &Rules) -> usize {
        1
    }

    fn new(
        rules: Rules,
        table: Table,
        cards: CardSource,
    ) -> Result<(Self, Vec<Self::Event>), SetupError> {
        Palace::new(rules, table, cards)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn name(&self, seat: Seat) -> &str {
        Palace::name(self, seat)
    }

    fn to_act(&self) -> Vec<Seat> {
        Palace::to_act(self)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        Palace::legal_moves(self, seat)
    }

    fn timeout(&self, seat: Seat) -> Option<Action> {
        Palace::timeout(self, seat)
    }

    fn play(&mut self, seat: Seat, action: &Action) -> Result<Vec<Self::Event>, Rejection> {
        Palace::play(self, seat, action)
    }

    fn view(&self, viewer: Viewer) -> View {
        Palace::view(self, viewer)
    }

    fn event_view(event: &Self::Event, viewer: Viewer) -> Self::EventView {
        event.seen_by(viewer)
    }

    fn event_name(event: &Self::Event) -> &'static str {
        event.name()
    }

    fn visible_cards(&self, viewer: Viewer) -> Vec<Card> {
        Palace::visible_cards(self, viewer)
    }

    fn rename_cards(&self, rename: &dyn Fn(Card) -> Card) -> Self {
        let veiled = |card: &TableCard| Veiled::new(rename(card.value), card.audience);
        Palace {
            pack: self.pack.renamed(rename),
            draw: self.draw.renamed(rename),
            discards: self.discards.renamed(rename),
            cuts: self.cuts.iter().map(|c| c.map(veiled)).collect(),
            hand: self.hand.as_ref().map(|h| h.map_cards(&veiled)),
            ..self.clone()
        }
    }

    fn rename_event_cards(event: &Self::Event, rename: &dyn Fn(Card) -> Card) -> Self::Event {
        event.map_cards(&|card: &TableCard| Veiled::new(rename(card.value), card.audience))
    }

    fn chips(&self, seat: Seat) -> u64 {
        self.players[seat.index()].chips
    }

    fn chips_on_table(&self) -> u64 {
        self.players.iter().map(|p| p.chips).sum::<u64>() + self.hand.as_ref().map_or(0, |h| h.pot)
    }

    fn check_invariants(&self) -> Result<(), String> {
        Palace::check_invariants(self)
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
        status.insert("dealer".into(), name(view.dealer));
        let phase = serde_json::to_value(view.phase).expect("phases serialize");
        status.insert("phase".into(), phase["phase"].clone());
        status.insert(
            "to_act".into(),
            view.to_act.iter().map(|&s| name(s)).collect(),
        );
        let pot = view.hand.as_ref().map_or(0, |h| h.pot);
        status.insert("pot".into(), json!(pot));
        // A hand still in play, as it stands: what a record that stops mid-hand can check.
        if let (Some(hand), Phase::Turn { .. } | Phase::Discarding { .. } | Phase::Battle { .. }) =
            (&view.hand, view.phase)
        {
            let mut in_play = hand_record(hand);
            in_play["must_fight"] = json!(hand.must_fight);
            in_play["draw_pile"] = json!(view.draw_pile);
            in_play["discard_pile"] = json!(view.discard_pile);
            status.insert("in_play".into(), in_play);
        }
        status
    }

    fn arbitrary_action(seats: usize, pick: &mut dyn FnMut(u64, u64) -> u64) -> Action {
        Action::arbitrary(seats, pick)
    }
}

/// A finished hand as a hand record's output lists it: each player's banner, soldiers, palace,
/// standing and chips in and out, the battles, the showdown, the winners and each player's net.
fn hand_record(hand: &Hand<Option<Card>>) -> Value {
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

/// Plays a Palace Poker hand record. Returns the output object.
pub fn play_record(record: &Record) -> Result<Output, RecordError> {
    Ok(Prepared::<Palace>::from_record(record)?.play()?.1)
}
