import ArgumentParser
import OffscreenTesting

extension SnapshotRecordMode: ExpressibleByArgument {}
