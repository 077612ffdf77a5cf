# table: ajo që ndan faqja e tryezës së çdo loje (vendet, koka, përzierja e ndershme, radha,
# regjistri, letrat, totali dhe rezultati i një dore, opsionet e një loje dhe faqja e rregullave
# të një tryeze). Fjalët e rregullave: dileri, bankieri, banka, arka, fishat, pakoja, kutia,
# tërheqja (për bankën ose për dilerin), digjet, ndërro, basti i vogël, basti i madh, flamuri,
# ushtarët, me kufi, pa kufi; letrat: as, mbret, damë, fant; spathi, karo, kupë, maç.

## Koka e tryezës, titulli i skedës, sinjalet e radhës

table-heading = Tryeza { $table }
table-tab = Tryeza { $table } · Parlour
table-tab-turn = ● Radha jote · Tryeza { $table }
table-link-rules = rregullat
table-link-lobby = holli
table-alerts-label = në radhën tënde
table-alert-sound = Zëri
table-alert-notify = Më njofto
table-notify-title = Radha jote në tryezën { $table }
table-notify-none = Ky shfletues nuk ka njoftime.
table-notify-blocked = Shfletuesi i bllokon njoftimet nga kjo faqe: mund t'i lejosh te cilësimet e faqes.
table-paused = Salla e ka pezulluar këtë tryezë: { $reason }. Raundi në lojë mbaron, dhe asnjë raund i ri nuk fillon derisa tryeza të luajë sërish.
table-joining = Po hyn në tryezë…
table-your-turn = Radha jote: { $moves }
table-connection-lost = Lidhja humbi: asgjë nuk mund të bëhet derisa të kthehet.
table-request-lost = lidhja humbi; provo sërish
table-log-label = { $title }, më të rejat në fund
table-keys = Tastet
table-key-space = Hapësirë
table-ring-seconds = { $seconds } s
table-ring-label = koha që mbetet për këtë radhë
table-unknown-game = Ky klient nuk e njeh lojën { $game }.

## Vendet

table-seat-n = vendi { $seat }
table-seat-free = Vendi { $seat }: i lirë
table-you = (ti)
table-chips = { $count ->
    [one] { $count } fishë
   *[other] { $count } fisha
}
table-seat-label = vendi { $seat }: { $name }
table-seat-label-free = vendi { $seat }, i lirë
table-seat-label-mine = vendi yt
table-seat-label-on-turn = në radhë
table-sit-here = Ulu këtu
table-move-here = Zhvendosu këtu
table-move = Zhvendosje
table-add-bot = Shto një bot
table-bot-levels = Cili bot për vendin { $seat }?
table-bot-best = Më i miri, më i forti
table-bot-standard = Standard
table-bot-cautious = I kujdesshëm
table-bot-bold = I guximshëm
table-remove-bot = Hiq botin
table-sit-down = Ulu
table-chips-to-bring = Fisha që sjell
table-chips-to-bring-label = fisha që sjell
table-wallet-holds = Portofoli yt ka { $chips }.
table-wallet-holds-elsewhere = Portofoli yt ka { $chips }; { $elsewhere }.
table-chips-at-table = { $chips } në tryezën { $table }
table-bring-more = Sill më shumë fisha
table-bring-them = Sill
table-from-wallet = nga portofoli yt ({ $chips })
table-stand-up = Ngrihu
table-stay = Rri
table-stay-at-table = Rri në tryezë
table-stay-where-i-am = Rri ku jam
table-dont-sit = Mos u ul
table-watching = Po shikon. Zgjidh një vend të lirë për t'u ulur.
table-kept-sit = { $name } ulet këtu pas këtij raundi
table-kept-stand = largohet pas këtij raundi
table-kept-move = zhvendoset te vendi { $seat } pas këtij raundi
table-kept-top-up = sjell më shumë fisha pas këtij raundi
table-kept-bot-in = një bot ulet këtu pas këtij raundi
table-kept-bot-out = boti largohet pas këtij raundi
table-kept-bot-out-named = { $name } largohet pas këtij raundi
table-kept-move-here = një lojtar vjen këtu pas këtij raundi
table-kept-move-here-named = { $name } vjen këtu pas këtij raundi
table-away = larg
table-away-rule = Larg: asnjë lidhje e lojtarit nuk e ndjek tryezën. Radhët e tij kalojnë pas pak sekondash; kur ka humbur një raund të tërë, ose ka qenë larg tre minuta, nxirret nga loja dhe fishat i kthehen në portofol.
table-waiting-sit = { $until ->
    [round] Ulesh në vendin { $seat } kur të mbarojë ky raund.
   *[hand] Ulesh në vendin { $seat } kur të mbarojë kjo dorë.
}
table-waiting-stand = { $until ->
    [round] Largohesh nga tryeza kur të mbarojë ky raund.
   *[hand] Largohesh nga tryeza kur të mbarojë kjo dorë.
}
table-waiting-move = { $until ->
    [round] Zhvendosesh te vendi { $seat } kur të mbarojë ky raund.
   *[hand] Zhvendosesh te vendi { $seat } kur të mbarojë kjo dorë.
}
table-waiting-top-up = { $until ->
    [round] Fishat e tua vijnë kur të mbarojë ky raund.
   *[hand] Fishat e tua vijnë kur të mbarojë kjo dorë.
}
table-waiting-bot-in = { $until ->
    [round] Një bot ulet në vendin { $seat } kur të mbarojë ky raund.
   *[hand] Një bot ulet në vendin { $seat } kur të mbarojë kjo dorë.
}
table-waiting-bot-out = { $until ->
    [round] Boti në vendin { $seat } largohet kur të mbarojë ky raund.
   *[hand] Boti në vendin { $seat } largohet kur të mbarojë kjo dorë.
}
table-seated-sit = { $name } ulet në vendin { $seat } me { $chips }
table-seated-top-up = { $who } sjell edhe { $chips }
table-seated-stand = { $who } ngrihet
table-seated-move = { $who } zhvendoset te vendi { $seat }

## Emrat, tërheqja, përzierjet

table-names-and = { $first } dhe { $last }
table-shuffle-note = (përzierja { $shuffle })
table-cut-won = { $who } tërheq letrën më të lartë, { $card }, dhe { $prize ->
    [bank] mban bankën
    [deal] shpërndan dorën e parë
   *[other] { $prize }
}
table-cut-won-plain = { $who } tërheq letrën më të lartë dhe { $prize ->
    [bank] mban bankën
    [deal] shpërndan dorën e parë
   *[other] { $prize }
}
table-cut-tie-won = { $tied } barazuan dhe tërhoqën sërish: { $who } tërheq letrën më të lartë, { $card }, dhe { $prize ->
    [bank] mban bankën
    [deal] shpërndan dorën e parë
   *[other] { $prize }
}
table-cut-tie-won-plain = { $tied } barazuan dhe tërhoqën sërish: { $who } tërheq letrën më të lartë dhe { $prize ->
    [bank] mban bankën
    [deal] shpërndan dorën e parë
   *[other] { $prize }
}

## Letrat me fjalë, siç i lexon një lexues ekrani

table-card = { $rank ->
    [ace] as
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
   *[king] mbret
} { $suit ->
    [clubs] spathi
    [diamonds] karo
    [hearts] kupë
   *[spades] maç
}
table-card-down = një letër me fytyrë poshtë

## Totali dhe rezultati i një dore Pontoon (dileri i kazinosë)

table-soft = { $total } i butë
table-hand-pontoon = Pontoon
table-hand-five-card-trick = Dorë me pesë letra
table-hand-bust = U dogj
table-hand-bust-total = U dogj ({ $total })
table-result-pontoon = Pontoon paguan 2 me 1
table-result-five-card-trick = Dora me pesë letra paguan 2 me 1
table-result-dealer-bust = dileri u dogj: fiton 1 me 1
table-result-wins = fiton 1 me 1
table-result-bust = u dogj
table-result-dealer-pontoon = dileri ka Pontoon
table-result-tie = barazimi i shkon dilerit
table-result-loses = humb

## Fishat e një basti

table-cap-table = basti më i madh i tryezës
table-cap-seat = fishat e tua në tryezë
table-cap-own = kufiri yt i basteve
table-chip-over = { $cap ->
    [seat] Me { $chip } basti do të bëhej { $bet }: mbi fishat e tua në tryezë, { $most }
    [own] Me { $chip } basti do të bëhej { $bet }: mbi kufirin tënd të basteve, { $most }
   *[table] Me { $chip } basti do të bëhej { $bet }: mbi bastin më të madh të tryezës, { $most }
}

## Përzierja e ndershme

table-fair-summary = Përzierje e ndershme: e radhës është numri { $number }, e angazhuar me { $commitment }…
table-seeds-seen-open = Çdo lojtar i ulur përzien një farë në çdo përzierje: faqja jep një të rastësishme, përveç nëse lojtari shkruan të tijën. Në këtë përzierje çdo farë u tregohet të gjithëve në tryezë.
table-seeds-seen-hashed = Çdo lojtar i ulur përzien një farë në çdo përzierje: faqja jep një të rastësishme, përveç nëse lojtari shkruan të tijën. Derisa të zbulohet pakoja, farën tënde e sheh ti, ndërsa të tjerët vetëm hash-in e saj, ashtu si edhe ti sheh vetëm hash-et e tyre.
table-commitment = Angazhimi
table-seeds-for-it = Farat për të: { $seeds }
table-seeds-none = asnjë ende
table-seed-shown = { $who }: «{ $seed }»
table-seed-placeholder = fjalët e tua
table-seed-label = fara jote për përzierjen e radhës
table-seed-invalid = Një farë ka nga 1 deri në 64 shenja, asnjëra prej tyre shenjë kontrolli.
table-seed-give = Përdor farën time
table-seed-what = Farë
table-check-shuffles = Kontrollo përzierjet e bëra

## Opsionet e një loje, siç i emërtojnë formulari i hollit dhe faqja e rregullave

table-option-packs = Pako
table-option-reshuffle_at = Përzierja e kutisë
table-option-min_stake = Basti më i vogël
table-option-max_stake = Basti më i madh
table-option-max_hands = Duar nga ndarja
table-option-max_split_hands = Duar nga ndarja
table-option-split_by_value = Ndaj çdo dy letra me vlerë 10
table-option-dealer_hits_soft_17 = Dileri merr letër me 17 të butë
table-option-stick_min = Ndalo me të paktën
table-option-aces_only_split = Ndahen vetëm asët
table-option-banker_may_double = Bankieri mund të dyfishojë
table-option-player_pontoon_pays = Pontoon-i i lojtarit fiton
table-option-banker_pontoon_collects = Pontoon-i i bankierit mbledh
table-option-no_fifth_card_buy_under_12 = Pa blerë letrën e pestë nën 12
table-option-royal_pontoon = Pontoon Mbretëror (tre shtatëshe)
table-option-royal_pontoon_pays = Pontoon-i Mbretëror fiton
table-option-picture_beats_ten = Figura mund dhjetëshen
table-option-ace_ten_not_pontoon = Asi dhe dhjetëshi nuk janë Pontoon
table-option-natural_beats_plain = A-K dhe A-Q mundin A-J dhe A-T
table-option-burn = Ndërro një total të fortë
table-option-shoot = Baste ndaj arkës
table-option-kitty_min = Arka më e vogël
table-option-kitty_max = Arka më e madhe
table-option-small_bet = Bast i vogël
table-option-big_bet = Bast i madh
table-option-betting = Bastet
table-option-exclusion = Flamuri përjashton
table-option-max_soldiers = Më së shumti ushtarë
table-bound-min_stake = basti më i vogël
table-bound-kitty_min = arka më e vogël
table-bound-small_bet = basti i vogël
table-hint-from = nga { $from }, pa kufi të sipërm
table-hint-range = { $from } deri në { $to }
table-value-none = asnjë
table-value-no-limit = pa kufi
table-value-limit = me kufi
table-value-suit = ngjyrën e saj
table-value-rank = rangun e saj
table-yes = po
table-no = jo
table-fraction-quarter = një çerek
table-fraction-third = një e treta
table-fraction-half = gjysma
table-fraction-two-thirds = dy të tretat
table-fraction-three-quarters = tre të katërtat
table-shuffle-every-round = çdo raund
table-shuffle-after-quarter = pas një çereku
table-shuffle-after-third = pas një të tretës
table-shuffle-after-half = pas gjysmës
table-shuffle-after-two-thirds = pas dy të tretave
table-shuffle-after-three-quarters = pas tre të katërtave
table-shuffle-after = kur janë shpërndarë { $fraction }

## Faqja e rregullave të një tryeze

table-rules-title = Rregullat e tryezës { $table }
table-rules-caption = Opsionet e kësaj tryeze
table-rules-option = Opsioni
table-rules-here = Këtu
table-rules-does = Çfarë bën
table-rules-seats = Vendet në këtë sallë
table-rules-back = Kthehu te tryeza
table-span-seconds = { $count ->
    [one] { $count } sekondë
   *[other] { $count } sekonda
}
table-span-minutes = { $count ->
    [one] { $count } minutë
   *[other] { $count } minuta
}
table-room-turn = Çdo radhë zgjat { $span }; një bast ose një lëvizje që nuk bëhet në kohë merret si mbarim i kohës së radhës (kalo, ndalo).
table-room-seats = Vendet ndryshojnë ndërmjet raundeve. Ulja, ngritja, zhvendosja, sjellja e më shumë fishave, dhe futja ose heqja e një boti mund të kërkohen në çdo çast: gjatë një raundi vendi e thotë («largohet pas këtij raundi») dhe ndryshimi bëhet kur mbaron raundi. Deri atëherë, Rri e anulon.
table-room-away = Një lojtar, faqja e të cilit ka lënë tryezën, shfaqet si larg. Kur ka qenë larg { $grace }, radhët e tij nuk priten më. Nxirret nga loja kur ka qenë larg { $away }: ngrihet nga vendi ndërmjet raundeve dhe fishat i kthehen në portofol.
table-room-away-rounds = Një lojtar, faqja e të cilit ka lënë tryezën, shfaqet si larg. Kur ka qenë larg { $grace }, radhët e tij nuk priten më. Nxirret nga loja kur ka qenë larg { $away }, ose kur { $rounds ->
    [one] është luajtur një raund i tërë
   *[other] janë luajtur { $rounds } raunde të tëra
} pa të: ngrihet nga vendi ndërmjet raundeve dhe fishat i kthehen në portofol.
table-room-idle = Mbyllet një tryezë ku për { $span } nuk është ulur askush përveç bot-ëve.
