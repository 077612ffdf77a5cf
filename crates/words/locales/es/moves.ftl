# Los movimientos de cada juego, como los nombra un botón o la ayuda de una tecla.

## Pontoon, en casa y en el casino

# «Dar»: seguir con la apuesta y recibir las cartas, como el botón de la mesa.
move-stake = Dar
move-twist = Girar
move-stick = Plantarse
move-buy = Comprar
move-split = Dividir
move-pass = Pasar
move-rebet = Repetir la apuesta
