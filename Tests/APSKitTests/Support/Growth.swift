import APSPlatform
import Testing

/// How a cost test asserts "linear, not quadratic" without trusting the clock: the same work at size
/// n and 4n, interleaved, each the least of a few rounds, timed in the thread's own processor time
/// (a busy machine stretches the wall clock, not a thread's work). Linear work grows 4-fold; the
/// quadratic readers these tests guard against grow 16-fold, which leaves linear work 2× of room for
/// a loaded machine's noise (cache shared with other processes).
enum Growth {
  /// The size factor between the two runs.
  static let factor = 4
  /// The ratio above which the growth is taken as superlinear: the geometric middle of 4 and 16.
  static let limit = 8.0
  /// Work this short is mostly noise: n is doubled until one run takes at least this long.
  static let shortest = 0.02

  /// t(4n) / t(n), each the least of `rounds` interleaved runs (five: one run slowed by a busy machine
  /// must not decide; the least of them is the cost of the work).
  static func ratio(n: Int, rounds: Int = 5, _ work: (Int) -> Void) -> Double {
    var n = n
    while cpuSeconds({ work(n) }) < shortest, n < 1 << 22 { n *= 2 }
    var single = Double.infinity
    var double = Double.infinity
    for _ in 0..<rounds {
      single = min(single, cpuSeconds { work(n) })
      double = min(double, cpuSeconds { work(factor * n) })
    }
    return double / max(single, 1e-9)
  }

  /// Records an issue when growing the input `factor`-fold more than `limit`-folds the cost of `work`.
  static func expectLinear(
    n: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ work: (Int) -> Void
  ) {
    let measured = ratio(n: n, work)
    #expect(measured < limit, "\(what): \(factor)× the input multiplied the time by \(measured)", sourceLocation: sourceLocation)
  }

  private static func cpuSeconds(_ body: () -> Void) -> Double {
    let start = Platform.threadCPUSeconds()
    body()
    return Platform.threadCPUSeconds() - start
  }
}
