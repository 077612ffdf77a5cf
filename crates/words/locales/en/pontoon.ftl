# pontoon
# The home games: traditional Pontoon, where a player holds the bank, and Shoot Pontoon, where the
# bank keeps a kitty against the players' shoot bets. The buttons Stake, Twist, Stick, Buy and
# Split are the moves' own (moves.ftl).
# $name, $who, $bank, $buyer, $from, $to, $banker: a player's name, or a phrase that stands for
# one ("seat 2", "Ann (hand 2)", "Ann (the bank)", "The bank"); $card, $cards: cards written out.

## Who is who

# A seat nobody's name is known for.
pontoon-seat = seat { $seat }
# A player's second (third...) hand after a split.
pontoon-who-hand = { $name } (hand { $hand })
# The banker, as the subject of a sentence.
pontoon-bank-of = { $name } (the bank)
pontoon-the-bank = The bank

## The bank at the head of the table

pontoon-plaque = BANK
pontoon-banker-due = The bank is to be cut for
pontoon-banker-none = The bank: nobody yet
pontoon-banker-is = The bank: { $name }
pontoon-banker-mine = The bank: { $name } (you)
pontoon-aria-bank = the bank
pontoon-aria-bank-due = the bank, to be cut for
pontoon-aria-bank-name = the bank: { $name }
pontoon-aria-bank-mine = the bank: { $name }, you
# Said of the banker's seat after its number and name ("seat 1: Ann, the bank").
pontoon-aria-seat-bank = , the bank
pontoon-chips = { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
  }
pontoon-kitty = Kitty { $kitty }
pontoon-aria-kitty = the kitty holds { $kitty }
pontoon-kitty-this-hand = ({ $net } this hand)
pontoon-last-bank = Hand { $number }: { $name }'s bank
pontoon-doubled = Every stake doubled
pontoon-offer-line = { $banker } offers the bank to { $buyer } for { $price }
pontoon-offer-line-you = { $banker } offers the bank to you for { $price }

## The cut for the first bank

pontoon-cut-title = The cut for the bank: the highest card banks, aces high
pontoon-cut-again-note = (again, round { $round })
pontoon-cut-winner = { $name } cuts the highest card, { $card }, and holds the bank
pontoon-cut-winner-tie = { $tied } tied and cut again: { $name } cuts the highest card, { $card }, and holds the bank
pontoon-cut-winner-bare = { $name } cuts the highest card and holds the bank
pontoon-cut-winner-tie-bare = { $tied } tied and cut again: { $name } cuts the highest card and holds the bank
# The log's line: $cuts lists each player's card ("Ann K♠, Cleo K♥").
pontoon-cut-log = The cut for the bank: { $cuts }. { $banker } holds the bank
pontoon-cut-log-again = again, round { $round }: { $cuts }
pontoon-cut-due-none = The players cut for the bank once two have sat down
pontoon-cut-due-call = { $name } is to call the cut for the bank
pontoon-cut-due-wait = { $name } sat down first and calls the cut for the bank: waiting for a second player

## A hand's box, its result and its shoot bet

pontoon-box-face-down = face down
pontoon-box-drawing = drawing
pontoon-box-playing = playing
pontoon-box-sticks = sticks
pontoon-box-split = split
pontoon-box-pontoon = Pontoon
pontoon-box-five = Five Card Trick
pontoon-box-bust = Bust
pontoon-box-not-played = did not play: every hand bust
pontoon-box-stayed = stays on { $total }: paying { $paying }
pontoon-box-stayed-21 = stays on { $total }: pays only Pontoons and Five Card Tricks
pontoon-result-pontoon = Pontoon wins { $amount }
pontoon-result-five = Five Card Trick wins { $amount }
pontoon-result-wins = wins { $amount }
pontoon-result-bust = bust: loses { $amount }
pontoon-result-loses = loses { $amount }
pontoon-result-even = stands even
pontoon-shoot-bet = shoot bet { $amount }
pontoon-shoot-bet-fourth = shoot bet { $amount }: the fourth card must come
pontoon-shoot-won = shoot bet wins { $amount } from the kitty
pontoon-shoot-lost = shoot bet lost: { $amount } to the kitty
pontoon-shoot-even = shoot bet stands even
pontoon-shoot-open = may place its own shoot bet
pontoon-burnt = burnt
pontoon-tag-bought = bought { $amount }
pontoon-tag-bought-title = bought face down
pontoon-tag-twisted = twisted
pontoon-tag-twisted-title = twisted face up
pontoon-stake-line = stake { $stake }
# $buys: the prices paid for bought cards ("5 + 10").
pontoon-stake-line-bought = stake { $stake }, bought for { $buys }

## A seat

pontoon-badge = holds the bank
pontoon-seat-plays-bank = plays the bank's hand, above
pontoon-seat-deals-bank = deals from the bank, above
pontoon-seat-calls-cut = sat down first: calls the cut for the bank
pontoon-seat-stakes = stakes { $amount }
pontoon-seat-to-stake = to stake
pontoon-seat-no-stake = no stake yet
pontoon-seat-net = this hand { $net }

## Where the table stands

pontoon-status-hand = Hand { $number }
pontoon-status-hand-over = Hand { $number } is over
pontoon-status-pack = { $pack ->
    [one] { $pack } card in the pack
   *[other] { $pack } cards in the pack
  }
pontoon-status-pack-shuffle = { $pack ->
    [one] { $pack } card in the pack, shuffled before the next deal
   *[other] { $pack } cards in the pack, shuffled before the next deal
  }
pontoon-wait-offered = { $buyer } is offered the bank for { $price }
pontoon-wait-deal = { $bank } is to deal
pontoon-wait-stake = { $who } is to stake
pontoon-wait-double = { $bank } decides whether to double the stakes
pontoon-wait-shoot = { $who } may place a shoot bet
pontoon-wait-play = { $who } is playing
pontoon-wait-play-hand = { $who } is playing hand { $hand }
pontoon-wait-bank = { $bank } is playing
pontoon-wait-over = No hand can be dealt now: the table waits for players with chips

## The log

pontoon-log-title = The hands
pontoon-shuffled = The pack is shuffled
pontoon-shuffled-fair = The pack is shuffled (shuffle { $shuffle })
# $punters: the players dealt to, as a list.
pontoon-hand-started = Hand { $number }: { $banker } deals to { $punters }
pontoon-hand-started-nobody = Hand { $number }: { $banker } deals to nobody
pontoon-bank-takes = { $bank } takes { $card }
pontoon-bank-takes-down = { $bank } takes a card face down
pontoon-gets = { $who } gets { $card }
pontoon-gets-down = { $who } gets a card face down
pontoon-bank-looks = { $bank } looks at the cards
pontoon-bank-looks-at = { $bank } looks at { $cards }
pontoon-staked = { $who } stakes { $amount }
pontoon-bank-doubles = { $bank } doubles every stake
pontoon-bank-lets-stand = { $bank } lets the stakes stand
pontoon-shot = { $who } shoots { $amount } against the kitty
pontoon-no-shot = { $who } makes no shoot bet
pontoon-burns = { $who } burns { $cards } and takes two new cards
pontoon-kitty-put = { $bank } puts { $amount } into the kitty: it holds { $kitty }
pontoon-kitty-returned = The kitty's { $amount } goes back to { $to }
pontoon-bank-pontoon = { $bank } has Pontoon ({ $cards }): the hand is over
pontoon-declares = { $who } declares Pontoon ({ $cards })
pontoon-splits = { $who } splits { $cards }
pontoon-buys = { $who } buys { $card } for { $amount }
pontoon-buys-down = { $who } buys a card face down for { $amount }
pontoon-twists = { $who } twists { $card }
pontoon-sticks = { $who } sticks
pontoon-five = { $who }: Five Card Trick
pontoon-bust = { $who } is bust ({ $cards }) and loses { $lost }
pontoon-bank-turns = { $bank } turns over { $cards }
pontoon-bank-stays = { $bank } stays on { $total }: paying { $paying }
pontoon-bank-stays-21 = { $bank } stays on { $total }: pays only Pontoons and Five Card Tricks
pontoon-bank-bust = { $bank } is bust: every hand still standing is paid
pontoon-bank-five = { $bank } has a Five Card Trick
pontoon-shows = { $who } shows { $cards }
# $payments: each payment of the hand (pontoon-pays...), as a list.
pontoon-settled = Settled: { $payments }
pontoon-settled-none = Settled: no chips move
pontoon-pays = { $from } pays { $to } { $amount }
pontoon-pays-kitty = { $from } pays the kitty { $amount }
pontoon-kitty-pays = the kitty pays { $to } { $amount }
# $results: each player's net ("Ann +20, Bix −20"), as a list.
pontoon-round-over = Hand { $number } is over: { $results }
pontoon-kitty-net = the kitty { $net }
pontoon-bank-offers = { $bank } offers the bank to { $buyer } for { $price }
pontoon-turns-down = { $buyer } turns the bank down
pontoon-session-over = No further hand can be dealt
pontoon-passed-pontoon = { $to }'s Pontoon takes the bank from { $from }: { $to } holds the bank now
pontoon-passed-broken = { $from }'s bank is broken: { $to } holds the bank now
pontoon-passed-sold = { $from } sells the bank to { $to } for { $price }: { $to } holds the bank now
pontoon-passed-left = { $from } leaves the bank: { $to } holds the bank now
pontoon-passed = The bank passes from { $from } to { $to }
# $news: the change of bank said just before (pontoon-passed...).
pontoon-news-kitty = { $news }; the kitty's { $amount } goes back to { $to }

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontoon
  }, { $mine ->
    [yes] your bank
   *[no] { $banker }'s bank
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Cut for the bank
pontoon-verb-deal = Deal
pontoon-verb-burn = Burn
pontoon-verb-shoot = Shoot
pontoon-verb-kitty = Kitty
pontoon-verb-double = Double
pontoon-verb-decline-double = Let the stakes stand
pontoon-verb-offer-bank = Offer the bank
pontoon-verb-accept-bank = Take the bank
pontoon-verb-decline-bank = Turn the bank down

## The controls

# An amount's range: "1 to 25".
pontoon-range = { $min } to { $max }
# An amount's slider: $label is the entry's own (pontoon-stake-label...).
pontoon-slider = { $label }, from { $min } to { $max }
pontoon-amount-whole = { $move }: the amount must be a whole number of chips, { $range }
pontoon-amount-range = { $move }: the amount must be from { $min } to { $max }
pontoon-price-whole = Offer the bank: the price must be a whole number of chips, { $range }
pontoon-price-range = Offer the bank: the price must be from { $min } to { $max }
pontoon-cut-hint = You sat down first, so you call the cut: each player is dealt a card face up, and the highest (aces high) holds the bank; a tie cuts again.
pontoon-offer-you = { $banker } offers you the bank for { $price }. Take it, and you deal the next hand.
pontoon-aria-offer = the offer of the bank
pontoon-take-bank-for = Take the bank for { $price }
pontoon-turn-it-down = Turn it down
pontoon-kitty-add = Add to the kitty
pontoon-kitty-up = Put up a kitty
pontoon-kitty-button = Put { $amount } into the kitty
pontoon-kitty-note = From { $range } chips of yours, set apart against the shoot bets; the kitty holds { $kitty } now, at most { $most }. Nothing ever comes out of it while you bank.
pontoon-deal-hand = Deal hand { $number }
pontoon-stake-label = Your stake
pontoon-stake-button = Stake { $amount }
pontoon-stake-note = From { $range }, the table's limits.
pontoon-stake-note-cover = From { $range }: the table allows up to { $most }, and { $cover } is what your chips cover (the cover rule).
pontoon-double-button = Double every stake
pontoon-shoot-label = A shoot bet against the kitty
pontoon-shoot-label-fourth = Shoot before your fourth card
pontoon-shoot-button = Shoot { $amount }
pontoon-shoot-note = From { $range }: the kitty holds { $kitty }, and the shoot bets out may never be more.
pontoon-shoot-note-fourth = From { $range }: the kitty holds { $kitty }, and the shoot bets out may never be more. After a shoot you must take the fourth card.
pontoon-no-shoot = No shoot bet
pontoon-take-card = Take a card
pontoon-stay = Stay
pontoon-twist-button = Twist (face up)
pontoon-buy-label = Buy a card face down
pontoon-buy-button = Buy for { $amount }
pontoon-buy-note = From { $range }, added to this hand's stake.
pontoon-sell = Sell the bank…
pontoon-sell-title = Sell the bank
pontoon-sell-to = To
pontoon-sell-for = for
pontoon-sell-cancel = Cancel
pontoon-buyer-option = { $name } (can pay up to { $most })
pontoon-price-note = A price from 1 to { $most }: all { $name }'s chips but one. { $name } takes it or turns it down before the next deal.
pontoon-price-none = { $name } has no chips to spare: the bank cannot be sold to them now.

## The keys

pontoon-key-enter = cut for the bank (before the first hand), deal (the bank, between hands), stake the amount entered, or stick / stay
pontoon-key-plus = twist (the bank: take a card)
pontoon-key-star = buy a card for the amount entered
pontoon-key-slash = split
pontoon-key-c = cut for the bank
pontoon-key-d = deal
pontoon-key-t = twist
pontoon-key-s = stick (the bank: stay)
pontoon-key-b = buy
pontoon-key-l = split
pontoon-key-r = burn
pontoon-key-o = shoot the amount entered
pontoon-key-k = put the amount entered into the kitty
pontoon-key-y = yes: double the stakes, or take the bank offered
pontoon-key-n = no: no shoot bet, let the stakes stand, or turn the bank down
