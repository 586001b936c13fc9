import Foundation

// Swift's image and colour literals, as UIKit declares them: `#imageLiteral`
// and `#colorLiteral` make a UIImage and a UIColor, also where no type is
// written (`let pointer = #imageLiteral(resourceName: "Pointer")`).

extension UIImage: _ExpressibleByImageLiteral {}
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of an image literal with no other type to take.
public typealias _ImageLiteralType = UIImage
/// The type of a colour literal with no other type to take.
public typealias _ColorLiteralType = UIColor

extension UIImage {
    /// Says on standard error that an image an app names in code (a literal,
    /// an asset symbol) is not there, and what is drawn instead.
    static func reportMissingResource(_ what: String, name: String) {
        FileHandle.standardError.write(Data("Offscreen: \(what): no image named \"\(name)\" in the main bundle or UIImage.offscreenSearchPaths; an empty image is used.\n".utf8))
    }
}
