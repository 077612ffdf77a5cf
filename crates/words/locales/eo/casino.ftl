# La tabloj, kie la kazino tenas la bankon, kazina Pontono kaj Pontoon Blackjack: la paĝo de la
# tablo, ĝiaj klavoj kaj la protokolo de la rondo. La butonoj Pasi, Tordi, Resti, Aĉeti kaj
# Dividi estas la move-* de moves.ftl. La vortoj de la reguloj: la disdonanto, la kartujo, Pontono,
# Kvinkarta Truko, fali (super 21). Okaze de egaleco la disdonanto gajnas.

casino-name = Kazino

## La tapiŝo: la disdonanto, la seĝoj, la manoj

casino-dealer = Disdonanto
casino-dealer-label = la disdonanto
casino-face-down = vizaĝo malsupren
casino-total = sumo { $box }
casino-total-hidden = sumo ne montrata
casino-bought = aĉetita
casino-hand-bet = veto { $amount }
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
casino-seat-bets = vetas { $amount }
casino-seat-passes = pasas
casino-sat-out = ne ludas en ĉi tiu rondo

## Via veto, el ĵetonoj

casino-bet = Veto: { $amount }
casino-bet-stacks = via veto: premu stakon por depreni unu el ĝiaj ĵetonoj
casino-no-chips = ankoraŭ neniu ĵetono
casino-take-chip = Depreni ĵetonon de { $chip } el la veto
casino-take-chip-count = Depreni ĵetonon de { $chip } el la veto (estas { $count })
casino-chips-label = ĵetonoj: premu unu por aldoni ĝin al via veto
casino-chip = ĵetono de { $chip }
casino-at-most = Maksimume { $amount }: { $why }.
casino-chip-refused = Ne tiu ĵetono: { $why }

## La butonoj

casino-deal = Disdoni
casino-deal-empty = Disdoni: unue metu ĵetonojn sur la veton (aŭ premu Ripeti)
casino-repeat = Ripeti
casino-repeat-said = Ripeti la lastan veton
casino-repeat-none = Ripeti: ankoraŭ ne estas veto por ripeti
casino-clear = Malplenigi
casino-move-cost = { $move } ({ $cost })
casino-waiting = Atendante la aliajn.
casino-log = La rondo
casino-turn-move = { $move ->
    [stake] veti
    [pass] pasi
    [twist] tordi
    [stick] resti
    [buy] aĉeti
   *[split] dividi
}

## La klavoj

casino-key-enter = Enter
casino-key-backspace = Retropaŝo
casino-key-digits = 1 ĝis 5
casino-key-repeat = ripeti la lastan veton
casino-key-deal-stick = disdoni aŭ resti
casino-key-deal = disdoni
casino-key-pass = pasi
casino-key-twist = tordi
casino-key-stick = resti
casino-key-buy = aĉeti
casino-key-split = dividi
casino-key-chip = aldoni ĵetonon de 1, 5, 25, 100, 500 (Shift: depreni unu)
casino-key-undo = depreni la lastan ĵetonon
casino-key-clear = malplenigi la veton

## La protokolo de la rondo

casino-seat = seĝo { NUMBER($number, useGrouping: 0) }
casino-who-hand = { $who } (mano { $hand })
casino-staked = { $who } vetas { $amount }
casino-passed = { $who } pasas
casino-all-passed = Ĉiuj pasis: nenio estas disdonata
casino-shuffled = La kartujo estas miksata
casino-shuffled-number = La kartujo estas miksata (miksado { NUMBER($number, useGrouping: 0) })
casino-round = Rondo { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = La disdonanto prenas karton vizaĝo malsupren
casino-dealt = { $who } ricevas { $card }
casino-dealer-pontoon = La disdonanto havas Pontonon ({ $cards }): ĉiuj vetoj perdas
casino-pontoon = { $who }: Pontono
casino-split = { $who } dividas
casino-split-hand = { $who } dividas (mano { $hand })
casino-bought-card = { $who } aĉetas { $card }
casino-twisted = { $who } tordas { $card }
casino-stuck = { $who } restas
casino-five-card-trick = { $who }: Kvinkarta Truko
casino-bust = { $who } falis kaj perdas { $amount }
casino-dealer-turned = La disdonanto turnas { $cards } vizaĝo supren
casino-dealer-drew = La disdonanto tiras { $card }
casino-dealer-stood = La disdonanto restas je { $total }
casino-dealer-five = La disdonanto havas Kvinkartan Trukon
casino-dealer-bust = La disdonanto falis
casino-round-over-results = Fino de la rondo: { $results }
casino-round-over = Fino de la rondo
casino-won = { $who } gajnas { $amount }
casino-lost = { $who } perdas { $amount }
casino-even = { $who } nek gajnas nek perdas
casino-session-over = Neniu ĉe la tablo povas kovri la minimumon
