# The moves of every game, as a button or a key's help names them.

## Pontoon, at home and at the casino

move-stake = Stake
move-twist = Twist
move-stick = Stick
move-buy = Buy
move-split = Split
move-pass = Pass
# The casino's "repeat the last bet".
move-rebet = Same bet again
