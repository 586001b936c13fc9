import UIKit

/// Called as the process loads (`CWebKitLoad`): layout files' `<wkWebView>`
/// elements make a `WKWebView` (see UIKit's `NibFrameworkClasses`).
@_cdecl("offscreen_webkit_announce_classes")
func announceWebKitClasses() {
    NibFrameworkClasses.announce("WKWebView") { UINib.register(WKWebView.self) }
}
