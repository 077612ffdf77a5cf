//! Palace Poker in words, from the events as the player's seat sees them ("Bot 1 attacks you with a
//! bet of 15", "Bot 1 takes your banner and soldiers: K♥"), and the end of a hand: how it ended, the
//! hands shown, who took the pot, everyone's net.

use parlour_cards::Card;
use parlour_engine::Seat;
use parlour_palace::{BattleResult, Decided, Ending, Event, Exclusion, Round, Shown, Status};
use parlour_poker::CardSet;

use super::words::hand_name;
use crate::describe::{Describe, NARRATOR, cards};
use crate::speak::{Words, capitalized, listed, name_of, say, signed, who};

/// The hand a side shows, in words, from the cards that counted.
pub fn hand_words(words: &Words, hand: &Shown<Option<Card>>) -> String {
    hand_name(words, CardSet::of(hand.counted.iter().flatten().copied()))
}

/// How a hand ended, in words.
fn ending_words(words: &Words, ending: Ending, exclusion: Exclusion) -> String {
    let ending = match (ending, exclusion) {
        (Ending::LastStanding, _) => "last-standing",
        (Ending::SharedBanner, Exclusion::Suit) => "shared-suit",
        (Ending::SharedBanner, Exclusion::Rank) => "shared-rank",
        (Ending::TiedBattle, _) => "tied-battle",
        (Ending::Showdown, _) => "showdown",
    };
    say!(words, "terminal-ending", ending = ending)
}

/// Who won a called battle and how, in words, as a clause to go inside a sentence: "Bot 1 wins
/// with the better hand", "you win on banner cards, 3 to 2, the hands being equal".
pub fn battle_outcome(
    words: &Words,
    result: &BattleResult<Option<Card>>,
    names: &[String],
    me: Seat,
    split: bool,
) -> String {
    let Some(winner) = result.winner else {
        return if split {
            say!(words, "terminal-outcome-tie-split")
        } else {
            say!(words, "terminal-outcome-tie-out")
        };
    };
    let (won, lost) = if winner == result.attacker.seat {
        (&result.attacker, &result.defender)
    } else {
        (&result.defender, &result.attacker)
    };
    let (who, name) = (who(me, winner), name_of(names, winner));
    match result.decided {
        Decided::BannerCount => say!(
            words,
            "terminal-outcome-banner",
            who = who,
            name = name,
            won = won.banner_count,
            lost = lost.banner_count
        ),
        _ => say!(words, "terminal-outcome-better", who = who, name = name),
    }
}

/// A hand shown at a battle or the showdown: "Q♣ Q♦ 4♠ (pair of queens)".
pub fn shown(words: &Words, hand: &Shown<Option<Card>>) -> String {
    say!(
        words,
        "terminal-shown-hand",
        cards = cards(&hand.palace),
        hand = hand_words(words, hand)
    )
}

/// A sentence about the pot of `pot` and its `winners`: "You take the pot of 10.", "Bot 1 and
/// you share the pot of 20." `one` and `shared` are its two messages; `ending` goes with them.
fn pot_words(
    words: &Words,
    (one, shared): (&str, &str),
    names: &[String],
    me: Seat,
    winners: &[Seat],
    pot: u64,
    ending: Option<String>,
) -> String {
    let ending = ending.unwrap_or_default();
    match winners {
        [winner] => say!(
            words,
            one,
            who = who(me, *winner),
            name = name_of(names, *winner),
            pot = pot,
            ending = ending
        ),
        _ => capitalized(&say!(
            words,
            shared,
            names = listed(words, names, me, winners),
            pot = pot,
            ending = ending
        )),
    }
}

impl Describe for Event<Option<Card>> {
    fn describe(&self, words: &Words, names: &[String], me: Seat) -> Option<String> {
        let of = |seat: Seat| (who(me, seat), name_of(names, seat));
        Some(match self {
            Event::CutForDealer { cuts, dealer } => {
                let shown: Vec<String> = cuts
                    .iter()
                    .map(|c| {
                        say!(
                            words,
                            "terminal-cut-one",
                            name = name_of(names, c.seat),
                            card = cards(&[c.card])
                        )
                    })
                    .collect();
                let (who, name) = of(*dealer);
                say!(
                    words,
                    "terminal-palace-cut",
                    cuts = shown.join(", "),
                    who = who,
                    name = name
                )
            }
            Event::HandStarted {
                number,
                dealer,
                players,
                ante,
            } => {
                let (who, name) = of(*dealer);
                say!(
                    words,
                    "terminal-palace-hand-started",
                    number = number.to_string(),
                    who = who,
                    name = name,
                    players = players.len(),
                    ante = *ante
                )
            }
            Event::Banner {
                seat,
                card,
                rejected,
            } => {
                let (who, name) = of(*seat);
                if rejected.is_empty() {
                    say!(
                        words,
                        "terminal-banner",
                        who = who,
                        name = name,
                        card = cards(&[*card])
                    )
                } else {
                    say!(
                        words,
                        "terminal-banner-passed",
                        who = who,
                        name = name,
                        card = cards(&[*card]),
                        passed = cards(rejected)
                    )
                }
            }
            Event::BannerDiscardsShuffled { cards, .. } => {
                say!(words, "terminal-banner-discards", count = *cards)
            }
            Event::Palace { seat, cards: dealt } if *seat == me => {
                say!(words, "terminal-your-palace", cards = cards(dealt))
            }
            Event::Palace { seat, cards: dealt } if me == NARRATOR => say!(
                words,
                "terminal-palace-of",
                name = name_of(names, *seat),
                cards = cards(dealt)
            ),
            Event::DrawPileRefilled { cards, .. } => {
                say!(words, "terminal-refilled", count = *cards)
            }
            Event::Bought { seat, card, price } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-soldier-bought",
                    who = who,
                    name = name,
                    card = cards(&[*card]),
                    price = *price
                )
            }
            Event::Discarded { seat, cards: gone } if gone.is_empty() => {
                let (who, name) = of(*seat);
                say!(words, "terminal-keeps-soldiers", who = who, name = name)
            }
            Event::Discarded { seat, cards: gone } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-discards",
                    who = who,
                    name = name,
                    cards = cards(gone)
                )
            }
            Event::Stayed { seat } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-palace-stays", who = who, name = name)
            }
            Event::Folded { seat } => {
                let (who, name) = of(*seat);
                say!(words, "terminal-folds", who = who, name = name)
            }
            Event::Attacked {
                attacker,
                defender,
                bet,
            } => {
                let (who, name) = of(*attacker);
                let (whom, target) = of(*defender);
                say!(
                    words,
                    "terminal-attacks",
                    who = who,
                    name = name,
                    whom = whom,
                    target = target,
                    bet = *bet
                )
            }
            Event::Raised { seat, paid, raise } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-raises",
                    who = who,
                    name = name,
                    raise = *raise,
                    paid = *paid
                )
            }
            Event::Called { seat, paid } => {
                let (who, name) = of(*seat);
                say!(
                    words,
                    "terminal-calls",
                    who = who,
                    name = name,
                    paid = *paid
                )
            }
            Event::GaveUp { seat, returned, to } => {
                let (who, name) = of(*seat);
                if *returned > 0 {
                    let (whom, taker) = of(*to);
                    say!(
                        words,
                        "terminal-folds-battle-returned",
                        who = who,
                        name = name,
                        whom = whom,
                        taker = taker,
                        returned = *returned
                    )
                } else {
                    say!(words, "terminal-folds-battle", who = who, name = name)
                }
            }
            Event::BattleShown { result } => {
                let (attacker_who, attacker) = of(result.attacker.seat);
                let (defender_who, defender) = of(result.defender.seat);
                say!(
                    words,
                    "terminal-battle-shown",
                    attacker_who = attacker_who,
                    attacker = attacker,
                    attacker_hand = shown(words, &result.attacker),
                    defender_who = defender_who,
                    defender = defender,
                    defender_hand = shown(words, &result.defender),
                    outcome = capitalized(&battle_outcome(words, result, names, me, false))
                )
            }
            Event::Captured {
                winner,
                loser: beaten,
                cards: taken,
            } => {
                let (who, name) = of(*winner);
                let (whom, loser) = of(*beaten);
                say!(
                    words,
                    "terminal-captures",
                    who = who,
                    name = name,
                    whom = whom,
                    loser = loser,
                    cards = cards(taken)
                )
            }
            Event::MustFight { seats } => say!(
                words,
                "terminal-must-fight",
                names = listed(words, names, me, seats)
            ),
            Event::Showdown { hands } => {
                let shown: Vec<String> = hands
                    .iter()
                    .map(|hand| {
                        let (who, name) = of(hand.seat);
                        say!(
                            words,
                            "terminal-showdown-one",
                            who = who,
                            name = name,
                            hand = hand_words(words, hand)
                        )
                    })
                    .collect();
                say!(words, "terminal-showdown", hands = shown.join("; "))
            }
            Event::PotWon {
                winners, transfers, ..
            } => {
                let pot: u64 = transfers.iter().map(|t| t.amount).sum();
                pot_words(
                    words,
                    ("terminal-pot-won", "terminal-pot-shared"),
                    names,
                    me,
                    winners,
                    pot,
                    None,
                )
            }
            Event::Seated { seat, change } => {
                crate::describe::seat_change(words, names, *seat, change)
            }
            Event::SessionOver => say!(words, "terminal-palace-session-over"),
            _ => return None,
        })
    }
}

/// Why a hand came out as it did, for the end-of-hand screen: how it ended, the hands shown at a
/// showdown, who took the pot, and everyone's net.
pub fn hand_over(
    words: &Words,
    hand: &Round<Option<Card>>,
    exclusion: Exclusion,
    me: Seat,
) -> Vec<String> {
    let names: Vec<String> = hand.players.iter().map(|p| p.name.clone()).collect();
    let names = names.as_slice();
    let pot: u64 = hand.players.iter().map(|p| p.won).sum();
    let mut lines = Vec::new();
    if let Some(ending) = hand.ending {
        lines.push(pot_words(
            words,
            ("terminal-hand-won", "terminal-hand-shared"),
            names,
            me,
            &hand.winners,
            pot,
            Some(ending_words(words, ending, exclusion)),
        ));
    }
    for shown_hand in &hand.showdown {
        let line = say!(
            words,
            "terminal-showdown-line",
            name = name_of(names, shown_hand.seat),
            hand = shown(words, shown_hand)
        );
        lines.push(format!("  {line}"));
    }
    let nets: Vec<String> = hand
        .players
        .iter()
        .zip(hand.net())
        .filter(|(p, _)| p.status != Status::SatOut)
        .map(|(p, net)| {
            say!(
                words,
                "terminal-net-one",
                name = p.name.as_str(),
                net = signed(words, net)
            )
        })
        .collect();
    lines.push(say!(words, "terminal-nets", nets = nets.join(", ")));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speak::Lang;
    use parlour_engine::{Party, Transfer};

    fn names() -> Vec<String> {
        ["You", "Bot 1", "Bot 2"].map(String::from).to_vec()
    }

    #[test]
    fn battles_in_words() {
        let en = Words::new(Lang::En);
        let names = names();
        let attack = Event::<Option<Card>>::Attacked {
            attacker: Seat(1),
            defender: Seat(0),
            bet: 15,
        };
        assert_eq!(
            attack.describe(&en, &names, Seat(0)).unwrap(),
            "Bot 1 attacks you with a bet of 15."
        );
        let gave_up = Event::<Option<Card>>::GaveUp {
            seat: Seat(1),
            returned: 10,
            to: Seat(0),
        };
        assert_eq!(
            gave_up.describe(&en, &names, Seat(0)).unwrap(),
            "Bot 1 folds in the battle; you take back the uncalled 10."
        );
        let captured = Event::<Option<Card>>::Captured {
            winner: Seat(1),
            loser: Seat(0),
            cards: vec![Some("KH".parse().unwrap())],
        };
        assert_eq!(
            captured.describe(&en, &names, Seat(0)).unwrap(),
            "Bot 1 takes your banner and soldiers: K♥."
        );
        let must = Event::<Option<Card>>::MustFight {
            seats: vec![Seat(0), Seat(2)],
        };
        assert!(
            must.describe(&en, &names, Seat(0))
                .unwrap()
                .contains("you and Bot 2 must fight it out")
        );
    }

    #[test]
    fn the_pot_in_words() {
        let en = Words::new(Lang::En);
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
        let said = |winners| pot(winners).describe(&en, &names, Seat(0)).unwrap();
        assert_eq!(said(vec![Seat(0)]), "You take the pot of 10.");
        assert_eq!(said(vec![Seat(2)]), "Bot 2 takes the pot of 10.");
        assert_eq!(
            said(vec![Seat(1), Seat(0)]),
            "Bot 1 and you share the pot of 20."
        );
    }
}
