/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
