# Klienti i terminalit, `parlour play`: ekranet, tastet, regjistri, shlyerjet dhe përmbledhja.
#
# Një fjali për një vend zgjedh sipas $who: "you" kur është vendi i lojtarit (me çfarëdo emri që
# të ulet), "other" për këdo tjetër, të emërtuar nga $name; një vend i dytë zgjedh sipas $whom po
# ashtu. Emrat nuk lakohen: para tyre qëndron "lojtarit" ose pas tyre dy pika. Fjalët janë ato të
# katalogëve: bankieri, banka, arka, basti ndaj arkës, pakoja, digjet, ndërron, dorë me pesë letra,
# merr letër, ndalo, bli, ndaj, kalo, dileri, kutia, fishat; në Palace Poker ato të tekstit shqip
# (002): flamuri, ushtarët, pallati, beteja, sulmo, thirr, ngri, palos, qëndro, hidh, poti.

## Fjalë që hyjnë brenda të tjerave

terminal-number = { $n }
terminal-and = { $first } dhe { $last }
terminal-you-listed = ti
terminal-default-name = Ti
terminal-range = { $min }–{ $max }
# Tasti Enter, siç e quajnë tastet e një lëvizjeje ("s/Enter").
terminal-key-enter = Enter
terminal-total = = { $total }
terminal-total-soft = = { $total } i butë
terminal-cut-one = { $name } { $card }

## Korniza e ekranit

terminal-title-hand = dora { $number }
terminal-title-round = raundi { $number }
terminal-title-chips = ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}
terminal-keys-bar = ? rregullat · q dil
terminal-hand-over-title = Dora mbaroi
terminal-log-title = Çfarë ndodhi
terminal-too-small = Parlour ka nevojë për një terminal të paktën { $width }×{ $height }; ky është { $now_width }×{ $now_height }.
terminal-too-small-way-out = Zmadhoje, ose shtyp q për të dalë.

## Pjesa e poshtme: lëvizjet, shumat, zgjedhjet

terminal-your-move = Radha jote:
terminal-waiting = Në pritje të të tjerëve...
terminal-session-over = Seanca mbaroi. Shtyp q për përmbledhjen.
terminal-next-hand = Enter: dora tjetër · ? rregullat · q dil
terminal-watch-next = Enter: shiko dorën tjetër · q: mbyll seancën
terminal-entry-limits = ({ $min } deri { $max }):
terminal-entry-keys = { $fresh ->
    [yes] Enter merr { $amount }; shkrimi e zëvendëson; Esc për ta anuluar.
   *[no] Enter për ta konfirmuar, Backspace për ta korrigjuar; Esc për ta anuluar.
}
terminal-entry-keys-step = { $fresh ->
    [yes] +/- e ndryshojnë me { $step }; Enter merr { $amount }; shkrimi e zëvendëson; Esc për ta anuluar.
   *[no] +/- e ndryshojnë me { $step }; Enter për ta konfirmuar, Backspace për ta korrigjuar; Esc për ta anuluar.
}
terminal-confirm-hint = y ose Enter: po · n ose Esc: ndrysho shumën
terminal-offer-whom = Kujt ia ofron bankën?
terminal-offer-buyer = { $number } { $name } (deri { $most })
terminal-offer-keys = Numrat (ose ←→) zgjedhin; Enter, pastaj çmimi; Esc kthehet pas.
terminal-ask-stake = Sa vë bast?
terminal-ask-buy = Për sa e blen letrën?
terminal-ask-shoot = Sa vë bast ndaj arkës? (0: pa bast ndaj arkës)
terminal-ask-kitty = Sa vë në arkë?
terminal-ask-price = Me çfarë çmimi?
terminal-ask-attack = Me çfarë basti sulmon?
terminal-ask-raise = Sa ngre (mbi thirrjen)?

## Çfarë merr një tast si përgjigje

terminal-not-your-turn = Nuk është radha jote.
terminal-not-a-key = { $key } nuk është tast i kësaj tryeze: lëvizjet e tua dhe tastet e tyre janë më sipër.
terminal-not-open = Kjo lëvizje nuk të lejohet tani.
terminal-choose-buyer = Zgjidh blerësin me numrin e tij (ose ←→), pastaj Enter; Esc kthehet pas.
terminal-confirm-keys = y i vë fishat, n kthehet te shuma.
terminal-type-amount = Shkruaj një shumë, pastaj Enter (Esc për ta anuluar).
terminal-outside-limits = { $amount } është jashtë kufijve: nga { $min } deri { $max }.

## Fundi i një dore, për lojtarin

terminal-you-net = Ti: { $net } { $chips ->
    [one] fishë
   *[other] fisha
} në këtë dorë.
terminal-sat-out = Nuk luajte në këtë dorë.

## Faqja e rregullave

terminal-rules-title = Rregullat e kësaj tryeze
terminal-rules-back = Shtyp çfarëdo tasti për t'u kthyer.
terminal-rules-more = ↓ ose Space: ka më poshtë · çdo tast tjetër kthehet pas.
terminal-rules-scroll = ↑↓ lëviz, ka më poshtë · çdo tast tjetër kthehet pas.
terminal-rules-up = ↑ kthehet lart · çdo tast tjetër kthehet pas.
terminal-home-keys = Tastet: d shpërndaj, m vë bast, t/+ merr letër, b/* bli, s/Enter ndalo, p// ndaj, u ndërro, h bast ndaj arkës, y po, n jo, k arka, o ofro bankën, q dil.
terminal-casino-keys = Tastet: Enter ndalo ose vë bast, + merr letër, * bli, / ndaj, 0 përsërit bastin e fundit, n kalo.
terminal-palace-keys = { $betting ->
    [no-limit] Tastet: b bli, d hidh, a sulmo, s qëndro, f palos, c thirr, r ngri, n/Enter shpërndaj; zgjidh me numër (ose ←→, Space), pastaj Enter; Esc kthehet pas; +/- ndryshojnë një bast.
   *[limit] Tastet: b bli, d hidh, a sulmo, s qëndro, f palos, c thirr, r ngri, n/Enter shpërndaj; zgjidh me numër (ose ←→, Space), pastaj Enter; Esc kthehet pas.
}

## Përmbledhja, kur lojtari largohet

terminal-thanks = Faleminderit që luajte.
terminal-hands-played = Duar të luajtura: { $hands }
terminal-net-result = Rezultati: { $net } { $net_chips ->
    [one] fishë
   *[other] fisha
} (tani { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
})
terminal-biggest-win = Fitorja më e madhe në një dorë: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Fishat: { $chips }
terminal-leave = Shtyp çfarëdo tasti për të dalë.
terminal-save-failed = regjistri i seancës nuk u ruajt te { $path }: { $error }
terminal-record-written = Regjistri i seancës: { $path }
terminal-record-replay = (riluhet me: parlour script SKEDARI)
terminal-record-failed = Regjistri i seancës nuk u shkrua te { $path }: { $error }
terminal-record-none = Nuk u luajt asnjë dorë, ndaj nuk u shkrua asnjë regjistër.
terminal-played = Parlour: { $hands ->
    [one] { $hands } dorë e luajtur
   *[other] { $hands } duar të luajtura
}, { $net } { $net_chips ->
    [one] fishë
   *[other] fisha
} (ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}).
terminal-played-won = Parlour: { $hands ->
    [one] { $hands } dorë e luajtur
   *[other] { $hands } duar të luajtura
}, { $net } { $net_chips ->
    [one] fishë
   *[other] fisha
} (ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}), fitorja më e madhe në një dorë { $win }.

## Vende që zihen, lihen dhe ndërrohen

terminal-seat-player = Lojtari i vendit { $seat }
terminal-seat-sits = { $name } ulet në vendin { $seat } me { $chips ->
    [one] { $chips } fishë.
   *[other] { $chips } fisha.
}
terminal-seat-tops-up = { $name } sjell edhe { $chips ->
    [one] { $chips } fishë.
   *[other] { $chips } fisha.
}
terminal-seat-stands = { $name } ngrihet dhe largohet nga tryeza.
terminal-seat-moves = { $name } zhvendoset në vendin { $seat }.
terminal-seat-seed = { $name } jep farën { $seed } për përzierjen e radhës.
terminal-seat-seeded = { $name } jep një farë për përzierjen e radhës.

## Pontoon në shtëpi: tryeza

terminal-banks = { $who ->
    [you] Ti mban bankën
   *[other] Bankën e mban { $name }
}
terminal-pack-count = pakoja { $cards ->
    [one] { $cards } letër
   *[other] { $cards } letra
}
terminal-kitty-column = arka { $kitty }
terminal-shuffle-due = përzierje para shpërndarjes tjetër
terminal-bank-role = (banka)
terminal-banker-has-doubled = Bankieri i ka dyfishuar të gjitha bastet.
terminal-banker-state = { $state ->
    [drawing] merr letra
    [pontoon] Pontoon!
    [five] Dorë me pesë letra!
    [bust] u dogj
   *[not-played] nuk luajti
}
terminal-banker-stays-paying = ndalet: paguan nga { $paying }
terminal-sits-out = nuk luan
terminal-hand-state = { $state ->
    [playing] në radhë
    [stood] ndalet
    [pontoon] Pontoon!
    [five] Dorë me pesë letra!
   *[bust] u dogj
}
terminal-burnt-once = (ndërruar një herë)
terminal-hand-label = dora { $number }
terminal-stake-column = bast { $stake }
terminal-shoot-column = ndaj arkës { $shoot }

## Pontoon në shtëpi: lëvizjet dhe tastet e tyre

terminal-home-move-cut = tërhiq për bankën
terminal-home-move-deal = shpërndaj
terminal-home-key-digits = m ose shifra
terminal-home-move-stake = vë bast { $min }–{ $max }
terminal-home-move-twist = merr letër
terminal-home-move-stick = ndalo
terminal-home-move-stay = ndalo
terminal-home-move-buy = bli { $min }–{ $max }
terminal-home-move-split = ndaj
terminal-home-move-burn = ndërro
terminal-home-move-shoot = ndaj arkës { $min }–{ $max }
terminal-home-move-double = dyfisho
terminal-home-move-no-double = mos dyfisho
terminal-home-move-kitty = arka { $min }–{ $max }
terminal-home-move-offer = ofro bankën
terminal-home-move-accept = bli bankën për { $price }
terminal-home-move-decline = refuzo bankën
terminal-only-banker-offers = Vetëm bankieri mund ta ofrojë bankën, mes dy duarsh.
terminal-kitty-confirm = Të vësh { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
} në arkë? Mbeten aty derisa banka të ndërrojë duar.
terminal-home-sit-out = Nuk luan: ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}, dhe një bast prej { $stake } duhet mbuluar { $cover ->
    [four] katër herë
   *[two] dy herë
}, ndaj duhen { $least ->
    [one] { $least } fishë
   *[other] { $least } fisha
} për të hyrë në shpërndarje. q mbyll seancën.

## Pontoon në shtëpi: çfarë ndodh

terminal-cut-for-bank = Tërheqja për bankën: { $cuts }. { $who ->
    [you] Bankën e mban ti.
   *[other] Bankën e mban { $name }.
}
terminal-pack-shuffled = Pakoja përzihet dhe pritet.
terminal-hand-started = Dora { $number }: { $who ->
    [you] shpërndan ti.
   *[other] shpërndan { $name }.
}
terminal-you-are-dealt = Merr { $card }.
terminal-is-dealt = { $name } merr { $card }.
terminal-stakes = { $who ->
    [you] Vë bast { $amount }.
   *[other] { $name } vë bast { $amount }.
}
terminal-banker-doubles = Bankieri dyfishon të gjitha bastet!
terminal-banker-lets-stand = Bankieri i lë bastet siç janë.
terminal-no-shoot = { $who ->
    [you] Nuk vë bast ndaj arkës.
   *[other] { $name } nuk vë bast ndaj arkës.
}
terminal-shoots = { $who ->
    [you] Vë bast ndaj arkës { $amount }.
   *[other] { $name } vë bast ndaj arkës { $amount }.
}
terminal-burns = { $who ->
    [you] Ndërron { $cards }.
   *[other] { $name } ndërron { $cards }.
}
terminal-kitty-put = Bankieri vë { $amount } në arkë; tani ka { $kitty }.
terminal-kitty-returned = { $who ->
    [you] Merr mbrapsht arkën prej { $amount }.
   *[other] { $name } merr mbrapsht arkën prej { $amount }.
}
terminal-banker-pontoon = Bankieri tregon Pontoon: { $cards }!
terminal-declares = { $who ->
    [you] Shpall Pontoon: { $cards }!
   *[other] { $name } shpall Pontoon: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] Ndan { $cards }.
   *[other] { $name } ndan { $cards }.
}
terminal-buys-for = { $who ->
    [you] Blen { $card } për { $amount }.
   *[other] { $name } blen { $card } për { $amount }.
}
terminal-buys-down = { $who ->
    [you] Blen një letër për { $amount }.
   *[other] { $name } blen një letër për { $amount }.
}
terminal-twists = { $who ->
    [you] Merr letër: { $card }.
   *[other] { $name } merr letër: { $card }.
}
terminal-stands = { $who ->
    [you] Ndalesh.
   *[other] { $name } ndalet.
}
terminal-makes-five = { $who ->
    [you] Bën dorë me pesë letra!
   *[other] { $name } bën dorë me pesë letra!
}
terminal-bust-with = { $who ->
    [you] Digjesh me { $cards } dhe humb { $lost }.
   *[other] { $name } digjet me { $cards } dhe humb { $lost }.
}
terminal-banker-turns = Bankieri kthen me fytyrë lart { $cards }.
terminal-banker-takes = Bankieri merr { $card }.
terminal-banker-stops-21 = Bankieri ndalet në 21: paguhen vetëm Pontoon-ët dhe duart me pesë letra.
terminal-banker-stays = Bankieri ndalet në { $total }: «paguan nga { $paying }».
terminal-banker-bust = Bankieri digjet!
terminal-banker-five = Bankieri bën dorë me pesë letra!
terminal-shows = { $who ->
    [you] Tregon { $cards }.
   *[other] { $name } tregon { $cards }.
}
terminal-bank-offered = { $who ->
    [you] Bankieri të ofron bankën për { $price }.
   *[other] Bankieri i ofron bankën lojtarit { $name } për { $price }.
}
terminal-bank-declined = { $who ->
    [you] E refuzon bankën.
   *[other] { $name } e refuzon bankën.
}
terminal-bank-passes-pontoon = { $who ->
    [you] Banka kalon te ti (me Pontoon).
   *[other] Banka kalon te lojtari { $name } (me Pontoon).
}
terminal-bank-passes-broken = { $who ->
    [you] Banka kalon te ti (banka falimentoi).
   *[other] Banka kalon te lojtari { $name } (banka falimentoi).
}
terminal-bank-passes-sold = { $who ->
    [you] Banka kalon te ti (u shit për { $price }).
   *[other] Banka kalon te lojtari { $name } (u shit për { $price }).
}
terminal-bank-passes-left = { $who ->
    [you] Banka kalon te ti (bankieri u largua nga tryeza).
   *[other] Banka kalon te lojtari { $name } (bankieri u largua nga tryeza).
}
terminal-home-session-over = Seanca mbaroi: nuk mund të shpërndahet asnjë dorë.

## Pontoon në shtëpi: shlyerja, një rresht për bankierin dhe pastaj një për çdo dorë

terminal-settle-hard-21 = { $who ->
    [you] U ndale në një 21 të fortë, që nuk merr letër: paguhen vetëm Pontoon-ët dhe duart me pesë letra, dyfish.
   *[other] { $name } u ndal në një 21 të fortë, që nuk merr letër: paguhen vetëm Pontoon-ët dhe duart me pesë letra, dyfish.
}
terminal-settle-stayed-21 = { $who ->
    [you] U ndale në 21: paguhen vetëm Pontoon-ët dhe duart me pesë letra, dyfish.
   *[other] { $name } u ndal në 21: paguhen vetëm Pontoon-ët dhe duart me pesë letra, dyfish.
}
terminal-settle-stayed = { $who ->
    [you] U ndale në { $total }: «paguan nga { $paying }». Pontoon-ët dhe duart me pesë letra fitojnë dyfish.
   *[other] { $name } u ndal në { $total }: «paguan nga { $paying }». Pontoon-ët dhe duart me pesë letra fitojnë dyfish.
}
terminal-settle-banker-bust = { $who ->
    [you] U dogje: fiton çdo dorë që është ende në lojë.
   *[other] { $name } u dogj: fiton çdo dorë që është ende në lojë.
}
terminal-settle-banker-five = { $who ->
    [you] Bëre dorë me pesë letra: Pontoon-ët fitojnë dyfish, çdo dorë tjetër humb dyfish.
   *[other] { $name } bëri dorë me pesë letra: Pontoon-ët fitojnë dyfish, çdo dorë tjetër humb dyfish.
}
terminal-settle-banker-pontoon = { $who ->
    [you] Tregove Pontoon dhe mblodhe nga të gjithë.
   *[other] { $name } tregoi Pontoon dhe mblodhi nga të gjithë.
}
terminal-settle-not-played = Të gjitha duart u dogjën: bankieri nuk luajti.
terminal-hand-not-over = Dora nuk ka mbaruar.
terminal-settle-doubled = Bankieri dyfishoi: duart e zakonshme shlyhen dy herë.
terminal-not-shown = pa u treguar
terminal-settle-why = { $why ->
    [pontoon] Pontoon-i paguan dyfish
    [five] dora me pesë letra paguan dyfish
    [five-loses] dora me pesë letra humb ndaj asaj të bankierit
    [bust] u dogj
    [not-played] nuk luajti
    [beats] mund bankierin
   *[does-not-beat] nuk mund bankierin
}
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net } mbi { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net } mbi { $stake }, ndaj arkës { $shoot }

## Tryezat e kazinosë: tryeza, lëvizjet dhe tastet e tyre

terminal-dealer = Dileri
terminal-shoe = kutia { $cards ->
    [one] { $cards } letër
   *[other] { $cards } letra
}
terminal-shoe-due = (duhet përzier)
terminal-house = kazinoja { $net }
terminal-bet-passes = kalon
terminal-bet-column = bast { $stake }
terminal-bet-column-bought = bast { $stake } (blerë)
terminal-casino-move-bet = vë bast { $amount } (ose shkruaj shumën, { $min }–{ $max })
terminal-casino-move-pass = kalo
terminal-casino-move-twist = merr letër
terminal-casino-move-stick = ndalo
terminal-casino-move-buy = bli (+{ $cost })
terminal-casino-move-split = ndaj (+{ $cost })
terminal-casino-cannot-bet = Nuk mund të vësh bast: minimumi i tryezës është { $least } dhe ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}. q mbyll seancën.
terminal-casino-full = Ke fituar sa lejohet: një vend mund të mbajë më së shumti { $most } fisha. q mbyll seancën.

## Tryezat e kazinosë: çfarë ndodh

terminal-bets = { $who ->
    [you] Vë bast { $amount }.
   *[other] { $name } vë bast { $amount }.
}
terminal-passes = { $who ->
    [you] Kalon këtë raund.
   *[other] { $name } kalon këtë raund.
}
terminal-all-passed = Të gjithë kaluan: nuk shpërndahet asgjë.
terminal-shoe-shuffled = Kutia përzihet dhe pritet.
terminal-round-started = Raundi { $number }.
terminal-dealer-dealt-down = Dileri merr { $card }, me fytyrë poshtë.
terminal-dealer-has-pontoon = Dileri ka Pontoon: { $cards }. Të gjitha bastet humbin.
terminal-has-pontoon = { $who ->
    [you] Ke Pontoon!
   *[other] { $name } ka Pontoon!
}
terminal-splits = { $who ->
    [you] Ndan.
   *[other] { $name } ndan.
}
terminal-buys = { $who ->
    [you] Blen { $card }.
   *[other] { $name } blen { $card }.
}
terminal-bust = { $who ->
    [you] Digjesh dhe humb { $lost }.
   *[other] { $name } digjet dhe humb { $lost }.
}
terminal-dealer-turns = Dileri zbulon { $cards }.
terminal-dealer-draws = Dileri tërheq { $card }.
terminal-dealer-nothing-to-beat = Dileri nuk ka më dorë për të mundur dhe nuk tërheq ({ $total }).
terminal-dealer-stands = Dileri ndalet në { $total }.
terminal-dealer-five = Dileri bën dorë me pesë letra!
terminal-dealer-bust = Dileri digjet!
terminal-casino-session-over = Seanca mbaroi: askush nuk mund të vërë bast.

## Tryezat e kazinosë: shlyerja

terminal-settle-dealer-pontoon = Dileri kishte Pontoon ({ $cards }): të gjitha bastet humbin.
terminal-settle-dealer-bust = Dileri u dogj ({ $cards }): fiton çdo dorë që është ende në lojë.
terminal-settle-dealer-five = Dileri bëri dorë me pesë letra ({ $cards }): mund gjithçka përveç një Pontoon-i.
terminal-settle-dealer-no-draw = Çdo dorë u dogj ose ishte Pontoon, ndaj dileri nuk tërhoqi ({ $cards }).
terminal-settle-dealer-stood = Dileri u ndal: { $cards } { $total }.
terminal-round-not-over = Raundi nuk ka mbaruar.
terminal-settle-casino-why = { $why ->
    [pontoon] Pontoon-i paguan 2 me 1
    [five] dora me pesë letra paguan 2 me 1
    [bust] u dogj
    [beats] mund dilerin
   *[does-not-beat] nuk mund dilerin
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net } mbi { $stake }

## Palace Poker: tryeza

terminal-column = { $column ->
    [player] lojtari
    [chips] fisha
    [status] gjendja
    [banner] flamuri
    [palace] pallati
   *[soldiers] ushtarët
}
terminal-status = { $status ->
    [sat-out] nuk luan
    [in] në dorë
    [folded] palosi
    [beaten] u mund
    [tied-out] barazoi
    [attacking] sulmon
   *[defending] mbrohet
}
terminal-palace-dealer-role = (dileri)
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] Shpërndarja e parë: ti
        [next] Shpërndarja tjetër: ti
       *[now] Shpërndan ti
    }
   *[other] { $when ->
        [first] Shpërndarja e parë: { $name }
        [next] Shpërndarja tjetër: { $name }
       *[now] Shpërndan { $name }
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] pa kufi { $small }/{ $big }
   *[limit] me kufi { $small }/{ $big }
}
terminal-palace-ante = ante { $ante }
terminal-palace-hand-over = Dora { $number } mbaroi
terminal-palace-pot = poti { $pot }
terminal-palace-draw-pile = për tërheqje { $count }
terminal-palace-discard-pile = të hedhura { $count }
terminal-your-hand = Dora jote, pa përjashtime: { $hand }.
terminal-battle = { $who ->
    [you] Betejë: sulmon lojtarin { $target }. Bastet deri tani: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Betejë: { $name } të sulmon. Bastet deri tani: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Betejë: { $name } sulmon lojtarin { $target }. Bastet deri tani: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] Ngrite { $raise }.
   *[other] { $name } ngriti { $raise }.
}
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] Duhet të paguash { $call } (gjithçka që ke) për të thirrur, ose palos.
       *[no] Duhet të paguash { $call } për të thirrur, ose palos.
    }
   *[other] { $all_in ->
        [yes] { $name } duhet të paguajë { $call } (gjithçka që ka) për të thirrur, ose të palosë.
       *[no] { $name } duhet të paguajë { $call } për të thirrur, ose të palosë.
    }
}
terminal-must-fight-now = Betejë e detyruar: { $names } (kaloi një raund i qetë): sulm ose palosje.
terminal-battle-shown-since = { $who ->
    [you] Beteja e zbuluar: sulmove lojtarin { $target }; { $outcome }.
   *[other] { $whom ->
        [you] Beteja e zbuluar: { $name } të sulmoi; { $outcome }.
       *[other] Beteja e zbuluar: { $name } sulmoi lojtarin { $target }; { $outcome }.
    }
}
terminal-counts = vlejnë
terminal-versus = kundër { $name }: { $exclusion } → { $hand }
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] nuk ke spathi, ndaj të gjitha letrat e tua vlejnë kundër një flamuri spathi
        [diamond] nuk ke karo, ndaj të gjitha letrat e tua vlejnë kundër një flamuri karo
        [heart] nuk ke kupa, ndaj të gjitha letrat e tua vlejnë kundër një flamuri kupë
       *[spade] nuk ke maça, ndaj të gjitha letrat e tua vlejnë kundër një flamuri maç
    }
   *[some] { $suit ->
        [club] spathitë e tua nuk vlejnë kundër një flamuri spathi
        [diamond] karotë e tua nuk vlejnë kundër një flamuri karo
        [heart] kupat e tua nuk vlejnë kundër një flamuri kupë
       *[spade] maçat e tua nuk vlejnë kundër një flamuri maç
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] nuk ke dyshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri dysh
        [three] nuk ke treshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri tresh
        [four] nuk ke katërshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri katërsh
        [five] nuk ke pesëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri pesësh
        [six] nuk ke gjashtëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri gjashtësh
        [seven] nuk ke shtatëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri shtatësh
        [eight] nuk ke tetëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri tetësh
        [nine] nuk ke nëntëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri nëntësh
        [ten] nuk ke dhjetëshe, ndaj të gjitha letrat e tua vlejnë kundër një flamuri dhjetësh
        [jack] nuk ke fantë, ndaj të gjitha letrat e tua vlejnë kundër një flamuri fant
        [queen] nuk ke dama, ndaj të gjitha letrat e tua vlejnë kundër një flamuri damë
        [king] nuk ke mbretër, ndaj të gjitha letrat e tua vlejnë kundër një flamuri mbret
       *[ace] nuk ke asë, ndaj të gjitha letrat e tua vlejnë kundër një flamuri as
    }
   *[some] { $rank ->
        [two] dyshet e tua nuk vlejnë kundër një flamuri dysh
        [three] treshet e tua nuk vlejnë kundër një flamuri tresh
        [four] katërshet e tua nuk vlejnë kundër një flamuri katërsh
        [five] pesëshet e tua nuk vlejnë kundër një flamuri pesësh
        [six] gjashtëshet e tua nuk vlejnë kundër një flamuri gjashtësh
        [seven] shtatëshet e tua nuk vlejnë kundër një flamuri shtatësh
        [eight] tetëshet e tua nuk vlejnë kundër një flamuri tetësh
        [nine] nëntëshet e tua nuk vlejnë kundër një flamuri nëntësh
        [ten] dhjetëshet e tua nuk vlejnë kundër një flamuri dhjetësh
        [jack] fantët e tu nuk vlejnë kundër një flamuri fant
        [queen] damat e tua nuk vlejnë kundër një flamuri damë
        [king] mbretërit e tu nuk vlejnë kundër një flamuri mbret
       *[ace] asët e tu nuk vlejnë kundër një flamuri as
    }
}

## Palace Poker: lëvizjet, tastet e tyre dhe zgjedhjet

terminal-palace-move-cut-deal = tërhiq për dilerin
terminal-palace-move-deal = shpërndaj
terminal-palace-move-buy-soldier = bli për { $price }
terminal-palace-move-let-go = hidh ushtarë
terminal-palace-move-discard = hidh
terminal-palace-move-attack = sulmo (bast { $bet })
terminal-palace-move-call = thirr { $amount }
terminal-palace-move-raise = ngri { $amount }
terminal-palace-move-fold = palos
terminal-palace-move-stay = qëndro
terminal-let-go-up-to = Cilët ushtarë hedh? (deri { $max }; asnjë: i mban të gjithë)
terminal-let-go-exactly = Cilët ushtarë hedh? (saktësisht { $count })
terminal-let-go-between = Cilët ushtarë hedh? (të paktën { $min }, më së shumti { $max })
terminal-let-go-keys = Numrat (ose ←→ dhe Space) zgjedhin; Enter hedh të zgjedhurit; Esc kthehet pas.
terminal-attack-whom = Kë sulmon? (bast { $bet })
terminal-attack-whom-range = Kë sulmon? (bast { $min } deri { $max })
terminal-attack-keys = Numrat (ose ←→) zgjedhin; Enter sulmon; Esc kthehet pas.
terminal-attack-keys-bet = Numrat (ose ←→) zgjedhin; Enter, pastaj basti; Esc kthehet pas.
terminal-choose-soldiers = Zgjidh ushtarët me numrat e tyre (ose ←→ dhe Space), pastaj Enter; Esc kthehet pas.
terminal-choose-at-least = Zgjidh të paktën { $count ->
    [one] { $count } ushtar
   *[other] { $count } ushtarë
} për t'i hedhur ({ $chosen } të zgjedhur).
terminal-choose-at-most = Zgjidh më së shumti { $count ->
    [one] { $count } ushtar
   *[other] { $count } ushtarë
} për t'i hedhur.
terminal-choose-target = Zgjidh kë sulmon me numrin e tij (ose ←→), pastaj Enter; Esc kthehet pas.
terminal-palace-sit-out = Nuk luan: ke { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
}, dhe duhen { $least ->
    [one] { $least } fishë
   *[other] { $least } fisha
} (ante-ja dhe të paktën një fishë) për të hyrë në shpërndarje. q mbyll seancën.

## Palace Poker: çfarë ndodh

terminal-palace-cut = Tërheqja për dilerin: { $cuts }. { $who ->
    [you] Shpërndarjen e parë e bën ti.
   *[other] Shpërndarjen e parë e bën { $name }.
}
terminal-palace-hand-started = { $who ->
    [you] Dora { $number }: shpërndan ti; { $players } lojtarë vënë ante { $ante }.
   *[other] Dora { $number }: shpërndan { $name }; { $players } lojtarë vënë ante { $ante }.
}
terminal-banner = { $who ->
    [you] Merr flamurin { $card }.
   *[other] { $name } merr flamurin { $card }.
}
terminal-banner-passed = { $who ->
    [you] Merr flamurin { $card } ({ $passed } u kaluan: ngjyra që janë tashmë në grup).
   *[other] { $name } merr flamurin { $card } ({ $passed } u kaluan: ngjyra që janë tashmë në grup).
}
terminal-banner-discards = Pakoja mbaroi: { $count } letrat e flamujve të kaluara përzihen për të vazhduar shpërndarjen.
terminal-your-palace = Pallati yt: { $cards }.
terminal-palace-of = Pallati i lojtarit { $name }: { $cards }.
terminal-refilled = Letrat e hedhura përzihen në një grumbull të ri tërheqjeje me { $count }.
terminal-soldier-bought = { $who ->
    [you] Blen { $card } për { $price }.
   *[other] { $name } blen { $card } për { $price }.
}
terminal-keeps-soldiers = { $who ->
    [you] I mban të gjithë ushtarët.
   *[other] { $name } i mban të gjithë ushtarët.
}
terminal-discards = { $who ->
    [you] Hedh { $cards }.
   *[other] { $name } hedh { $cards }.
}
terminal-palace-stays = { $who ->
    [you] Qëndron.
   *[other] { $name } qëndron.
}
terminal-folds = { $who ->
    [you] Palos.
   *[other] { $name } palos.
}
terminal-attacks = { $who ->
    [you] Sulmon lojtarin { $target } me një bast prej { $bet }.
   *[other] { $whom ->
        [you] { $name } të sulmon me një bast prej { $bet }.
       *[other] { $name } sulmon lojtarin { $target } me një bast prej { $bet }.
    }
}
terminal-raises = { $who ->
    [you] Ngre me { $raise }, duke paguar { $paid }.
   *[other] { $name } ngre me { $raise }, duke paguar { $paid }.
}
terminal-calls = { $who ->
    [you] Thërret për { $paid }.
   *[other] { $name } thërret për { $paid }.
}
terminal-folds-battle = { $who ->
    [you] Palos në betejë.
   *[other] { $name } palos në betejë.
}
terminal-folds-battle-returned = { $who ->
    [you] Palos në betejë; { $taker } merr mbrapsht ngritjen prej { $returned } që s'e thirri askush.
   *[other] { $whom ->
        [you] { $name } palos në betejë; merr mbrapsht ngritjen prej { $returned } që s'e thirri askush.
       *[other] { $name } palos në betejë; { $taker } merr mbrapsht ngritjen prej { $returned } që s'e thirri askush.
    }
}
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Beteja e zbuluar: { $attacker_who ->
    [you] ti
   *[other] { $attacker }
} { $attacker_hand }; { $defender_who ->
    [you] ti
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
terminal-outcome-tie-split = barazim: dy të fundit ndajnë potin
terminal-outcome-tie-out = barazim: të dy dalin jashtë
terminal-outcome-banner = { $who ->
    [you] fiton me letrat e flamurit, { $won } me { $lost }, me duar të barabarta
   *[other] { $name } fiton me letrat e flamurit, { $won } me { $lost }, me duar të barabarta
}
terminal-outcome-better = { $who ->
    [you] fiton me dorën më të mirë
   *[other] { $name } fiton me dorën më të mirë
}
terminal-captures = { $who ->
    [you] Merr flamurin dhe ushtarët e lojtarit { $loser }: { $cards }.
   *[other] { $whom ->
        [you] { $name } merr flamurin dhe ushtarët e tu: { $cards }.
       *[other] { $name } merr flamurin dhe ushtarët e lojtarit { $loser }: { $cards }.
    }
}
terminal-must-fight = Kaloi një raund i qetë: betejë e detyruar, me sulm ose palosje: { $names }.
terminal-showdown-one = { $who ->
    [you] ti { $hand }
   *[other] { $name } { $hand }
}
terminal-showdown = Përballja: { $hands }.
terminal-pot-won = { $who ->
    [you] Merr potin prej { $pot }.
   *[other] { $name } merr potin prej { $pot }.
}
terminal-pot-shared = Potin prej { $pot } e ndajnë: { $names }.
terminal-palace-session-over = Seanca mbaroi: më pak se dy lojtarë mund të paguajnë ante-në.

## Palace Poker: fundi i një dore

terminal-hand-won = { $who ->
    [you] Merr potin prej { $pot }: { $ending }.
   *[other] { $name } merr potin prej { $pot }: { $ending }.
}
terminal-hand-shared = Potin prej { $pot } e ndajnë: { $names }; { $ending }.
terminal-ending = { $ending ->
    [last-standing] të gjithë të tjerët janë jashtë
    [shared-suit] të mbeturit kanë flamur të së njëjtës ngjyrë, ndaj askush nuk mund të sulmojë
    [shared-rank] të mbeturit kanë flamur të të njëjtit rang, ndaj askush nuk mund të sulmojë
    [tied-battle] dy të fundit barazuan betejën e tyre
   *[showdown] dora më e mirë në përballje pas një raundi të qetë
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Rezultatet: { $nets }.

## Një lojë pa fytyrë të vetën: fushat e saj, si i quan loja

terminal-plain-none = asgjë
terminal-plain-player = { $you ->
    [yes] { $name } (ti): { $chips ->
        [one] { $chips } fishë
       *[other] { $chips } fisha
    }
   *[no] { $name }: { $chips ->
        [one] { $chips } fishë
       *[other] { $chips } fisha
    }
}
terminal-plain-round-over = Raundi { $number } mbaroi: { $net } { $chips ->
    [one] fishë
   *[other] fisha
} për ty.

## Këshilltari, në një tavolinë kazinoje (docs/terminal.md, "The coach")

terminal-keys-bar-coach = { $on ->
    [yes] h këshillë · v numërimi · c fik këshilltarin · ? rregullat · q dil
   *[no] c këshilltari · ? rregullat · q dil
}
terminal-coach-on = Këshilltari është ndezur: h tregon sa vlen çdo lëvizje e mundshme e dorës sate.
terminal-coach-off = Këshilltari është fikur.
terminal-coach-is-off = Këshilltari është fikur: c e ndez.
terminal-coach-counts = { $count ->
    [seen] Këshilltari numëron edhe çdo letër të parë që nga përzierja.
   *[fresh] Këshilltari numëron me një kuti të sapopërzier.
}
terminal-coach-not-your-hand = Këshilltari vlerëson lëvizjet e dorës sate, kur është radha jote.
terminal-coach-unread = Këshilltari nuk e lexon dot këtë tavolinë.
terminal-coach-title = { $count ->
    [seen] Këshilltari, me letrat e para
   *[fresh] Këshilltari, me kuti të sapopërzier
}
terminal-coach-hand = Dora jote: { $cards } · bast { $bet }
terminal-coach-move = { $choice ->
    [stick] ndalo
    [twist] merr letër
    [buy] bli
   *[split] ndaj
}
terminal-coach-bets = { $bets } baste
terminal-coach-chips = { $chips } fisha
terminal-coach-best = më e mira
terminal-coach-yours = përgjigjja jote
terminal-decimal = { $whole },{ $fraction }
terminal-coach-review-clean = Vlerësimi i këshilltarit: { $decisions ->
    [one] vendimi yt i vetëm ishte më i miri.
   *[other] të { $decisions } vendimet e tua ishin më të mirat.
}
terminal-coach-review = Vlerësimi i këshilltarit: { $decisions ->
    [one] vendimi yt i vetëm nuk ishte më i miri dhe kushtoi
   *[other] { $mistakes ->
        [one] një nga { $decisions } vendimet e tua nuk ishte më i miri dhe kushtoi
       *[other] { $mistakes } nga { $decisions } vendimet e tua nuk ishin më të mirat dhe kushtuan
    }
} mesatarisht { $chips } fisha ({ $bets } baste):
terminal-coach-mistake = raundi { $round }, { $hand }: { $taken } kur më mirë ishte { $best }, -{ $chips } fisha (-{ $bets } baste)
terminal-coach-more = … dhe { $more } të tjera, të shkruara kur del.
terminal-coach-review-failed = Këshilltari nuk e vlerësoi dot seancën: { $error }

## Stërvitja, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = stërvitje
terminal-train-score = { $right } të sakta nga { $answered }
terminal-train-kind = { $kind ->
    [hard] Dorë e fortë:
    [soft] Dorë e butë:
   *[pair] Një çift:
}
terminal-train-bought = Ke blerë: basti u dyfishua; mund të marrësh letër, jo të blesh sërish.
terminal-train-shares = Tani: të forta { $hard }% · të buta { $soft }% · çifte { $pair }% (më shpesh ato që gabon)
terminal-train-keys-bar = q mbaro stërvitjen
terminal-train-last = Përgjigjja jote e fundit
terminal-train-first = Përgjigju me tastin e një lëvizjeje: këshilltari të thotë nëse ishte më e mira dhe sa vlen çdo lëvizje.
terminal-train-right = Saktë: { $best } është lëvizja më e mirë.
terminal-train-wrong = Gabim: { $taken } humb { $cost } baste kundrejt më të mirës, { $best }.
terminal-train-was = { $kind ->
    [hard] Dora e fortë
    [soft] Dora e butë
   *[pair] Çifti
} { $hand }: sa vlen çdo lëvizje
terminal-train-not-open = Kjo dorë nuk mund të bëjë tani: { $choice }.
terminal-train-keys = Përgjigju me tastin e një lëvizjeje (më poshtë); q mbaron stërvitjen.
terminal-train-over = Stërvitja mbaroi: { $right } të sakta nga { $answered }.
terminal-train-missed = Gabime: { $hard } të forta, { $soft } të buta, { $pair } çifte; gabimet kushtuan gjithsej { $cost } baste.
