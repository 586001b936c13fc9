/// Where a label puts text it shrank to fit (`adjustsFontSizeToFitWidth`,
/// one line), with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline where the full-size text's baseline would be (UIKit's default).
    case alignBaselines = 0
    /// The shrunk text centred where the full-size text would be centred.
    case alignCenters = 1
    /// The shrunk text's top where the full-size text's top would be.
    case none = 2
}
