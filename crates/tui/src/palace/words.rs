//! Palace Poker in plain words: what an opponent's banner keeps from counting ("your hearts do not
//! count against a heart banner"), and the hands cards make ("pair of queens, king kicker").

use parlour_cards::{Card, Rank, Suit};
use parlour_palace::{Exclusion, InRound};
use parlour_poker::{CardSet, best_hand};

/// A suit as one card of it is called: "heart".
fn suit_one(suit: Suit) -> &'static str {
    suit.name().trim_end_matches('s')
}

/// A rank as one card of it is called: "king". The poker crate names ranks in its hand names, so
/// the words come from there: one card of a rank is "king high".
fn rank_one(rank: Rank) -> String {
    let name = hand_name(CardSet::of([Card::new(rank, Suit::Clubs)]));
    name.trim_end_matches(" high").to_string()
}

/// Cards of a rank, as players say it: "kings", "sixes" (from "pair of sixes").
fn rank_many(rank: Rank) -> String {
    let pair = CardSet::of([Card::new(rank, Suit::Clubs), Card::new(rank, Suit::Hearts)]);
    hand_name(pair).trim_start_matches("pair of ").to_string()
}

/// "a" or "an" before `word`.
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// What a banner keeps from counting, in the singular and the plural: ("heart", "hearts") under
/// suit exclusion, ("king", "kings") under rank exclusion.
pub fn excluded_kind(exclusion: Exclusion, banner: Card) -> (String, String) {
    match exclusion {
        Exclusion::Suit => (
            suit_one(banner.suit).to_string(),
            banner.suit.name().to_string(),
        ),
        Exclusion::Rank => (rank_one(banner.rank), rank_many(banner.rank)),
    }
}

/// The cards of `cards` that count against an opponent whose banner is `banner`.
pub fn counted(exclusion: Exclusion, banner: Card, cards: &[Card]) -> CardSet {
    let set = CardSet::of(cards.iter().copied());
    match exclusion {
        Exclusion::Suit => set.without_suit(banner.suit),
        Exclusion::Rank => set.without_rank(banner.rank),
    }
}

/// What an opponent's banner keeps of `mine` from counting, in words: "your hearts do not count
/// against a heart banner", or "you hold no hearts, so all count against a heart banner".
pub fn exclusion(exclusion: Exclusion, banner: Card, mine: &[Card]) -> String {
    let (one, many) = excluded_kind(exclusion, banner);
    let against = format!("against {} {one} banner", article(&one));
    if counted(exclusion, banner, mine).len() as usize == mine.len() {
        format!("you hold no {many}, so all count {against}")
    } else {
        format!("your {many} do not count {against}")
    }
}

/// Every card of a player's that the viewer can see: banner, soldiers and palace.
pub fn seen(player: &InRound<Option<Card>>) -> Vec<Card> {
    player.seen_cards().collect()
}

/// The best hand a set of cards makes, in words: "pair of queens, king kicker".
pub fn hand_name(cards: CardSet) -> String {
    best_hand(cards).name()
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_cards::cards;

    #[test]
    fn the_exclusion_in_words() {
        let mine = cards("KH QS QD 4H").unwrap();
        for (exclusion_by, banner, said) in [
            (
                Exclusion::Suit,
                "9H",
                "your hearts do not count against a heart banner",
            ),
            (
                Exclusion::Suit,
                "9C",
                "you hold no clubs, so all count against a club banner",
            ),
            (
                Exclusion::Rank,
                "KC",
                "your kings do not count against a king banner",
            ),
            (
                Exclusion::Rank,
                "AD",
                "you hold no aces, so all count against an ace banner",
            ),
        ] {
            let banner: Card = banner.parse().unwrap();
            assert_eq!(exclusion(exclusion_by, banner, &mine), said);
        }
        let words: Vec<String> = Rank::ALL.into_iter().map(rank_many).collect();
        assert_eq!(
            words.join(" "),
            "aces twos threes fours fives sixes sevens eights nines tens jacks queens kings"
        );
        assert_eq!(rank_one(Rank::Eight), "eight");
        let six: Card = "6D".parse().unwrap();
        assert_eq!(
            excluded_kind(Exclusion::Rank, six),
            ("six".to_string(), "sixes".to_string())
        );
        let heart: Card = "9H".parse().unwrap();
        assert_eq!(
            hand_name(counted(Exclusion::Suit, heart, &mine)),
            "pair of queens"
        );
    }
}
