# Lëvizjet e çdo loje, siç i emërton një buton ose ndihma e një tasti.

## Pontoon, në shtëpi dhe në kazino

move-stake = Vë bast
move-twist = Merr letër
move-stick = Ndalo
move-buy = Bli
move-split = Ndaj
move-pass = Kalo
move-rebet = I njëjti bast sërish
