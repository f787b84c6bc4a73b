#!/usr/bin/env bash
# `make dist`: the release archive dist/quickglyph-VERSION-linux-ARCH.tar.gz, from a binary built with
# the Swift runtime linked in (`make build` on Linux), so that it runs where only Debian's C libraries
# are. It holds, under quickglyph-VERSION-linux-ARCH/:
#   bin/quickglyph                                the tool
#   share/man/man1/quickglyph.1                   written from its help (scripts/generate-man-page.py)
#   share/bash-completion/completions/quickglyph  the completions, written by the tool from its own
#   share/zsh/site-functions/_quickglyph          command and option tables
#   share/fish/vendor_completions.d/quickglyph.fish
#   LICENSE, README                               the licence; what to install beside it, the source
#   share/doc/quickglyph/third-party/             the notices of what is linked in, copied at dist time
#                                                 from where the toolchain and Debian install them
# The same sources give the same bytes: entries sorted, every mtime the last commit's (or
# SOURCE_DATE_EPOCH), owner root, gzip without a name or time stamp.
# Usage: scripts/make-dist.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:?usage: scripts/make-dist.sh BINARY}

if [[ $(uname -s) != Linux ]]; then
    echo "make-dist: error: the release archive is for Linux (on macOS the system carries the Swift runtime)" >&2
    exit 1
fi
version=$("$binary" --version | awk '{ print $2 }')
arch=$(uname -m)
name="quickglyph-$version-linux-$arch"
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
install -d "$root/bin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 755 "$binary" "$root/bin/quickglyph"
# The symbols are for a debugger, not for a user: stripped, the binary is a fraction of the size.
if command -v strip >/dev/null 2>&1; then strip "$root/bin/quickglyph"; fi
scripts/generate-man-page.py "$binary" "$root/share/man/man1/quickglyph.1"
"$binary" --generate-completion-script bash >"$root/share/bash-completion/completions/quickglyph"
"$binary" --generate-completion-script zsh >"$root/share/zsh/site-functions/_quickglyph"
"$binary" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/quickglyph.fish"
install -m 644 LICENSE "$root/LICENSE"
install -m 644 scripts/dist/README "$root/README"
# The GPL's offer of the source goes with the binary: the commit it was built from.
commit=$(git rev-parse HEAD 2>/dev/null || echo "unknown")
printf '\nThe complete source of this binary is the quickglyph repository at commit %s.\n' "$commit" >>"$root/README"

# What the binary has linked in asks for its notice to go with it: the Swift runtime's and Foundation's
# licence, from the toolchain that built it, and ICU's (Foundation's copy of ICU, under the Unicode
# licence), from Debian's ICU package. Neither is kept in this repository: each is read where it is
# installed, now, and a missing one stops the archive, naming what to install.
third="$root/share/doc/quickglyph/third-party"
install -d "$third"
swift_licence=$(dirname "$(dirname "$(command -v swift)")")/share/swift/LICENSE.txt
[[ -f $swift_licence ]] || {
    echo "make-dist: error: $swift_licence is missing: the Swift toolchain's licence goes with the binary" >&2
    exit 1
}
install -m 644 "$swift_licence" "$third/swift-LICENSE.txt"
icu_copyright=$(ls /usr/share/doc/libicu[0-9]*/copyright 2>/dev/null | sort | tail -n 1)
[[ -n $icu_copyright ]] || {
    echo "make-dist: error: no /usr/share/doc/libicuNN/copyright: install Debian's libicu package (its notice" \
        "goes with the ICU Foundation links in)" >&2
    exit 1
}
install -m 644 "$icu_copyright" "$third/icu-copyright"
chmod -R u=rwX,go=rX "$root"

mkdir -p dist
archive="dist/$name.tar.gz"
tar --create --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
    --format=gnu -C "$stage" "$name" | gzip -9 -n >"$archive.partial"
mv "$archive.partial" "$archive"
echo "$archive"
