// As on iOS, `import WebKit` brings UIKit, and URLRequest, which
// swift-corelibs-foundation keeps in FoundationNetworking on Linux.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import UIKit
