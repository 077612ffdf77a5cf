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

## Këshilltari: sa vlen çdo lëvizje e dorës sate (docs/web.md, "The coach")

casino-coach = Këshilltari
casino-coach-group = këshilltari
casino-coach-seen = Sipas letrave të para
casino-coach-hint = Këshillë
casino-key-hint = kërko një këshillë nga këshilltari
casino-coach-off = Salla e ka çaktivizuar këshilltarin në këtë tryezë.
casino-coach-asking = Këshilltari po llogarit…
casino-coach-heading = këshilla e këshilltarit
casino-coach-count = { $count ->
    [seen] Sipas letrave të para që nga përzierja
   *[fresh] Sipas një kutie të sapopërzier
}
casino-coach-hand = Dora jote: { $cards }
casino-coach-hand-bet = Dora jote: { $cards }, bast { $bet }
casino-coach-worth = { $bets } baste ({ $chips } fisha)
casino-coach-worth-bets = { $bets } baste
casino-coach-move = { $move }: { $worth }
casino-coach-move-best = { $move }, më e mira: { $worth }
casino-coach-said = { $count ->
    [seen] Këshilltari, sipas letrave të para, për { $cards }: { $moves }
   *[fresh] Këshilltari, sipas një kutie të sapopërzier, për { $cards }: { $moves }
}
casino-coach-stale = Kjo këshillë ishte për një çast të mëparshëm të dorës: tryeza ka ecur përpara.
casino-coach-refused = Këshillë: { $why ->
    [not_your_turn] këshilltari përgjigjet kur është radha jote të luash një dorë
    [hints_off] salla e ka çaktivizuar këshilltarin në këtë tryezë
    [seen_off] këshilltari i kësaj tryeze numëron vetëm sipas një kutie të sapopërzier
    [not_seated] këshilltari është për lojtarët e ulur këtu
    [no_coach] kjo lojë nuk ka këshilltar
   *[other] këshilltari nuk mund të përgjigjet tani
}
casino-coach-failed = Këshillë: { $why }

## Këshilltari për raundet e luajtura: raporti i seancës, shqyrtimi i një raundi

casino-coach-cost = { $chips } fisha ({ $bets } baste)
casino-coach-col-round = Raundi
casino-coach-col-hand = Dora
casino-coach-col-made = Lëvizja e bërë
casino-coach-col-best = Lëvizja më e mirë
casino-coach-col-cost = Kostoja
casino-coach-was-best = më e mira
casino-coach-decisions = Vendimet e tua në këtë raund
casino-coach-review-none = asnjë vendim
casino-coach-review-clean = { $decisions ->
    [one] një vendim, më i miri
   *[other] { $decisions } vendime, të gjitha më të mirat
}
casino-coach-review = { $mistakes ->
    [one] një gabim: { $cost }
   *[other] { $mistakes } gabime: { $cost }
}
casino-coach-step-cost = Këshilltari: më e mira ishte { $best }; kjo lëvizje kushtoi { $cost }.
casino-coach-step-best = Këshilltari: { $move } ishte lëvizja më e mirë.
casino-report-title = Seanca jote në tryezën { $table }
casino-report-reading = Po lexohet seanca jote…
casino-report-no-rounds = Nuk luajte asnjë raund këtu.
casino-report-caption = Vendimet që nuk ishin më të mirat
casino-report-clean = Çdo vendim ishte lëvizja më e mirë dhe asgjë nuk të kushtoi ({ $decisions ->
    [one] një vendim
   *[other] { $decisions } vendime
} në { $rounds ->
    [one] një raund
   *[other] { $rounds } raunde
}).
casino-report-total = Gjithsej, { $mistakes } nga { $decisions } vendime në { $rounds ->
    [one] një raund
   *[other] { $rounds } raunde
} { $mistakes ->
    [one] nuk ishte më i miri dhe kushtoi { $cost }.
   *[other] nuk ishin më të mirat dhe kushtuan { $cost }.
}
casino-report-close = Mbyll raportin
