import CFuzzDriver
import Foundation
import FuzzEntries

// Fuzzes the layout file's constraint-equation parser.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    _ = FuzzEntry.constraintEquation(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
})
