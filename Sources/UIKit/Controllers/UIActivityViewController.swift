import Foundation

/// A service a share sheet offers (`UIActivityViewController`'s
/// `applicationActivities`). Subclass it for your own; the system's are
/// named by `ActivityType`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of activity; the system's raw values are UIKit's.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType { ActivityType(rawValue: "com.apple.UIKit.activity." + name) }
        public static let postToFacebook = system("PostToFacebook")
        public static let postToTwitter = system("PostToTwitter")
        public static let postToWeibo = system("PostToWeibo")
        public static let message = system("Message")
        public static let mail = system("Mail")
        public static let print = system("Print")
        public static let copyToPasteboard = system("CopyToPasteboard")
        public static let assignToContact = system("AssignToContact")
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        public static let addToReadingList = system("AddToReadingList")
        public static let postToFlickr = system("PostToFlickr")
        public static let postToVimeo = system("PostToVimeo")
        public static let postToTencentWeibo = system("TencentWeibo")
        public static let airDrop = system("AirDrop")
        public static let openInIBooks = system("OpenInIBooks")
        public static let markupAsPDF = system("MarkupAsPDF")
        public static let sharePlay = system("SharePlay")
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        public static let addToHomeScreen = system("AddToHomeScreen")
    }

    /// Where an activity is listed.
    public enum Category: Int, Sendable, Hashable {
        case action = 0
        case share = 1
    }

    public override init() { super.init() }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open var activityViewController: UIViewController? { nil }
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet that the activity ended.
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet, as a headless stand-in: presented, it is a sheet at the
/// medium and large detents (as on iOS), with an empty view: no one picks a
/// service headless. When it is dismissed, `completionWithItemsHandler` is
/// called as iOS calls it after a cancel: no activity type, not completed.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given.
    public let activityItems: [Any]
    /// The app's own services, as given.
    public let applicationActivities: [UIActivity]
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        sheetPresentationController?.detents = [.medium(), .large()]
    }

    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        self.view = view
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Dismissed without a choice: the handler hears of a cancel, as on iOS.
        // (viewDidDisappear comes before the presentation links are cleared;
        // a controller this one presents full screen leaves them in place.)
        if presentingStorage != nil, presentedStorage == nil, viewIfLoaded?.window == nil {
            completionWithItemsHandler?(nil, false, nil, nil)
        }
    }
}
