import Foundation

// The Objective-C runtime's associated objects, which extensions use to give a
// class stored properties (`objc_getAssociatedObject(self, &Keys.badge)`).
// Swift on Linux has no Objective-C runtime; here the values live in a table
// beside the objects. A value is released once its object is gone: at the
// next associated-object call after the object's deallocation (not at the
// deallocation itself, which Offscreen cannot hook for every class).

/// How an associated value is kept, as in the Objective-C runtime.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: the value must outlive the association (kept weakly here, so it reads nil once gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`) of the value is kept.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static
/// variable, `&Keys.name`); nil removes the association.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.removeAll(object as AnyObject)
}

private enum AssociatedObjects {
    enum Stored {
        case strong(Any)
        case weak(WeakReference)
    }

    final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored]
    }

    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var setsSinceSweep = 0
    private static let lock = NSLock()

    /// The live entry of `object`; one whose owner is gone (and whose address
    /// a new object may now have) is dropped first.
    private static func entry(_ object: AnyObject) -> Entry? {
        let id = ObjectIdentifier(object)
        guard let entry = entries[id] else { return nil }
        if entry.owner !== object {
            entries[id] = nil
            return nil
        }
        return entry
    }

    static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        var current = entry(object) ?? Entry(owner: object, values: [:])
        if let value {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass {
                    current.values[key] = .weak(WeakReference(value as AnyObject))
                } else {
                    current.values[key] = .strong(value)
                }
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                current.values[key] = .strong((value as? NSCopying)?.copy() ?? value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                current.values[key] = .strong(value)
            }
        } else {
            current.values[key] = nil
        }
        entries[ObjectIdentifier(object)] = current.values.isEmpty ? nil : current
        // Now and then, release the values of objects that are gone.
        setsSinceSweep += 1
        if setsSinceSweep >= 256 {
            setsSinceSweep = 0
            entries = entries.filter { $0.value.owner != nil }
        }
    }

    static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        switch entry(object)?.values[key] {
        case .strong(let value): return value
        case .weak(let reference): return reference.object
        case nil: return nil
        }
    }

    static func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        if entry(object) != nil { entries[ObjectIdentifier(object)] = nil }
    }
}
