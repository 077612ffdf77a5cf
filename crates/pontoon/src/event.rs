//! What happened at the table. Events hold cards as `C`: inside the engine a card with its audience,
//! for a viewer `Option<Card>` (`None`: face down to that viewer). [`Event::seen_by`] is the only way
//! from one to the other.

use parlour_cards::Card;
use parlour_engine::{Audience, Seat, Transfer, Veiled, Viewer};
use serde::Serialize;

use crate::view::RoundView;

/// A card on the table as the engine holds it: the card and who may see it.
pub type TableCard = Veiled<Card>;

/// Turns every card face up; returns whether any was hidden.
pub(crate) fn show(cards: &mut [TableCard]) -> bool {
    let mut turned = false;
    for card in cards {
        turned |= card.audience != Audience::Everyone;
        card.audience = Audience::Everyone;
    }
    turned
}

/// Why the bank changed hands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum BankChange {
    /// A player made a Pontoon without splitting, and the banker had none
    /// (docs/rules/pontoon.md §2.5).
    Pontoon,
    /// The banker ended a hand with no chips (docs/rules/pontoon.md §2.6).
    Broken,
    /// The banker sold the bank.
    Sold { price: u64 },
}

pub use parlour_engine::cut::Cut;

/// Something that happened, with cards as `C`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event<C> {
    /// Players cut for the first bank: highest card wins, ace high; ties cut again.
    CutForBank {
        cuts: Vec<Cut<C>>,
        banker: Seat,
    },
    /// The pack was gathered, shuffled and cut.
    Shuffled,
    /// A hand began: these players were dealt in, from the dealer's left.
    HandStarted {
        number: u32,
        banker: Seat,
        punters: Vec<Seat>,
    },
    /// A card dealt to a player's hand (or to the banker, `hand` 0).
    Dealt {
        seat: Seat,
        hand: usize,
        card: C,
    },
    /// The banker picked up his two cards after the second round of the deal.
    BankerLooked {
        cards: Vec<C>,
    },
    Staked {
        seat: Seat,
        amount: u64,
    },
    /// The banker, having looked at his first card, doubled all bets (or chose not to).
    BankerDoubled {
        doubled: bool,
    },
    /// A shoot bet on a hand, against the kitty (Shoot Pontoon; `amount` 0 declines).
    Shot {
        seat: Seat,
        hand: usize,
        amount: u64,
    },
    /// A hand's two cards shown and burnt; two new ones follow.
    Burnt {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// The banker put chips into the kitty; it now holds `kitty`.
    KittyPut {
        amount: u64,
        kitty: u64,
    },
    /// The kitty went back to the banker who put it up, as the bank changed hands.
    KittyReturned {
        to: Seat,
        amount: u64,
    },
    /// The banker holds a Pontoon: he shows it and the hand is over.
    BankerPontoon {
        cards: Vec<C>,
    },
    /// A player's Pontoon, declared and shown.
    Pontoon {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// A pair split: the two cards, face up, now begin hands `hand` and `hand + 1`.
    Split {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    Bought {
        seat: Seat,
        hand: usize,
        amount: u64,
        card: C,
    },
    Twisted {
        seat: Seat,
        hand: usize,
        card: C,
    },
    /// The hand stands: the player stuck, or it reached a hard 21 (not told apart, as the player's
    /// neighbours could not tell).
    Stood {
        seat: Seat,
        hand: usize,
    },
    FiveCardTrick {
        seat: Seat,
        hand: usize,
    },
    /// The hand went over 21: shown, its whole stake lost to the banker, its cards under the pack.
    Bust {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
        lost: u64,
    },
    /// The banker turned his two cards face up.
    BankerTurned {
        cards: Vec<C>,
    },
    BankerTwisted {
        card: C,
    },
    /// The banker stayed on `total`: "paying `total + 1`".
    BankerStayed {
        total: u8,
    },
    BankerBust,
    BankerFiveCardTrick,
    /// A hand shown at the settlement to be paid.
    Shown {
        seat: Seat,
        hand: usize,
        cards: Vec<C>,
    },
    /// The chips that moved at the settlement.
    Settled {
        transfers: Vec<Transfer>,
    },
    /// The hand is over: everything about it, as the table saw it at the end.
    HandOver {
        hand: Box<RoundView<C>>,
    },
    BankOffered {
        buyer: Seat,
        price: u64,
    },
    BankOfferDeclined {
        buyer: Seat,
    },
    BankPassed {
        from: Seat,
        to: Seat,
        #[serde(flatten)]
        change: BankChange,
    },
    /// No further hand can be dealt.
    SessionOver,
}

impl<C> Event<C> {
    /// The event's name, as its JSON `event` tag spells it.
    pub fn name(&self) -> &'static str {
        match self {
            Event::CutForBank { .. } => "cut_for_bank",
            Event::Shuffled => "shuffled",
            Event::HandStarted { .. } => "hand_started",
            Event::Dealt { .. } => "dealt",
            Event::BankerLooked { .. } => "banker_looked",
            Event::Staked { .. } => "staked",
            Event::BankerDoubled { .. } => "banker_doubled",
            Event::Shot { .. } => "shot",
            Event::Burnt { .. } => "burnt",
            Event::KittyPut { .. } => "kitty_put",
            Event::KittyReturned { .. } => "kitty_returned",
            Event::BankerPontoon { .. } => "banker_pontoon",
            Event::Pontoon { .. } => "pontoon",
            Event::Split { .. } => "split",
            Event::Bought { .. } => "bought",
            Event::Twisted { .. } => "twisted",
            Event::Stood { .. } => "stood",
            Event::FiveCardTrick { .. } => "five_card_trick",
            Event::Bust { .. } => "bust",
            Event::BankerTurned { .. } => "banker_turned",
            Event::BankerTwisted { .. } => "banker_twisted",
            Event::BankerStayed { .. } => "banker_stayed",
            Event::BankerBust => "banker_bust",
            Event::BankerFiveCardTrick => "banker_five_card_trick",
            Event::Shown { .. } => "shown",
            Event::Settled { .. } => "settled",
            Event::HandOver { .. } => "hand_over",
            Event::BankOffered { .. } => "bank_offered",
            Event::BankOfferDeclined { .. } => "bank_offer_declined",
            Event::BankPassed { .. } => "bank_passed",
            Event::SessionOver => "session_over",
        }
    }

    /// The same event with every card mapped by `f`.
    pub fn map_cards<D>(&self, f: &impl Fn(&C) -> D) -> Event<D> {
        let all = |cards: &[C]| cards.iter().map(f).collect::<Vec<D>>();
        match self {
            Event::CutForBank { cuts, banker } => Event::CutForBank {
                cuts: cuts.iter().map(|c| c.map(f)).collect(),
                banker: *banker,
            },
            Event::Shuffled => Event::Shuffled,
            Event::HandStarted {
                number,
                banker,
                punters,
            } => Event::HandStarted {
                number: *number,
                banker: *banker,
                punters: punters.clone(),
            },
            Event::Dealt { seat, hand, card } => Event::Dealt {
                seat: *seat,
                hand: *hand,
                card: f(card),
            },
            Event::BankerLooked { cards } => Event::BankerLooked { cards: all(cards) },
            Event::Staked { seat, amount } => Event::Staked {
                seat: *seat,
                amount: *amount,
            },
            Event::BankerDoubled { doubled } => Event::BankerDoubled { doubled: *doubled },
            Event::Shot { seat, hand, amount } => Event::Shot {
                seat: *seat,
                hand: *hand,
                amount: *amount,
            },
            Event::Burnt { seat, hand, cards } => Event::Burnt {
                seat: *seat,
                hand: *hand,
                cards: all(cards),
            },
            Event::KittyPut { amount, kitty } => Event::KittyPut {
                amount: *amount,
                kitty: *kitty,
            },
            Event::KittyReturned { to, amount } => Event::KittyReturned {
                to: *to,
                amount: *amount,
            },
            Event::BankerPontoon { cards } => Event::BankerPontoon { cards: all(cards) },
            Event::Pontoon { seat, hand, cards } => Event::Pontoon {
                seat: *seat,
                hand: *hand,
                cards: all(cards),
            },
            Event::Split { seat, hand, cards } => Event::Split {
                seat: *seat,
                hand: *hand,
                cards: all(cards),
            },
            Event::Bought {
                seat,
                hand,
                amount,
                card,
            } => Event::Bought {
                seat: *seat,
                hand: *hand,
                amount: *amount,
                card: f(card),
            },
            Event::Twisted { seat, hand, card } => Event::Twisted {
                seat: *seat,
                hand: *hand,
                card: f(card),
            },
            Event::Stood { seat, hand } => Event::Stood {
                seat: *seat,
                hand: *hand,
            },
            Event::FiveCardTrick { seat, hand } => Event::FiveCardTrick {
                seat: *seat,
                hand: *hand,
            },
            Event::Bust {
                seat,
                hand,
                cards,
                lost,
            } => Event::Bust {
                seat: *seat,
                hand: *hand,
                cards: all(cards),
                lost: *lost,
            },
            Event::BankerTurned { cards } => Event::BankerTurned { cards: all(cards) },
            Event::BankerTwisted { card } => Event::BankerTwisted { card: f(card) },
            Event::BankerStayed { total } => Event::BankerStayed { total: *total },
            Event::BankerBust => Event::BankerBust,
            Event::BankerFiveCardTrick => Event::BankerFiveCardTrick,
            Event::Shown { seat, hand, cards } => Event::Shown {
                seat: *seat,
                hand: *hand,
                cards: all(cards),
            },
            Event::Settled { transfers } => Event::Settled {
                transfers: transfers.clone(),
            },
            Event::HandOver { hand } => Event::HandOver {
                hand: Box::new(hand.map_cards(f)),
            },
            Event::BankOffered { buyer, price } => Event::BankOffered {
                buyer: *buyer,
                price: *price,
            },
            Event::BankOfferDeclined { buyer } => Event::BankOfferDeclined { buyer: *buyer },
            Event::BankPassed { from, to, change } => Event::BankPassed {
                from: *from,
                to: *to,
                change: *change,
            },
            Event::SessionOver => Event::SessionOver,
        }
    }
}

impl Event<TableCard> {
    /// The event as `viewer` may see it.
    pub fn seen_by(&self, viewer: Viewer) -> Event<Option<Card>> {
        self.map_cards(&|card: &TableCard| card.seen_by(viewer))
    }
}
