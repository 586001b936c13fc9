@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import CoreText
