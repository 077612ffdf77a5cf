//! What happened at a casino table, with cards as `C` (see [`crate::Event`] for the idea).

use parlour_cards::Card;
use parlour_engine::{Seat, Transfer, Viewer};
use serde::Serialize;

use super::round::CasinoRound;
use crate::event::TableCard;

/// Something that happened at a casino table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CasinoEvent<C> {
    /// A bet for the coming round (already raised to the table minimum).
    Staked {
        seat: Seat,
        amount: u64,
    },
    Passed {
        seat: Seat,
    },
    /// Every seat passed: nothing is dealt and betting starts again.
    AllPassed,
    /// The shoe was gathered, shuffled and cut.
    Shuffled,
    RoundStarted {
        number: u32,
        seats: Vec<Seat>,
    },
    /// A card to a seat's hand (players' cards face up) or to the dealer (`seat` none, face down).
    Dealt {
        seat: Option<Seat>,
        hand: usize,
        card: C,
    },
    /// The dealer's Pontoon, shown at once: every bet loses.
    DealerPontoon {
        cards: Vec<C>,
    },
    Pontoon {
        seat: Seat,
        hand: usize,
    },
    Split {
        seat: Seat,
        hand: usize,
    },
    Bought {
        seat: Seat,
        hand: usize,
        card: C,
    },
    Twisted {
        seat: Seat,
        hand: usize,
        card: C,
    },
    Stood {
        seat: Seat,
        hand: usize,
    },
    FiveCardTrick {
        seat: Seat,
        hand: usize,
    },
    /// Over 21: the bet is lost at once.
    Bust {
        seat: Seat,
        hand: usize,
        lost: u64,
    },
    /// The dealer turned his cards up.
    DealerTurned {
        cards: Vec<C>,
    },
    DealerDrew {
        card: C,
    },
    DealerStood {
        total: u8,
    },
    DealerFiveCardTrick,
    DealerBust,
    Settled {
        transfers: Vec<Transfer>,
    },
    /// The round is over: everything about it.
    RoundOver {
        round: Box<CasinoRound<C>>,
    },
    /// No seat can cover the table minimum any more.
    SessionOver,
}

impl<C> CasinoEvent<C> {
    pub fn name(&self) -> &'static str {
        match self {
            CasinoEvent::Staked { .. } => "staked",
            CasinoEvent::Passed { .. } => "passed",
            CasinoEvent::AllPassed => "all_passed",
            CasinoEvent::Shuffled => "shuffled",
            CasinoEvent::RoundStarted { .. } => "round_started",
            CasinoEvent::Dealt { .. } => "dealt",
            CasinoEvent::DealerPontoon { .. } => "dealer_pontoon",
            CasinoEvent::Pontoon { .. } => "pontoon",
            CasinoEvent::Split { .. } => "split",
            CasinoEvent::Bought { .. } => "bought",
            CasinoEvent::Twisted { .. } => "twisted",
            CasinoEvent::Stood { .. } => "stood",
            CasinoEvent::FiveCardTrick { .. } => "five_card_trick",
            CasinoEvent::Bust { .. } => "bust",
            CasinoEvent::DealerTurned { .. } => "dealer_turned",
            CasinoEvent::DealerDrew { .. } => "dealer_drew",
            CasinoEvent::DealerStood { .. } => "dealer_stood",
            CasinoEvent::DealerFiveCardTrick => "dealer_five_card_trick",
            CasinoEvent::DealerBust => "dealer_bust",
            CasinoEvent::Settled { .. } => "settled",
            CasinoEvent::RoundOver { .. } => "round_over",
            CasinoEvent::SessionOver => "session_over",
        }
    }

    /// The same event with every card mapped by `f`.
    pub fn map_cards<D>(&self, f: &impl Fn(&C) -> D) -> CasinoEvent<D> {
        let all = |cards: &[C]| cards.iter().map(f).collect::<Vec<D>>();
        match self {
            CasinoEvent::Staked { seat, amount } => CasinoEvent::Staked {
                seat: *seat,
                amount: *amount,
            },
            CasinoEvent::Passed { seat } => CasinoEvent::Passed { seat: *seat },
            CasinoEvent::AllPassed => CasinoEvent::AllPassed,
            CasinoEvent::Shuffled => CasinoEvent::Shuffled,
            CasinoEvent::RoundStarted { number, seats } => CasinoEvent::RoundStarted {
                number: *number,
                seats: seats.clone(),
            },
            CasinoEvent::Dealt { seat, hand, card } => CasinoEvent::Dealt {
                seat: *seat,
                hand: *hand,
                card: f(card),
            },
            CasinoEvent::DealerPontoon { cards } => {
                CasinoEvent::DealerPontoon { cards: all(cards) }
            }
            CasinoEvent::Pontoon { seat, hand } => CasinoEvent::Pontoon {
                seat: *seat,
                hand: *hand,
            },
            CasinoEvent::Split { seat, hand } => CasinoEvent::Split {
                seat: *seat,
                hand: *hand,
            },
            CasinoEvent::Bought { seat, hand, card } => CasinoEvent::Bought {
                seat: *seat,
                hand: *hand,
                card: f(card),
            },
            CasinoEvent::Twisted { seat, hand, card } => CasinoEvent::Twisted {
                seat: *seat,
                hand: *hand,
                card: f(card),
            },
            CasinoEvent::Stood { seat, hand } => CasinoEvent::Stood {
                seat: *seat,
                hand: *hand,
            },
            CasinoEvent::FiveCardTrick { seat, hand } => CasinoEvent::FiveCardTrick {
                seat: *seat,
                hand: *hand,
            },
            CasinoEvent::Bust { seat, hand, lost } => CasinoEvent::Bust {
                seat: *seat,
                hand: *hand,
                lost: *lost,
            },
            CasinoEvent::DealerTurned { cards } => CasinoEvent::DealerTurned { cards: all(cards) },
            CasinoEvent::DealerDrew { card } => CasinoEvent::DealerDrew { card: f(card) },
            CasinoEvent::DealerStood { total } => CasinoEvent::DealerStood { total: *total },
            CasinoEvent::DealerFiveCardTrick => CasinoEvent::DealerFiveCardTrick,
            CasinoEvent::DealerBust => CasinoEvent::DealerBust,
            CasinoEvent::Settled { transfers } => CasinoEvent::Settled {
                transfers: transfers.clone(),
            },
            CasinoEvent::RoundOver { round } => CasinoEvent::RoundOver {
                round: Box::new(round.map_cards(f)),
            },
            CasinoEvent::SessionOver => CasinoEvent::SessionOver,
        }
    }
}

impl CasinoEvent<TableCard> {
    /// The event as `viewer` may see it.
    pub fn seen_by(&self, viewer: Viewer) -> CasinoEvent<Option<Card>> {
        self.map_cards(&|card: &TableCard| card.seen_by(viewer))
    }
}
