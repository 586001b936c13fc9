/// Classes a layout file can name, and the outlets and actions each offers.
/// Swift on Linux has no Objective-C runtime to find a class by name, so
/// classes are registered: UIKit's own at start, the app's with one line each
/// (`UINib.register(CardView.self)`).
@preconcurrency @MainActor
package final class NibClassRegistry {
    package static let shared = NibClassRegistry()

    package struct Entry {
        /// `CardView`.
        package var name: String
        /// `MyApp.CardView`.
        package var qualifiedName: String
        package var type: AnyObject.Type
        /// Makes an instance with `init?(coder:)`; nil for classes a file can
        /// only refer to (an owner that is not a view).
        package var make: ((NSCoder) -> AnyObject?)?
        package var outlets: [String: ErasedOutlet]
        package var actions: [String: ErasedAction]
        package var inspectables: [String: ErasedInspectable] = [:]
    }

    package struct ErasedOutlet {
        package var valueType: String
        package var isCollection: Bool
        package var set: @MainActor (AnyObject, [AnyObject]) -> Bool
    }

    package struct ErasedInspectable {
        package var valueType: String
        /// Reads the key from the coder and sets the property; false when the value is not of the property's type.
        package var set: @MainActor (AnyObject, NSCoder, String) -> Bool
    }

    package struct ErasedAction {
        package var perform: @MainActor (AnyObject, AnyObject?) -> Void
    }

    private var byName: [String: [Entry]] = [:]
    private var byType: [ObjectIdentifier: Entry] = [:]
    /// Types in registration order, for the superclass walk in `connections(for:)`.
    private var entries: [Entry] = []

    private init() {
        registerBuiltIns()
    }

    package func register<T: AnyObject>(_ type: T.Type, connections: [UINib.Connection<T>]) {
        var outlets: [String: ErasedOutlet] = [:]
        var actions: [String: ErasedAction] = [:]
        var inspectables: [String: ErasedInspectable] = [:]
        for connection in connections {
            switch connection.kind {
            case .outlet(let valueType, let isCollection, let set):
                outlets[connection.name] = ErasedOutlet(valueType: valueType, isCollection: isCollection) { root, objects in
                    guard let root = root as? T else { return false }
                    return set(root, objects)
                }
            case .action(let perform):
                actions[connection.name] = ErasedAction { root, sender in
                    if let root = root as? T { perform(root, sender) }
                }
            case .inspectable(let valueType, let set):
                inspectables[connection.name] = ErasedInspectable(valueType: valueType) { root, coder, key in
                    guard let root = root as? T else { return false }
                    return set(root, coder, key)
                }
            }
        }
        // The names String(describing:) and String(reflecting:) give a class,
        // without their protocol look-ups (every built-in class registers at start-up).
        let entry = Entry(name: _typeName(type, qualified: false), qualifiedName: _typeName(type, qualified: true), type: type,
                          make: Self.maker(for: type), outlets: outlets, actions: actions, inspectables: inspectables)
        if let old = byType[ObjectIdentifier(type)] {
            // Registering again replaces the connections (tests may re-register).
            byName[old.name]?.removeAll { $0.type == type }
            entries.removeAll { $0.type == type }
        }
        byType[ObjectIdentifier(type)] = entry
        byName[entry.name, default: []].append(entry)
        entries.append(entry)
    }

    /// How to make an instance from a file: views, view controllers and
    /// collection view layouts have a required `init?(coder:)`.
    private static func maker(for type: AnyObject.Type) -> ((NSCoder) -> AnyObject?)? {
        if let viewType = type as? UIView.Type {
            return { coder in viewType.init(coder: coder) }
        }
        if let controllerType = type as? UIViewController.Type {
            return { coder in controllerType.init(coder: coder) }
        }
        // A collection view's custom layout (`collectionViewLayout.class`).
        if let layoutType = type as? UICollectionViewLayout.Type {
            return { coder in layoutType.init(coder: coder) }
        }
        return nil
    }

    package enum Lookup {
        case found(Entry)
        case unknown
        case ambiguous([String])
    }

    /// Finds a class by its name as written in a file: `CardView` or `MyApp.CardView`.
    package func lookup(_ name: String) -> Lookup {
        NibFrameworkClasses.registerAnnounced()
        if name.contains(".") {
            for list in byName.values {
                if let entry = list.first(where: { $0.qualifiedName == name }) { return .found(entry) }
            }
            return .unknown
        }
        guard let list = byName[name], !list.isEmpty else { return .unknown }
        if list.count > 1 { return .ambiguous(list.map(\.qualifiedName).sorted()) }
        return .found(list[0])
    }

    package var registeredNames: [String] { Array(byName.keys) }

    // MARK: Custom segues

    package typealias SegueFactory = @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue
    private var segueFactories: [String: SegueFactory] = [:]

    /// A `UIStoryboardSegue` subclass a storyboard's custom segues name, with
    /// the call that makes one (found by its name and its module-qualified name).
    package func registerSegue<T: UIStoryboardSegue>(_ type: T.Type, make: @escaping @MainActor (String?, UIViewController, UIViewController) -> T) {
        let factory: SegueFactory = { make($0, $1, $2) }
        segueFactories[_typeName(type, qualified: false)] = factory
        segueFactories[_typeName(type, qualified: true)] = factory
    }

    /// How to make the custom segue class `name` (`FadeSegue` or `App.FadeSegue`).
    package func segueFactory(named name: String) -> SegueFactory? {
        segueFactories[name] ?? segueFactories[String(name.split(separator: ".").last ?? "")]
    }

    /// The outlets and actions an object has: its class's and its registered
    /// superclasses', the subclass's winning.
    package func connections(for object: AnyObject) -> (outlets: [String: ErasedOutlet], actions: [String: ErasedAction], registered: Bool) {
        var outlets: [String: ErasedOutlet] = [:]
        var actions: [String: ErasedAction] = [:]
        var registered = false
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let entry = byType[ObjectIdentifier(current)] {
                registered = registered || !entry.outlets.isEmpty || !entry.actions.isEmpty
                outlets.merge(entry.outlets) { mine, _ in mine }
                actions.merge(entry.actions) { mine, _ in mine }
            }
            type = _getSuperclass(current)
        }
        return (outlets, actions, registered)
    }

    /// The inspectable properties of an object's class and its registered superclasses.
    package func inspectables(for object: AnyObject) -> [String: ErasedInspectable] {
        var inspectables: [String: ErasedInspectable] = [:]
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let entry = byType[ObjectIdentifier(current)] { inspectables.merge(entry.inspectables) { mine, _ in mine } }
            type = _getSuperclass(current)
        }
        return inspectables
    }

    private func registerBuiltIns() {
        register(UIView.self, connections: [])
        // A controller's `view` is the outlet a nib's owner connects (loadView).
        register(UIViewController.self, connections: [.outlet("view", \.view)])
        register(UINavigationController.self, connections: [])
        register(UINavigationBar.self, connections: [])
        register(UITabBarController.self, connections: [])
        register(UITabBar.self, connections: [])
        // Bars' `delegate` outlets (a document's `<outlet property="delegate">`).
        register(UIToolbar.self, connections: [
            UINib.Connection(name: "delegate", kind: .outlet(valueType: "UIToolbarDelegate", isCollection: false) { bar, objects in
                guard objects.count == 1, let delegate = objects[0] as? any UIToolbarDelegate else { return false }
                bar.delegate = delegate
                return true
            }),
        ])
        register(UISearchBar.self, connections: [
            UINib.Connection(name: "delegate", kind: .outlet(valueType: "UISearchBarDelegate", isCollection: false) { bar, objects in
                guard objects.count == 1, let delegate = objects[0] as? any UISearchBarDelegate else { return false }
                bar.delegate = delegate
                return true
            }),
        ])
        // Its `delegate` outlet (a storyboard's `<outlet property="delegate">`),
        // connected as UIKit's key-value coding would set it.
        register(UISplitViewController.self, connections: [
            UINib.Connection(name: "delegate", kind: .outlet(valueType: "UISplitViewControllerDelegate", isCollection: false) { split, objects in
                guard objects.count == 1, let delegate = objects[0] as? any UISplitViewControllerDelegate else { return false }
                split.delegate = delegate
                return true
            }),
        ])
        register(UIStackView.self, connections: [])
        // Its `dataSource` and `delegate` outlets (a document's `<outlet property="dataSource">`).
        register(UIPickerView.self, connections: [
            UINib.Connection(name: "dataSource", kind: .outlet(valueType: "UIPickerViewDataSource", isCollection: false) { picker, objects in
                guard objects.count == 1, let source = objects[0] as? any UIPickerViewDataSource else { return false }
                picker.dataSource = source
                return true
            }),
            UINib.Connection(name: "delegate", kind: .outlet(valueType: "UIPickerViewDelegate", isCollection: false) { picker, objects in
                guard objects.count == 1, let delegate = objects[0] as? any UIPickerViewDelegate else { return false }
                picker.delegate = delegate
                return true
            }),
        ])
        for control in [UIControl.self, UIButton.self, UISwitch.self, UISlider.self, UIStepper.self, UISegmentedControl.self,
                        UIPageControl.self, UITextField.self, UIDatePicker.self, UISearchTextField.self] as [UIView.Type] {
            register(control, connections: [])
        }
        for view in [UILabel.self, UIImageView.self, UIProgressView.self, UIActivityIndicatorView.self, UITextView.self,
                     UIVisualEffectView.self] as [UIView.Type] {
            register(view, connections: [])
        }
        // Scroll views and tables.
        for view in [UIScrollView.self, UITableView.self, UITableViewCell.self, UITableViewHeaderFooterView.self,
                     UIRefreshControl.self, UICollectionView.self, UICollectionReusableView.self, UICollectionViewCell.self,
                     UICollectionViewListCell.self] as [UIView.Type] {
            register(view, connections: [])
        }
        // A storyboard's table and collection view controller scenes.
        register(UITableViewController.self, connections: [])
        register(UICollectionViewController.self, connections: [])
    }
}
