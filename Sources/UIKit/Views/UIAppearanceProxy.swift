/// What `appearance()` returns: assigning a property through it, or calling
/// one of the methods UIKit marks `UI_APPEARANCE_SELECTOR` (declared on the
/// proxy for each class, UIAppearanceProxy+Methods.swift), records the value
/// for the class `Root` (and its subclasses), inside the containers and for
/// the traits given; reading returns the recorded value. Instances take the
/// recorded values when they move to a window (bar items: when a bar in a
/// window first lays them out), except where the instance's own setter was
/// called first (see UIView+AppearanceProxies.swift). Offscreen's stand-in
/// for UIKit's `_UIAppearance` proxy object (see `UIAppearance` for why it is
/// not `Self`).
@preconcurrency @MainActor
@dynamicMemberLookup
public final class UIAppearanceProxy<Root: UIAppearance> {
    private let containerTypes: [any UIAppearanceContainer.Type]
    private let traits: UITraitCollection?

    init(containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) {
        containerTypes = containers
        self.traits = traits
    }

    /// Records `value` under `key` (a key path, or a method's name and
    /// arguments): `apply` assigns it to a matching instance.
    func record(_ key: AnyHashable, value: Any?, apply: @escaping @MainActor (Root) -> Void) {
        AppearanceRegistry.shared.record(
            AppearanceSetting(targetClass: Root.self, containers: containerTypes, traits: traits, key: key, value: value) { object in
                guard let object = object as? Root else { return }
                apply(object)
            })
    }

    /// The value recorded under `key` through a proxy for exactly this class,
    /// containers and traits; nil when none was.
    func recorded(_ key: AnyHashable) -> Any? {
        AppearanceRegistry.shared.value(for: key, class: Root.self, containers: containerTypes, traits: traits)
    }

    /// An optional property: reading returns the recorded value, nil when
    /// none was recorded, as UIKit's proxy answers.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value?>) -> Value? {
        get { recorded(keyPath) as? Value }
        set { record(keyPath, value: newValue) { $0[keyPath: keyPath] = newValue } }
    }

    /// A non-optional property (`semanticContentAttribute`, a bar's
    /// `standardAppearance`…): reading returns the recorded value. Unset,
    /// UIKit's proxy answers zero (nil for an object), which a non-optional
    /// Swift value cannot hold; Offscreen answers the type's zero (0, false,
    /// `.zero`, the option set without options, the enumeration case whose raw
    /// value is 0, else its first case), an empty string or collection, or a
    /// new object as `init()` makes it (`UIImage()`, `UIColor()`: clear,
    /// `UINavigationBarAppearance()`). A type none of these fits (a value type
    /// holding objects, declared by the app) stops with a message saying so.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Root, Value>) -> Value {
        get { recorded(keyPath) as? Value ?? AppearanceProxyDefault.value(of: Value.self) }
        set { record(keyPath, value: newValue) { $0[keyPath: keyPath] = newValue } }
    }
}

/// What reading an unset non-optional property through a proxy answers.
@MainActor
enum AppearanceProxyDefault {
    static func value<Value>(of type: Value.Type) -> Value {
        if let made = type as? any AppearanceProxyEmptyValue.Type, let value = made.emptyAppearanceValue as? Value {
            return value
        }
        if let raw = type as? any RawRepresentable.Type, let value = zeroRawValue(raw) as? Value {
            return value
        }
        if _isPOD(type) {
            // A plain value (numbers, Bool, structs of them, enumerations
            // without payloads): all bits zero, as iOS's proxy returns.
            return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
                let raw = UnsafeMutableRawPointer(buffer.baseAddress!)
                raw.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Value>.size)
                return buffer.baseAddress!.move()
            }
        }
        if let object = type as? any AppearanceProxyEmptyObject.Type, let value = object.emptyAppearanceObject() as? Value {
            return value
        }
        preconditionFailure("""
            Reading \(Value.self) through an appearance proxy before it was set: UIKit's proxy answers nil, \
            which \(Value.self) cannot hold. Set it through the proxy first, or read it from an instance.
            """)
    }

    private static func zeroRawValue<R: RawRepresentable>(_ type: R.Type) -> R? {
        for zero in [0 as Any, UInt(0), Int32(0), UInt32(0), Int16(0), UInt16(0), Int8(0), UInt8(0), Int64(0), UInt64(0)] {
            if let raw = zero as? R.RawValue { return R(rawValue: raw) }
        }
        return nil
    }
}

/// Value types whose unset proxy value is their empty value.
protocol AppearanceProxyEmptyValue {
    static var emptyAppearanceValue: Self { get }
}

extension String: AppearanceProxyEmptyValue { static var emptyAppearanceValue: String { "" } }
extension Array: AppearanceProxyEmptyValue { static var emptyAppearanceValue: Array { [] } }
extension Dictionary: AppearanceProxyEmptyValue { static var emptyAppearanceValue: Dictionary { [:] } }
extension Set: AppearanceProxyEmptyValue { static var emptyAppearanceValue: Set { [] } }
extension UITraitOverrides: AppearanceProxyEmptyValue { static var emptyAppearanceValue: UITraitOverrides { UITraitOverrides() } }

/// Classes whose unset proxy value is a new object as `init()` makes it.
@MainActor
protocol AppearanceProxyEmptyObject: AnyObject {
    static func emptyAppearanceObject() -> AnyObject
}

extension UIColor: AppearanceProxyEmptyObject { static func emptyAppearanceObject() -> AnyObject { UIColor() } }
extension UIFont: AppearanceProxyEmptyObject { static func emptyAppearanceObject() -> AnyObject { UIFont() } }
extension UIImage: AppearanceProxyEmptyObject { static func emptyAppearanceObject() -> AnyObject { UIImage() } }
extension UITraitCollection: AppearanceProxyEmptyObject { static func emptyAppearanceObject() -> AnyObject { UITraitCollection() } }
extension UIBarAppearance: AppearanceProxyEmptyObject {
    /// The bar's default look, of the class asked for (`UINavigationBarAppearance()`…).
    static func emptyAppearanceObject() -> AnyObject { self.init(barAppearance: UIBarAppearance()) }
}
