# La terminala kliento, `parlour play`: ĝiaj ekranoj, klavoj, protokolo, kontoj kaj resumo.
#
# Frazo pri seĝo elektas laŭ $who: "you" kiam ĝi estas la seĝo de la ludanto (kun kia ajn nomo),
# "other" por iu ajn alia, nomata per $name; dua seĝo elektas laŭ $whom same. Nomoj ne ricevas
# finaĵojn: antaŭ ili staras "la ludanto(n)" aŭ "al", aŭ post ili dupunkto. La vortoj estas tiuj
# de la katalogoj: la bankisto, la banko, la kaso, la pafveto, Pontono, Kvinkarta Truko, fali,
# tordi, aĉeti, resti, dividi, bruligi, la kartaro, la kartujo, la disdonanto; en Palace Poker la
# standardo, la soldatoj, la palaco, la batalo, la poto, la antaŭveto.

## Vortoj, kiuj eniras aliajn

terminal-number = { $n }
terminal-and = { $first } kaj { $last }
terminal-you-listed = vi
terminal-default-name = Vi
terminal-range = { $min }–{ $max }
# La klavo Enter, kiel la klavoj de movo nomas ĝin ("s/Enter").
terminal-key-enter = Enter
terminal-total = = { $total }
terminal-total-soft = = mola { $total }
terminal-cut-one = { $name } { $card }

## La kadro de la ekrano

terminal-title-hand = mano { $number }
terminal-title-round = rondo { $number }
terminal-title-chips = vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}
terminal-keys-bar = ? reguloj · q eliri
terminal-hand-over-title = La mano finiĝis
terminal-log-title = Kio okazis
terminal-too-small = Parlour bezonas terminalon de almenaŭ { $width }×{ $height }; ĉi tiu estas { $now_width }×{ $now_height }.
terminal-too-small-way-out = Pligrandigu ĝin, aŭ premu q por eliri.

## La malsupro de la ekrano: movoj, sumoj, elektoj

terminal-your-move = Via movo:
terminal-waiting = Atendante la aliajn...
terminal-session-over = La seanco finiĝis. Premu q por la resumo.
terminal-next-hand = Enter: sekva mano · ? reguloj · q eliri
terminal-watch-next = Enter: spekti la sekvan manon · q: fini la seancon
terminal-entry-limits = ({ $min } ĝis { $max }):
terminal-entry-keys = { $fresh ->
    [yes] Enter prenas { $amount }; tajpado anstataŭas ĝin; Esc por nuligi.
   *[no] Enter por konfirmi, Retropaŝo por korekti; Esc por nuligi.
}
terminal-entry-keys-step = { $fresh ->
    [yes] +/- ŝanĝas ĝin po { $step }; Enter prenas { $amount }; tajpado anstataŭas ĝin; Esc por nuligi.
   *[no] +/- ŝanĝas ĝin po { $step }; Enter por konfirmi, Retropaŝo por korekti; Esc por nuligi.
}
terminal-confirm-hint = y aŭ Enter: jes · n aŭ Esc: ŝanĝi la sumon
terminal-offer-whom = Al kiu vi proponas la bankon?
terminal-offer-buyer = { $number } { $name } (ĝis { $most })
terminal-offer-keys = Ciferoj (aŭ ←→) elektas; Enter, poste la prezo; Esc reiras.
terminal-ask-stake = Kiom vi vetas?
terminal-ask-buy = Por kiom vi aĉetas la karton?
terminal-ask-shoot = Kiom vi pafvetas? (0: neniu pafveto)
terminal-ask-kitty = Kiom vi metas en la kason?
terminal-ask-price = Por kiu prezo?
terminal-ask-attack = Per kiom granda veto vi atakas?
terminal-ask-raise = Kiom vi plialtigas (super la egaligo)?

## Kion klavo ricevas responde

terminal-not-your-turn = Ne estas via vico.
terminal-not-a-key = { $key } ne estas klavo de ĉi tiu tablo: viaj movoj kaj iliaj klavoj estas listigitaj supre.
terminal-not-open = Tiu movo ne estas malfermita al vi nun.
terminal-choose-buyer = Elektu la aĉetonton per ties cifero (aŭ ←→), poste Enter; Esc reiras.
terminal-confirm-keys = y metas la ĵetonojn, n reiras al la sumo.
terminal-type-amount = Tajpu sumon, poste Enter (Esc por nuligi).
terminal-outside-limits = { $amount } estas ekster la limoj: { $min } ĝis { $max }.

## La fino de mano, por la ludanto

terminal-you-net = Vi: { $net } { $chips ->
    [one] ĵetono
   *[other] ĵetonoj
} en ĉi tiu mano.
terminal-sat-out = Vi ne ludis ĉi tiun manon.

## La paĝo de la reguloj

terminal-rules-title = La reguloj de ĉi tiu tablo
terminal-rules-back = Premu ajnan klavon por reiri.
terminal-rules-more = ↓ aŭ Spaco: pli sube · ĉiu alia klavo reiras.
terminal-rules-scroll = ↑↓ rulumi, pli sube · ĉiu alia klavo reiras.
terminal-rules-up = ↑ rulumas reen supren · ĉiu alia klavo reiras.
terminal-home-keys = Klavoj: d disdoni, m veti, t/+ tordi, b/* aĉeti, s/Enter resti, p// dividi, u bruligi, h pafveti, y jes, n ne, k kaso, o proponi la bankon, q eliri.
terminal-casino-keys = Klavoj: Enter resti aŭ veti, + tordi, * aĉeti, / dividi, 0 ripeti vian lastan veton, n pasi.
terminal-palace-keys = { $betting ->
    [no-limit] Klavoj: b aĉeti, d forĵeti, a ataki, s resti, f rezigni, c egaligi, r plialtigi, n/Enter disdoni; elektu per cifero (aŭ ←→, Spaco), poste Enter; Esc reiras; +/- ŝanĝas veton.
   *[limit] Klavoj: b aĉeti, d forĵeti, a ataki, s resti, f rezigni, c egaligi, r plialtigi, n/Enter disdoni; elektu per cifero (aŭ ←→, Spaco), poste Enter; Esc reiras.
}

## La resumo, kiam la ludanto foriras

terminal-thanks = Dankon pro la ludo.
terminal-hands-played = Luditaj manoj: { $hands }
terminal-net-result = Rezulto: { $net } { $net_chips ->
    [one] ĵetono
   *[other] ĵetonoj
} (nun { $chips ->
    [one] { $chips } ĵetono
   *[other] { $chips } ĵetonoj
})
terminal-biggest-win = Plej granda gajno en unu mano: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Ĵetonoj: { $chips }
terminal-leave = Premu ajnan klavon por foriri.
terminal-save-failed = ne eblis konservi la protokolon de la seanco en { $path }: { $error }
terminal-record-written = La protokolo de la seanco: { $path }
terminal-record-replay = (reludu ĝin per: parlour script DOSIERO)
terminal-record-failed = Ne eblis skribi la protokolon en { $path }: { $error }
terminal-record-none = Neniu mano estis ludita, do neniu protokolo estis skribita.
terminal-played = Parlour: { $hands ->
    [one] { $hands } mano ludita
   *[other] { $hands } manoj luditaj
}, { $net } { $net_chips ->
    [one] ĵetono
   *[other] ĵetonoj
} (vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}).
terminal-played-won = Parlour: { $hands ->
    [one] { $hands } mano ludita
   *[other] { $hands } manoj luditaj
}, { $net } { $net_chips ->
    [one] ĵetono
   *[other] ĵetonoj
} (vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}), plej granda gajno en unu mano { $win }.

## Seĝoj okupataj, forlasataj kaj ŝanĝataj

terminal-seat-player = La ludanto en seĝo { $seat }
terminal-seat-sits = { $name } sidiĝas en seĝo { $seat } kun { $chips ->
    [one] { $chips } ĵetono.
   *[other] { $chips } ĵetonoj.
}
terminal-seat-tops-up = { $name } alportas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
} pli.
terminal-seat-stands = { $name } ekstaras kaj forlasas la tablon.
terminal-seat-moves = { $name } moviĝas al seĝo { $seat }.
terminal-seat-seed = { $name } donas la semon { $seed } por la sekva miksado.
terminal-seat-seeded = { $name } donas semon por la sekva miksado.

## Hejma Pontono: la tablo

terminal-banks = { $who ->
    [you] Vi tenas la bankon
   *[other] { $name } tenas la bankon
}
terminal-pack-count = kartaro { $cards ->
    [one] { $cards } karto
   *[other] { $cards } kartoj
}
terminal-kitty-column = kaso { $kitty }
terminal-shuffle-due = miksado antaŭ la sekva disdono
terminal-bank-role = (banko)
terminal-banker-has-doubled = La bankisto duobligis ĉiujn vetojn.
terminal-banker-state = { $state ->
    [drawing] tiras
    [pontoon] Pontono!
    [five] Kvinkarta Truko!
    [bust] falis
   *[not-played] ne ludis
}
terminal-banker-stays-paying = restas: pagante { $paying }
terminal-sits-out = ne ludas
terminal-hand-state = { $state ->
    [playing] ludota
    [stood] restas
    [pontoon] Pontono!
    [five] Kvinkarta Truko!
   *[bust] falis
}
terminal-burnt-once = (bruligita unufoje)
terminal-hand-label = mano { $number }
terminal-stake-column = veto { $stake }
terminal-shoot-column = pafveto { $shoot }

## Hejma Pontono: la movoj kaj iliaj klavoj

terminal-home-move-cut = tranĉi por la banko
terminal-home-move-deal = disdoni
terminal-home-key-digits = m aŭ ciferoj
terminal-home-move-stake = veti { $min }–{ $max }
terminal-home-move-twist = tordi
terminal-home-move-stick = resti
terminal-home-move-stay = resti
terminal-home-move-buy = aĉeti { $min }–{ $max }
terminal-home-move-split = dividi
terminal-home-move-burn = bruligi
terminal-home-move-shoot = pafveti { $min }–{ $max }
terminal-home-move-double = duobligi
terminal-home-move-no-double = ne duobligi
terminal-home-move-kitty = kaso { $min }–{ $max }
terminal-home-move-offer = proponi la bankon
terminal-home-move-accept = aĉeti la bankon por { $price }
terminal-home-move-decline = rifuzi la bankon
terminal-only-banker-offers = Nur la bankisto povas proponi la bankon, inter manoj.
terminal-kitty-confirm = Ĉu meti { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
} en la kason? Ili restas tie, ĝis la banko ŝanĝos mastron.
terminal-home-sit-out = Vi ne ludas: vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}, kaj veto de { $stake } devas esti kovrita { $cover ->
    [four] kvaroble
   *[two] duoble
}, do necesas { $least ->
    [one] { $least } ĵetono
   *[other] { $least } ĵetonoj
} por ricevi kartojn. q finas la seancon.

## Hejma Pontono: kio okazas

terminal-cut-for-bank = La tranĉo por la banko: { $cuts }. { $who ->
    [you] Vi tenas la bankon.
   *[other] { $name } tenas la bankon.
}
terminal-pack-shuffled = La kartaro estas miksita kaj tranĉita.
terminal-hand-started = Mano { $number }: { $who ->
    [you] vi disdonas.
   *[other] { $name } disdonas.
}
terminal-you-are-dealt = Vi ricevas { $card }.
terminal-is-dealt = { $name } ricevas { $card }.
terminal-stakes = { $who ->
    [you] Vi vetas { $amount }.
   *[other] { $name } vetas { $amount }.
}
terminal-banker-doubles = La bankisto duobligas ĉiujn vetojn!
terminal-banker-lets-stand = La bankisto lasas la vetojn kiel ili estas.
terminal-no-shoot = { $who ->
    [you] Vi ne pafvetas.
   *[other] { $name } ne pafvetas.
}
terminal-shoots = { $who ->
    [you] Vi pafvetas { $amount } kontraŭ la kaso.
   *[other] { $name } pafvetas { $amount } kontraŭ la kaso.
}
terminal-burns = { $who ->
    [you] Vi bruligas { $cards }.
   *[other] { $name } bruligas { $cards }.
}
terminal-kitty-put = La bankisto metas { $amount } en la kason; ĝi enhavas { $kitty }.
terminal-kitty-returned = { $who ->
    [you] Vi reprenas la kason de { $amount }.
   *[other] { $name } reprenas la kason de { $amount }.
}
terminal-banker-pontoon = La bankisto montras Pontonon: { $cards }!
terminal-declares = { $who ->
    [you] Vi anoncas Pontonon: { $cards }!
   *[other] { $name } anoncas Pontonon: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] Vi dividas { $cards }.
   *[other] { $name } dividas { $cards }.
}
terminal-buys-for = { $who ->
    [you] Vi aĉetas { $card } por { $amount }.
   *[other] { $name } aĉetas { $card } por { $amount }.
}
terminal-buys-down = { $who ->
    [you] Vi aĉetas karton por { $amount }.
   *[other] { $name } aĉetas karton por { $amount }.
}
terminal-twists = { $who ->
    [you] Vi tordas { $card }.
   *[other] { $name } tordas { $card }.
}
terminal-stands = { $who ->
    [you] Vi restas.
   *[other] { $name } restas.
}
terminal-makes-five = { $who ->
    [you] Vi faras Kvinkartan Trukon!
   *[other] { $name } faras Kvinkartan Trukon!
}
terminal-bust-with = { $who ->
    [you] Vi falas kun { $cards } kaj perdas { $lost }.
   *[other] { $name } falas kun { $cards } kaj perdas { $lost }.
}
terminal-banker-turns = La bankisto turnas { $cards } vizaĝo supren.
terminal-banker-takes = La bankisto prenas { $card }.
terminal-banker-stops-21 = La bankisto haltas je 21: nur Pontonoj kaj Kvinkartaj Trukoj estas pagataj.
terminal-banker-stays = La bankisto restas je { $total }: „pagante { $paying }”.
terminal-banker-bust = La bankisto falis!
terminal-banker-five = La bankisto faras Kvinkartan Trukon!
terminal-shows = { $who ->
    [you] Vi montras { $cards }.
   *[other] { $name } montras { $cards }.
}
terminal-bank-offered = { $who ->
    [you] La bankisto proponas al vi la bankon por { $price }.
   *[other] La bankisto proponas la bankon al { $name } por { $price }.
}
terminal-bank-declined = { $who ->
    [you] Vi rifuzas la bankon.
   *[other] { $name } rifuzas la bankon.
}
terminal-bank-passes-pontoon = { $who ->
    [you] La banko pasas al vi (pro Pontono).
   *[other] La banko pasas al { $name } (pro Pontono).
}
terminal-bank-passes-broken = { $who ->
    [you] La banko pasas al vi (la banko rompiĝis).
   *[other] La banko pasas al { $name } (la banko rompiĝis).
}
terminal-bank-passes-sold = { $who ->
    [you] La banko pasas al vi (vendita por { $price }).
   *[other] La banko pasas al { $name } (vendita por { $price }).
}
terminal-bank-passes-left = { $who ->
    [you] La banko pasas al vi (la bankisto forlasis la tablon).
   *[other] La banko pasas al { $name } (la bankisto forlasis la tablon).
}
terminal-home-session-over = La seanco finiĝis: neniu mano plu povas esti disdonata.

## Hejma Pontono: la kontoj, linio por la bankisto kaj poste po unu por ĉiu mano

terminal-settle-hard-21 = { $who ->
    [you] Vi haltis je malmola 21, kiu prenas neniun karton: nur Pontonoj kaj Kvinkartaj Trukoj estas pagataj, duoble.
   *[other] { $name } haltis je malmola 21, kiu prenas neniun karton: nur Pontonoj kaj Kvinkartaj Trukoj estas pagataj, duoble.
}
terminal-settle-stayed-21 = { $who ->
    [you] Vi restis je 21: nur Pontonoj kaj Kvinkartaj Trukoj estas pagataj, duoble.
   *[other] { $name } restis je 21: nur Pontonoj kaj Kvinkartaj Trukoj estas pagataj, duoble.
}
terminal-settle-stayed = { $who ->
    [you] Vi restis je { $total }: „pagante { $paying }”. Pontonoj kaj Kvinkartaj Trukoj gajnas duoble.
   *[other] { $name } restis je { $total }: „pagante { $paying }”. Pontonoj kaj Kvinkartaj Trukoj gajnas duoble.
}
terminal-settle-banker-bust = { $who ->
    [you] Vi falis: ĉiu mano ankoraŭ staranta gajnas.
   *[other] { $name } falis: ĉiu mano ankoraŭ staranta gajnas.
}
terminal-settle-banker-five = { $who ->
    [you] Vi faris Kvinkartan Trukon: Pontonoj gajnas duoble, ĉiu alia mano perdas duoble.
   *[other] { $name } faris Kvinkartan Trukon: Pontonoj gajnas duoble, ĉiu alia mano perdas duoble.
}
terminal-settle-banker-pontoon = { $who ->
    [you] Vi montris Pontonon kaj kolektis de ĉiuj.
   *[other] { $name } montris Pontonon kaj kolektis de ĉiuj.
}
terminal-settle-not-played = Ĉiu mano falis: la bankisto ne ludis.
terminal-hand-not-over = La mano ne finiĝis.
terminal-settle-doubled = La bankisto duobligis: simplaj manoj kontiĝas duoble.
terminal-not-shown = ne montrita
terminal-settle-why = { $why ->
    [pontoon] Pontono pagas duoble
    [five] Kvinkarta Truko pagas duoble
    [five-loses] Kvinkarta Truko perdas kontraŭ tiu de la bankisto
    [bust] falis
    [not-played] ne ludis
    [beats] venkas la bankiston
   *[does-not-beat] ne venkas la bankiston
}
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net } je { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net } je { $stake }, pafveto { $shoot }

## La kazinaj tabloj: la tablo, la movoj kaj iliaj klavoj

terminal-dealer = Disdonanto
terminal-shoe = kartujo { $cards ->
    [one] { $cards } karto
   *[other] { $cards } kartoj
}
terminal-shoe-due = (miksado baldaŭ)
terminal-house = kazino { $net }
terminal-bet-passes = pasas
terminal-bet-column = veto { $stake }
terminal-bet-column-bought = veto { $stake } (aĉetis)
terminal-casino-move-bet = veti { $amount } (aŭ tajpu sumon, { $min }–{ $max })
terminal-casino-move-pass = pasi
terminal-casino-move-twist = tordi
terminal-casino-move-stick = resti
terminal-casino-move-buy = aĉeti (+{ $cost })
terminal-casino-move-split = dividi (+{ $cost })
terminal-casino-cannot-bet = Vi ne povas veti: la minimumo de la tablo estas { $least } kaj vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}. q finas la seancon.
terminal-casino-full = Vi gajnis ĝis la plafono: seĝo povas teni ne pli ol { $most } ĵetonojn. q finas la seancon.

## La kazinaj tabloj: kio okazas

terminal-bets = { $who ->
    [you] Vi vetas { $amount }.
   *[other] { $name } vetas { $amount }.
}
terminal-passes = { $who ->
    [you] Vi pasas ĉi tiun rondon.
   *[other] { $name } pasas ĉi tiun rondon.
}
terminal-all-passed = Ĉiuj pasis: nenio estas disdonata.
terminal-shoe-shuffled = La kartujo estas miksita kaj tranĉita.
terminal-round-started = Rondo { $number }.
terminal-dealer-dealt-down = La disdonanto ricevas { $card }, vizaĝo malsupren.
terminal-dealer-has-pontoon = La disdonanto havas Pontonon: { $cards }. Ĉiu veto perdas.
terminal-has-pontoon = { $who ->
    [you] Vi havas Pontonon!
   *[other] { $name } havas Pontonon!
}
terminal-splits = { $who ->
    [you] Vi dividas.
   *[other] { $name } dividas.
}
terminal-buys = { $who ->
    [you] Vi aĉetas { $card }.
   *[other] { $name } aĉetas { $card }.
}
terminal-bust = { $who ->
    [you] Vi falas kaj perdas { $lost }.
   *[other] { $name } falas kaj perdas { $lost }.
}
terminal-dealer-turns = La disdonanto turnas { $cards } vizaĝo supren.
terminal-dealer-draws = La disdonanto tiras { $card }.
terminal-dealer-nothing-to-beat = La disdonanto havas neniun manon por venki kaj ne tiras ({ $total }).
terminal-dealer-stands = La disdonanto restas je { $total }.
terminal-dealer-five = La disdonanto faras Kvinkartan Trukon!
terminal-dealer-bust = La disdonanto falis!
terminal-casino-session-over = La seanco finiĝis: neniu povas veti.

## La kazinaj tabloj: la kontoj

terminal-settle-dealer-pontoon = La disdonanto havis Pontonon ({ $cards }): ĉiu veto perdas.
terminal-settle-dealer-bust = La disdonanto falis ({ $cards }): ĉiu mano ankoraŭ staranta gajnas.
terminal-settle-dealer-five = La disdonanto faris Kvinkartan Trukon ({ $cards }): ĝi venkas ĉion krom Pontono.
terminal-settle-dealer-no-draw = Ĉiu mano falis aŭ estis Pontono, do la disdonanto ne tiris ({ $cards }).
terminal-settle-dealer-stood = La disdonanto restis: { $cards } { $total }.
terminal-round-not-over = La rondo ne finiĝis.
terminal-settle-casino-why = { $why ->
    [pontoon] Pontono pagas 2:1
    [five] Kvinkarta Truko pagas 2:1
    [bust] falis
    [beats] venkas la disdonanton
   *[does-not-beat] ne venkas la disdonanton
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net } je { $stake }

## Palace Poker: la tablo

terminal-column = { $column ->
    [player] ludanto
    [chips] ĵetonoj
    [status] stato
    [banner] standardo
    [palace] palaco
   *[soldiers] soldatoj
}
terminal-status = { $status ->
    [sat-out] ne ludas
    [in] en la mano
    [folded] rezignis
    [beaten] venkita
    [tied-out] egalis
    [attacking] atakas
   *[defending] defendas
}
terminal-palace-dealer-role = (disdonanto)
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] Vi disdonas unue
        [next] Vi disdonos poste
       *[now] Vi disdonas
    }
   *[other] { $when ->
        [first] { $name } disdonas unue
        [next] { $name } disdonos poste
       *[now] { $name } disdonas
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] sen limo { $small }/{ $big }
   *[limit] kun limo { $small }/{ $big }
}
terminal-palace-ante = antaŭveto { $ante }
terminal-palace-hand-over = Mano { $number } finiĝis
terminal-palace-pot = poto { $pot }
terminal-palace-draw-pile = tirstako { $count }
terminal-palace-discard-pile = forĵetstako { $count }
terminal-your-hand = Via mano, nenio ekskludita: { $hand }.
terminal-battle = { $who ->
    [you] Batalo: vi atakas la ludanton { $target }. Vetoj ĝis nun: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Batalo: { $name } atakas vin. Vetoj ĝis nun: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Batalo: { $name } atakas la ludanton { $target }. Vetoj ĝis nun: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] Vi plialtigis per { $raise }.
   *[other] { $name } plialtigis per { $raise }.
}
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] Vi devas pagi { $call } (ĉion, kion vi havas) por egaligi, aŭ rezigni.
       *[no] Vi devas pagi { $call } por egaligi, aŭ rezigni.
    }
   *[other] { $all_in ->
        [yes] { $name } devas pagi { $call } (ĉiujn siajn ĵetonojn) por egaligi, aŭ rezigni.
       *[no] { $name } devas pagi { $call } por egaligi, aŭ rezigni.
    }
}
terminal-must-fight-now = Devas batali: { $names }. Pasis trankvila rondo, do ataku aŭ rezignu.
terminal-battle-shown-since = { $who ->
    [you] Batalo malkaŝita: vi atakis la ludanton { $target }; { $outcome }.
   *[other] { $whom ->
        [you] Batalo malkaŝita: { $name } atakis vin; { $outcome }.
       *[other] Batalo malkaŝita: { $name } atakis la ludanton { $target }; { $outcome }.
    }
}
terminal-counts = valoras
terminal-versus = kontraŭ { $name }: { $exclusion } → { $hand }
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] vi havas neniujn trefojn, do ĉiuj viaj kartoj valoras kontraŭ trefa standardo
        [diamond] vi havas neniujn karoojn, do ĉiuj viaj kartoj valoras kontraŭ karoa standardo
        [heart] vi havas neniujn korojn, do ĉiuj viaj kartoj valoras kontraŭ kora standardo
       *[spade] vi havas neniujn pikojn, do ĉiuj viaj kartoj valoras kontraŭ pika standardo
    }
   *[some] { $suit ->
        [club] viaj trefoj ne valoras kontraŭ trefa standardo
        [diamond] viaj karooj ne valoras kontraŭ karoa standardo
        [heart] viaj koroj ne valoras kontraŭ kora standardo
       *[spade] viaj pikoj ne valoras kontraŭ pika standardo
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] vi havas neniujn duojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun duo
        [three] vi havas neniujn triojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun trio
        [four] vi havas neniujn kvarojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun kvaro
        [five] vi havas neniujn kvinojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun kvino
        [six] vi havas neniujn sesojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun seso
        [seven] vi havas neniujn sepojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun sepo
        [eight] vi havas neniujn okojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun oko
        [nine] vi havas neniujn naŭojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun naŭo
        [ten] vi havas neniujn dekojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun deko
        [jack] vi havas neniujn fantojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun fanto
        [queen] vi havas neniujn reĝinojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun reĝino
        [king] vi havas neniujn reĝojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun reĝo
       *[ace] vi havas neniujn asojn, do ĉiuj viaj kartoj valoras kontraŭ standardo kun aso
    }
   *[some] { $rank ->
        [two] viaj duoj ne valoras kontraŭ standardo kun duo
        [three] viaj trioj ne valoras kontraŭ standardo kun trio
        [four] viaj kvaroj ne valoras kontraŭ standardo kun kvaro
        [five] viaj kvinoj ne valoras kontraŭ standardo kun kvino
        [six] viaj sesoj ne valoras kontraŭ standardo kun seso
        [seven] viaj sepoj ne valoras kontraŭ standardo kun sepo
        [eight] viaj okoj ne valoras kontraŭ standardo kun oko
        [nine] viaj naŭoj ne valoras kontraŭ standardo kun naŭo
        [ten] viaj dekoj ne valoras kontraŭ standardo kun deko
        [jack] viaj fantoj ne valoras kontraŭ standardo kun fanto
        [queen] viaj reĝinoj ne valoras kontraŭ standardo kun reĝino
        [king] viaj reĝoj ne valoras kontraŭ standardo kun reĝo
       *[ace] viaj asoj ne valoras kontraŭ standardo kun aso
    }
}

## Palace Poker: la movoj, iliaj klavoj kaj la elektoj

terminal-palace-move-cut-deal = tranĉi por la disdono
terminal-palace-move-deal = disdoni
terminal-palace-move-buy-soldier = aĉeti por { $price }
terminal-palace-move-let-go = forĵeti soldatojn
terminal-palace-move-discard = forĵeti
terminal-palace-move-attack = ataki (veto { $bet })
terminal-palace-move-call = egaligi { $amount }
terminal-palace-move-raise = plialtigi { $amount }
terminal-palace-move-fold = rezigni
terminal-palace-move-stay = resti
terminal-let-go-up-to = Kiujn soldatojn vi forĵetas? (ĝis { $max }; neniu: vi tenas ĉiujn)
terminal-let-go-exactly = Kiujn soldatojn vi forĵetas? (ĝuste { $count })
terminal-let-go-between = Kiujn soldatojn vi forĵetas? (almenaŭ { $min }, maksimume { $max })
terminal-let-go-keys = Ciferoj (aŭ ←→ kaj Spaco) elektas; Enter forĵetas la elektitajn; Esc reiras.
terminal-attack-whom = Kiun vi atakas? (veto { $bet })
terminal-attack-whom-range = Kiun vi atakas? (veto { $min } ĝis { $max })
terminal-attack-keys = Ciferoj (aŭ ←→) elektas; Enter atakas; Esc reiras.
terminal-attack-keys-bet = Ciferoj (aŭ ←→) elektas; Enter, poste la veto; Esc reiras.
terminal-choose-soldiers = Elektu soldatojn per iliaj ciferoj (aŭ ←→ kaj Spaco), poste Enter; Esc reiras.
terminal-choose-at-least = Elektu almenaŭ { $count ->
    [one] { $count } soldaton
   *[other] { $count } soldatojn
} por forĵeti ({ $chosen } elektitaj).
terminal-choose-at-most = Elektu maksimume { $count ->
    [one] { $count } soldaton
   *[other] { $count } soldatojn
} por forĵeti.
terminal-choose-target = Elektu, kiun ataki, per ties cifero (aŭ ←→), poste Enter; Esc reiras.
terminal-palace-sit-out = Vi ne ludas: vi havas { $chips ->
    [one] { $chips } ĵetonon
   *[other] { $chips } ĵetonojn
}, kaj necesas { $least ->
    [one] { $least } ĵetono
   *[other] { $least } ĵetonoj
} (la antaŭveto, kaj almenaŭ unu ĵetono) por ricevi kartojn. q finas la seancon.

## Palace Poker: kio okazas

terminal-palace-cut = La tranĉo por la disdono: { $cuts }. { $who ->
    [you] Vi disdonas unue.
   *[other] { $name } disdonas unue.
}
terminal-palace-hand-started = { $who ->
    [you] Mano { $number }: vi disdonas; { $players } ludantoj pagas antaŭveton de { $ante }.
   *[other] Mano { $number }: { $name } disdonas; { $players } ludantoj pagas antaŭveton de { $ante }.
}
terminal-banner = { $who ->
    [you] Vi prenas la standardon { $card }.
   *[other] { $name } prenas la standardon { $card }.
}
terminal-banner-passed = { $who ->
    [you] Vi prenas la standardon { $card } ({ $passed } preterlasitaj: koloroj jam en la grupo).
   *[other] { $name } prenas la standardon { $card } ({ $passed } preterlasitaj: koloroj jam en la grupo).
}
terminal-banner-discards = La kartaro elĉerpiĝis: la { $count } preterlasitaj standardaj kartoj estas miksitaj por daŭrigi la disdonon.
terminal-your-palace = Via palaco: { $cards }.
terminal-palace-of = La palaco de { $name }: { $cards }.
terminal-refilled = La forĵetstako estas miksita en novan tirstakon de { $count }.
terminal-soldier-bought = { $who ->
    [you] Vi aĉetas { $card } por { $price }.
   *[other] { $name } aĉetas { $card } por { $price }.
}
terminal-keeps-soldiers = { $who ->
    [you] Vi tenas ĉiujn viajn soldatojn.
   *[other] { $name } tenas ĉiujn siajn soldatojn.
}
terminal-discards = { $who ->
    [you] Vi forĵetas { $cards }.
   *[other] { $name } forĵetas { $cards }.
}
terminal-palace-stays = { $who ->
    [you] Vi restas.
   *[other] { $name } restas.
}
terminal-folds = { $who ->
    [you] Vi rezignas.
   *[other] { $name } rezignas.
}
terminal-attacks = { $who ->
    [you] Vi atakas la ludanton { $target } per veto de { $bet }.
   *[other] { $whom ->
        [you] { $name } atakas vin per veto de { $bet }.
       *[other] { $name } atakas la ludanton { $target } per veto de { $bet }.
    }
}
terminal-raises = { $who ->
    [you] Vi plialtigas per { $raise }, pagante { $paid }.
   *[other] { $name } plialtigas per { $raise }, pagante { $paid }.
}
terminal-calls = { $who ->
    [you] Vi egaligas por { $paid }.
   *[other] { $name } egaligas por { $paid }.
}
terminal-folds-battle = { $who ->
    [you] Vi rezignas en la batalo.
   *[other] { $name } rezignas en la batalo.
}
terminal-folds-battle-returned = { $who ->
    [you] Vi rezignas en la batalo; { $taker } reprenas la neegaligitajn { $returned }.
   *[other] { $whom ->
        [you] { $name } rezignas en la batalo; vi reprenas la neegaligitajn { $returned }.
       *[other] { $name } rezignas en la batalo; { $taker } reprenas la neegaligitajn { $returned }.
    }
}
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Batalo malkaŝita: { $attacker_who ->
    [you] vi
   *[other] { $attacker }
} { $attacker_hand }; { $defender_who ->
    [you] vi
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
terminal-outcome-tie-split = egalo: la lastaj du dividas la poton
terminal-outcome-tie-out = egalo: ambaŭ estas ekstere
terminal-outcome-banner = { $who ->
    [you] vi gajnas per standardaj kartoj, { $won } kontraŭ { $lost }, ĉar la manoj egalas
   *[other] { $name } gajnas per standardaj kartoj, { $won } kontraŭ { $lost }, ĉar la manoj egalas
}
terminal-outcome-better = { $who ->
    [you] vi gajnas per la pli bona mano
   *[other] { $name } gajnas per la pli bona mano
}
terminal-captures = { $who ->
    [you] Vi prenas la standardon kaj soldatojn de { $loser }: { $cards }.
   *[other] { $whom ->
        [you] { $name } prenas vian standardon kaj viajn soldatojn: { $cards }.
       *[other] { $name } prenas la standardon kaj soldatojn de { $loser }: { $cards }.
    }
}
terminal-must-fight = Pasis trankvila rondo: devas batali, atakante aŭ rezignante: { $names }.
terminal-showdown-one = { $who ->
    [you] vi { $hand }
   *[other] { $name } { $hand }
}
terminal-showdown = Malkaŝo: { $hands }.
terminal-pot-won = { $who ->
    [you] Vi prenas la poton de { $pot }.
   *[other] { $name } prenas la poton de { $pot }.
}
terminal-pot-shared = { $names } dividas la poton de { $pot }.
terminal-palace-session-over = La seanco finiĝis: malpli ol du ludantoj povas pagi la antaŭveton.

## Palace Poker: la fino de mano

terminal-hand-won = { $who ->
    [you] Vi prenas la poton de { $pot }: { $ending }.
   *[other] { $name } prenas la poton de { $pot }: { $ending }.
}
terminal-hand-shared = { $names } dividas la poton de { $pot }: { $ending }.
terminal-ending = { $ending ->
    [last-standing] ĉiuj aliaj estas ekstere
    [shared-suit] la restantoj havas standardojn de unu koloro, do neniu povas ataki
    [shared-rank] la restantoj havas standardojn de unu rango, do neniu povas ataki
    [tied-battle] la lastaj du egalis en sia batalo
   *[showdown] la plej bona mano ĉe la malkaŝo post trankvila rondo
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Rezultoj: { $nets }.

## Ludo sen propra vizaĝo: ĝiaj kampoj, kiel la ludo nomas ilin

terminal-plain-none = nenio
terminal-plain-player = { $you ->
    [yes] { $name } (vi): { $chips ->
        [one] { $chips } ĵetono
       *[other] { $chips } ĵetonoj
    }
   *[no] { $name }: { $chips ->
        [one] { $chips } ĵetono
       *[other] { $chips } ĵetonoj
    }
}
terminal-plain-round-over = Rondo { $number } finiĝis: { $net } { $chips ->
    [one] ĵetono
   *[other] ĵetonoj
} por vi.

## La konsilanto, ĉe kazina tablo (docs/terminal.md, "The coach")

terminal-keys-bar-coach = { $on ->
    [yes] h konsilo · v kalkulo · c malŝalti konsilanton · ? reguloj · q eliri
   *[no] c konsilanto · ? reguloj · q eliri
}
terminal-coach-on = La konsilanto estas ŝaltita: h montras, kiom valoras ĉiu movo malfermita al via mano.
terminal-coach-off = La konsilanto estas malŝaltita.
terminal-coach-is-off = La konsilanto estas malŝaltita: c ŝaltas ĝin.
terminal-coach-counts = { $count ->
    [seen] La konsilanto kalkulas ankaŭ ĉiun karton viditan ekde la miksado.
   *[fresh] La konsilanto kalkulas laŭ freŝe miksita kartujo.
}
terminal-coach-not-your-hand = La konsilanto taksas la movojn de via propra mano, kiam estas via vico.
terminal-coach-unread = La konsilanto ne povas legi ĉi tiun tablon.
terminal-coach-title = { $count ->
    [seen] La konsilanto, kalkulante la viditajn kartojn
   *[fresh] La konsilanto, laŭ freŝa kartujo
}
terminal-coach-hand = Via mano: { $cards } · veto { $bet }
terminal-coach-move = { $choice ->
    [stick] resti
    [twist] tordi
    [buy] aĉeti
   *[split] dividi
}
terminal-coach-bets = { $bets } vetoj
terminal-coach-chips = { $chips } ĵetonoj
terminal-coach-best = plej bona
terminal-coach-yours = via respondo
terminal-decimal = { $whole },{ $fraction }
terminal-coach-review-clean = La takso de la konsilanto: { $decisions ->
    [one] via sola decido estis la plej bona.
   *[other] ĉiuj { $decisions } viaj decidoj estis la plej bonaj.
}
terminal-coach-review = La takso de la konsilanto: { $decisions ->
    [one] via sola decido ne estis la plej bona, kaj kostis
   *[other] { $mistakes ->
        [one] unu el viaj { $decisions } decidoj ne estis la plej bona, kaj kostis
       *[other] { $mistakes } el viaj { $decisions } decidoj ne estis la plej bonaj, kaj kostis
    }
} meznombre { $chips } ĵetonojn ({ $bets } vetojn):
terminal-coach-mistake = rondo { $round }, { $hand }: { $taken } kiam { $best } estis plej bona, -{ $chips } ĵetonoj (-{ $bets } vetoj)
terminal-coach-more = … kaj { $more } pliaj, listigitaj kiam vi foriras.
terminal-coach-review-failed = La konsilanto ne povis taksi la seancon: { $error }

## La ekzercado, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = ekzercado
terminal-train-score = { $right } ĝustaj el { $answered }
terminal-train-kind = { $kind ->
    [hard] Malmola mano:
    [soft] Mola mano:
   *[pair] Paro:
}
terminal-train-bought = Vi aĉetis: via veto duobliĝis; vi povas tordi, sed ne aĉeti denove.
terminal-train-shares = Nun: malmolaj { $hard }% · molaj { $soft }% · paroj { $pair }% (pli ofte tio, kion vi maltrafas)
terminal-train-keys-bar = q fini la ekzercadon
terminal-train-last = Via lasta respondo
terminal-train-first = Respondu per la klavo de movo: la konsilanto diras, ĉu ĝi estis la plej bona, kaj kiom valoras ĉiu movo.
terminal-train-right = Ĝuste: { $best } estas la plej bona movo.
terminal-train-wrong = Malĝuste: { $taken } perdas { $cost } vetojn kompare kun la plej bona, { $best }.
terminal-train-was = { $kind ->
    [hard] La malmola mano
    [soft] La mola mano
   *[pair] La paro
} { $hand }: kiom valoras ĉiu movo
terminal-train-not-open = Ĉi tiu mano ne povas nun { $choice }.
terminal-train-keys = Respondu per la klavo de movo (sube); q finas la ekzercadon.
terminal-train-over = Ekzercado finita: { $right } ĝustaj el { $answered }.
terminal-train-missed = Maltrafoj: { $hard } malmolaj, { $soft } molaj, { $pair } paroj; la maltrafoj kostis entute { $cost } vetojn.
