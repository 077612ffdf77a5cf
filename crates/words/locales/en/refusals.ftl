# Why the room refuses a move: each refusal's code with its fields, and each reason's code.
# A refusal's words begin in lower case and end without a full stop: a client writes it after
# the move's name ("Twist: …") or makes it a sentence of its own.

## Names in a list, as "waiting for" gives them: { $first } holds all but the last, comma-separated.

refusal-either = { $first } or { $last }

## The refusals every game shares.

refusal-unknown_player = { $seat } is not at this table
refusal-session_over = the session is over
refusal-not_your_turn = it is not your turn: waiting for { $waiting }
refusal-not_allowed_now = { $verb } is not allowed now: { $why }
refusal-outside_limits = { $amount } is outside the limits for this { $what }: { $min } to { $max }
refusal-not_enough_chips = not enough chips: { $holder } must cover { $needed } at risk and holds { $held }
refusal-stale = the table has moved on: this was made at version { $made_against }, and it is at version { $version } now
refusal-unreadable_action = that is not an action of this game: { $why }

## Pontoon's own, at home and at the casino.

refusal-stick_too_low = a hand needs at least { $needed } to stick; this one makes { $total }
refusal-cannot_take_card = this hand can take no more cards: { $why }
refusal-buy_after_twist = this hand has twisted, so it may only twist from now on
refusal-cannot_split = cannot split: { $why }
refusal-cannot_sell_bank = the bank cannot be sold: { $buyer } holds { $held } chips and must keep some to bank with after paying { $price }
refusal-cannot_sell_to_self = the bank cannot be sold: the banker cannot buy his own bank
refusal-cannot_buy = cannot buy: { $why }
refusal-cannot_burn = cannot burn: { $why }
refusal-cannot_shoot = cannot shoot: { $why }
refusal-must_take_card = this hand shot for its fourth card and must now take it: twist or buy
refusal-cannot_take_from_kitty = the kitty can only grow: the banker may add to it, never take from it

## Palace Poker's own.

refusal-cannot_attack = cannot attack { $target }: { $why }
refusal-nothing_to_buy = cannot buy: the draw pile and the discard pile are both empty
refusal-not_your_soldier = { $card } is not one of your soldiers
refusal-named_twice = { $card } is named twice
refusal-discard_nothing = name at least one soldier to discard
refusal-too_many_soldiers = you would keep { $kept } soldiers; the most is { $max }
refusal-must_battle = only two players of different banners are left and a quiet round has passed: battle or fold

## The moves a refusal names (`verb`), as the subject of "… is not allowed now".

verb-cut = cut
verb-deal = deal
verb-stake = stake
verb-split = split
verb-buy = buy
verb-twist = twist
verb-stick = stick
verb-offer_bank = offer the bank
verb-accept_bank = accept the bank
verb-decline_bank = decline the bank
verb-double = double
verb-decline_double = decline to double
verb-burn = burn
verb-shoot = shoot
verb-kitty = kitty
verb-pass = pass
verb-discard = discard
verb-attack = attack
verb-call = call
verb-raise = raise
verb-fold = fold
verb-stay = stay
verb-bet = bet
verb-sit = sit
verb-top_up = top up
verb-stand = stand
verb-move = move
verb-seed = seed
verb-seeded = seed

## The amounts a refusal names (`what`): "… outside the limits for this { $what }".

what-stake = stake
what-bet = bet
what-buy = buy
what-kitty = kitty
what-shoot_bet = shoot bet
what-chips_brought = chips brought
what-raise = raise

## The reasons (`why`), each said inside its refusal's words.

why-no_such_seat = there is no such seat to sit in
why-seat_taken = the seat is taken
why-name_at_table = someone at the table has that name
why-nobody_there = nobody sits there
why-move_to_empty_seat = a player moves only to an empty seat at the table
why-seed_not_hash = a table that shuffles takes a seed itself, not its hash
why-not_fair = this table's pack is not shuffled by the fair scheme, so it takes no seeds
why-seed_unnamed = a seed names the shuffle it is for (the view's next shuffle)
why-bad_seed_hash = a seed's hash is 64 lower-case hex digits
why-no_shoot_pontoon = this table does not play Shoot Pontoon
why-shoot_fourth_card_only = a hand shoots only for its fourth card (or a new split hand first)
why-already_shot = this hand has already shot for its fourth card
why-shoot_after_fourth = no shoot bet after seeing the fourth card
why-shoot_fifth = no shoot bet for the fifth card
why-hand_full = this hand can take no more cards
why-no_room_to_shoot = the kitty or the player's chips leave no room for a shoot bet
why-shoot_when = shoot bets are placed after the stakes or before a fourth card
why-banker_turn = it is the banker's turn: he twists or stays
why-play_after_deal = players play their hands after the deal
why-pack_empty = the pack is empty
why-pontoon_waits_shoot = this Pontoon waits for its shoot bet (or `shoot 0`) before it is declared
why-split_first_two = only a hand of exactly its first two cards may split
why-not_same_rank = the two cards are not of the same rank
why-split_aces_only = only a pair of aces may split at this table
why-split_most_hands = the player already holds as many hands as a split may make
why-pack_short_split = the pack cannot give each hand a card
why-no_burn = this table does not burn
why-burn_two_cards = only a hand of exactly two cards may burn
why-burn_not_13 = the two cards do not make a hard 13
why-burn_not_14 = the two cards do not make a hard 14
why-pack_short_burn = the pack cannot give two new cards
why-bank_cut_once = the bank is cut for only before a session's first hand
why-kitty_between_hands = the kitty is put up or added to only between hands
why-sell_between_hands = the bank may be sold only between hands
why-bank_not_offered = the bank is not on offer
why-bank_offered = the bank is on offer; the buyer answers first
why-hand_in_play = a hand is in play
why-kitty_first = the banker must put up a kitty first
why-stake_after_first_card = stakes are placed after the first card of a hand
why-banker_hand_full = the banker's hand can take no more cards
why-buy_once = a hand buys only once
why-not_same_value = the two cards are not of the same value
why-split_most_hands_casino = the player already holds as many hands as splitting may make
why-shoe_short_split = there are not two cards left to deal
why-bet_between_rounds = bets are placed between rounds
why-shoe_empty = no cards are left to deal
why-cut_for_bank_first = the players cut for the bank before the first hand
why-no_such_player = there is no such player
why-attack_self = a player cannot attack themselves
why-not_in_hand = they are not in the hand
why-banner_same_suit = their banner is of your banner's suit
why-banner_same_rank = their banner is of your banner's rank
why-deal_cut_once = the deal is cut for only before a session's first hand
why-cut_for_deal_first = the players cut for the deal before the first hand
why-dealer_deals_next = the dealer is to deal the next hand
why-no_battle = there is no battle to answer
why-discard_after_buy = after a buy, discard the soldiers to let go (possibly none) to end the turn
why-discard_after_capture = after a capture, discard down to the most soldiers allowed
why-answer_battle = answer the battle: fold, call or raise
why-round_in_play = a round is in play
why-bet_after_deal = bets are made after the deal
why-five_cards = it holds five cards
why-hard_21 = its hard total is 21 or more
why-sure_trick = a four-card hand on 11 or less is sure of a Five Card Trick: it may only twist
why-double_when = the banker decides whether to double only after the initial stakes, where the rules allow it
why-seed_limit = a seat gives at most 8 seeds for one shuffle (the last one counts)
why-bad_name = a name is 1 to 40 printable characters, with no space at either end
why-bad_seed = a seed is 1 to 64 printable characters
why-seed_not_next = a seed is for the next shuffle, and this one names another
why-cut_never_ends = the cut never ends: every round ties, and the pack brings the same cards round again
