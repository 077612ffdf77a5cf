# table
