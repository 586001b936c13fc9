/// How colours outside the destination gamut are handled, as on Apple platforms.
///
/// Offscreen renders in sRGB only, so every intent gives the same pixels; the type
/// exists so code that passes an intent compiles unchanged.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
