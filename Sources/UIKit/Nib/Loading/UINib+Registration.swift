extension UINib {
    /// Makes `type` known to layout files under its name (`CardView`, or
    /// `MyApp.CardView`), with the outlets and actions it offers. UIKit's own
    /// classes are registered already.
    ///
    /// Offscreen's own API: on iOS the Objective-C runtime finds classes,
    /// outlets and actions by name; Swift on Linux cannot, so each custom class
    /// takes one line, usually where the test or program starts:
    ///
    /// ```swift
    /// UINib.register(CardView.self, .outlet("titleLabel", \.titleLabel))
    /// ```
    ///
    /// A class that is only ever a file's owner (not created by the file) is
    /// registered the same way, for its outlets and actions.
    @preconcurrency @MainActor
    public static func register<T: AnyObject>(_ type: T.Type, _ connections: Connection<T>...) {
        NibClassRegistry.shared.register(type, connections: connections)
    }

    /// Makes a `UIStoryboardSegue` subclass known to storyboards' custom
    /// segues (`kind="custom" customClass="FadeSegue"`), with the call that
    /// makes one; the segue's `perform()` is the subclass's:
    ///
    /// ```swift
    /// UINib.register(FadeSegue.self) { FadeSegue(identifier: $0, source: $1, destination: $2) }
    /// ```
    ///
    /// Offscreen's own API: on iOS UIKit makes the class the storyboard names
    /// with `init(identifier:source:destination:)`; Swift on Linux cannot make
    /// a class by name, nor call an initializer that is not `required` on a type.
    @preconcurrency @MainActor
    public static func register<T: UIStoryboardSegue>(
        _ type: T.Type,
        _ make: @escaping @MainActor (_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> T
    ) {
        NibClassRegistry.shared.registerSegue(type, make: make)
    }
}
