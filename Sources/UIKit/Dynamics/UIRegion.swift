import Foundation

/// A shape where a field acts, as UIKit's: a circle or a rectangle centred
/// on its origin (the field's `position`), the infinite region, or
/// combinations of them. Regions are immutable: the combining methods make
/// new ones. Not `open` here: its methods return `Self`, which Swift can
/// only make through an initializer every subclass would have to provide.
@preconcurrency @MainActor
public class UIRegion: NSObject, NSCopying {
    indirect enum Shape {
        case infinite
        case circle(radius: CGFloat)
        case rectangle(size: CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case intersection(Shape, Shape)
        case difference(Shape, Shape)

        func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .infinite: true
            case .circle(let r): p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let s): abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
            case .inverse(let a): !a.contains(p)
            case .union(let a, let b): a.contains(p) || b.contains(p)
            case .intersection(let a, let b): a.contains(p) && b.contains(p)
            case .difference(let a, let b): a.contains(p) && !b.contains(p)
            }
        }
    }

    let shape: Shape

    required init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region that holds every point.
    public class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` points about the origin.
    public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: radius)) }

    /// A rectangle of `size` centred on the origin.
    public convenience init(size: CGSize) { self.init(shape: .rectangle(size: size)) }

    /// Every point this region does not hold.
    public func inverse() -> Self { Self(shape: .inverse(shape)) }

    public func byUnion(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }

    /// This region without the points of `region`.
    public func byDifference(from region: UIRegion) -> Self { Self(shape: .difference(shape, region.shape)) }

    public func byIntersection(with region: UIRegion) -> Self { Self(shape: .intersection(shape, region.shape)) }

    /// True when the region holds `point` (relative to its origin).
    public func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// Regions never change: the copy is the region itself.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
