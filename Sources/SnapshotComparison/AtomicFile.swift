import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader never sees half of one: the bytes go to a
/// temporary file in the destination's own directory (so the rename stays on
/// one file system), which is then renamed over the destination in one step.
/// A failure at any point removes the temporary file and leaves the
/// destination as it was.
package enum AtomicFile {
    /// Writes `data` to `url`, creating missing parent directories. The file gets
    /// the usual 0666 & ~umask permissions (mkstemp alone would give 0600).
    package static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: url.path, reason: "cannot create directory \(directory.path): \(error.localizedDescription)")
        }
        var template = Array(directory.appendingPathComponent(".\(url.lastPathComponent).XXXXXX").path.utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw AtomicFileError(path: url.path, reason: "cannot create a temporary file: \(errnoText())") }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        if !writeAll(data, to: fd) { failure = "write failed: \(errnoText())" }
        if failure == nil, fchmod(fd, 0o666 & ~currentUmask()) != 0 { failure = "chmod failed: \(errnoText())" }
        if close(fd) != 0, failure == nil { failure = "close failed: \(errnoText())" }
        if failure == nil, rename(temporary, url.path) != 0 { failure = "rename failed: \(errnoText())" }
        if let failure {
            unlink(temporary)
            throw AtomicFileError(path: url.path, reason: failure)
        }
    }

    /// Writes every byte of `data` to `fd`, retrying after interruptions and
    /// short writes (pipes and terminals take a little at a time); false on an
    /// error, with `errno` saying which.
    package static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }

    /// umask can only be read by setting it; set it straight back.
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

package struct AtomicFileError: Error, CustomStringConvertible, Equatable {
    package let path: String
    package let reason: String
    package var description: String { "cannot write \(path): \(reason)" }
}
