#!/usr/bin/env bash
# Runs one slice of a package's tests, for a suite split across machines:
#   scripts/swift-test-shard.sh 2/4 [more `swift test` arguments]
# The tests `swift test list` names (XCTest methods and Swift Testing functions)
# are sorted and dealt out in turn, so for one commit every test is in exactly
# one of the N slices, on every machine. Run it in the package whose tests are
# split, after `swift build --build-tests` (it runs `swift test --skip-build`).
#
# This is the way to split swift-snapshot-testing's `assertSnapshot`: a test
# outside the slice is not run at all, so it is reported neither as passed nor
# as failed. (OffscreenTesting's own assertions also honour SNAPSHOT_SHARD.)
set -euo pipefail
swift=${SWIFT:-swift}
if ! [[ ${1:-} =~ ^([0-9]+)/([0-9]+)$ ]] || ((BASH_REMATCH[1] < 1 || BASH_REMATCH[1] > BASH_REMATCH[2])); then
    echo "usage: $0 I/N [swift test arguments]   (1 <= I <= N)" >&2
    exit 2
fi
if [ -n "${SNAPSHOT_SHARD:-}" ]; then
    # Two slicings at once would leave some tests checked by no shard.
    echo "$0: SNAPSHOT_SHARD is set; shard with one or the other" >&2
    exit 2
fi
index=${BASH_REMATCH[1]}
count=${BASH_REMATCH[2]}
shift
tests=$("$swift" test list --skip-build | LC_ALL=C sort -u)
[ -n "$tests" ] || { echo "swift test list found no tests" >&2; exit 1; }
slice=$(awk -v i="$index" -v n="$count" '(NR - 1) % n == i - 1' <<<"$tests")
total=$(wc -l <<<"$tests")
if [ -z "$slice" ]; then
    # An empty filter would run every test.
    echo "shard $index/$count: none of the $total tests"
    exit 0
fi
echo "shard $index/$count: $(wc -l <<<"$slice") of the $total tests"
# One anchored regular expression per test, its special characters escaped.
# Swift Testing matches it against the test's ID, which continues after the
# name with "/<file>:<line>:<column>"; XCTest against the name alone.
filter=$(sed -e 's/[][\\.*+?^$(){}|]/\\&/g' -e 's#.*#^&(/|$)#' <<<"$slice" | paste -sd'|' -)
exec "$swift" test --skip-build --filter "$filter" "$@"
