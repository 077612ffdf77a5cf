# Rregullat e një tryeze me fjalë, një paragraf secili, të shkruara nga rregullat në fuqi (serveri e
# dërgon çdo paragraf si id mesazhi me variablat e tij); pastaj çfarë do të thotë çdo opsion i çdo
# loje. Fjalët janë ato të katalogëve: bankieri, banka, arka, bastet ndaj arkës, dorë me pesë
# letra, digjet, merr letër, ndalo, bli, ndaj, ndërro, i fortë dhe i butë, kazinoja, dileri,
# kutia, pakoja; në Palace Poker ato të tekstit shqip (002): flamuri, ushtarët, pallati, beteja,
# palos, thërret, ngre, qëndro, hidh, poti; ngjyra dhe rangu i flamurit, si në tabelën e opsioneve.
# S është basti fillestar, si në rregulla.

## Lojërat në shtëpi (një lojtar mban bankën).

rules-home-traditional = Pontoon tradicional: një lojtar mban bankën dhe shpërndan letrat.
rules-home-shoot = Shoot Pontoon: Pontoon tradicional me baste ndaj arkës së bankierit.
rules-home-stakes = Bastet nga { $min } deri në { $max }; fishat e tua duhet të mbulojnë { $cover ->
        [four] katër herë
       *[two] dy herë
    } gjithçka që ke në rrezik.
rules-home-hands = Asët vlejnë 1 ose 11, figurat dhe dhjetëshet 10. Më e mira është Pontoon-i (një as dhe një letër me vlerë 10), pastaj dora me pesë letra (pesë letra, 21 ose më pak), pastaj 21, pastaj totali më i lartë. Në barazim fiton bankieri.
rules-home-play = { $pair ->
        [aces] Bli një letër me fytyrë poshtë (të tretën për S deri në 2S, të mëpasshmet deri në çmimin e së mëparshmes) ose merr një letër me fytyrë lart (pas kësaj nuk blihet më); ndalo me { $stick } ose më shumë. Ndaj vetëm një çift asësh, deri në { $hands } duar.
       *[any] Bli një letër me fytyrë poshtë (të tretën për S deri në 2S, të mëpasshmet deri në çmimin e së mëparshmes) ose merr një letër me fytyrë lart (pas kësaj nuk blihet më); ndalo me { $stick } ose më shumë. Ndaj një çift, deri në { $hands } duar.
    }
rules-home-pays = Bankieri kthen letrat e tij dhe merr letra sa të dojë, pastaj paguan duart që mundin totalin e tij: Pontoon-ët fitojnë { $pontoon } herë bastin, duart me pesë letra 2 herë. Dora e tij me pesë letra merr 2 herë bastin nga të gjithë përveç Pontoon-ëve; Pontoon-i i tij në shpërndarje mbledh { $collects } herë bastin. Një Pontoon pa ndarje merr bankën.
rules-home-no-variations = Nuk luhet asnjë variant.
rules-home-variations = { $count ->
        [one] Luhet një variant:
       *[other] Luhen { $count } variante:
    }
rules-variation-double = Bankieri mund t'i dyfishojë të gjitha bastet, pasi të jenë vënë.
rules-variation-no-fifth-buy = Letra e pestë nuk blihet me 11 ose më pak.
rules-variation-royal = 7-7-7 e një lojtari është Pontoon Mbretëror, që fiton { $pays } herë bastin.
rules-variation-picture-beats-ten = A + figurë mund A + T.
rules-variation-natural = A-K dhe A-Q mundin A-J dhe A-T.
rules-variation-ace-ten = A-T është një 21 i zakonshëm.
rules-variation-burn = Një { $total } i fortë me dy letra mund të ndërrohet.
rules-home-kitty = Shoot: bankieri vë një arkë (nga { $min } deri në { $max }). Bastet ndaj arkës, pas basteve fillestare dhe para një letre të katërt, nuk e kalojnë kurrë atë; fitojnë ose humbin 1:1 bashkë me dorën e tyre.

## Tryezat e kazinosë (shpërndan kazinoja).

rules-casino-casino = { $packs ->
        [one] Pontoon kazinoje: kazinoja shpërndan nga një kuti me { $packs } pako.
       *[other] Pontoon kazinoje: kazinoja shpërndan nga një kuti me { $packs } pako.
    }
rules-casino-blackjack = { $packs ->
        [one] Pontoon Blackjack: kazinoja shpërndan nga { $packs } pako, që përzihet para çdo raundi.
       *[other] Pontoon Blackjack: kazinoja shpërndan nga { $packs } pako, që përzihen para çdo raundi.
    }
rules-casino-bets = Bastet nga { $min } deri në { $max }. Të dyja letrat e dilerit mbeten me fytyrë poshtë derisa të keni luajtur të gjithë.
rules-casino-dealer-pontoon = Një Pontoon i dilerit merr menjëherë çdo bast. Merr letër me 14 ose më pak; ndalo me 15 ose më shumë.
rules-casino-buy-split = { $by ->
        [value] Bli (dyfisho) një herë për dorë, me 2 deri në 4 letra. Ndaj çdo dy letra me të njëjtën vlerë, deri në { $hands } duar.
       *[pair] Bli (dyfisho) një herë për dorë, me 2 deri në 4 letra. Ndaj një çift, deri në { $hands } duar.
    }
rules-casino-dealer-draws = { $soft ->
        [hits] Dileri merr letër me 16 ose më pak dhe me 17 të butë, dhe ndalet kur ka pesë letra.
       *[stands] Dileri merr letër me 16 ose më pak, ndalet me çdo 17 dhe ndalet kur ka pesë letra.
    }
rules-casino-pays = Fitoret paguhen 1:1; Pontoon-i ose dora me pesë letra 2:1. Në barazim fiton dileri.

## Palace Poker.

rules-palace-title = { $betting ->
        [limit] Palace Poker, me kufi { $small }/{ $big }, ante { $ante }: çdo bast është ballë për ballë.
       *[no-limit] Palace Poker, pa kufi { $small }/{ $big }, ante { $ante }: çdo bast është ballë për ballë.
    }
rules-palace-deal = Secili merr një flamur me fytyrë lart (asnjëherë dy të së njëjtës ngjyrë brenda një grupi prej katër vendesh) dhe tri letra pallati me fytyrë poshtë, që i sheh vetëm ai.
rules-palace-turn = Radha jote: bli një ushtar me fytyrë lart për { $small } (pastaj hidh cilindo; mbaj të shumtën { $most }), hidh ushtarë falas, sulmo, qëndro ose palos.
rules-palace-attack = { $by ->
        [rank] { $betting ->
            [limit] Sulmo një lojtar me flamur të një rangu tjetër, duke vënë saktësisht (ushtarët e tu + 1) × { $small }. Ai palos (ti merr flamurin dhe ushtarët e tij), thërret me (ushtarët e tij + 1) × { $small }, ose ngre { $big }, e kështu me radhë derisa dikush të thërrasë ose të palosë.
           *[no-limit] Sulmo një lojtar me flamur të një rangu tjetër, duke vënë (ushtarët e tu + 1) × { $small } ose më shumë. Ai palos (ti merr flamurin dhe ushtarët e tij), thërret me (ushtarët e tij + 1) × { $small }, ose me bastin tënd nëse është më i madh, ose ngre { $big } ose më shumë, e kështu me radhë derisa dikush të thërrasë ose të palosë.
        }
       *[suit] { $betting ->
            [limit] Sulmo një lojtar me flamur të një ngjyre tjetër, duke vënë saktësisht (ushtarët e tu + 1) × { $small }. Ai palos (ti merr flamurin dhe ushtarët e tij), thërret me (ushtarët e tij + 1) × { $small }, ose ngre { $big }, e kështu me radhë derisa dikush të thërrasë ose të palosë.
           *[no-limit] Sulmo një lojtar me flamur të një ngjyre tjetër, duke vënë (ushtarët e tu + 1) × { $small } ose më shumë. Ai palos (ti merr flamurin dhe ushtarët e tij), thërret me (ushtarët e tij + 1) × { $small }, ose me bastin tënd nëse është më i madh, ose ngre { $big } ose më shumë, e kështu me radhë derisa dikush të thërrasë ose të palosë.
        }
    }
rules-palace-battle = { $by ->
        [rank] Një betejë e thirrur zbulon të dy pallatet: secila palë luan pesë letrat më të mira nga flamuri, ushtarët dhe pallati, pa letrat e rangut të flamurit të tjetrit. Në barazim fiton ai që ka më shumë letra të rangut të flamurit të vet; nëse ka sërish barazim, dalin të dy (dy të fundit ndajnë potin).
       *[suit] Një betejë e thirrur zbulon të dy pallatet: secila palë luan pesë letrat më të mira nga flamuri, ushtarët dhe pallati, pa letrat e ngjyrës së flamurit të tjetrit. Në barazim fiton ai që ka më shumë letra të ngjyrës së flamurit të vet; nëse ka sërish barazim, dalin të dy (dy të fundit ndajnë potin).
    }
rules-palace-end = { $by ->
        [rank] Dora mbaron kur mbetet vetëm një lojtar, kur të mbeturit kanë flamuj të të njëjtit rang, ose pas një raundi të qetë (asnjë blerje a betejë gjatë gjithë raundit) me një përballje të pesë letrave më të mira, pa përjashtuar asgjë. Por dy lojtarë të mbetur me flamuj të ndryshëm duhet të luftojnë.
       *[suit] Dora mbaron kur mbetet vetëm një lojtar, kur të mbeturit kanë flamuj të së njëjtës ngjyrë, ose pas një raundi të qetë (asnjë blerje a betejë gjatë gjithë raundit) me një përballje të pesë letrave më të mira, pa përjashtuar asgjë. Por dy lojtarë të mbetur me flamuj të ndryshëm duhet të luftojnë.
    }

## Loja e vetë testeve, letra e lartë.

rules-high-card = Letra e lartë: çdo lojtar paguan një ante prej { $ante } dhe merr një letër me fytyrë poshtë; me radhë, secili vë bast deri në { $most } ose kalon; letra më e lartë (asi është më i larti, pastaj vendos ngjyra) merr potin.

## Çfarë bën çdo opsion i çdo loje (tabela e opsioneve në faqen e rregullave).

rules-meaning-pontoon-packs = pako me 52 letra të përziera bashkë: me 1 ulen 2 deri në 8 lojtarë, me 2 ose më shumë deri në 12
rules-meaning-pontoon-min_stake = basti fillestar më i vogël
rules-meaning-pontoon-max_stake = basti fillestar më i madh
rules-meaning-pontoon-stick_min = totali më i vogël me të cilin një dorë mund të ndalet
rules-meaning-pontoon-max_split_hands = në sa duar mund të ndajë një lojtar, gjithsej
rules-meaning-pontoon-aces_only_split = mund të ndahet vetëm një çift asësh
rules-meaning-pontoon-banker_may_double = pas basteve fillestare bankieri, pasi ka parë letrën e tij të parë, mund t'i dyfishojë të gjitha bastet
rules-meaning-pontoon-player_pontoon_pays = sa fiton Pontoon-i i një lojtari, në baste
rules-meaning-pontoon-banker_pontoon_collects = sa mbledh Pontoon-i i bankierit, në baste
rules-meaning-pontoon-no_fifth_card_buy_under_12 = një dorë me katër letra me 11 të fortë ose më pak nuk mund ta blejë letrën e pestë, vetëm ta marrë me fytyrë lart
rules-meaning-pontoon-royal_pontoon = tre shtatëshe të një lojtari janë Pontoon Mbretëror, që mund gjithçka
rules-meaning-pontoon-royal_pontoon_pays = sa fiton një Pontoon Mbretëror, në baste
rules-meaning-pontoon-picture_beats_ten = A + K/Q/J mund A + T
rules-meaning-pontoon-ace_ten_not_pontoon = A-T është një 21 i zakonshëm, jo Pontoon
rules-meaning-pontoon-natural_beats_plain = A-K dhe A-Q mundin A-J dhe A-T
rules-meaning-pontoon-burn = dora me dy letra e një lojtari me këtë total të fortë mund të ndërrohet me dy letra të reja
rules-meaning-pontoon-shoot = Shoot Pontoon: baste ndaj arkës së bankierit
rules-meaning-pontoon-kitty_min = sa ka të paktën një arkë e re (Shoot Pontoon)
rules-meaning-pontoon-kitty_max = sa mund të ketë të shumtën një arkë kur vihet ose kur i shtohet (Shoot Pontoon)
rules-meaning-casino-packs = pako me 52 letra në kuti
rules-meaning-casino-reshuffle_at = kutia përzihet nga e para para një raundi, sapo të jetë shpërndarë kjo pjesë e saj (0: çdo raund)
rules-meaning-casino-min_stake = minimumi i tryezës; një bast më i vogël ngrihet deri në të
rules-meaning-casino-max_stake = maksimumi i tryezës
rules-meaning-casino-max_hands = duart që mund të krijojë ndarja, gjithsej
rules-meaning-casino-split_by_value = mund të ndahen çdo dy letra me vlerë 10 (K-Q), jo vetëm një çift i të njëjtit rang
rules-meaning-casino-dealer_hits_soft_17 = dileri merr letër me 17 të butë (me 16 ose më pak merr gjithmonë)
rules-meaning-palace-small_bet = një blerje kushton një; bastet e betejës numërohen me të; anteja është gjysma e tij, e rrumbullakosur poshtë
rules-meaning-palace-big_bet = një ngritje me kufi është saktësisht një; një ngritje pa kufi të paktën një
rules-meaning-palace-betting = me kufi: një sulm vë saktësisht minimumin e tij; pa kufi: nga minimumi i tij deri në gjithçka që ka sulmuesi
rules-meaning-palace-exclusion = çfarë nga flamuri i kundërshtarit nuk numërohet në një betejë, dhe kush nuk mund të hyjë në betejë me kë
rules-meaning-palace-max_soldiers = sa ushtarë mund të ketë të shumtën një lojtar në fund të radhës së tij
rules-meaning-high-card-ante = sa paguan çdo lojtar që t'i shpërndahet letër
rules-meaning-high-card-max_bet = sa mund të vërë bast të shumtën një lojtar pas shpërndarjes
