// The comparison types (tolerances, record modes, failure files) are part of
// what a snapshot test names, so importing OffscreenTesting brings them.
@_exported import SnapshotComparison
// The device presets (`SnapshotDevice.iPhone13`…) are named by snapshot tests too.
@_exported import SnapshotDevices
