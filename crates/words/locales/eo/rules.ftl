# La reguloj de tablo per vortoj, po alineo, skribitaj laŭ la validaj reguloj (la servilo sendas
# ĉiun alineon kiel identigilon de mesaĝo kun ĝiaj variabloj); poste, kion signifas ĉiu opcio de ĉiu
# ludo. La terminoj estas tiuj de la glosaro: la bankisto, la banko, la kaso, pafvetoj, Pontono,
# Kvinkarta Truko, fali, tordi, aĉeti, resti, dividi, bruligi, malmola kaj mola; en la kazino la
# disdonanto kaj la kartujo; en Palace Poker la standardo, la soldatoj, la palaco, la batalo,
# egaligi, plialtigi, rezigni. S estas la komenca veto, kiel en la reguloj.

## La hejmaj ludoj (ludanto tenas la bankon).

rules-home-traditional = Tradicia Pontono: ludanto tenas la bankon kaj disdonas.
rules-home-shoot = Shoot Pontoon: tradicia Pontono kun pafvetoj kontraŭ la kaso de la bankisto.
rules-home-stakes = Vetoj de { $min } ĝis { $max }; viaj ĵetonoj devas kovri { $cover ->
        [four] kvaroble
       *[two] duoble
    } ĉion, kion vi riskas.
rules-home-hands = Asoj valoras 1 aŭ 11, bildkartoj kaj dekoj 10. Plej bona estas Pontono (aso kaj dekpoenta karto), poste Kvinkarta Truko (kvin kartoj, 21 aŭ malpli), poste 21, poste la plej alta sumo. Okaze de egaleco la bankisto gajnas.
rules-home-play = { $pair ->
        [aces] Aĉetu karton vizaĝo malsupren (la 3-an por S ĝis 2S, la postajn por ĝis la lasta prezo) aŭ tordu unu vizaĝo supren (post tordo oni ne plu aĉetas); restu je { $stick } aŭ pli. Dividu nur paron de asoj, en ĝis { $hands } manojn.
       *[any] Aĉetu karton vizaĝo malsupren (la 3-an por S ĝis 2S, la postajn por ĝis la lasta prezo) aŭ tordu unu vizaĝo supren (post tordo oni ne plu aĉetas); restu je { $stick } aŭ pli. Dividu paron en ĝis { $hands } manojn.
    }
rules-home-pays = La bankisto turnas siajn kartojn vizaĝo supren kaj tiras laŭplaĉe, poste pagas la manojn, kiuj batas lian sumon: Pontonojn { $pontoon }-oble, Kvinkartajn Trukojn duoble. Lia Kvinkarta Truko prenas duoble de ĉiuj krom Pontonoj; lia Pontono ĉe la disdono kolektas { $collects }-oble. Nedividita Pontono prenas la bankon.
rules-home-no-variations = Neniu vario estas ludata.
rules-home-variations = { $count ->
        [one] Unu vario estas ludata:
       *[other] { $count } varioj estas ludataj:
    }
rules-variation-double = Post la komencaj vetoj la bankisto rajtas duobligi ĉiujn vetojn.
rules-variation-no-fifth-buy = Oni ne rajtas aĉeti kvinan karton je 11 aŭ malpli.
rules-variation-royal = 7-7-7 de ludanto estas Reĝa Pontono, pagata { $pays }-oble.
rules-variation-picture-beats-ten = A + bildkarto batas A + T.
rules-variation-natural = A-K kaj A-Q batas A-J kaj A-T.
rules-variation-ace-ten = A-T estas ordinara 21.
rules-variation-burn = Dukarta malmola { $total } rajtas esti bruligita.
rules-home-kitty = Shoot: la bankisto starigas kason (de { $min } ĝis { $max }). Pafvetoj, post la komencaj vetoj kaj antaŭ kvara karto, neniam superas ĝin; ili gajnas aŭ perdas 1:1 kun sia mano.

## La kazinaj tabloj (la kazino disdonas).

rules-casino-casino = { $packs ->
        [one] Kazina Pontono: la kazino disdonas el kartujo de { $packs } kartaro.
       *[other] Kazina Pontono: la kazino disdonas el kartujo de { $packs } kartaroj.
    }
rules-casino-blackjack = { $packs ->
        [one] Pontoon Blackjack: la kazino disdonas el { $packs } kartaro, miksita antaŭ ĉiu rondo.
       *[other] Pontoon Blackjack: la kazino disdonas el { $packs } kartaroj, miksitaj antaŭ ĉiu rondo.
    }
rules-casino-bets = Vetoj de { $min } ĝis { $max }. Ambaŭ kartoj de la disdonanto restas vizaĝo malsupren, ĝis vi ĉiuj ludis.
rules-casino-dealer-pontoon = Pontono de la disdonanto tuj prenas ĉiun veton. Tordu je 14 aŭ malpli; restu je 15 aŭ pli.
rules-casino-buy-split = { $by ->
        [value] Aĉetu (duobligu) unufoje por mano, je 2 ĝis 4 kartoj. Dividu iujn ajn du kartojn de unu valoro, en ĝis { $hands } manojn.
       *[pair] Aĉetu (duobligu) unufoje por mano, je 2 ĝis 4 kartoj. Dividu paron, en ĝis { $hands } manojn.
    }
rules-casino-dealer-draws = { $soft ->
        [hits] La disdonanto tiras je 16 aŭ malpli kaj je mola 17, kaj haltas ĉe kvin kartoj.
       *[stands] La disdonanto tiras je 16 aŭ malpli, restas je ĉiu 17 kaj haltas ĉe kvin kartoj.
    }
rules-casino-pays = Gajnoj pagas 1:1; Pontono aŭ Kvinkarta Truko 2:1. Okaze de egaleco la disdonanto gajnas.

## Palace Poker.

rules-palace-title = { $betting ->
        [limit] Palace Poker, kun limo { $small }/{ $big }, antaŭveto { $ante }: ĉiu vetado estas unu kontraŭ unu.
       *[no-limit] Palace Poker, sen limo { $small }/{ $big }, antaŭveto { $ante }: ĉiu vetado estas unu kontraŭ unu.
    }
rules-palace-deal = Ĉiu ricevas standardon vizaĝo supren (neniuj du de unu koloro en grupo de kvar seĝoj) kaj tri palacajn kartojn vizaĝo malsupren, kiujn vidas nur li.
rules-palace-turn = Via vico: aĉetu soldaton vizaĝo supren por { $small } (poste forĵetu kiujn ajn; tenu maksimume { $most }), forĵetu soldatojn senpage, ataku, restu aŭ rezignu.
rules-palace-attack = { $by ->
        [rank] { $betting ->
            [limit] Ataku ludanton kun standardo de alia rango, vetante ĝuste (viaj soldatoj + 1) × { $small }. Li rezignas (vi kaptas lian standardon kaj soldatojn), egaligas per (liaj soldatoj + 1) × { $small } aŭ plialtigas per { $big }, kaj tiel plu ĝis egaligo aŭ rezigno.
           *[no-limit] Ataku ludanton kun standardo de alia rango, vetante (viaj soldatoj + 1) × { $small } aŭ pli. Li rezignas (vi kaptas lian standardon kaj soldatojn), egaligas per (liaj soldatoj + 1) × { $small } aŭ per via veto, se ĝi estas pli granda, aŭ plialtigas per { $big } aŭ pli, kaj tiel plu ĝis egaligo aŭ rezigno.
        }
       *[suit] { $betting ->
            [limit] Ataku ludanton kun standardo de alia koloro, vetante ĝuste (viaj soldatoj + 1) × { $small }. Li rezignas (vi kaptas lian standardon kaj soldatojn), egaligas per (liaj soldatoj + 1) × { $small } aŭ plialtigas per { $big }, kaj tiel plu ĝis egaligo aŭ rezigno.
           *[no-limit] Ataku ludanton kun standardo de alia koloro, vetante (viaj soldatoj + 1) × { $small } aŭ pli. Li rezignas (vi kaptas lian standardon kaj soldatojn), egaligas per (liaj soldatoj + 1) × { $small } aŭ per via veto, se ĝi estas pli granda, aŭ plialtigas per { $big } aŭ pli, kaj tiel plu ĝis egaligo aŭ rezigno.
        }
    }
rules-palace-battle = { $by ->
        [rank] Egaligita batalo malkaŝas ambaŭ palacojn: ĉiu flanko ludas siajn plej bonajn kvin el standardo, soldatoj kaj palaco, sen la kartoj de la rango de la alia standardo. Ĉe egaleco gajnas tiu, kiu havas pli da kartoj de la rango de sia propra standardo; se ankoraŭ egale, ambaŭ estas ekstere (la lastaj du dividas la poton).
       *[suit] Egaligita batalo malkaŝas ambaŭ palacojn: ĉiu flanko ludas siajn plej bonajn kvin el standardo, soldatoj kaj palaco, sen la kartoj de la koloro de la alia standardo. Ĉe egaleco gajnas tiu, kiu havas pli da kartoj de la koloro de sia propra standardo; se ankoraŭ egale, ambaŭ estas ekstere (la lastaj du dividas la poton).
    }
rules-palace-end = { $by ->
        [rank] La mano finiĝas, kiam restas unu ludanto, kiam la restantoj havas standardojn de unu rango, aŭ post trankvila rondo (neniu aĉeto aŭ batalo dum la tuta rondo) per malkaŝo de la plej bonaj kvinoj, nenio ekskludita. Du restantoj kun malsamaj standardoj anstataŭe devas batali.
       *[suit] La mano finiĝas, kiam restas unu ludanto, kiam la restantoj havas standardojn de unu koloro, aŭ post trankvila rondo (neniu aĉeto aŭ batalo dum la tuta rondo) per malkaŝo de la plej bonaj kvinoj, nenio ekskludita. Du restantoj kun malsamaj standardoj anstataŭe devas batali.
    }

## La propra ludo de la testoj, alta karto.

rules-high-card = Alta karto: ĉiu ludanto pagas antaŭveton de { $ante } kaj ricevas unu karton vizaĝo malsupren; laŭvice ĉiu vetas ĝis { $most } aŭ pasas; la plej alta karto (aso alta, poste laŭ koloro) prenas la poton.

## Kion faras ĉiu opcio de ĉiu ludo (la tabelo de opcioj en la regula paĝo).

rules-meaning-pontoon-packs = kunmiksitaj kartaroj de 52 kartoj: 1 sidigas 2 ĝis 8 ludantojn, 2 aŭ pli sidigas ĝis 12
rules-meaning-pontoon-min_stake = la plej malgranda komenca veto
rules-meaning-pontoon-max_stake = la plej granda komenca veto
rules-meaning-pontoon-stick_min = la plej malgranda sumo, je kiu mano rajtas resti
rules-meaning-pontoon-max_split_hands = la manoj, en kiujn ludanto rajtas dividi, entute
rules-meaning-pontoon-aces_only_split = nur paro de asoj rajtas esti dividita
rules-meaning-pontoon-banker_may_double = post la komencaj vetoj la bankisto, vidinte sian unuan karton, rajtas duobligi ĉiujn vetojn
rules-meaning-pontoon-player_pontoon_pays = kiom gajnas Pontono de ludanto, en vetoj
rules-meaning-pontoon-banker_pontoon_collects = kiom kolektas Pontono de la bankisto, en vetoj
rules-meaning-pontoon-no_fifth_card_buy_under_12 = kvarkarta mano je malmola 11 aŭ malpli ne rajtas aĉeti sian kvinan karton, nur tordi ĝin
rules-meaning-pontoon-royal_pontoon = tri 7-oj de ludanto estas Reĝa Pontono, kiu batas ĉion
rules-meaning-pontoon-royal_pontoon_pays = kiom gajnas Reĝa Pontono, en vetoj
rules-meaning-pontoon-picture_beats_ten = A + K/Q/J batas A + T
rules-meaning-pontoon-ace_ten_not_pontoon = A-T estas ordinara 21, ne Pontono
rules-meaning-pontoon-natural_beats_plain = A-K kaj A-Q batas A-J kaj A-T
rules-meaning-pontoon-burn = dukarta mano de ludanto kun ĉi tiu malmola sumo rajtas esti bruligita kaj anstataŭigita
rules-meaning-pontoon-shoot = Shoot Pontoon: pafvetoj kontraŭ la kaso de la bankisto
rules-meaning-pontoon-kitty_min = la plej malmulte, kion nova kaso enhavas (Shoot Pontoon)
rules-meaning-pontoon-kitty_max = la plej multe, kion kaso rajtas enhavi, kiam oni starigas ĝin aŭ aldonas al ĝi (Shoot Pontoon)
rules-meaning-casino-packs = kartaroj de 52 kartoj en la kartujo
rules-meaning-casino-reshuffle_at = la kartujo estas denove miksata antaŭ rondo, tuj kiam tiom da ĝi estas disdonita (0: ĉiun rondon)
rules-meaning-casino-min_stake = la minimumo de la tablo; pli malgranda veto estas altigata ĝis ĝi
rules-meaning-casino-max_stake = la maksimumo de la tablo
rules-meaning-casino-max_hands = la manoj, kiujn dividado povas fari, entute
rules-meaning-casino-split_by_value = iuj ajn du dekpoentaj kartoj rajtas esti dividitaj (K-Q), ne nur paro de unu rango
rules-meaning-casino-dealer_hits_soft_17 = la disdonanto tiras je mola 17 (je 16 aŭ malpli li ĉiam tiras)
rules-meaning-palace-small_bet = aĉeto kostas unu; batalaj vetoj estas kalkulataj per ili; la antaŭveto estas duono de unu, rondigita malsupren
rules-meaning-palace-big_bet = plialtigo kun limo estas ĝuste unu; plialtigo sen limo almenaŭ unu
rules-meaning-palace-betting = kun limo: atako vetas ĝuste sian minimumon; sen limo: de sia minimumo ĝis ĉio, kion la atakanto havas
rules-meaning-palace-exclusion = kio el la standardo de la kontraŭulo ne kalkuliĝas en batalo, kaj kiu ne rajtas batali kontraŭ kiu
rules-meaning-palace-max_soldiers = la plej multaj soldatoj, kiujn ludanto rajtas teni je la fino de sia vico
rules-meaning-high-card-ante = kion ĉiu ludanto pagas por ricevi kartojn
rules-meaning-high-card-max_bet = la plej multe, kion ludanto rajtas veti post la disdono
