// Wall-clock timing shared by every suite, so that all figures are taken the same way.
import Foundation

/// The median and the fastest of repeated runs, in milliseconds.
struct Timing {
    let median: Double
    let min: Double
}

/// Median and fastest wall time of `count` runs in milliseconds, after one
/// warm-up run. The minimum is the steadier figure on a shared machine.
func timed(_ count: Int, _ body: () throws -> Void) rethrows -> Timing {
    try body()
    var times: [Double] = []
    for _ in 0..<count { times.append(try seconds(body) * 1000) }
    times.sort()
    return Timing(median: times[times.count / 2], min: times[0])
}

/// Wall time of one run of `body`, in seconds (monotonic clock).
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
