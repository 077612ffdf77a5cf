# Miért utasít el a terem egy lépést: minden elutasítás a mezőivel, és minden ok a kódjával.
# Az elutasítás kisbetűvel kezdődik, és nincs a végén pont: a kliens a lépés neve után írja
# ("Lapot kérek: …"), vagy önálló mondatot csinál belőle.
# A neveket sosem ragozzuk: alanyként vagy birtokosként, rag nélkül állnak. A Pontoon szavai a
# moves.ftl, casino.ftl és pontoon.ftl szavai: lapot kér, passzol, dupláz, szétválaszt, kihagy,
# bankadó, bank, kassza, kasszatét, égetés, húzás (a bankért); a Palace Pokeré: zászló, katona, vétel,
# csata, megad, emel, bedob, marad.

## Nevek felsorolása, ahogy a "ki következik" adja: { $first } az utolsó kivételével mind, vesszővel.

refusal-either = { $first } vagy { $last }

## Minden játék közös elutasításai.

refusal-unknown_player = { $seat } nem ül ennél az asztalnál
refusal-session_over = a játszma véget ért
refusal-not_your_turn = nem te következel: { $waiting } következik
# $verb: főnévi igenév (verb-*): "most nem lehet lapot kérni".
refusal-not_allowed_now = most nem lehet { $verb }: { $why }
# $what névelővel ("a tét"), így nem kell rag a számokra.
refusal-outside_limits = { $what } { $min } és { $max } között lehet, nem { $amount }
refusal-not_enough_chips = nincs elég zseton: { $needed } zsetonnyi kockázatot kell fedezni, de { $holder } zsetonja csak { $held }
refusal-stale = az asztal azóta továbblépett: a lépés verziószáma { $made_against }, az asztalé már { $version }
refusal-unreadable_action = ez nem lépés ebben a játékban: { $why }

## A Pontoon sajátjai, otthon és a kaszinóban.

refusal-stick_too_low = passzolni legalább { $needed } ponttal lehet; ez a kéz { $total } pontos
refusal-cannot_take_card = ez a kéz nem kaphat több lapot: { $why }
refusal-buy_after_twist = ez a kéz már kért lapot, ezért mostantól csak lapot kérhet
refusal-cannot_split = nem lehet szétválasztani: { $why }
refusal-cannot_sell_bank = a bank nem adható el: { $buyer } zsetonja { $held }, és az ár ({ $price }) kifizetése után is maradnia kell zsetonnak a bank tartásához
refusal-cannot_sell_to_self = a bank nem adható el: a bankadó nem veheti meg a saját bankját
refusal-cannot_buy = nem lehet duplázni: { $why }
refusal-cannot_burn = nem lehet égetni: { $why }
refusal-cannot_shoot = nem lehet kasszatétet tenni: { $why }
refusal-must_take_card = ez a kéz kasszatétet tett a negyedik lapjára, ezért most fel kell vennie: lapkérés vagy duplázás
refusal-cannot_take_from_kitty = a kassza csak nőhet: a bankadó tehet bele, de soha nem vehet ki belőle

## A Palace Poker sajátjai.

refusal-cannot_attack = { $target } nem támadható: { $why }
refusal-nothing_to_buy = nem lehet katonát venni: a húzópakli és a dobott lapok kupaca is üres
refusal-not_your_soldier = { $card } nincs a katonáid között
refusal-named_twice = { $card } kétszer szerepel
refusal-discard_nothing = adj meg legalább egy katonát, amelyet eldobsz
refusal-too_many_soldiers = { $kept } katonád maradna; legfeljebb { $max } lehet
refusal-must_battle = csak két különböző zászlójú játékos maradt, és eltelt egy csendes kör: csata vagy bedobás

## A lépések, amelyeket egy elutasítás megnevez (`verb`), főnévi igenévként: "most nem lehet …".

verb-cut = húzni
verb-deal = osztani
verb-stake = tétet tenni
verb-split = szétválasztani
# A Pontoon duplázása és a Palace Poker katonavétele is: mindkettő lapvétel.
verb-buy = lapot venni
verb-twist = lapot kérni
verb-stick = passzolni
verb-offer_bank = felajánlani a bankot
verb-accept_bank = átvenni a bankot
verb-decline_bank = elutasítani a bankot
verb-double = megkétszerezni a téteket
verb-decline_double = meghagyni a téteket
verb-burn = égetni
verb-shoot = kasszatétet tenni
verb-kitty = a kasszába tenni
verb-pass = kihagyni a kört
verb-discard = katonát eldobni
verb-attack = támadni
verb-call = megadni
verb-raise = emelni
verb-fold = bedobni
verb-stay = maradni
verb-bet = tétet tenni
verb-sit = leülni
verb-top_up = zsetont pótolni
verb-stand = felállni az asztaltól
verb-move = átülni
verb-seed = magot adni
verb-seeded = magot adni

## Az összegek, amelyeket egy elutasítás megnevez (`what`), névelővel: "… { $min } és { $max } között lehet".

what-stake = a tét
what-bet = a tét
what-buy = a duplázás összege
what-kitty = a kasszába tett összeg
what-shoot_bet = a kasszatét
what-chips_brought = a hozott zseton
what-raise = az emelés

## Az okok (`why`), mindegyik az elutasítás szavain belül, kettőspont után.

why-no_such_seat = nincs ilyen hely, ahová le lehetne ülni
why-seat_taken = a hely foglalt
why-name_at_table = az asztalnál valaki már ezt a nevet viseli
why-nobody_there = ott nem ül senki
why-move_to_empty_seat = játékos csak az asztal egy üres helyére ülhet át
why-seed_not_hash = a keverő asztal magát a magot kéri, nem a hash-ét
why-not_fair = ennek az asztalnak a pakliját nem tisztességes keveréssel keverik, ezért nem fogad magot
why-seed_unnamed = a magnak meg kell neveznie a keverést, amelyhez szól (a nézet következő keverését)
why-bad_seed_hash = egy mag hash-e 64 kisbetűs hexadecimális számjegy
why-no_shoot_pontoon = ennél az asztalnál nem Shoot Pontoont játszanak
why-shoot_fourth_card_only = egy kéz csak a negyedik lapjára tehet kasszatétet (vagy egy szétválasztásból született új kéz elsőként)
why-already_shot = ez a kéz már tett kasszatétet a negyedik lapjára
why-shoot_after_fourth = a negyedik lap megnézése után nincs kasszatét
why-shoot_fifth = az ötödik lapra nincs kasszatét
why-hand_full = ez a kéz nem kaphat több lapot
why-no_room_to_shoot = a kassza vagy a játékos zsetonjai nem hagynak helyet kasszatétnek
why-shoot_when = kasszatétet a tétek után vagy a negyedik lap előtt lehet tenni
why-banker_turn = a bankadó következik: lapot húz vagy megáll
why-play_after_deal = a játékosok az osztás után játsszák a kezüket
why-pack_empty = a pakli kifogyott
why-pontoon_waits_shoot = ez a Pontoon a kasszatétjére (vagy a `shoot 0` parancsra) vár, mielőtt bejelentik
why-split_first_two = csak a pontosan az első két lapjából álló kéz választható szét
why-not_same_rank = a két lap nem azonos rangú
why-split_aces_only = ennél az asztalnál csak ászpárt lehet szétválasztani
why-split_most_hands = a játékosnak már annyi keze van, amennyi szétválasztással lehet
why-pack_short_split = a pakliból nem jut minden kézre egy lap
why-no_burn = ennél az asztalnál nincs égetés
why-burn_two_cards = csak pontosan két lapból álló kéz égethet
why-burn_not_13 = a két lap nem ad ki kemény 13-at
why-burn_not_14 = a két lap nem ad ki kemény 14-et
why-pack_short_burn = a pakliból nem jut két új lap
why-bank_cut_once = a bankért csak a játszma első leosztása előtt húznak
why-kitty_between_hands = kasszát nyitni vagy növelni csak leosztások között lehet
why-sell_between_hands = a bankot csak leosztások között lehet eladni
why-bank_not_offered = a bankot nem ajánlották fel
why-bank_offered = a bankot felajánlották; előbb a vevő válaszol
why-hand_in_play = egy leosztás folyamatban van
why-kitty_first = a bankadónak előbb kasszát kell nyitnia
why-stake_after_first_card = tétet a leosztás első lapja után lehet tenni
why-banker_hand_full = a bankadó keze nem kaphat több lapot
why-buy_once = egy kéz csak egyszer duplázhat
why-not_same_value = a két lap nem azonos értékű
why-split_most_hands_casino = a játékosnak már annyi keze van, amennyi szétválasztással lehet
why-shoe_short_split = nem maradt két kiosztható lap
why-bet_between_rounds = tétet a körök között lehet tenni
why-shoe_empty = nem maradt kiosztható lap
why-cut_for_bank_first = az első leosztás előtt a játékosok húznak a bankért
why-no_such_player = nincs ilyen játékos
why-attack_self = játékos nem támadhatja meg önmagát
why-not_in_hand = nincs benne a leosztásban
why-banner_same_suit = a zászlaja ugyanolyan színű, mint a te zászlód
why-banner_same_rank = a zászlaja ugyanolyan rangú, mint a te zászlód
why-deal_cut_once = az osztásért csak a játszma első leosztása előtt húznak
why-cut_for_deal_first = az első leosztás előtt a játékosok húznak az osztásért
why-dealer_deals_next = az osztó osztja a következő leosztást
why-no_battle = nincs csata, amelyre válaszolni kellene
why-discard_after_buy = vétel után dobd el az elengedett katonákat (akár egyet sem), és ezzel véget ér a lépésed
why-discard_after_capture = zsákmányolás után dobj el katonákat, amíg a megengedett legtöbb nem marad
why-answer_battle = válaszolj a csatára: dobj be, add meg vagy emelj
why-round_in_play = egy kör folyamatban van
why-bet_after_deal = tétet az osztás után lehet tenni
why-five_cards = öt lapja van
why-hard_21 = kemény összege 21 vagy több
why-sure_trick = a legfeljebb 11 pontos négylapos kéznek biztos az 5 lapból álló kombináció: csak lapot kérhet
why-double_when = a bankadó csak a kezdőtétek után dönt a kétszerezésről, ha a szabályok megengedik
why-seed_limit = egy hely egy keveréshez legfeljebb 8 magot adhat (az utolsó számít)
why-bad_name = a név 1–40 nyomtatható karakter, az elején és a végén szóköz nélkül
why-bad_seed = a mag 1–64 nyomtatható karakter
why-seed_not_next = a mag a következő keveréshez szól, ez pedig egy másikat nevez meg
why-cut_never_ends = a húzás sosem ér véget: minden körben egyforma lapok jönnek, és a pakli újra ugyanazokat a lapokat hozza
