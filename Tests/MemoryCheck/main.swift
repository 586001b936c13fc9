// Resident memory over thousands of snapshots in one process: a leak of a few
// hundred bytes per label or per render shows as megabytes here. Run by
// `make test`; exits 1 when memory grows past the threshold after warm-up.
//
// Usage: MemoryCheck [iterations] [case ...]  (iterations: for every case)   (cases: label, view, window, card, shadow; default all)
import Foundation
import UIKit

/// Resident set size in bytes, from /proc/self/statm (its second field, in pages).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor func measureLabel(_ i: Int) {
    let label = UILabel()
    label.text = "Order #\(i) shipped"
    label.font = .systemFont(ofSize: 15, weight: .semibold)
    label.textColor = .secondaryLabel
    _ = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    _ = label.intrinsicContentSize
}

@MainActor func renderPlainView(_ i: Int) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    view.backgroundColor = i % 2 == 0 ? .systemBlue : .systemRed
    _ = view.offscreenImage(scale: 2)
}

/// A window with one plain view, composited and encoded as a PNG.
@MainActor func renderWindow(_ i: Int) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.backgroundColor = i % 2 == 0 ? .systemBlue : .systemRed
    window.addSubview(view)
    _ = window.offscreenImage().pngData()
}

/// A 180x80 card with two labels and rounded corners, rendered and encoded as a PNG.
@MainActor func snapshotCard(_ i: Int) {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 80))
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    let title = UILabel(frame: CGRect(x: 12, y: 12, width: 156, height: 22))
    title.text = "Card \(i)"
    title.font = .preferredFont(forTextStyle: .headline)
    let detail = UILabel(frame: CGRect(x: 12, y: 40, width: 156, height: 28))
    detail.text = "Delivered to the front door, \(i % 60) min ago"
    detail.font = .preferredFont(forTextStyle: .footnote)
    detail.textColor = .secondaryLabel
    card.addSubview(title)
    card.addSubview(detail)
    _ = card.offscreenImage(scale: 2).pngData()
}

/// A card whose shadow comes from its pixels (a badge over its top edge),
/// the badge somewhere else each time: every shadow mask is new, so the
/// mask cache fills to its budget during the warm-up (a mask and its alpha
/// are about 420 KB at 3x, so the 100 warm-up runs fill it) and must stay
/// there, evicting the oldest.
@MainActor func snapshotShadowedCard(_ i: Int) {
    let frame = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 6
    let badge = UIView(frame: CGRect(x: CGFloat(i % 160), y: -6, width: 18, height: 18))
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 9
    card.addSubview(badge)
    frame.addSubview(card)
    _ = frame.offscreenImage(scale: 3).pngData()
}

struct Case {
    let name: String
    /// Runs measured (after a quarter as many to warm up), sized to keep the
    /// whole check near 20 s in a debug build.
    let iterations: Int
    let run: @MainActor (Int) -> Void
}

let cases = [
    Case(name: "label", iterations: 4000, run: measureLabel),
    Case(name: "view", iterations: 2000, run: renderPlainView),
    Case(name: "window", iterations: 1500, run: renderWindow),
    Case(name: "card", iterations: 1000, run: snapshotCard),
    Case(name: "shadow", iterations: 120, run: snapshotShadowedCard),
]

var arguments = Array(CommandLine.arguments.dropFirst())
let iterationsOverride = arguments.first.flatMap(Int.init)
if iterationsOverride != nil { arguments.removeFirst() }
let wanted = arguments.isEmpty ? cases.map(\.name) : arguments
/// Growth allowed after warm-up, whatever the number of iterations: allocator
/// slack, not a per-run cost. The leaks this guards against were 2.3 KB per
/// label and 3.7 KB per card (NSAttributedString's attributes): 9 MB and
/// 3.7 MB here.
let allowedGrowth = 512 * 1024

var failed = 0
MainActor.assumeIsolated {
    for c in cases where wanted.contains(c.name) {
        let iterations = iterationsOverride ?? c.iterations
        let warmUp = max(iterations / 4, 100)
        for i in 0..<warmUp { c.run(i) }
        let before = residentBytes()
        let start = Date()
        for i in 0..<iterations { c.run(warmUp + i) }
        let growth = residentBytes() - before
        let perRun = Double(growth) / Double(iterations)
        let ok = growth <= allowedGrowth
        if !ok { failed += 1 }
        print(String(format: "%@ %@: %d runs, resident memory %+.0f KB (%.0f bytes per run), %.2f ms per run",
                     ok ? "ok  " : "FAIL", c.name, iterations, Double(growth) / 1024, perRun,
                     Date().timeIntervalSince(start) * 1000 / Double(iterations)))
    }
}
print("MemoryCheck: \(wanted.count - failed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
