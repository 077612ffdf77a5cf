# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = The connection is lost. Reconnecting…
page-skip = Skip to the page
page-language = Language
