import Foundation
import UIKit

/// The files rendering a layout file reads, with what each is, so that no
/// output is allowed to replace one of them.
enum LayoutInputs {
    static func of(_ path: String) -> [(path: String, role: String)] {
        var inputs = [(path: path, role: "the layout file")]
        // Only a regular file is read here: a pipe or standard input must be
        // left whole for the render itself.
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return inputs }
        if let document = try? NibDocument.load(contentsOf: URL(fileURLWithPath: path)) {
            inputs += document.filesRead.dropFirst().map { (path: $0.path, role: "an image the layout file uses") }
        }
        return inputs
    }
}
