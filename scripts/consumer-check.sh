#!/usr/bin/env bash
# A throwaway package that depends on this checkout by path, as a user's package
# would: its Package.swift is the README's snippet ("Adding it to your package"),
# with only the dependency's URL replaced by this folder's path. It checks, in one
# build folder that is kept between runs (.build/consumer-check):
#   1. the package builds without swift-snapshot-testing first, then with it added
#      (the "existing build folder" case), and no step prints SwiftPM's
#      "prohibited flag(s)" or "unhandled files" warning, nor any compiler warning
#      from Offscreen's own files but one (see no_offscreen_warnings below);
#   2. a first `swift test` records the references (and fails, as swift-snapshot-
#      testing does), a second passes, and one with a changed view fails, writing
#      its failure images under the package's .build/snapshot-artifacts, named
#      after the tests (OffscreenTesting under Swift Testing, swift-snapshot-testing
#      under XCTest).
# Usage: scripts/consumer-check.sh   (make test runs it)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work="$root/.build/consumer-check"
pkg="$work/CardKit"
swift=${SWIFT:-swift}
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
log="$work/log.txt"
mkdir -p "$pkg/Sources/CardKit" "$pkg/Tests/CardKitTests"
: > "$log"

fail() { echo "consumer-check: $*" >&2; echo "(log: $log)" >&2; exit 1; }
step() { echo "consumer-check: $*"; }

# Compiler warnings from Offscreen's own files (under $root, not the throwaway
# package or its checkouts, which live under $work), and SwiftPM's warnings about
# the Offscreen package itself, fail the check. One diagnostic is allowed:
# "using '@_implementationOnly' without enabling library evolution". CoreGraphics,
# QuartzCore and UIKit import the C modules that way so that a module importing
# UIKit never needs their module maps (docs/snapshot-testing.md, "swift-snapshot-
# testing's #if canImport(UIKit)"); `internal import` prints no warning but, without
# library evolution, makes every client need them, which breaks adding
# swift-snapshot-testing to an existing build. SwiftPM passes -suppress-warnings for
# a dependency named by URL, as the README's is, so its users never see it; this
# check depends by path and sees it.
no_offscreen_warnings() {
    local found
    found=$(grep -E ": warning: |^warning: '$identity'" "$log" | grep -v -e "^$work/" \
        | grep -E "^$root/|^warning: '$identity'" \
        | grep -v "using '@_implementationOnly' without enabling library evolution" | sort -u || true)
    if [ -n "$found" ]; then
        printf '%s\n' "$found" | head -20 >&2
        fail "Offscreen's own files printed $(printf '%s\n' "$found" | wc -l) distinct warning(s) (above)"
    fi
    step "no warnings from Offscreen's files except $(grep -c "using '@_implementationOnly' without enabling library evolution" "$log" || true) '@_implementationOnly without library evolution'"
}

# The README's snippet, with the path of this checkout. The package identity of a
# path dependency is its folder's name (see the README).
snippet=$(awk '/^## Adding it to your package/ { inside = 1 } inside && /^```swift/ { code = 1; next } code && /^```/ { exit } code' "$root/README.md")
[ -n "$snippet" ] || fail "no Swift snippet under \"## Adding it to your package\" in README.md"
grep -q 'https://github.com/<owner>/offscreen' <<<"$snippet" || fail "the README's snippet no longer names https://github.com/<owner>/offscreen"
full=$(sed -e "s|.package(url: \"https://github.com/<owner>/offscreen\", branch: \"main\")|.package(path: \"$root\")|" \
           -e "s|package: \"offscreen\"|package: \"$identity\"|g" <<<"$snippet")
# Without swift-snapshot-testing: its dependency and products left out.
without=$(grep -v -e 'swift-snapshot-testing' -e 'OffscreenSnapshotTesting' <<<"$full")

cat > "$pkg/Sources/CardKit/Card.swift" <<'SWIFT'
import UIKit

/// A small card: a title on a tinted, rounded background.
public final class Card: UIView {
    public let titleLabel = UILabel()

    public init(title: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 160, height: 48))
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.frame = CGRect(x: 12, y: 12, width: 136, height: 24)
        addSubview(titleLabel)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
SWIFT

# The title comes from the environment so that a run can change the view
# without rebuilding.
cat > "$pkg/Tests/CardKitTests/OffscreenTestingTests.swift" <<'SWIFT'
import CardKit
import Foundation
import OffscreenTesting
import Testing
import UIKit

let cardTitle = ProcessInfo.processInfo.environment["CARDKIT_TITLE"] ?? "Hello"

@MainActor @Test func cardWithOffscreenTesting() {
    assertSnapshot(of: Card(title: cardTitle), as: .image(scale: 1))
}
SWIFT
cat > "$pkg/Tests/CardKitTests/SwiftSnapshotTestingTests.swift" <<'SWIFT'
import CardKit
import SnapshotTesting
import UIKit
import XCTest
#if canImport(OffscreenSnapshotTesting)
import OffscreenSnapshotTesting
#endif

final class SwiftSnapshotTestingTests: XCTestCase {
    func testCardDark() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Card(title: cardTitle), as: .image(traits: .init(userInterfaceStyle: .dark)))
        }
    }
}
SWIFT

cd "$pkg"
step "building without swift-snapshot-testing"
printf '%s\n' "$without" > Package.swift
mv Tests/CardKitTests/SwiftSnapshotTestingTests.swift "$work/held.swift"
"$swift" build --build-tests >>"$log" 2>&1 || fail "the package did not build without swift-snapshot-testing"
mv "$work/held.swift" Tests/CardKitTests/SwiftSnapshotTestingTests.swift
step "adding swift-snapshot-testing in the same build folder"
printf '%s\n' "$full" > Package.swift
# SnapshotTesting does not depend on UIKit in SwiftPM's graph, so its module from
# an earlier run of this script would not be rebuilt against the UIKit just built:
# remove it, so that it is compiled now, as when a user first adds the package.
rm -rf .build/*/debug/SnapshotTesting.build .build/*/debug/Modules/SnapshotTesting.*
"$swift" build --build-tests >>"$log" 2>&1 || fail "adding swift-snapshot-testing to the existing build failed"
if grep -q "prohibited flag" "$log"; then fail "SwiftPM printed \"prohibited flag(s)\""; fi
# The README's snippet excludes __Snapshots__; without it SwiftPM warns on every run.
if grep -q "which are unhandled" "$log"; then fail "SwiftPM printed \"found N file(s) which are unhandled\""; fi
no_offscreen_warnings

rm -rf Tests/CardKitTests/__Snapshots__ .build/snapshot-artifacts
step "first run records"
if CI= "$swift" test --skip-build >>"$log" 2>&1; then fail "the recording run passed; it should fail so the new images get looked at"; fi
for f in Tests/CardKitTests/__Snapshots__/OffscreenTestingTests/cardWithOffscreenTesting.1.png \
         Tests/CardKitTests/__Snapshots__/SwiftSnapshotTestingTests/testCardDark.1.png; do
    [ -s "$f" ] || fail "no reference recorded at $f"
done
step "second run passes"
CI= "$swift" test --skip-build >>"$log" 2>&1 || fail "the run against the recorded references failed"
step "a changed view fails"
if CARDKIT_TITLE=Changed CI= "$swift" test --skip-build >>"$log" 2>&1; then fail "a changed view passed"; fi
grep -q "does not match reference" "$log" || fail "the failure does not say the snapshot does not match"
ls .build/snapshot-artifacts/OffscreenTestingTests/cardWithOffscreenTesting.1.diff.png >/dev/null 2>&1 \
    || fail "no difference image under .build/snapshot-artifacts/OffscreenTestingTests"
# swift-snapshot-testing's assertion under XCTest: named after the test, not a hash.
ls .build/snapshot-artifacts/SwiftSnapshotTestingTests/testCardDark.1.diff.png >/dev/null 2>&1 \
    || fail "no difference image named after the XCTest test under .build/snapshot-artifacts/SwiftSnapshotTestingTests"
step "ok"
