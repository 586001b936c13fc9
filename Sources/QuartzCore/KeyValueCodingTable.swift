import Foundation

// The tables that give Swift properties keys for key-value coding, which
// Foundation on Linux lacks (it has no Objective-C runtime to find a property
// by name). The OffscreenCompatibility plugin writes one per source file of an
// app and merges them; UIKit has one for the view properties apps observe most.
// They sit here, below UIKit, because layers have keys too: a `CALayer`
// subclass's `@objc` properties are found by `CALayer.value(forKey:)`.
//
// Isolation is Apple's: a class with no actor (an `NSObject` model, a
// `CALayer` subclass) has its keys read and set on any thread, as on iOS; the
// keys of main-actor classes (views, view controllers) are built and used on
// the main thread only.

/// The keys of some classes, each with the property it stands for.
/// `KeyValueCodingTable([(Model.self, [.key("title", \Model.title)])])`.
public final class KeyValueCodingTable: @unchecked Sendable {
    /// One key of a class: its name, its key path, how to read and (for a
    /// writable property) set it.
    public struct Key: @unchecked Sendable {
        package let name: String
        package let keyPath: AnyKeyPath
        package let get: (AnyObject) -> Any
        package let set: ((AnyObject, Any?) -> Bool)?

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

    /// A key found for an object.
    package enum Lookup {
        case found(Key)
        /// The key belongs to a main-actor class and the caller is not on the main thread.
        case mainActorOnly
        case missing
    }

    /// Keys of classes with no actor: usable on any thread.
    private var keys: [ObjectIdentifier: [String: Key]] = [:]
    /// Keys of main-actor classes, made at their first use on the main thread.
    private var mainActorLists: [ObjectIdentifier: [@MainActor @Sendable () -> [Key]]] = [:]
    private var mainActorKeys: [ObjectIdentifier: [String: Key]] = [:]
    private let lock = NSLock()

    /// `classes`: classes with no actor and their keys. `mainActor`: main-actor
    /// classes (whose key paths can only be formed on the main actor), each
    /// with the call that lists its keys, made at the first look-up.
    public init(_ classes: [(AnyClass, [Key])], mainActor: [(AnyClass, @MainActor @Sendable () -> [Key])] = []) {
        for (type, keys): (AnyClass, [Key]) in classes {
            for key in keys { self.keys[ObjectIdentifier(type), default: [:]][key.name] = key }
        }
        for entry in mainActor { mainActorLists[ObjectIdentifier(entry.0), default: []].append(entry.1) }
    }

    /// The keys of several tables (the plugin's per-file tables) together.
    public init(merging tables: [KeyValueCodingTable]) {
        for table in tables {
            keys.merge(table.keys) { mine, theirs in mine.merging(theirs) { a, _ in a } }
            mainActorLists.merge(table.mainActorLists) { mine, theirs in mine + theirs }
        }
    }

    /// The main-actor keys of the class `id` (made now if not yet), or nil
    /// when it has none; `.none` off the main thread, where they are not used.
    private func mainActorKeys(of id: ObjectIdentifier) -> [String: Key]?? {
        let (made, lists) = lock.withLock { (mainActorKeys[id], mainActorLists[id]) }
        guard let lists else { return .some(nil) }
        guard isOnMainQueue() else { return .none }
        if let made { return .some(made) }
        let box = UncheckedBox(lists)
        let listed = MainActor.assumeIsolated { UncheckedBox(box.value.flatMap { $0() }) }.value
        var byName: [String: Key] = [:]
        for key in listed where byName[key.name] == nil { byName[key.name] = key }
        lock.withLock { mainActorKeys[id] = byName }
        return .some(byName)
    }

    /// The key of `object`'s class or the nearest superclass that has one matching `matches`.
    private func find(of object: AnyObject, _ matches: ([String: Key]) -> Key?) -> Lookup {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            let id = ObjectIdentifier(current)
            if let found = keys[id].flatMap(matches) { return .found(found) }
            switch mainActorKeys(of: id) {
            case .none: return .mainActorOnly
            case .some(let list?): if let found = matches(list) { return .found(found) }
            case .some(nil): break
            }
            type = _getSuperclass(current)
        }
        return .missing
    }

    /// `name` on `object`'s class or the nearest superclass that has it.
    package func lookUp(_ name: String, of object: AnyObject) -> Lookup {
        find(of: object) { $0[name] }
    }

    /// The key whose key path is `keyPath` (rooted at `object`'s class or a superclass).
    package func lookUp(keyPath: AnyKeyPath, of object: AnyObject) -> Lookup {
        find(of: object) { keys in keys.values.first { $0.keyPath == keyPath } }
    }
}

/// A class whose module has a key table: the plugin makes each of the app's
/// root classes conform, returning the module's merged table.
public protocol KeyValueCodingTableProvider: AnyObject {
    var offscreenKeyValueTable: KeyValueCodingTable { get }
}

/// True on the main thread, or where the main queue runs (the main actor's
/// executor: under `dispatch_main()` a worker thread drains it).
package func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Holds a value whose use the caller keeps to one thread at a time.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// `value` as `T`: itself, nil for an optional, or a number converted as
/// Foundation converts an `NSNumber` (to `CGFloat`, `Double`, `Float`, `Int`, `Bool`).
package func convertForKeyValueCoding<T>(_ value: Any?, to type: T.Type) -> T? {
    guard let value = flattenedKeyValue(value) else { return Optional<Any>.none as? T }
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
package func flattenedKeyValue(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { flattenedKeyValue($0.value) }
}

/// Key-value coding's complaints, on standard error (iOS raises exceptions).
package func reportKeyValueProblem(_ message: String) {
    FileHandle.standardError.write(Data("Offscreen: \(message)\n".utf8))
}

/// A key of `object` from its module's table: `.missing` when the object's
/// module has none or the table lacks the key.
package func lookUpTableKey(_ name: String, of object: AnyObject) -> KeyValueCodingTable.Lookup {
    (object as? KeyValueCodingTableProvider)?.offscreenKeyValueTable.lookUp(name, of: object) ?? .missing
}
