//! Cards on the table, and the one way every structure that holds them is mapped.
//!
//! A game keeps its hands, rounds and events generic over their card type `C`: the engine holds
//! [`TableCard`]s (a card with who may see it), a viewer receives `Option<Card>` (the card, or
//! nothing where it is hidden from them). `#[derive(MapCards)]` writes the map between the two for
//! any such structure, so redaction, the leak tests' renaming and the counting of visible cards are
//! the same few lines for every game, with no per-variant code to keep in step.

use parlour_cards::Card;

use crate::{Audience, Seat, Veiled, Viewer};

/// A card on the table, with who may see it.
pub type TableCard = Veiled<Card>;

/// A structure generic over its card type, mapped card by card. Written by `#[derive(MapCards)]`.
pub trait MapCards {
    /// The card type this structure holds now.
    type Card;
    /// The same structure holding `D`s instead.
    type With<D>;

    /// The same structure with every card replaced by `f(&card)`, in order, everything else
    /// cloned.
    fn map_cards<D>(&self, f: &mut impl FnMut(&Self::Card) -> D) -> Self::With<D>;

    /// Every card the structure holds, in order.
    fn cards(&self) -> Vec<Self::Card>
    where
        Self::Card: Clone,
    {
        let mut cards = Vec::new();
        self.map_cards(&mut |card| cards.push(card.clone()));
        cards
    }
}

/// A list of structures maps element by element (the cuts of a session, say).
impl<T: MapCards> MapCards for Vec<T> {
    type Card = T::Card;
    type With<D> = Vec<T::With<D>>;

    fn map_cards<D>(&self, f: &mut impl FnMut(&Self::Card) -> D) -> Self::With<D> {
        self.iter().map(|item| item.map_cards(&mut *f)).collect()
    }
}

/// A structure that may be absent (the round of a session before its first deal, say).
impl<T: MapCards> MapCards for Option<T> {
    type Card = T::Card;
    type With<D> = Option<T::With<D>>;

    fn map_cards<D>(&self, f: &mut impl FnMut(&Self::Card) -> D) -> Self::With<D> {
        self.as_ref().map(|item| item.map_cards(f))
    }
}

/// What `viewer` sees of a structure of table cards: each card, or `None` where it is hidden.
pub fn seen_by<T: MapCards<Card = TableCard>>(value: &T, viewer: Viewer) -> T::With<Option<Card>> {
    value.map_cards(&mut |card| card.seen_by(viewer))
}

/// Whether every card of `value` is face up: a spectator sees all that the auditor does.
pub fn face_up<T>(value: &T) -> bool
where
    T: MapCards<Card = TableCard>,
    T::With<Option<Card>>: PartialEq,
{
    seen_by(value, Viewer::Spectator) == seen_by(value, Viewer::Auditor)
}

/// A structure of table cards with every card renamed by `rename`, each keeping its audience.
pub fn renamed<T: MapCards<Card = TableCard>>(
    value: &T,
    rename: &dyn Fn(Card) -> Card,
) -> T::With<TableCard> {
    value.map_cards(&mut |card| Veiled::new(rename(card.value), card.audience))
}

/// A structure of table cards as it stands once the player in seat `from` has moved to seat `to`
/// (`None`: stood up, or left it for someone sitting down). A card only its holder may see was
/// shown to the person it was dealt to, not to the seat: it follows them to their new seat, and
/// once they have gone nobody at the table sees it, least of all whoever sits there next.
pub fn follow_holder<T>(value: &T, from: Seat, to: Option<Seat>) -> T
where
    T: MapCards<Card = TableCard, With<TableCard> = T>,
{
    value.map_cards(&mut |card| match card.audience {
        Audience::Holder(holder) if holder == from => {
            Veiled::new(card.value, to.map_or(Audience::Nobody, Audience::Holder))
        }
        _ => *card,
    })
}

/// The cards of a structure of table cards that `viewer` may see, in order.
pub fn visible<T: MapCards<Card = TableCard>>(value: &T, viewer: Viewer) -> Vec<Card> {
    let mut cards = Vec::new();
    value.map_cards(&mut |card| cards.extend(card.seen_by(viewer)));
    cards
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MapCards;

    /// Every shape the derive reads, nested.
    #[derive(Debug, Clone, PartialEq, MapCards)]
    struct Everything<C> {
        one: C,
        many: Vec<C>,
        maybe: Option<C>,
        boxed: Box<Inner<C>>,
        pair: (C, u8),
        array: [C; 2],
        label: String,
        inner: Vec<Inner<C>>,
    }

    #[derive(Debug, Clone, PartialEq, MapCards)]
    enum Inner<C> {
        Empty,
        Card(C, u32),
        Named { card: C, seat: Seat },
    }

    fn card(text: &str) -> Card {
        text.parse().expect("a card")
    }

    #[test]
    fn every_card_is_mapped_in_order_and_the_rest_is_kept() {
        let everything = Everything {
            one: 1,
            many: vec![2, 3],
            maybe: Some(4),
            boxed: Box::new(Inner::Card(5, 50)),
            pair: (6, 60),
            array: [7, 8],
            label: "kept".into(),
            inner: vec![
                Inner::Empty,
                Inner::Card(9, 90),
                Inner::Named {
                    card: 10,
                    seat: Seat(2),
                },
            ],
        };
        let doubled = everything.map_cards(&mut |n| n * 2);
        assert_eq!(doubled.one, 2);
        assert_eq!(doubled.many, [4, 6]);
        assert_eq!(doubled.maybe, Some(8));
        assert_eq!(*doubled.boxed, Inner::Card(10, 50));
        assert_eq!(doubled.pair, (12, 60));
        assert_eq!(doubled.array, [14, 16]);
        assert_eq!(doubled.label, "kept");
        assert_eq!(
            doubled.inner,
            [
                Inner::Empty,
                Inner::Card(18, 90),
                Inner::Named {
                    card: 20,
                    seat: Seat(2)
                }
            ]
        );
        assert_eq!(everything.cards(), (1..=10).collect::<Vec<u32>>());
    }

    #[test]
    fn a_viewer_sees_only_the_cards_their_audience_admits() {
        let hand = Inner::Named {
            card: Veiled::new(card("AS"), Audience::Holder(Seat(1))),
            seat: Seat(1),
        };
        let ann = Viewer::Seat(Seat(1));
        let bob = Viewer::Seat(Seat(0));
        assert_eq!(
            seen_by(&hand, ann),
            Inner::Named {
                card: Some(card("AS")),
                seat: Seat(1)
            }
        );
        assert_eq!(
            seen_by(&hand, bob),
            Inner::Named {
                card: None,
                seat: Seat(1)
            }
        );
        assert_eq!(visible(&hand, ann), [card("AS")]);
        assert!(visible(&hand, Viewer::Spectator).is_empty());
        let kings = renamed(&hand, &|_| card("KH"));
        assert_eq!(
            kings,
            Inner::Named {
                card: Veiled::new(card("KH"), Audience::Holder(Seat(1))),
                seat: Seat(1)
            }
        );
    }
}
