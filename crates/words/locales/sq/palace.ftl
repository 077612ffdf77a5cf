# Palace Poker: faqja e tryezës, regjistri dhe tastet.
# Çdo bast është një betejë mes dy lojtarëve: flamuri (letër me fytyrë lart), ushtarët (letra të
# blera, me fytyrë lart) dhe pallati (tri letra me fytyrë poshtë, që kthehen kur thirret beteja).
# Fjalët janë ato të tekstit shqip (002): flamur, ushtar, pallat, betejë, sulmues, mbrojtës, bli,
# hidh, qëndro, palos, thirr, ngri, ante, pot; dhe ato të fjalorthit: dileri (jo "tregtari" i
# tekstit, që do të thotë shitës), tërheqja për dilerin, pakoja, grumbulli i tërheqjes, grumbulli
# i hedhjes, ngjyra (jo "kostumi" i tekstit) dhe rangu, fishat, kicker.

palace-name = Palace Poker
palace-seat = vendi { $seat }
palace-a-card = një letër
palace-chips = { $chips }

## Flamujt

palace-banner-any = një flamur
palace-banner-suit = { $suit ->
    [club] një flamur spathi
    [diamond] një flamur karo
    [heart] një flamur kupë
   *[spade] një flamur maç
}
palace-banner-rank = { $rank ->
    [two] një flamur dysh
    [three] një flamur tresh
    [four] një flamur katërsh
    [five] një flamur pesësh
    [six] një flamur gjashtësh
    [seven] një flamur shtatësh
    [eight] një flamur tetësh
    [nine] një flamur nëntësh
    [ten] një flamur dhjetësh
    [jack] një flamur fant
    [queen] një flamur damë
    [king] një flamur mbret
   *[ace] një flamur as
}
palace-not-counted = pa vlerë
palace-not-counted-suit = { $suit ->
    [club] pa vlerë kundër një flamuri spathi
    [diamond] pa vlerë kundër një flamuri karo
    [heart] pa vlerë kundër një flamuri kupë
   *[spade] pa vlerë kundër një flamuri maç
}
palace-not-counted-rank = { $rank ->
    [two] pa vlerë kundër një flamuri dysh
    [three] pa vlerë kundër një flamuri tresh
    [four] pa vlerë kundër një flamuri katërsh
    [five] pa vlerë kundër një flamuri pesësh
    [six] pa vlerë kundër një flamuri gjashtësh
    [seven] pa vlerë kundër një flamuri shtatësh
    [eight] pa vlerë kundër një flamuri tetësh
    [nine] pa vlerë kundër një flamuri nëntësh
    [ten] pa vlerë kundër një flamuri dhjetësh
    [jack] pa vlerë kundër një flamuri fant
    [queen] pa vlerë kundër një flamuri damë
    [king] pa vlerë kundër një flamuri mbret
   *[ace] pa vlerë kundër një flamuri as
}
palace-card-note = { $cards }: { $note }
palace-card-tag = pa vlerë
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , numërohet

## Vendi i lojtarit në dorë

palace-status-in = në dorë
palace-status-folded = palosi
palace-status-beaten = jashtë: humbi në betejë
palace-status-tied-out = jashtë: barazoi një betejë
palace-status-sat-out = nuk luan këtë dorë
palace-status-put-in = { $status } · vuri { $chips }
palace-status-put-in-net = { $status } · vuri { $chips } · { $net }

## Si mbaroi dora dhe çfarë vendosi betejën

palace-ending-last-standing = të gjithë të tjerët janë jashtë
palace-ending-shared-banner = { $by ->
    [rank] të mbeturit kanë flamur të të njëjtit rang: askush nuk mund të sulmojë askënd
   *[suit] të mbeturit kanë flamur të së njëjtës ngjyrë: askush nuk mund të sulmojë askënd
}
palace-ending-tied-battle = dy të fundit barazuan një betejë
palace-ending-showdown = një raund i qetë: fiton dora më e mirë në përballje
palace-decided-hands = dora më e mirë
palace-decided-banner-count = { $by ->
    [rank] duar të barabarta: më shumë letra të rangut të flamurit të vet
   *[suit] duar të barabarta: më shumë letra të ngjyrës së flamurit të vet
}
palace-decided-tie = barazim deri në fund

## Poti dhe çfarë bëri secili

palace-pot-won = { $who } fiton potin prej { $pot }: { $why }
palace-pot-shared = { $names } ndajnë potin prej { $pot } ({ $shares }): { $why }
palace-shares = { $first } dhe { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = baras
palace-net-one = { $who } { $net }
palace-net-line = { $who }: vuri { $put }, mori { $took } ({ $net })
palace-sentence = { $words }.

## Kë pret tryeza

palace-waiting-cut = { $who } duhet të nisë tërheqjen për dilerin.
palace-waiting-cut-second = { $who } u ul para të tjerëve dhe nis tërheqjen për dilerin: pritet një lojtar i dytë që mund të paguajë anten.
palace-waiting-cut-two = Lojtarët tërheqin letra për dilerin sapo të ulen dy.
palace-waiting-second = Pritet një lojtar i dytë që mund të paguajë anten.
palace-waiting-deal = Pritet që { $who } të shpërndajë.
palace-waiting-turn = Radha: { $who }.
palace-waiting-discard = { $who } po hedh ushtarë.
palace-waiting-battle = { $who } i përgjigjet betejës.
palace-waiting = Në pritje.

## Duart e pokerit

palace-rank = { $rank ->
    [two] dysh
    [three] tresh
    [four] katërsh
    [five] pesësh
    [six] gjashtësh
    [seven] shtatësh
    [eight] tetësh
    [nine] nëntësh
    [ten] dhjetësh
    [jack] fant
    [queen] damë
    [king] mbret
   *[ace] as
}
palace-ranks = { $rank ->
    [two] dyshe
    [three] treshe
    [four] katërshe
    [five] pesëshe
    [six] gjashtëshe
    [seven] shtatëshe
    [eight] tetëshe
    [nine] nëntëshe
    [ten] dhjetëshe
    [jack] fantë
    [queen] dama
    [king] mbretër
   *[ace] asë
}
palace-hand-none = asnjë letër
palace-hand-high = letër e lartë: { $rank }
palace-hand-high-then = letër e lartë: { $rank }, pastaj { $list }
palace-hand-pair = çift me { $ranks }
palace-hand-two-pair = dy çifte, { $ranks } dhe { $second }
palace-hand-trips = treshe me { $ranks }
palace-hand-straight = rresht me { $rank } në krye
palace-hand-flush = ngjyrë, { $list }
palace-hand-full-house = full, { $ranks } mbi { $second }
palace-hand-quads = katërshe me { $ranks }
palace-hand-straight-flush = rresht ngjyre me { $rank } në krye
palace-hand-royal-flush = rresht ngjyre mbretëror
palace-hand-kicker = { $hand }, kicker { $rank }
palace-hand-kickers = { $hand }, kicker-at { $list }

## Beteja, hap pas hapi

palace-step-attacked = { $attacker } sulmon { $defender }, me bast { $bet }
palace-step-raised = { $who } paguan { $paid }: thërret { $call } dhe ngre { $raise }
palace-step-called = { $who } thërret, duke paguar { $paid }: të dy pallatet kthehen
palace-step-gave-up = { $who } palos
palace-step-gave-up-returned = { $who } palos; ngritja prej { $returned } që s'e thirri askush i kthehet { $to }
palace-shows = { $who } tregon { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: barazim
palace-step-shown-won = { $attacker }, { $defender }: fiton { $winner }
palace-step-captured = { $winner } merr flamurin dhe ushtarët nga { $loser }

## Regjistri i dorës

palace-cut-one = { $who } { $card }
palace-event-cut = Tërheqja për dilerin: { $cuts }; shpërndan { $dealer }
palace-event-hand-started = Dora { $number }: shpërndan { $dealer }; { $players } vënë ante nga { $ante }
palace-event-shuffled = Letrat përzihen
palace-event-shuffled-fair = Letrat përzihen (përzierja { $shuffle })
palace-event-banner = { $who }: flamuri { $card }
palace-event-banner-passed = { $who }: flamuri { $card } (të kaluara: { $passed })
palace-event-banner-discards = { $count ->
    [one] Pakoja mbaroi: { $count } letër flamuri e kaluar përzihet për të vazhduar
   *[other] Pakoja mbaroi: { $count } letrat e flamurit të kaluara përzihen për të vazhduar
}
palace-event-banner-discards-fair = { $count ->
    [one] Pakoja mbaroi: { $count } letër flamuri e kaluar përzihet për të vazhduar (përzierja { $shuffle })
   *[other] Pakoja mbaroi: { $count } letrat e flamurit të kaluara përzihen për të vazhduar (përzierja { $shuffle })
}
palace-event-palace-seen = { $who }: pallati, me fytyrë poshtë: { $cards }
palace-event-palace = { $count ->
    [one] { $who } merr { $count } letër pallati me fytyrë poshtë
   *[other] { $who } merr { $count } letra pallati me fytyrë poshtë
}
palace-event-refilled = { $count ->
    [one] Grumbulli i hedhjes përzihet: grumbull i ri tërheqjeje me { $count } letër
   *[other] Grumbulli i hedhjes përzihet: grumbull i ri tërheqjeje me { $count } letra
}
palace-event-refilled-fair = { $count ->
    [one] Grumbulli i hedhjes përzihet: grumbull i ri tërheqjeje me { $count } letër (përzierja { $shuffle })
   *[other] Grumbulli i hedhjes përzihet: grumbull i ri tërheqjeje me { $count } letra (përzierja { $shuffle })
}
palace-event-bought = { $who } blen një ushtar për { $price }: { $card }
palace-event-discarded = { $who } hedh { $cards }
palace-event-discarded-unseen = { $count ->
    [one] { $who } hedh { $count } ushtar
   *[other] { $who } hedh { $count } ushtarë
}
palace-event-kept = { $who } i mban të gjithë ushtarët
palace-event-stayed = { $who } qëndron
palace-event-folded = { $who } palos dhe del nga dora
palace-event-side = { $who } tregon { $cards }: { $hand }
palace-event-shown-tie = { $attacker }; { $defender }: barazim
palace-event-shown-won = { $attacker }; { $defender }: { $winner } fiton betejën ({ $decided })
palace-event-must-fight = Kanë mbetur vetëm { $names }, me flamuj të ndryshëm, dhe kaloi një raund i qetë: duhet të luftojnë ose të palosin
palace-showdown-one = { $who } ({ $hand })
palace-event-showdown = Përballja: { $hands }
palace-pot-takes = { $who } merr { $chips }
palace-event-pot = Poti: { $takes } ({ $ending })
palace-event-pot-none = Poti: asgjë për të ndarë ({ $ending })
palace-event-round-over = Dora { $number } mbaroi: { $nets }
palace-event-session-over = Më pak se dy lojtarë mund të paguajnë anten: s'ka më duar

## Mesi i tryezës

palace-label-hand = Dora
palace-label-ante = Ante
palace-ante-each = nga { $chips }
palace-label-pot = Poti
palace-pot-label = { $chips ->
    [one] poti: { $chips } fishë
   *[other] poti: { $chips } fisha
}
palace-deal-to-cut = Dileri caktohet me tërheqje
palace-label-dealer = Dileri
palace-label-draw-pile = Grumbulli i tërheqjes
palace-label-discards = Grumbulli i hedhjes
palace-label-passed-over = Të kaluara në shpërndarjen e flamujve
palace-label-cut = Tërheqja për dilerin: letra më e lartë shpërndan, asi është më i larti
palace-cut-again = { $who } (sërish, raundi { $round })
palace-must-fight = Kaloi një raund i qetë dhe kanë mbetur dy flamuj: betejë ose palos.

## Beteja që po luftohet

palace-battle-label = beteja
palace-battle-title = Beteja
palace-role-attacks = sulmon
palace-role-defends = mbrohet
palace-vs = kundër
palace-name-you = { $who } (ti)
palace-has-bet = ka vënë { $chips }
palace-attacks = { $attacker } sulmon { $defender }
palace-you-answer = Përgjigjesh ti: { $call } për të thirrur, ose palos.
palace-you-answer-raised = Përgjigjesh ti: { $call } për të thirrur, ose palos (ngritja e fundit: { $raise }).
palace-answers = Përgjigjet { $who }: { $call } për të thirrur, ose palos.
palace-answers-raised = Përgjigjet { $who }: { $call } për të thirrur, ose palos (ngritja e fundit: { $raise }).

## Betejat e dorës dhe përballja

palace-battles-label = betejat e kësaj dore
palace-battles-title = { $count ->
    [one] Beteja e kësaj dore
   *[other] Betejat e kësaj dore
}
palace-attacked-folded = { $attacker } sulmoi { $defender }: palosje
palace-attacked = { $attacker } sulmoi { $defender }
palace-verdict-tie = Barazim ({ $decided }): të dy janë jashtë, ose ndajnë potin nëse ishin dy të fundit
palace-verdict-won = { $who } fiton betejën: { $decided }
palace-role-attacker = sulmuesi
palace-role-defender = mbrojtësi
palace-label-banner = Flamuri
palace-label-soldiers = Ushtarët
palace-label-palace-shown = Pallati, i kthyer
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count ->
            [one] { $count } letër e rangut të flamurit tënd
           *[other] { $count } letra të rangut të flamurit tënd
        }
       *[suit] { $count ->
            [one] { $count } letër e ngjyrës së flamurit tënd
           *[other] { $count } letra të ngjyrës së flamurit tënd
        }
    }
   *[theirs] { $by ->
        [rank] { $count ->
            [one] { $count } letër e rangut të flamurit të vet
           *[other] { $count } letra të rangut të flamurit të vet
        }
       *[suit] { $count ->
            [one] { $count } letër e ngjyrës së flamurit të vet
           *[other] { $count } letra të ngjyrës së flamurit të vet
        }
    }
}
palace-showdown-label = përballja
palace-showdown-title = Përballja
palace-showdown-winner = { $who } · fiton
palace-ending-label = fundi i dorës
palace-hand-over = Dora { $number } mbaroi

## Një vend

palace-the-dealer = dileri
palace-dealer-mark = D
palace-calls-cut = u ul para të tjerëve: nis tërheqjen për dilerin
palace-label-soldiers-of = Ushtarë { $count }/{ $most }
palace-none = asnjë
palace-label-palace = Pallati
palace-label-your-palace = Pallati yt
palace-tag-seen = e pa e gjithë tryeza
palace-tag-secret = vetëm ti i sheh; të fshehura për të tjerët
palace-tag-turned = i kthyer për tryezën

## Kontrollet

palace-what-cut = Tërhiq për dilerin
palace-what-deal = Shpërndaj
palace-what-stay = Qëndro
palace-what-fold = Palos
palace-what-call = Thirr
palace-what-attack = Sulmo
palace-what-raise = Ngri
palace-what-let-go = Hidh
palace-what-keep = Mbaji
palace-choose-first = { $count ->
    [one] Hidh: zgjidh më parë një ushtar
   *[other] Hidh: zgjidh të paktën { $count } ushtarë
}
palace-move-cut = tërhiq për dilerin
palace-move-deal = shpërndaj
palace-move-buy = bli për { $chips }
palace-move-discard = hidh ushtarë
palace-move-attack = sulmo
palace-move-call = thirr { $chips }
palace-move-raise = ngri
palace-move-stay = qëndro
palace-move-fold = palos
palace-attack-fixed = Bast { $chips }
palace-attack-range = Bast ({ $min } deri në { $max })
palace-raise-fixed = Ngri me { $chips }
palace-raise-range = Ngri me ({ $min } deri në { $max })
palace-cut-hint = U ule para të tjerëve, ndaj tërheqjen e nis ti: çdo lojtar merr një letër me fytyrë lart, dhe më e larta (asi është më i larti) shpërndan dorën e parë; në barazim tërhiqet sërish.
palace-button-cut = Tërhiq për dilerin
palace-button-deal = Shpërndaj dorën { $number }
palace-prompt-raised = { $who } ngriti { $chips }: thirr, ngri sërish, ose palos.
palace-prompt-attacked = { $who } të sulmon me { $chips }: thirr, ngri, ose palos.
palace-button-raise = Ngri (paguaj { $chips })
palace-button-call = Thirr { $chips }
palace-button-fold = Palos
palace-prompt-discard = Ose hidh ushtarë: zgjidhi, pastaj Hidh.
palace-prompt-over = Ke më shumë se { $most } ushtarë: hidh të paktën { $count }.
palace-prompt-bought = Bleve një ushtar: hidh sa të duash, ose mbaji të gjithë.
palace-prompt-captured = Fitove flamurin dhe ushtarët e tjetrit: hidh të paktën { $count }, që të mbash jo më shumë se { $most }.
palace-picks-label = ushtarët për t'u hedhur
palace-pick-going = { $card }: për t'u hedhur (tasti { $key })
palace-pick-kept = { $card }: mbahet (tasti { $key })
palace-pick-let-go = hidh
palace-button-let-go = Hidh { $cards }
palace-button-keep = Mbaji të gjithë
palace-label-attack = Sulmo
palace-targets-label = kë të sulmosh
palace-button-attack = Sulmo
palace-button-attack-who = Sulmo { $who }
palace-button-buy = Bli një ushtar ({ $chips })
palace-button-stay = Qëndro
palace-rules-line = { $rules }, përjashtim sipas { $by ->
    [rank] rangut
   *[suit] ngjyrës
}, të shumtën { $most } ushtarë
palace-log-title = Dora

## Tastet

palace-key-enter = tërhiq për dilerin (para dorës së parë); shpërndaj; thirr në betejë; hidh ushtarët e zgjedhur (pas një blerjeje pa zgjedhur asnjë: mbaji të gjithë)
palace-key-deal = shpërndaj dorën tjetër
palace-key-buy = bli një ushtar
palace-key-digits-name = 1 deri në 9
palace-key-digits = zgjidh (ose hiq nga zgjedhja) ushtarin 1 deri 9 për ta hedhur
palace-key-discard = hidh ushtarët e zgjedhur
palace-key-keep = mbaji të gjithë ushtarët (pas një blerjeje)
palace-key-target = zgjidh lojtarin tjetër për ta sulmuar
palace-key-attack = sulmo lojtarin e zgjedhur
palace-key-amount = basti ose ngritja një bast të vogël më shumë ose më pak (pa kufi)
palace-key-call = thirr; tërhiq për dilerin (para dorës së parë)
palace-key-raise = ngri
palace-key-stay = qëndro
palace-key-fold = palos
