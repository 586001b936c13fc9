/// A transition from one view controller to another, as a storyboard
/// describes it: made when the segue is triggered, handed to the source's
/// `prepare(for:sender:)`, then performed.
///
/// UIKit's base class does nothing in `perform()` (a custom segue overrides
/// it); one made with a `performHandler` runs the handler. The segues a
/// storyboard makes are Offscreen's subclasses that show, push, present,
/// embed or unwind, without animation.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    open var identifier: String? { identifierStorage }
    open var source: UIViewController { sourceStorage }
    open var destination: UIViewController { destinationStorage }

    open func perform() {
        performHandler?()
    }
}

/// The segues a storyboard makes: each kind performs what UIKit's does.
@preconcurrency @MainActor
package final class StoryboardSegue: UIStoryboardSegue {
    package let kind: NibSegue.Kind
    /// An embed segue's container view.
    package weak var embedContainer: UIView?

    package init(kind: NibSegue.Kind, identifier: String?, source: UIViewController, destination: UIViewController) {
        self.kind = kind
        super.init(identifier: identifier, source: source, destination: destination)
    }

    package override func perform() {
        switch kind {
        case .show:
            source.show(destination, sender: self)
        case .showDetail:
            source.showDetailViewController(destination, sender: self)
        case .push:
            guard let navigation = source.navigationController else {
                // UIKit raises an exception here.
                print("Warning: Push segues can only be used when the source controller is managed by an instance of UINavigationController (segue \(identifier ?? "without identifier") from \(source)); not performed")
                return
            }
            navigation.pushViewController(destination, animated: false)
        case .presentation:
            source.present(destination, animated: false)
        case .embed:
            if let embedContainer { source.embed(destination, in: embedContainer) }
        case .unwind:
            destination.unwindBack(from: source)
        case .custom:
            // Custom segues are made as their own class (see runSegue).
            break
        }
    }
}
