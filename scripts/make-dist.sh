#!/usr/bin/env bash
# `make dist`: the release archive dist/quickglyph-VERSION-linux-ARCH.tar.gz, from a binary built with
# the Swift runtime linked in (`make build` on Linux), so that it runs where only Debian's C libraries
# are. It holds, under quickglyph-VERSION-linux-ARCH/:
#   bin/quickglyph                                the tool
#   share/man/man1/quickglyph.1                   written from its help (scripts/generate-man-page.py)
#   share/bash-completion/completions/quickglyph  the completions, written by the tool from its own
#   share/zsh/site-functions/_quickglyph          command and option tables
#   share/fish/vendor_completions.d/quickglyph.fish
#   LICENSE, README                               the licence; what to install beside it
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
chmod -R u=rwX,go=rX "$root"

mkdir -p dist
archive="dist/$name.tar.gz"
tar --create --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
    --format=gnu -C "$stage" "$name" | gzip -9 -n >"$archive.partial"
mv "$archive.partial" "$archive"
echo "$archive"
