# The operators' console: its pages, their tables and forms, and what each change says once done.
# Times are the reader's own ("your time"); $until, $since, $at and $time come already written
# in the page's language. Names ($name) and ids ($table, $id, $node) are given as written.

## The console's name, its navigation, and what its pages share

console-name = Console
console-refused = These pages are only for the room's operators.
console-back-lobby = Back to the lobby
console-no-page = The console has no such page.
console-nav-room = The room
console-nav-tables = Tables
console-nav-people = People
console-nav-house = The house's result
console-nav-dumping = Chip dumping
console-nav-audit = Audit log
console-nav-settings = Settings
console-reading = Reading…
console-times-yours = Times are yours.
console-reason = Reason (kept in the audit log)
console-cancel = Cancel
# A report's period, in its list: 1, 7, 30, 90 or 366 days.
console-days =
    { $days ->
        [one] the last day
       *[other] the last { $days } days
    }
# The label of that list.
console-days-over = Over
console-days-show = Show
# The command line on the room's machine, where an operator's name would be.
console-machine = the room's machine

## The games, by the server's id (one this page does not know, as the server names it)

console-game =
    { $game ->
        [casino] Casino
        [pontoon] Pontoon (home game)
        [palace] Palace Poker
       *[other] { $game }
    }

## Column heads

console-head-when = When
console-head-who = Who
console-head-did = Did
# The audit log: what a change was made to (a person, a table).
console-head-subject = To
console-head-why = Why
# Chip dumping: the player the chips came from, and the one they went to.
console-head-from = From
console-head-to = To
console-head-chips = Chips
console-head-rounds = Rounds
console-head-tables = Tables
console-head-day = Day (UTC)
console-head-all-games = All games
console-head-name = Name
# The kind of account: operator, guest, account.
console-head-kind = Kind
console-head-wallet = Wallet
console-head-joined = Joined
console-head-sanction = Sanction now
console-head-table = Table
console-head-seat = Seat
# A statement line: what moved the chips.
console-head-what = What
console-head-game = Game
console-head-net = Net
console-head-replay = Replay
# The kind of sanction: ban, suspension.
console-head-sanction-kind = Kind
# When a sanction began.
console-head-since = From
console-head-until = Until
console-head-by = By
console-head-lifted = Lifted
# The kind of ledger account the chips are in.
console-head-chip-kind = Kind
console-head-setting = Setting
console-head-value = Value
# Where a setting came from.
console-head-source = From
console-head-state = State
console-head-seated = Seated
console-head-opened = Opened
console-head-change = Change

## The room now

console-room-title = The room now
console-room-reading = Reading the room…
console-room-every = Read again every { $seconds } seconds while this page is shown.
console-room-read-at = As read at { $time }, your time.
console-room-unread = The room could not be read: { $error }
console-room-node-since = Node { $node }, serving since { $since } (your time).
console-room-node = Node { $node }.
console-room-tables = Tables
console-room-paused = Paused
console-room-closing = Closing
console-room-people = People seated
console-room-bots = Bots seated
console-room-connections = Connections (sockets open)
console-room-rate = Actions a second (the last minute)
console-books = The books
console-books-balance = The books balance.
console-books-wrong = Not balanced. What is wrong:
console-chips-caption = Chips by kind of account
console-chips-sum = Sum (zero when the books balance)
console-chip-kind =
    { $kind ->
        [wallets] in people's wallets
        [seats] at tables, in seats
        [held] held (bets in play)
        [house] the house
        [grants] grants (chips given out)
        [adjustments] operators' adjustments
       *[other] { $kind }
    }

## Tables

console-tables-reading = Reading the tables…
console-tables-caption = Every table the room serves
console-tables-none = No table is open.
console-tables-about = A paused table finishes the round in play and deals no new one until it is resumed; its people stay seated and may stand. A closed table finishes the round in play, and everyone's chips go back to their wallets. Times are yours.
# A link, inside the next sentence.
console-tables-open-link = Open a table
console-tables-open = { console-tables-open-link } with the lobby's form, "A table of your own".
console-state =
    { $state ->
        [open] open
        [paused] paused
        [closing] closing
       *[other] { $state }
    }
console-closing-now = closing…
console-seated =
    { $people ->
        [one] { $people } person
       *[other] { $people } people
    } and { $bots ->
        [one] { $bots } bot
       *[other] { $bots } bots
    }, of { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }
# Who opened a table: a person, or the house.
console-opened =
    { $who ->
        [person] by { $name }
       *[house] by the house
    }
console-opened-at =
    { $who ->
        [person] by { $name }, { $at }
       *[house] by the house, { $at }
    }
# A change's button.
console-change =
    { $change ->
        [pause] Pause
        [resume] Resume
       *[close] Close
    }
# The same change as a button's name and its form's confirmation.
console-change-table =
    { $change ->
        [pause] Pause table { $table }
        [resume] Resume table { $table }
       *[close] Close table { $table }
    }
console-change-why =
    { $change ->
        [pause] Pause table { $table }: why?
        [resume] Resume table { $table }: why?
       *[close] Close table { $table }: why?
    }
console-paused =
    Table { $table } is { $state ->
        [paused] paused
       *[other] { $state }
    }: the round in play finishes, and no new round begins until it is resumed.
console-resumed =
    Table { $table } is { $state ->
        [open] open
       *[other] { $state }
    } again.
console-closing = Table { $table } closes once the round in play is over; everyone's chips go back to their wallets.
# An answer this page does not know how to say, as the server gave it.
console-closed-other = Table { $table }: { $answer }

## People

console-people-contains = Name contains
console-people-search = Search
console-people-found = Accounts whose name contains "{ $wanted }" (50 at most)
console-people-newest = The newest 50 accounts
console-people-none-found = No account's name contains "{ $wanted }".
console-people-none = No account yet.
console-account-kind =
    { $kind ->
        [operator] operator
        [guest] guest
       *[account] account
    }
console-sanction-none = none
console-sanction-ban =
    banned: { $reason } ({ $who ->
        [machine] by the room's machine
       *[person] by { $name }
    })
console-sanction-suspended =
    suspended with no end: { $reason } ({ $who ->
        [machine] by the room's machine
       *[person] by { $name }
    })
console-sanction-suspended-until =
    suspended until { $until }: { $reason } ({ $who ->
        [machine] by the room's machine
       *[person] by { $name }
    })
# A kind of sanction this page does not know, as the server names it.
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] by the room's machine
       *[person] by { $name }
    })

## A person

console-person-title = A person
# A link, inside the next sentence.
console-person-back-link = Back to people
console-person-back = { console-person-back-link }. Times are yours.
console-chips = { $chips } chips
console-pin = PIN
console-pin-locked = locked until { $until }
console-pin-unlocked = not locked
console-limit = Betting limit
console-limit-own = { $chips } a bet
console-limit-house = the house's
console-seats = Seats
console-seats-caption = Seated now
console-seats-none = Not seated at any table.
console-changes = Changes
console-statement = Statement
console-statement-caption = Statement: the newest 50 transfers of the wallet
console-statement-none = No transfers yet.
# What moved a wallet's chips (one this page does not know, as the server names it).
console-transfer =
    { $reason ->
        [grant] grant
        [top_up_wallet] top-up
        [sit] sat down
        [stand] stood up
        [top_up] brought to a table
        [settle] settled
        [adjust] an operator's adjustment
       *[other] { $reason }
    }
console-hands = Hands
console-hands-caption = The newest 20 rounds they played
console-hands-none = No rounds played yet.
console-replay = Replay
console-replay-hand = replay hand { $hand }, table { $table }
console-sanctions = Sanctions
console-sanctions-caption = Every sanction, newest first
console-sanctions-none = Never sanctioned.
console-sanction-kind =
    { $kind ->
        [ban] ban
       *[suspend] suspension
    }
console-no-end = no end
console-lifted-no = no
console-lifted-at =
    { $at }, { $who ->
        [machine] by the room's machine
       *[person] by { $name }
    }
console-suspend-title = Suspend until a moment
console-suspend-until = Until (your time)
console-suspend = Suspend
console-suspend-when = Choose the day and time the suspension ends.
console-ban-title = Ban
console-ban-hint = A ban has no end: only lifting it ends it.
console-ban = Ban
console-lift-title = Lift the sanction
console-lift = Lift
console-unlock-title = Unlock the PIN
console-unlock-hint = Clears the lockout after five wrong PINs.
console-unlock = Unlock the PIN
console-reset-title = A link to set a new password
console-reset-hint = The link works once, for 24 hours; setting a password with it signs the person in and ends their other sessions.
console-reset = Make a reset link
console-reset-link = The link (hand it to the person)
console-reset-copy = Copy the link
console-reset-copied = The link is copied.
console-reset-not-copied = The browser did not let the page copy: the link is selected, copy it with the keyboard.
console-adjust-title = Chips into or out of the wallet
console-adjust-amount = Chips (above zero: into the wallet; below zero: out of it)
console-adjust = Adjust the wallet
console-adjust-whole = Give a whole number of chips other than zero.
# Said under the amount while it is typed.
console-adjust-how = A whole number of chips: above zero puts them into the wallet, below zero takes them out of it.
console-adjust-in =
    { $count ->
        [one] { $count } chip goes into the wallet.
       *[other] { $count } chips go into the wallet.
    }
console-adjust-out =
    { $count ->
        [one] { $count } chip comes out of the wallet.
       *[other] { $count } chips come out of the wallet.
    }

## What a change says once done

console-said-suspended = { $name } is suspended until { $until }, your time: signed out everywhere, and stood up from their tables between rounds.
console-said-banned = { $name } is banned: signed out everywhere, and stood up from their tables between rounds.
console-said-lifted = { $name } has no sanction now: they may sign in.
console-said-still-locked = { $name }'s PIN is still locked until { $until }.
console-said-unlocked = { $name }'s PIN is unlocked.
console-said-reset = A reset link for { $name }, good once until { $until }, your time.
console-said-adjusted = Transfer { $transfer } made: { $name }'s wallet holds { $chips } chips now.

## The house's result, and chip dumping

console-house-about = The chips the house won (above zero) or lost (below zero), a UTC day a row and a game a column; days with no round are left out.
console-house-caption =
    The house's result over { $days ->
        [one] the last day
       *[other] the last { $days } days
    }, by UTC day and game (above zero: the house won)
console-house-total =
    Total, { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
console-house-none =
    No round was played over { $days ->
        [one] the last day
       *[other] the last { $days } days
    }.
console-dumping-about = At a home game or a Palace table players win and lose to each other: a pair where the chips keep going one way may be one person passing chips to another.
console-dumping-caption =
    Chips that went from one player to another over { $days ->
        [one] the last day
       *[other] the last { $days } days
    }, largest first (50 pairs at most)
console-dumping-none =
    No chips went from one player to another at a table where players bank over { $days ->
        [one] the last day
       *[other] the last { $days } days
    }.

## The audit log

console-audit-hint = Every change an operator makes, with why; times are yours.
console-audit-caption = The audit log, newest first ({ $count } entries shown)
console-audit-empty = Nothing in the log yet.
console-audit-older = Older entries
console-action =
    { $action ->
        [grant_operator] made an operator
        [close_table] closed a table
        [pause_table] paused a table
        [set_hints] set a table's hints
        [resume_table] resumed a table
        [suspend] suspended
        [ban] banned
        [lift] lifted a sanction
        [unlock_pin] unlocked a PIN
        [reset_link] made a password reset link
        [adjust] adjusted chips
       *[other] { $action }
    }
console-subject-person = person { $id }
console-subject-table = table { $id }

## Settings

console-settings-file = Read from the settings file { $file }.
console-settings-no-file = No settings file: the defaults, and the flags the room was started with.
console-settings-caption = The running values
console-setting-yes = yes
console-setting-no = no
console-setting-none = none
console-setting-from =
    { $from ->
        [default] the default
        [file] the settings file
        [flag] a command-line flag
       *[other] { $from }
    }
