import Foundation

/// Applies a layout file's scroll view properties inside `UIScrollView.init?(coder:)`:
/// the content size and inset first, then the offset within them.
extension LayoutFileCoder {
    @MainActor
    package func applyScrollViewProperties(to scroll: UIScrollView) {
        if case .size(let s)? = propertyValue(forKey: "contentSize") { scroll.contentSize = s }
        if case .insets(let i)? = propertyValue(forKey: "contentInset"), i.count == 4 {
            scroll.contentInset = UIEdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        if case .bool(let b)? = propertyValue(forKey: "isScrollEnabled") { scroll.isScrollEnabled = b }
        if case .bool(let b)? = propertyValue(forKey: "showsHorizontalScrollIndicator") { scroll.showsHorizontalScrollIndicator = b }
        if case .bool(let b)? = propertyValue(forKey: "showsVerticalScrollIndicator") { scroll.showsVerticalScrollIndicator = b }
        if case .bool(let b)? = propertyValue(forKey: "bounces") { scroll.bounces = b }
        if let raw = enumerationValue(forKey: "contentInsetAdjustmentBehavior", .scrollContentInsetAdjustment),
           let behavior = UIScrollView.ContentInsetAdjustmentBehavior(rawValue: raw) {
            scroll.contentInsetAdjustmentBehavior = behavior
        }
        if case .point(let p)? = propertyValue(forKey: "contentOffset") { scroll.contentOffset = p }
    }
}
