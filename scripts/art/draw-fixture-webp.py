#!/usr/bin/env python3
"""Draws the small WebP icons of the synthetic Android modules in
Tests/QuickGlyphKitTests/Fixtures/android-apps.

    draw-fixture-webp.py OUT.webp WIDTH HEIGHT R,G,B[,A]

A lossless (VP8L) WebP filled with one colour: every prefix code is a simple code
of one symbol, so each pixel takes no bits and the file is a few dozen bytes.
Written with the standard library only, so the bytes depend on nothing but the
arguments.
"""
import struct
import sys


class Bits:
    def __init__(self):
        self.value, self.count = 0, 0

    def put(self, value, width):
        self.value |= (value & ((1 << width) - 1)) << self.count
        self.count += width

    def bytes(self):
        return self.value.to_bytes((self.count + 7) // 8, "little")


def main(argv):
    out, width, height = argv[0], int(argv[1]), int(argv[2])
    rgba = [int(v) for v in argv[3].split(",")] + [255]
    r, g, b, a = rgba[:4]
    bits = Bits()
    bits.put(width - 1, 14)
    bits.put(height - 1, 14)
    bits.put(1 if a != 255 else 0, 1)   # alpha is used
    bits.put(0, 3)                      # version
    bits.put(0, 1)                      # no transform
    bits.put(0, 1)                      # no colour cache
    bits.put(0, 1)                      # no meta prefix codes
    for symbol in (g, r, b, a):         # green, red, blue, alpha: one 8-bit symbol each
        bits.put(1, 1)                  # simple code
        bits.put(0, 1)                  # one symbol
        bits.put(1, 1)                  # of 8 bits
        bits.put(symbol, 8)
    bits.put(1, 1)                      # distance: simple code,
    bits.put(0, 1)                      # one symbol
    bits.put(0, 1)                      # of 1 bit
    bits.put(0, 1)                      # 0
    body = b"\x2f" + bits.bytes()
    if len(body) % 2:
        chunk = b"VP8L" + struct.pack("<I", len(body)) + body + b"\0"
    else:
        chunk = b"VP8L" + struct.pack("<I", len(body)) + body
    data = b"RIFF" + struct.pack("<I", 4 + len(chunk)) + b"WEBP" + chunk
    with open(out, "wb") as handle:
        handle.write(data)


if __name__ == "__main__":
    main(sys.argv[1:])
