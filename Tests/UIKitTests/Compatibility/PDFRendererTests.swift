import Foundation
import Testing
@testable import UIKit

@MainActor struct PDFRendererTests {
    @Test func pagesOfTheRenderersBoundsWithTextAndShapes() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 200))
        let data = renderer.pdfData { context in
            context.beginPage()
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 100, height: 50))
            ("Invoice" as NSString).draw(at: CGPoint(x: 20, y: 100), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 400, height: 300), pageInfo: [:])
        }
        let pdf = String(decoding: data, as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("/Count 2"))
        #expect(pdf.contains("/MediaBox [ 0 0 300 200 ]") && pdf.contains("/MediaBox [ 0 0 400 300 ]"))
        // The text's font is embedded.
        #expect(pdf.contains("/FontFile"))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func writePDFWritesAFileAndFailsClearlyForABadURL() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-renderer-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        try renderer.writePDF(to: url) { context in context.beginPage() }
        #expect(try Data(contentsOf: url).starts(with: Array("%PDF-".utf8)))
        #expect(throws: CocoaError.self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/x.pdf")) { $0.beginPage() }
        }
    }

    /// The pre-iOS 10 functions: a PDF context into data, current while open,
    /// pages of its bounds or their own, the same bytes for the same drawing.
    @Test func uiGraphicsPDFContextFunctions() throws {
        func document() -> Data {
            let data = NSMutableData()
            UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 300, height: 200), nil)
            #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 300, height: 200))
            UIGraphicsBeginPDFPage()
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 50, height: 50))
            ("Page one" as NSString).draw(at: CGPoint(x: 20, y: 100), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
            UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 400, height: 250), nil)
            #expect(UIGraphicsGetCurrentContext() != nil)
            UIGraphicsEndPDFContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(UIGraphicsGetPDFContextBounds() == .zero)
            return data as Data
        }
        let data = document()
        let pdf = String(decoding: data, as: UTF8.self)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("/Count 2"))
        #expect(pdf.contains("/MediaBox [ 0 0 300 200 ]") && pdf.contains("/MediaBox [ 0 0 400 250 ]"))
        #expect(document() == data)

        // Empty bounds: US Letter pages.
        let letter = NSMutableData()
        UIGraphicsBeginPDFContextToData(letter, .zero, nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 612, height: 792))
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(String(decoding: letter as Data, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
    }

    @Test func uiGraphicsPDFContextToFileWritesOrSaysFalse() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-context-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(UIGraphicsBeginPDFContextToFile(path, CGRect(x: 0, y: 0, width: 100, height: 100), nil))
        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array("%PDF-".utf8)))
        #expect(!UIGraphicsBeginPDFContextToFile("/nonexistent-folder/x.pdf", .zero, nil))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
