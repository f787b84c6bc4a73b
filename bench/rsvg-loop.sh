#!/usr/bin/env bash
# The alternative a team scripts by hand: one rsvg-convert process per glyph and scale,
# sequential, 35/70/105 px (the @1x/@2x/@3x quick-action canvas).
# Usage: bench/rsvg-loop.sh SRC_DIR OUT_DIR [LIMIT]   (LIMIT: only the first LIMIT glyphs, sorted)
set -euo pipefail
src=$1 out=$2 limit=${3:-0}
mkdir -p "$out"
n=0
for f in "$src"/*.svg; do
  if [ "$limit" -gt 0 ] && [ "$n" -ge "$limit" ]; then break; fi
  name=$(basename "$f" .svg)
  rsvg-convert -w 35 -h 35 --keep-aspect-ratio -o "$out/$name.png" "$f"
  rsvg-convert -w 70 -h 70 --keep-aspect-ratio -o "$out/$name@2x.png" "$f"
  rsvg-convert -w 105 -h 105 --keep-aspect-ratio -o "$out/$name@3x.png" "$f"
  n=$((n + 1))
done
