import Foundation
import Testing
@testable import UIKit
import UniformTypeIdentifiers

@MainActor
private final class ImportController: UIViewController, UIDocumentPickerDelegate {
    var log: [String] = []
    var wasPresentingOnPick: Bool?

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        wasPresentingOnPick = presentedViewController != nil
        log.append("picked " + urls.map(\.lastPathComponent).joined(separator: ","))
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        log.append("cancelled")
    }
}

/// A delegate of iOS 8's kind, with only the single-document method.
@MainActor
private final class LegacyImporter: UIDocumentPickerDelegate {
    var picked: URL?
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) { picked = url }
}

@Suite("document picker")
@MainActor
struct DocumentPickerTests {
    init() { ControllerFixtures.prepare() }

    let report = URL(fileURLWithPath: "/tmp/report.pdf")
    let notes = URL(fileURLWithPath: "/tmp/notes.txt")

    @Test func aPickDismissesThePickerThenReachesTheDelegate() {
        let owner = ImportController()
        let window = phoneWindow(owner)
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.delegate = owner
        #expect(picker.documentPickerMode == .import)
        #expect(picker.contentTypes == [.pdf, .plainText])
        owner.present(picker, animated: true)
        #expect(owner.presentedViewController === picker)
        picker.simulatePickingDocuments(at: [report, notes])
        #expect(owner.log == ["picked report.pdf"])
        #expect(owner.wasPresentingOnPick == false)
        _ = window
    }

    @Test func multipleSelectionHandsOverEveryDocument() {
        let owner = ImportController()
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        #expect(picker.documentPickerMode == .open)
        #expect(!picker.allowsMultipleSelection)
        picker.allowsMultipleSelection = true
        picker.delegate = owner
        picker.simulatePickingDocuments(at: [report, notes])
        #expect(owner.log == ["picked report.pdf,notes.txt"])
    }

    @Test func tappingCancelDismissesAndTellsTheDelegate() {
        let owner = ImportController()
        let window = phoneWindow(owner)
        let picker = UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf", "com.example.custom"], in: .import)
        #expect(picker.contentTypes.map(\.identifier) == ["com.adobe.pdf", "com.example.custom"])
        picker.delegate = owner
        owner.present(picker, animated: true)
        window.layoutIfNeeded()
        // Cancel sits at the leading end of the picker's bar.
        let bar = picker.view.subviews.compactMap { $0 as? UINavigationBar }.first
        #expect(bar?.topItem?.title == "Browse")
        let origin = picker.view.convert(CGPoint(x: 30, y: 22), to: window)
        window.simulateTap(at: origin)
        #expect(owner.log == ["cancelled"])
        #expect(owner.presentedViewController == nil)
    }

    @Test func aDelegateWithOnlyTheOldMethodHearsTheFirstDocument() {
        let legacy = LegacyImporter()
        let picker = UIDocumentPickerViewController(forExporting: [report], asCopy: true)
        #expect(picker.documentPickerMode == .exportToService)
        picker.delegate = legacy
        picker.simulatePickingDocuments(at: [URL(fileURLWithPath: "/tmp/Exports")])
        #expect(legacy.picked?.lastPathComponent == "Exports")
    }
}
