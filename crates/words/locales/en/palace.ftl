# palace
