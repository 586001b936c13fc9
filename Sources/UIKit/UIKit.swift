@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import CoreText
@_exported import _CoreTextKeys
