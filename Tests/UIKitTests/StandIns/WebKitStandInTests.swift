import Foundation
import Testing
@testable import UIKit
import WebKit

@MainActor final class RecordingNavigationDelegate: NSObject, WKNavigationDelegate {
    var calls: [String] = []

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { calls.append("start") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { calls.append("finish") }
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) { calls.append("fail") }
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        calls.append("fail provisional")
    }
}

@MainActor @Suite(.serialized) struct WebKitStandInTests {
    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func aWebViewDrawsItsBackgroundAndLoadsNothing() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.backgroundColor = .black
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let web = WKWebView(frame: CGRect(x: 0, y: 0, width: 60, height: 80), configuration: configuration)
        let tinted = WKWebView(frame: CGRect(x: 60, y: 0, width: 60, height: 80))
        tinted.backgroundColor = .systemRed
        window.addSubview(web)
        window.addSubview(tinted)
        window.isHidden = false
        let delegate = RecordingNavigationDelegate()
        web.navigationDelegate = delegate
        #expect(web.configuration === configuration && web.scrollView.superview === web)
        #expect(web.load(URLRequest(url: URL(string: "https://example.com")!)) == nil)
        #expect(web.loadHTMLString("<h1>Hi</h1>", baseURL: nil) == nil)
        #expect(web.url == nil && web.title == nil && !web.isLoading && web.estimatedProgress == 0 && !web.canGoBack)
        let image = window.offscreenImage(scale: 1).cgImage!
        #expect(rgba(image, 30, 40) == [255, 255, 255, 255], "an empty web view is white")
        #expect(rgba(image, 90, 40) == [255, 59, 48, 255], "or its background colour")
        // A turn of the main queue later, still no navigation was reported.
        let (noValue, error): (Bool, WKError?) = await withCheckedContinuation { done in
            web.evaluateJavaScript("document.title") { value, error in done.resume(returning: (value == nil, error as? WKError)) }
        }
        #expect(noValue)
        let scriptError = try #require(error)
        #expect(scriptError.code == .javaScriptExceptionOccurred)
        #expect((scriptError as NSError).domain == WKErrorDomain && (scriptError as NSError).code == 4)
        #expect(delegate.calls.isEmpty)
    }
}
