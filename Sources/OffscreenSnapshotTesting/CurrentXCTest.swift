import Foundation
import XCTest

/// The XCTest test that is running, as XCTest's observers hear it (registered
/// as the process loads, by COffscreenXCTestObserver), so that difference
/// images of swift-snapshot-testing's assertions under XCTest are named after
/// the test as under Swift Testing.
final class CurrentXCTest: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = CurrentXCTest()
    private let lock = NSLock()
    private var current: (className: String, testName: String)?

    /// `ClassName` and `testMethod` of the running test, or nil outside XCTest tests.
    static var name: (className: String, testName: String)? {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        return shared.current
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // "-[ClassName testMethod]" on Apple's XCTest, "ClassName.testMethod" here.
        let name = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let parts = name.split(whereSeparator: { $0 == "." || $0 == " " }).map(String.init)
        lock.lock()
        current = parts.count >= 2 ? (parts[parts.count - 2], parts[parts.count - 1]) : (name, name)
        lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        current = nil
        lock.unlock()
    }
}

@_cdecl("offscreen_snapshot_testing_register_xctest_observer")
func registerXCTestObserver() {
    XCTestObservationCenter.shared.addTestObserver(CurrentXCTest.shared)
}
