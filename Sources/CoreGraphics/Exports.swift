// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux. They are
// re-exported, never redefined, so `import CoreGraphics` alone gives iOS code
// the same names it has on Apple platforms.
@_exported import Foundation
