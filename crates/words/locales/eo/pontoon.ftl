# pontoon
# La hejmaj ludoj: tradicia Pontono, kie ludanto tenas la bankon, kaj Shoot Pontoon, kie la banko
# tenas kason kontraŭ la pafvetoj de la ludantoj. La butonoj Veti, Tordi, Resti, Aĉeti kaj Dividi
# estas tiuj de moves.ftl. La terminoj estas tiuj de la fonto (000) kaj de la glosaro: bankisto,
# banko, kaso, pafveto, Pontono, Kvinkarta Truko, fali (la mano falis), tordi, aĉeti, resti,
# dividi, tranĉi, kartaro.

## Who is who

pontoon-seat = seĝo { $seat }
pontoon-who-hand = { $name } (mano { $hand })
pontoon-bank-of = { $name } (bankisto)
pontoon-the-bank = La banko

## The bank at the head of the table

pontoon-plaque = BANKO
pontoon-banker-due = Oni tranĉos por la banko
pontoon-banker-none = La banko: ankoraŭ neniu
pontoon-banker-is = La banko: { $name }
pontoon-banker-mine = La banko: { $name } (vi)
pontoon-aria-bank = la banko
pontoon-aria-bank-due = la banko: oni tranĉos por ĝi
pontoon-aria-bank-name = la banko: { $name }
pontoon-aria-bank-mine = la banko: { $name }, vi
pontoon-aria-seat-bank = , la banko
pontoon-chips = { $chips ->
    [one] { $chips } ĵetono
   *[other] { $chips } ĵetonoj
  }
pontoon-kitty = Kaso { $kitty }
pontoon-aria-kitty = la kaso enhavas { $kitty }
pontoon-kitty-this-hand = ({ $net } en ĉi tiu mano)
pontoon-last-bank = Mano { $number }: banko de { $name }
pontoon-doubled = Ĉiu veto duobligita
pontoon-offer-line = { $banker } proponas la bankon al { $buyer } por { $price }
pontoon-offer-line-you = { $banker } proponas la bankon al vi por { $price }

## The cut for the first bank

pontoon-cut-title = La tranĉo por la banko: la plej alta karto bankas, aso alta
pontoon-cut-again-note = (denove, rondo { $round })
pontoon-cut-winner = { $name } tranĉas la plej altan karton, { $card }, kaj tenas la bankon
pontoon-cut-winner-tie = { $tied } egalis kaj tranĉis denove: { $name } tranĉas la plej altan karton, { $card }, kaj tenas la bankon
pontoon-cut-winner-bare = { $name } tranĉas la plej altan karton kaj tenas la bankon
pontoon-cut-winner-tie-bare = { $tied } egalis kaj tranĉis denove: { $name } tranĉas la plej altan karton kaj tenas la bankon
pontoon-cut-log = La tranĉo por la banko: { $cuts }. { $banker } tenas la bankon
pontoon-cut-log-again = denove, rondo { $round }: { $cuts }
pontoon-cut-due-none = La ludantoj tranĉas por la banko, kiam du sidiĝis
pontoon-cut-due-call = { $name } devas anonci la tranĉon por la banko
pontoon-cut-due-wait = { $name } sidiĝis unue kaj anoncas la tranĉon por la banko: oni atendas duan ludanton

## A hand's box, its result and its shoot bet

pontoon-box-face-down = vizaĝo malsupren
pontoon-box-drawing = prenas kartojn
pontoon-box-playing = ludas
pontoon-box-sticks = restas
pontoon-box-split = dividita
pontoon-box-pontoon = Pontono
pontoon-box-five = Kvinkarta Truko
pontoon-box-bust = Falis
pontoon-box-not-played = ne ludis: ĉiu mano falis
pontoon-box-stayed = restas je { $total }: pagante { $paying }
pontoon-box-stayed-21 = restas je { $total }: pagas nur Pontonojn kaj Kvinkartajn Trukojn
pontoon-result-pontoon = Pontono gajnas { $amount }
pontoon-result-five = Kvinkarta Truko gajnas { $amount }
pontoon-result-wins = gajnas { $amount }
pontoon-result-bust = falis: perdas { $amount }
pontoon-result-loses = perdas { $amount }
pontoon-result-even = nek gajnas nek perdas
pontoon-shoot-bet = pafveto { $amount }
pontoon-shoot-bet-fourth = pafveto { $amount }: la kvara karto devas veni
pontoon-shoot-won = pafveto gajnas { $amount } el la kaso
pontoon-shoot-lost = pafveto perdita: { $amount } al la kaso
pontoon-shoot-even = pafveto: nek gajnas nek perdas
pontoon-shoot-open = povas meti propran pafveton
pontoon-burnt = bruligitaj
pontoon-tag-bought = aĉetita por { $amount }
pontoon-tag-bought-title = aĉetita vizaĝo malsupren
pontoon-tag-twisted = tordita
pontoon-tag-twisted-title = tordita vizaĝo supren
pontoon-stake-line = veto { $stake }
pontoon-stake-line-bought = veto { $stake }, aĉetoj por { $buys }

## A seat

pontoon-badge = tenas la bankon
pontoon-seat-plays-bank = ludas la manon de la banko, supre
pontoon-seat-deals-bank = disdonas el la banko, supre
pontoon-seat-calls-cut = sidiĝis unue: anoncas la tranĉon por la banko
pontoon-seat-stakes = vetas { $amount }
pontoon-seat-to-stake = devas veti
pontoon-seat-no-stake = ankoraŭ sen veto
pontoon-seat-net = en ĉi tiu mano: { $net }

## Where the table stands

pontoon-status-hand = Mano { $number }
pontoon-status-hand-over = Mano { $number } finiĝis
pontoon-status-pack = { $pack ->
    [one] { $pack } karto en la kartaro
   *[other] { $pack } kartoj en la kartaro
  }
pontoon-status-pack-shuffle = { $pack ->
    [one] { $pack } karto en la kartaro, miksota antaŭ la venonta disdono
   *[other] { $pack } kartoj en la kartaro, miksotaj antaŭ la venonta disdono
  }
pontoon-wait-offered = Al { $buyer } oni proponas la bankon por { $price }
pontoon-wait-deal = { $bank } devas disdoni
pontoon-wait-stake = { $who } devas veti
pontoon-wait-double = { $bank } decidas, ĉu duobligi la vetojn
pontoon-wait-shoot = { $who } povas meti pafveton
pontoon-wait-play = { $who } ludas
pontoon-wait-play-hand = { $who } ludas la manon { $hand }
pontoon-wait-bank = { $bank } ludas
pontoon-wait-over = Neniu mano povas esti disdonita nun: la tablo atendas ludantojn kun ĵetonoj

## The log

pontoon-log-title = La manoj
pontoon-shuffled = La kartaro estas miksita
pontoon-shuffled-fair = La kartaro estas miksita (miksado { $shuffle })
pontoon-hand-started = Mano { $number }: { $banker } disdonas al { $punters }
pontoon-hand-started-nobody = Mano { $number }: { $banker } disdonas al neniu
pontoon-bank-takes = { $bank } prenas { $card }
pontoon-bank-takes-down = { $bank } prenas karton vizaĝo malsupren
pontoon-gets = { $who } ricevas { $card }
pontoon-gets-down = { $who } ricevas karton vizaĝo malsupren
pontoon-bank-looks = { $bank } rigardas la kartojn
pontoon-bank-looks-at = { $bank } rigardas { $cards }
pontoon-staked = { $who } vetas { $amount }
pontoon-bank-doubles = { $bank } duobligas ĉiun veton
pontoon-bank-lets-stand = { $bank } lasas la vetojn kiel ili estas
pontoon-shot = { $who } pafvetas { $amount } kontraŭ la kaso
pontoon-no-shot = { $who } faras neniun pafveton
pontoon-burns = { $who } bruligas { $cards } kaj prenas du novajn kartojn
pontoon-kitty-put = { $bank } metas { $amount } en la kason: ĝi enhavas { $kitty }
pontoon-kitty-returned = La { $amount } de la kaso revenas al { $to }
pontoon-bank-pontoon = { $bank } havas Pontonon ({ $cards }): la mano finiĝis
pontoon-declares = { $who } anoncas Pontonon ({ $cards })
pontoon-splits = { $who } dividas { $cards }
pontoon-buys = { $who } aĉetas { $card } por { $amount }
pontoon-buys-down = { $who } aĉetas karton vizaĝo malsupren por { $amount }
pontoon-twists = { $who } tordas { $card }
pontoon-sticks = { $who } restas
pontoon-five = { $who }: Kvinkarta Truko
pontoon-bust = { $who } falis ({ $cards }) kaj perdas { $lost }
pontoon-bank-turns = { $bank } turnas { $cards } vizaĝo supren
pontoon-bank-stays = { $bank } restas je { $total }: pagante { $paying }
pontoon-bank-stays-21 = { $bank } restas je { $total }: pagas nur Pontonojn kaj Kvinkartajn Trukojn
pontoon-bank-bust = { $bank } falis: ĉiu ankoraŭ viva mano estas pagata
pontoon-bank-five = { $bank } havas Kvinkartan Trukon
pontoon-shows = { $who } montras { $cards }
pontoon-settled = Pagoj: { $payments }
pontoon-settled-none = Pagoj: neniu ĵetono moviĝas
pontoon-pays = { $from } pagas al { $to } { $amount }
pontoon-pays-kitty = { $from } pagas al la kaso { $amount }
pontoon-kitty-pays = la kaso pagas al { $to } { $amount }
pontoon-round-over = Mano { $number } finiĝis: { $results }
pontoon-kitty-net = la kaso { $net }
pontoon-bank-offers = { $bank } proponas la bankon al { $buyer } por { $price }
pontoon-turns-down = { $buyer } rifuzas la bankon
pontoon-session-over = Neniu plia mano povas esti disdonita
pontoon-passed-pontoon = La Pontono de { $to } prenas la bankon de { $from }: { $to } nun tenas la bankon
pontoon-passed-broken = La banko de { $from } bankrotis: { $to } nun tenas la bankon
pontoon-passed-sold = { $from } vendas la bankon al { $to } por { $price }: { $to } nun tenas la bankon
pontoon-passed-left = { $from } forlasas la bankon: { $to } nun tenas la bankon
pontoon-passed = La banko pasas de { $from } al { $to }
pontoon-news-kitty = { $news }; la { $amount } de la kaso revenas al { $to }

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontono
  }, { $mine ->
    [yes] via banko
   *[no] banko de { $banker }
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Tranĉi por la banko
pontoon-verb-deal = Disdoni
pontoon-verb-burn = Bruligi
pontoon-verb-shoot = Pafveti
pontoon-verb-kitty = Kaso
pontoon-verb-double = Duobligi
pontoon-verb-decline-double = Lasi la vetojn
pontoon-verb-offer-bank = Proponi la bankon
pontoon-verb-accept-bank = Preni la bankon
pontoon-verb-decline-bank = Rifuzi la bankon

## The controls

pontoon-range = { $min } ĝis { $max }
pontoon-slider = { $label }, de { $min } ĝis { $max }
pontoon-amount-whole = { $move }: la sumo devas esti entjera nombro da ĵetonoj, { $range }
pontoon-amount-range = { $move }: la sumo devas esti de { $min } ĝis { $max }
pontoon-price-whole = Proponi la bankon: la prezo devas esti entjera nombro da ĵetonoj, { $range }
pontoon-price-range = Proponi la bankon: la prezo devas esti de { $min } ĝis { $max }
pontoon-cut-hint = Vi sidiĝis unue, do vi anoncas la tranĉon: ĉiu ludanto ricevas karton vizaĝo supren, kaj la plej alta (aso alta) tenas la bankon; ĉe egaleco oni tranĉas denove.
pontoon-offer-you = { $banker } proponas al vi la bankon por { $price }. Se vi akceptos, vi disdonos la venontan manon.
pontoon-aria-offer = la propono de la banko
pontoon-take-bank-for = Preni la bankon por { $price }
pontoon-turn-it-down = Rifuzi
pontoon-kitty-add = Aldoni al la kaso
pontoon-kitty-up = Starigi kason
pontoon-kitty-button = Meti { $amount } en la kason
pontoon-kitty-note = De { $range } el viaj ĵetonoj, flankenmetitaj kontraŭ la pafvetoj; la kaso nun enhavas { $kitty }, maksimume { $most }. Nenio iam eliras el ĝi dum vi bankas.
pontoon-deal-hand = Disdoni manon { $number }
pontoon-stake-label = Via veto
pontoon-stake-button = Veti { $amount }
pontoon-stake-note = De { $range }, la limoj de la tablo.
pontoon-stake-note-cover = De { $range }: la tablo permesas ĝis { $most }, kaj viaj ĵetonoj kovras { $cover } (la kovra regulo).
pontoon-double-button = Duobligi ĉiun veton
pontoon-shoot-label = Pafveto kontraŭ la kaso
pontoon-shoot-label-fourth = Pafveti antaŭ via kvara karto
pontoon-shoot-button = Pafveti { $amount }
pontoon-shoot-note = De { $range }: la kaso enhavas { $kitty }, kaj la pafvetoj neniam rajtas superi ĝin.
pontoon-shoot-note-fourth = De { $range }: la kaso enhavas { $kitty }, kaj la pafvetoj neniam rajtas superi ĝin. Post pafveto vi devas preni la kvaran karton.
pontoon-no-shoot = Neniu pafveto
pontoon-take-card = Preni karton
pontoon-stay = Resti
pontoon-twist-button = Tordi (vizaĝo supren)
pontoon-buy-label = Aĉeti karton vizaĝo malsupren
pontoon-buy-button = Aĉeti por { $amount }
pontoon-buy-note = De { $range }, aldonite al la veto de ĉi tiu mano.
pontoon-sell = Vendi la bankon…
pontoon-sell-title = Vendi la bankon
pontoon-sell-to = Al
pontoon-sell-for = por
pontoon-sell-cancel = Nuligi
pontoon-buyer-option = { $name } (povas pagi ĝis { $most })
pontoon-price-note = Prezo de 1 ĝis { $most }: ĉiuj ĵetonoj de { $name } krom unu. { $name } akceptas aŭ rifuzas ĝin antaŭ la venonta disdono.
pontoon-price-none = { $name } ne havas ĵetonojn por pagi: la banko ne povas esti vendita al tiu ludanto nun.

## The keys

pontoon-key-enter = tranĉi por la banko (antaŭ la unua mano), disdoni (la banko, inter manoj), veti la enigitan sumon, aŭ resti
pontoon-key-plus = tordi (la banko: preni karton)
pontoon-key-star = aĉeti karton por la enigita sumo
pontoon-key-slash = dividi
pontoon-key-c = tranĉi por la banko
pontoon-key-d = disdoni
pontoon-key-t = tordi
pontoon-key-s = resti
pontoon-key-b = aĉeti
pontoon-key-l = dividi
pontoon-key-r = bruligi
pontoon-key-o = pafveti la enigitan sumon
pontoon-key-k = meti la enigitan sumon en la kason
pontoon-key-y = jes: duobligi la vetojn, aŭ preni la proponitan bankon
pontoon-key-n = ne: neniu pafveto, lasi la vetojn, aŭ rifuzi la bankon
