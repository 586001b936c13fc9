import Foundation
import SnapshotComparison
import Testing

/// Splitting work across machines: `render check --shard` and `SNAPSHOT_SHARD`.
@Suite struct SnapshotShardTests {
    @Test func parsesIndexOverCount() {
        #expect(SnapshotShard("2/8")?.index == 2 && SnapshotShard("2/8")?.count == 8)
        for bad in ["0/8", "9/8", "2/0", "2", "a/b", "2/8/1", "-1/3", ""] {
            #expect(SnapshotShard(bad) == nil, "\(bad)")
        }
    }

    @Test func everyKeyIsInExactlyOneShard() {
        let keys = (0..<500).map { "Tests\($0 % 7)/test\($0)" }
        for count in [1, 2, 3, 8] {
            let shards = (1...count).map { SnapshotShard("\($0)/\(count)")! }
            for key in keys { #expect(shards.filter { $0.contains(key) }.count == 1) }
            // Roughly even: no shard has less than half its share.
            for shard in shards { #expect(keys.filter(shard.contains).count > keys.count / count / 2) }
        }
        // FNV-1a's published values: the same on every machine and in every release.
        #expect(SnapshotShard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(SnapshotShard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test func environmentVariableChoosesTheTestsThisMachineChecks() throws {
        let all = SnapshotEnvironment.current([:])
        #expect(try all.checksSnapshots(of: "CardTests/testCard"))
        let tests = (0..<40).map { "CardTests/test\($0)" }
        var checked = 0
        for index in 1...4 {
            let environment = SnapshotEnvironment.current(["SNAPSHOT_SHARD": "\(index)/4"])
            checked += try tests.filter { try environment.checksSnapshots(of: $0) }.count
        }
        #expect(checked == tests.count)
        let wrong = SnapshotEnvironment.current(["SNAPSHOT_SHARD": "5/4"])
        #expect(throws: SnapshotEnvironment.ShardError.self) { try wrong.checksSnapshots(of: "CardTests/testCard") }
    }
}
