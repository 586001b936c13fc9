/// How much room there is in one axis: an iPhone in portrait is compact wide
/// and regular tall; an iPad full screen is regular in both.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
