import Foundation

/// What an item shows in the large content viewer: the enlarged title and
/// image iOS presents while a user with a large accessibility text size
/// long-presses a control too small to grow with Dynamic Type (iOS 13).
@MainActor
public protocol UILargeContentViewerItem: NSObjectProtocol {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// Every view is an item, as on iOS. Offscreen presents no large content
/// viewer (there is no long press on a screen): the settings are kept, so
/// code that configures them compiles and reads back what it set, and tests
/// can assert them. Unset, a view shows none, with no title or image.
extension UIView: UILargeContentViewerItem {
    public var showsLargeContentViewer: Bool {
        get { accessibility.largeContent.shows ?? false }
        set { accessibility.largeContent.shows = newValue }
    }
    public var largeContentTitle: String? {
        get { accessibility.largeContent.title }
        set { accessibility.largeContent.title = newValue }
    }
    public var largeContentImage: UIImage? {
        get { accessibility.largeContent.image }
        set { accessibility.largeContent.image = newValue }
    }
    /// Whether the viewer scales the image up; false unless set.
    public var scalesLargeContentImage: Bool {
        get { accessibility.largeContent.scalesImage ?? false }
        set { accessibility.largeContent.scalesImage = newValue }
    }
    public var largeContentImageInsets: UIEdgeInsets {
        get { accessibility.largeContent.imageInsets }
        set { accessibility.largeContent.imageInsets = newValue }
    }
}
