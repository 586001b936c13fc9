import Foundation
import GoldenTesting
import SnapshotComparison
import Testing
@testable import UIKit

/// iOS 15 button configurations and the older edge insets, as Xcode writes
/// them (`Fixtures/InterfaceBuilder/ButtonConfigurations.xib`).
@Suite("Interface Builder documents: button configurations and edge insets")
@MainActor
struct InterfaceBuilderButtonConfigurationTests {
    typealias IB = InterfaceBuilderTestClasses

    static let url = IB.folder.appendingPathComponent("ButtonConfigurations.xib")

    static func load() throws -> (NibDocument, UIView) {
        let document = try NibDocument.load(contentsOf: url)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        return (document, root)
    }

    static func button(_ root: UIView, _ index: Int) throws -> UIButton {
        try #require(root.subviews[index] as? UIButton)
    }

    @Test func theConfigurationIsMadeFromItsStyleWithTheDocumentsValues() throws {
        let (document, root) = try Self.load()
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])

        let proceed = try #require(try Self.button(root, 0).configuration)
        #expect(proceed.style == .filled)
        #expect(proceed.title == "Continue")
        #expect(proceed.cornerStyle == .capsule)
        #expect(proceed.buttonSize == .large)
        #expect(proceed.contentInsets == UIButton.Configuration.insets(for: .large))
        #expect(proceed.baseBackgroundColor == .systemIndigo)

        let profile = try #require(try Self.button(root, 1).configuration)
        #expect(profile.style == .tinted)
        #expect(profile.image?.size == CGSize(width: 16, height: 16))
        #expect(profile.imagePlacement == .top)
        #expect(profile.imagePadding == 6)
        #expect(profile.cornerStyle == .medium)
        #expect(profile.baseForegroundColor == .systemTeal)

        let next = try #require(try Self.button(root, 2).configuration)
        #expect(next.style == .gray)
        #expect(next.subtitle == "Step 2 of 3")
        #expect(next.imagePlacement == .trailing)
        #expect(next.titlePadding == 2)
        #expect(next.buttonSize == .small)

        // The background's colour fills the button; the title font and insets are the document's.
        let delete = try #require(try Self.button(root, 3).configuration)
        #expect(delete.style == .plain)
        #expect(delete.titleAlignment == .leading)
        #expect(delete.baseBackgroundColor == .systemYellow)
        #expect(delete.baseForegroundColor == .systemRed)
        #expect(delete.titleFont == .boldSystemFont(ofSize: 20))
        #expect(delete.contentInsets == NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8))

        let legacy = try Self.button(root, 4)
        #expect(legacy.configuration == nil)
        #expect(legacy.contentEdgeInsets == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        #expect(legacy.titleEdgeInsets == UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0))
    }

    @Test func thePartsArePlacedAsTheConfigurationSays() throws {
        let (document, root) = try Self.load()
        let window = IB.window(document.canvas, holding: root)
        window.layoutIfNeeded()

        // The image above the title, both centred, 6 points apart.
        let profile = try Self.button(root, 1)
        let image = try #require(profile.imageView), title = try #require(profile.titleLabel)
        #expect(abs(image.frame.midX - profile.bounds.midX) < 0.5)
        #expect(abs(title.frame.midX - profile.bounds.midX) < 0.5)
        #expect(abs(title.frame.minY - image.frame.maxY - 6) < 1e-9)
        #expect(title.text == "Profile")

        // The image after the title and subtitle, 10 points on.
        let next = try Self.button(root, 2)
        #expect(abs(next.imageView!.frame.minX - next.titleLabel!.frame.maxX - 10) < 1e-9)

        // Leading title alignment: the title starts at the leading content inset, in the document's font.
        let delete = try Self.button(root, 3)
        #expect(abs(delete.titleLabel!.frame.minX - 24) < 1e-9)
        #expect(delete.titleLabel!.font == .boldSystemFont(ofSize: 20))

        // Leading content alignment, the content inset, then the title's own inset after the image.
        let legacy = try Self.button(root, 4)
        #expect(abs(legacy.imageView!.frame.minX - 20) < 1e-9)
        #expect(abs(legacy.titleLabel!.frame.minX - (20 + 16 + 12)) < 1e-9)

        // The configured size: the large insets around the title.
        let proceed = try Self.button(root, 0)
        let titleSize = proceed.titleLabel!.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(proceed.intrinsicContentSize.height == (titleSize.height + 28).rounded(.up))
    }

    @Test func rendersAsItsGolden() throws {
        let (document, root) = try Self.load()
        let window = IB.window(document.canvas, holding: root)
        expectGolden(try #require(window.renderedImage()), named: "ButtonConfigurations@2x", in: "InterfaceBuilder")
    }

    @Test func whatIsNotReadIsAWarningAtItsLine() throws {
        let xml = IB.xib("""
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Bcf-bt-101">
                            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                            <buttonConfiguration key="configuration" style="glass" title="Go" showsActivityIndicator="YES">
                                <backgroundConfiguration key="background" cornerRadius="4">
                                    <color key="backgroundColor" systemColor="systemPinkColor"/>
                                    <color key="strokeColor" systemColor="labelColor"/>
                                </backgroundConfiguration>
                            </buttonConfiguration>
                        </button>
                    </subviews>
        """)
        let document = try IB.document(xml)
        let warnings = document.interfaceBuilder?.warnings.map(\.description) ?? []
        #expect(warnings.contains { $0.contains("style=\"glass\"") && $0.contains("drawn as \"plain\"") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("showsActivityIndicator") && $0.contains("not applied") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("cornerRadius") && $0.contains("background") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("strokeColor") }, "\(warnings)")
        // Each names the element's line.
        #expect(warnings.allSatisfy { $0.hasPrefix("Test.xib:1") }, "\(warnings)")
        let nib = UINib(source: .data(Data(xml.utf8), name: "Test.xib", directory: IB.folder))
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let configuration = try #require((root.subviews.first as? UIButton)?.configuration)
        #expect(configuration.style == .plain)
        #expect(configuration.title == "Go")
        #expect(configuration.baseBackgroundColor == .systemPink)
    }
}

extension InterfaceBuilderButtonConfigurationTests {
    /// xib → JSON (`render convert`) → views draws what the xib draws: the
    /// `configuration.*` and edge inset properties carry everything.
    @Test func convertingToALayoutFileKeepsEveryPixel() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: Self.url), file: "ButtonConfigurations.xib",
                                                                  baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"configuration.imagePlacement\": \"top\""))
        let fromJSON = try NibDocument.parse(data: Data(text.utf8), file: "ButtonConfigurations.json", baseDirectory: IB.folder, imageRoot: IB.folder)
        func render(_ document: NibDocument) throws -> CGImage {
            let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
            return try #require(IB.window(document.canvas, holding: root).renderedImage())
        }
        let (document, xib) = try Self.load()
        let a = try #require(IB.window(document.canvas, holding: xib).renderedImage())
        #expect(a.storage.samePixels(as: try render(fromJSON).storage))
    }
}
