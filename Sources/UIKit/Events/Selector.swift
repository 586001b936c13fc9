/// The name of a method, as Objective-C selectors name them (`"didTap:"`).
///
/// Swift on Linux has no Objective-C runtime: `Selector` does not exist in
/// Foundation there and `#selector(...)` does not compile. This struct lets
/// `Selector("didTap:")` and `action: "didTap:"` compile as on iOS; a
/// selector is performed on a target whose class registered a method under
/// that name with `UINib.register(_:_:)` (the same registration serves
/// layout-file actions). See docs/controls.md.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name, e.g. `"didTap:"`.
    package let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { self.name = value }

    public var description: String { name }
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }
