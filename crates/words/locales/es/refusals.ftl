# Por qué la sala rechaza una jugada: cada rechazo con sus campos, y cada motivo con su código.
# Las palabras de un rechazo empiezan en minúscula y no terminan en punto: el cliente las escribe
# tras el nombre de la jugada («Girar: …») o las convierte en una frase.
# Términos de la fuente (001) y de moves.ftl, casino.ftl, pontoon.ftl y palace.ftl: la banca,
# girar, plantarse, comprar, dividir, pasar, el bote, apostar al bote, quemar; el estandarte, los
# soldados, la batalla, igualar, subir, retirarse, soltar.

## Nombres en una lista, como los da «esperando a»: { $first } lleva todos menos el último, separados por comas.

refusal-either = { $first } o { $last }

## Los rechazos comunes a todos los juegos.

refusal-unknown_player = { $seat } no está en esta mesa
refusal-session_over = la sesión ha terminado
refusal-not_your_turn = no es tu turno: esperando a { $waiting }
# $verb: un verbo en infinitivo (verb-*), como «se permite dividir ases» en el reglamento.
refusal-not_allowed_now = ahora no se permite { $verb }: { $why }
refusal-outside_limits = { $amount } está fuera de los límites para { $what }: de { $min } a { $max }
refusal-not_enough_chips = no hay fichas suficientes: { $holder } debe cubrir { $needed } en juego y tiene { $held }
refusal-stale = la mesa ha avanzado: esto se hizo en la versión { $made_against } y ahora está en la versión { $version }
refusal-unreadable_action = eso no es una acción de este juego: { $why }

## Los del Pontoon, en casa y en el casino.

refusal-stick_too_low = una mano necesita al menos { $needed } para plantarse; esta suma { $total }
refusal-cannot_take_card = esta mano no puede tomar más cartas: { $why }
refusal-buy_after_twist = esta mano ya ha girado, así que desde ahora solo puede girar
refusal-cannot_split = no se puede dividir: { $why }
refusal-cannot_sell_bank = no se puede vender la banca: { $buyer } tiene { $held } fichas y, tras pagar { $price }, debe conservar algunas para llevar la banca
refusal-cannot_sell_to_self = no se puede vender la banca: el banquero no puede comprar su propia banca
refusal-cannot_buy = no se puede comprar: { $why }
refusal-cannot_burn = no se puede quemar: { $why }
refusal-cannot_shoot = no se puede apostar al bote: { $why }
refusal-must_take_card = esta mano apostó al bote por su cuarta carta y ahora debe tomarla: girar o comprar
refusal-cannot_take_from_kitty = el bote solo puede crecer: el banquero puede añadirle fichas, pero nunca sacarlas

## Los del Palace Poker.

refusal-cannot_attack = no se puede atacar a { $target }: { $why }
refusal-nothing_to_buy = no se puede comprar: el montón de robo y el de descartes están vacíos
refusal-not_your_soldier = { $card } no es uno de tus soldados
refusal-named_twice = { $card } aparece dos veces
refusal-discard_nothing = nombra al menos un soldado que descartar
refusal-too_many_soldiers = te quedarías con { $kept } soldados; el máximo es { $max }
refusal-must_battle = solo quedan dos jugadores con estandartes distintos y ha pasado una ronda tranquila: batalla o retírate

## Las jugadas que nombra un rechazo (`verb`), en infinitivo: «ahora no se permite …».

verb-cut = cortar
verb-deal = repartir
verb-stake = apostar
verb-split = dividir
verb-buy = comprar
verb-twist = girar
verb-stick = plantarse
verb-offer_bank = ofrecer la banca
verb-accept_bank = aceptar la banca
verb-decline_bank = rechazar la banca
verb-double = duplicar las apuestas
verb-decline_double = dejar las apuestas como están
verb-burn = quemar
verb-shoot = apostar al bote
verb-kitty = poner fichas en el bote
verb-pass = pasar
verb-discard = descartar soldados
verb-attack = atacar
verb-call = igualar
verb-raise = subir
verb-fold = retirarse
verb-stay = esperar
verb-bet = apostar
verb-sit = sentarse
verb-top_up = añadir fichas
verb-stand = levantarse de la mesa
verb-move = cambiar de asiento
verb-seed = dar una semilla
verb-seeded = dar una semilla

## Las cantidades que nombra un rechazo (`what`): «… fuera de los límites para { $what }».

what-stake = la apuesta
what-bet = la apuesta
what-buy = la compra
what-kitty = el bote
what-shoot_bet = la apuesta al bote
what-chips_brought = las fichas que traes a la mesa
what-raise = la subida

## Los motivos (`why`), cada uno dicho dentro de las palabras de su rechazo.

why-no_such_seat = no existe ese asiento
why-seat_taken = el asiento está ocupado
why-name_at_table = alguien en la mesa ya tiene ese nombre
why-nobody_there = ahí no hay nadie sentado
why-move_to_empty_seat = un jugador solo puede cambiarse a un asiento libre de la mesa
why-seed_not_hash = una mesa que baraja necesita la semilla misma, no su hash
why-not_fair = la baraja de esta mesa no se baraja con el esquema justo, así que no admite semillas
why-seed_unnamed = una semilla nombra la barajada a la que va (la próxima barajada de la vista)
why-bad_seed_hash = el hash de una semilla son 64 dígitos hexadecimales en minúscula
why-no_shoot_pontoon = en esta mesa no se juega al Shoot Pontoon
why-shoot_fourth_card_only = una mano solo apuesta al bote por su cuarta carta (o, al principio, una mano nueva tras dividir)
why-already_shot = esta mano ya apostó al bote por su cuarta carta
why-shoot_after_fourth = no hay apuesta al bote después de ver la cuarta carta
why-shoot_fifth = no hay apuesta al bote por la quinta carta
why-hand_full = esta mano no puede tomar más cartas
why-no_room_to_shoot = el bote o las fichas del jugador no dejan margen para una apuesta al bote
why-shoot_when = las apuestas al bote se hacen después de las apuestas iniciales o antes de una cuarta carta
why-banker_turn = es el turno del banquero: gira o se planta
why-play_after_deal = los jugadores juegan sus manos después del reparto
why-pack_empty = la baraja se ha acabado
why-pontoon_waits_shoot = este Pontoon espera su apuesta al bote (o `shoot 0`) antes de declararse
why-split_first_two = solo se puede dividir una mano que tenga exactamente sus dos primeras cartas
why-not_same_rank = las dos cartas no son del mismo rango
why-split_aces_only = en esta mesa solo se pueden dividir parejas de ases
why-split_most_hands = el jugador ya tiene tantas manos como permite dividir
why-pack_short_split = a la baraja no le queda una carta para cada mano
why-no_burn = en esta mesa no se quema
why-burn_two_cards = solo se puede quemar una mano de exactamente dos cartas
why-burn_not_13 = las dos cartas no suman un 13 fijo
why-burn_not_14 = las dos cartas no suman un 14 fijo
why-pack_short_burn = a la baraja no le quedan dos cartas nuevas que dar
why-bank_cut_once = la banca solo se sortea con un corte antes de la primera mano de la sesión
why-kitty_between_hands = el bote solo se pone o se aumenta entre manos
why-sell_between_hands = la banca solo se puede vender entre manos
why-bank_not_offered = la banca no está en oferta
why-bank_offered = la banca está en oferta; primero responde el comprador
why-hand_in_play = hay una mano en juego
why-kitty_first = el banquero debe poner primero un bote
why-stake_after_first_card = las apuestas iniciales se hacen después de la primera carta de una mano
why-banker_hand_full = la mano de la banca no puede tomar más cartas
why-buy_once = una mano solo compra una vez
why-not_same_value = las dos cartas no tienen el mismo valor
why-split_most_hands_casino = el jugador ya tiene tantas manos como se pueden hacer dividiendo
why-shoe_short_split = no quedan dos cartas para repartir
why-bet_between_rounds = las apuestas se hacen entre rondas
why-shoe_empty = no quedan cartas para repartir
why-cut_for_bank_first = los jugadores cortan por la banca antes de la primera mano
why-no_such_player = no existe ese jugador
why-attack_self = un jugador no puede atacarse a sí mismo
why-not_in_hand = ese jugador no está en la mano
why-banner_same_suit = su estandarte es del mismo palo que el tuyo
why-banner_same_rank = su estandarte es del mismo rango que el tuyo
why-deal_cut_once = quién reparte solo se sortea con un corte antes de la primera mano de la sesión
why-cut_for_deal_first = los jugadores cortan para ver quién reparte antes de la primera mano
why-dealer_deals_next = el repartidor debe repartir la próxima mano
why-no_battle = no hay ninguna batalla a la que responder
why-discard_after_buy = tras una compra, descarta los soldados que quieras dejar (quizá ninguno) para terminar el turno
why-discard_after_capture = tras una captura, descarta soldados hasta quedarte con el máximo permitido
why-answer_battle = responde a la batalla: retírate, iguala o sube
why-round_in_play = hay una ronda en juego
why-bet_after_deal = las apuestas se hacen después del reparto
why-five_cards = tiene cinco cartas
why-hard_21 = su total fijo es 21 o más
why-sure_trick = una mano de cuatro cartas con 11 o menos tiene asegurada la mano de 5 cartas: solo puede girar
why-double_when = el banquero decide si duplica las apuestas solo después de las apuestas iniciales, donde las reglas lo permiten
why-seed_limit = un asiento da como máximo 8 semillas para una barajada (cuenta la última)
why-bad_name = un nombre tiene de 1 a 40 caracteres imprimibles, sin espacios al principio ni al final
why-bad_seed = una semilla tiene de 1 a 64 caracteres imprimibles
why-seed_not_next = una semilla es para la próxima barajada, y esta indica otra
why-cut_never_ends = el corte no termina nunca: cada ronda empata y la baraja vuelve a traer las mismas cartas
