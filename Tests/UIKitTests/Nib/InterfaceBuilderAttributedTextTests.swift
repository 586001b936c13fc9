import Foundation
import Testing
@testable import UIKit

/// `<attributedString key="attributedText">` in a label, as Interface Builder
/// writes it: fragments with their fonts, colours, underline and a paragraph style.
@Suite("Interface Builder attributed text")
@MainActor
struct InterfaceBuilderAttributedTextTests {
    typealias IB = InterfaceBuilderTestClasses

    let label = """
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Att-lb-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
                        <attributedString key="attributedText">
                            <fragment content="Hello ">
                                <attributes>
                                    <font key="NSFont" size="17" name=".AppleSystemUIFontBold"/>
                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                </attributes>
                            </fragment>
                            <fragment content="world">
                                <attributes>
                                    <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <font key="NSFont" size="13" name=".AppleSystemUIFont"/>
                                    <integer key="NSUnderline" value="1"/>
                                    <real key="NSKern" value="2"/>
                                    <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
    """

    @Test func fragmentsKeepTheirFontsColoursAndUnderline() throws {
        let document = try IB.document(IB.xib(label))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["the attributed text's NSKern attribute is not applied"])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let made = try #require(root.subviews.first as? UILabel)
        let text = try #require(made.attributedText)
        #expect(text.string == "Hello world")
        let first = text.attributes(at: 0, effectiveRange: nil)
        #expect((first[.font] as? UIFont)?.pointSize == 17)
        #expect((first[.font] as? UIFont) == UIFont.systemFont(ofSize: 17, weight: .bold))
        let second = text.attributes(at: 6, effectiveRange: nil)
        #expect((second[.font] as? UIFont)?.pointSize == 13)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = (second[.foregroundColor] as? UIColor)?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0, 0, 1])
        #expect(second[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(made.textAlignment == .center)
    }
}
