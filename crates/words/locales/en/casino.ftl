# casino
