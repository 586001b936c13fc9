import CoreGraphics
import Foundation

/// The pinned font files, for `CGFont(_ name:)` in CoreGraphics, which finds
/// this class by name (CoreGraphics cannot import UIKit).
package final class PinnedFontFileList: NSObject, FontFileListing {
    package static var fontFilePaths: [String] {
        PinnedFontSet.files.compactMap { try? PinnedFontSet.locate($0) }
    }
}
