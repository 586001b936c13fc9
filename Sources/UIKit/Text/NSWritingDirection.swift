import Foundation

/// The base direction of a paragraph; `.natural` follows its first strong character.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
