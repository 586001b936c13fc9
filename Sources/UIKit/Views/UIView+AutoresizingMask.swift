extension UIView {
    /// Which parts of the frame change when the superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

public typealias UIViewAutoresizing = UIView.AutoresizingMask

extension UIView.AutoresizingMask {
    /// UIKit's rule for one axis: the change in the superview's size is shared
    /// among the flexible parts (leading margin, size, trailing margin) in
    /// proportion to their current lengths, or equally when those are all zero.
    /// Nothing flexible: the view keeps its origin and size.
    package static func resize(origin: CGFloat, length: CGFloat, oldSuperLength: CGFloat, newSuperLength: CGFloat,
                               leading: Bool, size: Bool, trailing: Bool) -> (origin: CGFloat, length: CGFloat) {
        let delta = newSuperLength - oldSuperLength
        guard delta != 0, leading || size || trailing else { return (origin, length) }
        let parts = [leading ? origin : 0, size ? length : 0, trailing ? oldSuperLength - origin - length : 0]
        let flexible = [leading, size, trailing]
        let total = zip(parts, flexible).reduce(CGFloat(0)) { $0 + ($1.1 ? $1.0 : 0) }
        let count = CGFloat(flexible.filter { $0 }.count)
        func share(_ i: Int) -> CGFloat {
            guard flexible[i] else { return 0 }
            return total != 0 ? delta * parts[i] / total : delta / count
        }
        return (origin + share(0), length + share(1))
    }
}
