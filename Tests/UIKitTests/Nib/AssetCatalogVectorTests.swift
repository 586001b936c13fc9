import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Image sets holding an SVG (`Assets.xcassets/Icons/Logo.imageset/logo.svg`, a
/// 24-point circle of radius 10 in #E62D8C): drawn with librsvg at the scale
/// asked for, sized by the SVG's width and height in points, as iOS draws an
/// image set whose vector is preserved.
@Suite("Asset catalogue vectors")
@MainActor
struct AssetCatalogVectorTests {
    typealias IB = InterfaceBuilderTestClasses

    /// A folder with `Assets.xcassets/name.imageset` holding `svg` as `file`.
    static func catalog(_ name: String, svg: String, file: String = "image.svg", template: Bool = false) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let properties = template ? #""template-rendering-intent" : "template", "preserves-vector-representation" : true"#
            : #""preserves-vector-representation" : true"#
        try Data(#"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { \#(properties) } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(svg.utf8).write(to: set.appendingPathComponent(file))
        return try #require(Bundle(path: folder.path))
    }

    @Test func theSVGImageSetRendersAt2xWithItsSizeAndColours() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let image = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.size == CGSize(width: 24, height: 24))
        #expect(image.scale == 2)
        #expect(image.renderingMode == .automatic)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 48 && cgImage.height == 48)
        // The circle's centre is #E62D8C, opaque; the corners (outside radius 10) are clear.
        let centre = cgImage.rgba(x: 24, y: 24)
        #expect(centre.r == 0xE6 && centre.g == 0x2D && centre.b == 0x8C && centre.a == 255)
        #expect(cgImage.rgba(x: 0, y: 0).a == 0)
        #expect(cgImage.rgba(x: 47, y: 47).a == 0)
        // 2 points inside the edge (radius 10 → 20 pixels): opaque; 1 point outside: clear.
        #expect(cgImage.rgba(x: 24, y: 24 - 16).a == 255)
        #expect(cgImage.rgba(x: 24, y: 24 - 22).a == 0)
        // At 3x: the same 24 points, 72 pixels.
        let at3x = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(at3x.size == CGSize(width: 24, height: 24) && at3x.cgImage?.width == 72)
    }

    @Test func rasterisingIsDeterministic() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let a = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.cgImage)
        let b = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.cgImage)
        #expect(a !== b)
        #expect(Data(bytes: a.storage.bytes, count: a.storage.bytesPerRow * a.height)
                == Data(bytes: b.storage.bytes, count: b.storage.bytesPerRow * b.height))
    }

    @Test func aTemplateSVGTakesTheImageViewsTint() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="#000"/></svg>"##
        let bundle = try Self.catalog("Half", svg: svg, template: true)
        let image = try #require(UIImage(named: "Half", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(image.size == CGSize(width: 20, height: 10))
        let screen = UIScreen()
        screen.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        screen.scale = 2
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        let view = UIImageView(image: image)
        view.frame = window.bounds
        view.tintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        window.addSubview(view)
        let rendered = try #require(window.renderedImage())
        // The drawn half is the tint (not the SVG's black); the other half is the window's (clear) background.
        let drawn = rendered.rgba(x: 10, y: 10)
        #expect(drawn.r == 0 && abs(Int(drawn.g) - 128) <= 1 && drawn.b == 255 && drawn.a == 255)
        #expect(rendered.rgba(x: 30, y: 10).b != 255)
    }

    @Test func aBrokenSVGIsNilWithAWarningNamingTheFile() throws {
        let bundle = try Self.catalog("Broken", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect", file: "broken.svg")
        #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        let set = try #require(bundle.resourceURL?.appendingPathComponent("Assets.xcassets/Broken.imageset/broken.svg"))
        #expect(throws: SVGImageError.self) { try SVGImage.drawing(contentsOf: set) }
        do {
            _ = try SVGImage.drawing(contentsOf: set)
        } catch {
            // librsvg's own words: where the XML broke.
            #expect(error.message.hasPrefix("XML parse error: ") && error.message.contains("Premature end of data in tag svg"))
            #expect(UIImage.vectorWarning(set, "cannot draw this SVG: \(error.message)")
                    == "warning: \(set.path): cannot draw this SVG: \(error.message); UIImage(named: \"Broken\") is nil")
        }
    }

    @Test func anSVGWithoutASizeOrAnAbsurdOneIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let unsized = folder.appendingPathComponent("unsized.svg"), huge = folder.appendingPathComponent("huge.svg")
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#.utf8).write(to: unsized)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1000000" height="10"/>"#.utf8).write(to: huge)
        #expect(throws: SVGImageError(message: "it has neither a width and height nor a viewBox, so it has no size")) { try SVGImage.drawing(contentsOf: unsized) }
        #expect(throws: SVGImageError(message: "its size 1000000.0x10.0 points is larger than 2048 points a side")) { try SVGImage.drawing(contentsOf: huge) }
    }

    @Test func aPDFImageSetIsNotDrawnAndADocumentSaysSo() throws {
        let bundle = try Self.catalog("Chart", svg: "%PDF-1.4\n", file: "chart.pdf")
        #expect(UIImage(named: "Chart", in: bundle, compatibleWith: nil) == nil)
        let folder = try #require(bundle.resourceURL)
        let xml = IB.xib("""
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Chart" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                        </imageView>
                    </subviews>
        """)
        let document = try NibDocument.parse(data: Data(xml.utf8), file: "Test.xib", baseDirectory: folder, imageRoot: folder,
                                             options: InterfaceBuilderOptions())
        #expect(document.interfaceBuilder?.warnings.map(\.message) == ["image set \"Chart\" holds a PDF (chart.pdf): PDF image sets are not drawn by Offscreen, only PNGs and SVGs; left empty"])
    }

    @Test func aXibShowsTheSVGImageSet() throws {
        let body = """
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-002">
                            <rect key="frame" x="20" y="20" width="24" height="24"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-003">
                            <rect key="frame" x="80" y="10" width="80" height="80"/>
                        </imageView>
                    </subviews>
        """
        let (document, warnings) = try IB.collectingWarnings { try IB.document(IB.xib(body)) }
        #expect(warnings.isEmpty)
        #expect(document.interfaceBuilder?.warnings.isEmpty ?? true)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let logo = try #require(root.subviews.first as? UIImageView)
        #expect(logo.image?.size == CGSize(width: 24, height: 24))
        let screen = UIScreen()
        screen.bounds = CGRect(origin: .zero, size: document.canvas.size)
        screen.scale = CGFloat(document.canvas.scale)
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.addSubview(root)
        expectGolden(try #require(window.renderedImage()), named: "SVGImageSet@2x", in: "InterfaceBuilder")
    }
}
