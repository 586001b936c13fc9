// iOS code as people write it in Swift 5 language mode: main-actor UIKit classes
// used from plain functions, closures, global constants, XCTest methods and
// DispatchQueue blocks, and layers built on background queues. On iOS this
// compiles with no errors (UIKit's isolation is `@preconcurrency` there, and
// Core Animation has none); this target is built in Swift 5 mode so a change
// that turns any of it into an error fails the build.
import UIKit
import Foundation

// Global and static constants of UIKit's Sendable value classes.
let brandColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
let bodyFont = UIFont.systemFont(ofSize: 15)

extension UIColor {
    static let cardBackground = UIColor(white: 0.95, alpha: 1)
}

struct Theme {
    static let shared = Theme()
    let accent: UIColor = .systemBlue
    let title = UIFont.boldSystemFont(ofSize: 20)
}

// A plain (nonisolated) function building views.
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = Theme.shared.title
    label.textColor = brandColor
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

final class CardView: UIView {
    let titleLabel = makeTitleLabel("Card")
    private let badge = CALayer()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .cardBackground
        layer.cornerRadius = 12
        badge.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(badge)
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.width - 24, y: 8, width: 16, height: 16)
        badge.cornerRadius = 8
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.separator.cgColor)
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
    }

    func reload() {
        DispatchQueue.main.async {
            self.titleLabel.text = "Reloaded"
            self.setNeedsLayout()
        }
        DispatchQueue.main.async { [weak self] in
            self?.onTap?()
        }
    }
}

final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

// A plain class (no actor) holding and driving views, as view models and
// coordinators do.
final class CardPresenter {
    var view: CardView?
    var completion: ((Bool) -> Void)?

    func attach(to container: UIView) {
        let card = CardView(frame: container.bounds)
        container.addSubview(card)
        view = card
        UIView.animate(withDuration: 0.3, animations: {
            card.alpha = 1
        }, completion: { finished in
            self.completion?(finished)
        })
    }
}

// Layers and animations are not main-actor types: built on a background queue.
func makeBadgeLayer() -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    shape.fillColor = UIColor.green.cgColor
    shape.lineWidth = 2
    return shape
}

func makePulse() -> CABasicAnimation {
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 0
    pulse.toValue = 1
    pulse.duration = 0.5
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    return pulse
}

func prepareLayersInBackground(_ done: @escaping (CALayer) -> Void) {
    DispatchQueue.global().async {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        container.addSublayer(makeBadgeLayer())
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        container.addSublayer(gradient)
        container.add(makePulse(), forKey: "pulse")
        done(container)
    }
}

// Images and colours cross queues freely (they are Sendable on iOS).
func renderThumbnail(size: CGSize, completion: @escaping (UIImage) -> Void) {
    DispatchQueue.global().async {
        let renderer = UIGraphicsImageRenderer(size: size)
        let image = renderer.image { context in
            brandColor.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        DispatchQueue.main.async {
            completion(image)
        }
    }
}

// A delegate declared by a plain class.
final class TapHandler: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

// A view controller, as in every app.
final class CardViewController: UIViewController {
    let card = CardView()
    let presenter = CardPresenter()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(card)
        card.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 80),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "Cards"
    }
}

// A global that holds a view, set up lazily from a plain function.
var sharedCard: CardView?

func installSharedCard(in window: UIWindow) {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    window.addSubview(card)
    sharedCard = card
}

// Core Foundation collections as CoreGraphics code spells them.
func makeGradient() -> CGGradient? {
    let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
    var locations: [CGFloat] = [0, 1]
    return CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: &locations)
}

func makeGradient(from array: NSArray) -> CGGradient? {
    CGGradient(colorsSpace: nil, colors: array, locations: nil)
}
