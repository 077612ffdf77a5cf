# Az üzemeltetők konzolja: oldalai, táblázatai és űrlapjai, és amit egy módosítás után mond.
# Az időpontok az olvasó helyi idejében; a $until, $since, $at és $time már az oldal nyelvén érkezik.
# A nevek ($name) toldalék nélkül állnak: kettőspont vagy birtokos szerkezet előtt.

## A konzol neve, menüje és ami minden oldalán közös

console-name = Konzol
console-refused = Ezek az oldalak csak a terem üzemeltetőinek szólnak.
console-back-lobby = Vissza a lobbiba
console-no-page = A konzolnak nincs ilyen oldala.
console-nav-room = A terem
console-nav-tables = Asztalok
console-nav-people = Emberek
console-nav-house = A ház eredménye
console-nav-dumping = Zsetonátjátszás
console-nav-audit = Auditnapló
console-nav-settings = Beállítások
console-reading = Betöltés…
console-times-yours = Az időpontok helyi idő szerint.
console-reason = Indoklás (az auditnaplóba kerül)
console-cancel = Mégse
console-days =
    { $days ->
        [one] az elmúlt nap
       *[other] az elmúlt { $days } nap
    }
console-days-over = Időszak
console-days-show = Mutasd
console-machine = a terem gépe

## A játékok

console-game =
    { $game ->
        [casino] Kaszinó
        [pontoon] Pontoon (otthoni)
        [palace] Palace Poker
       *[other] { $game }
    }

## Oszlopfejlécek

console-head-when = Mikor
console-head-who = Ki
console-head-did = Mit tett
console-head-subject = Tárgy
console-head-why = Miért
console-head-from = Kitől
console-head-to = Kinek
console-head-chips = Zseton
console-head-rounds = Kör
console-head-tables = Asztal
console-head-day = Nap (UTC)
console-head-all-games = Összes játék
console-head-name = Név
console-head-kind = Fajta
console-head-wallet = Pénztárca
console-head-joined = Csatlakozott
console-head-sanction = Szankció most
console-head-table = Asztal
console-head-seat = Hely
console-head-what = Mi
console-head-game = Játék
console-head-net = Nettó
console-head-replay = Visszajátszás
console-head-sanction-kind = Fajta
console-head-since = Kezdete
console-head-until = Vége
console-head-by = Ki szabta ki
console-head-lifted = Feloldva
console-head-chip-kind = Fajta
console-head-setting = Beállítás
console-head-value = Érték
console-head-source = Forrás
console-head-state = Állapot
console-head-seated = Ülnek
console-head-opened = Nyitotta
console-head-change = Módosítás

## A terem most

console-room-title = A terem most
console-room-reading = A terem betöltése…
console-room-every = Amíg az oldal látható, { $seconds } másodpercenként frissül.
console-room-read-at = Frissítve: { $time } (helyi idő).
console-room-unread = A termet nem sikerült beolvasni: { $error }
console-room-node-since = Csomópont: { $node }; fut { $since } óta (helyi idő).
console-room-node = Csomópont: { $node }.
console-room-tables = Asztalok
console-room-paused = Szünetel
console-room-closing = Bezárás alatt
console-room-people = Ülő emberek
console-room-bots = Ülő botok
console-room-connections = Kapcsolatok (nyitott socketek)
console-room-rate = Művelet másodpercenként (az utolsó percben)
console-books = A könyvelés
console-books-balance = A könyvelés egyensúlyban van.
console-books-wrong = Nincs egyensúlyban. Ami hibás:
console-chips-caption = Zsetonok számlafajta szerint
console-chips-sum = Összeg (nulla, ha a könyvelés egyensúlyban van)
console-chip-kind =
    { $kind ->
        [wallets] az emberek pénztárcájában
        [seats] asztaloknál, helyeken
        [held] lekötve (játékban lévő tétek)
        [house] a ház
        [grants] juttatások (kiosztott zsetonok)
        [adjustments] üzemeltetői kiigazítások
       *[other] { $kind }
    }

## Asztalok

console-tables-reading = Az asztalok betöltése…
console-tables-caption = A terem összes asztala
console-tables-none = Nincs nyitott asztal.
console-tables-about = A szüneteltetett asztal befejezi a folyó kört, és nem oszt újat, amíg nem folytatják; a játékosai ülve maradnak, és felállhatnak. A bezárt asztal befejezi a folyó kört, és mindenki zsetonja visszakerül a pénztárcájába. Az időpontok helyi idő szerint.
console-tables-open-link = Nyiss asztalt
console-tables-open = { console-tables-open-link } a lobbi „Saját asztal” űrlapjával.
console-state =
    { $state ->
        [open] nyitva
        [paused] szünetel
        [closing] bezárás alatt
       *[other] { $state }
    }
console-closing-now = bezárás alatt…
console-seated = { $people } ember és { $bots } bot, { $seats } helyből
console-opened =
    { $who ->
        [person] { $name }
       *[house] a ház
    }
console-opened-at =
    { $who ->
        [person] { $name }, { $at }
       *[house] a ház, { $at }
    }
console-change =
    { $change ->
        [pause] Szüneteltetés
        [resume] Folytatás
       *[close] Bezárás
    }
console-change-table =
    { $change ->
        [pause] Szüneteltetés: { $table }. asztal
        [resume] Folytatás: { $table }. asztal
       *[close] Bezárás: { $table }. asztal
    }
console-change-why =
    { $change ->
        [pause] { $table }. asztal szüneteltetése: miért?
        [resume] { $table }. asztal folytatása: miért?
       *[close] { $table }. asztal bezárása: miért?
    }
console-paused =
    { $table }. asztal: { $state ->
        [paused] szünetel
       *[other] { $state }
    }; a folyó kör befejeződik, és új kör nem kezdődik, amíg nem folytatják.
console-resumed =
    { $table }. asztal: újra { $state ->
        [open] nyitva
       *[other] { $state }
    }.
console-closing = { $table }. asztal: bezár, amint a folyó kör véget ér; mindenki zsetonja visszakerül a pénztárcájába.
console-closed-other = { $table }. asztal: { $answer }

## Emberek

console-people-contains = A név tartalmazza
console-people-search = Keresés
console-people-found = Fiókok, amelyek nevében szerepel: „{ $wanted }” (legfeljebb 50)
console-people-newest = A legújabb 50 fiók
console-people-none-found = Egy fiók nevében sem szerepel: „{ $wanted }”.
console-people-none = Még nincs fiók.
console-account-kind =
    { $kind ->
        [operator] üzemeltető
        [guest] vendég
       *[account] fiók
    }
console-sanction-none = nincs
console-sanction-ban =
    kitiltva: { $reason } ({ $who ->
        [machine] a terem gépe által
       *[person] { $name } által
    })
console-sanction-suspended =
    felfüggesztve, határidő nélkül: { $reason } ({ $who ->
        [machine] a terem gépe által
       *[person] { $name } által
    })
console-sanction-suspended-until =
    felfüggesztve { $until }-ig: { $reason } ({ $who ->
        [machine] a terem gépe által
       *[person] { $name } által
    })
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] a terem gépe által
       *[person] { $name } által
    })

## Egy személy

console-person-title = Egy személy
console-person-back-link = Vissza az emberekhez
console-person-back = { console-person-back-link }. Az időpontok helyi idő szerint.
console-chips = { $chips } zseton
console-pin = PIN
console-pin-locked = zárolva { $until }-ig
console-pin-unlocked = nincs zárolva
console-limit = Tétkorlát
console-limit-own = { $chips } tétenként
console-limit-house = a házé
console-seats = Helyek
console-seats-caption = Jelenlegi helyei
console-seats-none = Egy asztalnál sem ül.
console-changes = Módosítások
console-statement = Kivonat
console-statement-caption = Kivonat: a pénztárca legújabb 50 tranzakciója
console-statement-none = Még nincs tranzakció.
console-transfer =
    { $reason ->
        [grant] juttatás
        [top_up_wallet] feltöltés
        [sit] leült
        [stand] felállt
        [top_up] asztalhoz vitt
        [settle] elszámolás
        [adjust] üzemeltetői kiigazítás
       *[other] { $reason }
    }
console-hands = Leosztások
console-hands-caption = Az általa játszott legutóbbi 20 kör
console-hands-none = Még nem játszott kört.
console-replay = Visszajátszás
console-replay-hand = visszajátszás: { $table }. asztal, #{ $hand } leosztás
console-sanctions = Szankciók
console-sanctions-caption = Minden szankció, a legújabb elöl
console-sanctions-none = Soha nem kapott szankciót.
console-sanction-kind =
    { $kind ->
        [ban] kitiltás
       *[suspend] felfüggesztés
    }
console-no-end = határozatlan
console-lifted-no = nem
console-lifted-at =
    { $at }, { $who ->
        [machine] a terem gépe által
       *[person] { $name } által
    }
console-suspend-title = Felfüggesztés egy időpontig
console-suspend-until = Meddig (helyi idő)
console-suspend = Felfüggesztés
console-suspend-when = Add meg a felfüggesztés végének napját és idejét.
console-ban-title = Kitiltás
console-ban-hint = A kitiltásnak nincs vége: csak a feloldása szünteti meg.
console-ban = Kitiltás
console-lift-title = A szankció feloldása
console-lift = Feloldás
console-unlock-title = A PIN feloldása
console-unlock-hint = Törli az öt hibás PIN utáni zárolást.
console-unlock = PIN feloldása
console-reset-title = Link új jelszó beállításához
console-reset-hint = A link egyszer használható, 24 óráig; aki jelszót állít be vele, bejelentkezik, a többi munkamenete pedig véget ér.
console-reset = Visszaállító link készítése
console-reset-link = A link (add át a személynek)
console-reset-copy = Link másolása
console-reset-copied = A link vágólapra került.
console-reset-not-copied = A böngésző nem engedte a másolást: a link ki van jelölve, másold a billentyűzettel.
console-adjust-title = Zseton a pénztárcába vagy onnan ki
console-adjust-amount = Zseton (nulla fölött: a pénztárcába; nulla alatt: onnan ki)
console-adjust = Pénztárca kiigazítása
console-adjust-whole = Nullától különböző egész számot adj meg.
console-adjust-how = Egész számú zseton: nulla fölött a pénztárcába kerül, nulla alatt kikerül belőle.
console-adjust-in = { $count } zseton kerül a pénztárcába.
console-adjust-out = { $count } zseton kerül ki a pénztárcából.

## Amit egy módosítás után mond

console-said-suspended = { $name }: felfüggesztve { $until }-ig (helyi idő); mindenhol kijelentkeztetve, asztalaitól a körök között felállítva.
console-said-banned = { $name }: kitiltva; mindenhol kijelentkeztetve, asztalaitól a körök között felállítva.
console-said-lifted = { $name }: már nincs szankció, bejelentkezhet.
console-said-still-locked = { $name }: a PIN még zárolva { $until }-ig.
console-said-unlocked = { $name }: a PIN feloldva.
console-said-reset = Visszaállító link: { $name }, egyszer használható { $until }-ig (helyi idő).
console-said-adjusted = Tranzakció #{ $transfer } kész: { $name } pénztárcájában most { $chips } zseton van.

## A ház eredménye és a zsetonátjátszás

console-house-about = A ház által nyert (nulla fölött) vagy vesztett (nulla alatt) zsetonok, soronként egy UTC-nap, oszloponként egy játék; a kör nélküli napok kimaradnak.
console-house-caption =
    A ház eredménye { $days ->
        [one] az elmúlt napban
       *[other] az elmúlt { $days } napban
    }, UTC-nap és játék szerint (nulla fölött: a ház nyert)
console-house-total = Összesen, { $count } nap
console-house-none =
    { $days ->
        [one] Az elmúlt napban
       *[other] Az elmúlt { $days } napban
    } nem volt lejátszott kör.
console-dumping-about = Otthoni játékban vagy Palace asztalnál a játékosok egymás ellen nyernek és veszítenek: egy pár, akiknél a zsetonok mindig egy irányba mennek, lehet, hogy az egyik zsetont juttat a másiknak.
console-dumping-caption =
    Játékostól játékosig vándorolt zsetonok { $days ->
        [one] az elmúlt napban
       *[other] az elmúlt { $days } napban
    }, a legnagyobb elöl (legfeljebb 50 pár)
console-dumping-none =
    { $days ->
        [one] Az elmúlt napban
       *[other] Az elmúlt { $days } napban
    } nem vándorolt zseton játékostól játékosig olyan asztalnál, ahol játékos tartja a bankot.

## Auditnapló

console-audit-hint = Minden üzemeltetői módosítás, indoklással; az időpontok helyi idő szerint.
console-audit-caption = Az auditnapló, a legújabb elöl ({ $count } bejegyzés látható)
console-audit-empty = Még nincs semmi a naplóban.
console-audit-older = Régebbi bejegyzések
console-action =
    { $action ->
        [grant_operator] üzemeltetővé tett valakit
        [close_table] bezárt egy asztalt
        [pause_table] szüneteltetett egy asztalt
        [set_hints] beállította egy asztal tanácsadóját
        [resume_table] folytatott egy asztalt
        [suspend] felfüggesztett
        [ban] kitiltott
        [lift] feloldott egy szankciót
        [unlock_pin] feloldott egy PIN-t
        [reset_link] jelszó-visszaállító linket készített
        [adjust] zsetonokat igazított ki
       *[other] { $action }
    }
console-subject-person = személy #{ $id }
console-subject-table = { $id }. asztal

## Beállítások

console-settings-file = Beolvasva a beállításfájlból: { $file }.
console-settings-no-file = Nincs beállításfájl: az alapértékek, és azok a kapcsolók, amelyekkel a termet elindították.
console-settings-caption = A futó értékek
console-setting-yes = igen
console-setting-no = nem
console-setting-none = nincs
console-setting-from =
    { $from ->
        [default] az alapérték
        [file] a beállításfájl
        [flag] parancssori kapcsoló
       *[other] { $from }
    }
