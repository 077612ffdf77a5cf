# La konzolo de la operatoroj: ĝiaj paĝoj, tabeloj kaj formularoj, kaj kion diras ĉiu farita ŝanĝo.
# La horoj estas tiuj de la leganto; $until, $since, $at kaj $time venas jam skribitaj en la lingvo de la paĝo.
# "The house" estas «la kazino», kiel en la reguloj kaj en page.ftl.

## La nomo de la konzolo, ĝia navigado kaj kion ĝiaj paĝoj komune havas

console-name = Konzolo
console-refused = Ĉi tiuj paĝoj estas nur por la operatoroj de la salono.
console-back-lobby = Reen al la vestiblo
console-no-page = La konzolo ne havas tian paĝon.
console-nav-room = La salono
console-nav-tables = Tabloj
console-nav-people = Homoj
console-nav-house = Rezulto de la kazino
console-nav-dumping = Transdono de ĵetonoj
console-nav-audit = Kontrola protokolo
console-nav-settings = Agordoj
console-reading = Legante…
console-times-yours = La horoj estas laŭ via horzono.
console-reason = Kialo (konservata en la kontrola protokolo)
console-cancel = Nuligi
console-days =
    { $days ->
        [one] la lasta tago
       *[other] la lastaj { $days } tagoj
    }
console-days-over = Periodo
console-days-show = Montri
console-machine = la maŝino de la salono

## La ludoj

console-game =
    { $game ->
        [casino] Kazino
        [pontoon] Pontono (hejma ludo)
        [palace] Palace Poker
       *[other] { $game }
    }

## Kapoj de kolumnoj

console-head-when = Kiam
console-head-who = Kiu
console-head-did = Kion faris
console-head-subject = Celo
console-head-why = Kial
console-head-from = De
console-head-to = Al
console-head-chips = Ĵetonoj
console-head-rounds = Rondoj
console-head-tables = Tabloj
console-head-day = Tago (UTC)
console-head-all-games = Ĉiuj ludoj
console-head-name = Nomo
console-head-kind = Speco
console-head-wallet = Monujo
console-head-joined = Aliĝis
console-head-sanction = Nuna sankcio
console-head-table = Tablo
console-head-seat = Seĝo
console-head-what = Kio
console-head-game = Ludo
console-head-net = Neto
console-head-replay = Reludo
console-head-sanction-kind = Speco
console-head-since = Ekde
console-head-until = Ĝis
console-head-by = De kiu
console-head-lifted = Nuligita
console-head-chip-kind = Speco
console-head-setting = Agordo
console-head-value = Valoro
console-head-source = Fonto
console-head-state = Stato
console-head-seated = Sidantoj
console-head-opened = Malfermita
console-head-change = Ŝanĝo

## La salono nun

console-room-title = La salono nun
console-room-reading = Legante la salonon…
console-room-every = Relegata ĉiujn { $seconds } sekundojn, dum ĉi tiu paĝo estas montrata.
console-room-read-at = Legita je { $time }, via horo.
console-room-unread = La salono ne legeblis: { $error }
console-room-node-since = Nodo { $node }, servanta ekde { $since } (via horo).
console-room-node = Nodo { $node }.
console-room-tables = Tabloj
console-room-paused = Paŭzitaj
console-room-closing = Fermiĝantaj
console-room-people = Sidantaj homoj
console-room-bots = Sidantaj robotoj
console-room-connections = Konektoj (malfermitaj retingoj)
console-room-rate = Agoj sekunde (la lasta minuto)
console-books = La kontlibroj
console-books-balance = La kontlibroj ekvilibras.
console-books-wrong = Ne ekvilibras. Kio misas:
console-chips-caption = Ĵetonoj laŭ speco de konto
console-chips-sum = Sumo (nulo, kiam la kontlibroj ekvilibras)
console-chip-kind =
    { $kind ->
        [wallets] en la monujoj de la homoj
        [seats] ĉe tabloj, en seĝoj
        [held] tenataj (vetoj en ludo)
        [house] la kazino
        [grants] donacoj (disdonitaj ĵetonoj)
        [adjustments] ĝustigoj de operatoroj
       *[other] { $kind }
    }

## Tabloj

console-tables-reading = Legante la tablojn…
console-tables-caption = Ĉiuj tabloj de la salono
console-tables-none = Neniu tablo estas malfermita.
console-tables-about = Paŭzita tablo finas la ludatan rondon kaj ne disdonas novan, ĝis ĝi estas daŭrigita; ĝiaj homoj restas sidantaj kaj rajtas ekstari. Fermita tablo finas la ludatan rondon, kaj ĉies ĵetonoj revenas al iliaj monujoj. La horoj estas laŭ via horzono.
console-tables-open-link = Malfermu tablon
console-tables-open = { console-tables-open-link } per la formularo de la vestiblo, „Propra tablo“.
console-state =
    { $state ->
        [open] malfermita
        [paused] paŭzita
        [closing] fermiĝanta
       *[other] { $state }
    }
console-closing-now = fermiĝanta…
console-seated =
    { $people ->
        [one] { $people } homo
       *[other] { $people } homoj
    } kaj { $bots ->
        [one] { $bots } roboto
       *[other] { $bots } robotoj
    }, el { $seats ->
        [one] { $seats } seĝo
       *[other] { $seats } seĝoj
    }
console-opened =
    { $who ->
        [person] de { $name }
       *[house] de la kazino
    }
console-opened-at =
    { $who ->
        [person] de { $name }, { $at }
       *[house] de la kazino, { $at }
    }
console-change =
    { $change ->
        [pause] Paŭzigi
        [resume] Daŭrigi
       *[close] Fermi
    }
console-change-table =
    { $change ->
        [pause] Paŭzigi tablon { $table }
        [resume] Daŭrigi tablon { $table }
       *[close] Fermi tablon { $table }
    }
console-change-why =
    { $change ->
        [pause] Paŭzigi tablon { $table }: kial?
        [resume] Daŭrigi tablon { $table }: kial?
       *[close] Fermi tablon { $table }: kial?
    }
console-paused =
    Tablo { $table } estas { $state ->
        [paused] paŭzita
       *[other] { $state }
    }: la ludata rondo finiĝas, kaj neniu nova rondo komenciĝas, ĝis ĝi estos daŭrigita.
console-resumed =
    Tablo { $table } estas denove { $state ->
        [open] malfermita
       *[other] { $state }
    }.
console-closing = Tablo { $table } fermiĝas, kiam la ludata rondo finiĝos; ĉies ĵetonoj revenas al iliaj monujoj.
console-closed-other = Tablo { $table }: { $answer }

## Homoj

console-people-contains = Nomo enhavas
console-people-search = Serĉi
console-people-found = Kontoj, kies nomo enhavas „{ $wanted }“ (maksimume 50)
console-people-newest = La 50 plej novaj kontoj
console-people-none-found = Neniu konta nomo enhavas „{ $wanted }“.
console-people-none = Ankoraŭ neniu konto.
console-account-kind =
    { $kind ->
        [operator] operatoro
        [guest] gasto
       *[account] konto
    }
console-sanction-none = neniu
console-sanction-ban =
    forbarita: { $reason } ({ $who ->
        [machine] de la maŝino de la salono
       *[person] de { $name }
    })
console-sanction-suspended =
    suspendita senfine: { $reason } ({ $who ->
        [machine] de la maŝino de la salono
       *[person] de { $name }
    })
console-sanction-suspended-until =
    suspendita ĝis { $until }: { $reason } ({ $who ->
        [machine] de la maŝino de la salono
       *[person] de { $name }
    })
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] de la maŝino de la salono
       *[person] de { $name }
    })

## Persono

console-person-title = Persono
console-person-back-link = Reen al homoj
console-person-back = { console-person-back-link }. La horoj estas laŭ via horzono.
console-chips =
    { $chips ->
        [one] { $chips } ĵetono
       *[other] { $chips } ĵetonoj
    }
console-pin = PIN
console-pin-locked = ŝlosita ĝis { $until }
console-pin-unlocked = ne ŝlosita
console-limit = Veta limo
console-limit-own =
    { $chips ->
        [one] { $chips } ĵetono po veto
       *[other] { $chips } ĵetonoj po veto
    }
console-limit-house = tiu de la kazino
console-seats = Seĝoj
console-seats-caption = Nun sidas
console-seats-none = Ne sidas ĉe iu tablo.
console-changes = Ŝanĝoj
console-statement = Eltiro
console-statement-caption = Eltiro: la 50 plej novaj transigoj de la monujo
console-statement-none = Ankoraŭ neniuj transigoj.
console-transfer =
    { $reason ->
        [grant] donaco
        [top_up_wallet] replenigo
        [sit] sidiĝis
        [stand] ekstaris
        [top_up] portitaj al tablo
        [settle] kontado
        [adjust] ĝustigo de operatoro
       *[other] { $reason }
    }
console-hands = Manoj
console-hands-caption = La 20 plej novaj rondoj luditaj
console-hands-none = Ankoraŭ neniu ludita rondo.
console-replay = Reludi
console-replay-hand = reludi manon { $hand }, tablo { $table }
console-sanctions = Sankcioj
console-sanctions-caption = Ĉiu sankcio, plej novaj unue
console-sanctions-none = Neniam sankciita.
console-sanction-kind =
    { $kind ->
        [ban] forbaro
       *[suspend] suspendo
    }
console-no-end = senfine
console-lifted-no = ne
console-lifted-at =
    { $at }, { $who ->
        [machine] de la maŝino de la salono
       *[person] de { $name }
    }
console-suspend-title = Suspendi ĝis certa momento
console-suspend-until = Ĝis (via horo)
console-suspend = Suspendi
console-suspend-when = Elektu la tagon kaj horon, kiam la suspendo finiĝas.
console-ban-title = Forbari
console-ban-hint = Forbaro ne havas finon: nur nuligo finas ĝin.
console-ban = Forbari
console-lift-title = Nuligi la sankcion
console-lift = Nuligi
console-unlock-title = Malŝlosi la PIN
console-unlock-hint = Forigas la ŝloson post kvin malĝustaj PIN-oj.
console-unlock = Malŝlosi la PIN
console-reset-title = Ligilo por agordi novan pasvorton
console-reset-hint = La ligilo funkcias unufoje, dum 24 horoj; agordi pasvorton per ĝi ensalutigas la personon kaj finas ties aliajn seancojn.
console-reset = Fari ligilon
console-reset-link = La ligilo (donu ĝin al la persono)
console-reset-copy = Kopii la ligilon
console-reset-copied = La ligilo estas kopiita.
console-reset-not-copied = La retumilo ne permesis al la paĝo kopii: la ligilo estas elektita, kopiu ĝin per la klavaro.
console-adjust-title = Ĵetonoj en aŭ el la monujo
console-adjust-amount = Ĵetonoj (super nulo: en la monujon; sub nulo: el ĝi)
console-adjust = Ĝustigi la monujon
console-adjust-whole = Donu entjeran nombron da ĵetonoj, ne nulon.
console-adjust-how = Entjera nombro da ĵetonoj: super nulo metas ilin en la monujon, sub nulo prenas ilin el ĝi.
console-adjust-in =
    { $count ->
        [one] { $count } ĵetono eniras la monujon.
       *[other] { $count } ĵetonoj eniras la monujon.
    }
console-adjust-out =
    { $count ->
        [one] { $count } ĵetono eliras el la monujo.
       *[other] { $count } ĵetonoj eliras el la monujo.
    }

## Kion diras farita ŝanĝo

console-said-suspended = { $name } estas suspendita ĝis { $until }, via horo: elsalutigita ĉie, kaj ekstarigita de siaj tabloj inter rondoj.
console-said-banned = { $name } estas forbarita: elsalutigita ĉie, kaj ekstarigita de siaj tabloj inter rondoj.
console-said-lifted = { $name } ne plu havas sankcion kaj rajtas ensaluti.
console-said-still-locked = La PIN de { $name } restas ŝlosita ĝis { $until }.
console-said-unlocked = La PIN de { $name } estas malŝlosita.
console-said-reset = Ligilo por { $name }, valida unufoje ĝis { $until }, via horo.
console-said-adjusted =
    Transigo { $transfer } farita: la monujo de { $name } nun havas { $chips ->
        [one] { $chips } ĵetonon
       *[other] { $chips } ĵetonojn
    }.

## La rezulto de la kazino, kaj transdono de ĵetonoj

console-house-about = La ĵetonoj, kiujn la kazino gajnis (super nulo) aŭ perdis (sub nulo), po unu UTC-tago en vico kaj po unu ludo en kolumno; tagoj sen rondo estas preterlasitaj.
console-house-caption =
    La rezulto de la kazino { $days ->
        [one] dum la lasta tago
       *[other] dum la lastaj { $days } tagoj
    }, laŭ UTC-tago kaj ludo (super nulo: la kazino gajnis)
console-house-total =
    Sume, { $count ->
        [one] { $count } tago
       *[other] { $count } tagoj
    }
console-house-none =
    Neniu rondo estis ludita { $days ->
        [one] dum la lasta tago
       *[other] dum la lastaj { $days } tagoj
    }.
console-dumping-about = Ĉe hejma ludo aŭ ĉe Palace-tablo la ludantoj gajnas kaj perdas unu kontraŭ la alia: paro, kies ĵetonoj iras ĉiam en la sama direkto, povas esti iu, kiu transdonas ĵetonojn al alia.
console-dumping-caption =
    Ĵetonoj, kiuj iris de unu ludanto al alia { $days ->
        [one] dum la lasta tago
       *[other] dum la lastaj { $days } tagoj
    }, plej grandaj unue (maksimume 50 paroj)
console-dumping-none =
    Neniuj ĵetonoj iris de unu ludanto al alia ĉe tablo, kie la ludantoj tenas la bankon, { $days ->
        [one] dum la lasta tago
       *[other] dum la lastaj { $days } tagoj
    }.

## La kontrola protokolo

console-audit-hint = Ĉiu ŝanĝo de operatoro, kun la kialo; la horoj estas laŭ via horzono.
console-audit-caption =
    La kontrola protokolo, plej novaj unue ({ $count ->
        [one] { $count } ero montrata
       *[other] { $count } eroj montrataj
    })
console-audit-empty = Ankoraŭ nenio en la protokolo.
console-audit-older = Pli malnovaj eroj
console-action =
    { $action ->
        [grant_operator] faris operatoron
        [close_table] fermis tablon
        [pause_table] paŭzigis tablon
        [set_hints] agordis la konsilanton de tablo
        [resume_table] daŭrigis tablon
        [suspend] suspendis
        [ban] forbaris
        [lift] nuligis sankcion
        [unlock_pin] malŝlosis PIN
        [reset_link] faris ligilon por nova pasvorto
        [adjust] ĝustigis ĵetonojn
       *[other] { $action }
    }
console-subject-person = persono { $id }
console-subject-table = tablo { $id }

## Agordoj

console-settings-file = Legita el la agorda dosiero { $file }.
console-settings-no-file = Neniu agorda dosiero: la defaŭltoj, kaj la flagoj, per kiuj la salono ekfunkciis.
console-settings-caption = La nunaj valoroj
console-setting-yes = jes
console-setting-no = ne
console-setting-none = neniu
console-setting-from =
    { $from ->
        [default] la defaŭlto
        [file] la agorda dosiero
        [flag] komandlinia flago
       *[other] { $from }
    }
