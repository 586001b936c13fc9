/// How a layer's contents are placed in its bounds.
///
/// As on iOS, the vertical names are Core Animation's (y-up) ones: `.top` aligns
/// with the layer's maximum y, which is the *bottom* of the screen in UIKit's
/// flipped space. UIView maps `contentMode = .top` to `.bottom` for that reason.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayerContentsGravity {
    /// The rectangle (in layer coordinates, y down) that contents of `size`
    /// points occupy inside `bounds`.
    package func placement(of size: CGSize, in bounds: CGRect) -> CGRect {
        let w = size.width, h = size.height
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return CGRect(x: bounds.midX - fw / 2, y: bounds.midY - fh / 2, width: fw, height: fh)
        default:
            break
        }
        var x = bounds.midX - w / 2, y = bounds.midY - h / 2
        // Core Animation's vertical names are y-up: "top" is the maximum y.
        switch self {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - w
        default: break
        }
        switch self {
        case .top, .topLeft, .topRight: y = bounds.maxY - h
        case .bottom, .bottomLeft, .bottomRight: y = bounds.minY
        default: break
        }
        return CGRect(x: x, y: y, width: w, height: h)
    }
}
