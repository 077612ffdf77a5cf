# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = Megszakadt a kapcsolat. Újracsatlakozás…
page-skip = Ugrás a tartalomra
page-language = Nyelv
