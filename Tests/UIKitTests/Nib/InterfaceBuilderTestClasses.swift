import Foundation
import Testing
@testable import UIKit

/// The custom view of `Fixtures/InterfaceBuilder/ProfileCard.xib`: outlets to
/// a label, a constraint and a collection, and a trace of when they are set.
final class XIBProfileCardView: UIView {
    weak var nameLabel: UILabel!
    weak var separatorTop: NSLayoutConstraint!
    var labels: [UILabel] = []
    var nameLabelWasNilInInit = false
    var labelsInAwake = -1
    var accentName: String?
    var badgeCount = 0
    var ratio: CGSize = .zero
    var badgeColor: UIColor?
    var showsBadge = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        nameLabelWasNilInInit = nameLabel == nil
        // @IBInspectable properties: Interface Builder's runtime attributes, by key.
        accentName = coder.decodeObject(forKey: "accentName") as? String
        if coder.containsValue(forKey: "badgeCount") { badgeCount = coder.decodeInteger(forKey: "badgeCount") }
        if coder.containsValue(forKey: "ratio") { ratio = coder.decodeCGSize(forKey: "ratio") }
        badgeColor = coder.decodeObject(forKey: "badgeColor") as? UIColor
        if coder.containsValue(forKey: "showsBadge") { showsBadge = coder.decodeBool(forKey: "showsBadge") }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        labelsInAwake = labels.count
    }
}

/// The File's Owner of `ProfileCard.xib`.
final class ProfileCardOwner {
    var card: XIBProfileCardView?
    var taps = 0
    func followTapped(_ sender: UIButton) { taps += 1 }
}

@MainActor
enum InterfaceBuilderTestClasses {
    static let folder = NibFixtures.packageRoot.appendingPathComponent("Fixtures/InterfaceBuilder")

    static func register() {
        UINib.register(XIBProfileCardView.self,
                       .outlet("nameLabel", \.nameLabel),
                       .outlet("separatorTop", \.separatorTop),
                       .outletCollection("labels", \.labels))
        UINib.register(ProfileCardOwner.self, .outlet("card", \.card), .action("followTapped:", ProfileCardOwner.followTapped))
        if !UINib.searchPaths.contains(folder) { UINib.searchPaths.append(folder) }
    }

    /// The initial navigation controller of the storyboard `name` (in the
    /// fixtures folder) shown in a key window of its canvas (size, traits and
    /// the `<device>`'s safe area) at 2x, with the document's warnings and
    /// those of loading.
    @MainActor
    static func showInitialNavigation(_ name: String) throws -> (UIWindow, UINavigationController, [NibWarning]) {
        let url = folder.appendingPathComponent("\(name).storyboard")
        let document = try NibDocument.load(contentsOf: url)
        let storyboard = UIStoryboard(source: .file(url), name: name)
        let (initial, warnings) = try collectingWarnings { try LayoutFileScene.initialViewController(of: storyboard) }
        let navigation = try #require(initial as? UINavigationController)
        let window = try LayoutFileScene.window(showing: navigation, size: document.canvas.size, scale: 2,
                                                traits: document.canvas.traits, safeArea: document.canvas.safeArea)
        window.makeKeyAndVisible()
        return (window, navigation, (document.interfaceBuilder?.warnings ?? []) + warnings)
    }

    /// Runs `body` collecting the warnings loading reports.
    static func collectingWarnings<T>(_ body: () throws -> T) rethrows -> (T, [NibWarning]) {
        var warnings: [NibWarning] = []
        let saved = NibWarnings.report
        NibWarnings.report = { warnings.append($0) }
        defer { NibWarnings.report = saved }
        let result = try body()
        return (result, warnings)
    }

    /// An Interface Builder document from text (in a temporary folder, so images resolve there).
    static func document(_ xml: String, name: String = "Test.xib", lenient: Bool = false) throws(LayoutFileError) -> NibDocument {
        try NibDocument.parse(data: Data(xml.utf8), file: name, baseDirectory: folder, imageRoot: folder,
                              options: InterfaceBuilderOptions(lenient: lenient))
    }

    /// A window the size and scale of `canvas` (what `render` draws into) holding `root`.
    static func window(_ canvas: NibCanvas, holding root: UIView) -> UIWindow {
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: canvas.size)
        screen.scale = CGFloat(canvas.scale)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(root)
        return window
    }

    /// A xib holding one top-level view with `body` inside it.
    static func xib(_ body: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="Roo-tV-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        \(body)
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }
}
