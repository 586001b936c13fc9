extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
}
