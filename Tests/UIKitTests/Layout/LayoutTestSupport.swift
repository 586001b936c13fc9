import Testing
@testable import UIKit

/// Frames are compared to a thousandth of a point: the engine rounds edges
/// to the screen's pixel grid (1/3 pt at 3x), as UIKit does.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-3) -> Bool {
    abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// `v` on the 3x pixel grid, as the engine places edges (UIScreen.main.scale is 3).
func px(_ v: CGFloat) -> CGFloat { (v * 3).rounded() / 3 }

func close(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-3) -> Bool {
    abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// A view with a fixed intrinsic content size, like a label or an image view.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { size = .zero; super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { size }
}

/// A window-sized root (375×667) for screens, with `views` inside it not translating their masks.
@MainActor
func makeScreen(width: CGFloat = 375, height: CGFloat = 667) -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

@MainActor
func plainView(in superview: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(v)
    return v
}

/// Captures what Auto Layout logs while `body` runs.
@MainActor
func layoutLog(_ body: () -> Void) -> [String] {
    LayoutLog.capturing(body)
}
