import Foundation
import UIKit

/// A layout file's bytes as the user named them: a path, `-` for standard
/// input, or a path that is a pipe (`<(…)`, `/dev/stdin`). Everything is read
/// here, before parsing, so an error says what the path is (a directory, an
/// empty file, a named pipe nobody writes to) in the user's own words.
struct LayoutInput {
    /// How messages name the input: the path as given, or `<stdin>` for `-`.
    let name: String
    let data: Data
    /// Where relative image paths resolve: the file's folder; for standard
    /// input or a pipe, the current directory.
    let directory: URL

    static let standardInputName = "<stdin>"

    static func read(_ path: String) throws(RenderFailure) -> LayoutInput {
        let limit = NibLimits.default.maxFileBytes
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if path == "-" {
            if isatty(STDIN_FILENO) != 0 {
                throw .badInput("-: standard input is a terminal; pipe a layout file in (render - -o out.png < layout.json)")
            }
            let data = try readAll(STDIN_FILENO, name: standardInputName, limit: limit)
            if data.isEmpty { throw .badInput("\(standardInputName): is empty (nothing was piped in)") }
            return LayoutInput(name: standardInputName, data: data, directory: currentDirectory)
        }
        if path.isEmpty { throw .badInput("the layout path is empty; give a file, or - for standard input") }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .badInput("\(path): cannot read: \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw .badInput("\(path): is a directory, not a layout file (render check takes a folder of layout files)")
        case S_IFREG:
            if info.st_size == 0 { throw .badInput("\(path): is empty") }
            if Int(info.st_size) > limit {
                throw .badInput("\(path): the file is \(info.st_size) bytes; the limit is \(limit)")
            }
            let data = try readFile(path, limit: limit)
            // `/dev/stdin` redirected from a file is a regular file too; its
            // images resolve from the current directory, as for `-`.
            let isProcessHandle = path.hasPrefix("/dev/") || path.hasPrefix("/proc/")
            let folder = isProcessHandle ? currentDirectory : URL(fileURLWithPath: path).deletingLastPathComponent()
            return LayoutInput(name: path, data: data, directory: folder)
        case S_IFIFO, S_IFCHR:
            // A pipe (`<(…)`, `/dev/stdin` fed by one) or a device: read to its end.
            // A named pipe nobody writes to reads as empty rather than waiting.
            let isPipe = info.st_mode & S_IFMT == S_IFIFO
            let data = try readFile(path, limit: limit, nonBlockingOpen: isPipe)
            if data.isEmpty {
                throw .badInput(isPipe
                    ? "\(path): is a named pipe and nothing was written to it; when reading from a pipe, use - (render - -o out.png < layout.json)"
                    : "\(path): is a device and gave no bytes")
            }
            return LayoutInput(name: path, data: data, directory: currentDirectory)
        case S_IFSOCK:
            throw .badInput("\(path): is a socket, not a layout file; when reading from a pipe, use -")
        default:
            throw .badInput("\(path): is not a regular file")
        }
    }

    private static func readFile(_ path: String, limit: Int, nonBlockingOpen: Bool = false) throws(RenderFailure) -> Data {
        let fd = open(path, O_RDONLY | (nonBlockingOpen ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw .badInput("\(path): cannot read: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        if nonBlockingOpen {
            // Opened without waiting for a writer; reads now wait for data or
            // for the last writer to close, as `cat` does.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        }
        return try readAll(fd, name: path, limit: limit)
    }

    /// Reads until end of file, refusing more than `limit` bytes (so /dev/zero ends).
    private static func readAll(_ fd: Int32, name: String, limit: Int) throws(RenderFailure) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = errno == EISDIR ? "is a directory" : "cannot read: \(String(cString: strerror(errno)))"
                throw .badInput("\(name): \(reason)")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw .badInput("\(name): the layout is more than \(limit) bytes; the limit is \(limit)")
            }
        }
    }
}
