# Palace Poker: η σελίδα του τραπεζιού, το ημερολόγιο και τα πλήκτρα.
# Κάθε στοίχημα είναι μια μάχη ανάμεσα σε δύο παίκτες: η σημαία (ένα φύλλο ανοιχτό), οι
# στρατιώτες (φύλλα που αγοράστηκαν, ανοιχτά) και το παλάτι (τρία φύλλα κλειστά, που ανοίγουν
# όταν κάποιος πληρώσει σε μια μάχη). Οι όροι του γλωσσαρίου: πάσο (fold), πληρώνω (call), ανεβάζω
# (raise), πετάω (discard, let go), βαθμός (rank), χρώμα (suit), το άντε, το ποτ.

palace-name = Palace Poker
palace-seat = θέση { $seat }
palace-a-card = ένα φύλλο
palace-chips = { $chips }

## Οι σημαίες

palace-banner-any = μια σημαία
palace-banner-suit = { $suit ->
    [club] σημαία σπαθί
    [diamond] σημαία καρό
    [heart] σημαία κούπα
   *[spade] σημαία πίκα
}
palace-banner-rank = { $rank ->
    [two] σημαία με δυάρι
    [three] σημαία με τριάρι
    [four] σημαία με τεσσάρι
    [five] σημαία με πεντάρι
    [six] σημαία με εξάρι
    [seven] σημαία με εφτάρι
    [eight] σημαία με οχτάρι
    [nine] σημαία με εννιάρι
    [ten] σημαία με δεκάρι
    [jack] σημαία με βαλέ
    [queen] σημαία με ντάμα
    [king] σημαία με ρήγα
   *[ace] σημαία με άσο
}
palace-not-counted = χωρίς αξία
palace-not-counted-suit = { $suit ->
    [club] χωρίς αξία απέναντι σε σημαία σπαθί
    [diamond] χωρίς αξία απέναντι σε σημαία καρό
    [heart] χωρίς αξία απέναντι σε σημαία κούπα
   *[spade] χωρίς αξία απέναντι σε σημαία πίκα
}
palace-not-counted-rank = { $rank ->
    [two] χωρίς αξία απέναντι σε σημαία με δυάρι
    [three] χωρίς αξία απέναντι σε σημαία με τριάρι
    [four] χωρίς αξία απέναντι σε σημαία με τεσσάρι
    [five] χωρίς αξία απέναντι σε σημαία με πεντάρι
    [six] χωρίς αξία απέναντι σε σημαία με εξάρι
    [seven] χωρίς αξία απέναντι σε σημαία με εφτάρι
    [eight] χωρίς αξία απέναντι σε σημαία με οχτάρι
    [nine] χωρίς αξία απέναντι σε σημαία με εννιάρι
    [ten] χωρίς αξία απέναντι σε σημαία με δεκάρι
    [jack] χωρίς αξία απέναντι σε σημαία με βαλέ
    [queen] χωρίς αξία απέναντι σε σημαία με ντάμα
    [king] χωρίς αξία απέναντι σε σημαία με ρήγα
   *[ace] χωρίς αξία απέναντι σε σημαία με άσο
}
palace-card-note = { $cards }: { $note }
palace-card-tag = χωρίς αξία
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , μετράει

## Η θέση του παίκτη στο χέρι

palace-status-in = στο χέρι
palace-status-folded = πάσο
palace-status-beaten = εκτός: έχασε σε μάχη
palace-status-tied-out = εκτός: ισοπαλία σε μάχη
palace-status-sat-out = εκτός αυτού του χεριού
palace-status-put-in = { $status } · έβαλε { $chips }
palace-status-put-in-net = { $status } · έβαλε { $chips } · { $net }

## Πώς τελείωσε το χέρι και τι έκρινε τη μάχη

palace-ending-last-standing = όλοι οι άλλοι είναι εκτός
palace-ending-shared-banner = { $by ->
    [rank] όσοι έμειναν έχουν σημαίες ίδιου βαθμού: κανείς δεν μπορεί να επιτεθεί σε κανέναν
   *[suit] όσοι έμειναν έχουν σημαίες ίδιου χρώματος: κανείς δεν μπορεί να επιτεθεί σε κανέναν
}
palace-ending-tied-battle = οι δύο τελευταίοι έφεραν ισοπαλία σε μάχη
palace-ending-showdown = ένας ήσυχος γύρος: κερδίζει το καλύτερο χέρι στην αναμέτρηση
palace-decided-hands = το καλύτερο χέρι
palace-decided-banner-count = { $by ->
    [rank] ίσα χέρια: περισσότερα φύλλα του βαθμού της δικής τους σημαίας
   *[suit] ίσα χέρια: περισσότερα φύλλα του χρώματος της δικής τους σημαίας
}
palace-decided-tie = ισοπαλία σε όλα

## Το ποτ και τι έβγαλε ο καθένας

palace-pot-won = { $who } κερδίζει το ποτ των { $pot }: { $why }
palace-pot-shared = { $names } μοιράζονται το ποτ των { $pot } ({ $shares }): { $why }
palace-shares = { $first } και { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = στα ίσα
palace-net-one = { $who } { $net }
palace-net-line = { $who }: έβαλε { $put }, πήρε { $took } ({ $net })
palace-sentence = { $words }.

## Ποιον περιμένει το τραπέζι

palace-waiting-cut = { $who } πρέπει να ζητήσει το κόψιμο για τον ντίλερ.
palace-waiting-cut-second = { $who } κάθισε πριν από όλους και ζητά το κόψιμο για τον ντίλερ: αναμονή για δεύτερο παίκτη που μπορεί να πληρώσει το άντε.
palace-waiting-cut-two = Οι παίκτες κόβουν για τον ντίλερ μόλις καθίσουν δύο.
palace-waiting-second = Αναμονή για δεύτερο παίκτη που μπορεί να πληρώσει το άντε.
palace-waiting-deal = Αναμονή: μοιράζει { $who }.
palace-waiting-turn = Σειρά: { $who }.
palace-waiting-discard = { $who } πετάει στρατιώτες.
palace-waiting-battle = { $who } απαντά στη μάχη.
palace-waiting = Αναμονή.

## Τα χέρια του πόκερ

palace-rank = { $rank ->
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
    [king] ρήγας
   *[ace] άσος
}
palace-ranks = { $rank ->
    [two] δυάρια
    [three] τριάρια
    [four] τεσσάρια
    [five] πεντάρια
    [six] εξάρια
    [seven] εφτάρια
    [eight] οχτάρια
    [nine] εννιάρια
    [ten] δεκάρια
    [jack] βαλέδες
    [queen] ντάμες
    [king] ρηγάδες
   *[ace] άσοι
}
palace-hand-none = κανένα φύλλο
palace-hand-high = ψηλό φύλλο: { $rank }
palace-hand-high-then = ψηλό φύλλο: { $rank }, μετά { $list }
palace-hand-pair = ζευγάρι { $ranks }
palace-hand-two-pair = δύο ζευγάρια, { $ranks } και { $second }
palace-hand-trips = τρίο { $ranks }
palace-hand-straight = κέντα, ψηλό φύλλο: { $rank }
palace-hand-flush = χρώμα, { $list }
palace-hand-full-house = φουλ, { $ranks } με { $second }
palace-hand-quads = καρέ { $ranks }
palace-hand-straight-flush = κέντα χρώμα, ψηλό φύλλο: { $rank }
palace-hand-royal-flush = φλος ρουαγιάλ
palace-hand-kicker = { $hand }, κίκερ: { $rank }
palace-hand-kickers = { $hand }, κίκερ: { $list }

## Η μάχη, βήμα βήμα

palace-step-attacked = { $attacker } επιτίθεται στον παίκτη { $defender } με στοίχημα { $bet }
palace-step-raised = { $who } βάζει { $paid }: πληρώνει { $call } και ανεβάζει { $raise }
palace-step-called = { $who } πληρώνει { $paid }: τα δύο παλάτια ανοίγουν
palace-step-gave-up = { $who } πάει πάσο
palace-step-gave-up-returned = { $who } πάει πάσο· το ανέβασμα των { $returned } που δεν πληρώθηκε επιστρέφει στον παίκτη { $to }
palace-shows = { $who } δείχνει { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: ισοπαλία
palace-step-shown-won = { $attacker }, { $defender }: κερδίζει { $winner }
palace-step-captured = { $winner } παίρνει τη σημαία και τους στρατιώτες του παίκτη { $loser }

## Το ημερολόγιο του χεριού

palace-cut-one = { $who } { $card }
palace-event-cut = Κόψιμο για τον ντίλερ: { $cuts }· μοιράζει { $dealer }
palace-event-hand-started = Χέρι { $number }: μοιράζει { $dealer }· άντε { $ante } ο καθένας: { $players }
palace-event-shuffled = Τα φύλλα ανακατεύονται
palace-event-shuffled-fair = Τα φύλλα ανακατεύονται (ανακάτεμα { $shuffle })
palace-event-banner = { $who }: σημαία { $card }
palace-event-banner-passed = { $who }: σημαία { $card } (παραμερίστηκαν: { $passed })
palace-event-banner-discards = { $count ->
    [one] Η τράπουλα τελείωσε: { $count } φύλλο σημαίας που παραμερίστηκε ανακατεύεται για να συνεχιστεί το μοίρασμα
   *[other] Η τράπουλα τελείωσε: τα { $count } φύλλα σημαίας που παραμερίστηκαν ανακατεύονται για να συνεχιστεί το μοίρασμα
}
palace-event-banner-discards-fair = { $count ->
    [one] Η τράπουλα τελείωσε: { $count } φύλλο σημαίας που παραμερίστηκε ανακατεύεται για να συνεχιστεί το μοίρασμα (ανακάτεμα { $shuffle })
   *[other] Η τράπουλα τελείωσε: τα { $count } φύλλα σημαίας που παραμερίστηκαν ανακατεύονται για να συνεχιστεί το μοίρασμα (ανακάτεμα { $shuffle })
}
palace-event-palace-seen = { $who }: παλάτι, κλειστό: { $cards }
palace-event-palace = { $count ->
    [one] { $who }: παίρνει { $count } φύλλο παλατιού κλειστό
   *[other] { $who }: παίρνει { $count } φύλλα παλατιού κλειστά
}
palace-event-refilled = { $count ->
    [one] Τα πεταμένα ανακατεύονται σε νέα στοίβα τραβήγματος με { $count } φύλλο
   *[other] Τα πεταμένα ανακατεύονται σε νέα στοίβα τραβήγματος με { $count } φύλλα
}
palace-event-refilled-fair = { $count ->
    [one] Τα πεταμένα ανακατεύονται σε νέα στοίβα τραβήγματος με { $count } φύλλο (ανακάτεμα { $shuffle })
   *[other] Τα πεταμένα ανακατεύονται σε νέα στοίβα τραβήγματος με { $count } φύλλα (ανακάτεμα { $shuffle })
}
palace-event-bought = { $who } αγοράζει στρατιώτη για { $price }: { $card }
palace-event-discarded = { $who } πετάει { $cards }
palace-event-discarded-unseen = { $count ->
    [one] { $who } πετάει { $count } στρατιώτη
   *[other] { $who } πετάει { $count } στρατιώτες
}
palace-event-kept = { $who } κρατά όλους τους στρατιώτες
palace-event-stayed = { $who } μένει
palace-event-folded = { $who } πάει πάσο και φεύγει από το χέρι
palace-event-side = { $who } δείχνει { $cards }: { $hand }
palace-event-shown-tie = { $attacker }· { $defender }: ισοπαλία
palace-event-shown-won = { $attacker }· { $defender }: { $winner } κερδίζει τη μάχη ({ $decided })
palace-event-must-fight = Έμειναν μόνο { $names }, με διαφορετικές σημαίες, και πέρασε ένας ήσυχος γύρος: πρέπει να δώσουν μάχη ή να πάνε πάσο
palace-showdown-one = { $who } ({ $hand })
palace-event-showdown = Αναμέτρηση: { $hands }
palace-pot-takes = { $who } παίρνει { $chips }
palace-event-pot = Το ποτ: { $takes } ({ $ending })
palace-event-pot-none = Το ποτ: τίποτα για μοίρασμα ({ $ending })
palace-event-round-over = Το χέρι { $number } τελείωσε: { $nets }
palace-event-session-over = Λιγότεροι από δύο παίκτες μπορούν να πληρώσουν το άντε: δεν υπάρχει άλλο χέρι

## Το κέντρο του τραπεζιού

palace-label-hand = Χέρι
palace-label-ante = Άντε
palace-ante-each = { $chips } ο καθένας
palace-label-pot = Ποτ
palace-pot-label = { $chips ->
    [one] το ποτ: { $chips } μάρκα
   *[other] το ποτ: { $chips } μάρκες
}
palace-deal-to-cut = Ο ντίλερ θα βγει με κόψιμο
palace-label-dealer = Ντίλερ
palace-label-draw-pile = Στοίβα
palace-label-discards = Πεταμένα
palace-label-passed-over = Παραμερισμένα στο μοίρασμα των σημαιών
palace-label-cut = Κόψιμο για τον ντίλερ: μοιράζει το ψηλότερο φύλλο, ο άσος είναι ψηλά
palace-cut-again = { $who } (ξανά, γύρος { $round })
palace-must-fight = Πέρασε ένας ήσυχος γύρος με δύο σημαίες: μάχη ή πάσο.

## Η μάχη που γίνεται

palace-battle-label = η μάχη
palace-battle-title = Μάχη
palace-role-attacks = επιτίθεται
palace-role-defends = αμύνεται
palace-vs = εναντίον
palace-name-you = { $who } (εσύ)
palace-has-bet = έχει ποντάρει { $chips }
palace-attacks = { $attacker } επιτίθεται, { $defender } αμύνεται
palace-you-answer = Απαντάς εσύ: πληρώνεις { $call } ή πας πάσο.
palace-you-answer-raised = Απαντάς εσύ: πληρώνεις { $call } ή πας πάσο (το τελευταίο ανέβασμα: { $raise }).
palace-answers = Απαντά { $who }: πληρώνει { $call } ή πάει πάσο.
palace-answers-raised = Απαντά { $who }: πληρώνει { $call } ή πάει πάσο (το τελευταίο ανέβασμα: { $raise }).

## Οι μάχες του χεριού και η αναμέτρηση

palace-battles-label = οι μάχες αυτού του χεριού
palace-battles-title = { $count ->
    [one] Η μάχη αυτού του χεριού
   *[other] Οι μάχες αυτού του χεριού
}
palace-attacked-folded = { $attacker } επιτέθηκε στον παίκτη { $defender }: πάσο
palace-attacked = { $attacker } επιτέθηκε στον παίκτη { $defender }
palace-verdict-tie = Ισοπαλία ({ $decided }): βγαίνουν και οι δύο, ή μοιράζονται το ποτ αν ήταν οι δύο τελευταίοι
palace-verdict-won = { $who } κερδίζει τη μάχη: { $decided }
palace-role-attacker = επιτιθέμενος
palace-role-defender = αμυνόμενος
palace-label-banner = Σημαία
palace-label-soldiers = Στρατιώτες
palace-label-palace-shown = Παλάτι, ανοιχτό
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count ->
            [one] { $count } φύλλο του βαθμού της σημαίας σου
           *[other] { $count } φύλλα του βαθμού της σημαίας σου
        }
       *[suit] { $count ->
            [one] { $count } φύλλο του χρώματος της σημαίας σου
           *[other] { $count } φύλλα του χρώματος της σημαίας σου
        }
    }
   *[theirs] { $by ->
        [rank] { $count ->
            [one] { $count } φύλλο του βαθμού της δικής του σημαίας
           *[other] { $count } φύλλα του βαθμού της δικής του σημαίας
        }
       *[suit] { $count ->
            [one] { $count } φύλλο του χρώματος της δικής του σημαίας
           *[other] { $count } φύλλα του χρώματος της δικής του σημαίας
        }
    }
}
palace-showdown-label = η αναμέτρηση
palace-showdown-title = Αναμέτρηση
palace-showdown-winner = { $who } · κερδίζει
palace-ending-label = το τέλος του χεριού
palace-hand-over = Το χέρι { $number } τελείωσε

## Μια θέση

palace-the-dealer = ο ντίλερ
palace-dealer-mark = Ν
palace-calls-cut = κάθισε πριν από όλους: ζητά το κόψιμο για τον ντίλερ
palace-label-soldiers-of = Στρατιώτες { $count }/{ $most }
palace-none = κανένας
palace-label-palace = Παλάτι
palace-label-your-palace = Το παλάτι σου
palace-tag-seen = τα είδε το τραπέζι
palace-tag-secret = μόνο εσύ τα βλέπεις· κρυφά από τους άλλους
palace-tag-turned = ανοιχτά για το τραπέζι

## Τα χειριστήρια

palace-what-cut = Κόψε για ντίλερ
palace-what-deal = Μοίρασε
palace-what-stay = Μείνε
palace-what-fold = Πάσο
palace-what-call = Πλήρωσε
palace-what-attack = Επίθεση
palace-what-raise = Ανέβασε
palace-what-let-go = Πέτα
palace-what-keep = Κράτα
palace-choose-first = { $count ->
    [one] Πέτα: διάλεξε πρώτα έναν στρατιώτη
   *[other] Πέτα: διάλεξε τουλάχιστον { $count } στρατιώτες
}
palace-move-cut = κόψε για ντίλερ
palace-move-deal = μοίρασε
palace-move-buy = αγόρασε για { $chips }
palace-move-discard = πέτα στρατιώτες
palace-move-attack = επίθεση
palace-move-call = πλήρωσε { $chips }
palace-move-raise = ανέβασε
palace-move-stay = μείνε
palace-move-fold = πάσο
palace-attack-fixed = Στοίχημα { $chips }
palace-attack-range = Στοίχημα ({ $min } έως { $max })
palace-raise-fixed = Ανέβασμα { $chips }
palace-raise-range = Ανέβασμα ({ $min } έως { $max })
palace-cut-hint = Κάθισες πριν από όλους, άρα ζητάς εσύ το κόψιμο: κάθε παίκτης παίρνει ένα φύλλο ανοιχτό και το ψηλότερο (ο άσος είναι ψηλά) μοιράζει το πρώτο χέρι· σε ισοπαλία κόβουν ξανά.
palace-button-cut = Κόψε για ντίλερ
palace-button-deal = Μοίρασε το χέρι { $number }
palace-prompt-raised = { $who } ανέβασε { $chips }: πλήρωσε, ανέβασε ξανά ή πήγαινε πάσο.
palace-prompt-attacked = { $who } σου επιτίθεται με { $chips }: πλήρωσε, ανέβασε ή πήγαινε πάσο.
palace-button-raise = Ανέβασε (πληρώνεις { $chips })
palace-button-call = Πλήρωσε { $chips }
palace-button-fold = Πάσο
palace-prompt-discard = Ή πέτα στρατιώτες: διάλεξέ τους και πάτα Πέτα.
palace-prompt-over = Έχεις πάνω από { $most } στρατιώτες: πέτα τουλάχιστον { $count }.
palace-prompt-bought = Αγόρασες στρατιώτη: πέτα όσους θέλεις ή κράτα τους όλους.
palace-prompt-captured = Κέρδισες στρατιώτες: πέτα τουλάχιστον { $count }, για να κρατήσεις το πολύ { $most }.
palace-picks-label = στρατιώτες για πέταμα
palace-pick-going = { $card }: για πέταμα (πλήκτρο { $key })
palace-pick-kept = { $card }: μένει (πλήκτρο { $key })
palace-pick-let-go = για πέταμα
palace-button-let-go = Πέτα { $cards }
palace-button-keep = Κράτα τους όλους
palace-label-attack = Επίθεση
palace-targets-label = σε ποιον επιτίθεσαι
palace-button-attack = Επίθεση
palace-button-attack-who = Επίθεση: { $who }
palace-button-buy = Αγόρασε στρατιώτη ({ $chips })
palace-button-stay = Μείνε
palace-rules-line = { $rules }, αποκλεισμός κατά { $by ->
    [rank] βαθμό
   *[suit] χρώμα
}, το πολύ { $most } στρατιώτες
palace-log-title = Το χέρι

## Τα πλήκτρα

palace-key-enter = κόψε για ντίλερ (πριν από το πρώτο χέρι)· μοίρασε· πλήρωσε σε μάχη· πέτα τους επιλεγμένους στρατιώτες (μετά από αγορά χωρίς επιλογή: κράτα τους όλους)
palace-key-deal = μοίρασε το επόμενο χέρι
palace-key-buy = αγόρασε στρατιώτη
palace-key-digits-name = 1 έως 9
palace-key-digits = διάλεξε (ή ξεδιάλεξε) τον στρατιώτη 1 έως 9 για πέταμα
palace-key-discard = πέτα τους επιλεγμένους στρατιώτες
palace-key-keep = κράτα όλους τους στρατιώτες (μετά από αγορά)
palace-key-target = διάλεξε τον επόμενο παίκτη για επίθεση
palace-key-attack = επίθεση στον επιλεγμένο παίκτη
palace-key-amount = το στοίχημα ή το ανέβασμα, ένα μικρό στοίχημα πάνω ή κάτω (χωρίς όριο)
palace-key-call = πλήρωσε· κόψε για ντίλερ (πριν από το πρώτο χέρι)
palace-key-raise = ανέβασε
palace-key-stay = μείνε
palace-key-fold = πάσο
