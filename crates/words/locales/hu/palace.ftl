# Palace Poker: az asztal oldala, a napló és a billentyűk.
# Minden tét egy csata két játékos között: a zászló (egy lap arccal felfelé), a katonák (vett
# lapok, arccal felfelé) és a palota (három lap arccal lefelé, amelyet a megadott csata felfordít).
# A szavak (az albán forrás szavai magyarul): zászló, katona, palota, csata; támadó és védő; vétel,
# eldobás, támadás, megadás, emelés, bedobás, maradás; pot, ante, lapmutatás, kicker; az osztásért
# húznak (nem emelnek: az emelés a tét emelése); szín és rang.

palace-name = Palace Poker
palace-seat = { $seat }. hely
palace-a-card = egy lap
palace-chips = { $chips }

## A zászlók

palace-banner-any = egy zászló
palace-banner-suit = { $suit ->
    [club] egy treff zászló
    [diamond] egy káró zászló
    [heart] egy kőr zászló
   *[spade] egy pikk zászló
}
palace-banner-rank = { $rank ->
    [two] egy kettes zászló
    [three] egy hármas zászló
    [four] egy négyes zászló
    [five] egy ötös zászló
    [six] egy hatos zászló
    [seven] egy hetes zászló
    [eight] egy nyolcas zászló
    [nine] egy kilences zászló
    [ten] egy tízes zászló
    [jack] egy bubi zászló
    [queen] egy dáma zászló
    [king] egy király zászló
   *[ace] egy ász zászló
}
palace-not-counted = nem számít
palace-not-counted-suit = { $suit ->
    [club] nem számít egy treff zászló ellen
    [diamond] nem számít egy káró zászló ellen
    [heart] nem számít egy kőr zászló ellen
   *[spade] nem számít egy pikk zászló ellen
}
palace-not-counted-rank = { $rank ->
    [two] nem számít egy kettes zászló ellen
    [three] nem számít egy hármas zászló ellen
    [four] nem számít egy négyes zászló ellen
    [five] nem számít egy ötös zászló ellen
    [six] nem számít egy hatos zászló ellen
    [seven] nem számít egy hetes zászló ellen
    [eight] nem számít egy nyolcas zászló ellen
    [nine] nem számít egy kilences zászló ellen
    [ten] nem számít egy tízes zászló ellen
    [jack] nem számít egy bubi zászló ellen
    [queen] nem számít egy dáma zászló ellen
    [king] nem számít egy király zászló ellen
   *[ace] nem számít egy ász zászló ellen
}
palace-card-note = { $cards }: { $note }
palace-card-tag = nem számít
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , számít

## A játékos helyzete a leosztásban

palace-status-in = játékban
palace-status-folded = bedobott
palace-status-beaten = kiesett: csatát vesztett
palace-status-tied-out = kiesett: döntetlen csata
palace-status-sat-out = kimarad ebből a leosztásból
palace-status-put-in = { $status } · betett { $chips }
palace-status-put-in-net = { $status } · betett { $chips } · { $net }

## Hogyan ért véget a leosztás, és mi döntötte el a csatát

palace-ending-last-standing = mindenki más kiesett
palace-ending-shared-banner = { $by ->
    [rank] a maradók zászlaja azonos rangú: senki sem támadhat meg senkit
   *[suit] a maradók zászlaja azonos színű: senki sem támadhat meg senkit
}
palace-ending-tied-battle = az utolsó kettő csatája döntetlen lett
palace-ending-showdown = csendes kör: a lapmutatásnál a legjobb kéz nyer
palace-decided-hands = a jobb kéz
palace-decided-banner-count = { $by ->
    [rank] egyforma kezek: több lap a saját zászló rangjából
   *[suit] egyforma kezek: több lap a saját zászló színéből
}
palace-decided-tie = mindenben egyforma

## A pot, és ki mit ért el

palace-pot-won = { $who } viszi a potot ({ $pot }): { $why }
palace-pot-shared = { $names } megosztozik a poton ({ $pot }: { $shares }): { $why }
palace-shares = { $first } és { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = nulla
palace-net-one = { $who } { $net }
palace-net-line = { $who }: betett { $put }, kapott { $took } ({ $net })
palace-sentence = { $words }.

## Kire vár az asztal

palace-waiting-cut = { $who } indítja a húzást az osztásért.
palace-waiting-cut-second = { $who } ült le elsőként, ő indítja a húzást az osztásért: várunk egy második játékosra, aki ki tudja fizetni az antét.
palace-waiting-cut-two = A játékosok húznak az osztásért, amint ketten leültek.
palace-waiting-second = Várunk egy második játékosra, aki ki tudja fizetni az antét.
palace-waiting-deal = Várunk, hogy { $who } osszon.
palace-waiting-turn = { $who } következik.
palace-waiting-discard = { $who } katonákat dob el.
palace-waiting-battle = { $who } válaszol a csatában.
palace-waiting = Várakozás.

## A pókerkezek

palace-rank = { $rank ->
    [two] kettes
    [three] hármas
    [four] négyes
    [five] ötös
    [six] hatos
    [seven] hetes
    [eight] nyolcas
    [nine] kilences
    [ten] tízes
    [jack] bubi
    [queen] dáma
    [king] király
   *[ace] ász
}
# Számnév után és összetételben egyes számban: "királypár", "három király".
palace-ranks = { $rank ->
    [two] kettes
    [three] hármas
    [four] négyes
    [five] ötös
    [six] hatos
    [seven] hetes
    [eight] nyolcas
    [nine] kilences
    [ten] tízes
    [jack] bubi
    [queen] dáma
    [king] király
   *[ace] ász
}
palace-hand-none = nincs lap
palace-hand-high = magas lap: { $rank }
palace-hand-high-then = magas lap: { $rank }, aztán { $list }
palace-hand-pair = { $ranks }pár
palace-hand-two-pair = két pár, { $ranks } és { $second }
palace-hand-trips = drill, három { $ranks }
palace-hand-straight = sor, a legmagasabb: { $rank }
palace-hand-flush = flöss, { $list }
palace-hand-full-house = full, három { $ranks } és két { $second }
palace-hand-quads = póker, négy { $ranks }
palace-hand-straight-flush = színsor, a legmagasabb: { $rank }
palace-hand-royal-flush = royal flöss
palace-hand-kicker = { $hand }, kicker: { $rank }
palace-hand-kickers = { $hand }, kickerek: { $list }

## A csata lépésről lépésre

palace-step-attacked = { $attacker } támad, { $defender } védekezik; tét: { $bet }
palace-step-raised = { $who } fizet { $paid }: megad { $call }, emel { $raise }
palace-step-called = { $who } megad, és fizet { $paid }: mindkét palota felfordul
palace-step-gave-up = { $who } bedob
palace-step-gave-up-returned = { $who } bedob; a meg nem adott emelés ({ $returned }) visszajár: { $to }
palace-shows = { $who } mutatja: { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: döntetlen
palace-step-shown-won = { $attacker }, { $defender }: { $winner } nyer
palace-step-captured = { $winner } elveszi { $loser } zászlaját és katonáit

## A leosztás naplója

palace-cut-one = { $who } { $card }
palace-event-cut = Húzás az osztásért: { $cuts }; { $dealer } oszt
palace-event-hand-started = { $number }. leosztás: { $dealer } oszt; ante fejenként { $ante }: { $players }
palace-event-shuffled = A lapokat megkeverik
palace-event-shuffled-fair = A lapokat megkeverik ({ $shuffle }. keverés)
palace-event-banner = { $who } zászlaja: { $card }
palace-event-banner-passed = { $who } zászlaja: { $card } (kihagyva: { $passed })
palace-event-banner-discards = Elfogyott a pakli: { $count } kihagyott zászlólapot megkevernek a folytatáshoz
palace-event-banner-discards-fair = Elfogyott a pakli: { $count } kihagyott zászlólapot megkevernek a folytatáshoz ({ $shuffle }. keverés)
palace-event-palace-seen = { $who } palotája, arccal lefelé: { $cards }
palace-event-palace = { $who } { $count } palotalapot kap arccal lefelé
palace-event-refilled = A dobott lapokból új húzópakli lesz, megkeverve: { $count } lap
palace-event-refilled-fair = A dobott lapokból új húzópakli lesz, megkeverve: { $count } lap ({ $shuffle }. keverés)
palace-event-bought = { $who } katonát vesz { $price } zsetonért: { $card }
palace-event-discarded = { $who } eldobja: { $cards }
palace-event-discarded-unseen = { $who } eldob { $count } katonát
palace-event-kept = { $who } minden katonáját megtartja
palace-event-stayed = { $who } marad
palace-event-folded = { $who } bedob, és kiszáll a leosztásból
palace-event-side = { $who } mutatja ({ $cards }): { $hand }
palace-event-shown-tie = { $attacker }; { $defender }: döntetlen
palace-event-shown-won = { $attacker }; { $defender }: { $winner } nyeri a csatát ({ $decided })
palace-event-must-fight = Csak { $names } maradt, különböző zászlóval, és lement egy csendes kör: csatázniuk kell, vagy bedobni
palace-showdown-one = { $who } ({ $hand })
palace-event-showdown = Lapmutatás: { $hands }
palace-pot-takes = { $who } { $chips } zsetont nyer
palace-event-pot = A pot: { $takes } ({ $ending })
palace-event-pot-none = A pot: nincs mit elosztani ({ $ending })
palace-event-round-over = { $number }. leosztás vége: { $nets }
palace-event-session-over = Kettőnél kevesebb játékos tudja kifizetni az antét: nincs több leosztás

## Az asztal közepe

palace-label-hand = Leosztás
palace-label-ante = Ante
palace-ante-each = fejenként { $chips }
palace-label-pot = Pot
palace-pot-label = a pot: { $chips } zseton
palace-deal-to-cut = Húzás dönti el, ki oszt
palace-label-dealer = Osztó
palace-label-draw-pile = Húzópakli
palace-label-discards = Dobott lapok
palace-label-passed-over = Kihagyva a zászlók osztásánál
palace-label-cut = Húzás az osztásért: a legmagasabb lap oszt, az ász a legmagasabb
palace-cut-again = { $who } (újra, { $round }. kör)
palace-must-fight = Lement egy csendes kör, két zászló maradt: csata vagy bedobás.

## A folyó csata

palace-battle-label = a csata
palace-battle-title = Csata
palace-role-attacks = támad
palace-role-defends = védekezik
palace-vs = vs
palace-name-you = { $who } (te)
palace-has-bet = tétje: { $chips }
palace-attacks = { $attacker } támad, { $defender } védekezik
palace-you-answer = Te válaszolsz: megadás { $call }, vagy bedobás.
palace-you-answer-raised = Te válaszolsz: megadás { $call }, vagy bedobás (az utolsó emelés: { $raise }).
palace-answers = { $who } válaszol: megadás { $call }, vagy bedobás.
palace-answers-raised = { $who } válaszol: megadás { $call }, vagy bedobás (az utolsó emelés: { $raise }).

## A leosztás csatái és a lapmutatás

palace-battles-label = a leosztás csatái
palace-battles-title = { $count ->
    [one] A leosztás csatája
   *[other] A leosztás csatái
}
palace-attacked-folded = { $attacker } támadott, { $defender } védekezett: bedobás
palace-attacked = { $attacker } támadott, { $defender } védekezett
palace-verdict-tie = Döntetlen ({ $decided }): mindketten kiesnek, vagy megosztoznak a poton, ha ők voltak az utolsó kettő
palace-verdict-won = { $who } nyeri a csatát: { $decided }
palace-role-attacker = támadó
palace-role-defender = védő
palace-label-banner = Zászló
palace-label-soldiers = Katonák
palace-label-palace-shown = Palota, felfordítva
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count } lap a saját zászlód rangjából
       *[suit] { $count } lap a saját zászlód színéből
    }
   *[theirs] { $by ->
        [rank] { $count } lap a saját zászlaja rangjából
       *[suit] { $count } lap a saját zászlaja színéből
    }
}
palace-showdown-label = a lapmutatás
palace-showdown-title = Lapmutatás
palace-showdown-winner = { $who } · nyer
palace-ending-label = a leosztás vége
palace-hand-over = { $number }. leosztás vége

## Egy hely

palace-the-dealer = az osztó
palace-dealer-mark = O
palace-calls-cut = elsőként ült le: ő indítja a húzást az osztásért
palace-label-soldiers-of = Katonák { $count }/{ $most }
palace-none = nincs
palace-label-palace = Palota
palace-label-your-palace = A palotád
palace-tag-seen = az asztal már látta
palace-tag-secret = csak te látod; a többiek elől rejtve
palace-tag-turned = felfordítva az asztalnak

## A vezérlők

palace-what-cut = Húzás az osztásért
palace-what-deal = Osztás
palace-what-stay = Maradás
palace-what-fold = Bedobás
palace-what-call = Megadás
palace-what-attack = Támadás
palace-what-raise = Emelés
palace-what-let-go = Eldobás
palace-what-keep = Megtartás
palace-choose-first = { $count ->
    [one] Eldobás: előbb válassz egy katonát
   *[other] Eldobás: válassz legalább { $count } katonát
}
palace-move-cut = húzás az osztásért
palace-move-deal = osztás
palace-move-buy = vétel { $chips } zsetonért
palace-move-discard = katonák eldobása
palace-move-attack = támadás
palace-move-call = megadás: { $chips }
palace-move-raise = emelés
palace-move-stay = maradás
palace-move-fold = bedobás
palace-attack-fixed = Tét { $chips }
palace-attack-range = Tét ({ $min }–{ $max })
palace-raise-fixed = Emelés { $chips }
palace-raise-range = Emelés ({ $min }–{ $max })
palace-cut-hint = Elsőként ültél le, így te indítod a húzást: mindenki kap egy lapot arccal felfelé, és a legmagasabb (az ász a legmagasabb) osztja az első leosztást; egyenlőségnél újra húznak.
palace-button-cut = Húzás az osztásért
palace-button-deal = { $number }. leosztás osztása
palace-prompt-raised = { $who } emelt { $chips } zsetonnal: megadás, újabb emelés vagy bedobás.
palace-prompt-attacked = { $who } megtámadott { $chips } téttel: megadás, emelés vagy bedobás.
palace-button-raise = Emelek (fizetek { $chips })
palace-button-call = Megadom: { $chips }
palace-button-fold = Bedobom
palace-prompt-discard = Vagy dobj el katonákat: válaszd ki őket, aztán Eldobom.
palace-prompt-over = Több mint { $most } katonád van: dobj el legalább { $count } katonát.
palace-prompt-bought = Vettél egy katonát: dobj el bármennyit, vagy tartsd meg mind.
palace-prompt-captured = Katonákat zsákmányoltál: dobj el legalább { $count } katonát, hogy legfeljebb { $most } maradjon.
palace-picks-label = eldobandó katonák
palace-pick-going = { $card }: eldobod (billentyű: { $key })
palace-pick-kept = { $card }: megtartod (billentyű: { $key })
palace-pick-let-go = eldob
palace-button-let-go = Eldobom: { $cards }
palace-button-keep = Mind megtartom
palace-label-attack = Támadás
palace-targets-label = kit támadsz
palace-button-attack = Támadás
palace-button-attack-who = Támadás: { $who }
palace-button-buy = Katonát veszek ({ $chips })
palace-button-stay = Maradok
palace-rules-line = { $rules }, kizárás { $by ->
    [rank] rang
   *[suit] szín
} szerint, legfeljebb { $most } katona
palace-log-title = A leosztás

## A billentyűk

palace-key-enter = húzás az osztásért (az első leosztás előtt); osztás; csata megadása; a kiválasztott katonák eldobása (vétel után, ha egy sincs kiválasztva: mind megtartása)
palace-key-deal = a következő leosztás osztása
palace-key-buy = katona vétele
palace-key-digits-name = 1–9
palace-key-digits = az 1–9. katona kiválasztása eldobásra (vagy a választás visszavonása)
palace-key-discard = a kiválasztott katonák eldobása
palace-key-keep = minden katona megtartása (vétel után)
palace-key-target = a következő megtámadható játékos kiválasztása
palace-key-attack = a kiválasztott játékos megtámadása
palace-key-amount = a tét vagy az emelés egy kis téttel több vagy kevesebb (limit nélkül)
palace-key-call = megadás; húzás az osztásért (az első leosztás előtt)
palace-key-raise = emelés
palace-key-stay = maradás
palace-key-fold = bedobás
