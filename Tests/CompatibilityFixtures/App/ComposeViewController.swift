import UIKit

/// A compose screen as iOS apps write it: system and target–action bar button
/// items, a title view, a patterned background, a label with a shadow.
final class ComposeViewController: UIViewController {

    private(set) var saves = 0
    private(set) var cancels = 0
    let subtitle = UILabel()

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: #selector(cancelTapped(_:)))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self,
                                                            action: #selector(save))
        navigationItem.largeTitleDisplayMode = .never
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        titleView.backgroundColor = .systemOrange
        navigationItem.titleView = titleView
        navigationController?.navigationBar.isTranslucent = false

        view.backgroundColor = UIColor(patternImage: ComposeViewController.stripe())
        subtitle.frame = CGRect(x: 16, y: 16, width: 200, height: 30)
        subtitle.text = "Draft"
        subtitle.shadowColor = UIColor.black.withAlphaComponent(0.5)
        subtitle.shadowOffset = CGSize(width: 0, height: 1)
        subtitle.baselineAdjustment = .alignCenters
        view.addSubview(subtitle)
    }

    /// A 4 x 4 point tile: its top row red, the rest white.
    static func stripe() -> UIImage {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 1))
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }

    @objc private func save() {
        saves += 1
    }

    @objc func cancelTapped(_ sender: UIBarButtonItem) {
        cancels += 1
    }
}
