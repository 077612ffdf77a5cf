# Kial la salono rifuzas movon: ĉiu rifuzo kun siaj kampoj, kaj ĉiu kialo kun sia kodo.
# La vortoj de rifuzo komenciĝas per minusklo kaj ne finiĝas per punkto: la kliento skribas ilin
# post la nomo de la movo ("Tordi: …") aŭ faras el ili propran frazon.
# La terminoj estas tiuj de la glosaro (la fonto 000 kaj moves.ftl): bankisto, banko, kaso, pafveto,
# tordi, aĉeti, resti, dividi, bruligi, tranĉi, kartaro; de Palace Poker: standardo, soldato,
# palaco, batalo, egaligi, plialtigi, rezigni, resti, forĵeti.

## Nomoj en listo, kiel "oni atendas" donas ilin: { $first } enhavas ĉiujn krom la lasta, apartigitajn per komoj.

refusal-either = { $first } aŭ { $last }

## La rifuzoj komunaj al ĉiu ludo.

refusal-unknown_player = { $seat } ne sidas ĉe ĉi tiu tablo
refusal-session_over = la seanco finiĝis
refusal-not_your_turn = ne estas via vico: oni atendas { $waiting }
# $verb: infinitivo (verb-*): "nun ne eblas tordi".
refusal-not_allowed_now = nun ne eblas { $verb }: { $why }
refusal-outside_limits = { $amount } estas ekster la limoj por { $what }: de { $min } ĝis { $max }
refusal-not_enough_chips = ne sufiĉas ĵetonoj: { $holder } devas kovri { $needed } en risko, sed havas nur { $held }
refusal-stale = la tablo jam pluiris: ĉi tio estis farita ĉe versio { $made_against }, kaj nun la tablo estas ĉe versio { $version }
refusal-unreadable_action = tio ne estas ago de ĉi tiu ludo: { $why }

## La propraj de Pontono, hejme kaj en la kazino.

refusal-stick_too_low = mano bezonas almenaŭ { $needed } por resti; ĉi tiu havas { $total }
refusal-cannot_take_card = ĉi tiu mano ne povas preni pliajn kartojn: { $why }
refusal-buy_after_twist = ĉi tiu mano jam tordis, do de nun ĝi rajtas nur tordi
refusal-cannot_split = ne eblas dividi: { $why }
refusal-cannot_sell_bank = la banko ne povas esti vendita: { $buyer } havas { $held } ĵetonojn kaj, paginte { $price }, devas teni kelkajn por banki
refusal-cannot_sell_to_self = la banko ne povas esti vendita: la bankisto ne povas aĉeti sian propran bankon
refusal-cannot_buy = ne eblas aĉeti: { $why }
refusal-cannot_burn = ne eblas bruligi: { $why }
refusal-cannot_shoot = ne eblas pafveti: { $why }
refusal-must_take_card = ĉi tiu mano pafvetis por sia kvara karto kaj nun devas preni ĝin: tordu aŭ aĉetu
refusal-cannot_take_from_kitty = la kaso povas nur kreski: la bankisto rajtas aldoni al ĝi, neniam preni el ĝi

## La propraj de Palace Poker.

refusal-cannot_attack = ne eblas ataki la ludanton { $target }: { $why }
refusal-nothing_to_buy = ne eblas aĉeti: kaj la tirstako kaj la forĵetstako estas malplenaj
refusal-not_your_soldier = { $card } ne estas unu el viaj soldatoj
refusal-named_twice = { $card } estas nomita dufoje
refusal-discard_nothing = nomu almenaŭ unu soldaton por forĵeti
refusal-too_many_soldiers = vi tenus { $kept } soldatojn; la maksimumo estas { $max }
refusal-must_battle = restas nur du ludantoj kun malsamaj standardoj, kaj pasis trankvila rondo: batalu aŭ rezignu

## La movoj, kiujn rifuzo nomas (`verb`), kiel infinitivoj: "nun ne eblas …".

verb-cut = tranĉi
verb-deal = disdoni
verb-stake = veti
verb-split = dividi
verb-buy = aĉeti
verb-twist = tordi
verb-stick = resti
verb-offer_bank = proponi la bankon
verb-accept_bank = preni la bankon
verb-decline_bank = rifuzi la bankon
verb-double = duobligi la vetojn
verb-decline_double = lasi la vetojn
verb-burn = bruligi
verb-shoot = pafveti
verb-kitty = meti en la kason
verb-pass = pasi
verb-discard = forĵeti soldatojn
verb-attack = ataki
verb-call = egaligi
verb-raise = plialtigi
verb-fold = rezigni
verb-stay = resti
verb-bet = veti
verb-sit = sidiĝi
verb-top_up = alporti pliajn ĵetonojn
verb-stand = ekstari
verb-move = ŝanĝi seĝon
verb-seed = doni semon
verb-seeded = doni semon

## La sumoj, kiujn rifuzo nomas (`what`): "… ekster la limoj por { $what }".

what-stake = la veto
what-bet = la veto
what-buy = la aĉeto
what-kitty = la kaso
what-shoot_bet = la pafveto
what-chips_brought = la alportitaj ĵetonoj
what-raise = la plialtigo

## La kialoj (`why`), ĉiu dirata ene de la vortoj de sia rifuzo.

why-no_such_seat = ne ekzistas tia seĝo por sidiĝi
why-seat_taken = la seĝo estas okupita
why-name_at_table = iu ĉe la tablo jam havas tiun nomon
why-nobody_there = neniu sidas tie
why-move_to_empty_seat = ludanto transiras nur al malplena seĝo ĉe la tablo
why-seed_not_hash = tablo, kiu miksas, akceptas la semon mem, ne ĝian haketaĵon
why-not_fair = la kartaro de ĉi tiu tablo ne estas miksata laŭ la justa skemo, do ĝi akceptas neniujn semojn
why-seed_unnamed = semo nomas la miksadon, por kiu ĝi estas (la venontan miksadon de la vido)
why-bad_seed_hash = la haketaĵo de semo estas 64 minusklaj deksesumaj ciferoj
why-no_shoot_pontoon = ĉe ĉi tiu tablo oni ne ludas Shoot Pontoon
why-shoot_fourth_card_only = mano pafvetas nur por sia kvara karto (aŭ nova mano el divido, kiel sian unuan movon)
why-already_shot = ĉi tiu mano jam pafvetis por sia kvara karto
why-shoot_after_fourth = neniu pafveto post kiam oni vidis la kvaran karton
why-shoot_fifth = neniu pafveto por la kvina karto
why-hand_full = ĉi tiu mano ne povas preni pliajn kartojn
why-no_room_to_shoot = la kaso aŭ la ĵetonoj de la ludanto ne lasas lokon por pafveto
why-shoot_when = pafvetoj estas metataj post la komencaj vetoj aŭ antaŭ kvara karto
why-banker_turn = estas la vico de la bankisto, kiu tordas aŭ restas
why-play_after_deal = la ludantoj ludas siajn manojn post la disdono
why-pack_empty = la kartaro estas malplena
why-pontoon_waits_shoot = ĉi tiu Pontono atendas sian pafveton (aŭ `shoot 0`) antaŭ ol esti anoncita
why-split_first_two = nur mano el ĝuste siaj unuaj du kartoj rajtas dividi
why-not_same_rank = la du kartoj ne estas samrangaj
why-split_aces_only = ĉe ĉi tiu tablo nur paro da asoj rajtas dividi
why-split_most_hands = la ludanto jam havas tiom da manoj, kiom divido povas fari
why-pack_short_split = la kartaro ne povas doni karton al ĉiu mano
why-no_burn = ĉe ĉi tiu tablo oni ne bruligas
why-burn_two_cards = nur mano el ĝuste du kartoj rajtas bruligi
why-burn_not_13 = la du kartoj ne faras malmolan 13
why-burn_not_14 = la du kartoj ne faras malmolan 14
why-pack_short_burn = la kartaro ne povas doni du novajn kartojn
why-bank_cut_once = oni tranĉas por la banko nur antaŭ la unua mano de seanco
why-kitty_between_hands = kason oni starigas aŭ pligrandigas nur inter manoj
why-sell_between_hands = la banko povas esti vendita nur inter manoj
why-bank_not_offered = la banko ne estas proponata
why-bank_offered = la banko estas proponata; la aĉetonto respondas unue
why-hand_in_play = mano estas en ludo
why-kitty_first = la bankisto devas unue starigi kason
why-stake_after_first_card = la komencaj vetoj estas metataj post la unua karto de mano
why-banker_hand_full = la mano de la bankisto ne povas preni pliajn kartojn
why-buy_once = mano aĉetas nur unufoje
why-not_same_value = la du kartoj ne havas la saman valoron
why-split_most_hands_casino = la ludanto jam havas tiom da manoj, kiom dividado povas fari
why-shoe_short_split = ne restas du kartoj por disdoni
why-bet_between_rounds = vetoj estas metataj inter rondoj
why-shoe_empty = neniu karto restas por disdoni
why-cut_for_bank_first = la ludantoj tranĉas por la banko antaŭ la unua mano
why-no_such_player = ne ekzistas tia ludanto
why-attack_self = ludanto ne povas ataki sin mem
why-not_in_hand = tiu ludanto ne estas en la mano
why-banner_same_suit = ties standardo estas de la sama koloro kiel via
why-banner_same_rank = ties standardo estas de la sama rango kiel via
why-deal_cut_once = oni tranĉas por la disdono nur antaŭ la unua mano de seanco
why-cut_for_deal_first = la ludantoj tranĉas por la disdono antaŭ la unua mano
why-dealer_deals_next = la disdonanto devas disdoni la venontan manon
why-no_battle = ne estas batalo por respondi
why-discard_after_buy = post aĉeto, forĵetu la soldatojn, kiujn vi forlasas (eble neniun), por fini vian vicon
why-discard_after_capture = post kapto, forĵetu soldatojn ĝis la plej granda permesata nombro
why-answer_battle = respondu al la batalo: rezignu, egaligu aŭ plialtigu
why-round_in_play = rondo estas en ludo
why-bet_after_deal = vetoj estas metataj post la disdono
why-five_cards = ĝi havas kvin kartojn
why-hard_21 = ĝia malmola sumo estas 21 aŭ pli
why-sure_trick = kvarkarta mano je 11 aŭ malpli certe faros Kvinkartan Trukon: ĝi rajtas nur tordi
why-double_when = la bankisto decidas, ĉu duobligi, nur post la komencaj vetoj, kie la reguloj permesas tion
why-seed_limit = seĝo donas maksimume 8 semojn por unu miksado (validas la lasta)
why-bad_name = nomo havas 1 ĝis 40 preseblajn signojn, sen spaceto ĉe la komenco aŭ la fino
why-bad_seed = semo havas 1 ĝis 64 preseblajn signojn
why-seed_not_next = semo estas por la venonta miksado, kaj ĉi tiu nomas alian
why-cut_never_ends = la tranĉo neniam finiĝas: ĉiu rondo finiĝas per egaleco, kaj la kartaro denove alportas la samajn kartojn
