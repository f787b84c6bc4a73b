#!/usr/bin/env bash
# The same loop as rsvg-loop.sh, run in parallel on every core as a team would with
# xargs -P: one job a glyph (its three rsvg-convert processes), $(nproc) jobs at once.
# Usage: bench/rsvg-parallel.sh SRC_DIR OUT_DIR [LIMIT]   (LIMIT: only the first LIMIT glyphs, sorted)
set -euo pipefail
src=$1 limit=${3:-0}
export RSVG_OUT=$2
mkdir -p "$RSVG_OUT"
files=("$src"/*.svg)
if [ "$limit" -gt 0 ] && [ "$limit" -lt "${#files[@]}" ]; then files=("${files[@]:0:$limit}"); fi
printf '%s\0' "${files[@]}" | xargs -0 -n 1 -P "$(nproc)" sh -c '
  name=$(basename "$1" .svg)
  rsvg-convert -w 35 -h 35 --keep-aspect-ratio -o "$RSVG_OUT/$name.png" "$1" &&
  rsvg-convert -w 70 -h 70 --keep-aspect-ratio -o "$RSVG_OUT/$name@2x.png" "$1" &&
  rsvg-convert -w 105 -h 105 --keep-aspect-ratio -o "$RSVG_OUT/$name@3x.png" "$1"
' sh
