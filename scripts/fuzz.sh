#!/usr/bin/env bash
# make fuzz: builds the readers of untrusted bytes with libFuzzer and runs each
# target for FUZZ_SECONDS (default 60) from a seed corpus made of the repository's
# own fixtures. A crash, a hang (FUZZ_TIMEOUT s an input) or memory past
# FUZZ_RSS_MB fails the run; libFuzzer keeps the input under .build/fuzz-artifacts.
# Replay one with: QUICKGLYPH_FUZZ_TARGET=png .build/debug/QuickGlyphFuzz FILE
#
#   FUZZ_TARGETS   which targets (default: every one but svg, which is librsvg's code)
#   FUZZ_SECONDS   seconds a target (default 60; CI uses 10)
set -euo pipefail
cd "$(dirname "$0")/.."
TARGETS=${FUZZ_TARGETS:-png items plist contents swift objc infoplist-merge android-manifest-merge strings-merge pbxproj workspace svg-inspection android-app fix-journal configuration}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TIMEOUT=${FUZZ_TIMEOUT:-10}
RSS_MB=${FUZZ_RSS_MB:-2048}
SCRATCH=.build/fuzz
CORPUS=.build/fuzz-corpus
ARTIFACTS=.build/fuzz-artifacts

# gold fails to link the instrumented binary; the toolchain's lld does it.
swift build --product QuickGlyphFuzz --scratch-path "$SCRATCH" \
    -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >&2
FUZZER="$SCRATCH/debug/QuickGlyphFuzz"

apps=Tests/QuickGlyphKitTests/Fixtures/apps
seed() { # seed TARGET FILE...: copies fixtures in as the starting corpus
    local target=$1; shift
    mkdir -p "$CORPUS/$target"
    for file in "$@"; do cp "$file" "$CORPUS/$target/$(printf '%s' "$file" | cksum | cut -d' ' -f1)"; done
}
seed png Tests/QuickGlyphKitTests/Fixtures/*.png
seed items glyphs/shortcuts.json
mapfile -t exports < <(find Tests -name '*.svg' -size -40k | head -200)
# The exports we wrote in each design tool's layout (Tests/QuickGlyphCLITests/Fixtures/exports).
mapfile -t tool_exports < <(find Tests/QuickGlyphCLITests/Fixtures/exports -name '*.svg')
seed svg glyphs/*.svg "${tool_exports[@]}"
seed svg-inspection glyphs/*.svg "${exports[@]}"
mapfile -t plists < <(find "$apps" -name '*Info.plist')
seed plist "${plists[@]}"
seed infoplist-merge "${plists[@]}" Tests/QuickGlyphCLITests/Fixtures/SampleApp/App/Info.plist
# Manifests shaped as Android Studio, Flutter and React Native write them, and what the merge refuses.
mapfile -t manifests < <(find Tests -name 'AndroidManifest*.xml' -size -40k)
seed android-manifest-merge Tests/QuickGlyphKitTests/Fixtures/android-manifests/*.xml "${manifests[@]}"
mapfile -t catalogs < <(find Tests -name '*.xcstrings' -size -40k; find "$apps" -name 'InfoPlist.strings' | head -20)
seed strings-merge "${catalogs[@]}"
# Strings files Foundation reads while the line merge could add where it stops reading:
# a comment, a key or a value left open, a // at the end, old Mac line ends, a stray ';'.
strings_seed() { printf "$2" >"$CORPUS/strings-merge/hand-$1"; }
strings_seed open-comment '"Other" = "Andere";\n/* notes\n"Old" = "Alt";\n'
strings_seed open-key '"Other" = "Andere";\n"Unfinished\n'
strings_seed open-value '"New" = "Alt";\n"Open" = "no end\n'
strings_seed line-comment-at-end '"New" = "Alt";\n// last'
strings_seed cr-line-ends '"Other" = "Andere";\r// note\r/* open'
strings_seed string-over-lines '"Note" = "first\nsecond /* not a comment";\n"New" = "Alt";\n'
strings_seed stray-semicolon '"Other" = "Andere";\n;\n"Old" = "Alt";\n'
strings_seed multi-line-entry '"Old" =\n  "Alt";\r\n"New" = "Alt"; /* begin\r\n*/'
strings_seed utf16-open-comment '\xff\xfe"\0O\0"\0 \0=\0 \0"\0A\0"\0;\0\n\0/\0*\0'
# check's configuration: the repository's own YAML, and a file with each key and form.
seed configuration .pre-commit-hooks.yaml examples/github-actions/*.yml
mkdir -p "$CORPUS/configuration"
cat >"$CORPUS/configuration/hand-every-key" <<'YAML'
disabled_rules: [faint, not-square]
opt_in_rules:
  - blurry
wrong-size: error
title-too-long: {severity: note}
no-xcode-project:
  severity: warning
excluded: [Pods, "Vendor/**/*.xcassets", 'Legacy/Info?.plist']
a: &anchor [x]
YAML
mapfile -t contents < <(find "$apps" -name Contents.json | head -40)
seed contents "${contents[@]}"
mapfile -t swift < <(find "$apps" -name '*.swift' -size -40k)
seed swift "${swift[@]}"
mapfile -t objc < <(find "$apps" -name '*.m' -o -name '*.h')
seed objc "${objc[@]}"
mapfile -t projects < <(find Tests -name project.pbxproj -size -300k; find Tests -name '*.xcconfig' | head -5)
seed pbxproj "${projects[@]}"
# A small project with each object the reader follows, so most runs are fast: a target with a
# synchronized folder and its exception set, a variant group, a configuration with an xcconfig.
cat >"$CORPUS/pbxproj/hand-small" <<'PBXPROJ'
// !$*UTF8*$!
{ archiveVersion = 1; objectVersion = 77; objects = {
 F1 = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
 F2 = {isa = PBXFileReference; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
 V1 = {isa = PBXVariantGroup; children = (F2, ); name = InfoPlist.strings; sourceTree = "<group>"; };
 B1 = {isa = PBXBuildFile; fileRef = V1; };
 S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = App; sourceTree = "<group>"; };
 E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = T1; };
 G1 = {isa = PBXGroup; children = (F1, V1, S1, ); path = App; sourceTree = "<group>"; };
 R1 = {isa = PBXResourcesBuildPhase; files = (B1, ); };
 C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; IPHONEOS_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos; INFOPLIST_KEY_CFBundleDisplayName = "$(TARGET_NAME:rfc1034identifier)"; }; name = Release; };
 L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); defaultConfigurationName = Release; };
 T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (R1, ); fileSystemSynchronizedGroups = (S1, ); name = App; productType = "com.apple.product-type.application"; };
 L2 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
 P1 = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G1; targets = (T1, ); };
}; rootObject = P1; }
PBXPROJ
mapfile -t workspaces < <(find Tests -name contents.xcworkspacedata)
seed workspace "${workspaces[@]}"

# Android: the fixtures' manifests, shortcuts and strings, and a module of each kind of mistake by hand.
mapfile -t android < <(find Tests -path '*android*' \( -name '*.xml' -o -name 'build.gradle*' \) -size -40k | head -100)
seed android-app "${android[@]}"
android_seed() { printf '%s' "$2" >"$CORPUS/android-app/hand-$1"; }
android_seed manifest '<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
  <application><activity android:name=".Main"><intent-filter><action android:name="android.intent.action.MAIN"/>
  <category android:name="android.intent.category.LAUNCHER"/></intent-filter>
  <meta-data android:name="android.app.shortcuts" android:resource="@xml/shortcuts"/></activity>
  <activity-alias android:name=".Alias"><intent-filter><action android:name="android.intent.action.MAIN"/>
  <category android:name="android.intent.category.LAUNCHER"/></intent-filter>
  <meta-data android:name="android.app.shortcuts" android:resource="@xml/other"/></activity-alias></application>
</manifest>'
android_seed shortcuts '<shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
  <shortcut android:shortcutId="a" android:icon="@drawable/ic_compose" android:shortcutShortLabel="@string/compose_short">
    <intent android:action="android.intent.action.VIEW" android:targetPackage="@string/p" android:data="x:y"/>
    <categories android:name="android.shortcut.conversation"/></shortcut>
  <shortcut android:shortcutId="a" android:shortcutShortLabel="Literal" android:shortcutLongLabel="@string/missing"/>
  <shortcut android:shortcutId="@string/id" android:enabled="false"><intent/></shortcut>
</shortcuts>'
android_seed strings '<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
  <string name="compose_short">"  quoted  " \u00e9 \'"'"'x\n <xliff:g id="n">%1$s</xliff:g></string>
  <string name="compose_long"><![CDATA[cdata & more]]></string>
</resources>'
android_seed gradle 'android {
    defaultConfig { applicationId = "com.example.app" }
    buildTypes { getByName("debug") { applicationIdSuffix = ".debug" } }
    productFlavors { create("free") {
        applicationIdSuffix ".free" // comment
    } }
}'
android_seed adaptive '<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android"><background android:drawable="@color/b"/></adaptive-icon>'

# A fix journal's entries: path NUL bytes-now NUL bytes-asked, each kind check --fix writes.
mkdir -p "$CORPUS/fix-journal"
printf 'App/Icons.swift\0let i = UIApplicationShortcutIcon(templateImageName: "Video")\n\0let i = UIApplicationShortcutIcon(templateImageName: "Video-quickaction")\n' \
    >"$CORPUS/fix-journal/hand-swift"
printf 'App/Q.m\0  icon:[UIApplicationShortcutIcon iconWithTemplateImageName:name]];\0  icon:[UIApplicationShortcutIcon iconWithTemplateImageName:@"ic_play_quickaction"]];' \
    >"$CORPUS/fix-journal/hand-objc"
printf 'App/Info.plist\0<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemIconFile</key><string>a</string></dict></array></dict></plist>\0<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemIconFile</key><string>a-quickaction</string></dict></array></dict></plist>' \
    >"$CORPUS/fix-journal/hand-plist"
printf 'A.xcassets/a.imageset/Contents.json\0{}\0{"images":[{"filename":"a.png","idiom":"universal","scale":"1x"}]}' >"$CORPUS/fix-journal/hand-contents"
printf '../outside/planted.sh\0\0#!/bin/sh' >"$CORPUS/fix-journal/hand-outside"

mkdir -p "$ARTIFACTS"
for target in $TARGETS; do
    echo "fuzz: $target for ${SECONDS_EACH}s" >&2
    if ! QUICKGLYPH_FUZZ_TARGET=$target "$FUZZER" -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" \
        -rss_limit_mb="$RSS_MB" -artifact_prefix="$ARTIFACTS/$target-" -print_final_stats=1 \
        "$CORPUS/$target" >"$ARTIFACTS/$target.log" 2>&1; then
        tail -30 "$ARTIFACTS/$target.log" >&2
        echo "fuzz: error: $target found a crash, a hang or a leak; the input is in $ARTIFACTS" >&2
        exit 1
    fi
    grep -E '^stat::number_of_executed_units' "$ARTIFACTS/$target.log" | sed "s/^/fuzz: $target: /" >&2
done
echo "fuzz: no finding in $TARGETS"
