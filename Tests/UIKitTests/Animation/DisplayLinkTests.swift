import Foundation
import QuartzCore
import Testing
@testable import UIKit

/// A view animating itself from a display link, as iOS code writes one.
@MainActor
private final class Ticker: NSObject {
    var timestamps: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    var stopAfter = Int.max

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targets.append(link.targetTimestamp)
        if timestamps.count >= stopAfter { link.invalidate() }
    }
}

@Suite("display link")
@MainActor
struct DisplayLinkTests {
    /// Runs the current run loop until `done` or two seconds pass.
    private func run(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
    }

    @Test func itCallsItsTargetEachRefreshOnADeterministicClock() {
        let ticker = Ticker()
        ticker.stopAfter = 4
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step))
        #expect(link.timestamp == 0)
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        let before = CACurrentMediaTime()
        link.add(to: .current, forMode: .default)
        run { ticker.timestamps.count >= 4 }
        #expect(ticker.timestamps.count == 4)
        let t = ticker.timestamps
        #expect(t[0] > before && t[0] < before + 1)
        for i in 1..<t.count { #expect(abs(t[i] - t[i - 1] - 1.0 / 60) < 1e-9) }
        for i in 0..<t.count { #expect(abs(ticker.targets[i] - t[i] - 1.0 / 60) < 1e-9) }
        // Invalidated inside the fourth call: no fifth.
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(ticker.timestamps.count == 4)
    }

    /// iOS code adds its link to the main run loop. Where the main actor runs
    /// on a worker thread (Swift Testing on Linux) the link still fires while
    /// the main actor's run loop turns, and `remove(from: .main, ...)` stops it.
    @Test func aLinkAddedToTheMainRunLoopFiresWhereTheMainActorRuns() {
        let ticker = Ticker()
        ticker.stopAfter = 3
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step))
        link.add(to: .main, forMode: .common)
        run { ticker.timestamps.count >= 3 }
        #expect(ticker.timestamps.count == 3)

        let removed = Ticker()
        let second = CADisplayLink(target: removed, selector: Selector("step:", Ticker.step))
        second.add(to: .main, forMode: .default)
        second.remove(from: .main, forMode: .default)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(removed.timestamps.isEmpty)
        second.invalidate()
    }

    @Test func aLowerPreferredRateSpacesCallsByWholeRefreshes() {
        let ticker = Ticker()
        ticker.stopAfter = 3
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step))
        link.preferredFramesPerSecond = 30
        link.add(to: .current, forMode: .common)
        run { ticker.timestamps.count >= 3 }
        let t = ticker.timestamps
        #expect(t.count == 3)
        for i in 1..<t.count { #expect(abs(t[i] - t[i - 1] - 2.0 / 60) < 1e-9) }
        #expect(abs(ticker.targets[0] - t[0] - 2.0 / 60) < 1e-9)

        let ranged = Ticker()
        ranged.stopAfter = 2
        let rangeLink = CADisplayLink(target: ranged, selector: Selector("step:", Ticker.step))
        rangeLink.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        rangeLink.add(to: .current, forMode: .default)
        run { ranged.timestamps.count >= 2 }
        #expect(abs(ranged.timestamps[1] - ranged.timestamps[0] - 3.0 / 60) < 1e-9)
    }

    @Test func pausedItSkipsItsTargetWhileTheDisplayGoesOn() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step))
        link.isPaused = true
        link.add(to: .current, forMode: .default)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(ticker.timestamps.isEmpty)
        // The display went on refreshing: the clock moved.
        let pausedAt = link.timestamp
        #expect(pausedAt > 0)
        link.isPaused = false
        run { ticker.timestamps.count >= 2 }
        link.invalidate()
        #expect(ticker.timestamps.count >= 2)
        #expect(ticker.timestamps[0] > pausedAt)
        #expect(abs(ticker.timestamps[1] - ticker.timestamps[0] - 1.0 / 60) < 1e-9)
        let count = ticker.timestamps.count
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(ticker.timestamps.count == count)
    }

    @Test func removedFromItsOnlyModeItStops() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector("step:", Ticker.step))
        link.add(to: .current, forMode: .default)
        link.remove(from: .current, forMode: .default)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))
        #expect(ticker.timestamps.isEmpty)
    }

    @Test func frameRateRangesCompareAsCoreAnimationsDo() {
        #expect(CAFrameRateRange.default.isEqual(to: CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)))
        #expect(!CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60).isEqual(to: .default))
        #expect(CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120).maximum == 120)
    }
}
