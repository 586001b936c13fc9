/// How pattern cells are spaced, with Apple's raw values. Offscreen tiles
/// every pattern at exactly `xStep` by `yStep` in pattern space, which is what
/// `.constantSpacing` asks for; the other two differ only by how a device
/// rounds the spacing to whole pixels.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}
