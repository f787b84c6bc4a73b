#!/usr/bin/env bash
# `make dist-check` (.ci/run runs it): the release archive works where the Swift toolchain is not.
# Unpacks it in a temporary folder and, with the toolchain off PATH and LD_LIBRARY_PATH unset,
# builds the sample glyphs/ with its binary; then asks ldd whether the binary needs any library
# of the Swift runtime (libswift*, Foundation's, libdispatch, libBlocksRuntime, the runtime's ICU):
# it must need only the C libraries a Debian system ships.
# Usage: scripts/dist-check.sh ARCHIVE
set -euo pipefail
cd "$(dirname "$0")/.."
archive=${1:?usage: scripts/dist-check.sh ARCHIVE}
say() { echo "dist-check: $*"; }
fail() {
    echo "dist-check: error: $*" >&2
    exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
root=$(find "$work" -mindepth 1 -maxdepth 1 -type d)
binary="$root/bin/quickglyph"
for file in bin/quickglyph share/man/man1/quickglyph.1 share/bash-completion/completions/quickglyph \
    share/zsh/site-functions/_quickglyph share/fish/vendor_completions.d/quickglyph.fish LICENSE README; do
    [[ -f $root/$file ]] || fail "$archive holds no $file"
done

# PATH without the folder that holds swift (wherever the toolchain is), and nothing else inherited.
clean_path=
IFS=: read -ra folders <<<"$PATH"
for folder in "${folders[@]}"; do
    [[ -n $folder && ! -x $folder/swift && ! -x $folder/swiftc ]] && clean_path+="${clean_path:+:}$folder"
done
run() { env -i HOME="$work" PATH="$clean_path" LANG=C.UTF-8 "$@"; }
run sh -c 'command -v swift' >/dev/null && fail "swift is still on the PATH the check runs with"

libraries=$(ldd "$binary") || fail "ldd cannot read $binary"
swift_libraries=$(grep -E 'lib(swift|Foundation|_Foundation|dispatch|BlocksRuntime)|libicu[^ ]*swift' \
    <<<"$libraries" || true)
[[ -z $swift_libraries ]] || fail "$binary needs the Swift runtime:"$'\n'"$swift_libraries"
missing=$(grep 'not found' <<<"$libraries" || true)
[[ -z $missing ]] || fail "$binary needs libraries this system does not have:"$'\n'"$missing"
say "ldd names $(wc -l <<<"$libraries") libraries, none of the Swift runtime's"

cp -R glyphs "$work/glyphs"
(cd "$work" && run "$binary" build glyphs --out out --quiet) || fail "$binary build glyphs --out out failed"
pngs=$(find "$work/out" -name '*.png' | wc -l)
((pngs > 0)) || fail "$binary build glyphs wrote no PNG"
(cd "$work" && run "$binary" check out | tail -n 1) || fail "$binary check out failed"
say "$(basename "$archive"): its binary built glyphs/ ($pngs PNGs) and checked them without the toolchain"
