#if canImport(Glibc)
import Glibc
#endif

/// Why an image file could not be loaded: it could not be read, it is not
/// a PNG Offscreen can read, or it would take a render over its budget of
/// decoded pixels.
package enum ImageFileError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)
    case notPNG(PNGError)
    case overBudget(String)

    package var description: String {
        switch self {
        case .unreadable(let why), .overBudget(let why): why
        case .notPNG(let error): error.description
        }
    }
}

/// PNG files decoded once per process, their pixels shared by every image
/// made from the same file, as `UIImage(named:)` shares them on iOS.
///
/// A file is known by its resolved path and its identity (device, inode, size,
/// modification time), read from the open file: a file replaced or rewritten
/// is decoded again. Entries are weak, so pixels live exactly as long as an
/// image uses them; on top of that the most recently loaded small images
/// (icons) are kept, up to `keptPixels` in all, so that loading the same icon
/// in render after render does not decode it each time.
package final class ImageFileCache: @unchecked Sendable {
    package static let shared = ImageFileCache()

    /// Small images kept alive after their last user is gone, at most this many pixels in all (16 MB).
    package static let keptPixels = 4 * 1024 * 1024
    /// Files larger than this are refused before they are read.
    package static let maxFileBytes = 1 << 30

    private struct Key: Hashable {
        var path: String
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
    }

    private final class WeakImage {
        weak var image: CGImage?
        init(_ image: CGImage) { self.image = image }
    }

    private let lock = NSLock()
    private var entries: [Key: WeakImage] = [:]
    /// Most recent last.
    private var kept: [(key: Key, image: CGImage)] = []
    private var decodes = 0

    package init() {}

    /// How many files have been decoded so far (tests count them).
    package var decodeCount: Int { lock.withLock { decodes } }

    /// Drops every entry (tests start from an empty cache with it).
    package func removeAll() {
        lock.withLock {
            entries.removeAll()
            kept.removeAll()
        }
    }

    /// The image in the PNG file at `path`: the one already decoded from the
    /// same file when an image made from it is still alive, else a new decode.
    /// With a `budget`, the file's pixels are counted (once per file) before
    /// anything is decoded; the error names the image as `name` (or the path).
    package func image(atPath path: String, budget: DecodedPixelBudget? = nil, name: String? = nil) throws(ImageFileError) -> CGImage {
        let (key, data) = try read(path)
        let cached = lock.withLock { entries[key]?.image }
        if let budget {
            let (width, height) = cached.map { ($0.width, $0.height) } ?? Self.pngDimensions(data) ?? (0, 0)
            try budget.charge(AnyHashable(key), width: width, height: height, name: name ?? path)
        }
        if let cached {
            touch(key, cached)
            return cached
        }
        // Decoded outside the lock: another thread may decode the same file at
        // the same time; the first one stored wins, so both share its pixels.
        let decoded: CGImage
        do throws(PNGError) {
            decoded = try CGImage(pngData: data)
        } catch {
            throw .notPNG(error)
        }
        let image: CGImage = lock.withLock {
            decodes += 1
            if let existing = entries[key]?.image { return existing }
            if entries.count >= 64 { entries = entries.filter { $0.value.image != nil } }
            entries[key] = WeakImage(decoded)
            return decoded
        }
        touch(key, image)
        return image
    }

    /// Width and height from a PNG's header (its first chunk, IHDR), or nil
    /// when the data does not start like a PNG (the decoder then says why).
    private static func pngDimensions(_ data: Data) -> (Int, Int)? {
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func word(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Keeps a small image among the most recent ones.
    private func touch(_ key: Key, _ image: CGImage) {
        let pixels = image.width * image.height
        guard pixels <= Self.keptPixels / 4 else { return }
        lock.withLock {
            kept.removeAll { $0.key == key }
            kept.append((key, image))
            var total = kept.reduce(0) { $0 + $1.image.width * $1.image.height }
            while total > Self.keptPixels, let oldest = kept.first {
                total -= oldest.image.width * oldest.image.height
                kept.removeFirst()
            }
        }
    }

    /// The file's bytes and identity, both from one open file.
    private func read(_ path: String) throws(ImageFileError) -> (Key, Data) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .unreadable("not a file path: \"\(path)\"") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(Self.describe(errno, path)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(Self.describe(errno, path)) }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFDIR else { throw .unreadable("\(path) is a directory, not an image file") }
        guard kind == S_IFREG else { throw .unreadable("\(path) is not a regular file") }
        let size = Int(info.st_size)
        guard size <= Self.maxFileBytes else {
            throw .unreadable("\(path) is \(size) bytes, over the \(Self.maxFileBytes >> 20) MB an image file may have")
        }
        var data = Data(count: size)
        var filled = 0
        let failure: Int32? = data.withUnsafeMutableBytes { buffer -> Int32? in
            while filled < size {
                let n = Glibc.read(fd, buffer.baseAddress! + filled, size - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }  // shrank while being read: decode what is there
                filled += n
            }
            return nil
        }
        if let failure { throw .unreadable(Self.describe(failure, path)) }
        if filled < size { data.removeSubrange(filled...) }
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let key = Key(path: resolved, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                      modifiedSeconds: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
        return (key, data)
    }

    private static func describe(_ code: Int32, _ path: String) -> String {
        "cannot read \(path): \(String(cString: strerror(code)))"
    }
}

/// The decoded pixels one render may hold: every distinct image file it
/// loads counts once, however many views show it. Over the budget, loading an
/// image fails with an error naming it, before its pixels are decoded.
package final class DecodedPixelBudget {
    /// 256 M pixels: 1 GB of ARGB.
    package static let defaultLimit = 256 * 1024 * 1024

    package let limit: Int
    package private(set) var used = 0
    private var counted: Set<AnyHashable> = []

    package init(limit: Int = DecodedPixelBudget.defaultLimit) {
        self.limit = limit
    }

    /// Counts `width` x `height` pixels for the image `id` unless it was counted already.
    package func charge(_ id: AnyHashable, width: Int, height: Int, name: String) throws(ImageFileError) {
        guard !counted.contains(id) else { return }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, used + pixels <= limit else {
            throw .overBudget("image \(name) (\(width)x\(height) pixels) would bring the images of this render to "
                + "\(overflow ? "more than \(Int.max)" : "\(used + pixels)") decoded pixels, over the limit of \(Self.describe(limit))")
        }
        used += pixels
        counted.insert(id)
    }

    private static func describe(_ pixels: Int) -> String {
        pixels % (1024 * 1024) == 0 ? "\(pixels / (1024 * 1024)) M pixels" : "\(pixels) pixels"
    }
}
