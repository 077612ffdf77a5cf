# A table's rules in words, a paragraph each, written from the rules in force (the server sends
# each paragraph as a message id and its variables); then what each option of each game means.

## The home games (a player holds the bank).

rules-home-traditional = Traditional Pontoon: a player holds the bank and deals.
rules-home-shoot = Shoot Pontoon: traditional Pontoon with shoot bets against the banker's kitty.
rules-home-stakes = Stakes { $min } to { $max }; your chips must cover { $cover ->
        [four] four times
       *[two] twice
    } everything you have at risk.
rules-home-hands = Aces count 1 or 11, pictures and tens 10. Best is a Pontoon (an ace and a ten-count), then a Five Card Trick (five cards, 21 or less), then 21, then the highest total. Ties go to the banker.
rules-home-play = { $pair ->
        [aces] Buy a card face down (the 3rd for S to 2S, later ones up to the last price) or twist one face up (no buying after a twist); stick on { $stick } or more. Split a pair of aces only into up to { $hands } hands.
       *[any] Buy a card face down (the 3rd for S to 2S, later ones up to the last price) or twist one face up (no buying after a twist); stick on { $stick } or more. Split a pair into up to { $hands } hands.
    }
rules-home-pays = The banker turns his cards and draws as he likes, then pays hands that beat his total: Pontoons { $pontoon }x, Five Card Tricks 2x. His Five Card Trick takes 2x from all but Pontoons; his Pontoon at the deal collects { $collects }x. An unsplit Pontoon takes the bank.
rules-home-no-variations = No variations are played.
rules-home-variations = { $count ->
        [one] One variation is played:
       *[other] { $count } variations are played:
    }
rules-variation-double = The banker may double all bets after the stakes.
rules-variation-no-fifth-buy = No buying a fifth card on 11 or less.
rules-variation-royal = A player's 7-7-7 is a Royal Pontoon, paid { $pays }x.
rules-variation-picture-beats-ten = A + picture beats A + T.
rules-variation-natural = A-K and A-Q beat A-J and A-T.
rules-variation-ace-ten = A-T is an ordinary 21.
rules-variation-burn = A two-card hard { $total } may be burnt.
rules-home-kitty = Shoot: the banker puts up a kitty ({ $min } to { $max }). Shoot bets, after the stakes and before a fourth card, never exceed it; they win or lose 1:1 with their hand.

## The casino tables (the house deals).

rules-casino-casino = { $packs ->
        [one] Casino Pontoon: the house deals from a shoe of { $packs } pack.
       *[other] Casino Pontoon: the house deals from a shoe of { $packs } packs.
    }
rules-casino-blackjack = { $packs ->
        [one] Pontoon Blackjack: the house deals from { $packs } pack, shuffled before every round.
       *[other] Pontoon Blackjack: the house deals from { $packs } packs, shuffled before every round.
    }
rules-casino-bets = Bets { $min } to { $max }. Both dealer cards stay face down until you have all played.
rules-casino-dealer-pontoon = A dealer Pontoon takes every bet at once. Twist on 14 or less; stick on 15 or more.
rules-casino-buy-split = { $by ->
        [value] Buy (double) once a hand, on 2 to 4 cards. Split any two cards of one value up to { $hands } hands.
       *[pair] Buy (double) once a hand, on 2 to 4 cards. Split a pair up to { $hands } hands.
    }
rules-casino-dealer-draws = { $soft ->
        [hits] The dealer hits 16 or less and a soft 17, stops at five cards.
       *[stands] The dealer hits 16 or less, stands on every 17, stops at five cards.
    }
rules-casino-pays = Wins pay 1:1; a Pontoon or Five Card Trick 2:1. Ties go to the dealer.

## Palace Poker.

rules-palace-title = { $betting ->
        [limit] Palace Poker, limit { $small }/{ $big }, ante { $ante }: all betting is heads-up.
       *[no-limit] Palace Poker, no-limit { $small }/{ $big }, ante { $ante }: all betting is heads-up.
    }
rules-palace-deal = Everyone gets a face-up banner (no two of a suit within a group of four seats) and three face-down palace cards that only they see.
rules-palace-turn = Your turn: buy a face-up soldier for { $small } (then let go of any; keep { $most } at most), discard soldiers free, attack, stay or fold.
rules-palace-attack = { $by ->
        [rank] { $betting ->
            [limit] Attack a player of another banner rank, betting exactly (your soldiers + 1) × { $small }. They fold (you capture their banner and soldiers), call for (their soldiers + 1) × { $small }, or raise { $big }, and so on until a call or a fold.
           *[no-limit] Attack a player of another banner rank, betting (your soldiers + 1) × { $small } or more. They fold (you capture their banner and soldiers), call for (their soldiers + 1) × { $small }, or your bet if larger, or raise { $big } or more, and so on until a call or a fold.
        }
       *[suit] { $betting ->
            [limit] Attack a player of another banner suit, betting exactly (your soldiers + 1) × { $small }. They fold (you capture their banner and soldiers), call for (their soldiers + 1) × { $small }, or raise { $big }, and so on until a call or a fold.
           *[no-limit] Attack a player of another banner suit, betting (your soldiers + 1) × { $small } or more. They fold (you capture their banner and soldiers), call for (their soldiers + 1) × { $small }, or your bet if larger, or raise { $big } or more, and so on until a call or a fold.
        }
    }
rules-palace-battle = { $by ->
        [rank] A called battle shows both palaces: each side's best five of banner, soldiers and palace, less cards of the other's banner rank. Tied: more of your own banner rank wins; still tied, both are out (the last two split the pot).
       *[suit] A called battle shows both palaces: each side's best five of banner, soldiers and palace, less cards of the other's banner suit. Tied: more of your own banner suit wins; still tied, both are out (the last two split the pot).
    }
rules-palace-end = { $by ->
        [rank] The hand ends with one player left, when those left share a banner rank, or after a quiet round (no buy or battle all round) at a showdown of best fives, nothing excluded. Two left of different banners must fight instead.
       *[suit] The hand ends with one player left, when those left share a banner suit, or after a quiet round (no buy or battle all round) at a showdown of best fives, nothing excluded. Two left of different banners must fight instead.
    }

## The tests' own game, high card.

rules-high-card = High card: each player pays an ante of { $ante } and is dealt one card face down; each in turn bets up to { $most } or checks; the highest card, ace high, then by suit, takes the pot.

## What each option of each game does (the rules page's table of options).

rules-meaning-pontoon-packs = 52-card packs mixed: 1 seats 2 to 8 players, 2 or more seat up to 12
rules-meaning-pontoon-min_stake = the smallest initial stake
rules-meaning-pontoon-max_stake = the largest initial stake
rules-meaning-pontoon-stick_min = the least total a hand may stick on
rules-meaning-pontoon-max_split_hands = the hands a player may split into, in all
rules-meaning-pontoon-aces_only_split = only a pair of aces may be split
rules-meaning-pontoon-banker_may_double = after the stakes the banker, having seen his first card, may double all bets
rules-meaning-pontoon-player_pontoon_pays = what a player's Pontoon wins, in stakes
rules-meaning-pontoon-banker_pontoon_collects = what a banker's Pontoon collects, in stakes
rules-meaning-pontoon-no_fifth_card_buy_under_12 = a four-card hand on a hard 11 or less may not buy its fifth card, only twist it
rules-meaning-pontoon-royal_pontoon = a player's three 7s are a Royal Pontoon, which beats everything
rules-meaning-pontoon-royal_pontoon_pays = what a Royal Pontoon wins, in stakes
rules-meaning-pontoon-picture_beats_ten = A + K/Q/J beats A + T
rules-meaning-pontoon-ace_ten_not_pontoon = A-T is an ordinary 21, not a Pontoon
rules-meaning-pontoon-natural_beats_plain = A-K and A-Q beat A-J and A-T
rules-meaning-pontoon-burn = a player's two-card hard total of this may be burnt and replaced
rules-meaning-pontoon-shoot = Shoot Pontoon: shoot bets against the banker's kitty
rules-meaning-pontoon-kitty_min = the least a new kitty holds (Shoot Pontoon)
rules-meaning-pontoon-kitty_max = the most a kitty may hold when it is put up or added to (Shoot Pontoon)
rules-meaning-casino-packs = 52-card packs in the shoe
rules-meaning-casino-reshuffle_at = the shoe is shuffled anew before a round once this much of it has been dealt (0: every round)
rules-meaning-casino-min_stake = the table minimum; a smaller bet is raised to it
rules-meaning-casino-max_stake = the table maximum
rules-meaning-casino-max_hands = the hands splitting may make, in all
rules-meaning-casino-split_by_value = any two ten-count cards may split (K-Q), not only a pair of one rank
rules-meaning-casino-dealer_hits_soft_17 = the dealer hits a soft 17 (he always hits 16 or less)
rules-meaning-palace-small_bet = a buy costs one; battle bets are counted in them; the ante is half of one, rounded down
rules-meaning-palace-big_bet = a limit raise is exactly one; a no-limit raise at least one
rules-meaning-palace-betting = limit: an attack bets exactly its minimum; no-limit: its minimum up to all the attacker holds
rules-meaning-palace-exclusion = what of the opponent's banner does not count in a battle, and who may not battle whom
rules-meaning-palace-max_soldiers = the most soldiers a player may hold at the end of a turn
rules-meaning-high-card-ante = what each player pays to be dealt in
rules-meaning-high-card-max_bet = the most a player may bet after the deal
