//! The coach (docs/analysis.md, "The coach"): its values against every deal of a small shoe, worked
//! out here the long way (the dealer's two cards dealt before the player draws, the player never
//! knowing them), and its reading of a real table's view: whose hand, which moves, which cards
//! count as seen.

use std::collections::HashMap;

use parlour_analysis::{Choice, Coach, Count, Hand, NoSpot, Rules, Shoe, Spot};
use parlour_cards::{CardSource, cards};
use parlour_engine::{Game, Opening, Seat, Viewer};
use parlour_pontoon::casino::{Casino, CasinoAction, CasinoPreset};

type Counts = [u32; 10];

fn points(v: usize) -> u32 {
    v as u32 + 1
}

/// Hard total, and the best total (an ace as 11 where that does not bust).
fn totals(cards: &[usize]) -> (u32, u32) {
    let hard: u32 = cards.iter().map(|&v| points(v)).sum();
    let best = if cards.contains(&0) && hard + 10 <= 21 {
        hard + 10
    } else {
        hard
    };
    (hard, best)
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Dealer {
    Bust,
    FiveCards,
    Stood(u32),
}

/// The dealer's final hands from `held`, drawing from `shoe` by the casino rule (16 or less, a soft
/// 17 too, never past five cards), with their chances.
fn dealer(held: &mut Vec<usize>, shoe: &mut Counts, out: &mut Vec<(f64, Dealer)>, chance: f64) {
    let (hard, best) = totals(held);
    if hard > 21 {
        out.push((chance, Dealer::Bust));
        return;
    }
    if held.len() == 5 {
        out.push((chance, Dealer::FiveCards));
        return;
    }
    let soft = best != hard;
    if best > 17 || (best == 17 && !soft) {
        out.push((chance, Dealer::Stood(best)));
        return;
    }
    let left: u32 = shoe.iter().sum();
    for v in 0..10 {
        if shoe[v] == 0 {
            continue;
        }
        let p = f64::from(shoe[v]) / f64::from(left);
        shoe[v] -= 1;
        held.push(v);
        dealer(held, shoe, out, chance * p);
        held.pop();
        shoe[v] += 1;
    }
}

/// What the player's standing hand wins against the dealer's final hand, per bet at stake: five
/// cards win twice over unless the dealer has five too; otherwise a higher total than the dealer's
/// or a dealer's bust wins; the dealer's five cards beat any total; ties go to the dealer.
fn settle(player: &[usize], against: Dealer) -> f64 {
    let (_, best) = totals(player);
    match (player.len() == 5, against) {
        (true, Dealer::FiveCards) => -1.0,
        (true, _) => 2.0,
        (false, Dealer::FiveCards) => -1.0,
        (false, Dealer::Bust) => 1.0,
        (false, Dealer::Stood(d)) if best > d => 1.0,
        (false, Dealer::Stood(_)) => -1.0,
    }
}

fn less(shoe: &Counts, cards: &[usize]) -> Counts {
    let mut left = *shoe;
    for &v in cards {
        left[v] -= 1;
    }
    left
}

/// Every pair of face-down cards the dealer may hold against `hand` (no Pontoon: he would have
/// shown it), with its chance given the player's cards.
fn holes(shoe: &Counts, hand: &[usize]) -> Vec<(f64, [usize; 2])> {
    let left = less(shoe, hand);
    let n: u32 = left.iter().sum();
    let mut found = Vec::new();
    for a in 0..10 {
        for b in 0..10 {
            if (a == 0 && b == 9) || (a == 9 && b == 0) {
                continue;
            }
            let after = if a == b {
                left[a].saturating_sub(1)
            } else {
                left[b]
            };
            let ways = f64::from(left[a]) * f64::from(after);
            if ways > 0.0 {
                found.push((ways / f64::from(n * (n - 1)), [a, b]));
            }
        }
    }
    let total: f64 = found.iter().map(|(p, _)| p).sum();
    found.into_iter().map(|(p, h)| (p / total, h)).collect()
}

/// The dealer's final hands and their chances.
type Finals = Vec<(f64, Dealer)>;

/// The long way round: every hole pair, every card the player draws, every dealer's draw.
struct LongWay {
    shoe: Counts,
    dealer: HashMap<(Vec<usize>, Counts), Finals>,
}

impl LongWay {
    fn finals(&mut self, held: &[usize], shoe: &Counts) -> Vec<(f64, Dealer)> {
        let mut key = held.to_vec();
        key.sort_unstable();
        let key = (key, *shoe);
        if let Some(found) = self.dealer.get(&key) {
            return found.clone();
        }
        let mut out = Vec::new();
        dealer(&mut held.to_vec(), &mut shoe.clone(), &mut out, 1.0);
        self.dealer.insert(key, out.clone());
        out
    }

    /// Standing on `hand`, per bet at stake.
    fn stand(&mut self, hand: &[usize]) -> f64 {
        let mut value = 0.0;
        for (p, hole) in holes(&self.shoe, hand) {
            let left = less(&less(&self.shoe, hand), &hole);
            for (q, end) in self.finals(&hole, &left) {
                value += p * q * settle(hand, end);
            }
        }
        value
    }

    /// The chance of each next card, the dealer's holes unknown to the player.
    fn next(&self, hand: &[usize]) -> [f64; 10] {
        let mut chances = [0.0; 10];
        for (p, hole) in holes(&self.shoe, hand) {
            let left = less(&less(&self.shoe, hand), &hole);
            let n: u32 = left.iter().sum();
            for v in 0..10 {
                chances[v] += p * f64::from(left[v]) / f64::from(n);
            }
        }
        chances
    }

    /// Taking a card (a twist, or a buy when `bought` turns true), in original bets.
    fn take(&mut self, hand: &[usize], bought: bool) -> f64 {
        let bets = if bought { 2.0 } else { 1.0 };
        let next = self.next(hand);
        let mut value = 0.0;
        for (v, &chance) in next.iter().enumerate() {
            if chance == 0.0 {
                continue;
            }
            let mut drawn = hand.to_vec();
            drawn.push(v);
            let (hard, _) = totals(&drawn);
            value += chance
                * if hard > 21 {
                    -bets
                } else if drawn.len() == 5 || hard == 21 {
                    bets * self.stand(&drawn)
                } else {
                    self.best(&drawn, bought)
                };
        }
        value
    }

    /// Every move of a live hand, in original bets.
    fn moves(&mut self, hand: &[usize], bought: bool) -> Vec<(Choice, f64)> {
        let bets = if bought { 2.0 } else { 1.0 };
        let mut moves = Vec::new();
        if totals(hand).1 >= 15 {
            moves.push((Choice::Stick, bets * self.stand(hand)));
        }
        moves.push((Choice::Twist, self.take(hand, bought)));
        if !bought && (2..=4).contains(&hand.len()) {
            moves.push((Choice::Buy, self.take(hand, true)));
        }
        moves
    }

    fn best(&mut self, hand: &[usize], bought: bool) -> f64 {
        self.moves(hand, bought)
            .into_iter()
            .map(|(_, v)| v)
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// A small shoe: few enough cards to follow every deal, every value in it.
const SMALL: Counts = [2, 1, 1, 1, 2, 2, 1, 1, 1, 6];

fn rules() -> Rules {
    Rules {
        packs: Some(1),
        hits_soft_17: true,
        max_hands: 3,
        split_by_value: false,
    }
}

fn spot(hand: &[usize], bought: bool, choices: &[Choice]) -> Spot {
    Spot {
        rules: rules(),
        shoe: Shoe::from_counts(SMALL),
        count: Count::Fresh,
        hand: Hand::of(hand),
        bought,
        hands: 1,
        choices: choices.to_vec(),
    }
}

#[test]
fn every_move_is_worth_what_every_deal_of_a_small_shoe_gives() {
    let coach = Coach::new();
    let mut long = LongWay {
        shoe: SMALL,
        dealer: HashMap::new(),
    };
    // A hard 16, a soft 17, a four-card hand that cannot bust, a bought 15, a twisted 12.
    let hands: [(&[usize], bool); 5] = [
        (&[9, 5], false),
        (&[0, 5], false),
        (&[0, 1, 2, 3], false),
        (&[4, 9], true),
        (&[1, 4, 3], false),
    ];
    for (hand, bought) in hands {
        let expected = long.moves(hand, bought);
        let choices: Vec<Choice> = expected.iter().map(|(c, _)| *c).collect();
        let advice = coach.advise(&spot(hand, bought, &choices));
        assert_eq!(advice.moves.len(), expected.len(), "{hand:?}");
        for (choice, value) in &expected {
            let worth = advice.of(*choice).expect("every legal move valued");
            assert!(
                (worth.bets - value).abs() < 1e-9,
                "{hand:?} bought {bought}: {choice:?} {} against {value}",
                worth.bets
            );
        }
        let best = expected
            .iter()
            .map(|(_, v)| *v)
            .fold(f64::NEG_INFINITY, f64::max);
        assert!((advice.best().unwrap().bets - best).abs() < 1e-9);
        assert_eq!(advice.cost(advice.best().unwrap().choice), Some(0.0));
        for worth in &advice.moves {
            assert!(advice.cost(worth.choice).unwrap() >= 0.0);
        }
    }
}

#[test]
fn only_the_moves_the_table_allows_are_valued() {
    let coach = Coach::new();
    // A hard 16 whose player cannot cover a buy: stick and twist only.
    let advice = coach.advise(&spot(&[9, 5], false, &[Choice::Stick, Choice::Twist]));
    let choices: Vec<Choice> = advice.moves.iter().map(|w| w.choice).collect();
    assert!(choices.contains(&Choice::Stick) && choices.contains(&Choice::Twist));
    assert_eq!(choices.len(), 2);
    assert_eq!(advice.of(Choice::Buy), None);
    assert_eq!(advice.cost(Choice::Split), None);
}

/// A table of Ann and Bob at 8 packs dealing `top` first (Ann's two, Bob's two, the dealer's two:
/// one card each in turn), both betting 10.
fn table(top: &str) -> Casino {
    let source = CardSource::stacked(8, &cards(top).unwrap()).unwrap();
    let (mut table, _) = Casino::new(
        CasinoPreset::Casino.rules(),
        Opening::of(&["Ann", "Bob"], 500),
        source,
    )
    .unwrap();
    for seat in [Seat(0), Seat(1)] {
        table
            .apply(seat, &CasinoAction::Stake { amount: 10 })
            .unwrap();
    }
    table
}

#[test]
fn the_coach_reads_only_the_hand_on_turn_from_its_players_own_view() {
    // Ann 8C 8D, Bob TC 6D, the dealer 7H TH.
    let table = table("8C TC 7H 8D 6D TH");
    let ann = table.view(Viewer::Seat(Seat(0)));
    let spot = Spot::of(&ann, Count::Fresh).unwrap();
    assert_eq!(spot.hand, Hand::of(&[7, 7]));
    assert!(!spot.bought);
    for choice in [Choice::Stick, Choice::Twist, Choice::Buy, Choice::Split] {
        assert!(spot.choices.contains(&choice), "{choice:?}");
    }
    assert_eq!(spot.shoe, Shoe::packs(8), "a fresh shoe counts nothing out");
    let advice = Coach::new().advise(&spot);
    assert_eq!(advice.moves.len(), 4);
    // Bob is not on turn, a spectator has no hand, the auditor is nobody's seat.
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator, Viewer::Auditor] {
        let view = table.view(viewer);
        assert_eq!(Spot::of(&view, Count::Fresh), Err(NoSpot::NotYourTurn));
        assert_eq!(Spot::of(&view, Count::Seen), Err(NoSpot::NotYourTurn));
    }
}

#[test]
fn the_cards_seen_are_the_discards_and_the_other_hands_never_the_dealers() {
    // Round 1: Ann TC 9C sticks, Bob TD 8D sticks, the dealer TH 7H stands (every card put away).
    // Round 2: Ann 5C 6C, Bob 2D 3D, the dealer 9S 9H (face down while Ann plays).
    let mut table = table("TC TD TH 9C 8D 7H 5C 2D 9S 6C 3D 9H");
    table.apply(Seat(0), &CasinoAction::Stick).unwrap();
    table.apply(Seat(1), &CasinoAction::Stick).unwrap();
    for seat in [Seat(0), Seat(1)] {
        table
            .apply(seat, &CasinoAction::Stake { amount: 10 })
            .unwrap();
    }
    let view = table.view(Viewer::Seat(Seat(0)));
    // Put away: three ten-counts, a nine, an eight, a seven.
    assert_eq!(view.discarded, [0, 0, 0, 0, 0, 0, 1, 1, 1, 3]);
    let seen = Spot::of(&view, Count::Seen).unwrap();
    let mut counts = [32u32; 10];
    counts[9] = 128;
    // The discards, and Bob's two and three; not Ann's own (the hand is what is valued) nor the
    // dealer's nines, face down.
    for (v, out) in [(6, 1), (7, 1), (8, 1), (9, 3), (1, 1), (2, 1)] {
        counts[v] -= out;
    }
    assert_eq!(seen.shoe, Shoe::from_counts(counts));
    assert_eq!(seen.hand, Hand::of(&[4, 5]));
    let fresh = Spot::of(&view, Count::Fresh).unwrap();
    assert_eq!(fresh.shoe, Shoe::packs(8));
    // The dealer's face-down nines re-dealt as anything else: the same answer, to the last bit.
    let other = table_with_dealer("9S 9H");
    let again = table_with_dealer("KS 4H");
    let coach = Coach::new();
    assert_eq!(
        coach.advise(&Spot::of(&other, Count::Seen).unwrap()),
        coach.advise(&Spot::of(&again, Count::Seen).unwrap())
    );
}

/// Round 2 of the table above with the dealer's two cards `dealer`, as Ann sees it on turn.
fn table_with_dealer(dealer: &str) -> parlour_pontoon::casino::CasinoView {
    let [a, b]: [&str; 2] = dealer.split(' ').collect::<Vec<_>>().try_into().unwrap();
    let mut table = table(&format!("TC TD TH 9C 8D 7H 5C 2D {a} 6C 3D {b}"));
    table.apply(Seat(0), &CasinoAction::Stick).unwrap();
    table.apply(Seat(1), &CasinoAction::Stick).unwrap();
    for seat in [Seat(0), Seat(1)] {
        table
            .apply(seat, &CasinoAction::Stake { amount: 10 })
            .unwrap();
    }
    table.view(Viewer::Seat(Seat(0)))
}

#[test]
fn fewer_ten_counts_left_make_twisting_a_twelve_worth_more() {
    // A hard 12: by a fresh shoe, and by a shoe that has seen many ten-counts go.
    let coach = Coach::new();
    let mut fresh = spot(&[9, 1], false, &[Choice::Twist, Choice::Buy]);
    fresh.shoe = Shoe::packs(1);
    let mut seen = fresh.clone();
    seen.count = Count::Seen;
    seen.shoe = Shoe::from_counts([4, 4, 4, 4, 4, 4, 4, 4, 4, 6]);
    let twist = |spot: &Spot| coach.advise(spot).of(Choice::Twist).unwrap().bets;
    assert!(
        twist(&seen) > twist(&fresh) + 0.05,
        "{} {}",
        twist(&seen),
        twist(&fresh)
    );
}

mod trainer {
    use parlour_analysis::{Choice, Hand, Kind, Trainer};

    fn casino() -> parlour_analysis::Rules {
        parlour_analysis::Rules {
            packs: Some(8),
            hits_soft_17: true,
            max_hands: 3,
            split_by_value: false,
        }
    }

    #[test]
    fn every_hand_dealt_is_of_its_kind_and_the_same_seed_deals_it_again() {
        let trainer = Trainer::new(casino());
        for kind in Kind::ALL {
            assert!(trainer.count(kind) >= 10, "{kind:?}");
        }
        let mut kinds = [0; 3];
        for seed in 0..300 {
            let drill = trainer.deal(seed, [1, 1, 1]);
            let hand = Hand::of(&drill.cards);
            assert!(drill.kind.holds(&hand), "{drill:?}");
            assert!(hand.is_live() && (2..=4).contains(&hand.cards()));
            assert_eq!(trainer.deal(seed, [1, 1, 1]), drill);
            kinds[drill.kind as usize] += 1;
            let choices: Vec<Choice> = drill.advice.moves.iter().map(|w| w.choice).collect();
            assert_eq!(choices.contains(&Choice::Split), drill.kind == Kind::Pair);
            assert_eq!(choices.contains(&Choice::Buy), !drill.bought);
            let best = drill.advice.best().unwrap().choice;
            let scored = drill.answer(best).unwrap();
            assert!(scored.right && scored.cost == 0.0);
            for choice in choices {
                let scored = drill.answer(choice).unwrap();
                assert_eq!(scored.right, scored.cost <= 1e-9);
                assert!(scored.cost >= 0.0);
            }
        }
        // Each kind about a third of the time (binomial: 100 ± 8 each).
        for n in kinds {
            assert!((60..=140).contains(&n), "{kinds:?}");
        }
        // Weights steer it: only pairs.
        for seed in 0..50 {
            assert_eq!(trainer.deal(seed, [0, 0, 5]).kind, Kind::Pair);
        }
    }

    #[test]
    fn a_soft_eighteen_twists_and_a_pair_of_aces_splits() {
        // With ties going to the dealer, an 18 that cannot bust on one card is worth more drawing;
        // two aces are two hands starting on 11.
        let trainer = Trainer::new(casino());
        let soft = trainer.drill(Kind::Soft, vec![0, 6], false);
        assert_ne!(soft.advice.best().unwrap().choice, Choice::Stick);
        let aces = trainer.drill(Kind::Pair, vec![0, 0], false);
        assert_eq!(aces.advice.best().unwrap().choice, Choice::Split);
        let answer = aces.answer(Choice::Stick);
        assert_eq!(answer, None, "a soft 12 may not stick");
    }
}

#[test]
fn a_player_who_sits_down_mid_shoe_counts_only_the_cards_put_away_since() {
    use parlour_engine::seating::SeatChange;
    // Round 1 as above (six cards put away), then Cat sits down in a third seat and, at round 2, is
    // asked first.
    let source = CardSource::stacked(8, &cards("TC TD TH 9C 8D 7H").unwrap()).unwrap();
    let mut opening = Opening::of(&["Ann", "Bob", "Cat"], 500);
    opening.players[2] = parlour_engine::PlayerSetup::empty();
    let (mut table, _) = Casino::new(CasinoPreset::Casino.rules(), opening, source).unwrap();
    for seat in [Seat(0), Seat(1)] {
        table
            .apply(seat, &CasinoAction::Stake { amount: 10 })
            .unwrap();
    }
    table.apply(Seat(0), &CasinoAction::Stick).unwrap();
    table.apply(Seat(1), &CasinoAction::Stick).unwrap();
    let all = [0, 0, 0, 0, 0, 0, 1, 1, 1, 3];
    let sit = SeatChange::Sit {
        name: "Cat".into(),
        chips: 100,
    };
    table.apply(Seat(2), &CasinoAction::Seat(sit)).unwrap();
    // Cat watched none of them go; Ann did, and so does anyone watching the table.
    assert_eq!(table.view(Viewer::Seat(Seat(2))).discarded, [0; 10]);
    assert_eq!(table.view(Viewer::Seat(Seat(0))).discarded, all);
    assert_eq!(table.view(Viewer::Spectator).discarded, all);
    // Ann stands up: whoever sits there next watched none of them either.
    table
        .apply(Seat(0), &CasinoAction::Seat(SeatChange::Stand))
        .unwrap();
    assert_eq!(table.view(Viewer::Seat(Seat(0))).discarded, [0; 10]);
    assert_eq!(table.view(Viewer::Seat(Seat(1))).discarded, all);
}
