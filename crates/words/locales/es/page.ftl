# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = Se ha perdido la conexión. Reconectando…
page-skip = Ir al contenido
page-language = Idioma
