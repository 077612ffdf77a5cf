# Konsola e operatorëve: faqet e saj, tabelat dhe formularët, dhe çfarë thotë çdo ndryshim i kryer.
# Orët janë të lexuesit; $until, $since, $at dhe $time vijnë të shkruara në gjuhën e faqes.
# Emrat ($name) nuk lakohen: vijnë pas dy pikave ose pas parafjalës «nga».

## Emri i konsolës, lundrimi dhe çfarë kanë të përbashkët faqet

console-name = Konsola
console-refused = Këto faqe janë vetëm për operatorët e sallës.
console-back-lobby = Kthehu te holli
console-no-page = Konsola nuk ka një faqe të tillë.
console-nav-room = Salla
console-nav-tables = Tryezat
console-nav-people = Njerëzit
console-nav-house = Rezultati i kazinosë
console-nav-dumping = Kalim fishash
console-nav-audit = Regjistri i auditimit
console-nav-settings = Cilësimet
console-reading = Po lexohet…
console-times-yours = Orët janë në zonën tuaj kohore.
console-reason = Arsyeja (ruhet në regjistrin e auditimit)
console-cancel = Anulo
console-days =
    { $days ->
        [one] dita e fundit
       *[other] { $days } ditët e fundit
    }
console-days-over = Periudha
console-days-show = Shfaq
console-machine = makina e sallës

## Lojërat

console-game =
    { $game ->
        [casino] Kazino
        [pontoon] Pontoon (në shtëpi)
        [palace] Palace Poker
       *[other] { $game }
    }

## Titujt e kolonave

console-head-when = Kur
console-head-who = Kush
console-head-did = Çfarë bëri
console-head-subject = Objekti
console-head-why = Pse
console-head-from = Nga
console-head-to = Te
console-head-chips = Fisha
console-head-rounds = Raunde
console-head-tables = Tryeza
console-head-day = Dita (UTC)
console-head-all-games = Të gjitha lojërat
console-head-name = Emri
console-head-kind = Lloji
console-head-wallet = Portofoli
console-head-joined = Regjistruar
console-head-sanction = Sanksioni tani
console-head-table = Tryeza
console-head-seat = Vendi
console-head-what = Çfarë
console-head-game = Loja
console-head-net = Neto
console-head-replay = Rishfaqje
console-head-sanction-kind = Lloji
console-head-since = Që nga
console-head-until = Deri
console-head-by = Nga kush
console-head-lifted = Hequr
console-head-chip-kind = Lloji
console-head-setting = Cilësimi
console-head-value = Vlera
console-head-source = Burimi
console-head-state = Gjendja
console-head-seated = Ulur
console-head-opened = Hapur
console-head-change = Ndryshim

## Salla tani

console-room-title = Salla tani
console-room-reading = Po lexohet salla…
console-room-every = Rilexohet çdo { $seconds } sekonda, sa kohë shfaqet kjo faqe.
console-room-read-at = Lexuar në { $time }, ora juaj.
console-room-unread = Salla nuk u lexua dot: { $error }
console-room-node-since = Nyja { $node }, në shërbim që nga { $since } (ora juaj).
console-room-node = Nyja { $node }.
console-room-tables = Tryeza
console-room-paused = Në pauzë
console-room-closing = Po mbyllen
console-room-people = Njerëz të ulur
console-room-bots = Bot-ë të ulur
console-room-connections = Lidhje (socket-e të hapura)
console-room-rate = Veprime në sekondë (minuta e fundit)
console-books = Kontabiliteti
console-books-balance = Kontabiliteti përputhet.
console-books-wrong = Nuk përputhet. Çfarë nuk shkon:
console-chips-caption = Fishat sipas llojit të llogarisë
console-chips-sum = Shuma (zero kur kontabiliteti përputhet)
console-chip-kind =
    { $kind ->
        [wallets] në portofolat e njerëzve
        [seats] në tryeza, në vende
        [held] të mbajtura (baste në lojë)
        [house] kazinoja
        [grants] dhurata (fisha të dhëna)
        [adjustments] rregullimet e operatorëve
       *[other] { $kind }
    }

## Tryezat

console-tables-reading = Po lexohen tryezat…
console-tables-caption = Çdo tryezë që shërben salla
console-tables-none = Asnjë tryezë nuk është e hapur.
console-tables-about = Një tryezë në pauzë e përfundon raundin në lojë dhe nuk shpërndan të ri derisa të rifillojë; njerëzit e saj mbeten ulur dhe mund të ngrihen. Një tryezë e mbyllur e përfundon raundin në lojë, dhe fishat e të gjithëve kthehen në portofolat e tyre. Orët janë në zonën tuaj kohore.
console-tables-open-link = Hapni një tryezë
console-tables-open = { console-tables-open-link } me formularin e hollit, „Një tryezë e jotja“.
console-state =
    { $state ->
        [open] e hapur
        [paused] në pauzë
        [closing] po mbyllet
       *[other] { $state }
    }
console-closing-now = po mbyllet…
console-seated =
    { $people ->
        [one] { $people } person
       *[other] { $people } persona
    } dhe { $bots ->
        [one] { $bots } bot
       *[other] { $bots } bot-ë
    }, nga { $seats ->
        [one] { $seats } vend
       *[other] { $seats } vende
    }
console-opened =
    { $who ->
        [person] nga { $name }
       *[house] nga kazinoja
    }
console-opened-at =
    { $who ->
        [person] nga { $name }, { $at }
       *[house] nga kazinoja, { $at }
    }
console-change =
    { $change ->
        [pause] Pauzë
        [resume] Rifillo
       *[close] Mbyll
    }
console-change-table =
    { $change ->
        [pause] Vër në pauzë tryezën { $table }
        [resume] Rifillo tryezën { $table }
       *[close] Mbyll tryezën { $table }
    }
console-change-why =
    { $change ->
        [pause] Vër në pauzë tryezën { $table }: pse?
        [resume] Rifillo tryezën { $table }: pse?
       *[close] Mbyll tryezën { $table }: pse?
    }
console-paused =
    Tryeza { $table } është { $state ->
        [paused] në pauzë
       *[other] { $state }
    }: raundi në lojë përfundon dhe nuk fillon raund i ri derisa të rifillojë.
console-resumed =
    Tryeza { $table } është sërish { $state ->
        [open] e hapur
       *[other] { $state }
    }.
console-closing = Tryeza { $table } mbyllet sapo të mbarojë raundi në lojë; fishat e të gjithëve kthehen në portofolat e tyre.
console-closed-other = Tryeza { $table }: { $answer }

## Njerëzit

console-people-contains = Emri përmban
console-people-search = Kërko
console-people-found = Llogaritë emri i të cilave përmban „{ $wanted }“ (deri në 50)
console-people-newest = 50 llogaritë më të reja
console-people-none-found = Asnjë emër llogarie nuk përmban „{ $wanted }“.
console-people-none = Ende asnjë llogari.
console-account-kind =
    { $kind ->
        [operator] operator
        [guest] mysafir
       *[account] llogari
    }
console-sanction-none = asnjë
console-sanction-ban =
    përjashtim: { $reason } ({ $who ->
        [machine] nga makina e sallës
       *[person] nga { $name }
    })
console-sanction-suspended =
    pezullim pa fund: { $reason } ({ $who ->
        [machine] nga makina e sallës
       *[person] nga { $name }
    })
console-sanction-suspended-until =
    pezullim që mbaron { $until }: { $reason } ({ $who ->
        [machine] nga makina e sallës
       *[person] nga { $name }
    })
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] nga makina e sallës
       *[person] nga { $name }
    })

## Një person

console-person-title = Një person
console-person-back-link = Kthehu te njerëzit
console-person-back = { console-person-back-link }. Orët janë në zonën tuaj kohore.
console-chips =
    { $chips ->
        [one] { $chips } fishë
       *[other] { $chips } fisha
    }
console-pin = PIN
console-pin-locked = i bllokuar, mbaron { $until }
console-pin-unlocked = jo i bllokuar
console-limit = Kufiri i bastit
console-limit-own =
    { $chips ->
        [one] { $chips } fishë për bast
       *[other] { $chips } fisha për bast
    }
console-limit-house = ai i kazinosë
console-seats = Vendet
console-seats-caption = Ulur tani
console-seats-none = Nuk është ulur në asnjë tryezë.
console-changes = Ndryshimet
console-statement = Pasqyra
console-statement-caption = Pasqyra: 50 transfertat më të reja të portofolit
console-statement-none = Ende asnjë transfertë.
console-transfer =
    { $reason ->
        [grant] dhuratë
        [top_up_wallet] rimbushje
        [sit] u ul
        [stand] u ngrit
        [top_up] çuar në tryezë
        [settle] shlyerje
        [adjust] rregullim nga një operator
       *[other] { $reason }
    }
console-hands = Duart
console-hands-caption = 20 raundet më të reja që luajti
console-hands-none = Ende asnjë raund i luajtur.
console-replay = Rishfaq
console-replay-hand = rishfaq dorën { $hand }, tryeza { $table }
console-sanctions = Sanksionet
console-sanctions-caption = Çdo sanksion, më të rejat në krye
console-sanctions-none = Asnjë sanksion ndonjëherë.
console-sanction-kind =
    { $kind ->
        [ban] përjashtim
       *[suspend] pezullim
    }
console-no-end = pa fund
console-lifted-no = jo
console-lifted-at =
    { $at }, { $who ->
        [machine] nga makina e sallës
       *[person] nga { $name }
    }
console-suspend-title = Pezullo deri në një moment
console-suspend-until = Deri (ora juaj)
console-suspend = Pezullo
console-suspend-when = Zgjidhni ditën dhe orën kur mbaron pezullimi.
console-ban-title = Përjashto
console-ban-hint = Një përjashtim nuk ka fund: i jep fund vetëm heqja e tij.
console-ban = Përjashto
console-lift-title = Hiq sanksionin
console-lift = Hiq
console-unlock-title = Zhblloko PIN-in
console-unlock-hint = Heq bllokimin pas pesë PIN-eve të gabuara.
console-unlock = Zhblloko PIN-in
console-reset-title = Një lidhje për fjalëkalim të ri
console-reset-hint = Lidhja vlen një herë, për 24 orë; kush vendos fjalëkalim me të hyn në llogari, dhe seancat e tjera mbyllen.
console-reset = Krijo një lidhje rivendosjeje
console-reset-link = Lidhja (jepjani personit)
console-reset-copy = Kopjo lidhjen
console-reset-copied = Lidhja u kopjua.
console-reset-not-copied = Shfletuesi nuk e lejoi faqen të kopjojë: lidhja është e përzgjedhur, kopjojeni me tastierë.
console-adjust-title = Fisha në portofol ose jashtë tij
console-adjust-amount = Fisha (mbi zero: në portofol; nën zero: jashtë tij)
console-adjust = Rregullo portofolin
console-adjust-whole = Jepni një numër të plotë fishash, të ndryshëm nga zero.
console-adjust-how = Një numër i plotë fishash: mbi zero hyjnë në portofol, nën zero dalin prej tij.
console-adjust-in =
    { $count ->
        [one] { $count } fishë hyn në portofol.
       *[other] { $count } fisha hyjnë në portofol.
    }
console-adjust-out =
    { $count ->
        [one] { $count } fishë del nga portofoli.
       *[other] { $count } fisha dalin nga portofoli.
    }

## Çfarë thotë një ndryshim i kryer

console-said-suspended = { $name }: pezulluar, mbaron { $until }, ora juaj; del nga llogaria kudo dhe ngrihet nga tryezat mes raundeve.
console-said-banned = { $name }: përjashtuar; del nga llogaria kudo dhe ngrihet nga tryezat mes raundeve.
console-said-lifted = { $name }: nuk ka më sanksion; mund të hyjë.
console-said-still-locked = { $name }: PIN-i mbetet i bllokuar, mbaron { $until }.
console-said-unlocked = { $name }: PIN-i u zhbllokua.
console-said-reset = { $name }: lidhje rivendosjeje, vlen një herë, skadon { $until }, ora juaj.
console-said-adjusted =
    Transferta { $transfer } u krye. { $name }: portofoli ka tani { $chips ->
        [one] { $chips } fishë
       *[other] { $chips } fisha
    }.

## Rezultati i kazinosë dhe kalimi i fishave

console-house-about = Fishat që fitoi (mbi zero) ose humbi (nën zero) kazinoja, një ditë UTC për rresht dhe një lojë për kolonë; ditët pa raund lihen jashtë.
console-house-caption =
    Rezultati i kazinosë { $days ->
        [one] gjatë ditës së fundit
       *[other] gjatë { $days } ditëve të fundit
    }, sipas ditës UTC dhe lojës (mbi zero: fitoi kazinoja)
console-house-total =
    Gjithsej, { $count ->
        [one] { $count } ditë
       *[other] { $count } ditë
    }
console-house-none =
    Nuk u luajt asnjë raund { $days ->
        [one] gjatë ditës së fundit
       *[other] gjatë { $days } ditëve të fundit
    }.
console-dumping-about = Në një lojë në shtëpi ose në një tryezë Palace lojtarët fitojnë e humbasin me njëri-tjetrin: një çift ku fishat shkojnë gjithmonë në të njëjtin drejtim mund të jetë dikush që i kalon fisha dikujt tjetër.
console-dumping-caption =
    Fisha që kaluan nga një lojtar te një tjetër { $days ->
        [one] gjatë ditës së fundit
       *[other] gjatë { $days } ditëve të fundit
    }, më të mëdhenjtë në krye (deri në 50 çifte)
console-dumping-none =
    Asnjë fishë nuk kaloi nga një lojtar te një tjetër, në një tryezë ku bankën e mbajnë lojtarët, { $days ->
        [one] gjatë ditës së fundit
       *[other] gjatë { $days } ditëve të fundit
    }.

## Regjistri i auditimit

console-audit-hint = Çdo ndryshim që bën një operator, me arsyen; orët janë në zonën tuaj kohore.
console-audit-caption =
    Regjistri i auditimit, më të rejat në krye ({ $count ->
        [one] shfaqet { $count } hyrje
       *[other] shfaqen { $count } hyrje
    })
console-audit-empty = Ende asgjë në regjistër.
console-audit-older = Hyrje më të vjetra
console-action =
    { $action ->
        [grant_operator] bëri një operator
        [close_table] mbylli një tryezë
        [pause_table] vuri në pauzë një tryezë
        [set_hints] caktoi këshilltarin e një tryeze
        [resume_table] rifilloi një tryezë
        [suspend] pezulloi
        [ban] përjashtoi
        [lift] hoqi një sanksion
        [unlock_pin] zhbllokoi një PIN
        [reset_link] krijoi një lidhje për rivendosjen e fjalëkalimit
        [adjust] rregulloi fisha
       *[other] { $action }
    }
console-subject-person = personi { $id }
console-subject-table = tryeza { $id }

## Cilësimet

console-settings-file = Lexuar nga skedari i cilësimeve { $file }.
console-settings-no-file = Pa skedar cilësimesh: parazgjedhjet dhe opsionet me të cilat u nis salla.
console-settings-caption = Vlerat në përdorim
console-setting-yes = po
console-setting-no = jo
console-setting-none = asnjë
console-setting-from =
    { $from ->
        [default] parazgjedhja
        [file] skedari i cilësimeve
        [flag] një opsion i rreshtit të komandës
       *[other] { $from }
    }
