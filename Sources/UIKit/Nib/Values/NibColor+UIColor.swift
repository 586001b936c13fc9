extension NibColor {
    /// The UIColor: a fixed colour, or UIKit's dynamic system colour of
    /// that name (resolved by the traits of the view that uses it).
    package func makeUIColor() -> UIColor {
        switch self {
        case let .rgba(r, g, b, a):
            return UIColor(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(a))
        case .system(let name):
            return UIColor.system(name)
        }
    }
}
