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

// MARK: Tables of keys

/// The keys of some classes, each with the property it stands for.
/// `KeyValueCodingTable([(Model.self, [.key("title", \Model.title)])])`; the
/// OffscreenCompatibility plugin writes one per source file and merges them.
public final class KeyValueCodingTable: @unchecked Sendable {
    /// One key of a class: its name, its key path, how to read and (for a
    /// writable property) set it.
    public struct Key: @unchecked Sendable {
        let name: String
        let keyPath: AnyKeyPath
        let get: (AnyObject) -> Any
        let set: ((AnyObject, Any?) -> Bool)?

        /// A read-only property.
        public static func key<Root: AnyObject, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) -> Key {
            Key(name: name, keyPath: keyPath, get: { ($0 as! Root)[keyPath: keyPath] }, set: nil)
        }

        /// A settable property: `setValue(_:forKey:)` converts numbers as
        /// Foundation does (an `NSNumber` or `Double` for a `CGFloat`...).
        public static func key<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Key {
            Key(name: name, keyPath: keyPath, get: { ($0 as! Root)[keyPath: keyPath] }, set: { object, value in
                guard let converted = convertForKeyValueCoding(value, to: Value.self) else { return false }
                (object as! Root)[keyPath: keyPath] = converted
                return true
            })
        }
    }

    private var keys: [ObjectIdentifier: [String: Key]] = [:]

    public init(_ classes: [(AnyClass, [Key])]) {
        for (type, keys): (AnyClass, [Key]) in classes {
            for key in keys { self.keys[ObjectIdentifier(type), default: [:]][key.name] = key }
        }
    }

    /// The keys of several tables (the plugin's per-file tables) together.
    public init(merging tables: [KeyValueCodingTable]) {
        for table in tables {
            keys.merge(table.keys) { mine, theirs in mine.merging(theirs) { a, _ in a } }
        }
    }

    /// `name` on `object`'s class or the nearest superclass that has it.
    func key(_ name: String, of object: AnyObject) -> Key? {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let key = keys[ObjectIdentifier(current)]?[name] { return key }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// The key whose key path is `keyPath` (rooted at `object`'s class or a superclass).
    func key(for keyPath: AnyKeyPath, of object: AnyObject) -> Key? {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let key = keys[ObjectIdentifier(current)]?.values.first(where: { $0.keyPath == keyPath }) { return key }
            type = _getSuperclass(current)
        }
        return nil
    }
}

/// A class whose module has a key table: the plugin makes each of the app's
/// root classes conform, returning the module's merged table.
@MainActor
public protocol KeyValueCodingTableProvider: AnyObject {
    var offscreenKeyValueTable: KeyValueCodingTable { get }
}

/// A class that declares `observeValue(forKeyPath:of:change:context:)`: what
/// `addObserver(_:forKeyPath:options:context:)` calls. On iOS NSObject declares
/// the method; the plugin makes the app's first class in each hierarchy that
/// declares it conform (and drops its `override`).
@MainActor
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

/// UIKit's own observable keys: the view properties apps observe.
@MainActor
private let uiKitKeyValueTable = KeyValueCodingTable([
    (UIView.self, [
        .key("frame", \UIView.frame), .key("bounds", \UIView.bounds), .key("center", \UIView.center),
        .key("alpha", \UIView.alpha), .key("hidden", \UIView.isHidden), .key("backgroundColor", \UIView.backgroundColor),
        .key("tag", \UIView.tag), .key("clipsToBounds", \UIView.clipsToBounds), .key("tintColor", \UIView.tintColor),
        .key("userInteractionEnabled", \UIView.isUserInteractionEnabled),
    ]),
    (UIScrollView.self, [
        .key("contentOffset", \UIScrollView.contentOffset), .key("contentSize", \UIScrollView.contentSize),
        .key("contentInset", \UIScrollView.contentInset),
    ]),
])

/// The key `name` of `object`: from its module's table, else UIKit's (where
/// `isHidden` is also found as `hidden`, as Objective-C names the property).
@MainActor
private func lookUpKey(_ name: String, of object: AnyObject) -> KeyValueCodingTable.Key? {
    if let key = (object as? KeyValueCodingTableProvider)?.offscreenKeyValueTable.key(name, of: object) { return key }
    if let key = uiKitKeyValueTable.key(name, of: object) { return key }
    if name.hasPrefix("is"), name.count > 2, name.dropFirst(2).first!.isUppercase {
        return uiKitKeyValueTable.key(name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3), of: object)
    }
    return nil
}

/// The Objective-C runtime's key lookups all happen on the main thread here
/// (the tables hold key paths to main-actor properties).
private func onMain<T>(_ body: @MainActor () -> T) -> T {
    let result = MainActor.assumeIsolated { SendableBox(body()) }
    return result.value
}

/// `value` as `T`: itself, nil for an optional, or a number converted as
/// Foundation converts an `NSNumber` (to `CGFloat`, `Double`, `Float`, `Int`, `Bool`).
func convertForKeyValueCoding<T>(_ value: Any?, to type: T.Type) -> T? {
    guard let value = flattened(value) else { return Optional<Any>.none as? T }
    if let exact = value as? T { return exact }
    let number: Double?
    switch value {
    case let n as NSNumber: number = n.doubleValue
    case let d as Double: number = d
    case let f as Float: number = Double(f)
    case let c as CGFloat: number = Double(c)
    case let i as Int: number = Double(i)
    case let b as Bool: number = b ? 1 : 0
    default: number = nil
    }
    guard let number else { return nil }
    for candidate in [CGFloat(number), number, Float(number), Int(exactly: number) as Any, number != 0] as [Any] {
        if let converted = candidate as? T { return converted }
    }
    return nil
}

/// nil for nil and for an optional holding nil; the wrapped value otherwise.
private func flattened(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { flattened($0.value) }
}

private func reportKeyValueProblem(_ message: String) {
    FileHandle.standardError.write(Data("Offscreen: \(message)\n".utf8))
}

// MARK: Key-value coding

extension _KeyValueCodingAndObserving {
    /// The property named `key`, found in the generated tables (nil, with a
    /// message, for a key no table has: iOS raises NSUnknownKeyException).
    public func value(forKey key: String) -> Any? {
        let object = SendableBox(self as AnyObject)
        return onMain {
            guard let found = lookUpKey(key, of: object.value) else {
                reportKeyValueProblem("\(type(of: object.value)) is not key value coding-compliant for the key \(key) "
                                      + "(only @objc properties of classes compiled by the OffscreenCompatibility plugin and UIKit's observable view properties have keys)")
                return SendableBox<Any?>(nil)
            }
            return SendableBox(flattened(found.get(object.value)))
        }.value
    }

    /// Sets the property named `key`; its setter runs (so its observers hear it).
    public func setValue(_ value: Any?, forKey key: String) {
        let call = SendableBox((self as AnyObject, value))
        onMain {
            let (object, value) = call.value
            guard let found = lookUpKey(key, of: object), let set = found.set else {
                reportKeyValueProblem("\(type(of: object)) is not key value coding-compliant for setting the key \(key)")
                return
            }
            if !set(object, value) {
                reportKeyValueProblem("\(type(of: object)).\(key) cannot be set to \(value.map { String(describing: $0) } ?? "nil")")
            }
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

    /// Follows `a.b.c` one key at a time.
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard let object = current as? _KeyValueCodingAndObserving else { return nil }
            current = object.value(forKey: String(key))
        }
        return current
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let last = keys.removeLast()
        let target = keys.isEmpty ? self as Any? : self.value(forKeyPath: keys.joined(separator: "."))
        (target as? _KeyValueCodingAndObserving)?.setValue(value, forKey: last)
    }
}

// MARK: Key-value observing

extension _KeyValueCodingAndObserving {
    /// Calls `observer.observeValue(forKeyPath:of:change:context:)` after each
    /// change of `keyPath` (a key of this object), as on iOS. The observer is
    /// not retained.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let registration = KeyValueObservers.Registration(object: self as AnyObject, key: keyPath, options: options,
                                                          observer: observer, context: context, handler: nil)
        KeyValueObservers.shared.add(registration)
    }

    /// Ends the latest observation of `keyPath` by `observer`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservers.shared.remove(observer: observer, of: self as AnyObject, key: keyPath, context: nil, matchingContext: false)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservers.shared.remove(observer: observer, of: self as AnyObject, key: keyPath, context: context, matchingContext: true)
    }

    /// Calls `changeHandler` after each change of the property, until the
    /// returned observation is invalidated or deallocated. The property must
    /// have a key in a table (see the top of this file).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let search = SendableBox((self as AnyObject, keyPath as AnyKeyPath))
        let name = onMain {
            let (object, keyPath) = search.value
            return SendableBox((object as? KeyValueCodingTableProvider)?.offscreenKeyValueTable.key(for: keyPath, of: object)?.name
                               ?? uiKitKeyValueTable.key(for: keyPath, of: object)?.name)
        }.value
        guard let name else {
            reportKeyValueProblem("\(type(of: self)) has no key for the key path \(keyPath) in the generated tables; the observation will not be called")
            return NSKeyValueObservation(nil)
        }
        return observe(keyPath, kvcKeyPathString: name, options: options, changeHandler: changeHandler)
    }

    /// `observe(_:options:changeHandler:)` with the key the key path stands
    /// for, as the OffscreenCompatibility plugin writes it (`\.isHidden` is
    /// `"isHidden"`; UIKit's `is` properties are found without the `is`).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, kvcKeyPathString: String, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        // `\.isHidden` is UIKit's key "hidden".
        let object = SendableBox(self as AnyObject)
        let key = onMain { SendableBox(lookUpKey(kvcKeyPathString, of: object.value)?.name) }.value ?? kvcKeyPathString
        let registration = KeyValueObservers.Registration(object: self as AnyObject, key: key, options: options,
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

    /// Tells the observers of `key` that it changed.
    public func didChangeValue(forKey key: String) {
        guard KeyValueObservers.shared.isObserving else { return }
        KeyValueObservers.shared.didChange(self as AnyObject, key)
    }
}

/// Every observation, by observed object.
final class KeyValueObservers: @unchecked Sendable {
    static let shared = KeyValueObservers()

    struct Change {
        var new: Any?
        var old: Any?
        var isPrior: Bool
    }

    final class Registration: @unchecked Sendable {
        weak var object: AnyObject?
        let objectID: ObjectIdentifier
        let key: String
        let options: NSKeyValueObservingOptions
        weak var observer: AnyObject?
        let context: UnsafeMutableRawPointer?
        let handler: ((AnyObject, Change) -> Void)?

        init(object: AnyObject, key: String, options: NSKeyValueObservingOptions, observer: AnyObject?,
             context: UnsafeMutableRawPointer?, handler: ((AnyObject, Change) -> Void)?) {
            self.object = object
            self.objectID = ObjectIdentifier(object)
            self.key = key
            self.options = options
            self.observer = observer
            self.context = context
            self.handler = handler
        }
    }

    private let lock = NSLock()
    private let count = Atomic<Int>(0)
    private var registrations: [ObjectIdentifier: [Registration]] = [:]
    private var additionsSinceSweep = 0
    /// Old values kept between `willChange` and `didChange`, innermost last.
    private var pendingOldValues: [ObjectIdentifier: [(key: String, value: Any?)]] = [:]

    var isObserving: Bool { count.load(ordering: .relaxed) > 0 }

    /// How many observations are registered (live or not yet swept).
    var registrationCount: Int { count.load(ordering: .relaxed) }

    func add(_ registration: Registration) {
        if registration.key.contains(".") {
            reportKeyValueProblem("observing the key path \"\(registration.key)\" through more than one key is not supported; "
                                  + "observe its last object's key instead")
        }
        lock.withLock {
            // Registrations of objects that are gone are dropped now and then
            // (iOS lets an observed object go with observers registered).
            additionsSinceSweep += 1
            if additionsSinceSweep >= 64 {
                additionsSinceSweep = 0
                registrations = registrations.compactMapValues { list in
                    let live = list.filter { $0.object != nil }
                    return live.isEmpty ? nil : live
                }
            }
            registrations[registration.objectID, default: []].removeAll { $0.object == nil }
            registrations[registration.objectID, default: []].append(registration)
            count.store(registrations.values.reduce(0) { $0 + $1.count }, ordering: .relaxed)
        }
        if registration.options.contains(.initial), let object = registration.object {
            let new = registration.options.contains(.new) ? currentValue(object, registration.key) : nil
            deliver(Change(new: new, old: nil, isPrior: false), of: object, to: [registration])
        }
    }

    func remove(_ registration: Registration) {
        lock.withLock {
            registrations[registration.objectID]?.removeAll { $0 === registration || $0.object == nil }
            if registrations[registration.objectID]?.isEmpty == true { registrations[registration.objectID] = nil }
            count.store(registrations.values.reduce(0) { $0 + $1.count }, ordering: .relaxed)
        }
    }

    func remove(observer: AnyObject, of object: AnyObject, key: String, context: UnsafeMutableRawPointer?, matchingContext: Bool) {
        let found = lock.withLock {
            registrations[ObjectIdentifier(object)]?.last(where: {
                $0.object === object && $0.observer === observer && $0.key == key && (!matchingContext || $0.context == context)
            })
        }
        guard let found else {
            reportKeyValueProblem("cannot remove an observer \(type(of: observer)) for the key path \"\(key)\" from "
                                  + "\(type(of: object)) because it is not registered as an observer")
            return
        }
        remove(found)
    }

    private func observers(of object: AnyObject, _ key: String) -> [Registration] {
        lock.withLock { registrations[ObjectIdentifier(object)]?.filter { $0.object === object && $0.key == key } ?? [] }
    }

    private func currentValue(_ object: AnyObject, _ key: String) -> Any? {
        let box = SendableBox(object)
        return onMain { SendableBox(lookUpKey(key, of: box.value).map { flattened($0.get(box.value)) } ?? nil) }.value
    }

    func willChange(_ object: AnyObject, _ key: String) {
        let observers = observers(of: object, key)
        guard !observers.isEmpty else { return }
        let wantsOld = observers.contains { $0.options.contains(.old) }
        let old = wantsOld ? currentValue(object, key) : nil
        lock.withLock { pendingOldValues[ObjectIdentifier(object), default: []].append((key, old)) }
        let prior = observers.filter { $0.options.contains(.prior) }
        if !prior.isEmpty { deliver(Change(new: nil, old: old, isPrior: true), of: object, to: prior) }
    }

    func didChange(_ object: AnyObject, _ key: String) {
        let old: Any?? = lock.withLock {
            guard let index = pendingOldValues[ObjectIdentifier(object)]?.lastIndex(where: { $0.key == key }) else { return nil }
            let value = pendingOldValues[ObjectIdentifier(object)]!.remove(at: index).value
            if pendingOldValues[ObjectIdentifier(object)]!.isEmpty { pendingOldValues[ObjectIdentifier(object)] = nil }
            return .some(value)
        }
        let observers = observers(of: object, key)
        guard !observers.isEmpty else { return }
        let new = observers.contains { $0.options.contains(.new) } ? currentValue(object, key) : nil
        deliver(Change(new: new, old: old ?? nil, isPrior: false), of: object, to: observers)
    }

    private func deliver(_ change: Change, of object: AnyObject, to registrations: [Registration]) {
        for registration in registrations {
            var change = change
            if !registration.options.contains(.new) { change.new = nil }
            if !registration.options.contains(.old) { change.old = nil }
            if let handler = registration.handler {
                handler(object, change)
                continue
            }
            guard let observer = registration.observer else { continue }
            var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            // Foundation puts NSNull for a nil value the options asked for.
            if registration.options.contains(.new) && !change.isPrior { dictionary[.newKey] = change.new ?? NSNull() }
            if registration.options.contains(.old) { dictionary[.oldKey] = change.old ?? NSNull() }
            if change.isPrior { dictionary[.notificationIsPriorKey] = true }
            let call = SendableBox((observer, object, dictionary, registration.key, registration.context))
            onMain {
                let (observer, object, dictionary, key, context) = call.value
                guard let target = observer as? KeyValueObserver else {
                    reportKeyValueProblem("\(type(of: observer)) observes \"\(key)\" but declares no observeValue(forKeyPath:of:change:context:)")
                    return
                }
                target.observeValue(forKeyPath: key, of: object, change: dictionary, context: context)
            }
        }
    }
}
