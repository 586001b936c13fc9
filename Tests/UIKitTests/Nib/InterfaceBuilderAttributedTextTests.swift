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

    // MARK: Paragraph styles

    /// Two paragraphs in a label of unlimited lines: `lineSpacing`,
    /// `paragraphSpacing` and `headIndent` as Xcode's paragraph style
    /// inspector writes them (`paragraph == false`: the same text without them).
    static func paragraphLabel(paragraph: Bool) -> String {
        let style = paragraph
            ? #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="10" paragraphSpacing="6" headIndent="40" tighteningFactorForTruncation="0.0"/>"#
            : #"<paragraphStyle key="NSParagraphStyle" alignment="left" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>"#
        return """
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Att-lb-101">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <attributedString key="attributedText">
                            <fragment>
                                <string key="content">Wrapping paragraph text that runs on
                Second</string>
                                <attributes>
                                    <color key="NSColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    <font key="NSFont" size="17" name=".AppleSystemUIFont"/>
                                    \(style)
                                </attributes>
                            </fragment>
                        </attributedString>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
        """
    }

    @Test func paragraphSpacingAndIndentsAreApplied() throws {
        func made(paragraph: Bool) throws -> (UILabel, [NibWarning]) {
            let document = try IB.document(IB.xib(Self.paragraphLabel(paragraph: paragraph)))
            let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
            return (try #require(root.subviews.first as? UILabel), document.interfaceBuilder?.warnings ?? [])
        }
        let (styled, warnings) = try made(paragraph: true)
        #expect(warnings.map(\.message) == [])
        let style = try #require(styled.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(style.lineSpacing == 10)
        #expect(style.paragraphSpacing == 6)
        #expect(style.headIndent == 40)
        #expect(style.alignment == .left)
        let (plain, _) = try made(paragraph: false)
        // The same lines (the first paragraph wraps once at 200 points, so three in all), taller by the spacings:
        // 10 after each line but the last, 6 after the first paragraph.
        let width = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
        let lines = plain.sizeThatFits(width).height / plain.font.lineHeight
        #expect(lines.rounded() == 3)
        #expect(abs(styled.sizeThatFits(width).height - plain.sizeThatFits(width).height - (2 * 10 + 6)) < 1)

        // Drawn: the wrapped line starts at the 40-point head indent (80 pixels at 2x); the first does not.
        styled.frame = CGRect(x: 0, y: 0, width: 200, height: ceil(styled.sizeThatFits(width).height))
        let image = try #require(styled.offscreenImage(scale: 2).cgImage)
        func firstInkColumn(rows: Range<Int>) -> Int? {
            for x in 0..<image.width { for y in rows where y < image.height && image.rgba(x: x, y: y).a > 128 { return x } }
            return nil
        }
        let lineHeight = Int((styled.font.lineHeight * 2).rounded())
        let firstLine = try #require(firstInkColumn(rows: 0..<lineHeight))
        let secondLine = try #require(firstInkColumn(rows: (lineHeight + 20)..<(2 * lineHeight + 20)))
        #expect(firstLine < 10)
        #expect(secondLine >= 80)
    }

    @Test func whatAParagraphStyleCannotCarryIsAWarning() throws {
        let xml = IB.xib(Self.paragraphLabel(paragraph: true)
            .replacingOccurrences(of: #"baseWritingDirection="natural""#, with: #"baseWritingDirection="rightToLeft""#)
            .replacingOccurrences(of: #"tighteningFactorForTruncation="0.0"/>"#,
                                  with: #"tighteningFactorForTruncation="0.0"><textTab alignment="left" location="28"/></paragraphStyle>"#))
        let warnings = try IB.document(xml).interfaceBuilder?.warnings.map(\.message) ?? []
        #expect(warnings.contains { $0.contains("baseWritingDirection=\"rightToLeft\"") && $0.contains("not applied") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("<textTab") && $0.contains("not applied") }, "\(warnings)")
    }

    // MARK: Buttons

    /// A button whose normal and highlighted titles are attributed, as
    /// Interface Builder writes a button with an "Attributed" title.
    let button = """
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Att-bt-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Buy ">
                                    <attributes>
                                        <color key="NSColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <font key="NSFont" size="20" name=".AppleSystemUIFontBold"/>
                                    </attributes>
                                </fragment>
                                <fragment content="now">
                                    <attributes>
                                        <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <font key="NSFont" size="20" name=".AppleSystemUIFont"/>
                                        <integer key="NSUnderline" value="1"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                        <state key="highlighted">
                            <attributedString key="attributedTitle">
                                <fragment content="Buying">
                                    <attributes>
                                        <color key="NSColor" red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <font key="NSFont" size="20" name=".AppleSystemUIFont"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                    </button>
                </subviews>
    """

    @Test func aButtonsAttributedTitlesAreItsStatesAttributedTitles() throws {
        let document = try IB.document(IB.xib(button))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == [])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let made = try #require(root.subviews.first as? UIButton)
        let normal = try #require(made.attributedTitle(for: .normal))
        #expect(normal.string == "Buy now")
        #expect((normal.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont) == UIFont.systemFont(ofSize: 20, weight: .bold))
        #expect(normal.attributes(at: 4, effectiveRange: nil)[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        #expect(made.attributedTitle(for: .highlighted)?.string == "Buying")
        #expect(made.title(for: .normal) == nil)
        #expect(made.currentAttributedTitle?.string == "Buy now")
        made.isHighlighted = true
        #expect(made.currentAttributedTitle?.string == "Buying")
    }

    /// The title is drawn with its runs' colours, in the button's title label,
    /// whether set by a document or by `setAttributedTitle(_:for:)`.
    @Test func anAttributedTitleIsDrawnWithItsRunsColours() throws {
        let document = try IB.document(IB.xib(button))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let fromDocument = try #require(root.subviews.first as? UIButton)
        let inCode = UIButton(type: .system)
        inCode.frame = CGRect(x: 0, y: 50, width: 200, height: 44)
        let title = NSMutableAttributedString(string: "Buy ", attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold),
                                                                             .foregroundColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1)])
        title.append(NSAttributedString(string: "now", attributes: [.font: UIFont.systemFont(ofSize: 20),
                                                                    .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                    .underlineStyle: NSUnderlineStyle.single.rawValue]))
        inCode.setAttributedTitle(title, for: .normal)
        let screen = UIScreen()
        screen.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        screen.scale = 2
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.backgroundColor = .white
        fromDocument.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        window.addSubview(fromDocument)
        window.addSubview(inCode)
        let image = try #require(window.renderedImage())
        // Count the pure blue and pure red pixels in each button's half.
        func count(_ rows: Range<Int>) -> (blue: Int, red: Int) {
            var blue = 0, red = 0
            for y in rows { for x in 0..<400 {
                let p = image.rgba(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
                if p.r > 200 && p.b < 60 && p.g < 60 { red += 1 }
            } }
            return (blue, red)
        }
        let top = count(0..<88), bottom = count(100..<188)
        #expect(top.blue > 50 && top.red > 50)
        // Drawn the same way from either source.
        #expect(top.blue == bottom.blue && top.red == bottom.red)
        // The blue run comes first: its pixels are left of the red ones.
        let columns = (0..<400).filter { x in (0..<88).contains { y in let p = image.rgba(x: x, y: y); return p.b > 200 && p.r < 60 && p.g < 60 } }
        let redColumns = (0..<400).filter { x in (0..<88).contains { y in let p = image.rgba(x: x, y: y); return p.r > 200 && p.b < 60 && p.g < 60 } }
        #expect((columns.max() ?? 400) < (redColumns.min() ?? 0))
    }
}
