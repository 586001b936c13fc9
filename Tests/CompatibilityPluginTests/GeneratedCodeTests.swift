import Foundation
import Testing

/// The generator run on small iOS-style files: what it writes (key tables
/// by isolation, custom segue registrations, methods called on AnyObject),
/// type-checked against UIKit in Swift 6 mode, and the errors it writes for
/// what it cannot do, at the original lines.
@Suite struct GeneratedCodeTests {
    static let models = """
    import UIKit

    @objcMembers
    final class Model: NSObject {
        dynamic var title = ""
        dynamic var owner: Model?
    }

    final class Card: UIView {
        @objc dynamic var caption = ""
    }

    final class Ring: CALayer {
        @objc dynamic var progress: CGFloat = 0
    }

    final class Source: NSObject, UITableViewDataSource {
        @objc var count = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    final class FadeSegue: UIStoryboardSegue {
        override func perform() {}
    }

    class CountingSegue: UIStoryboardSegue {
        let count: Int
        init(count: Int, source: UIViewController, destination: UIViewController) {
            self.count = count
            super.init(identifier: nil, source: source, destination: destination)
        }
    }

    final class Reloader: NSObject {
        @objc func reload(animated: Bool = true) {}
    }

    /// Nonisolated code (a background queue's) using keys of classes with no actor.
    func summary(_ model: Model, _ ring: Ring) -> String {
        model.setValue("A", forKeyPath: "owner.title")
        ring.setValue(0.5, forKey: "progress")
        _ = model.observe(\\.owner?.title, options: [.new]) { _, _ in }
        return "\\(model.value(forKey: "title") ?? "") \\(ring.value(forKey: "progress") ?? "")"
    }

    func poke(_ sender: AnyObject) {
        _ = sender.reload?(animated: false)
    }
    """

    /// Runs the generator on `sources` (name → text); the copies and the registrations.
    static func generate(_ sources: [String: String]) throws -> (folder: URL, copies: [String: URL], registrations: URL, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-generated-\(UUID().uuidString)")
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var arguments = ["--registrations", out.appendingPathComponent("Registrations.swift").path]
        var copies: [String: URL] = [:]
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let input = folder.appendingPathComponent(name)
            try text.write(to: input, atomically: true, encoding: .utf8)
            copies[name] = out.appendingPathComponent(name)
            arguments += [input.path, copies[name]!.path]
        }
        let result = try LineMappingTests.run(LineMappingTests.generator.path, arguments)
        #expect(result.status == 0, "\(result.output)")
        return (folder, copies, out.appendingPathComponent("Registrations.swift"), result.output)
    }

    @Test func keyTablesFollowEachClasssIsolationAndCompileInSwift6Mode() throws {
        let generated = try Self.generate(["Models.swift": Self.models])
        defer { try? FileManager.default.removeItem(at: generated.folder) }
        let copy = try String(contentsOf: generated.copies["Models.swift"]!, encoding: .utf8)
        // Classes with no actor: keys usable on any thread.
        #expect(copy.contains("\n    static let _offscreenKeys_0_Model: [KeyValueCodingTable.Key]"))
        #expect(copy.contains("\n    static let _offscreenKeys_0_Ring: [KeyValueCodingTable.Key]"))
        // Main-actor classes (a view; a class conforming to a UIKit protocol): made on the main actor.
        #expect(copy.contains("@MainActor static let _offscreenKeys_0_Card"))
        #expect(copy.contains("@MainActor static let _offscreenKeys_0_Source"))
        #expect(copy.contains("let _offscreenKeyValueTable_0 = KeyValueCodingTable([(Model.self, Model._offscreenKeys_0_Model), (Ring.self, Ring._offscreenKeys_0_Ring)], "
                              + "mainActor: [(Card.self, { @MainActor @Sendable in Card._offscreenKeys_0_Card }), (Source.self, { @MainActor @Sendable in Source._offscreenKeys_0_Source })])"))
        #expect(copy.contains("observe(\\.owner?.title, kvcKeyPathString: \"owner.title\", options: [.new])"))
        #expect(copy.contains("(sender as? _AnyObjectCall_reloadWithAnimated_)?.reload (animated: false)"))

        let registrations = try String(contentsOf: generated.registrations, encoding: .utf8)
        #expect(registrations.contains("UINib.register(FadeSegue.self) { FadeSegue(identifier: $0, source: $1, destination: $2) }"))
        // Its own designated initializer stops init(identifier:source:destination:) being inherited.
        #expect(!registrations.contains("CountingSegue(identifier:"))
        #expect(registrations.contains("protocol _AnyObjectCall_reloadWithAnimated_: AnyObject {\n    func reload(animated: Bool)\n}"))
        #expect(registrations.contains("extension Reloader: _AnyObjectCall_reloadWithAnimated_ {}"))

        // UIKit's module sits beside the generator, in the build folder's Modules.
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Generated",
                                                               "-I", modules.path, generated.copies["Models.swift"]!.path, generated.registrations.path])
        #expect(!swiftc.output.contains("error:"), "\(swiftc.output)")
        #expect(!swiftc.output.contains("warning:"), "\(swiftc.output)")
    }

    /// A public control with observable properties (a library's) and a
    /// controller whose outlets and actions are private, as apps declare them.
    static let accessLevels = """
    import UIKit

    open class RatingBar: UIControl {
        @objc dynamic open var rating: Double = 0
        @IBInspectable public var starCount: Int = 5
    }

    final class ReviewController: UIViewController {
        @IBOutlet private weak var ratingBar: RatingBar!
        @IBOutlet private var labels: [UILabel]!
        @IBInspectable private var accent: UIColor = .systemBlue

        @IBAction private func submit(_ sender: UIButton) {}
        @objc private func refresh() {}

        func wire(_ button: UIButton) {
            button.addTarget(self, action: #selector(submit(_:)), for: .touchUpInside)
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .plain, target: self, action: #selector(refresh))
        }
    }
    """

    @Test func publicClassesAndPrivateOutletsCompile() throws {
        let generated = try Self.generate(["Review.swift": Self.accessLevels])
        defer { try? FileManager.default.removeItem(at: generated.folder) }
        let copy = try String(contentsOf: generated.copies["Review.swift"]!, encoding: .utf8)
        // Registered from the class's own file, where its private members can be named.
        #expect(copy.contains("@MainActor static func _offscreenRegister_ReviewController() {\n        UINib.register(ReviewController.self, "
                              + ".outlet(\"ratingBar\", \\ReviewController.ratingBar), .outletCollection(\"labels\", \\ReviewController.labels), "
                              + ".inspectable(\"accent\", \\ReviewController.accent), .action(\"submit:\", { (target: ReviewController) in target.submit })"))
        #expect(copy.contains("Selector(\"submit:\", { (target: ReviewController) in target.submit(_:) }"))
        let registrations = try String(contentsOf: generated.registrations, encoding: .utf8)
        #expect(registrations.contains("        ReviewController._offscreenRegister_ReviewController()\n"))
        #expect(registrations.contains("        RatingBar._offscreenRegister_RatingBar()\n"))
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        // No errors and no warnings in either language mode: actions and
        // selectors are closures, since converting an unapplied method
        // reference (`ReviewController.submit`) to the main-actor function
        // they take warns in Swift 5 mode that it is not Sendable.
        for version in ["5", "6"] {
            let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", version, "-module-name", "Generated",
                                                                   "-I", modules.path, generated.copies["Review.swift"]!.path, generated.registrations.path])
            #expect(!swiftc.output.contains("error:"), "\(swiftc.output)")
            #expect(!swiftc.output.contains("warning:"), "\(swiftc.output)")
        }
    }

    /// Each line of `unsupported` with the error the plugin writes there.
    static let unsupported = """
    import CoreData
    import UIKit

    final class Item: NSManagedObject {
        @NSManaged var title: String
    }

    final class Spinner: NSObject {
        @objc func spin(times: Int) {}
    }

    final class Wheel: NSObject {
        @objc func spin(times: Double) {}
    }

    func poke(_ sender: AnyObject) {
        sender.frobnicate?()
        (sender as AnyObject).spin?(times: 2)
    }
    """

    static let unsupportedErrors: [(line: Int, message: String)] = [
        (1, "Offscreen: Core Data is not available on Linux; the plugin cannot compile code that uses it"),
        (5, "Offscreen: '@NSManaged var title' is a Core Data property; Core Data is not available on Linux"),
        (17, "Offscreen: cannot rewrite 'sender.frobnicate?()': no class of the sources declares 'frobnicate', and Swift on Linux cannot look a method up on AnyObject"),
        (18, "Offscreen: cannot rewrite '(sender as AnyObject).spin?(times: 2)': 'spinWithTimes:' is declared differently by Spinner and Wheel"),
    ]

    @Test func whatThePluginCannotDoIsAnErrorAtTheOriginalLine() throws {
        let generated = try Self.generate(["Unsupported.swift": Self.unsupported])
        defer { try? FileManager.default.removeItem(at: generated.folder) }
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "Generated",
                                                               "-I", modules.path, generated.copies["Unsupported.swift"]!.path, generated.registrations.path])
        let original = generated.folder.appendingPathComponent("Unsupported.swift").path
        let errors = swiftc.output.split(separator: "\n").filter { $0.contains(": error: ") }
        for expected in Self.unsupportedErrors {
            #expect(errors.contains { $0.hasPrefix("\(original):\(expected.line):") && $0.contains(expected.message) },
                    "no error at line \(expected.line): \(swiftc.output)")
        }
        #expect(!swiftc.output.contains(generated.folder.appendingPathComponent("out").path + "/Unsupported.swift"),
                "a diagnostic points at the generated copy: \(swiftc.output)")
    }

    /// A helper file that imports only CoreText, as on iOS, where Core Text is a
    /// module of its own: Offscreen declares lines and frames in UIKit, and the
    /// plugin adds UIKit's import on the same line (errors keep their lines).
    static let coreTextOnly = """
    import CoreText

    struct Caption {
        let line: CTLine
        init(_ text: String, font: CTFont) {
            let attributes: [CFString: Any] = [kCTFontAttributeName: font, kCTForegroundColorAttributeName: CGColor(gray: 0, alpha: 1)]
            line = CTLineCreateWithAttributedString(CFAttributedStringCreate(nil, text as CFString, attributes as CFDictionary)!)
        }
        var width: Double { CTLineGetTypographicBounds(line, nil, nil, nil) }
        func draw(in context: CGContext) { CTLineDraw(line, context) }
    }
    let misspelt: Int = "not a number"
    """

    @Test func aFileImportingOnlyCoreTextGetsUIKitToo() throws {
        let generated = try Self.generate(["Caption.swift": Self.coreTextOnly])
        defer { try? FileManager.default.removeItem(at: generated.folder) }
        let copy = try String(contentsOf: generated.copies["Caption.swift"]!, encoding: .utf8)
        #expect(copy.contains("import CoreText; import UIKit\n"))
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "Generated",
                                                               "-I", modules.path, generated.copies["Caption.swift"]!.path, generated.registrations.path])
        let errors = swiftc.output.split(separator: "\n").filter { $0.contains(": error: ") }
        // Only the file's own mistake, at its original line.
        #expect(errors.count == 1, "\(swiftc.output)")
        let original = generated.folder.appendingPathComponent("Caption.swift").path
        #expect(errors.first?.hasPrefix("\(original):12:") == true, "\(swiftc.output)")
    }

    /// A view controller that loads JSON, as iOS code does with `import UIKit` alone.
    static let networking = """
    import UIKit

    final class FeedController: UIViewController {
        var task: URLSessionDataTask?
        func load(_ url: URL) {
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            task = URLSession.shared.dataTask(with: request) { data, response, _ in
                _ = (response as? HTTPURLResponse)?.statusCode
                _ = data
            }
            task?.resume()
        }
    }
    let misspelt: Int = "not a number"
    """

    @Test func aFileNamingURLSessionGetsFoundationNetworkingOnItsImportLine() throws {
        let generated = try Self.generate(["Feed.swift": Self.networking, "Plain.swift": "import UIKit\nfinal class Plain: UIView {}\n"])
        defer { try? FileManager.default.removeItem(at: generated.folder) }
        let copy = try String(contentsOf: generated.copies["Feed.swift"]!, encoding: .utf8)
        #expect(copy.contains("\nimport UIKit; import FoundationNetworking\n"))
        // A file that names no networking type is left as it was.
        let plain = try String(contentsOf: generated.copies["Plain.swift"]!, encoding: .utf8)
        #expect(!plain.contains("FoundationNetworking"))
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "Generated",
                                                               "-I", modules.path, generated.copies["Feed.swift"]!.path,
                                                               generated.copies["Plain.swift"]!.path, generated.registrations.path])
        let errors = swiftc.output.split(separator: "\n").filter { $0.contains(": error: ") }
        // Only the file's own mistake, at its original line: URLSession and URLRequest resolve.
        #expect(errors.count == 1, "\(swiftc.output)")
        let original = generated.folder.appendingPathComponent("Feed.swift").path
        #expect(errors.first?.hasPrefix("\(original):15:") == true, "\(swiftc.output)")
    }

    /// iOS code in Swift 5 mode that builds compositional layouts in a
    /// nonisolated helper: UIKit's classes are `@preconcurrency @MainActor`,
    /// as Swift imports the SDK's, so that is no error there.
    static let layoutFactory = """
    import UIKit

    enum LayoutFactory {
        static func listSection() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            return section
        }
        static func grid() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }
    }
    """

    @Test func nonisolatedLayoutCodeInSwift5ModeCompiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("offscreen-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("LayoutFactory.swift")
        try Self.layoutFactory.write(to: file, atomically: true, encoding: .utf8)
        let modules = LineMappingTests.generator.deletingLastPathComponent().appendingPathComponent("Modules")
        let swiftc = try LineMappingTests.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "Client",
                                                               "-I", modules.path, file.path])
        #expect(swiftc.status == 0, "\(swiftc.output)")
        // Not an error (nor, with Swift 5 mode's minimal checking, a warning), as in Xcode.
        #expect(!swiftc.output.contains(": error: "), "\(swiftc.output)")
    }
}
