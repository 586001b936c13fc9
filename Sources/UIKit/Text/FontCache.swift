@_implementationOnly import CCairo
import Foundation

/// Where fontconfig keeps its cache of the pinned font set.
///
/// The cache lives in `$XDG_CACHE_HOME/offscreen/fontconfig/<key>` (or
/// `~/.cache/offscreen/fontconfig/<key>` when `XDG_CACHE_HOME` is not set). The key is a
/// hash of everything the cached scan depends on: fontconfig's version, our rules and
/// each pinned file's path, size and modification time. Adding a font to the set,
/// updating a font package or changing the rules gives a new key, so a stale cache is
/// never read; the first process after such a change scans the files and writes the new
/// cache. fontconfig writes cache files under a lock and renames them into place, so
/// processes starting together at most scan the fonts twice. Without a writable
/// cache folder every process scans the fonts itself, as before.
enum FontCache {
    /// Bumped when what we cache changes in a way the key does not see.
    static let formatVersion = 1

    /// The cache folder for this set of files, created if needed; nil when no cache
    /// folder can be made.
    static func folder(for paths: [String], rules: String) -> String? {
        guard let root = root() else { return nil }
        let folder = root + "/" + key(for: paths, rules: rules)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return access(folder, W_OK) == 0 ? folder : nil
    }

    /// `$XDG_CACHE_HOME/offscreen/fontconfig`, else `$HOME/.cache/offscreen/fontconfig`.
    static func root(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return cache + "/offscreen/fontconfig"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.cache/offscreen/fontconfig"
        }
        return nil
    }

    /// A 64-bit FNV-1a hash, in hex, of the inputs of the cached scan.
    static func key(for paths: [String], rules: String) -> String {
        var text = "offscreen-font-cache \(formatVersion)\nfontconfig \(FcGetVersion())\n\(rules)\n"
        for path in paths {
            var info = stat()
            if stat(path, &info) == 0 {
                text += "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
            } else {
                text += "\(path) missing\n"
            }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
