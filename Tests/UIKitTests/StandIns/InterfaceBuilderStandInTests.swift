import Foundation
import MapKit
import Testing
@testable import UIKit
import WebKit

@MainActor @Suite(.serialized) struct InterfaceBuilderStandInTests {
    typealias IB = InterfaceBuilderTestClasses

    /// MapKit and WebKit are linked into this test process, so their views
    /// announce themselves to the layout-file reader as it loads.
    @Test func mapAndWebViewElementsMakeTheStandInsWhenTheirModulesAreLinked() throws {
        let body = """
                    <subviews>
                        <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="Map-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        </mapView>
                        <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Web-vw-001">
                            <rect key="frame" x="0.0" y="60" width="200" height="40"/>
                            <wkWebViewConfiguration key="configuration"/>
                        </wkWebView>
                    </subviews>
        """
        let document = try IB.document(IB.xib(body))
        let warnings = document.interfaceBuilder!.warnings.map(\.message)
        #expect(!warnings.contains { $0.contains("placeholder") }, "\(warnings)")
        let root = try #require(try NibInstantiation(document: document, owner: nil).run().first as? UIView)
        let map = try #require(root.subviews.first as? MKMapView)
        #expect(map.frame == CGRect(x: 0, y: 0, width: 200, height: 60) && map.subviews.isEmpty)
        let web = try #require(root.subviews.last as? WKWebView)
        #expect(web.frame == CGRect(x: 0, y: 60, width: 200, height: 40) && web.backgroundColor == .white)
    }
}
