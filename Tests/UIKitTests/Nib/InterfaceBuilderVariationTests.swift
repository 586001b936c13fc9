import Foundation
import Testing
@testable import UIKit

/// `Fixtures/InterfaceBuilder/Variations.xib`: size-class variations of
/// values, attributes and constraint masks, and `semanticContentAttribute`.
@Suite("Interface Builder size-class variations")
@MainActor
struct InterfaceBuilderVariationTests {
    typealias IB = InterfaceBuilderTestClasses
    let url = IB.folder.appendingPathComponent("Variations.xib")

    func load(_ classes: InterfaceBuilderSizeClasses?) throws -> (root: UIView, warnings: [String]) {
        let document = try NibDocument.parseInterfaceBuilder(data: Data(contentsOf: url), file: "Variations.xib", baseDirectory: IB.folder,
                                                             imageRoot: nil, limits: .default, options: InterfaceBuilderOptions(sizeClasses: classes))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        root.layoutIfNeeded()
        return (root, document.interfaceBuilder?.warnings.map { "\($0.line): \($0.message)" } ?? [])
    }

    @Test func thePhonesCompactWidthVariationsApplyByDefault() throws {
        let (root, warnings) = try load(nil)
        let label = try #require(root.subviews.first as? UILabel)
        let box = root.subviews[1]
        #expect(label.font.pointSize == 11)
        #expect(!label.isHidden)
        #expect(abs(label.frame.minY - 16) < 0.001)
        #expect(box.frame.width == 50)
        #expect(warnings == ["2: size-class variations are applied for widthClass=compact, heightClass=regular (the document's device) when the document is read; they do not change with the traits afterwards"])
    }

    @Test func regularWidthVariationsReplaceAttributesAndConstraints() throws {
        let (root, _) = try load(InterfaceBuilderSizeClasses(width: .regular, height: .regular))
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.font.pointSize == 17)
        #expect(label.isHidden)
        #expect(abs(label.frame.minY - 40) < 0.001)
        #expect(root.subviews[1].frame.width == 120)
    }

    @Test func aLandscapePhoneIsCompactHeightAndAnIPadRegular() throws {
        func device(_ xml: String) throws -> InterfaceBuilderSizeClasses {
            let root = try XMLElementTree.parse(Data(xml.utf8), file: "d", maxDepth: 10)
            return InterfaceBuilderSizeClasses.of(device: root)
        }
        #expect(try device(#"<device id="retina4_7" orientation="landscape"/>"#) == InterfaceBuilderSizeClasses(width: .compact, height: .compact))
        #expect(try device(#"<device id="retina6_7" orientation="landscape"/>"#) == InterfaceBuilderSizeClasses(width: .regular, height: .compact))
        #expect(try device(#"<device id="ipad11" orientation="portrait"/>"#) == InterfaceBuilderSizeClasses(width: .regular, height: .regular))
    }

    @Test func semanticContentAttributeIsApplied() throws {
        let (root, _) = try load(nil)
        #expect(root.semanticContentAttribute == .forceRightToLeft)
        // Leading is on the right in a right-to-left view.
        let label = try #require(root.subviews.first as? UILabel)
        #expect(abs(label.frame.maxX - 304) < 0.001)
    }
}
