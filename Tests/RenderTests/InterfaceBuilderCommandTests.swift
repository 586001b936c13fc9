import CoreGraphics
import Foundation
import Testing

/// `render` on Xcode documents: a .xib and a .storyboard drawn as their
/// goldens, `--scene`, `--lenient`, errors at their line, and `render convert`.
@Suite struct InterfaceBuilderCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")
    let folder = RenderProcess.temporaryFolder()

    func pixels(_ url: URL) throws -> PixelStorage { try PNGCodec.decode(Data(contentsOf: url)) }
    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    @Test func aXibAndAStoryboardRenderAsTheirGoldens() throws {
        for (document, golden, extra) in [("ProfileCard.xib", "ProfileCard@2x.png", [String]()), ("InboxFlow.storyboard", "InboxFlow@2x.png", [])] {
            let out = folder.appendingPathComponent("\(golden)")
            let result = try RenderProcess.run([fixture(document), "-o", out.path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let image = try pixels(out), expected = try pixels(Self.fixtures.appendingPathComponent(golden))
            #expect(image.width == expected.width && image.height == expected.height)
            #expect(memcmp(image.bytes, expected.bytes, image.byteCount) == 0)
        }
        let check = try RenderProcess.run(["check", fixture("ProfileCard.xib"), "--golden", fixture("ProfileCard@2x.png"), "--record", "never"])
        #expect(check.status == 0, "\(check.stdout) \(check.stderr)")
        let tree = try RenderProcess.run(["tree", fixture("ProfileCard.xib")])
        #expect(tree.status == 0)
        #expect(tree.stdout.contains("<UILabel; id = Nam_eL_abl; frame = (88 18; 216 21); text = 'Lin Xiaoyu'"))
    }

    /// The tool links Offscreen's MapKit, not its WebKit: a document's map view
    /// is an MKMapView, its web view a labelled placeholder that says why.
    @Test func aMapViewIsMapKitsStandInAndAWebViewAPlaceholder() throws {
        let xib = folder.appendingPathComponent("MapAndWeb.xib")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="Roo-tV-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <mapView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Map-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        </mapView>
                        <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Web-vw-001">
                            <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                        </wkWebView>
                    </subviews>
                </view>
            </objects>
        </document>
        """.write(to: xib, atomically: true, encoding: .utf8)
        let tree = try RenderProcess.run(["tree", xib.path])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("<MKMapView; id = Map_vw_001; frame = (0 0; 200 60)"), "\(tree.stdout)")
        #expect(tree.stdout.contains("text = 'WKWebView'"))
        #expect(tree.stderr.contains("WKWebView is drawn only by programs that link Offscreen's WebKit module; drawn as a labelled placeholder of its frame"))
    }

    /// A xib's top-level view the app places with constraints
    /// (translatesAutoresizingMaskIntoConstraints="NO", an accessory bar) is
    /// drawn at its document frame, as Xcode's canvas draws it, not shrunk
    /// to what its own constraints leave it.
    @Test func aTopLevelViewWithoutAutoresizingKeepsItsDocumentFrame() throws {
        let xib = folder.appendingPathComponent("Accessory.xib")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Acc-Vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Acc-Bt-001">
                            <rect key="frame" x="252" y="12.5" width="103" height="35"/>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="103" id="Acc-Cw-001"/>
                                <constraint firstAttribute="height" constant="35" id="Acc-Ch-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="Acc-Bt-001" secondAttribute="trailing" constant="20" id="Acc-Ct-001"/>
                        <constraint firstItem="Acc-Bt-001" firstAttribute="centerY" secondItem="Acc-Vw-001" secondAttribute="centerY" id="Acc-Ct-002"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.write(to: xib, atomically: true, encoding: .utf8)
        let tree = try RenderProcess.run(["tree", xib.path])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("<UIView; id = Acc_Vw_001; frame = (0 0; 375 60)"), "\(tree.stdout)")
        #expect(tree.stdout.contains("<UIView; id = Acc_Bt_001; frame = (252 12.5; 103 35)"), "\(tree.stdout)")
    }

    @Test func aSceneIsChosenByIdentifierAndAnUnknownOneIsNamed() throws {
        let out = folder.appendingPathComponent("settings.png")
        let result = try RenderProcess.run([fixture("InboxFlow.storyboard"), "--scene", "Settings", "-o", out.path, "--scale", "1"])
        #expect(result.status == 0)
        // The Settings scene: a blue banner from the top layout guide, which is
        // below the status bar of the document's device (an iPhone 14: 47 pt),
        // on the grouped background.
        let settings = CGImage(storage: try pixels(out))
        #expect(settings.rgba(x: 10, y: 47 + 10) == (0, 122, 255, 255))
        #expect(settings.rgba(x: 10, y: 10) != (0, 122, 255, 255))
        let byID = try RenderProcess.run([fixture("InboxFlow.storyboard"), "--scene", "Set-vc-001", "-o", out.path, "--scale", "1"])
        #expect(byID.status == 0)
        let missing = try RenderProcess.run([fixture("InboxFlow.storyboard"), "--scene", "Setings", "-o", out.path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no scene \"Setings\"; did you mean \"Settings\"?"))
    }

    @Test func unknownElementsStopUnlessLenient() throws {
        let xib = folder.appendingPathComponent("Gauge.xib")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="Roo-tV-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <subviews>
                        <fancyGauge id="Gau-ge-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        </fancyGauge>
                    </subviews>
                </view>
            </objects>
        </document>
        """.write(to: xib, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("gauge.png")
        let strict = try RenderProcess.run([xib.path, "-o", out.path])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("Gauge.xib:7:17: at <fancyGauge id=\"Gau-ge-001\">: unknown Interface Builder element"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let lenient = try RenderProcess.run([xib.path, "-o", out.path, "--lenient"])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("Gauge.xib:7:17: warning: skipped unknown element <fancyGauge id=\"Gau-ge-001\">"))
        #expect(try pixels(out).width == 200)
    }

    @Test func convertWritesALayoutFileThatDrawsTheSamePixels() throws {
        // The JSON goes beside the document, so its image paths resolve.
        let copy = folder.appendingPathComponent("ProfileCard.xib")
        try FileManager.default.copyItem(atPath: fixture("ProfileCard.xib"), toPath: copy.path)
        try FileManager.default.copyItem(atPath: fixture("avatar.png"), toPath: folder.appendingPathComponent("avatar.png").path)
        let json = folder.appendingPathComponent("ProfileCard.json")
        let convert = try RenderProcess.run(["convert", copy.path, "-o", json.path])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(try String(contentsOf: json, encoding: .utf8).contains("\"class\": \"XIBProfileCardView\""))
        // The tool has no XIBProfileCardView registered (the xib falls back to
        // UIView, with UIKit's warning); the JSON names the class, so it gets
        // UIView and no connections, as the xib's fallback has.
        func plain(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                object["outlets"] = nil
                object["actions"] = nil
                if object["class"] as? String == "XIBProfileCardView" { object["class"] = "UIView" }
                return object.mapValues(plain)
            }
            if let array = value as? [Any] { return array.map(plain) }
            return value
        }
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: json))
        try JSONSerialization.data(withJSONObject: plain(parsed)).write(to: json)
        let fromJSON = folder.appendingPathComponent("json.png"), fromXIB = folder.appendingPathComponent("xib.png")
        let a = try RenderProcess.run([json.path, "-o", fromJSON.path])
        #expect(a.status == 0, "\(a.stderr)")
        #expect(try RenderProcess.run([copy.path, "-o", fromXIB.path]).status == 0)
        let x = try pixels(fromJSON), y = try pixels(fromXIB)
        #expect(x.byteCount == y.byteCount && memcmp(x.bytes, y.bytes, x.byteCount) == 0)
        let notXML = try RenderProcess.run(["convert", json.path, "-o", folder.appendingPathComponent("again.json").path])
        #expect(notXML.status == 2)
        // Written in a folder above the document, the image path leads down to it.
        let above = folder.appendingPathComponent("above.json")
        let sub = folder.appendingPathComponent("doc")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture("ProfileCard.xib"), toPath: sub.appendingPathComponent("ProfileCard.xib").path)
        try FileManager.default.copyItem(atPath: fixture("avatar.png"), toPath: sub.appendingPathComponent("avatar.png").path)
        #expect(try RenderProcess.run(["convert", sub.appendingPathComponent("ProfileCard.xib").path, "-o", above.path]).status == 0)
        #expect(try String(contentsOf: above, encoding: .utf8).contains("\"image\": \"doc/avatar.png\""))
        // Beside nothing it could reach, it is refused before anything is written.
        let elsewhere = RenderProcess.temporaryFolder().appendingPathComponent("card.json")
        let refused = try RenderProcess.run(["convert", fixture("ProfileCard.xib"), "-o", elsewhere.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("write the JSON beside the document or in a folder above it"))
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
    }
}

/// `render convert layout.json -o layout.xib`: the reverse conversion, and its bad input.
@Suite struct ConvertToXibCommandTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Demo")
    let folder = RenderProcess.temporaryFolder()

    func pixels(_ url: URL) throws -> PixelStorage { try PNGCodec.decode(Data(contentsOf: url)) }

    /// The demo and its images in a folder of the test's own.
    func demoCopy() throws -> URL {
        let json = folder.appendingPathComponent("settings.json")
        try FileManager.default.copyItem(at: Self.demo.appendingPathComponent("settings.json"), to: json)
        try FileManager.default.copyItem(at: Self.demo.appendingPathComponent("images"), to: folder.appendingPathComponent("images"))
        return json
    }

    @Test func aLayoutFileBecomesAXibThatDrawsTheSamePixels() throws {
        let json = try demoCopy()
        let xib = folder.appendingPathComponent("settings.xib")
        // The demo's chevrons mirror right to left, which a .xib cannot say: an error naming them, or with --lenient a warning.
        let strict = try RenderProcess.run(["convert", json.path, "-o", xib.path])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("settings.json:114:43: at $.objects[0].subviews[9].arrangedSubviews[0].subviews[3].properties.image: a .xib cannot mark an image as mirrored"))
        #expect(!FileManager.default.fileExists(atPath: xib.path))
        let convert = try RenderProcess.run(["convert", json.path, "-o", xib.path, "--lenient"])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stderr.contains("warning: at $.canvas.scale: a .xib has no canvas scale (a reader draws it at 2x); render it with --scale 3"))
        let text = try String(contentsOf: xib, encoding: .utf8)
        #expect(text.contains("<imageView") && text.contains("image=\"images/"))
        let fromJSON = folder.appendingPathComponent("json.png"), fromXIB = folder.appendingPathComponent("xib.png")
        #expect(try RenderProcess.run([json.path, "-o", fromJSON.path]).status == 0)
        let drawn = try RenderProcess.run([xib.path, "--scale", "3", "-o", fromXIB.path])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let a = try pixels(fromJSON), b = try pixels(fromXIB)
        #expect(a.width == b.width && a.height == b.height)
        #expect(a.byteCount == b.byteCount && memcmp(a.bytes, b.bytes, a.byteCount) == 0)
        // The same bytes every time.
        let again = folder.appendingPathComponent("again.xib")
        #expect(try RenderProcess.run(["convert", json.path, "-o", again.path, "--lenient"]).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: xib))
        // A folder: named after the layout file.
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let intoFolder = try RenderProcess.run(["convert", json.path, "-o", out.path + "/", "--lenient"])
        #expect(intoFolder.status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("settings.xib").path))
    }

    @Test func badInputIsRefusedAndNothingIsWritten() throws {
        let json = try demoCopy()
        let before = try Data(contentsOf: json)
        let same = try RenderProcess.run(["convert", json.path, "-o", json.path, "--lenient"])
        #expect(same.status == 2)
        #expect(same.stderr.contains("is the layout file"))
        #expect(try Data(contentsOf: json) == before)

        // A folder that cannot exist: its parent is a file.
        let unwritablePath = json.path + "/settings.xib"
        let unwritable = try RenderProcess.run(["convert", json.path, "-o", unwritablePath, "--lenient"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write \(unwritablePath)"))

        let notXib = folder.appendingPathComponent("settings.png")
        let wrongKind = try RenderProcess.run(["convert", json.path, "-o", notXib.path, "--lenient"])
        #expect(wrongKind.status == 2)
        #expect(wrongKind.stderr.contains("converting a layout file writes a .xib"))
        #expect(!FileManager.default.fileExists(atPath: notXib.path))

        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"objects": [{"class": "UIView",}]}"#.utf8).write(to: bad)
        let out = folder.appendingPathComponent("bad.xib")
        let malformed = try RenderProcess.run(["convert", bad.path, "-o", out.path])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("bad.json:1:"))
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let table = folder.appendingPathComponent("table.json")
        try Data(#"{"objects": [{"class": "UITableView", "sections": [{"cells": [{"class": "UITableViewCell"}]}]}]}"#.utf8).write(to: table)
        let list = try RenderProcess.run(["convert", table.path, "-o", out.path])
        #expect(list.status == 2)
        #expect(list.stderr.contains("at $.objects[0].sections: Xcode keeps a table's static and prototype cells in storyboards, not in a .xib"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // An existing .xib is left as it was when the conversion fails.
        try Data("old".utf8).write(to: out)
        #expect(try RenderProcess.run(["convert", table.path, "-o", out.path]).status == 2)
        #expect(try String(contentsOf: out, encoding: .utf8) == "old")
    }
}
