import Foundation
import UIKit

/// The settings a web view is made with.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    open var preferences = WKPreferences()
    open var userContentController = WKUserContentController()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var applicationNameForUserAgent: String?
    open var suppressesIncrementalRendering = false
    open var ignoresViewportScaleLimits = false
    open var limitsNavigationsToAppBoundDomains = false

    public override init() {
        super.init()
    }
}

@preconcurrency @MainActor
open class WKPreferences: NSObject {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true

    public override init() {
        super.init()
    }
}

/// Where a web view keeps cookies and caches; this one keeps nothing.
@preconcurrency @MainActor
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(persistent: true)

    open class func `default`() -> WKWebsiteDataStore { shared }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }

    public let isPersistent: Bool

    private init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }
}

/// When a user script runs in a page.
public enum WKUserScriptInjectionTime: Int, @unchecked Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}

@preconcurrency @MainActor
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page's script posts (`window.webkit.messageHandlers.<name>.postMessage`).
@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
    open private(set) var body: Any
    open private(set) var name: String
    open private(set) weak var webView: WKWebView?

    init(name: String, body: Any, webView: WKWebView?) {
        self.name = name
        self.body = body
        self.webView = webView
        super.init()
    }
}

@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts and message handlers of a web view's pages (kept; with no web
/// engine, none runs and no message arrives).
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    public override init() {
        super.init()
    }

    open func addUserScript(_ userScript: WKUserScript) {
        userScripts.append(userScript)
    }

    open func removeAllUserScripts() {
        userScripts.removeAll()
    }

    /// Adds a handler under `name`; as in WebKit, a name used twice is a programming error.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        precondition(handlers[name] == nil, "Attempt to add script message handler with name '\(name)' when one already exists.")
        handlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) {
        handlers[name] = nil
    }

    open func removeAllScriptMessageHandlers() {
        handlers.removeAll()
    }
}
