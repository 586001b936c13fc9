import Foundation

/// View classes of Apple's frameworks above UIKit that this package builds too
/// (MapKit's `MKMapView`, WebKit's `WKWebView`). UIKit cannot import those
/// modules, so each announces its class here as the process loads (a C
/// constructor in `CMapKitLoad` / `CWebKitLoad` calls into the module): a
/// layout file's `<mapView>` or `<wkWebView>` then makes that class when the
/// module is linked, and a labelled placeholder when it is not.
package enum NibFrameworkClasses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var announced: Set<String> = []
    nonisolated(unsafe) private static var pending: [@MainActor @Sendable () -> Void] = []

    /// Called as a module loads, from any thread: `register` runs on the main
    /// actor before the first class look-up (it registers the class with
    /// `UINib.register`).
    package static func announce(_ className: String, register: @escaping @MainActor @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        announced.insert(className)
        pending.append(register)
    }

    /// Whether the module that declares `className` is linked into this process.
    package static func isLinked(_ className: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return announced.contains(className)
    }

    /// Runs the registrations announced since the last call.
    @MainActor package static func registerAnnounced() {
        lock.lock()
        let registrations = pending
        pending = []
        lock.unlock()
        for register in registrations { register() }
    }
}
