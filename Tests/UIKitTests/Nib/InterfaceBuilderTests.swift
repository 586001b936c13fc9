import Foundation
import GoldenTesting
import SnapshotComparison
import Testing
@testable import UIKit

/// Xcode's `.xib` and `.storyboard` documents, read as they are: fixtures in
/// `Fixtures/InterfaceBuilder/` are written in the XML Interface Builder writes.
@Suite("Interface Builder documents")
@MainActor
struct InterfaceBuilderTests {
    typealias IB = InterfaceBuilderTestClasses

    init() { IB.register() }

    /// The first top-level view of `document` in a window the size and
    /// scale of its canvas (what `render` draws), rendered.
    func render(_ document: NibDocument, owner: AnyObject? = nil) throws -> CGImage {
        let root = try #require(try NibInstantiation(document: document, owner: owner).run().first as? UIView)
        return try render(root, canvas: document.canvas)
    }

    func render(_ root: UIView, canvas: NibCanvas) throws -> CGImage {
        try #require(IB.window(canvas, holding: root).renderedImage())
    }

    // MARK: Documents

    @Test func bothDocumentTypesAreRecognisedWhateverTheToolsVersion() throws {
        for tools in ["3084", "14490.70", "32700.99.1234", "not-a-number"] {
            let xml = IB.xib("").replacingOccurrences(of: "toolsVersion=\"21701\"", with: "toolsVersion=\"\(tools)\"")
            let document = try IB.document(xml)
            #expect(document.interfaceBuilder?.kind == .xib)
            #expect(document.objects.count == 1)
        }
        let storyboard = try NibDocument.load(contentsOf: IB.folder.appendingPathComponent("InboxFlow.storyboard"))
        #expect(storyboard.interfaceBuilder?.kind == .storyboard)
        #expect(storyboard.objects.map(\.className) == ["InboxViewController", "UINavigationController", "UIViewController"])
    }

    @Test func otherXMLIsRefusedWithWhereAndWhy() {
        #expect(throws: LayoutFileError.self) { try IB.document("<plist version=\"1.0\"><dict/></plist>") }
        do {
            _ = try IB.document("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\">\n</document>")
            Issue.record("a macOS document was read")
        } catch {
            #expect(error.description.hasPrefix("Test.xib:2:1: unsupported Interface Builder document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" (a macOS document"))
        }
        do {
            _ = try IB.document("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n<view id=\"a\">\n</objects></document>")
            Issue.record("malformed XML was read")
        } catch {
            #expect(error.line >= 4)
            #expect(error.message.hasPrefix("malformed XML"))
        }
    }

    @Test func anUnknownElementIsAnErrorAtItsLineUnlessLenient() throws {
        let body = """
                    <subviews>
                        <fancyGauge contentMode="scaleToFill" id="Gau-ge-001">
                            <rect key="frame" x="10" y="10" width="80" height="40"/>
                        </fancyGauge>
                    </subviews>
        """
        do {
            _ = try IB.document(IB.xib(body))
            Issue.record("an unknown element was read")
        } catch {
            #expect(error.description == "Test.xib:10:17: at <fancyGauge id=\"Gau-ge-001\">: unknown Interface Builder element <fancyGauge id=\"Gau-ge-001\">: Offscreen does not know this kind of object; render with --lenient to draw it as a placeholder and go on")
        }
        let document = try IB.document(IB.xib(body), lenient: true)
        #expect(document.interfaceBuilder?.warnings.map(\.description).contains("Test.xib:10:17: warning: skipped unknown element <fancyGauge id=\"Gau-ge-001\">: drawn as a labelled placeholder of its frame") == true)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let placeholder = try #require(root.subviews.first)
        #expect(placeholder.frame == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect((placeholder.subviews.first as? UILabel)?.text == "fancyGauge")
    }

    @Test func viewsOfFrameworksNotBuiltAreLabelledPlaceholdersWithAWarning() throws {
        let body = """
                    <subviews>
                        <skView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Skv-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        </skView>
                        <sceneKitView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Scn-vw-001">
                            <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                        </sceneKitView>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        let warnings = document.interfaceBuilder!.warnings.map(\.message)
        #expect(warnings.contains("SKView cannot be drawn by Offscreen; drawn as a labelled placeholder of its frame"))
        #expect(warnings.contains("SCNView cannot be drawn by Offscreen; drawn as a labelled placeholder of its frame"))
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        #expect(root.subviews.map { ($0.subviews.first as? UILabel)?.text } == ["SKView", "SCNView"])
        #expect(root.subviews[1].frame == CGRect(x: 0, y: 60, width: 200, height: 40))
    }

    // MARK: The profile card xib

    @Test func profileCardLoadsWithItsOwnerInUIKitsOrder() throws {
        let owner = ProfileCardOwner()
        let (objects, warnings) = IB.collectingWarnings {
            Bundle.main.loadNibNamed("ProfileCard", owner: owner, options: nil)
        }
        let card = try #require(objects?.first as? XIBProfileCardView)
        #expect(owner.card === card)
        #expect(card.nameLabelWasNilInInit)
        #expect(card.nameLabel?.text == "Lin Xiaoyu")
        #expect(card.labels.map(\.text) == ["Lin Xiaoyu", "Designer · Shanghai"])
        #expect(card.labelsInAwake == 2)
        #expect(card.separatorTop?.identifier == "separator-top")
        #expect(card.separatorTop?.constant == 16)
        // The placeholder constraint (centerX) is removed at build time, as Xcode does.
        #expect(!card.constraints.contains { $0.firstAttribute == .centerX })
        // The action goes to the owner with the event Interface Builder names.
        let button = try #require(card.subviews.compactMap { $0 as? UIStackView }.first?.arrangedSubviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(owner.taps == 1)
        #expect(button.title(for: .selected) == "Following")
        #expect(button.layer.cornerRadius == 8)
        #expect(warnings.map(\.description) == [
            "ProfileCard.xib:89:21: warning: font \"NoSuchFont-Heavy\" is not installed; drawn in the system font at 13 pt (heavy)",
        ])
    }

    @Test func profileCardValuesAreUIKits() throws {
        let document = try NibDocument.load(contentsOf: IB.folder.appendingPathComponent("ProfileCard.xib"))
        let card = try #require(try NibInstantiation(document: document, owner: nil).run().first as? XIBProfileCardView)
        card.layoutIfNeeded()
        #expect(document.canvas.size == CGSize(width: 320, height: 180))
        let avatar = try #require(card.subviews[0] as? UIImageView)
        #expect(avatar.image != nil)
        #expect(avatar.layer.cornerRadius == 28)
        #expect(avatar.frame == CGRect(x: 16, y: 16, width: 56, height: 56))
        #expect(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        let name = try #require(card.nameLabel)
        #expect(name.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(name.accessibilityIdentifier == "card.name")
        #expect(name.contentHuggingPriority(for: .horizontal).rawValue == 251)
        let subtitle = card.labels[1]
        #expect(subtitle.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.numberOfLines == 2)
        // A Display P3 colour arrives converted to sRGB: P3 (0, 0.478, 1) is outside sRGB's blue-green edge.
        let stack = try #require(card.subviews[3] as? UIStackView)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = stack.arrangedSubviews[0].backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && abs(g - 0.4872) < 0.001 && abs(b - 1) < 1e-6 && abs(a - 0.12) < 1e-9)
        let segmented = try #require(stack.arrangedSubviews[1] as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 2 && segmented.selectedSegmentIndex == 1)
        #expect((stack.arrangedSubviews[2] as? UISwitch)?.isOn == true)
        // Stack view's leading is the root view's leading margin (8 points).
        #expect(abs(stack.frame.minX - 8) < 1e-9)
    }

    @Test func profileCardRendersAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: IB.folder.appendingPathComponent("ProfileCard.xib"))
        expectGolden(try render(document), named: "ProfileCard@2x", in: "InterfaceBuilder")
    }

    /// xib → views and xib → JSON (`render convert`) → views draw the same pixels.
    @Test func convertingToALayoutFileKeepsEveryPixel() throws {
        let url = IB.folder.appendingPathComponent("ProfileCard.xib")
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: url), file: "ProfileCard.xib", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"Av1_tR_0aa.width == Av1_tR_0aa.height\""))
        #expect(text.contains("\"Stk_vw_001.top == Av1_tR_0aa.bottom + 24 @250\""))
        #expect(text.contains("\"Sep_ar_001.trailing == vUN_kp_3ea.safeAreaLayoutGuide.trailing - 16\"") == false)
        #expect(text.contains("\"Sep_ar_001.trailing == iN0_l3_epB.safeAreaLayoutGuide.trailing - 16\""))
        let fromJSON = try NibDocument.parse(data: Data(text.utf8), file: "ProfileCard.json", baseDirectory: IB.folder, imageRoot: IB.folder)
        #expect(fromJSON.interfaceBuilder == nil)
        let fromXIB = try NibDocument.load(contentsOf: url)
        let a = try render(fromXIB), b = try render(fromJSON)
        #expect(a.storage.samePixels(as: b.storage))
    }

    // MARK: Values

    @Test func everyColourFormReadsAsUIKitWould() throws {
        func color(_ element: String, resources: String = "") throws -> UIColor? {
            let xml = IB.xib("            \(element)", resources: resources)
            let root = try #require(try NibInstantiation(document: try IB.document(xml), owner: nil).run().first as? UIView)
            return root.backgroundColor
        }
        func rgba(_ c: UIColor?) -> [Double] {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = c?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(rgba(try color(#"<color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)) == [1, 0.5, 0, 1])
        #expect(rgba(try color(#"<color key="backgroundColor" red="0.25" green="0.5" blue="0.75" alpha="0.5" colorSpace="calibratedRGB"/>"#)) == [0.25, 0.5, 0.75, 0.5])
        #expect(rgba(try color(#"<color key="backgroundColor" white="0.25" alpha="1" colorSpace="calibratedWhite"/>"#)) == [0.25, 0.25, 0.25, 1])
        #expect(rgba(try color(#"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(try color(#"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#)) == [1, 0, 0, 1])
        #expect(try color(#"<color key="backgroundColor" systemColor="systemPinkColor"/>"#)?.systemName == "systemPink")
        #expect(rgba(try color(#"<color key="backgroundColor" cocoaTouchSystemColor="darkTextColor"/>"#)) == [0, 0, 0, 1])
        #expect(try color(#"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#)?.systemName == "systemGroupedBackground")
        // A named colour with no asset catalogue uses the value the document stores, with a warning.
        let named = #"<namedColor name="Ink"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        let (value, warnings) = try IB.collectingWarnings { try color(#"<color key="backgroundColor" name="Ink"/>"#, resources: named) }
        #expect(rgba(value) == [0.2, 0.4, 0.6, 1])
        _ = warnings
        let document = try IB.document(IB.xib(#"            <color key="backgroundColor" name="Ink"/>"#, resources: named))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["colour \"Ink\" is not in an asset catalogue next to the document; the value stored in the document is used"])
    }

    @Test func fontsOfEveryKind() throws {
        func font(_ description: String) throws -> UIFont? {
            let body = """
                        <subviews>
                            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="Lab-el-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                \(description)
                            </label>
                        </subviews>
            """
            let root = try #require(try NibInstantiation(document: try IB.document(IB.xib(body)), owner: nil).run().first as? UIView)
            return (root.subviews.first as? UILabel)?.font
        }
        #expect(try font(#"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#) == UIFont.systemFont(ofSize: 15))
        #expect(try font(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>"#) == UIFont.boldSystemFont(ofSize: 20))
        #expect(try font(#"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="13"/>"#) == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#) == UIFont.preferredFont(forTextStyle: .largeTitle))
        #expect(try font(#"<fontDescription key="fontDescription" style="UICTFontTextStyleCaption2"/>"#) == UIFont.preferredFont(forTextStyle: .caption2))
        #expect(try font(#"<fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="14"/>"#) == UIFont(name: "Helvetica", size: 14))
        #expect(try font(#"<fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="14"/>"#) == UIFont.systemFont(ofSize: 14, weight: .heavy))
    }

    @Test func runtimeAttributesOfEveryTypeReachInitWithCoder() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="Car-dV-001" customClass="XIBProfileCardView">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accentName" value="pink"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="badgeCount">
                            <integer key="value" value="7"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="ratio">
                            <size key="value" width="16" height="9"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="badgeColor">
                            <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="showsBadge" value="YES"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                            <color key="value" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                            <real key="value" value="1.5"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="nobodyReadsThis" value="x"/>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>
        """
        let document = try IB.document(xml)
        let (made, warnings) = try IB.collectingWarnings { try NibInstantiation(document: document, owner: nil).run() }
        let card = try #require(made.first as? XIBProfileCardView)
        #expect(card.accentName == "pink")
        #expect(card.badgeCount == 7)
        #expect(card.ratio == CGSize(width: 16, height: 9))
        #expect(card.badgeColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(card.showsBadge)
        #expect(card.layer.borderWidth == 1.5)
        #expect(card.layer.masksToBounds)
        #expect(card.layer.borderColor != nil)
        #expect(warnings.map(\.description) == ["Test.xib:25:17: warning: \"nobodyReadsThis\" is not applied to XIBProfileCardView: neither UIKit's properties nor the class's init?(coder:) read it"])
    }

    @Test func anUnregisteredCustomClassIsMadeAsItsElementsClassWithUIKitsWarning() throws {
        let xml = IB.xib("").replacingOccurrences(of: "id=\"Roo-tV-001\"", with: "id=\"Roo-tV-001\" customClass=\"NotInThisProgram\" customModule=\"App\"")
        let (made, warnings) = try IB.collectingWarnings { try NibInstantiation(document: try IB.document(xml), owner: nil).run() }
        #expect(type(of: made.first as AnyObject) == UIView.self)
        #expect(warnings.first?.message.hasPrefix("Unknown class NotInThisProgram in Interface Builder file; made as UIView") == true)
    }

    @Test func outletsOfUIKitsOwnClassesAndUnregisteredActionsAreWarningsNotFailures() throws {
        let body = """
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="Fld-tx-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="34"/>
                            <connections>
                                <outlet property="delegate" destination="-1" id="Out-de-001"/>
                                <action selector="nameChanged:" destination="Roo-tV-001" eventType="editingChanged" id="Act-nm-001"/>
                            </connections>
                        </textField>
                    </subviews>
        """
        let xml = IB.xib(body).replacingOccurrences(of: "id=\"Roo-tV-001\"", with: "id=\"Roo-tV-001\" customClass=\"XIBProfileCardView\"")
        let document = try IB.document(xml)
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["the delegate outlet of <textField> is not connected: set it in code"])
        let (made, warnings) = try IB.collectingWarnings { try NibInstantiation(document: document, owner: nil).run() }
        #expect(made.first is XIBProfileCardView)
        #expect(warnings.map(\.message) == ["XIBProfileCardView has no registered action \"nameChanged:\"; not connected (register it: UINib.register(XIBProfileCardView.self, .action(\"nameChanged:\", XIBProfileCardView.method)))"])
    }

    // MARK: Storyboards

    @Test func storyboardScenesNavigationRootAndIdentifiers() throws {
        let storyboard = UIStoryboard(name: "InboxFlow", bundle: nil)
        let (initial, _) = IB.collectingWarnings { storyboard.instantiateInitialViewController() }
        let navigation = try #require(initial as? UINavigationController)
        #expect(navigation.viewControllers.count == 1)
        let inbox = try #require(navigation.viewControllers.first)
        #expect(inbox.title == "Inbox")
        #expect(inbox.navigationItem.title == "Inbox")
        #expect(inbox.storyboard === storyboard)
        let (settings, _) = IB.collectingWarnings { storyboard.instantiateViewController(withIdentifier: "Settings") }
        #expect(settings.view.backgroundColor?.systemName == "systemGroupedBackground")
        #expect(settings.view.subviews.count == 1)
    }

    @Test func storyboardInitialSceneRendersAsItsGolden() throws {
        let document = try NibDocument.load(contentsOf: IB.folder.appendingPathComponent("InboxFlow.storyboard"))
        let storyboard = UIStoryboard(source: .file(IB.folder.appendingPathComponent("InboxFlow.storyboard")), name: "InboxFlow")
        let (controller, _) = try IB.collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        // The document's device (retina6_0, an iPhone 14) gives the canvas its safe area.
        #expect(document.canvas.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let window = try LayoutFileScene.window(showing: try #require(controller), size: document.canvas.size, scale: 2,
                                                traits: document.canvas.traits, safeArea: document.canvas.safeArea)
        expectGolden(try #require(window.renderedImage()), named: "InboxFlow@2x", in: "InterfaceBuilder")
    }
}

/// Asset catalogues (`Fixtures/InterfaceBuilder/Assets.xcassets`, in Xcode's
/// `Contents.json` format): colour sets and image sets.
@Suite("Asset catalogues")
@MainActor
struct AssetCatalogTests {
    typealias IB = InterfaceBuilderTestClasses

    @Test func aColourSetIsADynamicColourWithItsDarkAppearance() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        func rgba(_ style: UIUserInterfaceStyle) -> [Double] {
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
        }
        // Any appearance: sRGB 0xE6 0x2D 0x8C (components written in hex, as Xcode's 8-bit entry writes them).
        #expect(rgba(.light) == [0.902, 0.176, 0.549, 1])
        // Dark: Display P3 (1, 0.4, 0.6), converted to sRGB (red is past sRGB's gamut and clamps).
        #expect(rgba(.dark) == [1, 0.343, 0.601, 1])
        #expect(UIColor(named: "NoSuchColour", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func anImageSetGivesItsScaleAndTemplateRenderingIntent() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let badge = try #require(UIImage(named: "Badge", in: bundle, compatibleWith: nil))
        #expect(badge.scale == 2)
        #expect(badge.size == CGSize(width: 12, height: 12))
        #expect(badge.renderingMode == .alwaysTemplate)
    }

    @Test func aDocumentsNamedColourComesFromTheCatalogue() throws {
        let document = try IB.document(IB.xib(#"            <color key="backgroundColor" name="Brand"/>"#))
        #expect(document.interfaceBuilder?.warnings.isEmpty == true)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = root.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { ($0 * 1000).rounded() / 1000 } == [0.902, 0.176, 0.549])
    }

    @Test func anImageSetWithoutScaledFileNamesIsReportedNotMisdrawn() throws {
        let body = """
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="12" height="12"/>
                        </imageView>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["image set \"Badge\" has no PNG a layout file can use (a 1x file, or one named with its scale, e.g. name@2x.png); left empty"])
    }
}
