# A terminálos kliens, `parlour play`: képernyői, billentyűi, naplója, elszámolásai, összesítője.
#
# Egy játékosról szóló mondat a $who szerint választ: "you", ha a játékosé (bármilyen néven ül),
# "other" bárki másé, akit $name nevez meg; egy második hely a $whom szerint ugyanígy. A neveket
# sosem ragozzuk: a rag a mellettük álló szóra kerül ("{ $name } játékosnak"), névutó áll utánuk
# ("{ $name } ellen"), vagy kettőspont. A szavak a szószedetéi és a forrásé (003): osztó, bank (a
# hely) és bankadó (aki tartja), kassza, kasszatét, tét, lapot kér, passzol, megáll (az osztó és a
# bankadó), duplázás, kétszerezés, szétválasztás, húzás a bankért, Pontoon kombináció, 5 lapból
# álló kombináció, meghaladja a 21-et, gyenge 17; a Palace Pokerben zászló, katona, palota, csata,
# pot, rang.

## Más szövegekbe kerülő szavak

terminal-number = { $n }
terminal-and = { $first } és { $last }
terminal-you-listed = te
terminal-default-name = Te
terminal-range = { $min }–{ $max }
# Az Enter billentyű, ahogy egy lépés billentyűi nevezik ("s/Enter").
terminal-key-enter = Enter
terminal-total = = { $total }
terminal-total-soft = = gyenge { $total }
terminal-cut-one = { $name } { $card }

## A képernyő kerete

terminal-title-hand = { $number }. leosztás
terminal-title-round = { $number }. kör
terminal-title-chips = nálad { $chips } zseton
terminal-keys-bar = ? szabályok · q kilépés
terminal-hand-over-title = A leosztásnak vége
terminal-log-title = Mi történt
terminal-too-small = A Parlournak legalább { $width }×{ $height } méretű terminál kell; ez { $now_width }×{ $now_height }.
terminal-too-small-way-out = Nagyítsd meg, vagy lépj ki a q billentyűvel.

## A képernyő alja: lépések, összegek, választás

terminal-your-move = Te jössz:
terminal-waiting = Várakozás a többiekre...
terminal-session-over = A játszmának vége. A q billentyű az összesítőhöz visz.
terminal-next-hand = Enter: következő leosztás · ? szabályok · q kilépés
terminal-watch-next = Enter: a következő leosztás nézése · q: a játszma vége
terminal-entry-limits = ({ $min }–{ $max }):
terminal-entry-keys = { $fresh ->
    [yes] Enter: { $amount }; gépeléssel felülírod; Esc: mégse.
   *[no] Enter: jóváhagyás, Backspace: javítás; Esc: mégse.
}
terminal-entry-keys-step = { $fresh ->
    [yes] +/-: { $step } zsetonnal változtat; Enter: { $amount }; gépeléssel felülírod; Esc: mégse.
   *[no] +/-: { $step } zsetonnal változtat; Enter: jóváhagyás, Backspace: javítás; Esc: mégse.
}
terminal-confirm-hint = y vagy Enter: igen · n vagy Esc: az összeg módosítása
terminal-offer-whom = Kinek ajánlod fel a bankot?
terminal-offer-buyer = { $number } { $name } (max. { $most })
terminal-offer-keys = Számmal (vagy ←→) választasz; Enter, aztán az ár; Esc: vissza.
terminal-ask-stake = Mennyi a tét?
terminal-ask-buy = Mennyivel duplázol?
terminal-ask-shoot = Mennyi a kasszatét? (0: nincs kasszatét)
terminal-ask-kitty = Mennyit teszel a kasszába?
terminal-ask-price = Milyen áron?
terminal-ask-attack = Mekkora téttel támadsz?
terminal-ask-raise = Mennyivel emelsz (a megadáson felül)?

## Amit egy billentyű válaszul kap

terminal-not-your-turn = Nem te következel.
terminal-not-a-key = { $key }: ennél az asztalnál nincs ilyen billentyű; a lépéseidet és billentyűiket fent látod.
terminal-not-open = Ez a lépés most nem lehetséges.
terminal-choose-buyer = Számmal (vagy ←→) válaszd ki a vevőt, aztán Enter; Esc: vissza.
terminal-confirm-keys = y: beteszed a zsetonokat, n: vissza az összeghez.
terminal-type-amount = Írj be egy összeget, aztán Enter (Esc: mégse).
terminal-outside-limits = { $amount }: a határokon kívül esik ({ $min }–{ $max }).

## A leosztás vége a játékosnak

terminal-you-net = Ebben a leosztásban: { $net } zseton.
terminal-sat-out = Ezt a leosztást kihagytad.

## A szabályok oldala

terminal-rules-title = Az asztal szabályai
terminal-rules-back = Bármely billentyű: vissza.
terminal-rules-more = ↓ vagy Szóköz: lejjebb még van · bármely más billentyű: vissza.
terminal-rules-scroll = ↑↓ görgetés, lejjebb még van · bármely más billentyű: vissza.
terminal-rules-up = ↑ vissza felfelé · bármely más billentyű: vissza.
terminal-home-keys = Billentyűk: d osztás, m tét, t/+ lapot kérek, b/* duplázás, s/Enter passz, p// szétválasztás, u égetés, h kasszatét, y igen, n nem, k kassza, o a bank felajánlása, q kilépés.
terminal-casino-keys = Billentyűk: Enter passz vagy tét, + lapot kérek, * duplázás, / szétválasztás, 0 az előző tét megismétlése, n kihagyás.
terminal-palace-keys = { $betting ->
    [no-limit] Billentyűk: b vétel, d eldobás, a támadás, s maradás, f bedobás, c megadás, r emelés, n/Enter osztás; választás számmal (vagy ←→, Szóköz), aztán Enter; Esc: vissza; +/-: a tét módosítása.
   *[limit] Billentyűk: b vétel, d eldobás, a támadás, s maradás, f bedobás, c megadás, r emelés, n/Enter osztás; választás számmal (vagy ←→, Szóköz), aztán Enter; Esc: vissza.
}

## Az összesítő, amikor a játékos kilép

terminal-thanks = Köszönjük a játékot!
terminal-hands-played = Lejátszott leosztások: { $hands }
terminal-net-result = Eredmény: { $net } zseton (most { $chips } zseton)
terminal-biggest-win = Legnagyobb nyereség egy leosztásban: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Zsetonok: { $chips }
terminal-leave = Bármely billentyű: kilépés.
terminal-save-failed = nem sikerült menteni a játszma jegyzőkönyvét ide: { $path }: { $error }
terminal-record-written = A játszma jegyzőkönyve: { $path }
terminal-record-replay = (visszajátszás: parlour script FÁJL)
terminal-record-failed = A jegyzőkönyvet nem sikerült ide írni: { $path }: { $error }
terminal-record-none = Egy leosztás sem volt, így jegyzőkönyv sem készült.
terminal-played = Parlour: { $hands } lejátszott leosztás, { $net } zseton (nálad { $chips } zseton).
terminal-played-won = Parlour: { $hands } lejátszott leosztás, { $net } zseton (nálad { $chips } zseton), a legnagyobb nyereség egy leosztásban { $win }.

## Helyek elfoglalása, elhagyása, cseréje

terminal-seat-player = { $seat }. hely játékosa
terminal-seat-sits = { $name } leül ({ $seat }. hely), { $chips } zsetonnal.
terminal-seat-tops-up = { $name } további { $chips } zsetont hoz.
terminal-seat-stands = { $name } feláll, és elhagyja az asztalt.
terminal-seat-moves = { $name } átül: { $seat }. hely.
terminal-seat-seed = { $name } megadja a következő keverés magját: { $seed }.
terminal-seat-seeded = { $name } magot ad a következő keveréshez.

## Otthoni Pontoon: az asztal

terminal-banks = { $who ->
    [you] Nálad a bank
   *[other] A bank: { $name }
}
terminal-pack-count = pakli: { $cards } lap
terminal-kitty-column = kassza: { $kitty }
terminal-shuffle-due = keverés a következő osztás előtt
terminal-bank-role = (bank)
terminal-banker-has-doubled = A bankadó minden tétet megkétszerezett.
terminal-banker-state = { $state ->
    [drawing] húz
    [pontoon] Pontoon!
    [five] 5 lapból álló kombináció!
    [bust] 21 fölött
   *[not-played] nem játszott
}
terminal-banker-stays-paying = megáll: { $paying } ponttól fizet
terminal-sits-out = kimarad
terminal-hand-state = { $state ->
    [playing] következik
    [stood] passzol
    [pontoon] Pontoon!
    [five] 5 lapból álló kombináció!
   *[bust] 21 fölött
}
terminal-burnt-once = (egyszer égetett)
terminal-hand-label = { $number }. kéz
terminal-stake-column = tét { $stake }
terminal-shoot-column = kasszatét { $shoot }

## Otthoni Pontoon: a lépések és billentyűik

terminal-home-move-cut = húzás a bankért
terminal-home-move-deal = osztás
terminal-home-key-digits = m vagy számok
terminal-home-move-stake = tét { $min }–{ $max }
terminal-home-move-twist = lapot kérek
terminal-home-move-stick = passz
terminal-home-move-stay = megállok
terminal-home-move-buy = duplázás { $min }–{ $max }
terminal-home-move-split = szétválasztás
terminal-home-move-burn = égetés
terminal-home-move-shoot = kasszatét { $min }–{ $max }
terminal-home-move-double = kétszerezés
terminal-home-move-no-double = nincs kétszerezés
terminal-home-move-kitty = kassza { $min }–{ $max }
terminal-home-move-offer = a bank felajánlása
terminal-home-move-accept = a bank átvétele { $price } zsetonért
terminal-home-move-decline = nem kérem a bankot
terminal-only-banker-offers = Csak a bankadó ajánlhatja fel a bankot, két leosztás között.
terminal-kitty-confirm = Beteszel { $chips } zsetont a kasszába? Ott marad, amíg a bank gazdát nem cserél.
terminal-home-sit-out = Kimaradsz: { $chips } zsetonod van, a legkisebb tétet ({ $stake }) pedig { $cover ->
    [four] négyszeresen
   *[two] kétszeresen
} kell fedezni, így { $least } zseton kell a beszálláshoz. q: a játszma vége.

## Otthoni Pontoon: mi történik

terminal-cut-for-bank = Húzás a bankért: { $cuts }. { $who ->
    [you] Tiéd a bank.
   *[other] A bank: { $name }.
}
terminal-pack-shuffled = A paklit megkeverik és megemelik.
terminal-hand-started = { $number }. leosztás: { $who ->
    [you] te osztasz.
   *[other] { $name } oszt.
}
terminal-you-are-dealt = Lapot kapsz: { $card }.
terminal-is-dealt = { $name } lapot kap: { $card }.
terminal-stakes = { $who ->
    [you] Tétet teszel: { $amount }.
   *[other] { $name } tétje: { $amount }.
}
terminal-banker-doubles = A bankadó minden tétet megkétszerez!
terminal-banker-lets-stand = A bankadó meghagyja a téteket.
terminal-no-shoot = { $who ->
    [you] Nem teszel kasszatétet.
   *[other] { $name } nem tesz kasszatétet.
}
terminal-shoots = { $who ->
    [you] { $amount } zseton kasszatétet teszel a kassza ellen.
   *[other] { $name } { $amount } zseton kasszatétet tesz a kassza ellen.
}
terminal-burns = { $who ->
    [you] Elégeted: { $cards }.
   *[other] { $name } eléget: { $cards }.
}
terminal-kitty-put = A bankadó { $amount } zsetont tesz a kasszába; benne { $kitty } van.
terminal-kitty-returned = { $who ->
    [you] Visszakapod a kassza { $amount } zsetonját.
   *[other] { $name } visszakapja a kassza { $amount } zsetonját.
}
terminal-banker-pontoon = A bankadó Pontoont mutat: { $cards }!
terminal-declares = { $who ->
    [you] Pontoont jelentesz: { $cards }!
   *[other] { $name } Pontoont jelent: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] Szétválasztod: { $cards }.
   *[other] { $name } szétválasztja: { $cards }.
}
terminal-buys-for = { $who ->
    [you] Duplázol { $amount } zsetonnal: { $card }.
   *[other] { $name } dupláz { $amount } zsetonnal: { $card }.
}
terminal-buys-down = { $who ->
    [you] Duplázol { $amount } zsetonnal, a lapot arccal lefelé kapod.
   *[other] { $name } dupláz { $amount } zsetonnal, a lapot arccal lefelé kapja.
}
terminal-twists = { $who ->
    [you] Lapot kérsz: { $card }.
   *[other] { $name } lapot kér: { $card }.
}
terminal-stands = { $who ->
    [you] Passzolsz.
   *[other] { $name } passzol.
}
terminal-makes-five = { $who ->
    [you] 5 lapból álló kombinációd van!
   *[other] { $name }: 5 lapból álló kombináció!
}
terminal-bust-with = { $who ->
    [you] Meghaladtad a 21-et ({ $cards }), veszteséged { $lost }.
   *[other] { $name } meghaladta a 21-et ({ $cards }), vesztesége { $lost }.
}
terminal-banker-turns = A bankadó felfordítja: { $cards }.
terminal-banker-takes = A bankadó lapot húz: { $card }.
terminal-banker-stops-21 = A bankadó 21 ponton megáll: csak Pontoont és 5 lapból álló kombinációt fizet.
terminal-banker-stays = A bankadó megáll { $total } ponton: „{ $paying } ponttól fizet”.
terminal-banker-bust = A bankadó meghaladta a 21-et!
terminal-banker-five = A bankadónak 5 lapból álló kombinációja van!
terminal-shows = { $who ->
    [you] Felfeded: { $cards }.
   *[other] { $name } felfedi: { $cards }.
}
terminal-bank-offered = { $who ->
    [you] A bankadó neked ajánlja fel a bankot { $price } zsetonért.
   *[other] A bankadó felajánlja a bankot { $name } játékosnak { $price } zsetonért.
}
terminal-bank-declined = { $who ->
    [you] Nem kéred a bankot.
   *[other] { $name } nem kéri a bankot.
}
terminal-bank-passes-pontoon = { $who ->
    [you] A bank hozzád kerül (Pontoonnal).
   *[other] A bank { $name } játékoshoz kerül (Pontoonnal).
}
terminal-bank-passes-broken = { $who ->
    [you] A bank hozzád kerül (a bank csődbe ment).
   *[other] A bank { $name } játékoshoz kerül (a bank csődbe ment).
}
terminal-bank-passes-sold = { $who ->
    [you] A bank hozzád kerül ({ $price } zsetonért eladva).
   *[other] A bank { $name } játékoshoz kerül ({ $price } zsetonért eladva).
}
terminal-bank-passes-left = { $who ->
    [you] A bank hozzád kerül (a bankadó otthagyta az asztalt).
   *[other] A bank { $name } játékoshoz kerül (a bankadó otthagyta az asztalt).
}
terminal-home-session-over = A játszmának vége: több leosztás nem lehetséges.

## Otthoni Pontoon: az elszámolás, egy sor a bankadónak, aztán egy-egy minden kéznek

terminal-settle-hard-21 = { $who ->
    [you] Kemény 21 ponton álltál meg, amelyre nem lehet lapot húzni: csak a Pontoont és az 5 lapból álló kombinációt fizeted, duplán.
   *[other] { $name } kemény 21 ponton állt meg, amelyre nem lehet lapot húzni: csak a Pontoon és az 5 lapból álló kombináció kap fizetést, duplán.
}
terminal-settle-stayed-21 = { $who ->
    [you] Megálltál 21 ponton: csak a Pontoont és az 5 lapból álló kombinációt fizeted, duplán.
   *[other] { $name } megállt 21 ponton: csak a Pontoon és az 5 lapból álló kombináció kap fizetést, duplán.
}
terminal-settle-stayed = { $who ->
    [you] Megálltál { $total } ponton: „{ $paying } ponttól fizetsz”. A Pontoon és az 5 lapból álló kombináció duplán nyer.
   *[other] { $name } megállt { $total } ponton: „{ $paying } ponttól fizet”. A Pontoon és az 5 lapból álló kombináció duplán nyer.
}
terminal-settle-banker-bust = { $who ->
    [you] Meghaladtad a 21-et: minden még álló kéz nyer.
   *[other] { $name } meghaladta a 21-et: minden még álló kéz nyer.
}
terminal-settle-banker-five = { $who ->
    [you] 5 lapból álló kombinációd lett: a Pontoon duplán nyer, minden más kéz duplán veszít.
   *[other] { $name } 5 lapból álló kombinációt kapott: a Pontoon duplán nyer, minden más kéz duplán veszít.
}
terminal-settle-banker-pontoon = { $who ->
    [you] Pontoont mutattál, és mindenkitől begyűjtöttél.
   *[other] { $name } Pontoont mutatott, és mindenkitől begyűjtött.
}
terminal-settle-not-played = Minden kéz meghaladta a 21-et: a bankadó nem játszott.
terminal-hand-not-over = A leosztásnak még nincs vége.
terminal-settle-doubled = A bankadó kétszerezett: a sima kezek kétszeresen számolnak el.
terminal-not-shown = nem látszik
terminal-settle-why = { $why ->
    [pontoon] a Pontoon duplán fizet
    [five] az 5 lapból álló kombináció duplán fizet
    [five-loses] az 5 lapból álló kombináció veszít a bankadóéval szemben
    [bust] 21 fölött
    [not-played] nem játszott
    [beats] legyőzi a bankadót
   *[does-not-beat] nem győzi le a bankadót
}
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net }, tét: { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net }, tét: { $stake }, kasszatét: { $shoot }

## A kaszinó asztalai: az asztal, a lépések és billentyűik

terminal-dealer = Osztó
terminal-shoe = cipő: { $cards } lap
terminal-shoe-due = (keverés esedékes)
terminal-house = ház: { $net }
terminal-bet-passes = kihagyja
terminal-bet-column = tét { $stake }
terminal-bet-column-bought = tét { $stake } (duplázva)
terminal-casino-move-bet = tét { $amount } (vagy írj be összeget: { $min }–{ $max })
terminal-casino-move-pass = kihagyás
terminal-casino-move-twist = lapot kérek
terminal-casino-move-stick = passz
terminal-casino-move-buy = duplázás (+{ $cost })
terminal-casino-move-split = szétválasztás (+{ $cost })
terminal-casino-cannot-bet = Nem tudsz tétet tenni: az asztal minimuma { $least }, neked pedig { $chips } zsetonod van. q: a játszma vége.
terminal-casino-full = Elérted a maximumot: egy helyen legfeljebb { $most } zseton lehet. q: a játszma vége.

## A kaszinó asztalai: mi történik

terminal-bets = { $who ->
    [you] Tétet teszel: { $amount }.
   *[other] { $name } tétje: { $amount }.
}
terminal-passes = { $who ->
    [you] Kihagyod ezt a kört.
   *[other] { $name } kihagyja ezt a kört.
}
terminal-all-passed = Mindenki kihagyta a kört: nincs osztás.
terminal-shoe-shuffled = A cipőt megkeverik és megemelik.
terminal-round-started = { $number }. kör.
terminal-dealer-dealt-down = Az osztó lapot kap arccal lefelé: { $card }.
terminal-dealer-has-pontoon = Az osztónak Pontoon kombinációja van: { $cards }. Minden tét veszít.
terminal-has-pontoon = { $who ->
    [you] Pontoon kombinációd van!
   *[other] { $name }: Pontoon kombináció!
}
terminal-splits = { $who ->
    [you] Szétválasztasz.
   *[other] { $name } szétválaszt.
}
terminal-buys = { $who ->
    [you] Duplázol: { $card }.
   *[other] { $name } dupláz: { $card }.
}
terminal-bust = { $who ->
    [you] Meghaladtad a 21-et, veszteséged { $lost }.
   *[other] { $name } meghaladta a 21-et, vesztesége { $lost }.
}
terminal-dealer-turns = Az osztó felfordítja: { $cards }.
terminal-dealer-draws = Az osztó lapot húz: { $card }.
terminal-dealer-nothing-to-beat = Az osztónak nincs legyőzendő keze, így nem húz ({ $total }).
terminal-dealer-stands = Az osztó megáll { $total } ponton.
terminal-dealer-five = Az osztónak 5 lapból álló kombinációja van!
terminal-dealer-bust = Az osztó meghaladta a 21-et!
terminal-casino-session-over = A játszmának vége: senki sem tud tétet tenni.

## A kaszinó asztalai: az elszámolás

terminal-settle-dealer-pontoon = Az osztónak Pontoon kombinációja volt ({ $cards }): minden tét veszít.
terminal-settle-dealer-bust = Az osztó meghaladta a 21-et ({ $cards }): minden még álló kéz nyer.
terminal-settle-dealer-five = Az osztónak 5 lapból álló kombinációja lett ({ $cards }): csak a Pontoon győzi le.
terminal-settle-dealer-no-draw = Minden kéz 21 fölött volt vagy Pontoon, így az osztó nem húzott ({ $cards }).
terminal-settle-dealer-stood = Az osztó megállt: { $cards } { $total }.
terminal-round-not-over = A körnek még nincs vége.
terminal-settle-casino-why = { $why ->
    [pontoon] a Pontoon 2:1-re fizet
    [five] az 5 lapból álló kombináció 2:1-re fizet
    [bust] 21 fölött
    [beats] legyőzi az osztót
   *[does-not-beat] nem győzi le az osztót
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net }, tét: { $stake }

## Palace Poker: az asztal

terminal-column = { $column ->
    [player] játékos
    [chips] zseton
    [status] helyzet
    [banner] zászló
    [palace] palota
   *[soldiers] katonák
}
terminal-status = { $status ->
    [sat-out] kimarad
    [in] játékban
    [folded] bedobta
    [beaten] kiesett
    [tied-out] döntetlen
    [attacking] támad
   *[defending] védekezik
}
terminal-palace-dealer-role = (osztó)
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] Te osztasz elsőként
        [next] Legközelebb te osztasz
       *[now] Te osztasz
    }
   *[other] { $when ->
        [first] Elsőként { $name } oszt
        [next] Legközelebb { $name } oszt
       *[now] { $name } oszt
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] limit nélküli { $small }/{ $big }
   *[limit] limites { $small }/{ $big }
}
terminal-palace-ante = ante { $ante }
terminal-palace-hand-over = { $number }. leosztás vége
terminal-palace-pot = pot { $pot }
terminal-palace-draw-pile = húzópakli { $count }
terminal-palace-discard-pile = dobott lapok { $count }
terminal-your-hand = A kezed, kizárás nélkül: { $hand }.
terminal-battle = { $who ->
    [you] Csata: te támadsz, { $target } védekezik. Tétek eddig: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Csata: { $name } támad, te védekezel. Tétek eddig: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Csata: { $name } támad, { $target } védekezik. Tétek eddig: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] Emeltél { $raise } zsetonnal.
   *[other] { $name } emelt { $raise } zsetonnal.
}
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] Te válaszolsz: megadás { $call } zsetonért (ez minden zsetonod), vagy bedobás.
       *[no] Te válaszolsz: megadás { $call } zsetonért, vagy bedobás.
    }
   *[other] { $all_in ->
        [yes] { $name } válaszol: megadás { $call } zsetonért (ez minden zsetonja), vagy bedobás.
       *[no] { $name } válaszol: megadás { $call } zsetonért, vagy bedobás.
    }
}
terminal-must-fight-now = Csatázni kell: { $names }. Lement egy csendes kör, így támadás vagy bedobás.
terminal-battle-shown-since = { $who ->
    [you] Felfedett csata: te támadtál, { $target } védekezett; { $outcome }.
   *[other] { $whom ->
        [you] Felfedett csata: { $name } támadott, te védekeztél; { $outcome }.
       *[other] Felfedett csata: { $name } támadott, { $target } védekezett; { $outcome }.
    }
}
terminal-counts = számít
terminal-versus = { $name } ellen: { $exclusion } → { $hand }
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] nincs treffed, így minden lapod számít egy treff zászló ellen
        [diamond] nincs károd, így minden lapod számít egy káró zászló ellen
        [heart] nincs kőröd, így minden lapod számít egy kőr zászló ellen
       *[spade] nincs pikked, így minden lapod számít egy pikk zászló ellen
    }
   *[some] { $suit ->
        [club] a treffjeid nem számítanak egy treff zászló ellen
        [diamond] a káróid nem számítanak egy káró zászló ellen
        [heart] a kőreid nem számítanak egy kőr zászló ellen
       *[spade] a pikkjeid nem számítanak egy pikk zászló ellen
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] nincs kettesed, így minden lapod számít egy kettes zászló ellen
        [three] nincs hármasod, így minden lapod számít egy hármas zászló ellen
        [four] nincs négyesed, így minden lapod számít egy négyes zászló ellen
        [five] nincs ötösöd, így minden lapod számít egy ötös zászló ellen
        [six] nincs hatosod, így minden lapod számít egy hatos zászló ellen
        [seven] nincs hetesed, így minden lapod számít egy hetes zászló ellen
        [eight] nincs nyolcasod, így minden lapod számít egy nyolcas zászló ellen
        [nine] nincs kilencesed, így minden lapod számít egy kilences zászló ellen
        [ten] nincs tízesed, így minden lapod számít egy tízes zászló ellen
        [jack] nincs bubid, így minden lapod számít egy bubi zászló ellen
        [queen] nincs dámád, így minden lapod számít egy dáma zászló ellen
        [king] nincs királyod, így minden lapod számít egy király zászló ellen
       *[ace] nincs ászod, így minden lapod számít egy ász zászló ellen
    }
   *[some] { $rank ->
        [two] a ketteseid nem számítanak egy kettes zászló ellen
        [three] a hármasaid nem számítanak egy hármas zászló ellen
        [four] a négyeseid nem számítanak egy négyes zászló ellen
        [five] az ötöseid nem számítanak egy ötös zászló ellen
        [six] a hatosaid nem számítanak egy hatos zászló ellen
        [seven] a heteseid nem számítanak egy hetes zászló ellen
        [eight] a nyolcasaid nem számítanak egy nyolcas zászló ellen
        [nine] a kilenceseid nem számítanak egy kilences zászló ellen
        [ten] a tízeseid nem számítanak egy tízes zászló ellen
        [jack] a bubijaid nem számítanak egy bubi zászló ellen
        [queen] a dámáid nem számítanak egy dáma zászló ellen
        [king] a királyaid nem számítanak egy király zászló ellen
       *[ace] az ászaid nem számítanak egy ász zászló ellen
    }
}

## Palace Poker: a lépések, billentyűik és a választás

terminal-palace-move-cut-deal = húzás az osztásért
terminal-palace-move-deal = osztás
terminal-palace-move-buy-soldier = vétel { $price } zsetonért
terminal-palace-move-let-go = katonák eldobása
terminal-palace-move-discard = eldobás
terminal-palace-move-attack = támadás (tét { $bet })
terminal-palace-move-call = megadás { $amount }
terminal-palace-move-raise = emelés { $amount }
terminal-palace-move-fold = bedobás
terminal-palace-move-stay = maradás
terminal-let-go-up-to = Mely katonákat dobod el? (legfeljebb { $max }; ha egyet sem, mind maradnak)
terminal-let-go-exactly = Mely katonákat dobod el? (pontosan { $count })
terminal-let-go-between = Mely katonákat dobod el? (legalább { $min }, legfeljebb { $max })
terminal-let-go-keys = Számmal (vagy ←→ és Szóköz) választasz; Enter eldobja a kiválasztottakat; Esc: vissza.
terminal-attack-whom = Kit támadsz? (tét { $bet })
terminal-attack-whom-range = Kit támadsz? (tét { $min }–{ $max })
terminal-attack-keys = Számmal (vagy ←→) választasz; Enter: támadás; Esc: vissza.
terminal-attack-keys-bet = Számmal (vagy ←→) választasz; Enter, aztán a tét; Esc: vissza.
terminal-choose-soldiers = Számukkal (vagy ←→ és Szóköz) válaszd ki a katonákat, aztán Enter; Esc: vissza.
terminal-choose-at-least = Legalább { $count } katonát válassz ki eldobásra ({ $chosen } kiválasztva).
terminal-choose-at-most = Legfeljebb { $count } katonát dobhatsz el.
terminal-choose-target = Számmal (vagy ←→) válaszd ki, kit támadsz, aztán Enter; Esc: vissza.
terminal-palace-sit-out = Kimaradsz: { $chips } zsetonod van, a beszálláshoz pedig { $least } zseton kell (az ante és legalább egy zseton). q: a játszma vége.

## Palace Poker: mi történik

terminal-palace-cut = Húzás az osztásért: { $cuts }. { $who ->
    [you] Te osztasz elsőként.
   *[other] Elsőként { $name } oszt.
}
terminal-palace-hand-started = { $who ->
    [you] { $number }. leosztás: te osztasz; { $players } játékos fizet { $ante } antét.
   *[other] { $number }. leosztás: { $name } oszt; { $players } játékos fizet { $ante } antét.
}
terminal-banner = { $who ->
    [you] A zászlód: { $card }.
   *[other] { $name } zászlaja: { $card }.
}
terminal-banner-passed = { $who ->
    [you] A zászlód: { $card } (kihagyva: { $passed }; ilyen színű lap már van a csoportban).
   *[other] { $name } zászlaja: { $card } (kihagyva: { $passed }; ilyen színű lap már van a csoportban).
}
terminal-banner-discards = Elfogyott a pakli: { $count } kihagyott zászlólapot megkevernek a folytatáshoz.
terminal-your-palace = A palotád: { $cards }.
terminal-palace-of = { $name } palotája: { $cards }.
terminal-refilled = A dobott lapokból új húzópakli lesz, megkeverve: { $count } lap.
terminal-soldier-bought = { $who ->
    [you] Katonát veszel { $price } zsetonért: { $card }.
   *[other] { $name } katonát vesz { $price } zsetonért: { $card }.
}
terminal-keeps-soldiers = { $who ->
    [you] Minden katonádat megtartod.
   *[other] { $name } minden katonáját megtartja.
}
terminal-discards = { $who ->
    [you] Eldobod: { $cards }.
   *[other] { $name } eldobja: { $cards }.
}
terminal-palace-stays = { $who ->
    [you] Maradsz.
   *[other] { $name } marad.
}
terminal-folds = { $who ->
    [you] Bedobod.
   *[other] { $name } bedobja.
}
terminal-attacks = { $who ->
    [you] Támadsz { $target } ellen, { $bet } téttel.
   *[other] { $whom ->
        [you] { $name } megtámad téged { $bet } téttel.
       *[other] { $name } támad { $target } ellen, { $bet } téttel.
    }
}
terminal-raises = { $who ->
    [you] Emelsz { $raise } zsetonnal, és fizetsz { $paid } zsetont.
   *[other] { $name } emel { $raise } zsetonnal, és fizet { $paid } zsetont.
}
terminal-calls = { $who ->
    [you] Megadod { $paid } zsetonért.
   *[other] { $name } megadja { $paid } zsetonért.
}
terminal-folds-battle = { $who ->
    [you] Bedobod a csatában.
   *[other] { $name } bedobja a csatában.
}
terminal-folds-battle-returned = { $who ->
    [you] Bedobod a csatában; { $taker } visszakapja a meg nem adott { $returned } zsetont.
   *[other] { $whom ->
        [you] { $name } bedobja a csatában; visszakapod a meg nem adott { $returned } zsetont.
       *[other] { $name } bedobja a csatában; { $taker } visszakapja a meg nem adott { $returned } zsetont.
    }
}
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Felfedett csata: { $attacker_who ->
    [you] te
   *[other] { $attacker }
} { $attacker_hand }; { $defender_who ->
    [you] te
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
terminal-outcome-tie-split = döntetlen: az utolsó kettő megosztozik a poton
terminal-outcome-tie-out = döntetlen: mindketten kiesnek
terminal-outcome-banner = { $who ->
    [you] a zászlólapokkal nyersz, { $won }–{ $lost }, mert a kezek egyformák
   *[other] { $name } nyer a zászlólapokkal, { $won }–{ $lost }, mert a kezek egyformák
}
terminal-outcome-better = { $who ->
    [you] a jobb kézzel nyersz
   *[other] { $name } nyer a jobb kézzel
}
terminal-captures = { $who ->
    [you] Elveszed { $loser } zászlaját és katonáit: { $cards }.
   *[other] { $whom ->
        [you] { $name } elveszi a zászlódat és a katonáidat: { $cards }.
       *[other] { $name } elveszi { $loser } zászlaját és katonáit: { $cards }.
    }
}
terminal-must-fight = Lement egy csendes kör: csatázni kell, támadással vagy bedobással: { $names }.
terminal-showdown-one = { $who ->
    [you] te: { $hand }
   *[other] { $name }: { $hand }
}
terminal-showdown = Lapmutatás: { $hands }.
terminal-pot-won = { $who ->
    [you] Tiéd a pot: { $pot } zseton.
   *[other] { $name } viszi a potot: { $pot } zseton.
}
terminal-pot-shared = A poton ({ $pot } zseton) megosztozik: { $names }.
terminal-palace-session-over = A játszmának vége: kettőnél kevesebb játékos tudja kifizetni az antét.

## Palace Poker: a leosztás vége

terminal-hand-won = { $who ->
    [you] Tiéd a pot ({ $pot } zseton): { $ending }.
   *[other] { $name } viszi a potot ({ $pot } zseton): { $ending }.
}
terminal-hand-shared = A poton ({ $pot } zseton) megosztozik: { $names }; { $ending }.
terminal-ending = { $ending ->
    [last-standing] mindenki más kiesett
    [shared-suit] a maradók zászlaja egyszínű, így senki sem támadhat
    [shared-rank] a maradók zászlaja egyforma rangú, így senki sem támadhat
    [tied-battle] az utolsó kettő csatája döntetlen lett
   *[showdown] csendes kör után a lapmutatásnál a legjobb kéz nyer
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Eredmények: { $nets }.

## Egy játék saját arc nélkül: a mezői, ahogy a játék nevezi őket

terminal-plain-none = nincs
terminal-plain-player = { $you ->
    [yes] { $name } (te): { $chips } zseton
   *[no] { $name }: { $chips } zseton
}
terminal-plain-round-over = { $number }. kör vége: { $net } zseton neked.

## A tanácsadó a kaszinóasztalnál (docs/terminal.md, "The coach")

terminal-keys-bar-coach = { $on ->
    [yes] h tipp · v számolás · c tanácsadó ki · ? szabályok · q kilépés
   *[no] c tanácsadó · ? szabályok · q kilépés
}
terminal-coach-on = A tanácsadó bekapcsolva: a h megmutatja, mennyit ér a kezed minden lehetséges lépése.
terminal-coach-off = A tanácsadó kikapcsolva.
terminal-coach-is-off = A tanácsadó ki van kapcsolva: a c bekapcsolja.
terminal-coach-counts = { $count ->
    [seen] A tanácsadó a keverés óta látott összes lapot is számolja.
   *[fresh] A tanácsadó frissen kevert cipővel számol.
}
terminal-coach-not-your-hand = A tanácsadó a saját kezed lépéseit értékeli, amikor te jössz.
terminal-coach-unread = A tanácsadó nem tudja kiolvasni ezt az asztalt.
terminal-coach-title = { $count ->
    [seen] A tanácsadó, a látott lapokkal számolva
   *[fresh] A tanácsadó, friss cipővel számolva
}
terminal-coach-hand = A kezed: { $cards } · tét { $bet }
terminal-coach-move = { $choice ->
    [stick] passz
    [twist] lapkérés
    [buy] duplázás
   *[split] szétválasztás
}
terminal-coach-bets = { $bets } tét
terminal-coach-chips = { $chips } zseton
terminal-coach-best = legjobb
terminal-coach-yours = a válaszod
terminal-decimal = { $whole },{ $fraction }
terminal-coach-review-clean = A tanácsadó értékelése: { $decisions ->
    [one] egyetlen döntésed a legjobb volt.
   *[other] { $decisions } döntésed mindegyike a legjobb volt.
}
terminal-coach-review = A tanácsadó értékelése: { $decisions ->
    [one] egyetlen döntésed nem a legjobb volt, és várható értékben
   *[other] { $decisions } döntésedből { $mistakes } nem a legjobb volt, és várható értékben
} { $chips } zsetonba ({ $bets } tétbe) került:
terminal-coach-mistake = { $round }. kör, { $hand }: { $taken }, pedig a { $best } volt a legjobb: -{ $chips } zseton (-{ $bets } tét)
terminal-coach-more = … és még { $more }; kilépéskor mind kiíródik.
terminal-coach-review-failed = A tanácsadó nem tudta értékelni a játszmát: { $error }

## A gyakorlás, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = gyakorlás
terminal-train-score = { $answered } válaszból { $right } jó
terminal-train-kind = { $kind ->
    [hard] Kemény kéz:
    [soft] Gyenge kéz:
   *[pair] Pár:
}
terminal-train-bought = Dupláztál: a téted kétszeres; kérhetsz még lapot, de újra nem duplázhatsz.
terminal-train-shares = Most: kemény { $hard }% · gyenge { $soft }% · pár { $pair }% (amit elvétesz, abból több jön)
terminal-train-keys-bar = q a gyakorlás vége
terminal-train-last = Az utolsó válaszod
terminal-train-first = Válaszolj egy lépés billentyűjével: a tanácsadó megmondja, a legjobb volt-e, és mennyit ér az egyes lépés.
terminal-train-right = Jó: a { $best } a legjobb lépés.
terminal-train-wrong = Rossz: a legjobb a { $best } volt; a { $taken } { $cost } tétet veszít hozzá képest.
terminal-train-was = { $kind ->
    [hard] A kemény kéz
    [soft] A gyenge kéz
   *[pair] A pár
} { $hand }: mennyit ér az egyes lépés
terminal-train-not-open = Ennél a kéznél most nem lehet { $choice }.
terminal-train-keys = Egy lépés billentyűjével válaszolj (lent); q: a gyakorlás vége.
terminal-train-over = Vége a gyakorlásnak: { $answered } válaszból { $right } jó.
terminal-train-missed = Elvétve: { $hard } kemény, { $soft } gyenge, { $pair } pár; a hibák összesen { $cost } tétbe kerültek.
