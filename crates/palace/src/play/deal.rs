//! The start of a hand (docs/rules/palace.md §7.2 to §7.5): the antes, the banner deal in groups of
//! four with distinct suits, and the palace deal from the gathered, shuffled rest.

use parlour_cards::{Card, Pile};
use parlour_engine::Events;
use parlour_engine::Game;
use parlour_engine::{Audience, Seat, Veiled};

use crate::event::Event;
use crate::round::{InRound, Round, Status};
use crate::session::{Palace, Phase};
use parlour_engine::TableCard;

/// Players are grouped by seat from the dealer's left in fours; within a group banners differ.
const GROUP: usize = 4;
const PALACE_CARDS: usize = 3;

impl Palace {
    /// Deals a hand: everyone who can pays the ante, gets a banner and three palace cards.
    pub(crate) fn deal(&mut self, events: &mut Events<Palace>) {
        self.gather();
        let seats = self.core.players.len();
        let dealt: Vec<Seat> = self
            .dealer
            .round_from_left(seats)
            .filter(|&s| self.can_play(s))
            .collect();
        let ante = self.rules.ante();
        let number = self.core.rounds_played + 1;
        let mut hand = Round {
            number,
            dealer: self.dealer,
            ante,
            players: self
                .seat_iter()
                .map(|seat| InRound {
                    seat,
                    name: self.name(seat).to_string(),
                    status: if dealt.contains(&seat) {
                        Status::In
                    } else {
                        Status::SatOut
                    },
                    banner: None,
                    soldiers: Vec::new(),
                    palace: Vec::new(),
                    put_in: 0,
                    won: 0,
                })
                .collect(),
            pot: 0,
            banner_discards: Vec::new(),
            turn: dealt[0],
            quiet: vec![false; seats],
            must_fight: false,
            battle: None,
            battles: Vec::new(),
            showdown: Vec::new(),
            ending: None,
            winners: Vec::new(),
            palace_unseen: false,
        };
        for &seat in &dealt {
            self.core.players[seat.index()].chips -= ante;
            hand.players[seat.index()].put_in = ante;
            hand.pot += ante;
        }
        events.push(Event::HandStarted {
            number,
            dealer: self.dealer,
            players: dealt.clone(),
            ante,
        });

        let shuffle = self.core.shuffler.shuffle_and_cut(&mut self.pack);
        events.push(Event::Shuffled { shuffle });
        let rejected = self.deal_banners(&dealt, &mut hand, events);

        // The rest of the pack, then the rejected banner cards in the order they were rejected.
        let mut rest = std::mem::take(&mut self.pack);
        rest.put_all_bottom(rejected);
        let shuffle = self.core.shuffler.shuffle_and_cut(&mut rest);
        events.push(Event::Shuffled { shuffle });
        let mut palaces: Vec<Vec<TableCard>> = vec![Vec::new(); seats];
        for _ in 0..PALACE_CARDS {
            for &seat in &dealt {
                let card = rest
                    .take_top()
                    .expect("a pack holds three cards for ten players");
                palaces[seat.index()].push(Veiled::new(card, Audience::Holder(seat)));
            }
        }
        for &seat in &dealt {
            let cards = std::mem::take(&mut palaces[seat.index()]);
            events.push(Event::Palace {
                seat,
                cards: cards.clone(),
            });
            hand.players[seat.index()].palace = cards;
        }
        self.draw = rest;
        self.round = Some(hand);
        self.phase = Phase::Turn { seat: dealt[0] };
    }

    /// Deals each player a face-up banner of a suit not yet in their group of four, from the top of
    /// the pack; the cards passed over go to the banner discard pile, which is shuffled to go on if
    /// the pack runs out. Returns the banner discard pile, in the order its cards were rejected.
    pub(crate) fn deal_banners(
        &mut self,
        dealt: &[Seat],
        hand: &mut Round<TableCard>,
        events: &mut Events<Palace>,
    ) -> Vec<Card> {
        let mut discards: Vec<Card> = Vec::new();
        for (position, &seat) in dealt.iter().enumerate() {
            let group = &dealt[position / GROUP * GROUP..position];
            let taken: Vec<_> = group
                .iter()
                .filter_map(|s| hand.players[s.index()].banner.map(|b| b.value.suit))
                .collect();
            let mut rejected = Vec::new();
            let banner = loop {
                if self.pack.is_empty() {
                    // Some suit the group lacks is among the discards: at most three suits are
                    // taken, and a banner of each suit per group leaves ten cards of it at least.
                    let mut pile = Pile::from_top(discards.drain(..));
                    let shuffle = self.core.shuffler.shuffle_and_cut(&mut pile);
                    events.push(Event::BannerDiscardsShuffled {
                        cards: pile.len(),
                        shuffle,
                    });
                    self.pack = pile;
                }
                let card = self.pack.take_top().expect("refilled above");
                if taken.contains(&card.suit) {
                    discards.push(card);
                    rejected.push(Veiled::new(card, Audience::Everyone));
                    hand.banner_discards
                        .push(Veiled::new(card, Audience::Everyone));
                } else {
                    break Veiled::new(card, Audience::Everyone);
                }
            };
            hand.players[seat.index()].banner = Some(banner);
            events.push(Event::Banner {
                seat,
                card: banner,
                rejected,
            });
        }
        discards
    }

    /// Gathers every card into the pack before a deal: the pack, the draw pile from the top, the
    /// discard pile from the first card discarded, then each seat's banner, soldiers and palace in
    /// seat order. (A stacked pack keeps this order; a seeded one is shuffled next.)
    pub(crate) fn gather(&mut self) {
        let mut pack = std::mem::take(&mut self.pack);
        pack.put_all_bottom(std::mem::take(&mut self.draw).iter());
        pack.put_all_bottom(std::mem::take(&mut self.discards).iter());
        if let Some(hand) = &self.round {
            for p in &hand.players {
                pack.put_all_bottom(p.cards().map(|c| c.value));
            }
        }
        self.pack = pack;
    }
}
