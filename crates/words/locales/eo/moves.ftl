# La movoj de ĉiu ludo, kiel butono aŭ la helpo de klavo nomas ilin.
# Mallongaj: ili estas butonoj sur telefono.

## Pontono, hejme kaj en la kazino

move-stake = Veti
move-twist = Tordi
move-stick = Resti
move-buy = Aĉeti
move-split = Dividi
move-pass = Pasi
# La "ripeti la lastan veton" de la kazino.
move-rebet = Saman veton denove
