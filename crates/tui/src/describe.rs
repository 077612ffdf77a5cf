//! Words for what happens at the table, from the events as the player's seat sees them, and for the
//! settlement of a hand: "Bot 1 twists 5♣", "paying 19", "Five Card Trick pays double", each a
//! whole sentence of the catalogues in the player's language.

use parlour_cards::Card;
use parlour_engine::Seat;
use parlour_engine::seating::SeatChange;
use parlour_pontoon::casino::{CasinoEvent, CasinoRound, DealerState};
use parlour_pontoon::score::Score;
use parlour_pontoon::{BankChange, BankerState, Event, HandState, HandStep, Round};

use crate::speak::{Words, name_of, say, signed, who};

/// A card as the player sees it: `A♠`, or `▒▒` face down.
pub fn card(card: Option<Card>) -> String {
    card.map_or_else(|| "▒▒".to_string(), |c| format!("{c:#}"))
}

pub fn cards(cards: &[Option<Card>]) -> String {
    cards.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" ")
}

/// "= 17", "= soft 17", "= 23": a hand's count when every card shows; nothing otherwise.
pub fn total(words: &Words, cards: &[Option<Card>]) -> String {
    let Some(known) = cards.iter().copied().collect::<Option<Vec<Card>>>() else {
        return String::new();
    };
    if known.is_empty() {
        return String::new();
    }
    let score = Score::of(known);
    if score.is_bust() {
        say!(words, "terminal-total", total = score.hard)
    } else if score.soft {
        say!(words, "terminal-total-soft", total = score.total())
    } else {
        say!(words, "terminal-total", total = score.total())
    }
}

/// The seat of a viewer who sits nowhere: a narrator telling a whole record (`parlour script
/// --text`), who sees every card and calls every player by name.
pub const NARRATOR: Seat = Seat(u8::MAX);

/// Events told in words; `None` for those not worth a line of the log. `me` is the seat the words
/// are for ("You are dealt 7♠"), or [`NARRATOR`].
pub trait Describe {
    fn describe(&self, words: &Words, names: &[String], me: Seat) -> Option<String>;
}

/// A seat change in words: "Dan sits down in seat 4 with 150 chips." The names are those of the
/// table as it opened, so a newcomer is named from the change itself.
pub fn seat_change(words: &Words, names: &[String], seat: Seat, change: &SeatChange) -> String {
    let number = (seat.index() + 1).to_string();
    let name = names
        .get(seat.index())
        .filter(|name| !name.is_empty())
        .cloned()
        .unwrap_or_else(|| say!(words, "terminal-seat-player", seat = number.as_str()));
    match change {
        SeatChange::Sit { name, chips } => say!(
            words,
            "terminal-seat-sits",
            name = name.as_str(),
            seat = number,
            chips = *chips
        ),
        SeatChange::TopUp { chips } => {
            say!(words, "terminal-seat-tops-up", name = name, chips = *chips)
        }
        SeatChange::Stand => say!(words, "terminal-seat-stands", name = name),
        SeatChange::Move { to } => say!(
            words,
            "terminal-seat-moves",
            name = name,
            seat = (to.index() + 1).to_string()
        ),
        SeatChange::Seed { seed, .. } => say!(
            words,
            "terminal-seat-seed",
            name = name,
            seed = format!("{seed:?}")
        ),
        SeatChange::Seeded { .. } => say!(words, "terminal-seat-seeded", name = name),
    }
}

impl Describe for Event<Option<Card>> {
    fn describe(&self, words: &Words, names: &[String], me: Seat) -> Option<String> {
        // A sentence about `seat`: "You stake 10." or "Bot 1 stakes 10."
        let of = |seat: Seat| (who(me, seat), name_of(names, seat));
        Some(match self {
            Event::CutForBank { cuts, banker } => {
                let shown: Vec<String> = cuts
                    .iter()
                    .map(|c| {
                        say!(
                            words,
                            "terminal-cut-one",
                            name = name_of(names, c.seat),
                            card = card(c.card)
                        )
                    })
                    .collect();
                let (who, name) = of(*banker);
                say!(
                    words,
                    "terminal-cut-for-bank",
                    cuts = shown.join(", "),
                    who = who,
                    name = name
                )
            }
            Event::Shuffled { .. } => say!(words, "terminal-pack-shuffled"),
            Event::HandStarted { number, banker, .. } => {
                let (who, name) = of(*banker);
                say!(
                    words,
                    "terminal-hand-started",
                    number = number.to_string(),
                    who = who,
                    name = name
                )
            }
            Event::Dealt {
                seat,
                card: Some(c),
                ..
            } if *seat == me => say!(words, "terminal-you-are-dealt", card = card(Some(*c))),
            Event::Dealt {
                seat,
                card: Some(c),
                ..
            } if me == NARRATOR => say!(
                words,
                "terminal-is-dealt",
                name = name_of(names, *seat),
                card = card(Some(*c))
            ),
            Event::Staked { seat, amount } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-stakes",
                    who = who,
                    name = name,
                    amount = *amount
                )
            }
            Event::BankerDoubled { doubled: true } => say!(words, "terminal-banker-doubles"),
            Event::BankerDoubled { doubled: false } => say!(words, "terminal-banker-lets-stand"),
            Event::Shot {
                seat, amount: 0, ..
            } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-no-shoot", who = who, name = name)
            }
            Event::Shot { seat, amount, .. } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-shoots",
                    who = who,
                    name = name,
                    amount = *amount
                )
            }
            Event::Burnt {
                seat, cards: burnt, ..
            } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-burns",
                    who = who,
                    name = name,
                    cards = cards(burnt)
                )
            }
            Event::KittyPut { amount, kitty } => say!(
                words,
                "terminal-kitty-put",
                amount = *amount,
                kitty = *kitty
            ),
            Event::KittyReturned { to, amount } => {
                let (who, name) = of(*to);
                say!(
                    words,
                    "terminal-kitty-returned",
                    who = who,
                    name = name,
                    amount = *amount
                )
            }
            Event::BankerPontoon { cards: shown } => {
                say!(words, "terminal-banker-pontoon", cards = cards(shown))
            }
            Event::Pontoon {
                seat, cards: shown, ..
            } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-declares",
                    who = who,
                    name = name,
                    cards = cards(shown)
                )
            }
            Event::Split {
                seat, cards: pair, ..
            } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-splits-cards",
                    who = who,
                    name = name,
                    cards = cards(pair)
                )
            }
            Event::Bought {
                seat,
                amount,
                card: c,
                ..
            } => {
                let (who, name) = of(*seat);
                match c {
                    Some(c) => say!(
                        words,
                        "terminal-buys-for",
                        who = who,
                        name = name,
                        card = card(Some(*c)),
                        amount = *amount
                    ),
                    None => say!(
                        words,
                        "terminal-buys-down",
                        who = who,
                        name = name,
                        amount = *amount
                    ),
                }
            }
            Event::Step(step) => return step.describe(words, names, me),
            Event::Bust {
                seat,
                cards: shown,
                lost,
                ..
            } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-bust-with",
                    who = who,
                    name = name,
                    cards = cards(shown),
                    lost = *lost
                )
            }
            Event::BankerTurned { cards: shown } => {
                say!(words, "terminal-banker-turns", cards = cards(shown))
            }
            Event::BankerTwisted { card: c } => {
                say!(words, "terminal-banker-takes", card = card(*c))
            }
            // A hard 21 stops the banker by itself; at 21 he pays Pontoons and Five Card Tricks only.
            Event::BankerStayed { total: 21 } => say!(words, "terminal-banker-stops-21"),
            Event::BankerStayed { total } => say!(
                words,
                "terminal-banker-stays",
                total = *total,
                paying = total + 1
            ),
            Event::BankerBust => say!(words, "terminal-banker-bust"),
            Event::BankerFiveCardTrick => say!(words, "terminal-banker-five"),
            Event::Shown {
                seat, cards: shown, ..
            } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-shows",
                    who = who,
                    name = name,
                    cards = cards(shown)
                )
            }
            Event::BankOffered { buyer, price } => {
                let (who, name) = of(*buyer);
                say!(
                    words,
                    "terminal-bank-offered",
                    who = who,
                    name = name,
                    price = *price
                )
            }
            Event::BankOfferDeclined { buyer } => {
                let (who, name) = of(*buyer);
                say!(words, "terminal-bank-declined", who = who, name = name)
            }
            Event::BankPassed { to, change, .. } => {
                let (who, name) = of(*to);
                match change {
                    BankChange::Pontoon => {
                        say!(
                            words,
                            "terminal-bank-passes-pontoon",
                            who = who,
                            name = name
                        )
                    }
                    BankChange::Broken => {
                        say!(words, "terminal-bank-passes-broken", who = who, name = name)
                    }
                    BankChange::Sold { price } => say!(
                        words,
                        "terminal-bank-passes-sold",
                        who = who,
                        name = name,
                        price = *price
                    ),
                    BankChange::Left => {
                        say!(words, "terminal-bank-passes-left", who = who, name = name)
                    }
                }
            }
            Event::Seated { seat, change } => seat_change(words, names, *seat, change),
            Event::SessionOver => say!(words, "terminal-home-session-over"),
            _ => return None,
        })
    }
}

/// A hand's step, told alike at both Pontoon tables.
impl Describe for HandStep<Option<Card>> {
    fn describe(&self, words: &Words, names: &[String], me: Seat) -> Option<String> {
        let of = |seat: Seat| (who(me, seat), name_of(names, seat));
        Some(match self {
            HandStep::Twisted { seat, card: c, .. } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-twists",
                    who = who,
                    name = name,
                    card = card(*c)
                )
            }
            HandStep::Stood { seat, .. } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-stands", who = who, name = name)
            }
            HandStep::FiveCardTrick { seat, .. } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-makes-five", who = who, name = name)
            }
        })
    }
}

impl Describe for CasinoEvent<Option<Card>> {
    fn describe(&self, words: &Words, names: &[String], me: Seat) -> Option<String> {
        let of = |seat: Seat| (who(me, seat), name_of(names, seat));
        Some(match self {
            CasinoEvent::Staked { seat, amount } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-bets",
                    who = who,
                    name = name,
                    amount = *amount
                )
            }
            CasinoEvent::Passed { seat } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-passes", who = who, name = name)
            }
            CasinoEvent::AllPassed => say!(words, "terminal-all-passed"),
            CasinoEvent::Shuffled { .. } => say!(words, "terminal-shoe-shuffled"),
            CasinoEvent::RoundStarted { number, .. } => {
                say!(words, "terminal-round-started", number = number.to_string())
            }
            // The table shows every player's cards; a narrator tells them.
            CasinoEvent::Dealt {
                seat: Some(seat),
                card: c,
                ..
            } if me == NARRATOR => say!(
                words,
                "terminal-is-dealt",
                name = name_of(names, *seat),
                card = card(*c)
            ),
            CasinoEvent::Dealt {
                seat: None,
                card: c,
                ..
            } if me == NARRATOR => say!(words, "terminal-dealer-dealt-down", card = card(*c)),
            CasinoEvent::DealerPontoon { cards: shown } => {
                say!(words, "terminal-dealer-has-pontoon", cards = cards(shown))
            }
            CasinoEvent::Pontoon { seat, .. } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-has-pontoon", who = who, name = name)
            }
            CasinoEvent::Split { seat, .. } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-splits", who = who, name = name)
            }
            CasinoEvent::Bought { seat, card: c, .. } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-buys",
                    who = who,
                    name = name,
                    card = card(*c)
                )
            }
            CasinoEvent::Step(step) => return step.describe(words, names, me),
            CasinoEvent::Bust { seat, lost, .. } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-bust", who = who, name = name, lost = *lost)
            }
            CasinoEvent::DealerTurned { cards: shown } => {
                say!(words, "terminal-dealer-turns", cards = cards(shown))
            }
            CasinoEvent::DealerDrew { card: c } => {
                say!(words, "terminal-dealer-draws", card = card(*c))
            }
            // Under 17 he stands only when no hand is left to beat.
            CasinoEvent::DealerStood { total } if *total < 17 => {
                say!(words, "terminal-dealer-nothing-to-beat", total = *total)
            }
            CasinoEvent::DealerStood { total } => {
                say!(words, "terminal-dealer-stands", total = *total)
            }
            CasinoEvent::DealerFiveCardTrick => say!(words, "terminal-dealer-five"),
            CasinoEvent::DealerBust => say!(words, "terminal-dealer-bust"),
            CasinoEvent::Seated { seat, change } => seat_change(words, names, *seat, change),
            CasinoEvent::SessionOver => say!(words, "terminal-casino-session-over"),
            _ => return None,
        })
    }
}

/// Why a home hand came out as it did: one line per hand, after a line for the banker. `me` is
/// the seat the words are for, or [`NARRATOR`].
pub fn home_settlement(words: &Words, round: &Round<Option<Card>>, me: Seat) -> Vec<String> {
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
    let who = who(me, round.banker.seat);
    let name = round.banker.name.as_str();
    lines.push(match round.banker.state {
        BankerState::Stayed { total: 21 } if hard_21 => {
            say!(words, "terminal-settle-hard-21", who = who, name = name)
        }
        BankerState::Stayed { total: 21 } => {
            say!(words, "terminal-settle-stayed-21", who = who, name = name)
        }
        BankerState::Stayed { total } => say!(
            words,
            "terminal-settle-stayed",
            who = who,
            name = name,
            total = total,
            paying = total + 1
        ),
        BankerState::Bust => say!(words, "terminal-settle-banker-bust", who = who, name = name),
        BankerState::FiveCardTrick => {
            say!(words, "terminal-settle-banker-five", who = who, name = name)
        }
        BankerState::Pontoon => {
            say!(
                words,
                "terminal-settle-banker-pontoon",
                who = who,
                name = name
            )
        }
        BankerState::NotPlayed => say!(words, "terminal-settle-not-played"),
        BankerState::Waiting | BankerState::Playing => say!(words, "terminal-hand-not-over"),
    });
    if round.doubled {
        lines.push(say!(words, "terminal-settle-doubled"));
    }
    for punter in &round.punters {
        for hand in &punter.hands {
            let won = hand.result.unwrap_or(0) > 0;
            let why = match hand.state {
                HandState::Pontoon if won => "pontoon",
                HandState::FiveCardTrick if won => "five",
                HandState::FiveCardTrick => "five-loses",
                HandState::Bust => "bust",
                HandState::Waiting => "not-played",
                _ if won => "beats",
                _ => "does-not-beat",
            };
            let shown = if hand.cards.iter().all(Option::is_some) {
                format!("{} {}", cards(&hand.cards), total(words, &hand.cards))
                    .trim()
                    .to_string()
            } else {
                say!(words, "terminal-not-shown")
            };
            let why = say!(words, "terminal-settle-why", why = why);
            let net = signed(words, hand.result.unwrap_or(0));
            let name = punter.name.as_str();
            let stake = hand.total_stake();
            lines.push(match hand.shoot_result {
                Some(shoot) => say!(
                    words,
                    "terminal-settle-hand-shoot",
                    name = name,
                    shown = shown,
                    why = why,
                    net = net,
                    stake = stake,
                    shoot = signed(words, shoot)
                ),
                None => say!(
                    words,
                    "terminal-settle-hand",
                    name = name,
                    shown = shown,
                    why = why,
                    net = net,
                    stake = stake
                ),
            });
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
pub fn casino_settlement(words: &Words, round: &CasinoRound<Option<Card>>) -> Vec<String> {
    let dealer = &round.dealer;
    let shown = cards(&dealer.cards);
    let mut lines = vec![match dealer.state {
        DealerState::Pontoon => say!(words, "terminal-settle-dealer-pontoon", cards = shown),
        DealerState::Bust => say!(words, "terminal-settle-dealer-bust", cards = shown),
        DealerState::FiveCardTrick => say!(words, "terminal-settle-dealer-five", cards = shown),
        DealerState::Stood if !contested(round) => {
            say!(words, "terminal-settle-dealer-no-draw", cards = shown)
        }
        DealerState::Stood => say!(
            words,
            "terminal-settle-dealer-stood",
            cards = shown,
            total = total(words, &dealer.cards)
        ),
        DealerState::Waiting => say!(words, "terminal-round-not-over"),
    }];
    for bettor in &round.bettors {
        for hand in &bettor.hands {
            let result = hand.result.unwrap_or(0);
            let why = match hand.state {
                HandState::Pontoon if result > 0 => "pontoon",
                HandState::FiveCardTrick if result > 0 => "five",
                HandState::Bust => "bust",
                _ if result > 0 => "beats",
                _ => "does-not-beat",
            };
            lines.push(say!(
                words,
                "terminal-settle-bet",
                name = bettor.name.as_str(),
                cards = cards(&hand.cards),
                total = total(words, &hand.cards),
                why = say!(words, "terminal-settle-casino-why", why = why),
                net = signed(words, result),
                stake = hand.stake
            ));
        }
    }
    lines
}

/// A message as a sentence for people: no record notation (backticks), a capital first letter and
/// a full stop.
pub(crate) fn sentence_of(text: &str) -> String {
    let text = text.replace('`', "");
    let mut out = crate::speak::capitalized(&text);
    if out.is_empty() {
        return out;
    }
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speak::Lang;

    #[test]
    fn verbs_agree_with_their_subjects() {
        let en = Words::new(Lang::En);
        let twisted = |seat: u8, me: u8| {
            HandStep::Twisted {
                seat: Seat(seat),
                hand: 0,
                card: Some("5C".parse().unwrap()),
            }
            .describe(&en, &["Ann".to_string(), "Bot 1".to_string()], Seat(me))
            .unwrap()
        };
        // A player sitting under another name is still "You", and the verb agrees.
        assert_eq!(twisted(0, 0), "You twist 5♣.");
        assert_eq!(twisted(1, 0), "Bot 1 twists 5♣.");
        assert_eq!(twisted(0, 1), "Ann twists 5♣.");
        assert_eq!(twisted(0, NARRATOR.0), "Ann twists 5♣.");
        // In Hungarian too: the player's own verb, and the others' by name.
        let hu = Words::new(Lang::Hu);
        let step = HandStep::Stood {
            seat: Seat(0),
            hand: 0,
        };
        let names = ["Anna".to_string(), "Bot 1".to_string()];
        assert_eq!(step.describe(&hu, &names, Seat(0)).unwrap(), "Passzolsz.");
        assert_eq!(
            step.describe(&hu, &names, Seat(1)).unwrap(),
            "Anna passzol."
        );
    }

    #[test]
    fn totals_show_only_when_every_card_does() {
        let en = Words::new(Lang::En);
        let ace: Option<Card> = Some("AS".parse().unwrap());
        let six: Option<Card> = Some("6D".parse().unwrap());
        assert_eq!(total(&en, &[ace, six]), "= soft 17");
        assert_eq!(total(&en, &[ace, None]), "");
        assert_eq!(cards(&[ace, None]), "A♠ ▒▒");
        assert_eq!(total(&Words::new(Lang::Hu), &[ace, six]), "= gyenge 17");
    }
}
