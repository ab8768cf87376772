#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The machine, for `aps-bench`'s report.
extension Platform {
  /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`).
  public static func processorCount() -> Int {
    sysconf(Int32(_SC_NPROCESSORS_ONLN))
  }

  /// The one-minute load average (`getloadavg(3)`), or nil.
  public static func loadAverage() -> Double? {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) == 3 ? loads[0] : nil
  }
}
