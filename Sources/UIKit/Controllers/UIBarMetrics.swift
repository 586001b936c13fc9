/// The bar sizes that bar and bar button item images are set for, as UIKit
/// names them (raw values are UIKit's).
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    /// A bar of compact height (an iPhone in landscape).
    case compact = 1
    /// The default height with a prompt.
    case defaultPrompt = 101
    /// Compact height with a prompt.
    case compactPrompt = 102
}
