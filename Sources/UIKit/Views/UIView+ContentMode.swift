extension UIView {
    /// How a view's drawing is placed when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The layer gravity UIKit uses; vertical names swap because Core
        /// Animation's are y-up (see `CALayerContentsGravity`).
        package var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .bottom
            case .bottom: return .top
            case .left: return .left
            case .right: return .right
            case .topLeft: return .bottomLeft
            case .topRight: return .bottomRight
            case .bottomLeft: return .topLeft
            case .bottomRight: return .topRight
            }
        }
    }

    /// How `tintColor` is shown.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
