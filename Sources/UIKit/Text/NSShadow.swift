import Foundation

/// A drop shadow's offset, blur radius and colour, as UIKit's `NSShadow`.
///
/// Drawing code keeps one to hand to `CGContext.setShadow(offset:blur:color:)`
/// (the pattern PaintCode writes:
/// `context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius,
/// color: (shadow.shadowColor as! UIColor).cgColor)`). As on iOS, a new shadow
/// has a zero offset and blur radius and black at one third alpha as its
/// colour; a colour set to nil means no shadow.
open class NSShadow: NSObject, NSCopying, NSSecureCoding {
    /// Must stay the first stored property (see CoreFoundationObjectTag): a
    /// shadow can be the value of an attributed string's attribute.
    private let coreFoundationTag = CoreFoundationObjectTag()

    /// The shadow's offset in points; positive values go right and down.
    open var shadowOffset: CGSize = .zero
    /// The blur radius in points; 0 is a sharp shadow.
    open var shadowBlurRadius: CGFloat = 0
    /// A UIColor (or CGColor): black at one third alpha unless set.
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3.0)

    public override init() {
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        super.init()
        if coder.containsValue(forKey: "NSShadowHoriz") || coder.containsValue(forKey: "NSShadowVert") {
            shadowOffset = CGSize(width: coder.decodeDouble(forKey: "NSShadowHoriz"),
                                  height: coder.decodeDouble(forKey: "NSShadowVert"))
        }
        if coder.containsValue(forKey: "NSShadowBlurRadius") {
            shadowBlurRadius = CGFloat(coder.decodeDouble(forKey: "NSShadowBlurRadius"))
        }
        if coder.containsValue(forKey: "NSShadowColor") {
            shadowColor = coder.decodeObject(forKey: "NSShadowColor")
        }
    }

    open func encode(with coder: NSCoder) {
        coder.encode(Double(shadowOffset.width), forKey: "NSShadowHoriz")
        coder.encode(Double(shadowOffset.height), forKey: "NSShadowVert")
        coder.encode(Double(shadowBlurRadius), forKey: "NSShadowBlurRadius")
        if let shadowColor { coder.encode(shadowColor, forKey: "NSShadowColor") }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        guard other.shadowOffset == shadowOffset, other.shadowBlurRadius == shadowBlurRadius else { return false }
        switch (TextColor.rgba(other.shadowColor), TextColor.rgba(shadowColor)) {
        case (nil, nil): return true
        case let (a?, b?): return a == b
        default: return false
        }
    }

    open override var hash: Int {
        shadowOffset.width.hashValue ^ shadowOffset.height.hashValue ^ shadowBlurRadius.hashValue
    }
}
