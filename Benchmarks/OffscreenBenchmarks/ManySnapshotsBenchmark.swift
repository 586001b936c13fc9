// Many snapshots in one process: 10,000 snapshots of a 180x80 card (two
// labels, rounded corners) at 3x, each rendered and encoded as a PNG, the
// way a large snapshot-test suite runs. Goal: under 10 s in all, with flat
// resident memory. Baseline in the same run: as many plain CGContext fills of
// the same pixel size, encoded the same way.
import CoreGraphics
import Foundation
import OffscreenTesting
import UIKit

/// 10,000; `OFFSCREEN_MANY_COUNT` sets fewer, for profiling one suite under
/// perf (see CONTRIBUTING.md). The warm-up is a twentieth of it.
private let snapshotCount = ProcessInfo.processInfo.environment["OFFSCREEN_MANY_COUNT"].flatMap { Int($0) }
    .map { max(1, $0) } ?? 10_000
private let cardSize = CGSize(width: 180, height: 80)
private let scale: CGFloat = 3

/// Resident set size in bytes, from /proc/self/statm.
private func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@MainActor private func makeCard(_ i: Int) -> UIView {
    let card = UIView(frame: CGRect(origin: .zero, size: cardSize))
    card.backgroundColor = .secondarySystemBackground
    card.layer.cornerRadius = 12
    let title = UILabel(frame: CGRect(x: 12, y: 12, width: 156, height: 22))
    title.text = "Order \(i)"
    title.font = .preferredFont(forTextStyle: .headline)
    let detail = UILabel(frame: CGRect(x: 12, y: 40, width: 156, height: 28))
    detail.text = "Delivered \(i % 60) min ago"
    detail.font = .preferredFont(forTextStyle: .footnote)
    detail.textColor = .secondaryLabel
    card.addSubview(title)
    card.addSubview(detail)
    return card
}

@MainActor private func snapshotCard(_ i: Int) throws -> Int {
    let pixels = try SnapshotRenderer.render(makeCard(i), scale: scale)
    return try PNGCodec.encode(pixels).count
}

private func fillPlainContext(_ i: Int) throws -> Int {
    let width = Int(cardSize.width * scale), height = Int(cardSize.height * scale)
    guard let pixels = PixelStorage(width: width, height: height) else { throw ManyFailure("cannot allocate") }
    let ctx = CGContext(storage: pixels, scale: scale, origin: .upperLeft)
    ctx.setFillColor(CGColor(red: 0.95, green: 0.95, blue: CGFloat(i % 2) * 0.02 + 0.97, alpha: 1))
    ctx.fill(CGRect(origin: .zero, size: cardSize))
    ctx.flush()
    return try PNGCodec.encode(pixels).count
}

private struct ManyFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

private struct RunFigures {
    var seconds: Double
    var growthKB: Double
}

/// Runs `body` `count` times after a warm-up of `count / 20`, timing the whole
/// and the change in resident memory across it.
@MainActor private func measure(_ count: Int, _ body: (Int) throws -> Int) rethrows -> RunFigures {
    let warmUp = count / 20
    for i in 0..<warmUp { _ = try body(i) }
    let before = residentBytes()
    let time = try seconds { for i in 0..<count { _ = try body(warmUp + i) } }
    return RunFigures(seconds: time, growthKB: Double(residentBytes() - before) / 1024)
}

@MainActor func runManySnapshotsBenchmark() throws {
    let baseline = try measure(snapshotCount, fillPlainContext)
    let cards = try measure(snapshotCount, snapshotCard)
    let size = "\(Int(cardSize.width * scale))x\(Int(cardSize.height * scale)) px"
    print("-- \(snapshotCount) snapshots of a 180x80 card (two labels, corner radius) @3x, render + PNG, \(size)")
    print(String(format: "   cards: %.2f s in all, %.3f ms per snapshot; resident memory %+.0f KB; goal < 10 s, flat",
                 cards.seconds, cards.seconds * 1000 / Double(snapshotCount), cards.growthKB))
    print(String(format: "   baseline, plain CGContext fill + PNG of the same size: %.2f s, %.3f ms each; resident memory %+.0f KB",
                 baseline.seconds, baseline.seconds * 1000 / Double(snapshotCount), baseline.growthKB))
    print(String(format: "   ratio cards / baseline: %.1fx", cards.seconds / baseline.seconds))
}
