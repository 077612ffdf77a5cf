# A kaszinó asztalai, ahol a ház a bank: kaszinó Pontoon és Pontoon Blackjack; az asztal oldala,
# billentyűi és a kör naplója. A Kihagyom, Lapot kérek, Passz, Duplázás és Szétválasztás gomb a
# moves.ftl move-* üzenete. A Pontoon Blackjack szabályának szavai: osztó, Pontoon kombináció,
# 5 lapból álló kombináció, meghaladja a 21-et, gyenge 17; a játékos passzol, az osztó megáll.

casino-name = Kaszinó

## Az asztal: az osztó, a helyek, a kezek

casino-dealer = Osztó
casino-dealer-label = az osztó
casino-face-down = arccal lefelé
casino-total = összeg: { $box }
casino-total-hidden = az összeg nem látszik
casino-bought = duplázva
casino-hand-bet = tét: { $amount }
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
casino-seat-bets = tét: { $amount }
casino-seat-passes = kihagyja
casino-sat-out = kimarad ebből a körből

## A téted zsetonokból

casino-bet = Tét: { $amount }
casino-bet-stacks = a téted: egy oszlopra nyomva levehetsz róla egy zsetont
casino-no-chips = még nincs zseton
casino-take-chip = Egy { $chip } értékű zseton levétele a tétről
casino-take-chip-count = Egy { $chip } értékű zseton levétele a tétről (rajta: { $count })
casino-chips-label = zsetonok: egyre nyomva a tétedhez adod
casino-chip = { $chip } értékű zseton
casino-at-most = Legfeljebb { $amount }: { $why }.
casino-chip-refused = Ez a zseton nem mehet: { $why }

## A gombok

casino-deal = Osztás
casino-deal-empty = Osztás: előbb tegyél zsetont a tétre (vagy nyomd meg az Ismét gombot)
casino-repeat = Ismét
casino-repeat-said = Ismét az előző tét
casino-repeat-none = Ismét: még nincs megismételhető tét
casino-clear = Törlés
casino-move-cost = { $move } ({ $cost })
casino-waiting = Várakozás a többiekre.
casino-log = A kör
casino-turn-move = { $move ->
    [stake] tét
    [pass] kihagyás
    [twist] lapkérés
    [stick] passz
    [buy] duplázás
   *[split] szétválasztás
}

## A billentyűk

casino-key-enter = Enter
casino-key-backspace = Backspace
casino-key-digits = 1–5
casino-key-repeat = az előző tét megismétlése
casino-key-deal-stick = osztás vagy passz
casino-key-deal = osztás
casino-key-pass = kihagyás
casino-key-twist = lapkérés
casino-key-stick = passz
casino-key-buy = duplázás
casino-key-split = szétválasztás
casino-key-chip = 1, 5, 25, 100 vagy 500 értékű zseton a tétre (Shift: egy levétele)
casino-key-undo = az utolsó zseton levétele
casino-key-clear = a tét törlése

## A kör naplója

casino-seat = { NUMBER($number, useGrouping: 0) }. hely
casino-who-hand = { $who } ({ $hand }. kéz)
casino-staked = { $who } tétje: { $amount }
casino-passed = { $who } kihagyja a kört
casino-all-passed = Mindenki kihagyta a kört: nincs osztás
casino-shuffled = A cipőt megkeverik
casino-shuffled-number = A cipőt megkeverik ({ NUMBER($number, useGrouping: 0) }. keverés)
casino-round = { NUMBER($number, useGrouping: 0) }. kör
casino-dealer-hole = Az osztó egy lapot vesz fel arccal lefelé
casino-dealt = { $who } lapot kap: { $card }
casino-dealer-pontoon = Az osztónak Pontoon kombinációja van ({ $cards }): minden tét veszít
casino-pontoon = { $who }: Pontoon
casino-split = { $who } szétválaszt
casino-split-hand = { $who } szétválaszt ({ $hand }. kéz)
casino-bought-card = { $who } dupláz: { $card }
casino-twisted = { $who } lapot kér: { $card }
casino-stuck = { $who } passzol
casino-five-card-trick = { $who }: 5 lapból álló kombináció
casino-bust = { $who } meghaladta a 21-et, vesztesége { $amount }
casino-dealer-turned = Az osztó felfordítja: { $cards }
casino-dealer-drew = Az osztó lapot húz: { $card }
casino-dealer-stood = Az osztó { $total } ponton megáll
casino-dealer-five = Az osztónak 5 lapból álló kombinációja van
casino-dealer-bust = Az osztó meghaladta a 21-et
casino-round-over-results = A kör véget ért: { $results }
casino-round-over = A kör véget ért
casino-won = { $who } nyeresége { $amount }
casino-lost = { $who } vesztesége { $amount }
casino-even = { $who } nullszaldós
casino-session-over = Az asztalnál senki sem tudja fedezni a legkisebb tétet

## A tanácsadó: mennyit ér a kezed minden lépése (docs/web.md, "The coach")

casino-coach = Tanácsadó
casino-coach-group = a tanácsadó
casino-coach-seen = A látott lapok szerint
casino-coach-hint = Tipp
casino-key-hint = tipp kérése a tanácsadótól
casino-coach-off = A terem kikapcsolta a tanácsadót ennél az asztalnál.
casino-coach-asking = A tanácsadó számol…
casino-coach-heading = a tanácsadó tippje
casino-coach-count = { $count ->
    [seen] A keverés óta látott lapok szerint
   *[fresh] Frissen kevert cipő szerint
}
casino-coach-hand = A kezed: { $cards }
casino-coach-hand-bet = A kezed: { $cards }, tét: { $bet }
casino-coach-worth = { $bets } tét ({ $chips } zseton)
casino-coach-worth-bets = { $bets } tét
casino-coach-move = { $move }: { $worth }
casino-coach-move-best = { $move }, a legjobb: { $worth }
casino-coach-said = { $count ->
    [seen] A tanácsadó a látott lapok szerint. Kéz: { $cards }. { $moves }
   *[fresh] A tanácsadó frissen kevert cipő szerint. Kéz: { $cards }. { $moves }
}
casino-coach-stale = Ez a tipp a kéz egy korábbi állására szólt: az asztalnál azóta továbbléptek.
casino-coach-refused = Tipp: { $why ->
    [not_your_turn] a tanácsadó akkor válaszol, amikor te jössz egy kézzel
    [hints_off] a terem kikapcsolta a tanácsadót ennél az asztalnál
    [seen_off] ennél az asztalnál a tanácsadó csak frissen kevert cipővel számol
    [not_seated] a tanácsadó az itt ülő játékosoké
    [no_coach] ennek a játéknak nincs tanácsadója
   *[other] a tanácsadó most nem tud válaszolni
}
casino-coach-failed = Tipp: { $why }

## A tanácsadó a lejátszott körökről: a játék összegzése, egy kör áttekintése

casino-coach-cost = { $chips } zseton ({ $bets } tét)
casino-coach-col-round = Kör
casino-coach-col-hand = Kéz
casino-coach-col-made = Megtett lépés
casino-coach-col-best = Legjobb lépés
casino-coach-col-cost = Veszteség
casino-coach-was-best = a legjobb
casino-coach-decisions = A döntéseid ebben a körben
casino-coach-review-none = nincs döntés
casino-coach-review-clean = { $decisions ->
    [one] egy döntés, a legjobb
   *[other] { $decisions } döntés, mind a legjobb
}
casino-coach-review = { $mistakes ->
    [one] egy hiba: { $cost }
   *[other] { $mistakes } hiba: { $cost }
}
casino-coach-step-cost = A tanácsadó: a legjobb lépés ez lett volna: { $best }; ez a lépés ennyibe került: { $cost }.
casino-coach-step-best = A tanácsadó: ez volt a legjobb lépés: { $move }.
casino-report-title = Összegzés a játékodról: { $table }. asztal
casino-report-reading = A játékod beolvasása…
casino-report-no-rounds = Itt egy kört sem játszottál.
casino-report-caption = Azok a döntések, amelyek nem a legjobbak voltak
casino-report-clean = Minden döntésed a legjobb lépés volt, és semmibe sem került ({ $decisions } döntés, { $rounds } kör).
casino-report-total = Összesen { $rounds } kör { $decisions } döntéséből { $mistakes } nem a legjobb volt; ezek ára: { $cost }.
casino-report-close = Az összegzés bezárása
