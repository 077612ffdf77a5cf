# La propraj vortoj de la paĝo: ĝia kadro, la vestiblo, la ensaluto, la konto, la manoj kaj la
# justaj miksadoj. La vortoj de la reguloj: la bankisto, la banko, la kaso, la pafveto, la kazino
# (the house), la disdonanto, la kartaro, la kartujo, la rondo, ĵetonoj, la salono (the room).

page-title = Parlour
page-connection-lost = La konekto perdiĝis. Rekonektante…
page-skip = Salti al la paĝo
page-language = Lingvo

## La supra breto

page-nav = Ĉefa menuo
page-nav-lobby = Vestiblo
page-nav-hands = Manoj
page-nav-practice = Ekzercado
page-nav-console = Konzolo
page-bar-chips = { $wallet } · { $seated } ĉe { $tables ->
    [one] unu tablo
   *[other] { $tables } tabloj
  }
page-bar-label = ĵetonoj
page-unreachable = La servilo ne estas atingebla: { $why }
page-server-answered = la servilo respondis { $status }

## La ensaluto

page-auth-title = Kazina Pontono, Pontoon Blackjack
page-auth-intro = Ensalutu, kreu konton aŭ ludu kiel gasto: al gasto sufiĉas nomo, kaj poste oni povas ekposedi ĝin per pasvorto.
page-auth-name = Nomo
page-auth-password = Pasvorto (neniu por gasto)
page-signin = Ensaluti
page-signup = Registriĝi
page-guest = Ludi kiel gasto

## La ludoj

page-game-casino = Kazina Pontono
page-game-pontoon-blackjack = Pontoon Blackjack
page-game-traditional = Pontono
page-game-shoot = Shoot Pontoon
page-game-palace = Palace Poker
page-line-casino = Kontraŭ la kazino, el kartujo de 8 kartaroj: venku la disdonanton sen superi 21.
page-line-pontoon-blackjack = La kazino tenas la bankon per unu sola kartaro, miksata antaŭ ĉiu rondo.
page-line-traditional = La hejma ludo: ludanto tenas la bankon, kaj Pontono prenas ĝin.
page-line-shoot = La bankisto starigas kason, kaj ĉiu ludanto rajtas pafveti kontraŭ ĝi.
page-line-palace = Ĉiu veto estas batalo unu kontraŭ unu: via standardo kaj viaj soldatoj kontraŭ unu rivalo.

## La vestiblo

page-lobby = Vestiblo
page-play-now = Ludi nun
page-play = Ludi { $game }
page-open-tables = Malfermitaj tabloj
page-more-tables = Pliaj tabloj
page-no-tables = Ankoraŭ neniu tablo estas malfermita: premu Ludi supre, kaj unu malfermiĝos por vi.
page-rules-line = { $game }: { $stakes }
page-stakes = vetoj de { $min } ĝis { $max }
page-stakes-packs = vetoj de { $min } ĝis { $max }, { $packs ->
    [one] { $packs } kartaro
   *[other] { $packs } kartaroj
  }
page-stakes-palace = { $betting ->
    [no_limit] sen limo
   *[limit] kun limo
  } { $small }/{ $big }
page-col-table = Tablo
page-col-bets = Vetoj
page-col-players = Ludantoj
page-col-watching = Rigardantoj
page-col-go = Iri
page-go = Iri
page-go-label = iri al tablo { $table }
page-seats-free = { $players } · { $free ->
    [one] { $free } libera
   *[other] { $free } liberaj
  }
page-seats-full = { $players } · plena
page-seats-nobody = ankoraŭ neniu · { $free ->
    [one] { $free } libera
   *[other] { $free } liberaj
  }
page-seat-away = { $name } (for)
page-seat-bot = { $name } (roboto)

## Via propra tablo

page-own-table = Via propra tablo
page-own-intro = Elektu ludon kaj ĝiajn regulojn; kiam la tablo estos malfermita, vi povos sidigi robotojn ĉe ĝi.
page-own-game = Ludo
page-own-seats = Seĝoj
page-own-rules = Reguloj
page-own-open = Malfermi la tablon
page-no-limit = sen limo

## La konto

page-account-guest = { $name } (gasto)
page-wallet = Monujo
page-wallet-chips = { $chips ->
    [one] { $chips } ĵetono
   *[other] { $chips } ĵetonoj
  }
page-wallet-top-up = Replenigi malplenan monujon
page-wallet-topped = Via monujo estas replenigita.
page-limit-title = Via vetlimo
page-limit-own = Via propra limo: { $limit } po veto (tiu de la kazino: { $house }).
page-limit-house = La limo de la kazino: { $house } po veto.
page-limit-next = Ĝi povos ŝanĝiĝi denove ekde { $when }, via horo (la veta semajno komenciĝas vendrede tagmeze, laŭ Novjorka horo).
page-limit-now = Vi povas ŝanĝi ĝin nun: unufoje semajne; la semajno komenciĝas vendrede tagmeze, laŭ Novjorka horo.
page-limit-weekly = La limo ŝanĝiĝas unufoje semajne: la sekva ŝanĝo eblos ekde { $when } (via horo).
page-limit-largest = Plej granda veto (malplena: tiu de la kazino)
page-limit-submit = Fiksi la limon
page-limit-set = Via limo estas fiksita.
page-pin = PIN
page-pin-confirms = Via PIN konfirmas ĉiun ŝanĝon de via vetlimo.
page-pin-unset = Fiksu PIN-on (4 ĝis 6 ciferoj) por ŝanĝi vian vetlimon.
page-pin-locked = Ŝlosita post kvin malĝustaj PIN-oj ĝis { $when }, via horo.
page-pin-new = Nova PIN
page-pin-current = Nuna PIN
page-pin-submit = Fiksi la PIN-on
page-pin-done = Via PIN estas fiksita.
page-claim-title = Konservi ĉi tiun nomon
page-claim-submit = Ekposedi la nomon
page-claim-done = La nomo estas via.
page-password = Pasvorto
page-password-intro = Nova pasvorto elsalutigas vin ĉie aliloke.
page-password-now = Nuna pasvorto
page-password-new = Nova pasvorto
page-password-submit = Ŝanĝi la pasvorton
page-password-done = Via pasvorto estas ŝanĝita.
page-signout = Elsaluti
page-signout-everywhere = Elsaluti ĉie
page-statement = Kontoeltiro, plej novaj unue (via horo)
page-statement-none = Ankoraŭ neniu movo.
page-col-when = Kiam
page-col-what = Kio
page-col-chips = Ĵetonoj
page-reason-grant = komenca donaco
page-reason-top-up-wallet = replenigo
page-reason-sit = sidiĝis
page-reason-stand = ekstaris
page-reason-top-up = portitaj al tablo
page-reason-settle = kontado

## La ligilo por nova pasvorto

page-reset-title = Elektu novan pasvorton
page-reset-intro = Ĉi tiu ligilo de la operatoroj de la salono funkcias unufoje. La nova pasvorto ensalutigas vin ĉi tie kaj elsalutigas vin ĉie aliloke.
page-reset-submit = Fiksi la pasvorton
page-reset-gone-title = Ĉi tiu ligilo ne plu funkcias
page-reset-gone = La ligilo jam estis uzita aŭ eksvalidiĝis (ligilo funkcias unufoje, dum 24 horoj). Petu novan de la operatoroj de la salono.

## La historio de manoj

page-hands-title = Historio de manoj
page-hands-show-sat-out = Montri ankaŭ la rondojn, kiujn mi preterlasis
page-hands-played = La rondoj, kiujn vi ludis, plej novaj unue
page-hands-all = Viaj rondoj, ankaŭ la preterlasitaj, plej novaj unue
page-hands-none = Vi ankoraŭ ludis neniun manon: ili aperos ĉi tie, kiam finiĝos rondo, en kiu vi ludis.
page-hands-none-sat = Ankoraŭ neniu mano: ili aperos ĉi tie, kiam finiĝos rondo, en kiu vi sidis.
page-hands-older = Pli malnovaj manoj
page-col-game = Ludo
page-col-round = Rondo
page-col-you = Vi
page-col-replay = Reludo
page-col-coach = Konsilanto
page-review-reading = legante…
page-review-unread = ne legebla nun
page-replay = Reludi
page-round-name = Tablo { $table }, rondo { $round }
page-replay-label = reludi tablon { $table }, rondon { $round }
page-sat-out = preterlasis
page-hand-title = Mano
page-hand-unknown-game = Ĉi tiu kliento ne konas la ludon { $game }.
page-hand-record = La protokolo de la mano (reludebla per parlour script)
page-step-start = Paŝo { $at } el { $last }: la seĝoj je la komenco de la rondo
page-step-at = Paŝo { $at } el { $last }: { $action }
page-back = Reen
page-next = Sekva

## La paŝoj de reludo

page-step-bot = { $name } (roboto)
page-step-cut = { $player } tranĉas por la banko
page-step-deal = { $player } disdonas
page-step-stake = { $player } vetas { $amount }
page-step-twist = { $player } tordas
page-step-stick = { $player } restas
page-step-buy = { $player } aĉetas
page-step-buy-amount = { $player } aĉetas por { $amount }
page-step-split = { $player } dividas
page-step-pass = { $player } pasas
page-step-burn = { $player } bruligas la manon
page-step-shoot = { $player } pafvetas { $amount }
page-step-kitty = { $player } starigas kason de { $amount }
page-step-offer-bank = { $player } proponas la bankon al { $buyer } por { $price }
page-step-accept-bank = { $player } prenas la bankon
page-step-decline-bank = { $player } rifuzas la bankon
page-step-double = { $player } duobligas la vetojn
page-step-decline-double = { $player } lasas la vetojn kiaj ili estas
page-step-sit = { $player } sidiĝas
page-step-sit-with = { $player } sidiĝas en seĝo { $seat } kun { $chips ->
    [one] { $chips } ĵetono
   *[other] { $chips } ĵetonoj
  }
page-step-stand = { $player } ekstaras
page-step-top-up = { $player } alportas pliajn ĵetonojn: { $chips }
page-step-move = { $player } moviĝas al seĝo { $seat }
page-step-attack = { $player } atakas la ludanton { $defender }, vetante { $bet }
page-step-call = { $player } egaligas
page-step-raise = { $player } plialtigas per { $amount }
page-step-fold = { $player } rezignas
page-step-stay = { $player } restas
page-step-discard = { $player } forĵetas { $cards }
page-step-discard-none = { $player } forĵetas nenion
page-step-seed = { $player } donas semon
page-step-timeout = { $player } ne plu havas tempon
page-step-other = { $player } { $verb }

## La justaj miksadoj

page-fair-title = Justaj miksadoj ĉe tablo { $table }
page-fair-unfair = Ĉi tiu tablo ne disdonas laŭ la justa skemo (ĝi estas testa tablo, kiu disdonas el aranĝita kartaro).
page-fair-scheme-first = Skemo { $scheme } (docs/fairness.md). Antaŭ ol kartaro estas miksata, la tablo publikigas devontigon, la SHA-256 de la sekreta parto de la kazino por tiu miksado. Poste ĉiu sidanta ludanto rajtas doni semon, videblan por ĉiuj; la ŝlosilo de la miksado estas la SHA-256 de la parto de la kazino, sekvata de la SHA-256 de ĉiu semo, laŭ la ordo de la seĝoj, do la kazino, kiu fiksis sian parton antaŭ ol vidi la semojn, ne povas elekti la kartojn. Kiam oni finis kun la kartaro kaj ĉiu karto disdonita el ĝi estis montrita, la parto de la kazino estas malkaŝata, kaj ĉi tiu paĝo kontrolas ĝin per sia propra kodo.
page-fair-scheme-seeded = Skemo { $scheme } (docs/fairness.md). Antaŭ ol kartaro estas miksata, la tablo publikigas devontigon: haketaĵon de la numero de la miksado kaj de la sekreta parto de la kazino por ĝi. Poste ĉiu sidanta ludanto enmiksas semon, el kiu la aliaj vidas nur haketaĵon; la ŝlosilo de la miksado estas haketaĵo de la parto de la kazino kaj de la semhaketaĵo de ĉiu seĝo, laŭ la ordo de la seĝoj, do la kazino, kiu fiksis sian parton antaŭ ol vidi la semojn, ne povas elekti la kartojn. Kiam oni finis kun la kartaro kaj ĉiu karto disdonita el ĝi estis montrita, la parto de la kazino kaj la semoj estas malkaŝataj, kaj ĉi tiu paĝo kontrolas ilin per sia propra kodo.
page-fair-schemes-mixed = Kelkaj miksadoj sube estis faritaj laŭ alia skemo: ĉiu estas kontrolata laŭ sia propra.
page-fair-next = Sekva: miksado { $number } (skemo { $scheme })
page-fair-commitment = Devontigo
page-fair-seeds-so-far = Semoj donitaj ĝis nun: { $seeds }
page-fair-seeds = semoj: { $seeds }
page-fair-no-seed = neniu semo estis donita: nur la parto de la kazino
page-fair-made = Faritaj miksadoj
page-fair-none-made = Ankoraŭ neniu: la kartaro estas miksata por la unua disdono.
page-fair-shuffle = Miksado { $number } (skemo { $scheme }): { $cards } kartoj, antaŭ ago { $action }
page-fair-house = Parto de la kazino
page-fair-secret = Ankoraŭ sekreta: la kartaro estas uzata, aŭ karto disdonita el ĝi neniam estis montrita. Ĝi estos malkaŝita, kiam oni finos kun la kartaro kaj ĉiu karto disdonita el ĝi estos montrita.
page-fair-secret-seeded = Ankoraŭ sekreta: la kartaro estas uzata, aŭ karto disdonita el ĝi neniam estis montrita. Ĝi estos malkaŝita, kun siaj semoj, kiam oni finos kun la kartaro kaj ĉiu karto disdonita el ĝi estos montrita.
page-fair-commitment-ok = la haketaĵo de la malkaŝita parto de la kazino estas la devontigo publikigita antaŭ la miksado
page-fair-commitment-bad = la haketaĵo de la malkaŝita parto de la kazino ne estas la devontigo
page-fair-seeds-ok = ĉiu malkaŝita semo estas tiu, kies haketaĵo estis publikigita antaŭ la miksado
page-fair-seeds-bad = la semo malkaŝita por { $player } ne estas tiu, kies haketaĵo estis publikigita
page-fair-seeds-bad-seat = la semo malkaŝita por seĝo { $seat } ne estas tiu, kies haketaĵo estis publikigita
page-fair-key-ok = la ŝlosilo estas la parto de la kazino miksita kun la semoj, kiel diras la servilo
page-fair-key-ok-seats = la ŝlosilo estas la parto de la kazino miksita kun la semoj, ĉiu kun sia seĝo, kiel diras la servilo
page-fair-key-bad = la ŝlosilo ne estas la parto de la kazino miksita kun ĉi tiuj semoj
page-fair-pile-ok = ĝi miksis stakon de { $cards } kartoj, replenigitan el la forĵetaĵoj meze de mano: la publikigita stako tenas ilin en la ordo de nova kartaro, kiel la skemo ordigas ilin antaŭ la miksado
page-fair-pile-bad = la publikigita stako de forĵetaĵoj ne estas { $cards } kartoj en la ordo de nova kartaro
page-fair-pile-unpublished = Ĉi tiu miksado prenis { $cards } kartojn, stakon replenigitan el la forĵetaĵoj meze de mano, kaj la tablo ne publikigis la stakon, do ĝiaj kartoj ne povas esti rekalkulitaj ĉi tie.
page-fair-none-dealt = Neniuj disdonitaj kartoj estas listigitaj por ĉi tiu kartaro: mano de Palace miksas siajn stakojn plurfoje, kaj ĝia historio estas reludata el la ŝlosiloj de ĝiaj miksadoj.
page-fair-dealt-ok = { $count ->
    [one] la karto disdonita el ĝi estas la supra karto de la kartaro rekalkulita el la ŝlosilo
   *[other] la { $count } kartoj disdonitaj el ĝi estas la supraj { $count } de la kartaro rekalkulita el la ŝlosilo
  }
page-fair-dealt-bad = la disdonita karto n-ro { $card } ({ $dealt }) ne estas tiu de la rekalkulita kartaro ({ $expected })
page-fair-round-ok = via rondo { $round } (mano { $hand }): ĝiaj { $count } kartoj estas la disdonitaj kartoj { $from } ĝis { $to }
page-fair-round-bad = via rondo { $round } (mano { $hand }) ne estas inter la kartoj disdonitaj el ĉi tiu kartaro
page-fair-pack = La kartaro, kiel la ŝlosilo miksas ĝin, de supre (kun la disdonitaj kartoj markitaj)
page-fair-back = Reen al la tablo

## La rifuzoj de la servilo, laŭ ilia kodo

error-unauthenticated = unue ensalutu
error-not_an_operator = ĉi tio estas por la operatoroj de la salono
error-operators_only = la metrikoj estas por la operatoroj de la salono
error-bad_origin = paĝo de alia retejo ne rajtas fari tion
error-bad_client = klienta identigilo havas 8 ĝis 64 literojn, ciferojn, - kaj _
error-no_coach = ĉi tiu ludo ne havas konsilanton
error-bad_lang = tio ne estas lingvo, kiun Parlour parolas
error-name_taken = la nomo “{ $name }” jam estas prenita
error-bad_name = { $why ->
    [empty] nomo bezonas almenaŭ unu signon
    [long] nomo havas maksimume 24 signojn
    [characters] nomo konsistas el videblaj literoj, ciferoj, diakritaĵoj kaj simboloj, kaj simplaj spacetoj
    [blank] nomo bezonas videblan signon
   *[brackets] nomo ne rajtas enhavi [ aŭ ], nek ion similan
  }
error-bad_password = { $why ->
    [needed] konto bezonas pasvorton
    [guest] gasto ne havas pasvorton
    [short] pasvorto havas almenaŭ 8 signojn
    [long] pasvorto havas maksimume 128 signojn
    [name] la pasvorto ne rajtas esti la nomo de la konto
   *[common] ĉi tiu pasvorto estas tro facile divenebla: ofta pasvorto, vorto aŭ ŝablono
  }
error-wrong_password = { $why ->
    [now] tio ne estas la nuna pasvorto
   *[signin] ne ekzistas tia nomo kun tia pasvorto
  }
error-not_a_guest = ĉi tiu konto jam havas pasvorton
error-guest = gasto ne havas pasvorton: prefere ekposedu la nomon
error-password_changed = la pasvorto intertempe ŝanĝiĝis; ensalutu denove
error-bad_link = ĉi tiu ligilo ne funkcias: ĝi jam estis uzita aŭ eksvalidiĝis; petu novan de la salono
error-suspended = { $why ->
    [banned] ĉi tiu konto estas forbarita: { $reason }
   *[suspended] ĉi tiu konto estas suspendita: { $reason }
  }
error-bad_pin = PIN havas 4 ĝis 6 ciferojn
error-no_pin = { $why ->
    [change] donu la nunan PIN-on por ŝanĝi ĝin
   *[first] unue fiksu PIN-on
  }
error-wrong_pin = malĝusta PIN (restas { $left } el { $tries } provoj)
error-pin_locked = { $why ->
    [locked] kvin malĝustaj PIN-oj: la PIN estas ŝlosita dum 15 minutoj
   *[wait] tro da malĝustaj PIN-oj: reprovu post { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutoj
    }
  }
error-bad_limit = limo estas de 1 ĝis la maksimumo de la kazino, { $max }
error-limit_changed_this_week = la limo ŝanĝiĝas unufoje semajne; la sekva ŝanĝo estas permesata ekde { $when }, via horo
error-not_dry = { $why ->
    [seated] vi havas { $chips ->
        [one] { $chips } ĵetonon
       *[other] { $chips } ĵetonojn
    } ĉe tablo { $table }: monujo estas replenigata nur dum vi sidas ĉe neniu tablo, do unue ekstaru tie
   *[full] monujo estas replenigata, kiam ĝi enhavas malpli ol { $below } kaj vi sidas ĉe neniu tablo
  }
error-no_hand = ne ekzistas mano { $id }
error-no_such_table = { $why ->
    [open] ne ekzistas malfermita tablo { $id }
   *[any] ne ekzistas tablo { $id }
  }
error-bad_preset = ne ekzistas tia antaŭagordo: GET /api/presets listigas ilin
error-bad_table = { $why ->
   *[stacked] aranĝita kartaro estas nur por testaj serviloj (parlour serve --allow-stacked)
  }
error-too_many_tables = { $why ->
    [quick] neniu seĝo estas libera ĉe tablo de ĉi tiu ludo, kaj vi jam havas { $most } malfermitajn tablojn, la plej multe permesata: ludu ĉe unu el ili
   *[open] vi havas { $most } malfermitajn tablojn, la plej multe permesata: ludu ĉe unu el ili
  }
error-too_many = { $what ->
    [connections] tro da konektoj por ĉi tiu konto: unue fermu unu
   *[other] tro da { $what ->
        [signin] ensalutaj provoj
        [practice] ekzercaj manoj
        [wrong-passwords] malĝustaj pasvortoj por ĉi tiu nomo
        [changes] ŝanĝoj de pasvorto kaj PIN
        [top-ups] replenigoj
       *[accounts] novaj kontoj
    } de ĉi tie; reprovu post { $unit ->
        [seconds] { $count ->
            [one] { $count } sekundo
           *[other] { $count } sekundoj
        }
        [minutes] { $count ->
            [one] { $count } minuto
           *[other] { $count } minutoj
        }
       *[hours] { $count ->
            [one] { $count } horo
           *[other] { $count } horoj
        }
    }
  }
error-busy = { $why ->
    [passwords] tro da pasvortoj estas kontrolataj samtempe; reprovu
    [coach] la konsilanto estas okupata; reprovu
    [table] la tablo ne povas respondi nun; reprovu
    [table-now] la tablo ne povas akcepti tion nun; reprovu
    [write] la datumbazo ne akceptis la ŝanĝon; reprovu
    [server] la servilo estas okupata; reprovu
    [table-busy] la tablo estas okupata; reprovu
    [moving] la tablo estas transigata al ĉi tiu nodo; reprovu
    [taken-over] la nodo de la tablo ne respondas; alia nodo transprenas ĝin: reprovu
    [limit] via vetlimo ne povis esti legita; reprovu
   *[database] la datumbazo ne respondas; reprovu
  }
error-server = { $why ->
    [password] la pasvorto ne povis esti kontrolita
    [coach] la konsilanto ne povis respondi
    [replay] la mano ne estas reludebla
    [game] nekonata ludo
    [report] la raporto malsukcesis
    [address] la adreso de la konekto estas nekonata
   *[database] la datumbazo malsukcesis
  }

## La rifuzoj al la operatoroj

error-bad_amount = ĝustigo movas 1 ĝis { $most } ĵetonojn, en la monujon aŭ el ĝi
error-short = la monujo enhavas { $balance }: nenio plu povas esti prenita el ĝi
error-bad_reason = diru kial, per 1 ĝis { $most } signoj
error-no_such_person = ne ekzistas konto { $id }
error-bad_until = suspendo finiĝas en la estonteco, ene de dek jaroj (forbaro ne havas finon)
error-operator = operatoro ne estas suspendata nek forbarata: unue oni reprenas ties rajtigon
error-not_sanctioned = neniu suspendo aŭ forbaro de tiu persono validas
error-not_locked = ties PIN ne estas ŝlosita, kaj neniu malĝusta provo kalkuliĝas kontraŭ ĝi
error-bad_days = raporto kovras 1 ĝis 366 tagojn
error-elsewhere = { $why ->
    [now] alia nodo de la grupo nun servas ĉi tiun tablon: demandu ĝin
   *[served] alia nodo de la grupo servas ĉi tiun tablon: demandu ĝin
  }
error-closing = { $why ->
    [seat] la tablo fermiĝos ĉe la fino de ĉi tiu rondo: elektu alian
   *[closing] la tablo fermiĝas
  }

## La rifuzoj de tablo al peto (la eraroj de la tabla protokolo)

# $balance: la ĵetonoj en la monujo.
error-wallet = via monujo enhavas { $balance ->
    [one] { $balance } ĵetonon
   *[other] { $balance } ĵetonojn
  }: ne sufiĉe
# $most: la plej granda veto de la kazino; $wager: la veto.
error-over_house_max = la kazino akceptas maksimume { $most } por unu veto; veto de { $wager } superas tion
# $limit: la propra limo de la persono; $wager: la veto.
error-over_your_limit = via propra vetlimo estas { $limit }; veto de { $wager } superas ĝin
# $seat: la numero de la seĝo, ekde 1.
error-seat_taken = { $why ->
    [here] vi jam sidas ĉe ĉi tiu tablo
    [next] vi jam sidiĝos ĉe la venonta rondo
   *[taken] seĝo { $seat } ne estas libera
  }
error-not_seated = { $why ->
    [bot] neniu roboto sidas en seĝo { $seat }
   *[you] vi ne sidas ĉe ĉi tiu tablo
  }
error-not_your_table = nur tiu, kiu malfermis la tablon, aŭ ludanto sidanta ĉe ĝi aldonas aŭ forigas robotojn
error-flood = tro da mesaĝoj: malrapidiĝu
error-shutting_down = la servilo haltas
error-not_paused = la tablo ne estas paŭzigita

## Ekzercado: la kazinaj manoj de la trejnilo (docs/web.md, "Practice")

page-practice-title = Ekzercado
page-practice-intro = Manoj, kiujn ludantoj ofte misludas ĉe kazina tablo, unu post unu: malmola 15 aŭ 16, mola 17 ĝis 19, paro. Elektu vian movon kiel ĉe la tablo; la konsilanto diras, ĉu ĝi estis la plej bona, laŭ freŝe miksita kartujo, kaj kiom valoras ĉiu movo. La specoj, kiujn vi maltrafas, venas pli ofte.
page-practice-hand-title = Via mano
page-practice-dealing = Disdonante…
page-practice-hard = Malmola { $total }
page-practice-soft = Mola { $total }
page-practice-pair = Paro: { $total }
page-practice-dealt = Disdonita: { $hand }
page-practice-bought = Aĉetita: la veto duobliĝis; vi povas tordi aŭ resti.
page-practice-moves = via movo
page-practice-right = Ĝuste: { $move } estas la plej bona movo.
page-practice-wrong = Ne la plej bona: la plej bona estas { $best }. { $move } perdas { $bets } vetojn ({ $chips } ĵetonojn ĉe veto de { $bet }).
page-practice-worth = kiom valoras ĉiu movo ĉe veto de { $bet }
page-practice-next = Sekva mano
page-practice-again = Disdoni denove
page-practice-unreadable = La respondo de la salono ne estas mano: disdonu denove.
page-practice-score-title = Via poentaro
page-practice-score = Ĝustaj: { $right } el { $answered } · ĵetonoj perditaj ĉe veto de { $bet }: { $chips }
page-practice-kinds = Viaj respondoj laŭ speco de mano, kaj kiom ofte ĉiu speco venas
page-practice-col-kind = Speco
page-practice-col-answered = Responditaj
page-practice-col-missed = Maltrafitaj
page-practice-col-often = Ofteco
page-practice-kind-hard = Malmola 15 aŭ 16
page-practice-kind-soft = Mola 17 ĝis 19
page-practice-kind-pair = Paro
page-practice-reset = Rekomenci la poentaron
page-practice-key-stick = resti
page-practice-key-twist = tordi
page-practice-key-buy = aĉeti
page-practice-key-split = dividi
page-practice-key-enter = resti; post respondo, la sekva mano
page-practice-key-next = la sekva mano
