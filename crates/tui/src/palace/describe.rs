//! Palace Poker in words, from the events as the player's seat sees them ("Bot 1 attacks you with a
//! bet of 15", "Bot 1 takes your banner and soldiers: K♥"), and the end of a hand: how it ended, the
//! hands shown, who took the pot, everyone's net.

use parlour_cards::Card;
use parlour_engine::Seat;
use parlour_palace::{BattleResult, Decided, Ending, Event, Exclusion, Round, Shown, Status};

use crate::describe::{Describe, cards, sentence, signed, third_person};

/// A seat as the object of a sentence: "you" for the player, the name for the others.
pub fn object(names: &[String], me: Seat, seat: Seat) -> String {
    if seat == me {
        "you".to_string()
    } else {
        names[seat.index()].clone()
    }
}

/// A seat and its verb inside a sentence: "you take", "Bot 1 takes".
fn clause(names: &[String], me: Seat, seat: Seat, verb: &str) -> String {
    if seat == me {
        format!("you {verb}")
    } else {
        format!("{} {}", names[seat.index()], third_person(verb))
    }
}

/// The verb for the winners of a pot: "take" (you), "takes" (another), "share" (several).
fn take_or_share(winners: &[Seat], me: Seat) -> &'static str {
    match winners {
        [one] if *one == me => "take",
        [_] => "takes",
        _ => "share",
    }
}

/// A seat's, in a sentence: "your" for the player, "Bot 1's" for the others.
fn possessive(names: &[String], me: Seat, seat: Seat) -> String {
    if seat == me {
        "your".to_string()
    } else {
        format!("{}'s", names[seat.index()])
    }
}

/// Seats listed in words: "you", "Bot 1 and you", "Bot 1, Bot 2 and you".
fn listed(names: &[String], me: Seat, seats: &[Seat]) -> String {
    let words: Vec<String> = seats.iter().map(|&s| object(names, me, s)).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `words` with a capital letter, to start a sentence.
pub fn capitalized(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// The start of a sentence about `seats`: "You", "Bot 1 and you".
fn subject(names: &[String], me: Seat, seats: &[Seat]) -> String {
    capitalized(&listed(names, me, seats))
}

/// How a hand ended, in words.
fn ending_words(ending: Ending, exclusion: Exclusion) -> &'static str {
    match (ending, exclusion) {
        (Ending::LastStanding, _) => "the last player standing",
        (Ending::SharedBanner, Exclusion::Suit) => {
            "those left share a banner suit, so nobody can attack"
        }
        (Ending::SharedBanner, Exclusion::Rank) => {
            "those left share a banner rank, so nobody can attack"
        }
        (Ending::TiedBattle, _) => "the last two tied their battle",
        (Ending::Showdown, _) => "the best hand at the showdown after a quiet round",
    }
}

/// Who won a called battle and how, in words, to go inside a sentence: "Bot 1 wins with the better
/// hand", "you win on banner cards".
pub fn battle_outcome(
    result: &BattleResult<Option<Card>>,
    names: &[String],
    me: Seat,
    split: bool,
) -> String {
    let Some(winner) = result.winner else {
        return if split {
            "a tie: the last two split the pot".to_string()
        } else {
            "a tie: both are out".to_string()
        };
    };
    let (won, lost) = if winner == result.attacker.seat {
        (&result.attacker, &result.defender)
    } else {
        (&result.defender, &result.attacker)
    };
    match result.decided {
        Decided::BannerCount => format!(
            "{} on banner cards, {} to {}, the hands being equal",
            clause(names, me, winner, "win"),
            won.banner_count,
            lost.banner_count
        ),
        _ => format!("{} with the better hand", clause(names, me, winner, "win")),
    }
}

/// A hand shown at a battle or the showdown: "Q♣ Q♦ 4♠ (pair of queens)".
pub fn shown(hand: &Shown<Option<Card>>) -> String {
    format!("{} ({})", cards(&hand.palace), hand.hand)
}

impl Describe for Event<Option<Card>> {
    fn describe(&self, names: &[String], me: Seat) -> Option<String> {
        let say = |seat, verb, rest: String| Some(sentence(names, me, seat, verb, &rest));
        let name = |seat: Seat| object(names, me, seat);
        match self {
            Event::CutForDealer { cuts, dealer } => {
                let shown: Vec<String> = cuts
                    .iter()
                    .map(|c| format!("{} {}", names[c.seat.index()], cards(&[c.card])))
                    .collect();
                Some(format!(
                    "Cut for the deal: {}. {}.",
                    shown.join(", "),
                    sentence(names, me, *dealer, "deal", " first")
                ))
            }
            Event::HandStarted {
                number,
                dealer,
                players,
                ante,
            } => Some(format!(
                "Hand {number}: {}; {} players ante {ante}.",
                sentence(names, me, *dealer, "deal", ""),
                players.len()
            )),
            Event::Banner {
                seat,
                card,
                rejected,
            } => {
                let passed = if rejected.is_empty() {
                    String::new()
                } else {
                    format!(
                        " ({} passed over: suits already in the group)",
                        cards(rejected)
                    )
                };
                say(
                    *seat,
                    "take",
                    format!(" the banner {}{passed}.", cards(&[*card])),
                )
            }
            Event::BannerDiscardsShuffled { cards, .. } => Some(format!(
                "The pack ran out: the {cards} passed-over banner cards are shuffled to deal on."
            )),
            Event::Palace { seat, cards: dealt } if *seat == me => {
                Some(format!("Your palace: {}.", cards(dealt)))
            }
            Event::Palace { seat, cards: dealt } if me == crate::describe::NARRATOR => Some(
                format!("{}'s palace: {}.", names[seat.index()], cards(dealt)),
            ),
            Event::DrawPileRefilled { cards, .. } => Some(format!(
                "The discards are shuffled into a new draw pile of {cards}."
            )),
            Event::Bought { seat, card, price } => {
                say(*seat, "buy", format!(" {} for {price}.", cards(&[*card])))
            }
            Event::Discarded { seat, cards: gone } if gone.is_empty() => {
                say(*seat, "keep", " every soldier.".into())
            }
            Event::Discarded { seat, cards: gone } => {
                say(*seat, "discard", format!(" {}.", cards(gone)))
            }
            Event::Stayed { seat } => say(*seat, "stay", ".".into()),
            Event::Folded { seat } => say(*seat, "fold", ".".into()),
            Event::Attacked {
                attacker,
                defender,
                bet,
            } => say(
                *attacker,
                "attack",
                format!(" {} with a bet of {bet}.", name(*defender)),
            ),
            Event::Raised { seat, paid, raise } => {
                say(*seat, "raise", format!(" by {raise}, paying {paid}."))
            }
            Event::Called { seat, paid } => say(*seat, "call", format!(" for {paid}.")),
            Event::GaveUp { seat, returned, to } => {
                let back = if *returned > 0 {
                    format!(
                        "; {} back the uncalled {returned}",
                        clause(names, me, *to, "take")
                    )
                } else {
                    String::new()
                };
                say(*seat, "fold", format!(" in the battle{back}."))
            }
            Event::BattleShown { result } => Some(format!(
                "Battle shown: {} {}; {} {}. {}.",
                subject(names, me, &[result.attacker.seat]),
                shown(&result.attacker),
                name(result.defender.seat),
                shown(&result.defender),
                capitalized(&battle_outcome(result, names, me, false))
            )),
            Event::Captured {
                winner,
                loser,
                cards: taken,
            } => say(
                *winner,
                "take",
                format!(
                    " {} banner and soldiers: {}.",
                    possessive(names, me, *loser),
                    cards(taken)
                ),
            ),
            Event::MustFight { seats } => Some(format!(
                "A quiet round has passed: {} must fight it out, attacking or folding.",
                listed(names, me, seats)
            )),
            Event::Showdown { hands } => {
                let shown: Vec<String> = hands
                    .iter()
                    .map(|h| format!("{} {}", name(h.seat), h.hand))
                    .collect();
                Some(format!("Showdown: {}.", shown.join("; ")))
            }
            Event::PotWon {
                winners, transfers, ..
            } => {
                let pot: u64 = transfers.iter().map(|t| t.amount).sum();
                Some(format!(
                    "{} {} the pot of {pot}.",
                    subject(names, me, winners),
                    take_or_share(winners, me)
                ))
            }
            Event::Seated { seat, change } => {
                Some(crate::describe::seat_change(names, *seat, change))
            }
            Event::SessionOver => {
                Some("The session is over: fewer than two players can pay the ante.".into())
            }
            _ => None,
        }
    }
}

/// Why a hand came out as it did, for the end-of-hand screen: how it ended, the hands shown at a
/// showdown, who took the pot, and everyone's net.
pub fn hand_over(hand: &Round<Option<Card>>, exclusion: Exclusion, me: Seat) -> Vec<String> {
    let names: Vec<String> = hand.players.iter().map(|p| p.name.clone()).collect();
    let names = names.as_slice();
    let pot: u64 = hand.players.iter().map(|p| p.won).sum();
    let mut lines = Vec::new();
    if let Some(ending) = hand.ending {
        lines.push(format!(
            "{} {} the pot of {pot}: {}.",
            subject(names, me, &hand.winners),
            take_or_share(&hand.winners, me),
            ending_words(ending, exclusion)
        ));
    }
    for shown_hand in &hand.showdown {
        lines.push(format!(
            "  {}: {}",
            names[shown_hand.seat.index()],
            shown(shown_hand)
        ));
    }
    let nets: Vec<String> = hand
        .players
        .iter()
        .zip(hand.net())
        .filter(|(p, _)| p.status != Status::SatOut)
        .map(|(p, net)| format!("{} {}", p.name, signed(net)))
        .collect();
    lines.push(format!("Nets: {}.", nets.join(", ")));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_engine::{Party, Transfer};

    fn names() -> Vec<String> {
        ["You", "Bot 1", "Bot 2"].map(String::from).to_vec()
    }

    #[test]
    fn battles_in_words() {
        let names = names();
        let attack = Event::<Option<Card>>::Attacked {
            attacker: Seat(1),
            defender: Seat(0),
            bet: 15,
        };
        assert_eq!(
            attack.describe(&names, Seat(0)).unwrap(),
            "Bot 1 attacks you with a bet of 15."
        );
        let gave_up = Event::<Option<Card>>::GaveUp {
            seat: Seat(1),
            returned: 10,
            to: Seat(0),
        };
        assert_eq!(
            gave_up.describe(&names, Seat(0)).unwrap(),
            "Bot 1 folds in the battle; you take back the uncalled 10."
        );
        let captured = Event::<Option<Card>>::Captured {
            winner: Seat(1),
            loser: Seat(0),
            cards: vec![Some("KH".parse().unwrap())],
        };
        assert_eq!(
            captured.describe(&names, Seat(0)).unwrap(),
            "Bot 1 takes your banner and soldiers: K♥."
        );
        let must = Event::<Option<Card>>::MustFight {
            seats: vec![Seat(0), Seat(2)],
        };
        assert!(
            must.describe(&names, Seat(0))
                .unwrap()
                .contains("you and Bot 2 must fight it out")
        );
    }

    #[test]
    fn the_pot_in_words() {
        let names = names();
        let pot = |winners: Vec<Seat>| Event::<Option<Card>>::PotWon {
            ending: Ending::Showdown,
            transfers: winners
                .iter()
                .map(|&s| Transfer {
                    from: Party::Pot,
                    to: Party::Seat(s),
                    amount: 10,
                })
                .collect(),
            winners,
        };
        let said = |winners| pot(winners).describe(&names, Seat(0)).unwrap();
        assert_eq!(said(vec![Seat(0)]), "You take the pot of 10.");
        assert_eq!(said(vec![Seat(2)]), "Bot 2 takes the pot of 10.");
        assert_eq!(
            said(vec![Seat(1), Seat(0)]),
            "Bot 1 and you share the pot of 20."
        );
    }
}
