# El cliente de terminal, `parlour play`: sus pantallas, teclas, registro, liquidaciones y resumen.
#
# Una frase sobre un asiento elige por $who: "you" si es el del jugador (con el nombre que tenga),
# "other" para cualquier otro, nombrado por $name; un segundo asiento elige por $whom del mismo
# modo. Los términos son los del glosario del español y de la fuente (001): la banca (la del
# casino, y la que se corta, vende u ofrece en casa), el banquero, Dar, Pasar, Girar, Plantarse,
# Comprar, Dividir, se pasa, mano de 5 cartas, 17 variable, 21 fijo, la baraja, el mazo (del
# casino); el bote y la apuesta al bote en casa; en Palace Poker el estandarte, los soldados, el
# palacio, la batalla, el repartidor, descartar, el montón de robo.

## Palabras que van dentro de otras

terminal-number = { $n }
terminal-and = { $first } y { $last }
terminal-you-listed = tú
terminal-default-name = Tú
terminal-range = { $min }–{ $max }
# La tecla Intro, como la nombran las teclas de una jugada ("s/Intro").
terminal-key-enter = Intro
terminal-total = = { $total }
terminal-total-soft = = { $total } variable
terminal-cut-one = { $name } { $card }

## El marco de la pantalla

terminal-title-hand = mano { $number }
terminal-title-round = ronda { $number }
terminal-title-chips = tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}
terminal-keys-bar = ? reglas · q salir
terminal-hand-over-title = La mano ha terminado
terminal-log-title = Lo que ha pasado
terminal-too-small = Parlour necesita un terminal de al menos { $width }×{ $height }; este mide { $now_width }×{ $now_height }.
terminal-too-small-way-out = Hazlo más grande, o pulsa q para salir.

## La parte de abajo: jugadas, cantidades, elecciones

terminal-your-move = Tu jugada:
terminal-waiting = Esperando a los demás...
terminal-session-over = La sesión ha terminado. Pulsa q para ver el resumen.
terminal-next-hand = Intro: siguiente mano · ? reglas · q salir
terminal-watch-next = Intro: ver la siguiente mano · q: terminar la sesión
terminal-entry-limits = ({ $min } a { $max }):
terminal-entry-keys = { $fresh ->
    [yes] Intro acepta { $amount }; al escribir lo reemplazas; Esc para cancelar.
   *[no] Intro para confirmar, Retroceso para corregir; Esc para cancelar.
}
terminal-entry-keys-step = { $fresh ->
    [yes] +/- lo cambian de { $step } en { $step }; Intro acepta { $amount }; al escribir lo reemplazas; Esc para cancelar.
   *[no] +/- lo cambian de { $step } en { $step }; Intro para confirmar, Retroceso para corregir; Esc para cancelar.
}
terminal-confirm-hint = y o Intro: sí · n o Esc: cambiar la cantidad
terminal-offer-whom = ¿A quién ofreces la banca?
terminal-offer-buyer = { $number } { $name } (hasta { $most })
terminal-offer-keys = Los números (o ←→) eligen; Intro, y luego el precio; Esc vuelve atrás.
terminal-ask-stake = ¿Cuánto apuestas?
terminal-ask-buy = ¿Por cuánto compras la carta?
terminal-ask-shoot = ¿Cuánto apuestas al bote? (0: sin apuesta al bote)
terminal-ask-kitty = ¿Cuánto pones en el bote?
terminal-ask-price = ¿Por qué precio?
terminal-ask-attack = ¿Con qué apuesta atacas?
terminal-ask-raise = ¿Cuánto subes (además de igualar)?

## Lo que responde una tecla

terminal-not-your-turn = No es tu turno.
terminal-not-a-key = { $key } no es una tecla de esta mesa: tus jugadas y sus teclas están arriba.
terminal-not-open = Esa jugada no está a tu alcance ahora.
terminal-choose-buyer = Elige al comprador con su número (o ←→) y pulsa Intro; Esc vuelve atrás.
terminal-confirm-keys = y pone las fichas, n vuelve a la cantidad.
terminal-type-amount = Escribe una cantidad y pulsa Intro (Esc para cancelar).
terminal-outside-limits = { $amount } está fuera de los límites: de { $min } a { $max }.

## El final de una mano, para el jugador

terminal-you-net = Tú: { $net } { $chips ->
    [one] ficha
   *[other] fichas
} en esta mano.
terminal-sat-out = No has jugado esta mano.

## La página de reglas

terminal-rules-title = Las reglas de esta mesa
terminal-rules-back = Pulsa cualquier tecla para volver.
terminal-rules-more = ↓ o Espacio: hay más abajo · cualquier otra tecla vuelve.
terminal-rules-scroll = ↑↓ desplazan, hay más abajo · cualquier otra tecla vuelve.
terminal-rules-up = ↑ vuelve arriba · cualquier otra tecla vuelve.
terminal-home-keys = Teclas: d repartir, m dar, t/+ girar, b/* comprar, s/Intro plantarse, p// dividir, u quemar, h apostar al bote, y sí, n no, k bote, o ofrecer la banca, q salir.
terminal-casino-keys = Teclas: Intro plantarse o dar, + girar, * comprar, / dividir, 0 repetir la apuesta anterior, n pasar.
terminal-palace-keys = { $betting ->
    [no-limit] Teclas: b comprar, d descartar, a atacar, s esperar, f retirarse, c igualar, r subir, n/Intro repartir; elige por número (o ←→, Espacio) y luego Intro; Esc vuelve atrás; +/- cambian una apuesta.
   *[limit] Teclas: b comprar, d descartar, a atacar, s esperar, f retirarse, c igualar, r subir, n/Intro repartir; elige por número (o ←→, Espacio) y luego Intro; Esc vuelve atrás.
}

## El resumen, al marcharse

terminal-thanks = Gracias por jugar.
terminal-hands-played = Manos jugadas: { $hands }
terminal-net-result = Resultado: { $net } { $net_chips ->
    [one] ficha
   *[other] fichas
} (ahora { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
})
terminal-biggest-win = Mayor ganancia en una mano: { $win }
terminal-chips-one = { $name } { $chips }
terminal-chips = Fichas: { $chips }
terminal-leave = Pulsa cualquier tecla para salir.
terminal-save-failed = no se pudo guardar el registro de la sesión en { $path }: { $error }
terminal-record-written = El registro de la sesión: { $path }
terminal-record-replay = (se repite con: parlour script FICHERO)
terminal-record-failed = No se pudo escribir el registro en { $path }: { $error }
terminal-record-none = No se jugó ninguna mano, así que no se escribió ningún registro.
terminal-played = Parlour: { $hands ->
    [one] { $hands } mano jugada
   *[other] { $hands } manos jugadas
}, { $net } { $net_chips ->
    [one] ficha
   *[other] fichas
} (tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}).
terminal-played-won = Parlour: { $hands ->
    [one] { $hands } mano jugada
   *[other] { $hands } manos jugadas
}, { $net } { $net_chips ->
    [one] ficha
   *[other] fichas
} (tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}), mayor ganancia en una mano { $win }.

## Asientos ocupados, dejados y cambiados

terminal-seat-player = El jugador del asiento { $seat }
terminal-seat-sits = { $name } se sienta en el asiento { $seat } con { $chips ->
    [one] { $chips } ficha.
   *[other] { $chips } fichas.
}
terminal-seat-tops-up = { $name } trae { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
} más.
terminal-seat-stands = { $name } se levanta y deja la mesa.
terminal-seat-moves = { $name } se cambia al asiento { $seat }.
terminal-seat-seed = { $name } da la semilla { $seed } para la próxima barajada.
terminal-seat-seeded = { $name } da una semilla para la próxima barajada.

## Pontoon en casa: la mesa

terminal-banks = { $who ->
    [you] Tienes la banca
   *[other] { $name } tiene la banca
}
terminal-pack-count = baraja { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
terminal-kitty-column = bote { $kitty }
terminal-shuffle-due = se baraja antes del próximo reparto
terminal-bank-role = (banca)
terminal-banker-has-doubled = El banquero ha duplicado todas las apuestas.
terminal-banker-state = { $state ->
    [drawing] pide
    [pontoon] ¡Pontoon!
    [five] ¡Mano de 5 cartas!
    [bust] se pasa
   *[not-played] no jugó
}
terminal-banker-stays-paying = se planta: paga { $paying }
terminal-sits-out = no juega
terminal-hand-state = { $state ->
    [playing] por jugar
    [stood] se planta
    [pontoon] ¡Pontoon!
    [five] ¡Mano de 5 cartas!
   *[bust] se pasa
}
terminal-burnt-once = (quemada una vez)
terminal-hand-label = mano { $number }
terminal-stake-column = apuesta { $stake }
terminal-shoot-column = al bote { $shoot }

## Pontoon en casa: las jugadas y sus teclas

terminal-home-move-cut = cortar por la banca
terminal-home-move-deal = repartir
terminal-home-key-digits = m o cifras
terminal-home-move-stake = dar { $min }–{ $max }
terminal-home-move-twist = girar
terminal-home-move-stick = plantarse
terminal-home-move-stay = plantarse
terminal-home-move-buy = comprar { $min }–{ $max }
terminal-home-move-split = dividir
terminal-home-move-burn = quemar
terminal-home-move-shoot = al bote { $min }–{ $max }
terminal-home-move-double = duplicar
terminal-home-move-no-double = no duplicar
terminal-home-move-kitty = bote { $min }–{ $max }
terminal-home-move-offer = ofrecer la banca
terminal-home-move-accept = comprar la banca por { $price }
terminal-home-move-decline = rechazar la banca
terminal-only-banker-offers = Solo el banquero puede ofrecer la banca, entre mano y mano.
terminal-kitty-confirm = ¿Pones { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
} en el bote? Se queda ahí hasta que la banca cambie de manos.
terminal-home-sit-out = No juegas: tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}, y una apuesta de { $stake } hay que cubrirla { $cover ->
    [four] cuatro veces
   *[two] dos veces
}, así que hacen falta { $least ->
    [one] { $least } ficha
   *[other] { $least } fichas
} para entrar en el reparto. q termina la sesión.

## Pontoon en casa: lo que pasa

terminal-cut-for-bank = El corte por la banca: { $cuts }. { $who ->
    [you] Te quedas la banca.
   *[other] { $name } se queda la banca.
}
terminal-pack-shuffled = Se baraja y se corta la baraja.
terminal-hand-started = Mano { $number }: { $who ->
    [you] repartes tú.
   *[other] reparte { $name }.
}
terminal-you-are-dealt = Recibes { $card }.
terminal-is-dealt = { $name } recibe { $card }.
terminal-stakes = { $who ->
    [you] Apuestas { $amount }.
   *[other] { $name } apuesta { $amount }.
}
terminal-banker-doubles = ¡El banquero duplica todas las apuestas!
terminal-banker-lets-stand = El banquero deja las apuestas como están.
terminal-no-shoot = { $who ->
    [you] No apuestas al bote.
   *[other] { $name } no apuesta al bote.
}
terminal-shoots = { $who ->
    [you] Apuestas { $amount } contra el bote.
   *[other] { $name } apuesta { $amount } contra el bote.
}
terminal-burns = { $who ->
    [you] Quemas { $cards }.
   *[other] { $name } quema { $cards }.
}
terminal-kitty-put = El banquero pone { $amount } en el bote; ahora tiene { $kitty }.
terminal-kitty-returned = { $who ->
    [you] Recuperas el bote de { $amount }.
   *[other] { $name } recupera el bote de { $amount }.
}
terminal-banker-pontoon = ¡El banquero muestra Pontoon: { $cards }!
terminal-declares = { $who ->
    [you] ¡Declaras Pontoon: { $cards }!
   *[other] ¡{ $name } declara Pontoon: { $cards }!
}
terminal-splits-cards = { $who ->
    [you] Divides { $cards }.
   *[other] { $name } divide { $cards }.
}
terminal-buys-for = { $who ->
    [you] Compras { $card } por { $amount }.
   *[other] { $name } compra { $card } por { $amount }.
}
terminal-buys-down = { $who ->
    [you] Compras una carta por { $amount }.
   *[other] { $name } compra una carta por { $amount }.
}
terminal-twists = { $who ->
    [you] Giras { $card }.
   *[other] { $name } gira { $card }.
}
terminal-stands = { $who ->
    [you] Te plantas.
   *[other] { $name } se planta.
}
terminal-makes-five = { $who ->
    [you] ¡Haces una mano de 5 cartas!
   *[other] ¡{ $name } hace una mano de 5 cartas!
}
terminal-bust-with = { $who ->
    [you] Te pasas con { $cards } y pierdes { $lost }.
   *[other] { $name } se pasa con { $cards } y pierde { $lost }.
}
terminal-banker-turns = El banquero descubre { $cards }.
terminal-banker-takes = El banquero pide carta: { $card }.
terminal-banker-stops-21 = El banquero se detiene en 21: solo se pagan los Pontoons y las manos de 5 cartas.
terminal-banker-stays = El banquero se planta en { $total }: «paga { $paying }».
terminal-banker-bust = ¡El banquero se pasa!
terminal-banker-five = ¡El banquero hace una mano de 5 cartas!
terminal-shows = { $who ->
    [you] Muestras { $cards }.
   *[other] { $name } muestra { $cards }.
}
terminal-bank-offered = { $who ->
    [you] El banquero te ofrece la banca por { $price }.
   *[other] El banquero ofrece la banca a { $name } por { $price }.
}
terminal-bank-declined = { $who ->
    [you] Rechazas la banca.
   *[other] { $name } rechaza la banca.
}
terminal-bank-passes-pontoon = { $who ->
    [you] La banca es ahora tuya (por un Pontoon).
   *[other] La banca pasa a { $name } (por un Pontoon).
}
terminal-bank-passes-broken = { $who ->
    [you] La banca es ahora tuya (la banca ha quebrado).
   *[other] La banca pasa a { $name } (la banca ha quebrado).
}
terminal-bank-passes-sold = { $who ->
    [you] La banca es ahora tuya (vendida por { $price }).
   *[other] La banca pasa a { $name } (vendida por { $price }).
}
terminal-bank-passes-left = { $who ->
    [you] La banca es ahora tuya (el banquero dejó la mesa).
   *[other] La banca pasa a { $name } (el banquero dejó la mesa).
}
terminal-home-session-over = La sesión ha terminado: no se puede repartir ninguna mano.

## Pontoon en casa: la liquidación, una línea para el banquero y luego una por mano

terminal-settle-hard-21 = { $who ->
    [you] Te detuviste en un 21 fijo, que no admite carta: solo se pagan los Pontoons y las manos de 5 cartas, el doble.
   *[other] { $name } se detuvo en un 21 fijo, que no admite carta: solo se pagan los Pontoons y las manos de 5 cartas, el doble.
}
terminal-settle-stayed-21 = { $who ->
    [you] Te plantaste en 21: solo se pagan los Pontoons y las manos de 5 cartas, el doble.
   *[other] { $name } se plantó en 21: solo se pagan los Pontoons y las manos de 5 cartas, el doble.
}
terminal-settle-stayed = { $who ->
    [you] Te plantaste en { $total }: «pagas { $paying }». Los Pontoons y las manos de 5 cartas ganan el doble.
   *[other] { $name } se plantó en { $total }: «paga { $paying }». Los Pontoons y las manos de 5 cartas ganan el doble.
}
terminal-settle-banker-bust = { $who ->
    [you] Te pasaste: gana cada mano que sigue en pie.
   *[other] { $name } se pasó: gana cada mano que sigue en pie.
}
terminal-settle-banker-five = { $who ->
    [you] Hiciste una mano de 5 cartas: los Pontoons ganan el doble, las demás manos pierden el doble.
   *[other] { $name } hizo una mano de 5 cartas: los Pontoons ganan el doble, las demás manos pierden el doble.
}
terminal-settle-banker-pontoon = { $who ->
    [you] Mostraste Pontoon y cobraste a todos.
   *[other] { $name } mostró Pontoon y cobró a todos.
}
terminal-settle-not-played = Todas las manos se pasaron: el banquero no jugó.
terminal-hand-not-over = La mano no ha terminado.
terminal-settle-doubled = El banquero duplicó: las manos normales se liquidan dos veces.
terminal-not-shown = sin mostrar
terminal-settle-why = { $why ->
    [pontoon] el Pontoon paga el doble
    [five] la mano de 5 cartas paga el doble
    [five-loses] la mano de 5 cartas pierde ante la del banquero
    [bust] se pasa
    [not-played] no jugó
    [beats] gana al banquero
   *[does-not-beat] no gana al banquero
}
terminal-settle-hand = { $name }: { $shown } ({ $why }) { $net } sobre { $stake }
terminal-settle-hand-shoot = { $name }: { $shown } ({ $why }) { $net } sobre { $stake }, al bote { $shoot }

## Las mesas de casino: la mesa, las jugadas y sus teclas

terminal-dealer = Banca
terminal-shoe = mazo { $cards ->
    [one] { $cards } carta
   *[other] { $cards } cartas
}
terminal-shoe-due = (toca barajar)
terminal-house = banca { $net }
terminal-bet-passes = pasa
terminal-bet-column = apuesta { $stake }
terminal-bet-column-bought = apuesta { $stake } (comprada)
terminal-casino-move-bet = dar { $amount } (o escribe una cantidad, { $min }–{ $max })
terminal-casino-move-pass = pasar
terminal-casino-move-twist = girar
terminal-casino-move-stick = plantarse
terminal-casino-move-buy = comprar (+{ $cost })
terminal-casino-move-split = dividir (+{ $cost })
terminal-casino-cannot-bet = No puedes apostar: el mínimo de la mesa es { $least } y tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}. q termina la sesión.
terminal-casino-full = Ya has ganado lo máximo: un asiento puede tener como mucho { $most } fichas. q termina la sesión.

## Las mesas de casino: lo que pasa

terminal-bets = { $who ->
    [you] Apuestas { $amount }.
   *[other] { $name } apuesta { $amount }.
}
terminal-passes = { $who ->
    [you] Pasas esta ronda.
   *[other] { $name } pasa esta ronda.
}
terminal-all-passed = Todos pasan: no se reparte nada.
terminal-shoe-shuffled = Se baraja y se corta el mazo.
terminal-round-started = Ronda { $number }.
terminal-dealer-dealt-down = La banca recibe { $card }, boca abajo.
terminal-dealer-has-pontoon = La banca tiene Pontoon: { $cards }. Pierden todas las apuestas.
terminal-has-pontoon = { $who ->
    [you] ¡Tienes Pontoon!
   *[other] ¡{ $name } tiene Pontoon!
}
terminal-splits = { $who ->
    [you] Divides.
   *[other] { $name } divide.
}
terminal-buys = { $who ->
    [you] Compras { $card }.
   *[other] { $name } compra { $card }.
}
terminal-bust = { $who ->
    [you] Te pasas y pierdes { $lost }.
   *[other] { $name } se pasa y pierde { $lost }.
}
terminal-dealer-turns = La banca descubre { $cards }.
terminal-dealer-draws = La banca pide carta: { $card }.
terminal-dealer-nothing-to-beat = A la banca no le queda mano que ganar y no pide ({ $total }).
terminal-dealer-stands = La banca se planta con { $total }.
terminal-dealer-five = ¡La banca hace una mano de 5 cartas!
terminal-dealer-bust = ¡La banca se pasa!
terminal-casino-session-over = La sesión ha terminado: nadie puede apostar.

## Las mesas de casino: la liquidación

terminal-settle-dealer-pontoon = La banca tenía Pontoon ({ $cards }): pierden todas las apuestas.
terminal-settle-dealer-bust = La banca se pasó ({ $cards }): gana cada mano que sigue en pie.
terminal-settle-dealer-five = La banca hizo una mano de 5 cartas ({ $cards }): gana a todo salvo a un Pontoon.
terminal-settle-dealer-no-draw = Todas las manos se pasaron o eran Pontoon, así que la banca no pidió ({ $cards }).
terminal-settle-dealer-stood = La banca se plantó: { $cards } { $total }.
terminal-round-not-over = La ronda no ha terminado.
terminal-settle-casino-why = { $why ->
    [pontoon] el Pontoon paga 2 a 1
    [five] la mano de 5 cartas paga 2 a 1
    [bust] se pasa
    [beats] gana a la banca
   *[does-not-beat] no gana a la banca
}
terminal-settle-bet = { $name }: { $cards } { $total } ({ $why }) { $net } sobre { $stake }

## Palace Poker: la mesa

terminal-column = { $column ->
    [player] jugador
    [chips] fichas
    [status] estado
    [banner] estandarte
    [palace] palacio
   *[soldiers] soldados
}
terminal-status = { $status ->
    [sat-out] no juega
    [in] en la mano
    [folded] retirado
    [beaten] vencido
    [tied-out] empatado
    [attacking] ataca
   *[defending] defiende
}
terminal-palace-dealer-role = (reparte)
terminal-palace-deals = { $who ->
    [you] { $when ->
        [first] Repartes tú primero
        [next] Repartes tú la próxima
       *[now] Repartes tú
    }
   *[other] { $when ->
        [first] Reparte primero { $name }
        [next] Reparte la próxima { $name }
       *[now] Reparte { $name }
    }
}
terminal-palace-stakes = { $betting ->
    [no-limit] sin límite { $small }/{ $big }
   *[limit] con límite { $small }/{ $big }
}
terminal-palace-ante = ante { $ante }
terminal-palace-hand-over = Se acabó la mano { $number }
terminal-palace-pot = bote { $pot }
terminal-palace-draw-pile = montón de robo { $count }
terminal-palace-discard-pile = descartes { $count }
terminal-your-hand = Tu mano, sin excluir nada: { $hand }.
terminal-battle = { $who ->
    [you] Batalla: atacas a { $target }. Apuestas hasta ahora: { $name } { $attacker_bet }, { $target } { $defender_bet }.
   *[other] { $whom ->
        [you] Batalla: { $name } te ataca. Apuestas hasta ahora: { $name } { $attacker_bet }, { $target } { $defender_bet }.
       *[other] Batalla: { $name } ataca a { $target }. Apuestas hasta ahora: { $name } { $attacker_bet }, { $target } { $defender_bet }.
    }
}
terminal-battle-raised = { $who ->
    [you] Subiste { $raise }.
   *[other] { $name } subió { $raise }.
}
terminal-battle-answer = { $who ->
    [you] { $all_in ->
        [yes] Debes pagar { $call } (todo lo que tienes) para igualar, o retirarte.
       *[no] Debes pagar { $call } para igualar, o retirarte.
    }
   *[other] { $all_in ->
        [yes] { $name } debe pagar { $call } (todo lo que tiene) para igualar, o retirarse.
       *[no] { $name } debe pagar { $call } para igualar, o retirarse.
    }
}
terminal-must-fight-now = { $names } deben batallar: ha pasado una ronda tranquila, así que ataca o retírate.
terminal-battle-shown-since = { $who ->
    [you] Batalla al descubierto: atacaste a { $target }; { $outcome }.
   *[other] { $whom ->
        [you] Batalla al descubierto: { $name } te atacó; { $outcome }.
       *[other] Batalla al descubierto: { $name } atacó a { $target }; { $outcome }.
    }
}
terminal-counts = cuentan
terminal-versus = contra { $name }: { $exclusion } → { $hand }
terminal-exclusion-suit = { $held ->
    [none] { $suit ->
        [club] no tienes tréboles, así que todas cuentan contra un estandarte de tréboles
        [diamond] no tienes diamantes, así que todas cuentan contra un estandarte de diamantes
        [heart] no tienes corazones, así que todas cuentan contra un estandarte de corazones
       *[spade] no tienes picas, así que todas cuentan contra un estandarte de picas
    }
   *[some] { $suit ->
        [club] tus tréboles no cuentan contra un estandarte de tréboles
        [diamond] tus diamantes no cuentan contra un estandarte de diamantes
        [heart] tus corazones no cuentan contra un estandarte de corazones
       *[spade] tus picas no cuentan contra un estandarte de picas
    }
}
terminal-exclusion-rank = { $held ->
    [none] { $rank ->
        [two] no tienes doses, así que todas cuentan contra un estandarte con un dos
        [three] no tienes treses, así que todas cuentan contra un estandarte con un tres
        [four] no tienes cuatros, así que todas cuentan contra un estandarte con un cuatro
        [five] no tienes cincos, así que todas cuentan contra un estandarte con un cinco
        [six] no tienes seises, así que todas cuentan contra un estandarte con un seis
        [seven] no tienes sietes, así que todas cuentan contra un estandarte con un siete
        [eight] no tienes ochos, así que todas cuentan contra un estandarte con un ocho
        [nine] no tienes nueves, así que todas cuentan contra un estandarte con un nueve
        [ten] no tienes dieces, así que todas cuentan contra un estandarte con un diez
        [jack] no tienes jotas, así que todas cuentan contra un estandarte con una jota
        [queen] no tienes reinas, así que todas cuentan contra un estandarte con una reina
        [king] no tienes reyes, así que todas cuentan contra un estandarte con un rey
       *[ace] no tienes ases, así que todas cuentan contra un estandarte con un as
    }
   *[some] { $rank ->
        [two] tus doses no cuentan contra un estandarte con un dos
        [three] tus treses no cuentan contra un estandarte con un tres
        [four] tus cuatros no cuentan contra un estandarte con un cuatro
        [five] tus cincos no cuentan contra un estandarte con un cinco
        [six] tus seises no cuentan contra un estandarte con un seis
        [seven] tus sietes no cuentan contra un estandarte con un siete
        [eight] tus ochos no cuentan contra un estandarte con un ocho
        [nine] tus nueves no cuentan contra un estandarte con un nueve
        [ten] tus dieces no cuentan contra un estandarte con un diez
        [jack] tus jotas no cuentan contra un estandarte con una jota
        [queen] tus reinas no cuentan contra un estandarte con una reina
        [king] tus reyes no cuentan contra un estandarte con un rey
       *[ace] tus ases no cuentan contra un estandarte con un as
    }
}

## Palace Poker: las jugadas, sus teclas y las elecciones

terminal-palace-move-cut-deal = cortar para repartir
terminal-palace-move-deal = repartir
terminal-palace-move-buy-soldier = comprar por { $price }
terminal-palace-move-let-go = descartar soldados
terminal-palace-move-discard = descartar
terminal-palace-move-attack = atacar (apuesta { $bet })
terminal-palace-move-call = igualar { $amount }
terminal-palace-move-raise = subir { $amount }
terminal-palace-move-fold = retirarse
terminal-palace-move-stay = esperar
terminal-let-go-up-to = ¿Qué soldados descartas? (hasta { $max }; ninguno los conserva todos)
terminal-let-go-exactly = ¿Qué soldados descartas? (exactamente { $count })
terminal-let-go-between = ¿Qué soldados descartas? (al menos { $min }, como mucho { $max })
terminal-let-go-keys = Los números (o ←→ y Espacio) eligen; Intro descarta los elegidos; Esc vuelve atrás.
terminal-attack-whom = ¿A quién atacas? (apuesta { $bet })
terminal-attack-whom-range = ¿A quién atacas? (apuesta de { $min } a { $max })
terminal-attack-keys = Los números (o ←→) eligen; Intro ataca; Esc vuelve atrás.
terminal-attack-keys-bet = Los números (o ←→) eligen; Intro, y luego la apuesta; Esc vuelve atrás.
terminal-choose-soldiers = Elige los soldados con sus números (o ←→ y Espacio) y pulsa Intro; Esc vuelve atrás.
terminal-choose-at-least = Elige al menos { $count ->
    [one] { $count } soldado
   *[other] { $count } soldados
} para descartar ({ $chosen } elegidos).
terminal-choose-at-most = Elige como mucho { $count ->
    [one] { $count } soldado
   *[other] { $count } soldados
} para descartar.
terminal-choose-target = Elige a quién atacar con su número (o ←→) y pulsa Intro; Esc vuelve atrás.
terminal-palace-sit-out = No juegas: tienes { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
}, y hacen falta { $least ->
    [one] { $least } ficha
   *[other] { $least } fichas
} (el ante, y al menos una ficha) para entrar en el reparto. q termina la sesión.

## Palace Poker: lo que pasa

terminal-palace-cut = El corte para repartir: { $cuts }. { $who ->
    [you] Repartes tú primero.
   *[other] Reparte primero { $name }.
}
terminal-palace-hand-started = { $who ->
    [you] Mano { $number }: repartes tú; { $players } jugadores ponen un ante de { $ante }.
   *[other] Mano { $number }: reparte { $name }; { $players } jugadores ponen un ante de { $ante }.
}
terminal-banner = { $who ->
    [you] Tomas el estandarte { $card }.
   *[other] { $name } toma el estandarte { $card }.
}
terminal-banner-passed = { $who ->
    [you] Tomas el estandarte { $card } ({ $passed } apartadas: palos que ya estaban en el grupo).
   *[other] { $name } toma el estandarte { $card } ({ $passed } apartadas: palos que ya estaban en el grupo).
}
terminal-banner-discards = Se acabó el mazo: las { $count } cartas de estandarte apartadas se barajan para seguir repartiendo.
terminal-your-palace = Tu palacio: { $cards }.
terminal-palace-of = El palacio de { $name }: { $cards }.
terminal-refilled = Los descartes se barajan en un nuevo montón de robo de { $count }.
terminal-soldier-bought = { $who ->
    [you] Compras { $card } por { $price }.
   *[other] { $name } compra { $card } por { $price }.
}
terminal-keeps-soldiers = { $who ->
    [you] Te quedas con todos tus soldados.
   *[other] { $name } se queda con todos sus soldados.
}
terminal-discards = { $who ->
    [you] Descartas { $cards }.
   *[other] { $name } descarta { $cards }.
}
terminal-palace-stays = { $who ->
    [you] Esperas.
   *[other] { $name } espera.
}
terminal-folds = { $who ->
    [you] Te retiras.
   *[other] { $name } se retira.
}
terminal-attacks = { $who ->
    [you] Atacas a { $target } con una apuesta de { $bet }.
   *[other] { $whom ->
        [you] { $name } te ataca con una apuesta de { $bet }.
       *[other] { $name } ataca a { $target } con una apuesta de { $bet }.
    }
}
terminal-raises = { $who ->
    [you] Subes { $raise }, pagando { $paid }.
   *[other] { $name } sube { $raise }, pagando { $paid }.
}
terminal-calls = { $who ->
    [you] Igualas por { $paid }.
   *[other] { $name } iguala por { $paid }.
}
terminal-folds-battle = { $who ->
    [you] Te retiras de la batalla.
   *[other] { $name } se retira de la batalla.
}
terminal-folds-battle-returned = { $who ->
    [you] Te retiras de la batalla; { $taker } recupera los { $returned } que nadie igualó.
   *[other] { $whom ->
        [you] { $name } se retira de la batalla; recuperas los { $returned } que nadie igualó.
       *[other] { $name } se retira de la batalla; { $taker } recupera los { $returned } que nadie igualó.
    }
}
terminal-shown-hand = { $cards } ({ $hand })
terminal-battle-shown = Batalla al descubierto: { $attacker_who ->
    [you] tú
   *[other] { $attacker }
} { $attacker_hand }; { $defender_who ->
    [you] tú
   *[other] { $defender }
} { $defender_hand }. { $outcome }.
terminal-outcome-tie-split = empate: los dos últimos se reparten el bote
terminal-outcome-tie-out = empate: los dos quedan fuera
terminal-outcome-banner = { $who ->
    [you] ganas por las cartas de estandarte, { $won } a { $lost }, con manos iguales
   *[other] { $name } gana por las cartas de estandarte, { $won } a { $lost }, con manos iguales
}
terminal-outcome-better = { $who ->
    [you] ganas con la mejor mano
   *[other] { $name } gana con la mejor mano
}
terminal-captures = { $who ->
    [you] Te quedas con el estandarte y los soldados de { $loser }: { $cards }.
   *[other] { $whom ->
        [you] { $name } se queda con tu estandarte y tus soldados: { $cards }.
       *[other] { $name } se queda con el estandarte y los soldados de { $loser }: { $cards }.
    }
}
terminal-must-fight = Ha pasado una ronda tranquila: { $names } deben batallar, atacando o retirándose.
terminal-showdown-one = { $who ->
    [you] tú { $hand }
   *[other] { $name } { $hand }
}
terminal-showdown = Manos al descubierto: { $hands }.
terminal-pot-won = { $who ->
    [you] Te llevas el bote de { $pot }.
   *[other] { $name } se lleva el bote de { $pot }.
}
terminal-pot-shared = { $names } se reparten el bote de { $pot }.
terminal-palace-session-over = La sesión ha terminado: menos de dos jugadores pueden pagar el ante.

## Palace Poker: el final de una mano

terminal-hand-won = { $who ->
    [you] Te llevas el bote de { $pot }: { $ending }.
   *[other] { $name } se lleva el bote de { $pot }: { $ending }.
}
terminal-hand-shared = { $names } se reparten el bote de { $pot }: { $ending }.
terminal-ending = { $ending ->
    [last-standing] el último jugador en pie
    [shared-suit] los que quedan comparten el palo del estandarte, así que nadie puede atacar
    [shared-rank] los que quedan comparten el rango del estandarte, así que nadie puede atacar
    [tied-battle] los dos últimos empataron su batalla
   *[showdown] la mejor mano al descubierto tras una ronda tranquila
}
terminal-showdown-line = { $name }: { $hand }
terminal-net-one = { $name } { $net }
terminal-nets = Saldos: { $nets }.

## Un juego sin cara propia: sus campos, como el juego los llama

terminal-plain-none = nada
terminal-plain-player = { $you ->
    [yes] { $name } (tú): { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
   *[no] { $name }: { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
}
terminal-plain-round-over = La ronda { $number } ha terminado: { $net } { $chips ->
    [one] ficha
   *[other] fichas
} para ti.

## El asesor, en una mesa de casino (docs/terminal.md, "The coach")

terminal-keys-bar-coach = { $on ->
    [yes] h consejo · v cuenta · c quitar asesor · ? reglas · q salir
   *[no] c asesor · ? reglas · q salir
}
terminal-coach-on = El asesor está activo: h muestra lo que vale cada jugada posible de tu mano.
terminal-coach-off = El asesor está desactivado.
terminal-coach-is-off = El asesor está desactivado: c lo activa.
terminal-coach-counts = { $count ->
    [seen] El asesor descuenta todas las cartas vistas desde que se barajó.
   *[fresh] El asesor cuenta con un mazo recién barajado.
}
terminal-coach-not-your-hand = El asesor valora las jugadas de tu propia mano, cuando te toca.
terminal-coach-unread = El asesor no puede leer esta mesa.
terminal-coach-title = { $count ->
    [seen] El asesor, descontando las cartas vistas
   *[fresh] El asesor, con un mazo recién barajado
}
terminal-coach-hand = Tu mano: { $cards } · apuesta { $bet }
terminal-coach-move = { $choice ->
    [stick] plantarse
    [twist] girar
    [buy] comprar
   *[split] dividir
}
terminal-coach-bets = { $bets } apuestas
terminal-coach-chips = { $chips } fichas
terminal-coach-best = la mejor
terminal-coach-yours = tu respuesta
terminal-decimal = { $whole },{ $fraction }
terminal-coach-review-clean = Revisión del asesor: { $decisions ->
    [one] tu única decisión fue la mejor.
   *[other] tus { $decisions } decisiones fueron todas las mejores.
}
terminal-coach-review = Revisión del asesor: { $decisions ->
    [one] tu única decisión no fue la mejor y costó
   *[other] { $mistakes ->
        [one] una de tus { $decisions } decisiones no fue la mejor y costó
       *[other] { $mistakes } de tus { $decisions } decisiones no fueron las mejores y costaron
    }
} { $chips } fichas ({ $bets } apuestas) en valor esperado:
terminal-coach-mistake = ronda { $round }, { $hand }: { $taken } cuando lo mejor era { $best }, -{ $chips } fichas (-{ $bets } apuestas)
terminal-coach-more = … y { $more } más, que se listan al salir.
terminal-coach-review-failed = El asesor no pudo revisar la sesión: { $error }

## El entrenador, parlour play --train (docs/terminal.md, "The trainer")

terminal-train-title = práctica
terminal-train-score = { $right } de { $answered } bien
terminal-train-kind = { $kind ->
    [hard] Una mano fija:
    [soft] Una mano variable:
   *[pair] Una pareja:
}
terminal-train-bought = Has comprado: apuesta doblada; puedes girar, pero no volver a comprar.
terminal-train-shares = Ahora: fijas { $hard } % · variables { $soft } % · parejas { $pair } % (más de lo que fallas)
terminal-train-keys-bar = q terminar la práctica
terminal-train-last = Tu última respuesta
terminal-train-first = Responde con la tecla de una jugada: el asesor te dice si era la mejor y lo que vale cada jugada.
terminal-train-right = Bien: { $best } es la mejor jugada.
terminal-train-wrong = Mal: { $taken } pierde { $cost } apuestas frente a la mejor, { $best }.
terminal-train-was = { $kind ->
    [hard] La mano fija
    [soft] La mano variable
   *[pair] La pareja
} { $hand }: lo que vale cada jugada
terminal-train-not-open = Esta mano no puede { $choice } ahora.
terminal-train-keys = Responde con la tecla de una jugada (abajo); q termina la práctica.
terminal-train-over = Práctica terminada: { $right } de { $answered } bien.
terminal-train-missed = Fallos: { $hard } fijas, { $soft } variables, { $pair } parejas; los fallos costaron { $cost } apuestas en total.
