#!/usr/bin/env bash
# make bench, second part: `quickglyph check` on a large app, the size the issue
# names: 700 imagesets (PNG and PDF, real icons from Adwaita and the real-app
# corpus) in two catalogs, and 1,200 Swift and Objective-C files of which a few
# make quick actions. Prints the median of several runs and the peak memory; then
# `check --fix` on the same app beside `check` (a dry run, and a fix of a fresh
# copy each run), as ratios of check's time. Last, a generated app delegate comparing the item's
# type 5,000, 20,000 and 200,000 times, each one's time against 5,000's (issue 38).
#
# Environment: QUICKGLYPH (binary, default .build/release/quickglyph), BENCH_RUNS (default 5),
# QUICKGLYPH_BASELINE (an earlier build to run beside it, e.g. one built from the commit before a change).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
QG=${QUICKGLYPH:-$ROOT/.build/release/quickglyph}
RUNS=${BENCH_RUNS:-5}
APPS=$ROOT/Tests/QuickGlyphKitTests/Fixtures/apps
[ -x "$QG" ] || { echo "no quickglyph binary at $QG (run make first)" >&2; exit 2; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/quickglyph-check-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
APP=$TMP/BigApp

# The app: a corpus app's quick actions and catalog as the seed, grown to size.
cp -R "$APPS/plist-icons-nested-pdf-long-translations/." "$APP/"
catalog=$APP/Illustrations.xcassets
mkdir -p "$catalog"
printf '{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n' >"$catalog/Contents.json"
mapfile -t png_sets < <(find "$APPS" -name '*.imageset' -type d | grep -v ' ' | sort)
have=$(find "$APP" -name '*.imageset' -type d | wc -l)
for ((i = 0; have + i < 700; i++)); do
    cp -R "${png_sets[$((i % ${#png_sets[@]}))]}" "$catalog/illustration-$i.imageset"
done
# Every declaring file of the corpus once (real quick-action code), then real code
# that makes none up to 1,200: this repository's own Swift sources, cycled. (The
# corpus files with their quick-action lines dropped were the filler once; but they
# still call the apps' own item helpers, which check now follows, so each copy made
# quick actions of its own and the app had hundreds.)
mapfile -t sources < <(find "$APPS" \( -name '*.swift' -o -name '*.m' \) | grep -v ' ' | sort)
mkdir -p "$APP/Sources"
for ((n = 0; n < ${#sources[@]}; n++)); do
    src=${sources[$n]}
    cp "$src" "$APP/Sources/Declaring$n.${src##*.}"
done
have=$(find "$APP" \( -name '*.swift' -o -name '*.m' \) | wc -l)
mapfile -t filler < <(find "$ROOT/Sources" -name '*.swift' | sort)
for ((n = 0; have + n < 1200; n++)); do
    cp "${filler[$((n % ${#filler[@]}))]}" "$APP/Sources/File$n.swift"
done
imagesets=$(find "$APP" -name '*.imageset' -type d | wc -l)
files=$(find "$APP" \( -name '*.swift' -o -name '*.m' \) | wc -l)

# One binary's runs: the median seconds, the peak RSS in MB and the actions it lists.
# With QUICKGLYPH_BASELINE (an earlier build), both run in turn, so both see the same machine.
measure() {
    local binary=$1 label=$2 times=() peak=0 seconds kb
    for _ in $(seq "$RUNS"); do
        # check exits 1 when it finds an error; the time is what matters here.
        /usr/bin/time -f '%e %M' -o "$TMP/time" "$binary" check "$APP" >/dev/null 2>&1 || true
        read -r seconds kb < <(tail -n 1 "$TMP/time")
        times+=("$seconds")
        [ "$kb" -gt "$peak" ] && peak=$kb
    done
    local median actions
    median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')
    actions=$({ "$binary" check "$APP" --format json 2>/dev/null || true; } | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["actions"]))')
    printf '| %s | %s | %s | %s | %s | %s s | %s MB |\n' "$label" "$imagesets" "$files" "$actions" "$RUNS" "$median" \
        "$(awk -v k="$peak" 'BEGIN{printf "%.1f", k/1024}')" >>"$TMP/rows"
    echo "$median" >>"$TMP/medians"
}
: >"$TMP/rows"; : >"$TMP/medians"
if [ -n "${QUICKGLYPH_BASELINE:-}" ]; then
    measure "$QUICKGLYPH_BASELINE" "quickglyph check, large app, baseline ($(basename "$(dirname "$(dirname "$(dirname "$QUICKGLYPH_BASELINE")")")"))"
fi
measure "$QG" "quickglyph check, large app (Tidepool grown)"
echo
echo "| App audit | Imagesets | Source files | Quick actions found | Runs | Median | Peak RSS |"
echo "|---|--:|--:|--:|--:|--:|--:|"
cat "$TMP/rows"
if [ -n "${QUICKGLYPH_BASELINE:-}" ]; then
    awk 'NR==1{b=$1} NR==2{n=$1} END{if (n > 0) printf "\nthis build takes %.2f of the baseline'"'"'s time (%.1fx as fast)\n", n/b, b/n}' "$TMP/medians"
fi

# check --fix beside check, interleaved run by run: the dry run plans and draws every repair and
# writes nothing; the fix repairs a fresh copy (copied outside the timing) and checks it again.
: >"$TMP/fix"
for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%e %M' -o "$TMP/t1" "$QG" check "$APP" >/dev/null 2>&1 || true
    /usr/bin/time -f '%e %M' -o "$TMP/t2" "$QG" check --fix --dry-run "$APP" >/dev/null 2>&1 || true
    rm -rf "$TMP/Copy" && cp -R "$APP" "$TMP/Copy"
    /usr/bin/time -f '%e %M' -o "$TMP/t3" "$QG" check --fix "$TMP/Copy" >"$TMP/fixed" 2>&1 || true
    printf '%s %s %s\n' "$(tail -n 1 "$TMP/t1")" "$(tail -n 1 "$TMP/t2")" "$(tail -n 1 "$TMP/t3")" >>"$TMP/fix"
done
repairs=$(grep -c ': fixed: ' "$TMP/fixed" || true)
echo
echo "| Large app | Runs | Median | Peak RSS | Time / check |"
echo "|---|--:|--:|--:|--:|"
awk -v runs="$RUNS" -v repairs="$repairs" '
    { c[NR]=$1; cm=($2>cm?$2:cm); d[NR]=$3; dm=($4>dm?$4:dm); f[NR]=$5; fm=($6>fm?$6:fm) }
    function median(a,   n, i, j, t) { n=0; for (i in a) n++; for (i=1;i<=n;i++) for (j=i+1;j<=n;j++) if (a[j]<a[i]) {t=a[i];a[i]=a[j];a[j]=t}; return a[int((n+1)/2)] }
    END {
        mc=median(c); md=median(d); mf=median(f)
        printf "| quickglyph check | %d | %s s | %.1f MB | 1.00 |\n", runs, mc, cm/1024
        printf "| quickglyph check --fix --dry-run | %d | %s s | %.1f MB | %.2f |\n", runs, md, dm/1024, md/mc
        printf "| quickglyph check --fix (%d repairs, then the check again) | %d | %s s | %.1f MB | %.2f |\n", repairs, runs, mf, fm/1024, mf/mc
    }' "$TMP/fix"

# A generated app delegate comparing the item's type N times (issue 38): `if shortcutItem.type ==
# "com.example.compose" {…} else if shortcutItem.type == "a1" {…} …`, each a handled-type-undeclared
# note. check was quadratic in them (5,000 took 1 s, 20,000 25 s); now linear, and a handler is read
# for 10,000 comparisons at most. The ratios against 5,000 say whether that holds: linear in the
# file's size is 4 for 20,000 and 40 for 200,000 (tokenizing and the passes over the whole file
# remain); quadratic was 16 and 1,600. BENCH_COMPARISONS overrides the sizes (the first is the base).
read -r -a sizes <<<"${BENCH_COMPARISONS:-5000 20000 200000}"
delegate_app() {
    local dir=$1 count=$2
    mkdir -p "$dir/App"
    cat >"$dir/App/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleName</key>
	<string>Postbox</string>
	<key>UIApplicationShortcutItems</key>
	<array>
		<dict>
			<key>UIApplicationShortcutItemType</key>
			<string>com.example.compose</string>
			<key>UIApplicationShortcutItemTitle</key>
			<string>Compose</string>
			<key>UIApplicationShortcutItemIconType</key>
			<string>UIApplicationShortcutIconTypeCompose</string>
		</dict>
	</array>
</dict>
</plist>
PLIST
    {
        printf 'import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n'
        printf '    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,\n'
        printf '                     completionHandler: @escaping (Bool) -> Void) {\n'
        printf '        if shortcutItem.type == "com.example.compose" { open(0) }\n'
        awk -v n="$count" 'BEGIN { for (i = 1; i <= n; i++) printf "        else if shortcutItem.type == \"a%d\" { open(%d) }\n", i, i }'
        printf '        completionHandler(true)\n    }\n    func open(_ n: Int) {}\n}\n'
    } >"$dir/App/AppDelegate.swift"
}
: >"$TMP/comparisons"
for size in "${sizes[@]}"; do delegate_app "$TMP/Delegate$size" "$size"; done
for _ in $(seq "$RUNS"); do
    for size in "${sizes[@]}"; do
        /usr/bin/time -f '%e %M' -o "$TMP/t" "$QG" check "$TMP/Delegate$size" >"$TMP/out$size" 2>&1 || true
        printf '%s %s\n' "$size" "$(tail -n 1 "$TMP/t")" >>"$TMP/comparisons"
    done
done
echo
echo "| Generated delegate | Comparisons | Notes printed | Runs | Median | Peak RSS | Time / ${sizes[0]} comparisons |"
echo "|---|--:|--:|--:|--:|--:|--:|"
for size in "${sizes[@]}"; do
    notes=$(grep -c 'handled-type-undeclared' "$TMP/out$size" || true)
    printf '%s %s\n' "$size" "$notes"
done >"$TMP/notes"
awk -v base="${sizes[0]}" '
    NR == FNR { notes[$1] = $2; next }
    { n = ++count[$1]; t[$1, n] = $2; if ($3 > peak[$1]) peak[$1] = $3; if (!($1 in seen)) { seen[$1] = 1; order[++sizes] = $1 } }
    function median(size,   n, i, j, a, tmp) {
        n = count[size]; for (i = 1; i <= n; i++) a[i] = t[size, i]
        for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { tmp = a[i]; a[i] = a[j]; a[j] = tmp }
        return a[int((n + 1) / 2)]
    }
    END {
        b = median(base)
        for (k = 1; k <= sizes; k++) {
            s = order[k]; m = median(s)
            printf "| if/else if on the type | %s | %s | %d | %s s | %.1f MB | %.1f |\n", s, notes[s], count[s], m, peak[s] / 1024, (b > 0 ? m / b : 0)
        }
    }' "$TMP/notes" "$TMP/comparisons"
