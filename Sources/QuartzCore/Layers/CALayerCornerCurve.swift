/// The curve of rounded corners. Offscreen draws both as circular arcs:
/// `.continuous` (Apple's squircle-like curve) is accepted and drawn circular.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
