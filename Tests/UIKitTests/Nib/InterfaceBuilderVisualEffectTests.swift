import Foundation
import GoldenTesting
import SnapshotComparison
import Testing
@testable import UIKit

/// `<visualEffectView>` in Xcode documents: a UIVisualEffectView with the
/// effect its `<blurEffect>` or `<vibrancyEffect>` names, its content view's
/// subviews and constraints made in its `contentView`, as on iOS.
@Suite("Interface Builder visual effect views")
@MainActor
struct InterfaceBuilderVisualEffectTests {
    typealias IB = InterfaceBuilderTestClasses

    static let url = IB.folder.appendingPathComponent("VisualEffects.xib")

    /// The fixture's root view laid out in a window of its canvas.
    func loaded(_ document: NibDocument) throws -> (UIWindow, UIView) {
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let window = IB.window(document.canvas, holding: root)
        window.layoutIfNeeded()
        return (window, root)
    }

    @Test func effectViewsGetTheirEffectsAndTheirContentViewsHoldTheSubviews() throws {
        let document = try NibDocument.load(contentsOf: Self.url)
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let (_, root) = try loaded(document)
        let blurView = try #require(root.subviews.last as? UIVisualEffectView)
        let blur = try #require(blurView.effect as? UIBlurEffect)
        #expect(blur.style == .systemMaterial)
        // Constraints to the root and the effect view's own height resolve.
        #expect(blurView.frame == CGRect(x: 20, y: 40, width: 280, height: 120))
        #expect(blurView.contentView.frame == blurView.bounds)
        // The content view's subviews are the content view's, not the effect view's.
        let title = try #require(blurView.contentView.subviews.first as? UILabel)
        #expect(title.text == "Now Playing")
        #expect(!blurView.subviews.contains(title))
        let vibrancyView = try #require(blurView.contentView.subviews.last as? UIVisualEffectView)
        let vibrancy = try #require(vibrancyView.effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel)
        #expect(vibrancy.blurEffect.style == .systemMaterial)
        // Constraints between the subviews and the content view resolve.
        #expect(title.frame.origin == CGPoint(x: 16, y: 16))
        #expect(vibrancyView.frame.minX == 16 && vibrancyView.frame.width == 248)
        #expect(abs(vibrancyView.frame.minY - (title.frame.maxY + 16)) < 1e-9)
        #expect(abs(vibrancyView.frame.maxY - 104) < 1e-9)
        let line = try #require(vibrancyView.contentView.subviews.first as? UILabel)
        #expect(line.text == "Blue Monday · New Order")
        #expect(line.frame.minX == 0)
        #expect(abs(line.frame.midY - vibrancyView.bounds.midY) < 1e-9)
    }

    @Test func visualEffectsRenderAsTheirGolden() throws {
        let document = try NibDocument.load(contentsOf: Self.url)
        let (window, _) = try loaded(document)
        expectGolden(try #require(window.renderedImage()), named: "VisualEffects@2x", in: "InterfaceBuilder")
    }

    /// xib → JSON (`render convert`) → views draws what the xib draws.
    @Test func convertingKeepsTheEffectsAndEveryPixel() throws {
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: Self.url), file: "VisualEffects.xib", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"effect.blurStyle\": \"systemMaterial\""))
        #expect(text.contains("\"effect.vibrancyStyle\": \"secondaryLabel\""))
        #expect(text.contains("\"Tit_lL_006.leading == Blu_rV_004.contentView.leading + 16\""))
        let fromJSON = try NibDocument.parse(data: Data(text.utf8), file: "VisualEffects.json", baseDirectory: IB.folder, imageRoot: IB.folder)
        let a = try #require(try loaded(NibDocument.load(contentsOf: Self.url)).0.renderedImage())
        let b = try #require(try loaded(fromJSON).0.renderedImage())
        #expect(a.storage.samePixels(as: b.storage))
    }

    func effectView(_ effect: String) -> String {
        """
                    <subviews>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" id="Efx-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="Efx-cv-002">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            \(effect)
                        </visualEffectView>
                    </subviews>
        """
    }

    func effect(of document: NibDocument) throws -> UIVisualEffect? {
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        return try #require(root.subviews.first as? UIVisualEffectView).effect
    }

    @Test func everyBlurStyleXcodeWritesIsUIKits() throws {
        for name in NibEnumeration.blurEffectStyle.names {
            let document = try IB.document(IB.xib(effectView("<blurEffect style=\"\(name)\"/>")))
            let blur = try #require(try effect(of: document) as? UIBlurEffect)
            #expect("\(blur.style)" == name)
        }
        // The older vibrancy effect, without a style: UIVibrancyEffect(blurEffect:).
        let older = try IB.document(IB.xib(effectView("<vibrancyEffect>\n<blurEffect style=\"dark\"/>\n</vibrancyEffect>")))
        let vibrancy = try #require(try effect(of: older) as? UIVibrancyEffect)
        #expect(vibrancy.style == nil)
        #expect(vibrancy.blurEffect.style == .dark)
    }

    @Test func anUnknownStyleIsAnErrorAtItsLineOrTheNearestStyleWhenLenient() throws {
        let xml = IB.xib(effectView("<blurEffect style=\"systemMaterail\"/>"))
        let error = #expect(throws: LayoutFileError.self) { try IB.document(xml) }
        #expect(error?.description.hasPrefix("Test.xib:16:21: at <blurEffect>: style=\"systemMaterail\" is not a UIBlurEffect.Style Offscreen knows; did you mean \"systemMaterial\"?") == true)
        let lenient = try IB.document(xml, lenient: true)
        #expect(lenient.interfaceBuilder?.warnings.map(\.description) == [
            "Test.xib:16:21: warning: <blurEffect>: style=\"systemMaterail\" is not a UIBlurEffect.Style Offscreen knows; drawn as \"systemMaterial\"",
        ])
        #expect((try effect(of: lenient) as? UIBlurEffect)?.style == .systemMaterial)
        let vibrancyXML = IB.xib(effectView("<vibrancyEffect style=\"quinaryLabel\">\n<blurEffect style=\"light\"/>\n</vibrancyEffect>"))
        let vibrancyError = #expect(throws: LayoutFileError.self) { try IB.document(vibrancyXML) }
        #expect(vibrancyError?.description.contains("style=\"quinaryLabel\" is not a UIVibrancyEffectStyle") == true)
        let vibrancy = try #require(try effect(of: IB.document(vibrancyXML, lenient: true)) as? UIVibrancyEffect)
        #expect(vibrancy.style == .quaternaryLabel)
    }

    @Test func aLayoutFileSetsTheEffectAndChecksIt() throws {
        func parse(_ properties: String) throws -> NibDocument {
            try NibDocument.parse(data: Data(#"{"objects": [{"class": "UIVisualEffectView", "properties": {\#(properties)}, "subviews": [{"class": "UILabel", "id": "l"}]}]}"#.utf8), file: "t.json")
        }
        let made = try #require(try NibInstantiation(document: parse(#""effect.blurStyle": "dark", "effect.vibrancy": true"#), owner: nil).run().first as? UIVisualEffectView)
        #expect((made.effect as? UIVibrancyEffect)?.blurEffect.style == .dark)
        #expect(made.contentView.subviews.first is UILabel)
        let badName = #expect(throws: LayoutFileError.self) { try parse(#""effect.blurStyle": "systemMaterail""#) }
        #expect(badName?.description.contains("did you mean \"systemMaterial\"") == true)
        let noBlur = #expect(throws: LayoutFileError.self) {
            _ = try NibInstantiation(document: try parse(#""effect.vibrancyStyle": "label""#), owner: nil).run()
        }
        #expect(noBlur?.description.contains("\"effect.vibrancyStyle\" needs \"effect.blurStyle\"") == true)
    }
}
