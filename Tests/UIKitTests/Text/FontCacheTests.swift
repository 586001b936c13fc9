import Foundation
import Testing
@testable import UIKit

/// The pinned fonts' fontconfig cache is keyed on the files, so a changed or added
/// font is scanned again instead of being read from a stale cache.
@Suite("Font cache key")
struct FontCacheTests {
    private func temporaryFont(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data("not really a font".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the same files give the same key; a font added to the set gives another")
    func addedFont() throws {
        let first = try temporaryFont("A.otf"), second = try temporaryFont("B.otf")
        let key = FontCache.key(for: [first], rules: "rules")
        #expect(FontCache.key(for: [first], rules: "rules") == key)
        #expect(FontCache.key(for: [first, second], rules: "rules") != key)
        #expect(FontCache.key(for: [first], rules: "other rules") != key)
    }

    @Test("a font file changed in place (new modification time or size) gives another key")
    func changedFont() throws {
        let path = try temporaryFont("A.otf")
        let before = FontCache.key(for: [path], rules: "rules")
        var times = [timeval(tv_sec: 1_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000, tv_usec: 0)]
        #expect(utimes(path, &times) == 0)
        let touched = FontCache.key(for: [path], rules: "rules")
        #expect(touched != before)
        try Data("a longer font file than before".utf8).write(to: URL(fileURLWithPath: path))
        #expect(utimes(path, &times) == 0)
        #expect(FontCache.key(for: [path], rules: "rules") != touched)
    }

    @Test("the cache folder is under XDG_CACHE_HOME, else ~/.cache")
    func folder() {
        #expect(FontCache.root(["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/offscreen/fontconfig")
        #expect(FontCache.root(["HOME": "/h"]) == "/h/.cache/offscreen/fontconfig")
        #expect(FontCache.root([:]) == nil)
    }
}
