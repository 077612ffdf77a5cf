# Τα τραπέζια όπου την τράπεζα την κρατά το καζίνο, Pontoon καζίνο και Pontoon Blackjack: η σελίδα
# του τραπεζιού, τα πλήκτρα της και το ημερολόγιο του γύρου. Τα κουμπιά Πάσο, Στρίψε, Κόλλα,
# Αγόρασε και Χώρισε είναι τα move-* του moves.ftl. Οι όροι είναι του γλωσσαρίου, όπως στο σπίτι:
# ο ντίλερ, το σαμπό, Πόντοον, Τέχνασμα πέντε καρτών, ξεπερνά το 21, ο ντίλερ τραβά και μένει.

casino-name = Καζίνο

## Η τσόχα: ο ντίλερ, οι θέσεις, τα χέρια

casino-dealer = Ντίλερ
casino-dealer-label = ο ντίλερ
casino-face-down = κλειστό
casino-total = σύνολο { $box }
casino-total-hidden = σύνολο κρυφό
casino-bought = αγορά
casino-hand-bet = στοίχημα { $amount }
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
casino-seat-bets = ποντάρει { $amount }
casino-seat-passes = πάσο
casino-sat-out = εκτός γύρου

## Το στοίχημά σου, σε μάρκες

casino-bet = Στοίχημα: { $amount }
casino-bet-stacks = το στοίχημά σου: πάτα μια στοίβα για να βγάλεις μία μάρκα της
casino-no-chips = καμία μάρκα ακόμα
casino-take-chip = Βγάλε μια μάρκα των { $chip } από το στοίχημα
casino-take-chip-count = Βγάλε μια μάρκα των { $chip } από το στοίχημα (υπάρχουν { $count })
casino-chips-label = μάρκες: πάτα μία για να την προσθέσεις στο στοίχημά σου
casino-chip = μάρκα των { $chip }
casino-at-most = Το πολύ { $amount }: { $why }.
casino-chip-refused = Όχι αυτή η μάρκα: { $why }

## Τα κουμπιά

casino-deal = Μοίρασε
casino-deal-empty = Μοίρασε: βάλε πρώτα μάρκες στο στοίχημα (ή πάτα Ξανά)
casino-repeat = Ξανά
casino-repeat-said = Ξανά το τελευταίο στοίχημα
casino-repeat-none = Ξανά: δεν υπάρχει ακόμα στοίχημα για να επαναληφθεί
casino-clear = Άδειασε
casino-move-cost = { $move } ({ $cost })
casino-waiting = Περιμένουμε τους άλλους.
casino-log = Ο γύρος
casino-turn-move = { $move ->
    [stake] πόνταρε
    [pass] πάσο
    [twist] στρίψε
    [stick] κόλλα
    [buy] αγόρασε
   *[split] χώρισε
}

## Τα πλήκτρα

casino-key-enter = Enter
casino-key-backspace = Backspace
casino-key-digits = 1 έως 5
casino-key-repeat = ξανά το τελευταίο στοίχημα
casino-key-deal-stick = μοίρασε ή κόλλα
casino-key-deal = μοίρασε
casino-key-pass = πάσο
casino-key-twist = στρίψε
casino-key-stick = κόλλα
casino-key-buy = αγόρασε
casino-key-split = χώρισε
casino-key-chip = πρόσθεσε μάρκα των 1, 5, 25, 100, 500 (Shift: βγάλε μία)
casino-key-undo = βγάλε την τελευταία μάρκα
casino-key-clear = άδειασε το στοίχημα

## Το ημερολόγιο του γύρου

casino-seat = θέση { NUMBER($number, useGrouping: 0) }
casino-who-hand = { $who } (χέρι { $hand })
casino-staked = { $who } ποντάρει { $amount }
casino-passed = { $who } πάει πάσο
casino-all-passed = Όλοι πήγαν πάσο: δεν μοιράζεται τίποτα
casino-shuffled = Το σαμπό ανακατεύεται
casino-shuffled-number = Το σαμπό ανακατεύεται (ανακάτεμα { NUMBER($number, useGrouping: 0) })
casino-round = Γύρος { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = Ο ντίλερ παίρνει ένα φύλλο κλειστό
casino-dealt = { $who } παίρνει { $card }
casino-dealer-pontoon = Ο ντίλερ έχει Πόντοον ({ $cards }): χάνουν όλα τα στοιχήματα
casino-pontoon = { $who }: Πόντοον
casino-split = { $who } χωρίζει
casino-split-hand = { $who } χωρίζει (χέρι { $hand })
casino-bought-card = { $who } αγοράζει { $card }
casino-twisted = { $who } στρίβει { $card }
casino-stuck = { $who } κολλάει
casino-five-card-trick = { $who }: Τέχνασμα πέντε καρτών
casino-bust = { $who } ξεπερνά το 21 και χάνει { $amount }
casino-dealer-turned = Ο ντίλερ ανοίγει { $cards }
casino-dealer-drew = Ο ντίλερ τραβά { $card }
casino-dealer-stood = Ο ντίλερ μένει στα { $total }
casino-dealer-five = Ο ντίλερ έχει Τέχνασμα πέντε καρτών
casino-dealer-bust = Ο ντίλερ ξεπερνά το 21
casino-round-over-results = Τέλος γύρου: { $results }
casino-round-over = Τέλος γύρου
casino-won = { $who } κερδίζει { $amount }
casino-lost = { $who } χάνει { $amount }
casino-even = { $who } μένει στα ίσα
casino-session-over = Κανείς στο τραπέζι δεν μπορεί να καλύψει το ελάχιστο

## Ο σύμβουλος: πόσο αξίζει κάθε κίνηση του χεριού σου (docs/web.md, "The coach")

casino-coach = Σύμβουλος
casino-coach-group = ο σύμβουλος
casino-coach-seen = Με τα φύλλα που φάνηκαν
casino-coach-hint = Συμβουλή
casino-key-hint = ζήτα συμβουλή από τον σύμβουλο
casino-coach-off = Η αίθουσα έχει κλείσει τον σύμβουλο σε αυτό το τραπέζι.
casino-coach-asking = Ο σύμβουλος υπολογίζει…
casino-coach-heading = η συμβουλή του συμβούλου
casino-coach-count = { $count ->
    [seen] Με τα φύλλα που φάνηκαν από το ανακάτεμα
   *[fresh] Με φρεσκοανακατεμένο σαμπό
}
casino-coach-hand = Το χέρι σου: { $cards }
casino-coach-hand-bet = Το χέρι σου: { $cards }, στοίχημα { $bet }
casino-coach-worth = { $bets } στοιχήματα ({ $chips } μάρκες)
casino-coach-worth-bets = { $bets } στοιχήματα
casino-coach-move = { $move }: { $worth }
casino-coach-move-best = { $move }, η καλύτερη: { $worth }
casino-coach-said = { $count ->
    [seen] Ο σύμβουλος, με τα φύλλα που φάνηκαν, για { $cards }: { $moves }
   *[fresh] Ο σύμβουλος, με φρεσκοανακατεμένο σαμπό, για { $cards }: { $moves }
}
casino-coach-stale = Αυτή η συμβουλή ήταν για προηγούμενη στιγμή του χεριού: το τραπέζι προχώρησε.
casino-coach-refused = Συμβουλή: { $why ->
    [not_your_turn] ο σύμβουλος απαντά όταν είναι η σειρά σου να παίξεις ένα χέρι
    [hints_off] η αίθουσα έχει κλείσει τον σύμβουλο σε αυτό το τραπέζι
    [seen_off] ο σύμβουλος αυτού του τραπεζιού μετρά μόνο με φρεσκοανακατεμένο σαμπό
    [not_seated] ο σύμβουλος είναι για τους παίκτες που κάθονται εδώ
    [no_coach] αυτό το παιχνίδι δεν έχει σύμβουλο
   *[other] ο σύμβουλος δεν μπορεί να απαντήσει τώρα
}
casino-coach-failed = Συμβουλή: { $why }

## Ο σύμβουλος για τους γύρους που παίχτηκαν: η αναφορά της παρτίδας, ο έλεγχος ενός γύρου

casino-coach-cost = { $chips } μάρκες ({ $bets } στοιχήματα)
casino-coach-col-round = Γύρος
casino-coach-col-hand = Χέρι
casino-coach-col-made = Κίνηση
casino-coach-col-best = Καλύτερη κίνηση
casino-coach-col-cost = Κόστος
casino-coach-was-best = η καλύτερη
casino-coach-decisions = Οι αποφάσεις σου σε αυτόν τον γύρο
casino-coach-review-none = καμία απόφαση
casino-coach-review-clean = { $decisions ->
    [one] μία απόφαση, η καλύτερη
   *[other] { $decisions } αποφάσεις, όλες οι καλύτερες
}
casino-coach-review = { $mistakes ->
    [one] ένα λάθος: { $cost }
   *[other] { $mistakes } λάθη: { $cost }
}
casino-coach-step-cost = Ο σύμβουλος: η καλύτερη ήταν { $best }· αυτή η κίνηση κόστισε { $cost }.
casino-coach-step-best = Ο σύμβουλος: η κίνηση { $move } ήταν η καλύτερη.
casino-report-title = Η παρτίδα σου στο τραπέζι { $table }
casino-report-reading = Διαβάζεται η παρτίδα σου…
casino-report-no-rounds = Δεν έπαιξες κανέναν γύρο εδώ.
casino-report-caption = Οι αποφάσεις που δεν ήταν οι καλύτερες
casino-report-clean = Κάθε απόφαση ήταν η καλύτερη κίνηση και τίποτα δεν σου κόστισε ({ $decisions ->
    [one] μία απόφαση
   *[other] { $decisions } αποφάσεις
} σε { $rounds ->
    [one] έναν γύρο
   *[other] { $rounds } γύρους
}).
casino-report-total = Συνολικά, { $mistakes } από { $decisions } αποφάσεις σε { $rounds ->
    [one] έναν γύρο
   *[other] { $rounds } γύρους
} { $mistakes ->
    [one] δεν ήταν η καλύτερη και κόστισε { $cost }.
   *[other] δεν ήταν οι καλύτερες και κόστισαν { $cost }.
}
casino-report-close = Κλείσε την αναφορά
