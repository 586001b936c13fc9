import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UINavigationBar.prefersLargeTitles` and `UINavigationItem.largeTitleDisplayMode`,
/// at rest (content not scrolled), as UIKit lays them out: a 52-point
/// large-title area below the 44-point row (96 pt), the title 34 pt bold at
/// the leading layout margin, the small centred title hidden.
@Suite("Large titles")
@MainActor
struct LargeTitleTests {
    let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    func show(_ navigation: UINavigationController, width: CGFloat = 390) throws -> UIWindow {
        try LayoutFileScene.window(showing: navigation, size: CGSize(width: width, height: 844), scale: 1, safeArea: phone)
    }

    func largeNavigation(title: String = "Mailboxes") -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = title
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, root)
    }

    @Test func theBarIs96PointsTallAndTheSafeAreaStartsBelowIt() throws {
        let (navigation, root) = largeNavigation()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = root.view.safeAreaLayoutGuide
        window.layoutIfNeeded()
        // The controller's safe area follows the taller bar (it starts at the bar's bottom).
        #expect(root.view.safeAreaLayoutGuide.layoutFrame.minY == 143)
        #expect(root.view.convert(root.view.safeAreaLayoutGuide.layoutFrame, to: window).minY == 143)
        // The title: 16 pt from the left, its line's bottom 8 pt above the bar's bottom.
        let frame = try #require(bar.largeTitleFrame)
        #expect(frame.minX == 16)
        #expect(abs(frame.maxY - (96 - 8)) < 0.001)
        #expect(frame.height > 34 && frame.height < 46)
        #expect(frame.width > 100 && frame.width < 390 - 32)
    }

    @Test func withoutPrefersLargeTitlesTheBarStays44PointsWhateverTheMode() throws {
        let root = UIViewController()
        root.title = "Mailboxes"
        root.navigationItem.largeTitleDisplayMode = .always
        let navigation = UINavigationController(rootViewController: root)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(navigation.navigationBar.largeTitleFrame == nil)
        // Turning it on grows the bar and moves the content down.
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.view.safeAreaInsets.top == 143)
    }

    @Test func displayModesFollowUIKit() throws {
        let (navigation, root) = largeNavigation()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        // .automatic on the pushed item follows the item below it.
        let detail = UIViewController()
        detail.title = "Inbox"
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(detail.view.safeAreaInsets.top == 143)
        // .never: the standard bar.
        detail.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44 && bar.largeTitleFrame == nil)
        #expect(detail.view.safeAreaInsets.top == 91)
        // An automatic item above a .never one shows no large title either.
        let message = UIViewController()
        message.title = "Message"
        navigation.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        // .always shows it again.
        message.navigationItem.largeTitleDisplayMode = .always
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        // The root with .never.
        navigation.popToRootViewController(animated: false)
        root.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
    }

    /// iOS 17's `.inline`: "Always use a large title when this item is
    /// topmost. If there is a back button present, this will revert to
    /// Always. Leading & center items will move to the overflow menu."
    @Test func inlineShowsTheLargeTitleInTheRowWithoutAnAreaBelowIt() throws {
        let (navigation, root) = largeNavigation(title: "Search")
        root.navigationItem.largeTitleDisplayMode = .inline
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        #expect(bar.showsInlineLargeTitle)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(root.view.safeAreaInsets.top == 91)
        // The 34-point title at the leading margin, centred in the row; the
        // left item is not shown, the right one is.
        let frame = try #require(bar.largeTitleFrame)
        #expect(frame.minX == 16)
        #expect(frame.height > 34 && frame.height < 44)
        #expect(abs(frame.midY - 22) <= 1)
        #expect(bar.itemFrames().map { $0.item.title ?? "+" } == ["+"])
        #expect(!bar.largeTitleIsCollapsed)
        // With a back button it reverts to .always: the 96-point bar.
        let detail = UIViewController()
        detail.title = "Results"
        detail.navigationItem.largeTitleDisplayMode = .inline
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(!bar.showsInlineLargeTitle)
        #expect(bar.frame.height == 96)
    }

    @Test func thePlusAndMaxWidthsUseThe20PointMargin() throws {
        let (navigation, _) = largeNavigation()
        let window = try show(navigation, width: 430)
        defer { withExtendedLifetime(window) {} }
        #expect(try #require(navigation.navigationBar.largeTitleFrame).minX == 20)
    }

    @Test func rightToLeftPutsTheTitleAtTheRightMargin() throws {
        let (navigation, _) = largeNavigation()
        navigation.view.semanticContentAttribute = .forceRightToLeft
        navigation.navigationBar.semanticContentAttribute = .forceRightToLeft
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let frame = try #require(navigation.navigationBar.largeTitleFrame)
        #expect(abs(frame.maxX - (390 - 16)) < 0.001)
        #expect(abs(frame.maxY - 88) < 0.001)
    }

    @Test func aLongTitleIsTruncatedAtTheTrailingMargin() throws {
        let (navigation, _) = largeNavigation(title: String(repeating: "Wide title ", count: 8))
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let frame = try #require(navigation.navigationBar.largeTitleFrame)
        #expect(frame.minX == 16 && frame.maxX <= 390 - 16 + 0.5)
    }

    @Test func dynamicTypeScalesTheTitleAndGrowsTheBar() throws {
        let (navigation, _) = largeNavigation()
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let standard = try #require(bar.largeTitleFrame)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        // 60 pt instead of 34: the line is taller, and so is the bar.
        let large = try #require(bar.largeTitleFrame)
        #expect(large.height > standard.height + 20)
        #expect(bar.frame.height > 96 + 20)
        #expect(abs(large.maxY - (bar.bounds.height - 8)) < 0.001)
        #expect(navigation.topViewController!.view.safeAreaInsets.top == bar.frame.maxY)
    }

    @Test func largeTitleTextAttributesSetTheFontAndColour() throws {
        let (navigation, _) = largeNavigation(title: "Red")
        navigation.navigationBar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .bold), .foregroundColor: UIColor.red]
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        // A smaller font keeps the 52-point area; its line is shorter.
        #expect(bar.frame.height == 96)
        let frame = try #require(bar.largeTitleFrame)
        #expect(frame.height < 30 && abs(frame.maxY - 88) < 0.001)
        let image = try #require(window.renderedImage())
        var red = 0
        for y in Int(47 + frame.minY)..<Int(47 + frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = image.rgba(x: x, y: y)
                if p.r > 200 && p.g < 80 && p.b < 80 { red += 1 }
            }
        }
        #expect(red > 20)
    }

    @Test func theSmallTitleIsHiddenWhileLarge() throws {
        // The row (y 47..91) holds no dark title pixels at its centre; the large area does.
        let (navigation, root) = largeNavigation(title: "Mailboxes")
        root.view.backgroundColor = .white
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        let image = try #require(window.renderedImage())
        func darkPixels(_ rows: Range<Int>, _ columns: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in columns where image.rgba(x: x, y: y).r < 100 { count += 1 } }
            return count
        }
        #expect(darkPixels(48..<90, 100..<290) == 0)
        #expect(darkPixels(91..<142, 16..<200) > 100)
    }

    @Test func aTableViewControllersContentRestsBelowTheTallerBar() throws {
        let table = UITableViewController(style: .plain)
        table.title = "Settings"
        let navigation = UINavigationController(rootViewController: table)
        navigation.navigationBar.prefersLargeTitles = true
        let window = try show(navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(table.tableView.frame.minY == 0)
        #expect(table.tableView.adjustedContentInset.top == 143)
        #expect(table.tableView.contentOffset.y == -143)
        #expect(table.tableView.convert(CGPoint.zero, to: window).y == 143)
    }

    @Test func aListScreenWithALargeTitle() throws {
        let list = ListController()
        list.title = "Mailboxes"
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 360), scale: 2,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        defer { withExtendedLifetime(window) {} }
        let cgImage = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(cgImage, named: "navigation-large-title-list@2x", in: "Controllers")
    }
}

@MainActor
private final class ListController: UITableViewController {
    let rows = ["All Inboxes", "iCloud", "Gmail", "VIP", "Flagged"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// `prefersLargeTitles` from Xcode's documents (`<navigationBar key="navigationBar" largeTitles="YES">`)
/// and from layout files (`"navigationBar.prefersLargeTitles"` on a UINavigationController).
@Suite("Large titles in documents")
@MainActor
struct LargeTitleDocumentTests {
    func storyboard(_ text: String, name: String, ext: String) throws -> UIStoryboard {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("largetitles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).\(ext)")
        try Data(text.utf8).write(to: url)
        return UIStoryboard(source: .file(url), name: name)
    }

    func xml(largeTitles: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="Lt-nav-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Lt-scn-nav">
                    <objects>
                        <navigationController id="Lt-nav-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(largeTitles) id="Lt-nbr-001">
                                <rect key="frame" x="0.0" y="47" width="390" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="Lt-box-001" kind="relationship" relationship="rootViewController" id="Lt-rel-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="Lt-scn-box">
                    <objects>
                        <viewController id="Lt-box-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Lt-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                            <navigationItem key="navigationItem" title="Mailboxes" id="Lt-itm-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func aStoryboardsPrefersLargeTitlesCheckboxIsApplied() throws {
        let (made, warnings) = try InterfaceBuilderTestClasses.collectingWarnings {
            try LayoutFileScene.initialViewController(of: storyboard(xml(largeTitles: #"largeTitles="YES""#), name: "Large", ext: "storyboard"))
        }
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let navigation = try #require(made as? UINavigationController)
        let bar = navigation.navigationBar
        #expect(bar.prefersLargeTitles)
        let window = try LayoutFileScene.window(showing: navigation, size: CGSize(width: 390, height: 844), scale: 1,
                                                safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        defer { withExtendedLifetime(window) {} }
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(bar.largeTitleFrame?.minX == 16)

        let standard = try LayoutFileScene.initialViewController(of: storyboard(xml(largeTitles: ""), name: "Standard", ext: "storyboard"))
        #expect(try #require(standard as? UINavigationController).navigationBar.prefersLargeTitles == false)
    }

    @Test func aLoneBarsLargeTitlesAreReadFromAXibAndALayoutFile() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <navigationBar contentMode="scaleToFill" largeTitles="YES" id="Lb-bar-001">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="96"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <items>
                        <navigationItem title="Library" id="Lb-itm-001"/>
                    </items>
                </navigationBar>
            </objects>
        </document>
        """
        let document = try NibDocument.parse(data: Data(xib.utf8), file: "Bar.xib")
        #expect(document.interfaceBuilder?.warnings.isEmpty == true, "\(document.interfaceBuilder?.warnings.map(\.message) ?? [])")
        let bar = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UINavigationBar)
        #expect(bar.prefersLargeTitles && bar.topItem?.title == "Library")
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 96)
        bar.layoutIfNeeded()
        #expect(bar.largeTitleFrame?.minX == 16)

        let json = #"{"objects": [{"class": "UINavigationBar", "properties": {"frame": [0, 0, 390, 96], "prefersLargeTitles": true}, "items": [{"title": "Library"}]}]}"#
        let fromJSON = try #require(try NibInstantiation(document: NibDocument.parse(data: Data(json.utf8), file: "bar.json"), owner: nil).run().first as? UINavigationBar)
        #expect(fromJSON.prefersLargeTitles)
        let onAView = #expect(throws: LayoutFileError.self) {
            let json = #"{"objects": [{"class": "UIView", "properties": {"prefersLargeTitles": true}}]}"#
            _ = try NibInstantiation(document: try NibDocument.parse(data: Data(json.utf8), file: "v.json"), owner: nil).run()
        }
        #expect(onAView?.description.contains("it is a property of UINavigationBar") == true)
    }

    @Test func aLayoutFilesNavigationBarKeyIsAppliedAndChecked() throws {
        let json = """
        {"initialViewController": "nav", "objects": [
          {"class": "UINavigationController", "id": "nav", "rootViewController": "root", "properties": {"navigationBar.prefersLargeTitles": true}},
          {"class": "UIViewController", "id": "root", "properties": {"navigationItem.title": "Mailboxes"}, "view": {"class": "UIView"}}]}
        """
        let navigation = try #require(try LayoutFileScene.initialViewController(of: storyboard(json, name: "large", ext: "json")) as? UINavigationController)
        #expect(navigation.navigationBar.prefersLargeTitles)

        let onAController = #expect(throws: LayoutFileError.self) {
            let json = #"{"objects": [{"class": "UIViewController", "properties": {"navigationBar.prefersLargeTitles": true}, "view": {"class": "UIView"}}]}"#
            _ = try NibInstantiation(document: try NibDocument.parse(data: Data(json.utf8), file: "c.json"), owner: nil).run()
        }
        #expect(onAController?.description.contains("it is a property of UINavigationController") == true)
        let notABool = #expect(throws: LayoutFileError.self) {
            let json = #"{"objects": [{"class": "UINavigationController", "properties": {"navigationBar.prefersLargeTitles": "yes"}}]}"#
            _ = try NibDocument.parse(data: Data(json.utf8), file: "n.json")
        }
        #expect(notABool?.description.contains("expected") == true)
    }
}
