import ArgumentParser
import Foundation
import SnapshotComparison
import SnapshotDevices
import UIKit

/// How a layout file is drawn; each option overrides the file's `canvas`.
struct LayoutRenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3 (default: the device's, else the file's canvas).",
                               valueName: "1|2|3"))
    var scale: Int?

    @Option(help: ArgumentHelp("Canvas size in points, e.g. 390x844 (default: the device's, else the file's canvas).",
                               valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("A device preset for size and scale: \(SnapshotDevice.presets.map { "\"\($0.name)\"" }.joined(separator: ", ")) (case, spaces and hyphens ignored).",
                               valueName: "name"))
    var device: String?

    @Option(help: ArgumentHelp("light or dark: the window's userInterfaceStyle, which dynamic colours resolve with.", valueName: "light|dark"))
    var appearance: String?

    @Option(help: ArgumentHelp("The Dynamic Type size: \(NibCanvas.ContentSize.names.joined(separator: ", ")).",
                               valueName: "category"))
    var contentSize: String?

    @Option(help: ArgumentHelp("ltr or rtl (or leftToRight, rightToLeft): the window's layoutDirection; leading is the right edge when rtl.",
                               valueName: "ltr|rtl"))
    var layoutDirection: String?

    @Option(help: ArgumentHelp("Colour behind the views: #RRGGBB, #RRGGBBAA, a UIKit colour name, or a layout-file colour object.",
                               valueName: "colour"))
    var background: String?

    @Flag(help: "For a .xib or .storyboard: draw elements and classes Offscreen does not know as labelled placeholders (each listed as skipped) instead of stopping.")
    var lenient = false

    @Option(help: ArgumentHelp("For a .storyboard: the scene to draw, by its storyboard identifier or its view controller's id (default: the initial scene).",
                               valueName: "ID"))
    var scene: String?

    @Flag(help: ArgumentHelp("Render the first scroll view's whole content (a table's every row) as one tall image: the canvas grows to fit it."))
    var fullContent = false

    func validate() throws {
        if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if let size { _ = try RenderSettings.parsedSize(size) }
        if let device, SnapshotDevice.named(device) == nil {
            throw ValidationError("unknown device \(JSONValue.quote(device)); one of: \(SnapshotDevice.presets.map(\.name).joined(separator: ", "))")
        }
        if let appearance, NibCanvas.Appearance(rawValue: appearance) == nil {
            throw ValidationError("--appearance must be light or dark, got \(JSONValue.quote(appearance))")
        }
        if let contentSize, NibCanvas.ContentSize(rawValue: contentSize) == nil {
            throw ValidationError("--content-size must be one of \(NibCanvas.ContentSize.names.joined(separator: ", ")); got \(JSONValue.quote(contentSize))")
        }
        if let layoutDirection, NibCanvas.LayoutDirection(name: layoutDirection) == nil {
            throw ValidationError("--layout-direction must be ltr or rtl (or leftToRight, rightToLeft), got \(JSONValue.quote(layoutDirection))")
        }
        if let background { _ = try RenderSettings.parsedBackground(background) }
    }

    /// The values parsed, for `LayoutScene`.
    var settings: RenderSettings {
        RenderSettings(scale: scale, size: size, device: device, appearance: appearance, contentSize: contentSize,
                       layoutDirection: layoutDirection, background: background, lenient: lenient, scene: scene,
                       fullContent: fullContent)
    }
}

/// The rendering options as plain values: what `LayoutRenderOptions` parsed, or the
/// defaults (every option absent) for `render layout.json -o out.png`, which is read
/// without the argument parser (see main.swift).
struct RenderSettings {
    var scale: Int?
    var size: String?
    var device: String?
    var appearance: String?
    var contentSize: String?
    var layoutDirection: String?
    var background: String?
    var lenient = false
    var scene: String?
    var fullContent = false

    /// The file's canvas with the options applied (explicit size and scale win
    /// over a device). The result obeys the file's own cap on pixels; past it
    /// the error names the options, not the file.
    func apply(to canvas: NibCanvas) throws(RenderFailure) -> NibCanvas {
        var result = canvas
        do {
            if let device = device.flatMap(SnapshotDevice.named) {
                result.size = device.size
                result.scale = Int(device.scale)
                result.safeArea = deviceSafeArea ?? .zero
            }
            if let size {
                result.size = try Self.parsedSize(size)
                // Another size is not the device's screen: no status bar, no home indicator.
                if result.size != canvas.size, device == nil { result.safeArea = .zero }
            }
            if let scale { result.scale = scale }
            if let appearance { result.appearance = NibCanvas.Appearance(rawValue: appearance)! }
            if let contentSize { result.contentSize = NibCanvas.ContentSize(rawValue: contentSize)! }
            if let layoutDirection { result.layoutDirection = NibCanvas.LayoutDirection(name: layoutDirection)! }
            if let background { result.background = try Self.parsedBackground(background) }
        } catch {
            throw .badInput("\(error)")
        }
        let limit = NibLimits.default.maxCanvasPixels
        let pixels = result.size.width * result.size.height * Double(result.scale * result.scale)
        if pixels > limit, result.size != canvas.size || result.scale != canvas.scale {
            var given: [String] = []
            if let device { given.append("--device \(JSONValue.quote(device))") }
            if let size { given.append("--size \(size)") }
            if let scale { given.append("--scale \(scale)") }
            let canvasText = "\(JSONValue.format(result.size.width))x\(JSONValue.format(result.size.height)) points at scale \(result.scale)"
            throw .badInput("\(given.joined(separator: " with ")): a canvas of \(canvasText) is \(JSONValue.format(pixels)) pixels; the limit is \(JSONValue.format(limit)) pixels (\(Int(limit / 1_000_000)) M); choose a smaller --size or --scale")
        }
        return result
    }

    /// The safe area of `--device` in portrait: the status bar (or sensor
    /// housing) above and the home indicator below, as iOS reports
    /// `safeAreaInsets` for a full-screen window (`SnapshotDevice.safeAreaInsets`).
    /// None without a device.
    var deviceSafeArea: UIEdgeInsets? {
        device.flatMap(SnapshotDevice.named)?.safeAreaInsets
    }

    static func parsedSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w >= 1, h >= 1, w <= 10_000, h <= 10_000 else {
            throw ValidationError("--size must be WIDTHxHEIGHT in points, each 1...10000, e.g. 390x844; got \(JSONValue.quote(text))")
        }
        return CGSize(width: w, height: h)
    }

    /// Read with the layout file's own colour grammar, so both accept the same colours.
    static func parsedBackground(_ text: String) throws -> NibColor {
        let json = text.hasPrefix("{") ? text : "\"\(text.replacingOccurrences(of: "\"", with: ""))\""
        do {
            let value = try JSONParser.parse(Array(json.utf8), file: "--background")
            return try NibColor.parse(value, NibValueReader(file: "--background"))
        } catch {
            throw ValidationError("--background: \(error)")
        }
    }
}
