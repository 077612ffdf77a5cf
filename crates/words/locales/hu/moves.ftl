# Minden játék lépései, ahogy egy gomb vagy egy billentyű súgója nevezi őket.

## Pontoon, otthon és a kaszinóban

move-stake = Tét
move-twist = Lapot kérek
move-stick = Passz
move-buy = Duplázás
move-split = Szétválasztás
# A kör kihagyása tét nélkül.
move-pass = Kihagyom
move-rebet = Ugyanaz a tét
