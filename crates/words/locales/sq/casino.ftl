# Tryezat ku bankën e mban kazinoja, Pontoon kazinoje dhe Pontoon Blackjack: faqja e tryezës,
# tastet e saj dhe regjistri i raundit. Butonat Kalo, Merr letër, Ndalo, Bli dhe Ndaj janë move-*
# të moves.ftl. Fjalët: dileri, kazinoja, kutia, fishat, basti, digjet, dorë me pesë letra.

casino-name = Kazino

## Tryeza: dileri, vendet, duart

casino-dealer = Dileri
casino-dealer-label = dileri
casino-face-down = me fytyrë poshtë
casino-total = totali { $box }
casino-total-hidden = totali nuk shihet
casino-bought = blerë
casino-hand-bet = bast { $amount }
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
casino-seat-bets = vë bast { $amount }
casino-seat-passes = kalon
casino-sat-out = nuk luan këtë raund

## Basti yt, me fisha

casino-bet = Basti: { $amount }
casino-bet-stacks = basti yt: shtyp një stivë për të hequr një nga fishat e saj
casino-no-chips = ende pa fisha
casino-take-chip = Hiq një fishë { $chip } nga basti
casino-take-chip-count = Hiq një fishë { $chip } nga basti ({ $count } në të)
casino-chips-label = fishat: shtyp njërën për ta shtuar në bastin tënd
casino-chip = fishë { $chip }
casino-at-most = Jo më shumë se { $amount }: { $why }.
casino-chip-refused = Jo ajo fishë: { $why }

## Butonat

casino-deal = Shpërndaj
casino-deal-empty = Shpërndaj: vendos fillimisht fisha në bast (ose shtyp Përsërit)
casino-repeat = Përsërit
casino-repeat-said = Përsërit bastin e fundit
casino-repeat-none = Përsërit: ende nuk ka bast për të përsëritur
casino-clear = Pastro
casino-move-cost = { $move } ({ $cost })
casino-waiting = Në pritje të të tjerëve.
casino-log = Raundi
casino-turn-move = { $move ->
    [stake] vë bast
    [pass] kalo
    [twist] merr letër
    [stick] ndalo
    [buy] bli
   *[split] ndaj
}

## Tastet

casino-key-enter = Enter
casino-key-backspace = Backspace
casino-key-digits = 1 deri në 5
casino-key-repeat = përsërit bastin e fundit
casino-key-deal-stick = shpërndaj ose ndalo
casino-key-deal = shpërndaj
casino-key-pass = kalo
casino-key-twist = merr letër
casino-key-stick = ndalo
casino-key-buy = bli
casino-key-split = ndaj
casino-key-chip = shto një fishë 1, 5, 25, 100, 500 (Shift: hiq një)
casino-key-undo = hiq fishën e fundit
casino-key-clear = pastro bastin

## Regjistri i raundit

casino-seat = vendi { NUMBER($number, useGrouping: 0) }
casino-who-hand = { $who } (dora { $hand })
casino-staked = { $who } vë bast { $amount }
casino-passed = { $who } kalon
casino-all-passed = Të gjithë kaluan: nuk shpërndahet asgjë
casino-shuffled = Kutia përzihet
casino-shuffled-number = Kutia përzihet (përzierja { NUMBER($number, useGrouping: 0) })
casino-round = Raundi { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = Dileri merr një letër me fytyrë poshtë
casino-dealt = { $who } merr { $card }
casino-dealer-pontoon = Dileri ka Pontoon ({ $cards }): humbin të gjitha bastet
casino-pontoon = { $who }: Pontoon
casino-split = { $who } ndan
casino-split-hand = { $who } ndan (dora { $hand })
casino-bought-card = { $who } blen { $card }
casino-twisted = { $who } merr letër: { $card }
casino-stuck = { $who } ndalet
casino-five-card-trick = { $who }: dorë me pesë letra
casino-bust = { $who } digjet dhe humb { $amount }
casino-dealer-turned = Dileri kthen me fytyrë lart { $cards }
casino-dealer-drew = Dileri tërheq { $card }
casino-dealer-stood = Dileri ndalet në { $total }
casino-dealer-five = Dileri ka dorë me pesë letra
casino-dealer-bust = Dileri digjet
casino-round-over-results = Raundi mbaroi: { $results }
casino-round-over = Raundi mbaroi
casino-won = { $who } fiton { $amount }
casino-lost = { $who } humb { $amount }
casino-even = { $who } del baras
casino-session-over = Askush në tryezë nuk mund të mbulojë minimumin
