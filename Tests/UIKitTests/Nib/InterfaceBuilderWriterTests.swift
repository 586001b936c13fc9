import Foundation
import GoldenTesting
import SnapshotComparison
import Testing
@testable import UIKit

/// A layout file written as a `.xib` (`render convert card.json -o card.xib`):
/// read back by the `.xib` reader, it makes views that draw the same pixels
/// as the layout file's; what a `.xib` cannot hold is an error at its JSON path.
@Suite("Layout file → .xib")
@MainActor
struct InterfaceBuilderWriterTests {
    typealias IB = InterfaceBuilderTestClasses

    init() { IB.register() }

    /// The layout file's JSON written as a `.xib` that will live in `folder`.
    func xib(_ json: String, file: String = "Test.json", folder: URL = IB.folder, lenient: Bool = false) throws(LayoutFileError) -> (String, [NibWarning]) {
        try InterfaceBuilderWriter.convert(data: Data(json.utf8), file: file, baseDirectory: folder,
                                           options: .init(lenient: lenient, outputDirectory: folder))
    }

    /// The first top-level view of `document` in a window of `canvas`, rendered.
    func render(_ document: NibDocument, canvas: NibCanvas) throws -> CGImage {
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        return try #require(IB.window(canvas, holding: root).renderedImage())
    }

    // MARK: Round trips

    /// JSON → views and JSON → .xib → views draw the same pixels, for the
    /// layout fixtures a `.xib` can hold (drawn on the layout file's canvas:
    /// a `.xib` has no scale of its own).
    @Test(arguments: ["Demo/settings.json", "Layouts/profile-card.json", "Layout/constraints-and-stack.json", "RightToLeft/controls.json", "Snapshot/Layouts/auto-layout-row.json",
                      "Snapshot/Layouts/card-with-avatar-and-lines.json", "Snapshot/Layouts/stripes-with-border.json"])
    func aLayoutFixtureDrawsTheSamePixelsFromItsXib(_ name: String) throws {
        let url = Fixtures.root.appendingPathComponent(name)
        let folder = url.deletingLastPathComponent()
        // Lenient: the demo's chevrons mirror right to left, which a .xib cannot say (no change left to right).
        let (xml, warnings) = try InterfaceBuilderWriter.convert(data: Data(contentsOf: url), file: url.lastPathComponent, baseDirectory: folder,
                                                                 options: .init(lenient: true, outputDirectory: folder))
        // The rest are the canvas's rendering options, which a .xib has not: each names the option that gives it back.
        let expected = ["a .xib has no canvas scale", "a .xib has no canvas background", "a .xib has no layout direction",
                        "render it with --size", "cannot mark an image as mirrored for right-to-left layouts"]
        #expect(warnings.allSatisfy { warning in expected.contains { warning.message.contains($0) } }, "\(warnings)")
        let fromJSON = try NibDocument.load(contentsOf: url)
        let fromXIB = try NibDocument.parse(data: Data(xml.utf8), file: "converted.xib", baseDirectory: folder, imageRoot: folder)
        #expect(fromXIB.interfaceBuilder?.kind == .xib)
        if !warnings.contains(where: { $0.message.contains("--size") }) { #expect(fromXIB.canvas.size == fromJSON.canvas.size) }
        #expect(fromXIB.canvas.safeArea == fromJSON.canvas.safeArea)
        #expect(fromXIB.canvas.appearance == fromJSON.canvas.appearance)
        let a = try render(fromJSON, canvas: fromJSON.canvas), b = try render(fromXIB, canvas: fromJSON.canvas)
        let comparison = ImageComparison.compare(expected: a.storage, actual: b.storage)
        #expect(comparison.verdict == .identical, "\(name): \(comparison.message ?? "")")
    }

    /// xib → JSON → xib → JSON: the second layout file is the first, byte for
    /// byte (the same objects, ids, properties, constraints and outlets).
    @Test(arguments: ["ProfileCard.xib", "VisualEffects.xib"])
    func aXibFixtureComesBackAsTheSameLayoutFile(_ name: String) throws {
        let url = IB.folder.appendingPathComponent(name)
        let (json, _) = try NibDocument.translateInterfaceBuilder(data: Data(contentsOf: url), file: name, baseDirectory: IB.folder)
        let first = LayoutFileWriter.text(json)
        let (xml, warnings) = try xib(first, file: "first.json")
        #expect(warnings.isEmpty, "\(warnings)")
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(xml.utf8), file: "again.xib", baseDirectory: IB.folder)
        let second = LayoutFileWriter.text(again)
        #expect(first == second)
        // The ids are the document's own again.
        #expect(xml.contains("id=\"\(name == "ProfileCard.xib" ? "Av1-tR-0aa" : "Blu-rV-004")\""))
    }

    // MARK: What is written

    @Test func theDocumentIsXcodesAndTheSameEveryTime() throws {
        let json = """
        {"canvas": {"size": [200, 100]}, "owner": {"class": "XIBCardOwner", "outlets": {"card": "card"}},
         "objects": [{"class": "UIView", "id": "card", "properties": {"frame": [0, 0, 200, 100], "backgroundColor": "systemBackground"},
           "subviews": [{"class": "UILabel", "id": "title", "properties": {"text": "Tom & \\"Jerry\\" <3\\nline two", "textColor": "#336699", "font": {"style": "headline"}}},
                        {"class": "UIButton", "properties": {"title": {"normal": "Go", "selected": "Going"}, "titleColor": "systemRed"},
                         "actions": [{"event": "touchUpInside", "target": "owner", "action": "go:"}]}],
           "constraints": ["title.leading == superview.layoutMarginsGuide.leading", "title.top == superview.safeAreaLayoutGuide.top + 8 @750"]}]}
        """
        let (a, warnings) = try xib(json)
        let (b, _) = try xib(json)
        #expect(a == b)
        #expect(warnings.isEmpty)
        #expect(a.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion="))
        #expect(a.contains("targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\">"))
        #expect(a.contains("<placeholder placeholderIdentifier=\"IBFilesOwner\" id=\"-1\" userLabel=\"File's Owner\" customClass=\"XIBCardOwner\">"))
        #expect(a.contains("<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"-2\" customClass=\"UIResponder\"/>"))
        #expect(a.contains("text=\"Tom &amp; &quot;Jerry&quot; &lt;3&#10;line two\""))
        #expect(a.contains("<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>"))
        #expect(a.contains("<color key=\"textColor\" red=\"0.2\" green=\"0.4\" blue=\"0.6\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>"))
        #expect(a.contains("<state key=\"selected\" title=\"Going\"/>"))
        #expect(a.contains("<systemColor name=\"systemBackgroundColor\">"))
        #expect(a.contains("<action selector=\"go:\" destination=\"-1\" eventType=\"touchUpInside\""))
        #expect(a.contains("secondAttribute=\"leadingMargin\""))
        #expect(a.contains("<viewLayoutGuide key=\"safeArea\""))
        // Every id is Xcode's shape, and unique.
        let ids = a.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }.filter { $0 != "retina6_12" }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0 == "-1" || $0 == "-2" || $0.range(of: "^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$", options: .regularExpression) != nil })
        // Read back: the same text, outlets and actions.
        let document = try IB.document(a)
        let label = try #require(document.objects.first?.subviews.first)
        #expect(label.properties["text"]?.stringValue == "Tom & \"Jerry\" <3\nline two")
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(a.utf8), file: "Test.xib", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(again)
        // Ids come back in their .xib form (`abc_de_fgh`); the margins guide is the margin attributes.
        let card = try #require(document.objects.first?.id), title = try #require(label.id)
        #expect(text.contains("\"\(title).leading == \(card).leadingMargin\""))
        #expect(text.contains("\"\(title).top == \(card).safeAreaLayoutGuide.top + 8 @750\""))
        #expect(text.contains("\"owner\": {\n    \"outlets\": {\"card\": \"\(card)\"}"))
    }

    @Test func customKeysBecomeRuntimeAttributesOfTheirType() throws {
        let json = """
        {"objects": [{"class": "XIBProfileCardView", "properties": {"frame": [0, 0, 10, 10], "layer.cornerRadius": 2.5,
          "accessibilityLabel": "Card", "cornerStyle": "square", "accentColor": {"color": "systemPink"}, "count": 3, "origin": [1, 2]}}]}
        """
        let (a, _) = try xib(json)
        #expect(a.contains("<view id=\"") && a.contains("customClass=\"XIBProfileCardView\""))
        for expected in ["<userDefinedRuntimeAttribute type=\"number\" keyPath=\"layer.cornerRadius\">\n", "<real key=\"value\" value=\"2.5\"/>",
                         "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"accessibilityLabel\" value=\"Card\"/>",
                         "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"cornerStyle\" value=\"square\"/>",
                         "<color key=\"value\" systemColor=\"systemPinkColor\"/>", "<integer key=\"value\" value=\"3\"/>",
                         "<point key=\"value\" x=\"1\" y=\"2\"/>"] {
            #expect(a.contains(expected), "\(expected)")
        }
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(a.utf8), file: "Test.xib", baseDirectory: IB.folder)
        let text = LayoutFileWriter.text(again)
        #expect(text.contains("\"accentColor\": {\"color\": \"systemPink\"}"))
        #expect(text.contains("\"accessibilityLabel\": \"Card\""))
    }

    // MARK: What a .xib cannot hold

    @Test func whatAXibCannotHoldIsAnErrorAtItsPathOrLenientlyAWarning() throws {
        let table = """
        {"objects": [{"class": "UIView", "subviews": [
          {"class": "UIView"},
          {"class": "UITableView", "sections": [{"cells": [{"class": "UITableViewCell"}]}]}]}]}
        """
        do {
            _ = try xib(table, file: "list.json")
            Issue.record("a table of static cells was written to a .xib")
        } catch {
            #expect(error.path == "$.objects[0].subviews[1].sections")
            #expect(error.description.hasPrefix("list.json:3:"))
            #expect(error.description.contains(": at $.objects[0].subviews[1].sections: Xcode keeps a table's static and prototype cells in storyboards, not in a .xib"))
            #expect(error.description.hasSuffix("convert with --lenient to leave it out and go on"))
        }
        let (lenient, warnings) = try xib(table, file: "list.json", lenient: true)
        #expect(lenient.contains("<tableView") && !lenient.contains("tableViewCell"))
        #expect(warnings.map(\.description).contains { $0.contains("at $.objects[0].subviews[1].sections: Xcode keeps") && $0.hasSuffix("it is left out of the .xib") })

        for (json, path) in [
            (#"{"objects": [{"class": "UIView", "properties": {"shape": {"font": {"style": "body"}}}}]}"#, "$.objects[0].properties.shape"),
            (#"{"objects": [{"class": "UIViewController", "id": "a", "view": {"class": "UIView"}}], "initialViewController": "a"}"#, "$.initialViewController"),
            (#"{"objects": [{"class": "UIView", "id": "v", "subviews": [{"class": "UIView", "id": "w"}], "constraints": ["w.top == v.readableContentGuide.top"]}]}"#, "$.objects[0].constraints[0]"),
            (#"{"objects": [{"class": "UITextView", "properties": {"textContainerInset": [1, 2, 3, 4]}}]}"#, "$.objects[0].properties.textContainerInset"),
        ] {
            #expect(throws: LayoutFileError.self) { try xib(json) }
            do { _ = try xib(json) } catch { #expect(error.path == path, "\(error)") }
        }
        // A canvas's scale is a rendering option: a warning that says which.
        let (_, canvasWarnings) = try xib(#"{"canvas": {"scale": 3}, "objects": [{"class": "UIView"}]}"#)
        #expect(canvasWarnings.map(\.description).contains { $0.contains("at $.canvas.scale: a .xib has no canvas scale") && $0.contains("--scale 3") })
    }
}

extension InterfaceBuilderWriterTests {
    /// A view controller with its view is a `<viewController>` (even of a
    /// class nobody registered: the file says it is a controller); a
    /// storyboard's keys on it have no form in a `.xib`.
    @Test func aViewControllerBecomesAXibViewController() throws {
        let json = #"{"objects": [{"class": "InboxController", "properties": {"title": "Inbox"}, "view": {"class": "UIView", "properties": {"frame": [0, 0, 390, 844]}}}]}"#
        let (a, _) = try xib(json)
        #expect(a.contains("<viewController title=\"Inbox\" id=\"") && a.contains("customClass=\"InboxController\">"))
        #expect(a.contains("<view key=\"view\" id=\""))
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(a.utf8), file: "Test.xib", baseDirectory: IB.folder)
        let controller = try #require(again.objectValue?["objects"]?.arrayValue?.first?.objectValue)
        #expect(controller["class"]?.stringValue == "InboxController")
        #expect(controller["properties"]?.objectValue?["title"]?.stringValue == "Inbox")
        #expect(controller["view"] != nil)
        let withSegue = #"{"objects": [{"class": "UIViewController", "id": "a", "view": {"class": "UIView"}, "segues": [{"kind": "show", "destination": "a"}]}]}"#
        do { _ = try xib(withSegue); Issue.record("a segue was written to a .xib") } catch { #expect(error.path == "$.objects[0].segues") }
    }
}

extension InterfaceBuilderWriterTests {
    /// A table view (without cells) and a collection view with its flow
    /// layout come back with the same properties, a table's header view too.
    @Test func tableAndCollectionViewsKeepTheirProperties() throws {
        let json = """
        {"canvas": {"size": [320, 480]}, "objects": [{"class": "UIView", "properties": {"frame": [0, 0, 320, 480]}, "subviews": [
          {"class": "UITableView", "id": "Tab_le_001", "properties": {"frame": [0, 0, 320, 240], "style": "insetGrouped", "rowHeight": 52,
            "sectionHeaderHeight": 30, "separatorStyle": "none", "separatorColor": "systemRed", "separatorInset": [0, 20, 0, 8],
            "allowsSelection": false},
           "tableHeaderView": {"class": "UILabel", "id": "Hea_de_001", "properties": {"frame": [0, 0, 320, 44], "text": "Header"}}},
          {"class": "UICollectionView", "id": "Col_le_001", "properties": {"frame": [0, 240, 320, 240], "collectionViewLayout.itemSize": [90, 60],
            "collectionViewLayout.minimumLineSpacing": 4, "collectionViewLayout.minimumInteritemSpacing": 2,
            "collectionViewLayout.sectionInset": [8, 10, 12, 14], "collectionViewLayout.scrollDirection": "horizontal",
            "collectionViewLayout.headerReferenceSize": [0, 30]}}]}]}
        """
        let (a, warnings) = try xib(json)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(a.contains("<collectionViewFlowLayout key=\"collectionViewLayout\" minimumLineSpacing=\"4\" minimumInteritemSpacing=\"2\" scrollDirection=\"horizontal\" id=\""))
        let (again, _) = try NibDocument.translateInterfaceBuilder(data: Data(a.utf8), file: "Test.xib", baseDirectory: IB.folder)
        let subviews = try #require(again.objectValue?["objects"]?.arrayValue?.first?.objectValue?["subviews"]?.arrayValue)
        let original = try JSONParser.parse(Array(json.utf8), file: "Test.json", maxDepth: 64)
        let originalSubviews = try #require(original.objectValue?["objects"]?.arrayValue?.first?.objectValue?["subviews"]?.arrayValue)
        for (read, written) in zip(subviews, originalSubviews) {
            let readProperties = try #require(read.objectValue?["properties"]?.objectValue)
            for member in try #require(written.objectValue?["properties"]?.objectValue).members {
                #expect(readProperties[member.key].map(LayoutFileWriter.text) == LayoutFileWriter.text(member.value), "\(member.key)")
            }
        }
        let header = try #require(subviews.first?.objectValue?["tableHeaderView"]?.objectValue)
        #expect(header["id"]?.stringValue == "Hea_de_001")
        #expect(header["properties"]?.objectValue?["text"]?.stringValue == "Header")
    }
}
