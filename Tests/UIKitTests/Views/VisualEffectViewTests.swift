import Foundation
import GoldenTesting
import Testing
@testable import UIKit

/// `UIVisualEffectView`: a real blur of what lies behind it, the material's
/// tint over it, vibrancy for content over a blur.
@MainActor @Suite struct VisualEffectViewTests {
    /// A window, red on the left half and blue on the right, with `effectView`
    /// over the middle band (y 30..<70) across the whole width.
    static func redBlueWindow(_ effectView: UIVisualEffectView, style: UIUserInterfaceStyle = .light) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.overrideUserInterfaceStyle = style
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(red)
        window.addSubview(blue)
        effectView.frame = CGRect(x: 0, y: 30, width: 200, height: 40)
        window.addSubview(effectView)
        return window
    }

    static func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> [Int] {
        let p = window.offscreenImage(scale: 1).cgImage!.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func declarationsAreUIKits() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur)
        #expect(view.contentView.superview === view)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        view.effect = vibrancy
        #expect(view.effect is UIVibrancyEffect)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
        _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
    }

    /// The sharp red | blue edge behind the view is blurred into a mix; above
    /// the view it stays sharp; with no effect it is sharp inside too.
    @Test func blursWhatLiesBehind() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let window = Self.redBlueWindow(effectView)
        // Above the view: untouched.
        #expect(Self.pixel(window, 99, 10) == [255, 0, 0])
        #expect(Self.pixel(window, 100, 10) == [0, 0, 255])
        // At the edge, inside: both colours, lightened by the white tint.
        let left = Self.pixel(window, 99, 50), right = Self.pixel(window, 100, 50)
        #expect(left[0] > 100 && left[2] > 100, "\(left)")
        #expect(abs(left[0] - right[0]) < 12 && abs(left[2] - right[2]) < 12, "\(left) \(right) \((90..<110).map { Self.pixel(window, $0, 50) })")
        // Far from the edge the colour behind dominates.
        let farLeft = Self.pixel(window, 5, 50)
        #expect(farLeft[0] > farLeft[2] + 80, "\(farLeft)")

        effectView.effect = nil
        #expect(Self.pixel(window, 99, 50) == [255, 0, 0])
        #expect(Self.pixel(window, 100, 50) == [0, 0, 255])
    }

    /// The tint is composed over the blur: `.light` is white at 30 % (a black
    /// backdrop shows 30 % white), `.dark` 11 % white at 73 % (over white, 27 %
    /// of it shows), and the adaptive styles follow the trait.
    @Test func materialTintsFollowTheStyleAndTrait() {
        func uniform(_ style: UIBlurEffect.Style, behind: UIColor, trait: UIUserInterfaceStyle = .light) -> [Int] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
            window.overrideUserInterfaceStyle = trait
            window.backgroundColor = behind
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
            effectView.frame = window.bounds
            window.addSubview(effectView)
            return Self.pixel(window, 30, 30)
        }
        #expect(uniform(.light, behind: .black) == [76, 76, 76])
        #expect(uniform(.dark, behind: .white) == [89, 89, 89])
        #expect(uniform(.regular, behind: .black) == uniform(.light, behind: .black))
        #expect(uniform(.regular, behind: .black, trait: .dark) == uniform(.dark, behind: .black))
        let light = uniform(.systemMaterial, behind: .gray), dark = uniform(.systemMaterial, behind: .gray, trait: .dark)
        #expect(light[0] > 200 && dark[0] < 60, "\(light) \(dark)")
        #expect(uniform(.systemMaterialDark, behind: .gray) == dark)
        #expect(uniform(.systemThickMaterial, behind: .black)[0] > uniform(.systemUltraThinMaterial, behind: .black)[0])
    }

    /// Vibrancy fills the content's coverage with a gray blended over the
    /// blur: red text in a vibrancy view comes out gray, not red.
    @Test func vibrancyRecoloursContent() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        window.backgroundColor = .white
        blurView.frame = window.bounds
        vibrancyView.frame = blurView.contentView.bounds
        blurView.contentView.addSubview(vibrancyView)
        let block = UIView(frame: CGRect(x: 20, y: 10, width: 40, height: 20))
        block.backgroundColor = .red
        vibrancyView.contentView.addSubview(block)
        window.addSubview(blurView)
        let p = Self.pixel(window, 40, 20)
        #expect(p[0] < 100 && abs(p[0] - p[1]) < 4 && abs(p[1] - p[2]) < 4, "\(p)")
        vibrancyView.effect = nil
        #expect(Self.pixel(window, 40, 20) == [255, 0, 0])
    }

    /// A change behind the view within the blur's reach repaints all of the
    /// view: the window's partial repaint equals a fresh render.
    @Test func aChangeBehindRepaintsTheWholeBlur() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        let window = Self.redBlueWindow(effectView)
        _ = window.offscreenImage(scale: 1)
        let blue = window.subviews[1]
        blue.backgroundColor = .green
        let repainted = window.offscreenImage(scale: 1).cgImage!
        let fresh = Self.redBlueWindow(UIVisualEffectView(effect: UIBlurEffect(style: .light)))
        fresh.subviews[1].backgroundColor = .green
        let expected = fresh.offscreenImage(scale: 1).cgImage!
        var differing = 0
        for y in 0..<100 {
            for x in 0..<200 where repainted.rgba(x: x, y: y) != expected.rgba(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
    }

    /// Coloured stripes and text behind four materials (light and dark
    /// system material, classic light and dark), one with vibrant text.
    @Test func golden() {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 150))
        board.backgroundColor = .white
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (i, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 37, y: 0, width: 18, height: 150))
            stripe.backgroundColor = color
            board.addSubview(stripe)
        }
        let text = UILabel(frame: CGRect(x: 4, y: 60, width: 212, height: 30))
        text.text = "Behind the glass"
        text.font = .boldSystemFont(ofSize: 26)
        board.addSubview(text)
        let styles: [(UIBlurEffect.Style, CGRect)] = [
            (.systemMaterial, CGRect(x: 10, y: 10, width: 95, height: 60)),
            (.systemMaterialDark, CGRect(x: 115, y: 10, width: 95, height: 60)),
            (.light, CGRect(x: 10, y: 80, width: 95, height: 60)),
            (.dark, CGRect(x: 115, y: 80, width: 95, height: 60)),
        ]
        for (style, frame) in styles {
            let blur = UIBlurEffect(style: style)
            let view = UIVisualEffectView(effect: blur)
            view.frame = frame
            view.layer.cornerRadius = 12
            view.clipsToBounds = true
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
            vibrancy.frame = view.contentView.bounds
            let label = UILabel(frame: vibrancy.contentView.bounds.insetBy(dx: 8, dy: 8))
            label.text = "Vibrant"
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            vibrancy.contentView.addSubview(label)
            view.contentView.addSubview(vibrancy)
            board.addSubview(view)
        }
        expectGolden(board.imageAtScale3, named: "visual-effect-materials@3x", in: "Views")
    }
}
