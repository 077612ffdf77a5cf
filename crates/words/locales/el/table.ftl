# table: ό,τι μοιράζεται η σελίδα τραπεζιού κάθε παιχνιδιού (οι θέσεις, η κεφαλίδα, το δίκαιο
# ανακάτεμα, η σειρά, το ημερολόγιο, τα φύλλα, το σύνολο και το αποτέλεσμα ενός χεριού, οι επιλογές
# ενός παιχνιδιού και η σελίδα κανόνων ενός τραπεζιού). Οι όροι είναι του γλωσσαρίου, ίδιοι στο
# σπίτι και στο καζίνο: ο τραπεζίτης, η τράπεζα, το ταμείο, τα στοιχήματα σουτ, το κάψιμο, σκληρό
# και μαλακό, ο ντίλερ, το σαμπό, Πόντοον, Τέχνασμα πέντε καρτών, ξεπερνά το 21 (Πάνω από 21).
# Τα φύλλα: άσος, δυάρι ... δεκάρι, βαλές, ντάμα, ρήγας· τα χρώματα: σπαθί, καρό, κούπα, πίκα.

## Η κεφαλίδα του τραπεζιού, ο τίτλος της καρτέλας, οι ειδοποιήσεις της σειράς

table-heading = Τραπέζι { $table }
table-tab = Τραπέζι { $table } · Parlour
table-tab-turn = ● Σειρά σου · Τραπέζι { $table }
table-link-rules = οι κανόνες
table-link-lobby = λόμπι
table-alerts-label = στη σειρά σου
table-alert-sound = Ήχος
table-alert-notify = Ειδοποίησέ με
table-notify-title = Σειρά σου στο τραπέζι { $table }
table-notify-none = Αυτός ο φυλλομετρητής δεν έχει ειδοποιήσεις.
table-notify-blocked = Ο φυλλομετρητής μπλοκάρει τις ειδοποιήσεις αυτού του ιστότοπου: μπορείς να τις επιτρέψεις στις ρυθμίσεις του ιστότοπου.
table-paused = Η αίθουσα έβαλε αυτό το τραπέζι σε παύση: { $reason }. Ο γύρος που παίζεται τελειώνει, και κανένας νέος γύρος δεν αρχίζει μέχρι να ξαναπαίξει το τραπέζι.
table-joining = Μπαίνεις στο τραπέζι…
table-your-turn = Σειρά σου: { $moves }
table-connection-lost = Η σύνδεση χάθηκε: τίποτα δεν γίνεται μέχρι να επανέλθει.
table-request-lost = η σύνδεση χάθηκε, δοκίμασε ξανά
table-log-label = { $title }, τα νεότερα στο τέλος
table-keys = Πλήκτρα
table-key-space = Κενό
table-ring-seconds = { $seconds } δ
table-ring-label = χρόνος που απομένει σε αυτή τη σειρά
table-unknown-game = Αυτή η εφαρμογή δεν γνωρίζει το παιχνίδι { $game }.

## Οι θέσεις

table-seat-n = θέση { $seat }
table-seat-free = Θέση { $seat }: ελεύθερη
table-you = (εσύ)
table-chips = { $count ->
    [one] { $count } μάρκα
   *[other] { $count } μάρκες
}
table-seat-label = θέση { $seat }: { $name }
table-seat-label-free = θέση { $seat }, ελεύθερη
table-seat-label-mine = η θέση σου
table-seat-label-on-turn = έχει σειρά
table-sit-here = Κάθισε εδώ
table-move-here = Άλλαξε εδώ
table-move = Αλλαγή θέσης
table-add-bot = Πρόσθεσε bot
table-bot-levels = Ποιο bot για τη θέση { $seat };
table-bot-best = Το καλύτερο, το πιο δυνατό
table-bot-standard = Κανονικό
table-bot-cautious = Προσεκτικό
table-bot-bold = Τολμηρό
table-remove-bot = Βγάλε το bot
table-sit-down = Κάθισε
table-chips-to-bring = Μάρκες που φέρνεις
table-chips-to-bring-label = μάρκες που φέρνεις
table-wallet-holds = Το πορτοφόλι σου έχει { $chips }.
table-wallet-holds-elsewhere = Το πορτοφόλι σου έχει { $chips }· { $elsewhere }.
table-chips-at-table = { $chips } στο τραπέζι { $table }
table-bring-more = Φέρε κι άλλες μάρκες
table-bring-them = Φέρ' τες
table-from-wallet = από το πορτοφόλι σου ({ $chips })
table-stand-up = Σήκω
table-stay = Μένω
table-stay-at-table = Μένω στο τραπέζι
table-stay-where-i-am = Μένω όπου είμαι
table-dont-sit = Δεν κάθομαι
table-watching = Παρακολουθείς. Διάλεξε μια ελεύθερη θέση για να καθίσεις.
table-kept-sit = { $name } κάθεται εδώ μετά από αυτόν τον γύρο
table-kept-stand = φεύγει μετά από αυτόν τον γύρο
table-kept-move = πάει στη θέση { $seat } μετά από αυτόν τον γύρο
table-kept-top-up = φέρνει κι άλλες μάρκες μετά από αυτόν τον γύρο
table-kept-bot-in = ένα bot κάθεται εδώ μετά από αυτόν τον γύρο
table-kept-bot-out = το bot φεύγει μετά από αυτόν τον γύρο
table-kept-bot-out-named = { $name } φεύγει μετά από αυτόν τον γύρο
table-kept-move-here = ένας παίκτης έρχεται εδώ μετά από αυτόν τον γύρο
table-kept-move-here-named = { $name } έρχεται εδώ μετά από αυτόν τον γύρο
table-away = λείπει
table-away-rule = Λείπει: καμία σύνδεση του παίκτη δεν παρακολουθεί το τραπέζι. Οι σειρές του περνούν μετά από λίγα δευτερόλεπτα· όταν χάσει έναν ολόκληρο γύρο, ή λείπει τρία λεπτά, βγαίνει από το παιχνίδι και οι μάρκες του επιστρέφουν στο πορτοφόλι του.
table-waiting-sit = { $until ->
    [round] Κάθεσαι στη θέση { $seat } όταν τελειώσει αυτός ο γύρος.
   *[hand] Κάθεσαι στη θέση { $seat } όταν τελειώσει αυτό το χέρι.
}
table-waiting-stand = { $until ->
    [round] Φεύγεις από το τραπέζι όταν τελειώσει αυτός ο γύρος.
   *[hand] Φεύγεις από το τραπέζι όταν τελειώσει αυτό το χέρι.
}
table-waiting-move = { $until ->
    [round] Πηγαίνεις στη θέση { $seat } όταν τελειώσει αυτός ο γύρος.
   *[hand] Πηγαίνεις στη θέση { $seat } όταν τελειώσει αυτό το χέρι.
}
table-waiting-top-up = { $until ->
    [round] Οι μάρκες σου έρχονται όταν τελειώσει αυτός ο γύρος.
   *[hand] Οι μάρκες σου έρχονται όταν τελειώσει αυτό το χέρι.
}
table-waiting-bot-in = { $until ->
    [round] Ένα bot κάθεται στη θέση { $seat } όταν τελειώσει αυτός ο γύρος.
   *[hand] Ένα bot κάθεται στη θέση { $seat } όταν τελειώσει αυτό το χέρι.
}
table-waiting-bot-out = { $until ->
    [round] Το bot της θέσης { $seat } φεύγει όταν τελειώσει αυτός ο γύρος.
   *[hand] Το bot της θέσης { $seat } φεύγει όταν τελειώσει αυτό το χέρι.
}
table-seated-sit = { $name } κάθεται στη θέση { $seat } με { $chips }
table-seated-top-up = { $who } φέρνει { $chips } ακόμα
table-seated-stand = { $who } σηκώνεται
table-seated-move = { $who } πηγαίνει στη θέση { $seat }

## Ονόματα, το κόψιμο, τα ανακατέματα

table-names-and = { $first } και { $last }
table-shuffle-note = (ανακάτεμα { $shuffle })
table-cut-won = { $who } κόβει το ψηλότερο φύλλο, { $card }, και { $prize ->
    [bank] κρατά την τράπεζα
    [deal] μοιράζει το πρώτο χέρι
   *[other] { $prize }
}
table-cut-won-plain = { $who } κόβει το ψηλότερο φύλλο και { $prize ->
    [bank] κρατά την τράπεζα
    [deal] μοιράζει το πρώτο χέρι
   *[other] { $prize }
}
table-cut-tie-won = { $tied } ήρθαν ισόπαλοι και έκοψαν ξανά: { $who } κόβει το ψηλότερο φύλλο, { $card }, και { $prize ->
    [bank] κρατά την τράπεζα
    [deal] μοιράζει το πρώτο χέρι
   *[other] { $prize }
}
table-cut-tie-won-plain = { $tied } ήρθαν ισόπαλοι και έκοψαν ξανά: { $who } κόβει το ψηλότερο φύλλο και { $prize ->
    [bank] κρατά την τράπεζα
    [deal] μοιράζει το πρώτο χέρι
   *[other] { $prize }
}

## Τα φύλλα με λόγια, όπως τα διαβάζει ένας αναγνώστης οθόνης

table-card = { $rank ->
    [ace] άσος
    [two] δυάρι
    [three] τριάρι
    [four] τεσσάρι
    [five] πεντάρι
    [six] εξάρι
    [seven] εφτάρι
    [eight] οχτάρι
    [nine] εννιάρι
    [ten] δεκάρι
    [jack] βαλές
    [queen] ντάμα
   *[king] ρήγας
} { $suit ->
    [clubs] σπαθί
    [diamonds] καρό
    [hearts] κούπα
   *[spades] πίκα
}
table-card-down = ένα φύλλο κλειστό

## Το σύνολο και το αποτέλεσμα ενός χεριού Pontoon (ο ντίλερ του καζίνο)

table-soft = μαλακό { $total }
table-hand-pontoon = Πόντοον
table-hand-five-card-trick = Τέχνασμα πέντε καρτών
table-hand-bust = Πάνω από 21
table-hand-bust-total = Πάνω από 21 ({ $total })
table-result-pontoon = Το Πόντοον πληρώνει 2 προς 1
table-result-five-card-trick = Το Τέχνασμα πέντε καρτών πληρώνει 2 προς 1
table-result-dealer-bust = ο ντίλερ ξεπέρασε το 21: κερδίζει 1 προς 1
table-result-wins = κερδίζει 1 προς 1
table-result-bust = ξεπέρασε το 21
table-result-dealer-pontoon = ο ντίλερ έχει Πόντοον
table-result-tie = στην ισοπαλία κερδίζει ο ντίλερ
table-result-loses = χάνει

## Οι μάρκες ενός στοιχήματος

table-cap-table = το μεγαλύτερο στοίχημα του τραπεζιού
table-cap-seat = οι μάρκες σου στο τραπέζι
table-cap-own = το δικό σου όριο στοιχήματος
table-chip-over = { $cap ->
    [seat] Με { $chip } το στοίχημα γίνεται { $bet }: πάνω από τις μάρκες σου στο τραπέζι, { $most }
    [own] Με { $chip } το στοίχημα γίνεται { $bet }: πάνω από το δικό σου όριο στοιχήματος, { $most }
   *[table] Με { $chip } το στοίχημα γίνεται { $bet }: πάνω από το μεγαλύτερο στοίχημα του τραπεζιού, { $most }
}

## Το δίκαιο ανακάτεμα

table-fair-summary = Δίκαιο ανακάτεμα: επόμενο το νούμερο { $number }, δέσμευση { $commitment }…
table-seeds-seen-open = Κάθε καθισμένος παίκτης ανακατεύει έναν σπόρο σε κάθε ανακάτεμα: η σελίδα δίνει έναν τυχαίο, εκτός αν ο παίκτης γράψει δικό του. Σε αυτό το ανακάτεμα κάθε σπόρος φαίνεται σε όλους στο τραπέζι.
table-seeds-seen-hashed = Κάθε καθισμένος παίκτης ανακατεύει έναν σπόρο σε κάθε ανακάτεμα: η σελίδα δίνει έναν τυχαίο, εκτός αν ο παίκτης γράψει δικό του. Μέχρι να αποκαλυφθεί η τράπουλα, τον σπόρο σου τον βλέπεις εσύ και οι άλλοι μόνο το hash του, όπως κι εσύ βλέπεις μόνο τα δικά τους.
table-commitment = Δέσμευση
table-seeds-for-it = Σπόροι για αυτό: { $seeds }
table-seeds-none = κανένας ακόμα
table-seed-shown = { $who }: «{ $seed }»
table-seed-placeholder = δικά σου λόγια
table-seed-label = ο δικός σου σπόρος για το επόμενο ανακάτεμα
table-seed-invalid = Ένας σπόρος έχει από 1 έως 64 χαρακτήρες, χωρίς χαρακτήρες ελέγχου.
table-seed-give = Δικός μου σπόρος
table-seed-what = Σπόρος
table-check-shuffles = Έλεγχος των ανακατεμάτων

## Οι επιλογές ενός παιχνιδιού, όπως τις ονομάζουν η φόρμα της αίθουσας και η σελίδα κανόνων

table-option-packs = Τράπουλες
table-option-reshuffle_at = Ανακάτεμα του σαμπό
table-option-min_stake = Μικρότερο στοίχημα
table-option-max_stake = Μεγαλύτερο στοίχημα
table-option-max_hands = Χέρια από χώρισμα
table-option-max_split_hands = Χέρια από χώρισμα
table-option-split_by_value = Χώρισμα δύο φύλλων που μετράνε 10
table-option-dealer_hits_soft_17 = Ο ντίλερ τραβά σε μαλακό 17
table-option-stick_min = Κολλάς με τουλάχιστον
table-option-aces_only_split = Χωρίζονται μόνο άσοι
table-option-banker_may_double = Ο τραπεζίτης μπορεί να διπλασιάσει
table-option-player_pontoon_pays = Το Πόντοον ενός παίκτη κερδίζει
table-option-banker_pontoon_collects = Το Πόντοον του τραπεζίτη εισπράττει
table-option-no_fifth_card_buy_under_12 = Όχι αγορά πέμπτου φύλλου κάτω από 12
table-option-royal_pontoon = Βασιλικό Πόντοον (τρία εφτάρια)
table-option-royal_pontoon_pays = Το Βασιλικό Πόντοον κερδίζει
table-option-picture_beats_ten = Η φιγούρα κερδίζει το δεκάρι
table-option-ace_ten_not_pontoon = Άσος και δεκάρι δεν είναι Πόντοον
table-option-natural_beats_plain = A-K και A-Q κερδίζουν A-J και A-T
table-option-burn = Κάψιμο σε σκληρό
table-option-shoot = Στοιχήματα σουτ
table-option-kitty_min = Μικρότερο ταμείο
table-option-kitty_max = Μεγαλύτερο ταμείο
table-option-small_bet = Μικρό στοίχημα
table-option-big_bet = Μεγάλο στοίχημα
table-option-betting = Στοιχήματα
table-option-exclusion = Η σημαία αποκλείει
table-option-max_soldiers = Μέγιστος αριθμός στρατιωτών
table-bound-min_stake = το μικρότερο στοίχημα
table-bound-kitty_min = το μικρότερο ταμείο
table-bound-small_bet = το μικρό στοίχημα
table-hint-from = από { $from }, χωρίς ανώτατο όριο
table-hint-range = { $from } έως { $to }
table-value-none = κανένα
table-value-no-limit = χωρίς όριο
table-value-limit = με όριο
table-value-suit = το χρώμα της
table-value-rank = τον βαθμό της
table-yes = ναι
table-no = όχι
table-fraction-quarter = ένα τέταρτο
table-fraction-third = ένα τρίτο
table-fraction-half = το μισό
table-fraction-two-thirds = δύο τρίτα
table-fraction-three-quarters = τρία τέταρτα
table-shuffle-every-round = κάθε γύρο
table-shuffle-after-quarter = μετά το ένα τέταρτο
table-shuffle-after-third = μετά το ένα τρίτο
table-shuffle-after-half = μετά το μισό
table-shuffle-after-two-thirds = μετά τα δύο τρίτα
table-shuffle-after-three-quarters = μετά τα τρία τέταρτα
table-shuffle-after = μετά το { $fraction }

## Η σελίδα κανόνων ενός τραπεζιού

table-rules-title = Οι κανόνες του τραπεζιού { $table }
table-rules-caption = Οι επιλογές αυτού του τραπεζιού
table-rules-option = Επιλογή
table-rules-here = Εδώ
table-rules-does = Τι κάνει
table-rules-seats = Οι θέσεις σε αυτή την αίθουσα
table-rules-back = Πίσω στο τραπέζι
table-span-seconds = { $count ->
    [one] { $count } δευτερόλεπτο
   *[other] { $count } δευτερόλεπτα
}
table-span-minutes = { $count ->
    [one] { $count } λεπτό
   *[other] { $count } λεπτά
}
table-room-turn = Κάθε σειρά διαρκεί { $span }· ένα στοίχημα ή μια κίνηση που δεν γίνεται εγκαίρως λογίζεται ως λήξη χρόνου της σειράς (ο παίκτης πάει πάσο ή κολλάει).
table-room-seats = Οι θέσεις αλλάζουν ανάμεσα στους γύρους. Κάθισμα, σήκωμα, αλλαγή θέσης, περισσότερες μάρκες, και bot που μπαίνει ή βγαίνει ζητιούνται οποιαδήποτε στιγμή: στη διάρκεια του γύρου η θέση το λέει («φεύγει μετά από αυτόν τον γύρο») και η αλλαγή γίνεται όταν τελειώσει ο γύρος. Ως τότε, το Μένω την ακυρώνει.
table-room-away = Ένας παίκτης που η σελίδα του έφυγε από το τραπέζι φαίνεται ότι λείπει. Μετά από { $grace } απουσίας οι σειρές του δεν περιμένονται. Βγαίνει από το παιχνίδι μετά από { $away } απουσίας: σηκώνεται ανάμεσα στους γύρους και οι μάρκες του επιστρέφουν στο πορτοφόλι του.
table-room-away-rounds = Ένας παίκτης που η σελίδα του έφυγε από το τραπέζι φαίνεται ότι λείπει. Μετά από { $grace } απουσίας οι σειρές του δεν περιμένονται. Βγαίνει από το παιχνίδι μετά από { $away } απουσίας, ή όταν { $rounds ->
    [one] παιχτεί ένας ολόκληρος γύρος
   *[other] παιχτούν { $rounds } ολόκληροι γύροι
} χωρίς αυτόν: σηκώνεται ανάμεσα στους γύρους και οι μάρκες του επιστρέφουν στο πορτοφόλι του.
table-room-idle = Ένα τραπέζι όπου για { $span } δεν έχει καθίσει κανείς εκτός από bots κλείνει.
