import CoreLocation
import Foundation

/// A latitude and longitude extent in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A centre coordinate and the span around it.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around
    /// `centerCoordinate`, in degrees over a sphere of the Earth's mean radius
    /// (111,195 m a degree of latitude; a degree of longitude shrinks with the
    /// cosine of the latitude).
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360
        let cosine = max(cos(centerCoordinate.latitude * Double.pi / 180), 1e-9)
        self.init(center: centerCoordinate,
                  span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                         longitudeDelta: min(360, longitudinalMeters / (metresPerDegree * cosine))))
    }

    /// The region a map rectangle covers.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let centre = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(center: centre, span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                                         longitudeDelta: bottomRight.longitude - topLeft.longitude))
    }
}

/// A point of MapKit's flat map: the Web Mercator projection of the world onto
/// a square `MKMapSize.world` map points wide, x growing east from 180°W, y
/// growing south from about 85.05°N.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let side = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * Double.pi / 180
        x = (coordinate.longitude + 180) / 360 * side
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / Double.pi) / 2 * side
    }

    public var coordinate: CLLocationCoordinate2D {
        let side = MKMapSize.world.width
        let longitude = x / side * 360 - 180
        let latitude = atan(sinh(Double.pi * (1 - 2 * y / side))) * 180 / Double.pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole world: 2²⁸ map points square, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func union(_ rect2: MKMapRect) -> MKMapRect {
        if isNull { return rect2 }
        if rect2.isNull { return self }
        let x = min(minX, rect2.minX), y = min(minY, rect2.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect2.maxX) - x, height: max(maxY, rect2.maxY) - y)
    }
}

/// The kind of map a map view shows.
public enum MKMapType: UInt, @unchecked Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}
