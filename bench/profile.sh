#!/usr/bin/env bash
# Where a cold build's time goes: callgrind (instruction counts, repeatable on a busy machine)
# over a level-1 build of every 10th Adwaita glyph with one job, the build process and its worker
# followed, and the instructions split by phase. Not part of `make bench` (it takes a few minutes
# under valgrind); the profile table in docs/performance.md is its output.
#
# Usage: bench/profile.sh [LEVEL]   (default 1; QUICKGLYPH, BENCH_ICONS as for run.sh)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
QG=${QUICKGLYPH:-$ROOT/.build/release/quickglyph}
ICONS=${BENCH_ICONS:-/usr/share/icons/Adwaita/scalable}
LEVEL=${1:-1}
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
TMP=$(mktemp -d "${TMPDIR:-/tmp}/quickglyph-profile.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/src"
n=0
for f in "$ICONS"/*/*.svg; do
  n=$((n + 1))
  [ $((n % 10)) -eq 1 ] || continue
  cp "$f" "$TMP/src/$(basename "$(dirname "$f")")_$(basename "$f")"
done
glyphs=$(find "$TMP/src" -name '*.svg' | wc -l)
echo "callgrind: quickglyph build of $glyphs glyphs, --compression $LEVEL --jobs 1" >&2
valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$TMP/cg.%p" \
  "$QG" build "$TMP/src" --out "$TMP/out" --compression "$LEVEL" --jobs 1 --quiet >/dev/null 2>"$TMP/valgrind.log" || true
for f in "$TMP"/cg.*; do
  callgrind_annotate --inclusive=yes "$f" >"$f.txt" 2>/dev/null
done
python3 - "$glyphs" "$LEVEL" "$TMP"/cg.*.txt <<'EOF'
import re, sys
glyphs, level, files = int(sys.argv[1]), sys.argv[2], sys.argv[3:]

def load(path):
    total, rows = 0, []
    for line in open(path, errors="replace"):
        m = re.match(r"\s*([\d,]+) \([ \d.]+%\)\s+(.*)", line)
        if not m:
            continue
        n = int(m.group(1).replace(",", ""))
        if "PROGRAM TOTALS" in m.group(2):
            total = n
        else:
            rows.append((n, m.group(2)))
    return total, rows

def incl(rows, *needles):
    """The largest inclusive count of a function whose name holds every needle (the outermost call)."""
    return max((n for n, name in rows if all(x in name for x in needles)), default=0)

procs = [load(f) for f in files]
worker = [p for p in procs if incl(p[1], "ConversionWorkerLoop")]
build = [p for p in procs if incl(p[1], "BuildPipelineV3run")]
out = []
def table(title, total, parts):
    out.append(f"| {title} | {total / 1e6:,.0f} M | 100 % |")
    rest = total
    for label, n in parts:
        out.append(f"| &nbsp;&nbsp;{label} | {n / 1e6:,.0f} M | {n / total * 100:.0f} % |")
        rest -= n
    out.append(f"| &nbsp;&nbsp;everything else | {rest / 1e6:,.0f} M | {rest / total * 100:.0f} % |")

print(f"Instructions (callgrind) of a cold build of {glyphs} Adwaita glyphs at --compression {level}, one job:")
print("")
print("| Process, phase | Instructions | Share |")
print("|---|--:|--:|")
for total, rows in worker:
    survey = incl(rows, "RendererV7measure4data")
    render = incl(rows, "RendererV6render4data")
    rules = incl(rows, "ConverterV6finish") + incl(rows, "ConverterV11judgeSource")
    ipc = incl(rows, "JSONEncoderC6encode") + incl(rows, "JSONDecoderC6decode_4from")
    rsvg = incl(rows, "rsvg_handle_render_document") + incl(rows, "rsvg_handle_new_from_stream_sync")
    table("worker process (renders, measures, judges)", total, [
        ("the ink survey: each glyph drawn at 512 px, its ink measured", survey),
        ("the render: each glyph drawn at its scales, alpha masks", render),
        ("the rules", rules),
        ("IPC: JSON of requests and replies", ipc),
        ("process start (dynamic linking)", incl(rows, "_dl_start")),
    ])
    out.append(f"| &nbsp;&nbsp;of the survey and the render, librsvg's own work (parsing, drawing through cairo) "
               f"| {rsvg / 1e6:,.0f} M | {rsvg / total * 100:.0f} % |")
for total, rows in build:
    encode = incl(rows, "TemplatePNGEncoderV6encode")
    deflate = incl(rows, "libdeflate_zlib_compress")
    table("build process (plans, encodes, writes)", total, [
        ("IPC: JSON of requests and replies, both passes", incl(rows, "WorkerPoolConversionC7convert")),
        (f"deflate (libdeflate level {level})", deflate),
        ("PNG chunks and the gray+alpha rows", encode - deflate),
        ("writing outputs and the journal", incl(rows, "OutputOwnershipV5write")),
        ("the manifest: read and write", incl(rows, "ManifestOnDiskO7inspect") + incl(rows, "ManifestWriterO5write")),
        ("process start (dynamic linking)", incl(rows, "_dl_start")),
    ])
    sha = incl(rows, "g_checksum_update") + incl(rows, "g_checksum_get_string")
    out.append(f"| &nbsp;&nbsp;of all these, SHA-256 of sources and outputs (the survey's, the writer's, the journal's) "
               f"| {sha / 1e6:,.0f} M | {sha / total * 100:.0f} % |")
print("\n".join(out))
EOF
