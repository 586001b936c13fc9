// As on iOS, `import MapKit` brings UIKit and Core Location's types.
@_exported import CoreLocation
@_exported import UIKit
