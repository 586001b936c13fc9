import UIKit

/// Debouncing with delayed performs, and stored properties added in an
/// extension through associated objects: two Objective-C runtime idioms.
final class SearchDebouncer: NSObject {
    private(set) var searches: [String] = []
    private(set) var clears = 0
    private var pending: NSString?

    func textDidChange(_ text: String) {
        if let pending {
            NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(runSearch(_:)), object: pending)
        }
        pending = text as NSString
        perform(#selector(runSearch(_:)), with: pending, afterDelay: 0.01)
    }

    func scheduleClear() {
        perform(#selector(clear), with: nil, afterDelay: 0.01)
    }

    func cancelEverything() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    @objc private func runSearch(_ text: NSString) {
        searches.append(text as String)
        pending = nil
    }

    @objc private func clear() {
        clears += 1
    }
}

private struct AssociatedKeys {
    static var badgeText = "badgeText"
    static var owner: UInt8 = 0
}

extension UIView {
    /// A stored property an extension cannot declare, kept as an associated object.
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.badgeText) as? String }
        set { objc_setAssociatedObject(self, &AssociatedKeys.badgeText, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// Not retained, as `assign` on iOS.
    var badgeOwner: NSObject? {
        get { objc_getAssociatedObject(self, &AssociatedKeys.owner) as? NSObject }
        set { objc_setAssociatedObject(self, &AssociatedKeys.owner, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}
