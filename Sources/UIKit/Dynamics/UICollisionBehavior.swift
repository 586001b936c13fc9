import Foundation

/// Keeps its items from passing through each other and through boundaries,
/// as UIKit's: the reference view's bounds (`translatesReferenceBoundsIntoBoundary`,
/// with insets) and segments or paths added with an identifier. With gravity,
/// items come to rest on what stops them (see `DynamicSettling`).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var list: DynamicItemList
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// The insets of the reference bounds when they are a boundary.
    private(set) var referenceBoundsInsets: UIEdgeInsets?

    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { setNeedsSettling() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { setNeedsSettling() }
    }

    open var collisionMode: Mode = .everything {
        didSet { setNeedsSettling() }
    }

    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceBoundsInsets != nil }
        set { referenceBoundsInsets = newValue ? .zero : nil; setNeedsSettling() }
    }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        setNeedsSettling()
    }

    /// A boundary along `bezierPath` (its outline, in the reference view's
    /// coordinates). An identifier already used is replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let path = UIBezierPath()
        path.append(bezierPath)
        if let index = boundaryIndex(identifier) { boundaries[index].path = path } else { boundaries.append((identifier, path)) }
        setNeedsSettling()
    }

    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaryIndex(identifier).map { boundaries[$0].path }
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        guard let index = boundaryIndex(identifier) else { return }
        boundaries.remove(at: index)
        setNeedsSettling()
    }

    /// nil when no boundary was added, as in UIKit.
    open var boundaryIdentifiers: [NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        boundaries = []
        setNeedsSettling()
    }

    /// The added boundaries, with their identifiers.
    var identifiedBoundaries: [(identifier: NSCopying, path: UIBezierPath)] { boundaries }

    private func boundaryIndex(_ identifier: NSCopying) -> Int? {
        boundaries.firstIndex { sameIdentifier($0.identifier, identifier) }
    }

    override var dynamicItems: [UIDynamicItem] { list.items }
}

/// Identifiers are equal as their objects are (`isEqual(_:)`), as in UIKit.
func sameIdentifier(_ a: NSCopying, _ b: NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return (a as AnyObject) === (b as AnyObject)
}

/// Hears when items touch each other or a boundary. Every method is optional
/// (default implementations below). Offscreen reports the contacts of the
/// state of rest only: `beganContact` once for each item touching another
/// or a boundary (nil identifier: the reference bounds), never `endedContact`
/// (on iOS, bounces on the way begin and end contacts too).
@MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
