# Las reglas de una mesa en palabras, un párrafo cada una, escritas a partir de las reglas en vigor
# (el servidor envía cada párrafo como un id de mensaje y sus variables); después, qué significa cada
# opción de cada juego. Los términos son los de los catálogos y los de la fuente (001): la banca,
# el bote, las apuestas al bote, la mano de 5 cartas, pasarse, Girar, Plantarse, Comprar (Doblar),
# Dividir, 17 variable, total fijo; en el Palace Poker, el estandarte, los soldados, el palacio y la
# batalla. S es la apuesta inicial, como en las reglas.

## Los juegos caseros (un jugador lleva la banca).

rules-home-traditional = Pontoon tradicional: un jugador lleva la banca y reparte.
rules-home-shoot = Shoot Pontoon: el Pontoon tradicional, con apuestas al bote del banquero.
rules-home-stakes = Apuestas de { $min } a { $max }; tus fichas deben cubrir { $cover ->
        [four] cuatro veces
       *[two] dos veces
    } todo lo que tienes en juego.
rules-home-hands = Los ases valen 1 u 11; las figuras y los dieces, 10. Lo mejor es un Pontoon (un as y una carta de 10 puntos); luego, una mano de 5 cartas (cinco cartas, 21 o menos); luego, 21; luego, el total más alto. La banca gana en caso de empate.
rules-home-play = { $pair ->
        [aces] Compra una carta boca abajo (la 3.ª por S a 2S, las siguientes hasta el precio de la anterior) o gira una boca arriba (tras girar ya no se compra); plántate con { $stick } o más. Divide solo una pareja de ases, en hasta { $hands } manos.
       *[any] Compra una carta boca abajo (la 3.ª por S a 2S, las siguientes hasta el precio de la anterior) o gira una boca arriba (tras girar ya no se compra); plántate con { $stick } o más. Divide una pareja en hasta { $hands } manos.
    }
rules-home-pays = El banquero descubre sus cartas y pide las que quiera; luego paga a las manos que superan su total: los Pontoons cobran { $pontoon ->
        [one] { $pontoon } apuesta
       *[other] { $pontoon } apuestas
    }; las manos de 5 cartas, 2 apuestas. Su mano de 5 cartas cobra 2 apuestas a todos menos a los Pontoons; su Pontoon en el reparto cobra { $collects ->
        [one] { $collects } apuesta
       *[other] { $collects } apuestas
    }. Un Pontoon sin dividir se lleva la banca.
rules-home-no-variations = No se juega ninguna variante.
rules-home-variations = { $count ->
        [one] Se juega una variante:
       *[other] Se juegan { $count } variantes:
    }
rules-variation-double = Tras las apuestas iniciales, el banquero puede duplicarlas todas.
rules-variation-no-fifth-buy = No se compra una quinta carta con 11 o menos.
rules-variation-royal = El 7-7-7 de un jugador es un Pontoon Real, que cobra { $pays ->
        [one] { $pays } apuesta
       *[other] { $pays } apuestas
    }.
rules-variation-picture-beats-ten = A + figura gana a A + T.
rules-variation-natural = A-K y A-Q ganan a A-J y A-T.
rules-variation-ace-ten = A-T es un 21 corriente.
rules-variation-burn = Un { $total } fijo de dos cartas se puede quemar.
rules-home-kitty = Shoot: el banquero pone un bote (de { $min } a { $max }). Las apuestas al bote, tras las apuestas iniciales y antes de una cuarta carta, nunca lo superan; ganan o pierden 1 a 1 con su mano.

## Las mesas de casino (reparte la banca).

rules-casino-casino = { $packs ->
        [one] Pontoon de casino: la banca reparte de un mazo de { $packs } baraja.
       *[other] Pontoon de casino: la banca reparte de un mazo de { $packs } barajas.
    }
rules-casino-blackjack = { $packs ->
        [one] Pontoon Blackjack: la banca reparte de { $packs } baraja, que se baraja antes de cada ronda.
       *[other] Pontoon Blackjack: la banca reparte de { $packs } barajas, que se barajan antes de cada ronda.
    }
rules-casino-bets = Apuestas de { $min } a { $max }. Las dos cartas de la banca siguen boca abajo hasta que todos hayan jugado.
rules-casino-dealer-pontoon = Un Pontoon de la banca se lleva todas las apuestas en el acto. Con 14 o menos hay que girar; con 15 o más puedes plantarte.
rules-casino-buy-split = { $by ->
        [value] Compra (dobla) una vez por mano, con 2 a 4 cartas. Divide dos cartas cualesquiera del mismo valor, hasta { $hands } manos.
       *[pair] Compra (dobla) una vez por mano, con 2 a 4 cartas. Divide una pareja, hasta { $hands } manos.
    }
rules-casino-dealer-draws = { $soft ->
        [hits] La banca pide con 16 o menos y con 17 variable, y se detiene con cinco cartas.
       *[stands] La banca pide con 16 o menos, se planta con cualquier 17 y se detiene con cinco cartas.
    }
rules-casino-pays = Las manos ganadoras cobran 1 a 1; un Pontoon o una mano de 5 cartas, 2 a 1. La banca gana en caso de empate.

## Palace Poker.

rules-palace-title = { $betting ->
        [limit] Palace Poker, con límite { $small }/{ $big }, ante { $ante }: todas las apuestas son mano a mano.
       *[no-limit] Palace Poker, sin límite { $small }/{ $big }, ante { $ante }: todas las apuestas son mano a mano.
    }
rules-palace-deal = Cada jugador recibe un estandarte boca arriba (nunca dos del mismo palo en un grupo de cuatro asientos) y tres cartas de palacio boca abajo que solo ve él.
rules-palace-turn = Tu turno: compra un soldado boca arriba por { $small } (después descarta los que quieras; quédate como mucho con { $most }), descarta soldados gratis, ataca, espera o retírate.
rules-palace-attack = { $by ->
        [rank] { $betting ->
            [limit] Ataca a un jugador con un estandarte de otro rango, apostando exactamente (tus soldados + 1) × { $small }. Ese jugador se retira (te quedas con su estandarte y sus soldados), iguala pagando (sus soldados + 1) × { $small } o sube { $big }, y así hasta que alguien iguale o se retire.
           *[no-limit] Ataca a un jugador con un estandarte de otro rango, apostando (tus soldados + 1) × { $small } o más. Ese jugador se retira (te quedas con su estandarte y sus soldados), iguala pagando (sus soldados + 1) × { $small }, o tu apuesta si es mayor, o sube { $big } o más, y así hasta que alguien iguale o se retire.
        }
       *[suit] { $betting ->
            [limit] Ataca a un jugador con un estandarte de otro palo, apostando exactamente (tus soldados + 1) × { $small }. Ese jugador se retira (te quedas con su estandarte y sus soldados), iguala pagando (sus soldados + 1) × { $small } o sube { $big }, y así hasta que alguien iguale o se retire.
           *[no-limit] Ataca a un jugador con un estandarte de otro palo, apostando (tus soldados + 1) × { $small } o más. Ese jugador se retira (te quedas con su estandarte y sus soldados), iguala pagando (sus soldados + 1) × { $small }, o tu apuesta si es mayor, o sube { $big } o más, y así hasta que alguien iguale o se retire.
        }
    }
rules-palace-battle = { $by ->
        [rank] Una batalla igualada destapa los dos palacios: cada lado juega sus mejores cinco cartas entre estandarte, soldados y palacio, sin las cartas del rango del estandarte rival. En empate gana quien tenga más cartas del rango de su propio estandarte; si siguen empatados, quedan fuera los dos (los dos últimos se reparten el bote).
       *[suit] Una batalla igualada destapa los dos palacios: cada lado juega sus mejores cinco cartas entre estandarte, soldados y palacio, sin las cartas del palo del estandarte rival. En empate gana quien tenga más cartas del palo de su propio estandarte; si siguen empatados, quedan fuera los dos (los dos últimos se reparten el bote).
    }
rules-palace-end = { $by ->
        [rank] La mano termina cuando queda un solo jugador, cuando los que quedan comparten el rango del estandarte, o tras una ronda tranquila (nadie compra ni batalla en toda la ronda), con las manos al descubierto: gana la mejor mano de cinco cartas, sin excluir ninguna. En cambio, si quedan dos con estandartes distintos, deben batallar.
       *[suit] La mano termina cuando queda un solo jugador, cuando los que quedan comparten el palo del estandarte, o tras una ronda tranquila (nadie compra ni batalla en toda la ronda), con las manos al descubierto: gana la mejor mano de cinco cartas, sin excluir ninguna. En cambio, si quedan dos con estandartes distintos, deben batallar.
    }

## El juego propio de las pruebas, la carta alta.

rules-high-card = Carta alta: cada jugador paga un ante de { $ante } y recibe una carta boca abajo; por turno, cada uno apuesta hasta { $most } o pasa; la carta más alta (el as es alto; a igualdad, decide el palo) se lleva el bote.

## Qué hace cada opción de cada juego (la tabla de opciones de la página de reglas).

rules-meaning-pontoon-packs = barajas de 52 cartas mezcladas: con 1 se sientan de 2 a 8 jugadores; con 2 o más, hasta 12
rules-meaning-pontoon-min_stake = la apuesta inicial mínima
rules-meaning-pontoon-max_stake = la apuesta inicial máxima
rules-meaning-pontoon-stick_min = el total mínimo con el que una mano puede plantarse
rules-meaning-pontoon-max_split_hands = las manos en que un jugador puede dividir, en total
rules-meaning-pontoon-aces_only_split = solo se puede dividir una pareja de ases
rules-meaning-pontoon-banker_may_double = tras las apuestas iniciales, el banquero, después de ver su primera carta, puede duplicar todas las apuestas
rules-meaning-pontoon-player_pontoon_pays = lo que gana el Pontoon de un jugador, en apuestas
rules-meaning-pontoon-banker_pontoon_collects = lo que cobra el Pontoon del banquero, en apuestas
rules-meaning-pontoon-no_fifth_card_buy_under_12 = una mano de cuatro cartas con un 11 fijo o menos no puede comprar su quinta carta, solo girarla
rules-meaning-pontoon-royal_pontoon = tres 7 de un jugador son un Pontoon Real, que gana a todo
rules-meaning-pontoon-royal_pontoon_pays = lo que gana un Pontoon Real, en apuestas
rules-meaning-pontoon-picture_beats_ten = A + K/Q/J gana a A + T
rules-meaning-pontoon-ace_ten_not_pontoon = A-T es un 21 corriente, no un Pontoon
rules-meaning-pontoon-natural_beats_plain = A-K y A-Q ganan a A-J y A-T
rules-meaning-pontoon-burn = la mano de dos cartas de un jugador con este total fijo puede quemarse y sustituirse
rules-meaning-pontoon-shoot = Shoot Pontoon: apuestas al bote del banquero
rules-meaning-pontoon-kitty_min = lo mínimo que tiene un bote nuevo (Shoot Pontoon)
rules-meaning-pontoon-kitty_max = lo máximo que puede tener un bote al ponerlo o al aumentarlo (Shoot Pontoon)
rules-meaning-casino-packs = barajas de 52 cartas en el mazo
rules-meaning-casino-reshuffle_at = el mazo se vuelve a barajar antes de una ronda una vez repartida esta parte de él (0: cada ronda)
rules-meaning-casino-min_stake = el mínimo de la mesa; una apuesta menor se sube hasta él
rules-meaning-casino-max_stake = el máximo de la mesa
rules-meaning-casino-max_hands = las manos que pueden salir de dividir, en total
rules-meaning-casino-split_by_value = dos cartas cualesquiera de 10 puntos pueden dividirse (K-Q), no solo una pareja del mismo rango
rules-meaning-casino-dealer_hits_soft_17 = la banca pide con 17 variable (con 16 o menos pide siempre)
rules-meaning-palace-small_bet = una compra cuesta una; las apuestas de batalla se cuentan en ellas; el ante es la mitad de una, redondeada hacia abajo
rules-meaning-palace-big_bet = una subida con límite es exactamente una; una subida sin límite, al menos una
rules-meaning-palace-betting = con límite: un ataque apuesta exactamente su mínimo; sin límite: de su mínimo hasta todo lo que tiene el atacante
rules-meaning-palace-exclusion = qué parte del estandarte del rival no cuenta en una batalla, y quién no puede batallar con quién
rules-meaning-palace-max_soldiers = el máximo de soldados que un jugador puede tener al final de un turno
rules-meaning-high-card-ante = lo que paga cada jugador para recibir carta
rules-meaning-high-card-max_bet = lo máximo que un jugador puede apostar tras el reparto
