#!/usr/bin/env bash
# The flags `make build` adds on Linux to link the Swift runtime and Foundation into the binary.
#
# --static-swift-stdlib links Foundation from its archive, libFoundation.a, one object per source file,
# and the linker takes only the objects something names. Foundation finds the bridging of a Swift value
# to its NS class (an Array to NSArray, a Bool to NSNumber) at run time, by its conformance to
# _ObjectiveCBridgeable, which nothing names: left out, PropertyListSerialization boxes the value and
# refuses it ("property lists cannot contain objects of type 'Not A Type'"), and the build cannot write
# a plist. So each such conformance is named to the linker (--undefined), which takes its object in.
# Read from the toolchain's own archive, so a toolchain that adds or moves one is followed.
set -euo pipefail
swift=${SWIFT:-swift}
# Always asked for: without the archive below, swift build itself says the toolchain cannot do it.
printf '%s' "--static-swift-stdlib"
resources=$("$swift" -print-target-info | sed -n 's/.*"runtimeResourcePath" *: *"\([^"]*\)".*/\1/p')
archive="${resources}_static/linux/libFoundation.a"
if [[ -f $archive ]] && command -v nm >/dev/null; then
    # Single-quoted: a Swift symbol begins with $, which the shell running the build would expand.
    nm --defined-only "$archive" 2>/dev/null |
        awk '$3 ~ /_ObjectiveCBridgeable.*Mc$/ { printf " -Xlinker '\''--undefined=%s'\''", $3 }'
else
    echo "static-link-flags: warning: cannot list $archive's bridging with nm (binutils):" \
        "the binary's property lists may fail to write" >&2
fi
echo
