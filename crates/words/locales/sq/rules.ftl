# rules
