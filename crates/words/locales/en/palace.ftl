# Palace Poker: the table's page, its log and its keys.
# Every bet is a battle between two players: the banner (a card face up), the soldiers (cards
# bought, face up) and the palace (three cards face down, turned over when a battle is called).

palace-name = Palace Poker
# A seat nobody is named for.
palace-seat = seat { $seat }
palace-a-card = a card
# A bare number of chips.
palace-chips = { $chips }

## Banners, by the table's exclusion: $suit is club, diamond, heart or spade; $rank is two, three,
## four, five, six, seven, eight, nine, ten, jack, queen, king or ace; $by is suit or rank.

palace-banner-any = a banner
palace-banner-suit = { $suit ->
    [club] a club banner
    [diamond] a diamond banner
    [heart] a heart banner
   *[spade] a spade banner
}
palace-banner-rank = { $rank ->
    [two] a two banner
    [three] a three banner
    [four] a four banner
    [five] a five banner
    [six] a six banner
    [seven] a seven banner
    [eight] an eight banner
    [nine] a nine banner
    [ten] a ten banner
    [jack] a jack banner
    [queen] a queen banner
    [king] a king banner
   *[ace] an ace banner
}
# Why a card greyed out does not count in a battle.
palace-not-counted = does not count
palace-not-counted-suit = { $suit ->
    [club] does not count against a club banner
    [diamond] does not count against a diamond banner
    [heart] does not count against a heart banner
   *[spade] does not count against a spade banner
}
palace-not-counted-rank = { $rank ->
    [two] does not count against a two banner
    [three] does not count against a three banner
    [four] does not count against a four banner
    [five] does not count against a five banner
    [six] does not count against a six banner
    [seven] does not count against a seven banner
    [eight] does not count against an eight banner
    [nine] does not count against a nine banner
    [ten] does not count against a ten banner
    [jack] does not count against a jack banner
    [queen] does not count against a queen banner
    [king] does not count against a king banner
   *[ace] does not count against an ace banner
}
# Cards that do not count, and why: "K♠ 9♠ does not count against a spade banner".
palace-card-note = { $cards } { $note }
palace-card-tag = not counted
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , counts

## A player's place in the hand.

palace-status-in = in the hand
palace-status-folded = folded
palace-status-beaten = out: beaten in battle
palace-status-tied-out = out: tied a battle
palace-status-sat-out = sitting this hand out
palace-status-put-in = { $status } · put in { $chips }
palace-status-put-in-net = { $status } · put in { $chips } · { $net }

## How a hand ended, and what decided a battle.

palace-ending-last-standing = everyone else is out
palace-ending-shared-banner = { $by ->
    [rank] those left share one banner rank: nobody can attack anybody
   *[suit] those left share one banner suit: nobody can attack anybody
}
palace-ending-tied-battle = the last two tied a battle
palace-ending-showdown = a quiet round: the best hand at the showdown
palace-decided-hands = the better hand
palace-decided-banner-count = { $by ->
    [rank] equal hands: more cards of their own banner rank
   *[suit] equal hands: more cards of their own banner suit
}
palace-decided-tie = equal all the way

## The pot, and what each player made of the hand.

palace-pot-won = { $who } wins the pot of { $pot }: { $why }
# $shares: each winner's share, "14 and 13".
palace-pot-shared = { $names } share the pot of { $pot } ({ $shares }): { $why }
palace-shares = { $first } and { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = even
palace-net-one = { $who } { $net }
palace-net-line = { $who }: put in { $put }, took { $took } ({ $net })
# A sentence that ends with a full stop.
palace-sentence = { $words }.

## Who the table waits for.

palace-waiting-cut = { $who } is to call the cut for the deal.
palace-waiting-cut-second = { $who } sat down first and calls the cut for the deal: waiting for a second player who can pay the ante.
palace-waiting-cut-two = The players cut for the deal once two have sat down.
palace-waiting-second = Waiting for a second player who can pay the ante.
palace-waiting-deal = Waiting for { $who } to deal.
palace-waiting-turn = { $who }'s turn.
palace-waiting-discard = { $who } is letting soldiers go.
palace-waiting-battle = { $who } answers the battle.
palace-waiting = Waiting.

## The hands, as the server names them: $rank is one rank ("king"), $ranks a rank of a group
## ("kings"), $list ranks one after another ("king, nine and four"), $hand a hand without its
## kickers.

palace-rank = { $rank ->
    [two] two
    [three] three
    [four] four
    [five] five
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
    [king] king
   *[ace] ace
}
palace-ranks = { $rank ->
    [two] twos
    [three] threes
    [four] fours
    [five] fives
    [six] sixes
    [seven] sevens
    [eight] eights
    [nine] nines
    [ten] tens
    [jack] jacks
    [queen] queens
    [king] kings
   *[ace] aces
}
palace-hand-none = no cards
palace-hand-high = { $rank } high
palace-hand-high-then = { $rank } high, then { $list }
palace-hand-pair = pair of { $ranks }
palace-hand-two-pair = two pair, { $ranks } and { $second }
palace-hand-trips = three { $ranks }
palace-hand-straight = straight, { $rank } high
palace-hand-flush = flush, { $list }
palace-hand-full-house = full house, { $ranks } over { $second }
palace-hand-quads = four { $ranks }
palace-hand-straight-flush = straight flush, { $rank } high
palace-hand-royal-flush = royal flush
palace-hand-kicker = { $hand }, { $rank } kicker
palace-hand-kickers = { $hand }, kickers { $list }

## A battle, step by step.

palace-step-attacked = { $attacker } attacks { $defender }, betting { $bet }
palace-step-raised = { $who } pays { $paid }: calls { $call } and raises { $raise }
palace-step-called = { $who } calls, paying { $paid }: both palaces are turned over
palace-step-gave-up = { $who } folds
palace-step-gave-up-returned = { $who } folds; the raise of { $returned } nobody called goes back to { $to }
palace-shows = { $who } shows { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: a tie
palace-step-shown-won = { $attacker }, { $defender }: { $winner } wins
palace-step-captured = { $winner } takes { $loser }'s banner and soldiers

## The hand's log.

palace-cut-one = { $who } { $card }
palace-event-cut = Cut for the deal: { $cuts }; { $dealer } deals
palace-event-hand-started = Hand { $number }: { $dealer } deals; { $players } ante { $ante } each
palace-event-shuffled = The cards are shuffled
palace-event-shuffled-fair = The cards are shuffled (shuffle { $shuffle })
palace-event-banner = { $who }'s banner: { $card }
palace-event-banner-passed = { $who }'s banner: { $card } (passed over: { $passed })
palace-event-banner-discards = The pack ran out: the { $count } passed-over banner cards are shuffled to go on
palace-event-banner-discards-fair = The pack ran out: the { $count } passed-over banner cards are shuffled to go on (shuffle { $shuffle })
palace-event-palace-seen = { $who }'s palace, face down: { $cards }
palace-event-palace = { $who } is dealt { $count ->
    [one] { $count } palace card face down
   *[other] { $count } palace cards face down
}
palace-event-refilled = The discards are shuffled into a new draw pile of { $count }
palace-event-refilled-fair = The discards are shuffled into a new draw pile of { $count } (shuffle { $shuffle })
palace-event-bought = { $who } buys a soldier for { $price }: { $card }
palace-event-discarded = { $who } lets go { $cards }
palace-event-discarded-unseen = { $who } lets go { $count ->
    [one] { $count } soldier
   *[other] { $count } soldiers
}
palace-event-kept = { $who } keeps every soldier
palace-event-stayed = { $who } stays
palace-event-folded = { $who } folds and leaves the hand
palace-event-side = { $who } shows { $cards }: { $hand }
palace-event-shown-tie = { $attacker }; { $defender }: a tie
palace-event-shown-won = { $attacker }; { $defender }: { $winner } wins the battle ({ $decided })
palace-event-must-fight = Only { $names } are left, of different banners, and a quiet round has passed: they must battle or fold
palace-showdown-one = { $who } { $hand }
palace-event-showdown = Showdown: { $hands }
palace-pot-takes = { $who } takes { $chips }
palace-event-pot = The pot: { $takes } ({ $ending })
palace-event-pot-none = The pot: nothing to share ({ $ending })
palace-event-round-over = Hand { $number } is over: { $nets }
palace-event-session-over = Fewer than two players can pay the ante: no further hand

## The middle of the table.

palace-label-hand = Hand
palace-label-ante = Ante
palace-ante-each = { $chips } each
palace-label-pot = Pot
palace-pot-label = { $chips ->
    [one] the pot: { $chips } chip
   *[other] the pot: { $chips } chips
}
palace-deal-to-cut = The deal is to be cut for
palace-label-dealer = Dealer
palace-label-draw-pile = Draw pile
palace-label-discards = Discards
palace-label-passed-over = Passed over in the banner deal
palace-label-cut = The cut for the deal: the highest card deals, aces high
palace-cut-again = { $who } (again, round { $round })
palace-must-fight = A quiet round has passed with two banners left: battle or fold.

## The battle being fought.

palace-battle-label = the battle
palace-battle-title = Battle
palace-role-attacks = attacks
palace-role-defends = defends
palace-vs = vs
palace-name-you = { $who } (you)
palace-has-bet = has bet { $chips }
palace-attacks = { $attacker } attacks { $defender }
palace-you-answer = You answer: { $call } to call, or fold.
palace-you-answer-raised = You answer: { $call } to call, or fold (the last raise: { $raise }).
palace-answers = { $who } answers: { $call } to call, or fold.
palace-answers-raised = { $who } answers: { $call } to call, or fold (the last raise: { $raise }).

## Every battle of the hand, and the showdown.

palace-battles-label = the battles of this hand
palace-battles-title = { $count ->
    [one] The battle of this hand
   *[other] The battles of this hand
}
palace-attacked-folded = { $attacker } attacked { $defender }: a fold
palace-attacked = { $attacker } attacked { $defender }
palace-verdict-tie = A tie ({ $decided }): both are out, or share the pot if they were the last two
palace-verdict-won = { $who } wins the battle: { $decided }
palace-role-attacker = attacker
palace-role-defender = defender
palace-label-banner = Banner
palace-label-soldiers = Soldiers
palace-label-palace-shown = Palace, turned over
# The tie-break: $whose is yours (the viewer's own side) or theirs.
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count ->
            [one] { $count } card of your own banner rank
           *[other] { $count } cards of your own banner rank
        }
       *[suit] { $count ->
            [one] { $count } card of your own banner suit
           *[other] { $count } cards of your own banner suit
        }
    }
   *[theirs] { $by ->
        [rank] { $count ->
            [one] { $count } card of their own banner rank
           *[other] { $count } cards of their own banner rank
        }
       *[suit] { $count ->
            [one] { $count } card of their own banner suit
           *[other] { $count } cards of their own banner suit
        }
    }
}
palace-showdown-label = the showdown
palace-showdown-title = Showdown
palace-showdown-winner = { $who } · wins
palace-ending-label = the end of the hand
palace-hand-over = Hand { $number } is over

## A seat.

palace-the-dealer = the dealer
# The dealer's mark beside a name: D for dealer.
palace-dealer-mark = D
palace-calls-cut = sat down first: calls the cut for the deal
palace-label-soldiers-of = Soldiers { $count }/{ $most }
palace-none = none
palace-label-palace = Palace
palace-label-your-palace = Your palace
palace-tag-seen = seen by the table
palace-tag-secret = only you see these; hidden from the others
palace-tag-turned = turned over for the table

## The controls: the buttons, and what a refusal is said after ("Attack: ...").

palace-what-cut = Cut for the deal
palace-what-deal = Deal
palace-what-stay = Stay
palace-what-fold = Fold
palace-what-call = Call
palace-what-attack = Attack
palace-what-raise = Raise
palace-what-let-go = Let go
palace-what-keep = Keep
palace-choose-first = { $count ->
    [one] Let go: choose a soldier first
   *[other] Let go: choose at least { $count } soldiers
}
# The moves for "Your turn: ...".
palace-move-cut = cut for the deal
palace-move-deal = deal
palace-move-buy = buy for { $chips }
palace-move-discard = let soldiers go
palace-move-attack = attack
palace-move-call = call { $chips }
palace-move-raise = raise
palace-move-stay = stay
palace-move-fold = fold
palace-attack-fixed = Bet { $chips }
palace-attack-range = Bet ({ $min } to { $max })
palace-raise-fixed = Raise by { $chips }
palace-raise-range = Raise by ({ $min } to { $max })
palace-cut-hint = You sat down first, so you call the cut: each player is dealt a card face up, and the highest (aces high) deals the first hand; a tie cuts again.
palace-button-cut = Cut for the deal
palace-button-deal = Deal hand { $number }
palace-prompt-raised = { $who } raised { $chips }: call, raise again, or fold.
palace-prompt-attacked = { $who } attacks you with { $chips }: call, raise, or fold.
palace-button-raise = Raise (pay { $chips })
palace-button-call = Call { $chips }
palace-button-fold = Fold
palace-prompt-discard = Or let soldiers go: choose them, then Let go.
palace-prompt-over = You are over { $most } soldiers: let at least { $count } go.
palace-prompt-bought = You bought a soldier: let any go, or keep them all.
palace-prompt-captured = You captured: let at least { $count } go, to keep { $most } at most.
palace-picks-label = soldiers to let go
palace-pick-going = { $card }: to let go (key { $key })
palace-pick-kept = { $card }: kept (key { $key })
palace-pick-let-go = let go
palace-button-let-go = Let go { $cards }
palace-button-keep = Keep them all
palace-label-attack = Attack
palace-targets-label = whom to attack
palace-button-attack = Attack
palace-button-attack-who = Attack { $who }
palace-button-buy = Buy a soldier ({ $chips })
palace-button-stay = Stay
# The table's rules in a line: $rules is the game and its bets ("Palace Poker: limit 5/10").
palace-rules-line = { $rules }, exclusion by { $by ->
    [rank] rank
   *[suit] suit
}, { $most } soldiers at most
palace-log-title = The hand

## The keys.

palace-key-enter = cut for the deal (before the first hand); deal; call a battle; let the chosen soldiers go (after a buy with none chosen: keep them all)
palace-key-deal = deal the next hand
palace-key-buy = buy a soldier
palace-key-digits-name = 1 to 9
palace-key-digits = choose (or unchoose) soldier 1 to 9 to let go
palace-key-discard = let the chosen soldiers go
palace-key-keep = keep every soldier (after a buy)
palace-key-target = choose the next player to attack
palace-key-attack = attack the chosen player
palace-key-amount = the bet or raise one small bet more or less (no-limit)
palace-key-call = call; cut for the deal (before the first hand)
palace-key-raise = raise
palace-key-stay = stay
palace-key-fold = fold
