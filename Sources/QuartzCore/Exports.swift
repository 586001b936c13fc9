// QuartzCore re-exports CoreGraphics (and through it Foundation), as Apple's does,
// so `import QuartzCore` alone gives CGRect, CGColor and CALayer.
@_exported import CoreGraphics
