// iOS code in Swift 5 mode using the smaller UIKit and Core Graphics API that
// real projects call: empty initialisers, deprecated colour names, pattern
// colours, label shadows, target–action bar button items, stroked paths,
// Core Graphics patterns and pixel access through the data provider.
import UIKit
import XCTest

let placeholderImage = UIImage()
let noColor = UIColor()
let tableBackground = UIColor.groupTableViewBackground
let linenBackground = UIColor.scrollViewTexturedBackground
let flipsideColors: [UIColor] = [.viewFlipsideBackground, .underPageBackground]

final class ShadowedTitleView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.shadowColor = UIColor(white: 0, alpha: 0.4)
        label.shadowOffset = CGSize(width: 0, height: 1)
        label.baselineAdjustment = .alignCenters
        label.adjustsFontSizeToFitWidth = true
        addSubview(label)
        backgroundColor = UIColor(patternImage: placeholderImage)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class EditorController: UIViewController {
    var saved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("save"))
        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [done, flexible]
        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: nil, action: nil)
        navigationItem.titleView = ShadowedTitleView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
    }

    override var prefersStatusBarHidden: Bool { true }
}

/// A navigation controller with large titles, as apps configure one.
final class LargeTitleNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo,
                                                  .font: UIFont.systemFont(ofSize: 34, weight: .heavy)]
        topViewController?.navigationItem.largeTitleDisplayMode = .always
    }
}

/// The bar set-up of most iOS 13+ apps: appearances for the navigation and
/// tab bars, set on the bars and on an item, and through appearance proxies.
final class AppearanceSetupController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.compactScrollEdgeAppearance = appearance.copy()
        navigation.topViewController?.navigationItem.scrollEdgeAppearance = appearance
        navigation.topViewController?.edgesForExtendedLayout = []
        navigation.topViewController?.extendedLayoutIncludesOpaqueBars = true
        navigation.topViewController?.navigationItem.leftItemsSupplementBackButton = true
        if #available(iOS 16.0, *) { navigation.topViewController?.navigationItem.style = .browser }
        let tabs = UITabBarAppearance()
        tabs.configureWithDefaultBackground()
        tabs.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        tabs.stackedLayoutAppearance.normal.iconColor = .gray
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        tabBar.standardAppearance = tabs
        if #available(iOS 15.0, *) { tabBar.scrollEdgeAppearance = tabs }
        viewControllers = [navigation]
    }
}

/// A fade with haptics, as view code writes it from a nonisolated helper.
func fadeOut(_ view: UIView, completion: @escaping () -> Void) {
    let haptic = UIImpactFeedbackGenerator(style: .light)
    haptic.prepare()
    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
        view.alpha = 0
    }, completion: { position in
        if position == .end { haptic.impactOccurred() }
        completion()
    })
}

/// Core Graphics as drawing code uses it: a hatch pattern, a stroked outline.
func hatchPattern() -> CGPattern? {
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }, releaseInfo: nil)
    return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4), matrix: .identity,
                     xStep: 4, yStep: 4, tiling: .constantSpacing, isColored: true, callbacks: &callbacks)
}

func outlinedCircle() -> CGPath {
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        .copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
}

/// Reads the first pixel's bytes the way pixel-sampling code does.
func firstPixelBytes(of image: UIImage) -> [UInt8] {
    guard let data = image.cgImage?.dataProvider?.data, let bytes = CFDataGetBytePtr(data) else { return [] }
    return Array(UnsafeBufferPointer(start: bytes, count: 4))
}

final class BreadthIdiomTests: XCTestCase {
    func testTheSmallerAPICompilesAndRuns() {
        XCTAssertEqual(placeholderImage.size, .zero)
        XCTAssertEqual(tableBackground, UIColor.systemGroupedBackground)
        let controller = EditorController()
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.navigationItem.rightBarButtonItems?.count, 2)
        let large = LargeTitleNavigationController(rootViewController: EditorController())
        large.loadViewIfNeeded()
        XCTAssertEqual(large.navigationBar.sizeThatFits(CGSize(width: 390, height: 0)).height, 96)
        large.topViewController?.navigationItem.largeTitleDisplayMode = .never
        XCTAssertEqual(large.navigationBar.sizeThatFits(CGSize(width: 390, height: 0)).height, 44)
        XCTAssertTrue(outlinedCircle().contains(CGPoint(x: 10, y: 0.5)))
        XCTAssertFalse(outlinedCircle().contains(CGPoint(x: 10, y: 10)))
        XCTAssertNotNil(hatchPattern())
        let red = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(firstPixelBytes(of: red), [0, 0, 255, 255])
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var faded = false
        fadeOut(view) { faded = true }
        XCTAssertTrue(faded)
        XCTAssertEqual(view.alpha, 0)
    }
}

/// A card on frosted glass with vibrant text, equally spaced buttons, a PDF
/// made with the pre-iOS 10 functions, and a font by name: as iOS code of
/// several ages writes them.
final class FrostedCardView: UIView {
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        blurView.frame = bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.layer.cornerRadius = 12
        blurView.clipsToBounds = true
        addSubview(blurView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemThinMaterial), style: .secondaryLabel))
        vibrancy.frame = blurView.contentView.bounds
        blurView.contentView.addSubview(vibrancy)
        vibrancy.contentView.addSubview(titleLabel)
        let left = UIButton(type: .system), middle = UIButton(type: .system), right = UIButton(type: .system)
        for button in [left, middle, right] {
            button.translatesAutoresizingMaskIntoConstraints = false
            addSubview(button)
        }
        NSLayoutConstraint.activate([
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
                .constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func legacyPDF() -> Data {
    let data = NSMutableData()
    UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 200, height: 100), nil)
    UIGraphicsBeginPDFPage()
    UIColor.scrollViewTexturedBackground.setFill()
    UIRectFill(UIGraphicsGetPDFContextBounds())
    UIGraphicsEndPDFContext()
    return data as Data
}

final class FrostedIdiomTests: XCTestCase {
    func testGlassSpacingPDFAndFonts() {
        let card = FrostedCardView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        XCTAssertTrue(card.blurView.effect is UIBlurEffect)
        XCTAssertTrue(String(decoding: legacyPDF(), as: UTF8.self).hasPrefix("%PDF-"))
        let font = CGFont("DejaVuSans" as CFString)
        XCTAssertEqual(font?.unitsPerEm, 2048)
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "confetti"
        cell.birthRate = 10
        emitter.emitterCells = [cell]
        emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
        XCTAssertEqual(cell.birthRate, 0)
    }
}
