#!/usr/bin/env bash
# make bench: quickglyph against the loops teams script by hand, on the Adwaita symbolic icons.
#
# Prints a Markdown table (also written to bench/results/latest.md): medians of several runs,
# ratios to quickglyph's cold build on all cores, output bytes against oxipng -o max and
# zopflipng, peak memory from /usr/bin/time -v. Progress goes to stderr.
#
# Environment:
#   QUICKGLYPH          binary to measure (default .build/release/quickglyph)
#   BENCH_RUNS          runs per quickglyph row (default 5)
#   BENCH_SLOW_RUNS     runs of the rsvg-convert and ImageMagick loops (default 3, at most BENCH_RUNS)
#   BENCH_ROW_BUDGET    seconds after which a row stops repeating, whatever its run count (default 90)
#   BENCH_COPIES        copies of the icon set in the large set (default 8)
#   BENCH_IM_SUBSET     glyphs the ImageMagick loop converts, extrapolated to the whole set (default 100; 0 = all)
#   BENCH_ZOPFLI_EVERY  zopfli-based optimisers see every Nth PNG only, they are slow (default 40; 1 = all)
#   BENCH_ICONS         icon theme folder (default /usr/share/icons/Adwaita/scalable)
set -euo pipefail

BENCH_START=$(date +%s.%N)
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

QG=${QUICKGLYPH:-.build/release/quickglyph}
RUNS=${BENCH_RUNS:-5}
SLOW_RUNS=${BENCH_SLOW_RUNS:-3}
[ "$SLOW_RUNS" -le "$RUNS" ] || SLOW_RUNS=$RUNS
ROW_BUDGET=${BENCH_ROW_BUDGET:-90}
COPIES=${BENCH_COPIES:-8}
IM_SUBSET=${BENCH_IM_SUBSET:-100}
ZOPFLI_EVERY=${BENCH_ZOPFLI_EVERY:-40}
ICONS=${BENCH_ICONS:-/usr/share/icons/Adwaita/scalable}
NPROC=$(nproc)

log() { printf '[bench %5.0fs] %s\n' "$(awk -v a="$BENCH_START" -v b="$(date +%s.%N)" 'BEGIN{print b-a}')" "$*" >&2; }
die() { log "error: $*"; exit 2; }

# --- binary --------------------------------------------------------------------------------------
case $QG in /*) ;; *) QG=$PWD/$QG ;; esac
[ -x "$QG" ] || die "no quickglyph binary at $QG (run make first, or set QUICKGLYPH)"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/quickglyph-bench.XXXXXX")
cleanup() { rm -rf "$TMP"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
RESULTS=$TMP/results.tsv
: >"$RESULTS"
record() { local IFS=$'\t'; printf '%s\n' "$*" >>"$RESULTS"; }

# --- tools ---------------------------------------------------------------------------------------
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
APT_UPDATED=
apt_install() { # apt_install PACKAGE...; returns non-zero on failure
  command -v apt-get >/dev/null 2>&1 || return 1
  if [ -n "$SUDO" ] && ! command -v sudo >/dev/null 2>&1; then return 1; fi
  if [ -z "$APT_UPDATED" ]; then
    log "apt-get update"
    $SUDO apt-get update -qq >&2 || return 1
    APT_UPDATED=1
  fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >&2
}

command -v python3 >/dev/null 2>&1 || apt_install python3 || die "python3 is needed and could not be installed"
command -v rsvg-convert >/dev/null 2>&1 || apt_install librsvg2-bin || die "rsvg-convert (librsvg2-bin) could not be installed"
[ -x /usr/bin/time ] || apt_install time || die "/usr/bin/time (package time) could not be installed"

HAVE_ZOPFLIPNG=1
if ! command -v zopflipng >/dev/null 2>&1; then
  apt_install zopfli || { HAVE_ZOPFLIPNG=; log "note: zopflipng (apt zopfli) could not be installed; its row is skipped"; }
fi

HAVE_MAGICK=
if command -v convert >/dev/null 2>&1 && convert -version 2>/dev/null | grep -q ImageMagick; then
  HAVE_MAGICK=1
else
  log "note: ImageMagick is not installed; its row is skipped (apt-get install imagemagick to include it)"
fi

# pyoxipng: the PyPI build of oxipng (oxipng is not packaged in Debian 12). Reused from the system
# Python when importable, else from a venv cached under ~/.cache.
OXIPY=
if python3 "$BENCH_DIR/oxipng_opt.py" --check >/dev/null 2>&1; then
  OXIPY=python3
else
  VENV=${XDG_CACHE_HOME:-$HOME/.cache}/quickglyph-bench/venv
  if ! "$VENV/bin/python" "$BENCH_DIR/oxipng_opt.py" --check >/dev/null 2>&1; then
    log "installing pyoxipng into $VENV"
    rm -rf "$VENV"
    if ! python3 -m venv "$VENV" >&2 2>/dev/null; then
      rm -rf "$VENV"
      apt_install python3-venv && python3 -m venv "$VENV" >&2 || true
    fi
    if [ -x "$VENV/bin/pip" ]; then
      "$VENV/bin/pip" install -q --disable-pip-version-check pyoxipng >&2 || true
    fi
  fi
  if "$VENV/bin/python" "$BENCH_DIR/oxipng_opt.py" --check >/dev/null 2>&1; then
    OXIPY=$VENV/bin/python
  else
    log "note: pyoxipng could not be installed; the oxipng rows are skipped"
  fi
fi

# --- machine -------------------------------------------------------------------------------------
cpu=$(awk -F': *' '/^model name/{print $2; exit}' /proc/cpuinfo 2>/dev/null || true)
os=$( . /etc/os-release 2>/dev/null && echo "${PRETTY_NAME:-}" || true)
mem=$(awk '/^MemTotal/{printf "%.1f GB", $2/1048576}' /proc/meminfo 2>/dev/null || true)
qgver=$("$QG" --version 2>/dev/null | head -n1 | sed 's/^quickglyph *//' || true)
qgdir=$(dirname "$QG")
if rev=$(git -C "$qgdir" rev-parse --short HEAD 2>/dev/null); then
  [ -z "$(git -C "$qgdir" status --porcelain --untracked-files=no 2>/dev/null)" ] || rev="$rev+uncommitted"
  qgver="$qgver ($rev)"
fi
record meta date "$(date -u '+%Y-%m-%d %H:%M UTC')"
record meta cores "$NPROC"
record meta cpu "${cpu:-unknown}"
record meta os "${os:-unknown}, $(uname -r)"
record meta memory "${mem:-unknown}"
record meta load_start "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
record meta quickglyph "$qgver"
record meta rsvg "$(rsvg-convert --version 2>/dev/null | head -n1)"
[ -z "$HAVE_MAGICK" ] || record meta imagemagick "$(convert -version | head -n1 | sed 's/^Version: //; s/ https.*//')"
[ -z "$OXIPY" ] || record meta oxipng "pyoxipng $("$OXIPY" "$BENCH_DIR/oxipng_opt.py" --check)"
[ -z "$HAVE_ZOPFLIPNG" ] || record meta zopflipng "$(dpkg-query -W -f '${Version}' zopfli 2>/dev/null || echo present)"
record meta runs "$RUNS"
record meta slow_runs "$SLOW_RUNS"
record meta budget "$ROW_BUDGET"

# --- corpus --------------------------------------------------------------------------------------
ADW=$TMP/adwaita
BIG=$TMP/adwaita-x$COPIES
mkdir -p "$ADW" "$BIG"
shopt -s nullglob
for f in "$ICONS"/*/*.svg; do
  cat=$(basename "$(dirname "$f")")
  cp "$f" "$ADW/${cat}_$(basename "$f")"
done
shopt -u nullglob
N_ADW=$(find "$ADW" -name '*.svg' | wc -l)
[ "$N_ADW" -gt 0 ] || die "no SVG under $ICONS/*/ (install adwaita-icon-theme, or set BENCH_ICONS)"
# The copies differ by a trailing comment, so no content-addressed shortcut can treat them as one.
for f in "$ADW"/*.svg; do
  svg=$(<"$f")
  for k in $(seq 1 "$COPIES"); do
    printf '%s\n<!-- copy %d -->\n' "$svg" "$k" >"$BIG/copy${k}_${f##*/}"
  done
done
N_BIG=$(find "$BIG" -name '*.svg' | wc -l)
log "corpus: $N_ADW Adwaita icons, $N_BIG in the x$COPIES set; $NPROC cores; runs: $RUNS (slow loops $SLOW_RUNS)"
record meta n_adw "$N_ADW"
record meta n_big "$N_BIG"
record meta copies "$COPIES"

# --- measuring -----------------------------------------------------------------------------------
# timed LOG CMD...: runs CMD under /usr/bin/time -v; sets T (seconds, wall), RC, RSS (kB).
timed() {
  local log=$1 t0 t1
  shift
  t0=$(date +%s.%N)
  set +e
  /usr/bin/time -v -o "$log.time" "$@" >"$log.out" 2>"$log"
  RC=$?
  set -e
  t1=$(date +%s.%N)
  T=$(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.6f", b-a}')
  RSS=$(awk -F': *' '/Maximum resident set size/{print $2}' "$log.time")
}

summary_field() { # summary_field LOG WORD: the number before WORD in quickglyph's summary line (stdout or stderr)
  cat "$1.out" "$1" | grep -Eo "[0-9]+ $2" | tail -n1 | awk '{print $1}' || true
}

# over_budget LABEL SPENT RUN RUNS: true (and says so) when a row has used its time and has runs left
over_budget() {
  awk -v s="$2" -v b="$ROW_BUDGET" 'BEGIN{exit !(s>=b)}' && [ "$3" -lt "$4" ] || return 1
  log "$1: ${2%.*} s spent, over the ${ROW_BUDGET} s row budget; stopping at $3 runs"
}

# qg_row ID LABEL SET GLYPHS REF MODE SRC OUT JOBS [EXTRA ARGS...]
#   MODE cold: a fresh, empty out dir each run, under a new name (re-creating files in a
#              folder just deleted measures the file system's discards, not quickglyph);
#              the last run's output is kept in OUT
#   MODE noop: rebuild the up-to-date OUT
#   MODE touch: append a comment to one glyph, then rebuild OUT
qg_row() {
  local id=$1 label=$2 set=$3 glyphs=$4 ref=$5 mode=$6 src=$7 out=$8 jobs=$9
  shift 9
  local times=() rss=() i=0 spent=0 rendered='' written='' victim='' target=$out
  local jobargs=("$@")
  [ "$jobs" = all ] || jobargs+=(--jobs "$jobs")
  if [ "$mode" = touch ]; then
    victim=$(find "$out" -maxdepth 2 -name '*.imageset' -type d | LC_ALL=C sort | head -n1)
    victim=$src/$(basename "$victim" .imageset).svg
    [ -f "$victim" ] || die "$label: no rendered glyph to touch in $out"
    cp "$victim" "$TMP/victim.orig"
  fi
  while [ "$i" -lt "$RUNS" ]; do
    i=$((i + 1))
    case $mode in
      cold) target=$out.run$i ;;
      touch) printf '<!-- bench %d -->\n' "$i" >>"$victim" ;;
    esac
    timed "$TMP/qg.log" "$QG" build "$src" --out "$target" "${jobargs[@]}"
    if [ "$RC" -ge 2 ]; then
      tail -n 20 "$TMP/qg.log" >&2
      die "$label: quickglyph exited with status $RC"
    fi
    times+=("$T")
    rss+=("$RSS")
    rendered=$(summary_field "$TMP/qg.log" rendered)
    written=$(summary_field "$TMP/qg.log" 'files? written')
    log "$label, run $i/$RUNS: $(printf '%.3f' "$T") s, exit $RC, max RSS $((RSS / 1024)) MB, ${rendered:-?} rendered, ${written:-?} files written"
    spent=$(awk -v s="$spent" -v t="$T" 'BEGIN{print s+t}')
    over_budget "$label" "$spent" "$i" "$RUNS" && break
  done
  [ "$mode" != touch ] || cp "$TMP/victim.orig" "$victim"
  if [ "$mode" = cold ]; then
    rm -rf "$out"
    mv "$target" "$out"
    rm -rf "$out".run*
  fi
  local IFS=,
  record time "$id" "$label" "$set" "$glyphs" "$ref" "${times[*]}" "${rss[*]}" 1 "${rendered:-}" "${written:-}"
}

# loop_row ID LABEL SET GLYPHS REF SCRIPT SRC OUT LIMIT: a shell loop, SLOW_RUNS times
loop_row() {
  local id=$1 label=$2 set=$3 glyphs=$4 ref=$5 script=$6 src=$7 out=$8 limit=$9
  local times=() i=0 spent=0 scale=1 done_glyphs=$glyphs
  if [ "$limit" -gt 0 ] && [ "$limit" -lt "$glyphs" ]; then
    done_glyphs=$limit
    scale=$(awk -v a="$glyphs" -v b="$limit" 'BEGIN{printf "%.6f", a/b}')
  fi
  while [ "$i" -lt "$SLOW_RUNS" ]; do
    i=$((i + 1))
    rm -rf "$out"
    timed "$TMP/loop.log" bash "$script" "$src" "$out" "$limit"
    if [ "$RC" -ne 0 ]; then
      tail -n 20 "$TMP/loop.log" >&2
      return 1
    fi
    local made
    made=$(find "$out" -name '*.png' | wc -l)
    [ "$made" -eq $((3 * done_glyphs)) ] || { log "$label: made $made PNGs, expected $((3 * done_glyphs))"; return 1; }
    times+=("$T")
    log "$label, run $i/$SLOW_RUNS: $(printf '%.3f' "$T") s for $done_glyphs glyphs"
    spent=$(awk -v s="$spent" -v t="$T" 'BEGIN{print s+t}')
    over_budget "$label" "$spent" "$i" "$SLOW_RUNS" && break
  done
  local IFS=,
  record time "$id" "$label" "$set" "$glyphs" "$ref" "${times[*]}" "" "$scale" "" "$((3 * done_glyphs))"
}

bytes_of() { # bytes_of FILE...: total size
  if [ $# -eq 0 ]; then echo 0; return; fi
  stat -c %s "$@" | awk '{s += $1} END {print s + 0}'
}

# --- quickglyph on the Adwaita set ---------------------------------------------------------------
OUT_ADW=$TMP/out-adwaita
qg_row qg_adw_j1 "quickglyph cold build, --jobs 1" adw "$N_ADW" qg_adw_all cold "$ADW" "$OUT_ADW" 1
qg_row qg_adw_all "quickglyph cold build, all cores" adw "$N_ADW" qg_adw_all cold "$ADW" "$OUT_ADW" all
# The speed side of the size trade: libdeflate level 6 instead of the default 10.
qg_row qg_adw_fast "quickglyph cold build, all cores, --compression 6" adw "$N_ADW" qg_adw_all cold "$ADW" \
  "$TMP/out-adwaita-fast" all --compression 6
rm -rf "$TMP/out-adwaita-fast"

# Keep the cold build's PNGs for the size comparison before the rebuild rows touch anything.
SIZES=$TMP/sizes
mkdir -p "$SIZES/qg"
find "$OUT_ADW" -name '*.png' -exec cp -t "$SIZES/qg" {} +

qg_row qg_adw_noop "quickglyph no-op rebuild, all cores" adw "$N_ADW" qg_adw_all noop "$ADW" "$OUT_ADW" all
qg_row qg_adw_touch "quickglyph rebuild, one glyph changed, all cores" adw "$N_ADW" qg_adw_all touch "$ADW" "$OUT_ADW" all

# --- the hand-written loops ----------------------------------------------------------------------
OUT_RSVG=$TMP/out-rsvg
loop_row rsvg_adw "rsvg-convert loop, 3 processes per glyph, sequential" adw "$N_ADW" qg_adw_all \
  "$BENCH_DIR/rsvg-loop.sh" "$ADW" "$OUT_RSVG" 0 || die "the rsvg-convert loop failed"

if [ -n "$HAVE_MAGICK" ]; then
  loop_row magick_adw "ImageMagick convert loop, 3 processes per glyph, sequential" adw "$N_ADW" qg_adw_all \
    "$BENCH_DIR/magick-loop.sh" "$ADW" "$TMP/out-magick" "$IM_SUBSET" ||
    { log "note: the ImageMagick loop failed; its row is skipped"; record skip "ImageMagick convert loop" "convert failed"; }
else
  record skip "ImageMagick convert loop" "ImageMagick not installed"
fi

# --- the x8 set ----------------------------------------------------------------------------------
OUT_BIG=$TMP/out-big
qg_row qg_big_j1 "quickglyph cold build, --jobs 1" big "$N_BIG" qg_big_all cold "$BIG" "$OUT_BIG" 1
qg_row qg_big_all "quickglyph cold build, all cores" big "$N_BIG" qg_big_all cold "$BIG" "$OUT_BIG" all
qg_row qg_big_noop "quickglyph no-op rebuild, all cores" big "$N_BIG" qg_big_all noop "$BIG" "$OUT_BIG" all
rm -rf "$OUT_BIG"

# --- output bytes --------------------------------------------------------------------------------
mapfile -t qg_pngs < <(find "$SIZES/qg" -name '*.png' | LC_ALL=C sort)
N_PNG=${#qg_pngs[@]}
[ "$N_PNG" -gt 0 ] || die "quickglyph wrote no PNG for the Adwaita set"
QG_BYTES=$(bytes_of "${qg_pngs[@]}")
record size qg_all "quickglyph" all "$N_PNG" "$QG_BYTES" ""
log "quickglyph: $N_PNG PNGs, $QG_BYTES bytes"

# The rsvg-convert loop's unoptimised output, for the same glyphs quickglyph wrote.
rsvg_pngs=()
for p in "${qg_pngs[@]}"; do rsvg_pngs+=("$OUT_RSVG/$(basename "$p")"); done
if ls "${rsvg_pngs[@]}" >/dev/null 2>&1; then
  record size rsvg_all "rsvg-convert loop (not optimised)" all "$N_PNG" "$(bytes_of "${rsvg_pngs[@]}")" qg_all
fi

if [ -n "$OXIPY" ]; then
  mkdir -p "$SIZES/oxipng"
  cp -t "$SIZES/oxipng" "${qg_pngs[@]}"
  log "oxipng -o max (level 6) on $N_PNG PNGs"
  t0=$(date +%s.%N)
  if "$OXIPY" "$BENCH_DIR/oxipng_opt.py" "$SIZES"/oxipng/*.png >&2; then
    log "oxipng done in $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}') s"
    record size oxipng_all "oxipng -o max (level 6, libdeflate)" all "$N_PNG" "$(bytes_of "$SIZES"/oxipng/*.png)" qg_all
  else
    log "note: oxipng failed; its row is skipped"
    record skip "oxipng -o max" "pyoxipng failed"
  fi
else
  record skip "oxipng -o max" "pyoxipng could not be installed"
fi

# Zopfli-based optimisers take minutes on the whole set: every ZOPFLI_EVERY-th PNG only.
sample=()
for i in "${!qg_pngs[@]}"; do
  [ $(((i + 1) % ZOPFLI_EVERY)) -eq 0 ] && sample+=("${qg_pngs[$i]}")
done
[ "${#sample[@]}" -gt 0 ] || sample=("${qg_pngs[0]}")
N_SAMPLE=${#sample[@]}
SCOPE=all
[ "$N_SAMPLE" -eq "$N_PNG" ] || SCOPE="sample: every ${ZOPFLI_EVERY}th PNG"
if [ -n "$HAVE_ZOPFLIPNG" ] || { [ -n "$OXIPY" ] && "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --check-zopfli; }; then
  record size qg_sample "quickglyph" "$SCOPE" "$N_SAMPLE" "$(bytes_of "${sample[@]}")" ""
fi
if [ -n "$OXIPY" ] && "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --check-zopfli; then
  mkdir -p "$SIZES/oxz"
  cp -t "$SIZES/oxz" "${sample[@]}"
  log "oxipng -o max -Z (level 6, zopfli 15) on $N_SAMPLE PNGs"
  if "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --zopfli 15 "$SIZES"/oxz/*.png >&2; then
    record size oxipng_z "oxipng -o max -Z (level 6, zopfli 15 iterations)" "$SCOPE" "$N_SAMPLE" "$(bytes_of "$SIZES"/oxz/*.png)" qg_sample
  else
    log "note: oxipng with zopfli failed; its row is skipped"
    record skip "oxipng -o max -Z" "pyoxipng failed"
  fi
fi
if [ -n "$HAVE_ZOPFLIPNG" ]; then
  mkdir -p "$SIZES/zopflipng"
  cp -t "$SIZES/zopflipng" "${sample[@]}"
  log "zopflipng on $N_SAMPLE PNGs"
  if printf '%s\0' "$SIZES"/zopflipng/*.png | xargs -0 -P "$NPROC" -I{} zopflipng -y {} {} >"$TMP/zopflipng.log" 2>&1; then
    record size zopflipng "zopflipng (defaults: 15 iterations, 8 filter strategies)" "$SCOPE" "$N_SAMPLE" "$(bytes_of "$SIZES"/zopflipng/*.png)" qg_sample
  else
    tail -n 5 "$TMP/zopflipng.log" >&2
    log "note: zopflipng failed; its row is skipped"
    record skip zopflipng "zopflipng failed"
  fi
else
  record skip zopflipng "zopfli could not be installed"
fi

# --- table ---------------------------------------------------------------------------------------
record meta load_end "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
record meta wall "$(awk -v a="$BENCH_START" -v b="$(date +%s.%N)" 'BEGIN{printf "%.0f", b-a}')"
mkdir -p "$BENCH_DIR/results"
python3 "$BENCH_DIR/table.py" "$RESULTS" >"$TMP/table.md" || die "table.py failed"
cp "$TMP/table.md" "$BENCH_DIR/results/latest.md"
log "done; the table is also in ${BENCH_DIR#"$ROOT"/}/results/latest.md"
cat "$TMP/table.md"
