# Egy asztal szabályai szavakban, bekezdésenként, az érvényes szabályokból írva (a szerver minden
# bekezdést üzenetazonosítóként és változóival küld); utána az, hogy mit jelent az egyes játékok
# minden beállítása. A szavak a katalógusokéi és a forrásé (003): a bankadó és a bank (otthon), az osztó (a
# kaszinóban), Pontoon, 5 lapból álló kombináció, meghaladja a 21-et, lapot kér, passzol, duplázás,
# szétválasztás, gyenge és kemény összeg, kassza és kasszatét; a Palace Pokerben zászló, katona,
# palota, csata, pot. Az S a kezdőtét, ahogy a szabályokban. Változó után sosem áll rag.

## Az otthoni játékok (egy játékosnál van a bank).

rules-home-traditional = Hagyományos Pontoon: egy játékosnál van a bank, és ő oszt.
rules-home-shoot = Shoot Pontoon: hagyományos Pontoon, kasszatétekkel a bankadó kasszája ellen.
rules-home-stakes = Tét: { $min }–{ $max }; zsetonjaidnak { $cover ->
        [four] négyszeresen
       *[two] kétszeresen
    } kell fedezniük mindazt, ami nálad kockán van.
rules-home-hands = Az ász 1-et vagy 11-et ér, a figurák és a tízesek 10-et. A legjobb a Pontoon (ász és egy tízértékű lap), utána az 5 lapból álló kombináció (öt lap, 21 vagy kevesebb), aztán a 21, végül a legmagasabb összeg. Egyenlőség esetén a bankadó nyer.
rules-home-play = { $pair ->
        [aces] Duplázással vehetsz egy lapot arccal lefelé (a 3.-at S–2S áron, a későbbieket legfeljebb az előző áron), vagy kérhetsz egyet arccal felfelé (lapkérés után nincs duplázás); { $stick } vagy több ponttal passzolhatsz. Csak ászpár választható szét, legfeljebb { $hands } kézre.
       *[any] Duplázással vehetsz egy lapot arccal lefelé (a 3.-at S–2S áron, a későbbieket legfeljebb az előző áron), vagy kérhetsz egyet arccal felfelé (lapkérés után nincs duplázás); { $stick } vagy több ponttal passzolhatsz. Egy pár legfeljebb { $hands } kézre választható szét.
    }
rules-home-pays = A bankadó felfordítja a lapjait, tetszése szerint húz, majd fizet azoknak a kezeknek, amelyek verik az összegét: a Pontoon { $pontoon } tétet nyer, az 5 lapból álló kombináció 2 tétet. A bankadó 5 lapból álló kombinációja a Pontoonok kivételével mindenkitől 2 tétet visz el; osztáskor kapott Pontoonja { $collects } tétet szed be. A szétválasztás nélküli Pontoon elviszi a bankot.
rules-home-no-variations = Egyik változat sincs játékban.
rules-home-variations = { $count ->
        [one] Egy változat van játékban:
       *[other] { $count } változat van játékban:
    }
rules-variation-double = A bankadó a tétek után minden tétet megkétszerezhet.
rules-variation-no-fifth-buy = 11 vagy kevesebb pontnál nincs duplázás az ötödik lapra.
rules-variation-royal = A játékos 7-7-7-je Királyi Pontoon, amely { $pays } tétet nyer.
rules-variation-picture-beats-ten = Az A + figura veri az A + T-t.
rules-variation-natural = Az A-K és az A-Q veri az A-J-t és az A-T-t.
rules-variation-ace-ten = Az A-T közönséges 21.
rules-variation-burn = Az a kétlapos kéz, amelynek kemény összege { $total }, elégethető.
rules-home-kitty = Shoot: a bankadó kasszát nyit ({ $min }–{ $max }). A tétek után és a negyedik lap előtt tett kasszatétek sosem haladják meg a kasszát; a kezükkel együtt 1:1 arányban nyernek vagy veszítenek.

## A kaszinó asztalai (a ház oszt).

rules-casino-casino = { $packs ->
        [one] Kaszinó Pontoon: a ház { $packs } paklis cipőből oszt.
       *[other] Kaszinó Pontoon: a ház { $packs } paklis cipőből oszt.
    }
rules-casino-blackjack = { $packs ->
        [one] Pontoon Blackjack: a ház { $packs } pakliból oszt, amelyet minden kör előtt megkevernek.
       *[other] Pontoon Blackjack: a ház { $packs } pakliból oszt, amelyeket minden kör előtt megkevernek.
    }
rules-casino-bets = Tét: { $min }–{ $max }. Az osztó mindkét lapja arccal lefelé marad, amíg mindenki be nem fejezi a játékot.
rules-casino-dealer-pontoon = Az osztó Pontoonja azonnal minden tétet elvisz. 14 vagy kevesebb pontnál kérj lapot; 15 vagy több pontnál passzolj.
rules-casino-buy-split = { $by ->
        [value] Duplázás kezenként egyszer, 2–4 lapnál. Bármely két azonos értékű lap szétválasztható, legfeljebb { $hands } kézre.
       *[pair] Duplázás kezenként egyszer, 2–4 lapnál. Egy pár szétválasztható, legfeljebb { $hands } kézre.
    }
rules-casino-dealer-draws = { $soft ->
        [hits] Az osztó 16 vagy kevesebb pontnál és gyenge 17-nél húz, öt lapnál megáll.
       *[stands] Az osztó 16 vagy kevesebb pontnál húz, minden 17-nél megáll, és öt lapnál is megáll.
    }
rules-casino-pays = A nyertes kéz kifizetése 1:1, a Pontooné vagy az 5 lapból álló kombinációé 2:1. Egyenlőség esetén az osztó nyer.

## Palace Poker.

rules-palace-title = { $betting ->
        [limit] Palace Poker, { $small }/{ $big } limit, ante { $ante }: minden tét egy az egy ellen folyik.
       *[no-limit] Palace Poker, { $small }/{ $big } limit nélkül, ante { $ante }: minden tét egy az egy ellen folyik.
    }
rules-palace-deal = Mindenki kap egy arccal felfelé fordított zászlót (egy négyes helycsoporton belül nincs két azonos színű) és három arccal lefelé fordított palotalapot, amelyet csak ő lát.
rules-palace-turn = Amikor sorra kerülsz: katonavétel arccal felfelé { $small } zsetonért (utána bármelyik katona eldobható; legfeljebb { $most } maradhat), ingyenes katonaeldobás, támadás, maradás vagy bedobás.
rules-palace-attack = { $by ->
        [rank] { $betting ->
            [limit] Támadj meg egy játékost, akinek más rangú a zászlaja, pontosan (katonáid + 1) × { $small } téttel. Ő bedob (elveszed a zászlaját és a katonáit), megad (katonái + 1) × { $small } zsetont, vagy emel { $big } zsetonnal, és így tovább, amíg valaki meg nem ad vagy be nem dob.
           *[no-limit] Támadj meg egy játékost, akinek más rangú a zászlaja, legalább (katonáid + 1) × { $small } téttel. Ő bedob (elveszed a zászlaját és a katonáit), megad (katonái + 1) × { $small } zsetont, vagy a tétedet, ha az nagyobb, vagy emel legalább { $big } zsetonnal, és így tovább, amíg valaki meg nem ad vagy be nem dob.
        }
       *[suit] { $betting ->
            [limit] Támadj meg egy játékost, akinek más színű a zászlaja, pontosan (katonáid + 1) × { $small } téttel. Ő bedob (elveszed a zászlaját és a katonáit), megad (katonái + 1) × { $small } zsetont, vagy emel { $big } zsetonnal, és így tovább, amíg valaki meg nem ad vagy be nem dob.
           *[no-limit] Támadj meg egy játékost, akinek más színű a zászlaja, legalább (katonáid + 1) × { $small } téttel. Ő bedob (elveszed a zászlaját és a katonáit), megad (katonái + 1) × { $small } zsetont, vagy a tétedet, ha az nagyobb, vagy emel legalább { $big } zsetonnal, és így tovább, amíg valaki meg nem ad vagy be nem dob.
        }
    }
rules-palace-battle = { $by ->
        [rank] A megadott csata mindkét palotát felfedi: mindkét fél a legjobb öt lapjával játszik a zászlóból, a katonákból és a palotából, a másik fél zászlajával azonos rangú lapok nélkül. Egyenlőségnél az nyer, akinek több lapja van a saját zászlaja rangjából; ha így is egyenlő, mindketten kiesnek (az utolsó kettő megosztozik a poton).
       *[suit] A megadott csata mindkét palotát felfedi: mindkét fél a legjobb öt lapjával játszik a zászlóból, a katonákból és a palotából, a másik fél zászlajával azonos színű lapok nélkül. Egyenlőségnél az nyer, akinek több lapja van a saját zászlaja színéből; ha így is egyenlő, mindketten kiesnek (az utolsó kettő megosztozik a poton).
    }
rules-palace-end = { $by ->
        [rank] A leosztás véget ér, ha egy játékos marad, ha a maradók zászlaja azonos rangú, vagy egy csendes kör után (egész körben nem volt vétel vagy csata) a legjobb ötösök lapmutatásával, kizárás nélkül. Ha viszont két játékos maradt különböző zászlóval, nekik csatázniuk kell.
       *[suit] A leosztás véget ér, ha egy játékos marad, ha a maradók zászlaja azonos színű, vagy egy csendes kör után (egész körben nem volt vétel vagy csata) a legjobb ötösök lapmutatásával, kizárás nélkül. Ha viszont két játékos maradt különböző zászlóval, nekik csatázniuk kell.
    }

## A tesztek saját játéka, a magas lap.

rules-high-card = Magas lap: minden játékos { $ante } zseton antét fizet, és kap egy lapot arccal lefelé; sorban mindenki legfeljebb { $most } zsetont tesz fel, vagy passzol; a legmagasabb lap (az ász a legmagasabb, utána a szín dönt) viszi a potot.

## Mit jelent az egyes játékok minden beállítása (a szabályoldal beállítástáblázata).

rules-meaning-pontoon-packs = összekevert 52 lapos paklik: 1 paklinál 2–8 játékos ülhet le, 2 vagy több paklinál legfeljebb 12
rules-meaning-pontoon-min_stake = a legkisebb kezdőtét
rules-meaning-pontoon-max_stake = a legnagyobb kezdőtét
rules-meaning-pontoon-stick_min = a legkisebb összeg, amelynél egy kéz passzolhat
rules-meaning-pontoon-max_split_hands = ennyi kézre választhat szét egy játékos, összesen
rules-meaning-pontoon-aces_only_split = csak ászpár választható szét
rules-meaning-pontoon-banker_may_double = a tétek után a bankadó, miután megnézte az első lapját, minden tétet megkétszerezhet
rules-meaning-pontoon-player_pontoon_pays = hány tétet nyer a játékos Pontoonja
rules-meaning-pontoon-banker_pontoon_collects = hány tétet szed be a bankadó Pontoonja
rules-meaning-pontoon-no_fifth_card_buy_under_12 = a kemény 11 vagy kevesebb pontos négylapos kéz nem kaphatja duplázással az ötödik lapját, csak lapkéréssel
rules-meaning-pontoon-royal_pontoon = a játékos három 7-ese Királyi Pontoon, amely mindent ver
rules-meaning-pontoon-royal_pontoon_pays = hány tétet nyer a Királyi Pontoon
rules-meaning-pontoon-picture_beats_ten = az A + K/Q/J veri az A + T-t
rules-meaning-pontoon-ace_ten_not_pontoon = az A-T közönséges 21, nem Pontoon
rules-meaning-pontoon-natural_beats_plain = az A-K és az A-Q veri az A-J-t és az A-T-t
rules-meaning-pontoon-burn = a játékos ilyen kemény összegű kétlapos keze elégethető és kicserélhető
rules-meaning-pontoon-shoot = Shoot Pontoon: kasszatétek a bankadó kasszája ellen
rules-meaning-pontoon-kitty_min = a legkevesebb, ami egy új kasszában van (Shoot Pontoon)
rules-meaning-pontoon-kitty_max = a legtöbb, ami egy kasszában lehet, amikor megnyitják vagy kiegészítik (Shoot Pontoon)
rules-meaning-casino-packs = 52 lapos paklik a cipőben
rules-meaning-casino-reshuffle_at = a cipőt egy kör előtt újrakeverik, amint ekkora részét kiosztották (0: minden kör előtt)
rules-meaning-casino-min_stake = az asztali minimum; a kisebb tétet erre emelik
rules-meaning-casino-max_stake = az asztali maximum
rules-meaning-casino-max_hands = ennyi kéz jöhet létre szétválasztással, összesen
rules-meaning-casino-split_by_value = bármely két tízértékű lap szétválasztható (K-Q), nem csak egy azonos rangú pár
rules-meaning-casino-dealer_hits_soft_17 = az osztó gyenge 17-nél húz (16 vagy kevesebb pontnál mindig húz)
rules-meaning-palace-small_bet = egy vétel ennyibe kerül; a csatatéteket ebben számolják; az ante ennek a fele, lefelé kerekítve
rules-meaning-palace-big_bet = a limites emelés pontosan ennyi; a limit nélküli emelés legalább ennyi
rules-meaning-palace-betting = limit: a támadás pontosan a minimumát teszi fel; limit nélkül: a minimumától a támadó összes zsetonjáig
rules-meaning-palace-exclusion = mi nem számít az ellenfél zászlajából egy csatában, és ki kivel nem csatázhat
rules-meaning-palace-max_soldiers = a legtöbb katona, ami egy játékosnál lehet a köre végén
rules-meaning-high-card-ante = amit minden játékos fizet, hogy lapot kapjon
rules-meaning-high-card-max_bet = a legtöbb, amit egy játékos az osztás után feltehet
