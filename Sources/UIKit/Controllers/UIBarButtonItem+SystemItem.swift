extension UIBarButtonItem {
    /// UIKit's system items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel
        case edit
        case save
        case add
        case flexibleSpace
        case fixedSpace
        case compose
        case reply
        case action
        case organize
        case bookmarks
        case search
        case refresh
        case stop
        case camera
        case trash
        case play
        case pause
        case rewind
        case fastForward
        case undo
        case redo
        @available(*, deprecated, message: "pageCurl is no longer supported")
        case pageCurl
        case close

        /// What the item shows: iOS's English titles (Done and Save in
        /// semibold), else the SF Symbol iOS draws (a pinned stand-in glyph).
        package enum Appearance: Equatable {
            case title(String, bold: Bool)
            case symbol(String)
            case space
        }

        package var appearance: Appearance {
            switch rawValue {
            case 0: .title("Done", bold: true)
            case 1: .title("Cancel", bold: false)
            case 2: .title("Edit", bold: false)
            case 3: .title("Save", bold: true)
            case 4: .symbol("plus")
            case 5, 6: .space
            case 7: .symbol("square.and.pencil")
            case 8: .symbol("arrow.uturn.left")
            case 9: .symbol("square.and.arrow.up")
            case 10: .symbol("folder")
            case 11: .symbol("book")
            case 12: .symbol("magnifyingglass")
            case 13: .symbol("arrow.clockwise")
            case 14: .symbol("xmark")
            case 15: .symbol("camera")
            case 16: .symbol("trash")
            case 17: .symbol("play.fill")
            case 18: .symbol("pause.fill")
            case 19: .symbol("backward.fill")
            case 20: .symbol("forward.fill")
            case 21: .title("Undo", bold: false)
            case 22: .title("Redo", bold: false)
            case 23: .symbol("book")
            default: .symbol("xmark")
            }
        }
    }
}
