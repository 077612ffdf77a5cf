# La consola de los operadores: sus páginas, sus tablas y formularios, y lo que dice cada cambio hecho.
# Las horas son las del lector; $until, $since, $at y $time llegan ya escritas en el idioma de la página.
# La casa es «la banca», como en las reglas del Pontoon de casino.

## El nombre de la consola, su navegación y lo que comparten sus páginas

console-name = Consola
console-refused = Estas páginas son solo para los operadores de la sala.
console-back-lobby = Volver al salón
console-no-page = La consola no tiene esa página.
console-nav-room = La sala
console-nav-tables = Mesas
console-nav-people = Personas
console-nav-house = Resultado de la banca
console-nav-dumping = Pase de fichas
console-nav-audit = Registro de auditoría
console-nav-settings = Ajustes
console-reading = Leyendo…
console-times-yours = Las horas están en tu zona horaria.
console-reason = Motivo (queda en el registro de auditoría)
console-cancel = Cancelar
console-days =
    { $days ->
        [one] el último día
       *[other] los últimos { $days } días
    }
console-days-over = Periodo
console-days-show = Mostrar
console-machine = la máquina de la sala

## Los juegos

console-game =
    { $game ->
        [casino] Casino
        [pontoon] Pontoon (en casa)
        [palace] Palace Poker
       *[other] { $game }
    }

## Encabezados de columna

console-head-when = Cuándo
console-head-who = Quién
console-head-did = Qué hizo
console-head-subject = Sobre
console-head-why = Por qué
console-head-from = De
console-head-to = A
console-head-chips = Fichas
console-head-rounds = Rondas
console-head-tables = Mesas
console-head-day = Día (UTC)
console-head-all-games = Todos los juegos
console-head-name = Nombre
console-head-kind = Tipo
console-head-wallet = Cartera
console-head-joined = Alta
console-head-sanction = Sanción actual
console-head-table = Mesa
console-head-seat = Asiento
console-head-what = Concepto
console-head-game = Juego
console-head-net = Neto
console-head-replay = Repetición
console-head-sanction-kind = Tipo
console-head-since = Desde
console-head-until = Hasta
console-head-by = Por
console-head-lifted = Levantada
console-head-chip-kind = Tipo
console-head-setting = Ajuste
console-head-value = Valor
console-head-source = Origen
console-head-state = Estado
console-head-seated = Sentados
console-head-opened = Abierta
console-head-change = Cambiar

## La sala ahora

console-room-title = La sala ahora
console-room-reading = Leyendo la sala…
console-room-every = Se vuelve a leer cada { $seconds } segundos mientras se muestra esta página.
console-room-read-at = Leída a las { $time }, tu hora.
console-room-unread = No se pudo leer la sala: { $error }
console-room-node-since = Nodo { $node }, en servicio desde el { $since } (tu hora).
console-room-node = Nodo { $node }.
console-room-tables = Mesas
console-room-paused = En pausa
console-room-closing = Cerrándose
console-room-people = Personas sentadas
console-room-bots = Bots sentados
console-room-connections = Conexiones (sockets abiertos)
console-room-rate = Acciones por segundo (último minuto)
console-books = Las cuentas
console-books-balance = Las cuentas cuadran.
console-books-wrong = No cuadran. Lo que falla:
console-chips-caption = Fichas por tipo de cuenta
console-chips-sum = Suma (cero cuando las cuentas cuadran)
console-chip-kind =
    { $kind ->
        [wallets] en las carteras de la gente
        [seats] en las mesas, en los asientos
        [held] retenidas (apuestas en juego)
        [house] la banca
        [grants] concesiones (fichas regaladas)
        [adjustments] ajustes de los operadores
       *[other] { $kind }
    }

## Mesas

console-tables-reading = Leyendo las mesas…
console-tables-caption = Todas las mesas que sirve la sala
console-tables-none = No hay ninguna mesa abierta.
console-tables-about = Una mesa en pausa termina la ronda en juego y no reparte otra hasta que se reanuda; su gente sigue sentada y puede levantarse. Una mesa cerrada termina la ronda en juego y las fichas de todos vuelven a sus carteras. Las horas están en tu zona horaria.
console-tables-open-link = Abre una mesa
console-tables-open = { console-tables-open-link } con el formulario del salón, «Una mesa propia».
console-state =
    { $state ->
        [open] abierta
        [paused] en pausa
        [closing] cerrándose
       *[other] { $state }
    }
console-closing-now = cerrándose…
console-seated =
    { $people ->
        [one] { $people } persona
       *[other] { $people } personas
    } y { $bots ->
        [one] { $bots } bot
       *[other] { $bots } bots
    }, de { $seats ->
        [one] { $seats } asiento
       *[other] { $seats } asientos
    }
console-opened =
    { $who ->
        [person] por { $name }
       *[house] por la banca
    }
console-opened-at =
    { $who ->
        [person] por { $name }, { $at }
       *[house] por la banca, { $at }
    }
console-change =
    { $change ->
        [pause] Pausar
        [resume] Reanudar
       *[close] Cerrar
    }
console-change-table =
    { $change ->
        [pause] Pausar la mesa { $table }
        [resume] Reanudar la mesa { $table }
       *[close] Cerrar la mesa { $table }
    }
console-change-why =
    { $change ->
        [pause] Pausar la mesa { $table }: ¿por qué?
        [resume] Reanudar la mesa { $table }: ¿por qué?
       *[close] Cerrar la mesa { $table }: ¿por qué?
    }
console-paused =
    La mesa { $table } está { $state ->
        [paused] en pausa
       *[other] { $state }
    }: la ronda en juego termina y no empieza ninguna nueva hasta que se reanude.
console-resumed =
    La mesa { $table } vuelve a estar { $state ->
        [open] abierta
       *[other] { $state }
    }.
console-closing = La mesa { $table } se cierra en cuanto termine la ronda en juego; las fichas de todos vuelven a sus carteras.
console-closed-other = Mesa { $table }: { $answer }

## Personas

console-people-contains = El nombre contiene
console-people-search = Buscar
console-people-found = Cuentas cuyo nombre contiene «{ $wanted }» (50 como máximo)
console-people-newest = Las 50 cuentas más recientes
console-people-none-found = Ningún nombre de cuenta contiene «{ $wanted }».
console-people-none = Aún no hay ninguna cuenta.
console-account-kind =
    { $kind ->
        [operator] operador
        [guest] invitado
       *[account] cuenta
    }
console-sanction-none = ninguna
console-sanction-ban =
    expulsión: { $reason } ({ $who ->
        [machine] por la máquina de la sala
       *[person] por { $name }
    })
console-sanction-suspended =
    suspensión sin fin: { $reason } ({ $who ->
        [machine] por la máquina de la sala
       *[person] por { $name }
    })
console-sanction-suspended-until =
    suspensión hasta el { $until }: { $reason } ({ $who ->
        [machine] por la máquina de la sala
       *[person] por { $name }
    })
console-sanction-other =
    { $kind }: { $reason } ({ $who ->
        [machine] por la máquina de la sala
       *[person] por { $name }
    })

## Una persona

console-person-title = Una persona
console-person-back-link = Volver a personas
console-person-back = { console-person-back-link }. Las horas están en tu zona horaria.
console-chips =
    { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
console-pin = PIN
console-pin-locked = bloqueado hasta el { $until }
console-pin-unlocked = no bloqueado
console-limit = Límite de apuesta
console-limit-own =
    { $chips ->
        [one] { $chips } ficha por apuesta
       *[other] { $chips } fichas por apuesta
    }
console-limit-house = el de la banca
console-seats = Asientos
console-seats-caption = En la mesa ahora
console-seats-none = Sin asiento en ninguna mesa.
console-changes = Cambios
console-statement = Extracto
console-statement-caption = Extracto: los 50 movimientos más recientes de la cartera
console-statement-none = Aún no hay movimientos.
console-transfer =
    { $reason ->
        [grant] concesión
        [top_up_wallet] recarga
        [sit] se sentó
        [stand] se levantó
        [top_up] llevadas a una mesa
        [settle] liquidación
        [adjust] un ajuste de un operador
       *[other] { $reason }
    }
console-hands = Manos
console-hands-caption = Las 20 rondas más recientes que jugó
console-hands-none = Aún no ha jugado ninguna ronda.
console-replay = Repetir
console-replay-hand = repetir la mano { $hand }, mesa { $table }
console-sanctions = Sanciones
console-sanctions-caption = Todas las sanciones, la más reciente primero
console-sanctions-none = Nunca ha tenido sanciones.
console-sanction-kind =
    { $kind ->
        [ban] expulsión
       *[suspend] suspensión
    }
console-no-end = sin fin
console-lifted-no = no
console-lifted-at =
    { $at }, { $who ->
        [machine] por la máquina de la sala
       *[person] por { $name }
    }
console-suspend-title = Suspender hasta un momento
console-suspend-until = Hasta (tu hora)
console-suspend = Suspender
console-suspend-when = Elige el día y la hora en que termina la suspensión.
console-ban-title = Expulsar
console-ban-hint = Una expulsión no tiene fin: solo se termina levantándola.
console-ban = Expulsar
console-lift-title = Levantar la sanción
console-lift = Levantar
console-unlock-title = Desbloquear el PIN
console-unlock-hint = Quita el bloqueo tras cinco PIN erróneos.
console-unlock = Desbloquear el PIN
console-reset-title = Un enlace para poner una contraseña nueva
console-reset-hint = El enlace sirve una vez, durante 24 horas; al poner una contraseña con él, la persona inicia sesión y se cierran sus otras sesiones.
console-reset = Crear un enlace
console-reset-link = El enlace (entrégaselo a la persona)
console-reset-copy = Copiar el enlace
console-reset-copied = El enlace está copiado.
console-reset-not-copied = El navegador no dejó copiar a la página: el enlace está seleccionado, cópialo con el teclado.
console-adjust-title = Fichas a la cartera o fuera de ella
console-adjust-amount = Fichas (por encima de cero: a la cartera; por debajo de cero: fuera de ella)
console-adjust = Ajustar la cartera
console-adjust-whole = Indica un número entero de fichas distinto de cero.
console-adjust-how = Un número entero de fichas: por encima de cero entran en la cartera, por debajo de cero salen de ella.
console-adjust-in =
    { $count ->
        [one] Entra { $count } ficha en la cartera.
       *[other] Entran { $count } fichas en la cartera.
    }
console-adjust-out =
    { $count ->
        [one] Sale { $count } ficha de la cartera.
       *[other] Salen { $count } fichas de la cartera.
    }

## Lo que dice un cambio hecho

console-said-suspended = { $name }: suspensión hasta el { $until }, tu hora; se cierran todas sus sesiones y se le levanta de sus mesas entre rondas.
console-said-banned = { $name }: expulsión; se cierran todas sus sesiones y se le levanta de sus mesas entre rondas.
console-said-lifted = { $name } ya no tiene ninguna sanción: puede iniciar sesión.
console-said-still-locked = { $name }: el PIN sigue bloqueado hasta el { $until }.
console-said-unlocked = { $name }: el PIN está desbloqueado.
console-said-reset = Un enlace para { $name }, válido una vez hasta el { $until }, tu hora.
console-said-adjusted =
    Movimiento { $transfer } hecho: la cartera de { $name } tiene ahora { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }.

## El resultado de la banca y el pase de fichas

console-house-about = Las fichas que ganó la banca (por encima de cero) o que perdió (por debajo de cero), un día UTC por fila y un juego por columna; se omiten los días sin rondas.
console-house-caption =
    El resultado de la banca { $days ->
        [one] en el último día
       *[other] en los últimos { $days } días
    }, por día UTC y juego (por encima de cero: ganó la banca)
console-house-total =
    Total, { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
console-house-none =
    No se jugó ninguna ronda { $days ->
        [one] en el último día
       *[other] en los últimos { $days } días
    }.
console-dumping-about = En una partida casera o en una mesa de Palace los jugadores ganan y pierden entre sí: una pareja en la que las fichas van siempre en el mismo sentido puede ser una persona que le pasa fichas a otra.
console-dumping-caption =
    Fichas que pasaron de un jugador a otro { $days ->
        [one] en el último día
       *[other] en los últimos { $days } días
    }, de mayor a menor (50 parejas como máximo)
console-dumping-none =
    Ninguna ficha pasó de un jugador a otro en una mesa donde los jugadores hacen de banca { $days ->
        [one] en el último día
       *[other] en los últimos { $days } días
    }.

## El registro de auditoría

console-audit-hint = Cada cambio que hace un operador, con su motivo; las horas están en tu zona horaria.
console-audit-caption =
    El registro de auditoría, lo más reciente primero ({ $count ->
        [one] se muestra { $count } entrada
       *[other] se muestran { $count } entradas
    })
console-audit-empty = Aún no hay nada en el registro.
console-audit-older = Entradas anteriores
console-action =
    { $action ->
        [grant_operator] nombró a un operador
        [close_table] cerró una mesa
        [pause_table] pausó una mesa
        [set_hints] cambió el asesor de una mesa
        [resume_table] reanudó una mesa
        [suspend] suspendió
        [ban] expulsó
        [lift] levantó una sanción
        [unlock_pin] desbloqueó un PIN
        [reset_link] creó un enlace para cambiar la contraseña
        [adjust] ajustó fichas
       *[other] { $action }
    }
console-subject-person = persona { $id }
console-subject-table = mesa { $id }

## Ajustes

console-settings-file = Leído del archivo de ajustes { $file }.
console-settings-no-file = Sin archivo de ajustes: los valores por defecto y las opciones con las que se inició la sala.
console-settings-caption = Los valores en uso
console-setting-yes = sí
console-setting-no = no
console-setting-none = ninguno
console-setting-from =
    { $from ->
        [default] el valor por defecto
        [file] el archivo de ajustes
        [flag] una opción de la línea de órdenes
       *[other] { $from }
    }
