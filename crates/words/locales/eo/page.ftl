# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = La konekto perdiĝis. Rekonektante…
page-skip = Salti al la paĝo
page-language = Lingvo
