extension UINib {
    /// One outlet or action a class offers to layout files: the Linux stand-in
    /// for `@IBOutlet` and `@IBAction`, which need the Objective-C runtime
    /// (key-value coding, selectors) to be found by name.
    ///
    /// Offscreen's own API. Pass these to `UINib.register(_:_:)`:
    ///
    /// ```swift
    /// final class CardView: UIView {
    ///     weak var titleLabel: UILabel!          // was: @IBOutlet weak var titleLabel: UILabel!
    ///     var rows: [UILabel] = []               // was: @IBOutlet var rows: [UILabel]!
    ///     @IBAction func followTapped(_ sender: UIButton) { ... }
    /// }
    /// UINib.register(CardView.self,
    ///                .outlet("titleLabel", \.titleLabel),
    ///                .outletCollection("rows", \.rows),
    ///                .action("followTapped:", CardView.followTapped))
    /// ```
    @preconcurrency @MainActor
    public struct Connection<Root: AnyObject> {
        package enum Kind {
            case outlet(valueType: String, isCollection: Bool, set: @MainActor (Root, [AnyObject]) -> Bool)
            case action(perform: @MainActor (Root, AnyObject?) -> Void)
            case inspectable(valueType: String, set: @MainActor (Root, NSCoder, String) -> Bool)
        }

        package let name: String
        package let kind: Kind

        /// An outlet to one object: `weak var titleLabel: UILabel!`, `var card: CardView?`.
        public static func outlet<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>) -> Self {
            Self(name: name, kind: .outlet(valueType: String(describing: Value.self), isCollection: false) { root, objects in
                guard objects.count == 1, let value = objects[0] as? Value else { return false }
                root[keyPath: keyPath] = value
                return true
            })
        }

        /// An outlet to one object held in a non-optional property.
        public static func outlet<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
            Self(name: name, kind: .outlet(valueType: String(describing: Value.self), isCollection: false) { root, objects in
                guard objects.count == 1, let value = objects[0] as? Value else { return false }
                root[keyPath: keyPath] = value
                return true
            })
        }

        /// An outlet collection: `var rows: [UILabel]!`.
        public static func outletCollection<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Value]?>) -> Self {
            Self(name: name, kind: .outlet(valueType: String(describing: Value.self), isCollection: true) { root, objects in
                let values = objects.compactMap { $0 as? Value }
                guard values.count == objects.count else { return false }
                root[keyPath: keyPath] = values
                return true
            })
        }

        /// An outlet collection held in a non-optional array.
        public static func outletCollection<Value: AnyObject>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, [Value]>) -> Self {
            Self(name: name, kind: .outlet(valueType: String(describing: Value.self), isCollection: true) { root, objects in
                let values = objects.compactMap { $0 as? Value }
                guard values.count == objects.count else { return false }
                root[keyPath: keyPath] = values
                return true
            })
        }

        /// An action taking its sender: `@IBAction func followTapped(_ sender: UIButton)`,
        /// named as Interface Builder names it (`"followTapped:"`).
        public static func action<Sender>(_ name: String, _ method: @escaping @MainActor (Root) -> (Sender) -> Void) -> Self {
            Self(name: name, kind: .action { root, sender in
                if let sender = sender as? Sender { method(root)(sender) }
            })
        }

        /// An action without a sender: `@IBAction func refresh()` (`"refresh"`).
        public static func action(_ name: String, _ method: @escaping @MainActor (Root) -> () -> Void) -> Self {
            Self(name: name, kind: .action { root, _ in method(root)() })
        }

        /// A property a layout file may set by its name, as Interface Builder
        /// sets `@IBInspectable` properties (user-defined runtime attributes):
        /// `"cornerRadius": 8` for `@IBInspectable var cornerRadius: CGFloat`.
        /// Numbers, booleans, strings, colours and images; set after
        /// `init?(coder:)`, before outlets are connected.
        public static func inspectable<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) -> Self {
            Self(name: name, kind: .inspectable(valueType: String(describing: Value.self)) { root, coder, key in
                guard let value: Value = decodeInspectable(coder, key) else { return false }
                root[keyPath: keyPath] = value
                return true
            })
        }

        /// An inspectable held in an optional property.
        public static func inspectable<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value?>) -> Self {
            Self(name: name, kind: .inspectable(valueType: String(describing: Value.self)) { root, coder, key in
                guard let value: Value = decodeInspectable(coder, key) else { return false }
                root[keyPath: keyPath] = value
                return true
            })
        }
    }
}

/// A layout file's value for `key` as `Value`: numbers and booleans through the
/// coder's scalar reads (which report a mistyped value), objects (strings,
/// colours, images) through `decodeObject(forKey:)`.
@MainActor
private func decodeInspectable<Value>(_ coder: NSCoder, _ key: String) -> Value? {
    switch Value.self {
    case is CGFloat.Type: return CGFloat(coder.decodeDouble(forKey: key)) as? Value
    case is Double.Type: return coder.decodeDouble(forKey: key) as? Value
    case is Float.Type: return coder.decodeFloat(forKey: key) as? Value
    case is Int.Type: return coder.decodeInteger(forKey: key) as? Value
    case is Bool.Type: return coder.decodeBool(forKey: key) as? Value
    default: return coder.decodeObject(forKey: key) as? Value
    }
}
