/// The base of menu items: `UIMenu`, `UIAction`, `UICommand` and
/// `UIDeferredMenuElement`. Offscreen shows no menu (see docs/controls.md,
/// "Menus"); elements are kept, and buttons and context menus hand them out.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    public init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
