/// Bounds on what a layout file may ask for, so a hostile or broken file gives
/// a clear error instead of exhausting memory or the stack.
package struct NibLimits: Sendable {
    package var maxFileBytes = 16 << 20
    /// JSON nesting (arrays and objects together).
    package var maxJSONDepth = JSONParser.defaultMaxDepth
    /// Depth of the view tree (a top-level view is depth 1).
    package var maxViewDepth = 64
    /// Objects in the file: views, controllers, and constraints.
    package var maxObjects = 10_000
    /// Canvas side, in points.
    package var maxCanvasSide: Double = 10_000
    /// Canvas area in pixels (points × scale, squared): 64 Mpx is 256 MB of ARGB.
    package var maxCanvasPixels: Double = 64_000_000

    package init() {}

    package static let `default` = NibLimits()
}
