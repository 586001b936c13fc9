extension NibColor {
    /// The UIColor for a light or dark canvas. Dynamic system colours are
    /// resolved here, against the canvas appearance, because the rest of
    /// Offscreen's colours are static.
    package func makeUIColor(dark: Bool) -> UIColor {
        let c = resolved(dark: dark)
        return UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }
}
