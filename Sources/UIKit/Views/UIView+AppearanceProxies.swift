// Appearance proxies (UIAppearance), applied as UIKit applies them: when a
// view moves to a window, each value recorded for its class or a superclass
// (inside matching containers) is assigned to it, unless the view's own
// setter was called for that property first. Settings for a subclass win
// over a superclass's, settings with containers over those without, later
// ones over earlier ones. The properties whose own setting wins are those
// whose setters call `customizes(_:)`: UIView's `tintColor` and
// `backgroundColor`, UILabel's `textColor` and `font`, UINavigationBar's
// `barTintColor`; other properties set through a proxy are applied
// whenever the view moves to a window.

/// Per view: the properties set on it, and the one the last setter named.
package struct AppearanceBookkeeping {
    var customized: Set<String> = []
    var applying = false
}

/// One assignment through a proxy.
struct AppearanceSetting {
    let viewClass: UIView.Type
    let containers: [any UIAppearanceContainer.Type]
    let keyPath: AnyKeyPath
    let value: Any?
    let apply: @MainActor (UIView) -> Void

    var containerIDs: [ObjectIdentifier] { containers.map { ObjectIdentifier($0) } }

    var classDepth: Int {
        var depth = 0
        var current: AnyClass? = viewClass
        while let c = current { depth += 1; current = _getSuperclass(c) }
        return depth
    }
}

/// True when `c` is `base` or one of its subclasses.
private func inherits(_ c: AnyClass, from base: Any.Type) -> Bool {
    var current: AnyClass? = c
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(base) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// Every proxy assignment made, in order.
@MainActor
final class AppearanceRegistry {
    static let shared = AppearanceRegistry()
    private(set) var settings: [AppearanceSetting] = []

    func record(_ setting: AppearanceSetting) {
        settings.removeAll {
            $0.viewClass == setting.viewClass && $0.keyPath == setting.keyPath && $0.containerIDs == setting.containerIDs
        }
        settings.append(setting)
    }

    func value(for keyPath: AnyKeyPath, class viewClass: UIView.Type, containers: [ObjectIdentifier]) -> Any? {
        settings.last { $0.viewClass == viewClass && $0.keyPath == keyPath && $0.containerIDs == containers }?.value ?? nil
    }

    /// The settings that apply to `view`, in the order to assign them (the
    /// most specific last).
    func settings(for view: UIView) -> [AppearanceSetting] {
        let matching = settings.enumerated().filter { _, setting in
            inherits(type(of: view), from: setting.viewClass) && view.isContained(in: setting.containers)
        }
        return matching.sorted { a, b in
            let ka = (a.element.classDepth, a.element.containers.count, a.offset)
            let kb = (b.element.classDepth, b.element.containers.count, b.offset)
            return ka < kb
        }.map(\.element)
    }
}

extension UIView {
    /// Called by the setters of appearance properties: false when an
    /// appearance proxy's value would replace a value set on the view (the
    /// setter then leaves the property alone); otherwise notes the property
    /// as set on the view (outside proxy application) and returns true.
    package func customizes(_ property: String) -> Bool {
        if appearanceBookkeeping.applying {
            return !appearanceBookkeeping.customized.contains(property)
        }
        appearanceBookkeeping.customized.insert(property)
        return true
    }

    /// Whether the chain of superviews (and their view controllers) holds
    /// instances of `containers`, in that order from the outermost.
    func isContained(in containers: [any UIAppearanceContainer.Type]) -> Bool {
        var remaining = containers[...]
        var ancestor = superview
        while let view = ancestor, let innermost = remaining.last {
            let controller = view.next as? UIViewController
            if inherits(type(of: view), from: innermost) || controller.map({ inherits(type(of: $0), from: innermost) }) == true {
                remaining = remaining.dropLast()
            }
            ancestor = view.superview
        }
        return remaining.isEmpty
    }

    func applyAppearanceProxies() {
        let registry = AppearanceRegistry.shared
        guard !registry.settings.isEmpty else { return }
        let settings = registry.settings(for: self)
        guard !settings.isEmpty else { return }
        appearanceBookkeeping.applying = true
        defer { appearanceBookkeeping.applying = false }
        for setting in settings { setting.apply(self) }
    }
}
