# table: ami minden játék asztaloldalán közös (a helyek, a fejléc, a tisztességes keverés, a
# lépés, a napló, a lapok, egy kéz összege és eredménye, egy játék beállításai és egy asztal
# szabályoldala). A Pontoon Blackjack szabályának szavai: osztó, gyenge 17, Pontoon kombináció,
# 5 lapból álló kombináció, meghaladja a 21-et, kifizetés 2 az 1-hez, egyenlőség esetén az osztó nyer.
# A hely sorszáma elé a névelő a szám kiejtése szerint kerül: az 1. (első) és az 5. (ötödik), minden
# más (legfeljebb 12 hely van) a.

## Az asztal fejléce, a lap címe, a lépés jelzései

table-heading = { $table }. asztal
table-tab = { $table }. asztal · Parlour
table-tab-turn = ● Te jössz · { $table }. asztal
table-link-rules = szabályok
table-link-lobby = lobbi
table-alerts-label = amikor te jössz
table-alert-sound = Hang
table-alert-notify = Értesítés
table-notify-title = Te jössz · { $table }. asztal
table-notify-none = Ez a böngésző nem tud értesítést küldeni.
table-notify-blocked = A böngésző letiltja ennek az oldalnak az értesítéseit: az oldal beállításaiban engedélyezheted őket.
table-paused = A terem szünetelteti ezt az asztalt: { $reason }. A folyamatban lévő kör véget ér, de új kör nem kezdődik, amíg az asztal újra nem játszik.
table-joining = Csatlakozás az asztalhoz…
table-your-turn = Te jössz: { $moves }
table-connection-lost = Megszakadt a kapcsolat: amíg vissza nem áll, semmit sem lehet tenni.
table-request-lost = megszakadt a kapcsolat; próbáld újra
table-log-label = { $title }, a legújabb alul
table-keys = Billentyűk
table-key-space = Szóköz
table-ring-seconds = { $seconds } mp
table-ring-label = a lépésből hátralévő idő
table-unknown-game = Ez a kliens nem ismeri ezt a játékot: { $game }.

## A helyek

table-seat-n = { $seat }. hely
table-seat-free = { $seat }. hely: szabad
table-you = (te)
table-chips = { $count } zseton
table-seat-label = { $seat }. hely: { $name }
table-seat-label-free = { $seat }. hely, szabad
table-seat-label-mine = a te helyed
table-seat-label-on-turn = soron van
table-sit-here = Ide ülök
table-move-here = Ide ülök át
table-move = Átülés
table-add-bot = Bot leültetése
table-bot-levels = { $seat }. hely: melyik bot?
table-bot-best = A legjobb, a legerősebb
table-bot-standard = Normál
table-bot-cautious = Óvatos
table-bot-bold = Merész
table-remove-bot = Bot elküldése
table-sit-down = Leülök
table-chips-to-bring = Hozott zseton
table-chips-to-bring-label = hozott zseton
table-wallet-holds = A pénztárcádban { $chips } zseton van.
table-wallet-holds-elsewhere = A pénztárcádban { $chips } zseton van; { $elsewhere }.
table-chips-at-table = { $table }. asztal: { $chips }
table-bring-more = Még zsetont hozok
table-bring-them = Hozom
table-from-wallet = a pénztárcádból (benne: { $chips })
table-stand-up = Felállok
table-stay = Maradok
table-stay-at-table = Az asztalnál maradok
table-stay-where-i-am = A helyemen maradok
table-dont-sit = Mégsem ülök le
table-watching = Nézőként vagy itt. Válassz egy szabad helyet, és ülj le.
table-kept-sit = { $name } e kör után ide ül
table-kept-stand = e kör után feláll
table-kept-move = e kör után átül { $seat ->
    [1] az
    [5] az
   *[other] a
} { $seat }. helyre
table-kept-top-up = e kör után még zsetont hoz
table-kept-bot-in = e kör után egy bot ül ide
table-kept-bot-out = a bot e kör után feláll
table-kept-bot-out-named = { $name } e kör után feláll
table-kept-move-here = e kör után egy játékos ül át ide
table-kept-move-here-named = { $name } e kör után átül ide
table-away = távol
table-away-rule = Távol: egyetlen kapcsolata sem követi az asztalt. Néhány másodperc után kimarad a lépése; ha kihagyott egy egész kört, vagy három perce távol van, felállítják, és a zsetonjai visszakerülnek a pénztárcájába.
table-waiting-sit = { $until ->
    [round] Leülsz { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a kör véget ér.
   *[hand] Leülsz { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a leosztás véget ér.
}
table-waiting-stand = { $until ->
    [round] Elhagyod az asztalt, amikor ez a kör véget ér.
   *[hand] Elhagyod az asztalt, amikor ez a leosztás véget ér.
}
table-waiting-move = { $until ->
    [round] Átülsz { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a kör véget ér.
   *[hand] Átülsz { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a leosztás véget ér.
}
table-waiting-top-up = { $until ->
    [round] A zsetonjaid akkor érkeznek, amikor ez a kör véget ér.
   *[hand] A zsetonjaid akkor érkeznek, amikor ez a leosztás véget ér.
}
table-waiting-bot-in = { $until ->
    [round] Egy bot ül { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a kör véget ér.
   *[hand] Egy bot ül { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyre, amikor ez a leosztás véget ér.
}
table-waiting-bot-out = { $until ->
    [round] { $seat ->
        [1] Az
        [5] Az
       *[other] A
    } { $seat }. helyen ülő bot feláll, amikor ez a kör véget ér.
   *[hand] { $seat ->
        [1] Az
        [5] Az
       *[other] A
    } { $seat }. helyen ülő bot feláll, amikor ez a leosztás véget ér.
}
table-seated-sit = { $name } leül { $seat ->
    [1] az
    [5] az
   *[other] a
} { $seat }. helyre, { $chips } zsetonnal
table-seated-top-up = { $who } még { $chips } zsetont hoz
table-seated-stand = { $who } feláll
table-seated-move = { $who } átül { $seat ->
    [1] az
    [5] az
   *[other] a
} { $seat }. helyre

## Nevek, a húzás, a keverések

table-names-and = { $first } és { $last }
table-shuffle-note = ({ $shuffle }. keverés)
table-cut-won = { $who } húzta a legmagasabb lapot ({ $card }), így { $prize ->
    [bank] övé a bank
    [deal] ő osztja az első leosztást
   *[other] { $prize }
}
table-cut-won-plain = { $who } húzta a legmagasabb lapot, így { $prize ->
    [bank] övé a bank
    [deal] ő osztja az első leosztást
   *[other] { $prize }
}
table-cut-tie-won = Egyforma lapok ({ $tied }), újrahúzás: { $who } húzta a legmagasabb lapot ({ $card }), így { $prize ->
    [bank] övé a bank
    [deal] ő osztja az első leosztást
   *[other] { $prize }
}
table-cut-tie-won-plain = Egyforma lapok ({ $tied }), újrahúzás: { $who } húzta a legmagasabb lapot, így { $prize ->
    [bank] övé a bank
    [deal] ő osztja az első leosztást
   *[other] { $prize }
}

## A lapok szavakkal, ahogy a képernyőolvasó felolvassa őket (francia kártya: treff, káró, kőr, pikk)

table-card = { $suit ->
    [clubs] treff
    [diamonds] káró
    [hearts] kőr
   *[spades] pikk
} { $rank ->
    [ace] ász
    [two] kettes
    [three] hármas
    [four] négyes
    [five] ötös
    [six] hatos
    [seven] hetes
    [eight] nyolcas
    [nine] kilences
    [ten] tízes
    [jack] bubi
    [queen] dáma
   *[king] király
}
table-card-down = egy lap arccal lefelé

## Egy Pontoon kéz összege és eredménye (a kaszinó osztója)

table-soft = gyenge { $total }
table-hand-pontoon = Pontoon
table-hand-five-card-trick = 5 lapból álló kombináció
table-hand-bust = 21 fölött
table-hand-bust-total = 21 fölött ({ $total })
table-result-pontoon = Pontoon: kifizetés 2 az 1-hez
table-result-five-card-trick = 5 lapból álló kombináció: kifizetés 2 az 1-hez
table-result-dealer-bust = az osztó meghaladta a 21-et: nyer, 1 az 1-hez
table-result-wins = nyer, 1 az 1-hez
table-result-bust = meghaladta a 21-et
table-result-dealer-pontoon = az osztónak Pontoon kombinációja van
table-result-tie = egyenlőség esetén az osztó nyer
table-result-loses = veszít

## Egy tét zsetonjai

table-cap-table = az asztal legnagyobb tétje
table-cap-seat = a zsetonjaid az asztalnál
table-cap-own = a saját tétkorlátod
table-chip-over = { $cap ->
    [seat] { $chip } zsetonnal a tét { $bet } lenne: több, mint a zsetonjaid az asztalnál ({ $most })
    [own] { $chip } zsetonnal a tét { $bet } lenne: több, mint a saját tétkorlátod ({ $most })
   *[table] { $chip } zsetonnal a tét { $bet } lenne: több, mint az asztal legnagyobb tétje ({ $most })
}

## A tisztességes keverés

table-fair-summary = Tisztességes keverés: a következő sorszáma { $number }, vállalás: { $commitment }…
table-seeds-seen-open = Minden ülő játékos minden keverésbe belekever egy magot: az oldal véletlenszerűt ad, hacsak a játékos nem ír sajátot. Ennél a keverésnél minden mag látható mindenkinek az asztalnál.
table-seeds-seen-hashed = Minden ülő játékos minden keverésbe belekever egy magot: az oldal véletlenszerűt ad, hacsak a játékos nem ír sajátot. Amíg a pakli nincs felfedve, a saját magodat te látod, a többiek csak a hash-ét, ahogy te is csak az övékét.
table-commitment = Vállalás
table-seeds-for-it = Magok hozzá: { $seeds }
table-seeds-none = még egy sincs
table-seed-shown = { $who }: „{ $seed }”
table-seed-placeholder = saját szavaid
table-seed-label = saját magod a következő keveréshez
table-seed-invalid = A mag 1–64 karakter hosszú, és nem lehet benne vezérlőkarakter.
table-seed-give = Saját mag
table-seed-what = Mag
table-check-shuffles = A keverések ellenőrzése

## Egy játék beállításai, ahogy a lobbi űrlapja és a szabályoldal nevezi őket

table-option-packs = Paklik
table-option-reshuffle_at = Újrakeverés
table-option-min_stake = Legkisebb tét
table-option-max_stake = Legnagyobb tét
table-option-max_hands = Kezek szétválasztással
table-option-max_split_hands = Kezek szétválasztással
table-option-split_by_value = Két tízértékű lap is szétválasztható
table-option-dealer_hits_soft_17 = Az osztó gyenge 17-re is húz
table-option-stick_min = Passz legalább ennyinél
table-option-aces_only_split = Csak ászpár választható szét
table-option-banker_may_double = A bankadó kétszerezhet
table-option-player_pontoon_pays = A játékos Pontoonja nyer
table-option-banker_pontoon_collects = A bankadó Pontoonja beszed
table-option-no_fifth_card_buy_under_12 = 12 alatt nincs duplázás az ötödik lapra
table-option-royal_pontoon = Királyi Pontoon (három hetes)
table-option-royal_pontoon_pays = A Királyi Pontoon nyer
table-option-picture_beats_ten = A figura veri a tízest
table-option-ace_ten_not_pontoon = Ász és tízes nem Pontoon
table-option-natural_beats_plain = A-K és A-Q veri az A-J-t és az A-T-t
table-option-burn = Égetés kemény összegnél
table-option-shoot = Kasszatétek
table-option-kitty_min = Legkisebb kassza
table-option-kitty_max = Legnagyobb kassza
table-option-small_bet = Kis tét
table-option-big_bet = Nagy tét
table-option-betting = Tétrendszer
table-option-exclusion = Zászló szerinti kizárás
table-option-max_soldiers = Legtöbb katona
table-bound-min_stake = a legkisebb tét
table-bound-kitty_min = a legkisebb kassza
table-bound-small_bet = a kis tét
table-hint-from = legalább { $from }, felső határ nélkül
table-hint-range = { $from }–{ $to }
table-value-none = nincs
table-value-no-limit = limit nélkül
table-value-limit = limites
table-value-suit = szín
table-value-rank = rang
table-yes = igen
table-no = nem
table-fraction-quarter = negyed
table-fraction-third = harmad
table-fraction-half = fele
table-fraction-two-thirds = kétharmad
table-fraction-three-quarters = háromnegyed
table-shuffle-every-round = minden körben
table-shuffle-after-quarter = negyed után
table-shuffle-after-third = harmad után
table-shuffle-after-half = a fele után
table-shuffle-after-two-thirds = kétharmad után
table-shuffle-after-three-quarters = háromnegyed után
table-shuffle-after = { $fraction } rész után

## Egy asztal szabályoldala

table-rules-title = Szabályok: { $table }. asztal
table-rules-caption = Az asztal beállításai
table-rules-option = Beállítás
table-rules-here = Itt
table-rules-does = Mit jelent
table-rules-seats = A helyek ebben a teremben
table-rules-back = Vissza az asztalhoz
table-span-seconds = { $count } másodperc
table-span-minutes = { $count } perc
table-room-turn = Egy lépésre { $span } jut; ha a tét vagy a lépés nem történik meg időben, helyette az időtúllépés lépése jön (kihagyás, passz).
table-room-seats = A helyek a körök között változnak. Leülni, felállni, átülni, zsetont hozni, botot leültetni vagy elküldeni bármikor lehet kérni: kör közben a hely ezt ki is írja („e kör után feláll”), a változás pedig a kör végén történik meg. Addig a Maradok gomb visszavonja.
table-room-away = Akinek az oldala elhagyta az asztalt, az távolinak látszik. { $grace } távollét után a lépéseire már nem várnak. { $away } távollét után kiesik: a körök között felállítják, és a zsetonjai visszakerülnek a pénztárcájába.
table-room-away-rounds = Akinek az oldala elhagyta az asztalt, az távolinak látszik. { $grace } távollét után a lépéseire már nem várnak. { $away } távollét után kiesik, vagy ha { $rounds ->
    [one] egy egész kör
   *[other] { $rounds } egész kör
} lement nélküle: a körök között felállítják, és a zsetonjai visszakerülnek a pénztárcájába.
table-room-idle = Bezár az az asztal, amelynél { $span } hosszan csak botok ültek.
