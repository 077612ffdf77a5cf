# Palace Poker: la página de la mesa, su registro y sus teclas.
# Cada apuesta es una batalla entre dos jugadores: el estandarte (una carta boca arriba), los
# soldados (cartas compradas, boca arriba) y el palacio (tres cartas boca abajo, que se destapan
# cuando se iguala una batalla).

palace-name = Palace Poker
palace-seat = asiento { $seat }
palace-a-card = una carta
palace-chips = { $chips }

## Los estandartes

palace-banner-any = un estandarte
palace-banner-suit = { $suit ->
    [club] un estandarte de tréboles
    [diamond] un estandarte de diamantes
    [heart] un estandarte de corazones
   *[spade] un estandarte de picas
}
palace-banner-rank = { $rank ->
    [two] un estandarte con un dos
    [three] un estandarte con un tres
    [four] un estandarte con un cuatro
    [five] un estandarte con un cinco
    [six] un estandarte con un seis
    [seven] un estandarte con un siete
    [eight] un estandarte con un ocho
    [nine] un estandarte con un nueve
    [ten] un estandarte con un diez
    [jack] un estandarte con una jota
    [queen] un estandarte con una reina
    [king] un estandarte con un rey
   *[ace] un estandarte con un as
}
palace-not-counted = no cuenta
palace-not-counted-suit = { $suit ->
    [club] no cuenta contra un estandarte de tréboles
    [diamond] no cuenta contra un estandarte de diamantes
    [heart] no cuenta contra un estandarte de corazones
   *[spade] no cuenta contra un estandarte de picas
}
palace-not-counted-rank = { $rank ->
    [two] no cuenta contra un estandarte con un dos
    [three] no cuenta contra un estandarte con un tres
    [four] no cuenta contra un estandarte con un cuatro
    [five] no cuenta contra un estandarte con un cinco
    [six] no cuenta contra un estandarte con un seis
    [seven] no cuenta contra un estandarte con un siete
    [eight] no cuenta contra un estandarte con un ocho
    [nine] no cuenta contra un estandarte con un nueve
    [ten] no cuenta contra un estandarte con un diez
    [jack] no cuenta contra un estandarte con una jota
    [queen] no cuenta contra un estandarte con una reina
    [king] no cuenta contra un estandarte con un rey
   *[ace] no cuenta contra un estandarte con un as
}
palace-card-note = { $cards }: { $note }
palace-card-tag = no cuenta
palace-card-sr-excluded = , { $note }
palace-card-sr-counts = , cuenta

## El lugar de cada jugador en la mano

palace-status-in = en la mano
palace-status-folded = se retiró
palace-status-beaten = fuera: perdió una batalla
palace-status-tied-out = fuera: empató una batalla
palace-status-sat-out = no juega esta mano
palace-status-put-in = { $status } · puso { $chips }
palace-status-put-in-net = { $status } · puso { $chips } · { $net }

## Cómo acabó la mano y qué decidió la batalla

palace-ending-last-standing = todos los demás están fuera
palace-ending-shared-banner = { $by ->
    [rank] los que quedan tienen estandartes del mismo rango: nadie puede atacar a nadie
   *[suit] los que quedan tienen estandartes del mismo palo: nadie puede atacar a nadie
}
palace-ending-tied-battle = los dos últimos empataron una batalla
palace-ending-showdown = una ronda tranquila: gana la mejor mano al descubierto
palace-decided-hands = la mejor mano
palace-decided-banner-count = { $by ->
    [rank] manos iguales: más cartas del rango de su propio estandarte
   *[suit] manos iguales: más cartas del palo de su propio estandarte
}
palace-decided-tie = iguales hasta el final

## El bote y lo que sacó cada uno

palace-pot-won = { $who } gana el bote de { $pot }: { $why }
palace-pot-shared = { $names } se reparten el bote de { $pot } ({ $shares }): { $why }
palace-shares = { $first } y { $rest }
palace-net-up = +{ $chips }
palace-net-down = −{ $chips }
palace-net-even = igual
palace-net-one = { $who } { $net }
palace-net-line = { $who }: puso { $put }, se llevó { $took } ({ $net })
palace-sentence = { $words }.

## A quién espera la mesa

palace-waiting-cut = { $who } debe pedir el corte para repartir.
palace-waiting-cut-second = { $who } se sentó primero y pide el corte para repartir: falta un segundo jugador que pueda pagar el ante.
palace-waiting-cut-two = Los jugadores cortan para repartir en cuanto se sientan dos.
palace-waiting-second = Falta un segundo jugador que pueda pagar el ante.
palace-waiting-deal = Esperando a que { $who } reparta.
palace-waiting-turn = Turno de { $who }.
palace-waiting-discard = { $who } está descartando soldados.
palace-waiting-battle = { $who } responde a la batalla.
palace-waiting = Esperando.

## Las manos de póker

palace-rank = { $rank ->
    [two] dos
    [three] tres
    [four] cuatro
    [five] cinco
    [six] seis
    [seven] siete
    [eight] ocho
    [nine] nueve
    [ten] diez
    [jack] jota
    [queen] reina
    [king] rey
   *[ace] as
}
palace-ranks = { $rank ->
    [two] doses
    [three] treses
    [four] cuatros
    [five] cincos
    [six] seises
    [seven] sietes
    [eight] ochos
    [nine] nueves
    [ten] dieces
    [jack] jotas
    [queen] reinas
    [king] reyes
   *[ace] ases
}
palace-hand-none = ninguna carta
palace-hand-high = carta alta: { $rank }
palace-hand-high-then = carta alta: { $rank }, luego { $list }
palace-hand-pair = pareja de { $ranks }
palace-hand-two-pair = doble pareja, { $ranks } y { $second }
palace-hand-trips = trío de { $ranks }
palace-hand-straight = escalera, carta alta: { $rank }
palace-hand-flush = color, { $list }
palace-hand-full-house = full de { $ranks } con { $second }
palace-hand-quads = póker de { $ranks }
palace-hand-straight-flush = escalera de color, carta alta: { $rank }
palace-hand-royal-flush = escalera real
palace-hand-kicker = { $hand }, kicker: { $rank }
palace-hand-kickers = { $hand }, kickers: { $list }

## La batalla, paso a paso

palace-step-attacked = { $attacker } ataca a { $defender }, apostando { $bet }
palace-step-raised = { $who } paga { $paid }: iguala { $call } y sube { $raise }
palace-step-called = { $who } iguala pagando { $paid }: se destapan los dos palacios
palace-step-gave-up = { $who } se retira
palace-step-gave-up-returned = { $who } se retira; la subida de { $returned } que nadie igualó vuelve a { $to }
palace-shows = { $who } muestra { $hand }
palace-step-shown-tie = { $attacker }, { $defender }: empate
palace-step-shown-won = { $attacker }, { $defender }: gana { $winner }
palace-step-captured = { $winner } se queda con el estandarte y los soldados de { $loser }

## El registro de la mano

palace-cut-one = { $who } { $card }
palace-event-cut = Corte para repartir: { $cuts }; reparte { $dealer }
palace-event-hand-started = Mano { $number }: reparte { $dealer }; { $players } ponen un ante de { $ante } cada uno
palace-event-shuffled = Se barajan las cartas
palace-event-shuffled-fair = Se barajan las cartas (barajada { $shuffle })
palace-event-banner = Estandarte de { $who }: { $card }
palace-event-banner-passed = Estandarte de { $who }: { $card } (apartadas: { $passed })
palace-event-banner-discards = { $count ->
    [one] Se acabó la baraja: se baraja { $count } carta de estandarte apartada para seguir
   *[other] Se acabó la baraja: se barajan las { $count } cartas de estandarte apartadas para seguir
}
palace-event-banner-discards-fair = { $count ->
    [one] Se acabó la baraja: se baraja { $count } carta de estandarte apartada para seguir (barajada { $shuffle })
   *[other] Se acabó la baraja: se barajan las { $count } cartas de estandarte apartadas para seguir (barajada { $shuffle })
}
palace-event-palace-seen = Palacio de { $who }, boca abajo: { $cards }
palace-event-palace = { $count ->
    [one] { $who } recibe { $count } carta de palacio boca abajo
   *[other] { $who } recibe { $count } cartas de palacio boca abajo
}
palace-event-refilled = { $count ->
    [one] Los descartes se barajan en un nuevo montón de robo de { $count } carta
   *[other] Los descartes se barajan en un nuevo montón de robo de { $count } cartas
}
palace-event-refilled-fair = { $count ->
    [one] Los descartes se barajan en un nuevo montón de robo de { $count } carta (barajada { $shuffle })
   *[other] Los descartes se barajan en un nuevo montón de robo de { $count } cartas (barajada { $shuffle })
}
palace-event-bought = { $who } compra un soldado por { $price }: { $card }
palace-event-discarded = { $who } descarta { $cards }
palace-event-discarded-unseen = { $count ->
    [one] { $who } descarta { $count } soldado
   *[other] { $who } descarta { $count } soldados
}
palace-event-kept = { $who } conserva todos sus soldados
palace-event-stayed = { $who } espera
palace-event-folded = { $who } se retira y deja la mano
palace-event-side = { $who } muestra { $cards }: { $hand }
palace-event-shown-tie = { $attacker }; { $defender }: empate
palace-event-shown-won = { $attacker }; { $defender }: { $winner } gana la batalla ({ $decided })
palace-event-must-fight = Solo quedan { $names }, con estandartes distintos, y ha pasado una ronda tranquila: deben batallar o retirarse
palace-showdown-one = { $who } ({ $hand })
palace-event-showdown = Manos al descubierto: { $hands }
palace-pot-takes = { $who } se lleva { $chips }
palace-event-pot = El bote: { $takes } ({ $ending })
palace-event-pot-none = El bote: nada que repartir ({ $ending })
palace-event-round-over = Se acabó la mano { $number }: { $nets }
palace-event-session-over = Menos de dos jugadores pueden pagar el ante: no hay más manos

## El centro de la mesa

palace-label-hand = Mano
palace-label-ante = Ante
palace-ante-each = { $chips } cada uno
palace-label-pot = Bote
palace-pot-label = { $chips ->
    [one] el bote: { $chips } ficha
   *[other] el bote: { $chips } fichas
}
palace-deal-to-cut = Se corta para ver quién reparte
palace-label-dealer = Repartidor
palace-label-draw-pile = Montón de robo
palace-label-discards = Descartes
palace-label-passed-over = Apartadas en el reparto de estandartes
palace-label-cut = El corte para repartir: reparte quien saca la carta más alta, el as es alto
palace-cut-again = { $who } (otra vez, ronda { $round })
palace-must-fight = Ha pasado una ronda tranquila con dos estandartes en juego: batalla o retírate.

## La batalla en curso

palace-battle-label = la batalla
palace-battle-title = Batalla
palace-role-attacks = ataca
palace-role-defends = defiende
palace-vs = contra
palace-name-you = { $who } (tú)
palace-has-bet = ha apostado { $chips }
palace-attacks = { $attacker } ataca a { $defender }
palace-you-answer = Respondes tú: { $call } para igualar, o retírate.
palace-you-answer-raised = Respondes tú: { $call } para igualar, o retírate (la última subida: { $raise }).
palace-answers = Responde { $who }: { $call } para igualar, o retirarse.
palace-answers-raised = Responde { $who }: { $call } para igualar, o retirarse (la última subida: { $raise }).

## Las batallas de la mano y las manos al descubierto

palace-battles-label = las batallas de esta mano
palace-battles-title = { $count ->
    [one] La batalla de esta mano
   *[other] Las batallas de esta mano
}
palace-attacked-folded = { $attacker } atacó a { $defender }: se retiró
palace-attacked = { $attacker } atacó a { $defender }
palace-verdict-tie = Empate ({ $decided }): los dos quedan fuera, o se reparten el bote si eran los dos últimos
palace-verdict-won = { $who } gana la batalla: { $decided }
palace-role-attacker = atacante
palace-role-defender = defensor
palace-label-banner = Estandarte
palace-label-soldiers = Soldados
palace-label-palace-shown = Palacio, destapado
palace-banner-count = { $whose ->
    [yours] { $by ->
        [rank] { $count ->
            [one] { $count } carta del rango de tu propio estandarte
           *[other] { $count } cartas del rango de tu propio estandarte
        }
       *[suit] { $count ->
            [one] { $count } carta del palo de tu propio estandarte
           *[other] { $count } cartas del palo de tu propio estandarte
        }
    }
   *[theirs] { $by ->
        [rank] { $count ->
            [one] { $count } carta del rango de su propio estandarte
           *[other] { $count } cartas del rango de su propio estandarte
        }
       *[suit] { $count ->
            [one] { $count } carta del palo de su propio estandarte
           *[other] { $count } cartas del palo de su propio estandarte
        }
    }
}
palace-showdown-label = las manos al descubierto
palace-showdown-title = Manos al descubierto
palace-showdown-winner = { $who } · gana
palace-ending-label = el final de la mano
palace-hand-over = Se acabó la mano { $number }

## Un asiento

palace-the-dealer = el repartidor
palace-dealer-mark = R
palace-calls-cut = se sentó primero: pide el corte para repartir
palace-label-soldiers-of = Soldados { $count }/{ $most }
palace-none = ninguno
palace-label-palace = Palacio
palace-label-your-palace = Tu palacio
palace-tag-seen = la mesa ya las vio
palace-tag-secret = solo las ves tú; ocultas para los demás
palace-tag-turned = destapadas para la mesa

## Los controles

palace-what-cut = Cortar para repartir
palace-what-deal = Repartir
palace-what-stay = Esperar
palace-what-fold = Retirarse
palace-what-call = Igualar
palace-what-attack = Atacar
palace-what-raise = Subir
palace-what-let-go = Descartar
palace-what-keep = Conservar todos
palace-choose-first = { $count ->
    [one] Descartar: elige primero un soldado
   *[other] Descartar: elige al menos { $count } soldados
}
palace-move-cut = cortar para repartir
palace-move-deal = repartir
palace-move-buy = comprar por { $chips }
palace-move-discard = descartar soldados
palace-move-attack = atacar
palace-move-call = igualar { $chips }
palace-move-raise = subir
palace-move-stay = esperar
palace-move-fold = retirarse
palace-attack-fixed = Apuesta { $chips }
palace-attack-range = Apuesta ({ $min } a { $max })
palace-raise-fixed = Subir { $chips }
palace-raise-range = Subir ({ $min } a { $max })
palace-cut-hint = Te sentaste primero, así que pides el corte: cada jugador recibe una carta boca arriba y la más alta (el as es alto) reparte la primera mano; si hay empate, se vuelve a cortar.
palace-button-cut = Cortar para repartir
palace-button-deal = Repartir la mano { $number }
palace-prompt-raised = { $who } subió { $chips }: iguala, vuelve a subir o retírate.
palace-prompt-attacked = { $who } te ataca con { $chips }: iguala, sube o retírate.
palace-button-raise = Subir (pagas { $chips })
palace-button-call = Igualar { $chips }
palace-button-fold = Retirarse
palace-prompt-discard = O descarta soldados: elígelos y pulsa Descartar.
palace-prompt-over = Tienes más de { $most } soldados: descarta al menos { $count }.
palace-prompt-bought = Compraste un soldado: descarta los que quieras o consérvalos todos.
palace-prompt-captured = Capturaste soldados: descarta al menos { $count } para quedarte con { $most } como mucho.
palace-picks-label = soldados que descartar
palace-pick-going = { $card }: se descarta (tecla { $key })
palace-pick-kept = { $card }: se conserva (tecla { $key })
palace-pick-let-go = descartar
palace-button-let-go = Descartar { $cards }
palace-button-keep = Conservar todos
palace-label-attack = Atacar
palace-targets-label = a quién atacar
palace-button-attack = Atacar
palace-button-attack-who = Atacar a { $who }
palace-button-buy = Comprar un soldado ({ $chips })
palace-button-stay = Esperar
palace-rules-line = { $rules }, exclusión por { $by ->
    [rank] rango
   *[suit] palo
}, { $most } soldados como mucho
palace-log-title = La mano

## Las teclas

palace-key-enter = cortar para repartir (antes de la primera mano); repartir; igualar una batalla; descartar los soldados elegidos (tras comprar sin elegir ninguno: conservarlos todos)
palace-key-deal = repartir la siguiente mano
palace-key-buy = comprar un soldado
palace-key-digits-name = 1 a 9
palace-key-digits = elegir (o dejar de elegir) el soldado 1 a 9 para descartarlo
palace-key-discard = descartar los soldados elegidos
palace-key-keep = conservar todos los soldados (tras comprar)
palace-key-target = elegir el siguiente jugador al que atacar
palace-key-attack = atacar al jugador elegido
palace-key-amount = la apuesta o la subida, una apuesta pequeña más o menos (sin límite)
palace-key-call = igualar; cortar para repartir (antes de la primera mano)
palace-key-raise = subir
palace-key-stay = esperar
palace-key-fold = retirarse
