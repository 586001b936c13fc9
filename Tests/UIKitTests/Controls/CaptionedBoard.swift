import UIKit

/// A white board with a caption under each cell, for goldens showing several
/// states of a control (or image view) side by side.
enum CaptionedBoard {
    @MainActor
    static func make(cells: [(String, UIView)], cellSize: CGSize, columns: Int, background: UIColor = .white) -> UIView {
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
