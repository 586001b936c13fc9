import UIKit

extension UIView {
    /// The view drawn through UIKit (`offscreenImage`) at scale 3, the scale every
    /// UIKit golden is drawn at.
    var imageAtScale3: CGImage { offscreenImage(scale: 3).cgImage! }
}
