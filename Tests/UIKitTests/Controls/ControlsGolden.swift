import Foundation
import Testing
@testable import UIKit

/// Goldens of controls and images at scale 3 (Fixtures/Controls, Fixtures/Images),
/// through UIKit's own rendering (`offscreenImage`). A missing golden is written
/// and the test fails, so each is recorded on purpose and looked at before commit.
enum ControlsGolden {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    @MainActor
    static func assertMatches(_ view: UIView, folder: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let pixels = TextGolden.render(view)
        let directory = root.appendingPathComponent(folder)
        let path = directory.appendingPathComponent("\(name)@3x.png").path
        guard let expected = TextGolden.pixels(ofPNG: path) else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            TextGolden.writePNG(pixels, to: path)
            Issue.record("No golden \(path): recorded it; look at it before committing", sourceLocation: sourceLocation)
            return
        }
        if expected != pixels {
            let actual = NSTemporaryDirectory() + "\(name)-actual@3x.png"
            TextGolden.writePNG(pixels, to: actual)
            Issue.record("\(name) differs from \(path); actual written to \(actual)", sourceLocation: sourceLocation)
        }
    }

    static var images: URL { root.appendingPathComponent("Images") }

    /// A white board with a caption under each cell, for goldens showing several states.
    @MainActor
    static func board(cells: [(String, UIView)], cellSize: CGSize, columns: Int, background: UIColor = .white) -> UIView {
        let rows = (cells.count + columns - 1) / columns
        let pad: CGFloat = 10, caption: CGFloat = 14
        let board = UIView(frame: CGRect(x: 0, y: 0, width: pad + CGFloat(columns) * (cellSize.width + pad),
                                         height: pad + CGFloat(rows) * (cellSize.height + caption + pad)))
        board.backgroundColor = background
        for (i, (title, view)) in cells.enumerated() {
            let x = pad + CGFloat(i % columns) * (cellSize.width + pad)
            let y = pad + CGFloat(i / columns) * (cellSize.height + caption + pad)
            let cell = UIView(frame: CGRect(x: x, y: y, width: cellSize.width, height: cellSize.height))
            board.addSubview(cell)
            // Centre the view in its cell (keeping its size).
            view.center = CGPoint(x: cellSize.width / 2, y: cellSize.height / 2)
            cell.addSubview(view)
            let label = UILabel(frame: CGRect(x: x - pad / 2, y: y + cellSize.height + 1, width: cellSize.width + pad, height: caption))
            label.text = title
            label.font = .systemFont(ofSize: 9)
            label.textAlignment = .center
            label.textColor = .darkGray
            board.addSubview(label)
        }
        return board
    }
}
