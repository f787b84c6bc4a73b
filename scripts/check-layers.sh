#!/usr/bin/env bash
# The layers, enforced twice:
#  1. every target declares dependencies only on layers before it (Package.swift),
#  2. a back-edge does not compile: a copy of the package gets one forbidden
#     import per probe and must fail to build under the import check `make` uses.
set -euo pipefail
cd "$(dirname "$0")/.."

# The flow, first to last. C modules and test targets sit outside it.
order=(QuickGlyphSystem QuickGlyphCore QuickGlyphRaster QuickGlyphItems QuickGlyphProject QuickGlyphSourceAnalysis QuickGlyphInventory QuickGlyphAndroidApp QuickGlyphRender QuickGlyphRules QuickGlyphAndroid
    QuickGlyphCatalog QuickGlyphConvert QuickGlyphAppWriters QuickGlyphReport QuickGlyphAudit QuickGlyphBuild QuickGlyphFix quickglyph)

swift package dump-package 2>/dev/null | python3 -c '
import json, sys
order = sys.argv[1:]
package = json.load(sys.stdin)
problems = []
for target in package["targets"]:
    name = target["name"]
    if name not in order:
        continue
    for dependency in target.get("dependencies", []):
        dep = next(iter(dependency.values()))[0]
        if dep in order and order.index(dep) >= order.index(name):
            problems.append(f"{name} depends on {dep}, a later layer")
for problem in problems:
    print("layers: error:", problem)
sys.exit(1 if problems else 0)
' "${order[@]}"
echo "layers: every declared dependency points to an earlier layer"

# Each probe: a file of a lower layer that imports a higher one.
probes=(
    "QuickGlyphSystem/SourceFile.swift:QuickGlyphCore"
    "QuickGlyphCore/Finding.swift:QuickGlyphBuild"
    "QuickGlyphItems/QuickAction.swift:QuickGlyphInventory"
    "QuickGlyphSourceAnalysis/Code/CodeQuickActions.swift:QuickGlyphInventory"
    "QuickGlyphAndroidApp/AndroidModule.swift:QuickGlyphRules"
    "QuickGlyphRender/GlyphRenderer.swift:QuickGlyphRules"
    "QuickGlyphRules/ImageRule.swift:QuickGlyphAndroid"
    "QuickGlyphAndroid/AndroidText.swift:QuickGlyphCatalog"
    "QuickGlyphCatalog/Manifest/Manifest.swift:QuickGlyphBuild"
    "QuickGlyphReport/Reporter.swift:QuickGlyphAudit"
    "QuickGlyphAudit/CheckReport.swift:QuickGlyphBuild"
    "QuickGlyphBuild/FitPlan.swift:QuickGlyphFix"
)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for probe in "${probes[@]}"; do
    file=${probe%%:*}
    module=${probe##*:}
    target=${file%%/*}
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
