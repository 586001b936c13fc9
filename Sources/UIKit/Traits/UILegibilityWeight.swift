/// Whether the user asked for bold text (Settings › Accessibility › Bold Text).
public enum UILegibilityWeight: Int, Sendable, Hashable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
