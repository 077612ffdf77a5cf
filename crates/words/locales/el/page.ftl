# The page's own words: its shell, the lobby, signing in, the account, hands and fairness.

page-title = Parlour
page-connection-lost = Η σύνδεση χάθηκε. Επανασύνδεση…
page-skip = Μετάβαση στη σελίδα
page-language = Γλώσσα
