import CoreGraphics
import Foundation
import UIKit

/// The inputs the fuzzers drive, one function per target. Each takes raw
/// bytes and either accepts them or rejects them with the error a user would
/// see; anything else (a trap, a hang, unbounded memory) is the bug being
/// looked for. The libFuzzer executables in `Fuzz/Targets` and the corpus
/// replay tests call the same functions, so a corpus file reproduces exactly.
package enum FuzzEntry {
    /// What became of one input.
    package enum Outcome: Equatable, CustomStringConvertible {
        case accepted
        /// The message a user would get.
        case rejected(String)

        package var description: String {
            switch self {
            case .accepted: "accepted"
            case .rejected(let message): "rejected: \(message)"
            }
        }
    }

    /// The name layout files are reported under.
    package static let layoutFileName = "fuzz.json"

    /// What `render layout.json` does before drawing: reads and checks the
    /// file, instantiates its objects (a storyboard's initial controller in
    /// a window, else the first top-level view in a window the canvas's
    /// size) and runs one update cycle's constraints and layout passes.
    /// Images resolve against `directory`.
    @MainActor
    package static func layoutFile(_ bytes: [UInt8], directory: URL) -> Outcome {
        let data = Data(bytes)
        let document: NibDocument
        do {
            document = try NibDocument.parse(data: data, file: layoutFileName, baseDirectory: directory, imageRoot: directory)
        } catch {
            return .rejected(error.description)
        }
        let size = document.canvas.size
        let scale = CGFloat(document.canvas.scale)
        if document.objects.contains(where: \.isViewController) {
            do {
                guard let controller = try LayoutFileScene.initialViewController(data: data, name: layoutFileName, directory: directory) else {
                    return .rejected("\(layoutFileName): no view controller to render")
                }
                let window = try LayoutFileScene.window(showing: controller, size: size, scale: scale)
                window.layoutIfNeeded()
                return .accepted
            } catch {
                return .rejected(error.description)
            }
        }
        let objects: [Any]
        do {
            objects = try NibInstantiation(document: document, owner: nil).run()
        } catch {
            return .rejected(error.description)
        }
        guard let root = objects.lazy.compactMap({ $0 as? UIView }).first else {
            return .rejected("\(layoutFileName): no top-level view or view controller to render")
        }
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        if root.frame.size == .zero { root.frame = window.bounds }
        window.addSubview(root)
        window.layoutIfNeeded()
        return .accepted
    }

    /// Decodes PNG bytes as `UIImage(data:)` and the `render` tool's image
    /// loading do.
    package static func png(_ bytes: [UInt8]) -> Outcome {
        do {
            let image = try CGImage(pngData: Data(bytes))
            return image.width > 0 && image.height > 0 ? .accepted : .rejected("decoded an empty image")
        } catch {
            return .rejected(error.description)
        }
    }

    /// Parses the bytes (as UTF-8) as a layout file's constraint equation,
    /// e.g. `a.leading == superview.leading + 16 @750`, written in a JSON
    /// string as a layout file holds it.
    package static func constraintEquation(_ bytes: [UInt8]) -> Outcome {
        let equation = String(decoding: bytes, as: UTF8.self)
        let reader = NibValueReader(file: layoutFileName)
        do {
            let root = try JSONParser.parse(Array("[\(JSONValue.quote(equation))]".utf8), file: layoutFileName)
            guard let value = root.arrayValue?.first, let text = value.stringValue else {
                return .rejected("the equation did not survive JSON quoting")
            }
            _ = try NibConstraintParser.parse(text, in: value, reader)
            return .accepted
        } catch {
            return .rejected(error.description)
        }
    }

    /// The views and metrics a Visual Format Language string may name.
    private static let formatViewNames = ["a", "b", "c", "view", "label_1"]
    @MainActor private static let formatMetrics: [String: Any] = [
        "pad": 8, "wide": 120.5, "zero": 0, "neg": -20, "huge": 1e300, "tiny": 1e-300,
        "nan": Double.nan, "inf": Double.infinity, "text": "twelve",
    ]

    /// Parses the bytes after the first (as UTF-8) with
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`;
    /// the first byte picks the options. The constraints made are activated
    /// on a superview of the named views and laid out, as an app would.
    @MainActor
    package static func visualFormat(_ bytes: [UInt8]) -> Outcome {
        guard let first = bytes.first else { return .rejected("no options byte") }
        let optionBits: [NSLayoutConstraint.FormatOptions] = [
            .alignAllLeading, .alignAllTrailing, .alignAllTop, .alignAllBottom,
            .alignAllCenterX, .alignAllCenterY, .directionLeftToRight, .directionRightToLeft,
        ]
        var options: NSLayoutConstraint.FormatOptions = []
        for (bit, option) in optionBits.enumerated() where first & (1 << bit) != 0 { options.insert(option) }
        let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: Any] = [:]
        for name in formatViewNames {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            views[name] = view
        }
        var messages: [String] = []
        var constraints: [NSLayoutConstraint] = []
        messages = LayoutLog.capturing {
            constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                         metrics: formatMetrics, views: views)
            NSLayoutConstraint.activate(constraints)
            superview.layoutIfNeeded()
        }
        if constraints.isEmpty, let message = messages.first { return .rejected(message) }
        return .accepted
    }
}
