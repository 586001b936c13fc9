import UIKit

/// A display link and a hover recognizer aimed at `#selector`s, and a photo
/// picker's delegate, as iOS code writes them.
final class PulseAnimator: NSObject {
    private var displayLink: CADisplayLink?
    private(set) var timestamps: [CFTimeInterval] = []

    func start() {
        displayLink?.invalidate()
        displayLink = CADisplayLink(target: self, selector: #selector(tick(_:)))
        displayLink?.add(to: .current, forMode: .common)
    }

    func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func tick(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        if timestamps.count == 3 { stop() }
    }
}

final class HoverHighlightView: UIView {
    private(set) var highlighted = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(hovered(_:)))
        addGestureRecognizer(hover)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            highlighted = true
        case .ended, .cancelled:
            highlighted = false
        default:
            break
        }
    }
}

final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let avatar = UIImageView()

    @objc func chooseAvatar() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        avatar.image = info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }
}
