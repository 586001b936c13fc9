/// How a view's content flips in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}
