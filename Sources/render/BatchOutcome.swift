import CoreGraphics
import Foundation
import SnapshotComparison

/// What happened to one file of a batch, with the PNGs the report shows for a failure.
struct BatchOutcome: Sendable {
    let name: String
    let status: HTMLReport.Status
    let message: String?
    var expectedPNG: Data? = nil
    var actualPNG: Data? = nil
    var differencePNG: Data? = nil

    var progressWord: String {
        switch status {
        case .passed: "ok"
        case .recorded: "recorded"
        case .failed: "FAILED"
        case .badInput: "BAD INPUT"
        }
    }
}
