import CoreLocation
import Foundation
import GoldenTesting
import MapKit
import Testing
@testable import UIKit

@MainActor final class PinSource: NSObject, MKMapViewDelegate {
    var added: [MKAnnotationView] = []
    var regionChanges = 0

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard annotation.title == "Louvre" else { return nil }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: "museum", for: annotation) as! MKMarkerAnnotationView
        view.markerTintColor = .systemBlue
        view.glyphText = "M"
        return view
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { added += views }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { regionChanges += 1 }
}

@MainActor @Suite(.serialized) struct MapKitStandInTests {
    let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)

    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// A 300 × 200 map whose region's longitude span (0.2°) sets its scale:
    /// 1,500 points a degree of longitude.
    private func parisMap() -> (UIWindow, MKMapView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let map = MKMapView(frame: window.bounds)
        map.setRegion(MKCoordinateRegion(center: paris, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.2)), animated: false)
        window.addSubview(map)
        window.isHidden = false
        return (window, map)
    }

    @Test func annotationViewsSitAtTheirCoordinatesByWebMercator() throws {
        let (window, map) = parisMap()
        let centre = MKPointAnnotation(coordinate: paris, title: "Centre", subtitle: nil)
        // A quarter of the longitude span east: 75 points right of the centre.
        let east = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: paris.latitude, longitude: paris.longitude + 0.05))
        // 0.001° north: Mercator stretches latitude by sec φ, so 1.5 × sec(48.8566°) = 2.2806 points up.
        let north = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: paris.latitude + 0.001, longitude: paris.longitude))
        map.addAnnotations([centre, east, north])
        window.layoutIfNeeded()
        let centreView = try #require(map.view(for: centre) as? MKMarkerAnnotationView, "the default view is a marker")
        // A marker's point is at its coordinate: the bottom centre of its frame.
        #expect(abs(centreView.frame.midX - 150) < 0.01 && abs(centreView.frame.maxY - 100) < 0.01)
        let eastView = try #require(map.view(for: east))
        #expect(abs(eastView.frame.midX - 225) < 0.01 && abs(eastView.frame.maxY - 100) < 0.01)
        let northView = try #require(map.view(for: north))
        #expect(abs(northView.frame.maxY - (100 - 1.5 / cos(paris.latitude * Double.pi / 180))) < 0.01)
        #expect(abs(map.convert(paris, toPointTo: map).x - 150) < 1e-6)
        let back = map.convert(CGPoint(x: 225, y: 100), toCoordinateFrom: map)
        #expect(abs(back.longitude - (paris.longitude + 0.05)) < 1e-9 && abs(back.latitude - paris.latitude) < 1e-9)
        // The region shown is the one set, widened to the view's 3:2 shape.
        #expect(abs(map.region.span.longitudeDelta - 0.2) < 1e-9)
        #expect(abs(map.region.span.latitudeDelta - 0.2 * 2 / 3 * cos(paris.latitude * Double.pi / 180)) < 1e-4)
        // A removed annotation takes its view away.
        map.removeAnnotation(east)
        #expect(map.view(for: east) == nil && eastView.superview == nil && map.annotations.count == 2)
    }

    @Test func theDelegateMakesViewsOfRegisteredClassesAndHearsThemAdded() throws {
        let (window, map) = parisMap()
        let source = PinSource()
        map.delegate = source
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "museum")
        let louvre = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376), title: "Louvre", subtitle: nil)
        map.addAnnotation(louvre)
        map.setCenter(paris, animated: false)
        #expect(source.regionChanges == 1)
        window.layoutIfNeeded()
        let view = try #require(map.view(for: louvre) as? MKMarkerAnnotationView)
        #expect(view.reuseIdentifier == "museum" && view.glyphText == "M" && view.annotation === louvre)
        #expect(source.added.count == 1 && source.added[0] === view)
        map.removeAnnotation(louvre)
        // The removed view waits for reuse under its identifier.
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "museum") === view)
    }

    @Test func anEmptyMapIsTheMapColourAndAMapWithTwoMarkersGolden() throws {
        let (window, map) = parisMap()
        var pixel = rgba(window.offscreenImage(scale: 1).cgImage!, 10, 10)
        #expect(pixel == [249, 245, 237, 255])
        let source = PinSource()
        map.delegate = source
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "museum")
        map.addAnnotations([
            MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376), title: "Louvre", subtitle: nil),
            MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.8530, longitude: 2.3499), title: "Notre-Dame", subtitle: nil),
        ])
        let image = window.offscreenImage(scale: 2).cgImage!
        pixel = rgba(image, 20, 20)
        #expect(pixel == [249, 245, 237, 255])
        expectGolden(image, named: "map-view-two-markers@2x", in: "StandIns")
    }
}
