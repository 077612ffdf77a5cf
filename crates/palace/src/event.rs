//! What happened at the table. Events hold cards as `C`: inside the engine a card with its audience,
//! for a viewer `Option<Card>` (`None`: face down to that viewer). [`Event::seen_by`] is the only way
//! from one to the other.

use parlour_cards::Card;
use parlour_engine::cut::Cut;
use parlour_engine::{Seat, Transfer, Veiled, Viewer};
use serde::Serialize;

use crate::hand::{BattleResult, Ending, Hand, Shown};

/// A card on the table as the engine holds it: the card and who may see it.
pub type TableCard = Veiled<Card>;

/// Something that happened, with cards as `C`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event<C> {
    /// Players cut for the first deal: highest card deals, ace high; ties cut again.
    CutForDealer {
        cuts: Vec<Cut<C>>,
        dealer: Seat,
    },
    /// A hand began: these players paid the ante and were dealt in, from the dealer's left.
    HandStarted {
        number: u32,
        dealer: Seat,
        players: Vec<Seat>,
        ante: u64,
    },
    /// A pack or pile was shuffled: the whole pack before the banners, the rest before the palaces.
    Shuffled,
    /// A banner card dealt face up, after the cards rejected because their suit was already in the
    /// player's group of four.
    Banner {
        seat: Seat,
        card: C,
        rejected: Vec<C>,
    },
    /// The pack ran out during the banner deal: the rejected banner cards were shuffled to go on.
    BannerDiscardsShuffled {
        cards: usize,
    },
    /// Three palace cards, face down.
    Palace {
        seat: Seat,
        cards: Vec<C>,
    },
    /// The draw pile was empty: the discards were shuffled into a new one.
    DrawPileRefilled {
        cards: usize,
    },
    /// A soldier bought for a small bet.
    Bought {
        seat: Seat,
        card: C,
        price: u64,
    },
    /// Soldiers let go, face down onto the discard pile.
    Discarded {
        seat: Seat,
        cards: Vec<C>,
    },
    Stayed {
        seat: Seat,
    },
    /// A player left the hand on their turn.
    Folded {
        seat: Seat,
    },
    Attacked {
        attacker: Seat,
        defender: Seat,
        bet: u64,
    },
    Raised {
        seat: Seat,
        paid: u64,
        raise: u64,
    },
    Called {
        seat: Seat,
        paid: u64,
    },
    /// A player folded in a battle; the uncalled raise, if any, went back to the other side.
    GaveUp {
        seat: Seat,
        returned: u64,
        to: Seat,
    },
    /// A called battle: both hands shown and compared.
    BattleShown {
        result: BattleResult<C>,
    },
    /// The winner of a battle took the loser's banner and soldiers as soldiers.
    Captured {
        winner: Seat,
        loser: Seat,
        cards: Vec<C>,
    },
    /// Two players of different banners are left and a quiet round has passed: they must fight.
    MustFight {
        seats: Vec<Seat>,
    },
    /// A quiet round ended the hand: every hand left is shown.
    Showdown {
        hands: Vec<Shown<C>>,
    },
    /// The pot was shared out.
    PotWon {
        ending: Ending,
        winners: Vec<Seat>,
        transfers: Vec<Transfer>,
    },
    /// The hand is over; here it is, all of it.
    HandOver {
        hand: Hand<C>,
    },
    /// Fewer than two players can pay the ante: no further hand.
    SessionOver,
}

impl<C> Event<C> {
    /// The event's name, as its JSON `event` field says it.
    pub fn name(&self) -> &'static str {
        match self {
            Event::CutForDealer { .. } => "cut_for_dealer",
            Event::HandStarted { .. } => "hand_started",
            Event::Shuffled => "shuffled",
            Event::Banner { .. } => "banner",
            Event::BannerDiscardsShuffled { .. } => "banner_discards_shuffled",
            Event::Palace { .. } => "palace",
            Event::DrawPileRefilled { .. } => "draw_pile_refilled",
            Event::Bought { .. } => "bought",
            Event::Discarded { .. } => "discarded",
            Event::Stayed { .. } => "stayed",
            Event::Folded { .. } => "folded",
            Event::Attacked { .. } => "attacked",
            Event::Raised { .. } => "raised",
            Event::Called { .. } => "called",
            Event::GaveUp { .. } => "gave_up",
            Event::BattleShown { .. } => "battle_shown",
            Event::Captured { .. } => "captured",
            Event::MustFight { .. } => "must_fight",
            Event::Showdown { .. } => "showdown",
            Event::PotWon { .. } => "pot_won",
            Event::HandOver { .. } => "hand_over",
            Event::SessionOver => "session_over",
        }
    }

    /// The same event with every card turned by `f`.
    pub fn map_cards<D>(&self, f: &impl Fn(&C) -> D) -> Event<D> {
        let all = |cards: &[C]| cards.iter().map(f).collect::<Vec<D>>();
        match self {
            Event::CutForDealer { cuts, dealer } => Event::CutForDealer {
                cuts: cuts.iter().map(|c| c.map(f)).collect(),
                dealer: *dealer,
            },
            Event::HandStarted {
                number,
                dealer,
                players,
                ante,
            } => Event::HandStarted {
                number: *number,
                dealer: *dealer,
                players: players.clone(),
                ante: *ante,
            },
            Event::Shuffled => Event::Shuffled,
            Event::Banner {
                seat,
                card,
                rejected,
            } => Event::Banner {
                seat: *seat,
                card: f(card),
                rejected: all(rejected),
            },
            Event::BannerDiscardsShuffled { cards } => {
                Event::BannerDiscardsShuffled { cards: *cards }
            }
            Event::Palace { seat, cards } => Event::Palace {
                seat: *seat,
                cards: all(cards),
            },
            Event::DrawPileRefilled { cards } => Event::DrawPileRefilled { cards: *cards },
            Event::Bought { seat, card, price } => Event::Bought {
                seat: *seat,
                card: f(card),
                price: *price,
            },
            Event::Discarded { seat, cards } => Event::Discarded {
                seat: *seat,
                cards: all(cards),
            },
            Event::Stayed { seat } => Event::Stayed { seat: *seat },
            Event::Folded { seat } => Event::Folded { seat: *seat },
            Event::Attacked {
                attacker,
                defender,
                bet,
            } => Event::Attacked {
                attacker: *attacker,
                defender: *defender,
                bet: *bet,
            },
            Event::Raised { seat, paid, raise } => Event::Raised {
                seat: *seat,
                paid: *paid,
                raise: *raise,
            },
            Event::Called { seat, paid } => Event::Called {
                seat: *seat,
                paid: *paid,
            },
            Event::GaveUp { seat, returned, to } => Event::GaveUp {
                seat: *seat,
                returned: *returned,
                to: *to,
            },
            Event::BattleShown { result } => Event::BattleShown {
                result: result.map_cards(f),
            },
            Event::Captured {
                winner,
                loser,
                cards,
            } => Event::Captured {
                winner: *winner,
                loser: *loser,
                cards: all(cards),
            },
            Event::MustFight { seats } => Event::MustFight {
                seats: seats.clone(),
            },
            Event::Showdown { hands } => Event::Showdown {
                hands: hands.iter().map(|s| s.map_cards(f)).collect(),
            },
            Event::PotWon {
                ending,
                winners,
                transfers,
            } => Event::PotWon {
                ending: *ending,
                winners: winners.clone(),
                transfers: transfers.clone(),
            },
            Event::HandOver { hand } => Event::HandOver {
                hand: hand.map_cards(f),
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
