import CoreLocation
import Foundation
import UIKit

/// A map with no tiles: it fills its bounds with the colour of an empty map
/// (the land colour of Apple Maps' standard style) and places its
/// annotations' views where the region's Web Mercator projection puts their
/// coordinates, as MapKit does. Overlays are kept, not drawn; there is no user
/// location.
@preconcurrency @MainActor
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard { didSet { setNeedsDisplay() } }
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false

    /// The region asked for; `region` is this fitted to the view's shape.
    private var requestedRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var overlays: [any MKOverlay] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    private var registeredClasses: [String: MKAnnotationView.Type] = [:]
    private var reuseQueues: [String: [MKAnnotationView]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        mapInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        mapInit()
    }

    private func mapInit() {
        contentMode = .redraw
        clipsToBounds = true
    }

    // MARK: Region

    /// The region shown: the one set, widened to the view's aspect ratio.
    open var region: MKCoordinateRegion {
        get { MKCoordinateRegion(visibleMapRect) }
        set { setRegion(newValue, animated: false) }
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        requestedRegion = region
        setNeedsLayout()
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { requestedRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: requestedRegion.span), animated: animated)
    }

    /// The map rectangle in the view: the requested span's, around its centre,
    /// grown in one direction to the view's aspect ratio.
    open var visibleMapRect: MKMapRect {
        get {
            let centre = MKMapPoint(requestedRegion.center)
            let span = requestedRegion.span
            let north = MKMapPoint(CLLocationCoordinate2D(latitude: requestedRegion.center.latitude + span.latitudeDelta / 2, longitude: 0))
            let south = MKMapPoint(CLLocationCoordinate2D(latitude: requestedRegion.center.latitude - span.latitudeDelta / 2, longitude: 0))
            var width = span.longitudeDelta / 360 * MKMapSize.world.width
            var height = south.y - north.y
            if bounds.width > 0, bounds.height > 0 {
                let scale = max(width / Double(bounds.width), height / Double(bounds.height))
                width = scale * Double(bounds.width)
                height = scale * Double(bounds.height)
            }
            return MKMapRect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
        }
        set {
            setRegion(MKCoordinateRegion(newValue), animated: false)
        }
    }

    /// Where a coordinate lies in `view`'s coordinates (the map's own when nil).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let rect = visibleMapRect
        let point = MKMapPoint(coordinate)
        let scale = rect.width > 0 ? Double(bounds.width) / rect.width : 0
        let local = CGPoint(x: bounds.minX + CGFloat((point.x - rect.minX) * scale), y: bounds.minY + CGFloat((point.y - rect.minY) * scale))
        return view.map { convert(local, to: $0) } ?? local
    }

    /// The coordinate under a point of `view` (the map's own when nil).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let local = view.map { convert(point, from: $0) } ?? point
        let rect = visibleMapRect
        let scale = bounds.width > 0 ? rect.width / Double(bounds.width) : 0
        return MKMapPoint(x: rect.minX + Double(local.x - bounds.minX) * scale, y: rect.minY + Double(local.y - bounds.minY) * scale).coordinate
    }

    // MARK: Annotations

    open func addAnnotation(_ annotation: any MKAnnotation) {
        addAnnotations([annotation])
    }

    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !contains(annotation) { self.annotations.append(annotation) }
        setNeedsLayout()
    }

    open func removeAnnotation(_ annotation: any MKAnnotation) {
        removeAnnotations([annotation])
    }

    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            self.annotations = Self.without(annotation, in: self.annotations)
            selectedAnnotations = Self.without(annotation, in: selectedAnnotations)
            guard let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) else { continue }
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier { reuseQueues[identifier, default: []].append(view) }
        }
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool {
        Self.index(of: annotation, in: annotations) != nil
    }

    // Plain loops rather than closures that capture an annotation: the release
    // build's region checks reject sending one into a closure.
    private static func index<T>(of object: AnyObject, in list: [T]) -> Int? {
        for (index, element) in list.enumerated() where element as AnyObject === object { return index }
        return nil
    }

    private static func without<T>(_ object: AnyObject, in list: [T]) -> [T] {
        var kept: [T] = []
        for element in list where element as AnyObject !== object { kept.append(element) }
        return kept
    }

    /// The view showing an annotation, once the map has laid it out.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        annotationViews[ObjectIdentifier(annotation)]
    }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = viewClass as? MKAnnotationView.Type
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var queue = reuseQueues[identifier], let view = queue.popLast() else { return nil }
        reuseQueues[identifier] = queue
        view.prepareForReuse()
        return view
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let type = registeredClasses[identifier] else {
            preconditionFailure("unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier")
        }
        return type.init(offscreenAnnotation: annotation, reuseIdentifier: identifier)
    }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard Self.index(of: annotation, in: selectedAnnotations) == nil else { return }
        selectedAnnotations.append(annotation)
        if let view = view(for: annotation) {
            view.setSelected(true, animated: animated)
            delegate?.mapView(self, didSelect: view)
        }
    }

    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation else { return }
        selectedAnnotations = Self.without(annotation, in: selectedAnnotations)
        if let view = view(for: annotation) {
            view.setSelected(false, animated: animated)
            delegate?.mapView(self, didDeselect: view)
        }
    }

    /// Sets the region to the smallest one that holds every annotation's coordinate.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        var rect = MKMapRect.null
        for annotation in annotations { rect = rect.union(MKMapRect(origin: MKMapPoint(annotation.coordinate), size: MKMapSize())) }
        guard !rect.isNull else { return }
        // A margin of a tenth on each side, so that views at the edges show.
        let margin = max(rect.width, rect.height, 1000) * 0.1
        rect = MKMapRect(x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin)
        addAnnotations(annotations)
        setRegion(MKCoordinateRegion(rect), animated: animated)
    }

    // MARK: Overlays

    open func addOverlay(_ overlay: any MKOverlay) {
        overlays.append(overlay)
    }

    open func addOverlays(_ overlays: [any MKOverlay]) {
        self.overlays += overlays
    }

    open func removeOverlay(_ overlay: any MKOverlay) {
        overlays = Self.without(overlay, in: overlays)
    }

    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { removeOverlay(overlay) }
    }

    // MARK: Drawing and layout

    /// The colour of a map with no tiles: Apple Maps' standard land colour
    /// (a light beige, a dark grey in dark mode), or a dark green-grey for the
    /// satellite types.
    private var emptyMapColor: UIColor {
        switch mapType {
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover:
            return UIColor(red: 51 / 255, green: 61 / 255, blue: 51 / 255, alpha: 1)
        case .standard, .mutedStandard:
            return traitCollection.userInterfaceStyle == .dark
                ? UIColor(red: 43 / 255, green: 43 / 255, blue: 46 / 255, alpha: 1)
                : UIColor(red: 249 / 255, green: 245 / 255, blue: 237 / 255, alpha: 1)
        }
    }

    open override func draw(_ rect: CGRect) {
        emptyMapColor.setFill()
        UIRectFill(bounds)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    /// Makes the views of annotations that have none (the delegate's, or a
    /// marker) and puts every view at its coordinate.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var added: [MKAnnotationView] = []
        for annotation in annotations {
            let key = ObjectIdentifier(annotation)
            let view: MKAnnotationView
            if let existing = annotationViews[key] {
                view = existing
            } else {
                view = delegate?.mapView(self, viewFor: annotation) ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
                view.annotation = annotation
                annotationViews[key] = view
                addSubview(view)
                added.append(view)
                if Self.index(of: annotation, in: selectedAnnotations) != nil { view.setSelected(true, animated: false) }
            }
            let point = convert(annotation.coordinate, toPointTo: self)
            view.center = CGPoint(x: point.x + view.anchorOffset.x + view.centerOffset.x,
                                  y: point.y + view.anchorOffset.y + view.centerOffset.y)
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }
}
