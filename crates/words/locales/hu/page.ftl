# Az oldal saját szavai: a kerete, a lobbi, a bejelentkezés, a fiók, a leosztások és a
# tisztességes keverés. A szabály szavai: osztó, bank, kassza, kasszatét, zseton, pakli, Passz,
# Lapot kérek.

page-title = Parlour
page-connection-lost = Megszakadt a kapcsolat. Újracsatlakozás…
page-skip = Ugrás a tartalomra
page-language = Nyelv

## A felső sáv

page-nav = Főmenü
page-nav-lobby = Lobbi
page-nav-hands = Leosztások
page-nav-practice = Gyakorlás
page-nav-console = Konzol
page-bar-chips = { $wallet } · { $seated } { $tables ->
    [one] egy asztalnál
   *[other] { $tables } asztalnál
  }
page-bar-label = zsetonok
page-unreachable = A szerver nem érhető el: { $why }
page-server-answered = a szerver válasza: { $status }

## Bejelentkezés

page-auth-title = Kaszinó Pontoon, Pontoon Blackjack
page-auth-intro = Jelentkezz be, hozz létre fiókot, vagy játssz vendégként: a vendégnek csak egy név kell, és a nevet később jelszóval a magadévá teheted.
page-auth-name = Név
page-auth-password = Jelszó (vendégnek nem kell)
page-signin = Bejelentkezés
page-signup = Regisztráció
page-guest = Játék vendégként

## A játékok

page-game-casino = Kaszinó Pontoon
page-game-pontoon-blackjack = Pontoon Blackjack
page-game-traditional = Pontoon
page-game-shoot = Shoot Pontoon
page-game-palace = Palace Poker
page-line-casino = A ház ellen, 8 paklis cipőből: győzd le az osztót úgy, hogy ne haladd meg a 21-et.
page-line-pontoon-blackjack = A ház a bank, egyetlen paklival, amelyet minden kör előtt megkevernek.
page-line-traditional = Az otthoni játék: egy játékosnál van a bank, és egy Pontoon elviszi tőle.
page-line-shoot = A bankadó kasszát nyit, és minden játékos kasszatétet tehet ellene.
page-line-palace = Minden tét egy az egy elleni csata: a zászlód és a katonáid egyetlen ellenfél ellen.

## A lobbi

page-lobby = Lobbi
page-play-now = Játék most
page-play = Játék: { $game }
page-open-tables = Nyitott asztalok
page-more-tables = További asztalok
page-no-tables = Még nincs nyitott asztal: nyomd meg fent a Játék gombot, és nyílik egy neked.
page-rules-line = { $game }: { $stakes }
page-stakes = tét: { $min }–{ $max }
page-stakes-packs = tét: { $min }–{ $max }, { $packs } pakli
page-stakes-palace = { $betting ->
    [no_limit] limit nélküli
   *[limit] limites
  } { $small }/{ $big }
page-col-table = Asztal
page-col-bets = Tét
page-col-players = Játékosok
page-col-watching = Nézők
page-col-go = Ugrás
page-go = Ugrás
page-go-label = ugrás az asztalhoz: { $table }
page-seats-free = { $players } · { $free } szabad
page-seats-full = { $players } · tele
page-seats-nobody = még senki · { $free } szabad
page-seat-away = { $name } (távol)
page-seat-bot = { $name } (bot)

## Saját asztal

page-own-table = Saját asztal
page-own-intro = Válassz játékot és szabályokat; ha az asztal már nyitva van, botokat is ültethetsz hozzá.
page-own-game = Játék
page-own-seats = Helyek
page-own-rules = Szabályok
page-own-open = Asztal megnyitása
page-no-limit = nincs korlát

## A fiók

page-account-guest = { $name } (vendég)
page-wallet = Pénztárca
page-wallet-chips = { $chips } zseton
page-wallet-top-up = Üres pénztárca feltöltése
page-wallet-topped = Feltöltöttük a pénztárcádat.
page-limit-title = A tétkorlátod
page-limit-own = Saját korlátod: { $limit } tétenként (a házé: { $house }).
page-limit-house = A ház korlátja: { $house } tétenként.
page-limit-next = Legközelebb ekkortól módosíthatod (a te idődben): { $when }. A fogadási hét pénteken délben kezdődik, New York-i idő szerint.
page-limit-now = Most módosíthatod: hetente egyszer; a hét pénteken délben kezdődik, New York-i idő szerint.
page-limit-weekly = A korlát hetente egyszer változhat: a következő módosítás ekkortól lehetséges (a te idődben): { $when }.
page-limit-largest = Legnagyobb tét (üresen: a házé)
page-limit-submit = Korlát beállítása
page-limit-set = A korlátod be van állítva.
page-pin = PIN
page-pin-confirms = A PIN-kódod erősíti meg a tétkorlátod módosítását.
page-pin-unset = Állíts be egy PIN-kódot (4–6 számjegy) a tétkorlátod módosításához.
page-pin-locked = Öt hibás PIN után zárolva eddig (a te idődben): { $when }.
page-pin-new = Új PIN
page-pin-current = Jelenlegi PIN
page-pin-submit = PIN beállítása
page-pin-done = A PIN-kódod be van állítva.
page-claim-title = A név megtartása
page-claim-submit = A név lefoglalása
page-claim-done = A név a tiéd.
page-password = Jelszó
page-password-intro = Új jelszóval minden más helyen kijelentkezel.
page-password-now = Jelenlegi jelszó
page-password-new = Új jelszó
page-password-submit = Jelszó módosítása
page-password-done = A jelszavad megváltozott.
page-signout = Kijelentkezés
page-signout-everywhere = Kijelentkezés mindenhol
page-statement = Kivonat, a legújabb elöl (a te idődben)
page-statement-none = Még nincs mozgás.
page-col-when = Mikor
page-col-what = Mi
page-col-chips = Zseton
page-reason-grant = juttatás
page-reason-top-up-wallet = feltöltés
page-reason-sit = leült
page-reason-stand = felállt
page-reason-top-up = asztalhoz vitt
page-reason-settle = elszámolás

## Jelszó-visszaállító link

page-reset-title = Új jelszó megadása
page-reset-intro = A terem üzemeltetőitől kapott link egyszer használható. Az új jelszóval itt bejelentkezel, mindenhol máshol kijelentkezel.
page-reset-submit = Jelszó beállítása
page-reset-gone-title = Ez a link már nem működik
page-reset-gone = A linket már felhasználták, vagy lejárt (egy link egyszer, 24 óráig működik). Kérj újat a terem üzemeltetőitől.

## A leosztások előzményei

page-hands-title = Leosztások
page-hands-show-sat-out = A kihagyott köreimet is mutasd
page-hands-played = A körök, amelyekben játszottál, a legújabb elöl
page-hands-all = A köreid, a kihagyottak is, a legújabb elöl
page-hands-none = Még nem játszottál leosztást: itt jelennek meg, ha véget ér egy kör, amelyben játszottál.
page-hands-none-sat = Még nincs leosztás: itt jelennek meg, ha véget ér egy kör, amelyben ültél.
page-hands-older = Régebbi leosztások
page-col-game = Játék
page-col-round = Kör
page-col-you = Te
page-col-replay = Visszajátszás
page-col-coach = Tanácsadó
page-review-reading = beolvasás…
page-review-unread = most nem olvasható
page-replay = Megnézem
page-round-name = { $table }. asztal, { $round }. kör
page-replay-label = megnézem: { $table }. asztal, { $round }. kör (visszajátszás)
page-sat-out = kihagyta
page-hand-title = Egy leosztás
page-hand-unknown-game = Ez a kliens nem ismeri ezt a játékot: { $game }.
page-hand-record = A leosztás jegyzőkönyve (a parlour script visszajátssza)
page-step-start = Lépés { $at }/{ $last }: az ülésrend a kör elején
page-step-at = Lépés { $at }/{ $last }: { $action }
page-back = Vissza
page-next = Tovább

## A visszajátszás lépései

page-step-bot = { $name } (bot)
page-step-cut = { $player } húz a bankért
page-step-deal = { $player } oszt
page-step-stake = { $player } tétet tesz: { $amount }
page-step-twist = { $player } lapot kér
page-step-stick = { $player } passzol
page-step-buy = { $player } lapot vesz
page-step-buy-amount = { $player } dupláz { $amount } zsetonnal
page-step-split = { $player } szétválaszt
page-step-pass = { $player } kihagyja a kört
page-step-burn = { $player } elégeti a kezét
page-step-shoot = { $player } kasszatétet tesz: { $amount }
page-step-kitty = { $player } kasszát nyit: { $amount }
page-step-offer-bank = { $player } felajánlja a bankot { $buyer } játékosnak { $price } zsetonért
page-step-accept-bank = { $player } átveszi a bankot
page-step-decline-bank = { $player } nem kéri a bankot
page-step-double = { $player } megkétszerezi a téteket
page-step-decline-double = { $player } meghagyja a téteket
page-step-sit = { $player } leül
page-step-sit-with = { $player } leül { $seat ->
    [1] az
    [5] az
   *[other] a
} { $seat }. helyre { $chips } zsetonnal
page-step-stand = { $player } feláll
page-step-top-up = { $player } további zsetont hoz: { $chips }
page-step-move = { $player } átül { $seat ->
    [1] az
    [5] az
   *[other] a
} { $seat }. helyre
page-step-attack = { $player } támad, { $defender } védekezik; tét: { $bet }
page-step-call = { $player } megad
page-step-raise = { $player } emel: { $amount }
page-step-fold = { $player } bedob
page-step-stay = { $player } marad
page-step-discard = { $player } eldob: { $cards }
page-step-discard-none = { $player } nem dob el semmit
page-step-seed = { $player } magot ad
page-step-timeout = { $player } kifutott az időből
page-step-other = { $player } { $verb }

## Tisztességes keverés

page-fair-title = Tisztességes keverés: { $table }. asztal
page-fair-unfair = Ennél az asztalnál nem a tisztességes séma szerint osztanak (tesztasztal, előre elrendezett pakliból).
page-fair-scheme-first = { $scheme }. séma (docs/fairness.md). Mielőtt egy paklit megkevernek, az asztal közzétesz egy vállalást: a ház titkos részének SHA-256 hash-ét az adott keveréshez. Ezután bárki, aki ül, adhat egy magot, amelyet mindenki lát; a keverés kulcsa a ház részének SHA-256-ja, majd minden mag SHA-256-ja ülésrend szerint, így a ház, amely a részét a magok előtt rögzítette, nem választhatja meg a lapokat. Amikor a paklival végeztek, és minden belőle osztott lapot megmutattak, a ház része nyilvános lesz, és ez az oldal a saját kódjával ellenőrzi.
page-fair-scheme-seeded = { $scheme }. séma (docs/fairness.md). Mielőtt egy paklit megkevernek, az asztal közzétesz egy vállalást: a keverés sorszámának és a ház hozzá tartozó titkos részének hash-ét. Ezután minden ülő játékos hozzákever egy magot, amelyből a többiek csak egy hash-t látnak; a keverés kulcsa a ház részének és minden hely maghash-ének hash-e, ülésrend szerint, így a ház, amely a részét a magok előtt rögzítette, nem választhatja meg a lapokat. Amikor a paklival végeztek, és minden belőle osztott lapot megmutattak, a ház része és a magok nyilvánosak lesznek, és ez az oldal a saját kódjával ellenőrzi őket.
page-fair-schemes-mixed = Az alábbi keverések közül néhány más sémával készült: mindegyiket a saját sémája szerint ellenőrizzük.
page-fair-next = Következő: { $number }. keverés ({ $scheme }. séma)
page-fair-commitment = Vállalás
page-fair-seeds-so-far = Eddig adott magok: { $seeds }
page-fair-seeds = magok: { $seeds }
page-fair-no-seed = senki nem adott magot: csak a ház része
page-fair-made = Elvégzett keverések
page-fair-none-made = Még egy sem: a paklit az első osztáshoz keverik meg.
page-fair-shuffle = { $number }. keverés ({ $scheme }. séma): { $cards } lap, { $action }. lépés előtt
page-fair-house = A ház része
page-fair-secret = Még titkos: a pakli használatban van, vagy egy belőle osztott lapot soha nem mutattak meg. Akkor lesz nyilvános, amikor a paklival végeztek, és minden belőle osztott lapot megmutattak.
page-fair-secret-seeded = Még titkos: a pakli használatban van, vagy egy belőle osztott lapot soha nem mutattak meg. A magjaival együtt akkor lesz nyilvános, amikor a paklival végeztek, és minden belőle osztott lapot megmutattak.
page-fair-commitment-ok = a nyilvánossá tett házrész hash-e megegyezik a keverés előtt közzétett vállalással
page-fair-commitment-bad = a nyilvánossá tett házrész hash-e nem egyezik a vállalással
page-fair-seeds-ok = minden nyilvánossá tett mag az, amelynek a hash-ét a keverés előtt közzétették
page-fair-seeds-bad = a nyilvánossá tett mag nem az, amelynek a hash-ét közzétették (játékos: { $player })
page-fair-seeds-bad-seat = a nyilvánossá tett mag nem az, amelynek a hash-ét közzétették ({ $seat }. hely)
page-fair-key-ok = a kulcs a ház része a magokkal összekeverve, ahogy a szerver mondja
page-fair-key-ok-seats = a kulcs a ház része a magokkal összekeverve, mindegyik a saját helyével, ahogy a szerver mondja
page-fair-key-bad = a kulcs nem a ház része ezekkel a magokkal összekeverve
page-fair-pile-ok = egy kör közepén a dobott lapokból újratöltött, { $cards } lapos halmot kevert: a közzétett halom új pakli sorrendjében tartja őket, ahogy a séma a keverés előtt sorba rakja
page-fair-pile-bad = a dobott lapok közzétett halma nem { $cards } lap új pakli sorrendjében
page-fair-pile-unpublished = Ez a keverés { $cards } lapot vett, egy kör közepén a dobott lapokból újratöltött halmot, és az asztal nem tette közzé a halmot, így a lapjai itt nem számolhatók újra.
page-fair-none-dealt = Ehhez a paklihoz nincsenek osztott lapok felsorolva: a Palace egy leosztásban többször is megkeveri a halmait, és a leosztás előzménye a keverések kulcsaiból játszható vissza.
page-fair-dealt-ok = a belőle osztott { $count } lap a kulcsból újraszámolt pakli felső { $count } lapja
page-fair-dealt-bad = { $card }. osztott lap ({ $dealt }) nem az, ami az újraszámolt pakliban áll ({ $expected })
page-fair-round-ok = { $round }. köröd ({ $hand }. leosztás): { $count } lapja az osztott lapok { $from }–{ $to }. helyén áll
page-fair-round-bad = { $round }. köröd ({ $hand }. leosztás) nincs a pakliból osztott lapok között
page-fair-pack = A pakli, ahogy a kulcs megkeveri, felülről kezdve (az osztott lapok megjelölve)
page-fair-back = Vissza az asztalhoz

## A szerver elutasításai, kódjuk szerint

error-unauthenticated = előbb jelentkezz be
error-not_an_operator = ez a terem üzemeltetőinek szól
error-operators_only = a mérőszámok a terem üzemeltetőinek szólnak
error-bad_origin = egy másik webhely oldala ezt nem teheti meg
error-bad_client = a kliensazonosító 8–64 betű, számjegy, - és _
error-no_coach = ennek a játéknak nincs tanácsadója
error-bad_lang = ezt a nyelvet a Parlour nem beszéli
error-name_taken = ez a név már foglalt: „{ $name }”
error-bad_name = { $why ->
    [empty] a névnek legalább egy karakterből kell állnia
    [long] a név legfeljebb 24 karakter lehet
    [characters] a név látható betűkből, számjegyekből, jelekből és szimbólumokból, valamint sima szóközökből állhat
    [blank] a névben kell lennie legalább egy látható karakternek
   *[brackets] a név nem tartalmazhat [ vagy ] jelet, sem hozzájuk hasonlót
  }
error-bad_password = { $why ->
    [needed] a fiókhoz jelszó kell
    [guest] a vendégnek nincs jelszava
    [short] a jelszó legalább 8 karakter
    [long] a jelszó legfeljebb 128 karakter
    [name] a jelszó nem lehet a fiók neve
   *[common] ez a jelszó túl könnyen kitalálható: gyakori jelszó, szó vagy minta
  }
error-wrong_password = { $why ->
    [now] nem ez a jelenlegi jelszó
   *[signin] nincs ilyen név és jelszó
  }
error-not_a_guest = ennek a fióknak már van jelszava
error-guest = a vendégnek nincs jelszava: inkább foglald le a nevet
error-password_changed = a jelszó időközben megváltozott; jelentkezz be újra
error-bad_link = ez a link nem működik: már felhasználták, vagy lejárt; kérj újat a teremtől
error-suspended = { $why ->
    [banned] ez a fiók ki van tiltva: { $reason }
   *[suspended] ez a fiók fel van függesztve: { $reason }
  }
error-bad_pin = a PIN 4–6 számjegy
error-no_pin = { $why ->
    [change] a módosításhoz add meg a jelenlegi PIN-t
   *[first] előbb állíts be PIN-t
  }
error-wrong_pin = hibás PIN (hátralévő próbálkozások: { $left }/{ $tries })
error-pin_locked = { $why ->
    [locked] öt hibás PIN: a PIN 15 percre zárolva
   *[wait] túl sok hibás PIN: próbáld újra { $minutes } perc múlva
  }
error-bad_limit = a korlát 1 és a ház maximuma között lehet; a ház maximuma: { $max }
error-limit_changed_this_week = a korlát hetente egyszer változhat; a következő módosítás ekkortól lehetséges (a te idődben): { $when }
error-not_dry = { $why ->
    [seated] { $chips } zsetonod egy asztalnál van ({ $table }. asztal): a pénztárca csak akkor tölthető fel, ha egyik asztalnál sem ülsz, ezért előbb ott állj fel
   *[full] a pénztárca akkor tölthető fel, ha kevesebb van benne, mint { $below }, és egyik asztalnál sem ülsz
  }
error-no_hand = nincs ilyen leosztás: { $id }
error-no_such_table = { $why ->
    [open] nincs ilyen nyitott asztal: { $id }
   *[any] nincs ilyen asztal: { $id }
  }
error-bad_preset = nincs ilyen előbeállítás: a GET /api/presets felsorolja őket
error-bad_table = { $why ->
   *[stacked] előre elrendezett pakli csak tesztszervereken használható (parlour serve --allow-stacked)
  }
error-too_many_tables = { $why ->
    [quick] ennek a játéknak egyik asztalánál sincs szabad hely, és már { $most } nyitott asztalod van, ennél több nem lehet: játssz valamelyiken
   *[open] már { $most } nyitott asztalod van, ennél több nem lehet: játssz valamelyiken
  }
error-too_many = { $what ->
    [connections] túl sok kapcsolat ehhez a fiókhoz: előbb zárj be egyet
   *[other] túl sok { $what ->
        [signin] bejelentkezési kísérlet
        [practice] gyakorló leosztás
        [wrong-passwords] hibás jelszó ehhez a névhez
        [changes] jelszó- és PIN-módosítás
        [top-ups] feltöltés
       *[accounts] új fiók
    } innen; próbáld újra { $count } { $unit ->
        [seconds] másodperc
        [minutes] perc
       *[hours] óra
    } múlva
  }
error-busy = { $why ->
    [passwords] túl sok jelszó ellenőrzése folyik egyszerre; próbáld újra
    [coach] a tanácsadó most foglalt; próbáld újra
    [table] az asztal most nem tud válaszolni; próbáld újra
    [table-now] az asztal most nem tudja fogadni; próbáld újra
    [write] az adatbázis nem fogadta a módosítást; próbáld újra
    [server] a szerver túlterhelt; próbáld újra
    [table-busy] az asztal foglalt; próbáld újra
    [moving] az asztal éppen erre a csomópontra költözik; próbáld újra
    [taken-over] az asztal csomópontja nem válaszol, és egy másik veszi át: próbáld újra
    [limit] a tétkorlátodat nem sikerült beolvasni; próbáld újra
   *[database] az adatbázis nem válaszol; próbáld újra
  }
error-server = { $why ->
    [password] a jelszót nem sikerült ellenőrizni
    [coach] a tanácsadó nem tudott válaszolni
    [replay] a leosztás nem játszható vissza
    [game] ismeretlen játék
    [report] a jelentés nem készült el
    [address] a kapcsolat címe ismeretlen
   *[database] az adatbázis hibát jelzett
  }

## Az üzemeltetők elutasításai

error-bad_amount = egy kiigazítás 1–{ $most } zsetont mozgat, a pénztárcába vagy onnan ki
error-short = a pénztárca tartalma: { $balance }; többet nem lehet kivenni belőle
error-bad_reason = add meg az okát, 1–{ $most } karakterben
error-no_such_person = nincs ilyen fiók: { $id }
error-bad_until = a felfüggesztés a jövőben ér véget, legfeljebb tíz éven belül (a kitiltásnak nincs vége)
error-operator = üzemeltetőt nem lehet felfüggeszteni vagy kitiltani: előbb vissza kell vonni a jogosultságát
error-not_sanctioned = nincs érvényben felfüggesztése vagy kitiltása
error-not_locked = a PIN-je nincs zárolva, és egyetlen hibás próbálkozás sem számít ellene
error-bad_days = egy jelentés 1–366 napot fog át
error-elsewhere = { $why ->
    [now] ezt az asztalt most a csoport egy másik csomópontja szolgálja ki: őt kérdezd
   *[served] ezt az asztalt a csoport egy másik csomópontja szolgálja ki: őt kérdezd
  }
error-closing = { $why ->
    [seat] az asztal e kör végén bezár: válassz másikat
   *[closing] az asztal bezárás alatt van
  }

## Egy asztal elutasításai (az asztali protokoll hibái)

# $balance: a pénztárcában lévő zsetonok.
error-wallet = a pénztárcádban csak { $balance } zseton van, ez nem elég
# $most: a ház legnagyobb tétje; $wager: a tét.
error-over_house_max = a ház egy tétre legfeljebb { $most } zsetont fogad el; ez a tét ({ $wager }) ennél több
# $limit: a saját tétkorlát; $wager: a tét.
error-over_your_limit = a saját tétkorlátod { $limit }; ez a tét ({ $wager }) ennél több
# $seat: a hely sorszáma, 1-től.
error-seat_taken = { $why ->
    [here] már ülsz ennél az asztalnál
    [next] már leülsz ennél az asztalnál a következő körben
   *[taken] { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. hely nem szabad
  }
error-not_seated = { $why ->
    [bot] { $seat ->
        [1] az
        [5] az
       *[other] a
    } { $seat }. helyen nem ül bot
   *[you] nem ülsz ennél az asztalnál
  }
error-not_your_table = botot csak az asztal megnyitója vagy egy ott ülő játékos ültethet le vagy küldhet el
error-flood = túl sok üzenet: lassíts
error-shutting_down = a szerver leáll
error-not_paused = az asztal nincs szüneteltetve

## Gyakorlás: a kaszinókezek edzője (docs/web.md, "Practice")

page-practice-title = Gyakorlás
page-practice-intro = Olyan kezek egyenként, amelyeket a játékosok gyakran rosszul játszanak a kaszinóasztalnál: kemény 15 vagy 16, gyenge 17–19, pár. Válaszd ki a lépésed, mint az asztalnál; a tanácsadó megmondja, hogy a legjobb volt-e (frissen kevert cipő szerint), és mennyit ér minden lépés. Azokat a fajtákat, amelyeket elrontasz, gyakrabban kapod.
page-practice-hand-title = A kezed
page-practice-dealing = Osztás…
page-practice-hard = Kemény { $total }
page-practice-soft = Gyenge { $total }
page-practice-pair = Pár: { $total }
page-practice-dealt = Kiosztva: { $hand }
page-practice-bought = Duplázva: a tét kétszeres lett; kérhetsz lapot, vagy passzolhatsz.
page-practice-moves = a lépésed
page-practice-right = Helyes: ez a legjobb lépés: { $move }.
page-practice-wrong = Nem a legjobb: a legjobb lépés ez: { $best }. Ez a lépés ({ $move }) { $bets } tétet veszít ({ $chips } zsetont { $bet } zsetonos tétnél).
page-practice-worth = mennyit ér minden lépés { $bet } zsetonos tétnél
page-practice-next = Következő kéz
page-practice-again = Újraosztás
page-practice-unreadable = A terem válasza nem egy kéz: ossz újra.
page-practice-score-title = Az eredményed
page-practice-score = Helyes: { $right } / { $answered } · elvesztett zseton { $bet } zsetonos tétnél: { $chips }
page-practice-kinds = A válaszaid kéztípusonként, és hogy milyen gyakran jön az egyes típus
page-practice-col-kind = Típus
page-practice-col-answered = Válasz
page-practice-col-missed = Hibás
page-practice-col-often = Gyakoriság
page-practice-kind-hard = Kemény 15 vagy 16
page-practice-kind-soft = Gyenge 17–19
page-practice-kind-pair = Pár
page-practice-reset = Az eredmény újrakezdése
page-practice-key-stick = passz
page-practice-key-twist = lapkérés
page-practice-key-buy = duplázás
page-practice-key-split = szétválasztás
page-practice-key-enter = passz; válasz után a következő kéz
page-practice-key-next = a következő kéz
