import Foundation
import UniformTypeIdentifiers

/// What a document picker was made to do (the initialisers of iOS 13 and
/// before say it; those of iOS 14 imply it).
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
}

/// Hears what the user chose in a document picker. Every method is optional.
/// Without `documentPicker(_:didPickDocumentsAt:)`, the older
/// `documentPicker(_:didPickDocumentAt:)` hears of the first document, as on iOS.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}

/// The Files browser, as a headless stand-in: presented, it is a sheet (as
/// on iOS) showing an empty browser, a navigation bar titled "Browse" with a
/// Cancel button, which cancels as on iOS. There are no files to browse
/// headless: a test chooses for the user with `simulatePickingDocuments(at:)`
/// or `simulateCancelling()`. As on iOS, the picker dismisses itself after a
/// pick or a cancel, then tells its delegate. The URLs a pick hands over are
/// those the test gave, copied or not (`asCopy` is kept, not acted on).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether the user may pick more than one document (false by default).
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    /// The folder the browser opens at.
    open var directoryURL: URL?
    /// The mode it was made for: `.open` or `.import` (a copy) when opening,
    /// `.exportToService` or `.moveToService` when exporting.
    public let documentPickerMode: UIDocumentPickerMode
    /// The types of document offered (opening); empty when exporting.
    package let contentTypes: [UTType]
    /// The documents to export; empty when opening.
    package let exportedURLs: [URL]

    /// A picker that opens (or, `asCopy`, copies) documents of `contentTypes`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        self.exportedURLs = []
        self.documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that exports (or, `asCopy`, copies) `urls` to a place the user picks.
    public init(forExporting urls: [URL], asCopy: Bool) {
        self.contentTypes = []
        self.exportedURLs = urls
        self.documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// The iOS 8 initialiser: types named by identifier (`"com.adobe.pdf"`;
    /// one the system does not know stays a type of that name) and `.import` or `.open`.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.contentTypes = allowedUTIs.map { UTType($0) ?? UTType(importedAs: $0) }
        self.exportedURLs = []
        self.documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// The iOS 8 initialiser for exporting or moving one document.
    public init(url: URL, in mode: UIDocumentPickerMode) {
        self.contentTypes = []
        self.exportedURLs = [url]
        self.documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// The iOS 11 initialiser for exporting or moving documents.
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.contentTypes = []
        self.exportedURLs = urls
        self.documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        self.contentTypes = []
        self.exportedURLs = []
        self.documentPickerMode = .import
        super.init(coder: coder)
    }

    /// The empty browser: a navigation bar titled "Browse" with Cancel on
    /// the left, over the system background.
    open override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UINavigationBar.height))
        bar.autoresizingMask = [.flexibleWidth]
        let item = UINavigationItem(title: "Browse")
        item.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.simulateCancelling()
        })
        bar.setItems([item], animated: false)
        view.addSubview(bar)
        self.view = view
    }

    // MARK: Offscreen: choosing for the user

    /// Offscreen's own (no user picks headless): picks the documents at
    /// `urls` (opening) or the destination (exporting) as a user would. The
    /// picker dismisses itself, then the delegate hears
    /// `documentPicker(_:didPickDocumentsAt:)`, as on iOS. Only the first URL
    /// is picked unless `allowsMultipleSelection` is on; no URLs is a cancel.
    public func simulatePickingDocuments(at urls: [URL]) {
        guard !urls.isEmpty else { return simulateCancelling() }
        let picked = allowsMultipleSelection ? urls : [urls[0]]
        dismissIfPresented()
        delegate?.documentPicker(self, didPickDocumentsAt: picked)
    }

    /// Offscreen's own: the user taps Cancel. The picker dismisses itself,
    /// then the delegate hears `documentPickerWasCancelled(_:)`, as on iOS.
    public func simulateCancelling() {
        dismissIfPresented()
        delegate?.documentPickerWasCancelled(self)
    }

    private func dismissIfPresented() {
        if presentingViewController != nil { dismiss(animated: true) }
    }
}
