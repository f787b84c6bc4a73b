#!/usr/bin/env bash
# make bench: quickglyph against the loops teams script by hand, on the Adwaita symbolic icons.
#
# Prints Markdown tables (also written to bench/results/latest.md), all from this one run:
#   - the compression frontier: a cold build at every libdeflate level, its time against the
#     level-1 floor and its bytes against oxipng's best;
#   - the baselines: the rsvg-convert loop sequential and in parallel on every core (xargs -P),
#     quickglyph's cold, --jobs 1, no-op and one-glyph rebuilds, each with its output bytes;
#   - output bytes against oxipng -o max and the zopfli-based optimisers;
#   - the load of the machine during each round.
# Rows are interleaved: each round runs every row once (A, B, C, A, B, C, ...), so a slow
# spell of the machine falls on all rows alike. Times are medians over the rounds.
# Progress goes to stderr.
#
# Environment:
#   QUICKGLYPH          binary to measure (default .build/release/quickglyph)
#   BENCH_ROUNDS        rounds over the Adwaita rows (default 4)
#   BENCH_SLOW_ROUNDS   of them, the rounds that also run the rsvg-convert (and ImageMagick) loops (default 3)
#   BENCH_BIG_ROUNDS    rounds over the rows of the large set (default 1)
#   BENCH_LEVELS        the compression levels of the frontier (default: every level, 1 to max;
#                       1, the default and max are always measured)
#   BENCH_COPIES        copies of the icon set in the large set (default 8)
#   BENCH_IM_SUBSET     glyphs the ImageMagick loop converts, extrapolated to the whole set (default 100; 0 = all)
#   BENCH_ZOPFLI_EVERY  zopfli-based optimisers see every Nth PNG only, they are slow (default 40; 1 = all)
#   BENCH_ICONS         icon theme folder (default /usr/share/icons/Adwaita/scalable)
set -euo pipefail

BENCH_START=$(date +%s.%N)
BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)

QG=${QUICKGLYPH:-.build/release/quickglyph}
ROUNDS=${BENCH_ROUNDS:-4}
SLOW_ROUNDS=${BENCH_SLOW_ROUNDS:-3}
[ "$SLOW_ROUNDS" -le "$ROUNDS" ] || SLOW_ROUNDS=$ROUNDS
BIG_ROUNDS=${BENCH_BIG_ROUNDS:-1}
LEVELS=${BENCH_LEVELS:-}
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
record meta rounds "$ROUNDS"
record meta slow_rounds "$SLOW_ROUNDS"
record meta big_rounds "$BIG_ROUNDS"

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
log "corpus: $N_ADW Adwaita icons, $N_BIG in the x$COPIES set; $NPROC cores; rounds: $ROUNDS (loops in $SLOW_ROUNDS), large set $BIG_ROUNDS"
record meta n_adw "$N_ADW"
record meta n_big "$N_BIG"
record meta copies "$COPIES"

# --- measuring -----------------------------------------------------------------------------------
# Records, tab-separated (bench/table.py reads them):
#   row   ID LABEL SET GLYPHS GROUP LEVEL SCALE   one row of a table; GROUP frontier, base or big
#   run   ID ROUND SECONDS CPU_SECONDS RSS_KB RENDERED WRITTEN
#   bytes ID FILES BYTES                          a row's output (PNGs only)
#   size  ID LABEL SCOPE FILES BYTES REF_ID       an optimiser's output against quickglyph's
#   round ROUND SECONDS LOAD1 OTHERS              OTHERS: the share of the machine's CPU time not ours

# timed LOG CMD...: runs CMD under /usr/bin/time -v; sets T (seconds, wall), CPU (user + system,
# children included), RC, RSS (kB).
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
  CPU=$(awk -F': *' '/User time|System time/{s += $2} END {printf "%.3f", s}' "$log.time")
  OURS=$(awk -v a="${OURS:-0}" -v b="$CPU" 'BEGIN{printf "%.3f", a+b}')
}

summary_field() { # summary_field LOG WORD: the number before WORD in quickglyph's summary line (stdout or stderr)
  cat "$1.out" "$1" | grep -Eo "[0-9]+ $2" | tail -n1 | awk '{print $1}' || true
}

# cpu_busy: the machine's busy and total CPU seconds so far (/proc/stat, all cores)
cpu_busy() {
  awk -v hz="$(getconf CLK_TCK)" '/^cpu /{b=$2+$3+$4+$7+$8+$9; t=b+$5+$6; printf "%.2f %.2f\n", b/hz, t/hz}' /proc/stat
}

# round_start / round_end ROUND: the round's wall time, the load average at its start, and the
# share of the machine's CPU time spent by processes other than the ones measured.
round_start() {
  ROUND_T0=$(date +%s.%N)
  ROUND_LOAD=$(cut -d' ' -f1 /proc/loadavg)
  read -r ROUND_BUSY0 ROUND_ALL0 < <(cpu_busy)
  OURS=0
}
round_end() {
  local busy all
  read -r busy all < <(cpu_busy)
  local others
  others=$(awk -v b0="$ROUND_BUSY0" -v b1="$busy" -v a0="$ROUND_ALL0" -v a1="$all" -v ours="$OURS" \
    'BEGIN{o=(b1-b0)-ours; if (o<0) o=0; printf "%.3f", (a1>a0) ? o/(a1-a0) : 0}')
  local wall
  wall=$(awk -v a="$ROUND_T0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}')
  record round "$1" "$wall" "$ROUND_LOAD" "$others"
  log "round $1: ${wall} s, load $ROUND_LOAD at its start, other processes $(awk -v o="$others" 'BEGIN{printf "%.0f", o*100}') % of the CPU"
}

# qg_run ID ROUND SRC OUT [ARGS...]: one quickglyph build, recorded
qg_run() {
  local id=$1 round=$2 src=$3 out=$4
  shift 4
  timed "$TMP/qg.log" "$QG" build "$src" --out "$out" "$@"
  if [ "$RC" -ge 2 ]; then
    tail -n 20 "$TMP/qg.log" >&2
    die "$id: quickglyph exited with status $RC"
  fi
  local rendered written
  rendered=$(summary_field "$TMP/qg.log" rendered)
  written=$(summary_field "$TMP/qg.log" 'files? written')
  record run "$id" "$round" "$T" "$CPU" "$RSS" "${rendered:-}" "${written:-}"
  log "$id, round $round: $(printf '%.3f' "$T") s (CPU $CPU s), max RSS $((RSS / 1024)) MB, ${rendered:-?} rendered, ${written:-?} files written"
}

# qg_cold ID ROUND SRC [ARGS...]: a cold build into a fresh folder under a new name (re-creating
# files in a folder just deleted measures the file system's discards, not quickglyph); every
# round's folder is kept until the set's rows are done (LAST[ID] is the last one), so no delete
# runs while a row is measured
declare -A LAST=()
qg_cold() {
  local id=$1 round=$2 src=$3
  shift 3
  local out=$TMP/cold/$id.r$round
  qg_run "$id" "$round" "$src" "$out" "$@"
  LAST[$id]=$out
}

# drop_old_rounds ID...: deletes every round's output of these rows but the last
drop_old_rounds() {
  local id dir
  for id in "$@"; do
    for dir in "$TMP/cold/$id".r*; do
      [ "$dir" = "${LAST[$id]:-}" ] || rm -rf "$dir"
    done
  done
}

# loop_run ID ROUND SCRIPT SRC LIMIT GLYPHS: one run of a shell loop, its output kept like qg_cold's
loop_run() {
  local id=$1 round=$2 script=$3 src=$4 limit=$5 glyphs=$6
  local out=$TMP/cold/$id.r$round
  timed "$TMP/loop.log" bash "$script" "$src" "$out" "$limit"
  if [ "$RC" -ne 0 ]; then
    tail -n 20 "$TMP/loop.log" >&2
    return 1
  fi
  local made done_glyphs=$glyphs
  [ "$limit" -eq 0 ] || [ "$limit" -ge "$glyphs" ] || done_glyphs=$limit
  made=$(find "$out" -name '*.png' | wc -l)
  [ "$made" -eq $((3 * done_glyphs)) ] || { log "$id: made $made PNGs, expected $((3 * done_glyphs))"; return 1; }
  record run "$id" "$round" "$T" "$CPU" "$RSS" "" "$made"
  log "$id, round $round: $(printf '%.3f' "$T") s (CPU $CPU s) for $done_glyphs glyphs"
  LAST[$id]=$out
}

bytes_of() { # bytes_of FILE...: total size
  if [ $# -eq 0 ]; then echo 0; return; fi
  stat -c %s "$@" | awk '{s += $1} END {print s + 0}'
}

mkdir -p "$TMP/cold"

# --- the levels ----------------------------------------------------------------------------------
# The default and the top level, as the binary has them: read back from the manifest it writes.
manifest_level() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["options"]["compression"])' "$1/manifest.json"; }
INCR_SRC=$TMP/adwaita-incr
OUT_INCR=$TMP/out-incr
cp -R "$ADW" "$INCR_SRC"
log "setting up the rebuild rows: one untimed build of the Adwaita set at the default options"
"$QG" build "$INCR_SRC" --out "$OUT_INCR" --quiet >/dev/null 2>&1 || [ $? -eq 1 ] || die "the setup build failed"
DEFAULT_LEVEL=$(manifest_level "$OUT_INCR")
# The glyph the one-glyph rebuild touches: the first one that was rendered.
victim=$(find "$OUT_INCR" -maxdepth 2 -name '*.imageset' -type d | LC_ALL=C sort | awk 'NR == 1')
victim=$INCR_SRC/$(basename "$victim" .imageset).svg
[ -f "$victim" ] || die "no rendered glyph to touch in $OUT_INCR"
mkdir -p "$TMP/max-probe/src"
cp "$victim" "$TMP/max-probe/src/"
"$QG" build "$TMP/max-probe/src" --out "$TMP/max-probe/out" --compression max --quiet >/dev/null 2>&1 || [ $? -eq 1 ] ||
  die "--compression max failed"
MAX_LEVEL=$(manifest_level "$TMP/max-probe/out")
rm -rf "$TMP/max-probe"
[ -n "$LEVELS" ] || LEVELS=$(seq 1 "$MAX_LEVEL" | tr '\n' ' ')
for level in 1 "$DEFAULT_LEVEL" "$MAX_LEVEL"; do
  case " $LEVELS " in *" $level "*) ;; *) LEVELS="$level $LEVELS" ;; esac
done
LEVELS=$(printf '%s\n' $LEVELS | sort -n -u | tr '\n' ' ')
record meta default_level "$DEFAULT_LEVEL"
record meta max_level "$MAX_LEVEL"
log "levels: $LEVELS(default $DEFAULT_LEVEL, max $MAX_LEVEL)"


# --- the Adwaita rows, interleaved ---------------------------------------------------------------
for level in $LEVELS; do
  note=
  [ "$level" -ne "$DEFAULT_LEVEL" ] || note=" (the default)"
  [ "$level" -ne "$MAX_LEVEL" ] || note="$note (max)"
  record row "qg_l$level" "quickglyph cold build, all cores, --compression $level$note" adw "$N_ADW" frontier "$level" 1
done
record row qg_j1 "quickglyph cold build, --jobs 1" adw "$N_ADW" base "$DEFAULT_LEVEL" 1
record row qg_noop "quickglyph no-op rebuild, all cores" adw "$N_ADW" base "$DEFAULT_LEVEL" 1
record row qg_touch "quickglyph rebuild, one glyph changed, all cores" adw "$N_ADW" base "$DEFAULT_LEVEL" 1
# The same no-op rebuild with every file it keeps in an app (each through the guard on files
# outside --out): the sample app's Info.plist and String Catalog, the generated Swift, the file lists.
APP_SRC=$TMP/adwaita-app
APP_DIR=$TMP/app
OUT_APP=$TMP/out-app
cp -R "$ADW" "$APP_SRC"
cp -R "$ROOT/Tests/QuickGlyphCLITests/Fixtures/SampleApp/App" "$APP_DIR"
first_glyphs=$(find "$APP_SRC" -maxdepth 1 -name '*.svg' | LC_ALL=C sort | head -n 3 | xargs -n1 basename | sed 's/\.svg$//')
{
  printf '{ "items": [\n'
  i=0
  for g in $first_glyphs; do
    [ $i -eq 0 ] || printf ',\n'
    printf '  { "type": "bench.%s", "title": "Item %d", "glyph": "%s", "localizations": { "de": { "title": "Eintrag %d" } } }' "$g" "$i" "$g" "$i"
    i=$((i + 1))
  done
  printf '\n] }\n'
} >"$APP_SRC/shortcuts.json"
APP_ARGS=(--info-plist "$APP_DIR/Info.plist" --swift "$APP_DIR/QuickAction.swift" --xcfilelist "$APP_DIR/BuildPhase" --srcroot "$TMP")
"$QG" build "$APP_SRC" --out "$OUT_APP" "${APP_ARGS[@]}" --quiet >/dev/null 2>&1 || [ $? -eq 1 ] || die "the app setup build failed"
record row qg_app_noop "quickglyph no-op rebuild with the app's files (--info-plist, --swift, --xcfilelist), all cores" adw "$N_ADW" base "$DEFAULT_LEVEL" 1
# The same with the Android module too: res/ (icons at five densities for the three glyphs) and the manifest merge.
ANDROID_DIR=$TMP/android
OUT_ANDROID=$TMP/out-android
mkdir -p "$ANDROID_DIR/src/main/res"
cp "$ROOT/Tests/QuickGlyphKitTests/Fixtures/android-manifests/studio.xml" "$ANDROID_DIR/src/main/AndroidManifest.xml"
ANDROID_ARGS=(--android "$ANDROID_DIR/src/main/res" --android-manifest "$ANDROID_DIR/src/main/AndroidManifest.xml")
"$QG" build "$APP_SRC" --out "$OUT_ANDROID" "${ANDROID_ARGS[@]}" --quiet >/dev/null 2>&1 || [ $? -eq 1 ] || die "the Android setup build failed"
record row qg_android_noop "quickglyph no-op rebuild with an Android module (--android, --android-manifest), all cores" adw "$N_ADW" base "$DEFAULT_LEVEL" 1
record row rsvg_seq "rsvg-convert loop, 3 processes a glyph, sequential" adw "$N_ADW" base "" 1
record row rsvg_par "rsvg-convert loop, 3 processes a glyph, xargs -P $NPROC" adw "$N_ADW" base "" 1
IM_SCALE=1
if [ -n "$HAVE_MAGICK" ]; then
  if [ "$IM_SUBSET" -gt 0 ] && [ "$IM_SUBSET" -lt "$N_ADW" ]; then
    IM_SCALE=$(awk -v a="$N_ADW" -v b="$IM_SUBSET" 'BEGIN{printf "%.6f", a/b}')
  fi
  record row magick_seq "ImageMagick convert loop, 3 processes a glyph, sequential" adw "$N_ADW" base "" "$IM_SCALE"
else
  record skip "ImageMagick convert loop" "ImageMagick not installed"
fi

for round in $(seq 1 "$ROUNDS"); do
  round_start
  for level in $LEVELS; do
    qg_cold "qg_l$level" "$round" "$ADW" --compression "$level"
  done
  qg_cold qg_j1 "$round" "$ADW" --jobs 1
  qg_run qg_noop "$round" "$INCR_SRC" "$OUT_INCR"
  qg_run qg_app_noop "$round" "$APP_SRC" "$OUT_APP" "${APP_ARGS[@]}"
  qg_run qg_android_noop "$round" "$APP_SRC" "$OUT_ANDROID" "${ANDROID_ARGS[@]}"
  printf '<!-- bench %d -->\n' "$round" >>"$victim"
  qg_run qg_touch "$round" "$INCR_SRC" "$OUT_INCR"
  if [ "$round" -le "$SLOW_ROUNDS" ]; then
    loop_run rsvg_seq "$round" "$BENCH_DIR/rsvg-loop.sh" "$ADW" 0 "$N_ADW" || die "the rsvg-convert loop failed"
    loop_run rsvg_par "$round" "$BENCH_DIR/rsvg-parallel.sh" "$ADW" 0 "$N_ADW" || die "the parallel rsvg-convert loop failed"
    if [ -n "$HAVE_MAGICK" ]; then
      loop_run magick_seq "$round" "$BENCH_DIR/magick-loop.sh" "$ADW" "$IM_SUBSET" "$N_ADW" ||
        { log "note: the ImageMagick loop failed; its row is skipped"; HAVE_MAGICK=; }
    fi
  fi
  round_end "$round"
done
drop_old_rounds "${!LAST[@]}"

# --- the large set, interleaved ------------------------------------------------------------------
OUT_BIG=$TMP/out-big
record row qg_big_j1 "quickglyph cold build, --jobs 1" big "$N_BIG" big "$DEFAULT_LEVEL" 1
record row qg_big_all "quickglyph cold build, all cores" big "$N_BIG" big "$DEFAULT_LEVEL" 1
record row qg_big_noop "quickglyph no-op rebuild, all cores" big "$N_BIG" big "$DEFAULT_LEVEL" 1
for round in $(seq 1 "$BIG_ROUNDS"); do
  round_start
  qg_cold qg_big_j1 "$round" "$BIG" --jobs 1
  qg_cold qg_big_all "$round" "$BIG"
  [ "$round" -gt 1 ] || cp -R "${LAST[qg_big_all]}" "$OUT_BIG"
  qg_run qg_big_noop "$round" "$BIG" "$OUT_BIG"
  round_end "big$round"
done
rm -rf "$OUT_BIG" "$TMP/cold/qg_big_"*

# --- output bytes --------------------------------------------------------------------------------
pngs_of() { find "$1" -name '*.png' | LC_ALL=C sort; }
for level in $LEVELS; do
  mapfile -t pngs < <(pngs_of "${LAST[qg_l$level]}")
  record bytes "qg_l$level" "${#pngs[@]}" "$(bytes_of "${pngs[@]}")"
done
mapfile -t qg_pngs < <(pngs_of "${LAST[qg_l$DEFAULT_LEVEL]}")
N_PNG=${#qg_pngs[@]}
[ "$N_PNG" -gt 0 ] || die "quickglyph wrote no PNG for the Adwaita set"
for id in qg_j1; do
  mapfile -t pngs < <(pngs_of "${LAST[$id]}")
  record bytes "$id" "${#pngs[@]}" "$(bytes_of "${pngs[@]}")"
done
# The loops' unoptimised output, for the glyphs quickglyph wrote (it refuses the multi-colour ones).
for id in rsvg_seq rsvg_par magick_seq; do
  [ -n "${LAST[$id]:-}" ] || continue
  peer=()
  for p in "${qg_pngs[@]}"; do [ ! -f "${LAST[$id]}/$(basename "$p")" ] || peer+=("${LAST[$id]}/$(basename "$p")"); done
  record bytes "$id" "${#peer[@]}" "$(bytes_of "${peer[@]}")"
done

SIZES=$TMP/sizes
mapfile -t max_pngs < <(pngs_of "${LAST[qg_l$MAX_LEVEL]}")
if [ -n "$OXIPY" ]; then
  # oxipng never writes a file larger than its input: on the top level's output, the smaller of the two.
  mkdir -p "$SIZES/oxipng"
  cp -t "$SIZES/oxipng" "${max_pngs[@]}"
  log "oxipng -o max (level 6) on the ${#max_pngs[@]} PNGs of --compression $MAX_LEVEL"
  t0=$(date +%s.%N)
  if "$OXIPY" "$BENCH_DIR/oxipng_opt.py" "$SIZES"/oxipng/*.png >&2; then
    log "oxipng done in $(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN{printf "%.1f", b-a}') s"
    record size oxipng_all "oxipng -o max (preset 6, libdeflate)" all "${#max_pngs[@]}" "$(bytes_of "$SIZES"/oxipng/*.png)" "qg_l$MAX_LEVEL"
  else
    log "note: oxipng failed; its row is skipped"
    record skip "oxipng -o max" "pyoxipng failed"
  fi
else
  record skip "oxipng -o max" "pyoxipng could not be installed"
fi

# Zopfli-based optimisers take minutes on the whole set: every ZOPFLI_EVERY-th PNG only.
sample=()
for i in "${!max_pngs[@]}"; do
  [ $(((i + 1) % ZOPFLI_EVERY)) -eq 0 ] && sample+=("${max_pngs[$i]}")
done
[ "${#sample[@]}" -gt 0 ] || sample=("${max_pngs[0]}")
N_SAMPLE=${#sample[@]}
SCOPE=all
[ "$N_SAMPLE" -eq "${#max_pngs[@]}" ] || SCOPE="sample: every ${ZOPFLI_EVERY}th PNG"
if [ -n "$HAVE_ZOPFLIPNG" ] || { [ -n "$OXIPY" ] && "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --check-zopfli; }; then
  record size qg_sample "quickglyph --compression $MAX_LEVEL" "$SCOPE" "$N_SAMPLE" "$(bytes_of "${sample[@]}")" ""
fi
if [ -n "$OXIPY" ] && "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --check-zopfli; then
  mkdir -p "$SIZES/oxz"
  cp -t "$SIZES/oxz" "${sample[@]}"
  log "oxipng -o max -Z (level 6, zopfli 15) on $N_SAMPLE PNGs"
  if "$OXIPY" "$BENCH_DIR/oxipng_opt.py" --zopfli 15 "$SIZES"/oxz/*.png >&2; then
    record size oxipng_z "oxipng -o max -Z (preset 6, zopfli 15 iterations)" "$SCOPE" "$N_SAMPLE" "$(bytes_of "$SIZES"/oxz/*.png)" qg_sample
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
