/// What `appearance()` returns: assigning a property through it
/// records the value for the class `Root` (and its subclasses), inside the
/// containers given; reading returns the recorded value. Views take the
/// recorded values when they move to a window, except the properties set on
/// the view itself (see UIView+AppearanceProxies.swift). Offscreen's
/// stand-in for UIKit's `_UIAppearance` proxy object.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Root: UIView> {
    private let containers: [ObjectIdentifier]
    private let containerTypes: [any UIAppearanceContainer.Type]

    init(containers: [any UIAppearanceContainer.Type]) {
        containerTypes = containers
        self.containers = containers.map { ObjectIdentifier($0) }
    }

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value?>) -> Value? {
        get {
            AppearanceRegistry.shared.value(for: keyPath, class: Root.self, containers: containers) as? Value
        }
        set {
            AppearanceRegistry.shared.record(
                AppearanceSetting(viewClass: Root.self, containers: containerTypes, keyPath: keyPath, value: newValue) { view in
                    guard let view = view as? Root else { return }
                    view[keyPath: keyPath] = newValue
                })
        }
    }

    /// A non-optional property (a bar's `standardAppearance`…): reading
    /// returns the recorded value, nil when none was recorded (as UIKit's
    /// proxy answers an unset property).
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value>) -> Value! {
        get {
            AppearanceRegistry.shared.value(for: keyPath, class: Root.self, containers: containers) as? Value
        }
        set {
            guard let newValue else { return }
            AppearanceRegistry.shared.record(
                AppearanceSetting(viewClass: Root.self, containers: containerTypes, keyPath: keyPath, value: newValue) { view in
                    guard let view = view as? Root else { return }
                    view[keyPath: keyPath] = newValue
                })
        }
    }
}
