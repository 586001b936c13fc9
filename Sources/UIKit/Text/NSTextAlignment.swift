import Foundation

/// Horizontal alignment of lines. Raw values are UIKit's (iOS, not macOS).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    /// Every line but a paragraph's last is stretched to the full width.
    case justified = 3
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural = 4
}
