import Foundation

/// Lets the run loop turn once, as an iOS test does with
/// `RunLoop.main.run(until:)`. Under Swift Testing on Linux the main actor
/// runs on a dispatch worker thread, whose `RunLoop.current` plays the main
/// run loop's part (on iOS `RunLoop.current` is the main run loop here).
@MainActor func turnRunLoop() {
    RunLoop.current.run(until: Date().addingTimeInterval(0.02))
}
