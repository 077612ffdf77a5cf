//! The coach at a game's tables (docs/analysis.md, "The coach"): for a seat's own view, what each
//! move open to the hand it is to play is worth; for a finished round's record, each decision a
//! seat made against the best it had.
//!
//! Both read nothing but what the one view function shows that seat, so the coach can never
//! tell anyone more than the table showed them. A game with a coach gives it in its kit
//! ([`crate::Kit::coach`]); the casino tables have one.

use parlour_analysis::{Coach, Spot};
use parlour_cards::Card;
use parlour_engine::record::Record;
use parlour_engine::registry::Entry;
use parlour_engine::{Seat, Viewer};
use parlour_pontoon::casino::CasinoView;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::LazyLock;

pub use parlour_analysis::{Advice, Choice, Count, NoSpot, Worth};

/// The coach's answer for the hand a seat is to play.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hint {
    /// Which of the seat's hands (0 unless it split).
    pub hand: usize,
    /// Its cards.
    pub cards: Vec<Card>,
    /// The hand's original bet: a value of one bet is worth this many chips.
    pub bet: u64,
    #[serde(flatten)]
    pub advice: Advice,
}

impl Hint {
    /// What `bets` original bets are in chips, to the hundredth.
    pub fn chips(&self, bets: f64) -> f64 {
        (bets * self.bet as f64 * 100.0).round() / 100.0
    }
}

/// One decision of a round, against the best.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    /// The record's action it was (0 for the first).
    pub action: usize,
    /// The move made.
    pub taken: Choice,
    /// The hand as it stood, and what each of its moves was worth.
    #[serde(flatten)]
    pub hint: Hint,
    /// What the move made gave up against the best, in original bets and in chips (0 for the
    /// best move, or one worth as much).
    pub cost: f64,
    pub cost_chips: f64,
}

/// A round's decisions by one seat, and what they gave up in all.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Review {
    pub decisions: Vec<Decision>,
    /// How many of them were not the best.
    pub mistakes: usize,
    /// What they gave up in all, in original bets and in chips.
    pub cost: f64,
    pub cost_chips: f64,
}

/// What a game's coach does.
pub struct Coaching {
    /// The hint for the hand the viewer of this view (the game's JSON) is to play.
    hint: fn(&Value, Count) -> Result<Hint, NoSpot>,
    /// The move a record's written action makes (`["Ann", "twist"]`), if the coach values it.
    choice: fn(&[Value]) -> Option<Choice>,
}

impl std::fmt::Debug for Coaching {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Coaching")
    }
}

impl Coaching {
    /// What each move open to the hand the viewer of `view` is to play is worth, best first.
    pub fn hint(&self, view: &Value, count: Count) -> Result<Hint, NoSpot> {
        (self.hint)(view, count)
    }

    /// Each decision `seat` made in the round `record` holds (replayed by `entry`, as the seat saw
    /// it), valued by `count`'s shoe: by the fresh shoe, each decision is judged as a strategy
    /// card would judge it.
    pub fn review(
        &self,
        entry: &dyn Entry,
        record: &Record,
        seat: Seat,
        count: Count,
    ) -> Result<Review, String> {
        let steps = entry
            .steps(record, Viewer::Seat(seat))
            .map_err(|e| e.to_string())?;
        let mut decisions = Vec::new();
        for (at, pair) in steps.windows(2).enumerate() {
            let (before, step) = (&pair[0], &pair[1]);
            let Some(Value::Array(written)) = &step.action else {
                continue;
            };
            let name = before.view["players"][seat.index()]["name"].as_str();
            if name.is_none() || written.first().and_then(Value::as_str) != name {
                continue;
            }
            let Some(taken) = (self.choice)(written) else {
                continue;
            };
            let Ok(hint) = self.hint(&before.view, count) else {
                continue;
            };
            let Some(cost) = hint.advice.cost(taken) else {
                return Err(format!("action {at}: a move the seat could not make"));
            };
            decisions.push(Decision {
                action: at,
                taken,
                cost,
                cost_chips: hint.chips(cost),
                hint,
            });
        }
        let mistakes = decisions.iter().filter(|d| d.cost > 1e-9).count();
        let cost = decisions.iter().map(|d| d.cost).sum();
        let cost_chips = decisions.iter().map(|d| d.cost_chips).sum::<f64>();
        Ok(Review {
            decisions,
            mistakes,
            cost,
            cost_chips: (cost_chips * 100.0).round() / 100.0,
        })
    }
}

/// The casino tables' coach: the exact values of the analysis, kept per shoe.
static CASINO_COACH: LazyLock<Coach> = LazyLock::new(Coach::new);

pub(crate) static CASINO: Coaching = Coaching {
    hint: casino_hint,
    choice: casino_choice,
};

fn casino_hint(view: &Value, count: Count) -> Result<Hint, NoSpot> {
    let view = CasinoView::deserialize(view).map_err(|_| NoSpot::Inconsistent)?;
    let spot = Spot::of(&view, count)?;
    let (seat, hand) = match view.phase {
        parlour_pontoon::casino::CasinoPhase::Playing { seat, hand } => (seat, hand),
        _ => return Err(NoSpot::NotYourTurn),
    };
    let bettor = (view.round.as_ref())
        .and_then(|r| r.bettor(seat))
        .ok_or(NoSpot::Inconsistent)?;
    let cards = bettor.hands[hand].cards.iter().flatten().copied().collect();
    Ok(Hint {
        hand,
        cards,
        bet: bettor.bet,
        advice: CASINO_COACH.advise(&spot),
    })
}

fn casino_choice(written: &[Value]) -> Option<Choice> {
    match written.get(1)?.as_str()? {
        "stick" => Some(Choice::Stick),
        "twist" => Some(Choice::Twist),
        "buy" => Some(Choice::Buy),
        "split" => Some(Choice::Split),
        _ => None,
    }
}
