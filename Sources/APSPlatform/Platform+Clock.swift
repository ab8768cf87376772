#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Platform {
  /// Seconds since 1970 (`time(3)`): the wall clock, which Swift's standard library does not offer.
  public static func unixTime() -> Int {
    time(nil)
  }

  /// Seconds on a clock that only moves forward (`clock_gettime(CLOCK_MONOTONIC)`), for timing runs.
  /// Not Swift's `ContinuousClock`: that lives in the concurrency runtime, which `aps` would then link.
  public static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Seconds of processor time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): what cost
  /// tests compare, since a busy machine stretches the wall clock but not a thread's own work.
  public static func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Waits `milliseconds` (`usleep(3)`), for polling loops in tools and tests.
  public static func sleep(milliseconds: Int) {
    _ = usleep(useconds_t(max(0, milliseconds) * 1000))
  }
}
