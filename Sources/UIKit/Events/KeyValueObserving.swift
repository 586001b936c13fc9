import Foundation
import Synchronization

// Key-value coding and observing, which Foundation on Linux lacks (it has no
// Objective-C runtime to find a property by name or to swap a setter). On iOS
// every @objc property of an NSObject is reachable by its key; here a key is
// reachable when a table names it: the OffscreenCompatibility plugin generates
// one for the app's classes (their @objc, @objcMembers, @IBOutlet,
// @IBInspectable and dynamic properties) and UIKit has one for the view
// properties apps observe most. Observers hear a change when the setter says so
// with `willChangeValue(forKey:)`/`didChangeValue(forKey:)`: the plugin adds
// those calls to each `dynamic` property's setter, as the Objective-C runtime
// does on iOS, and UIKit's observed setters make them. See the README,
// "Testing an existing iOS app's views on Linux".

// MARK: Foundation's types

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// What a block observation (`observe(\.x) { object, change in }`) hears.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when the options include `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options include `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil, as Offscreen only reports settings.
    public let indexes: IndexSet?
    /// True for the notification sent before the change (option `.prior`).
    public let isPrior: Bool
}

/// A block observation: it lasts until `invalidate()` or until the
/// observation is deallocated, as on iOS.
public class NSKeyValueObservation: NSObject {
    fileprivate let registration: KeyValueObservers.Registration?

    fileprivate init(_ registration: KeyValueObservers.Registration?) {
        self.registration = registration
    }

    /// Ends the observation; the handler is not called again.
    public func invalidate() {
        if let registration { KeyValueObservers.shared.remove(registration) }
    }

    deinit { invalidate() }
}

/// The protocol through which Foundation gives every NSObject `observe(_:options:changeHandler:)`
/// with a key path of its own type, and (here) key-value coding.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

// MARK: Tables of keys (KeyValueCodingTable is QuartzCore's: layers have keys too)

/// A class that declares `observeValue(forKeyPath:of:change:context:)`: what
/// `addObserver(_:forKeyPath:options:context:)` calls. On iOS NSObject declares
/// the method; the plugin makes the app's first class in each hierarchy that
/// declares it conform (and drops its `override`): a main-actor class (a view
/// controller) through an isolated conformance (`@MainActor KeyValueObserver`).
/// It is called on the thread that made the change, as on iOS.
public protocol KeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// What NSObject's `observeValue(forKeyPath:of:change:context:)` does: a
/// change reached an observer that did not handle it. The plugin turns
/// `super.observeValue(...)` in a class whose superclass (NSObject, a UIKit
/// class) declares none into a call of this.
public enum UnhandledKeyValueObservation {
    public static func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                    context: UnsafeMutableRawPointer?) {
        reportKeyValueProblem("an observeValue(forKeyPath:of:change:context:) message was received but not handled. "
                              + "Key path: \(keyPath ?? "nil"); observed object: \(object.map { String(describing: type(of: $0)) } ?? "nil")")
    }
}

/// UIKit's own keys (main-actor classes): the view properties apps observe,
/// and the objects key paths go through (`"layer.cornerRadius"`,
/// `"contentView.frame"`, `"view.bounds"`).
private let uiKitKeyValueTable = KeyValueCodingTable([], mainActor: [
    (UIView.self, uiViewKeys), (UIScrollView.self, uiScrollViewKeys),
    (UITableViewCell.self, uiTableViewCellKeys), (UICollectionViewCell.self, uiCollectionViewCellKeys),
])

@MainActor private func uiViewKeys() -> [KeyValueCodingTable.Key] {
    [
        .key("frame", \UIView.frame), .key("bounds", \UIView.bounds), .key("center", \UIView.center),
        .key("alpha", \UIView.alpha), .key("hidden", \UIView.isHidden), .key("backgroundColor", \UIView.backgroundColor),
        .key("tag", \UIView.tag), .key("clipsToBounds", \UIView.clipsToBounds), .key("tintColor", \UIView.tintColor),
        .key("userInteractionEnabled", \UIView.isUserInteractionEnabled), .key("layer", \UIView.layer),
    ]
}

@MainActor private func uiScrollViewKeys() -> [KeyValueCodingTable.Key] {
    [
        .key("contentOffset", \UIScrollView.contentOffset), .key("contentSize", \UIScrollView.contentSize),
        .key("contentInset", \UIScrollView.contentInset),
    ]
}

/// Core Animation's observable layer properties, and those of its layer
/// subclasses (no actor: layers are used on any thread). Their setters tell
/// the registry of each change (`LayerKeyValueNotifier`, QuartzCore), so
/// observers of a layer hear them as on iOS, with the values typed as the
/// properties are. A subclass's own keys are found by name (`addObserver(_:forKeyPath:)`,
/// and `observe(_:kvcKeyPathString:)`, which the OffscreenCompatibility plugin
/// writes for `observe(\.strokeEnd)`); a bare `observe(\.strokeEnd)` written
/// by hand does not find them: its key path does not compare equal to the
/// table's, formed in this module.
private let layerKeyValueTable = KeyValueCodingTable([
    (CALayer.self, layerKeys(CALayer.self)),
    (CAShapeLayer.self, shapeLayerKeys(CAShapeLayer.self)),
    (CAGradientLayer.self, gradientLayerKeys(CAGradientLayer.self)),
    (CATextLayer.self, textLayerKeys(CATextLayer.self)),
    (CAReplicatorLayer.self, replicatorLayerKeys(CAReplicatorLayer.self)),
    (CAEmitterLayer.self, emitterLayerKeys(CAEmitterLayer.self)),
])

/// `CAShapeLayer`'s observable keys (and CALayer's), rooted at `L`.
private func shapeLayerKeys<L: CAShapeLayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    layerKeys(L.self) + [
        .key("path", \L.path), .key("fillColor", \L.fillColor), .key("fillRule", \L.fillRule),
        .key("strokeColor", \L.strokeColor), .key("lineWidth", \L.lineWidth),
        .key("lineCap", \L.lineCap), .key("lineJoin", \L.lineJoin),
        .key("miterLimit", \L.miterLimit), .key("lineDashPattern", \L.lineDashPattern),
        .key("lineDashPhase", \L.lineDashPhase), .key("strokeStart", \L.strokeStart),
        .key("strokeEnd", \L.strokeEnd),
    ]
}

/// `CAGradientLayer`'s observable keys (and CALayer's), rooted at `L`.
private func gradientLayerKeys<L: CAGradientLayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    layerKeys(L.self) + [
        .key("colors", \L.colors), .key("locations", \L.locations),
        .key("startPoint", \L.startPoint), .key("endPoint", \L.endPoint),
        .key("type", \L.type),
    ]
}

/// `CATextLayer`'s observable keys (and CALayer's), rooted at `L`.
private func textLayerKeys<L: CATextLayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    layerKeys(L.self) + [
        .key("string", \L.string), .key("font", \L.font), .key("fontSize", \L.fontSize),
        .key("foregroundColor", \L.foregroundColor), .key("wrapped", \L.isWrapped),
        .key("truncationMode", \L.truncationMode), .key("alignmentMode", \L.alignmentMode),
        .key("allowsFontSubpixelQuantization", \L.allowsFontSubpixelQuantization),
    ]
}

/// `CAReplicatorLayer`'s observable keys (and CALayer's), rooted at `L`.
private func replicatorLayerKeys<L: CAReplicatorLayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    layerKeys(L.self) + [
        .key("instanceCount", \L.instanceCount), .key("preservesDepth", \L.preservesDepth),
        .key("instanceDelay", \L.instanceDelay), .key("instanceTransform", \L.instanceTransform),
        .key("instanceColor", \L.instanceColor), .key("instanceRedOffset", \L.instanceRedOffset),
        .key("instanceGreenOffset", \L.instanceGreenOffset),
        .key("instanceBlueOffset", \L.instanceBlueOffset),
        .key("instanceAlphaOffset", \L.instanceAlphaOffset),
    ]
}

/// `CAEmitterLayer`'s observable keys (and CALayer's), rooted at `L`.
private func emitterLayerKeys<L: CAEmitterLayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    layerKeys(L.self) + [
        .key("emitterCells", \L.emitterCells), .key("birthRate", \L.birthRate),
        .key("lifetime", \L.lifetime), .key("emitterPosition", \L.emitterPosition),
        .key("emitterZPosition", \L.emitterZPosition), .key("emitterSize", \L.emitterSize),
        .key("emitterDepth", \L.emitterDepth), .key("emitterShape", \L.emitterShape),
        .key("emitterMode", \L.emitterMode), .key("renderMode", \L.renderMode),
        .key("preservesDepth", \L.preservesDepth), .key("velocity", \L.velocity),
        .key("scale", \L.scale), .key("spin", \L.spin), .key("seed", \L.seed),
    ]
}

/// The observable layer keys, with key paths rooted at `L` (a subclass's
/// `\.bounds` is a key path of its own type, not equal to `\CALayer.bounds`).
private func layerKeys<L: CALayer>(_: L.Type) -> [KeyValueCodingTable.Key] {
    [
        .key("bounds", \L.bounds), .key("position", \L.position), .key("frame", \L.frame),
        .key("zPosition", \L.zPosition), .key("anchorPoint", \L.anchorPoint), .key("anchorPointZ", \L.anchorPointZ),
        .key("transform", \L.transform), .key("sublayerTransform", \L.sublayerTransform),
        .key("opacity", \L.opacity), .key("hidden", \L.isHidden), .key("opaque", \L.isOpaque),
        .key("masksToBounds", \L.masksToBounds), .key("mask", \L.mask),
        .key("backgroundColor", \L.backgroundColor), .key("cornerRadius", \L.cornerRadius),
        .key("maskedCorners", \L.maskedCorners), .key("cornerCurve", \L.cornerCurve),
        .key("borderWidth", \L.borderWidth), .key("borderColor", \L.borderColor),
        .key("shadowColor", \L.shadowColor), .key("shadowOpacity", \L.shadowOpacity),
        .key("shadowOffset", \L.shadowOffset), .key("shadowRadius", \L.shadowRadius),
        .key("shadowPath", \L.shadowPath), .key("contents", \L.contents),
        .key("contentsRect", \L.contentsRect), .key("contentsGravity", \L.contentsGravity),
        .key("contentsScale", \L.contentsScale), .key("name", \L.name),
    ]
}

@MainActor private func uiTableViewCellKeys() -> [KeyValueCodingTable.Key] { [.key("contentView", \UITableViewCell.contentView)] }
@MainActor private func uiCollectionViewCellKeys() -> [KeyValueCodingTable.Key] { [.key("contentView", \UICollectionViewCell.contentView)] }

/// The key `name` of `object`: from its module's table, else UIKit's or
/// Core Animation's (where `isHidden` is also found as `hidden`, as
/// Objective-C names the property).
private func lookUpKey(_ name: String, of object: AnyObject) -> KeyValueCodingTable.Lookup {
    let fromModule = lookUpTableKey(name, of: object)
    guard case .missing = fromModule else { return fromModule }
    let table = object is CALayer ? layerKeyValueTable : uiKitKeyValueTable
    let own = table.lookUp(name, of: object)
    if case .missing = own, name.hasPrefix("is"), name.count > 2, name.dropFirst(2).first!.isUppercase {
        return table.lookUp(name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3), of: object)
    }
    return own
}

/// The object a value read by key holds (nil for a struct, a number, nil).
private func objectValue(_ value: Any?) -> AnyObject? {
    guard let value, type(of: value) is AnyClass else { return nil }
    return value as AnyObject
}

/// The value at `keys` from `root`, one key at a time as Foundation walks a
/// key path (a layer reads the rest of the path itself: `"position.x"`); nil,
/// quietly, where a key is missing.
private func quietValue(_ root: AnyObject, _ keys: ArraySlice<String>) -> Any? {
    var current: AnyObject = root
    for index in keys.indices {
        if let layer = current as? CALayer {
            // A layer's own property, typed as declared; deeper paths ("position.x") boxed, as the layer reads them.
            if index == keys.index(before: keys.endIndex), case .found(let key) = lookUpKey(keys[index], of: layer) {
                return flattenedKeyValue(key.get(layer))
            }
            return layer.value(forKeyPath: keys[index...].joined(separator: "."))
        }
        guard case .found(let key) = lookUpKey(keys[index], of: current) else { return nil }
        let value = flattenedKeyValue(key.get(current))
        if index == keys.index(before: keys.endIndex) { return value }
        guard let next = objectValue(value) else { return nil }
        current = next
    }
    return current
}

private func describe(_ object: AnyObject) -> String { String(describing: type(of: object)) }

private func keyComponents(_ keyPath: String) -> [String] {
    keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
}

// MARK: Key-value coding

extension _KeyValueCodingAndObserving {
    /// The property named `key`, found in the generated tables (nil, with a
    /// message, for a key no table has: iOS raises NSUnknownKeyException). A
    /// layer or animation answers with its own keys. Any thread for a class
    /// with no actor; the main thread for a main-actor class's keys.
    public func value(forKey key: String) -> Any? {
        if let layer = self as? CALayer { return layer.value(forKey: key) }
        if let animation = self as? CAAnimation { return animation.value(forKey: key) }
        let object = self as AnyObject
        switch lookUpKey(key, of: object) {
        case .found(let found):
            return flattenedKeyValue(found.get(object))
        case .mainActorOnly:
            reportKeyValueProblem("\(describe(object)).\(key) belongs to the main actor; read it on the main thread")
        case .missing:
            reportKeyValueProblem("\(describe(object)) is not key value coding-compliant for the key \(key) "
                                  + "(only @objc properties of classes compiled by the OffscreenCompatibility plugin and UIKit's observable view properties have keys)")
        }
        return nil
    }

    /// Sets the property named `key`; its setter runs (so its observers hear it).
    public func setValue(_ value: Any?, forKey key: String) {
        if let layer = self as? CALayer { return layer.setValue(value, forKey: key) }
        if let animation = self as? CAAnimation { return animation.setValue(value, forKey: key) }
        let object = self as AnyObject
        switch lookUpKey(key, of: object) {
        case .found(let found):
            guard let set = found.set else {
                return reportKeyValueProblem("\(describe(object)) is not key value coding-compliant for setting the key \(key)")
            }
            if !set(object, value) {
                reportKeyValueProblem("\(describe(object)).\(key) cannot be set to \(value.map { String(describing: $0) } ?? "nil")")
            }
        case .mainActorOnly:
            reportKeyValueProblem("\(describe(object)).\(key) belongs to the main actor; set it on the main thread")
        case .missing:
            reportKeyValueProblem("\(describe(object)) is not key value coding-compliant for setting the key \(key)")
        }
    }

    /// `setValue(_:forKey:)` for each pair (`NSNull` sets nil, as on iOS).
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value is NSNull ? nil : value, forKey: key) }
    }

    /// The values of `keys` (`NSNull` for nil, as on iOS).
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var values: [String: Any] = [:]
        for key in keys { values[key] = value(forKey: key) ?? NSNull() }
        return values
    }

    /// Follows `a.b.c` one key at a time; a layer on the way reads the rest
    /// of the path itself (`"layer.position.x"`, `"layer.cornerRadius"`).
    public func value(forKeyPath keyPath: String) -> Any? {
        let keys = keyComponents(keyPath)
        var current: Any? = self
        for (index, key) in keys.enumerated() {
            if let layer = current as? CALayer { return layer.value(forKeyPath: keys[index...].joined(separator: ".")) }
            guard let object = current as? _KeyValueCodingAndObserving else { return nil }
            current = object.value(forKey: key)
        }
        return current
    }

    /// Sets the last key of `a.b.c` on the object the keys before it reach.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = keyComponents(keyPath)
        var current: Any? = self
        for (index, key) in keys.enumerated() {
            if let layer = current as? CALayer { return layer.setValue(value, forKeyPath: keys[index...].joined(separator: ".")) }
            guard let object = current as? _KeyValueCodingAndObserving else { return }
            if index == keys.count - 1 { return object.setValue(value, forKey: key) }
            current = object.value(forKey: key)
        }
    }
}

// MARK: Key-value observing

extension _KeyValueCodingAndObserving {
    /// Calls `observer.observeValue(forKeyPath:of:change:context:)` after each
    /// change of `keyPath`, as on iOS: a key of this object, or a path of keys
    /// (`"contentView.frame"`), which is heard when any object along it
    /// changes what it reaches. The observer is not retained.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let registration = KeyValueObservers.Registration(object: self as AnyObject, keyPath: keyPath, options: options,
                                                          observer: observer, context: context, handler: nil)
        KeyValueObservers.shared.add(registration)
    }

    /// Ends the latest observation of `keyPath` by `observer`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.shared.remove(observer: observer, of: self as AnyObject, keyPath: keyPath, context: nil, matchingContext: false)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.remove(observer: observer, of: self as AnyObject, keyPath: keyPath, context: context, matchingContext: true)
    }

    /// Calls `changeHandler` after each change of the property, until the
    /// returned observation is invalidated or deallocated. The property must
    /// have a key in a table (see the top of this file).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let object = self as AnyObject
        let found = lookUpTableKey(keyPath: keyPath, of: object)
        let name: String?
        switch found {
        case .found(let key): name = key.name
        default:
            let table = object is CALayer ? layerKeyValueTable : uiKitKeyValueTable
            if case .found(let key) = table.lookUp(keyPath: keyPath, of: object) { name = key.name } else { name = nil }
        }
        guard let name else {
            reportKeyValueProblem("\(type(of: self)) has no key for the key path \(keyPath) in the generated tables; the observation will not be called")
            return NSKeyValueObservation(nil)
        }
        return observe(keyPath, kvcKeyPathString: name, options: options, changeHandler: changeHandler)
    }

    /// `observe(_:options:changeHandler:)` with the key path's string, as the
    /// OffscreenCompatibility plugin writes it (`\.isHidden` is `"isHidden"`,
    /// `\.contentView.frame` is `"contentView.frame"`; UIKit's `is` properties
    /// are found without the `is`).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, kvcKeyPathString: String, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let registration = KeyValueObservers.Registration(object: self as AnyObject, keyPath: kvcKeyPathString, options: options,
                                                          observer: nil, context: nil) { object, change in
            changeHandler(object as! Self, NSKeyValueObservedChange(kind: .setting, newValue: change.new.flatMap { $0 as? Value },
                                                                     oldValue: change.old.flatMap { $0 as? Value },
                                                                     indexes: nil, isPrior: change.isPrior))
        }
        KeyValueObservers.shared.add(registration)
        return NSKeyValueObservation(registration)
    }

    /// Tells the observers of `key` that it is about to change (they asked for `.prior`)
    /// and keeps the old value for `didChangeValue(forKey:)`.
    public func willChangeValue(forKey key: String) {
        guard KeyValueObservers.shared.isObserving else { return }
        KeyValueObservers.shared.willChange(self as AnyObject, key)
    }

    /// Tells the observers of `key` (and of key paths through it) that it changed.
    public func didChangeValue(forKey key: String) {
        guard KeyValueObservers.shared.isObserving else { return }
        KeyValueObservers.shared.didChange(self as AnyObject, key)
    }
}

extension _KeyValueCodingAndObserving where Self: CALayer {
    /// `observe(_:options:changeHandler:)` for a layer of any class: Core
    /// Animation's observable properties are found by their key paths rooted
    /// at the layer's own class (`\CAShapeLayer.bounds`), then the generated tables'.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        for key in layerKeys(Self.self) where key.keyPath == keyPath {
            return observe(keyPath, kvcKeyPathString: key.name, options: options, changeHandler: changeHandler)
        }
        guard case .found(let key) = lookUpTableKey(keyPath: keyPath, of: self) else {
            reportKeyValueProblem("\(type(of: self)) has no key for the key path \(keyPath) in the generated tables; the observation will not be called")
            return NSKeyValueObservation(nil)
        }
        return observe(keyPath, kvcKeyPathString: key.name, options: options, changeHandler: changeHandler)
    }
}

private func lookUpTableKey(keyPath: AnyKeyPath, of object: AnyObject) -> KeyValueCodingTable.Lookup {
    (object as? KeyValueCodingTableProvider)?.offscreenKeyValueTable.lookUp(keyPath: keyPath, of: object) ?? .missing
}

/// Every observation. An observation of a key path `a.b.c` on an object
/// watches `a` on the object, `b` on what `a` holds and `c` on what `b`
/// holds (its links), as Foundation does; when a link's key changes, the
/// links after it move to the new objects.
final class KeyValueObservers: @unchecked Sendable {
    static let shared = KeyValueObservers()

    private init() {
        // Layers (QuartzCore, below UIKit) tell the registry of their changes through this.
        LayerKeyValueNotifier.shared.install(.init(willChange: { layer, key in KeyValueObservers.shared.willChange(layer, key) },
                                                   didChange: { layer, key in KeyValueObservers.shared.didChange(layer, key) }))
    }

    struct Change {
        var new: Any?
        var old: Any?
        var isPrior: Bool
    }

    /// One key of the path, on the object that holds it now.
    struct Link {
        weak var object: AnyObject?
        let objectID: ObjectIdentifier
        /// The key as the object's setter names it (`"hidden"` for `"isHidden"`).
        let key: String
    }

    final class Registration: @unchecked Sendable {
        weak var object: AnyObject?
        let objectID: ObjectIdentifier
        let keyPath: String
        let keys: [String]
        let options: NSKeyValueObservingOptions
        weak var observer: AnyObject?
        let context: UnsafeMutableRawPointer?
        let handler: ((AnyObject, Change) -> Void)?
        /// Guarded by the registry's lock.
        var links: [Link] = []
        /// Old values kept between `willChange` and `didChange`, innermost last.
        var pending: [(objectID: ObjectIdentifier, key: String, old: Any?)] = []

        init(object: AnyObject, keyPath: String, options: NSKeyValueObservingOptions, observer: AnyObject?,
             context: UnsafeMutableRawPointer?, handler: ((AnyObject, Change) -> Void)?) {
            self.object = object
            self.objectID = ObjectIdentifier(object)
            self.keyPath = keyPath
            self.keys = keyComponents(keyPath)
            self.options = options
            self.observer = observer
            self.context = context
            self.handler = handler
        }

        func watches(_ object: AnyObject, _ key: String) -> Int? {
            links.firstIndex { $0.object === object && $0.key == key }
        }
    }

    private let lock = NSLock()
    private let count = Atomic<Int>(0)
    /// By observed object.
    private var registrations: [ObjectIdentifier: [Registration]] = [:]
    /// By the object of each link.
    private var watching: [ObjectIdentifier: [Registration]] = [:]
    private var additionsSinceSweep = 0

    var isObserving: Bool { count.load(ordering: .relaxed) > 0 }

    /// How many observations are registered (live or not yet swept).
    var registrationCount: Int { count.load(ordering: .relaxed) }

    /// The links of `registration` from `level` on, read from the objects now
    /// (outside the lock: getters run).
    private func links(of registration: Registration, from level: Int, start: AnyObject?) -> [Link] {
        var links: [Link] = []
        var current = start
        for index in level..<registration.keys.count {
            guard let object = current else { break }
            let name = registration.keys[index]
            let found = lookUpKey(name, of: object)
            let key: String
            if case .found(let k) = found { key = k.name } else { key = name }
            links.append(Link(object: object, objectID: ObjectIdentifier(object), key: key))
            guard index < registration.keys.count - 1 else { break }
            if object is CALayer { break }   // a layer's own key paths ("position.x") are its values
            guard case .found(let k) = found else { break }
            current = objectValue(flattenedKeyValue(k.get(object)))
        }
        return links
    }

    /// Replaces the links of `registration` from `level` on (under the lock).
    private func setLinks(_ links: [Link], of registration: Registration, from level: Int) {
        for link in registration.links[min(level, registration.links.count)...] {
            watching[link.objectID]?.removeAll { $0 === registration }
            if watching[link.objectID]?.isEmpty == true { watching[link.objectID] = nil }
        }
        registration.links.removeSubrange(min(level, registration.links.count)...)
        registration.links += links
        for link in links where !(watching[link.objectID]?.contains { $0 === registration } ?? false) {
            watching[link.objectID, default: []].append(registration)
        }
    }

    private func updateCount() {
        let total = registrations.values.reduce(0) { $0 + $1.count }
        count.store(total, ordering: .relaxed)
        LayerKeyValueNotifier.shared.setActive(total > 0)
    }

    func add(_ registration: Registration) {
        guard let root = registration.object else { return }
        let links = links(of: registration, from: 0, start: root)
        lock.withLock {
            // Registrations of objects that are gone are dropped now and then
            // (iOS lets an observed object go with observers registered).
            additionsSinceSweep += 1
            if additionsSinceSweep >= 64 {
                additionsSinceSweep = 0
                for dead in registrations.values.joined() where dead.object == nil { setLinks([], of: dead, from: 0) }
                registrations = registrations.compactMapValues { list in
                    let live = list.filter { $0.object != nil }
                    return live.isEmpty ? nil : live
                }
            }
            registrations[registration.objectID, default: []].removeAll { $0.object == nil }
            registrations[registration.objectID, default: []].append(registration)
            setLinks(links, of: registration, from: 0)
            updateCount()
        }
        if registration.options.contains(.initial) {
            let new = registration.options.contains(.new) ? quietValue(root, registration.keys[...]) : nil
            deliver(Change(new: new, old: nil, isPrior: false), of: root, to: registration)
        }
    }

    func remove(_ registration: Registration) {
        lock.withLock {
            registrations[registration.objectID]?.removeAll { $0 === registration || $0.object == nil }
            if registrations[registration.objectID]?.isEmpty == true { registrations[registration.objectID] = nil }
            setLinks([], of: registration, from: 0)
            updateCount()
        }
    }

    func remove(observer: AnyObject, of object: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?, matchingContext: Bool) {
        let found = lock.withLock {
            registrations[ObjectIdentifier(object)]?.last(where: {
                $0.object === object && $0.observer === observer && $0.keyPath == keyPath && (!matchingContext || $0.context == context)
            })
        }
        guard let found else {
            reportKeyValueProblem("cannot remove an observer \(type(of: observer)) for the key path \"\(keyPath)\" from "
                                  + "\(type(of: object)) because it is not registered as an observer")
            return
        }
        remove(found)
    }

    /// The registrations with a link on `key` of `object`.
    private func watchers(of object: AnyObject, _ key: String) -> [Registration] {
        lock.withLock { watching[ObjectIdentifier(object)]?.filter { $0.watches(object, key) != nil } ?? [] }
    }

    func willChange(_ object: AnyObject, _ key: String) {
        for registration in watchers(of: object, key) {
            guard let root = registration.object else { continue }
            let old = registration.options.contains(.old) ? quietValue(root, registration.keys[...]) : nil
            lock.withLock { registration.pending.append((ObjectIdentifier(object), key, old)) }
            if registration.options.contains(.prior) { deliver(Change(new: nil, old: old, isPrior: true), of: root, to: registration) }
        }
    }

    func didChange(_ object: AnyObject, _ key: String) {
        let objectID = ObjectIdentifier(object)
        for registration in watchers(of: object, key) {
            guard let root = registration.object else { continue }
            let (old, level): (Any?, Int?) = lock.withLock {
                let level = registration.watches(object, key)
                guard let index = registration.pending.lastIndex(where: { $0.objectID == objectID && $0.key == key }) else { return (nil, level) }
                return (registration.pending.remove(at: index).old, level)
            }
            // What the changed key holds now is where the rest of the path continues.
            if let level, level + 1 < registration.keys.count {
                let next = lookUpKey(key, of: object)
                let start: AnyObject? = if case .found(let k) = next, !(object is CALayer) { objectValue(flattenedKeyValue(k.get(object))) } else { nil }
                let rest = links(of: registration, from: level + 1, start: start)
                lock.withLock { setLinks(rest, of: registration, from: level + 1) }
            }
            let new = registration.options.contains(.new) ? quietValue(root, registration.keys[...]) : nil
            deliver(Change(new: new, old: old, isPrior: false), of: root, to: registration)
        }
    }

    /// Calls the handler or the observer on this thread, as iOS does.
    private func deliver(_ change: Change, of object: AnyObject, to registration: Registration) {
        var change = change
        if !registration.options.contains(.new) { change.new = nil }
        if !registration.options.contains(.old) { change.old = nil }
        if let handler = registration.handler {
            handler(object, change)
            return
        }
        guard let observer = registration.observer else { return }
        var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        // Foundation puts NSNull for a nil value the options asked for.
        if registration.options.contains(.new) && !change.isPrior { dictionary[.newKey] = change.new ?? NSNull() }
        if registration.options.contains(.old) { dictionary[.oldKey] = change.old ?? NSNull() }
        if change.isPrior { dictionary[.notificationIsPriorKey] = true }
        guard let target = observer as? KeyValueObserver else {
            reportKeyValueProblem("\(type(of: observer)) observes \"\(registration.keyPath)\" but declares no observeValue(forKeyPath:of:change:context:)")
            return
        }
        target.observeValue(forKeyPath: registration.keyPath, of: object, change: dictionary, context: registration.context)
    }
}
