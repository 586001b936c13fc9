import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// A storyboard table view controller with outlets to its navigation item
/// and a bar button item, and a refresh control's action.
final class LargeMailController: UITableViewController {
    weak var mailNavigationItem: UINavigationItem?
    weak var composeItem: UIBarButtonItem?
    var refreshes = 0
    func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
}

/// A controller with a navigation bar of its own, outlet to the bar's item
/// (as a popover's selection screen has it).
final class LargePickerController: UIViewController {
    weak var navItem: UINavigationItem?
}

/// What large app documents have that the small ones did not (measured on
/// public apps' storyboards and xibs of 12,000 to 52,000 characters): every
/// document here is written for the test, in Xcode's conventions.
@Suite("Interface Builder documents of large apps")
@MainActor
struct InterfaceBuilderLargeDocumentTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        IB.register()
        UINib.register(LargeMailController.self, .outlet("mailNavigationItem", \.mailNavigationItem),
                       .outlet("composeItem", \.composeItem), .action("refresh:", LargeMailController.refresh))
        UINib.register(LargePickerController.self, .outlet("navItem", \.navItem))
    }

    /// `xml` read as a storyboard named `name`, its initial scene made, with the warnings.
    func initialScene(_ xml: String, name: String) throws -> (UIViewController, [NibWarning]) {
        let storyboard = UIStoryboard(source: .data(Data(xml.utf8), name: "\(name).storyboard", directory: IB.folder), name: name)
        let (made, warnings) = try IB.collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        return (try #require(made), warnings)
    }

    static func storyboard(initial: String, _ scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            </dependencies>
            <scenes>
        \(scenes)
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    // MARK: Mail: a table view controller's navigation item, cells and refresh control

    /// A static table whose second cell has custom separator insets, a
    /// navigation item and a compose item the controller has outlets to, and
    /// "Refreshing: Enabled" (a `<refreshControl>` with a title and an action).
    static let mail = storyboard(initial: "Mai-Vc-001", """
                <scene sceneID="Mai-Sc-001">
                    <objects>
                        <tableViewController id="Mai-Vc-001" customClass="LargeMailController" customModule="Mail" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="Mai-Tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="Mai-Se-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="Mai-Lb-001" style="IBUITableViewCellStyleDefault" id="Mai-Ce-001">
                                                <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Mai-Ce-001" id="Mai-Cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Inbox" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Mai-Lb-001">
                                                            <rect key="frame" x="20" y="0.0" width="374" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" textLabel="Mai-Lb-002" style="IBUITableViewCellStyleDefault" id="Mai-Ce-002">
                                                <rect key="frame" x="0.0" y="94" width="414" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Mai-Ce-002" id="Mai-Cv-002">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Sent" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Mai-Lb-002">
                                                            <rect key="frame" x="20" y="0.0" width="374" height="44"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                                <inset key="separatorInset" minX="80" minY="0.0" maxX="24" maxY="0.0"/>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="Mai-Vc-001" id="Mai-Ds-001"/>
                                    <outlet property="delegate" destination="Mai-Vc-001" id="Mai-Dl-001"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Mail" id="Mai-Ni-001">
                                <barButtonItem key="rightBarButtonItem" systemItem="compose" id="Mai-Bi-001"/>
                            </navigationItem>
                            <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="Mai-Rc-001">
                                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <attributedString key="attributedTitle">
                                    <fragment content="Checking mail">
                                        <attributes>
                                            <font key="NSFont" metaFont="system"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                                <connections>
                                    <action selector="refresh:" destination="Mai-Vc-001" eventType="valueChanged" id="Mai-Ac-001"/>
                                </connections>
                            </refreshControl>
                            <connections>
                                <outlet property="composeItem" destination="Mai-Bi-001" id="Mai-Ou-001"/>
                                <outlet property="mailNavigationItem" destination="Mai-Ni-001" id="Mai-Ou-002"/>
                            </connections>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Mai-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """)

    @Test func outletsToTheNavigationItemAndItsBarButtonItemAreConnected() throws {
        let (made, warnings) = try initialScene(Self.mail, name: "Mail")
        #expect(warnings.map(\.description) == [])
        let controller = try #require(made as? LargeMailController)
        #expect(controller.mailNavigationItem === controller.navigationItem)
        #expect(controller.navigationItem.title == "Mail")
        #expect(controller.composeItem != nil && controller.composeItem === controller.navigationItem.rightBarButtonItem)
    }

    @Test func aCellsOwnSeparatorInsetIsItsNotTheTables() throws {
        let (made, _) = try initialScene(Self.mail, name: "Mail")
        let controller = try #require(made as? UITableViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 896))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        let table = controller.tableView!
        let inbox = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let sent = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(sent.separatorInset == UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 24))
        #expect(inbox.separatorInset == table.separatorInset)
        #expect(inbox.separatorInset.left != 80)
    }

    @Test func theRefreshControlIsTheTableViewControllers() throws {
        let (made, warnings) = try initialScene(Self.mail, name: "Mail")
        #expect(warnings.map(\.description) == [])
        let controller = try #require(made as? LargeMailController)
        let refresh = try #require(controller.refreshControl)
        #expect(controller.tableView.refreshControl === refresh)
        #expect(refresh.superview === controller.tableView)
        #expect(refresh.attributedTitle?.string == "Checking mail")
        // Xcode's enabled="NO" on it is not a control state: a pull refreshes.
        #expect(refresh.isEnabled)
        #expect(!refresh.isRefreshing)
        refresh.sendActions(for: .valueChanged)
        #expect(controller.refreshes == 1)
    }

    /// Without Offscreen's own classes the refresh control is still made
    /// (UITableViewController's), and the action to the unregistered class
    /// is a warning, not an error.
    @Test func aRefreshControlOfAnUnregisteredControllerIsMade() throws {
        let xml = Self.mail.replacingOccurrences(of: "LargeMailController", with: "UnknownMailController")
        let (made, warnings) = try initialScene(xml, name: "Mail")
        #expect(made is UITableViewController)
        #expect((made as? UITableViewController)?.refreshControl != nil)
        #expect(!warnings.map(\.message).contains { $0.contains("refreshControl") }, "\(warnings.map(\.message))")
    }

    // MARK: A navigation bar's item, a typed multiplier, a root view without autoresizing

    /// A selection screen: its own navigation bar with an item the controller
    /// has an outlet to (`navItem`), a root view Xcode saved with
    /// translatesAutoresizingMaskIntoConstraints="NO", and a width written
    /// as Xcode 6 to 8 wrote a typed fraction, `3/4`.
    static let picker = storyboard(initial: "Pic-Vc-001", """
                <scene sceneID="Pic-Sc-001">
                    <objects>
                        <viewController id="Pic-Vc-001" customClass="LargePickerController" customModule="Trains" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pic-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="896" height="414"/>
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pic-Nb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="896" height="44"/>
                                        <items>
                                            <navigationItem title="Origin" id="Pic-Ni-001">
                                                <barButtonItem key="leftBarButtonItem" title="Cancel" id="Pic-Bi-001"/>
                                            </navigationItem>
                                        </items>
                                    </navigationBar>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pic-Bx-001">
                                        <rect key="frame" x="0.0" y="100" width="672" height="40"/>
                                        <color key="backgroundColor" red="0.0" green="0.68" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="Pic-Ch-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="Pic-Nb-001" firstAttribute="top" secondItem="Pic-Vw-001" secondAttribute="top" id="Pic-Ct-001"/>
                                    <constraint firstItem="Pic-Nb-001" firstAttribute="leading" secondItem="Pic-Vw-001" secondAttribute="leading" id="Pic-Ct-002"/>
                                    <constraint firstAttribute="trailing" secondItem="Pic-Nb-001" secondAttribute="trailing" id="Pic-Ct-003"/>
                                    <constraint firstItem="Pic-Bx-001" firstAttribute="top" secondItem="Pic-Vw-001" secondAttribute="top" constant="100" id="Pic-Ct-004"/>
                                    <constraint firstItem="Pic-Bx-001" firstAttribute="leading" secondItem="Pic-Vw-001" secondAttribute="leading" id="Pic-Ct-005"/>
                                    <constraint firstItem="Pic-Bx-001" firstAttribute="width" secondItem="Pic-Vw-001" secondAttribute="width" multiplier="3/4" id="Pic-Ct-006"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="navItem" destination="Pic-Ni-001" id="Pic-Ou-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Pic-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """)

    @Test func anOutletToANavigationBarsItemIsConnected() throws {
        let (made, warnings) = try initialScene(Self.picker, name: "Picker")
        #expect(warnings.map(\.description) == [])
        let controller = try #require(made as? LargePickerController)
        let bar = try #require(controller.view.subviews.first as? UINavigationBar)
        #expect(controller.navItem != nil && controller.navItem === bar.topItem)
        #expect(controller.navItem?.title == "Origin")
    }

    @Test func aTypedFractionMultiplierAndARootViewWithoutAutoresizing() throws {
        let (made, _) = try initialScene(Self.picker, name: "Picker")
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 896, height: 414))
        window.rootViewController = made
        window.isHidden = false
        window.layoutIfNeeded()
        // The root view fills the window as UIKit's encapsulated layout constraints make it.
        #expect(made.view.frame == window.bounds)
        let box = try #require(made.view.subviews.last)
        #expect(box.frame == CGRect(x: 0, y: 100, width: 672, height: 40))
    }

    @Test func aMultiplierThatIsNotANumberIsAnErrorSayingWhatIsExpected() {
        let xml = Self.picker.replacingOccurrences(of: #"multiplier="3/4""#, with: #"multiplier="3/x""#)
        #expect {
            _ = try IB.document(xml, name: "Picker.storyboard")
        } throws: { error in
            "\(error)".contains("Picker.storyboard:") && "\(error)".contains(#"multiplier="3/x" is not a number or a ratio such as 16:9 or 3/4"#)
        }
    }

    /// A sample app's screen: a picker whose data source and delegate are the
    /// scene's controller, of the app's own class, which is not registered.
    @Test func aPickerOutletToAnUnregisteredControllerIsAWarning() throws {
        let xml = Self.storyboard(initial: "Pkr-Vc-001", """
                    <scene sceneID="Pkr-Sc-001">
                        <objects>
                            <viewController id="Pkr-Vc-001" customClass="ViewController" customModule="SwiftSample" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Pkr-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <pickerView contentMode="scaleToFill" id="Pkr-Pv-001">
                                            <rect key="frame" x="16" y="128" width="343" height="167"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <connections>
                                                <outlet property="dataSource" destination="Pkr-Vc-001" id="Pkr-Ds-001"/>
                                                <outlet property="delegate" destination="Pkr-Vc-001" id="Pkr-Dl-001"/>
                                            </connections>
                                        </pickerView>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="Pkr-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """)
        let (made, warnings) = try initialScene(xml, name: "Sample")
        let picker = try #require(made.view.subviews.first as? UIPickerView)
        #expect(picker.dataSource == nil && picker.delegate == nil)
        let messages = warnings.map(\.message)
        #expect(messages.contains(#"outlet "dataSource" of UIPickerView not connected: its destination's class ViewController is not registered"#), "\(messages)")
        #expect(messages.contains(#"outlet "delegate" of UIPickerView not connected: its destination's class ViewController is not registered"#), "\(messages)")
    }

    // MARK: SF Symbols in image views and buttons

    /// A player's controls: an image view and buttons naming SF Symbols as
    /// Xcode 12 and later writes them (`<imageReference catalog="system">`
    /// with a `<preferredSymbolConfiguration>`), one on the element as Xcode
    /// 11 wrote it, and a symbol Offscreen has no stand-in for.
    static let player = storyboard(initial: "Ply-Vc-001", """
                <scene sceneID="Ply-Sc-001">
                    <objects>
                        <viewController id="Ply-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ply-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="Ply-Iv-001">
                                        <rect key="frame" x="10" y="30" width="60" height="60"/>
                                        <color key="tintColor" red="0.67" green="0.36" blue="0.76" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <imageReference key="image" image="gear" catalog="system"/>
                                    </imageView>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Ply-Bt-001">
                                        <rect key="frame" x="90" y="20" width="80" height="80"/>
                                        <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <state key="normal">
                                            <imageReference key="image" image="play.fill" catalog="system" symbolScale="default"/>
                                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="40" scale="default"/>
                                        </state>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Ply-Bt-002">
                                        <rect key="frame" x="190" y="40" width="40" height="40"/>
                                        <color key="tintColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <state key="normal" image="gobackward.15" catalog="system"/>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Ply-Bt-003">
                                        <rect key="frame" x="250" y="40" width="40" height="40"/>
                                        <state key="normal" image="play.slash.fill" catalog="system"/>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Ply-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """, resources: """
            <image name="gear" catalog="system" width="128" height="119"/>
            <image name="gobackward.15" catalog="system" width="121" height="128"/>
            <image name="play.fill" catalog="system" width="117" height="128"/>
            <image name="play.slash.fill" catalog="system" width="116" height="128"/>
        """)

    @Test func symbolsInImageViewsAndButtonsAreDrawnInTheirConfiguration() throws {
        let (made, warnings) = try initialScene(Self.player, name: "Player")
        let views = made.view.subviews
        let gear = try #require((views[0] as? UIImageView)?.image)
        #expect(gear.isSymbolImage && gear.symbolName == "gear")
        let play = try #require((views[1] as? UIButton)?.image(for: .normal))
        #expect(play.symbolName == "play.fill")
        // The document's 40-point configuration: the image is that symbol at 40 points.
        let expected = try #require(UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(play.size == expected.size)
        let plain = try #require(UIImage(systemName: "play.fill"))
        #expect(play.size.height > plain.size.height)
        #expect((views[2] as? UIButton)?.image(for: .normal)?.symbolName == "gobackward.15")
        // A name with no stand-in: nothing drawn, and a warning naming it.
        #expect((views[3] as? UIButton)?.image(for: .normal) == nil)
        let messages = warnings.map(\.description)
        #expect(messages.contains { $0.contains(#"SF Symbol "play.slash.fill" is not one Offscreen draws"#) }, "\(messages)")
        #expect(messages.count == 1, "\(messages)")
    }

    @Test func symbolsRenderAsTheirGolden() throws {
        let (made, _) = try initialScene(Self.player, name: "Player")
        let window = try LayoutFileScene.window(showing: made, size: CGSize(width: 320, height: 120), scale: 2,
                                                traits: UITraitCollection(), safeArea: .zero)
        expectGolden(try #require(window.renderedImage()), named: "Symbols@2x", in: "InterfaceBuilder")
    }

    // MARK: Fonts the app bundles

    /// A label in a font the app bundles (listed in its Info.plist's UIAppFonts).
    static let bundledFontXib = IB.xib("""
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Regal" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="Fnt-Lb-001">
                            <rect key="frame" x="10" y="10" width="180" height="40"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" name="NotoSerif-BoldItalic" family="Noto Serif" pointSize="24"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
        """)

    /// An app folder: `Info.plist` listing `Fonts/Title.ttf` (Noto Serif Bold
    /// Italic, which comes with the pinned set's fonts-noto-core and is not a
    /// pinned face), and `Base.lproj/` for the document.
    func appFolder(listing fonts: [String]) throws -> URL {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerif-BoldItalic.ttf",
                                         toPath: app.appendingPathComponent("Fonts/Title.ttf").path)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App", "UIAppFonts": fonts], format: .xml, options: 0)
        try plist.write(to: app.appendingPathComponent("Info.plist"))
        return app
    }

    @Test func aFontTheAppListsInUIAppFontsIsUsed() throws {
        let app = try appFolder(listing: ["Title.ttf"])
        defer { try? FileManager.default.removeItem(at: app) }
        let (document, warnings) = try IB.collectingWarnings {
            try NibDocument.parse(data: Data(Self.bundledFontXib.utf8), file: "Card.xib", baseDirectory: app.appendingPathComponent("Base.lproj"),
                                  imageRoot: app, options: InterfaceBuilderOptions())
        }
        #expect((document.interfaceBuilder?.warnings ?? []).map(\.message) == [])
        #expect(warnings.isEmpty)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.font.fontName == "NotoSerif-BoldItalic" && label.font.pointSize == 24)
        #expect(TextSystem.shared.faceNames(drawing: "Regal", with: label.font) == ["NotoSerif-BoldItalic"])
        // The pinned set is still the default: the system font is Inter.
        #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter-Regular")
    }

    @Test func aFontNotBundledStillFallsBackWithAWarning() throws {
        let app = try appFolder(listing: [])
        defer { try? FileManager.default.removeItem(at: app) }
        let xml = Self.bundledFontXib.replacingOccurrences(of: "NotoSerif-BoldItalic", with: "Avenir-Heavy")
        let document = try NibDocument.parse(data: Data(xml.utf8), file: "Card.xib", baseDirectory: app.appendingPathComponent("Base.lproj"),
                                             imageRoot: app, options: InterfaceBuilderOptions())
        let messages = (document.interfaceBuilder?.warnings ?? []).map(\.message)
        #expect(messages == [#"font "Avenir-Heavy" is not installed; drawn in the system font at 24 pt (heavy)"#])
    }

    /// `render` takes a font file beside the document for one the app
    /// bundles (Noto Serif Armenian here, another face no test registers);
    /// a program loading the document does not (iOS reads UIAppFonts only).
    @Test func aFontFileBesideTheDocumentIsBundledForRender() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/noto/NotoSerifArmenian-Regular.ttf",
                                         toPath: folder.appendingPathComponent("Brand.ttf").path)
        let xml = Self.bundledFontXib.replacingOccurrences(of: "NotoSerif-BoldItalic", with: "NotoSerifArmenian-Regular")
        let plain = try NibDocument.parse(data: Data(xml.utf8), file: "Card.xib", baseDirectory: folder,
                                          imageRoot: folder, options: InterfaceBuilderOptions())
        #expect((plain.interfaceBuilder?.warnings ?? []).map(\.message).contains { $0.contains("NotoSerifArmenian-Regular\" is not installed") })
        var options = InterfaceBuilderOptions()
        options.registersFontFilesBesideDocument = true
        let document = try NibDocument.parse(data: Data(xml.utf8), file: "Card.xib", baseDirectory: folder,
                                             imageRoot: folder, options: options)
        #expect((document.interfaceBuilder?.warnings ?? []).map(\.message) == [])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        #expect((root.subviews.first as? UILabel)?.font.fontName == "NotoSerifArmenian-Regular")
    }
}
