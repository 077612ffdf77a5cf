# pontoon
# Τα παιχνίδια του σπιτιού: το Pontoon με έναν παίκτη τραπεζίτη, και το Shoot Pontoon με το ταμείο
# της τράπεζας. Οι όροι είναι του γλωσσαρίου (docs/languages.md), όπως στα άλλα αρχεία: τραπεζίτης,
# τράπεζα, ταμείο, στοίχημα σουτ, Πόντοον, Τέχνασμα πέντε καρτών, ξεπερνά το 21, στρίβω, αγοράζω,
# κολλάω (ο παίκτης), μένει (ο τραπεζίτης), χωρίζω, κόβω, καίω, τράπουλα.
# Τα ονόματα μένουν στην ονομαστική: «στον παίκτη { $name }» αντί για άρθρο με γένος.

## Who is who

pontoon-seat = θέση { $seat }
pontoon-who-hand = { $name } (χέρι { $hand })
pontoon-bank-of = { $name } (τραπεζίτης)
pontoon-the-bank = Η τράπεζα

## The bank at the head of the table

pontoon-plaque = ΤΡΑΠΕΖΑ
pontoon-banker-due = Η τράπεζα κληρώνεται με κόψιμο
pontoon-banker-none = Η τράπεζα: κανείς ακόμα
pontoon-banker-is = Η τράπεζα: { $name }
pontoon-banker-mine = Η τράπεζα: { $name } (εσύ)
pontoon-aria-bank = η τράπεζα
pontoon-aria-bank-due = η τράπεζα, κληρώνεται με κόψιμο
pontoon-aria-bank-name = η τράπεζα: { $name }
pontoon-aria-bank-mine = η τράπεζα: { $name }, εσύ
pontoon-aria-seat-bank = , η τράπεζα
pontoon-chips = { $chips ->
    [one] { $chips } μάρκα
   *[other] { $chips } μάρκες
  }
pontoon-kitty = Ταμείο { $kitty }
pontoon-aria-kitty = το ταμείο έχει { $kitty }
pontoon-kitty-this-hand = ({ $net } σε αυτό το χέρι)
pontoon-last-bank = Χέρι { $number }, τράπεζα: { $name }
pontoon-doubled = Όλα τα πονταρίσματα διπλά
pontoon-offer-line = { $banker } προσφέρει την τράπεζα στον παίκτη { $buyer } για { $price }
pontoon-offer-line-you = { $banker } σου προσφέρει την τράπεζα για { $price }

## The cut for the first bank

pontoon-cut-title = Κόψιμο για την τράπεζα: το ψηλότερο φύλλο παίρνει την τράπεζα, ο άσος είναι ψηλά
pontoon-cut-again-note = (ξανά, γύρος { $round })
pontoon-cut-winner = { $name } κόβει το ψηλότερο φύλλο, { $card }, και κρατά την τράπεζα
pontoon-cut-winner-tie = { $tied } ήρθαν ισόπαλοι και έκοψαν ξανά: { $name } κόβει το ψηλότερο φύλλο, { $card }, και κρατά την τράπεζα
pontoon-cut-winner-bare = { $name } κόβει το ψηλότερο φύλλο και κρατά την τράπεζα
pontoon-cut-winner-tie-bare = { $tied } ήρθαν ισόπαλοι και έκοψαν ξανά: { $name } κόβει το ψηλότερο φύλλο και κρατά την τράπεζα
pontoon-cut-log = Κόψιμο για την τράπεζα: { $cuts }. { $banker } κρατά την τράπεζα
pontoon-cut-log-again = ξανά, γύρος { $round }: { $cuts }
pontoon-cut-due-none = Οι παίκτες κόβουν για την τράπεζα μόλις καθίσουν δύο
pontoon-cut-due-call = { $name } πρέπει να ζητήσει το κόψιμο για την τράπεζα
pontoon-cut-due-wait = { $name } κάθισε πρώτα και ζητά το κόψιμο για την τράπεζα: αναμονή για δεύτερο παίκτη

## A hand's box, its result and its shoot bet

pontoon-box-face-down = κλειστά
pontoon-box-drawing = τραβάει
pontoon-box-playing = παίζει
pontoon-box-sticks = κολλάει
pontoon-box-split = χωρισμένο
pontoon-box-pontoon = Πόντοον
pontoon-box-five = Τέχνασμα πέντε καρτών
pontoon-box-bust = Πάνω από 21
pontoon-box-not-played = δεν έπαιξε: όλα τα χέρια ξεπέρασαν το 21
pontoon-box-stayed = μένει στα { $total }: πληρώνοντας { $paying }
pontoon-box-stayed-21 = μένει στα { $total }: πληρώνει μόνο Πόντοον και Τεχνάσματα πέντε καρτών
pontoon-result-pontoon = Πόντοον, κερδίζει { $amount }
pontoon-result-five = Τέχνασμα πέντε καρτών, κερδίζει { $amount }
pontoon-result-wins = κερδίζει { $amount }
pontoon-result-bust = πάνω από 21: χάνει { $amount }
pontoon-result-loses = χάνει { $amount }
pontoon-result-even = μένει στα ίσα
pontoon-shoot-bet = στοίχημα σουτ { $amount }
pontoon-shoot-bet-fourth = στοίχημα σουτ { $amount }: ακολουθεί υποχρεωτικά το τέταρτο φύλλο
pontoon-shoot-won = το στοίχημα σουτ κερδίζει { $amount } από το ταμείο
pontoon-shoot-lost = το στοίχημα σουτ χάθηκε: { $amount } στο ταμείο
pontoon-shoot-even = το στοίχημα σουτ μένει στα ίσα
pontoon-shoot-open = μπορεί να βάλει δικό του στοίχημα σουτ
pontoon-burnt = καμένα
pontoon-tag-bought = αγορά { $amount }
pontoon-tag-bought-title = αγορασμένο, κλειστό
pontoon-tag-twisted = στριμμένο
pontoon-tag-twisted-title = στριμμένο, ανοιχτό
pontoon-stake-line = ποντάρισμα { $stake }
pontoon-stake-line-bought = ποντάρισμα { $stake }, αγορές { $buys }

## A seat

pontoon-badge = κρατά την τράπεζα
pontoon-seat-plays-bank = παίζει το χέρι της τράπεζας, επάνω
pontoon-seat-deals-bank = μοιράζει από την τράπεζα, επάνω
pontoon-seat-calls-cut = κάθισε πρώτα: ζητά το κόψιμο για την τράπεζα
pontoon-seat-stakes = ποντάρει { $amount }
pontoon-seat-to-stake = σειρά να ποντάρει
pontoon-seat-no-stake = χωρίς ποντάρισμα ακόμα
pontoon-seat-net = σε αυτό το χέρι { $net }

## Where the table stands

pontoon-status-hand = Χέρι { $number }
pontoon-status-hand-over = Το χέρι { $number } τελείωσε
pontoon-status-pack = { $pack ->
    [one] { $pack } φύλλο στην τράπουλα
   *[other] { $pack } φύλλα στην τράπουλα
  }
pontoon-status-pack-shuffle = { $pack ->
    [one] { $pack } φύλλο στην τράπουλα, ανακάτεμα πριν από το επόμενο μοίρασμα
   *[other] { $pack } φύλλα στην τράπουλα, ανακάτεμα πριν από το επόμενο μοίρασμα
  }
pontoon-wait-offered = Η τράπεζα προσφέρεται στον παίκτη { $buyer } για { $price }
pontoon-wait-deal = { $bank } πρέπει να μοιράσει
pontoon-wait-stake = { $who } πρέπει να ποντάρει
pontoon-wait-double = { $bank } αποφασίζει αν θα διπλασιάσει τα πονταρίσματα
pontoon-wait-shoot = { $who } μπορεί να βάλει στοίχημα σουτ
pontoon-wait-play = { $who } παίζει
pontoon-wait-play-hand = { $who } παίζει το χέρι { $hand }
pontoon-wait-bank = { $bank } παίζει
pontoon-wait-over = Δεν μπορεί να μοιραστεί χέρι τώρα: το τραπέζι περιμένει παίκτες με μάρκες

## The log

pontoon-log-title = Τα χέρια
pontoon-shuffled = Η τράπουλα ανακατεύεται
pontoon-shuffled-fair = Η τράπουλα ανακατεύεται (ανακάτεμα { $shuffle })
pontoon-hand-started = Χέρι { $number }: { $banker } μοιράζει σε: { $punters }
pontoon-hand-started-nobody = Χέρι { $number }: { $banker } δεν έχει σε ποιον να μοιράσει
pontoon-bank-takes = { $bank } παίρνει { $card }
pontoon-bank-takes-down = { $bank } παίρνει ένα φύλλο κλειστό
pontoon-gets = { $who } παίρνει { $card }
pontoon-gets-down = { $who } παίρνει ένα φύλλο κλειστό
pontoon-bank-looks = { $bank } κοιτάζει τα φύλλα
pontoon-bank-looks-at = { $bank } κοιτάζει: { $cards }
pontoon-staked = { $who } ποντάρει { $amount }
pontoon-bank-doubles = { $bank } διπλασιάζει όλα τα πονταρίσματα
pontoon-bank-lets-stand = { $bank } αφήνει τα πονταρίσματα ως έχουν
pontoon-shot = { $who } παίζει σουτ { $amount } κατά του ταμείου
pontoon-no-shot = { $who } δεν βάζει στοίχημα σουτ
pontoon-burns = { $who } καίει { $cards } και παίρνει δύο νέα φύλλα
pontoon-kitty-put = { $bank } βάζει { $amount } στο ταμείο: τώρα έχει { $kitty }
pontoon-kitty-returned = Το ταμείο επιστρέφει { $amount } στον παίκτη { $to }
pontoon-bank-pontoon = { $bank } έχει Πόντοον ({ $cards }): το χέρι τελείωσε
pontoon-declares = { $who } δηλώνει Πόντοον ({ $cards })
pontoon-splits = { $who } χωρίζει { $cards }
pontoon-buys = { $who } αγοράζει { $card } για { $amount }
pontoon-buys-down = { $who } αγοράζει ένα φύλλο κλειστό για { $amount }
pontoon-twists = { $who } στρίβει { $card }
pontoon-sticks = { $who } κολλάει
pontoon-five = { $who }: Τέχνασμα πέντε καρτών
pontoon-bust = { $who } ξεπερνά το 21 ({ $cards }) και χάνει { $lost }
pontoon-bank-turns = { $bank } ανοίγει { $cards }
pontoon-bank-stays = { $bank } μένει στα { $total }: πληρώνοντας { $paying }
pontoon-bank-stays-21 = { $bank } μένει στα { $total }: πληρώνει μόνο Πόντοον και Τεχνάσματα πέντε καρτών
pontoon-bank-bust = { $bank } ξεπερνά το 21: πληρώνεται κάθε χέρι που δεν το ξεπέρασε
pontoon-bank-five = { $bank } έχει Τέχνασμα πέντε καρτών
pontoon-shows = { $who } δείχνει { $cards }
pontoon-settled = Εκκαθάριση: { $payments }
pontoon-settled-none = Εκκαθάριση: καμία μάρκα δεν αλλάζει χέρια
pontoon-pays = { $from } πληρώνει { $amount } στον παίκτη { $to }
pontoon-pays-kitty = { $from } πληρώνει { $amount } στο ταμείο
pontoon-kitty-pays = το ταμείο πληρώνει { $amount } στον παίκτη { $to }
pontoon-round-over = Το χέρι { $number } τελείωσε: { $results }
pontoon-kitty-net = το ταμείο { $net }
pontoon-bank-offers = { $bank } προσφέρει την τράπεζα στον παίκτη { $buyer } για { $price }
pontoon-turns-down = { $buyer } αρνείται την τράπεζα
pontoon-session-over = Δεν μπορεί να μοιραστεί άλλο χέρι
pontoon-passed-pontoon = Με Πόντοον, { $to } παίρνει την τράπεζα από τον παίκτη { $from }: την τράπεζα κρατά τώρα { $to }
pontoon-passed-broken = Η τράπεζα του παίκτη { $from } έσπασε: την τράπεζα κρατά τώρα { $to }
pontoon-passed-sold = { $from } πουλά την τράπεζα στον παίκτη { $to } για { $price }: την τράπεζα κρατά τώρα { $to }
pontoon-passed-left = { $from } αφήνει την τράπεζα: την τράπεζα κρατά τώρα { $to }
pontoon-passed = Η τράπεζα περνά από τον παίκτη { $from } στον παίκτη { $to }
pontoon-news-kitty = { $news }· το ταμείο επιστρέφει { $amount } στον παίκτη { $to }

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontoon
  }, { $mine ->
    [yes] η τράπεζά σου
   *[no] τράπεζα: { $banker }
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Κόψιμο για την τράπεζα
pontoon-verb-deal = Μοίρασε
pontoon-verb-burn = Κάψε
pontoon-verb-shoot = Σουτ
pontoon-verb-kitty = Ταμείο
pontoon-verb-double = Διπλασίασε
pontoon-verb-decline-double = Άφησε τα πονταρίσματα
pontoon-verb-offer-bank = Πρόσφερε την τράπεζα
pontoon-verb-accept-bank = Πάρε την τράπεζα
pontoon-verb-decline-bank = Αρνήσου την τράπεζα

## The controls

pontoon-range = { $min } έως { $max }
pontoon-slider = { $label }, από { $min } έως { $max }
pontoon-amount-whole = { $move }: το ποσό πρέπει να είναι ακέραιος αριθμός μαρκών, { $range }
pontoon-amount-range = { $move }: το ποσό πρέπει να είναι από { $min } έως { $max }
pontoon-price-whole = Πρόσφερε την τράπεζα: η τιμή πρέπει να είναι ακέραιος αριθμός μαρκών, { $range }
pontoon-price-range = Πρόσφερε την τράπεζα: η τιμή πρέπει να είναι από { $min } έως { $max }
pontoon-cut-hint = Κάθισες πρώτα, οπότε ζητάς εσύ το κόψιμο: κάθε παίκτης παίρνει ένα φύλλο ανοιχτό, και το ψηλότερο (ο άσος είναι ψηλά) κρατά την τράπεζα· σε ισοπαλία κόβουν ξανά.
pontoon-offer-you = { $banker } σου προσφέρει την τράπεζα για { $price }. Αν τη δεχτείς, μοιράζεις εσύ το επόμενο χέρι.
pontoon-aria-offer = η προσφορά της τράπεζας
pontoon-take-bank-for = Πάρε την τράπεζα για { $price }
pontoon-turn-it-down = Όχι, ευχαριστώ
pontoon-kitty-add = Πρόσθεσε στο ταμείο
pontoon-kitty-up = Στήσε ταμείο
pontoon-kitty-button = Βάλε { $amount } στο ταμείο
pontoon-kitty-note = Από { $range } από τις μάρκες σου, στην άκρη για τα στοιχήματα σουτ· το ταμείο έχει τώρα { $kitty }, το πολύ { $most }. Όσο κρατάς την τράπεζα, δεν βγαίνει τίποτα από αυτό.
pontoon-deal-hand = Μοίρασε χέρι { $number }
pontoon-stake-label = Το ποντάρισμά σου
pontoon-stake-button = Πόνταρε { $amount }
pontoon-stake-note = Από { $range }, τα όρια του τραπεζιού.
pontoon-stake-note-cover = Από { $range }: το τραπέζι επιτρέπει έως { $most }, και οι μάρκες σου καλύπτουν { $cover } (ο κανόνας της κάλυψης).
pontoon-double-button = Διπλασίασε κάθε ποντάρισμα
pontoon-shoot-label = Στοίχημα σουτ κατά του ταμείου
pontoon-shoot-label-fourth = Σουτ πριν από το τέταρτο φύλλο
pontoon-shoot-button = Σουτ { $amount }
pontoon-shoot-note = Από { $range }: το ταμείο έχει { $kitty }, και τα ανοιχτά στοιχήματα σουτ δεν μπορούν ποτέ να το ξεπεράσουν.
pontoon-shoot-note-fourth = Από { $range }: το ταμείο έχει { $kitty }, και τα ανοιχτά στοιχήματα σουτ δεν μπορούν ποτέ να το ξεπεράσουν. Μετά από σουτ πρέπει να πάρεις το τέταρτο φύλλο.
pontoon-no-shoot = Χωρίς σουτ
pontoon-take-card = Πάρε φύλλο
pontoon-stay = Μείνε
pontoon-twist-button = Στρίψε (ανοιχτό)
pontoon-buy-label = Αγόρασε φύλλο κλειστό
pontoon-buy-button = Αγόρασε για { $amount }
pontoon-buy-note = Από { $range }, προστίθεται στο ποντάρισμα αυτού του χεριού.
pontoon-sell = Πούλησε την τράπεζα…
pontoon-sell-title = Πούλησε την τράπεζα
pontoon-sell-to = Σε
pontoon-sell-for = για
pontoon-sell-cancel = Άκυρο
pontoon-buyer-option = { $name } (πληρώνει έως { $most })
pontoon-price-note = Τιμή από 1 έως { $most }: όλες οι μάρκες του παίκτη { $name } εκτός από μία. { $name } τη δέχεται ή την αρνείται πριν από το επόμενο μοίρασμα.
pontoon-price-none = { $name } δεν έχει μάρκες να διαθέσει: η τράπεζα δεν μπορεί να πουληθεί σε αυτόν τον παίκτη τώρα.

## The keys

pontoon-key-enter = κόψιμο για την τράπεζα (πριν από το πρώτο χέρι), μοίρασμα (η τράπεζα, ανάμεσα στα χέρια), ποντάρισμα του ποσού που γράφτηκε, ή κόλλα / μείνε
pontoon-key-plus = στρίψε (η τράπεζα: πάρε φύλλο)
pontoon-key-star = αγόρασε φύλλο για το ποσό που γράφτηκε
pontoon-key-slash = χώρισε
pontoon-key-c = κόψιμο για την τράπεζα
pontoon-key-d = μοίρασε
pontoon-key-t = στρίψε
pontoon-key-s = κόλλα (η τράπεζα: μείνε)
pontoon-key-b = αγόρασε
pontoon-key-l = χώρισε
pontoon-key-r = κάψε
pontoon-key-o = σουτ με το ποσό που γράφτηκε
pontoon-key-k = βάλε το ποσό που γράφτηκε στο ταμείο
pontoon-key-y = ναι: διπλασίασε τα πονταρίσματα, ή πάρε την τράπεζα που προσφέρεται
pontoon-key-n = όχι: χωρίς στοίχημα σουτ, άφησε τα πονταρίσματα, ή αρνήσου την τράπεζα
