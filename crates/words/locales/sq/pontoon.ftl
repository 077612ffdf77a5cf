# pontoon
