# Fjalët e vetë faqes: korniza, holli, hyrja, llogaria, duart dhe përzierjet e ndershme. Fjalët e
# rregullave: bankieri, banka, arka, basti ndaj arkës, kazinoja, dileri, fishat, pakoja, kutia; në
# Palace: flamuri, ushtarët, beteja, palos. Salla është vendi i lojës me operatorët e vet (room),
# holli faqja ku zgjidhet një tryezë (lobby).

page-title = Parlour
page-connection-lost = Lidhja humbi. Po rilidhet…
page-skip = Kalo te faqja
page-language = Gjuha

## Shiriti i sipërm

page-nav = Kryesore
page-nav-lobby = Holli
page-nav-hands = Duart
page-nav-practice = Stërvitje
page-nav-console = Konsola
page-bar-chips = { $wallet } · { $seated } në { $tables ->
    [one] një tryezë
   *[other] { $tables } tryeza
  }
page-bar-label = fisha
page-unreachable = Serveri nuk arrihet: { $why }
page-server-answered = serveri u përgjigj { $status }

## Hyrja

page-auth-title = Pontoon kazinoje, Pontoon Blackjack
page-auth-intro = Hyr, krijo një llogari ose luaj si mysafir: një mysafiri i mjafton një emër, dhe më vonë mund ta mbajë me një fjalëkalim.
page-auth-name = Emri
page-auth-password = Fjalëkalimi (asnjë për mysafirin)
page-signin = Hyr
page-signup = Regjistrohu
page-guest = Luaj si mysafir

## Lojërat

page-game-casino = Pontoon kazinoje
page-game-pontoon-blackjack = Pontoon Blackjack
page-game-traditional = Pontoon
page-game-shoot = Shoot Pontoon
page-game-palace = Palace Poker
page-line-casino = Kundër kazinosë, nga një kuti me 8 pako: munde dilerin pa e kaluar 21-shin.
page-line-pontoon-blackjack = Kazinoja mban bankën me një pako të vetme, që përzihet para çdo raundi.
page-line-traditional = Loja në shtëpi: një lojtar mban bankën, dhe një Pontoon ia merr.
page-line-shoot = Bankieri vë një arkë, dhe çdo lojtar mund të vërë bast ndaj saj.
page-line-palace = Çdo bast është një betejë ballë për ballë: flamuri dhe ushtarët e tu kundër një kundërshtari të vetëm.

## Holli

page-lobby = Holli
page-play-now = Luaj tani
page-play = Luaj { $game }
page-open-tables = Tryeza të hapura
page-more-tables = Më shumë tryeza
page-no-tables = Ende nuk ka asnjë tryezë të hapur: shtyp Luaj më sipër dhe hapet një për ty.
page-rules-line = { $game }: { $stakes }
page-stakes = baste nga { $min } deri në { $max }
page-stakes-packs = baste nga { $min } deri në { $max }, { $packs ->
    [one] { $packs } pako
   *[other] { $packs } pako
  }
page-stakes-palace = { $betting ->
    [no_limit] pa kufi
   *[limit] me kufi
  } { $small }/{ $big }
page-col-table = Tryeza
page-col-bets = Bastet
page-col-players = Lojtarët
page-col-watching = Shikojnë
page-col-go = Shko
page-go = Shko
page-go-label = shko te tryeza { $table }
page-seats-free = { $players } · { $free ->
    [one] { $free } i lirë
   *[other] { $free } të lira
  }
page-seats-full = { $players } · plot
page-seats-nobody = ende askush · { $free ->
    [one] { $free } i lirë
   *[other] { $free } të lira
  }
page-seat-away = { $name } (mungon)
page-seat-bot = { $name } (bot)

## Një tryezë e jotja

page-own-table = Një tryezë e jotja
page-own-intro = Zgjidh një lojë dhe rregullat e saj; sapo të hapet, mund të ulësh edhe bot-ë në të.
page-own-game = Loja
page-own-seats = Vendet
page-own-rules = Rregullat
page-own-open = Hap tryezën
page-no-limit = pa kufi

## Llogaria

page-account-guest = { $name } (mysafir)
page-wallet = Portofoli
page-wallet-chips = { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
  }
page-wallet-top-up = Mbush një portofol të thatë
page-wallet-topped = Portofoli yt u mbush.
page-limit-title = Kufiri yt i basteve
page-limit-own = Kufiri yt: { $limit } për bast (i kazinosë: { $house }).
page-limit-house = Kufiri i kazinosë: { $house } për bast.
page-limit-next = Mund të ndryshojë sërish nga: { $when }, ora jote (java e basteve nis të premten në mesditë, ora e Nju Jorkut).
page-limit-now = Mund ta ndryshosh tani: një herë në javë, dhe java nis të premten në mesditë, ora e Nju Jorkut.
page-limit-weekly = Kufiri ndryshon një herë në javë: ndryshimi i radhës mund të bëhet nga: { $when } (ora jote).
page-limit-largest = Basti më i madh (bosh: ai i kazinosë)
page-limit-submit = Vendos kufirin
page-limit-set = Kufiri yt u vendos.
page-pin = PIN
page-pin-confirms = PIN-i yt konfirmon çdo ndryshim të kufirit të basteve.
page-pin-unset = Vendos një PIN (4 deri në 6 shifra) për të ndryshuar kufirin e basteve.
page-pin-locked = I bllokuar pas pesë PIN-eve të gabuara deri: { $when }, ora jote.
page-pin-new = PIN i ri
page-pin-current = PIN-i aktual
page-pin-submit = Vendos PIN-in
page-pin-done = PIN-i yt u vendos.
page-claim-title = Mbaje këtë emër
page-claim-submit = Merre emrin
page-claim-done = Emri është yti.
page-password = Fjalëkalimi
page-password-intro = Një fjalëkalim i ri të nxjerr nga llogaria kudo tjetër.
page-password-now = Fjalëkalimi aktual
page-password-new = Fjalëkalim i ri
page-password-submit = Ndrysho fjalëkalimin
page-password-done = Fjalëkalimi yt u ndryshua.
page-signout = Dil
page-signout-everywhere = Dil kudo
page-statement = Pasqyra, më të rejat në krye (ora jote)
page-statement-none = Ende asnjë lëvizje.
page-col-when = Kur
page-col-what = Çfarë
page-col-chips = Fisha
page-reason-grant = dhurim fillestar
page-reason-top-up-wallet = mbushje
page-reason-sit = u ul
page-reason-stand = u ngrit
page-reason-top-up = çuar në tryezë
page-reason-settle = shlyerje

## Lidhja për një fjalëkalim të ri

page-reset-title = Vendos një fjalëkalim të ri
page-reset-intro = Kjo lidhje nga operatorët e sallës funksionon një herë. Fjalëkalimi i ri të fut në llogari këtu dhe të nxjerr kudo tjetër.
page-reset-submit = Vendos fjalëkalimin
page-reset-gone-title = Kjo lidhje nuk funksionon më
page-reset-gone = Lidhja është përdorur tashmë ose ka skaduar (një lidhje funksionon një herë, për 24 orë). Kërkoji një të re operatorëve të sallës.

## Historiku i duarve

page-hands-title = Historiku i duarve
page-hands-show-sat-out = Shfaq edhe raundet ku rrija jashtë
page-hands-played = Raundet që luajte, më të rejat në krye
page-hands-all = Raundet e tua, edhe ato ku rrije jashtë, më të rejat në krye
page-hands-none = Ende nuk ke luajtur asnjë dorë: shfaqen këtu sapo mbaron një raund ku luajte.
page-hands-none-sat = Ende asnjë dorë: shfaqen këtu sapo mbaron një raund ku ishe ulur.
page-hands-older = Duart e mëparshme
page-col-game = Loja
page-col-round = Raundi
page-col-you = Ti
page-col-replay = Riluajtja
page-col-coach = Këshilltari
page-review-reading = po lexohet…
page-review-unread = nuk lexohet dot tani
page-replay = Riluaj
page-round-name = Tryeza { $table }, raundi { $round }
page-replay-label = riluaj tryezën { $table }, raundin { $round }
page-sat-out = rrinte jashtë
page-hand-title = Një dorë
page-hand-unknown-game = Ky klient nuk e njeh lojën { $game }.
page-hand-record = Regjistri i dorës (riluhet me parlour script)
page-step-start = Hapi { $at } nga { $last }: vendet kur nisi raundi
page-step-at = Hapi { $at } nga { $last }: { $action }
page-back = Prapa
page-next = Tjetri

## Hapat e një riluajtjeje

page-step-bot = { $name } (një bot)
page-step-cut = { $player } tërheq për bankën
page-step-deal = { $player } shpërndan
page-step-stake = { $player } vë bast { $amount }
page-step-twist = { $player } merr letër
page-step-stick = { $player } ndalon
page-step-buy = { $player } blen
page-step-buy-amount = { $player } blen për { $amount }
page-step-split = { $player } ndan
page-step-pass = { $player } kalon
page-step-burn = { $player } ndërron letrat
page-step-shoot = { $player } vë { $amount } bast ndaj arkës
page-step-kitty = { $player } vë një arkë prej { $amount }
page-step-offer-bank = { $player } i ofron bankën lojtarit { $buyer } për { $price }
page-step-accept-bank = { $player } merr bankën
page-step-decline-bank = { $player } refuzon bankën
page-step-double = { $player } dyfishon bastet
page-step-decline-double = { $player } i lë bastet siç janë
page-step-sit = { $player } ulet
page-step-sit-with = { $player } ulet në vendin { $seat } me { $chips ->
    [one] { $chips } fishë
   *[other] { $chips } fisha
  }
page-step-stand = { $player } ngrihet
page-step-top-up = { $player } sjell më shumë fisha: { $chips }
page-step-move = { $player } zhvendoset në vendin { $seat }
page-step-attack = { $player } sulmon { $defender }, me bast { $bet }
page-step-call = { $player } thërret
page-step-raise = { $player } ngre { $amount }
page-step-fold = { $player } palos
page-step-stay = { $player } qëndron
page-step-discard = { $player } hedh { $cards }
page-step-discard-none = { $player } nuk hedh asgjë
page-step-seed = { $player } jep një farë
page-step-timeout = { $player } mbeti pa kohë
page-step-other = { $player } { $verb }

## Përzierjet e ndershme

page-fair-title = Përzierje të ndershme në tryezën { $table }
page-fair-unfair = Kjo tryezë nuk shpërndan sipas skemës së ndershme (është tryezë prove që shpërndan nga një pako e rregulluar).
page-fair-scheme-first = Skema { $scheme } (docs/fairness.md). Para se të përzihet një pako, tryeza publikon një angazhim, SHA-256 të pjesës sekrete të kazinosë për atë përzierje. Pastaj kushdo që është ulur mund të japë një farë, që e shohin të gjithë; çelësi i përzierjes është SHA-256 i pjesës së kazinosë, i ndjekur nga SHA-256 i çdo fare, sipas radhës së vendeve, kështu që kazinoja, e cila e caktoi pjesën e saj para se të shihte farat, nuk mund t'i zgjedhë letrat. Kur pakoja mbaron dhe është treguar çdo letër e shpërndarë prej saj, pjesa e kazinosë zbulohet dhe kjo faqe e kontrollon me kodin e vet.
page-fair-scheme-seeded = Skema { $scheme } (docs/fairness.md). Para se të përzihet një pako, tryeza publikon një angazhim: një hash të numrit të përzierjes dhe të pjesës sekrete të kazinosë për të. Pastaj çdo lojtar i ulur shton një farë, nga e cila të tjerët shohin vetëm një hash; çelësi i përzierjes është një hash i pjesës së kazinosë dhe i hash-it të farës së çdo vendi, sipas radhës së vendeve, kështu që kazinoja, e cila e caktoi pjesën e saj para se të shihte farat, nuk mund t'i zgjedhë letrat. Kur pakoja mbaron dhe është treguar çdo letër e shpërndarë prej saj, zbulohen pjesa e kazinosë dhe farat, dhe kjo faqe i kontrollon me kodin e vet.
page-fair-schemes-mixed = Disa përzierje më poshtë janë bërë me një skemë tjetër: secila kontrollohet me të vetën.
page-fair-next = Tjetra: përzierja { $number } (skema { $scheme })
page-fair-commitment = Angazhimi
page-fair-seeds-so-far = Farat e dhëna deri tani: { $seeds }
page-fair-seeds = farat: { $seeds }
page-fair-no-seed = nuk u dha asnjë farë: vetëm pjesa e kazinosë
page-fair-made = Përzierjet e bëra
page-fair-none-made = Ende asnjë: pakoja përzihet për shpërndarjen e parë.
page-fair-shuffle = Përzierja { $number } (skema { $scheme }): { $cards } letra, para veprimit { $action }
page-fair-house = Pjesa e kazinosë
page-fair-secret = Ende sekrete: pakoja është në përdorim, ose një letër e shpërndarë prej saj nuk u tregua kurrë. Zbulohet sapo pakoja mbaron dhe është treguar çdo letër e shpërndarë prej saj.
page-fair-secret-seeded = Ende sekrete: pakoja është në përdorim, ose një letër e shpërndarë prej saj nuk u tregua kurrë. Zbulohet, bashkë me farat e saj, sapo pakoja mbaron dhe është treguar çdo letër e shpërndarë prej saj.
page-fair-commitment-ok = hash-i i pjesës së zbuluar të kazinosë është angazhimi i publikuar para përzierjes
page-fair-commitment-bad = hash-i i pjesës së zbuluar të kazinosë nuk është angazhimi
page-fair-seeds-ok = çdo farë e zbuluar është ajo, hash-i i së cilës u publikua para përzierjes
page-fair-seeds-bad = fara e zbuluar nuk është ajo, hash-i i së cilës u publikua (lojtari: { $player })
page-fair-seeds-bad-seat = fara e zbuluar nuk është ajo, hash-i i së cilës u publikua (vendi { $seat })
page-fair-key-ok = çelësi është pjesa e kazinosë e përzier me farat, siç thotë serveri
page-fair-key-ok-seats = çelësi është pjesa e kazinosë e përzier me farat, secila me vendin e vet, siç thotë serveri
page-fair-key-bad = çelësi nuk është pjesa e kazinosë e përzier me këto fara
page-fair-pile-ok = përzieu një grumbull prej { $cards } letrash të rimbushur nga letrat e hedhura në mes të një dore: grumbulli i publikuar i mban në rendin e një pakoje të re, siç i vendos skema para përzierjes
page-fair-pile-bad = grumbulli i publikuar i letrave të hedhura nuk është { $cards } letra në rendin e një pakoje të re
page-fair-pile-unpublished = Kjo përzierje mori { $cards } letra, një grumbull të rimbushur nga letrat e hedhura në mes të një dore, dhe tryeza nuk e publikoi grumbullin, kështu që letrat e tij nuk mund të rillogariten këtu.
page-fair-none-dealt = Për këtë pako nuk ka letra të shpërndara të listuara: një dorë Palace i përzien grumbujt e saj më shumë se një herë, dhe historiku i saj riluhet nga çelësat e përzierjeve.
page-fair-dealt-ok = { $count ->
    [one] letra e shpërndarë prej saj është letra e sipërme e pakos së rillogaritur nga çelësi
   *[other] { $count } letrat e shpërndara prej saj janë { $count } letrat e sipërme të pakos së rillogaritur nga çelësi
  }
page-fair-dealt-bad = letra e shpërndarë nr. { $card } ({ $dealt }) nuk është ajo e pakos së rillogaritur ({ $expected })
page-fair-round-ok = raundi yt { $round } (dora { $hand }): { $count } letrat e tij janë letrat e shpërndara { $from } deri në { $to }
page-fair-round-bad = raundi yt { $round } (dora { $hand }) nuk është midis letrave të shpërndara nga kjo pako
page-fair-pack = Kuverta siç e përzien çelësi, nga lart poshtë (me letrat e shpërndara të shënuara)
page-fair-back = Kthehu te tryeza

## Refuzimet e serverit, sipas kodit

error-unauthenticated = hyr fillimisht
error-not_an_operator = kjo është për operatorët e sallës
error-operators_only = matjet janë për operatorët e sallës
error-bad_origin = një faqe e një siti tjetër nuk mund ta bëjë këtë
error-bad_client = një id klienti ka 8 deri në 64 shkronja, shifra, - dhe _
error-no_coach = kjo lojë nuk ka këshilltar
error-bad_lang = nuk është gjuhë që Parlour e flet
error-name_taken = emri «{ $name }» është i zënë
error-bad_name = { $why ->
    [empty] një emër duhet të ketë të paktën një karakter
    [long] një emër ka të shumtën 24 karaktere
    [characters] një emër përbëhet nga shkronja, shifra, shenja dhe simbole të dukshme, dhe hapësira të zakonshme
    [blank] një emër duhet të ketë një karakter të dukshëm
   *[brackets] një emër nuk mund të përmbajë [ ose ], as diçka që u ngjan
  }
error-bad_password = { $why ->
    [needed] një llogari ka nevojë për fjalëkalim
    [guest] një mysafir nuk ka fjalëkalim
    [short] një fjalëkalim ka të paktën 8 karaktere
    [long] një fjalëkalim ka të shumtën 128 karaktere
    [name] fjalëkalimi nuk mund të jetë emri i llogarisë
   *[common] ky fjalëkalim merret me mend shumë lehtë: është i zakonshëm, një fjalë ose një model
  }
error-wrong_password = { $why ->
    [now] ky nuk është fjalëkalimi aktual
   *[signin] nuk ka emër me këtë fjalëkalim
  }
error-not_a_guest = kjo llogari ka tashmë fjalëkalim
error-guest = një mysafir nuk ka fjalëkalim: më mirë merre emrin
error-password_changed = fjalëkalimi ndryshoi ndërkohë; hyr përsëri
error-bad_link = kjo lidhje nuk funksionon: është përdorur ose ka skaduar; kërkoji sallës një të re
error-suspended = { $why ->
    [banned] kjo llogari është përjashtuar: { $reason }
   *[suspended] kjo llogari është pezulluar: { $reason }
  }
error-bad_pin = një PIN ka 4 deri në 6 shifra
error-no_pin = { $why ->
    [change] jep PIN-in aktual për ta ndryshuar
   *[first] vendos fillimisht një PIN
  }
error-wrong_pin = PIN i gabuar ({ $left ->
    [one] ka mbetur { $left }
   *[other] kanë mbetur { $left }
  } nga { $tries } përpjekje)
error-pin_locked = { $why ->
    [locked] pesë PIN të gabuar: PIN-i bllokohet për 15 minuta
   *[wait] shumë PIN të gabuar: provo sërish pas { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutash
    }
  }
error-bad_limit = një kufi shkon nga 1 deri te maksimumi i kazinosë, { $max }
error-limit_changed_this_week = kufiri ndryshon një herë në javë; ndryshimi i radhës lejohet nga: { $when }, ora jote
error-not_dry = { $why ->
    [seated] ke { $chips ->
        [one] { $chips } fishë
       *[other] { $chips } fisha
    } në tryezën { $table }: portofoli mbushet vetëm kur nuk je ulur në asnjë tryezë, prandaj ngrihu fillimisht atje
   *[full] portofoli mbushet kur ka më pak se { $below } dhe nuk je ulur në asnjë tryezë
  }
error-no_hand = nuk ka dorë { $id }
error-no_such_table = { $why ->
    [open] nuk ka tryezë të hapur { $id }
   *[any] nuk ka tryezë { $id }
  }
error-bad_preset = nuk ka një paravendosje të tillë: GET /api/presets i liston
error-bad_table = { $why ->
   *[stacked] një pako e rregulluar është vetëm për serverat e provës (parlour serve --allow-stacked)
  }
error-too_many_tables = { $why ->
    [quick] nuk ka vend të lirë në asnjë tryezë të kësaj loje, dhe ke tashmë { $most } tryeza të hapura, sa më shumë që lejohet: luaj në njërën prej tyre
   *[open] ke { $most } tryeza të hapura, sa më shumë që lejohet: luaj në njërën prej tyre
  }
error-too_many = { $what ->
    [connections] shumë lidhje për këtë llogari: mbyll fillimisht njërën
   *[other] { $what ->
        [signin] shumë përpjekje për të hyrë
        [practice] shumë duar stërvitjeje
        [wrong-passwords] shumë fjalëkalime të gabuara për këtë emër
        [changes] shumë ndryshime fjalëkalimi dhe PIN-i
        [top-ups] shumë mbushje
       *[accounts] shumë llogari të reja
    } nga ky vend; provo sërish pas { $unit ->
        [seconds] { $count ->
            [one] { $count } sekonde
           *[other] { $count } sekondash
        }
        [minutes] { $count ->
            [one] { $count } minute
           *[other] { $count } minutash
        }
       *[hours] { $count ->
            [one] { $count } ore
           *[other] { $count } orësh
        }
    }
  }
error-busy = { $why ->
    [passwords] po kontrollohen shumë fjalëkalime njëherësh; provo sërish
    [coach] këshilltari është i zënë; provo sërish
    [table] tryeza nuk mund të përgjigjet tani; provo sërish
    [table-now] tryeza nuk mund ta pranojë tani; provo sërish
    [write] baza e të dhënave nuk e pranoi ndryshimin; provo sërish
    [server] serveri është i zënë; provo sërish
    [table-busy] tryeza është e zënë; provo sërish
    [moving] tryeza po kalon në këtë nyjë; provo sërish
    [taken-over] nyja e tryezës nuk përgjigjet dhe tryezën po e merr përsipër një nyjë tjetër: provo sërish
    [limit] kufiri yt i basteve nuk u lexua dot; provo sërish
   *[database] baza e të dhënave nuk përgjigjet; provo sërish
  }
error-server = { $why ->
    [password] fjalëkalimi nuk mund të kontrollohej
    [coach] këshilltari nuk mundi të përgjigjej
    [replay] dora nuk mund të riluhet
    [game] lojë e panjohur
    [report] raporti dështoi
    [address] adresa e lidhjes është e panjohur
   *[database] baza e të dhënave dështoi
  }

## Refuzimet për operatorët

error-bad_amount = një rregullim lëviz 1 deri në { $most } fisha, në portofol ose jashtë tij
error-short = portofoli ka { $balance }: nuk mund të merret më shumë prej tij
error-bad_reason = thuaj pse, me 1 deri në { $most } karaktere
error-no_such_person = nuk ka llogari { $id }
error-bad_until = një pezullim mbaron në të ardhmen, brenda dhjetë vjetësh (përjashtimi nuk ka fund)
error-operator = një operator nuk pezullohet as përjashtohet: fillimisht i hiqet leja
error-not_sanctioned = nuk ka asnjë pezullim ose përjashtim në fuqi për këtë llogari
error-not_locked = PIN-i i kësaj llogarie nuk është i bllokuar, dhe asnjë përpjekje e gabuar nuk i numërohet
error-bad_days = një raport mbulon 1 deri në 366 ditë
error-elsewhere = { $why ->
    [now] një nyjë tjetër e grupit e shërben tani këtë tryezë: pyete atë
   *[served] një nyjë tjetër e grupit e shërben këtë tryezë: pyete atë
  }
error-closing = { $why ->
    [seat] tryeza mbyllet në fund të këtij raundi: zgjidh një tjetër
   *[closing] tryeza po mbyllet
  }

## Refuzimet e një tryeze për një kërkesë (gabimet e protokollit të tryezës)

error-wallet = portofoli yt ka vetëm { $balance ->
    [one] { $balance } fishë
   *[other] { $balance } fisha
  }: nuk mjafton
error-over_house_max = kazinoja pranon të shumtën { $most } për një bast; një bast prej { $wager } e kalon këtë
error-over_your_limit = kufiri yt i basteve është { $limit }; një bast prej { $wager } e kalon atë
error-seat_taken = { $why ->
    [here] je ulur tashmë në këtë tryezë
    [next] ulesh tashmë në raundin tjetër
   *[taken] vendi { $seat } nuk është i lirë
  }
error-not_seated = { $why ->
    [bot] në vendin { $seat } nuk është ulur asnjë bot
   *[you] nuk je ulur në këtë tryezë
  }
error-not_your_table = bot-ë shton ose heq vetëm ai që e hapi tryezën, ose një lojtar i ulur në të
error-flood = shumë mesazhe: më ngadalë
error-shutting_down = serveri po fiket
error-not_paused = tryeza nuk është në pauzë

## Stërvitja: duart e kazinosë që jep stërvitja (docs/web.md, "Practice")

page-practice-title = Stërvitje
page-practice-intro = Duar që lojtarët shpesh i luajnë gabim në një tryezë kazinoje, një nga një: një 15 ose 16 i fortë, një 17 deri 19 i butë, një çift. Zgjidh lëvizjen tënde si në tryezë; këshilltari thotë nëse ishte më e mira, sipas një kutie të sapopërzier, dhe sa vlen çdo lëvizje. Llojet që gabon shpërndahen më shpesh.
page-practice-hand-title = Dora jote
page-practice-dealing = Po shpërndahet…
page-practice-hard = { $total } i fortë
page-practice-soft = { $total } i butë
page-practice-pair = Një çift: { $total }
page-practice-dealt = U shpërnda: { $hand }
page-practice-bought = E blerë: basti u dyfishua; mund të marrësh letër ose të ndalesh.
page-practice-moves = lëvizja jote
page-practice-right = Saktë: { $move } është lëvizja më e mirë.
page-practice-wrong = Jo më e mira: më e mira është { $best }. { $move } humb { $bets } baste ({ $chips } fisha me një bast prej { $bet }).
page-practice-worth = sa vlen çdo lëvizje me një bast prej { $bet }
page-practice-next = Dora tjetër
page-practice-again = Shpërnda sërish
page-practice-unreadable = Përgjigjja e sallës nuk është një dorë: shpërnda sërish.
page-practice-score-title = Pikët e tua
page-practice-score = Saktë: { $right } nga { $answered } · fisha të humbura me një bast prej { $bet }: { $chips }
page-practice-kinds = Përgjigjet e tua sipas llojit të dorës, dhe sa shpesh shpërndahet secili lloj
page-practice-col-kind = Lloji
page-practice-col-answered = Përgjigje
page-practice-col-missed = Gabime
page-practice-col-often = Shpeshtësia
page-practice-kind-hard = 15 ose 16 i fortë
page-practice-kind-soft = 17 deri 19 i butë
page-practice-kind-pair = Një çift
page-practice-reset = Fillo pikët nga e para
page-practice-key-stick = ndalo
page-practice-key-twist = merr letër
page-practice-key-buy = bli
page-practice-key-split = ndaj
page-practice-key-enter = ndalo; pas përgjigjes, dora tjetër
page-practice-key-next = dora tjetër
