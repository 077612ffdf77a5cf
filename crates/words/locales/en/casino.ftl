# The house-banked tables, casino Pontoon and Pontoon Blackjack: the table's page, its keys and
# the round's log. The buttons Pass, Twist, Stick, Buy and Split are moves.ftl's move-* messages.

# The game's name in the list of hands to replay.
casino-name = Casino

## The felt: the dealer, the seats, the hands

casino-dealer = Dealer
# The dealer's part of the felt, as a screen reader names it.
casino-dealer-label = the dealer
# The dealer's box while his second card is still face down.
casino-face-down = face down
# A hand's box, for a screen reader: $box is what the box shows ("17", "soft 17", "Pontoon").
casino-total = total { $box }
casino-total-hidden = total not shown
# Follows a hand's total in its box once a card was bought for it: "17 · bought".
casino-bought = bought
# What a hand has riding on it.
casino-hand-bet = bet { $amount }
# A settled hand: $result is its result in words ("wins 1 to 1", "bust"), $amount the chips it
# won (more than 0, $won is yes) or lost (0 or less, said as it is: "-5").
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
# Another seat's bet, made before the deal.
casino-seat-bets = bets { $amount }
casino-seat-passes = passes
# A seated player dealt no hand this round.
casino-sat-out = sits this round out

## Your bet, made of chips

casino-bet = Bet: { $amount }
# The stacks of chips of your bet, as a screen reader names the group.
casino-bet-stacks = your bet: press a stack to take one of its chips off
casino-no-chips = no chips yet
# A stack of your bet: pressed, it takes one of its chips off. $count is how many there are.
casino-take-chip = Take a { $chip } off the bet
casino-take-chip-count = Take a { $chip } off the bet ({ $count } on it)
# The row of chips to bet with, as a screen reader names it.
casino-chips-label = chips: press one to add it to your bet
# A chip's button, as a screen reader names it (only the number is seen).
casino-chip = chip of { $chip }
# Why the chips over a limit are off: $why names the limit ("your own betting limit").
casino-at-most = At most { $amount }: { $why }.
# A chip refused: $why says why ("25 would make the bet 50: over ...").
casino-chip-refused = Not that chip: { $why }

## The buttons

# Stakes the bet and deals: the casino's word for moves.ftl's move-stake.
casino-deal = Deal
casino-deal-empty = Deal: put chips on the bet first (or press Repeat)
# The button that puts your last bet on again: short on the button, whole for a screen reader.
casino-repeat = Repeat
casino-repeat-said = Repeat the last bet
casino-repeat-none = Repeat: there is no bet to repeat yet
# Takes every chip off the bet.
casino-clear = Clear
# A move that costs chips (a buy, a split): $move is its name, $cost what it costs.
casino-move-cost = { $move } ({ $cost })
casino-waiting = Waiting for the others.
# The log's heading.
casino-log = The round
# A legal move, in the list "Your turn: stake, pass" said when your turn comes.
casino-turn-move = { $move ->
    [stake] stake
    [pass] pass
    [twist] twist
    [stick] stick
    [buy] buy
   *[split] split
}

## The keys: a key's name, and what it does

casino-key-enter = Enter
casino-key-backspace = Backspace
# The digit keys 1 to 5, each a chip.
casino-key-digits = 1 to 5
casino-key-repeat = repeat the last bet
casino-key-deal-stick = deal, or stick
casino-key-deal = deal
casino-key-pass = pass
casino-key-twist = twist
casino-key-stick = stick
casino-key-buy = buy
casino-key-split = split
casino-key-chip = add a chip of 1, 5, 25, 100, 500 (Shift: take one off)
casino-key-undo = take the last chip off
casino-key-clear = clear the bet

## The round's log: $who is a player's name (or a seat, or a hand after a split), $card a card
## ("10♥", or in words), $cards a list of them

# A seat with no name in the log.
casino-seat = seat { NUMBER($number, useGrouping: 0) }
# One of a player's hands after a split, where the log names it.
casino-who-hand = { $who } (hand { $hand })
casino-staked = { $who } bets { $amount }
casino-passed = { $who } passes
casino-all-passed = Everyone passed: nothing is dealt
casino-shuffled = The shoe is shuffled
# $number counts the table's fair shuffles from 1.
casino-shuffled-number = The shoe is shuffled (shuffle { NUMBER($number, useGrouping: 0) })
casino-round = Round { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = The dealer takes a card face down
casino-dealt = { $who } gets { $card }
casino-dealer-pontoon = The dealer has Pontoon ({ $cards }): every bet loses
casino-pontoon = { $who }: Pontoon
casino-split = { $who } splits
# $hand is the hand split.
casino-split-hand = { $who } splits (hand { $hand })
casino-bought-card = { $who } buys { $card }
casino-twisted = { $who } twists { $card }
casino-stuck = { $who } sticks
casino-five-card-trick = { $who }: Five Card Trick
casino-bust = { $who } is bust and loses { $amount }
casino-dealer-turned = The dealer turns over { $cards }
casino-dealer-drew = The dealer draws { $card }
casino-dealer-stood = The dealer stands on { $total }
casino-dealer-five = The dealer has a Five Card Trick
casino-dealer-bust = The dealer is bust
# The round's end: $results is a clause for each player, joined by commas.
casino-round-over-results = Round over: { $results }
casino-round-over = Round over
casino-won = { $who } wins { $amount }
casino-lost = { $who } loses { $amount }
casino-even = { $who } is even
casino-session-over = Nobody at the table can cover the minimum

## The coach: what each move open to your hand is worth (docs/web.md, "The coach")

# The switch that turns the coach on in this browser (off unless turned on).
casino-coach = Coach
# The coach's switches and its button, as a screen reader names the group.
casino-coach-group = the coach
# Where the room allows it: the coach counts the cards seen since the shuffle, not a fresh shoe.
casino-coach-seen = By the cards seen
# Asks the coach about the hand in play (the key H).
casino-coach-hint = Hint
casino-key-hint = ask the coach for a hint
casino-coach-off = The room has turned the coach off at this table.
casino-coach-asking = Asking the coach…
# The answer's part of the page, as a screen reader names it.
casino-coach-heading = the coach's hint
# Which count the hint was worked out by.
casino-coach-count = { $count ->
    [seen] By the cards seen since the shuffle
   *[fresh] By a fresh shoe
}
# The hand the hint is for: $cards its cards ("10♣ 6♦"), $bet its bet.
casino-coach-hand = Your hand: { $cards }
casino-coach-hand-bet = Your hand: { $cards }, bet { $bet }
# What a move is worth on average, against the hand's bet: $bets in bets ("−0.412"), $chips in
# chips ("−4.12"), each with its sign.
casino-coach-worth = { $bets } bets ({ $chips } chips)
casino-coach-worth-bets = { $bets } bets
# A move of the hint: $move its name, $worth what it is worth (casino-coach-worth).
casino-coach-move = { $move }: { $worth }
# The best move (or one worth as much), said so in words.
casino-coach-move-best = { $move }, the best: { $worth }
# The hint read aloud: $cards the hand in words, $moves each move with its worth, best first.
casino-coach-said = { $count ->
    [seen] The coach, by the cards seen, for { $cards }: { $moves }
   *[fresh] The coach, by a fresh shoe, for { $cards }: { $moves }
}
casino-coach-stale = This hint was for an earlier moment of the hand: the table has moved on.
# A hint refused, by why.
casino-coach-refused = Hint: { $why ->
    [not_your_turn] the coach answers on your turn to play a hand
    [hints_off] the room has turned the coach off at this table
    [seen_off] this table's coach counts by a fresh shoe only
    [not_seated] the coach is for the players seated here
    [no_coach] this game has no coach
   *[other] the coach cannot answer now
}
# Any other failure of a hint: $why is the room's refusal in words.
casino-coach-failed = Hint: { $why }

## The coach on rounds played: a session's report, a round's review

# What a move gave up against the best: $chips in chips ("1.50"), $bets in bets ("0.150").
casino-coach-cost = { $chips } chips ({ $bets } bets)
# The columns of a table of decisions.
casino-coach-col-round = Round
casino-coach-col-hand = Hand
casino-coach-col-made = Move made
casino-coach-col-best = Best move
casino-coach-col-cost = Cost
# A decision that was the best move (or one worth as much).
casino-coach-was-best = the best
# A round's decisions, on opening its review in the hand histories.
casino-coach-decisions = Your decisions in this round
# A round's review in a line.
casino-coach-review-none = no decisions
casino-coach-review-clean = { $decisions ->
    [one] one decision, the best
   *[other] { $decisions } decisions, each the best
}
casino-coach-review = { $mistakes ->
    [one] one mistake: { $cost }
   *[other] { $mistakes } mistakes: { $cost }
}
# A replay's step that made a decision: what it gave up, or that it was the best.
casino-coach-step-cost = The coach: the best was { $best }; this gave up { $cost }.
casino-coach-step-best = The coach: { $move } was the best move.
# The report of a person's session at a table, after they stand up or go back to the lobby.
casino-report-title = Your session at table { $table }
casino-report-reading = Reading your session…
casino-report-no-rounds = You played no round here.
casino-report-caption = The decisions that were not the best
casino-report-clean = Every decision was the best move, and nothing cost you anything ({ $decisions ->
    [one] one decision
   *[other] { $decisions } decisions
} in { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
}).
casino-report-total = In all, { $mistakes } of { $decisions } decisions in { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
} { $mistakes ->
    [one] was not the best, and it cost { $cost }.
   *[other] were not the best, and they cost { $cost }.
}
casino-report-close = Close the report
