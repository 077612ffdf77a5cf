# La movoj de ĉiu ludo, kiel butono aŭ la helpo de klavo nomas ilin.

## Pontono, hejme kaj en la kazino

move-stake = Veti
move-twist = Tordi
move-stick = Resti
move-buy = Aĉeti
move-split = Disfendi
move-pass = Pasi
move-rebet = Saman veton denove
