import CoreLocation
import Foundation
import UIKit

/// An object at a place on the map. `title` and `subtitle` are optional
/// requirements (defaults below return nil).
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// The abstract base of MapKit's shapes: an annotation with a title and subtitle.
open class MKShape: NSObject {
    open var title: String?
    open var subtitle: String?

    public override init() {
        super.init()
    }
}

/// A shape at one coordinate.
open class MKPointAnnotation: MKShape, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()

    public override init() {
        super.init()
    }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// A map overlay: an annotation with the map rectangle it covers.
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
}

/// A line through coordinates (its coordinate is its bounding rectangle's centre).
open class MKPolyline: MKShape, MKOverlay {
    private var points: [MKMapPoint] = []

    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init()
        points = (0..<max(0, count)).map { MKMapPoint(coords[$0]) }
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init()
        self.points = Array(UnsafeBufferPointer(start: points, count: max(0, count)))
    }

    open var pointCount: Int { points.count }

    open var boundingMapRect: MKMapRect {
        var rect = MKMapRect.null
        for point in points { rect = rect.union(MKMapRect(origin: point, size: MKMapSize())) }
        return rect
    }

    open var coordinate: CLLocationCoordinate2D {
        let rect = boundingMapRect
        return rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}
