print("quickglyph")
