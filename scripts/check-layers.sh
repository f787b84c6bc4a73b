#!/usr/bin/env bash
# The wings, enforced twice:
#  1. every module declares dependencies only on wings before it, and Apple and Android
#     never on each other (Package.swift),
#  2. a forbidden edge does not compile: a copy of the package gets one forbidden
#     import per probe and must fail to build under the import check `make` uses.
set -euo pipefail
cd "$(dirname "$0")/.."

# The wings' modules, first to last. Apple and Android share a rank: neither sees the other.
# C modules, the fuzzer and the test targets sit outside it.
ranks='{"QuickGlyphSystem": 0, "QuickGlyphModel": 1, "QuickGlyphGlyphs": 2, "QuickGlyphApple": 3,
        "QuickGlyphAndroid": 3, "QuickGlyphReport": 4, "QuickGlyphCommands": 5, "quickglyph": 6}'

swift package dump-package 2>/dev/null | python3 -c '
import json, sys
ranks = json.loads(sys.argv[1])
package = json.load(sys.stdin)
problems = []
for target in package["targets"]:
    name = target["name"]
    if name not in ranks:
        continue
    for dependency in target.get("dependencies", []):
        dep = next(iter(dependency.values()))[0]
        if dep in ranks and ranks[dep] >= ranks[name]:
            problems.append(f"{name} depends on {dep}, a wing at its level or after it")
for problem in problems:
    print("layers: error:", problem)
sys.exit(1 if problems else 0)
' "$ranks"
echo "layers: every declared dependency points to an earlier wing; Apple and Android do not see each other"

# Each probe: a file of one wing that imports a module it must not see.
probes=(
    "System/QuickGlyphSystem/SourceFile.swift:QuickGlyphModel"
    "Model/QuickGlyphModel/Core/Finding.swift:QuickGlyphGlyphs"
    "Model/QuickGlyphModel/Items/QuickAction.swift:QuickGlyphCommands"
    "Glyphs/QuickGlyphGlyphs/Render/GlyphRenderer.swift:QuickGlyphApple"
    "Glyphs/QuickGlyphGlyphs/Rules/ImageRule.swift:QuickGlyphAndroid"
    "Apple/QuickGlyphApple/Inventory/App/AppModel.swift:QuickGlyphAndroid"
    "Apple/QuickGlyphApple/Writers/InfoPlistMerger.swift:QuickGlyphCommands"
    "Android/QuickGlyphAndroid/Reading/AndroidModule.swift:QuickGlyphApple"
    "Android/QuickGlyphAndroid/Writing/AndroidText.swift:QuickGlyphReport"
    "Commands/QuickGlyphReport/Reporter.swift:QuickGlyphApple"
    "Commands/QuickGlyphReport/Reporter.swift:QuickGlyphCommands"
)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for probe in "${probes[@]}"; do
    file=${probe%%:*}
    module=${probe##*:}
    target=$(cut -d/ -f2 <<<"$file")
    if [[ ! -f Sources/$file ]]; then
        echo "layers: error: the probe file Sources/$file is gone; name another file of $target" >&2
        exit 1
    fi
    copy="$work/$target"
    mkdir -p "$copy"
    cp -R Package.swift Sources Plugins "$copy/"
    mkdir -p "$copy/Tests"
    cp -R Tests/. "$copy/Tests/"
    sed -i "1i import $module" "$copy/Sources/$file"
    if swift build --package-path "$copy" --scratch-path "$work/build" --target "$target" \
        --explicit-target-dependency-import-check error >"$work/log" 2>&1; then
        echo "layers: error: $target built although $file imports $module" >&2
        exit 1
    fi
    if ! grep -q "$module" "$work/log"; then
        echo "layers: error: building $target failed, but not on the import of $module:" >&2
        tail -20 "$work/log" >&2
        exit 1
    fi
    echo "layers: $target importing $module does not compile (as it must not)"
    rm -rf "$copy"
done
