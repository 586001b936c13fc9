// iOS code in Swift 5 mode with a map and a web view: a store locator whose
// controller is its map's delegate (custom annotations, a registered marker
// class, a dequeued view), and an article screen with a WKWebView, its
// configuration, a script message handler and navigation delegate methods.
import CoreLocation
import MapKit
import UIKit
import WebKit
import XCTest

final class Store: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    let subtitle: String?

    init(name: String, latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        title = name
        subtitle = nil
    }
}

final class StoreMarkerView: MKMarkerAnnotationView {
    static let reuseID = "store"

    override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        markerTintColor = .systemGreen
        glyphText = "S"
        canShowCallout = true
        rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class StoreLocatorViewController: UIViewController, MKMapViewDelegate {
    let mapView = MKMapView()
    var shownStores: [MKAnnotationView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        mapView.mapType = .mutedStandard
        mapView.showsUserLocation = false
        mapView.register(StoreMarkerView.self, forAnnotationViewWithReuseIdentifier: StoreMarkerView.reuseID)
        view.addSubview(mapView)
        let centre = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)
        let region = MKCoordinateRegion(center: centre, latitudinalMeters: 2000, longitudinalMeters: 2000)
        mapView.setRegion(region, animated: false)
        mapView.addAnnotations([Store(name: "Strand", latitude: 51.5101, longitude: -0.1200),
                                Store(name: "Soho", latitude: 51.5136, longitude: -0.1365)])
        let pin = MKPointAnnotation()
        pin.coordinate = centre
        pin.title = "You"
        mapView.addAnnotation(pin)
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
        guard annotation is Store else { return nil }
        let view = mapView.dequeueReusableAnnotationView(withIdentifier: StoreMarkerView.reuseID, for: annotation)
        view.clusteringIdentifier = "stores"
        return view
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
        shownStores += views.filter { $0 is StoreMarkerView }
    }

    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
        guard let store = view.annotation as? Store else { return }
        let location = CLLocation(latitude: store.coordinate.latitude, longitude: store.coordinate.longitude)
        print(location.distance(from: CLLocation(latitude: 51.5074, longitude: -0.1278)))
    }
}

final class ArticleViewController: UIViewController, WKNavigationDelegate, WKUIDelegate, WKScriptMessageHandler {
    private(set) var webView: WKWebView!
    var receivedMessages: [String] = []
    var finished = false

    override func loadView() {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        configuration.websiteDataStore = WKWebsiteDataStore.default()
        let script = WKUserScript(source: "document.body.style.margin = '0'", injectionTime: .atDocumentEnd, forMainFrameOnly: true)
        configuration.userContentController.addUserScript(script)
        configuration.userContentController.add(self, name: "share")
        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        webView.uiDelegate = self
        webView.allowsBackForwardNavigationGestures = true
        webView.scrollView.contentInsetAdjustmentBehavior = .never
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.loadHTMLString("<html><body><h1>Article</h1></body></html>", baseURL: nil)
        if let url = URL(string: "https://example.com/article") {
            webView.load(URLRequest(url: url))
        }
        webView.loadFileURL(URL(fileURLWithPath: "/tmp/a.html"), allowingReadAccessTo: URL(fileURLWithPath: "/tmp"))
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        if let body = message.body as? String { receivedMessages.append(body) }
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        if navigationAction.navigationType == .linkActivated, navigationAction.request.url?.host != "example.com" {
            decisionHandler(.cancel)
            return
        }
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finished = true
        title = webView.title
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        print(error.localizedDescription)
    }

    func reload() {
        if webView.canGoBack { webView.goBack() } else { webView.reload() }
        webView.stopLoading()
        _ = webView.isLoading
        _ = webView.estimatedProgress
        _ = webView.url
    }
}

final class MapAndWebIdiomTests: XCTestCase {
    func testAStoreLocatorPlacesItsMarkersAndAnArticleScreenShowsABlankWebView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let locator = StoreLocatorViewController()
        window.rootViewController = locator
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(locator.mapView.annotations.count, 3)
        XCTAssertEqual(locator.shownStores.count, 2)
        XCTAssertTrue(locator.mapView.view(for: locator.mapView.annotations[2]) is MKMarkerAnnotationView)
        XCTAssertFalse(locator.mapView.view(for: locator.mapView.annotations[2]) is StoreMarkerView)
        // The pin at the region's centre sits at the middle of the map.
        let you = locator.mapView.view(for: locator.mapView.annotations[2])!
        XCTAssertEqual(you.frame.midX, 160, accuracy: 0.01)
        XCTAssertEqual(you.frame.maxY, 240, accuracy: 0.01)

        let article = ArticleViewController()
        window.rootViewController = article
        window.layoutIfNeeded()
        article.reload()
        XCTAssertFalse(article.finished, "no page loads, so no navigation finishes")
        XCTAssertNil(article.webView.url)
        XCTAssertNotNil(window.offscreenImage(scale: 1).cgImage)
    }
}
