import Foundation
import Testing
@testable import UIKit

@Suite struct NSStringDrawingTests {
    let font = UIFont.systemFont(ofSize: 17)
    let pangram = "The quick brown fox jumps over the lazy dog."

    @Test func sizeWithAttributesMeasuresOneLine() {
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.width - 40.6875) < 0.01)
        #expect(abs(size.height - font.lineHeight) < 0.001)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == size)
    }

    @Test func sizeWithoutAttributesUsesHelveticaTwelve() {
        #expect(abs("Hello".size(withAttributes: nil).height - UIFont(name: "Helvetica", size: 12)!.lineHeight) < 0.001)
    }

    @Test func boundingRectWithLineFragmentOriginWraps() {
        let rect = pangram.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 150)
        #expect(abs(rect.height - 3 * font.lineHeight) < 0.005)
    }

    @Test func boundingRectWithoutLineFragmentOriginIsOneLineFromTheBaseline() {
        let rect = (pangram + "\nsecond line").boundingRect(with: CGSize(width: 150, height: 10), options: [],
                                                            attributes: [.font: font], context: nil)
        #expect(abs(rect.origin.y + font.ascender) < 0.001)
        #expect(abs(rect.height - font.lineHeight) < 0.001)
        #expect(rect.width > 150)  // not wrapped
    }

    @Test func boundingRectKeepsOnlyLinesThatFitTheHeight() {
        let rect = pangram.boundingRect(with: CGSize(width: 150, height: 45), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(abs(rect.height - 2 * font.lineHeight) < 0.005)
    }

    @Test func drawingContextShrinksFontsToTheMinimumScaleFactor() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let natural = pangram.size(withAttributes: [.font: font]).width
        let rect = pangram.boundingRect(with: CGSize(width: natural * 0.7, height: 20), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: context)
        #expect(context.actualScaleFactor <= 0.7 && context.actualScaleFactor > 0.69)
        #expect(rect.width <= natural * 0.7)
        #expect(context.totalBounds == rect)
    }

    @Test func attributedBoundingRectCoversEveryRun() {
        let s = NSMutableAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        s.append(NSAttributedString(string: "LARGE", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        let rect = s.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height - UIFont.systemFont(ofSize: 30).lineHeight) < 0.01)
        let parts = NSAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 12)]).size().width
            + NSAttributedString(string: "LARGE", attributes: [.font: UIFont.systemFont(ofSize: 30)]).size().width
        #expect(abs(rect.width - parts) < 0.05)
    }
}
