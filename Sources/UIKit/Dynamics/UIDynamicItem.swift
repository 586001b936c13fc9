import Foundation

/// The shape a dynamic animator gives an item for collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle = 0
    case ellipse = 1
    case path = 2
}

/// What UIKit Dynamics moves: a centre, a size and a rotation, as UIKit's
/// protocol. `collisionBoundsType` and `collisionBoundingPath` are optional
/// there; here they have default implementations (a rectangle), and UIView
/// declares them so that subclasses can override them, as on iOS.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

/// Views are dynamic items, as on iOS since 7.
extension UIView: UIDynamicItem {}
