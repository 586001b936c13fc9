/// Where a `UIViewAnimating` object is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}
