# pontoon
# Lojërat në shtëpi: Pontoon tradicional, ku bankën e mban një lojtar (bankieri), dhe Shoot Pontoon,
# ku banka mban një arkë kundër basteve të lojtarëve ndaj arkës. Butonat janë ata të moves.ftl (Vë
# bast, Merr letër, Ndalo, Bli, Ndaj). Fjalët: bankieri, banka, arka, basti ndaj arkës, pakoja,
# tërheqja për bankën, digjet, ndërro, dorë me pesë letra, me fytyrë lart / poshtë.
# Emrat nuk lakohen: para tyre qëndron "lojtarit" ose pas tyre dy pika.

## Who is who

pontoon-seat = vendi { $seat }
pontoon-who-hand = { $name } (dora { $hand })
pontoon-bank-of = { $name } (banka)
pontoon-the-bank = Banka

## The bank at the head of the table

pontoon-plaque = BANKA
pontoon-banker-due = Banka caktohet me tërheqje
pontoon-banker-none = Banka: askush ende
pontoon-banker-is = Banka: { $name }
pontoon-banker-mine = Banka: { $name } (ti)
pontoon-aria-bank = banka
pontoon-aria-bank-due = banka, caktohet me tërheqje
pontoon-aria-bank-name = banka: { $name }
pontoon-aria-bank-mine = banka: { $name }, ti
pontoon-aria-seat-bank = , banka
pontoon-chips = { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
  }
pontoon-kitty = Arka { $kitty }
pontoon-aria-kitty = arka ka { $kitty }
pontoon-kitty-this-hand = ({ $net } këtë dorë)
pontoon-last-bank = Dora { $number }: banka e { $name }
pontoon-doubled = Çdo bast u dyfishua
pontoon-offer-line = { $banker } i ofron bankën lojtarit { $buyer } për { $price }
pontoon-offer-line-you = { $banker } të ofron bankën për { $price }

## The cut for the first bank

pontoon-cut-title = Tërheqja për bankën: letra më e lartë merr bankën, asi është më i larti
pontoon-cut-again-note = (sërish, raundi { $round })
pontoon-cut-winner = { $name } tërheq letrën më të lartë, { $card }, dhe mban bankën
pontoon-cut-winner-tie = { $tied } barazuan dhe tërhoqën sërish: { $name } tërheq letrën më të lartë, { $card }, dhe mban bankën
pontoon-cut-winner-bare = { $name } tërheq letrën më të lartë dhe mban bankën
pontoon-cut-winner-tie-bare = { $tied } barazuan dhe tërhoqën sërish: { $name } tërheq letrën më të lartë dhe mban bankën
pontoon-cut-log = Tërheqja për bankën: { $cuts }. { $banker } mban bankën
pontoon-cut-log-again = sërish, raundi { $round }: { $cuts }
pontoon-cut-due-none = Lojtarët tërheqin letra për bankën sapo të ulen dy
pontoon-cut-due-call = { $name } duhet të nisë tërheqjen për bankën
pontoon-cut-due-wait = { $name } u ul para të tjerëve dhe nis tërheqjen për bankën: pritet një lojtar i dytë

## A hand's box, its result and its shoot bet

pontoon-box-face-down = me fytyrë poshtë
pontoon-box-drawing = merr letra
pontoon-box-playing = luan
pontoon-box-sticks = ndalet
pontoon-box-split = e ndarë
pontoon-box-pontoon = Pontoon
pontoon-box-five = Dorë me pesë letra
pontoon-box-bust = U dogj
pontoon-box-not-played = nuk luajti: u dogj çdo dorë
pontoon-box-stayed = ndalet në { $total }: paguan { $paying }
pontoon-box-stayed-21 = ndalet në { $total }: paguan vetëm Pontoon-ët dhe duart me pesë letra
pontoon-result-pontoon = Pontoon-i fiton { $amount }
pontoon-result-five = Dora me pesë letra fiton { $amount }
pontoon-result-wins = fiton { $amount }
pontoon-result-bust = u dogj: humb { $amount }
pontoon-result-loses = humb { $amount }
pontoon-result-even = del baras
pontoon-shoot-bet = bast ndaj arkës { $amount }
pontoon-shoot-bet-fourth = bast ndaj arkës { $amount }: duhet të vijë letra e katërt
pontoon-shoot-won = basti ndaj arkës fiton { $amount } nga arka
pontoon-shoot-lost = basti ndaj arkës humbi: { $amount } në arkë
pontoon-shoot-even = basti ndaj arkës del baras
pontoon-shoot-open = mund të vërë bastin e vet ndaj arkës
pontoon-burnt = të ndërruara
pontoon-tag-bought = blerë { $amount }
pontoon-tag-bought-title = blerë me fytyrë poshtë
pontoon-tag-twisted = marrë
pontoon-tag-twisted-title = marrë me fytyrë lart
pontoon-stake-line = bast { $stake }
pontoon-stake-line-bought = bast { $stake }, blerë për { $buys }

## A seat

pontoon-badge = mban bankën
pontoon-seat-plays-bank = luan dorën e bankës, sipër
pontoon-seat-deals-bank = shpërndan nga banka, sipër
pontoon-seat-calls-cut = u ul para të tjerëve: nis tërheqjen për bankën
pontoon-seat-stakes = vë bast { $amount }
pontoon-seat-to-stake = duhet të vërë bast
pontoon-seat-no-stake = ende pa bast
pontoon-seat-net = këtë dorë { $net }

## Where the table stands

pontoon-status-hand = Dora { $number }
pontoon-status-hand-over = Dora { $number } mbaroi
pontoon-status-pack = { $pack ->
    [one] { $pack } letër në pako
   *[other] { $pack } letra në pako
  }
pontoon-status-pack-shuffle = { $pack ->
    [one] { $pack } letër në pako, përzihet para shpërndarjes tjetër
   *[other] { $pack } letra në pako, përzihen para shpërndarjes tjetër
  }
pontoon-wait-offered = Lojtarit { $buyer } i ofrohet banka për { $price }
pontoon-wait-deal = { $bank } duhet të shpërndajë
pontoon-wait-stake = { $who } duhet të vërë bast
pontoon-wait-double = { $bank } vendos nëse do t'i dyfishojë bastet
pontoon-wait-shoot = { $who } mund të vërë bast ndaj arkës
pontoon-wait-play = { $who } po luan
pontoon-wait-play-hand = { $who } po luan dorën { $hand }
pontoon-wait-bank = { $bank } po luan
pontoon-wait-over = Tani nuk mund të shpërndahet asnjë dorë: tryeza pret lojtarë me fisha

## The log

pontoon-log-title = Duart
pontoon-shuffled = Pakoja përzihet
pontoon-shuffled-fair = Pakoja përzihet (përzierja { $shuffle })
pontoon-hand-started = Dora { $number }: { $banker } shpërndan për { $punters }
pontoon-hand-started-nobody = Dora { $number }: { $banker } nuk ka kujt t'i shpërndajë
pontoon-bank-takes = { $bank } merr { $card }
pontoon-bank-takes-down = { $bank } merr një letër me fytyrë poshtë
pontoon-gets = { $who } merr { $card }
pontoon-gets-down = { $who } merr një letër me fytyrë poshtë
pontoon-bank-looks = { $bank } shikon letrat
pontoon-bank-looks-at = { $bank } shikon { $cards }
pontoon-staked = { $who } vë bast { $amount }
pontoon-bank-doubles = { $bank } dyfishon çdo bast
pontoon-bank-lets-stand = { $bank } i lë bastet siç janë
pontoon-shot = { $who } vë { $amount } bast ndaj arkës
pontoon-no-shot = { $who } nuk vë bast ndaj arkës
pontoon-burns = { $who } ndërron { $cards } dhe merr dy letra të reja
pontoon-kitty-put = { $bank } vë { $amount } në arkë: tani ka { $kitty }
pontoon-kitty-returned = { $amount } nga arka i kthehen lojtarit { $to }
pontoon-bank-pontoon = { $bank } ka Pontoon ({ $cards }): dora mbaroi
pontoon-declares = { $who } shpall Pontoon ({ $cards })
pontoon-splits = { $who } ndan { $cards }
pontoon-buys = { $who } blen { $card } për { $amount }
pontoon-buys-down = { $who } blen një letër me fytyrë poshtë për { $amount }
pontoon-twists = { $who } merr letër: { $card }
pontoon-sticks = { $who } ndalet
pontoon-five = { $who }: dorë me pesë letra
pontoon-bust = { $who } digjet ({ $cards }) dhe humb { $lost }
pontoon-bank-turns = { $bank } kthen me fytyrë lart { $cards }
pontoon-bank-stays = { $bank } ndalet në { $total }: paguan { $paying }
pontoon-bank-stays-21 = { $bank } ndalet në { $total }: paguan vetëm Pontoon-ët dhe duart me pesë letra
pontoon-bank-bust = { $bank } digjet: paguhet çdo dorë që është ende në lojë
pontoon-bank-five = { $bank } ka dorë me pesë letra
pontoon-shows = { $who } tregon { $cards }
pontoon-settled = Shlyerja: { $payments }
pontoon-settled-none = Shlyerja: asnjë fishë nuk lëviz
pontoon-pays = { $from } i paguan lojtarit { $to } { $amount }
pontoon-pays-kitty = { $from } i paguan arkës { $amount }
pontoon-kitty-pays = arka i paguan lojtarit { $to } { $amount }
pontoon-round-over = Dora { $number } mbaroi: { $results }
pontoon-kitty-net = arka { $net }
pontoon-bank-offers = { $bank } i ofron bankën lojtarit { $buyer } për { $price }
pontoon-turns-down = { $buyer } e refuzon bankën
pontoon-session-over = Nuk mund të shpërndahet më asnjë dorë
pontoon-passed-pontoon = Me Pontoon, { $to } ia merr bankën lojtarit { $from }: tani bankën e mban { $to }
pontoon-passed-broken = Banka e { $from } falimentoi: tani bankën e mban { $to }
pontoon-passed-sold = { $from } ia shet bankën lojtarit { $to } për { $price }: tani bankën e mban { $to }
pontoon-passed-left = { $from } e lë bankën: tani bankën e mban { $to }
pontoon-passed = Banka kalon nga { $from } te { $to }
pontoon-news-kitty = { $news }; { $amount } nga arka i kthehen lojtarit { $to }

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontoon
  }, { $mine ->
    [yes] banka jote
   *[no] banka e { $banker }
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Tërheqje për bankën
pontoon-verb-deal = Shpërndaj
pontoon-verb-burn = Ndërro
pontoon-verb-shoot = Bast ndaj arkës
pontoon-verb-kitty = Arka
pontoon-verb-double = Dyfisho
pontoon-verb-decline-double = Lëri bastet
pontoon-verb-offer-bank = Ofro bankën
pontoon-verb-accept-bank = Merr bankën
pontoon-verb-decline-bank = Refuzo bankën

## The controls

pontoon-range = { $min } deri në { $max }
pontoon-slider = { $label }, nga { $min } deri në { $max }
pontoon-amount-whole = { $move }: shuma duhet të jetë numër i plotë fishash, { $range }
pontoon-amount-range = { $move }: shuma duhet të jetë nga { $min } deri në { $max }
pontoon-price-whole = Ofro bankën: çmimi duhet të jetë numër i plotë fishash, { $range }
pontoon-price-range = Ofro bankën: çmimi duhet të jetë nga { $min } deri në { $max }
pontoon-cut-hint = U ule para të tjerëve, ndaj tërheqjen e nis ti: çdo lojtar merr një letër me fytyrë lart, dhe më e larta (asi është më i larti) mban bankën; në barazim tërhiqet sërish.
pontoon-offer-you = { $banker } të ofron bankën për { $price }. Nëse e pranon, dorën tjetër e shpërndan ti.
pontoon-aria-offer = oferta e bankës
pontoon-take-bank-for = Merr bankën për { $price }
pontoon-turn-it-down = Refuzoje
pontoon-kitty-add = Shto në arkë
pontoon-kitty-up = Vër një arkë
pontoon-kitty-button = Vër { $amount } në arkë
pontoon-kitty-note = Nga { $range } fisha të tuat, të veçuara kundër basteve ndaj arkës; arka tani ka { $kitty }, më së shumti { $most }. Sa kohë mban bankën, prej saj nuk del asgjë.
pontoon-deal-hand = Shpërndaj dorën { $number }
pontoon-stake-label = Basti yt
pontoon-stake-button = Vë bast { $amount }
pontoon-stake-note = Nga { $range }, kufijtë e tryezës.
pontoon-stake-note-cover = Nga { $range }: tryeza lejon deri në { $most }, dhe fishat e tua mbulojnë { $cover } (rregulli i mbulimit).
pontoon-double-button = Dyfisho çdo bast
pontoon-shoot-label = Bast ndaj arkës
pontoon-shoot-label-fourth = Bast ndaj arkës para letrës së katërt
pontoon-shoot-button = Bast ndaj arkës { $amount }
pontoon-shoot-note = Nga { $range }: arka ka { $kitty }, dhe bastet ndaj arkës në lojë nuk mund ta kalojnë kurrë.
pontoon-shoot-note-fourth = Nga { $range }: arka ka { $kitty }, dhe bastet ndaj arkës në lojë nuk mund ta kalojnë kurrë. Pas një basti ndaj arkës duhet të marrësh letrën e katërt.
pontoon-no-shoot = Pa bast ndaj arkës
pontoon-take-card = Merr letër
pontoon-stay = Ndalo
pontoon-twist-button = Merr letër (me fytyrë lart)
pontoon-buy-label = Bli një letër me fytyrë poshtë
pontoon-buy-button = Bli për { $amount }
pontoon-buy-note = Nga { $range }, i shtohet bastit të kësaj dore.
pontoon-sell = Shit bankën…
pontoon-sell-title = Shit bankën
pontoon-sell-to = Kujt
pontoon-sell-for = për
pontoon-sell-cancel = Anulo
pontoon-buyer-option = { $name } (mund të paguajë deri në { $most })
pontoon-price-note = Një çmim nga 1 deri në { $most }: të gjitha fishat e { $name } përveç njërës. { $name } e pranon ose e refuzon para shpërndarjes tjetër.
pontoon-price-none = { $name } nuk ka fisha të tepërta: tani banka nuk mund t'i shitet këtij lojtari.

## The keys

pontoon-key-enter = tërheqja për bankën (para dorës së parë), shpërndaj (bankieri, mes duarve), vë bast shumën e shkruar, ose ndalo
pontoon-key-plus = merr letër (edhe bankieri)
pontoon-key-star = bli një letër për shumën e shkruar
pontoon-key-slash = ndaj
pontoon-key-c = tërheqja për bankën
pontoon-key-d = shpërndaj
pontoon-key-t = merr letër
pontoon-key-s = ndalo (edhe bankieri)
pontoon-key-b = bli
pontoon-key-l = ndaj
pontoon-key-r = ndërro letrat
pontoon-key-o = bast ndaj arkës me shumën e shkruar
pontoon-key-k = vër shumën e shkruar në arkë
pontoon-key-y = po: dyfisho bastet, ose merr bankën e ofruar
pontoon-key-n = jo: pa bast ndaj arkës, lëri bastet, ose refuzo bankën
