# Pse salla e refuzon një lëvizje: çdo refuzim me fushat e tij, dhe çdo arsye me kodin e saj.
# Fjalët e një refuzimi nisin me shkronjë të vogël dhe nuk mbarojnë me pikë: klienti i shkruan pas
# emrit të lëvizjes ("Merr letër: …") ose i bën fjali më vete.
# Emrat e lojtarëve mbeten në emërore, pa mbaresa. Fjalët janë ato të fjalorthit (moves.ftl,
# pontoon.ftl, casino.ftl, palace.ftl): vë bast, merr letër, ndalo, bli, ndaj, kalo, ndërro; banka,
# bankieri, arka, basti ndaj arkës, dileri, pakoja, kutia, fishat; flamur, ushtar, pallat, betejë,
# sulmo, thirr, ngri, palos, qëndro, hidh, grumbulli i tërheqjes, grumbulli i hedhjes, ngjyra, rangu.

## Emra në listë, siç i jep "pritet": { $first } mban të gjithë përveç të fundit, të ndarë me presje.

refusal-either = { $first } ose { $last }

## Refuzimet e përbashkëta të çdo loje.

refusal-unknown_player = { $seat } nuk është në këtë tryezë
refusal-session_over = loja ka mbaruar
refusal-not_your_turn = nuk është radha jote: pritet { $waiting }
# $verb: folje në lidhore, veta e dytë njëjës (verb-*): "tani nuk mund të marrësh letër".
refusal-not_allowed_now = tani nuk mund të { $verb }: { $why }
# $what: emër në kallëzore me nyje (what-*), pas "për".
refusal-outside_limits = { $amount } është jashtë kufijve për { $what }: nga { $min } deri në { $max }
refusal-not_enough_chips = nuk mjaftojnë fishat: { $holder } duhet të mbulojë { $needed } në rrezik, por ka vetëm { $held }
refusal-stale = tryeza ka ecur përpara: kjo u bë në versionin { $made_against }, dhe tani ajo është në versionin { $version }
refusal-unreadable_action = ky nuk është veprim i kësaj loje: { $why }

## Të Pontoon-it, në shtëpi dhe në kazino.

refusal-stick_too_low = një dorë duhet të ketë të paktën { $needed } për t'u ndalur; kjo ka { $total }
refusal-cannot_take_card = kjo dorë nuk mund të marrë më letra: { $why }
refusal-buy_after_twist = kjo dorë ka marrë letër me fytyrë lart, ndaj tani e tutje mund vetëm të marrë letër
refusal-cannot_split = nuk mund të ndash: { $why }
refusal-cannot_sell_bank = banka nuk mund të shitet: { $buyer } ka { $held } fisha dhe, pasi të paguajë { $price }, duhet t'i mbeten disa për të mbajtur bankën
refusal-cannot_sell_to_self = banka nuk mund të shitet: bankieri nuk mund të blejë bankën e vet
refusal-cannot_buy = nuk mund të blesh: { $why }
refusal-cannot_burn = nuk mund t'i ndërrosh letrat: { $why }
refusal-cannot_shoot = nuk mund të vësh bast ndaj arkës: { $why }
refusal-must_take_card = kjo dorë vuri bast ndaj arkës për letrën e katërt dhe tani duhet ta marrë: merr letër ose bli
refusal-cannot_take_from_kitty = arka vetëm rritet: bankieri mund të shtojë në të, por kurrë të marrë prej saj

## Të Palace Poker-it.

refusal-cannot_attack = nuk mund ta sulmosh { $target }: { $why }
refusal-nothing_to_buy = nuk mund të blesh: si grumbulli i tërheqjes, ashtu edhe grumbulli i hedhjes janë bosh
refusal-not_your_soldier = { $card } nuk është nga ushtarët e tu
refusal-named_twice = { $card } përmendet dy herë
refusal-discard_nothing = zgjidh të paktën një ushtar për ta hedhur
refusal-too_many_soldiers = do të mbaje { $kept } ushtarë; lejohen më së shumti { $max }
refusal-must_battle = kanë mbetur vetëm dy lojtarë me flamuj të ndryshëm dhe kaloi një raund i qetë: betejë ose palos

## Lëvizjet që përmend një refuzim (`verb`), në lidhore: "tani nuk mund të …".

verb-cut = bësh tërheqjen
verb-deal = shpërndash
verb-stake = vësh bast
verb-split = ndash
verb-buy = blesh
verb-twist = marrësh letër
verb-stick = ndalesh
verb-offer_bank = ofrosh bankën
verb-accept_bank = pranosh bankën
verb-decline_bank = refuzosh bankën
verb-double = dyfishosh bastet
verb-decline_double = lësh bastet siç janë
verb-burn = ndërrosh letrat
verb-shoot = vësh bast ndaj arkës
verb-kitty = vësh në arkë
verb-pass = kalosh
verb-discard = hedhësh ushtarë
verb-attack = sulmosh
verb-call = thërrasësh
verb-raise = ngresh
verb-fold = palosësh
verb-stay = qëndrosh
verb-bet = vësh bast
verb-sit = ulesh
verb-top_up = shtosh fisha
verb-stand = ngrihesh nga tryeza
verb-move = zhvendosesh
verb-seed = japësh farë
verb-seeded = japësh farë

## Shumat që përmend një refuzim (`what`), në kallëzore: "… jashtë kufijve për { $what }".

what-stake = bastin
what-bet = bastin
what-buy = blerjen
what-kitty = arkën
what-shoot_bet = bastin ndaj arkës
what-chips_brought = fishat që sjell në tryezë
what-raise = ngritjen

## Arsyet (`why`), secila e thënë brenda fjalëve të refuzimit të saj.

why-no_such_seat = nuk ka një vend të tillë për t'u ulur
why-seat_taken = vendi është i zënë
why-name_at_table = dikush në tryezë e ka tashmë këtë emër
why-nobody_there = aty nuk ulet askush
why-move_to_empty_seat = një lojtar mund të zhvendoset vetëm në një vend bosh të tryezës
why-seed_not_hash = një tryezë që përzien letrat merr vetë farën, jo hash-in e saj
why-not_fair = pakoja e kësaj tryeze nuk përzihet me skemën e ndershme, ndaj ajo nuk merr fara
why-seed_unnamed = një farë tregon përzierjen për të cilën është (përzierjen e radhës që tregon pamja)
why-bad_seed_hash = hash-i i një fare është 64 shifra heksadecimale me shkronja të vogla
why-no_shoot_pontoon = kjo tryezë nuk luan Shoot Pontoon
why-shoot_fourth_card_only = një dorë vë bast ndaj arkës vetëm për letrën e katërt (ose, si lëvizjen e saj të parë, një dorë e re nga ndarja)
why-already_shot = kjo dorë ka vënë tashmë bast ndaj arkës për letrën e katërt
why-shoot_after_fourth = nuk ka bast ndaj arkës pasi është parë letra e katërt
why-shoot_fifth = nuk ka bast ndaj arkës për letrën e pestë
why-hand_full = kjo dorë nuk mund të marrë më letra
why-no_room_to_shoot = arka ose fishat e lojtarit nuk lënë vend për një bast ndaj arkës
why-shoot_when = bastet ndaj arkës vihen pas basteve fillestare ose para një letre të katërt
why-banker_turn = është radha e bankierit: ai merr letër ose ndalet
why-play_after_deal = lojtarët i luajnë duart e tyre pas shpërndarjes
why-pack_empty = pakoja është bosh
why-pontoon_waits_shoot = ky Pontoon pret bastin e vet ndaj arkës (ose `shoot 0`) para se të shpallet
why-split_first_two = mund të ndahet vetëm një dorë me saktësisht dy letrat e saj të para
why-not_same_rank = dy letrat nuk janë të të njëjtit rang
why-split_aces_only = në këtë tryezë mund të ndahet vetëm një çift asësh
why-split_most_hands = lojtari ka tashmë aq duar sa lejon ndarja
why-pack_short_split = pakoja nuk mund t'i japë secilës dorë një letër
why-no_burn = në këtë tryezë letrat nuk ndërrohen
why-burn_two_cards = letrat mund t'i ndërrojë vetëm një dorë me saktësisht dy letra
why-burn_not_13 = dy letrat nuk bëjnë një 13 të fortë
why-burn_not_14 = dy letrat nuk bëjnë një 14 të fortë
why-pack_short_burn = pakoja nuk mund të japë dy letra të reja
why-bank_cut_once = tërheqja për bankën bëhet vetëm para dorës së parë të lojës
why-kitty_between_hands = arka vihet ose shtohet vetëm mes duarve
why-sell_between_hands = banka mund të shitet vetëm mes duarve
why-bank_not_offered = banka nuk është në shitje
why-bank_offered = banka është në shitje; blerësi përgjigjet i pari
why-hand_in_play = një dorë është në lojë
why-kitty_first = bankieri duhet të vërë më parë një arkë
why-stake_after_first_card = bastet vihen pas letrës së parë të një dore
why-banker_hand_full = dora e bankierit nuk mund të marrë më letra
why-buy_once = një dorë blen vetëm një herë
why-not_same_value = dy letrat nuk kanë të njëjtën vlerë
why-split_most_hands_casino = lojtari ka tashmë aq duar sa mund të bëhen me ndarje
why-shoe_short_split = nuk kanë mbetur dy letra për të shpërndarë
why-bet_between_rounds = bastet vihen mes raundeve
why-shoe_empty = nuk ka mbetur asnjë letër për të shpërndarë
why-cut_for_bank_first = lojtarët bëjnë tërheqjen për bankën para dorës së parë
why-no_such_player = nuk ka një lojtar të tillë
why-attack_self = një lojtar nuk mund të sulmojë veten
why-not_in_hand = nuk është në dorë
why-banner_same_suit = flamuri i këtij lojtari është i së njëjtës ngjyrë me tëndin
why-banner_same_rank = flamuri i këtij lojtari është i të njëjtit rang me tëndin
why-deal_cut_once = tërheqja për dilerin bëhet vetëm para dorës së parë të lojës
why-cut_for_deal_first = lojtarët bëjnë tërheqjen për dilerin para dorës së parë
why-dealer_deals_next = dileri duhet të shpërndajë dorën tjetër
why-no_battle = nuk ka betejë për t'iu përgjigjur
why-discard_after_buy = pas një blerjeje, hidh ushtarët që nuk i do (ndoshta asnjë) për të mbyllur radhën
why-discard_after_capture = pas një kapjeje, hidh ushtarë derisa të mbetesh me aq sa lejohen më së shumti
why-answer_battle = përgjigju betejës: palos, thirr ose ngri
why-round_in_play = një raund është në lojë
why-bet_after_deal = bastet vihen pas shpërndarjes
why-five_cards = ka pesë letra
why-hard_21 = totali i saj i fortë është 21 ose më shumë
why-sure_trick = një dorë me katër letra me 11 ose më pak e ka të sigurt dorën me pesë letra: mund vetëm të marrë letër
why-double_when = bankieri vendos nëse do t'i dyfishojë bastet vetëm pas basteve fillestare, aty ku e lejojnë rregullat
why-seed_limit = një vend jep më së shumti 8 fara për një përzierje (llogaritet e fundit)
why-bad_name = një emër ka 1 deri në 40 shenja të printueshme, pa hapësirë në fillim ose në fund
why-bad_seed = një farë ka 1 deri në 64 shenja të printueshme
why-seed_not_next = një farë është për përzierjen e radhës, dhe kjo tregon një tjetër
why-cut_never_ends = tërheqja nuk mbaron kurrë: çdo raund del baras dhe pakoja sjell sërish të njëjtat letra
