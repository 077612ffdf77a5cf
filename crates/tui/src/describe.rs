//! Words for what happens at the table, from the events as the player's seat sees them, and for the
//! settlement of a hand: "Bot 1 twists 5♣", "paying 19", "Five Card Trick pays double".

use parlour_cards::Card;
use parlour_engine::seating::SeatChange;
use parlour_engine::{Seat, count};
use parlour_pontoon::casino::{CasinoEvent, CasinoRound, DealerState};
use parlour_pontoon::score::Score;
use parlour_pontoon::{BankChange, BankerState, Event, HandState, HandStep, Round};

/// A card as the player sees it: `A♠`, or `▒▒` face down.
pub fn card(card: Option<Card>) -> String {
    card.map_or_else(|| "▒▒".to_string(), |c| format!("{c:#}"))
}

pub fn cards(cards: &[Option<Card>]) -> String {
    cards.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" ")
}

/// "= 17", "= soft 17", "= 23, bust": a hand's count when every card shows; nothing otherwise.
pub fn total(cards: &[Option<Card>]) -> String {
    let Some(known) = cards.iter().copied().collect::<Option<Vec<Card>>>() else {
        return String::new();
    };
    if known.is_empty() {
        return String::new();
    }
    let score = Score::of(known);
    if score.is_bust() {
        format!("= {}", score.hard)
    } else if score.soft {
        format!("= soft {}", score.total())
    } else {
        format!("= {}", score.total())
    }
}

/// The seat of a viewer who sits nowhere: a narrator telling a whole record (`parlour script
/// --text`), who sees every card and calls every player by name.
pub const NARRATOR: Seat = Seat(u8::MAX);

/// Events told in words; `None` for those not worth a line of the log. `me` is the seat the words
/// are for ("You are dealt 7♠"), or [`NARRATOR`].
pub trait Describe {
    fn describe(&self, names: &[String], me: Seat) -> Option<String>;
}

/// A seat change in words: "Dan sits down in seat 4 with 150 chips." The names are those of the
/// table as it opened, so a newcomer is named from the change itself.
pub fn seat_change(names: &[String], seat: Seat, change: &SeatChange) -> String {
    let who = names
        .get(seat.index())
        .filter(|name| !name.is_empty())
        .cloned()
        .unwrap_or_else(|| format!("The player in seat {}", seat.index() + 1));
    match change {
        SeatChange::Sit { name, chips } => format!(
            "{name} sits down in seat {} with {}.",
            seat.index() + 1,
            count(*chips, "chip")
        ),
        SeatChange::TopUp { chips } => format!("{who} brings {} more.", count(*chips, "chip")),
        SeatChange::Stand => format!("{who} stands up and leaves the table."),
        SeatChange::Move { to } => format!("{who} moves to seat {}.", to.index() + 1),
        SeatChange::Seed { seed, .. } => {
            format!("{who} gives the seed {seed:?} for the next shuffle.")
        }
        SeatChange::Seeded { .. } => format!("{who} gives a seed for the next shuffle."),
    }
}

/// A verb as it goes with "he": twist → twists, buy → buys, carry → carries, go → goes.
pub fn third_person(verb: &str) -> String {
    let consonant_y = verb.len() > 1
        && verb.ends_with('y')
        && !matches!(
            verb.as_bytes()[verb.len() - 2],
            b'a' | b'e' | b'i' | b'o' | b'u'
        );
    if verb == "have" {
        "has".to_string()
    } else if consonant_y {
        format!("{}ies", &verb[..verb.len() - 1])
    } else if ["s", "sh", "ch", "x", "o"]
        .iter()
        .any(|end| verb.ends_with(end))
    {
        format!("{verb}es")
    } else {
        format!("{verb}s")
    }
}

/// The subject of a sentence, and the verb agreeing with it: ("You", "twist") or ("Bot 1",
/// "twists"). The player is "You" whatever name they sit under, so the verb always agrees.
pub(crate) fn who<'a>(names: &'a [String], me: Seat, seat: Seat, verb: &str) -> (&'a str, String) {
    if seat == me {
        ("You", verb.to_string())
    } else {
        (names[seat.index()].as_str(), third_person(verb))
    }
}

pub(crate) fn sentence(names: &[String], me: Seat, seat: Seat, verb: &str, rest: &str) -> String {
    let (name, verb) = who(names, me, seat, verb);
    format!("{name} {verb}{rest}")
}

impl Describe for Event<Option<Card>> {
    fn describe(&self, names: &[String], me: Seat) -> Option<String> {
        let say = |seat, verb, rest: String| Some(sentence(names, me, seat, verb, &rest));
        match self {
            Event::CutForBank { cuts, banker } => {
                let shown: Vec<String> = cuts
                    .iter()
                    .map(|c| format!("{} {}", names[c.seat.index()], card(c.card)))
                    .collect();
                Some(format!(
                    "Cut for the bank: {}. {}.",
                    shown.join(", "),
                    sentence(names, me, *banker, "bank", "")
                ))
            }
            Event::Shuffled { .. } => Some("The pack is shuffled and cut.".into()),
            Event::HandStarted { number, banker, .. } => Some(format!(
                "Hand {number}: {}.",
                sentence(names, me, *banker, "deal", "")
            )),
            Event::Dealt {
                seat,
                card: Some(c),
                ..
            } if *seat == me => Some(format!("You are dealt {}.", card(Some(*c)))),
            Event::Dealt {
                seat,
                card: Some(c),
                ..
            } if me == NARRATOR => Some(format!(
                "{} is dealt {}.",
                names[seat.index()],
                card(Some(*c))
            )),
            Event::Staked { seat, amount } => say(*seat, "stake", format!(" {amount}.")),
            Event::BankerDoubled { doubled: true } => Some("The banker doubles all bets!".into()),
            Event::BankerDoubled { doubled: false } => {
                Some("The banker lets the bets stand.".into())
            }
            Event::Shot {
                seat, amount: 0, ..
            } => say(*seat, "pass", " on the shoot.".into()),
            Event::Shot { seat, amount, .. } => {
                say(*seat, "shoot", format!(" {amount} against the kitty."))
            }
            Event::Burnt {
                seat, cards: burnt, ..
            } => say(*seat, "burn", format!(" {}.", cards(burnt))),
            Event::KittyPut { amount, kitty } => Some(format!(
                "The banker puts {amount} in the kitty; it holds {kitty}."
            )),
            Event::KittyReturned { to, amount } => Some(format!(
                "{} takes back the kitty of {amount}.",
                names[to.index()]
            )),
            Event::BankerPontoon { cards: shown } => {
                Some(format!("The banker shows a Pontoon: {}!", cards(shown)))
            }
            Event::Pontoon {
                seat, cards: shown, ..
            } => say(*seat, "declare", format!(" a Pontoon: {}!", cards(shown))),
            Event::Split {
                seat, cards: pair, ..
            } => say(*seat, "split", format!(" {}.", cards(pair))),
            Event::Bought {
                seat,
                amount,
                card: c,
                ..
            } => match c {
                Some(c) => say(*seat, "buy", format!(" {} for {amount}.", card(Some(*c)))),
                None => say(*seat, "buy", format!(" a card for {amount}.")),
            },
            Event::Step(step) => step.describe(names, me),
            Event::Bust {
                seat,
                cards: shown,
                lost,
                ..
            } => {
                let (name, verb) = who(names, me, *seat, "go");
                Some(format!(
                    "{name} {verb} bust with {} and lose{} {lost}.",
                    cards(shown),
                    if *seat == me { "" } else { "s" }
                ))
            }
            Event::BankerTurned { cards: shown } => {
                Some(format!("The banker turns up {}.", cards(shown)))
            }
            Event::BankerTwisted { card: c } => Some(format!("The banker takes {}.", card(*c))),
            // A hard 21 stops the banker by itself; at 21 he pays Pontoons and Five Card Tricks only.
            Event::BankerStayed { total: 21 } => {
                Some("The banker stops on 21: only Pontoons and Five Card Tricks are paid.".into())
            }
            Event::BankerStayed { total } => Some(format!(
                "The banker stays on {total}: \"paying {}\".",
                total + 1
            )),
            Event::BankerBust => Some("The banker is bust!".into()),
            Event::BankerFiveCardTrick => Some("The banker makes a Five Card Trick!".into()),
            Event::Shown {
                seat, cards: shown, ..
            } => say(*seat, "show", format!(" {}.", cards(shown))),
            Event::BankOffered { buyer, price } => Some(format!(
                "The banker offers the bank to {} for {price}.",
                names[buyer.index()]
            )),
            Event::BankOfferDeclined { buyer } => say(*buyer, "decline", " the bank.".into()),
            Event::BankPassed { to, change, .. } => {
                let why = match change {
                    BankChange::Pontoon => "for a Pontoon".to_string(),
                    BankChange::Broken => "the bank is broken".to_string(),
                    BankChange::Sold { price } => format!("sold for {price}"),
                    BankChange::Left => "the banker left the table".to_string(),
                };
                Some(format!("The bank passes to {} ({why}).", names[to.index()]))
            }
            Event::Seated { seat, change } => Some(seat_change(names, *seat, change)),
            Event::SessionOver => Some("The session is over: no hand can be dealt.".into()),
            _ => None,
        }
    }
}

/// A hand's step, told alike at both Pontoon tables.
impl Describe for HandStep<Option<Card>> {
    fn describe(&self, names: &[String], me: Seat) -> Option<String> {
        let say = |seat, verb, rest: &str| Some(sentence(names, me, seat, verb, rest));
        match self {
            HandStep::Twisted { seat, card: c, .. } => {
                say(*seat, "twist", &format!(" {}.", card(*c)))
            }
            HandStep::Stood { seat, .. } => say(*seat, "stand", "."),
            HandStep::FiveCardTrick { seat, .. } => say(*seat, "make", " a Five Card Trick!"),
        }
    }
}

impl Describe for CasinoEvent<Option<Card>> {
    fn describe(&self, names: &[String], me: Seat) -> Option<String> {
        let say = |seat, verb, rest: String| Some(sentence(names, me, seat, verb, &rest));
        match self {
            CasinoEvent::Staked { seat, amount } => say(*seat, "bet", format!(" {amount}.")),
            CasinoEvent::Passed { seat } => say(*seat, "pass", " this round.".into()),
            CasinoEvent::AllPassed => Some("Everyone passed: nothing is dealt.".into()),
            CasinoEvent::Shuffled { .. } => Some("The shoe is shuffled and cut.".into()),
            CasinoEvent::RoundStarted { number, .. } => Some(format!("Round {number}.")),
            // The table shows every player's cards; a narrator tells them.
            CasinoEvent::Dealt {
                seat: Some(seat),
                card: c,
                ..
            } if me == NARRATOR => Some(format!("{} is dealt {}.", names[seat.index()], card(*c))),
            CasinoEvent::Dealt {
                seat: None,
                card: c,
                ..
            } if me == NARRATOR => Some(format!("The dealer is dealt {}, face down.", card(*c))),
            CasinoEvent::DealerPontoon { cards: shown } => Some(format!(
                "The dealer has a Pontoon: {}. Every bet loses.",
                cards(shown)
            )),
            CasinoEvent::Pontoon { seat, .. } => say(*seat, "have", " a Pontoon!".into()),
            CasinoEvent::Split { seat, .. } => say(*seat, "split", ".".into()),
            CasinoEvent::Bought { seat, card: c, .. } => {
                say(*seat, "buy", format!(" {}.", card(*c)))
            }
            CasinoEvent::Step(step) => step.describe(names, me),
            CasinoEvent::Bust { seat, lost, .. } => {
                let (name, verb) = who(names, me, *seat, "go");
                Some(format!(
                    "{name} {verb} bust and lose{} {lost}.",
                    if *seat == me { "" } else { "s" }
                ))
            }
            CasinoEvent::DealerTurned { cards: shown } => {
                Some(format!("The dealer turns up {}.", cards(shown)))
            }
            CasinoEvent::DealerDrew { card: c } => Some(format!("The dealer draws {}.", card(*c))),
            // Under 17 he stands only when no hand is left to beat.
            CasinoEvent::DealerStood { total } if *total < 17 => Some(format!(
                "The dealer has no hand left to beat and does not draw ({total})."
            )),
            CasinoEvent::DealerStood { total } => Some(format!("The dealer stands on {total}.")),
            CasinoEvent::DealerFiveCardTrick => Some("The dealer makes a Five Card Trick!".into()),
            CasinoEvent::DealerBust => Some("The dealer is bust!".into()),
            CasinoEvent::Seated { seat, change } => Some(seat_change(names, *seat, change)),
            CasinoEvent::SessionOver => Some("The session is over: nobody can bet.".into()),
            _ => None,
        }
    }
}

pub(crate) fn signed(amount: i64) -> String {
    format!("{amount:+}")
}

/// Why a home hand came out as it did: one line per hand, after a line for the banker.
pub fn home_settlement(round: &Round<Option<Card>>) -> Vec<String> {
    let mut lines = Vec::new();
    let hard_21 = round
        .banker
        .cards
        .iter()
        .copied()
        .collect::<Option<Vec<Card>>>()
        .is_some_and(|cards| {
            let score = Score::of(cards);
            score.total() == 21 && !score.soft
        });
    lines.push(match round.banker.state {
        BankerState::Stayed { total: 21 } if hard_21 => format!(
            "{} stopped on a hard 21, which takes no card: only Pontoons and Five Card Tricks are paid, double.",
            round.banker.name
        ),
        BankerState::Stayed { total: 21 } => format!(
            "{} stayed on 21: only Pontoons and Five Card Tricks are paid, double.",
            round.banker.name
        ),
        BankerState::Stayed { total } => format!(
            "{} stayed on {total}: \"paying {}\". Pontoons and Five Card Tricks win double.",
            round.banker.name,
            total + 1
        ),
        BankerState::Bust => format!(
            "{} went bust: every hand still standing wins.",
            round.banker.name
        ),
        BankerState::FiveCardTrick => format!(
            "{} made a Five Card Trick: Pontoons win double, every other hand loses double.",
            round.banker.name
        ),
        BankerState::Pontoon => format!(
            "{} showed a Pontoon and collected from everyone.",
            round.banker.name
        ),
        BankerState::NotPlayed => "Every hand went bust: the banker did not play.".to_string(),
        BankerState::Waiting | BankerState::Playing => "The hand is not over.".to_string(),
    });
    if round.doubled {
        lines.push("The banker doubled: plain hands settle twice over.".to_string());
    }
    for punter in &round.punters {
        for hand in &punter.hands {
            let why = match hand.state {
                HandState::Pontoon if hand.result.unwrap_or(0) > 0 => "Pontoon pays double",
                HandState::FiveCardTrick if hand.result.unwrap_or(0) > 0 => {
                    "Five Card Trick pays double"
                }
                HandState::FiveCardTrick => "Five Card Trick loses to the banker's",
                HandState::Bust => "bust",
                HandState::Waiting => "did not play",
                _ if hand.result.unwrap_or(0) > 0 => "beats the banker",
                _ => "does not beat the banker",
            };
            let shown = if hand.cards.iter().all(Option::is_some) {
                format!("{} {}", cards(&hand.cards), total(&hand.cards))
            } else {
                "not shown".to_string()
            };
            let mut line = format!(
                "{}: {} ({why}) {} on {}",
                punter.name,
                shown.trim(),
                signed(hand.result.unwrap_or(0)),
                hand.total_stake()
            );
            if let Some(shoot) = hand.shoot_result {
                line += &format!(", shoot {}", signed(shoot));
            }
            lines.push(line);
        }
    }
    lines
}

/// Whether any hand of a round was left for the dealer to beat (not bust, not a Pontoon): if none
/// was, he turned his cards and did not draw.
fn contested(round: &CasinoRound<Option<Card>>) -> bool {
    round.bettors.iter().any(|b| {
        b.hands
            .iter()
            .any(|h| h.state != HandState::Bust && h.state != HandState::Pontoon)
    })
}

/// Why a casino round came out as it did.
pub fn casino_settlement(round: &CasinoRound<Option<Card>>) -> Vec<String> {
    let dealer = &round.dealer;
    let mut lines = vec![match dealer.state {
        DealerState::Pontoon => format!(
            "The dealer had a Pontoon ({}): every bet loses.",
            cards(&dealer.cards)
        ),
        DealerState::Bust => format!(
            "The dealer went bust ({}): every hand still standing wins.",
            cards(&dealer.cards)
        ),
        DealerState::FiveCardTrick => format!(
            "The dealer made a Five Card Trick ({}): it beats everything but a Pontoon.",
            cards(&dealer.cards)
        ),
        DealerState::Stood if !contested(round) => format!(
            "Every hand was bust or a Pontoon, so the dealer did not draw ({}).",
            cards(&dealer.cards)
        ),
        DealerState::Stood => format!(
            "The dealer stood: {} {}.",
            cards(&dealer.cards),
            total(&dealer.cards)
        ),
        DealerState::Waiting => "The round is not over.".to_string(),
    }];
    for bettor in &round.bettors {
        for hand in &bettor.hands {
            let result = hand.result.unwrap_or(0);
            let why = match hand.state {
                HandState::Pontoon if result > 0 => "Pontoon pays 2:1",
                HandState::FiveCardTrick if result > 0 => "Five Card Trick pays 2:1",
                HandState::Bust => "bust",
                _ if result > 0 => "beats the dealer",
                _ => "does not beat the dealer",
            };
            lines.push(format!(
                "{}: {} {} ({why}) {} on {}",
                bettor.name,
                cards(&hand.cards),
                total(&hand.cards),
                signed(result),
                hand.stake
            ));
        }
    }
    lines
}

/// A message as a sentence for people: no record notation (backticks), a capital first letter and
/// a full stop.
pub(crate) fn sentence_of(text: &str) -> String {
    let text = text.replace('`', "");
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbs_agree_with_their_subjects() {
        let names = vec!["You".to_string(), "Bot 1".to_string()];
        assert_eq!(
            sentence(&names, Seat(0), Seat(0), "twist", " 5♣."),
            "You twist 5♣."
        );
        assert_eq!(
            sentence(&names, Seat(0), Seat(1), "twist", " 5♣."),
            "Bot 1 twists 5♣."
        );
        assert_eq!(
            sentence(&names, Seat(0), Seat(1), "pass", "."),
            "Bot 1 passes."
        );
        // A player sitting under another name is still "You", and the verb agrees.
        let named = vec!["Ann".to_string(), "Bot 1".to_string()];
        assert_eq!(sentence(&named, Seat(0), Seat(0), "stay", "."), "You stay.");
        assert_eq!(
            sentence(&named, Seat(1), Seat(0), "stay", "."),
            "Ann stays."
        );
        for (verb, said) in [
            ("buy", "buys"),
            ("go", "goes"),
            ("carry", "carries"),
            ("deal", "deals"),
            ("stay", "stays"),
            ("have", "has"),
        ] {
            assert_eq!(third_person(verb), said);
        }
    }

    #[test]
    fn totals_show_only_when_every_card_does() {
        let ace: Option<Card> = Some("AS".parse().unwrap());
        let six: Option<Card> = Some("6D".parse().unwrap());
        assert_eq!(total(&[ace, six]), "= soft 17");
        assert_eq!(total(&[ace, None]), "");
        assert_eq!(cards(&[ace, None]), "A♠ ▒▒");
    }
}
