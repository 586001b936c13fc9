import CoreGraphics
import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// Image sets holding an SVG (`Assets.xcassets/Icons/Logo.imageset/logo.svg`, a
/// 24-point circle of radius 10 in #E62D8C): drawn with librsvg at the scale
/// asked for, sized by the SVG's width and height in points, as iOS draws an
/// image set whose vector is preserved; PDF sets (drawn with poppler) and the
/// dark appearances of both.
@Suite("Asset catalogue vectors")
@MainActor
struct AssetCatalogVectorTests {
    typealias IB = InterfaceBuilderTestClasses

    /// A folder with `Assets.xcassets/name.imageset` holding `svg` as `file`.
    static func catalog(_ name: String, svg: String, file: String = "image.svg", template: Bool = false, preserves: Bool = true) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let properties = (template ? #""template-rendering-intent" : "template", "# : "")
            + #""preserves-vector-representation" : \#(preserves)"#
        try Data(#"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { \#(properties) } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(svg.utf8).write(to: set.appendingPathComponent(file))
        return try #require(Bundle(path: folder.path))
    }

    /// A window of `bounds` on a screen of that size and `scale`.
    static func window(_ bounds: CGRect, scale: CGFloat) -> UIWindow {
        let screen = UIScreen()
        screen.bounds = bounds
        screen.scale = scale
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        return window
    }

    /// A xib's view holding `body`, read without a warning, in a window of
    /// its canvas at 2x.
    static func shown(_ body: String) throws -> (root: UIView, window: UIWindow) {
        let (document, warnings) = try IB.collectingWarnings { try IB.document(IB.xib(body)) }
        #expect(warnings.isEmpty)
        #expect(document.interfaceBuilder?.warnings.isEmpty ?? true)
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        #expect(document.canvas.scale == 2)
        let window = window(CGRect(origin: .zero, size: document.canvas.size), scale: 2)
        window.addSubview(root)
        return (root, window)
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
        let window = Self.window(CGRect(x: 0, y: 0, width: 20, height: 10), scale: 2)
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

    // MARK: PDF image sets

    /// `Icons/Chart.imageset`: a 30x20-point PDF page; its top left quarter
    /// (x 0–15, y 0–10 points) is `0.9 0.2 0.1 rg`, its right quarter (x 22.5–30)
    /// `0.1 0.3 0.9 rg`, the rest clear. Its dark appearance has white and `0.4 0.8 1 rg`.
    @Test func aPDFImageSetIsDrawnByPopplerAtTheScaleAskedFor() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let image = try #require(UIImage(named: "Chart", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == 2)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 60 && cgImage.height == 40)
        // PDF's y axis points up: the filled quarter is the image's top left.
        let topLeft = cgImage.rgba(x: 10, y: 5)
        // poppler turns 0.9 0.2 0.1 into 230 51 25 (it truncates 25.5).
        #expect(topLeft.r == 230 && topLeft.g == 51 && topLeft.b == 25 && topLeft.a == 255, "\(topLeft)")
        #expect(cgImage.rgba(x: 10, y: 30).a == 0)
        #expect(cgImage.rgba(x: 35, y: 20).a == 0)
        let right = cgImage.rgba(x: 55, y: 30)
        #expect(right.r == 25 && right.g == 76 && right.b == 230 && right.a == 255, "\(right)")
        // At 3x: the same 30 points, 90 pixels.
        let at3x = try #require(UIImage(named: "Chart", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(at3x.size == CGSize(width: 30, height: 20) && at3x.cgImage?.width == 90)
        #expect(at3x.vector != nil)
    }

    @Test func theDarkAppearanceOfAVectorSetIsChosenByTheTraits() throws {
        let bundle = try #require(Bundle(path: IB.folder.path))
        let dark = UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = .dark }
        let chart = try #require(UIImage(named: "Chart", in: bundle, compatibleWith: dark)?.cgImage)
        let topLeft = chart.rgba(x: 10, y: 5)
        #expect(topLeft.r == 255 && topLeft.g == 255 && topLeft.b == 255 && topLeft.a == 255)
        let mark = try #require(UIImage(named: "Mark", in: bundle, compatibleWith: dark))
        #expect(mark.cgImage?.rgba(x: 16, y: 16).r == 0xF2)
        let light = try #require(UIImage(named: "Mark", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(light.cgImage?.rgba(x: 16, y: 16).r == 0x1C)
        // One image holds both: an image view shows the one for its own traits.
        let window = Self.window(CGRect(x: 0, y: 0, width: 16, height: 16), scale: 2)
        let view = UIImageView(image: light)
        view.frame = window.bounds
        window.addSubview(view)
        #expect(try #require(window.renderedImage()).rgba(x: 16, y: 16).r == 0x1C)
        window.overrideUserInterfaceStyle = .dark
        #expect(try #require(window.renderedImage()).rgba(x: 16, y: 16).r == 0xF2)
    }

    /// Without "Preserve Vector Data" a PDF set is a bitmap of its own size
    /// (Xcode rasterises it when building), stretched when shown larger; with
    /// it, an image view draws the page again at its size.
    @Test func preserveVectorDataDecidesWhetherALargerViewDrawsThePageAgain() throws {
        let pdf = try Data(contentsOf: IB.folder.appendingPathComponent("Assets.xcassets/Icons/Chart.imageset/chart.pdf"))
        func rendered(preserves: Bool) throws -> (UIImage, CGImage) {
            let bundle = try Self.catalog("Stretched", svg: "", file: "chart.pdf", preserves: preserves)
            try pdf.write(to: try #require(bundle.resourceURL).appendingPathComponent("Assets.xcassets/Stretched.imageset/chart.pdf"))
            let image = try #require(UIImage(named: "Stretched", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
            let window = Self.window(CGRect(x: 0, y: 0, width: 120, height: 80), scale: 1)
            let view = UIImageView(image: image)
            view.frame = window.bounds
            window.addSubview(view)
            return (image, try #require(window.renderedImage()))
        }
        let (vectorImage, sharp) = try rendered(preserves: true)
        let (bitmapImage, stretched) = try rendered(preserves: false)
        #expect(vectorImage.vector != nil && bitmapImage.vector == nil)
        #expect(bitmapImage.cgImage?.width == 30)
        // The quarter's edge is at x = 60 in the 120-point view: the page drawn
        // again keeps it sharp, the 30-pixel bitmap stretched 4 times blurs it.
        #expect(sharp.rgba(x: 59, y: 10).a == 255 && sharp.rgba(x: 60, y: 10).a == 0)
        #expect(stretched.rgba(x: 58, y: 10).a < 255 && stretched.rgba(x: 61, y: 10).a > 0)
    }

    @Test func aTemplatePDFTakesTheTint() throws {
        let pdf = try Data(contentsOf: IB.folder.appendingPathComponent("Assets.xcassets/Icons/Chart.imageset/chart.pdf"))
        let bundle = try Self.catalog("Tinted", svg: "", file: "chart.pdf", template: true)
        try pdf.write(to: try #require(bundle.resourceURL).appendingPathComponent("Assets.xcassets/Tinted.imageset/chart.pdf"))
        let image = try #require(UIImage(named: "Tinted", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(image.renderingMode == .alwaysTemplate)
        let window = Self.window(CGRect(x: 0, y: 0, width: 30, height: 20), scale: 2)
        let view = UIImageView(image: image)
        view.frame = window.bounds
        view.tintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        window.addSubview(view)
        let rendered = try #require(window.renderedImage())
        // Both filled quarters are the tint; the clear parts stay clear.
        for (x, y) in [(10, 5), (55, 30)] {
            let p = rendered.rgba(x: x, y: y)
            #expect(p.r == 0 && abs(Int(p.g) - 128) <= 1 && p.b == 0 && p.a == 255)
        }
        #expect(rendered.rgba(x: 10, y: 30).a == 0)
    }

    @Test func aBrokenPDFIsNilWithAWarningAndADocumentSaysWhere() throws {
        let bundle = try Self.catalog("Broken", svg: "%PDF-1.4\n", file: "broken.pdf")
        #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        let file = try #require(bundle.resourceURL?.appendingPathComponent("Assets.xcassets/Broken.imageset/broken.pdf"))
        #expect(throws: VectorImageError.self) { try PDFImage.drawing(contentsOf: file) }
        let folder = try #require(bundle.resourceURL)
        let xml = IB.xib("""
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Broken" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                        </imageView>
                    </subviews>
        """)
        let document = try NibDocument.parse(data: Data(xml.utf8), file: "Test.xib", baseDirectory: folder, imageRoot: folder,
                                             options: InterfaceBuilderOptions())
        let error = #expect(throws: LayoutFileError.self) { try NibInstantiation(document: document, owner: nil).run() }
        #expect(error?.file == "Test.xib")
        #expect(error?.message.hasPrefix("cannot draw PDF image \"Assets.xcassets/Broken.imageset\": ") == true)
    }

    /// A xib naming the PDF set (at its size and stretched, where the
    /// preserved vector keeps it sharp) and the SVG set with a dark
    /// appearance, in a light and a dark window.
    @Test func aXibShowsThePDFSetAndTheDarkAppearanceOfVectorSets() throws {
        let body = """
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Chart" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-002">
                            <rect key="frame" x="10" y="10" width="30" height="20"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Chart" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-003">
                            <rect key="frame" x="50" y="10" width="90" height="60"/>
                        </imageView>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Mark" translatesAutoresizingMaskIntoConstraints="NO" id="Img-vw-004">
                            <rect key="frame" x="150" y="10" width="32" height="32"/>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        """
        let (root, window) = try Self.shown(body)
        let chart = try #require(root.subviews.first as? UIImageView)
        #expect(chart.image?.size == CGSize(width: 30, height: 20))
        expectGolden(try #require(window.renderedImage()), named: "PDFImageSet@2x", in: "InterfaceBuilder")
        window.overrideUserInterfaceStyle = .dark
        expectGolden(try #require(window.renderedImage()), named: "PDFImageSet-dark@2x", in: "InterfaceBuilder")
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
        let (root, window) = try Self.shown(body)
        let logo = try #require(root.subviews.first as? UIImageView)
        #expect(logo.image?.size == CGSize(width: 24, height: 24))
        expectGolden(try #require(window.renderedImage()), named: "SVGImageSet@2x", in: "InterfaceBuilder")
    }
}
