// Wall-clock timing shared by every suite, so that all figures are taken the same way.
import Foundation

/// The median and the fastest of repeated runs, in milliseconds, and the
/// median CPU time of the calling thread: on a shared, loaded machine wall time
/// includes waiting for a core, CPU time does not.
struct Timing {
    let median: Double
    let min: Double
    var cpuMedian: Double = 0
}

/// Median and fastest wall time of `count` runs in milliseconds, after one
/// warm-up run. The minimum is the steadier figure on a shared machine.
func timed(_ count: Int, _ body: () throws -> Void) rethrows -> Timing {
    try body()
    var times: [Double] = [], cpu: [Double] = []
    for _ in 0..<count {
        let start = threadCPUSeconds()
        times.append(try seconds(body) * 1000)
        cpu.append((threadCPUSeconds() - start) * 1000)
    }
    times.sort()
    cpu.sort()
    return Timing(median: times[times.count / 2], min: times[0], cpuMedian: cpu[cpu.count / 2])
}

/// CPU time the calling thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Wall time of one run of `body`, in seconds (monotonic clock).
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
