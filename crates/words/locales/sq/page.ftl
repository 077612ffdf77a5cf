# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = Lidhja humbi. Po rilidhet…
page-skip = Kalo te faqja
page-language = Gjuha
