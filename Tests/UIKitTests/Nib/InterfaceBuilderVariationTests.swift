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
        // Loaded, the variations follow the traits: nothing to warn about.
        #expect(warnings == [])
    }

    @Test func aConvertedLayoutFileKeepsTheDevicesVariationsAndSaysSo() throws {
        let (_, info) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: url), file: "Variations.xib", baseDirectory: IB.folder)
        #expect(info.warnings.map { "\($0.line): \($0.message)" } == ["2: size-class variations are applied for widthClass=compact, heightClass=regular (the document's device); a layout file has no variations, so its values do not change with the traits"])
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

    // MARK: Following the traits

    /// `TraitVariations.xib`: a sidebar and its constraints installed only
    /// at regular width (subview and constraint masks), a title whose font
    /// and top constant vary with the width, a content view whose height
    /// constant and colour vary with the height, a badge hidden at compact height.
    @MainActor struct Loaded {
        let body: UIView, title: UILabel, badge: UILabel
        /// The views installed at compact width (the sidebar is not).
        init(_ root: UIView) throws {
            let labels = root.subviews.compactMap { $0 as? UILabel }
            body = try #require(root.subviews.first { $0.backgroundColor != nil && !($0 is UILabel) && $0.frame.height >= 100 && $0.frame.minY > 0 })
            title = try #require(labels.first { $0.text == "Inbox" })
            badge = try #require(labels.first { $0.text == "3 new" })
        }
    }

    let traitsURL = IB.folder.appendingPathComponent("TraitVariations.xib")

    func loadTraitVariations() throws -> (root: UIView, document: NibDocument) {
        let document = try NibDocument.load(contentsOf: traitsURL)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        return (root, document)
    }

    func window(_ size: CGSize) -> UIWindow {
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: size)
        screen.scale = 2
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return window
    }

    @Test func aLoadedDocumentInstallsTheDevicesStateAndKeepsTheOtherViews() throws {
        let (root, document) = try loadTraitVariations()
        #expect(document.interfaceBuilder?.warnings.map(\.message) == [])
        // The phone's compact width: three subviews, the sidebar made but not installed.
        #expect(root.subviews.count == 3)
        let v = try Loaded(root)
        #expect(v.title.font.pointSize == 17)
        #expect(!v.badge.isHidden)
    }

    /// The root keeps the variations, which keep the views a state removes
    /// (their outlets stay valid) but not the root: it is freed when dropped.
    @Test func theVariationsKeepUninstalledViewsButNotTheRoot() throws {
        weak var weakRoot: UIView?
        weak var weakSidebar: UIView?
        do {
            let (root, _) = try loadTraitVariations()
            let window = window(CGSize(width: 1024, height: 768))
            window.traitOverrides.horizontalSizeClass = .regular
            root.frame = window.bounds
            window.addSubview(root)
            window.layoutIfNeeded()
            let sidebar = try #require(root.subviews.first)
            #expect(sidebar.frame.width == 200)
            weakSidebar = sidebar
            window.traitOverrides.horizontalSizeClass = .compact
            window.layoutIfNeeded()
            #expect(sidebar.superview == nil)
            weakRoot = root
            root.removeFromSuperview()
        }
        #expect(weakRoot == nil)
        #expect(weakSidebar == nil)
    }

    @Test func variationsFollowTheWindowsWidthAndHeightClasses() throws {
        let (root, _) = try loadTraitVariations()
        let v = try Loaded(root)
        let window = window(CGSize(width: 390, height: 844))
        root.frame = window.bounds
        window.addSubview(root)
        window.layoutIfNeeded()
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(root.subviews.count == 3)
        #expect(v.body.frame == CGRect(x: 16, y: 16 + v.title.frame.height + 16, width: 358, height: 200))
        #expect(v.title.frame.minY == 16)
        #expect(v.title.font.pointSize == 17)

        // Regular width: the sidebar and its constraints are installed, the
        // content moves beside it, the title takes its regular font and constant.
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(root.subviews.count == 4)
        let sidebar = try #require(root.subviews.first)
        #expect(sidebar.frame == CGRect(x: 0, y: 0, width: 200, height: 844))
        #expect(v.title.font.pointSize == 28)
        #expect(v.title.font == UIFont.boldSystemFont(ofSize: 28))
        #expect(v.title.frame.minY == 40)
        #expect(v.body.frame == CGRect(x: 224, y: 40 + v.title.frame.height + 16, width: 150, height: 200))
        #expect(v.title.frame.minX == 224)

        // Compact height as well: the height constant and the colour of
        // `heightClass=compact-widthClass=regular`, the badge hidden.
        window.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(v.body.frame.height == 100)
        #expect(v.body.backgroundColor == UIColor.systemOrange)
        #expect(v.badge.isHidden)

        // Back to the phone's size classes: the sidebar leaves, the badge
        // shows again (hidden is NO where no variation sets it).
        window.traitOverrides.horizontalSizeClass = .compact
        window.traitOverrides.verticalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(root.subviews.count == 3)
        #expect(sidebar.superview == nil)
        #expect(!v.badge.isHidden)
        #expect(v.body.backgroundColor == UIColor.systemBlue)
        #expect(v.body.frame == CGRect(x: 16, y: 16 + v.title.frame.height + 16, width: 358, height: 200))
        #expect(v.title.font.pointSize == 17)
    }

    /// A view controller's override for a child (a split view's column does
    /// the same) changes the child's view's variations, before the view
    /// hears of the new traits, as on iOS.
    @Test func anOverrideForAChildControllerAppliesItsVariationsBeforeTheViewHearsOfIt() throws {
        let (root, _) = try loadTraitVariations()
        let v = try Loaded(root)
        let parent = UIViewController()
        let child = UIViewController()
        child.view = root
        parent.addChild(child)
        parent.view.addSubview(root)
        child.didMove(toParent: parent)
        let window = window(CGSize(width: 390, height: 844))
        window.rootViewController = parent
        window.layoutIfNeeded()
        #expect(root.subviews.count == 3)
        var seen: [(width: UIUserInterfaceSizeClass, fontSize: CGFloat, subviews: Int)] = []
        root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: UIView, _: UITraitCollection) in
            seen.append((view.traitCollection.horizontalSizeClass, v.title.font.pointSize, view.subviews.count))
        }
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        window.layoutIfNeeded()
        #expect(seen.count == 1)
        #expect(seen.first?.width == .regular)
        #expect(seen.first?.fontSize == 28)
        #expect(seen.first?.subviews == 4)
        #expect(v.body.frame.minX == 224)
    }

    /// A storyboard scene's view follows its variations too: the view is
    /// made when the controller's view is first asked for, in the state of
    /// the document's device, and follows the window's size classes.
    @Test func aStoryboardScenesViewFollowsItsVariations() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Vs-vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Vs-scn-001">
                    <objects>
                        <viewController id="Vs-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vs-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Vs-box-001">
                                        <rect key="frame" x="20" y="20" width="100" height="100"/>
                                        <color key="backgroundColor" systemColor="systemRedColor"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="Vs-box-001" firstAttribute="leading" secondItem="Vs-vw-001" secondAttribute="leading" constant="20" id="Vs-c-001">
                                        <variation key="widthClass=regular" constant="200"/>
                                    </constraint>
                                    <constraint firstItem="Vs-box-001" firstAttribute="top" secondItem="Vs-vw-001" secondAttribute="top" constant="20" id="Vs-c-002"/>
                                    <constraint firstItem="Vs-box-001" firstAttribute="width" constant="100" id="Vs-c-003"/>
                                    <constraint firstItem="Vs-box-001" firstAttribute="height" constant="100" id="Vs-c-004"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Vs-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let storyboard = UIStoryboard(nib: UINib(source: .data(Data(xml.utf8), name: "Scene.storyboard", directory: IB.folder)), name: "Scene")
        let controller = try #require(storyboard.instantiateInitialViewController())
        let window = window(CGSize(width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        let box = try #require(controller.view.subviews.first)
        #expect(box.frame.minX == 20)
        window.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(box.frame.minX == 200)
    }
}
