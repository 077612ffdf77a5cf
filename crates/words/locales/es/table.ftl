# table: lo que comparte la página de la mesa de cada juego (sus asientos, su cabecera, la barajada
# justa, el turno, el registro, las cartas, los totales y resultados de una mano, las opciones de un
# juego y la página de reglas de una mesa). Palabras del reglamento: la banca, pasarse, plantarse,
# la mano de 5 cartas, 17 variable, fichas, barajas.

## La cabecera de la mesa, el título de la pestaña, los avisos del turno

table-heading = Mesa { $table }
table-tab = Mesa { $table } · Parlour
table-tab-turn = ● Tu turno · Mesa { $table }
table-link-rules = las reglas
table-link-lobby = salón
table-alerts-label = en tu turno
table-alert-sound = Sonido
table-alert-notify = Avisarme
table-notify-title = Tu turno en la mesa { $table }
table-notify-none = Este navegador no tiene notificaciones.
table-notify-blocked = El navegador bloquea las notificaciones de este sitio: puedes permitirlas en la configuración del sitio.
table-paused = La sala ha pausado esta mesa: { $reason }. La ronda en juego termina, y no empieza ninguna ronda nueva hasta que la mesa vuelva a jugar.
table-joining = Entrando en la mesa…
table-your-turn = Tu turno: { $moves }
table-connection-lost = Se ha perdido la conexión: no se puede hacer nada hasta que vuelva.
table-request-lost = se perdió la conexión; inténtalo de nuevo
table-log-label = { $title }, lo más reciente al final
table-keys = Teclas
table-key-space = Espacio
table-ring-seconds = { $seconds } s
table-ring-label = tiempo que queda para este turno
table-unknown-game = Este cliente no conoce el juego { $game }.

## Los asientos

table-seat-n = asiento { $seat }
table-seat-free = Asiento { $seat }: libre
table-you = (tú)
table-chips = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
table-seat-label = asiento { $seat }: { $name }
table-seat-label-free = asiento { $seat }, libre
table-seat-label-mine = tu asiento
table-seat-label-on-turn = en turno
table-sit-here = Sentarse aquí
table-move-here = Cambiarse aquí
table-move = Cambiarse de asiento
table-add-bot = Añadir un bot
table-bot-levels = ¿Qué bot para el asiento { $seat }?
table-bot-best = El mejor, el más fuerte
table-bot-standard = Estándar
table-bot-cautious = Prudente
table-bot-bold = Atrevido
table-remove-bot = Quitar el bot
table-sit-down = Sentarse
table-chips-to-bring = Fichas que traes
table-chips-to-bring-label = fichas que traes
table-wallet-holds = Tu cartera tiene { $chips }.
table-wallet-holds-elsewhere = Tu cartera tiene { $chips }; { $elsewhere }.
table-chips-at-table = { $chips } en la mesa { $table }
table-bring-more = Traer más fichas
table-bring-them = Traerlas
table-from-wallet = de tu cartera de { $chips }
table-stand-up = Levantarse
table-stay = Quedarse
table-stay-at-table = Quedarme en la mesa
table-stay-where-i-am = Quedarme donde estoy
table-dont-sit = No sentarme
table-watching = Estás mirando. Elige un asiento libre para sentarte.
table-kept-sit = { $name } se sienta aquí tras esta ronda
table-kept-stand = se va tras esta ronda
table-kept-move = se cambia al asiento { $seat } tras esta ronda
table-kept-top-up = trae más fichas tras esta ronda
table-kept-bot-in = un bot se sienta aquí tras esta ronda
table-kept-bot-out = el bot se va tras esta ronda
table-kept-bot-out-named = { $name } se va tras esta ronda
table-kept-move-here = un jugador se cambia aquí tras esta ronda
table-kept-move-here-named = { $name } se cambia aquí tras esta ronda
table-away = ausente
table-away-rule = Ausente: ninguna conexión suya sigue la mesa. Sus turnos pasan al cabo de unos segundos; cuando se ha perdido una ronda entera, o lleva tres minutos ausente, queda fuera de la mesa y sus fichas vuelven a su cartera.
table-waiting-sit = { $until ->
    [round] Te sientas en el asiento { $seat } cuando termine esta ronda.
   *[hand] Te sientas en el asiento { $seat } cuando termine esta mano.
}
table-waiting-stand = { $until ->
    [round] Dejas la mesa cuando termine esta ronda.
   *[hand] Dejas la mesa cuando termine esta mano.
}
table-waiting-move = { $until ->
    [round] Te cambias al asiento { $seat } cuando termine esta ronda.
   *[hand] Te cambias al asiento { $seat } cuando termine esta mano.
}
table-waiting-top-up = { $until ->
    [round] Tus fichas llegan cuando termine esta ronda.
   *[hand] Tus fichas llegan cuando termine esta mano.
}
table-waiting-bot-in = { $until ->
    [round] Un bot se sienta en el asiento { $seat } cuando termine esta ronda.
   *[hand] Un bot se sienta en el asiento { $seat } cuando termine esta mano.
}
table-waiting-bot-out = { $until ->
    [round] El bot del asiento { $seat } se va cuando termine esta ronda.
   *[hand] El bot del asiento { $seat } se va cuando termine esta mano.
}
table-seated-sit = { $name } se sienta en el asiento { $seat } con { $chips }
table-seated-top-up = { $who } trae { $chips } más
table-seated-stand = { $who } se levanta
table-seated-move = { $who } se cambia al asiento { $seat }

## Nombres, el corte, las barajadas

table-names-and = { $first } y { $last }
table-shuffle-note = (barajada { $shuffle })
table-cut-won = { $who } corta la carta más alta, { $card }, y { $prize ->
    [bank] se queda con la banca
    [deal] reparte la primera mano
   *[other] { $prize }
}
table-cut-won-plain = { $who } corta la carta más alta y { $prize ->
    [bank] se queda con la banca
    [deal] reparte la primera mano
   *[other] { $prize }
}
table-cut-tie-won = { $tied } empataron y volvieron a cortar: { $who } corta la carta más alta, { $card }, y { $prize ->
    [bank] se queda con la banca
    [deal] reparte la primera mano
   *[other] { $prize }
}
table-cut-tie-won-plain = { $tied } empataron y volvieron a cortar: { $who } corta la carta más alta y { $prize ->
    [bank] se queda con la banca
    [deal] reparte la primera mano
   *[other] { $prize }
}

## Las cartas en palabras, como las lee un lector de pantalla

table-card = { $rank ->
    [ace] as
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
   *[king] rey
} de { $suit ->
    [clubs] tréboles
    [diamonds] diamantes
    [hearts] corazones
   *[spades] picas
}
table-card-down = una carta boca abajo

## El total y el resultado de una mano de Pontoon (la banca del casino)

table-soft = { $total } variable
table-hand-pontoon = Pontoon
table-hand-five-card-trick = Mano de 5 cartas
table-hand-bust = Se pasa
table-hand-bust-total = Se pasa ({ $total })
table-result-pontoon = El Pontoon se paga 2 a 1
table-result-five-card-trick = La mano de 5 cartas se paga 2 a 1
table-result-dealer-bust = la banca se pasa: gana 1 a 1
table-result-wins = gana 1 a 1
table-result-bust = se pasa
table-result-dealer-pontoon = la banca tiene Pontoon
table-result-tie = la banca gana en caso de empate
table-result-loses = pierde

## Las fichas de una apuesta

table-cap-table = la apuesta máxima de la mesa
table-cap-seat = tus fichas en la mesa
table-cap-own = tu propio límite de apuestas
table-chip-over = { $cap ->
    [seat] Con { $chip } la apuesta sería { $bet }: más que tus fichas en la mesa, { $most }
    [own] Con { $chip } la apuesta sería { $bet }: más que tu propio límite de apuestas, { $most }
   *[table] Con { $chip } la apuesta sería { $bet }: más que la apuesta máxima de la mesa, { $most }
}

## La barajada justa

table-fair-summary = Barajada justa: la próxima es la número { $number }, comprometida con { $commitment }…
table-seeds-seen-open = Cada jugador sentado mezcla una semilla en cada barajada: la página pone una al azar salvo que el jugador escriba la suya. En esta barajada, todas las semillas se muestran a todos los de la mesa.
table-seeds-seen-hashed = Cada jugador sentado mezcla una semilla en cada barajada: la página pone una al azar salvo que el jugador escriba la suya. Hasta que se revele la baraja, tu semilla se te muestra a ti y a los demás solo su hash, igual que a ti se te muestran las suyas.
table-commitment = Compromiso
table-seeds-for-it = Semillas para ella: { $seeds }
table-seeds-none = ninguna todavía
table-seed-shown = { $who }: «{ $seed }»
table-seed-placeholder = tus propias palabras
table-seed-label = tu propia semilla para la próxima barajada
table-seed-invalid = Una semilla tiene de 1 a 64 caracteres, y ninguno puede ser un carácter de control.
table-seed-give = Usar mi semilla
table-seed-what = Semilla
table-check-shuffles = Comprobar las barajadas hechas

## Las opciones de un juego, como las nombran el formulario del salón y la página de reglas

table-option-packs = Barajas
table-option-reshuffle_at = Barajar el mazo
table-option-min_stake = Apuesta mínima
table-option-max_stake = Apuesta máxima
table-option-max_hands = Manos al dividir
table-option-max_split_hands = Manos al dividir
table-option-split_by_value = Dividir dos cartas cualesquiera de 10 puntos
table-option-dealer_hits_soft_17 = La banca pide con 17 variable
table-option-stick_min = Plantarse con al menos
table-option-aces_only_split = Dividir solo ases
table-option-banker_may_double = El banquero puede duplicar
table-option-player_pontoon_pays = El Pontoon de un jugador gana
table-option-banker_pontoon_collects = El Pontoon del banquero cobra
table-option-no_fifth_card_buy_under_12 = No comprar la quinta carta con menos de 12
table-option-royal_pontoon = Pontoon Real (tres sietes)
table-option-royal_pontoon_pays = Un Pontoon Real gana
table-option-picture_beats_ten = Una figura gana a un diez
table-option-ace_ten_not_pontoon = As y diez no es Pontoon
table-option-natural_beats_plain = A-K y A-Q ganan a A-J y A-T
table-option-burn = Quemar un total fijo
table-option-shoot = Apuestas al bote
table-option-kitty_min = Bote mínimo
table-option-kitty_max = Bote máximo
table-option-small_bet = Apuesta pequeña
table-option-big_bet = Apuesta grande
table-option-betting = Apuestas
table-option-exclusion = El estandarte excluye
table-option-max_soldiers = Máximo de soldados
table-bound-min_stake = la apuesta mínima
table-bound-kitty_min = el bote mínimo
table-bound-small_bet = la apuesta pequeña
table-hint-from = desde { $from }, sin límite superior
table-hint-range = de { $from } a { $to }
table-value-none = ninguno
table-value-no-limit = sin límite
table-value-limit = con límite
table-value-suit = su palo
table-value-rank = su rango
table-yes = sí
table-no = no
table-fraction-quarter = un cuarto
table-fraction-third = un tercio
table-fraction-half = la mitad
table-fraction-two-thirds = dos tercios
table-fraction-three-quarters = tres cuartos
table-shuffle-every-round = cada ronda
table-shuffle-after-quarter = tras un cuarto
table-shuffle-after-third = tras un tercio
table-shuffle-after-half = tras la mitad
table-shuffle-after-two-thirds = tras dos tercios
table-shuffle-after-three-quarters = tras tres cuartos
table-shuffle-after = tras { $fraction }

## La página de reglas de una mesa

table-rules-title = Las reglas de la mesa { $table }
table-rules-caption = Las opciones de esta mesa
table-rules-option = Opción
table-rules-here = Aquí
table-rules-does = Qué hace
table-rules-seats = Los asientos de esta sala
table-rules-back = Volver a la mesa
table-span-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
table-span-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
table-room-turn = Cada turno dura { $span }; si una apuesta o una jugada no se hace a tiempo, se hace la jugada por tiempo agotado del turno (pasar, plantarse).
table-room-seats = Los asientos cambian entre rondas. Sentarse, levantarse, cambiarse de asiento, traer más fichas y meter o quitar un bot se pueden pedir en cualquier momento: durante una ronda el asiento lo indica («se va tras esta ronda») y el cambio se hace al terminar la ronda. Hasta entonces, Quedarse lo anula.
table-room-away = Un jugador cuya página ha dejado la mesa aparece como ausente. Tras { $grace } de ausencia ya no se esperan sus turnos. Queda fuera tras { $away } de ausencia: se le levanta entre rondas y sus fichas vuelven a su cartera.
table-room-away-rounds = Un jugador cuya página ha dejado la mesa aparece como ausente. Tras { $grace } de ausencia ya no se esperan sus turnos. Queda fuera tras { $away } de ausencia, o cuando { $rounds ->
    [one] se ha jugado una ronda entera
   *[other] se han jugado { $rounds } rondas enteras
} sin él: se le levanta entre rondas y sus fichas vuelven a su cartera.
table-room-idle = Una mesa en la que solo se han sentado bots durante { $span } se cierra.
