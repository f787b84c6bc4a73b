#!/usr/bin/env bash
# `make test`: builds with the layer import check, runs every XCTest, and closes
# with one line. A skipped test is not a pass: any skip fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The suite is XCTest; Swift Testing would only add a "0 tests" line.
swift test --disable-swift-testing --explicit-target-dependency-import-check error "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
# Linux XCTest: "Executed 66 tests, with 1 test skipped and 0 failures (0 unexpected) in …"
line=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with " "$log" | tail -n 1)
if [[ $line =~ Executed\ ([0-9]+)\ tests?,\ with\ (([0-9]+)\ tests?\ skipped\ and\ )?([0-9]+)\ failures? ]]; then
    total=${BASH_REMATCH[1]}
    skipped=${BASH_REMATCH[3]:-0}
    failed=${BASH_REMATCH[4]}
    passed=$((total - skipped - failed))
    echo "tests: $passed passed, $failed failed, $skipped skipped"
    if ((skipped > 0)); then
        echo "quickglyph tests: error: a skipped test is not a pass; install what it needs (make test-deps)" >&2
        status=1
    fi
else
    echo "quickglyph tests: error: no test summary found (the build failed?)" >&2
    status=1
fi
exit "$status"
