# Las palabras propias de la página: su marco, el salón, el inicio de sesión, la cuenta, las
# manos y la equidad. Palabras del reglamento: la banca, el bote, plantarse, girar, la baraja.

page-title = Parlour
page-connection-lost = Se ha perdido la conexión. Reconectando…
page-skip = Ir al contenido
page-language = Idioma

## La barra superior

page-nav = Principal
page-nav-lobby = Salón
page-nav-hands = Manos
page-nav-practice = Práctica
page-nav-console = Consola
page-bar-chips = { $wallet } · { $seated } en { $tables ->
    [one] una mesa
   *[other] { $tables } mesas
  }
page-bar-label = fichas
page-unreachable = No se puede contactar con el servidor: { $why }
page-server-answered = el servidor respondió { $status }

## El inicio de sesión

page-auth-title = Pontoon de casino, Pontoon Blackjack
page-auth-intro = Inicia sesión, crea una cuenta o juega como invitado: a un invitado le basta un nombre, y más adelante puede quedárselo con una contraseña.
page-auth-name = Nombre
page-auth-password = Contraseña (ninguna para un invitado)
page-signin = Iniciar sesión
page-signup = Crear cuenta
page-guest = Jugar como invitado

## Los juegos

page-game-casino = Pontoon de casino
page-game-pontoon-blackjack = Pontoon Blackjack
page-game-traditional = Pontoon
page-game-shoot = Shoot Pontoon
page-game-palace = Palace Poker
page-line-casino = Contra la banca, que reparte de un mazo de 8 barajas: supera su mano sin pasarte de 21.
page-line-pontoon-blackjack = La banca reparte de una sola baraja, que se baraja antes de cada ronda.
page-line-traditional = El juego casero: un jugador tiene la banca, y un Pontoon se la lleva.
page-line-shoot = El banquero pone un bote, y cada jugador puede apostar al bote.
page-line-palace = Cada apuesta es una batalla cara a cara: tu estandarte y tus soldados contra un solo rival.

## El salón

page-lobby = Salón
page-play-now = Jugar ahora
page-play = Jugar a { $game }
page-open-tables = Mesas abiertas
page-more-tables = Más mesas
page-no-tables = Aún no hay ninguna mesa abierta: pulsa Jugar arriba y se abrirá una para ti.
page-rules-line = { $game }: { $stakes }
page-stakes = apuestas de { $min } a { $max }
page-stakes-packs = apuestas de { $min } a { $max }, { $packs ->
    [one] { $packs } baraja
   *[other] { $packs } barajas
  }
page-stakes-palace = { $betting ->
    [no_limit] sin límite
   *[limit] con límite
  } { $small }/{ $big }
page-col-table = Mesa
page-col-bets = Apuestas
page-col-players = Jugadores
page-col-watching = Mirando
page-col-go = Ir
page-go = Ir
page-go-label = ir a la mesa { $table }
page-seats-free = { $players } · { $free ->
    [one] { $free } libre
   *[other] { $free } libres
  }
page-seats-full = { $players } · completa
page-seats-nobody = aún nadie · { $free ->
    [one] { $free } libre
   *[other] { $free } libres
  }
page-seat-away = { $name } (ausente)
page-seat-bot = { $name } (bot)

## Una mesa propia

page-own-table = Una mesa propia
page-own-intro = Elige un juego y sus reglas; podrás sentar bots en ella cuando esté abierta.
page-own-game = Juego
page-own-seats = Asientos
page-own-rules = Reglas
page-own-open = Abrir la mesa
page-no-limit = sin límite

## La cuenta

page-account-guest = { $name } (invitado)
page-wallet = Cartera
page-wallet-chips = { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
  }
page-wallet-top-up = Recargar una cartera vacía
page-wallet-topped = Se ha recargado tu cartera.
page-limit-title = Tu límite de apuestas
page-limit-own = Tu propio límite: { $limit } por apuesta (el de la banca: { $house }).
page-limit-house = El límite de la banca: { $house } por apuesta.
page-limit-next = Podrá cambiar de nuevo a partir del { $when }, en tu hora (la semana de apuestas empieza el viernes a mediodía, hora de Nueva York).
page-limit-now = Puedes cambiarlo ahora: una vez por semana, y la semana empieza el viernes a mediodía, hora de Nueva York.
page-limit-weekly = El límite cambia una vez por semana: el próximo cambio podrá hacerse a partir del { $when } (tu hora).
page-limit-largest = Apuesta máxima (vacío: la de la banca)
page-limit-submit = Fijar el límite
page-limit-set = Tu límite está fijado.
page-pin = PIN
page-pin-confirms = Tu PIN confirma cada cambio de tu límite de apuestas.
page-pin-unset = Fija un PIN (de 4 a 6 cifras) para cambiar tu límite de apuestas.
page-pin-locked = Bloqueado tras cinco PIN erróneos hasta el { $when }, en tu hora.
page-pin-new = PIN nuevo
page-pin-current = PIN actual
page-pin-submit = Fijar el PIN
page-pin-done = Tu PIN está fijado.
page-claim-title = Quédate con este nombre
page-claim-submit = Reclamar el nombre
page-claim-done = El nombre es tuyo.
page-password = Contraseña
page-password-intro = Una contraseña nueva cierra tu sesión en todos los demás sitios.
page-password-now = Contraseña actual
page-password-new = Contraseña nueva
page-password-submit = Cambiar la contraseña
page-password-done = Tu contraseña ha cambiado.
page-signout = Cerrar sesión
page-signout-everywhere = Cerrar sesión en todas partes
page-statement = Movimientos, los más recientes primero (tu hora)
page-statement-none = Aún no hay movimientos.
page-col-when = Cuándo
page-col-what = Qué
page-col-chips = Fichas
page-reason-grant = asignación inicial
page-reason-top-up-wallet = recarga
page-reason-sit = se sentó
page-reason-stand = se levantó
page-reason-top-up = llevadas a una mesa
page-reason-settle = liquidación

## El enlace para restablecer la contraseña

page-reset-title = Elige una contraseña nueva
page-reset-intro = Este enlace de los operadores de la sala funciona una sola vez. La contraseña nueva inicia tu sesión aquí y la cierra en todos los demás sitios.
page-reset-submit = Fijar la contraseña
page-reset-gone-title = Este enlace ya no funciona
page-reset-gone = El enlace ya se ha usado o ha caducado (un enlace funciona una vez, durante 24 horas). Pide uno nuevo a los operadores de la sala.

## El historial de manos

page-hands-title = Historial de manos
page-hands-show-sat-out = Mostrar también las rondas en que no jugué
page-hands-played = Las rondas que jugaste, las más recientes primero
page-hands-all = Tus rondas, también las que no jugaste, las más recientes primero
page-hands-none = Aún no has jugado ninguna mano: aparecerán aquí cuando termine una ronda en la que jugaste.
page-hands-none-sat = Aún no hay manos: aparecerán aquí cuando termine una ronda en la que estuviste sentado.
page-hands-older = Manos anteriores
page-col-game = Juego
page-col-round = Ronda
page-col-you = Tú
page-col-replay = Repetición
page-col-coach = Asesor
page-review-reading = leyendo…
page-review-unread = no se puede leer ahora
page-replay = Ver
page-round-name = Mesa { $table }, ronda { $round }
page-replay-label = ver la repetición de la mesa { $table }, ronda { $round }
page-sat-out = no jugó
page-hand-title = Una mano
page-hand-unknown-game = Este cliente no conoce el juego { $game }.
page-hand-record = El registro de la mano (se repite con parlour script)
page-step-start = Paso { $at } de { $last }: los asientos al empezar la ronda
page-step-at = Paso { $at } de { $last }: { $action }
page-back = Atrás
page-next = Siguiente

## Los pasos de una repetición

page-step-bot = { $name } (un bot)
page-step-cut = { $player } corta por la banca
page-step-deal = { $player } reparte
page-step-stake = { $player } apuesta { $amount }
page-step-twist = { $player } gira
page-step-stick = { $player } se planta
page-step-buy = { $player } compra
page-step-buy-amount = { $player } compra por { $amount }
page-step-split = { $player } divide
page-step-pass = { $player } pasa
page-step-burn = { $player } quema
page-step-shoot = { $player } apuesta { $amount } al bote
page-step-kitty = { $player } pone un bote de { $amount }
page-step-offer-bank = { $player } ofrece la banca a { $buyer } por { $price }
page-step-accept-bank = { $player } se queda con la banca
page-step-decline-bank = { $player } rechaza la banca
page-step-double = { $player } duplica las apuestas
page-step-decline-double = { $player } deja las apuestas como están
page-step-sit = { $player } se sienta
page-step-sit-with = { $player } se sienta en el asiento { $seat } con { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
  }
page-step-stand = { $player } se levanta
page-step-top-up = { $player } trae más fichas: { $chips }
page-step-move = { $player } se cambia al asiento { $seat }
page-step-attack = { $player } ataca a { $defender } y apuesta { $bet }
page-step-call = { $player } iguala
page-step-raise = { $player } sube { $amount }
page-step-fold = { $player } se retira
page-step-stay = { $player } espera
page-step-discard = { $player } descarta { $cards }
page-step-discard-none = { $player } descarta
page-step-seed = { $player } aporta una semilla
page-step-timeout = { $player } se queda sin tiempo
page-step-other = { $player } { $verb }

## Las barajadas justas

page-fair-title = Barajadas justas en la mesa { $table }
page-fair-unfair = Esta mesa no reparte con el esquema justo (es una mesa de pruebas que reparte de una baraja preparada).
page-fair-scheme-first = Esquema { $scheme } (docs/fairness.md). Antes de barajar una baraja, la mesa publica un compromiso: el SHA-256 de la parte secreta de la banca para esa barajada. Después, cualquiera que esté sentado puede aportar una semilla, que ven todos; la clave de la barajada es el SHA-256 de la parte de la banca seguido del SHA-256 de cada semilla, por orden de asiento, así que la banca, que fijó su parte antes de ver las semillas, no puede elegir las cartas. Cuando se termina con la baraja y se han mostrado todas las cartas repartidas de ella, se revela la parte de la banca, y esta página la comprueba con su propio código.
page-fair-scheme-seeded = Esquema { $scheme } (docs/fairness.md). Antes de barajar una baraja, la mesa publica un compromiso: un hash del número de la barajada y de la parte secreta de la banca para ella. Después, cada jugador sentado añade una semilla, de la que los demás solo ven un hash; la clave de la barajada es un hash de la parte de la banca y del hash de la semilla de cada asiento, por orden de asiento, así que la banca, que fijó su parte antes de ver las semillas, no puede elegir las cartas. Cuando se termina con la baraja y se han mostrado todas las cartas repartidas de ella, se revelan la parte de la banca y las semillas, y esta página las comprueba con su propio código.
page-fair-schemes-mixed = Algunas barajadas de abajo se hicieron con otro esquema: cada una se comprueba con el suyo.
page-fair-next = Siguiente: barajada { $number } (esquema { $scheme })
page-fair-commitment = Compromiso
page-fair-seeds-so-far = Semillas aportadas hasta ahora: { $seeds }
page-fair-seeds = semillas: { $seeds }
page-fair-no-seed = nadie aportó una semilla: solo la parte de la banca
page-fair-made = Barajadas hechas
page-fair-none-made = Ninguna todavía: la baraja se baraja para el primer reparto.
page-fair-shuffle = Barajada { $number } (esquema { $scheme }): { $cards } cartas, antes de la acción { $action }
page-fair-house = Parte de la banca
page-fair-secret = Aún secreta: la baraja está en uso, o una carta repartida de ella no se ha mostrado nunca. Se revela cuando se termina con la baraja y se han mostrado todas las cartas repartidas de ella.
page-fair-secret-seeded = Aún secreta: la baraja está en uso, o una carta repartida de ella no se ha mostrado nunca. Se revela, con sus semillas, cuando se termina con la baraja y se han mostrado todas las cartas repartidas de ella.
page-fair-commitment-ok = el hash de la parte de la banca revelada es el compromiso publicado antes de la barajada
page-fair-commitment-bad = el hash de la parte de la banca revelada no es el compromiso
page-fair-seeds-ok = cada semilla revelada es aquella cuyo hash se publicó antes de la barajada
page-fair-seeds-bad = la semilla revelada de { $player } no es aquella cuyo hash se publicó
page-fair-seeds-bad-seat = la semilla revelada del asiento { $seat } no es aquella cuyo hash se publicó
page-fair-key-ok = la clave es la parte de la banca mezclada con las semillas, como dice el servidor
page-fair-key-ok-seats = la clave es la parte de la banca mezclada con las semillas, cada una con su asiento, como dice el servidor
page-fair-key-bad = la clave no es la parte de la banca mezclada con estas semillas
page-fair-pile-ok = barajó un montón de { $cards } cartas rellenado con los descartes en mitad de una mano: el montón publicado las tiene en el orden de una baraja nueva, como el esquema las coloca antes de barajar
page-fair-pile-bad = el montón de descartes publicado no son { $cards } cartas en el orden de una baraja nueva
page-fair-pile-unpublished = Esta barajada tomó { $cards } cartas, un montón rellenado con los descartes en mitad de una mano, y la mesa no publicó el montón, así que sus cartas no se pueden recalcular aquí.
page-fair-none-dealt = No hay cartas repartidas registradas para esta baraja: una mano de Palace baraja sus montones más de una vez, y su historial se repite a partir de las claves de sus barajadas.
page-fair-dealt-ok = { $count ->
    [one] la carta repartida de ella es la primera de la baraja recalculada con la clave
   *[other] las { $count } cartas repartidas de ella son las { $count } primeras de la baraja recalculada con la clave
  }
page-fair-dealt-bad = la carta repartida n.º { $card } ({ $dealt }) no es la de la baraja recalculada ({ $expected })
page-fair-round-ok = tu ronda { $round } (mano { $hand }): sus { $count } cartas son las cartas repartidas { $from } a { $to }
page-fair-round-bad = tu ronda { $round } (mano { $hand }) no está entre las cartas repartidas de esta baraja
page-fair-pack = La baraja en el orden que le da la clave, de arriba abajo (con las cartas repartidas marcadas)
page-fair-back = Volver a la mesa

## Los rechazos del servidor, por su código

error-unauthenticated = inicia sesión primero
error-not_an_operator = esto es para los operadores de la sala
error-operators_only = las métricas son de los operadores de la sala
error-bad_origin = una página de otro sitio no puede hacer esto
error-bad_client = un id de cliente tiene de 8 a 64 letras, cifras, - y _
error-no_coach = este juego no tiene asesor
error-bad_lang = no es un idioma que Parlour hable
error-name_taken = el nombre «{ $name }» ya está en uso
error-bad_name = { $why ->
    [empty] un nombre necesita al menos un carácter
    [long] un nombre tiene como máximo 24 caracteres
    [characters] un nombre se compone de letras, cifras, marcas y signos visibles, y espacios normales
    [blank] un nombre necesita un carácter visible
   *[brackets] un nombre no puede llevar [ ni ], ni nada que se les parezca
  }
error-bad_password = { $why ->
    [needed] una cuenta necesita una contraseña
    [guest] un invitado no tiene contraseña
    [short] una contraseña tiene al menos 8 caracteres
    [long] una contraseña tiene como máximo 128 caracteres
    [name] una contraseña no puede ser el nombre de la cuenta
   *[common] esta contraseña es demasiado fácil de adivinar: una habitual, una palabra o un patrón
  }
error-wrong_password = { $why ->
    [now] esa no es la contraseña actual
   *[signin] no hay ningún nombre con esa contraseña
  }
error-not_a_guest = esta cuenta ya tiene contraseña
error-guest = un invitado no tiene contraseña: reclama el nombre en su lugar
error-password_changed = la contraseña ha cambiado entretanto; vuelve a iniciar sesión
error-bad_link = este enlace no funciona: ya se usó o ha caducado; pide uno nuevo a la sala
error-suspended = { $why ->
    [banned] esta cuenta ha sido expulsada: { $reason }
   *[suspended] esta cuenta está suspendida: { $reason }
  }
error-bad_pin = un PIN tiene de 4 a 6 cifras
error-no_pin = { $why ->
    [change] da el PIN actual para cambiarlo
   *[first] fija un PIN primero
  }
error-wrong_pin = PIN erróneo ({ $left ->
    [one] queda { $left }
   *[other] quedan { $left }
  } de { $tries } intentos)
error-pin_locked = { $why ->
    [locked] cinco PIN erróneos: el PIN queda bloqueado durante 15 minutos
   *[wait] demasiados PIN erróneos: inténtalo de nuevo dentro de { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
  }
error-bad_limit = un límite va de 1 al máximo de la banca, { $max }
error-limit_changed_this_week = el límite cambia una vez por semana; el próximo cambio se permite a partir del { $when }, en tu hora
error-not_dry = { $why ->
    [seated] tienes { $chips } fichas en la mesa { $table }: la cartera solo se recarga mientras no estás sentado en ninguna mesa, así que levántate allí primero
   *[full] la cartera se recarga cuando tiene menos de { $below } y no estás sentado en ninguna mesa
  }
error-no_hand = no existe la mano { $id }
error-no_such_table = { $why ->
    [open] no hay ninguna mesa abierta { $id }
   *[any] no existe la mesa { $id }
  }
error-bad_preset = no existe esa modalidad: GET /api/presets las enumera
error-bad_table = { $why ->
   *[stacked] una baraja preparada es solo para servidores de pruebas (parlour serve --allow-stacked)
  }
error-too_many_tables = { $why ->
    [quick] no hay asiento libre en ninguna mesa de este juego, y ya tienes { $most } mesas abiertas, el máximo permitido: juega en una de ellas
   *[open] tienes { $most } mesas abiertas, el máximo permitido: juega en una de ellas
  }
error-too_many = { $what ->
    [connections] demasiadas conexiones para esta cuenta: cierra una primero
   *[other] { $what ->
        [signin] demasiados intentos de inicio de sesión
        [practice] demasiadas manos de práctica
        [wrong-passwords] demasiadas contraseñas erróneas para este nombre
        [changes] demasiados cambios de contraseña y PIN
        [top-ups] demasiadas recargas
       *[accounts] demasiadas cuentas nuevas
    } desde aquí; inténtalo de nuevo dentro de { $unit ->
        [seconds] { $count ->
            [one] { $count } segundo
           *[other] { $count } segundos
        }
        [minutes] { $count ->
            [one] { $count } minuto
           *[other] { $count } minutos
        }
       *[hours] { $count ->
            [one] { $count } hora
           *[other] { $count } horas
        }
    }
  }
error-busy = { $why ->
    [passwords] se están comprobando demasiadas contraseñas a la vez; inténtalo de nuevo
    [coach] el asesor está ocupado; inténtalo de nuevo
    [table] la mesa no puede responder ahora; inténtalo de nuevo
    [table-now] la mesa no puede atenderlo ahora; inténtalo de nuevo
    [write] la base de datos no aceptó el cambio; inténtalo de nuevo
    [server] el servidor está ocupado; inténtalo de nuevo
    [table-busy] la mesa está ocupada; inténtalo de nuevo
    [moving] la mesa se está trasladando a este nodo; inténtalo de nuevo
    [taken-over] el nodo de la mesa no responde; otro nodo se está haciendo cargo de ella: inténtalo de nuevo
    [limit] no se pudo leer tu límite de apuestas; inténtalo de nuevo
   *[database] la base de datos no responde; inténtalo de nuevo
  }
error-server = { $why ->
    [password] no se pudo comprobar la contraseña
    [coach] el asesor no pudo responder
    [replay] la mano no se puede repetir
    [game] un juego desconocido
    [report] el informe falló
    [address] no se conoce la dirección de la conexión
   *[database] la base de datos falló
  }

## Los rechazos a los operadores

error-bad_amount = un ajuste mueve de 1 a { $most } fichas, a la cartera o fuera de ella
error-short = la cartera tiene { $balance }: no se puede sacar más de ella
error-bad_reason = di por qué, con 1 a { $most } caracteres
error-no_such_person = no existe la cuenta { $id }
error-bad_until = una suspensión termina en el futuro, dentro de diez años como mucho (una expulsión no tiene fin)
error-operator = a un operador no se le suspende ni se le expulsa: antes se le retira el permiso
error-not_sanctioned = no tiene en vigor ninguna suspensión ni ninguna expulsión
error-not_locked = su PIN no está bloqueado, y no le cuenta ningún intento erróneo
error-bad_days = un informe abarca de 1 a 366 días
error-elsewhere = { $why ->
    [now] otro nodo del grupo sirve ahora esta mesa: pregúntale a él
   *[served] otro nodo del grupo sirve esta mesa: pregúntale a él
  }
error-closing = { $why ->
    [seat] la mesa se cierra al final de esta ronda: elige otra
   *[closing] la mesa se está cerrando
  }

## Lo que una mesa rechaza de una petición (los errores del protocolo de la mesa)

# $balance: las fichas de la cartera.
error-wallet = { $balance ->
    [one] tu cartera tiene { $balance } ficha: no basta
   *[other] tu cartera tiene { $balance } fichas: no bastan
  }
# $most: la apuesta máxima de la banca; $wager: la apuesta.
error-over_house_max = la banca admite como máximo { $most } en una apuesta; una apuesta de { $wager } lo supera
# $limit: el límite propio de la persona; $wager: la apuesta.
error-over_your_limit = tu propio límite de apuestas es { $limit }; una apuesta de { $wager } lo supera
# $seat: el número del asiento, desde 1.
error-seat_taken = { $why ->
    [here] ya estás sentado en esta mesa
    [next] ya tienes asiento para la próxima ronda
   *[taken] el asiento { $seat } no está libre
  }
error-not_seated = { $why ->
    [bot] no hay ningún bot en el asiento { $seat }
   *[you] no estás sentado en esta mesa
  }
error-not_your_table = solo quien abrió la mesa, o un jugador sentado en ella, puede añadir o quitar bots
error-flood = demasiados mensajes: ve más despacio
error-shutting_down = el servidor se está deteniendo
error-not_paused = la mesa no está en pausa

## Práctica: las manos de casino del entrenador (docs/web.md, "Practice")

page-practice-title = Práctica
page-practice-intro = Manos que los jugadores suelen jugar mal en una mesa de casino, una a una: un 15 o 16 fijo, un 17 a 19 variable, una pareja. Elige tu jugada como en la mesa; el asesor dice si fue la mejor, con un mazo recién barajado, y cuánto vale cada jugada. Los tipos de mano que fallas se reparten más a menudo.
page-practice-hand-title = Tu mano
page-practice-dealing = Repartiendo…
page-practice-hard = { $total } fijo
page-practice-soft = { $total } variable
page-practice-pair = Una pareja: { $total }
page-practice-dealt = Repartida: { $hand }
page-practice-bought = Comprada: la apuesta se ha doblado; puedes girar o plantarte.
page-practice-moves = tu jugada
page-practice-right = Correcto: { $move } es la mejor jugada.
page-practice-wrong = No es la mejor: la mejor es { $best }. { $move } cede { $bets } apuestas ({ $chips } fichas con una apuesta de { $bet }).
page-practice-worth = lo que vale cada jugada con una apuesta de { $bet }
page-practice-next = Siguiente mano
page-practice-again = Repartir de nuevo
page-practice-unreadable = La respuesta de la sala no es una mano: reparte de nuevo.
page-practice-score-title = Tu puntuación
page-practice-score = Aciertos: { $right } de { $answered } · fichas cedidas con una apuesta de { $bet }: { $chips }
page-practice-kinds = Tus respuestas por tipo de mano, y con qué frecuencia se reparte cada tipo
page-practice-col-kind = Tipo
page-practice-col-answered = Respondidas
page-practice-col-missed = Falladas
page-practice-col-often = Reparto
page-practice-kind-hard = 15 o 16 fijo
page-practice-kind-soft = 17 a 19 variable
page-practice-kind-pair = Una pareja
page-practice-reset = Empezar la puntuación de nuevo
page-practice-key-stick = plantarse
page-practice-key-twist = girar
page-practice-key-buy = comprar
page-practice-key-split = dividir
page-practice-key-enter = plantarse; tras responder, la siguiente mano
page-practice-key-next = la siguiente mano
