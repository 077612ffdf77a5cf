# pontoon
# Az otthoni játékok: a hagyományos Pontoon, ahol egy játékosnál van a bank, és a Shoot Pontoon a
# bank kasszájával. A lépések neve a moves.ftl-é (Tét, Lapot kérek, Passz, Duplázás,
# Szétválasztás); a forrás (003) szavai: Pontoon, 5 lapból álló kombináció, passzol, meghaladja a
# 21-et. A bankért húznak (a cut itt nem emelés: az a Palace emelése); amikor a bank abbahagyja a
# húzást, megáll. A neveket sosem ragozzuk: a rag a mellettük álló szóra kerül ("{ $name }
# játékosnak"), vagy kettőspont áll utánuk.

## Who is who

pontoon-seat = { $seat }. hely
pontoon-who-hand = { $name } ({ $hand }. kéz)
pontoon-bank-of = { $name } (bank)
pontoon-the-bank = A bank

## The bank at the head of the table

pontoon-plaque = BANK
pontoon-banker-due = A bankról húzás dönt
pontoon-banker-none = A bank: még senki
pontoon-banker-is = A bank: { $name }
pontoon-banker-mine = A bank: { $name } (te)
pontoon-aria-bank = a bank
pontoon-aria-bank-due = a bank, húzás dönt róla
pontoon-aria-bank-name = a bank: { $name }
pontoon-aria-bank-mine = a bank: { $name }, te
pontoon-aria-seat-bank = , a bank
pontoon-chips = { $chips } zseton
pontoon-kitty = Kassza { $kitty }
pontoon-aria-kitty = a kasszában { $kitty } zseton van
pontoon-kitty-this-hand = ({ $net } ebben a leosztásban)
pontoon-last-bank = { $number }. leosztás: { $name } bankja
pontoon-doubled = Minden tét kétszeres
pontoon-offer-line = { $banker } felajánlja a bankot { $buyer } játékosnak { $price } zsetonért
pontoon-offer-line-you = { $banker } neked ajánlja fel a bankot { $price } zsetonért

## The cut for the first bank

pontoon-cut-title = Húzás a bankért: a legmagasabb lapé a bank, az ász a legmagasabb
pontoon-cut-again-note = (újra, { $round }. kör)
pontoon-cut-winner = { $name } húzza a legmagasabb lapot ({ $card }), övé a bank
pontoon-cut-winner-tie = Egyforma lapok ({ $tied }), újrahúzás: { $name } húzza a legmagasabb lapot ({ $card }), övé a bank
pontoon-cut-winner-bare = { $name } húzza a legmagasabb lapot, övé a bank
pontoon-cut-winner-tie-bare = Egyforma lapok ({ $tied }), újrahúzás: { $name } húzza a legmagasabb lapot, övé a bank
pontoon-cut-log = Húzás a bankért: { $cuts }. A bank: { $banker }
pontoon-cut-log-again = újra, { $round }. kör: { $cuts }
pontoon-cut-due-none = A játékosok húznak a bankért, amint ketten leültek
pontoon-cut-due-call = { $name } indítja a húzást a bankért
pontoon-cut-due-wait = { $name } ült le elsőként, ő indítja a húzást a bankért: várakozás egy második játékosra

## A hand's box, its result and its shoot bet

pontoon-box-face-down = arccal lefelé
pontoon-box-drawing = húz
pontoon-box-playing = játszik
pontoon-box-sticks = passzol
pontoon-box-split = szétválasztva
pontoon-box-pontoon = Pontoon
pontoon-box-five = 5 lapból álló kombináció
pontoon-box-bust = 21 fölött
pontoon-box-not-played = nem játszott: minden kéz meghaladta a 21-et
pontoon-box-stayed = megáll { $total } ponton: { $paying } ponttól fizet
pontoon-box-stayed-21 = megáll { $total } ponton: csak Pontoont és 5 lapból álló kombinációt fizet
pontoon-result-pontoon = Pontoon, nyer { $amount }
pontoon-result-five = 5 lapból álló kombináció, nyer { $amount }
pontoon-result-wins = nyer { $amount }
pontoon-result-bust = 21 fölött: veszít { $amount }
pontoon-result-loses = veszít { $amount }
pontoon-result-even = döntetlen
pontoon-shoot-bet = kasszatét { $amount }
pontoon-shoot-bet-fourth = kasszatét { $amount }: jönnie kell a negyedik lapnak
pontoon-shoot-won = a kasszatét nyer { $amount } zsetont a kasszából
pontoon-shoot-lost = a kasszatét elveszett: { $amount } zseton a kasszába
pontoon-shoot-even = a kasszatét döntetlen
pontoon-shoot-open = tehet saját kasszatétet
pontoon-burnt = elégetve
pontoon-tag-bought = duplázva { $amount }
pontoon-tag-bought-title = duplázással, arccal lefelé
pontoon-tag-twisted = kért
pontoon-tag-twisted-title = kért lap, arccal felfelé
pontoon-stake-line = tét { $stake }
pontoon-stake-line-bought = tét { $stake }, duplázás: { $buys }

## A seat

pontoon-badge = nála a bank
pontoon-seat-plays-bank = a bank kezét játssza, fent
pontoon-seat-deals-bank = a bankból oszt, fent
pontoon-seat-calls-cut = elsőként ült le: ő indítja a húzást a bankért
pontoon-seat-stakes = tét: { $amount }
pontoon-seat-to-stake = tétre vár
pontoon-seat-no-stake = még nincs tét
pontoon-seat-net = ez a leosztás: { $net }

## Where the table stands

pontoon-status-hand = { $number }. leosztás
pontoon-status-hand-over = { $number }. leosztás vége
pontoon-status-pack = { $pack } lap a pakliban
pontoon-status-pack-shuffle = { $pack } lap a pakliban, keverés a következő osztás előtt
pontoon-wait-offered = { $buyer } játékosnak felajánlották a bankot { $price } zsetonért
pontoon-wait-deal = { $bank } következik: osztás
pontoon-wait-stake = { $who } következik: tét
pontoon-wait-double = { $bank } dönt a tétek kétszerezéséről
pontoon-wait-shoot = { $who } tehet kasszatétet
pontoon-wait-play = { $who } játszik
pontoon-wait-play-hand = { $who } játszik: { $hand }. kéz
pontoon-wait-bank = { $bank } játszik
pontoon-wait-over = Most nem lehet osztani: az asztal zsetonnal rendelkező játékosokra vár

## The log

pontoon-log-title = A leosztások
pontoon-shuffled = A pakli megkeverve
pontoon-shuffled-fair = A pakli megkeverve ({ $shuffle }. keverés)
pontoon-hand-started = { $number }. leosztás: { $banker } oszt, játékosok: { $punters }
pontoon-hand-started-nobody = { $number }. leosztás: { $banker } oszt, de nincs kinek
pontoon-bank-takes = { $bank } húz: { $card }
pontoon-bank-takes-down = { $bank } húz egy arccal lefelé fordított lapot
pontoon-gets = { $who } kap: { $card }
pontoon-gets-down = { $who } kap egy arccal lefelé fordított lapot
pontoon-bank-looks = { $bank } megnézi a lapjait
pontoon-bank-looks-at = { $bank } megnézi: { $cards }
pontoon-staked = { $who } { $amount } zsetont tesz fel
pontoon-bank-doubles = { $bank } minden tétet megkétszerez
pontoon-bank-lets-stand = { $bank } meghagyja a téteket
pontoon-shot = { $who } { $amount } zseton kasszatétet tesz
pontoon-no-shot = { $who } nem tesz kasszatétet
pontoon-burns = { $who } eléget: { $cards }, és két új lapot kap
pontoon-kitty-put = { $bank } { $amount } zsetont tesz a kasszába: benne { $kitty } van
pontoon-kitty-returned = A kassza { $amount } zsetonja visszajár { $to } játékosnak
pontoon-bank-pontoon = { $bank } Pontoont kapott ({ $cards }): a leosztásnak vége
pontoon-declares = { $who } Pontoont jelent ({ $cards })
pontoon-splits = { $who } szétválasztja: { $cards }
pontoon-buys = { $who } dupláz { $amount } zsetonnal: { $card }
pontoon-buys-down = { $who } dupláz { $amount } zsetonnal, arccal lefelé fordított lapot kap
pontoon-twists = { $who } lapot kér: { $card }
pontoon-sticks = { $who } passzol
pontoon-five = { $who }: 5 lapból álló kombináció
pontoon-bust = { $who } meghaladta a 21-et ({ $cards }), vesztesége { $lost }
pontoon-bank-turns = { $bank } felfordítja: { $cards }
pontoon-bank-stays = { $bank } megáll { $total } ponton: { $paying } ponttól fizet
pontoon-bank-stays-21 = { $bank } megáll { $total } ponton: csak Pontoont és 5 lapból álló kombinációt fizet
pontoon-bank-bust = { $bank } meghaladta a 21-et: minden még álló kéz nyer
pontoon-bank-five = { $bank } 5 lapból álló kombinációt kapott
pontoon-shows = { $who } felfedi: { $cards }
pontoon-settled = Elszámolás: { $payments }
pontoon-settled-none = Elszámolás: nincs zsetonmozgás
pontoon-pays = { $from } → { $to }: { $amount }
pontoon-pays-kitty = { $from } → kassza: { $amount }
pontoon-kitty-pays = kassza → { $to }: { $amount }
pontoon-round-over = { $number }. leosztás vége: { $results }
pontoon-kitty-net = kassza { $net }
pontoon-bank-offers = { $bank } felajánlja a bankot { $buyer } játékosnak { $price } zsetonért
pontoon-turns-down = { $buyer } nem kéri a bankot
pontoon-session-over = Több leosztás nem lehetséges
pontoon-passed-pontoon = { $to } Pontoonja elviszi a bankot { $from } játékostól: a bank mostantól { $to } játékosé
pontoon-passed-broken = { $from } bankja csődbe ment: a bank mostantól { $to } játékosé
pontoon-passed-sold = { $from } eladja a bankot { $to } játékosnak { $price } zsetonért: a bank mostantól { $to } játékosé
pontoon-passed-left = { $from } otthagyja a bankot: a bank mostantól { $to } játékosé
pontoon-passed = A bank { $from } játékostól { $to } játékoshoz kerül
pontoon-news-kitty = { $news }; a kassza { $amount } zsetonja visszajár { $to } játékosnak

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontoon
  }, { $mine ->
    [yes] a te bankod
   *[no] { $banker } bankja
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Húzás a bankért
pontoon-verb-deal = Osztás
pontoon-verb-burn = Égetés
pontoon-verb-shoot = Kasszatét
pontoon-verb-kitty = Kassza
pontoon-verb-double = Kétszerezés
pontoon-verb-decline-double = Tétek maradnak
pontoon-verb-offer-bank = Bank felajánlása
pontoon-verb-accept-bank = Bank átvétele
pontoon-verb-decline-bank = Bank elutasítása

## The controls

pontoon-range = { $min }–{ $max }
pontoon-slider = { $label }, { $min }–{ $max }
pontoon-amount-whole = { $move }: az összeg csak egész számú zseton lehet, { $range }
pontoon-amount-range = { $move }: az összeg { $min } és { $max } között lehet
pontoon-price-whole = Bank felajánlása: az ár csak egész számú zseton lehet, { $range }
pontoon-price-range = Bank felajánlása: az ár { $min } és { $max } között lehet
pontoon-cut-hint = Elsőként ültél le, így te indítod a húzást: mindenki kap egy lapot arccal felfelé, és a legmagasabb (az ász a legmagasabb) viszi a bankot; egyforma lapoknál újra húznak.
pontoon-offer-you = { $banker } felajánlja neked a bankot { $price } zsetonért. Ha elfogadod, te osztod a következő leosztást.
pontoon-aria-offer = a bank felajánlása
pontoon-take-bank-for = Átveszem { $price } zsetonért
pontoon-turn-it-down = Nem kérem
pontoon-kitty-add = Kassza növelése
pontoon-kitty-up = Kassza nyitása
pontoon-kitty-button = { $amount } zseton a kasszába
pontoon-kitty-note = { $range } zseton a sajátodból, félretéve a kasszatétek ellen; a kasszában most { $kitty } van, legfeljebb { $most } lehet. Amíg nálad a bank, semmi nem jön ki belőle.
pontoon-deal-hand = Osztás: { $number }. leosztás
pontoon-stake-label = A téted
pontoon-stake-button = Tét: { $amount }
pontoon-stake-note = { $range }, az asztal határai szerint.
pontoon-stake-note-cover = { $range }: az asztal { $most } zsetonig enged, de zsetonjaid csak { $cover } zsetont fedeznek (fedezeti szabály).
pontoon-double-button = Minden tét kétszerezése
pontoon-shoot-label = Kasszatét a kassza ellen
pontoon-shoot-label-fourth = Kasszatét a negyedik lap előtt
pontoon-shoot-button = Kasszatét: { $amount }
pontoon-shoot-note = { $range }: a kasszában { $kitty } van, és a kint lévő kasszatétek ezt sosem haladhatják meg.
pontoon-shoot-note-fourth = { $range }: a kasszában { $kitty } van, és a kint lévő kasszatétek ezt sosem haladhatják meg. Kasszatét után a negyedik lapot kötelező felvenni.
pontoon-no-shoot = Nincs kasszatét
pontoon-take-card = Lapot húzok
pontoon-stay = Megállok
pontoon-twist-button = Lapot kérek (arccal felfelé)
pontoon-buy-label = Duplázás: arccal lefelé fordított lap
pontoon-buy-button = Duplázás: { $amount }
pontoon-buy-note = { $range }, a kéz tétjéhez adva.
pontoon-sell = Bank eladása…
pontoon-sell-title = Bank eladása
pontoon-sell-to = Kinek
pontoon-sell-for = ár
pontoon-sell-cancel = Mégse
pontoon-buyer-option = { $name } (legfeljebb { $most } zsetont fizethet)
pontoon-price-note = Ár 1 és { $most } között: { $name } összes zsetonja egy kivételével. { $name } a következő osztás előtt elfogadja vagy elutasítja.
pontoon-price-none = { $name } játékosnak nincs nélkülözhető zsetonja: most nem adható el neki a bank.

## The keys

pontoon-key-enter = húzás a bankért (az első leosztás előtt), osztás (a bank, leosztások között), tét a beírt összeggel, vagy passz (a bank: megállás)
pontoon-key-plus = lapkérés (a bank: lapot húz)
pontoon-key-star = duplázás a beírt összeggel
pontoon-key-slash = szétválasztás
pontoon-key-c = húzás a bankért
pontoon-key-d = osztás
pontoon-key-t = lapkérés
pontoon-key-s = passz (a bank: megállás)
pontoon-key-b = duplázás
pontoon-key-l = szétválasztás
pontoon-key-r = égetés
pontoon-key-o = kasszatét a beírt összeggel
pontoon-key-k = a beírt összeg a kasszába
pontoon-key-y = igen: tétek kétszerezése, vagy a felajánlott bank átvétele
pontoon-key-n = nem: nincs kasszatét, a tétek maradnak, vagy a bank elutasítása
