import Foundation
import GoldenTesting
import Testing
@testable import UIKit

// Each test uses classes of its own: proxy settings are global, as on iOS,
// and must not reach the views of other tests running at the same time.
private final class BackBar: UINavigationBar {}
private final class BackItem: UIBarButtonItem {}
private final class ImageItemBar: UINavigationBar {}
private final class ImageItem: UIBarButtonItem {}
private final class TitleBar: UINavigationBar {}
private final class ImageSlider: UISlider {}
private final class OwnImageSlider: UISlider {}
private final class ImageSegments: UISegmentedControl {}
private final class GoldenImageBar: UINavigationBar {}
private final class GoldenImageSlider: UISlider {}
private final class GoldenImageSegments: UISegmentedControl {}

/// The appearance methods that take images and offsets (UIKit's
/// UI_APPEARANCE_SELECTORs of bar button items, navigation bars, sliders and
/// segmented controls), on instances and through proxies, and the back
/// button taking `UIBarButtonItem`'s proxies.
@Suite @MainActor struct AppearanceImageMethodTests {
    func window(_ width: CGFloat = 320, _ height: CGFloat = 200) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        window.isHidden = false
        return window
    }

    /// A `size` image of one colour, rounded, resizable by `caps` when given.
    static func image(_ color: UIColor, _ size: CGSize, radius: CGFloat = 0, caps: UIEdgeInsets? = nil) -> UIImage {
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: radius).fill()
        }
        return caps.map { image.resizableImage(withCapInsets: $0, resizingMode: .stretch) } ?? image
    }

    /// A bar showing a back button to "Inbox" below an item titled "Message".
    func pushedBar(_ bar: UINavigationBar, back: UIBarButtonItem? = nil) -> UINavigationBar {
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let first = UINavigationItem(title: "Inbox")
        first.backBarButtonItem = back
        bar.items = [first, UINavigationItem(title: "Message")]
        return bar
    }

    /// How many pixels of `image` in `rect` (pixels) are mostly red.
    static func redPixels(_ image: CGImage, in rect: CGRect) -> Int {
        let bytes = TextViewScrollingTests.pixels(image)
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let i = (y * image.width + x) * 4
                if bytes[i] > 180 && bytes[i + 1] < 80 && bytes[i + 2] < 80 { count += 1 }
            }
        }
        return count
    }

    @Test func theBackButtonTakesBarButtonItemTitleAttributesInsideItsBar() throws {
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [BackBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 24)], for: .normal)
        let window = window(320, 44)
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        plain.items = [UINavigationItem(title: "Inbox"), UINavigationItem(title: "Message")]
        window.addSubview(plain)
        let plainImage = try #require(window.offscreenImage(scale: 1).cgImage)
        plain.removeFromSuperview()
        let bar = pushedBar(BackBar())
        window.addSubview(bar)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        // "Inbox" in red 24-point type after the chevron; the plain bar's is not red.
        #expect(Self.redPixels(image, in: CGRect(x: 26, y: 0, width: 80, height: 44)) > 40)
        #expect(Self.redPixels(plainImage, in: CGRect(x: 26, y: 0, width: 80, height: 44)) == 0)
    }

    @Test func aBackBarButtonItemTakesItsOwnClassProxy() throws {
        BackItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        let window = window(320, 44)
        let bar = pushedBar(UINavigationBar(), back: BackItem(title: "Mail", style: .plain, target: nil, action: nil))
        window.addSubview(bar)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        #expect(Self.redPixels(image, in: CGRect(x: 26, y: 0, width: 60, height: 44)) > 20)
    }

    @Test func barButtonItemImagesAndOffsetsOnInstancesAndProxies() {
        let red = Self.image(.red, CGSize(width: 10, height: 30))
        let blue = Self.image(.blue, CGSize(width: 10, height: 30))
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(red, for: .normal, barMetrics: .default)
        item.setBackgroundImage(blue, for: .normal, style: .done, barMetrics: .default)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 3), for: .default)
        item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -4, vertical: 0), for: .compact)
        item.setBackButtonBackgroundImage(blue, for: .highlighted, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === red)
        #expect(item.backgroundImage(for: .normal, barMetrics: .compact) == nil)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === blue)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 2, vertical: 3))
        #expect(item.backButtonTitlePositionAdjustment(for: .compact) == UIOffset(horizontal: -4, vertical: 0))
        #expect(item.backButtonBackgroundImage(for: .highlighted, barMetrics: .default) === blue)
        // The style's own image wins for items of that style; others take the one for every style.
        #expect(item.drawnBackgroundImage(metrics: [.default], backButton: false) === red)
        item.style = .done
        #expect(item.drawnBackgroundImage(metrics: [.default], backButton: false) === blue)

        let proxy = ImageItem.appearance(whenContainedInInstancesOf: [ImageItemBar.self])
        proxy.setBackgroundImage(red, for: .normal, barMetrics: .default)
        proxy.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: -2), for: .default)
        proxy.setBackButtonBackgroundImage(blue, for: .normal, barMetrics: .default)
        proxy.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: 5, vertical: 0), for: .default)
        proxy.setBackgroundImage(blue, for: .disabled, style: .plain, barMetrics: .default)
        #expect(proxy.backgroundImage(for: .normal, barMetrics: .default) === red)
        #expect(proxy.backgroundImage(for: .disabled, style: .plain, barMetrics: .default) === blue)
        #expect(proxy.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: -2))
        #expect(proxy.backButtonBackgroundImage(for: .normal, barMetrics: .default) === blue)
        #expect(proxy.backButtonTitlePositionAdjustment(for: .default) == UIOffset(horizontal: 5, vertical: 0))
        let shown = ImageItem(title: "Edit", style: .plain, target: nil, action: nil)
        let own = ImageItem(title: "Done", style: .plain, target: nil, action: nil)
        own.setTitlePositionAdjustment(UIOffset(horizontal: 1, vertical: 1), for: .default)
        let navigationItem = UINavigationItem(title: "Inbox")
        navigationItem.leftBarButtonItem = shown
        navigationItem.rightBarButtonItem = own
        let bar = ImageItemBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [navigationItem]
        let host = window()
        host.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(shown.backgroundImage(for: .normal, barMetrics: .default) === red)
        #expect(shown.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: -2))
        // The instance's own call wins over the proxy's.
        #expect(own.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 1, vertical: 1))
        // With a background image the item is its title plus 8 points a side (at least the image's width).
        let frames = bar.itemFrames()
        let titleWidth = ("Edit" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        #expect(abs(frames[0].frame.width - (titleWidth + 16)) < 1)
        withExtendedLifetime(host) {}
    }

    @Test func navigationBarTitleVerticalPositionOnInstanceAndProxy() throws {
        let bar = UINavigationBar()
        bar.setTitleVerticalPositionAdjustment(-6, for: .default)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -6)
        #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 0)
        TitleBar.appearance().setTitleVerticalPositionAdjustment(10, for: .default)
        #expect(TitleBar.appearance().titleVerticalPositionAdjustment(for: .default) == 10)
        let window = window(320, 44)
        let moved = TitleBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        moved.items = [UINavigationItem(title: "Title")]
        moved.titleTextAttributes = [.foregroundColor: UIColor.red]
        window.addSubview(moved)
        #expect(moved.titleVerticalPositionAdjustment(for: .default) == 10)
        let image = try #require(window.offscreenImage(scale: 1).cgImage)
        // The red title sits 10 points lower: nothing red in the row's top 16 points.
        #expect(Self.redPixels(image, in: CGRect(x: 100, y: 0, width: 120, height: 16)) == 0)
        #expect(Self.redPixels(image, in: CGRect(x: 100, y: 16, width: 120, height: 28)) > 20)
    }

    @Test func sliderImagesOnInstancesAndProxies() {
        let thumb = Self.image(.red, CGSize(width: 20, height: 40))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(slider.currentThumbImage == nil)
        slider.setThumbImage(thumb, for: .normal)
        slider.setMinimumTrackImage(Self.image(.green, CGSize(width: 10, height: 6)), for: .normal)
        slider.setMaximumTrackImage(Self.image(.blue, CGSize(width: 10, height: 6)), for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === thumb)
        // A state without its own image falls back to .normal's.
        #expect(slider.thumbImage(for: .highlighted) === thumb)
        #expect(slider.currentThumbImage === thumb)
        #expect(slider.currentMaximumTrackImage == nil)
        #expect(slider.maximumTrackImage(for: .highlighted) != nil)
        // The thumb is the image's size and travels the track; the track is the image's height.
        slider.value = 1
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 6)
        let rect = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(rect == CGRect(x: 180, y: 0, width: 20, height: 40))
        #expect(slider.intrinsicContentSize.height == 40)

        ImageSlider.appearance().setThumbImage(thumb, for: .normal)
        ImageSlider.appearance().setMinimumTrackImage(thumb, for: .disabled)
        ImageSlider.appearance().setMaximumTrackImage(thumb, for: .normal)
        #expect(ImageSlider.appearance().thumbImage(for: .normal) === thumb)
        #expect(ImageSlider.appearance().minimumTrackImage(for: .disabled) === thumb)
        #expect(ImageSlider.appearance().maximumTrackImage(for: .normal) === thumb)
        let fromProxy = ImageSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(fromProxy.currentThumbImage == nil)
        window().addSubview(fromProxy)
        #expect(fromProxy.currentThumbImage === thumb)
        #expect(fromProxy.maximumTrackImage(for: .normal) === thumb)

        let other = Self.image(.blue, CGSize(width: 30, height: 30))
        OwnImageSlider.appearance().setThumbImage(thumb, for: .normal)
        let own = OwnImageSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        own.setThumbImage(other, for: .normal)
        window().addSubview(own)
        #expect(own.currentThumbImage === other)
    }

    @Test func segmentedControlImagesAndAdjustmentsOnInstancesAndProxies() {
        let background = Self.image(.lightGray, CGSize(width: 10, height: 32))
        let divider = Self.image(.black, CGSize(width: 4, height: 32))
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        let widthBefore = segments.intrinsicContentSize.width
        segments.setBackgroundImage(background, for: .normal, barMetrics: .default)
        segments.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        segments.setContentPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), forSegmentType: .left, barMetrics: .default)
        #expect(segments.backgroundImage(for: .normal, barMetrics: .default) === background)
        #expect(segments.backgroundImage(for: .selected, barMetrics: .default) == nil)
        #expect(segments.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(segments.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) == nil)
        #expect(segments.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == UIOffset(horizontal: 3, vertical: 0))
        #expect(segments.contentPositionAdjustment(forSegmentType: .right, barMetrics: .default) == .zero)
        // Each of the two dividers takes its width.
        #expect(segments.intrinsicContentSize.width == widthBefore + 8)

        let proxy = ImageSegments.appearance()
        proxy.setBackgroundImage(background, for: .selected, barMetrics: .default)
        proxy.setDividerImage(divider, forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)
        proxy.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 2), forSegmentType: .any, barMetrics: .default)
        #expect(proxy.backgroundImage(for: .selected, barMetrics: .default) === background)
        #expect(proxy.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(proxy.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == UIOffset(horizontal: 0, vertical: 2))
        let fromProxy = ImageSegments(items: ["A", "B"])
        window().addSubview(fromProxy)
        #expect(fromProxy.backgroundImage(for: .selected, barMetrics: .default) === background)
        #expect(fromProxy.dividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default) === divider)
        #expect(fromProxy.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default) == UIOffset(horizontal: 0, vertical: 2))
    }

    /// Top: a navigation bar whose items draw resizable orange pill images
    /// behind their titles ("Edit" lifted 2 points), whose back button is a
    /// purple arrow-shaped image with "Inbox" inside it in place of the
    /// chevron, and whose title is 6 points lower. Middle: a slider with a
    /// red 20x30 thumb image, a green track before it and a blue one after.
    /// Bottom: a segmented control of grey segments (the selected one dark
    /// grey) with black dividers and the left segment's title 6 points to the right.
    @Test func imageAppearanceInARender() throws {
        let pill = Self.image(.orange, CGSize(width: 21, height: 30), radius: 10, caps: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
            UIColor.purple.setFill()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 15))
            path.addLine(to: CGPoint(x: 14, y: 0))
            path.addLine(to: CGPoint(x: 30, y: 0))
            path.addLine(to: CGPoint(x: 30, y: 30))
            path.addLine(to: CGPoint(x: 14, y: 30))
            path.close()
            path.fill()
        }.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 8), resizingMode: .stretch)
        let items = UIBarButtonItem.appearance(whenContainedInInstancesOf: [GoldenImageBar.self])
        items.setBackgroundImage(pill, for: .normal, barMetrics: .default)
        items.setBackButtonBackgroundImage(arrow, for: .normal, barMetrics: .default)
        items.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        GoldenImageBar.appearance().setTitleVerticalPositionAdjustment(6, for: .default)
        GoldenImageSlider.appearance().setThumbImage(Self.image(.red, CGSize(width: 20, height: 30), radius: 4), for: .normal)
        GoldenImageSlider.appearance().setMinimumTrackImage(Self.image(.green, CGSize(width: 10, height: 8), radius: 4,
                                                                       caps: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)), for: .normal)
        GoldenImageSlider.appearance().setMaximumTrackImage(Self.image(.blue, CGSize(width: 10, height: 8), radius: 4,
                                                                       caps: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)), for: .normal)
        let segments = GoldenImageSegments.appearance()
        segments.setBackgroundImage(Self.image(UIColor(white: 0.85, alpha: 1), CGSize(width: 10, height: 32)), for: .normal, barMetrics: .default)
        segments.setBackgroundImage(Self.image(UIColor(white: 0.45, alpha: 1), CGSize(width: 10, height: 32)), for: .selected, barMetrics: .default)
        segments.setDividerImage(Self.image(.black, CGSize(width: 2, height: 32)), forLeftSegmentState: .normal,
                                 rightSegmentState: .normal, barMetrics: .default)
        segments.setContentPositionAdjustment(UIOffset(horizontal: 6, vertical: 0), forSegmentType: .left, barMetrics: .default)

        let window = window(320, 150)
        let bar = pushedBar(GoldenImageBar())
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        edit.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: -2), for: .default)
        bar.topItem?.rightBarButtonItem = edit
        let slider = GoldenImageSlider(frame: CGRect(x: 20, y: 56, width: 280, height: 31))
        slider.value = 0.3
        let control = GoldenImageSegments(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 40, y: 100, width: 240, height: 32)
        for view in [bar, slider, control] as [UIView] { window.addSubview(view) }
        let image = try #require(window.offscreenImage(scale: 2).cgImage)
        expectGolden(image, named: "appearance-image-methods@2x", in: "Controllers")
    }
}
