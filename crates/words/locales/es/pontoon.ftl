# pontoon
# Los juegos de casa: el Pontoon tradicional, con un jugador en la banca, y el Shoot Pontoon, con el
# bote de la banca. Los términos son los de la fuente (001): la banca, Pontoon, mano de 5 cartas,
# pasarse, Girar, Plantarse, Comprar, Dividir, Dar.

## Who is who

pontoon-seat = asiento { $seat }
pontoon-who-hand = { $name } (mano { $hand })
pontoon-bank-of = { $name } (la banca)
pontoon-the-bank = La banca

## The bank at the head of the table

pontoon-plaque = BANCA
pontoon-banker-due = La banca se sortea con un corte
pontoon-banker-none = La banca: nadie todavía
pontoon-banker-is = La banca: { $name }
pontoon-banker-mine = La banca: { $name } (tú)
pontoon-aria-bank = la banca
pontoon-aria-bank-due = la banca, por sortear con un corte
pontoon-aria-bank-name = la banca: { $name }
pontoon-aria-bank-mine = la banca: { $name }, tú
pontoon-aria-seat-bank = , la banca
pontoon-chips = { $chips ->
    [one] { $chips } ficha
   *[other] { $chips } fichas
  }
pontoon-kitty = Bote { $kitty }
pontoon-aria-kitty = el bote tiene { $kitty }
pontoon-kitty-this-hand = ({ $net } en esta mano)
pontoon-last-bank = Mano { $number }: banca de { $name }
pontoon-doubled = Todas las apuestas duplicadas
pontoon-offer-line = { $banker } ofrece la banca a { $buyer } por { $price }
pontoon-offer-line-you = { $banker } te ofrece la banca por { $price }

## The cut for the first bank

pontoon-cut-title = El corte por la banca: la carta más alta se queda con la banca, el as es alto
pontoon-cut-again-note = (otra vez, ronda { $round })
pontoon-cut-winner = { $name } corta la carta más alta, { $card }, y se queda con la banca
pontoon-cut-winner-tie = { $tied } empataron y cortaron otra vez: { $name } corta la carta más alta, { $card }, y se queda con la banca
pontoon-cut-winner-bare = { $name } corta la carta más alta y se queda con la banca
pontoon-cut-winner-tie-bare = { $tied } empataron y cortaron otra vez: { $name } corta la carta más alta y se queda con la banca
pontoon-cut-log = El corte por la banca: { $cuts }. { $banker } se queda con la banca
pontoon-cut-log-again = otra vez, ronda { $round }: { $cuts }
pontoon-cut-due-none = Los jugadores cortan por la banca cuando se hayan sentado dos
pontoon-cut-due-call = { $name } debe pedir el corte por la banca
pontoon-cut-due-wait = { $name } se sentó primero y pide el corte por la banca: esperando a un segundo jugador

## A hand's box, its result and its shoot bet

pontoon-box-face-down = boca abajo
pontoon-box-drawing = pide cartas
pontoon-box-playing = juega
pontoon-box-sticks = se planta
pontoon-box-split = dividida
pontoon-box-pontoon = Pontoon
pontoon-box-five = Mano de 5 cartas
pontoon-box-bust = Se pasa
pontoon-box-not-played = no jugó: todas las manos se pasaron
pontoon-box-stayed = se planta con { $total }: paga { $paying }
pontoon-box-stayed-21 = se planta con { $total }: solo paga Pontoons y manos de 5 cartas
pontoon-result-pontoon = Pontoon gana { $amount }
pontoon-result-five = Mano de 5 cartas gana { $amount }
pontoon-result-wins = gana { $amount }
pontoon-result-bust = se pasa: pierde { $amount }
pontoon-result-loses = pierde { $amount }
pontoon-result-even = queda igual
pontoon-shoot-bet = apuesta al bote { $amount }
pontoon-shoot-bet-fourth = apuesta al bote { $amount }: debe venir la cuarta carta
pontoon-shoot-won = la apuesta al bote gana { $amount } del bote
pontoon-shoot-lost = apuesta al bote perdida: { $amount } al bote
pontoon-shoot-even = la apuesta al bote queda igual
pontoon-shoot-open = puede hacer su propia apuesta al bote
pontoon-burnt = quemadas
pontoon-tag-bought = comprada { $amount }
pontoon-tag-bought-title = comprada boca abajo
pontoon-tag-twisted = girada
pontoon-tag-twisted-title = girada boca arriba
pontoon-stake-line = apuesta { $stake }
pontoon-stake-line-bought = apuesta { $stake }, compras por { $buys }

## A seat

pontoon-badge = tiene la banca
pontoon-seat-plays-bank = juega la mano de la banca, arriba
pontoon-seat-deals-bank = reparte desde la banca, arriba
pontoon-seat-calls-cut = se sentó primero: pide el corte por la banca
pontoon-seat-stakes = apuesta { $amount }
pontoon-seat-to-stake = debe apostar
pontoon-seat-no-stake = sin apuesta todavía
pontoon-seat-net = esta mano { $net }

## Where the table stands

pontoon-status-hand = Mano { $number }
pontoon-status-hand-over = La mano { $number } terminó
pontoon-status-pack = { $pack ->
    [one] { $pack } carta en la baraja
   *[other] { $pack } cartas en la baraja
  }
pontoon-status-pack-shuffle = { $pack ->
    [one] { $pack } carta en la baraja, se baraja antes del próximo reparto
   *[other] { $pack } cartas en la baraja, se baraja antes del próximo reparto
  }
pontoon-wait-offered = A { $buyer } le ofrecen la banca por { $price }
pontoon-wait-deal = { $bank } debe repartir
pontoon-wait-stake = { $who } debe apostar
pontoon-wait-double = { $bank } decide si duplica las apuestas
pontoon-wait-shoot = { $who } puede hacer una apuesta al bote
pontoon-wait-play = { $who } está jugando
pontoon-wait-play-hand = { $who } está jugando la mano { $hand }
pontoon-wait-bank = { $bank } está jugando
pontoon-wait-over = Ahora no se puede repartir ninguna mano: la mesa espera jugadores con fichas

## The log

pontoon-log-title = Las manos
pontoon-shuffled = Se barajan las cartas
pontoon-shuffled-fair = Se barajan las cartas (barajada { $shuffle })
pontoon-hand-started = Mano { $number }: { $banker } reparte a { $punters }
pontoon-hand-started-nobody = Mano { $number }: { $banker } no reparte a nadie
pontoon-bank-takes = { $bank } toma { $card }
pontoon-bank-takes-down = { $bank } toma una carta boca abajo
pontoon-gets = { $who } recibe { $card }
pontoon-gets-down = { $who } recibe una carta boca abajo
pontoon-bank-looks = { $bank } mira las cartas
pontoon-bank-looks-at = { $bank } mira { $cards }
pontoon-staked = { $who } apuesta { $amount }
pontoon-bank-doubles = { $bank } duplica todas las apuestas
pontoon-bank-lets-stand = { $bank } deja las apuestas como están
pontoon-shot = { $who } apuesta { $amount } al bote
pontoon-no-shot = { $who } no hace apuesta al bote
pontoon-burns = { $who } quema { $cards } y recibe dos cartas nuevas
pontoon-kitty-put = { $bank } pone { $amount } en el bote: tiene { $kitty }
pontoon-kitty-returned = Los { $amount } del bote vuelven a { $to }
pontoon-bank-pontoon = { $bank } tiene Pontoon ({ $cards }): la mano termina
pontoon-declares = { $who } declara Pontoon ({ $cards })
pontoon-splits = { $who } divide { $cards }
pontoon-buys = { $who } compra { $card } por { $amount }
pontoon-buys-down = { $who } compra una carta boca abajo por { $amount }
pontoon-twists = { $who } gira { $card }
pontoon-sticks = { $who } se planta
pontoon-five = { $who }: mano de 5 cartas
pontoon-bust = { $who } se pasa ({ $cards }) y pierde { $lost }
pontoon-bank-turns = { $bank } descubre { $cards }
pontoon-bank-stays = { $bank } se planta con { $total }: paga { $paying }
pontoon-bank-stays-21 = { $bank } se planta con { $total }: solo paga Pontoons y manos de 5 cartas
pontoon-bank-bust = { $bank } se pasa: cobra cada mano que sigue en pie
pontoon-bank-five = { $bank } tiene una mano de 5 cartas
pontoon-shows = { $who } muestra { $cards }
pontoon-settled = Pagos: { $payments }
pontoon-settled-none = Pagos: no se mueve ninguna ficha
pontoon-pays = { $from } paga { $amount } a { $to }
pontoon-pays-kitty = { $from } paga { $amount } al bote
pontoon-kitty-pays = el bote paga { $amount } a { $to }
pontoon-round-over = La mano { $number } terminó: { $results }
pontoon-kitty-net = el bote { $net }
pontoon-bank-offers = { $bank } ofrece la banca a { $buyer } por { $price }
pontoon-turns-down = { $buyer } rechaza la banca
pontoon-session-over = No se puede repartir ninguna mano más
pontoon-passed-pontoon = El Pontoon de { $to } le quita la banca a { $from }: ahora la banca es de { $to }
pontoon-passed-broken = La banca de { $from } quiebra: ahora la banca es de { $to }
pontoon-passed-sold = { $from } vende la banca a { $to } por { $price }: ahora la banca es de { $to }
pontoon-passed-left = { $from } deja la banca: ahora la banca es de { $to }
pontoon-passed = La banca pasa de { $from } a { $to }
pontoon-news-kitty = { $news }; los { $amount } del bote vuelven a { $to }

## A replayed hand in the list of hands

pontoon-replay-name = { $game ->
    [shoot] Shoot Pontoon
   *[pontoon] Pontoon
  }, { $mine ->
    [yes] tu banca
   *[no] banca de { $banker }
  }

## The moves, where a refusal or the turn names them

pontoon-verb-cut = Cortar por la banca
pontoon-verb-deal = Repartir
pontoon-verb-burn = Quemar
pontoon-verb-shoot = Apostar al bote
pontoon-verb-kitty = Poner bote
pontoon-verb-double = Duplicar
pontoon-verb-decline-double = Dejar las apuestas
pontoon-verb-offer-bank = Ofrecer la banca
pontoon-verb-accept-bank = Aceptar la banca
pontoon-verb-decline-bank = Rechazar la banca

## The controls

pontoon-range = { $min } a { $max }
pontoon-slider = { $label }, de { $min } a { $max }
pontoon-amount-whole = { $move }: la cantidad debe ser un número entero de fichas, { $range }
pontoon-amount-range = { $move }: la cantidad debe estar entre { $min } y { $max }
pontoon-price-whole = Ofrecer la banca: el precio debe ser un número entero de fichas, { $range }
pontoon-price-range = Ofrecer la banca: el precio debe estar entre { $min } y { $max }
pontoon-cut-hint = Te sentaste primero, así que pides tú el corte: cada jugador recibe una carta boca arriba, y la más alta (el as es alto) se queda con la banca; si hay empate, se vuelve a cortar.
pontoon-offer-you = { $banker } te ofrece la banca por { $price }. Si la aceptas, repartes tú la próxima mano.
pontoon-aria-offer = la oferta de la banca
pontoon-take-bank-for = Aceptar la banca por { $price }
pontoon-turn-it-down = Rechazarla
pontoon-kitty-add = Añadir al bote
pontoon-kitty-up = Poner un bote
pontoon-kitty-button = Poner { $amount } en el bote
pontoon-kitty-note = De { $range } fichas tuyas, apartadas para las apuestas al bote; el bote tiene ahora { $kitty }, como máximo { $most }. Mientras tengas la banca, nunca sale nada de él.
pontoon-deal-hand = Repartir la mano { $number }
pontoon-stake-label = Tu apuesta
pontoon-stake-button = Dar { $amount }
pontoon-stake-note = De { $range }, los límites de la mesa.
pontoon-stake-note-cover = De { $range }: la mesa permite hasta { $most }, y { $cover } es lo que cubren tus fichas (la regla de cobertura).
pontoon-double-button = Duplicar todas las apuestas
pontoon-shoot-label = Una apuesta al bote
pontoon-shoot-label-fourth = Apostar al bote antes de tu cuarta carta
pontoon-shoot-button = Apostar { $amount } al bote
pontoon-shoot-note = De { $range }: el bote tiene { $kitty }, y las apuestas al bote en juego nunca pueden superarlo.
pontoon-shoot-note-fourth = De { $range }: el bote tiene { $kitty }, y las apuestas al bote en juego nunca pueden superarlo. Tras apostar al bote debes tomar la cuarta carta.
pontoon-no-shoot = Sin apuesta al bote
pontoon-take-card = Tomar carta
pontoon-stay = Plantarse
pontoon-twist-button = Girar (boca arriba)
pontoon-buy-label = Comprar una carta boca abajo
pontoon-buy-button = Comprar por { $amount }
pontoon-buy-note = De { $range }, se suma a la apuesta de esta mano.
pontoon-sell = Vender la banca…
pontoon-sell-title = Vender la banca
pontoon-sell-to = A
pontoon-sell-for = por
pontoon-sell-cancel = Cancelar
pontoon-buyer-option = { $name } (puede pagar hasta { $most })
pontoon-price-note = Un precio de 1 a { $most }: todas las fichas de { $name } menos una. { $name } lo acepta o lo rechaza antes del próximo reparto.
pontoon-price-none = { $name } no tiene fichas de sobra: ahora no se le puede vender la banca.

## The keys

pontoon-key-enter = cortar por la banca (antes de la primera mano), repartir (la banca, entre manos), apostar la cantidad escrita, o plantarse
pontoon-key-plus = girar (la banca: tomar carta)
pontoon-key-star = comprar una carta por la cantidad escrita
pontoon-key-slash = dividir
pontoon-key-c = cortar por la banca
pontoon-key-d = repartir
pontoon-key-t = girar
pontoon-key-s = plantarse
pontoon-key-b = comprar
pontoon-key-l = dividir
pontoon-key-r = quemar
pontoon-key-o = apostar al bote la cantidad escrita
pontoon-key-k = poner en el bote la cantidad escrita
pontoon-key-y = sí: duplicar las apuestas, o aceptar la banca ofrecida
pontoon-key-n = no: sin apuesta al bote, dejar las apuestas, o rechazar la banca
