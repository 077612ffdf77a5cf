# Palace Poker: la paĝo de la tablo, ĝia protokolo kaj ĝiaj klavoj.
# Ĉiu veto estas batalo inter du ludantoj: la standardo (karto vizaĝo supren), la soldatoj (aĉetitaj
# kartoj, vizaĝo supren) kaj la palaco (tri kartoj vizaĝo malsupren, turnitaj kiam batalo estas egaligita).

palace-name = Palace Poker
palace-seat = seĝo { $seat }
palace-a-card = karto
palace-chips = { $chips }

## La standardoj

palace-banner-any = standardo
palace-banner-suit = { $suit ->
    [club] trefa standardo
    [diamond] karoa standardo
    [heart] kora standardo
   *[spade] pika standardo
}
palace-banner-rank = { $rank ->
    [two] standardo kun duo
    [three] standardo kun trio
    [four] standardo kun kvaro
    [five] standardo kun kvino
    [six] standardo kun seso
    [seven] standardo kun sepo
    [eight] standardo kun oko
    [nine] standardo kun naŭo
    [ten] standardo kun deko
    [jack] standardo kun fanto
    [queen] standardo kun reĝino
    [king] standardo kun reĝo
   *[ace] standardo kun aso
}
palace-not-counted = ne valoras
palace-not-counted-suit = { $suit ->
    [club] ne valoras kontraŭ trefa standardo
    [diamond] ne valoras kontraŭ karoa standardo
    [heart] ne valoras kontraŭ kora standardo
   *[spade] ne valoras kontraŭ pika standardo
}
palace-not-counted-rank = { $rank ->
    [two] ne valoras kontraŭ standardo kun duo
    [three] ne valoras kontraŭ standardo kun trio
    [four] ne valoras kontraŭ standardo kun kvaro
    [five] ne valoras kontraŭ standardo kun kvino
    [six] ne valoras kontraŭ standardo kun seso
    [seven] ne valoras kontraŭ standardo kun sepo
    [eight] ne valoras kontraŭ standardo kun oko
    [nine] ne valoras kontraŭ standardo kun naŭo
    [ten] ne valoras kontraŭ standardo kun deko
    [jack] ne valoras kontraŭ standardo kun fanto
    [queen] ne valoras kontraŭ standardo kun reĝino
    [king] ne valoras kontraŭ standardo kun reĝo
   *[ace] ne valoras kontraŭ standardo kun aso
}
palace-card-note = { $cards }: { $note }
palace-card-tag = ne valoras
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , valoras

## La loko de ludanto en la mano

palace-status-in = en la mano
palace-status-folded = rezignis
palace-status-beaten = ekstere: venkita en batalo
palace-status-tied-out = ekstere: egalis en batalo
palace-status-sat-out = ne ludas ĉi tiun manon
palace-status-put-in = { $status } · metis { $chips }
palace-status-put-in-net = { $status } · metis { $chips } · { $net }

## Kiel la mano finiĝis, kaj kio decidis la batalon

palace-ending-last-standing = ĉiuj aliaj estas ekstere
palace-ending-shared-banner = { $by ->
    [rank] la restantoj havas standardojn de unu rango: neniu povas ataki iun ajn
   *[suit] la restantoj havas standardojn de unu koloro: neniu povas ataki iun ajn
}
palace-ending-tied-battle = la lastaj du egalis en batalo
palace-ending-showdown = trankvila rondo: gajnas la plej bona mano ĉe la malkaŝo
palace-decided-hands = la pli bona mano
palace-decided-banner-count = { $by ->
    [rank] egalaj manoj: pli da kartoj de la rango de la propra standardo
   *[suit] egalaj manoj: pli da kartoj de la koloro de la propra standardo
}
palace-decided-tie = egalaj ĝis la fino

## La poto, kaj kion ĉiu gajnis

palace-pot-won = { $who } gajnas la poton de { $pot }: { $why }
palace-pot-shared = { $names } dividas la poton de { $pot } ({ $shares }): { $why }
palace-shares = { $first } kaj { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = egale
palace-net-one = { $who } { $net }
palace-net-line = { $who }: metis { $put }, prenis { $took } ({ $net })
palace-sentence = { $words }.

## Kiun la tablo atendas

palace-waiting-cut = { $who } devas anonci la tranĉon por la disdono.
palace-waiting-cut-second = { $who } sidiĝis unue kaj anoncas la tranĉon por la disdono: oni atendas duan ludanton, kiu povas pagi la antaŭveton.
palace-waiting-cut-two = La ludantoj tranĉas por la disdono, tuj kiam du sidiĝis.
palace-waiting-second = Oni atendas duan ludanton, kiu povas pagi la antaŭveton.
palace-waiting-deal = Oni atendas, ke { $who } disdonu.
palace-waiting-turn = Vico de { $who }.
palace-waiting-discard = { $who } forĵetas soldatojn.
palace-waiting-battle = { $who } respondas al la batalo.
palace-waiting = Oni atendas.

## La pokeraj manoj

palace-rank = { $rank ->
    [two] duo
    [three] trio
    [four] kvaro
    [five] kvino
    [six] seso
    [seven] sepo
    [eight] oko
    [nine] naŭo
    [ten] deko
    [jack] fanto
    [queen] reĝino
    [king] reĝo
   *[ace] aso
}
palace-ranks = { $rank ->
    [two] duoj
    [three] trioj
    [four] kvaroj
    [five] kvinoj
    [six] sesoj
    [seven] sepoj
    [eight] okoj
    [nine] naŭoj
    [ten] dekoj
    [jack] fantoj
    [queen] reĝinoj
    [king] reĝoj
   *[ace] asoj
}
palace-hand-none = neniu karto
palace-hand-high = alta karto: { $rank }
palace-hand-high-then = alta karto: { $rank }, poste { $list }
palace-hand-pair = paro de { $ranks }
palace-hand-two-pair = du paroj, { $ranks } kaj { $second }
palace-hand-trips = triopo de { $ranks }
palace-hand-straight = vico ĝis { $rank }
palace-hand-flush = koloro, { $list }
palace-hand-full-house = plena domo, { $ranks } super { $second }
palace-hand-quads = kvaropo de { $ranks }
palace-hand-straight-flush = kolorvico ĝis { $rank }
palace-hand-royal-flush = reĝa kolorvico
palace-hand-kicker = { $hand }, flanka karto: { $rank }
palace-hand-kickers = { $hand }, flankaj kartoj: { $list }

## La batalo, paŝon post paŝo

palace-step-attacked = { $attacker } atakas la ludanton { $defender }, vetante { $bet }
palace-step-raised = { $who } pagas { $paid }: egaligas { $call } kaj plialtigas per { $raise }
palace-step-called = { $who } egaligas, pagante { $paid }: ambaŭ palacoj estas turnitaj vizaĝo supren
palace-step-gave-up = { $who } rezignas
palace-step-gave-up-returned = { $who } rezignas; la plialtigo de { $returned }, kiun neniu egaligis, revenas al { $to }
palace-shows = { $who } montras { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: egaleco
palace-step-shown-won = { $attacker }, { $defender }: gajnas { $winner }
palace-step-captured = { $winner } prenas la standardon kaj soldatojn de { $loser }

## La protokolo de la mano

palace-cut-one = { $who } { $card }
palace-event-cut = Tranĉo por la disdono: { $cuts }; { $dealer } disdonas
palace-event-hand-started = Mano { $number }: { $dealer } disdonas; { $players } pagas antaŭveton de { $ante } ĉiu
palace-event-shuffled = La kartoj estas miksitaj
palace-event-shuffled-fair = La kartoj estas miksitaj (miksado { $shuffle })
palace-event-banner = Standardo de { $who }: { $card }
palace-event-banner-passed = Standardo de { $who }: { $card } (preterlasitaj: { $passed })
palace-event-banner-discards = { $count ->
    [one] La kartaro elĉerpiĝis: { $count } preterlasita standarda karto estas miksita por daŭrigi
   *[other] La kartaro elĉerpiĝis: la { $count } preterlasitaj standardaj kartoj estas miksitaj por daŭrigi
}
palace-event-banner-discards-fair = { $count ->
    [one] La kartaro elĉerpiĝis: { $count } preterlasita standarda karto estas miksita por daŭrigi (miksado { $shuffle })
   *[other] La kartaro elĉerpiĝis: la { $count } preterlasitaj standardaj kartoj estas miksitaj por daŭrigi (miksado { $shuffle })
}
palace-event-palace-seen = Palaco de { $who }, vizaĝo malsupren: { $cards }
palace-event-palace = { $count ->
    [one] { $who } ricevas { $count } palacan karton vizaĝo malsupren
   *[other] { $who } ricevas { $count } palacajn kartojn vizaĝo malsupren
}
palace-event-refilled = { $count ->
    [one] La forĵetitaj kartoj estas miksitaj en novan tirstakon de { $count } karto
   *[other] La forĵetitaj kartoj estas miksitaj en novan tirstakon de { $count } kartoj
}
palace-event-refilled-fair = { $count ->
    [one] La forĵetitaj kartoj estas miksitaj en novan tirstakon de { $count } karto (miksado { $shuffle })
   *[other] La forĵetitaj kartoj estas miksitaj en novan tirstakon de { $count } kartoj (miksado { $shuffle })
}
palace-event-bought = { $who } aĉetas soldaton por { $price }: { $card }
palace-event-discarded = { $who } forĵetas { $cards }
palace-event-discarded-unseen = { $count ->
    [one] { $who } forĵetas { $count } soldaton
   *[other] { $who } forĵetas { $count } soldatojn
}
palace-event-kept = { $who } tenas ĉiujn soldatojn
palace-event-stayed = { $who } restas
palace-event-folded = { $who } rezignas kaj forlasas la manon
palace-event-side = { $who } montras { $cards }: { $hand }
palace-event-shown-tie = { $attacker }; { $defender }: egaleco
palace-event-shown-won = { $attacker }; { $defender }: { $winner } gajnas la batalon ({ $decided })
palace-event-must-fight = Restas nur { $names }, kun malsamaj standardoj, kaj pasis trankvila rondo: ili devas batali aŭ rezigni
palace-showdown-one = { $who } ({ $hand })
palace-event-showdown = Malkaŝo: { $hands }
palace-pot-takes = { $who } prenas { $chips }
palace-event-pot = La poto: { $takes } ({ $ending })
palace-event-pot-none = La poto: nenio por dividi ({ $ending })
palace-event-round-over = Mano { $number } finiĝis: { $nets }
palace-event-session-over = Malpli ol du ludantoj povas pagi la antaŭveton: neniu plia mano

## La mezo de la tablo

palace-label-hand = Mano
palace-label-ante = Antaŭveto
palace-ante-each = { $chips } ĉiu
palace-label-pot = Poto
palace-pot-label = { $chips ->
    [one] la poto: { $chips } ĵetono
   *[other] la poto: { $chips } ĵetonoj
}
palace-deal-to-cut = Oni tranĉos por la disdono
palace-label-dealer = Disdonanto
palace-label-draw-pile = Tirstako
palace-label-discards = Forĵetitaj
palace-label-passed-over = Preterlasitaj en la disdono de standardoj
palace-label-cut = La tranĉo por la disdono: la plej alta karto disdonas, aso alta
palace-cut-again = { $who } (denove, rondo { $round })
palace-must-fight = Pasis trankvila rondo kun du standardoj restantaj: batalu aŭ rezignu.

## La batalo nun

palace-battle-label = la batalo
palace-battle-title = Batalo
palace-role-attacks = atakas
palace-role-defends = defendas
palace-vs = kontraŭ
palace-name-you = { $who } (vi)
palace-has-bet = vetis { $chips }
palace-attacks = { $attacker } atakas la ludanton { $defender }
palace-you-answer = Vi respondas: { $call } por egaligi, aŭ rezignu.
palace-you-answer-raised = Vi respondas: { $call } por egaligi, aŭ rezignu (la lasta plialtigo: { $raise }).
palace-answers = { $who } respondas: { $call } por egaligi, aŭ rezigni.
palace-answers-raised = { $who } respondas: { $call } por egaligi, aŭ rezigni (la lasta plialtigo: { $raise }).

## Ĉiuj bataloj de la mano, kaj la malkaŝo

palace-battles-label = la bataloj de ĉi tiu mano
palace-battles-title = { $count ->
    [one] La batalo de ĉi tiu mano
   *[other] La bataloj de ĉi tiu mano
}
palace-attacked-folded = { $attacker } atakis la ludanton { $defender }: rezigno
palace-attacked = { $attacker } atakis la ludanton { $defender }
palace-verdict-tie = Egaleco ({ $decided }): ambaŭ estas ekstere, aŭ dividas la poton, se ili estis la lastaj du
palace-verdict-won = { $who } gajnas la batalon: { $decided }
palace-role-attacker = atakanto
palace-role-defender = defendanto
palace-label-banner = Standardo
palace-label-soldiers = Soldatoj
palace-label-palace-shown = Palaco, turnita vizaĝo supren
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count ->
            [one] { $count } karto de la rango de via standardo
           *[other] { $count } kartoj de la rango de via standardo
        }
       *[suit] { $count ->
            [one] { $count } karto de la koloro de via standardo
           *[other] { $count } kartoj de la koloro de via standardo
        }
    }
   *[theirs] { $by ->
        [rank] { $count ->
            [one] { $count } karto de la rango de la propra standardo
           *[other] { $count } kartoj de la rango de la propra standardo
        }
       *[suit] { $count ->
            [one] { $count } karto de la koloro de la propra standardo
           *[other] { $count } kartoj de la koloro de la propra standardo
        }
    }
}
palace-showdown-label = la malkaŝo
palace-showdown-title = Malkaŝo
palace-showdown-winner = { $who } · gajnas
palace-ending-label = la fino de la mano
palace-hand-over = Mano { $number } finiĝis

## Seĝo

palace-the-dealer = la disdonanto
palace-dealer-mark = D
palace-calls-cut = sidiĝis unue: anoncas la tranĉon por la disdono
palace-label-soldiers-of = Soldatoj { $count }/{ $most }
palace-none = neniu
palace-label-palace = Palaco
palace-label-your-palace = Via palaco
palace-tag-seen = la tablo jam vidis ilin
palace-tag-secret = nur vi vidas ilin; kaŝitaj al la aliaj
palace-tag-turned = turnitaj vizaĝo supren por la tablo

## La regiloj

palace-what-cut = Tranĉi por la disdono
palace-what-deal = Disdoni
palace-what-stay = Resti
palace-what-fold = Rezigni
palace-what-call = Egaligi
palace-what-attack = Ataki
palace-what-raise = Plialtigi
palace-what-let-go = Forĵeti
palace-what-keep = Teni
palace-choose-first = { $count ->
    [one] Forĵeti: unue elektu soldaton
   *[other] Forĵeti: elektu almenaŭ { $count } soldatojn
}
palace-move-cut = tranĉi por la disdono
palace-move-deal = disdoni
palace-move-buy = aĉeti por { $chips }
palace-move-discard = forĵeti soldatojn
palace-move-attack = ataki
palace-move-call = egaligi { $chips }
palace-move-raise = plialtigi
palace-move-stay = resti
palace-move-fold = rezigni
palace-attack-fixed = Veto { $chips }
palace-attack-range = Veto ({ $min } ĝis { $max })
palace-raise-fixed = Plialtigi per { $chips }
palace-raise-range = Plialtigi per ({ $min } ĝis { $max })
palace-cut-hint = Vi sidiĝis unue, do vi anoncas la tranĉon: ĉiu ludanto ricevas karton vizaĝo supren, kaj la plej alta (aso alta) disdonas la unuan manon; ĉe egaleco oni tranĉas denove.
palace-button-cut = Tranĉi por la disdono
palace-button-deal = Disdoni manon { $number }
palace-prompt-raised = { $who } plialtigis per { $chips }: egaligu, plialtigu denove, aŭ rezignu.
palace-prompt-attacked = { $who } atakas vin per { $chips }: egaligu, plialtigu, aŭ rezignu.
palace-button-raise = Plialtigi (pagi { $chips })
palace-button-call = Egaligi { $chips }
palace-button-fold = Rezigni
palace-prompt-discard = Aŭ forĵetu soldatojn: elektu ilin, poste Forĵeti.
palace-prompt-over = Vi havas pli ol { $most } soldatojn: forĵetu almenaŭ { $count }.
palace-prompt-bought = Vi aĉetis soldaton: forĵetu kiujn ajn, aŭ tenu ĉiujn.
palace-prompt-captured = Vi kaptis: forĵetu almenaŭ { $count }, por teni maksimume { $most }.
palace-picks-label = soldatoj forĵetotaj
palace-pick-going = { $card }: forĵetota (klavo { $key })
palace-pick-kept = { $card }: tenata (klavo { $key })
palace-pick-let-go = forĵeti
palace-button-let-go = Forĵeti { $cards }
palace-button-keep = Teni ĉiujn
palace-label-attack = Ataki
palace-targets-label = kiun ataki
palace-button-attack = Ataki
palace-button-attack-who = Ataki: { $who }
palace-button-buy = Aĉeti soldaton ({ $chips })
palace-button-stay = Resti
palace-rules-line = { $rules }, ekskludo laŭ { $by ->
    [rank] rango
   *[suit] koloro
}, maksimume { $most } soldatoj
palace-log-title = La mano

## La klavoj

palace-key-enter = tranĉi por la disdono (antaŭ la unua mano); disdoni; egaligi batalon; forĵeti la elektitajn soldatojn (post aĉeto sen elekto: teni ĉiujn)
palace-key-deal = disdoni la sekvan manon
palace-key-buy = aĉeti soldaton
palace-key-digits-name = 1 ĝis 9
palace-key-digits = elekti (aŭ malelekti) soldaton 1 ĝis 9 por forĵeti
palace-key-discard = forĵeti la elektitajn soldatojn
palace-key-keep = teni ĉiujn soldatojn (post aĉeto)
palace-key-target = elekti la sekvan ludanton por ataki
palace-key-attack = ataki la elektitan ludanton
palace-key-amount = la veto aŭ plialtigo, unu malgranda veto pli aŭ malpli (sen limo)
palace-key-call = egaligi; tranĉi por la disdono (antaŭ la unua mano)
palace-key-raise = plialtigi
palace-key-stay = resti
palace-key-fold = rezigni
