# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = The connection is lost. Reconnecting…
page-skip = Skip to the page
page-language = Language

## The top bar

# The main navigation's name, for screen readers.
page-nav = Main
page-nav-lobby = Lobby
page-nav-hands = Hands
page-nav-practice = Practice
page-nav-console = Console
# $wallet: the chips in the wallet; $seated: the chips at the player's seats; $tables: how many tables.
page-bar-chips = { $wallet } · { $seated } at { $tables ->
    [one] a table
   *[other] { $tables } tables
  }
page-bar-label = chips
# $why: what went wrong, as the browser or the server says it.
page-unreachable = The server cannot be reached: { $why }
page-server-answered = the server answered { $status }

## Signing in

page-auth-title = Casino Pontoon, Pontoon Blackjack
page-auth-intro = Sign in, make an account, or play as a guest: a name is all a guest needs, and it can be claimed with a password later.
page-auth-name = Name
page-auth-password = Password (none for a guest)
page-signin = Sign in
page-signup = Sign up
page-guest = Play as a guest

## The games, by preset

page-game-casino = Casino Pontoon
page-game-pontoon-blackjack = Pontoon Blackjack
page-game-traditional = Pontoon
page-game-shoot = Shoot Pontoon
page-game-palace = Palace Poker
page-line-casino = Against the house, from an 8-pack shoe: beat the dealer without going over 21.
page-line-pontoon-blackjack = The house banks from one pack, shuffled before every round.
page-line-traditional = The home game: a player holds the bank, and a Pontoon takes it.
page-line-shoot = The banker puts up a kitty, and each player may shoot at it.
page-line-palace = Every bet is a heads-up battle: your banner and soldiers against one rival.

## The lobby

page-lobby = Lobby
page-play-now = Play now
page-play = Play { $game }
page-open-tables = Open tables
page-more-tables = More tables
page-no-tables = No table is open yet: press Play above, and one opens for you.
# A table's game and its bets: "Casino Pontoon: bets 10 to 500, 8 packs".
page-rules-line = { $game }: { $stakes }
page-stakes = bets { $min } to { $max }
page-stakes-packs = bets { $min } to { $max }, { $packs ->
    [one] { $packs } pack
   *[other] { $packs } packs
  }
# Palace Poker's bets: $small and $big, the small and the big bet.
page-stakes-palace = { $betting ->
    [no_limit] no-limit
   *[limit] limit
  } { $small }/{ $big }
page-col-table = Table
page-col-bets = Bets
page-col-players = Players
page-col-watching = Watching
page-col-go = Go
page-go = Go
page-go-label = go to table { $table }
# Who sits at a table: $players, their names.
page-seats-free = { $players } · { $free } free
page-seats-full = { $players } · full
page-seats-nobody = nobody yet · { $free } free
page-seat-away = { $name } (away)
page-seat-bot = { $name } (bot)

## A table of one's own

page-own-table = A table of your own
page-own-intro = Choose a game and its rules; you may seat bots at it once it is open.
page-own-game = Game
page-own-seats = Seats
page-own-rules = Rules
page-own-open = Open the table
# An empty number field's hint, where an option may have no limit.
page-no-limit = no limit

## The account

page-account-guest = { $name } (guest)
page-wallet = Wallet
page-wallet-chips = { $chips } chips
page-wallet-top-up = Top up a dry wallet
page-wallet-topped = Your wallet was topped up.
page-limit-title = Your betting limit
page-limit-own = Your own limit: { $limit } a bet (the house's: { $house }).
page-limit-house = The house's limit: { $house } a bet.
# $when: a moment in words, in the person's own time ("Friday 9 January, 18:00").
page-limit-next = It may change again from { $when }, your time (the betting week starts on Friday at noon, New York time).
page-limit-now = You may change it now: once a week, the week starting on Friday at noon, New York time.
page-limit-weekly = The limit changes once a week: the next change may be made from { $when } (your time).
page-limit-largest = Largest bet (empty: the house's)
page-limit-submit = Set the limit
page-limit-set = Your limit is set.
page-pin = PIN
page-pin-confirms = Your PIN confirms a change of your betting limit.
page-pin-unset = Set a PIN (4 to 6 digits) to change your betting limit.
page-pin-locked = Locked after five wrong PINs until { $when }, your time.
page-pin-new = New PIN
page-pin-current = Current PIN
page-pin-submit = Set the PIN
page-pin-done = Your PIN is set.
page-claim-title = Keep this name
page-claim-submit = Claim the name
page-claim-done = The name is yours.
page-password = Password
page-password-intro = A new password signs you out everywhere else.
page-password-now = Password now
page-password-new = New password
page-password-submit = Change the password
page-password-done = Your password is changed.
page-signout = Sign out
page-signout-everywhere = Sign out everywhere
page-statement = Statement, newest first (your time)
page-statement-none = No transfers yet.
page-col-when = When
page-col-what = What
page-col-chips = Chips
# A statement line's reason.
page-reason-grant = grant
page-reason-top-up-wallet = top-up
page-reason-sit = sat down
page-reason-stand = stood up
page-reason-top-up = brought to a table
page-reason-settle = settled

## A password's reset link

page-reset-title = Set a new password
page-reset-intro = This link from the room's operators works once. The new password signs you in here and out everywhere else.
page-reset-submit = Set the password
page-reset-gone-title = This link no longer works
page-reset-gone = The link has been used already or has expired (a link works once, for 24 hours). Ask the room's operators for a new one.

## Hand histories

page-hands-title = Hand histories
page-hands-show-sat-out = Show the rounds I sat out too
page-hands-played = The rounds you played, newest first
page-hands-all = Your rounds, those sat out too, newest first
page-hands-none = No hands played yet: they appear here once a round you played in is over.
page-hands-none-sat = No hands yet: they appear here once a round you sat in is over.
page-hands-older = Older hands
page-col-game = Game
page-col-round = Round
page-col-you = You
page-col-replay = Replay
# The coach's review of the player's decisions in a casino round, read for the rows shown.
page-col-coach = Coach
page-review-reading = reading…
page-review-unread = not to be read now
page-replay = Replay
# $round: the round's number at its table ("?" if it is not known).
page-round-name = Table { $table }, round { $round }
page-replay-label = replay Table { $table }, round { $round }
# A player's result in a round they did not play.
page-sat-out = sat out
page-hand-title = A hand
page-hand-unknown-game = This client does not know the game { $game }.
page-hand-record = The hand record (replays with parlour script)
page-step-start = Step { $at } of { $last }: the seats as the round began
# $action: what was done, in words (one of the page-step- messages below).
page-step-at = Step { $at } of { $last }: { $action }
page-back = Back
page-next = Next

## A replay's steps: what a player did, $player their name

page-step-bot = { $name } (a bot)
page-step-cut = { $player } cuts for the bank
page-step-deal = { $player } deals
page-step-stake = { $player } bets { $amount }
page-step-twist = { $player } twists
page-step-stick = { $player } sticks
page-step-buy = { $player } buys
# Pontoon at home: a card bought face down, $amount added to the stake.
page-step-buy-amount = { $player } buys { $amount }
page-step-split = { $player } splits
page-step-pass = { $player } passes
page-step-burn = { $player } burns
page-step-shoot = { $player } shoots { $amount }
page-step-kitty = { $player } puts up a kitty of { $amount }
page-step-offer-bank = { $player } offers the bank to { $buyer } for { $price }
page-step-accept-bank = { $player } takes the bank
page-step-decline-bank = { $player } turns the bank down
page-step-double = { $player } doubles the bets
page-step-decline-double = { $player } lets the bets stand
page-step-sit = { $player } sits down
page-step-sit-with = { $player } sits down in seat { $seat } with { $chips } chips
page-step-stand = { $player } stands up
page-step-top-up = { $player } brings more chips: { $chips }
page-step-move = { $player } moves to seat { $seat }
# Palace Poker: a battle against $defender.
page-step-attack = { $player } attacks { $defender }, betting { $bet }
page-step-call = { $player } calls
page-step-raise = { $player } raises { $amount }
page-step-fold = { $player } folds
page-step-stay = { $player } stays
# $cards: the cards let go, as "QH 9C".
page-step-discard = { $player } discards { $cards }
page-step-discard-none = { $player } discards
page-step-seed = { $player } gives a seed
page-step-timeout = { $player } runs out of time
# A verb this page does not know, as the record has it: $verb with its arguments.
page-step-other = { $player } { $verb }

## Fair shuffles

page-fair-title = Fair shuffles at table { $table }
page-fair-unfair = This table is not dealt by the fair scheme (a test table dealt from a stacked pack).
page-fair-scheme-first = Scheme { $scheme } (docs/fairness.md). Before a pack is shuffled the table publishes a commitment, SHA-256 of the house's secret part for that shuffle. Anyone seated may then give a seed, shown to everyone; the shuffle's key is SHA-256 of the house part followed by SHA-256 of each seed, in seat order, so the house, which fixed its part before it saw the seeds, cannot choose the cards. When the pack is done with and every card dealt from it has been shown, the house part is revealed, and this page checks it with its own code.
page-fair-scheme-seeded = Scheme { $scheme } (docs/fairness.md). Before a pack is shuffled the table publishes a commitment: a hash of the shuffle's number and of the house's secret part for it. Every seated player then mixes in a seed, of which the others are shown only a hash; the shuffle's key is a hash of the house part and each seat's seed hash, in seat order, so the house, which fixed its part before it saw the seeds, cannot choose the cards. When the pack is done with and every card dealt from it has been shown, the house part and the seeds are revealed, and this page checks them with its own code.
page-fair-schemes-mixed = Some shuffles below were made by another scheme: each is checked by its own.
page-fair-next = Next: shuffle { $number } (scheme { $scheme })
# Followed by the commitment itself, a long hash.
page-fair-commitment = Commitment
# $seeds: the seeds given, as "Fay: “her words”, Gil: 3f2a…".
page-fair-seeds-so-far = Seeds given so far: { $seeds }
page-fair-seeds = seeds: { $seeds }
page-fair-no-seed = no seed was given: the house part alone
page-fair-made = Shuffles made
page-fair-none-made = None yet: the pack is shuffled for the first deal.
page-fair-shuffle = Shuffle { $number } (scheme { $scheme }): { $cards } cards, before action { $action }
# Followed by the house's part itself, a long hash.
page-fair-house = House part
page-fair-secret = Still secret: the pack is in use, or a card dealt from it was never shown. It is revealed once the pack is done with and every card dealt from it has been shown.
page-fair-secret-seeded = Still secret: the pack is in use, or a card dealt from it was never shown. It is revealed, with its seeds, once the pack is done with and every card dealt from it has been shown.
page-fair-commitment-ok = the revealed house part hashes to the commitment published before the shuffle
page-fair-commitment-bad = the revealed house part does not hash to the commitment
page-fair-seeds-ok = each seed revealed is the one whose hash was published before the shuffle
page-fair-seeds-bad = the seed revealed for { $player } is not the one whose hash was published
page-fair-seeds-bad-seat = the seed revealed for seat { $seat } is not the one whose hash was published
page-fair-key-ok = the key is the house part mixed with the seeds, as the server says
page-fair-key-ok-seats = the key is the house part mixed with the seeds, each with its seat, as the server says
page-fair-key-bad = the key is not the house part mixed with these seeds
page-fair-pile-ok = it shuffled a pile of { $cards } cards refilled from the discards in the middle of a hand: the published pile holds them in a new pack's order, as the scheme puts them before the shuffle
page-fair-pile-bad = the published pile of the discards is not { $cards } cards in a new pack's order
page-fair-pile-unpublished = This shuffle took { $cards } cards, a pile refilled from the discards in the middle of a hand, and the table did not publish the pile, so its cards cannot be recomputed here.
page-fair-none-dealt = No cards dealt are listed for this pack: a Palace hand shuffles its piles more than once, and its hand history replays from the keys of its shuffles instead.
page-fair-dealt-ok = the { $count } cards dealt from it are the top { $count } of the pack recomputed from the key
# $card: its place among the cards dealt; $dealt and $expected: the card dealt and the recomputed pack's, as "QH".
page-fair-dealt-bad = card { $card } dealt ({ $dealt }) is not the recomputed pack's ({ $expected })
# $round: the round's number at its table; $hand: the hand's number in the room.
page-fair-round-ok = your round { $round } (hand { $hand }): its { $count } cards are cards { $from } to { $to } dealt
page-fair-round-bad = your round { $round } (hand { $hand }) is not among the cards dealt from this pack
page-fair-pack = The pack as the key shuffles it, top first (the cards dealt marked)
page-fair-back = Back to the table

## The server's refusals, by their code: error-CODE, said with the values the server sends in
## its `args`. Where one code stands for several refusals, `$why` says which (the keys below);
## without the values a message asks for, the page shows the server's own words.

error-unauthenticated = sign in first
error-not_an_operator = this is for the room's operators
error-operators_only = the metrics are the room's operators'
error-bad_origin = a page of another site may not do this
error-bad_client = a client id is 8 to 64 letters, digits, - and _
# A round's review asked of a game with no coach (only the casino tables have one).
error-no_coach = this game has no coach
error-bad_lang = not a language Parlour speaks
error-name_taken = the name "{ $name }" is taken
error-bad_name = { $why ->
    [empty] a name needs at least one character
    [long] a name is at most 24 characters
    [characters] a name is of letters, digits, marks and signs that show, and plain spaces
    [blank] a name needs a character that shows
   *[brackets] a name may not hold [ or ], or what looks like them
  }
error-bad_password = { $why ->
    [needed] an account needs a password
    [guest] a guest has no password
    [short] a password is at least 8 characters
    [long] a password is at most 128 characters
    [name] a password may not be the account's name
   *[common] this password is too easily guessed: a common one, a word, or a pattern
  }
error-wrong_password = { $why ->
    [now] that is not the password now
   *[signin] no such name and password
  }
error-not_a_guest = this account has a password already
error-guest = a guest has no password: claim the name instead
error-password_changed = the password changed meanwhile; sign in again
error-bad_link = this link does not work: it was used, or it expired; ask the room for a new one
# $reason: the operator's words.
error-suspended = { $why ->
    [banned] this account is banned: { $reason }
   *[suspended] this account is suspended: { $reason }
  }
error-bad_pin = a PIN is 4 to 6 digits
error-no_pin = { $why ->
    [change] give the PIN now to change it
   *[first] set a PIN first
  }
# $left: the tries left; $tries: the tries in all.
error-wrong_pin = wrong PIN ({ $left } of { $tries } tries left)
error-pin_locked = { $why ->
    [locked] five wrong PINs: the PIN is locked for 15 minutes
   *[wait] too many wrong PINs: try again in { $minutes } minutes
  }
# $max: the house's maximum bet.
error-bad_limit = a limit is 1 to the house maximum, { $max }
# $when: the moment, in the person's own time (the page makes it from the refusal's `at`).
error-limit_changed_this_week = the limit changes once a week; the next change is allowed from { $when }, your time
error-not_dry = { $why ->
    [seated] { $chips } chips of yours are at table { $table }: a wallet is topped up only while you sit at no table, so stand up there first
   *[full] a wallet is topped up when it holds less than { $below } and you sit at no table
  }
error-no_hand = no hand { $id }
error-no_such_table = { $why ->
    [open] no open table { $id }
   *[any] no table { $id }
  }
error-bad_preset = no such preset: GET /api/presets lists them
# Other refusals of a table's rules come in the server's own words.
error-bad_table = { $why ->
   *[stacked] a stacked pack is for test servers (parlour serve --allow-stacked)
  }
# $most: the most tables a person may have open.
error-too_many_tables = { $why ->
    [quick] no seat is free at a table of this game, and you have { $most } tables open, the most you may: play at one of them
   *[open] you have { $most } tables open, the most you may: play at one of them
  }
# Too many requests: $what, of what; $unit and $count, how long to wait.
error-too_many = { $what ->
    [connections] too many connections for this account: close one first
   *[other] too many { $what ->
        [signin] sign-in tries
        [practice] practice hands
        [wrong-passwords] wrong passwords for this name
        [changes] password and PIN changes
        [top-ups] top-ups
       *[accounts] new accounts
    } from here; try again in { $unit ->
        [seconds] { $count } seconds
        [minutes] { $count } minutes
       *[hours] { $count } hours
    }
  }
error-busy = { $why ->
    [passwords] too many passwords are being checked at once; try again
    [coach] the coach is busy; try again
    [table] the table cannot answer now; try again
    [table-now] the table cannot take it now; try again
    [write] the database did not take the change; try again
    [server] the server is busy; try again
    [table-busy] the table is busy; try again
    [moving] the table is moving to this node; try again
    [taken-over] the table's node is not answering; it is being taken over: try again
    [limit] your betting limit could not be read; try again
   *[database] the database is not answering; try again
  }
# The room's own failures; any other comes in the server's own words.
error-server = { $why ->
    [password] the password could not be checked
    [coach] the coach could not answer
    [replay] the hand does not replay
    [game] an unknown game
    [report] the report failed
    [address] the connection's address is unknown
   *[database] the database failed
  }

## The operators' refusals

# $most: the most chips one adjustment moves.
error-bad_amount = an adjustment moves 1 to { $most } chips, into the wallet or out of it
# $balance: the chips the wallet holds.
error-short = the wallet holds { $balance }: no more can be taken from it
# $most: the most characters a reason may have.
error-bad_reason = say why, in 1 to { $most } characters
error-no_such_person = no account { $id }
error-bad_until = a suspension ends in the future, within ten years (a ban has no end)
error-operator = an operator is not suspended or banned: their grant is taken back first
error-not_sanctioned = no suspension or ban of theirs is in force
error-not_locked = their PIN is not locked, and no wrong try counts against it
error-bad_days = a report covers 1 to 366 days
error-elsewhere = { $why ->
    [now] another node of the group serves this table now: ask it
   *[served] another node of the group serves this table: ask it
  }
error-closing = { $why ->
    [seat] the table closes at the end of this round: choose another
   *[closing] the table is closing
  }

## A table's refusals of a request (the table protocol's errors)

# $balance: the chips in the wallet.
error-wallet = your wallet holds { $balance } chips, not enough
# $most: the house's maximum bet; $wager: the bet.
error-over_house_max = the house takes at most { $most } on one bet; a bet of { $wager } is over it
# $limit: the person's own limit; $wager: the bet.
error-over_your_limit = your own betting limit is { $limit }; a bet of { $wager } is over it
# $seat: the seat's number, from 1.
error-seat_taken = { $why ->
    [here] you sit at this table already
    [next] you sit down at the next round already
   *[taken] seat { $seat } is not free
  }
error-not_seated = { $why ->
    [bot] no bot sits in seat { $seat }
   *[you] you do not sit at this table
  }
error-not_your_table = only the table's opener, or a player seated at it, adds or removes bots
error-flood = too many messages: slow down
error-shutting_down = the server is stopping
error-not_paused = the table is not paused

## Practice: the trainer's casino hands (docs/web.md, "Practice")

page-practice-title = Practice
page-practice-intro = Hands players often get wrong at a casino table, one at a time: a hard 15 or 16, a soft 17 to 19, a pair. Choose your move as at the table; the coach says whether it was the best, by a fresh shoe, and what each move is worth. The kinds you miss are dealt more often.
page-practice-hand-title = Your hand
page-practice-dealing = Dealing…
# The hand dealt: a hard or soft total, or a pair (its total too).
page-practice-hard = Hard { $total }
page-practice-soft = Soft { $total }
page-practice-pair = A pair: { $total }
# Said to a screen reader when a hand is dealt: $hand is the hand in words (page-practice-hard...).
page-practice-dealt = Dealt: { $hand }
page-practice-bought = Bought: the bet is doubled; you may twist or stick.
# The move buttons, as a screen reader names their group.
page-practice-moves = your move
# The answer: $move the move made, $best the best; what it gave up in bets and in chips at a bet of $bet.
page-practice-right = Right: { $move } is the best move.
page-practice-wrong = Not the best: the best is { $best }. { $move } gives up { $bets } bets ({ $chips } chips at a bet of { $bet }).
# The list of each move's worth, as a screen reader names it.
page-practice-worth = what each move is worth at a bet of { $bet }
page-practice-next = Next hand
page-practice-again = Deal again
page-practice-unreadable = The room's answer is not a hand: deal again.
page-practice-score-title = Your score
page-practice-score = Right: { $right } of { $answered } · chips given up at a bet of { $bet }: { $chips }
page-practice-kinds = Your answers by kind of hand, and how often each kind is dealt
page-practice-col-kind = Kind
page-practice-col-answered = Answered
page-practice-col-missed = Missed
page-practice-col-often = Dealt
page-practice-kind-hard = Hard 15 or 16
page-practice-kind-soft = Soft 17 to 19
page-practice-kind-pair = A pair
page-practice-reset = Start the score again
# The page's keys.
page-practice-key-stick = stick
page-practice-key-twist = twist
page-practice-key-buy = buy
page-practice-key-split = split
page-practice-key-enter = stick; once answered, the next hand
page-practice-key-next = the next hand
