import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// A web view with no web engine. It draws what an empty web view shows, its
/// `backgroundColor` (white unless set), and its scroll view; it loads
/// nothing: the load methods return nil, `url`, `title` stay nil,
/// `isLoading` false, and no navigation delegate method is called (a snapshot
/// shows the blank view iOS shows before a page's first paint, whatever the
/// test asked to load). `evaluateJavaScript` completes, on a later turn of the
/// main queue as WebKit's does, with a `WKError.Code.javaScriptExceptionOccurred` error.
@preconcurrency @MainActor
open class WKWebView: UIView {
    private let storedConfiguration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    /// The scroll view that holds the page; it fills the web view.
    public let scrollView = UIScrollView()

    /// A copy of the configuration the view was made with, as WebKit's.
    open var configuration: WKWebViewConfiguration { storedConfiguration }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        storedConfiguration = configuration
        super.init(frame: frame)
        webViewInit()
    }

    public required init?(coder: NSCoder) {
        storedConfiguration = WKWebViewConfiguration()
        super.init(coder: coder)
        webViewInit()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    private func webViewInit() {
        if backgroundColor == nil { backgroundColor = .white }
        isOpaque = true
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
    }

    // MARK: Loading (none)

    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open private(set) var canGoBack = false
    open private(set) var canGoForward = false
    open private(set) var hasOnlySecureContent = false

    /// Loads nothing (no web engine); nil: no navigation started.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? { nil }

    /// Loads nothing (no web engine); nil: no navigation started.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }

    /// Loads nothing (no web engine); nil: no navigation started.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }

    /// Loads nothing (no web engine); nil: no navigation started.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? { nil }

    /// Nil: there is no page to go back to.
    @discardableResult
    open func goBack() -> WKNavigation? { nil }

    /// Nil: there is no page to go forward to.
    @discardableResult
    open func goForward() -> WKNavigation? { nil }

    /// Nil: there is no page to reload.
    @discardableResult
    open func reload() -> WKNavigation? { nil }

    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { nil }

    /// Nothing is loading, so there is nothing to stop.
    open func stopLoading() {}

    /// Completes, on a later turn of the main queue, with a
    /// `javaScriptExceptionOccurred` error: there is no JavaScript engine.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        let error = WKError(.javaScriptExceptionOccurred, userInfo: [
            NSLocalizedDescriptionKey: "A JavaScript exception occurred (Offscreen's WKWebView has no JavaScript engine)",
        ])
        DispatchQueue.main.async {
            MainActor.assumeIsolated { completionHandler(nil, error) }
        }
    }
}
