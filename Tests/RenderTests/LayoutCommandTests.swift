import CoreGraphics
import Foundation
import Testing

/// `render layout.json -o out.png`, `render check` and `render tree` on the
/// layout fixtures in Fixtures/Snapshot.
@Suite struct LayoutCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Snapshot")
    let folder = RenderProcess.temporaryFolder()
    var card: String { Self.fixtures.appendingPathComponent("Layouts/card-with-avatar-and-lines.json").path }
    var stripes: String { Self.fixtures.appendingPathComponent("Layouts/stripes-with-border.json").path }
    var bad: String { Self.fixtures.appendingPathComponent("BadLayouts/alpha-is-a-string.json").path }

    func pixels(_ url: URL) throws -> PixelStorage { try PNGCodec.decode(Data(contentsOf: url)) }

    @Test func rendersTheCanvasAtItsScaleAndMatchesTheGolden() throws {
        let out = folder.appendingPathComponent("card.png")
        let result = try RenderProcess.run([card, "-o", out.path])
        #expect(result.status == 0)
        let image = try pixels(out)
        #expect(image.width == 400 && image.height == 240)
        let golden = try pixels(Self.fixtures.appendingPathComponent("Goldens/card-with-avatar-and-lines.png"))
        #expect(memcmp(image.bytes, golden.bytes, image.byteCount) == 0)
    }

    @Test func optionsOverrideTheCanvas() throws {
        let out = folder.appendingPathComponent("se.png")
        #expect(try RenderProcess.run([card, "-o", out.path, "--device", "iphone-se"]).status == 0)
        #expect(try pixels(out).width == 750)
        #expect(try RenderProcess.run([card, "-o", out.path, "--size", "100x50", "--scale", "3"]).status == 0)
        let sized = try pixels(out)
        #expect(sized.width == 300 && sized.height == 150)
        #expect(try RenderProcess.run([card, "-o", out.path, "--scale", "1", "--background", "#FF0000"]).status == 0)
        #expect(CGImage(storage: try pixels(out)).rgba(x: 1, y: 1) == (255, 0, 0, 255))
    }

    @Test func darkAppearanceResolvesSystemColours() throws {
        let out = folder.appendingPathComponent("dark.png")
        #expect(try RenderProcess.run([card, "-o", out.path, "--appearance", "dark", "--scale", "1"]).status == 0)
        // systemGroupedBackground is black in dark mode.
        #expect(CGImage(storage: try pixels(out)).rgba(x: 1, y: 1) == (0, 0, 0, 255))
    }

    /// A storyboard renders its initial scene (not its first one), full canvas.
    @Test func storyboardRendersItsInitialSceneInEitherAppearance() throws {
        let storyboard = Self.fixtures.appendingPathComponent("Layouts/storyboard-initial-scene.json").path
        let out = folder.appendingPathComponent("scene.png")
        #expect(try RenderProcess.run([storyboard, "-o", out.path, "--scale", "1"]).status == 0)
        let light = CGImage(storage: try pixels(out))
        #expect(light.width == 160 && light.height == 120)
        #expect(light.rgba(x: 2, y: 2) == (255, 255, 255, 255))      // systemBackground, not the red first scene
        #expect(light.rgba(x: 50, y: 30) == (88, 86, 214, 255))      // systemIndigo
        #expect(try RenderProcess.run([storyboard, "-o", out.path, "--scale", "1", "--appearance", "dark"]).status == 0)
        let dark = CGImage(storage: try pixels(out))
        #expect(dark.rgba(x: 2, y: 2) == (0, 0, 0, 255))
        #expect(dark.rgba(x: 50, y: 30) == (94, 92, 230, 255))
    }

    /// `--layout-direction rtl` and the canvas's `layoutDirection` key: leading
    /// is the right edge, so the row's icon is at the right and its badge at the left.
    @Test func rightToLeftMirrorsLeadingAndTrailingFromTheOptionOrTheCanvas() throws {
        let row = Self.fixtures.appendingPathComponent("Layouts/auto-layout-row.json")
        let expected = ["id = icon; frame = (184 20; 40 40)", "id = title; frame = (48 35; 124 10)", "id = badge; frame = (16 30; 20 20)"]
        let option = try RenderProcess.run(["tree", row.path, "--layout-direction", "rtl"])
        #expect(option.status == 0)
        for (line, frame) in zip(option.stdout.split(separator: "\n").dropFirst(), expected) { #expect(line.contains(frame)) }

        let text = try String(contentsOf: row, encoding: .utf8).replacingOccurrences(
            of: "\"scale\": 2,", with: "\"scale\": 2, \"layoutDirection\": \"rightToLeft\",")
        let file = folder.appendingPathComponent("row-rtl.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let canvas = try RenderProcess.run(["tree", file.path])
        #expect(canvas.status == 0)
        for (line, frame) in zip(canvas.stdout.split(separator: "\n").dropFirst(), expected) { #expect(line.contains(frame)) }
        // The option wins over the file, as every canvas option does.
        let back = try RenderProcess.run(["tree", file.path, "--layout-direction", "ltr"])
        #expect(back.stdout.contains("id = icon; frame = (16 20; 40 40)"))

        let bad = try RenderProcess.run(["tree", row.path, "--layout-direction", "up"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--layout-direction must be ltr or rtl"))
    }

    /// `--device` sets the device's safe area as well as its size and scale.
    /// `--content-size` (and the canvas's `contentSize`) set the text size a
    /// label that adjusts (`adjustsFontForContentSizeCategory`) follows.
    @Test func contentSizeSetsTheTextSizeOfAdjustingLabels() throws {
        let json = """
        {"formatVersion": 1, "canvas": {"size": [300, 200], "scale": 1},
         "objects": [{"class": "UIView", "id": "root", "subviews": [
           {"class": "UILabel", "id": "body", "properties": {"text": "Hello", "font": {"style": "body"},
                                                           "adjustsFontForContentSizeCategory": true}}],
           "constraints": ["body.top == superview.top", "body.leading == superview.leading"]}]}
        """
        let file = folder.appendingPathComponent("dynamic-type.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        func height(_ arguments: [String]) throws -> Double? {
            let result = try RenderProcess.run(["tree", file.path] + arguments)
            guard result.status == 0, let line = result.stdout.split(separator: "\n").first(where: { $0.contains("id = body;") }),
                  let frame = line.range(of: #"frame = \([^;]*; [0-9.]+ ([0-9.]+)\)"#, options: .regularExpression) else { return nil }
            return Double(line[frame].split(separator: " ").last!.dropLast())
        }
        let large = try #require(try height([]))
        let ax5 = try #require(try height(["--content-size", "accessibilityExtraExtraExtraLarge"]))
        let small = try #require(try height(["--content-size", "extraSmall"]))
        // Body is 17 points at Large, 53 at AX5 and 14 at extra small: the line height follows.
        #expect(ax5 > 2.5 * large && small < large, "large \(large), ax5 \(ax5), small \(small)")
        let bad = try RenderProcess.run(["tree", file.path, "--content-size", "huge"])
        #expect(bad.status != 0 && bad.stderr.contains("--content-size must be one of"))
    }

    @Test func aDeviceSetsTheSafeAreaTheFileCanPinTo() throws {
        let json = """
        {"formatVersion": 1, "canvas": {"size": [200, 200], "scale": 1},
         "objects": [{"class": "UIView", "id": "root", "subviews": [{"class": "UIView", "id": "header"}],
           "constraints": ["header.top == superview.safeAreaLayoutGuide.top", "header.bottom == superview.safeAreaLayoutGuide.bottom",
                           "header.leading == superview.leading", "header.width == 10"]}]}
        """
        let file = folder.appendingPathComponent("safe.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let phone = try RenderProcess.run(["tree", file.path, "--device", "iPhone 13"])
        #expect(phone.status == 0)
        #expect(phone.stdout.contains("id = header; frame = (0 47; 10 763)"))
        let se = try RenderProcess.run(["tree", file.path, "--device", "iphone-se"])
        #expect(se.stdout.contains("id = header; frame = (0 20; 10 647)"))
        let none = try RenderProcess.run(["tree", file.path])
        #expect(none.stdout.contains("id = header; frame = (0 0; 10 200)"))
    }

    /// Built-in controls and text in a right-to-left canvas (Fixtures/RightToLeft):
    /// natural text at the right, Hebrew, Arabic and a colour emoji, the slider and
    /// progress view filled from the right, segment 0 at the right, the switch's
    /// thumb at the left when on.
    @Test func controlsRightToLeftMatchTheirGolden() throws {
        let folder = Self.fixtures.deletingLastPathComponent().appendingPathComponent("RightToLeft")
        let out = self.folder.appendingPathComponent("controls.png")
        #expect(try RenderProcess.run([folder.appendingPathComponent("controls.json").path, "-o", out.path]).status == 0)
        let image = try pixels(out)
        let golden = try pixels(folder.appendingPathComponent("controls-rtl@2x.png"))
        #expect(image.byteCount == golden.byteCount && memcmp(image.bytes, golden.bytes, image.byteCount) == 0)
    }

    /// The README's demo right to left, as its golden.
    @Test func theDemoRightToLeftMatchesItsGolden() throws {
        let demo = Self.fixtures.deletingLastPathComponent().appendingPathComponent("Demo")
        let out = folder.appendingPathComponent("demo-rtl.png")
        #expect(try RenderProcess.run([demo.appendingPathComponent("settings.json").path, "-o", out.path, "--layout-direction", "rtl"]).status == 0)
        let image = try pixels(out)
        let golden = try pixels(demo.appendingPathComponent("settings-rtl@3x.png"))
        #expect(image.byteCount == golden.byteCount && memcmp(image.bytes, golden.bytes, image.byteCount) == 0)
    }

    @Test func badLayoutExitsTwoWithLineAndColumnAndWritesNothing() throws {
        let out = folder.appendingPathComponent("bad.png")
        let result = try RenderProcess.run([bad, "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("alpha-is-a-string.json:6:56: at $.objects[0].properties.alpha: expected a number"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The plain `render layout.json -o out.png` sets fonts up on a thread of its
    /// own from the start; a layout file that is not there still ends the process
    /// at once with the reason and no output.
    @Test func missingLayoutExitsTwoSayingSoAndWritesNothing() throws {
        let out = folder.appendingPathComponent("missing.png")
        let missing = folder.appendingPathComponent("no-such-layout.json").path
        let result = try RenderProcess.run([missing, "-o", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no-such-layout.json: cannot read: No such file or directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func badOptionsExitTwoSayingWhatToType() throws {
        let out = folder.appendingPathComponent("x.png").path
        let device = try RenderProcess.run([card, "-o", out, "--device", "Nokia"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("iPhone SE"))
        #expect(try RenderProcess.run([card, "-o", out, "--scale", "4"]).status == 2)
        #expect(try RenderProcess.run([card, "-o", out, "--size", "12"]).status == 2)
        #expect(try RenderProcess.run([card, "-o", out, "--background", "notacolour"]).status == 2)
    }

    @Test func treePrintsTheLaidOutHierarchy() throws {
        let result = try RenderProcess.run(["tree", card])
        #expect(result.status == 0)
        #expect(result.stdout == """
            <UIView; id = card; frame = (16 16; 168 88); backgroundColor = #FFFFFF; layer.cornerRadius = 12>
               | <UIView; id = avatar; frame = (12 24; 40 40); backgroundColor = #007AFF; layer.cornerRadius = 20>
               | <UIView; id = title; frame = (64 30; 92 10); backgroundColor = #000000; layer.cornerRadius = 3>
               | <UIView; id = subtitle; frame = (64 48; 55.2 8); backgroundColor = #3C3C4399; layer.cornerRadius = 3>

            """)
    }

    /// Constraints from the file are solved before the tree is printed.
    @Test func treeShowsFramesSolvedFromConstraints() throws {
        let result = try RenderProcess.run(["tree", Self.fixtures.appendingPathComponent("Layouts/auto-layout-row.json").path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[1].contains("id = icon; frame = (16 20; 40 40)"))
        #expect(lines[2].contains("id = title; frame = (68 35; 124 10)"))
        #expect(lines[3].contains("id = badge; frame = (204 30; 20 20)"))
        #expect(lines[3].contains("translatesAutoresizingMaskIntoConstraints = NO"))
    }

    @Test func checkPassesAgainstTheCommittedGoldens() throws {
        let result = try RenderProcess.run(["check", Self.fixtures.appendingPathComponent("Layouts").path,
                                            "--golden", Self.fixtures.appendingPathComponent("Goldens").path,
                                            "--record", "never"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4 files: 4 passed, 0 failed"))
    }

    /// The stripes file with its blue stripe turned purple, against the real golden.
    @Test func checkMismatchWritesActualDiffAndStripAndSaysWhere() throws {
        let changed = folder.appendingPathComponent("stripes-with-border.json")
        let text = try String(contentsOfFile: stripes, encoding: .utf8).replacingOccurrences(of: "systemBlue", with: "systemPurple")
        try text.write(to: changed, atomically: true, encoding: .utf8)
        let golden = folder.appendingPathComponent("golden.png")
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("Goldens/stripes-with-border.png").path,
                                         toPath: golden.path)
        let report = folder.appendingPathComponent("report")
        let result = try RenderProcess.run(["check", changed.path, "--golden", golden.path, "--report", report.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("within x 90...107, y 12...67"))
        for kind in ["actual", "diff", "strip"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("golden.\(kind).png").path))
        }
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("images/stripes-with-border-json.difference.png").path))
        // Within a tolerance that accepts the whole stripe (1,080 of 9,600 pixels), it passes.
        #expect(try RenderProcess.run(["check", changed.path, "--golden", golden.path, "--precision", "0.85"]).status == 0)
    }

    @Test func recordModesForAMissingGolden() throws {
        let golden = folder.appendingPathComponent("new/stripes.png")
        let never = try RenderProcess.run(["check", stripes, "--golden", golden.path, "--record", "never"])
        #expect(never.status == 1)
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new/stripes.actual.png").path))
        let recorded = try RenderProcess.runWithoutCI(["check", stripes, "--golden", golden.path])
        #expect(recorded.status == 0)
        #expect(recorded.stdout.contains("recorded"))
        #expect(FileManager.default.fileExists(atPath: golden.path))
        #expect(try RenderProcess.run(["check", stripes, "--golden", golden.path]).status == 0)
    }
}

/// `render --full-content`: the canvas grows to the first scroll view's whole content.
@Suite struct FullContentCommandTests {
    let folder = RenderProcess.temporaryFolder()

    @Test func fullContentRendersTheWholeScrollViewContent() throws {
        let layout = LayoutCommandTests.fixtures.deletingLastPathComponent().appendingPathComponent("Lists/scroll-view-long-content.json").path
        let out = folder.appendingPathComponent("full.png")
        let first = try RenderProcess.run([layout, "-o", out.path])
        #expect(first.status == 0, "\(first.stderr)")
        let screen = CGImage(storage: try PNGCodec.decode(Data(contentsOf: out)))
        #expect(screen.height == 200)
        #expect(screen.rgba(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(try RenderProcess.run([layout, "-o", out.path, "--full-content"]).status == 0)
        let full = CGImage(storage: try PNGCodec.decode(Data(contentsOf: out)))
        #expect(full.width == 100 && full.height == 500)
        #expect(full.rgba(x: 50, y: 50) == (255, 0, 0, 255))
        #expect(full.rgba(x: 50, y: 250) == (255, 255, 255, 255))
        #expect(full.rgba(x: 50, y: 450) == (0, 0, 255, 255))
    }
}
