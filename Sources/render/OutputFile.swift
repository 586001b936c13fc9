import Foundation
import SnapshotComparison
#if canImport(Glibc)
import Glibc
#endif

/// A file a command writes, checked before anything is rendered or written, with
/// the path named in messages as the user gave it.
///
/// - `-` and anything that is not a regular file (`/dev/stdout`, `/dev/null`, a
///   FIFO, a symbolic link to `/proc/self/fd/1`) are written through, never
///   replaced: the bytes go to what is already there.
/// - A regular file is written to a temporary file beside it and renamed over it
///   (through a symbolic link, the file it points to), so a reader never sees half.
/// - A path ending in `/` is a folder that must exist; the file inside it is
///   named by the command (`defaultName`).
/// - An output that is one of the command's inputs is refused.
struct OutputFile {
    enum Destination {
        case standardOutput
        case passThrough(String)
        case replace(URL)
    }

    /// The path as the user gave it (after a folder's default name is added).
    let given: String
    let destination: Destination
    /// The option that named it, for messages (`-o`, `--strip`).
    let option: String

    /// - Parameters:
    ///   - option: how the user named it, for messages (`-o`, `--strip`).
    ///   - defaultName: the file name used when `path` ends in `/`; nil refuses a folder.
    ///   - inputs: the command's input files, with what each is ("the layout file").
    init(_ path: String, option: String = "-o", defaultName: String? = nil,
         inputs: [(path: String, role: String)]) throws(RenderFailure) {
        guard !path.isEmpty else {
            throw .badInput("\(option): the output path is empty; give a file name (or - for standard output)")
        }
        if path == "-" {
            given = path
            self.option = option
            destination = .standardOutput
            return
        }
        var file = path
        if path.hasSuffix("/") {
            guard FileSystem.isDirectory(path) else {
                throw .badInput("\(option) \(path): a path ending in / names a folder, and there is no folder \(path)")
            }
            guard let defaultName else {
                throw .badInput("\(option) \(path): is a folder; give a file name")
            }
            file = path + defaultName
        }
        given = file
        var info = stat()
        let exists = stat(file, &info) == 0
        if exists, (info.st_mode & S_IFMT) == S_IFDIR {
            let hint = defaultName.map { "; end it with / to write \($0) inside it" } ?? ""
            throw .badInput("\(option) \(file): is a folder, not a file\(hint)")
        }
        self.option = option
        // /dev/stdout and /proc/self/fd/N lead to whatever the shell opened,
        // which may be a regular file: written through as well, never renamed over.
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) ?? ""
        let special = [file, link].contains { $0.hasPrefix("/dev/") || $0.hasPrefix("/proc/") }
        if exists, special || (info.st_mode & S_IFMT) != S_IFREG {
            destination = .passThrough(file)
        } else {
            destination = .replace(URL(fileURLWithPath: file).resolvingSymlinksInPath())
        }
        try refuseReplacing(inputs)
    }

    /// Refuses an output that is one of `inputs` (the same file, whatever
    /// links or spellings lead to it). A command that learns some of its
    /// inputs only when it reads its input (the images a layout file names)
    /// calls this again with those before it writes anything.
    func refuseReplacing(_ inputs: [(path: String, role: String)]) throws(RenderFailure) {
        for input in inputs where Self.sameFile(given, input.path) {
            throw .badInput("\(option) \(given): is \(input.role) (\(input.path)); an output must not replace an input")
        }
    }

    /// Writes all of `data`.
    func write(_ data: Data) throws(RenderFailure) {
        switch destination {
        case .standardOutput:
            FileHandle.standardOutput.write(data)
        case .passThrough(let path):
            let fd = open(path, O_WRONLY | O_TRUNC)
            guard fd >= 0 else { throw .badInput("cannot write \(given): \(String(cString: strerror(errno)))") }
            defer { close(fd) }
            let failed = !AtomicFile.writeAll(data, to: fd)
            if failed { throw .badInput("cannot write \(given): \(String(cString: strerror(errno)))") }
        case .replace(let url):
            do {
                try AtomicFile.write(data, to: url)
            } catch {
                throw .badInput("cannot write \(given): \(error.reason)")
            }
        }
    }

    /// True when both paths name one existing file (the same device and inode,
    /// whatever links or spellings lead to it).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}
