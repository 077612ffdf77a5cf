# table: kion komunas la tabla paĝo de ĉiu ludo (la seĝoj, la kapo, la justa miksado, la vico, la
# protokolo, la kartoj, la sumo kaj rezulto de mano, la opcioj de ludo kaj la regula paĝo de
# tablo). La vortoj de la reguloj: la bankisto, la disdonanto (de la kazino), Pontono, Kvinkarta
# Truko, fali (super 21), la kaso, pafvetoj, la kartaro, la kartujo, tranĉi la plej altan karton;
# la koloroj: trefoj, karooj, koroj, pikoj.

## La kapo de la tablo, la titolo de la langeto, la avertoj de la vico

table-heading = Tablo { $table }
table-tab = Tablo { $table } · Parlour
table-tab-turn = ● Via vico · Tablo { $table }
table-link-rules = la reguloj
table-link-lobby = vestiblo
table-alerts-label = je via vico
table-alert-sound = Sono
table-alert-notify = Sciigu min
table-notify-title = Via vico ĉe tablo { $table }
table-notify-none = Ĉi tiu retumilo ne havas sciigojn.
table-notify-blocked = La retumilo blokas sciigojn de ĉi tiu retejo: la agordoj de la retejo povas permesi ilin.
table-paused = La salono paŭzigis ĉi tiun tablon: { $reason }. La ludata rondo finiĝas, kaj neniu nova rondo komenciĝas ĝis la tablo denove ludas.
table-joining = Aliĝante al la tablo…
table-your-turn = Via vico: { $moves }
table-connection-lost = La konekto perdiĝis: nenio fareblas ĝis ĝi revenos.
table-request-lost = la konekto perdiĝis; provu denove
table-log-label = { $title }, la plej novaj laste
table-keys = Klavoj
table-key-space = Spaceto
table-ring-seconds = { $seconds } s
table-ring-label = restanta tempo por ĉi tiu vico
table-unknown-game = Ĉi tiu kliento ne konas la ludon { $game }.

## La seĝoj

table-seat-n = seĝo { $seat }
table-seat-free = Seĝo { $seat }: libera
table-you = (vi)
table-chips = { $count ->
    [one] { $count } ĵetono
   *[other] { $count } ĵetonoj
}
table-seat-label = seĝo { $seat }: { $name }
table-seat-label-free = seĝo { $seat }, libera
table-seat-label-mine = via seĝo
table-seat-label-on-turn = havas la vicon
table-sit-here = Sidiĝi ĉi tie
table-move-here = Moviĝi ĉi tien
table-move = Moviĝi
table-add-bot = Aldoni roboton
table-bot-levels = Kiu roboto por seĝo { $seat }?
table-bot-best = La plej bona, la plej forta
table-bot-standard = Norma
table-bot-cautious = Singarda
table-bot-bold = Aŭdaca
table-remove-bot = Forigi la roboton
table-sit-down = Sidiĝi
table-chips-to-bring = Kunportotaj ĵetonoj
table-chips-to-bring-label = kunportotaj ĵetonoj
table-wallet-holds = Via monujo enhavas { $chips }.
table-wallet-holds-elsewhere = Via monujo enhavas { $chips }; { $elsewhere }.
table-chips-at-table = { $chips } ĉe tablo { $table }
table-bring-more = Alporti pliajn ĵetonojn
table-bring-them = Alporti ilin
table-from-wallet = el via monujo ({ $chips })
table-stand-up = Ekstari
table-stay = Malfari la ŝanĝon
table-stay-at-table = Resti ĉe la tablo
table-stay-where-i-am = Resti kie mi estas
table-dont-sit = Ne sidiĝi
table-watching = Vi rigardas. Elektu liberan seĝon por sidiĝi.
table-kept-sit = { $name } sidiĝas ĉi tie post ĉi tiu rondo
table-kept-stand = foriras post ĉi tiu rondo
table-kept-move = moviĝas al seĝo { $seat } post ĉi tiu rondo
table-kept-top-up = alportas pliajn ĵetonojn post ĉi tiu rondo
table-kept-bot-in = roboto sidiĝas ĉi tie post ĉi tiu rondo
table-kept-bot-out = la roboto foriras post ĉi tiu rondo
table-kept-bot-out-named = { $name } foriras post ĉi tiu rondo
table-kept-move-here = ludanto venas ĉi tien post ĉi tiu rondo
table-kept-move-here-named = { $name } venas ĉi tien post ĉi tiu rondo
table-away = for
table-away-rule = For: neniu konekto de la ludanto sekvas la tablon. Liaj vicoj pasas post kelkaj sekundoj; kiam la ludanto maltrafis tutan rondon, aŭ estas for dum tri minutoj, oni elsidigas lin, kaj liaj ĵetonoj revenas al lia monujo.
table-waiting-sit = { $until ->
    [round] Vi sidiĝos en seĝo { $seat } kiam ĉi tiu rondo finiĝos.
   *[hand] Vi sidiĝos en seĝo { $seat } kiam ĉi tiu mano finiĝos.
}
table-waiting-stand = { $until ->
    [round] Vi forlasos la tablon kiam ĉi tiu rondo finiĝos.
   *[hand] Vi forlasos la tablon kiam ĉi tiu mano finiĝos.
}
table-waiting-move = { $until ->
    [round] Vi moviĝos al seĝo { $seat } kiam ĉi tiu rondo finiĝos.
   *[hand] Vi moviĝos al seĝo { $seat } kiam ĉi tiu mano finiĝos.
}
table-waiting-top-up = { $until ->
    [round] Viaj ĵetonoj venos kiam ĉi tiu rondo finiĝos.
   *[hand] Viaj ĵetonoj venos kiam ĉi tiu mano finiĝos.
}
table-waiting-bot-in = { $until ->
    [round] Roboto sidiĝos en seĝo { $seat } kiam ĉi tiu rondo finiĝos.
   *[hand] Roboto sidiĝos en seĝo { $seat } kiam ĉi tiu mano finiĝos.
}
table-waiting-bot-out = { $until ->
    [round] La roboto en seĝo { $seat } foriros kiam ĉi tiu rondo finiĝos.
   *[hand] La roboto en seĝo { $seat } foriros kiam ĉi tiu mano finiĝos.
}
table-seated-sit = { $name } sidiĝas en seĝo { $seat } kun { $chips }
table-seated-top-up = { $who } alportas { $chips } pliajn
table-seated-stand = { $who } ekstaras
table-seated-move = { $who } moviĝas al seĝo { $seat }

## Nomoj, la tranĉo, la miksadoj

table-names-and = { $first } kaj { $last }
table-shuffle-note = (miksado { $shuffle })
table-cut-won = { $who } tranĉas la plej altan karton, { $card }, kaj { $prize ->
    [bank] tenas la bankon
    [deal] disdonas la unuan manon
   *[other] { $prize }
}
table-cut-won-plain = { $who } tranĉas la plej altan karton kaj { $prize ->
    [bank] tenas la bankon
    [deal] disdonas la unuan manon
   *[other] { $prize }
}
table-cut-tie-won = { $tied } egalis kaj tranĉis denove: { $who } tranĉas la plej altan karton, { $card }, kaj { $prize ->
    [bank] tenas la bankon
    [deal] disdonas la unuan manon
   *[other] { $prize }
}
table-cut-tie-won-plain = { $tied } egalis kaj tranĉis denove: { $who } tranĉas la plej altan karton kaj { $prize ->
    [bank] tenas la bankon
    [deal] disdonas la unuan manon
   *[other] { $prize }
}

## La kartoj per vortoj, kiel ekranlegilo legas ilin

table-card = { $rank ->
    [ace] aso
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
   *[king] reĝo
} de { $suit ->
    [clubs] trefoj
    [diamonds] karooj
    [hearts] koroj
   *[spades] pikoj
}
table-card-down = karto vizaĝo malsupren

## La sumo kaj rezulto de Pontona mano (la disdonanto de la kazino)

table-soft = mola { $total }
table-hand-pontoon = Pontono
table-hand-five-card-trick = Kvinkarta Truko
table-hand-bust = Falis
table-hand-bust-total = Falis ({ $total })
table-result-pontoon = Pontono pagas 2 kontraŭ 1
table-result-five-card-trick = Kvinkarta Truko pagas 2 kontraŭ 1
table-result-dealer-bust = la disdonanto falis: gajnas 1 kontraŭ 1
table-result-wins = gajnas 1 kontraŭ 1
table-result-bust = falis
table-result-dealer-pontoon = la disdonanto havas Pontonon
table-result-tie = okaze de egaleco la disdonanto gajnas
table-result-loses = perdas

## La ĵetonoj de veto

table-cap-table = la plej granda veto de la tablo
table-cap-seat = viaj ĵetonoj ĉe la tablo
table-cap-own = via propra vetlimo
table-chip-over = { $cap ->
    [seat] { $chip } farus la veton { $bet }: super viaj ĵetonoj ĉe la tablo, { $most }
    [own] { $chip } farus la veton { $bet }: super via propra vetlimo, { $most }
   *[table] { $chip } farus la veton { $bet }: super la plej granda veto de la tablo, { $most }
}

## La justa miksado

table-fair-summary = Justa miksado: la sekva estas numero { $number }, devontigita al { $commitment }…
table-seeds-seen-open = Ĉiu sidanta ludanto miksas semon en ĉiun miksadon: la paĝo donas hazardan semon, krom se la ludanto skribas sian propran. Ĉe ĉi tiu miksado ĉiu semo estas montrata al ĉiuj ĉe la tablo.
table-seeds-seen-hashed = Ĉiu sidanta ludanto miksas semon en ĉiun miksadon: la paĝo donas hazardan semon, krom se la ludanto skribas sian propran. Ĝis la kartaro estos malkaŝita, via propra semo estas montrata al vi kaj al la aliaj nur ĝia haketaĵo, same kiel al vi nur iliaj haketaĵoj.
table-commitment = Devontigo
table-seeds-for-it = Semoj por ĝi: { $seeds }
table-seeds-none = ankoraŭ neniu
table-seed-shown = { $who }: „{ $seed }“
table-seed-placeholder = viaj propraj vortoj
table-seed-label = via propra semo por la sekva miksado
table-seed-invalid = Semo havas 1 ĝis 64 signojn, neniun el ili regsignon.
table-seed-give = Uzi mian propran semon
table-seed-what = Semo
table-check-shuffles = Kontroli la faritajn miksadojn

## La opcioj de ludo, kiel la formularo de la vestiblo kaj la regula paĝo nomas ilin

table-option-packs = Kartaroj
table-option-reshuffle_at = Miksi la kartujon
table-option-min_stake = Plej malgranda veto
table-option-max_stake = Plej granda veto
table-option-max_hands = Manoj el divido
table-option-max_split_hands = Manoj el divido
table-option-split_by_value = Dividi iujn ajn du dekojn
table-option-dealer_hits_soft_17 = La disdonanto tiras je mola 17
table-option-stick_min = Resti je almenaŭ
table-option-aces_only_split = Dividi nur asojn
table-option-banker_may_double = La bankisto rajtas duobligi
table-option-player_pontoon_pays = Pontono de ludanto gajnas
table-option-banker_pontoon_collects = Pontono de la bankisto kolektas
table-option-no_fifth_card_buy_under_12 = Ne aĉeti kvinan karton sub 12
table-option-royal_pontoon = Reĝa Pontono (tri sepoj)
table-option-royal_pontoon_pays = Reĝa Pontono gajnas
table-option-picture_beats_ten = Bildkarto batas dekon
table-option-ace_ten_not_pontoon = Aso kaj deko ne estas Pontono
table-option-natural_beats_plain = A-K kaj A-Q batas A-J kaj A-T
table-option-burn = Bruligi malmolan sumon
table-option-shoot = Pafvetoj
table-option-kitty_min = Plej malgranda kaso
table-option-kitty_max = Plej granda kaso
table-option-small_bet = Malgranda veto
table-option-big_bet = Granda veto
table-option-betting = Vetado
table-option-exclusion = La standardo ekskludas
table-option-max_soldiers = Plej multe da soldatoj
table-bound-min_stake = la plej malgranda veto
table-bound-kitty_min = la plej malgranda kaso
table-bound-small_bet = la malgranda veto
table-hint-from = ekde { $from }, sen supra limo
table-hint-range = { $from } ĝis { $to }
table-value-none = neniu
table-value-no-limit = sen limo
table-value-limit = kun limo
table-value-suit = ĝian koloron
table-value-rank = ĝian rangon
table-yes = jes
table-no = ne
table-fraction-quarter = kvarono
table-fraction-third = triono
table-fraction-half = duono
table-fraction-two-thirds = du trionoj
table-fraction-three-quarters = tri kvaronoj
table-shuffle-every-round = ĉiun rondon
table-shuffle-after-quarter = post kvarono
table-shuffle-after-third = post triono
table-shuffle-after-half = post duono
table-shuffle-after-two-thirds = post du trionoj
table-shuffle-after-three-quarters = post tri kvaronoj
table-shuffle-after = post { $fraction }

## La regula paĝo de tablo

table-rules-title = La reguloj de tablo { $table }
table-rules-caption = La opcioj de ĉi tiu tablo
table-rules-option = Opcio
table-rules-here = Ĉi tie
table-rules-does = Kion ĝi faras
table-rules-seats = La seĝoj en ĉi tiu salono
table-rules-back = Reen al la tablo
table-span-seconds = { $count ->
    [one] { $count } sekundo
   *[other] { $count } sekundoj
}
table-span-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutoj
}
table-room-turn = Ĉiu vico daŭras { $span }; veto aŭ movo ne farita ĝustatempe validas kiel la tempolimo de la vico (pasi, resti).
table-room-seats = La seĝoj ŝanĝiĝas inter rondoj. Sidiĝi, ekstari, moviĝi, alporti pliajn ĵetonojn, kaj enigi aŭ forigi roboton eblas peti iam ajn: dum rondo la seĝo diras tion („foriras post ĉi tiu rondo“), kaj la ŝanĝo okazas kiam la rondo finiĝas. Ĝis tiam Malfari la ŝanĝon nuligas ĝin.
table-room-away = Ludanto, kies paĝo forlasis la tablon, estas montrata kiel for. Post { $grace } for oni ne plu atendas liajn vicojn. Oni elsidigas lin post { $away } for: li ekstaras inter rondoj, kaj liaj ĵetonoj revenas al lia monujo.
table-room-away-rounds = Ludanto, kies paĝo forlasis la tablon, estas montrata kiel for. Post { $grace } for oni ne plu atendas liajn vicojn. Oni elsidigas lin post { $away } for, aŭ post kiam { $rounds ->
    [one] tuta rondo estis ludita
   *[other] { $rounds } tutaj rondoj estis luditaj
} sen li: li ekstaras inter rondoj, kaj liaj ĵetonoj revenas al lia monujo.
table-room-idle = Tablo, ĉe kiu neniu krom robotoj sidis dum { $span }, fermiĝas.
