// iOS code in Swift 5 mode using the image and document pickers, display
// links, hover and a text view's own delegate, as real projects write it
// (selectors in the spelling the compatibility plugin gives `#selector`).
import UIKit
import UniformTypeIdentifiers
import XCTest

final class AvatarPickerController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let avatarView = UIImageView()
    var pickedURL: URL?

    @IBAction func changeAvatar(_ sender: Any) {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage {
            avatarView.image = image
        }
        pickedURL = info[UIImagePickerController.InfoKey.imageURL] as? URL
        picker.dismiss(animated: true, completion: nil)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true, completion: nil)
    }
}

final class ImportDocumentController: UIViewController, UIDocumentPickerDelegate {
    var imported: [URL] = []

    func importDocument() {
        let picker: UIDocumentPickerViewController
        if #available(iOS 14.0, *) {
            picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText, .json], asCopy: true)
        } else {
            picker = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .import)
        }
        picker.delegate = self
        picker.allowsMultipleSelection = false
        picker.modalPresentationStyle = .formSheet
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        imported = urls.filter { UTType(filenameExtension: $0.pathExtension)?.conforms(to: .pdf) ?? false }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

final class PulseView: UIView {
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private(set) var phase: CGFloat = 0

    func startAnimating() {
        displayLink?.invalidate()
        displayLink = CADisplayLink(target: self, selector: Selector("step:", { (target: PulseView) in target.step }))
        displayLink?.preferredFramesPerSecond = 60
        if #available(iOS 15.0, *) {
            displayLink?.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        }
        displayLink?.add(to: .main, forMode: .common)
    }

    func stopAnimating() {
        displayLink?.invalidate()
        displayLink = nil
    }

    private func step(_ link: CADisplayLink) {
        if startTime == 0 { startTime = link.timestamp }
        phase = CGFloat(link.targetTimestamp - startTime)
        alpha = 0.5 + 0.5 * sin(phase)
    }
}

final class HoverCardView: UIView {
    private(set) var isHovered = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        if #available(iOS 13.0, *) {
            addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Selector("hovering:", { (target: HoverCardView) in target.hovering })))
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func hovering(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: isHovered = true
        default: isHovered = false
        }
    }
}

final class CommentComposer: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.delegate = self
        view.addSubview(textView)
    }

    func insert(_ text: String) {
        textView.text += text
        textView.delegate?.textViewDidChange(textView)
    }

    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

final class PickerAndDisplayLinkIdiomTests: XCTestCase {
    func testTheTextViewsOwnDelegateIsTheComposer() {
        let composer = CommentComposer()
        composer.loadViewIfNeeded()
        composer.insert("Hello")
        XCTAssertEqual(composer.changes, 1)
        XCTAssertTrue(composer.textView.delegate === composer)
        let scrollView: UIScrollView = composer.textView
        XCTAssertTrue(scrollView.delegate === composer)
    }

    func testAPickedAvatarShowsInTheImageView() {
        let controller = AvatarPickerController()
        let picker = UIImagePickerController()
        picker.delegate = controller
        picker.simulatePicking(UIImage(systemName: "person")!)
        XCTAssertNotNil(controller.avatarView.image)
        XCTAssertTrue(picker.delegate === controller)
    }

    func testAPickedPDFIsImported() {
        let controller = ImportDocumentController()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
        picker.delegate = controller
        picker.simulatePickingDocuments(at: [URL(fileURLWithPath: "/tmp/a.pdf")])
        XCTAssertEqual(controller.imported.map(\.lastPathComponent), ["a.pdf"])
    }

    func testAPulseViewStepsFromItsDisplayLinkOnTheMainRunLoop() {
        let view = PulseView()
        view.startAnimating()
        let deadline = Date().addingTimeInterval(2)
        while view.phase == 0, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        view.stopAnimating()
        // The first call: the next refresh is one refresh after the first.
        XCTAssertEqual(Double(view.phase), 1.0 / 60, accuracy: 1e-9)
    }

    func testAHoverCardKnowsWhenThePointerIsOverIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = HoverCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        window.isHidden = false
        window.simulatePointerMove(to: CGPoint(x: 50, y: 50))
        XCTAssertTrue(card.isHovered)
        window.simulatePointerMove(to: CGPoint(x: 150, y: 150))
        XCTAssertFalse(card.isHovered)
    }
}
