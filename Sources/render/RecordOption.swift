import ArgumentParser
import OffscreenTesting
import SnapshotComparison

extension SnapshotRecordMode: ExpressibleByArgument {}
