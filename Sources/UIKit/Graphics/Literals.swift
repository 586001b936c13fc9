// The types Xcode's colour and image literals make, as the iOS SDK's UIKit
// declares them: `#colorLiteral(red:green:blue:alpha:)` is a UIColor (or,
// where a CGColor is expected, a CGColor: see CoreGraphics) and
// `#imageLiteral(resourceName:)` a UIImage.

public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

// The initializers are required, so they are in the classes' own bodies
// (UIColor.swift, UIImage.swift).
extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
