import CFuzzDriver
import Foundation
import FuzzEntries

// Fuzzes the PNG decoder.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    _ = FuzzEntry.png(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
})
