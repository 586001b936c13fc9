import UIKit

/// Called as the process loads (`CMapKitLoad`): layout files' `<mapView>`
/// elements make an `MKMapView` (see UIKit's `NibFrameworkClasses`).
@_cdecl("offscreen_mapkit_announce_classes")
func announceMapKitClasses() {
    NibFrameworkClasses.announce("MKMapView") { UINib.register(MKMapView.self) }
}
