import CoreLocation
import Foundation
import UIKit

/// The view that shows an annotation on a map: its `image` (the view takes
/// the image's size), centred on the annotation's point plus `centerOffset`.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    open private(set) var reuseIdentifier: String?
    open var centerOffset = CGPoint.zero
    open var calloutOffset = CGPoint.zero
    open var canShowCallout = false
    open var isEnabled = true
    open var isHighlighted = false
    open var isDraggable = false
    open var clusteringIdentifier: String?
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isSelected = false

    private let imageView = UIImageView()

    open var image: UIImage? {
        didSet {
            imageView.image = image
            if let image { bounds.size = image.size }
            setNeedsLayout()
        }
    }

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(imageView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(imageView)
    }

    public override convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Offscreen's own (not MapKit): how a map view makes a view of a
    /// registered class through your `init(annotation:reuseIdentifier:)`.
    /// Swift can only call a required initializer on a class value; subclasses
    /// inherit this one as long as they override `init(annotation:reuseIdentifier:)`
    /// (or define no initializer).
    public required convenience init(offscreenAnnotation annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    open func prepareForReuse() {}

    open func prepareForDisplay() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
    }

    /// Where the view's centre sits from the annotation's point, before
    /// `centerOffset`: on it, for a plain annotation view.
    var anchorOffset: CGPoint { .zero }
}

/// The balloon marker iOS shows for an annotation by default: a
/// `markerTintColor` (red) balloon whose point is at the coordinate, with a
/// white glyph.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphText: String? { didSet { setNeedsDisplay() } }
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var animatesWhenAdded = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        markerInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        markerInit()
    }

    /// The balloon's size: a 30-point circle and its point, 40 points tall.
    static let markerSize = CGSize(width: 30, height: 40)

    private func markerInit() {
        bounds.size = Self.markerSize
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    override var anchorOffset: CGPoint { CGPoint(x: 0, y: -bounds.height / 2) }

    open override func draw(_ rect: CGRect) {
        let width = bounds.width, radius = width / 2
        let balloon = UIBezierPath()
        // A circle whose lower sides run straight to the point at the bottom centre.
        let centre = CGPoint(x: radius, y: radius)
        let tip = CGPoint(x: radius, y: bounds.height)
        let angle = CGFloat.pi / 5
        balloon.move(to: tip)
        balloon.addLine(to: CGPoint(x: centre.x - radius * sin(angle), y: centre.y + radius * cos(angle)))
        balloon.addArc(withCenter: centre, radius: radius, startAngle: CGFloat.pi / 2 + angle,
                       endAngle: CGFloat.pi / 2 - angle + 2 * CGFloat.pi, clockwise: true)
        balloon.close()
        (markerTintColor ?? .systemRed).setFill()
        balloon.fill()
        let glyphColour = glyphTintColor ?? .white
        if let glyphText, !glyphText.isEmpty {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: glyphColour]
            let size = (glyphText as NSString).size(withAttributes: attributes)
            (glyphText as NSString).draw(at: CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2), withAttributes: attributes)
        } else {
            // iOS's default glyph is a pin symbol; a white dot here.
            glyphColour.setFill()
            UIBezierPath(ovalIn: CGRect(x: centre.x - 5, y: centre.y - 5, width: 10, height: 10)).fill()
        }
    }
}
