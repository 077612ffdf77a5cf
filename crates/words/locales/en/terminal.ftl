# The terminal client, `parlour play`: its screens, keys, log, settlements and summary.
#
# A sentence about a seat selects on $who: "you" when it is the player's seat (whatever name the
# player sits under), "other" for anyone else, named by $name. A second seat in the sentence
# selects on $whom the same way. Amounts and counts are numbers; a hand's, a round's or a seat's
# number ($number, $seat) is written as it is. $cards and $card are cards as the screen draws them
# ("Q♠ 9♦", "▒▒" face down). Names are the players' own: "Bot 1", "Bot 2" in every language.

## Words that go inside others

# A whole number in the language's own form.
terminal-number = { $n }
# Names in a list: $first holds all but the last, comma-separated.
terminal-and = { $first } and { $last }
# The player, in a list of names: "Bot 1 and you".
terminal-you-listed = you
# The player's name at the table unless they give one (--name).
terminal-default-name = You
terminal-range = { $min }–{ $max }
# The Enter key, as the keys of a move name it ("s/Enter").
terminal-key-enter = Enter
terminal-total = = { $total }
terminal-total-soft = = soft { $total }
terminal-cut-one = { $name } { $card }

## The frame of the screen

terminal-title-hand = hand { $number }
terminal-title-round = round { $number }
terminal-title-chips = you { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
terminal-keys-bar = ? rules · q quit
terminal-hand-over-title = The hand is over
terminal-log-title = What happened
terminal-too-small = Parlour needs a terminal of at least { $width }×{ $height }; this one is { $now_width }×{ $now_height }.
terminal-too-small-way-out = Make it larger, or press q to quit.

## The bottom of the screen: moves, amounts, choices

terminal-your-move = Your move:
terminal-waiting = Waiting for the others...
terminal-session-over = The session is over. Press q for the summary.
terminal-next-hand = Enter: next hand · ? rules · q quit
terminal-watch-next = Enter: watch the next hand · q: end the session
terminal-entry-limits = ({ $min } to { $max }):
terminal-entry-keys = { $fresh ->
    [yes] Enter takes { $amount }; typing replaces it; Esc to cancel.
   *[no] Enter to confirm, Backspace to correct; Esc to cancel.
}
terminal-entry-keys-step = { $fresh ->
    [yes] +/- change it by { $step }; Enter takes { $amount }; typing replaces it; Esc to cancel.
   *[no] +/- change it by { $step }; Enter to confirm, Backspace to correct; Esc to cancel.
}
terminal-confirm-hint = y or Enter: yes · n or Esc: change the amount
terminal-offer-whom = Offer the bank to whom?
terminal-offer-buyer = { $number } { $name } (up to { $most })
terminal-offer-keys = Numbers (or ←→) choose; Enter, then the price; Esc goes back.
terminal-ask-stake = Stake how much?
terminal-ask-buy = Buy the card for how much?
terminal-ask-shoot = Shoot how much? (0: no shoot bet)
terminal-ask-kitty = Put how much in the kitty?
terminal-ask-price = For what price?
terminal-ask-attack = Attack with a bet of how much?
terminal-ask-raise = Raise by how much (on top of the call)?

## What a key gets in answer

terminal-not-your-turn = It is not your turn.
# $key is the key pressed: 'x', or a key's name (Left, F1).
terminal-not-a-key = { $key } is not a key of this table: your moves and their keys are listed above.
terminal-not-open = That move is not open to you now.
terminal-choose-buyer = Choose the buyer with their number (or ←→), then Enter; Esc goes back.
terminal-confirm-keys = y puts the chips in, n goes back to the amount.
terminal-type-amount = Type an amount, then Enter (Esc to cancel).
terminal-outside-limits = { $amount } is outside the limits: { $min } to { $max }.

## The end of a hand, for the player

terminal-you-net = You: { $net } { $chips ->
    [one] chip
   *[other] chips
} this hand.
terminal-sat-out = You sat this hand out.

## The rules page

terminal-rules-title = The rules of this table
terminal-rules-back = Press any key to go back.
terminal-rules-more = ↓ or Space: more below · any other key goes back.
terminal-rules-scroll = ↑↓ scroll, more below · any other key goes back.
terminal-rules-up = ↑ scrolls back up · any other key goes back.
terminal-home-keys = Keys: d deal, m stake, t/+ twist, b/* buy, s/Enter stick, p// split, u burn, h shoot, y yes, n no, k kitty, o offer the bank, q quit.
terminal-casino-keys = Keys: Enter stick or bet, + twist, * buy, / split, 0 repeat your last bet, n pass.
terminal-palace-keys = { $betting ->
    [no-limit] Keys: b buy, d discard, a attack, s stay, f fold, c call, r raise, n/Enter deal; choose by number (or ←→, Space), then Enter; Esc goes back; +/- change a bet.
   *[limit] Keys: b buy, d discard, a attack, s stay, f fold, c call, r raise, n/Enter deal; choose by number (or ←→, Space), then Enter; Esc goes back.
}

## The summary, when the player leaves

terminal-thanks = Thanks for playing.
terminal-hands-played = Hands played: { $hands }
# $net is the result, signed ("+25", "-7", "0"); $net_chips its size, for the plural.
terminal-net-result = Net result: { $net } { $net_chips ->
    [one] chip
   *[other] chips
} ({ $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} now)
terminal-biggest-win = Biggest win in a hand: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Chips: { $chips }
terminal-leave = Press any key to leave.
terminal-save-failed = could not save the hand record to { $path }: { $error }
terminal-record-written = The session's hand record: { $path }
terminal-record-replay = (replay it with: parlour script FILE)
terminal-record-failed = The hand record could not be written to { $path }: { $error }
terminal-record-none = No hand was played, so no hand record was written.
# The line `parlour play` prints once the terminal is given back: $hands hands played, the net
# result $net (signed, $net_chips its size) and the chips held now; the biggest win, if any.
terminal-played = Parlour: { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
} played, { $net } { $net_chips ->
    [one] chip
   *[other] chips
} (you have { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}).
terminal-played-won = Parlour: { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
} played, { $net } { $net_chips ->
    [one] chip
   *[other] chips
} (you have { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}), biggest win in a hand { $win }.

## Seats taken, left and changed (a seat's player, or "The player in seat 3")

terminal-seat-player = The player in seat { $seat }
terminal-seat-sits = { $name } sits down in seat { $seat } with { $chips ->
    [one] { $chips } chip.
   *[other] { $chips } chips.
}
terminal-seat-tops-up = { $name } brings { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} more.
terminal-seat-stands = { $name } stands up and leaves the table.
terminal-seat-moves = { $name } moves to seat { $seat }.
terminal-seat-seed = { $name } gives the seed { $seed } for the next shuffle.
terminal-seat-seeded = { $name } gives a seed for the next shuffle.

## Pontoon at home: the table

terminal-banks = { $who ->
    [you] You bank
   *[other] { $name } banks
}
terminal-pack-count = pack { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
terminal-kitty-column = kitty { $kitty }
terminal-shuffle-due = shuffle before the next deal
# After a name, in the name's column: "Bot 2 (bank)".
terminal-bank-role = (bank)
terminal-banker-has-doubled = The banker has doubled all bets.
terminal-banker-state = { $state ->
    [drawing] drawing
    [pontoon] Pontoon!
    [five] Five Card Trick!
    [bust] bust
   *[not-played] did not play
}
terminal-banker-stays-paying = stays: paying { $paying }
terminal-sits-out = sits out
terminal-hand-state = { $state ->
    [playing] to play
    [stood] stands
    [pontoon] Pontoon!
    [five] Five Card Trick!
   *[bust] bust
}
terminal-burnt-once = (burnt once)
terminal-hand-label = hand { $number }
# The stake column: "stake 10 +15 · shoot 5".
terminal-stake-column = stake { $stake }
terminal-shoot-column = shoot { $shoot }

## Pontoon at home: the moves and their keys

terminal-home-move-cut = cut for the bank
terminal-home-move-deal = deal
terminal-home-key-digits = m or digits
terminal-home-move-stake = stake { $min }–{ $max }
terminal-home-move-twist = twist
terminal-home-move-stick = stick
# The banker's stick.
terminal-home-move-stay = stay
terminal-home-move-buy = buy { $min }–{ $max }
terminal-home-move-split = split
terminal-home-move-burn = burn
terminal-home-move-shoot = shoot { $min }–{ $max }
terminal-home-move-double = double
terminal-home-move-no-double = don't double
terminal-home-move-kitty = kitty { $min }–{ $max }
terminal-home-move-offer = offer the bank
terminal-home-move-accept = buy the bank for { $price }
terminal-home-move-decline = decline the bank
terminal-only-banker-offers = Only the banker may offer the bank, between hands.
terminal-kitty-confirm = Put { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} in the kitty? It stays there until the bank changes hands.
# $cover: how many times over a stake must be covered, "two" or "four".
terminal-home-sit-out = You sit out: you hold { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}, and a stake of { $stake } must be covered { $cover ->
    [four] four times
   *[two] twice
} over, so it takes { $least ->
    [one] { $least } chip
   *[other] { $least } chips
} to be dealt in. q ends the session.

## Pontoon at home: what happens

terminal-cut-for-bank = Cut for the bank: { $cuts }. { $who ->
    [you] You bank.
   *[other] { $name } banks.
}
terminal-pack-shuffled = The pack is shuffled and cut.
terminal-hand-started = Hand { $number }: { $who ->
    [you] You deal.
   *[other] { $name } deals.
}
terminal-you-are-dealt = You are dealt { $card }.
terminal-is-dealt = { $name } is dealt { $card }.
terminal-stakes = { $who ->
    [you] You stake { $amount }.
   *[other] { $name } stakes { $amount }.
}
terminal-banker-doubles = The banker doubles all bets!
terminal-banker-lets-stand = The banker lets the bets stand.
terminal-no-shoot = { $who ->
    [you] You pass on the shoot.
   *[other] { $name } passes on the shoot.
}
terminal-shoots = { $who ->
    [you] You shoot { $amount } against the kitty.
   *[other] { $name } shoots { $amount } against the kitty.
}
terminal-burns = { $who ->
    [you] You burn { $cards }.
   *[other] { $name } burns { $cards }.
}
terminal-kitty-put = The banker puts { $amount } in the kitty; it holds { $kitty }.
terminal-kitty-returned = { $who ->
    [you] You take back the kitty of { $amount }.
   *[other] { $name } takes back the kitty of { $amount }.
}
terminal-banker-pontoon = The banker shows a Pontoon: { $cards }!
terminal-declares = { $who ->
    [you] You declare a Pontoon: { $cards }!
   *[other] { $name } declares a Pontoon: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] You split { $cards }.
   *[other] { $name } splits { $cards }.
}
terminal-buys-for = { $who ->
    [you] You buy { $card } for { $amount }.
   *[other] { $name } buys { $card } for { $amount }.
}
terminal-buys-down = { $who ->
    [you] You buy a card for { $amount }.
   *[other] { $name } buys a card for { $amount }.
}
terminal-twists = { $who ->
    [you] You twist { $card }.
   *[other] { $name } twists { $card }.
}
terminal-stands = { $who ->
    [you] You stand.
   *[other] { $name } stands.
}
terminal-makes-five = { $who ->
    [you] You make a Five Card Trick!
   *[other] { $name } makes a Five Card Trick!
}
terminal-bust-with = { $who ->
    [you] You go bust with { $cards } and lose { $lost }.
   *[other] { $name } goes bust with { $cards } and loses { $lost }.
}
terminal-banker-turns = The banker turns up { $cards }.
terminal-banker-takes = The banker takes { $card }.
terminal-banker-stops-21 = The banker stops on 21: only Pontoons and Five Card Tricks are paid.
terminal-banker-stays = The banker stays on { $total }: "paying { $paying }".
terminal-banker-bust = The banker is bust!
terminal-banker-five = The banker makes a Five Card Trick!
terminal-shows = { $who ->
    [you] You show { $cards }.
   *[other] { $name } shows { $cards }.
}
terminal-bank-offered = { $who ->
    [you] The banker offers you the bank for { $price }.
   *[other] The banker offers the bank to { $name } for { $price }.
}
terminal-bank-declined = { $who ->
    [you] You decline the bank.
   *[other] { $name } declines the bank.
}
terminal-bank-passes-pontoon = { $who ->
    [you] The bank passes to you (for a Pontoon).
   *[other] The bank passes to { $name } (for a Pontoon).
}
terminal-bank-passes-broken = { $who ->
    [you] The bank passes to you (the bank is broken).
   *[other] The bank passes to { $name } (the bank is broken).
}
terminal-bank-passes-sold = { $who ->
    [you] The bank passes to you (sold for { $price }).
   *[other] The bank passes to { $name } (sold for { $price }).
}
terminal-bank-passes-left = { $who ->
    [you] The bank passes to you (the banker left the table).
   *[other] The bank passes to { $name } (the banker left the table).
}
terminal-home-session-over = The session is over: no hand can be dealt.

## Pontoon at home: the settlement, a line for the banker, then one a hand

terminal-settle-hard-21 = { $who ->
    [you] You stopped on a hard 21, which takes no card: only Pontoons and Five Card Tricks are paid, double.
   *[other] { $name } stopped on a hard 21, which takes no card: only Pontoons and Five Card Tricks are paid, double.
}
terminal-settle-stayed-21 = { $who ->
    [you] You stayed on 21: only Pontoons and Five Card Tricks are paid, double.
   *[other] { $name } stayed on 21: only Pontoons and Five Card Tricks are paid, double.
}
terminal-settle-stayed = { $who ->
    [you] You stayed on { $total }: "paying { $paying }". Pontoons and Five Card Tricks win double.
   *[other] { $name } stayed on { $total }: "paying { $paying }". Pontoons and Five Card Tricks win double.
}
terminal-settle-banker-bust = { $who ->
    [you] You went bust: every hand still standing wins.
   *[other] { $name } went bust: every hand still standing wins.
}
terminal-settle-banker-five = { $who ->
    [you] You made a Five Card Trick: Pontoons win double, every other hand loses double.
   *[other] { $name } made a Five Card Trick: Pontoons win double, every other hand loses double.
}
terminal-settle-banker-pontoon = { $who ->
    [you] You showed a Pontoon and collected from everyone.
   *[other] { $name } showed a Pontoon and collected from everyone.
}
terminal-settle-not-played = Every hand went bust: the banker did not play.
terminal-hand-not-over = The hand is not over.
terminal-settle-doubled = The banker doubled: plain hands settle twice over.
terminal-not-shown = not shown
# Why a hand came out as it did, in brackets after its cards.
terminal-settle-why = { $why ->
    [pontoon] Pontoon pays double
    [five] Five Card Trick pays double
    [five-loses] Five Card Trick loses to the banker's
    [bust] bust
    [not-played] did not play
    [beats] beats the banker
   *[does-not-beat] does not beat the banker
}
# A hand's line: its player, its cards and total, why, its result (signed) and its stake.
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net } on { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net } on { $stake }, shoot { $shoot }

## The casino tables: the table, the moves and their keys

terminal-dealer = Dealer
terminal-shoe = shoe { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
}
# After the shoe's cards, when the shoe is to be shuffled before the next round.
terminal-shoe-due = (shuffle due)
terminal-house = house { $net }
terminal-bet-passes = passes
terminal-bet-column = bet { $stake }
terminal-bet-column-bought = bet { $stake } (bought)
terminal-casino-move-bet = bet { $amount } (type an amount, { $min }–{ $max })
terminal-casino-move-pass = pass
terminal-casino-move-twist = twist
terminal-casino-move-stick = stick
terminal-casino-move-buy = buy (+{ $cost })
terminal-casino-move-split = split (+{ $cost })
terminal-casino-cannot-bet = You cannot bet: the table minimum is { $least } and you hold { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}. q ends the session.
terminal-casino-full = You have won your fill: a seat may hold at most { $most } chips. q ends the session.

## The casino tables: what happens

terminal-bets = { $who ->
    [you] You bet { $amount }.
   *[other] { $name } bets { $amount }.
}
terminal-passes = { $who ->
    [you] You pass this round.
   *[other] { $name } passes this round.
}
terminal-all-passed = Everyone passed: nothing is dealt.
terminal-shoe-shuffled = The shoe is shuffled and cut.
terminal-round-started = Round { $number }.
terminal-dealer-dealt-down = The dealer is dealt { $card }, face down.
terminal-dealer-has-pontoon = The dealer has a Pontoon: { $cards }. Every bet loses.
terminal-has-pontoon = { $who ->
    [you] You have a Pontoon!
   *[other] { $name } has a Pontoon!
}
terminal-splits = { $who ->
    [you] You split.
   *[other] { $name } splits.
}
terminal-buys = { $who ->
    [you] You buy { $card }.
   *[other] { $name } buys { $card }.
}
terminal-bust = { $who ->
    [you] You go bust and lose { $lost }.
   *[other] { $name } goes bust and loses { $lost }.
}
terminal-dealer-turns = The dealer turns up { $cards }.
terminal-dealer-draws = The dealer draws { $card }.
terminal-dealer-nothing-to-beat = The dealer has no hand left to beat and does not draw ({ $total }).
terminal-dealer-stands = The dealer stands on { $total }.
terminal-dealer-five = The dealer makes a Five Card Trick!
terminal-dealer-bust = The dealer is bust!
terminal-casino-session-over = The session is over: nobody can bet.

## The casino tables: the settlement

terminal-settle-dealer-pontoon = The dealer had a Pontoon ({ $cards }): every bet loses.
terminal-settle-dealer-bust = The dealer went bust ({ $cards }): every hand still standing wins.
terminal-settle-dealer-five = The dealer made a Five Card Trick ({ $cards }): it beats everything but a Pontoon.
terminal-settle-dealer-no-draw = Every hand was bust or a Pontoon, so the dealer did not draw ({ $cards }).
terminal-settle-dealer-stood = The dealer stood: { $cards } { $total }.
terminal-round-not-over = The round is not over.
terminal-settle-casino-why = { $why ->
    [pontoon] Pontoon pays 2:1
    [five] Five Card Trick pays 2:1
    [bust] bust
    [beats] beats the dealer
   *[does-not-beat] does not beat the dealer
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net } on { $stake }

## Palace Poker: the table

# The columns of the players' rows.
terminal-column = { $column ->
    [player] player
    [chips] chips
    [status] status
    [banner] banner
    [palace] palace
   *[soldiers] soldiers
}
terminal-status = { $status ->
    [sat-out] sits out
    [in] in
    [folded] folded
    [beaten] beaten
    [tied-out] tied out
    [attacking] attacking
   *[defending] defending
}
# After a name, in the name's column: "Bot 2 (dealer)".
terminal-palace-dealer-role = (dealer)
# The line above the players, in parts: who deals ($when: first, next, or now), the stakes.
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] You deal first
        [next] You deal next
       *[now] You deal
    }
   *[other] { $when ->
        [first] { $name } deals first
        [next] { $name } deals next
       *[now] { $name } deals
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] no-limit { $small }/{ $big }
   *[limit] limit { $small }/{ $big }
}
terminal-palace-ante = ante { $ante }
terminal-palace-hand-over = Hand { $number } is over
terminal-palace-pot = pot { $pot }
terminal-palace-draw-pile = draw pile { $count }
terminal-palace-discard-pile = discard pile { $count }
terminal-your-hand = Your hand, nothing excluded: { $hand }.
# A battle being fought: who attacks whom, and the bets so far by name.
terminal-battle = { $who ->
    [you] Battle: You attack { $target }. Bets so far: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Battle: { $name } attacks you. Bets so far: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Battle: { $name } attacks { $target }. Bets so far: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] You raised { $raise }.
   *[other] { $name } raised { $raise }.
}
# $all_in: "yes" when what is left to call is all the answering side holds.
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] You must pay { $call } (all you hold) to call, or fold.
       *[no] You must pay { $call } to call, or fold.
    }
   *[other] { $all_in ->
        [yes] { $name } must pay { $call } (all they hold) to call, or fold.
       *[no] { $name } must pay { $call } to call, or fold.
    }
}
terminal-must-fight-now = { $names } must fight it out: a quiet round has passed, so attack or fold.
# The latest battle of the hand: who attacked whom, then $outcome (a terminal-outcome-*).
terminal-battle-shown-since = { $who ->
    [you] Battle shown: You attacked { $target }; { $outcome }.
   *[other] { $whom ->
        [you] Battle shown: { $name } attacked you; { $outcome }.
       *[other] Battle shown: { $name } attacked { $target }; { $outcome }.
    }
}
# Before the cards of a side that counted in a battle: "counts 9♣ 9♦ 9♠ 5♠".
terminal-counts = counts
# What an opponent's banner keeps of the player's cards from counting, and the hand the rest make.
terminal-versus = vs { $name }: { $exclusion } → { $hand }
# $held: "none" if the player holds no card of the banner's suit (or rank), else "some".
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] you hold no clubs, so all count against a club banner
        [diamond] you hold no diamonds, so all count against a diamond banner
        [heart] you hold no hearts, so all count against a heart banner
       *[spade] you hold no spades, so all count against a spade banner
    }
   *[some] { $suit ->
        [club] your clubs do not count against a club banner
        [diamond] your diamonds do not count against a diamond banner
        [heart] your hearts do not count against a heart banner
       *[spade] your spades do not count against a spade banner
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] you hold no twos, so all count against a two banner
        [three] you hold no threes, so all count against a three banner
        [four] you hold no fours, so all count against a four banner
        [five] you hold no fives, so all count against a five banner
        [six] you hold no sixes, so all count against a six banner
        [seven] you hold no sevens, so all count against a seven banner
        [eight] you hold no eights, so all count against an eight banner
        [nine] you hold no nines, so all count against a nine banner
        [ten] you hold no tens, so all count against a ten banner
        [jack] you hold no jacks, so all count against a jack banner
        [queen] you hold no queens, so all count against a queen banner
        [king] you hold no kings, so all count against a king banner
       *[ace] you hold no aces, so all count against an ace banner
    }
   *[some] { $rank ->
        [two] your twos do not count against a two banner
        [three] your threes do not count against a three banner
        [four] your fours do not count against a four banner
        [five] your fives do not count against a five banner
        [six] your sixes do not count against a six banner
        [seven] your sevens do not count against a seven banner
        [eight] your eights do not count against an eight banner
        [nine] your nines do not count against a nine banner
        [ten] your tens do not count against a ten banner
        [jack] your jacks do not count against a jack banner
        [queen] your queens do not count against a queen banner
        [king] your kings do not count against a king banner
       *[ace] your aces do not count against an ace banner
    }
}

## Palace Poker: the moves, their keys, and choosing

terminal-palace-move-cut-deal = cut for the deal
terminal-palace-move-deal = deal
terminal-palace-move-buy-soldier = buy for { $price }
# Soldiers to let go after a buy or a capture.
terminal-palace-move-let-go = let go of soldiers
terminal-palace-move-discard = discard
# $bet and $amount: an amount ("15"), or a range ("15–200").
terminal-palace-move-attack = attack (bet { $bet })
terminal-palace-move-call = call { $amount }
terminal-palace-move-raise = raise { $amount }
terminal-palace-move-fold = fold
terminal-palace-move-stay = stay
terminal-let-go-up-to = Let go of which soldiers? (up to { $max }; none keeps them all)
terminal-let-go-exactly = Let go of which soldiers? (exactly { $count })
terminal-let-go-between = Let go of which soldiers? (at least { $min }, at most { $max })
terminal-let-go-keys = Numbers (or ←→ and Space) choose; Enter lets the chosen go; Esc goes back.
terminal-attack-whom = Attack whom? (bet { $bet })
terminal-attack-whom-range = Attack whom? (bet { $min } to { $max })
terminal-attack-keys = Numbers (or ←→) choose; Enter attacks; Esc goes back.
terminal-attack-keys-bet = Numbers (or ←→) choose; Enter, then the bet; Esc goes back.
terminal-choose-soldiers = Choose soldiers with their numbers (or ←→ and Space), then Enter; Esc goes back.
terminal-choose-at-least = Choose at least { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
} to let go ({ $chosen } chosen).
terminal-choose-at-most = Choose at most { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
} to let go.
terminal-choose-target = Choose whom to attack with their number (or ←→), then Enter; Esc goes back.
terminal-palace-sit-out = You sit out: you hold { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}, and it takes { $least ->
    [one] { $least } chip
   *[other] { $least } chips
} (the ante, and a chip at least) to be dealt in. q ends the session.

## Palace Poker: what happens

terminal-palace-cut = Cut for the deal: { $cuts }. { $who ->
    [you] You deal first.
   *[other] { $name } deals first.
}
terminal-palace-hand-started = { $who ->
    [you] Hand { $number }: You deal; { $players } players ante { $ante }.
   *[other] Hand { $number }: { $name } deals; { $players } players ante { $ante }.
}
terminal-banner = { $who ->
    [you] You take the banner { $card }.
   *[other] { $name } takes the banner { $card }.
}
terminal-banner-passed = { $who ->
    [you] You take the banner { $card } ({ $passed } passed over: suits already in the group).
   *[other] { $name } takes the banner { $card } ({ $passed } passed over: suits already in the group).
}
terminal-banner-discards = The pack ran out: the { $count } passed-over banner cards are shuffled to deal on.
terminal-your-palace = Your palace: { $cards }.
terminal-palace-of = { $name }'s palace: { $cards }.
terminal-refilled = The discards are shuffled into a new draw pile of { $count }.
terminal-soldier-bought = { $who ->
    [you] You buy { $card } for { $price }.
   *[other] { $name } buys { $card } for { $price }.
}
terminal-keeps-soldiers = { $who ->
    [you] You keep every soldier.
   *[other] { $name } keeps every soldier.
}
terminal-discards = { $who ->
    [you] You discard { $cards }.
   *[other] { $name } discards { $cards }.
}
terminal-palace-stays = { $who ->
    [you] You stay.
   *[other] { $name } stays.
}
terminal-folds = { $who ->
    [you] You fold.
   *[other] { $name } folds.
}
terminal-attacks = { $who ->
    [you] You attack { $target } with a bet of { $bet }.
   *[other] { $whom ->
        [you] { $name } attacks you with a bet of { $bet }.
       *[other] { $name } attacks { $target } with a bet of { $bet }.
    }
}
terminal-raises = { $who ->
    [you] You raise by { $raise }, paying { $paid }.
   *[other] { $name } raises by { $raise }, paying { $paid }.
}
terminal-calls = { $who ->
    [you] You call for { $paid }.
   *[other] { $name } calls for { $paid }.
}
terminal-folds-battle = { $who ->
    [you] You fold in the battle.
   *[other] { $name } folds in the battle.
}
# The raise nobody called goes back to the other side of the battle ($whom, $taker).
terminal-folds-battle-returned = { $who ->
    [you] You fold in the battle; { $taker } takes back the uncalled { $returned }.
   *[other] { $whom ->
        [you] { $name } folds in the battle; you take back the uncalled { $returned }.
       *[other] { $name } folds in the battle; { $taker } takes back the uncalled { $returned }.
    }
}
# A side of a battle shown: its palace, and the hand its cards made.
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Battle shown: { $attacker_who ->
    [you] You
   *[other] { $attacker }
} { $attacker_hand }; { $defender_who ->
    [you] you
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
# Who won a battle, inside a sentence.
terminal-outcome-tie-split = a tie: the last two split the pot
terminal-outcome-tie-out = a tie: both are out
terminal-outcome-banner = { $who ->
    [you] you win on banner cards, { $won } to { $lost }, the hands being equal
   *[other] { $name } wins on banner cards, { $won } to { $lost }, the hands being equal
}
terminal-outcome-better = { $who ->
    [you] you win with the better hand
   *[other] { $name } wins with the better hand
}
terminal-captures = { $who ->
    [you] You take { $loser }'s banner and soldiers: { $cards }.
   *[other] { $whom ->
        [you] { $name } takes your banner and soldiers: { $cards }.
       *[other] { $name } takes { $loser }'s banner and soldiers: { $cards }.
    }
}
# $names: the seats left, "you and Bot 2".
terminal-must-fight = A quiet round has passed: { $names } must fight it out, attacking or folding.
terminal-showdown-one = { $who ->
    [you] you { $hand }
   *[other] { $name } { $hand }
}
terminal-showdown = Showdown: { $hands }.
terminal-pot-won = { $who ->
    [you] You take the pot of { $pot }.
   *[other] { $name } takes the pot of { $pot }.
}
# $names: the winners, "Bot 1 and you".
terminal-pot-shared = { $names } share the pot of { $pot }.
terminal-palace-session-over = The session is over: fewer than two players can pay the ante.

## Palace Poker: the end of a hand

terminal-hand-won = { $who ->
    [you] You take the pot of { $pot }: { $ending }.
   *[other] { $name } takes the pot of { $pot }: { $ending }.
}
terminal-hand-shared = { $names } share the pot of { $pot }: { $ending }.
terminal-ending = { $ending ->
    [last-standing] the last player standing
    [shared-suit] those left share a banner suit, so nobody can attack
    [shared-rank] those left share a banner rank, so nobody can attack
    [tied-battle] the last two tied their battle
   *[showdown] the best hand at the showdown after a quiet round
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Nets: { $nets }.

## A game with no face of its own: its fields as the game names them

terminal-plain-none = none
terminal-plain-player = { $you ->
    [yes] { $name } (you): { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
   *[no] { $name }: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
}
terminal-plain-round-over = Round { $number } is over: { $net } { $chips ->
    [one] chip
   *[other] chips
} for you.

## The coach, at a casino table (docs/terminal.md, "The coach")

# The keys under the table at a table with a coach: $on is yes once the coach is on.
terminal-keys-bar-coach = { $on ->
    [yes] h hint · v count · c coach off · ? rules · q quit
   *[no] c coach · ? rules · q quit
}
terminal-coach-on = The coach is on: h shows what each move open to your hand is worth.
terminal-coach-off = The coach is off.
terminal-coach-is-off = The coach is off: c turns it on.
# What the coach counts out of the shoe: $count is fresh (a freshly shuffled shoe, as a strategy
# card plays) or seen (every card seen since the shuffle too).
terminal-coach-counts = { $count ->
    [seen] The coach counts every card seen since the shuffle.
   *[fresh] The coach counts from a fresh shoe.
}
terminal-coach-not-your-hand = The coach values the moves of your own hand, on your turn.
terminal-coach-unread = The coach cannot read this table.
# The title of the box the hint is shown in.
terminal-coach-title = { $count ->
    [seen] The coach, counting the cards seen
   *[fresh] The coach, from a fresh shoe
}
# $cards is the hand with its total ("9♣ 7♦ = 16"); $bet its original bet.
terminal-coach-hand = Your hand: { $cards } · bet { $bet }
# A move the coach values, as $choice names it.
terminal-coach-move = { $choice ->
    [stick] stick
    [twist] twist
    [buy] buy
   *[split] split
}
# What a move is worth: $bets in original bets and $chips in chips, written with their decimals
# and their sign ("+0.052", "-4.12").
terminal-coach-bets = { $bets } bets
terminal-coach-chips = { $chips } chips
terminal-coach-best = best
terminal-coach-yours = your answer
# A number with decimals: $whole is its whole part (grouped as numbers are), $fraction its
# decimals as digits ("50").
terminal-decimal = { $whole }.{ $fraction }
# The coach's review of the session, on the summary and printed when the terminal is given back.
# $decisions were valued, $mistakes of them not the best; $chips and $bets, written with their
# decimals, are what they gave up in all, in expectation.
terminal-coach-review-clean = The coach's review: { $decisions ->
    [one] your one decision was the best.
   *[other] all { $decisions } of your decisions were the best.
}
terminal-coach-review = The coach's review: { $decisions ->
    [one] your one decision was not the best, and cost
   *[other] { $mistakes } of your { $decisions } decisions { $mistakes ->
        [one] was
       *[other] were
    } not the best, and cost
} { $chips } chips ({ $bets } bets) in expectation:
# One decision that was not the best: the round it was made in, the hand ($hand, with its total),
# the move made ($taken), the best, and what the move gave up.
terminal-coach-mistake = round { $round }, { $hand }: { $taken } where { $best } was best, -{ $chips } chips (-{ $bets } bets)
terminal-coach-more = … and { $more } more, listed when you leave.
terminal-coach-review-failed = The coach could not review the session: { $error }

## The trainer, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = practice
terminal-train-score = { $right } right of { $answered }
# A kind of hand the trainer deals: $kind is hard (a hard 15 or 16), soft (a soft 17 to 19) or
# pair.
terminal-train-kind = { $kind ->
    [hard] A hard hand:
    [soft] A soft hand:
   *[pair] A pair:
}
terminal-train-bought = You have bought: your bet is doubled, and you may twist but not buy again.
# Each kind's share of the hands dealt now, in percent.
terminal-train-shares = Dealt now: hard { $hard }% · soft { $soft }% · pairs { $pair }% (more of the kinds you miss)
terminal-train-keys-bar = q end the practice
terminal-train-last = Your last answer
terminal-train-first = Answer with a move's key: the trainer tells you whether it was the best, and what each move is worth.
terminal-train-right = Right: { $best } is the best move.
# $cost is what the answer gave up against the best, in original bets, with its decimals.
terminal-train-wrong = Wrong: { $taken } gives up { $cost } bets against { $best }, the best.
# The hand just answered: $kind as in terminal-train-kind, $hand its cards with their total.
terminal-train-was = { $kind ->
    [hard] The hard hand
    [soft] The soft hand
   *[pair] The pair
} { $hand }: what each move is worth
terminal-train-not-open = This hand cannot { $choice } now.
terminal-train-keys = Answer with a move's key (listed below); q ends the practice.
terminal-train-over = Practice over: { $right } right of { $answered }.
terminal-train-missed = Missed: { $hard } hard, { $soft } soft, { $pair ->
    [one] { $pair } pair
   *[other] { $pair } pairs
}; the misses cost { $cost } bets in all.
