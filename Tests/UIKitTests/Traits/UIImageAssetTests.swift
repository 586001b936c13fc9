@testable import UIKit
import Foundation
import Testing

/// Image variants by traits: UIImageAsset, withConfiguration, and image views
/// showing the variant for their own traits (light and dark).
@MainActor
@Suite struct UIImageAssetTests {
    private func solid(_ color: UIColor, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    private func colour(_ image: UIImage) -> [UInt8] {
        let p = image.cgImage!.rgba(x: 1, y: 1)
        return [p.r, p.g, p.b, p.a]
    }

    private func lightDarkAsset() -> UIImageAsset {
        let asset = UIImageAsset()
        asset.register(solid(.red), with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(solid(.blue), with: UITraitCollection(userInterfaceStyle: .dark))
        return asset
    }

    @Test func anAssetPicksTheVariantForTheTraits() {
        let asset = lightDarkAsset()
        #expect(colour(asset.image(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 0, 255, 255])
        #expect(colour(asset.image(with: UITraitCollection(userInterfaceStyle: .light))) == [255, 0, 0, 255])
        // Unspecified appearance counts as light; other traits do not get in the way.
        #expect(colour(asset.image(with: UITraitCollection())) == [255, 0, 0, 255])
        let darkPad = UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(userInterfaceIdiom: .pad)])
        #expect(colour(asset.image(with: darkPad)) == [0, 0, 255, 255])
        #expect(colour(asset.image(with: UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)) == [0, 0, 255, 255])
    }

    @Test func registeringForTheSameTraitsReplacesAndUnregisterRemoves() {
        let asset = lightDarkAsset()
        asset.register(solid(.green), with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(colour(asset.image(with: UITraitCollection(userInterfaceStyle: .dark))) == [0, 255, 0, 255])
        asset.unregister(imageWith: UITraitCollection(userInterfaceStyle: .dark))
        // Nothing qualifies for dark now: the variant with the fewest traits stands in.
        #expect(colour(asset.image(with: UITraitCollection(userInterfaceStyle: .dark))) == [255, 0, 0, 255])
    }

    @Test func theVariantWithTheAskedScaleWins() {
        let asset = UIImageAsset()
        asset.register(solid(.red, scale: 2), with: UITraitCollection(displayScale: 2))
        asset.register(solid(.blue, scale: 3), with: UITraitCollection(displayScale: 3))
        #expect(asset.image(with: UITraitCollection(displayScale: 2)).scale == 2)
        #expect(asset.image(with: UITraitCollection(displayScale: 3)).scale == 3)
        #expect(asset.image(with: UITraitCollection(displayScale: 1)).scale == 3)
    }

    @Test func imagesKnowTheirAssetAndWithConfigurationPicksFromIt() {
        let light = solid(.red)
        #expect(light.imageAsset == nil)
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(solid(.blue), with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.imageAsset === asset)
        let dark = light.withConfiguration(UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)
        #expect(colour(dark) == [0, 0, 255, 255])
        #expect(dark.configuration?.traitCollection?.userInterfaceStyle == .dark)
        // An image alone keeps its pixels and records the configuration.
        let alone = solid(.green).withConfiguration(UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)
        #expect(colour(alone) == [0, 255, 0, 255])
        #expect(alone.configuration?.traitCollection?.userInterfaceStyle == .dark)
    }

    @Test func anImageViewShowsTheVariantForItsTraitsAndFollowsThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIImageView(image: lightDarkAsset().image(with: UITraitCollection()))
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.addSubview(view)
        func shown() -> [UInt8] {
            let p = window.offscreenImage(scale: 1).cgImage!.rgba(x: 10, y: 10)
            return [p.r, p.g, p.b, p.a]
        }
        #expect(shown() == [255, 0, 0, 255])
        window.overrideUserInterfaceStyle = .dark
        #expect(shown() == [0, 0, 255, 255])
        view.overrideUserInterfaceStyle = .light
        #expect(shown() == [255, 0, 0, 255])
    }

    // MARK: Beyond image views

    private func shownColour(_ window: UIWindow, _ point: CGPoint) -> [UInt8] {
        let p = window.offscreenImage(scale: 1).cgImage!.rgba(x: Int(point.x), y: Int(point.y))
        return [p.r, p.g, p.b, p.a]
    }

    @Test func aButtonsImageFromAnAssetFollowsTheButtonsTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        window.isHidden = false
        let button = UIButton(type: .custom)
        button.setImage(lightDarkAsset().image(with: UITraitCollection()), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        window.addSubview(button)
        window.layoutIfNeeded()
        let centre = CGPoint(x: button.imageView!.frame.midX, y: button.imageView!.frame.midY)
        #expect(button.imageView!.frame.size == CGSize(width: 4, height: 4))
        #expect(shownColour(window, centre) == [255, 0, 0, 255])
        window.overrideUserInterfaceStyle = .dark
        #expect(shownColour(window, centre) == [0, 0, 255, 255])
        // The button's own override wins, as for any view.
        button.overrideUserInterfaceStyle = .light
        #expect(shownColour(window, centre) == [255, 0, 0, 255])
    }

    @Test func aTemplateImageKeepsItsAssetAndItsRenderingMode() {
        let image = lightDarkAsset().image(with: UITraitCollection()).withRenderingMode(.alwaysTemplate)
        #expect(image.imageAsset != nil)
        let dark = image.withConfiguration(UITraitCollection(userInterfaceStyle: .dark).imageConfiguration)
        #expect(dark.renderingMode == .alwaysTemplate)
        #expect(colour(dark) == [0, 0, 255, 255])
    }

    /// An asset catalogue in a fresh folder with image set `Icon`: a red
    /// light PNG and a blue dark one at 1x, mirrored right to left when `mirrors`.
    private func catalogue(mirrors: Bool) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Assets.xcassets/Icon.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try solid(.red).pngData()!.write(to: set.appendingPathComponent("light.png"))
        try solid(.blue).pngData()!.write(to: set.appendingPathComponent("dark.png"))
        let direction = mirrors ? ", \"language-direction\": \"left-to-right\"" : ""
        let contents = """
        {"images": [
          {"filename": "light.png", "idiom": "universal", "scale": "1x"\(direction)},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "dark.png", "idiom": "universal", "scale": "1x"\(direction)}
        ], "info": {"author": "xcode", "version": 1}}
        """
        try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `UIImage(named: "Icon")` with `catalogue(mirrors:)`'s folder searched.
    private func iconFromCatalogue(mirrors: Bool) throws -> UIImage? {
        let saved = UIImage.offscreenSearchPaths
        UIImage.offscreenSearchPaths = [try catalogue(mirrors: mirrors)]
        defer { UIImage.offscreenSearchPaths = saved }
        return UIImage(named: "Icon")
    }

    @Test func anImageNamedFromACatalogueWithADarkVariantFollowsTheViewThatShowsIt() throws {
        let folder = try catalogue(mirrors: false)
        let saved = UIImage.offscreenSearchPaths
        UIImage.offscreenSearchPaths = [folder]
        defer { UIImage.offscreenSearchPaths = saved }
        let image = try #require(UIImage(named: "Icon"))
        #expect(image.imageAsset != nil)
        #expect(colour(image) == [255, 0, 0, 255])
        #expect(image.flipsForRightToLeftLayoutDirection == false)
        let dark = try #require(UIImage(named: "Icon", in: nil, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(colour(dark) == [0, 0, 255, 255])

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.addSubview(view)
        #expect(shownColour(window, CGPoint(x: 10, y: 10)) == [255, 0, 0, 255])
        window.overrideUserInterfaceStyle = .dark
        #expect(shownColour(window, CGPoint(x: 10, y: 10)) == [0, 0, 255, 255])
    }

    @Test func aCatalogueImageThatMirrorsFlipsRightToLeft() throws {
        let image = try #require(try iconFromCatalogue(mirrors: true))
        #expect(image.flipsForRightToLeftLayoutDirection)
        // Picking the dark variant keeps it.
        #expect(image.withConfiguration(UITraitCollection(userInterfaceStyle: .dark).imageConfiguration).flipsForRightToLeftLayoutDirection)
    }
}
