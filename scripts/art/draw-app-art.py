#!/usr/bin/env python3
"""Draws the images of the synthetic apps in Tests/QuickGlyphKitTests/Fixtures/apps.

Every image there is ours: simple shapes (disc, ring, bar, plus, triangle,
frame) written as PDF paths or PNG pixels by this script, with the sizes each
app's README names. Run from the repository root:

    python3 scripts/art/draw-app-art.py APP...

with the folder names of the apps (all of them when none is given). Output is
byte-for-byte the same on every run (fixed zlib level, no dates).
"""
import os
import struct
import sys
import zlib

APPS = os.path.join("Tests", "QuickGlyphKitTests", "Fixtures", "apps")

# ---------------------------------------------------------------- shapes
# A shape is a list of (kind, params) in unit coordinates of its ink box
# (0..1, y down); PNG fills by 4x4 supersampling, PDF writes the same outline.


def inside(shape, x, y):
    for kind, p in shape:
        if kind == "disc":
            cx, cy, r = p
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                return True
        elif kind == "ring":
            cx, cy, r, w = p
            d = (x - cx) ** 2 + (y - cy) ** 2
            if (r - w) ** 2 <= d <= r * r:
                return True
        elif kind == "rect":
            x0, y0, x1, y1 = p
            if x0 <= x <= x1 and y0 <= y <= y1:
                return True
        elif kind == "tri":
            (ax, ay), (bx, by), (cx, cy) = p
            d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by)
            d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy)
            d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay)
            neg = d1 < 0 or d2 < 0 or d3 < 0
            pos = d1 > 0 or d2 > 0 or d3 > 0
            if not (neg and pos):
                return True
    return False


SHAPES = {
    # a paper dart
    "dart": [("tri", ((0.0, 0.45), (1.0, 0.0), (0.55, 1.0)))],
    # a grid of four squares, like a code to scan
    "grid": [("rect", (0.0, 0.0, 0.42, 0.42)), ("rect", (0.58, 0.0, 1.0, 0.42)),
             ("rect", (0.0, 0.58, 0.42, 1.0)), ("rect", (0.58, 0.58, 0.8, 0.8))],
    # a ring with a dot: a target
    "target": [("ring", (0.5, 0.5, 0.5, 0.12)), ("disc", (0.5, 0.5, 0.18))],
    # three bars, left aligned, like lines of text
    "lines": [("rect", (0.0, 0.0, 1.0, 0.22)), ("rect", (0.0, 0.39, 1.0, 0.61)), ("rect", (0.0, 0.78, 0.6, 1.0))],
    "plus": [("rect", (0.4, 0.0, 0.6, 1.0)), ("rect", (0.0, 0.4, 1.0, 0.6))],
    "disc": [("disc", (0.5, 0.5, 0.5))],
    "ring": [("ring", (0.5, 0.5, 0.5, 0.14))],
    "frame": [("rect", (0.0, 0.0, 1.0, 0.14)), ("rect", (0.0, 0.86, 1.0, 1.0)),
              ("rect", (0.0, 0.0, 0.14, 1.0)), ("rect", (0.86, 0.0, 1.0, 1.0))],
    "cross": [("tri", ((0.0, 0.1), (0.1, 0.0), (1.0, 0.9))), ("tri", ((0.0, 0.1), (0.9, 1.0), (1.0, 0.9))),
              ("tri", ((0.9, 0.0), (1.0, 0.1), (0.0, 0.9))), ("tri", ((1.0, 0.1), (0.1, 1.0), (0.0, 0.9)))],
    "arrow": [("tri", ((0.5, 0.0), (1.0, 0.5), (0.0, 0.5))), ("rect", (0.35, 0.5, 0.65, 1.0))],
    "bars": [("rect", (0.0, 0.6, 0.25, 1.0)), ("rect", (0.375, 0.3, 0.625, 1.0)), ("rect", (0.75, 0.0, 1.0, 1.0))],
    # a padlock, closed and open: a body and a ring whose lower part the body covers
    "lock": [("ring", (0.5, 0.3, 0.3, 0.1)), ("rect", (0.0, 0.45, 1.0, 1.0))],
    "unlock": [("ring", (0.72, 0.28, 0.28, 0.1)), ("rect", (0.0, 0.45, 1.0, 1.0))],
    "house": [("tri", ((0.5, 0.0), (1.0, 0.45), (0.0, 0.45))), ("rect", (0.15, 0.45, 0.85, 1.0))],
}

# ---------------------------------------------------------------- PNG


def png(width, height, shape, box, rgb):
    """An RGBA PNG: `shape` filled in `rgb` inside `box` (x, y, w, h in pixels), transparent elsewhere."""
    bx, by, bw, bh = box
    rows = []
    n = 4
    for py in range(height):
        row = bytearray([0])
        for px in range(width):
            hits = 0
            for sy in range(n):
                for sx in range(n):
                    x = (px + (sx + 0.5) / n - bx) / bw
                    y = (py + (sy + 0.5) / n - by) / bh
                    if 0 <= x <= 1 and 0 <= y <= 1 and inside(shape, x, y):
                        hits += 1
            alpha = round(255 * hits / (n * n))
            row += bytes(rgb) + bytes([alpha]) if alpha else bytes(4)
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))

# ---------------------------------------------------------------- PDF


def pdf_path(shape, box, page_height):
    """PDF path operators for `shape` in `box` (x, y, w, h in points, y down), in PDF's y-up space."""
    bx, by, bw, bh = box
    k = 0.5523

    def pt(x, y):
        return "%.3f %.3f" % (bx + x * bw, page_height - (by + y * bh))

    out = []

    def circle(cx, cy, r, reverse=False):
        rx, ry = r, r
        pts = [(cx + rx, cy), (cx, cy + ry), (cx - rx, cy), (cx, cy - ry)]
        ctrl = [((cx + rx, cy + k * ry), (cx + k * rx, cy + ry)), ((cx - k * rx, cy + ry), (cx - rx, cy + k * ry)),
                ((cx - rx, cy - k * ry), (cx - k * rx, cy - ry)), ((cx + k * rx, cy - ry), (cx + rx, cy - k * ry))]
        if reverse:
            pts = [pts[0], pts[3], pts[2], pts[1]]
            ctrl = [(b, a) for a, b in reversed(ctrl)]
        out.append(pt(*pts[0]) + " m")
        for i in range(4):
            (c1, c2), end = ctrl[i], pts[(i + 1) % 4]
            out.append("%s %s %s c" % (pt(*c1), pt(*c2), pt(*end)))
        out.append("h")

    for kind, p in shape:
        if kind == "disc":
            circle(*p)
        elif kind == "ring":
            cx, cy, r, w = p
            circle(cx, cy, r)
            circle(cx, cy, r - w, reverse=True)
        elif kind == "rect":
            x0, y0, x1, y1 = p
            out += [pt(x0, y0) + " m", pt(x1, y0) + " l", pt(x1, y1) + " l", pt(x0, y1) + " l", "h"]
        elif kind == "tri":
            a, b, c = p
            out += [pt(*a) + " m", pt(*b) + " l", pt(*c) + " l", "h"]
    return "\n".join(out)


def pdf(width, height, layers):
    """A one-page PDF of `width` x `height` points; `layers` is [(shape, box, rgb 0..255)], each filled (nonzero)."""
    content = []
    for shape, box, rgb in layers:
        content.append("%.3f %.3f %.3f rg" % tuple(c / 255 for c in rgb))
        content.append(pdf_path(SHAPES[shape], box, height))
        content.append("f")
    stream = ("\n".join(content) + "\n").encode()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        ("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Contents 4 0 R /Resources << >> >>" % (width, height)).encode(),
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"endstream",
    ]
    data = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(data))
        data += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(data)
    data += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        data += b"%010d 00000 n \n" % offset
    data += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return data

# ---------------------------------------------------------------- the apps' images


def scaled_pngs(folder, stem, points, shape, ink, rgb, scales=(1, 2, 3)):
    """stem.png, stem@2x.png, stem@3x.png of a `points` square canvas; `ink` = (x, y, w, h) in points."""
    files = {}
    for scale in scales:
        suffix = "" if scale == 1 else "@%dx" % scale
        w, h = (points, points) if isinstance(points, int) else points
        box = tuple(v * scale for v in ink)
        files[os.path.join(folder, "%s%s.png" % (stem, suffix))] = png(w * scale, h * scale, SHAPES[shape], box, rgb)
    return files


def sf_symbols_and_key_like_titles():
    base = "Packages/ChirpKit/Sources/ChirpAssets/Media.xcassets"
    grey = (60, 60, 67)
    files = {}
    for path, shape in [("Arrows/arrow.up.imageset/arrow-up.pdf", "arrow"),
                        ("Shapes/circle.imageset/circle.pdf", "ring"),
                        ("Shapes/circle.fill.imageset/circle-fill.pdf", "disc"),
                        ("Symbols/plus.imageset/plus.pdf", "plus"),
                        ("Symbols/xmark.imageset/xmark.pdf", "cross"),
                        ("Arrows/square.and.arrow.up.imageset/Share Sheet.pdf", "arrow"),
                        ("Screens/Timeline/chart.bar.imageset/bars.pdf", "bars"),
                        ("Screens/Intro/chirp.logo.imageset/logo.pdf", "dart")]:
        files[base + "/" + path] = pdf(24, 24, [(shape, (3, 3, 18, 18), grey)])
    # a two-colour illustration
    files[base + "/Illustrations/envelope.imageset/envelope 1~universal.pdf"] = pdf(
        120, 80, [("frame", (0, 0, 120, 80), (40, 90, 200)), ("house", (20, 10, 80, 60), (240, 160, 30))])
    return files


def helper_made_items_two_catalogs():
    blue, grey = (0, 122, 255), (174, 174, 178)
    files = {}
    files.update(scaled_pngs("Relay/Common.xcassets/paper-dart.imageset", "dart", 24, "dart", (1, 1, 22.67, 22.67), blue))
    files.update(scaled_pngs("Relay/Wallet/WalletArt.xcassets/scan-code.imageset", "scan", 24, "grid", (1, 1, 22, 22), blue))
    files.update(scaled_pngs("Relay/Common.xcassets/target.imageset", "nav_target", 30, "target", (2, 2, 25.67, 25.67), grey))
    files.update(scaled_pngs("Relay/Common.xcassets/lines.imageset", "nav_lines", 30, "lines", (0, 5, 30, 20), grey))
    return files


def subclass_initializer_enum_icons():
    grey, accent = (142, 142, 147), (255, 90, 60)
    catalog = "Sources/Shared/Assets/Assets.xcassets/"
    files = {}
    glyphs = {1: ("house", (2, 2, 20, 20)), 2: ("ring", (2, 2, 20, 20)), 3: ("target", (2, 2, 20, 19)),
              4: ("dart", (2, 3, 20, 18)), 5: ("disc", (2, 2, 20, 20))}
    for number, (shape, ink) in sorted(glyphs.items()):
        files.update(scaled_pngs(catalog + "tab%dInactive.imageset" % number, "%d" % number, 24, shape, ink, grey))
        files.update(scaled_pngs(catalog + "tab%dActive.imageset" % number, "%d-on" % number, 24, shape, ink, accent))
    # the 1x file is named "N@1x.png", as some exporters write it
    return {path.replace("/%d.png" % n, "/%d@1x.png" % n) if path.endswith("/%d.png" % n) else path: data
            for path, data in files.items() for n in [int(path.split("tab")[1][0])]}


def seven_targets_shared_catalog():
    black = (0, 0, 0)
    # a 126 pt page, the glyph 69 x 90 pt: far larger than a quick-action icon
    return {"Veil/Assets.xcassets/Locked.imageset/Locked.pdf": pdf(126, 126, [("lock", (28.5, 18, 69, 90), black)]),
            "Veil/Assets.xcassets/Unlocked.imageset/Unlocked.pdf": pdf(126, 126, [("unlock", (28.5, 18, 69, 90), black)])}


DRAWINGS = {
    "seven-targets-shared-catalog": seven_targets_shared_catalog,
    "subclass-initializer-enum-icons": subclass_initializer_enum_icons,
    "sf-symbols-and-key-like-titles": sf_symbols_and_key_like_titles,
    "helper-made-items-two-catalogs": helper_made_items_two_catalogs,
}


def main(names):
    for name in names or sorted(DRAWINGS):
        for path, data in sorted(DRAWINGS[name]().items()):
            full = os.path.join(APPS, name, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "wb") as handle:
                handle.write(data)
            print(full)


if __name__ == "__main__":
    main(sys.argv[1:])
