import Foundation
import GoldenTesting
import SnapshotComparison
import Testing
@testable import UIKit

/// A scroll view subclass a storyboard names as its scroll view's custom class.
final class ArticleScrollView: UIScrollView {}

/// `<scrollView>` in Xcode documents: a UIScrollView with the attributes
/// Xcode writes on it, constraints to its `<viewLayoutGuide
/// key="contentLayoutGuide">` and `key="frameLayoutGuide">` made on its
/// `contentLayoutGuide` and `frameLayoutGuide`, and (as in documents from
/// before Xcode 11) constraints between it and its subviews acting on its
/// content area, as UIKit does: either way the content sizes `contentSize`.
/// Every document here is written for the test, in Xcode's conventions.
@Suite("Interface Builder scroll views")
@MainActor
struct InterfaceBuilderScrollViewTests {
    typealias IB = InterfaceBuilderTestClasses

    init() {
        UINib.register(ArticleScrollView.self)
    }

    static func box(_ n: Int, _ red: String, _ green: String, _ blue: String) -> String {
        """
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Art-Bx-00\(n)">
                                                    <rect key="frame" x="0.0" y="\(132 * (n - 1))" width="288" height="120"/>
                                                    <color key="backgroundColor" red="\(red)" green="\(green)" blue="\(blue)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="120" id="Art-Ht-00\(n)"/>
                                                    </constraints>
                                                </view>
        """
    }

    /// Xcode 11's form: a scroll view (a custom subclass) pinned to the safe
    /// area, a stack view of five 120-point boxes (648 points, taller than
    /// the screen) pinned 16 points inside its content layout guide, its
    /// width the frame layout guide's less 32.
    static let article = InterfaceBuilderLargeDocumentTests.storyboard(initial: "Art-Vc-001", """
                <scene sceneID="Art-Sc-001">
                    <objects>
                        <viewController id="Art-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Art-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" showsHorizontalScrollIndicator="NO" keyboardDismissMode="onDrag" translatesAutoresizingMaskIntoConstraints="NO" id="Art-Sv-001" customClass="ArticleScrollView" customModule="UIKitTests" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="Art-St-001">
                                                <rect key="frame" x="16" y="16" width="288" height="648"/>
                                                <subviews>
        \(box(1, "0.20", "0.47", "0.96"))
        \(box(2, "0.96", "0.62", "0.04"))
        \(box(3, "0.20", "0.78", "0.35"))
        \(box(4, "0.69", "0.32", "0.87"))
        \(box(5, "1", "0.23", "0.19"))
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="Art-St-001" firstAttribute="top" secondItem="Art-Cg-001" secondAttribute="top" constant="16" id="Art-Cn-001"/>
                                            <constraint firstItem="Art-St-001" firstAttribute="leading" secondItem="Art-Cg-001" secondAttribute="leading" constant="16" id="Art-Cn-002"/>
                                            <constraint firstItem="Art-Cg-001" firstAttribute="trailing" secondItem="Art-St-001" secondAttribute="trailing" constant="16" id="Art-Cn-003"/>
                                            <constraint firstItem="Art-Cg-001" firstAttribute="bottom" secondItem="Art-St-001" secondAttribute="bottom" constant="16" id="Art-Cn-004"/>
                                            <constraint firstItem="Art-St-001" firstAttribute="width" secondItem="Art-Fg-001" secondAttribute="width" constant="-32" id="Art-Cn-005"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="Art-Cg-001"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="Art-Fg-001"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Art-Sa-001"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="Art-Sv-001" firstAttribute="top" secondItem="Art-Sa-001" secondAttribute="top" id="Art-Cn-006"/>
                                    <constraint firstItem="Art-Sv-001" firstAttribute="leading" secondItem="Art-Sa-001" secondAttribute="leading" id="Art-Cn-007"/>
                                    <constraint firstItem="Art-Sa-001" firstAttribute="trailing" secondItem="Art-Sv-001" secondAttribute="trailing" id="Art-Cn-008"/>
                                    <constraint firstItem="Art-Sa-001" firstAttribute="bottom" secondItem="Art-Sv-001" secondAttribute="bottom" id="Art-Cn-009"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Art-Fr-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """)

    /// The initial scene of `source` in a 320 x 480 window at 2x with a
    /// 20-point status bar, and the warnings.
    func show(_ source: LayoutFileSource, name: String) throws -> (UIWindow, UIViewController, [NibWarning]) {
        let storyboard = UIStoryboard(source: source, name: name)
        let (made, warnings) = try IB.collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        let controller = try #require(made)
        let window = try LayoutFileScene.window(showing: controller, size: CGSize(width: 320, height: 480), scale: 2,
                                                safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        return (window, controller, warnings)
    }

    func showArticle() throws -> (UIWindow, UIViewController, [NibWarning]) {
        try show(.data(Data(Self.article.utf8), name: "Article.storyboard", directory: IB.folder), name: "Article")
    }

    @Test func theContentLayoutGuideSizesTheContentAndTheFrameGuideItsWidth() throws {
        let (window, controller, warnings) = try showArticle()
        #expect(warnings.map(\.description) == [])
        let scroll = try #require(controller.view.subviews.first as? ArticleScrollView)
        #expect(!scroll.showsHorizontalScrollIndicator && scroll.showsVerticalScrollIndicator)
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        // 16 + five 120-point boxes 12 apart + 16.
        #expect(scroll.contentSize == CGSize(width: 320, height: 680))
        #expect(scroll.contentOffset == .zero && scroll.adjustedContentInset == .zero)
        let stack = try #require(scroll.subviews.first as? UIStackView)
        #expect(stack.frame == CGRect(x: 16, y: 16, width: 288, height: 648))
        let boxes = stack.arrangedSubviews
        #expect(boxes.count == 5)
        for (i, box) in boxes.enumerated() {
            #expect(box.frame == CGRect(x: 0, y: CGFloat(132 * i), width: 288, height: 120))
        }
        // The frame shows the top of the content: the first box 16 points
        // below the status bar, the fourth cut by the window's bottom.
        #expect(boxes[0].convert(boxes[0].bounds, to: window) == CGRect(x: 16, y: 36, width: 288, height: 120))
        #expect(boxes[3].convert(boxes[3].bounds, to: window).minY == 432)
        // Scrolled to the end, the last box ends 16 points above the frame's bottom.
        scroll.contentOffset = CGPoint(x: 0, y: 680 - 460)
        window.layoutIfNeeded()
        #expect(abs(boxes[4].convert(boxes[4].bounds, to: window).maxY - (480 - 16)) < 1e-9)
    }

    @Test func aScrollViewRendersAsItsGolden() throws {
        let (window, _, _) = try showArticle()
        expectGolden(try #require(window.renderedImage()), named: "ScrollView@2x", in: "InterfaceBuilder")
    }

    /// `render convert`: the guides are the layout file's
    /// `id.contentLayoutGuide` and `id.frameLayoutGuide`, and the file draws
    /// every pixel the storyboard does.
    @Test func convertingKeepsTheGuidesAndEveryPixel() throws {
        let (json, info) = try NibDocument.translateInterfaceBuilder(data: Data(Self.article.utf8), file: "Article.storyboard", baseDirectory: IB.folder)
        #expect(info.warnings.map(\.description) == [])
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"class\": \"ArticleScrollView\""))
        #expect(text.contains("\"showsHorizontalScrollIndicator\": false"))
        #expect(text.contains("\"Art_St_001.top == Art_Sv_001.contentLayoutGuide.top + 16\""))
        #expect(text.contains("\"Art_St_001.width == Art_Sv_001.frameLayoutGuide.width - 32\""))
        let a = try #require(try showArticle().0.renderedImage())
        let b = try #require(try show(.data(Data(text.utf8), name: "Article.json", directory: IB.folder), name: "Article").0.renderedImage())
        #expect(a.storage.samePixels(as: b.storage))
    }

    /// Before Xcode 11 a document constrains the subviews to the scroll
    /// view's own edges, which in UIKit are its content's; its width (a
    /// size, not an edge) is the scroll view's frame width.
    static func oldStyle(behavior: String) -> String {
        IB.xib("""
                    <subviews>
                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(behavior)translatesAutoresizingMaskIntoConstraints="NO" id="Old-Sv-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Old-Cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="300"/>
                                    <color key="backgroundColor" red="0.20" green="0.47" blue="0.96" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="300" id="Old-Ht-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Old-Cv-001" firstAttribute="top" secondItem="Old-Sv-001" secondAttribute="top" id="Old-Cn-001"/>
                                <constraint firstItem="Old-Cv-001" firstAttribute="leading" secondItem="Old-Sv-001" secondAttribute="leading" id="Old-Cn-002"/>
                                <constraint firstAttribute="trailing" secondItem="Old-Cv-001" secondAttribute="trailing" id="Old-Cn-003"/>
                                <constraint firstAttribute="bottom" secondItem="Old-Cv-001" secondAttribute="bottom" id="Old-Cn-004"/>
                                <constraint firstItem="Old-Cv-001" firstAttribute="width" secondItem="Old-Sv-001" secondAttribute="width" id="Old-Cn-005"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Old-Sv-001" firstAttribute="top" secondItem="Roo-tV-001" secondAttribute="top" id="Old-Cn-006"/>
                        <constraint firstItem="Old-Sv-001" firstAttribute="leading" secondItem="Roo-tV-001" secondAttribute="leading" id="Old-Cn-007"/>
                        <constraint firstAttribute="trailing" secondItem="Old-Sv-001" secondAttribute="trailing" id="Old-Cn-008"/>
                        <constraint firstAttribute="bottom" secondItem="Old-Sv-001" secondAttribute="bottom" id="Old-Cn-009"/>
                    </constraints>
        """)
    }

    func oldStyleScrollView(behavior: String, safeArea: UIEdgeInsets) throws -> (UIWindow, UIScrollView) {
        let document = try IB.document(Self.oldStyle(behavior: behavior))
        #expect(document.interfaceBuilder?.warnings.map(\.description) == [])
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let window = IB.window(document.canvas, holding: root)
        window.offscreenSafeAreaInsets = safeArea
        window.layoutIfNeeded()
        return (window, try #require(root.subviews.first as? UIScrollView))
    }

    @Test func edgeConstraintsOfAnOldDocumentActOnTheContent() throws {
        let (_, scroll) = try oldStyleScrollView(behavior: "", safeArea: .zero)
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(scroll.contentSize == CGSize(width: 200, height: 300))
        let content = try #require(scroll.subviews.first)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(scroll.contentOffset == .zero)
    }

    /// Under a 20-point status bar a scroll view with content taller than
    /// itself insets it by the safe area ("automatic"), unless the document
    /// says "never".
    @Test func contentInsetAdjustmentBehaviorIsRead() throws {
        let status = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let (window, automatic) = try oldStyleScrollView(behavior: "", safeArea: status)
        #expect(automatic.adjustedContentInset.top == 20 && automatic.contentOffset.y == -20)
        let (neverWindow, never) = try oldStyleScrollView(behavior: "contentInsetAdjustmentBehavior=\"never\" ", safeArea: status)
        #expect(never.contentInsetAdjustmentBehavior == .never)
        #expect(never.adjustedContentInset == .zero && never.contentOffset == .zero)
        withExtendedLifetime((window, neverWindow)) {}
    }

    @Test func anOldDocumentConvertsWithEveryPixel() throws {
        let xml = Self.oldStyle(behavior: "")
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(xml.utf8), file: "Old.xib", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(json)
        #expect(text.contains("\"class\": \"UIScrollView\""))
        // Its edges in constraints with the content view are its content
        // area's; the width between them is its frame's.
        #expect(text.contains("\"Old_Cv_001.top == Old_Sv_001.contentLayoutGuide.top\""))
        #expect(text.contains("\"Old_Sv_001.contentLayoutGuide.bottom == Old_Cv_001.bottom\""))
        #expect(text.contains("\"Old_Cv_001.width == Old_Sv_001.width\""))
        // Its edges in constraints with its superview are its frame's.
        #expect(text.contains("\"Old_Sv_001.top == Roo_tV_001.top\""))
        func drawn(_ document: NibDocument) throws -> CGImage {
            let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
            let window = IB.window(document.canvas, holding: root)
            window.layoutIfNeeded()
            let scroll = try #require(root.subviews.first as? UIScrollView)
            #expect(scroll.contentSize == CGSize(width: 200, height: 300))
            return try #require(window.renderedImage())
        }
        let a = try drawn(IB.document(xml))
        let b = try drawn(NibDocument.parse(data: Data(text.utf8), file: "Old.json", baseDirectory: IB.folder, imageRoot: IB.folder))
        #expect(a.storage.samePixels(as: b.storage))
    }

    @Test func aLayoutFileNamesAScrollViewsGuidesOnlyOnAScrollView() throws {
        let json = #"""
        {"objects": [{"class": "UIView", "id": "card", "properties": {"frame": [0, 0, 100, 100]},
          "subviews": [{"class": "UIView", "id": "box"}], "constraints": ["box.top == card.contentLayoutGuide.top"]}]}
        """#
        let document = try NibDocument.parse(data: Data(json.utf8), file: "t.json")
        let error = #expect(throws: LayoutFileError.self) { _ = try NibInstantiation(document: document, owner: nil).run() }
        #expect(error?.description.contains("UIView has no contentLayoutGuide: only a UIScrollView (or a subclass) does") == true, "\(String(describing: error))")
        let misspelled = #expect(throws: LayoutFileError.self) {
            try NibDocument.parse(data: Data(json.replacingOccurrences(of: "contentLayoutGuide", with: "contentLayoutGiude").utf8), file: "t.json")
        }
        #expect(misspelled?.description.contains("did you mean \"contentLayoutGuide\"?") == true, "\(String(describing: misspelled))")
    }
}
