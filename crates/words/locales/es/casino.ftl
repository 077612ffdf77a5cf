# Las mesas en las que la banca es la casa (Pontoon de casino y Pontoon Blackjack): la página de la
# mesa, sus teclas y el registro de la ronda. Los botones Pasar, Girar, Plantarse, Comprar y Dividir son los
# move-* de moves.ftl. Palabras del reglamento: la banca, pasarse, plantarse, la mano de 5 cartas.

casino-name = Casino

## El tapete: la banca, los asientos, las manos

casino-dealer = Banca
casino-dealer-label = la banca
casino-face-down = boca abajo
casino-total = total { $box }
casino-total-hidden = total oculto
casino-bought = comprada
casino-hand-bet = apuesta { $amount }
casino-result = { $won ->
    [yes] { $result } (+{ $amount })
   *[no] { $result } ({ $amount })
}
casino-seat-bets = apuesta { $amount }
casino-seat-passes = pasa
casino-sat-out = no juega esta ronda

## Tu apuesta, hecha de fichas

casino-bet = Apuesta: { $amount }
casino-bet-stacks = tu apuesta: pulsa una pila para quitar una de sus fichas
casino-no-chips = aún no hay fichas
casino-take-chip = Quitar una ficha de { $chip } de la apuesta
casino-take-chip-count = Quitar una ficha de { $chip } de la apuesta (hay { $count })
casino-chips-label = fichas: pulsa una para añadirla a tu apuesta
casino-chip = ficha de { $chip }
casino-at-most = Como máximo { $amount }: { $why }.
casino-chip-refused = Esa ficha no: { $why }

## Los botones

# «Dar»: seguir con la apuesta y recibir las cartas.
casino-deal = Dar
casino-deal-empty = Dar: primero pon fichas en la apuesta (o pulsa Repetir)
casino-repeat = Repetir
casino-repeat-said = Repetir la última apuesta
casino-repeat-none = Repetir: aún no hay ninguna apuesta que repetir
casino-clear = Borrar
casino-move-cost = { $move } ({ $cost })
casino-waiting = Esperando a los demás.
casino-log = La ronda
casino-turn-move = { $move ->
    [stake] dar
    [pass] pasar
    [twist] girar
    [stick] plantarse
    [buy] comprar
   *[split] dividir
}

## Las teclas, como las nombra el reglamento

casino-key-enter = Intro
casino-key-backspace = Retroceso
casino-key-digits = 1 a 5
casino-key-repeat = Repite la apuesta anterior
casino-key-deal-stick = Dar o Plantarse
casino-key-deal = Dar
casino-key-pass = Pasar
casino-key-twist = Girar
casino-key-stick = Plantarse
casino-key-buy = Comprar
casino-key-split = Dividir
casino-key-chip = Añade una ficha de 1, 5, 25, 100 o 500 (Mayús: quita una)
casino-key-undo = Quita la última ficha
casino-key-clear = Borra la apuesta

## El registro de la ronda

casino-seat = asiento { NUMBER($number, useGrouping: 0) }
casino-who-hand = { $who } (mano { $hand })
casino-staked = { $who } apuesta { $amount }
casino-passed = { $who } pasa
casino-all-passed = Todos pasan: no se reparte nada
casino-shuffled = Se baraja el mazo
casino-shuffled-number = Se baraja el mazo (barajada { NUMBER($number, useGrouping: 0) })
casino-round = Ronda { NUMBER($number, useGrouping: 0) }
casino-dealer-hole = La banca se da una carta boca abajo
casino-dealt = { $who } recibe { $card }
casino-dealer-pontoon = La banca tiene Pontoon ({ $cards }): pierden todas las apuestas
casino-pontoon = { $who }: Pontoon
casino-split = { $who } divide
casino-split-hand = { $who } divide (mano { $hand })
casino-bought-card = { $who } compra: { $card }
casino-twisted = { $who } gira: { $card }
casino-stuck = { $who } se planta
casino-five-card-trick = { $who }: mano de 5 cartas
casino-bust = { $who } se pasa y pierde { $amount }
casino-dealer-turned = La banca descubre { $cards }
casino-dealer-drew = La banca pide carta: { $card }
casino-dealer-stood = La banca se planta con { $total }
casino-dealer-five = La banca tiene una mano de 5 cartas
casino-dealer-bust = La banca se pasa
casino-round-over-results = Fin de la ronda: { $results }
casino-round-over = Fin de la ronda
casino-won = { $who } gana { $amount }
casino-lost = { $who } pierde { $amount }
casino-even = { $who } queda igual
casino-session-over = Nadie en la mesa puede cubrir la apuesta mínima

## El asesor: lo que vale cada jugada de tu mano (docs/web.md, "The coach")

casino-coach = Asesor
casino-coach-group = el asesor
casino-coach-seen = Por las cartas vistas
casino-coach-hint = Consejo
casino-key-hint = pedir un consejo al asesor
casino-coach-off = La sala ha desactivado el asesor en esta mesa.
casino-coach-asking = Consultando al asesor…
casino-coach-heading = el consejo del asesor
casino-coach-count = { $count ->
    [seen] Por las cartas vistas desde la barajada
   *[fresh] Por un mazo recién barajado
}
casino-coach-hand = Tu mano: { $cards }
casino-coach-hand-bet = Tu mano: { $cards }, apuesta { $bet }
casino-coach-worth = { $bets } apuestas ({ $chips } fichas)
casino-coach-worth-bets = { $bets } apuestas
casino-coach-move = { $move }: { $worth }
casino-coach-move-best = { $move }, la mejor: { $worth }
casino-coach-said = { $count ->
    [seen] El asesor, por las cartas vistas, para { $cards }: { $moves }
   *[fresh] El asesor, por un mazo recién barajado, para { $cards }: { $moves }
}
casino-coach-stale = Este consejo era para un momento anterior de la mano: la mesa ha seguido.
casino-coach-refused = Consejo: { $why ->
    [not_your_turn] el asesor responde cuando te toca jugar una mano
    [hints_off] la sala ha desactivado el asesor en esta mesa
    [seen_off] el asesor de esta mesa solo cuenta con un mazo recién barajado
    [not_seated] el asesor es para los jugadores sentados aquí
    [no_coach] este juego no tiene asesor
   *[other] el asesor no puede responder ahora
}
casino-coach-failed = Consejo: { $why }

## El asesor sobre las rondas jugadas: el informe de una sesión, la revisión de una ronda

casino-coach-cost = { $chips } fichas ({ $bets } apuestas)
casino-coach-col-round = Ronda
casino-coach-col-hand = Mano
casino-coach-col-made = Jugada hecha
casino-coach-col-best = Mejor jugada
casino-coach-col-cost = Coste
casino-coach-was-best = la mejor
casino-coach-decisions = Tus decisiones en esta ronda
casino-coach-review-none = ninguna decisión
casino-coach-review-clean = { $decisions ->
    [one] una decisión, la mejor
   *[other] { $decisions } decisiones, todas las mejores
}
casino-coach-review = { $mistakes ->
    [one] un error: { $cost }
   *[other] { $mistakes } errores: { $cost }
}
casino-coach-step-cost = El asesor: la mejor era { $best }; esta jugada cedió { $cost }.
casino-coach-step-best = El asesor: { $move } era la mejor jugada.
casino-report-title = Tu sesión en la mesa { $table }
casino-report-reading = Leyendo tu sesión…
casino-report-no-rounds = No jugaste ninguna ronda aquí.
casino-report-caption = Las decisiones que no fueron las mejores
casino-report-clean = Cada decisión fue la mejor jugada y nada te costó ({ $decisions ->
    [one] una decisión
   *[other] { $decisions } decisiones
} en { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
}).
casino-report-total = En total, { $mistakes } de { $decisions } decisiones en { $rounds ->
    [one] una ronda
   *[other] { $rounds } rondas
} { $mistakes ->
    [one] no fue la mejor y costó { $cost }.
   *[other] no fueron las mejores y costaron { $cost }.
}
casino-report-close = Cerrar el informe
