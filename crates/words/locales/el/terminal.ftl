# Ο πελάτης του τερματικού, `parlour play`: οι οθόνες του, τα πλήκτρα, το ημερολόγιο, οι
# εκκαθαρίσεις και η σύνοψη.
#
# Μια πρόταση για μια θέση διαλέγει με το $who: "you" όταν είναι του παίκτη (με όποιο όνομα κι αν
# κάθεται), "other" για οποιονδήποτε άλλο, με όνομα το $name· μια δεύτερη θέση διαλέγει με το $whom
# με τον ίδιο τρόπο. Τα ονόματα μένουν στην ονομαστική: «στον παίκτη { $name }». Οι όροι είναι των
# γλωσσαρίου: ο τραπεζίτης, η τράπεζα, το ταμείο, το στοίχημα σουτ, το ποντάρισμα, Πόντοον, Τέχνασμα
# πέντε καρτών, ξεπερνά το 21 (πάνω από 21), στρίβω, αγοράζω, κολλάω (ο παίκτης), μένω (ο
# τραπεζίτης, ο ντίλερ), χωρίζω, καίω, η τράπουλα, η παρτίδα· στο καζίνο ο ντίλερ και το σαμπό· στο
# Palace Poker η σημαία, οι στρατιώτες, το παλάτι, η μάχη, το στοίχημα, το ποτ, πληρώνω, πετάω.

## Λέξεις που μπαίνουν μέσα σε άλλες

terminal-number = { $n }
terminal-and = { $first } και { $last }
terminal-you-listed = εσύ
terminal-default-name = Εσύ
terminal-range = { $min }–{ $max }
# Το πλήκτρο Enter, όπως το λένε τα πλήκτρα μιας κίνησης ("s/Enter").
terminal-key-enter = Enter
terminal-total = = { $total }
terminal-total-soft = = μαλακό { $total }
terminal-cut-one = { $name } { $card }

## Το πλαίσιο της οθόνης

terminal-title-hand = χέρι { $number }
terminal-title-round = γύρος { $number }
terminal-title-chips = έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}
terminal-keys-bar = ? κανόνες · q έξοδος
terminal-hand-over-title = Το χέρι τελείωσε
terminal-log-title = Τι έγινε
terminal-too-small = Το Parlour χρειάζεται τερματικό τουλάχιστον { $width }×{ $height }· αυτό είναι { $now_width }×{ $now_height }.
terminal-too-small-way-out = Μεγάλωσέ το ή πάτα q για έξοδο.

## Το κάτω μέρος: κινήσεις, ποσά, επιλογές

terminal-your-move = Η κίνησή σου:
terminal-waiting = Περιμένουμε τους άλλους...
terminal-session-over = Η παρτίδα τελείωσε. Πάτα q για τη σύνοψη.
terminal-next-hand = Enter: επόμενο χέρι · ? κανόνες · q έξοδος
terminal-watch-next = Enter: δες το επόμενο χέρι · q: τέλος της παρτίδας
terminal-entry-limits = ({ $min } έως { $max }):
terminal-entry-keys = { $fresh ->
    [yes] Το Enter δέχεται το { $amount }· ό,τι γράψεις το αντικαθιστά· Esc για ακύρωση.
   *[no] Enter για επιβεβαίωση, Backspace για διόρθωση· Esc για ακύρωση.
}
terminal-entry-keys-step = { $fresh ->
    [yes] Τα +/- το αλλάζουν κατά { $step }· το Enter δέχεται το { $amount }· ό,τι γράψεις το αντικαθιστά· Esc για ακύρωση.
   *[no] Τα +/- το αλλάζουν κατά { $step }· Enter για επιβεβαίωση, Backspace για διόρθωση· Esc για ακύρωση.
}
terminal-confirm-hint = y ή Enter: ναι · n ή Esc: άλλαξε το ποσό
terminal-offer-whom = Σε ποιον προσφέρεις την τράπεζα;
terminal-offer-buyer = { $number } { $name } (έως { $most })
terminal-offer-keys = Οι αριθμοί (ή ←→) διαλέγουν· Enter, και μετά η τιμή· Esc για επιστροφή.
terminal-ask-stake = Πόσο ποντάρεις;
terminal-ask-buy = Για πόσο αγοράζεις το φύλλο;
terminal-ask-shoot = Πόσο στοίχημα σουτ; (0: χωρίς στοίχημα σουτ)
terminal-ask-kitty = Πόσα βάζεις στο ταμείο;
terminal-ask-price = Για ποια τιμή;
terminal-ask-attack = Με πόσο στοίχημα επιτίθεσαι;
terminal-ask-raise = Πόσο ανεβάζεις (πέρα από όσα πρέπει να πληρώσεις);

## Τι απαντά ένα πλήκτρο

terminal-not-your-turn = Δεν είναι η σειρά σου.
terminal-not-a-key = Το { $key } δεν είναι πλήκτρο αυτού του τραπεζιού: οι κινήσεις σου και τα πλήκτρα τους φαίνονται παραπάνω.
terminal-not-open = Αυτή η κίνηση δεν σου είναι ανοιχτή τώρα.
terminal-choose-buyer = Διάλεξε τον αγοραστή με τον αριθμό του (ή ←→), μετά Enter· Esc για επιστροφή.
terminal-confirm-keys = Το y βάζει τις μάρκες, το n γυρίζει στο ποσό.
terminal-type-amount = Γράψε ένα ποσό, μετά Enter (Esc για ακύρωση).
terminal-outside-limits = Το { $amount } είναι εκτός ορίων: { $min } έως { $max }.

## Το τέλος ενός χεριού, για τον παίκτη

terminal-you-net = Εσύ: { $net } { $chips ->
    [one] μάρκα
   *[other] μάρκες
} σε αυτό το χέρι.
terminal-sat-out = Έμεινες εκτός από αυτό το χέρι.

## Η σελίδα των κανόνων

terminal-rules-title = Οι κανόνες αυτού του τραπεζιού
terminal-rules-back = Πάτα οποιοδήποτε πλήκτρο για επιστροφή.
terminal-rules-more = ↓ ή Space: υπάρχουν κι άλλα παρακάτω · κάθε άλλο πλήκτρο γυρίζει πίσω.
terminal-rules-scroll = ↑↓ κύλιση, υπάρχουν κι άλλα παρακάτω · κάθε άλλο πλήκτρο γυρίζει πίσω.
terminal-rules-up = ↑ πίσω προς τα πάνω · κάθε άλλο πλήκτρο γυρίζει πίσω.
terminal-home-keys = Πλήκτρα: d μοίρασε, m πόνταρε, t/+ στρίψε, b/* αγόρασε, s/Enter κόλλα, p// χώρισε, u κάψε, h σουτ, y ναι, n όχι, k ταμείο, o πρόσφερε την τράπεζα, q έξοδος.
terminal-casino-keys = Πλήκτρα: Enter κόλλα ή πόνταρε, + στρίψε, * αγόρασε, / χώρισε, 0 ξανά το τελευταίο στοίχημα, n πάσο.
terminal-palace-keys = { $betting ->
    [no-limit] Πλήκτρα: b αγόρασε, d πέτα, a επίθεση, s μείνε, f πάσο, c πλήρωσε, r ανέβασε, n/Enter μοίρασε· διάλεξε με αριθμό (ή ←→, Space), μετά Enter· Esc για επιστροφή· τα +/- αλλάζουν ένα στοίχημα.
   *[limit] Πλήκτρα: b αγόρασε, d πέτα, a επίθεση, s μείνε, f πάσο, c πλήρωσε, r ανέβασε, n/Enter μοίρασε· διάλεξε με αριθμό (ή ←→, Space), μετά Enter· Esc για επιστροφή.
}

## Η σύνοψη, όταν φεύγει ο παίκτης

terminal-thanks = Ευχαριστούμε που έπαιξες.
terminal-hands-played = Χέρια που παίχτηκαν: { $hands }
terminal-net-result = Αποτέλεσμα: { $net } { $net_chips ->
    [one] μάρκα
   *[other] μάρκες
} (τώρα { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
})
terminal-biggest-win = Μεγαλύτερο κέρδος σε ένα χέρι: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Μάρκες: { $chips }
terminal-leave = Πάτα οποιοδήποτε πλήκτρο για να φύγεις.
terminal-save-failed = δεν ήταν δυνατό να αποθηκευτεί το αρχείο της παρτίδας στο { $path }: { $error }
terminal-record-written = Το αρχείο της παρτίδας: { $path }
terminal-record-replay = (αναπαράγεται με: parlour script ΑΡΧΕΙΟ)
terminal-record-failed = Το αρχείο της παρτίδας δεν γράφτηκε στο { $path }: { $error }
terminal-record-none = Δεν παίχτηκε κανένα χέρι, άρα δεν γράφτηκε αρχείο.
terminal-played = Parlour: { $hands ->
    [one] { $hands } χέρι
   *[other] { $hands } χέρια
}, { $net } { $net_chips ->
    [one] μάρκα
   *[other] μάρκες
} (έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}).
terminal-played-won = Parlour: { $hands ->
    [one] { $hands } χέρι
   *[other] { $hands } χέρια
}, { $net } { $net_chips ->
    [one] μάρκα
   *[other] μάρκες
} (έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}), μεγαλύτερο κέρδος σε ένα χέρι { $win }.

## Θέσεις που πιάνονται, αφήνονται και αλλάζουν

terminal-seat-player = Ο παίκτης της θέσης { $seat }
terminal-seat-sits = { $name } κάθεται στη θέση { $seat } με { $chips ->
    [one] { $chips } μάρκα.
   *[other] { $chips } μάρκες.
}
terminal-seat-tops-up = { $name } φέρνει { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
} ακόμα.
terminal-seat-stands = { $name } σηκώνεται και φεύγει από το τραπέζι.
terminal-seat-moves = { $name } πηγαίνει στη θέση { $seat }.
terminal-seat-seed = { $name } δίνει τον σπόρο { $seed } για το επόμενο ανακάτεμα.
terminal-seat-seeded = { $name } δίνει έναν σπόρο για το επόμενο ανακάτεμα.

## Pontoon στο σπίτι: το τραπέζι

terminal-banks = { $who ->
    [you] Κρατάς την τράπεζα
   *[other] Την τράπεζα κρατά { $name }
}
terminal-pack-count = τράπουλα { $cards ->
    [one] { $cards } φύλλο
   *[other] { $cards } φύλλα
}
terminal-kitty-column = ταμείο { $kitty }
terminal-shuffle-due = ανακάτεμα πριν από το επόμενο μοίρασμα
terminal-bank-role = (τράπεζα)
terminal-banker-has-doubled = Ο τραπεζίτης έχει διπλασιάσει όλα τα πονταρίσματα.
terminal-banker-state = { $state ->
    [drawing] τραβά
    [pontoon] Πόντοον!
    [five] Τέχνασμα πέντε καρτών!
    [bust] πάνω από 21
   *[not-played] δεν έπαιξε
}
terminal-banker-stays-paying = μένει: πληρώνει από { $paying }
terminal-sits-out = εκτός
terminal-hand-state = { $state ->
    [playing] παίζει
    [stood] κόλλησε
    [pontoon] Πόντοον!
    [five] Τέχνασμα πέντε καρτών!
   *[bust] πάνω από 21
}
terminal-burnt-once = (κάηκε μία φορά)
terminal-hand-label = χέρι { $number }
terminal-stake-column = ποντάρισμα { $stake }
terminal-shoot-column = σουτ { $shoot }

## Pontoon στο σπίτι: οι κινήσεις και τα πλήκτρα τους

terminal-home-move-cut = κόψε για την τράπεζα
terminal-home-move-deal = μοίρασε
terminal-home-key-digits = m ή ψηφία
terminal-home-move-stake = πόνταρε { $min }–{ $max }
terminal-home-move-twist = στρίψε
terminal-home-move-stick = κόλλα
terminal-home-move-stay = μείνε
terminal-home-move-buy = αγόρασε { $min }–{ $max }
terminal-home-move-split = χώρισε
terminal-home-move-burn = κάψε
terminal-home-move-shoot = σουτ { $min }–{ $max }
terminal-home-move-double = διπλασίασε
terminal-home-move-no-double = μη διπλασιάσεις
terminal-home-move-kitty = ταμείο { $min }–{ $max }
terminal-home-move-offer = πρόσφερε την τράπεζα
terminal-home-move-accept = αγόρασε την τράπεζα για { $price }
terminal-home-move-decline = αρνήσου την τράπεζα
terminal-only-banker-offers = Μόνο ο τραπεζίτης μπορεί να προσφέρει την τράπεζα, ανάμεσα στα χέρια.
terminal-kitty-confirm = Βάζεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
} στο ταμείο; Μένουν εκεί ώσπου η τράπεζα να αλλάξει χέρια.
terminal-home-sit-out = Μένεις εκτός: έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}, και ένα ποντάρισμα { $stake } πρέπει να καλύπτεται { $cover ->
    [four] τέσσερις φορές
   *[two] δύο φορές
}, άρα χρειάζονται { $least ->
    [one] { $least } μάρκα
   *[other] { $least } μάρκες
} για να μπεις στο μοίρασμα. Το q τερματίζει την παρτίδα.

## Pontoon στο σπίτι: τι συμβαίνει

terminal-cut-for-bank = Κόψιμο για την τράπεζα: { $cuts }. { $who ->
    [you] Την τράπεζα την κρατάς εσύ.
   *[other] Την τράπεζα την κρατά { $name }.
}
terminal-pack-shuffled = Η τράπουλα ανακατεύεται και κόβεται.
terminal-hand-started = Χέρι { $number }: { $who ->
    [you] μοιράζεις εσύ.
   *[other] μοιράζει { $name }.
}
terminal-you-are-dealt = Παίρνεις { $card }.
terminal-is-dealt = { $name } παίρνει { $card }.
terminal-stakes = { $who ->
    [you] Ποντάρεις { $amount }.
   *[other] { $name } ποντάρει { $amount }.
}
terminal-banker-doubles = Ο τραπεζίτης διπλασιάζει όλα τα πονταρίσματα!
terminal-banker-lets-stand = Ο τραπεζίτης αφήνει τα πονταρίσματα ως έχουν.
terminal-no-shoot = { $who ->
    [you] Δεν βάζεις στοίχημα σουτ.
   *[other] { $name } δεν βάζει στοίχημα σουτ.
}
terminal-shoots = { $who ->
    [you] Βάζεις στοίχημα σουτ { $amount } κατά του ταμείου.
   *[other] { $name } βάζει στοίχημα σουτ { $amount } κατά του ταμείου.
}
terminal-burns = { $who ->
    [you] Καις { $cards }.
   *[other] { $name } καίει { $cards }.
}
terminal-kitty-put = Ο τραπεζίτης βάζει { $amount } στο ταμείο· τώρα έχει { $kitty }.
terminal-kitty-returned = { $who ->
    [you] Παίρνεις πίσω το ταμείο των { $amount }.
   *[other] { $name } παίρνει πίσω το ταμείο των { $amount }.
}
terminal-banker-pontoon = Ο τραπεζίτης δείχνει Πόντοον: { $cards }!
terminal-declares = { $who ->
    [you] Δηλώνεις Πόντοον: { $cards }!
   *[other] { $name } δηλώνει Πόντοον: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] Χωρίζεις { $cards }.
   *[other] { $name } χωρίζει { $cards }.
}
terminal-buys-for = { $who ->
    [you] Αγοράζεις { $card } για { $amount }.
   *[other] { $name } αγοράζει { $card } για { $amount }.
}
terminal-buys-down = { $who ->
    [you] Αγοράζεις ένα φύλλο για { $amount }.
   *[other] { $name } αγοράζει ένα φύλλο για { $amount }.
}
terminal-twists = { $who ->
    [you] Στρίβεις { $card }.
   *[other] { $name } στρίβει { $card }.
}
terminal-stands = { $who ->
    [you] Κολλάς.
   *[other] { $name } κολλάει.
}
terminal-makes-five = { $who ->
    [you] Κάνεις Τέχνασμα πέντε καρτών!
   *[other] { $name } κάνει Τέχνασμα πέντε καρτών!
}
terminal-bust-with = { $who ->
    [you] Ξεπερνάς το 21 με { $cards } και χάνεις { $lost }.
   *[other] { $name } ξεπερνά το 21 με { $cards } και χάνει { $lost }.
}
terminal-banker-turns = Ο τραπεζίτης ανοίγει { $cards }.
terminal-banker-takes = Ο τραπεζίτης τραβά { $card }.
terminal-banker-stops-21 = Ο τραπεζίτης σταματά στα 21: πληρώνονται μόνο τα Πόντοον και τα Τεχνάσματα πέντε καρτών.
terminal-banker-stays = Ο τραπεζίτης μένει στα { $total }: «πληρώνει από { $paying }».
terminal-banker-bust = Ο τραπεζίτης ξεπερνά το 21!
terminal-banker-five = Ο τραπεζίτης κάνει Τέχνασμα πέντε καρτών!
terminal-shows = { $who ->
    [you] Δείχνεις { $cards }.
   *[other] { $name } δείχνει { $cards }.
}
terminal-bank-offered = { $who ->
    [you] Ο τραπεζίτης σού προσφέρει την τράπεζα για { $price }.
   *[other] Ο τραπεζίτης προσφέρει την τράπεζα στον παίκτη { $name } για { $price }.
}
terminal-bank-declined = { $who ->
    [you] Αρνείσαι την τράπεζα.
   *[other] { $name } αρνείται την τράπεζα.
}
terminal-bank-passes-pontoon = { $who ->
    [you] Η τράπεζα περνά σε σένα (με Πόντοον).
   *[other] Η τράπεζα περνά στον παίκτη { $name } (με Πόντοον).
}
terminal-bank-passes-broken = { $who ->
    [you] Η τράπεζα περνά σε σένα (η τράπεζα έσπασε).
   *[other] Η τράπεζα περνά στον παίκτη { $name } (η τράπεζα έσπασε).
}
terminal-bank-passes-sold = { $who ->
    [you] Η τράπεζα περνά σε σένα (πουλήθηκε για { $price }).
   *[other] Η τράπεζα περνά στον παίκτη { $name } (πουλήθηκε για { $price }).
}
terminal-bank-passes-left = { $who ->
    [you] Η τράπεζα περνά σε σένα (ο τραπεζίτης έφυγε από το τραπέζι).
   *[other] Η τράπεζα περνά στον παίκτη { $name } (ο τραπεζίτης έφυγε από το τραπέζι).
}
terminal-home-session-over = Η παρτίδα τελείωσε: δεν μπορεί να μοιραστεί άλλο χέρι.

## Pontoon στο σπίτι: η εκκαθάριση, μια γραμμή για τον τραπεζίτη και μία για κάθε χέρι

terminal-settle-hard-21 = { $who ->
    [you] Σταμάτησες σε σκληρό 21, που δεν παίρνει φύλλο: πληρώνονται μόνο τα Πόντοον και τα Τεχνάσματα πέντε καρτών, διπλά.
   *[other] { $name } σταμάτησε σε σκληρό 21, που δεν παίρνει φύλλο: πληρώνονται μόνο τα Πόντοον και τα Τεχνάσματα πέντε καρτών, διπλά.
}
terminal-settle-stayed-21 = { $who ->
    [you] Έμεινες στα 21: πληρώνονται μόνο τα Πόντοον και τα Τεχνάσματα πέντε καρτών, διπλά.
   *[other] { $name } έμεινε στα 21: πληρώνονται μόνο τα Πόντοον και τα Τεχνάσματα πέντε καρτών, διπλά.
}
terminal-settle-stayed = { $who ->
    [you] Έμεινες στα { $total }: «πληρώνεις από { $paying }». Τα Πόντοον και τα Τεχνάσματα πέντε καρτών κερδίζουν διπλά.
   *[other] { $name } έμεινε στα { $total }: «πληρώνει από { $paying }». Τα Πόντοον και τα Τεχνάσματα πέντε καρτών κερδίζουν διπλά.
}
terminal-settle-banker-bust = { $who ->
    [you] Ξεπέρασες το 21: κερδίζει κάθε χέρι που στέκει ακόμα.
   *[other] { $name } ξεπέρασε το 21: κερδίζει κάθε χέρι που στέκει ακόμα.
}
terminal-settle-banker-five = { $who ->
    [you] Έκανες Τέχνασμα πέντε καρτών: τα Πόντοον κερδίζουν διπλά, κάθε άλλο χέρι χάνει διπλά.
   *[other] { $name } έκανε Τέχνασμα πέντε καρτών: τα Πόντοον κερδίζουν διπλά, κάθε άλλο χέρι χάνει διπλά.
}
terminal-settle-banker-pontoon = { $who ->
    [you] Έδειξες Πόντοον και εισέπραξες από όλους.
   *[other] { $name } έδειξε Πόντοον και εισέπραξε από όλους.
}
terminal-settle-not-played = Όλα τα χέρια ξεπέρασαν το 21: ο τραπεζίτης δεν έπαιξε.
terminal-hand-not-over = Το χέρι δεν έχει τελειώσει.
terminal-settle-doubled = Ο τραπεζίτης διπλασίασε: τα απλά χέρια εκκαθαρίζονται δύο φορές.
terminal-not-shown = δεν φάνηκαν
terminal-settle-why = { $why ->
    [pontoon] το Πόντοον πληρώνει διπλά
    [five] το Τέχνασμα πέντε καρτών πληρώνει διπλά
    [five-loses] το Τέχνασμα πέντε καρτών χάνει από του τραπεζίτη
    [bust] πάνω από 21
    [not-played] δεν έπαιξε
    [beats] κερδίζει τον τραπεζίτη
   *[does-not-beat] δεν κερδίζει τον τραπεζίτη
}
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net } σε ποντάρισμα { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net } σε ποντάρισμα { $stake }, σουτ { $shoot }

## Τα τραπέζια του καζίνο: το τραπέζι, οι κινήσεις και τα πλήκτρα τους

terminal-dealer = Ντίλερ
terminal-shoe = σαμπό { $cards ->
    [one] { $cards } φύλλο
   *[other] { $cards } φύλλα
}
terminal-shoe-due = (έρχεται ανακάτεμα)
terminal-house = καζίνο { $net }
terminal-bet-passes = πάσο
terminal-bet-column = στοίχημα { $stake }
terminal-bet-column-bought = στοίχημα { $stake } (αγορά)
terminal-casino-move-bet = πόνταρε { $amount } (ή γράψε ποσό, { $min }–{ $max })
terminal-casino-move-pass = πάσο
terminal-casino-move-twist = στρίψε
terminal-casino-move-stick = κόλλα
terminal-casino-move-buy = αγόρασε (+{ $cost })
terminal-casino-move-split = χώρισε (+{ $cost })
terminal-casino-cannot-bet = Δεν μπορείς να ποντάρεις: το ελάχιστο του τραπεζιού είναι { $least } και έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}. Το q τερματίζει την παρτίδα.
terminal-casino-full = Έφτασες το όριο: μια θέση μπορεί να έχει το πολύ { $most } μάρκες. Το q τερματίζει την παρτίδα.

## Τα τραπέζια του καζίνο: τι συμβαίνει

terminal-bets = { $who ->
    [you] Ποντάρεις { $amount }.
   *[other] { $name } ποντάρει { $amount }.
}
terminal-passes = { $who ->
    [you] Πας πάσο σε αυτόν τον γύρο.
   *[other] { $name } πάει πάσο σε αυτόν τον γύρο.
}
terminal-all-passed = Όλοι πήγαν πάσο: δεν μοιράζεται τίποτα.
terminal-shoe-shuffled = Το σαμπό ανακατεύεται και κόβεται.
terminal-round-started = Γύρος { $number }.
terminal-dealer-dealt-down = Ο ντίλερ παίρνει { $card }, κλειστό.
terminal-dealer-has-pontoon = Ο ντίλερ έχει Πόντοον: { $cards }. Χάνουν όλα τα στοιχήματα.
terminal-has-pontoon = { $who ->
    [you] Έχεις Πόντοον!
   *[other] { $name } έχει Πόντοον!
}
terminal-splits = { $who ->
    [you] Χωρίζεις.
   *[other] { $name } χωρίζει.
}
terminal-buys = { $who ->
    [you] Αγοράζεις { $card }.
   *[other] { $name } αγοράζει { $card }.
}
terminal-bust = { $who ->
    [you] Ξεπερνάς το 21 και χάνεις { $lost }.
   *[other] { $name } ξεπερνά το 21 και χάνει { $lost }.
}
terminal-dealer-turns = Ο ντίλερ ανοίγει { $cards }.
terminal-dealer-draws = Ο ντίλερ τραβά { $card }.
terminal-dealer-nothing-to-beat = Ο ντίλερ δεν έχει χέρι να νικήσει και δεν τραβά ({ $total }).
terminal-dealer-stands = Ο ντίλερ μένει στα { $total }.
terminal-dealer-five = Ο ντίλερ κάνει Τέχνασμα πέντε καρτών!
terminal-dealer-bust = Ο ντίλερ ξεπερνά το 21!
terminal-casino-session-over = Η παρτίδα τελείωσε: κανείς δεν μπορεί να ποντάρει.

## Τα τραπέζια του καζίνο: η εκκαθάριση

terminal-settle-dealer-pontoon = Ο ντίλερ είχε Πόντοον ({ $cards }): χάνουν όλα τα στοιχήματα.
terminal-settle-dealer-bust = Ο ντίλερ ξεπέρασε το 21 ({ $cards }): κερδίζει κάθε χέρι που στέκει ακόμα.
terminal-settle-dealer-five = Ο ντίλερ έκανε Τέχνασμα πέντε καρτών ({ $cards }): νικά τα πάντα εκτός από ένα Πόντοον.
terminal-settle-dealer-no-draw = Όλα τα χέρια ξεπέρασαν το 21 ή ήταν Πόντοον, οπότε ο ντίλερ δεν τράβηξε ({ $cards }).
terminal-settle-dealer-stood = Ο ντίλερ έμεινε: { $cards } { $total }.
terminal-round-not-over = Ο γύρος δεν έχει τελειώσει.
terminal-settle-casino-why = { $why ->
    [pontoon] το Πόντοον πληρώνει 2 προς 1
    [five] το Τέχνασμα πέντε καρτών πληρώνει 2 προς 1
    [bust] πάνω από 21
    [beats] νικά τον ντίλερ
   *[does-not-beat] δεν νικά τον ντίλερ
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net } σε στοίχημα { $stake }

## Palace Poker: το τραπέζι

terminal-column = { $column ->
    [player] παίκτης
    [chips] μάρκες
    [status] κατάσταση
    [banner] σημαία
    [palace] παλάτι
   *[soldiers] στρατιώτες
}
terminal-status = { $status ->
    [sat-out] εκτός
    [in] μέσα
    [folded] πάσο
    [beaten] ηττήθηκε
    [tied-out] ισοπαλία
    [attacking] επιτίθεται
   *[defending] αμύνεται
}
terminal-palace-dealer-role = (ντίλερ)
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] Μοιράζεις πρώτα εσύ
        [next] Στο επόμενο μοιράζεις εσύ
       *[now] Μοιράζεις εσύ
    }
   *[other] { $when ->
        [first] Μοιράζει πρώτα { $name }
        [next] Στο επόμενο μοιράζει { $name }
       *[now] Μοιράζει { $name }
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] χωρίς όριο { $small }/{ $big }
   *[limit] με όριο { $small }/{ $big }
}
terminal-palace-ante = άντε { $ante }
terminal-palace-hand-over = Το χέρι { $number } τελείωσε
terminal-palace-pot = ποτ { $pot }
terminal-palace-draw-pile = στοίβα { $count }
terminal-palace-discard-pile = πεταμένα { $count }
terminal-your-hand = Το χέρι σου, χωρίς αποκλεισμούς: { $hand }.
terminal-battle = { $who ->
    [you] Μάχη: επιτίθεσαι στον παίκτη { $target }. Στοιχήματα ως τώρα: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Μάχη: { $name } σού επιτίθεται. Στοιχήματα ως τώρα: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Μάχη: { $name } επιτίθεται στον παίκτη { $target }. Στοιχήματα ως τώρα: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] Ανέβασες { $raise }.
   *[other] { $name } ανέβασε { $raise }.
}
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] Πρέπει να πληρώσεις { $call } (όλα όσα έχεις), ή πάσο.
       *[no] Πρέπει να πληρώσεις { $call }, ή πάσο.
    }
   *[other] { $all_in ->
        [yes] { $name } πρέπει να πληρώσει { $call } (όλα όσα έχει), ή πάσο.
       *[no] { $name } πρέπει να πληρώσει { $call }, ή πάσο.
    }
}
terminal-must-fight-now = Ώρα για μάχη: { $names }. Πέρασε ένας ήσυχος γύρος, άρα επίθεση ή πάσο.
terminal-battle-shown-since = { $who ->
    [you] Μάχη ανοιχτή: επιτέθηκες στον παίκτη { $target }· { $outcome }.
   *[other] { $whom ->
        [you] Μάχη ανοιχτή: { $name } σού επιτέθηκε· { $outcome }.
       *[other] Μάχη ανοιχτή: { $name } επιτέθηκε στον παίκτη { $target }· { $outcome }.
    }
}
terminal-counts = μετρούν
terminal-versus = κατά { $name }: { $exclusion } → { $hand }
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] δεν έχεις σπαθιά, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία σπαθί
        [diamond] δεν έχεις καρά, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία καρό
        [heart] δεν έχεις κούπες, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία κούπα
       *[spade] δεν έχεις πίκες, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία πίκα
    }
   *[some] { $suit ->
        [club] τα σπαθιά σου δεν μετρούν απέναντι σε σημαία σπαθί
        [diamond] τα καρά σου δεν μετρούν απέναντι σε σημαία καρό
        [heart] οι κούπες σου δεν μετρούν απέναντι σε σημαία κούπα
       *[spade] οι πίκες σου δεν μετρούν απέναντι σε σημαία πίκα
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] δεν έχεις δυάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με δυάρι
        [three] δεν έχεις τριάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με τριάρι
        [four] δεν έχεις τεσσάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με τεσσάρι
        [five] δεν έχεις πεντάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με πεντάρι
        [six] δεν έχεις εξάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με εξάρι
        [seven] δεν έχεις εφτάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με εφτάρι
        [eight] δεν έχεις οχτάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με οχτάρι
        [nine] δεν έχεις εννιάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με εννιάρι
        [ten] δεν έχεις δεκάρια, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με δεκάρι
        [jack] δεν έχεις βαλέδες, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με βαλέ
        [queen] δεν έχεις ντάμες, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με ντάμα
        [king] δεν έχεις ρηγάδες, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με ρήγα
       *[ace] δεν έχεις άσους, οπότε μετρούν όλα σου τα φύλλα απέναντι σε σημαία με άσο
    }
   *[some] { $rank ->
        [two] τα δυάρια σου δεν μετρούν απέναντι σε σημαία με δυάρι
        [three] τα τριάρια σου δεν μετρούν απέναντι σε σημαία με τριάρι
        [four] τα τεσσάρια σου δεν μετρούν απέναντι σε σημαία με τεσσάρι
        [five] τα πεντάρια σου δεν μετρούν απέναντι σε σημαία με πεντάρι
        [six] τα εξάρια σου δεν μετρούν απέναντι σε σημαία με εξάρι
        [seven] τα εφτάρια σου δεν μετρούν απέναντι σε σημαία με εφτάρι
        [eight] τα οχτάρια σου δεν μετρούν απέναντι σε σημαία με οχτάρι
        [nine] τα εννιάρια σου δεν μετρούν απέναντι σε σημαία με εννιάρι
        [ten] τα δεκάρια σου δεν μετρούν απέναντι σε σημαία με δεκάρι
        [jack] οι βαλέδες σου δεν μετρούν απέναντι σε σημαία με βαλέ
        [queen] οι ντάμες σου δεν μετρούν απέναντι σε σημαία με ντάμα
        [king] οι ρηγάδες σου δεν μετρούν απέναντι σε σημαία με ρήγα
       *[ace] οι άσοι σου δεν μετρούν απέναντι σε σημαία με άσο
    }
}

## Palace Poker: οι κινήσεις, τα πλήκτρα τους και οι επιλογές

terminal-palace-move-cut-deal = κόψε για ντίλερ
terminal-palace-move-deal = μοίρασε
terminal-palace-move-buy-soldier = αγόρασε για { $price }
terminal-palace-move-let-go = πέτα στρατιώτες
terminal-palace-move-discard = πέτα
terminal-palace-move-attack = επίθεση (στοίχημα { $bet })
terminal-palace-move-call = πλήρωσε { $amount }
terminal-palace-move-raise = ανέβασε { $amount }
terminal-palace-move-fold = πάσο
terminal-palace-move-stay = μείνε
terminal-let-go-up-to = Ποιους στρατιώτες πετάς; (έως { $max }· κανέναν: τους κρατάς όλους)
terminal-let-go-exactly = Ποιους στρατιώτες πετάς; (ακριβώς { $count })
terminal-let-go-between = Ποιους στρατιώτες πετάς; (τουλάχιστον { $min }, το πολύ { $max })
terminal-let-go-keys = Οι αριθμοί (ή ←→ και Space) διαλέγουν· το Enter πετά όσους διάλεξες· Esc για επιστροφή.
terminal-attack-whom = Σε ποιον επιτίθεσαι; (στοίχημα { $bet })
terminal-attack-whom-range = Σε ποιον επιτίθεσαι; (στοίχημα { $min } έως { $max })
terminal-attack-keys = Οι αριθμοί (ή ←→) διαλέγουν· Enter για επίθεση· Esc για επιστροφή.
terminal-attack-keys-bet = Οι αριθμοί (ή ←→) διαλέγουν· Enter, και μετά το στοίχημα· Esc για επιστροφή.
terminal-choose-soldiers = Διάλεξε στρατιώτες με τους αριθμούς τους (ή ←→ και Space), μετά Enter· Esc για επιστροφή.
terminal-choose-at-least = Διάλεξε τουλάχιστον { $count ->
    [one] { $count } στρατιώτη
   *[other] { $count } στρατιώτες
} για να πετάξεις ({ $chosen } επιλεγμένοι).
terminal-choose-at-most = Διάλεξε το πολύ { $count ->
    [one] { $count } στρατιώτη
   *[other] { $count } στρατιώτες
} για να πετάξεις.
terminal-choose-target = Διάλεξε σε ποιον επιτίθεσαι με τον αριθμό του (ή ←→), μετά Enter· Esc για επιστροφή.
terminal-palace-sit-out = Μένεις εκτός: έχεις { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
}, και χρειάζονται { $least ->
    [one] { $least } μάρκα
   *[other] { $least } μάρκες
} (το άντε, και τουλάχιστον μία μάρκα) για να μπεις στο μοίρασμα. Το q τερματίζει την παρτίδα.

## Palace Poker: τι συμβαίνει

terminal-palace-cut = Κόψιμο για ντίλερ: { $cuts }. { $who ->
    [you] Μοιράζεις πρώτα εσύ.
   *[other] Μοιράζει πρώτα { $name }.
}
terminal-palace-hand-started = { $who ->
    [you] Χέρι { $number }: μοιράζεις εσύ· { $players } παίκτες βάζουν άντε { $ante }.
   *[other] Χέρι { $number }: μοιράζει { $name }· { $players } παίκτες βάζουν άντε { $ante }.
}
terminal-banner = { $who ->
    [you] Παίρνεις τη σημαία { $card }.
   *[other] { $name } παίρνει τη σημαία { $card }.
}
terminal-banner-passed = { $who ->
    [you] Παίρνεις τη σημαία { $card } (παραμερίστηκαν { $passed }: χρώματα που υπάρχουν ήδη στην ομάδα).
   *[other] { $name } παίρνει τη σημαία { $card } (παραμερίστηκαν { $passed }: χρώματα που υπάρχουν ήδη στην ομάδα).
}
terminal-banner-discards = Η τράπουλα τελείωσε: τα { $count } παραμερισμένα φύλλα σημαίας ανακατεύονται για να συνεχιστεί το μοίρασμα.
terminal-your-palace = Το παλάτι σου: { $cards }.
terminal-palace-of = Το παλάτι του παίκτη { $name }: { $cards }.
terminal-refilled = Τα πεταμένα ανακατεύονται σε νέα στοίβα { $count } φύλλων.
terminal-soldier-bought = { $who ->
    [you] Αγοράζεις { $card } για { $price }.
   *[other] { $name } αγοράζει { $card } για { $price }.
}
terminal-keeps-soldiers = { $who ->
    [you] Κρατάς όλους τους στρατιώτες σου.
   *[other] { $name } κρατά όλους τους στρατιώτες του.
}
terminal-discards = { $who ->
    [you] Πετάς { $cards }.
   *[other] { $name } πετά { $cards }.
}
terminal-palace-stays = { $who ->
    [you] Μένεις.
   *[other] { $name } μένει.
}
terminal-folds = { $who ->
    [you] Πας πάσο.
   *[other] { $name } πάει πάσο.
}
terminal-attacks = { $who ->
    [you] Επιτίθεσαι στον παίκτη { $target } με στοίχημα { $bet }.
   *[other] { $whom ->
        [you] { $name } σού επιτίθεται με στοίχημα { $bet }.
       *[other] { $name } επιτίθεται στον παίκτη { $target } με στοίχημα { $bet }.
    }
}
terminal-raises = { $who ->
    [you] Ανεβάζεις κατά { $raise }, πληρώνοντας { $paid }.
   *[other] { $name } ανεβάζει κατά { $raise }, πληρώνοντας { $paid }.
}
terminal-calls = { $who ->
    [you] Πληρώνεις { $paid }.
   *[other] { $name } πληρώνει { $paid }.
}
terminal-folds-battle = { $who ->
    [you] Πας πάσο στη μάχη.
   *[other] { $name } πάει πάσο στη μάχη.
}
terminal-folds-battle-returned = { $who ->
    [you] Πας πάσο στη μάχη· { $taker } παίρνει πίσω τα { $returned } που δεν πληρώθηκαν.
   *[other] { $whom ->
        [you] { $name } πάει πάσο στη μάχη· παίρνεις πίσω τα { $returned } που δεν πληρώθηκαν.
       *[other] { $name } πάει πάσο στη μάχη· { $taker } παίρνει πίσω τα { $returned } που δεν πληρώθηκαν.
    }
}
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Μάχη ανοιχτή: { $attacker_who ->
    [you] εσύ
   *[other] { $attacker }
} { $attacker_hand }· { $defender_who ->
    [you] εσύ
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
terminal-outcome-tie-split = ισοπαλία: οι δύο τελευταίοι μοιράζονται το ποτ
terminal-outcome-tie-out = ισοπαλία: βγαίνουν και οι δύο
terminal-outcome-banner = { $who ->
    [you] κερδίζεις με τα φύλλα σημαίας, { $won } προς { $lost }, αφού τα χέρια είναι ίσα
   *[other] { $name } κερδίζει με τα φύλλα σημαίας, { $won } προς { $lost }, αφού τα χέρια είναι ίσα
}
terminal-outcome-better = { $who ->
    [you] κερδίζεις με το καλύτερο χέρι
   *[other] { $name } κερδίζει με το καλύτερο χέρι
}
terminal-captures = { $who ->
    [you] Παίρνεις τη σημαία και τους στρατιώτες του παίκτη { $loser }: { $cards }.
   *[other] { $whom ->
        [you] { $name } παίρνει τη σημαία και τους στρατιώτες σου: { $cards }.
       *[other] { $name } παίρνει τη σημαία και τους στρατιώτες του παίκτη { $loser }: { $cards }.
    }
}
terminal-must-fight = Πέρασε ένας ήσυχος γύρος· ώρα για μάχη, με επίθεση ή πάσο: { $names }.
terminal-showdown-one = { $who ->
    [you] εσύ { $hand }
   *[other] { $name } { $hand }
}
terminal-showdown = Αναμέτρηση: { $hands }.
terminal-pot-won = { $who ->
    [you] Παίρνεις το ποτ των { $pot }.
   *[other] { $name } παίρνει το ποτ των { $pot }.
}
terminal-pot-shared = Το ποτ των { $pot } το μοιράζονται: { $names }.
terminal-palace-session-over = Η παρτίδα τελείωσε: λιγότεροι από δύο παίκτες μπορούν να πληρώσουν το άντε.

## Palace Poker: το τέλος ενός χεριού

terminal-hand-won = { $who ->
    [you] Παίρνεις το ποτ των { $pot }: { $ending }.
   *[other] { $name } παίρνει το ποτ των { $pot }: { $ending }.
}
terminal-hand-shared = Το ποτ των { $pot } το μοιράζονται: { $names }· { $ending }.
terminal-ending = { $ending ->
    [last-standing] όλοι οι άλλοι είναι εκτός
    [shared-suit] όσοι έμειναν έχουν σημαίες ίδιου χρώματος, άρα κανείς δεν μπορεί να επιτεθεί
    [shared-rank] όσοι έμειναν έχουν σημαίες ίδιου βαθμού, άρα κανείς δεν μπορεί να επιτεθεί
    [tied-battle] οι δύο τελευταίοι ήρθαν ισοπαλία στη μάχη τους
   *[showdown] το καλύτερο χέρι στην αναμέτρηση μετά από έναν ήσυχο γύρο
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Αποτελέσματα: { $nets }.

## Ένα παιχνίδι χωρίς δικό του πρόσωπο: τα πεδία του, όπως τα λέει το παιχνίδι

terminal-plain-none = τίποτα
terminal-plain-player = { $you ->
    [yes] { $name } (εσύ): { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }
   *[no] { $name }: { $chips ->
        [one] { $chips } μάρκα
       *[other] { $chips } μάρκες
    }
}
terminal-plain-round-over = Ο γύρος { $number } τελείωσε: { $net } { $chips ->
    [one] μάρκα
   *[other] μάρκες
} για σένα.

## Ο σύμβουλος, σε τραπέζι καζίνου (docs/terminal.md, "The coach")

terminal-keys-bar-coach = { $on ->
    [yes] h συμβουλή · v μέτρημα · c κλείσε τον σύμβουλο · ? κανόνες · q έξοδος
   *[no] c σύμβουλος · ? κανόνες · q έξοδος
}
terminal-coach-on = Ο σύμβουλος είναι ανοιχτός: το h δείχνει πόσο αξίζει κάθε κίνηση που έχει το χέρι σου.
terminal-coach-off = Ο σύμβουλος είναι κλειστός.
terminal-coach-is-off = Ο σύμβουλος είναι κλειστός: το c τον ανοίγει.
terminal-coach-counts = { $count ->
    [seen] Ο σύμβουλος μετράει και κάθε φύλλο που φάνηκε από το ανακάτεμα.
   *[fresh] Ο σύμβουλος μετράει με φρεσκοανακατεμένο σαμπό.
}
terminal-coach-not-your-hand = Ο σύμβουλος αποτιμά τις κινήσεις του δικού σου χεριού, όταν είναι η σειρά σου.
terminal-coach-unread = Ο σύμβουλος δεν μπορεί να διαβάσει αυτό το τραπέζι.
terminal-coach-title = { $count ->
    [seen] Ο σύμβουλος, με τα φύλλα που φάνηκαν
   *[fresh] Ο σύμβουλος, με φρέσκο σαμπό
}
terminal-coach-hand = Το χέρι σου: { $cards } · στοίχημα { $bet }
terminal-coach-move = { $choice ->
    [stick] κόλλα
    [twist] στρίψε
    [buy] αγόρασε
   *[split] χώρισε
}
terminal-coach-bets = { $bets } στοιχήματα
terminal-coach-chips = { $chips } μάρκες
terminal-coach-best = η καλύτερη
terminal-coach-yours = η απάντησή σου
terminal-decimal = { $whole },{ $fraction }
terminal-coach-review-clean = Η κρίση του συμβούλου: { $decisions ->
    [one] η μία σου απόφαση ήταν η καλύτερη.
   *[other] και οι { $decisions } αποφάσεις σου ήταν οι καλύτερες.
}
terminal-coach-review = Η κρίση του συμβούλου: { $decisions ->
    [one] η μία σου απόφαση δεν ήταν η καλύτερη και κόστισε
   *[other] { $mistakes ->
        [one] μία από τις { $decisions } αποφάσεις σου δεν ήταν η καλύτερη και κόστισε
       *[other] { $mistakes } από τις { $decisions } αποφάσεις σου δεν ήταν οι καλύτερες και κόστισαν
    }
} κατά μέσο όρο { $chips } μάρκες ({ $bets } στοιχήματα):
terminal-coach-mistake = γύρος { $round }, { $hand }: «{ $taken }» ενώ καλύτερο ήταν «{ $best }», -{ $chips } μάρκες (-{ $bets } στοιχήματα)
terminal-coach-more = … και { $more } ακόμη, που γράφονται όταν φύγεις.
terminal-coach-review-failed = Ο σύμβουλος δεν μπόρεσε να κρίνει την παρτίδα: { $error }

## Η εξάσκηση, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = εξάσκηση
terminal-train-score = { $right } σωστές από { $answered }
terminal-train-kind = { $kind ->
    [hard] Σκληρό χέρι:
    [soft] Μαλακό χέρι:
   *[pair] Ζευγάρι:
}
terminal-train-bought = Αγόρασες: διπλό στοίχημα· μπορείς να στρίψεις, όχι να ξαναγοράσεις.
terminal-train-shares = Τώρα: σκληρά { $hard }% · μαλακά { $soft }% · ζευγάρια { $pair }% (πιο συχνά όσα χάνεις)
terminal-train-keys-bar = q τέλος της εξάσκησης
terminal-train-last = Η τελευταία σου απάντηση
terminal-train-first = Απάντησε με το πλήκτρο μιας κίνησης: ο σύμβουλος σού λέει αν ήταν η καλύτερη και πόσο αξίζει κάθε κίνηση.
terminal-train-right = Σωστά: «{ $best }» είναι η καλύτερη κίνηση.
terminal-train-wrong = Λάθος: «{ $taken }» χάνει { $cost } στοιχήματα απέναντι στην καλύτερη, «{ $best }».
terminal-train-was = { $kind ->
    [hard] Το σκληρό χέρι
    [soft] Το μαλακό χέρι
   *[pair] Το ζευγάρι
} { $hand }: πόσο αξίζει κάθε κίνηση
terminal-train-not-open = Η κίνηση «{ $choice }» δεν επιτρέπεται τώρα σε αυτό το χέρι.
terminal-train-keys = Απάντησε με το πλήκτρο μιας κίνησης (από κάτω)· το q τελειώνει την εξάσκηση.
terminal-train-over = Τέλος της εξάσκησης: { $right } σωστές από { $answered }.
terminal-train-missed = Λάθη: { $hard } σκληρά, { $soft } μαλακά, { $pair } ζευγάρια· τα λάθη κόστισαν συνολικά { $cost } στοιχήματα.
