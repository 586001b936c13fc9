import Foundation
import UIKit

/// The files rendering a layout file reads, with what each is, so that no
/// output is allowed to replace one of them.
enum LayoutInputs {
    static func of(_ path: String) -> [(path: String, role: String)] {
        var inputs = [(path: path, role: "the layout file")]
        if let document = try? NibDocument.load(contentsOf: URL(fileURLWithPath: path)) {
            inputs += document.filesRead.dropFirst().map { (path: $0.path, role: "an image the layout file uses") }
        }
        return inputs
    }
}
