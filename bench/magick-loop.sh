#!/usr/bin/env bash
# The same loop with ImageMagick: one convert process per glyph and scale, sequential.
# The SVG is rasterised at a density that gives at least 105 px for a 16 px artboard, then resized.
# Usage: bench/magick-loop.sh SRC_DIR OUT_DIR [LIMIT]   (LIMIT: only the first LIMIT glyphs, sorted)
set -euo pipefail
src=$1 out=$2 limit=${3:-0}
convert=${MAGICK_CONVERT:-convert}
mkdir -p "$out"
n=0
for f in "$src"/*.svg; do
  if [ "$limit" -gt 0 ] && [ "$n" -ge "$limit" ]; then break; fi
  name=$(basename "$f" .svg)
  "$convert" -background none -density 480 "$f" -resize 35x35 "$out/$name.png"
  "$convert" -background none -density 480 "$f" -resize 70x70 "$out/$name@2x.png"
  "$convert" -background none -density 480 "$f" -resize 105x105 "$out/$name@3x.png"
  n=$((n + 1))
done
