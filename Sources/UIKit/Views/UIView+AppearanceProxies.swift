// Appearance proxies (UIAppearance), applied as UIKit applies them: when a
// view moves to a window (a bar item: when a bar in a window first lays it
// out), each value recorded for its class or a superclass, inside matching
// containers and for traits its trait collection has, is assigned to it,
// unless the instance's own setter was called for that property first.
// Settings for a subclass win over a superclass's, then settings with more
// containers, then those with traits, then later ones over earlier ones.
// The properties and methods whose own setting wins are those whose setters
// call `customizes(_:)` (see docs/compatibility.md for the list); other
// properties set through a proxy are assigned at each move to a window.

/// Per instance: the properties set on it, and whether a proxy's values are
/// being applied.
package struct AppearanceBookkeeping {
    var customized: Set<String> = []
    var applying = false
    /// Bar items take the proxies' values once, when first shown in a window.
    var applied = false
}

/// What appearance proxies apply to: views and bar items.
@MainActor
package protocol AppearanceTarget: AnyObject {
    var appearanceBookkeeping: AppearanceBookkeeping { get set }
}

extension AppearanceTarget {
    /// Called by the setters of appearance properties and methods: false when
    /// an appearance proxy's value would replace a value set on the instance
    /// (the setter then leaves it alone); otherwise notes `property` as set
    /// on the instance (outside proxy application) and returns true.
    package func customizes(_ property: String) -> Bool {
        if appearanceBookkeeping.applying {
            return !appearanceBookkeeping.customized.contains(property)
        }
        appearanceBookkeeping.customized.insert(property)
        return true
    }

    /// Assigns the recorded values that apply to this instance, whose
    /// containers are `container` and its ancestors, with `traits` (the
    /// settings made for traits only when `forTraits`).
    func applyAppearanceProxies(container: UIView?, traits: UITraitCollection, forTraits: Bool = true) {
        let registry = AppearanceRegistry.shared
        guard !registry.settings.isEmpty else { return }
        let settings = registry.settings(for: self, container: container, traits: traits)
        guard !settings.isEmpty else { return }
        appearanceBookkeeping.applying = true
        defer { appearanceBookkeeping.applying = false }
        for setting in settings where forTraits || setting.traits == nil { setting.apply(self) }
    }
}

extension UIView: AppearanceTarget {}

/// One assignment or method call through a proxy.
struct AppearanceSetting {
    let targetClass: AnyClass
    let containers: [any UIAppearanceContainer.Type]
    let traits: UITraitCollection?
    /// The key path, or the method's name and its arguments other than the value.
    let key: AnyHashable
    let value: Any?
    let apply: @MainActor (AnyObject) -> Void

    var containerIDs: [ObjectIdentifier] { containers.map { ObjectIdentifier($0) } }

    var classDepth: Int {
        var depth = 0
        var current: AnyClass? = targetClass
        while let c = current { depth += 1; current = _getSuperclass(c) }
        return depth
    }

    @MainActor
    func isFor(_ targetClass: AnyClass, key: AnyHashable, containers: [ObjectIdentifier], traits: UITraitCollection?) -> Bool {
        self.targetClass == targetClass && self.key == key && containerIDs == containers && self.traits == traits
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
    /// Whether any setting was made through `appearance(for:)`.
    private(set) var hasTraitSettings = false

    func record(_ setting: AppearanceSetting) {
        let containers = setting.containerIDs
        var kept: [AppearanceSetting] = []
        for old in settings where !old.isFor(setting.targetClass, key: setting.key, containers: containers, traits: setting.traits) {
            kept.append(old)
        }
        kept.append(setting)
        settings = kept
        if setting.traits != nil { hasTraitSettings = true }
    }

    func value(for key: AnyHashable, class targetClass: AnyClass, containers: [any UIAppearanceContainer.Type],
               traits: UITraitCollection?) -> Any? {
        let ids = containers.map { ObjectIdentifier($0) }
        for setting in settings.reversed() where setting.isFor(targetClass, key: key, containers: ids, traits: traits) {
            return setting.value
        }
        return nil
    }

    /// The settings that apply to `object` (inside `container` and its
    /// ancestors, with `traits`), in the order to assign them (the most
    /// specific last).
    func settings(for object: AnyObject, container: UIView?, traits: UITraitCollection) -> [AppearanceSetting] {
        var matching: [(offset: Int, element: AppearanceSetting)] = []
        for (offset, setting) in settings.enumerated()
        where inherits(type(of: object), from: setting.targetClass)
            && traits.containsTraits(in: setting.traits)
            && isContained(container, in: setting.containers) {
            matching.append((offset, setting))
        }
        return matching.sorted { a, b in
            let ka = (a.element.classDepth, a.element.containers.count, a.element.traits == nil ? 0 : 1, a.offset)
            let kb = (b.element.classDepth, b.element.containers.count, b.element.traits == nil ? 0 : 1, b.offset)
            return ka < kb
        }.map(\.element)
    }
}

/// Whether `innermost` and its ancestors (and their view controllers) hold
/// instances of `containers`, in that order from the outermost.
@MainActor
private func isContained(_ innermost: UIView?, in containers: [any UIAppearanceContainer.Type]) -> Bool {
    var remaining = containers[...]
    var ancestor = innermost
    while let view = ancestor, let container = remaining.last {
        let controller = view.next as? UIViewController
        if inherits(type(of: view), from: container) || controller.map({ inherits(type(of: $0), from: container) }) == true {
            remaining = remaining.dropLast()
        }
        ancestor = view.superview
    }
    return remaining.isEmpty
}

extension UIView {
    /// A view's containers are its superviews. Settings made for traits wait
    /// for `applyTraitAppearanceProxies()`: the traits cached here may still
    /// be those of the view's previous place.
    func applyAppearanceProxies() {
        applyAppearanceProxies(container: superview, traits: traitCollection, forTraits: false)
    }

    /// After a move into a window has refreshed the subtree's traits: views
    /// that settings for traits (`appearance(for:)`) match take the proxies'
    /// values again, in order, so that those settings see the window's traits.
    func applyTraitAppearanceProxies() {
        let registry = AppearanceRegistry.shared
        guard registry.hasTraitSettings else { return }
        let settings = registry.settings(for: self, container: superview, traits: traitCollection)
        var forTraits = false
        for setting in settings where setting.traits != nil { forTraits = true }
        if forTraits { applyAppearanceProxies(container: superview, traits: traitCollection) }
        for subview in subviewStorage { subview.applyTraitAppearanceProxies() }
    }
}

extension UIBarItem: AppearanceTarget {
    /// Applies the proxies' values once, when a bar in a window (`bar`, the
    /// innermost container) first lays the item out.
    package func applyAppearanceProxiesOnce(in bar: UIView) {
        guard bar.window != nil, !appearanceBookkeeping.applied else { return }
        appearanceBookkeeping.applied = true
        applyAppearanceProxies(container: bar, traits: bar.traitCollection)
    }
}
