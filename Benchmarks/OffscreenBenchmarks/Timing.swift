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

/// Two bodies timed against each other: medians of CPU milliseconds per run and
/// of their ratio, from `rounds` rounds of `pairs` runs of each, interleaved.
struct PairedTiming {
    /// Median over the rounds of each round's mean CPU time per run of `ours`
    /// and of `baseline`, in milliseconds.
    let ours: Double, baseline: Double
    /// Median over the rounds of each round's `ours / baseline` (its CPU time
    /// over the baseline's in that round), and the middle half of those ratios.
    let ratio: Double, ratioLow: Double, ratioHigh: Double
}

/// Times `ours` against `baseline` so that their ratio is steady on a shared,
/// loaded machine: each round runs them alternately, one run of each at a
/// time (which one goes first alternates too), and adds up the CPU time of
/// the calling thread for each, so both see the same load and caches and
/// waiting for a core is not counted; the ratio is the median of the rounds'
/// ratios, so a round that a burst of load slowed is outvoted. One warm-up
/// run of each first.
func timedPair(rounds: Int, pairs: Int, ours: () throws -> Void, baseline: () throws -> Void) rethrows -> PairedTiming {
    try ours()
    try baseline()
    var oursTimes: [Double] = [], baselineTimes: [Double] = [], ratios: [Double] = []
    for round in 0..<rounds {
        var oursTotal = 0.0, baselineTotal = 0.0
        for pair in 0..<pairs {
            if (round + pair) % 2 == 0 {
                oursTotal += try cpuSeconds(ours)
                baselineTotal += try cpuSeconds(baseline)
            } else {
                baselineTotal += try cpuSeconds(baseline)
                oursTotal += try cpuSeconds(ours)
            }
        }
        oursTimes.append(oursTotal * 1000 / Double(pairs))
        baselineTimes.append(baselineTotal * 1000 / Double(pairs))
        ratios.append(oursTotal / baselineTotal)
    }
    oursTimes.sort()
    baselineTimes.sort()
    ratios.sort()
    let n = ratios.count
    return PairedTiming(ours: oursTimes[n / 2], baseline: baselineTimes[n / 2], ratio: ratios[n / 2],
                        ratioLow: ratios[n / 4], ratioHigh: ratios[(3 * n) / 4])
}

/// CPU time of the calling thread for one run of `body`, in seconds.
func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUSeconds()
    try body()
    return threadCPUSeconds() - start
}
