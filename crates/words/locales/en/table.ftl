# table: what every game's table page shares (its seats, heading, fair shuffle, turn, log, cards,
# hand totals and results, the options of a game and the rules page of a table).

## A table's heading, the tab's title, the turn's alerts

# $table is the table's number, written as it is.
table-heading = Table { $table }
table-tab = Table { $table } · Parlour
table-tab-turn = ● Your turn · Table { $table }
table-link-rules = the rules
table-link-lobby = lobby
# The group of the two switches below, as a screen reader names it.
table-alerts-label = on your turn
table-alert-sound = Sound
table-alert-notify = Notify me
table-notify-title = Your turn at table { $table }
table-notify-none = This browser has no notifications.
table-notify-blocked = The browser blocks notifications from this site: its site settings can allow them.
# $reason is the operator's own words.
table-paused = The room has paused this table: { $reason }. The round in play finishes, and no new round begins until the table plays again.
table-joining = Joining the table…
# $moves: the moves that may be made, in words, separated by commas.
table-your-turn = Your turn: { $moves }
table-connection-lost = The connection is lost: nothing can be done until it is back.
# A request given up after the connection dropped, said after the request's name ("Sit down: ...").
table-request-lost = the connection was lost; try again
# The log of the table's events, as a screen reader names it: $title is the log's heading, in lower case.
table-log-label = { $title }, newest last
table-keys = Keys
# The space bar, as a key's cap shows it.
table-key-space = Space
# The turn's ring: the seconds left, and what it is.
table-ring-seconds = { $seconds } s
table-ring-label = time left for this turn
# $game is the game's code name.
table-unknown-game = This client does not know the game { $game }.

## The seats

# A seat by its number, where it has no player to name it by.
table-seat-n = seat { $seat }
table-seat-free = Seat { $seat }: free
# After the viewer's own name.
table-you = (you)
table-chips = { $count ->
    [one] { $count } chip
   *[other] { $count } chips
}
# A seat as a screen reader names it: its number and player (or free), then, after commas, what
# else is so of it.
table-seat-label = seat { $seat }: { $name }
table-seat-label-free = seat { $seat }, free
table-seat-label-mine = your seat
table-seat-label-on-turn = on turn
table-sit-here = Sit here
table-move-here = Move here
# The name of a request to move, before its refusal ("Move: ...").
table-move = Move
table-add-bot = Add a bot
# The choice an empty seat's Add a bot opens at a game whose bots come at several levels
# (docs/bots.md): its name for screen readers, then each level as its button says it.
table-bot-levels = Which bot for seat { $seat }?
table-bot-best = Best, the strongest
table-bot-standard = Standard
table-bot-cautious = Cautious
table-bot-bold = Bold
table-remove-bot = Remove the bot
table-sit-down = Sit down
table-chips-to-bring = Chips to bring
table-chips-to-bring-label = chips to bring
table-wallet-holds = Your wallet holds { $chips }.
# $elsewhere: the chips at the person's other tables, each as table-chips-at-table says, separated by commas.
table-wallet-holds-elsewhere = Your wallet holds { $chips }; { $elsewhere }.
table-chips-at-table = { $chips } at table { $table }
table-bring-more = Bring more chips
table-bring-them = Bring them
table-from-wallet = from your wallet of { $chips }
table-stand-up = Stand up
# The name of a request that takes back a seat change asked for.
table-stay = Stay
table-stay-at-table = Stay at the table
table-stay-where-i-am = Stay where I am
table-dont-sit = Don't sit
table-watching = You are watching. Choose a free seat to sit down.
# What a seat shows of a change kept for the round's end.
table-kept-sit = { $name } sits here after this round
table-kept-stand = leaves after this round
table-kept-move = moves to seat { $seat } after this round
table-kept-top-up = brings more chips after this round
table-kept-bot-in = a bot sits here after this round
table-kept-bot-out = the bot leaves after this round
table-kept-bot-out-named = { $name } leaves after this round
table-kept-move-here = a player moves here after this round
table-kept-move-here-named = { $name } moves here after this round
table-away = away
table-away-rule = Away: no connection of theirs follows the table. Their turns pass after a few seconds; once they have missed a whole round, or been away three minutes, they are sat out and their chips go back to their wallet.
# A seat change that waits for the end of the hand or of the round ($until).
table-waiting-sit = { $until ->
    [round] You sit down in seat { $seat } when this round is over.
   *[hand] You sit down in seat { $seat } when this hand is over.
}
table-waiting-stand = { $until ->
    [round] You leave the table when this round is over.
   *[hand] You leave the table when this hand is over.
}
table-waiting-move = { $until ->
    [round] You move to seat { $seat } when this round is over.
   *[hand] You move to seat { $seat } when this hand is over.
}
table-waiting-top-up = { $until ->
    [round] Your chips come when this round is over.
   *[hand] Your chips come when this hand is over.
}
table-waiting-bot-in = { $until ->
    [round] A bot sits in seat { $seat } when this round is over.
   *[hand] A bot sits in seat { $seat } when this hand is over.
}
table-waiting-bot-out = { $until ->
    [round] The bot in seat { $seat } leaves when this round is over.
   *[hand] The bot in seat { $seat } leaves when this hand is over.
}
# Seat changes in the log: $who is a player's name, or table-seat-n.
table-seated-sit = { $name } sits down in seat { $seat } with { $chips }
table-seated-top-up = { $who } brings { $chips } more
table-seated-stand = { $who } stands up
table-seated-move = { $who } moves to seat { $seat }

## Names, the cut, the shuffles

# The last two of a list of names: $first is the others, separated by commas.
table-names-and = { $first } and { $last }
# After a sentence of the log: which fair shuffle it made ($shuffle is its number, written as it is).
table-shuffle-note = (shuffle { $shuffle })
# Who won the cut for the first bank ($prize bank) or the first deal ($prize deal); $card is the
# card, $tied the names of those who tied before.
table-cut-won = { $who } cuts the highest card, { $card }, and { $prize ->
    [bank] holds the bank
    [deal] deals the first hand
   *[other] { $prize }
}
table-cut-won-plain = { $who } cuts the highest card and { $prize ->
    [bank] holds the bank
    [deal] deals the first hand
   *[other] { $prize }
}
table-cut-tie-won = { $tied } tied and cut again: { $who } cuts the highest card, { $card }, and { $prize ->
    [bank] holds the bank
    [deal] deals the first hand
   *[other] { $prize }
}
table-cut-tie-won-plain = { $tied } tied and cut again: { $who } cuts the highest card and { $prize ->
    [bank] holds the bank
    [deal] deals the first hand
   *[other] { $prize }
}

## Cards in words, as a screen reader reads them

table-card = { $rank ->
    [ace] ace
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
   *[king] king
} of { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
}
table-card-down = a card face down

## A Pontoon hand's total and result (the casino's dealer)

table-soft = soft { $total }
table-hand-pontoon = Pontoon
table-hand-five-card-trick = Five Card Trick
table-hand-bust = Bust
table-hand-bust-total = Bust ({ $total })
table-result-pontoon = Pontoon pays 2 to 1
table-result-five-card-trick = Five Card Trick pays 2 to 1
table-result-dealer-bust = the dealer is bust: wins 1 to 1
table-result-wins = wins 1 to 1
table-result-bust = bust
table-result-dealer-pontoon = the dealer has Pontoon
table-result-tie = ties go to the dealer
table-result-loses = loses

## The chips of a bet

# What caps a bet, after "At most 30:".
table-cap-table = the table's largest bet
table-cap-seat = your chips at the table
table-cap-own = your own betting limit
# Why a chip may not go on the bet: $chip the chip, $bet the bet it would make, $most the cap.
table-chip-over = { $cap ->
    [seat] { $chip } would make the bet { $bet }: over your chips at the table, { $most }
    [own] { $chip } would make the bet { $bet }: over your own betting limit, { $most }
   *[table] { $chip } would make the bet { $bet }: over the table's largest bet, { $most }
}

## The fair shuffle

# $number is the shuffle's number, written as it is; $commitment the start of its hash.
table-fair-summary = Fair shuffle: next is number { $number }, committed to { $commitment }…
table-seeds-seen-open = Every seated player mixes a seed into every shuffle: the page gives a random one unless the player writes their own. At this shuffle every seed is shown to everyone at the table.
table-seeds-seen-hashed = Every seated player mixes a seed into every shuffle: the page gives a random one unless the player writes their own. Until the pack is revealed, your own seed is shown to you and only its hash to the others, as theirs are shown to you.
# Before the commitment's hash.
table-commitment = Commitment
# $seeds: each seed given, as table-seed-shown says it or a player's name and a hash, separated by commas.
table-seeds-for-it = Seeds for it: { $seeds }
table-seeds-none = none yet
# A seed the viewer may read: $who is the player, $seed their words.
table-seed-shown = { $who }: “{ $seed }”
table-seed-placeholder = your own words
table-seed-label = your own seed for the next shuffle
table-seed-invalid = A seed is 1 to 64 characters, none of them a control character.
table-seed-give = Use my own seed
# The name of a request giving a seed, before its refusal ("Seed: ...").
table-seed-what = Seed
table-check-shuffles = Check the shuffles made

## A game's options, as the lobby's form and the rules page name them

table-option-packs = Packs
table-option-reshuffle_at = Shuffle the shoe
table-option-min_stake = Smallest bet
table-option-max_stake = Largest bet
table-option-max_hands = Hands from splitting
table-option-max_split_hands = Hands from splitting
table-option-split_by_value = Split any two tens
table-option-dealer_hits_soft_17 = Dealer hits soft 17
table-option-stick_min = Stick on at least
table-option-aces_only_split = Split aces only
table-option-banker_may_double = Banker may double
table-option-player_pontoon_pays = A player's Pontoon wins
table-option-banker_pontoon_collects = The banker's Pontoon collects
table-option-no_fifth_card_buy_under_12 = No fifth card bought under 12
table-option-royal_pontoon = Royal Pontoon (three 7s)
table-option-royal_pontoon_pays = A Royal Pontoon wins
table-option-picture_beats_ten = A picture beats a ten
table-option-ace_ten_not_pontoon = Ace and ten is no Pontoon
table-option-natural_beats_plain = A-K and A-Q beat A-J and A-T
table-option-burn = Burn a hard
table-option-shoot = Shoot bets
table-option-kitty_min = Smallest kitty
table-option-kitty_max = Largest kitty
table-option-small_bet = Small bet
table-option-big_bet = Big bet
table-option-betting = Betting
table-option-exclusion = Banner excludes
table-option-max_soldiers = Most soldiers
# An option another's bounds start from, as table-hint-from and table-hint-range take it ($from).
table-bound-min_stake = the smallest bet
table-bound-kitty_min = the smallest kitty
table-bound-small_bet = the small bet
# The bounds of a number: $from and $to are numbers or an option as table-bound-* says it.
table-hint-from = from { $from }, no upper limit
table-hint-range = { $from } to { $to }
table-value-none = none
table-value-no-limit = no limit
table-value-limit = limit
# The card of a banner excludes its suit or its rank.
table-value-suit = its suit
table-value-rank = its rank
table-yes = yes
table-no = no
# The part of a shoe dealt, as a value of its own.
table-fraction-quarter = a quarter
table-fraction-third = a third
table-fraction-half = half
table-fraction-two-thirds = two thirds
table-fraction-three-quarters = three quarters
# When the shoe is shuffled, as a choice of the lobby's form.
table-shuffle-every-round = every round
table-shuffle-after-quarter = after a quarter
table-shuffle-after-third = after a third
table-shuffle-after-half = after half
table-shuffle-after-two-thirds = after two thirds
table-shuffle-after-three-quarters = after three quarters
# $fraction is a number (0.4).
table-shuffle-after = after { $fraction }

## A table's rules page

# $table is the table's number, written as it is.
table-rules-title = The rules of table { $table }
table-rules-caption = The options of this table
table-rules-option = Option
table-rules-here = Here
table-rules-does = What it does
table-rules-seats = The seats at this room
table-rules-back = Back to the table
table-span-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
table-span-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
# $span is a length of time, as table-span-seconds or table-span-minutes says it.
table-room-turn = Each turn lasts { $span }; a bet or a move not made in time is the turn's timeout (a pass, a stick).
table-room-seats = Seats change between rounds. Sitting down, standing up, moving, bringing more chips, and a bot in or out may be asked for at any moment: during a round the seat says so ("leaves after this round") and the change is made when the round ends. Stay takes it back until then.
# $grace, $away: lengths of time; $rounds: the whole rounds a player away is waited for.
table-room-away = A player whose page has left the table is shown away. After { $grace } away their turns are not waited for. They are sat out after { $away } away: stood up between rounds, their chips back in their wallet.
table-room-away-rounds = A player whose page has left the table is shown away. After { $grace } away their turns are not waited for. They are sat out after { $away } away, or once { $rounds ->
    [one] a whole round has
   *[other] { $rounds } whole rounds have
} been played without them: stood up between rounds, their chips back in their wallet.
table-room-idle = A table where nobody but bots has sat for { $span } closes.
