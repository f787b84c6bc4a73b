#!/usr/bin/env bash
# Draws the sample handoff's PNG glyphs from our own art: each scripts/art/NAME.svg becomes
# NAME.png in the folder given (glyphs/ when none), 420 px square, by Debian's rsvg-convert
# (librsvg2-bin; `make test-deps` installs it). The PNGs in glyphs/ are exactly what this
# writes: GlyphArtRecipeTests runs it into a temporary folder and compares the bytes.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${1:-$here/../glyphs}"
if ! command -v rsvg-convert >/dev/null 2>&1; then
    echo "draw-glyph-art.sh: rsvg-convert is missing: install librsvg2-bin (make test-deps)" >&2
    exit 127
fi
mkdir -p "$out"
for svg in "$here"/art/*.svg; do
    name="$(basename "$svg" .svg)"
    rsvg-convert --width 420 --height 420 --format png --output "$out/$name.png" "$svg"
done
