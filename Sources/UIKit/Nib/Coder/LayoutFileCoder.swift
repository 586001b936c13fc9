import Foundation

/// The `NSCoder` handed to `init?(coder:)` of an object made from a layout file:
/// a keyed coder over that object's `properties`, so a view written for iOS can
/// read its own keys, and UIKit's classes read theirs, the same way.
///
/// Keys are the file's property names (UIKit's: `frame`, `backgroundColor`,
/// `layer.cornerRadius`, ...). Built-in keys decode to their UIKit types;
/// other keys decode to what the JSON holds (`String`, `NSNumber`, `[Any]`,
/// `[String: Any]`), except the tagged forms `{"color": …}`, `{"font": …}`,
/// `{"image": …}` which decode to a colour, font or image.
///
/// A value of the wrong type does not trap: the decode call returns 0, false or
/// nil, and the first such mistake is kept in `decodingError` (and `error`),
/// which the loader reports with the file, JSON path and line:column. The coder
/// also records which keys were read, so a key nobody reads is reported as an
/// unknown property.
package final class LayoutFileCoder: NSCoder {
    /// Turns a checked value into the object `decodeObject(forKey:)` returns
    /// (a UIColor for a colour, ...); `source` is the value's JSON, for errors.
    package typealias ObjectMaker = (NibPropertyValue, JSONValue, NibValueReader) throws(LayoutFileError) -> Any?

    package let object: NibObject
    package let reader: NibValueReader
    package let makeObject: ObjectMaker
    /// The instantiation this coder belongs to, which makes subviews; nil
    /// for a coder used on its own.
    package private(set) weak var instantiation: NibInstantiation?
    package private(set) var consumedKeys: Set<String> = []
    package private(set) var decodingError: LayoutFileError?

    package static let taggedKinds: [String: NibPropertyType] = ["color": .color, "font": .font, "image": .image]

    package init(object: NibObject, reader: NibValueReader, makeObject: @escaping ObjectMaker) {
        self.object = object
        self.reader = reader
        self.makeObject = makeObject
        super.init()
    }

    /// A coder whose objects are UIKit's (UIColor, UIFont, ...), making
    /// subviews through `instantiation`.
    @preconcurrency @MainActor
    package convenience init(object: NibObject, reader: NibValueReader, instantiation: NibInstantiation) {
        self.init(object: object, reader: reader,
                  makeObject: LayoutFileCoder.uikitObjectMaker(imageBudget: instantiation.imageBudget))
        self.instantiation = instantiation
    }

    // MARK: NSCoder

    override package var allowsKeyedCoding: Bool { true }

    override package var error: Error? { decodingError }

    override package var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { .setErrorAndReturn }

    override package func failWithError(_ error: Error) {
        if decodingError == nil {
            decodingError = error as? LayoutFileError
                ?? LayoutFileError(file: reader.file, at: object.source, "\(error)")
        }
    }

    override package func containsValue(forKey key: String) -> Bool {
        guard object.properties[key] != nil else { return false }
        consumedKeys.insert(key)
        return true
    }

    override package func decodeObject(forKey key: String) -> Any? {
        guard let value = raw(key) else { return nil }
        do throws(LayoutFileError) {
            if let builtIn = object.builtInProperties[key] { return try makeObject(builtIn, value, reader) }
            return try plainObject(value)
        } catch {
            record(error)
            return nil
        }
    }

    override package func decodeBool(forKey key: String) -> Bool {
        guard let value = raw(key) else { return false }
        return attempt { () throws(LayoutFileError) in try reader.bool(value) } ?? false
    }

    override package func decodeInteger(forKey key: String) -> Int {
        integer(forKey: key, range: nil) ?? 0
    }

    override package func decodeInt32(forKey key: String) -> Int32 {
        Int32(integer(forKey: key, range: Int(Int32.min)...Int(Int32.max)) ?? 0)
    }

    override package func decodeInt64(forKey key: String) -> Int64 {
        Int64(integer(forKey: key, range: nil) ?? 0)
    }

    override package func decodeDouble(forKey key: String) -> Double {
        guard let value = raw(key) else { return 0 }
        // A built-in number as the reader checked it (a stack view's
        // "system" spacing is UIStackView.spacingUseSystem).
        if case .number(let n)? = object.builtInProperties[key] { return n }
        return attempt { () throws(LayoutFileError) in try reader.number(value) } ?? 0
    }

    override package func decodeFloat(forKey key: String) -> Float {
        Float(decodeDouble(forKey: key))
    }

    // MARK: Typed reads for UIKit's own classes

    /// The checked value of a built-in property, if the file sets it (marks the key read).
    package func propertyValue(forKey key: String) -> NibPropertyValue? {
        guard raw(key) != nil else { return nil }
        return object.builtInProperties[key]
    }

    /// Geometry for `decodeCGRect(forKey:)` and its siblings: the array form
    /// (`[x, y, w, h]`, `[w, h]`, `[x, y]`, `[top, left, bottom, right]`).
    package func geometry(forKey key: String, as type: NibPropertyType) -> NibPropertyValue? {
        guard let value = raw(key) else { return nil }
        return attempt { () throws(LayoutFileError) in try type.parse(value, reader) }
    }

    /// Keys of the file that nobody read: unknown properties for this class.
    package var unreadKeys: [JSONObject.Member] {
        object.properties.members.filter { !consumedKeys.contains($0.key) }
    }

    // MARK: Private

    private func raw(_ key: String) -> JSONValue? {
        guard let value = object.properties[key] else { return nil }
        consumedKeys.insert(key)
        return value
    }

    private func integer(forKey key: String, range: ClosedRange<Int>?) -> Int? {
        guard let value = raw(key) else { return nil }
        // Enumerations are written by name and read as UIKit's raw value.
        if let builtIn = object.builtInProperties[key], case .integer(let i) = builtIn { return i }
        return attempt { () throws(LayoutFileError) in try reader.integer(value, range) }
    }

    private func attempt<T>(_ body: () throws(LayoutFileError) -> T) -> T? {
        do throws(LayoutFileError) {
            return try body()
        } catch {
            record(error)
            return nil
        }
    }

    package func record(_ error: LayoutFileError) {
        if decodingError == nil { decodingError = error }
    }

    /// A custom key's value as Foundation would unarchive it.
    private func plainObject(_ value: JSONValue) throws(LayoutFileError) -> Any? {
        switch value.kind {
        case .null: return nil
        case .bool(let b): return NSNumber(value: b)
        case .number(let n):
            if n.rounded() == n, abs(n) < 9e15 { return NSNumber(value: Int(n)) }
            return NSNumber(value: n)
        case .string(let s): return s
        case .array(let elements):
            var out: [Any] = []
            for element in elements { out.append(try plainObject(element) ?? NSNull()) }
            return out
        case .object(let o):
            if o.count == 1, let member = o.members.first, let type = Self.taggedKinds[member.key] {
                return try makeObject(try type.parse(member.value, reader), member.value, reader)
            }
            var out: [String: Any] = [:]
            for member in o.members { out[member.key] = try plainObject(member.value) ?? NSNull() }
            return out
        }
    }
}
