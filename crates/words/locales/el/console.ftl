# Η κονσόλα των διαχειριστών: οι σελίδες της, οι πίνακες και οι φόρμες της, και τι λέει κάθε αλλαγή.
# Οι ώρες είναι του αναγνώστη· τα $until, $since, $at και $time έρχονται ήδη γραμμένα στη γλώσσα της σελίδας.
# Τα ονόματα ($name) δεν κλίνονται: μπαίνουν μετά από «λογαριασμός» ή από άνω και κάτω τελεία.

## Το όνομα της κονσόλας, η πλοήγησή της και ό,τι κοινό έχουν οι σελίδες της

console-name = Κονσόλα
console-refused = Αυτές οι σελίδες είναι μόνο για τους διαχειριστές της αίθουσας.
console-back-lobby = Πίσω στο λόμπι
console-no-page = Η κονσόλα δεν έχει τέτοια σελίδα.
console-nav-room = Η αίθουσα
console-nav-tables = Τραπέζια
console-nav-people = Άτομα
console-nav-house = Αποτέλεσμα του καζίνο
console-nav-dumping = Πέρασμα μαρκών
console-nav-audit = Αρχείο ελέγχου
console-nav-settings = Ρυθμίσεις
console-reading = Φόρτωση…
console-times-yours = Οι ώρες είναι στη δική σας ζώνη.
console-reason = Αιτία (φυλάσσεται στο αρχείο ελέγχου)
console-cancel = Άκυρο
console-days =
    { $days ->
        [one] η τελευταία μέρα
       *[other] οι τελευταίες { $days } μέρες
    }
console-days-over = Διάστημα
console-days-show = Εμφάνιση
console-machine = το μηχάνημα της αίθουσας

## Τα παιχνίδια

console-game =
    { $game ->
        [casino] Καζίνο
        [pontoon] Pontoon (στο σπίτι)
        [palace] Palace Poker
       *[other] { $game }
    }

## Επικεφαλίδες στηλών

console-head-when = Πότε
console-head-who = Ποιος
console-head-did = Τι έκανε
console-head-subject = Αφορά
console-head-why = Γιατί
console-head-from = Από
console-head-to = Προς
console-head-chips = Μάρκες
console-head-rounds = Γύροι
console-head-tables = Τραπέζια
console-head-day = Μέρα (UTC)
console-head-all-games = Όλα τα παιχνίδια
console-head-name = Όνομα
console-head-kind = Είδος
console-head-wallet = Πορτοφόλι
console-head-joined = Εγγραφή
console-head-sanction = Κύρωση τώρα
console-head-table = Τραπέζι
console-head-seat = Θέση
console-head-what = Τι
console-head-game = Παιχνίδι
console-head-net = Καθαρά
console-head-replay = Επανάληψη
console-head-sanction-kind = Είδος
console-head-since = Από
console-head-until = Έως
console-head-by = Ποιος
console-head-lifted = Άρση
console-head-chip-kind = Είδος
console-head-setting = Ρύθμιση
console-head-value = Τιμή
console-head-source = Προέλευση
console-head-state = Κατάσταση
console-head-seated = Θέσεις
console-head-opened = Άνοιξε
console-head-change = Αλλαγή

## Η αίθουσα τώρα

console-room-title = Η αίθουσα τώρα
console-room-reading = Ανάγνωση της αίθουσας…
console-room-every = Ανανεώνεται κάθε { $seconds } δευτερόλεπτα όσο εμφανίζεται η σελίδα.
console-room-read-at = Ανάγνωση στις { $time }, ώρα σας.
console-room-unread = Η αίθουσα δεν διαβάστηκε: { $error }
console-room-node-since = Κόμβος { $node }, σε λειτουργία από { $since } (ώρα σας).
console-room-node = Κόμβος { $node }.
console-room-tables = Τραπέζια
console-room-paused = Σε παύση
console-room-closing = Κλείνουν
console-room-people = Άτομα σε θέσεις
console-room-bots = Bots σε θέσεις
console-room-connections = Συνδέσεις (ανοιχτά sockets)
console-room-rate = Ενέργειες ανά δευτερόλεπτο (τελευταίο λεπτό)
console-books = Τα βιβλία
console-books-balance = Τα βιβλία ισοσκελίζονται.
console-books-wrong = Δεν ισοσκελίζονται. Τι δεν πάει καλά:
console-chips-caption = Μάρκες ανά είδος λογαριασμού
console-chips-sum = Άθροισμα (μηδέν όταν τα βιβλία ισοσκελίζονται)
console-chip-kind =
    { $kind ->
        [wallets] στα πορτοφόλια των ατόμων
        [seats] στα τραπέζια, στις θέσεις
        [held] δεσμευμένες (στοιχήματα σε εξέλιξη)
        [house] το καζίνο
        [grants] παροχές (μάρκες που δόθηκαν)
        [adjustments] διορθώσεις διαχειριστών
       *[other] { $kind }
    }

## Τραπέζια

console-tables-reading = Ανάγνωση των τραπεζιών…
console-tables-caption = Όλα τα τραπέζια της αίθουσας
console-tables-none = Κανένα τραπέζι δεν είναι ανοιχτό.
console-tables-about = Ένα τραπέζι σε παύση τελειώνει τον γύρο που παίζεται και δεν μοιράζει νέο μέχρι να συνεχιστεί· οι παίκτες του μένουν στις θέσεις τους και μπορούν να σηκωθούν. Ένα κλειστό τραπέζι τελειώνει τον γύρο που παίζεται και οι μάρκες όλων επιστρέφουν στα πορτοφόλια τους. Οι ώρες είναι στη δική σας ζώνη.
console-tables-open-link = Ανοίξτε ένα τραπέζι
console-tables-open = { console-tables-open-link } με τη φόρμα του λόμπι, «Δικό σου τραπέζι».
console-state =
    { $state ->
        [open] ανοιχτό
        [paused] σε παύση
        [closing] κλείνει
       *[other] { $state }
    }
console-closing-now = κλείνει…
console-seated =
    { $people ->
        [one] { $people } άτομο
       *[other] { $people } άτομα
    } και { $bots ->
        [one] { $bots } bot
       *[other] { $bots } bots
    }, από { $seats ->
        [one] { $seats } θέση
       *[other] { $seats } θέσεις
    }
console-opened =
    { $who ->
        [person] από: { $name }
       *[house] από το καζίνο
    }
console-opened-at =
    { $who ->
        [person] από: { $name }, { $at }
       *[house] από το καζίνο, { $at }
    }
console-change =
    { $change ->
        [pause] Παύση
        [resume] Συνέχεια
       *[close] Κλείσιμο
    }
console-change-table =
    { $change ->
        [pause] Παύση τραπεζιού { $table }
        [resume] Συνέχεια τραπεζιού { $table }
       *[close] Κλείσιμο τραπεζιού { $table }
    }
console-change-why =
    { $change ->
        [pause] Παύση τραπεζιού { $table }: γιατί;
        [resume] Συνέχεια τραπεζιού { $table }: γιατί;
       *[close] Κλείσιμο τραπεζιού { $table }: γιατί;
    }
console-paused =
    Το τραπέζι { $table } είναι { $state ->
        [paused] σε παύση
       *[other] { $state }
    }: ο γύρος που παίζεται τελειώνει και δεν ξεκινά νέος μέχρι να συνεχιστεί.
console-resumed =
    Το τραπέζι { $table } είναι ξανά { $state ->
        [open] ανοιχτό
       *[other] { $state }
    }.
console-closing = Το τραπέζι { $table } κλείνει μόλις τελειώσει ο γύρος που παίζεται· οι μάρκες όλων επιστρέφουν στα πορτοφόλια τους.
console-closed-other = Τραπέζι { $table }: { $answer }

## Άτομα

console-people-contains = Το όνομα περιέχει
console-people-search = Αναζήτηση
console-people-found = Λογαριασμοί με «{ $wanted }» στο όνομα (έως 50)
console-people-newest = Οι 50 νεότεροι λογαριασμοί
console-people-none-found = Κανένα όνομα λογαριασμού δεν περιέχει «{ $wanted }».
console-people-none = Κανένας λογαριασμός ακόμη.
console-account-kind =
    { $kind ->
        [operator] διαχειριστής
        [guest] επισκέπτης
       *[account] λογαριασμός
    }
console-sanction-none = καμία
console-sanction-ban =
    αποκλεισμός: { $reason } ({ $who ->
        [machine] από το μηχάνημα της αίθουσας
       *[person] από: { $name }
    })
console-sanction-suspended =
    αναστολή χωρίς λήξη: { $reason } ({ $who ->
        [machine] από το μηχάνημα της αίθουσας
       *[person] από: { $name }
    })
console-sanction-suspended-until =
    αναστολή έως { $until }: { $reason } ({ $who ->
        [machine] από το μηχάνημα της αίθουσας
       *[person] από: { $name }
    })
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] από το μηχάνημα της αίθουσας
       *[person] από: { $name }
    })

## Ένα άτομο

console-person-title = Ένα άτομο
console-person-back-link = Πίσω στα άτομα
console-person-back = { console-person-back-link }. Οι ώρες είναι στη δική σας ζώνη.
console-chips =
    { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }
console-pin = PIN
console-pin-locked = κλειδωμένο έως { $until }
console-pin-unlocked = ξεκλείδωτο
console-limit = Όριο στοιχήματος
console-limit-own =
    { $chips ->
        [one] { $chips } μάρκα ανά στοίχημα
       *[other] { $chips } μάρκες ανά στοίχημα
    }
console-limit-house = του καζίνο
console-seats = Θέσεις
console-seats-caption = Θέσεις τώρα
console-seats-none = Δεν κάθεται σε κανένα τραπέζι.
console-changes = Αλλαγές
console-statement = Κινήσεις
console-statement-caption = Κινήσεις: οι 50 νεότερες μεταφορές του πορτοφολιού
console-statement-none = Καμία μεταφορά ακόμη.
console-transfer =
    { $reason ->
        [grant] παροχή
        [top_up_wallet] γέμισμα
        [sit] κάθισε
        [stand] σηκώθηκε
        [top_up] στο τραπέζι
        [settle] εκκαθάριση
        [adjust] διόρθωση διαχειριστή
       *[other] { $reason }
    }
console-hands = Χέρια
console-hands-caption = Οι 20 νεότεροι γύροι που έπαιξε
console-hands-none = Δεν έχει παίξει ακόμη κανέναν γύρο.
console-replay = Επανάληψη
console-replay-hand = επανάληψη χεριού { $hand }, τραπέζι { $table }
console-sanctions = Κυρώσεις
console-sanctions-caption = Όλες οι κυρώσεις, οι νεότερες πρώτα
console-sanctions-none = Καμία κύρωση ποτέ.
console-sanction-kind =
    { $kind ->
        [ban] αποκλεισμός
       *[suspend] αναστολή
    }
console-no-end = χωρίς λήξη
console-lifted-no = όχι
console-lifted-at =
    { $at }, { $who ->
        [machine] από το μηχάνημα της αίθουσας
       *[person] από: { $name }
    }
console-suspend-title = Αναστολή έως ορισμένη ώρα
console-suspend-until = Έως (ώρα σας)
console-suspend = Αναστολή
console-suspend-when = Επιλέξτε τη μέρα και την ώρα που λήγει η αναστολή.
console-ban-title = Αποκλεισμός
console-ban-hint = Ο αποκλεισμός δεν λήγει: τελειώνει μόνο με άρση.
console-ban = Αποκλεισμός
console-lift-title = Άρση της κύρωσης
console-lift = Άρση
console-unlock-title = Ξεκλείδωμα του PIN
console-unlock-hint = Αίρει το κλείδωμα μετά από πέντε λάθος PIN.
console-unlock = Ξεκλείδωμα PIN
console-reset-title = Σύνδεσμος για νέο κωδικό
console-reset-hint = Ο σύνδεσμος ισχύει μία φορά, για 24 ώρες· όποιος ορίσει κωδικό με αυτόν συνδέεται, και οι άλλες συνεδρίες του τερματίζονται.
console-reset = Δημιουργία συνδέσμου
console-reset-link = Ο σύνδεσμος (δώστε τον στο άτομο)
console-reset-copy = Αντιγραφή συνδέσμου
console-reset-copied = Ο σύνδεσμος αντιγράφηκε.
console-reset-not-copied = Ο περιηγητής δεν επέτρεψε την αντιγραφή: ο σύνδεσμος είναι επιλεγμένος, αντιγράψτε τον με το πληκτρολόγιο.
console-adjust-title = Μάρκες μέσα ή έξω από το πορτοφόλι
console-adjust-amount = Μάρκες (πάνω από μηδέν: στο πορτοφόλι· κάτω από μηδέν: έξω από αυτό)
console-adjust = Διόρθωση πορτοφολιού
console-adjust-whole = Δώστε έναν ακέραιο αριθμό μαρκών διαφορετικό από το μηδέν.
console-adjust-how = Ακέραιος αριθμός μαρκών: πάνω από το μηδέν μπαίνουν στο πορτοφόλι, κάτω από το μηδέν βγαίνουν από αυτό.
console-adjust-in =
    { $count ->
        [one] { $count } μάρκα μπαίνει στο πορτοφόλι.
       *[other] { $count } μάρκες μπαίνουν στο πορτοφόλι.
    }
console-adjust-out =
    { $count ->
        [one] { $count } μάρκα βγαίνει από το πορτοφόλι.
       *[other] { $count } μάρκες βγαίνουν από το πορτοφόλι.
    }

## Τι λέει μια αλλαγή όταν γίνει

console-said-suspended = Ο λογαριασμός { $name } είναι σε αναστολή έως { $until }, ώρα σας: αποσυνδέθηκε παντού και σηκώνεται από τα τραπέζια του ανάμεσα στους γύρους.
console-said-banned = Ο λογαριασμός { $name } αποκλείστηκε: αποσυνδέθηκε παντού και σηκώνεται από τα τραπέζια του ανάμεσα στους γύρους.
console-said-lifted = Ο λογαριασμός { $name } δεν έχει πια κύρωση: μπορεί να συνδεθεί.
console-said-still-locked = Το PIN του λογαριασμού { $name } παραμένει κλειδωμένο έως { $until }.
console-said-unlocked = Το PIN του λογαριασμού { $name } ξεκλειδώθηκε.
console-said-reset = Σύνδεσμος επαναφοράς για τον λογαριασμό { $name }, ισχύει μία φορά έως { $until }, ώρα σας.
console-said-adjusted =
    Η μεταφορά { $transfer } έγινε: το πορτοφόλι του λογαριασμού { $name } έχει τώρα { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }.

## Το αποτέλεσμα του καζίνο και το πέρασμα μαρκών

console-house-about = Οι μάρκες που κέρδισε (πάνω από μηδέν) ή έχασε (κάτω από μηδέν) το καζίνο, μία μέρα UTC ανά γραμμή και ένα παιχνίδι ανά στήλη· οι μέρες χωρίς γύρο παραλείπονται.
console-house-caption =
    Το αποτέλεσμα του καζίνο { $days ->
        [one] την τελευταία μέρα
       *[other] τις τελευταίες { $days } μέρες
    }, ανά μέρα UTC και παιχνίδι (πάνω από μηδέν: κέρδισε το καζίνο)
console-house-total =
    Σύνολο, { $count ->
        [one] { $count } μέρα
       *[other] { $count } μέρες
    }
console-house-none =
    Δεν παίχτηκε κανένας γύρος { $days ->
        [one] την τελευταία μέρα
       *[other] τις τελευταίες { $days } μέρες
    }.
console-dumping-about = Σε παιχνίδι στο σπίτι ή σε τραπέζι Palace οι παίκτες κερδίζουν και χάνουν μεταξύ τους: ένα ζεύγος όπου οι μάρκες πηγαίνουν πάντα προς την ίδια κατεύθυνση μπορεί να είναι κάποιος που περνά μάρκες σε άλλον.
console-dumping-caption =
    Μάρκες που πέρασαν από έναν παίκτη σε άλλον { $days ->
        [one] την τελευταία μέρα
       *[other] τις τελευταίες { $days } μέρες
    }, οι μεγαλύτερες πρώτα (έως 50 ζεύγη)
console-dumping-none =
    Καμία μάρκα δεν πέρασε από παίκτη σε παίκτη, σε τραπέζι όπου την τράπεζα την κρατούν οι παίκτες, { $days ->
        [one] την τελευταία μέρα
       *[other] τις τελευταίες { $days } μέρες
    }.

## Το αρχείο ελέγχου

console-audit-hint = Κάθε αλλαγή ενός διαχειριστή, με την αιτία της· οι ώρες είναι στη δική σας ζώνη.
console-audit-caption =
    Το αρχείο ελέγχου, τα νεότερα πρώτα ({ $count ->
        [one] εμφανίζεται { $count } εγγραφή
       *[other] εμφανίζονται { $count } εγγραφές
    })
console-audit-empty = Τίποτα στο αρχείο ακόμη.
console-audit-older = Παλαιότερες εγγραφές
console-action =
    { $action ->
        [grant_operator] όρισε διαχειριστή
        [close_table] έκλεισε τραπέζι
        [pause_table] έθεσε τραπέζι σε παύση
        [set_hints] όρισε τον σύμβουλο ενός τραπεζιού
        [resume_table] συνέχισε τραπέζι
        [suspend] ανέστειλε
        [ban] απέκλεισε
        [lift] ήρε κύρωση
        [unlock_pin] ξεκλείδωσε PIN
        [reset_link] έφτιαξε σύνδεσμο επαναφοράς κωδικού
        [adjust] διόρθωσε μάρκες
       *[other] { $action }
    }
console-subject-person = άτομο { $id }
console-subject-table = τραπέζι { $id }

## Ρυθμίσεις

console-settings-file = Διαβάστηκε από το αρχείο ρυθμίσεων { $file }.
console-settings-no-file = Χωρίς αρχείο ρυθμίσεων: οι προεπιλογές και οι επιλογές με τις οποίες ξεκίνησε η αίθουσα.
console-settings-caption = Οι τρέχουσες τιμές
console-setting-yes = ναι
console-setting-no = όχι
console-setting-none = καμία
console-setting-from =
    { $from ->
        [default] η προεπιλογή
        [file] το αρχείο ρυθμίσεων
        [flag] επιλογή γραμμής εντολών
       *[other] { $from }
    }
