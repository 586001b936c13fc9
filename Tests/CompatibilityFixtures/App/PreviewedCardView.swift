import UIKit

/// A view file as Xcode 15 writes them, ending with a canvas preview: the
/// plugin leaves the preview out of the Linux copy.
final class PreviewedCardView: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.text = "Card"
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

#Preview {
    PreviewedCardView()
}

@available(iOS 17, *)
#Preview("Named") {
    let view = PreviewedCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    return view
}
