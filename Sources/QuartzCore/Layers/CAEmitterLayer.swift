import Foundation

public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A particle emitter. Core Animation's render server makes the particles
/// as time passes from the moment the layer is committed; a snapshot taken
/// when the layer has just been added (what a still frame of a test is)
/// shows none of them, and `render(in:)` never draws them on iOS either. So
/// Offscreen draws the layer as iOS's snapshot of a freshly added emitter
/// shows it: its background, border, contents and sublayers, no particles.
/// Every property is kept and read back, and the cells are reachable by key
/// path (`"emitterCells.snow.birthRate"`), as apps change them.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? { willSet { willSetObservable("emitterCells") } didSet { didSetObservable("emitterCells") } }
    open var birthRate: Float = 1 { willSet { willSetObservable("birthRate") } didSet { didSetObservable("birthRate") } }
    open var lifetime: Float = 1 { willSet { willSetObservable("lifetime") } didSet { didSetObservable("lifetime") } }
    open var emitterPosition: CGPoint = .zero { willSet { willSetObservable("emitterPosition") } didSet { didSetObservable("emitterPosition") } }
    open var emitterZPosition: CGFloat = 0 { willSet { willSetObservable("emitterZPosition") } didSet { didSetObservable("emitterZPosition") } }
    open var emitterSize: CGSize = .zero { willSet { willSetObservable("emitterSize") } didSet { didSetObservable("emitterSize") } }
    open var emitterDepth: CGFloat = 0 { willSet { willSetObservable("emitterDepth") } didSet { didSetObservable("emitterDepth") } }
    open var emitterShape: CAEmitterLayerEmitterShape = .point { willSet { willSetObservable("emitterShape") } didSet { didSetObservable("emitterShape") } }
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { willSet { willSetObservable("emitterMode") } didSet { didSetObservable("emitterMode") } }
    open var renderMode: CAEmitterLayerRenderMode = .unordered { willSet { willSetObservable("renderMode") } didSet { didSetObservable("renderMode") } }
    open var preservesDepth = false { willSet { willSetObservable("preservesDepth") } didSet { didSetObservable("preservesDepth") } }
    open var velocity: Float = 1 { willSet { willSetObservable("velocity") } didSet { didSetObservable("velocity") } }
    open var scale: Float = 1 { willSet { willSetObservable("scale") } didSet { didSetObservable("scale") } }
    open var spin: Float = 1 { willSet { willSetObservable("spin") } didSet { didSetObservable("spin") } }
    open var seed: UInt32 = 0 { willSet { willSetObservable("seed") } didSet { didSetObservable("seed") } }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells; birthRate = other.birthRate; lifetime = other.lifetime
        emitterPosition = other.emitterPosition; emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize; emitterDepth = other.emitterDepth; emitterShape = other.emitterShape
        emitterMode = other.emitterMode; renderMode = other.renderMode; preservesDepth = other.preservesDepth
        velocity = other.velocity; scale = other.scale; spin = other.spin; seed = other.seed
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The cell of `name` among `cells` and the rest of the path after it
    /// ("snow.birthRate" → the cell named snow, "birthRate").
    static func cell(in cells: [CAEmitterCell]?, path: String) -> (CAEmitterCell, String)? {
        guard let dot = path.firstIndex(of: ".") else { return nil }
        let name = String(path[..<dot]), rest = String(path[path.index(after: dot)...])
        guard let cell = cells?.first(where: { $0.name == name }) else { return nil }
        return (cell, rest)
    }
}

/// One kind of particle an emitter (or a parent cell) makes. Kept and read
/// back; see `CAEmitterLayer` for what a still frame shows.
open class CAEmitterCell: NSObject, CAMediaTiming {
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Opaque white by default.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var minificationFilter: String = "linear"
    open var magnificationFilter: String = "linear"
    open var minificationFilterBias: Float = 0
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    // CAMediaTiming
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() { super.init() }

    /// Core Animation's defaults for the cell's keys (nil: none).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Values stored under keys that are not properties.
    private var extraValues: [String: Any] = [:]

    /// The numeric properties by name (as NSNumber), the cell's children, or
    /// a value stored with `setValue(_:forKey:)`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "enabled", "isEnabled": return NSNumber(value: isEnabled)
        case "color": return color
        case "contents": return contents
        case "emitterCells": return emitterCells
        default:
            if let keyPath = Self.numbers[key] { return NSNumber(value: Double(self[keyPath: keyPath])) }
            if let keyPath = Self.floats[key] { return NSNumber(value: self[keyPath: keyPath]) }
            return extraValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    open func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "name": name = value as? String
        case "enabled", "isEnabled": if let n = value as? NSNumber { isEnabled = n.boolValue } else if let b = value as? Bool { isEnabled = b }
        case "color": color = value as? CGColor
        case "contents": contents = value
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        default:
            if let keyPath = Self.numbers[key], let n = number(value) { self[keyPath: keyPath] = n; return }
            if let keyPath = Self.floats[key], let n = number(value) { self[keyPath: keyPath] = Float(n); return }
            extraValues[key] = value
        }
    }

    /// `"birthRate"`, or through child cells by name (`"spark.birthRate"`).
    open func value(forKeyPath keyPath: String) -> Any? {
        if let (cell, rest) = CAEmitterLayer.cell(in: emitterCells, path: keyPath.dropPrefix("emitterCells.")) {
            return cell.value(forKeyPath: rest)
        }
        return value(forKey: keyPath)
    }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let (cell, rest) = CAEmitterLayer.cell(in: emitterCells, path: keyPath.dropPrefix("emitterCells.")) {
            return cell.setValue(value, forKeyPath: rest)
        }
        setValue(value, forKey: keyPath)
    }

    nonisolated(unsafe) private static let numbers: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] = [
        "emissionLatitude": \.emissionLatitude, "emissionLongitude": \.emissionLongitude,
        "emissionRange": \.emissionRange, "velocity": \.velocity, "velocityRange": \.velocityRange,
        "xAcceleration": \.xAcceleration, "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration,
        "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin,
        "spinRange": \.spinRange, "contentsScale": \.contentsScale,
    ]

    nonisolated(unsafe) private static let floats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
        "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
        "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
        "minificationFilterBias": \.minificationFilterBias, "speed": \.speed, "repeatCount": \.repeatCount,
    ]
}

private extension String {
    func dropPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
