/// Draws one pattern cell in pattern space. On Apple platforms a C function
/// pointer; here a Swift closure, so the closures iOS code writes
/// (`{ info, context in ... }`) compile unchanged.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Called with `info` when the pattern is deallocated.
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as Apple's `CGPatternCallbacks` struct.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init() {
        version = 0
        drawPattern = nil
        releaseInfo = nil
    }

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}
