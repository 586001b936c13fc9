// Auto Layout through UIKit: chains and grids of 100, 1,000 and 10,000
// UIViews with anchors (4 constraints per view), in a window. Measures
// building + the first layout (views, activation, engine, frames), and a
// re-layout after changing one constant in the middle. Prints µs per
// constraint (kiwi publishes about 2 µs per added constraint for the bare
// solver) and growth per 10x views (goal: at most 12x).
// Run: `swift run -c release OffscreenBenchmarks autolayout`.
import Foundation
import UIKit

@MainActor private func buildChain(_ n: Int, in root: UIView) -> NSLayoutConstraint {
    var previous: UIView?
    var middle: NSLayoutConstraint!
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    for i in 0..<n {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 40)
        if i == n / 2 { middle = width }
        constraints += [
            width, v.heightAnchor.constraint(equalToConstant: 30),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            v.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8),
        ]
        previous = v
    }
    NSLayoutConstraint.activate(constraints)
    return middle
}

@MainActor private func buildGrid(_ n: Int, in root: UIView) -> NSLayoutConstraint {
    let side = Int(Double(n).squareRoot().rounded())
    var above: [UIView?] = Array(repeating: nil, count: side)
    var middle: NSLayoutConstraint!
    var constraints: [NSLayoutConstraint] = []
    for r in 0..<side {
        var before: UIView?
        for c in 0..<side {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let width = v.widthAnchor.constraint(equalToConstant: 40)
            if r == side / 2 && c == side / 2 { middle = width }
            constraints += [
                width, v.heightAnchor.constraint(equalToConstant: 30),
                v.leadingAnchor.constraint(equalTo: before?.trailingAnchor ?? root.leadingAnchor, constant: 8),
                v.topAnchor.constraint(equalTo: above[c]?.bottomAnchor ?? root.topAnchor, constant: 8),
            ]
            before = v
            above[c] = v
        }
    }
    NSLayoutConstraint.activate(constraints)
    return middle
}

@MainActor func runAutoLayoutBenchmark() throws {
    for (kind, build) in [("chain", buildChain), ("grid", buildGrid)] as [(String, @MainActor (Int, UIView) -> NSLayoutConstraint)] {
        var previous: (build: Double, relayout: Double)?
        for n in [100, 1_000, 10_000] {
            var window: UIWindow!
            var middle: NSLayoutConstraint!
            let buildTime = seconds {
                window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1_000_000, height: 1_000_000))
                middle = build(n, window)
                window.layoutIfNeeded()
            }
            // Median of 5 one-constant changes.
            var times: [Double] = []
            for k in 0..<5 {
                middle.constant = 41 + CGFloat(k)
                times.append(seconds { window.layoutIfNeeded() })
            }
            let relayout = times.sorted()[2]
            let count = 4 * (kind == "grid" ? Int(Double(n).squareRoot().rounded()) * Int(Double(n).squareRoot().rounded()) : n)
            var line = String(format: "%@ %6d views: build+layout %8.2f ms (%.2f µs/constraint), one constant %7.3f ms",
                              kind, n, buildTime * 1e3, buildTime * 1e6 / Double(count), relayout * 1e3)
            if let previous {
                line += String(format: "  growth x%.1f build, x%.1f re-layout", buildTime / previous.build, relayout / previous.relayout)
            }
            print(line)
            previous = (buildTime, relayout)
        }
    }
}
