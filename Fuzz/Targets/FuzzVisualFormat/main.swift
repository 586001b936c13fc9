import CFuzzDriver
import Foundation
import FuzzEntries

// Fuzzes the Visual Format Language parser and the layout of what it makes.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        _ = FuzzEntry.visualFormat(bytes)
    }
    return 0
})
