import GoldenTesting
import Foundation
import Testing
@testable import UIKit

private func read(_ text: String, limits: NibLimits = .default, directory: URL? = nil) throws(LayoutFileError) -> NibDocument {
    try NibDocument.parse(data: Data(text.utf8), file: "demo.json", baseDirectory: directory ?? NibFixtures.layouts, limits: limits)
}

private func failure(_ text: String, limits: NibLimits = .default, directory: URL? = nil) -> String? {
    do {
        _ = try read(text, limits: limits, directory: directory)
        return nil
    } catch {
        return error.description
    }
}

@Suite("Layout file documents")
struct NibDocumentTests {
    @Test func profileCardFixtureReads() throws {
        let doc = try NibDocument.load(contentsOf: NibFixtures.layout("profile-card.json"))
        #expect(doc.canvas == NibCanvas(size: CGSize(width: 320, height: 120), scale: 2,
                                           background: .system("systemGroupedBackground"), appearance: .light))
        #expect(doc.objects.count == 1)
        let card = doc.objects[0]
        #expect(card.className == "UIView")
        #expect(card.subviews.map(\.id) == ["avatar", "name", "bio", "follow"])
        #expect(card.constraints.count == 13)
        #expect(card.constraints.last?.description.id == "followWidth")
        #expect(card.constraints.last?.description.identifier == "follow-min-width")
        #expect(doc.owner?.outlets.first?.name == "card")
        guard case .image(let avatar)? = doc.objectsByID["avatar"]?.builtInProperties["image"].flatMap({ v -> NibPropertyValue? in
            if case .perState(let states) = v { return states.first?.value }
            return nil
        }) else {
            Issue.record("avatar image not read"); return
        }
        #expect(avatar.url.lastPathComponent == "avatar.png")
        #expect(doc.objectsByID["follow"]?.actions.first?.selector == "followTapped:")
        #expect(doc.objectsByID["follow"]?.actions.first?.event == 1 << 6)
    }

    @Test func storyboardFixtureHasControllersAndAnInitialOne() throws {
        let doc = try NibDocument.load(contentsOf: NibFixtures.layout("main-storyboard.json"))
        #expect(doc.initialViewControllerID == "first")
        #expect(doc.objects.map(\.storyboardIdentifier) == ["FirstViewController", "SecondViewController"])
        #expect(doc.objects.allSatisfy { $0.isViewController })
        #expect(doc.objects[0].view?.subviews.first?.id == "greeting")
    }

    @Test func stackFixtureKeepsArrangedSubviewsInOrder() throws {
        let doc = try NibDocument.load(contentsOf: NibFixtures.layout("settings-stack.json"))
        let stack = doc.objects[0]
        #expect(stack.arrangedSubviews.map(\.id) == ["wifi", "bluetooth", "hidden"])
        #expect(stack.outlets.first?.isCollection == true)
        #expect(doc.canvas.appearance == .dark)
    }

    @Test func everyFixtureValidatesAgainstThePublishedSchema() throws {
        // The schema is checked by an independent validator (Python's jsonschema,
        // draft 2020-12), so the published schema and our reader agree on the fixtures.
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        bad = 0
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path))):
                bad += 1
                print(path, list(error.absolute_path), error.message[:200])
        sys.exit(1 if bad else 0)
        """
        let fixtures = NibFixtures.allLayouts + [Fixtures.folder("Demo").appendingPathComponent("settings.json")]
        #expect(fixtures.count >= 3)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, NibFixtures.schema.path] + fixtures.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        for fixture in fixtures {
            _ = try NibDocument.load(contentsOf: fixture)
        }
    }

    @Test func schemaListsExactlyTheBuiltInProperties() throws {
        let schema = try JSONParser.parse([UInt8](Data(contentsOf: NibFixtures.schema)), file: "schema")
        let listed = schema.objectValue!["$defs"]!.objectValue!["properties"]!.objectValue!["properties"]!.objectValue!.keys
        #expect(Set(listed) == Set(NibPropertyCatalog.definitions.map(\.name)))
        let colors = schema.objectValue!["$defs"]!.objectValue!["color"]!.objectValue!["oneOf"]!.arrayValue![1]
            .objectValue!["enum"]!.arrayValue!.compactMap(\.stringValue)
        #expect(Set(colors) == Set(NibColor.allNames))
    }

    @Test(arguments: [
        (#"{"objects": [{"class": "UIView", "properties": {"alpha": "half"}}]}"#,
         "demo.json:1:58: at $.objects[0].properties.alpha: expected a number, found string \"half\""),
        (#"{"objcts": []}"#,
         "demo.json:1:2: at $.objcts: unknown key \"objcts\" in a layout file; did you mean \"objects\"?; expected one of: $schema, formatVersion, canvas, owner, objects, initialViewController"),
        (#"{}"#, "demo.json:1:1: at $: a layout file needs \"objects\": an array of views or view controllers"),
        (#"{"formatVersion": 2, "objects": []}"#,
         "demo.json:1:19: at $.formatVersion: this is layout format version 2; this version of Offscreen reads version 1"),
        (#"{"objects": [{"id": "a"}]}"#,
         "demo.json:1:14: at $.objects[0]: an object needs \"class\" (e.g. \"UIView\" or the name of a registered custom class)"),
        (#"{"objects": [{"class": "UI View"}]}"#,
         "demo.json:1:24: at $.objects[0].class: expected a class name made of letters, digits and '_' (not starting with a digit), found string \"UI View\""),
        (#"{"objects": [{"class": "UIView", "id": "a"}, {"class": "UIView", "id": "a"}]}"#,
         "demo.json:1:72: at $.objects[1].id: duplicate id \"a\" (first defined at 1:40)"),
        (#"{"objects": [{"class": "UIView", "id": "owner"}]}"#,
         "demo.json:1:40: at $.objects[0].id: the id \"owner\" is reserved (it means the file's owner or a view's superview in references)"),
        (#"{"objects": [{"class": "UIView", "subview": []}]}"#,
         "demo.json:1:34: at $.objects[0].subview: unknown key \"subview\" in an object; did you mean \"subviews\"?; expected one of: class, id, properties, subviews, arrangedSubviews, constraints, outlets, actions, view, storyboardIdentifier, rootViewController, segues, viewControllers, sections, prototypes, navigationItem, tableHeaderView, tableFooterView, sectionHeaderView, sectionFooterView, items, toolbarItems, refreshControl"),
        (#"{"owner": {"outlets": {"card": "crad"}}, "objects": [{"class": "UIView", "id": "card"}]}"#,
         "demo.json:1:32: at $.owner.outlets.card: outlet refers to \"crad\", which is not an id in this file; did you mean \"card\"?"),
        (#"{"objects": [{"class": "UIView", "subviews": [{"class": "UIView", "id": "a"}], "constraints": ["a.top == b.top"]}]}"#,
         "demo.json:1:96: at $.objects[0].constraints[0]: constraint item refers to \"b\", which is not an id in this file"),
        (#"{"objects": [{"class": "UIView", "id": "a", "constraints": ["a.top == superview.top"]}]}"#,
         "demo.json:1:61: at $.objects[0].constraints[0]: \"a\" has no superview in this file, so its constraint cannot use superview"),
        (#"{"objects": [{"class": "UIButton", "actions": [{"event": "tap", "target": "owner", "action": "x:"}]}]}"#,
         "demo.json:1:58: at $.objects[0].actions[0].event: unknown UIControl.Event name \"tap\""),
        (#"{"objects": [{"class": "UIButton", "actions": [{"event": "touchUpInside", "target": "ownr", "action": "x:"}]}]}"#,
         "demo.json:1:85: at $.objects[0].actions[0].target: action target refers to \"ownr\", which is not an id in this file; did you mean \"owner\"?"),
        (#"{"initialViewController": "v", "objects": [{"class": "UIView", "id": "v"}]}"#,
         "demo.json:1:27: at $.initialViewController: initialViewController \"v\" is not a view controller (one has a \"view\" or a \"storyboardIdentifier\")"),
        (#"{"objects": [{"class": "UIView", "subviews": [{"class": "C", "view": {"class": "UIView"}}]}]}"#,
         "demo.json:1:47: at $.objects[0].subviews[0]: a view controller (an object with \"view\" or \"storyboardIdentifier\") can only be a top-level object"),
        (#"{"objects": [{"class": "C", "view": {"class": "UIView"}, "subviews": []}]}"#,
         "demo.json:1:70: at $.objects[0].subviews: a view controller has no subviews; put them on its \"view\""),
        (#"{"objects": [{"class": "C", "storyboardIdentifier": "S"}, {"class": "C", "storyboardIdentifier": "S"}]}"#,
         "demo.json:1:98: at $.objects[1].storyboardIdentifier: duplicate storyboardIdentifier \"S\""),
        (#"{"canvas": {"size": [0, 100]}, "objects": []}"#,
         "demo.json:1:22: at $.canvas.size[0]: a canvas side must be from 1 to 10000 points, found 0"),
        (#"{"canvas": {"scale": 4}, "objects": []}"#,
         "demo.json:1:22: at $.canvas.scale: expected an integer from 1 to 3, found 4"),
        (#"{"canvas": {"size": [10000, 10000], "scale": 3}, "objects": []}"#,
         "demo.json:1:12: at $.canvas: the canvas is 900000000 pixels at scale 3; the limit is 64000000"),
        (#"{"canvas": {"appearance": "night"}, "objects": []}"#,
         "demo.json:1:27: at $.canvas.appearance: unknown appearance \"night\"; did you mean \"light\"?"),
    ])
    func badFilesGiveOneClearErrorWithPathAndPosition(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func imagePathsAreConfinedToTheLayoutDirectory() throws {
        let root = try NibFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let inner = root.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: inner.appendingPathComponent("img"), withIntermediateDirectories: true)
        let png = try Data(contentsOf: NibFixtures.layout("images/avatar.png"))
        try png.write(to: inner.appendingPathComponent("img/ok.png"))
        try png.write(to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(at: inner.appendingPathComponent("img/link.png"),
                                                   withDestinationURL: root.appendingPathComponent("outside.png"))
        func layout(_ path: String) -> String {
            #"{"objects": [{"class": "UIImageView", "properties": {"image": "\#(path)"}}]}"#
        }
        let resolvedInner = inner.resolvingSymlinksInPath().path
        #expect(failure(layout("img/ok.png"), directory: inner) == nil)
        #expect(failure(layout("img/../img/ok.png"), directory: inner) == nil)
        #expect(failure(layout("../outside.png"), directory: inner)
                == "demo.json:1:63: at $.objects[0].properties.image: image path \"../outside.png\" is a path leading out of it; images must stay inside \(resolvedInner) (widen the root with the loader's imageRoot option)")
        #expect(failure(layout("img/link.png"), directory: inner)?.contains("is a path leading out of it") == true)
        #expect(failure(layout("/etc/passwd"), directory: inner)
                == "demo.json:1:63: at $.objects[0].properties.image: image path \"/etc/passwd\" is an absolute path; images must stay inside \(resolvedInner) (widen the root with the loader's imageRoot option)")
        #expect(failure(layout("img/missing.png"), directory: inner)
                == "demo.json:1:63: at $.objects[0].properties.image: image file not found: \"img/missing.png\" (looked for \(resolvedInner)/img/missing.png)")
        // A caller may widen the root on purpose.
        let widened = try NibDocument.parse(data: Data(layout("../outside.png").utf8), file: "demo.json",
                                               baseDirectory: inner, imageRoot: root)
        #expect(widened.objects.count == 1)
    }

    @Test func anImageObjectNamesItsFileAndWhetherItFlipsRightToLeft() throws {
        let root = try NibFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(contentsOf: NibFixtures.layout("images/avatar.png")).write(to: root.appendingPathComponent("ok.png"))
        func layout(_ image: String) -> String {
            #"{"objects": [{"class": "UIImageView", "properties": {"image": \#(image)}}]}"#
        }
        #expect(failure(layout(#"{"file": "ok.png", "flipsForRightToLeftLayoutDirection": true}"#), directory: root) == nil)
        #expect(failure(layout(#"{"file": "ok.png"}"#), directory: root) == nil)
        #expect(failure(layout(#"{"flipsForRightToLeftLayoutDirection": true}"#), directory: root)
                == "demo.json:1:63: at $.objects[0].properties.image: an image object needs \"file\", the image's path")
        #expect(failure(layout(#"{"file": "ok.png", "flips": true}"#), directory: root)?.contains("flips") == true)
        #expect(failure(layout(#"{"file": "ok.png", "flipsForRightToLeftLayoutDirection": 1}"#), directory: root) != nil)
        #expect(failure(layout(#"{"file": "missing.png"}"#), directory: root)?.contains("image file not found") == true)
    }

    @Test func limitsGiveErrorsNotCrashes() {
        var limits = NibLimits()
        limits.maxViewDepth = 3
        let deep = #"{"objects": [{"class": "UIView", "subviews": [{"class": "UIView", "subviews": [{"class": "UIView", "subviews": [{"class": "UIView"}]}]}]}]}"#
        #expect(failure(deep, limits: limits)
                == "demo.json:1:113: at $.objects[0].subviews[0].subviews[0].subviews[0]: views are nested more than 3 deep")
        limits = NibLimits()
        limits.maxObjects = 2
        #expect(failure(#"{"objects": [{"class": "UIView"}, {"class": "UIView"}, {"class": "UIView"}]}"#, limits: limits)
                == "demo.json:1:56: at $.objects[2]: the file has more than 2 objects (views, controllers and constraints)")
        limits = NibLimits()
        limits.maxFileBytes = 10
        #expect(failure(#"{"objects": []}"#, limits: limits) == "demo.json: the file is 15 bytes; the limit is 10")
        // JSON nesting past the parser's limit is refused before any object is read.
        let nested = "{\"objects\": " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}"
        #expect(failure(nested)?.contains("nesting deeper than 256 levels") == true)
    }

    @Test func unreadableFileSaysSo() {
        do {
            _ = try NibDocument.load(contentsOf: URL(fileURLWithPath: "/nonexistent/missing.json"))
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "missing.json")
            #expect(error.description.hasPrefix("missing.json: cannot read the file"))
        }
    }
}
