/// Whether the user asked for increased contrast; system colours have
/// high-contrast variants.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
