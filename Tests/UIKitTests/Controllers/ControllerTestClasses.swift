import Foundation
import GoldenTesting
@testable import UIKit

/// The log the lifecycle test classes write to, one line per call, as an iOS app's NSLog(@"%s", __func__) lines would.
@MainActor
enum ControllerTrace {
    static var entries: [String] = []
    static let beforePushOrPresent = "------Before Push Or Present------"
    static let beforeAdd = "------Before add------"

    static func log(_ entry: String) { entries.append(entry) }

    /// The entries of one object, e.g. `of("FirstViewController")`.
    static func of(_ name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + " ") || $0.hasPrefix("------") }
    }
}

/// Paths of this area's fixtures.
enum ControllerFixtures {
    static let directory = Fixtures.folder("Controllers")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// Registers the test classes and makes the fixtures findable by name.
    @MainActor
    static func prepare() {
        if !UINib.searchPaths.contains(directory) { UINib.searchPaths.append(directory) }
        UINib.register(FirstViewController.self)
        UINib.register(FirstView.self)
        UINib.register(SecondViewController.self)
        UINib.register(SecondView.self)
        UINib.register(ThirdViewController.self)
        UINib.register(TracedThirdView.self)
        UINib.register(FourthViewController.self)
        UINib.register(FourthView.self)
        UINib.register(BadgeSceneViewController.self, .outlet("badge", \.badge))
        ControllerTrace.entries = []
    }
}

/// A controller that logs every lifecycle method, as an iOS app's NSLog lines would,
/// and calls super in each (its loadView calls [super loadView]).
class TracedViewController: UIViewController {
    class var traceName: String { String(describing: self) }
    /// `view.superview` seen in viewDidLoad and in viewWillLayoutSubviews.
    var superviewInViewDidLoad: UIView?
    var superviewInViewWillLayoutSubviews: UIView?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        ControllerTrace.log("\(Self.traceName) init(nibName:bundle:)")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        ControllerTrace.log("\(Self.traceName) init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        ControllerTrace.log("\(Self.traceName) awakeFromNib")
        super.awakeFromNib()
    }

    override func loadView() {
        ControllerTrace.log("\(Self.traceName) loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        ControllerTrace.log("\(Self.traceName) viewDidLoad")
        super.viewDidLoad()
        superviewInViewDidLoad = view.superview
    }

    override func viewWillAppear(_ animated: Bool) {
        ControllerTrace.log("\(Self.traceName) viewWillAppear(_:)")
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        ControllerTrace.log("\(Self.traceName) viewDidAppear(_:)")
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        ControllerTrace.log("\(Self.traceName) viewWillDisappear(_:)")
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        ControllerTrace.log("\(Self.traceName) viewDidDisappear(_:)")
        super.viewDidDisappear(animated)
    }

    override func viewWillLayoutSubviews() {
        ControllerTrace.log("\(Self.traceName) viewWillLayoutSubviews")
        super.viewWillLayoutSubviews()
        superviewInViewWillLayoutSubviews = view.superview
    }

    override func viewDidLayoutSubviews() {
        ControllerTrace.log("\(Self.traceName) viewDidLayoutSubviews")
        super.viewDidLayoutSubviews()
    }
}

/// Views that log init(coder:) and awakeFromNib.
class TracedView: UIView {
    class var traceName: String { String(describing: self) }

    override init(frame: CGRect) {
        ControllerTrace.log("\(Self.traceName) init(frame:)")
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        ControllerTrace.log("\(Self.traceName) init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        ControllerTrace.log("\(Self.traceName) awakeFromNib")
        super.awakeFromNib()
    }
}

/// 1: `FirstViewController(nibName: "FirstViewController", bundle: nil)`, a same-named file.
final class FirstViewController: TracedViewController {}
final class FirstView: TracedView {}

/// 2: a controller given another file for its view (`SecondScreen.json`).
final class SecondViewController: TracedViewController {}
final class SecondView: TracedView {}

/// 3: a controller that is itself a top-level object of a layout file.
final class ThirdViewController: TracedViewController {}
/// The lifecycle tests' ThirdView (the name ThirdView is taken by the nib tests' class).
final class TracedThirdView: TracedView {
    override class var traceName: String { "ThirdView" }
}

/// 4: a storyboard scene instantiated by identifier.
final class FourthViewController: TracedViewController {}
final class FourthView: TracedView {}

/// 5: made in code: `init()` goes through `init(nibName: nil, bundle: nil)`.
final class FifthViewController: TracedViewController {
    convenience init() {
        ControllerTrace.log("FifthViewController init")
        self.init(nibName: nil, bundle: nil)
    }
}

/// A storyboard scene with an outlet into its view.
final class BadgeSceneViewController: UIViewController {
    weak var badge: UIView?
    var badgeInViewDidLoad: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        badgeInViewDidLoad = badge
    }
}

/// A view that logs init(), init(frame:), layoutSubviews and draw(_:).
final class DrawingTraceView: UIView {
    override init(frame: CGRect) {
        ControllerTrace.log("ThirdView init(frame:)")
        super.init(frame: frame)
    }

    convenience init() {
        ControllerTrace.log("ThirdView init")
        self.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        ControllerTrace.log("ThirdView init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        ControllerTrace.log("ThirdView awakeFromNib")
        super.awakeFromNib()
    }

    override func layoutSubviews() {
        ControllerTrace.log("ThirdView layoutSubviews")
        super.layoutSubviews()
    }

    override func draw(_ rect: CGRect) {
        ControllerTrace.log("ThirdView draw(_:)")
        super.draw(rect)
    }
}

/// Records the appearance and layout callbacks of any controller, by title.
class AppearanceLoggingViewController: UIViewController {
    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    private var name: String { title ?? "?" }

    override func loadView() {
        ControllerTrace.log("\(name) loadView")
        super.loadView()
    }
    override func viewDidLoad() { ControllerTrace.log("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { ControllerTrace.log("\(name) viewWillAppear(_:)") }
    override func viewDidAppear(_ animated: Bool) { ControllerTrace.log("\(name) viewDidAppear(_:)") }
    override func viewWillDisappear(_ animated: Bool) { ControllerTrace.log("\(name) viewWillDisappear(_:)") }
    override func viewDidDisappear(_ animated: Bool) { ControllerTrace.log("\(name) viewDidDisappear(_:)") }
    override func viewWillLayoutSubviews() { ControllerTrace.log("\(name) viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { ControllerTrace.log("\(name) viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        ControllerTrace.log("\(name) willMove(toParent: \(parent?.title ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        ControllerTrace.log("\(name) didMove(toParent: \(parent?.title ?? "nil"))")
    }
}

/// A phone-sized window (an iPhone 14's 390 x 844 and safe area, at 2x)
/// showing `root` on white, laid out.
@MainActor
func phoneWindow(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = LayoutFileScene.canvasWindow(size: size, scale: 2, traits: UITraitCollection())
    window.offscreenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.isHidden = false
    window.layoutIfNeeded()
    return window
}
