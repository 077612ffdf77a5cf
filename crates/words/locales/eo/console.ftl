# console
