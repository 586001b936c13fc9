import ArgumentParser
import SnapshotComparison

extension SnapshotRecordMode: ExpressibleByArgument {}
