import Foundation

/// Colour attribute values as straight RGBA in 0...1. UIKit stores UIColor in attributes;
/// a CGColor is accepted too.
package enum TextColor {
    package typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    package static let black: RGBA = (0, 0, 0, 1)

    package static func rgba(_ value: Any?) -> RGBA? {
        guard let value else { return nil }
        if let color = value as? UIColor { return color.cgColor.rgba }
        if let color = value as? CGColor { return color.rgba }
        return nil
    }
}
