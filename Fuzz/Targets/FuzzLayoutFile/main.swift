import CFuzzDriver
import Foundation
import FuzzEntries

// Fuzzes the layout-file reader and instantiation. Images named by fuzzed
// files resolve against the fixtures' layout folder (scripts/fuzz.sh runs
// from the repository's root).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        _ = FuzzEntry.layoutFile(bytes, directory: URL(fileURLWithPath: "Fixtures/Layouts", isDirectory: true))
    }
    return 0
})
