import Foundation

/// Why a file could not be read, in the system's short words ("No such file or
/// directory") rather than Foundation's long sentences.
package enum FileReason {
    package static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoSuchFileError { return "No such file or directory" }
        return ns.localizedDescription
    }
}
