import Foundation

extension UIFont {
    /// Font weights as UIKit defines them (values from -1 to 1). Each maps to the nearest
    /// Inter weight: ultraLight = Thin (100) ... black = Black (900), as SF Pro's nine weights.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        static let ordered: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

        /// The CSS / OpenType weight (100...900) of the nearest named weight.
        package var cssWeight: Int {
            guard rawValue.isFinite else { return 400 }
            var best = 3
            for (i, w) in Self.ordered.enumerated() where abs(w.rawValue - rawValue) < abs(Self.ordered[best].rawValue - rawValue) {
                best = i
            }
            return (best + 1) * 100
        }

        /// The named weight for a CSS weight.
        package init(cssWeight: Int) {
            self = Self.ordered[min(max((cssWeight + 50) / 100, 1), 9) - 1]
        }
    }
}
