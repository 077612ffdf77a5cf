# La tabloj kie la domo tenas la bankon, kazina Pontono kaj Pontoon Blackjack: la paĝo de la
# tablo, ĝiaj klavoj kaj la protokolo de la raŭndo. La butonoj Pasi, Tordi, Resti, Aĉeti kaj
# Disfendi estas la move-* de moves.ftl. La vortoj de la reguloj: la bankisto, Pontono,
# Kvinkarta Truko, rompiĝi (super 21).

casino-name = Kazino

## La tapiŝo: la bankisto, la seĝoj, la manoj

casino-dealer = Bankisto
casino-dealer-label = la bankisto
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
casino-sat-out = ne ludas ĉi-raŭnde

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
casino-log = La raŭndo
casino-turn-move = { $move ->
    [stake] veti
    [pass] pasi
    [twist] tordi
    [stick] resti
    [buy] aĉeti
   *[split] disfendi
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
casino-key-split = disfendi
casino-key-chip = aldoni ĵetonon de 1, 5, 25, 100, 500 (Shift: depreni unu)
casino-key-undo = depreni la lastan ĵetonon
casino-key-clear = malplenigi la veton

## La protokolo de la raŭndo

casino-seat = seĝo { NUMBER($number, useGrouping: 0) }
casino-who-hand = { $who } (mano { $hand })
casino-staked = { $who } vetas { $amount }
casino-passed = { $who } pasas
casino-all-passed = Ĉiuj pasis: nenio estas disdonata
casino-shuffled = La kartoj estas miksataj
casino-shuffled-number = La kartoj estas miksataj (miksado { NUMBER($number, useGrouping: 0) })
casino-round = Raŭndo { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = La bankisto prenas karton vizaĝo malsupren
casino-dealt = { $who } ricevas { $card }
casino-dealer-pontoon = La bankisto havas Pontonon ({ $cards }): ĉiuj vetoj perdas
casino-pontoon = { $who }: Pontono
casino-split = { $who } disfendas
casino-split-hand = { $who } disfendas (mano { $hand })
casino-bought-card = { $who } aĉetas { $card }
casino-twisted = { $who } tordas { $card }
casino-stuck = { $who } restas
casino-five-card-trick = { $who }: Kvinkarta Truko
casino-bust = { $who } rompiĝas kaj perdas { $amount }
casino-dealer-turned = La bankisto malkaŝas { $cards }
casino-dealer-drew = La bankisto prenas { $card }
casino-dealer-stood = La bankisto restas je { $total }
casino-dealer-five = La bankisto havas Kvinkartan Trukon
casino-dealer-bust = La bankisto rompiĝas
casino-round-over-results = Fino de la raŭndo: { $results }
casino-round-over = Fino de la raŭndo
casino-won = { $who } gajnas { $amount }
casino-lost = { $who } perdas { $amount }
casino-even = { $who } nek gajnas nek perdas
casino-session-over = Neniu ĉe la tablo povas kovri la minimumon
