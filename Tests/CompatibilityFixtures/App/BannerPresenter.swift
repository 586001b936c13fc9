import UIKit

/// Finds the app's main window through the app delegate, as apps written
/// before scenes do: `window` is an optional requirement of
/// UIApplicationDelegate, so it reads as a double optional.
enum BannerPresenter {
    static func frontTitle() -> String? {
        UIApplication.shared.delegate?.window??.rootViewController?.title
    }

    static func mainWindow() -> UIWindow? {
        guard let window = UIApplication.shared.delegate?.window ?? nil else { return nil }
        return window
    }

    @discardableResult
    static func show(_ text: String) -> UILabel {
        let banner = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        banner.text = text
        let window = UIApplication.shared.delegate!.window!
        window?.addSubview(banner)
        return banner
    }
}

final class BannerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
