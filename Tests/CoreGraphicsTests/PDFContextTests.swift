@testable import CoreGraphics
import Foundation
import Testing

/// PDF contexts write a document through Cairo's PDF surface.
struct PDFContextTests {
    static func document(pages: Int, draw: (CGContext) -> Void = { _ in }) throws -> String {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let ctx = try #require(CGContext(consumer: consumer, mediaBox: &box, nil))
        for _ in 0..<pages {
            ctx.beginPDFPage(nil)
            draw(ctx)
            ctx.endPDFPage()
        }
        ctx.closePDF()
        return String(decoding: data as Data, as: UTF8.self)
    }

    @Test func aDocumentHasItsPagesAndMediaBox() throws {
        let pdf = try Self.document(pages: 2) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 50, height: 20))
        }
        #expect(pdf.hasPrefix("%PDF-1."))
        #expect(pdf.contains("/Count 2"))
        #expect(pdf.contains("/MediaBox [ 0 0 200 100 ]"))
        #expect(pdf.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        // Equal drawing gives equal bytes (the creation date is fixed).
        #expect(pdf == (try Self.document(pages: 2) { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 10, y: 10, width: 50, height: 20))
        }))
        #expect(pdf != (try Self.document(pages: 2)))
    }

    @Test func aContextWithoutAMediaBoxMakesLetterPages() throws {
        let data = NSMutableData()
        let consumer = try #require(CGDataConsumer(data: data))
        let ctx = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
        ctx.beginPDFPage(nil)
        ctx.endPDFPage()
        ctx.closePDF()
        #expect(String(decoding: data as Data, as: UTF8.self).contains("/MediaBox [ 0 0 612 792 ]"))
        #expect(ctx.makeImage() == nil)
    }

    @Test func aFileConsumerWritesTheDocumentToDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-pdf-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let consumer = try #require(CGDataConsumer(url: url as NSURL))
            let ctx = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
            ctx.beginPDFPage(nil)
            ctx.closePDF()
        }
        let bytes = try Data(contentsOf: url)
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        #expect(CGDataConsumer(url: NSURL(string: "https://example.com/a.pdf")!) == nil)
    }
}
