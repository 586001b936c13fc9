import Foundation

/// One slice of a suite split across machines: `2/8` is the second of eight.
/// Each piece of work (a layout file, a test's snapshots) belongs to exactly
/// one slice, chosen from a hash of its name, so the split is the same on every
/// machine and a new file does not move the others.
package struct SnapshotShard: Sendable, Equatable, CustomStringConvertible {
    /// 1 ... count.
    package let index: Int
    package let count: Int

    /// Parses `<index>/<count>` with 1 <= index <= count.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= 10_000, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the work named `key` is this slice's.
    package func contains(_ key: String) -> Bool {
        Int(Self.hash(key) % UInt64(count)) + 1 == index
    }

    /// FNV-1a over the UTF-8 bytes: the same on every machine and every run.
    package static func hash(_ key: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return h
    }

    /// The error for a value that is not a shard.
    package static func invalid(_ text: String) -> String {
        "\"\(text)\" is not a shard: write <index>/<count> with 1 <= index <= count, e.g. 2/8"
    }
}
