// The README's library example: a custom view written the UIKit way, rendered
// to a PNG by a plain Swift program. Usage: CustomViewExample [output.png]
import UIKit

final class RatingView: UIView {
    let titleLabel = UILabel()
    var rating = 4 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        titleLabel.text = "评分 Rating"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 12, width: bounds.width - 32, height: 22)
    }

    override func draw(_ rect: CGRect) {
        for i in 0..<5 {
            let dot = CGRect(x: 16 + CGFloat(i) * 28, y: 44, width: 20, height: 20)
            let path = UIBezierPath(ovalIn: dot)
            (i < rating ? UIColor.systemOrange : UIColor.systemGray4).setFill()
            path.fill()
        }
    }
}

let view = RatingView(frame: CGRect(x: 0, y: 0, width: 180, height: 80))
let png = view.offscreenImage(scale: 3).pngData()!

let output = CommandLine.arguments.dropFirst().first ?? "out/rating.png"
let url = URL(fileURLWithPath: output)
try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
try png.write(to: url, options: .atomic)
print("Wrote \(output)")
