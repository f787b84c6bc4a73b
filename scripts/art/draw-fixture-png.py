#!/usr/bin/env python3
"""Draws the small PNGs of the synthetic apps in Tests/QuickGlyphKitTests/Fixtures/apps.

    draw-fixture-png.py OUT.png WIDTH HEIGHT SHAPE [LINE] [--rgb R,G,B] [--margin PX] [--ymargin PX] [--fade A]

SHAPE: outline (a LINE-px square outline along the canvas edges), disc (a filled
disc inside MARGIN), ring (a LINE-px circle inside MARGIN), plus (a LINE-px plus
inside MARGIN), bar (a filled rectangle MARGIN in from every edge), twotone (a
disc whose left half is drawn at alpha FADE/255), opaque (the canvas filled).
YMARGIN (default MARGIN) is the margin at the top and bottom of plus and bar.
Pixels outside the shape are transparent. Written with the standard library only
(zlib), 8-bit RGBA, so the bytes depend on nothing but the arguments.
"""
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def main(argv):
    args, options = [], {"--rgb": "0,0,0", "--margin": "0", "--fade": "96", "--ymargin": ""}
    it = iter(argv)
    for word in it:
        if word in options:
            options[word] = next(it)
        else:
            args.append(word)
    out, width, height, shape = args[0], int(args[1]), int(args[2]), args[3]
    line = int(args[4]) if len(args) > 4 else 1
    r, g, b = (int(v) for v in options["--rgb"].split(","))
    margin, fade = int(options["--margin"]), int(options["--fade"])
    ymargin = int(options["--ymargin"]) if options["--ymargin"] else margin
    cx, cy = (width - 1) / 2, (height - 1) / 2
    radius = min(width, height) / 2 - margin

    def alpha(x, y):
        inside = margin <= x < width - margin and ymargin <= y < height - ymargin
        distance = ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5
        if shape == "opaque":
            return 255
        if shape == "outline":
            return 255 if min(x, y, width - 1 - x, height - 1 - y) < line else 0
        if shape == "disc":
            return 255 if distance <= radius - 0.5 else 0
        if shape == "twotone":
            return (fade if x < cx else 255) if distance <= radius - 0.5 else 0
        if shape == "ring":
            return 255 if radius - line - 0.5 < distance <= radius - 0.5 else 0
        if shape == "plus":
            half = line / 2
            return 255 if inside and (abs(x - cx) < half or abs(y - cy) < half) else 0
        if shape == "bar":
            return 255 if inside else 0
        raise SystemExit(f"unknown shape {shape}")

    rows = b"".join(b"\0" + b"".join(bytes((r, g, b, alpha(x, y))) for x in range(width)) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    with open(out, "wb") as handle:
        handle.write(data)


if __name__ == "__main__":
    main(sys.argv[1:])
