import Synchronization

/// Core Animation's properties are key-value observing compliant on iOS:
/// each setter tells the observers of its key before and after the change.
/// The observers are kept by UIKit's registry (above this module), which
/// installs its handlers here and turns the notifier on while any
/// observation exists, so a setter costs one atomic load when nothing
/// observes. Layers have no actor: the handlers are called on the thread
/// that made the change, as on iOS.
package final class LayerKeyValueNotifier: Sendable {
    package static let shared = LayerKeyValueNotifier()

    package struct Handlers: Sendable {
        let willChange: @Sendable (CALayer, String) -> Void
        let didChange: @Sendable (CALayer, String) -> Void

        package init(willChange: @escaping @Sendable (CALayer, String) -> Void,
                     didChange: @escaping @Sendable (CALayer, String) -> Void) {
            self.willChange = willChange
            self.didChange = didChange
        }
    }

    private let active = Atomic<Bool>(false)
    private let handlers = Mutex<Handlers?>(nil)

    package func install(_ handlers: Handlers) {
        self.handlers.withLock { $0 = handlers }
    }

    /// On while some observation is registered.
    package func setActive(_ isActive: Bool) {
        active.store(isActive, ordering: .relaxed)
    }

    fileprivate func notify(_ layer: CALayer, _ key: String, before: Bool) {
        guard active.load(ordering: .relaxed), let handlers = handlers.withLock({ $0 }) else { return }
        if before { handlers.willChange(layer, key) } else { handlers.didChange(layer, key) }
    }
}

extension CALayer {
    /// Tells the observers of `key` that it is about to be set.
    @inline(__always)
    func willSetObservable(_ key: String) {
        LayerKeyValueNotifier.shared.notify(self, key, before: true)
    }

    /// Tells the observers of `key` that it was set.
    @inline(__always)
    func didSetObservable(_ key: String) {
        LayerKeyValueNotifier.shared.notify(self, key, before: false)
    }
}
