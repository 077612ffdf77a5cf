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

## La konsilanto: kiom valoras ĉiu movo de via mano (docs/web.md, "The coach")

casino-coach = Konsilanto
casino-coach-group = la konsilanto
casino-coach-seen = Laŭ la viditaj kartoj
casino-coach-hint = Konsilo
casino-key-hint = peti konsilon de la konsilanto
casino-coach-off = La salono malŝaltis la konsilanton ĉe ĉi tiu tablo.
casino-coach-asking = La konsilanto kalkulas…
casino-coach-heading = la konsilo de la konsilanto
casino-coach-count = { $count ->
    [seen] Laŭ la kartoj viditaj ekde la miksado
   *[fresh] Laŭ freŝe miksita kartujo
}
casino-coach-hand = Via mano: { $cards }
casino-coach-hand-bet = Via mano: { $cards }, veto { $bet }
casino-coach-worth = { $bets } vetoj ({ $chips } ĵetonoj)
casino-coach-worth-bets = { $bets } vetoj
casino-coach-move = { $move }: { $worth }
casino-coach-move-best = { $move }, la plej bona: { $worth }
casino-coach-said = { $count ->
    [seen] La konsilanto, laŭ la viditaj kartoj, por { $cards }: { $moves }
   *[fresh] La konsilanto, laŭ freŝe miksita kartujo, por { $cards }: { $moves }
}
casino-coach-stale = Ĉi tiu konsilo estis por pli frua momento de la mano: la tablo jam pluiris.
casino-coach-refused = Konsilo: { $why ->
    [not_your_turn] la konsilanto respondas, kiam vi ludas manon
    [hints_off] la salono malŝaltis la konsilanton ĉe ĉi tiu tablo
    [seen_off] la konsilanto de ĉi tiu tablo kalkulas nur laŭ freŝe miksita kartujo
    [not_seated] la konsilanto estas por la ludantoj sidantaj ĉi tie
    [no_coach] ĉi tiu ludo ne havas konsilanton
   *[other] la konsilanto ne povas respondi nun
}
casino-coach-failed = Konsilo: { $why }

## La konsilanto pri luditaj rondoj: la raporto de seanco, la revizio de rondo

casino-coach-cost = { $chips } ĵetonoj ({ $bets } vetoj)
casino-coach-col-round = Rondo
casino-coach-col-hand = Mano
casino-coach-col-made = Farita movo
casino-coach-col-best = Plej bona movo
casino-coach-col-cost = Kosto
casino-coach-was-best = la plej bona
casino-coach-decisions = Viaj decidoj en ĉi tiu rondo
casino-coach-review-none = neniu decido
casino-coach-review-clean = { $decisions ->
    [one] unu decido, la plej bona
   *[other] { $decisions } decidoj, ĉiuj la plej bonaj
}
casino-coach-review = { $mistakes ->
    [one] unu eraro: { $cost }
   *[other] { $mistakes } eraroj: { $cost }
}
casino-coach-step-cost = La konsilanto: la plej bona estis { $best }; ĉi tiu movo kostis { $cost }.
casino-coach-step-best = La konsilanto: { $move } estis la plej bona movo.
casino-report-title = Via seanco ĉe tablo { $table }
casino-report-reading = Legante vian seancon…
casino-report-no-rounds = Vi ludis neniun rondon ĉi tie.
casino-report-caption = La decidoj, kiuj ne estis la plej bonaj
casino-report-clean = Ĉiu decido estis la plej bona movo, kaj nenio kostis al vi ({ $decisions ->
    [one] unu decido
   *[other] { $decisions } decidoj
} en { $rounds ->
    [one] unu rondo
   *[other] { $rounds } rondoj
}).
casino-report-total = Entute, { $mistakes } el { $decisions } decidoj en { $rounds ->
    [one] unu rondo
   *[other] { $rounds } rondoj
} { $mistakes ->
    [one] ne estis la plej bona, kaj ĝi kostis { $cost }.
   *[other] ne estis la plej bonaj, kaj ili kostis { $cost }.
}
casino-report-close = Fermi la raporton
