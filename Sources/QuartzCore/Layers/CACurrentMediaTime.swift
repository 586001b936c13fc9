/// Core Foundation's time interval (seconds); Core Foundation is not exported
/// on Linux, and Core Animation's API uses this name.
public typealias CFTimeInterval = Double

/// Seconds on a monotonic clock, as Core Animation's media time.
public func CACurrentMediaTime() -> CFTimeInterval {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) / 1e9
}
