import APSPlatform

/// The command line of aps-bench.
struct BenchSettings {
  /// Payload lines in the generated corpus (~260 bytes each).
  var lines = 200_000
  /// Runs per big measurement; the median counts.
  var runs = 5
  /// Runs for the one-small-file and start-up measurements.
  var smallRuns = 100
  /// Megabytes streamed through `aps` for the peak-RSS row.
  var rssMegabytes = 500
  /// Pushes in the generated console log for the capture rows (~1 KB each).
  var captureEvents = 100_000
  /// Only the capture rows (`--captures-only`).
  var capturesOnly = false
  var apsPath: String?
  /// Write the corpus and small payload into this folder and stop (for profiling by hand).
  var saveFolder: String?
  /// Device tokens sent to the local mock for the `send` rows.
  var sendTokens = 10_000
  /// The mock APNs script of the tests.
  var mockScript = "Tests/APSCLITests/Fixtures/send/mock_apns.py"
  /// Measure only the `send` rows.
  var sendOnly = false
  /// Also count instructions per byte under valgrind's callgrind (slow: tens of seconds).
  var callgrind = false

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  init(arguments: [String]) throws {
    var index = 0
    func number(_ option: String) throws -> Int {
      index += 1
      guard index < arguments.count, let value = Int(arguments[index]), value > 0 else {
        throw UsageError(description: "\(option) needs a positive whole number")
      }
      return value
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--lines": lines = try number("--lines")
      case "--runs": runs = try number("--runs")
      case "--small-runs": smallRuns = try number("--small-runs")
      case "--rss-mb": rssMegabytes = try number("--rss-mb")
      case "--send-tokens": sendTokens = try number("--send-tokens")
      case "--send-only": sendOnly = true
      case "--callgrind": callgrind = true
      case "--mock":
        index += 1
        guard index < arguments.count else { throw UsageError(description: "--mock needs a path") }
        mockScript = arguments[index]
      case "--captures": captureEvents = try number("--captures")
      case "--captures-only": capturesOnly = true
      case "--aps", "--save-corpus":
        index += 1
        guard index < arguments.count else { throw UsageError(description: "\(arguments[index - 1]) needs a path") }
        if arguments[index - 1] == "--aps" { apsPath = arguments[index] } else { saveFolder = arguments[index] }
      default: throw UsageError(description: "unknown option '\(arguments[index])'")
      }
      index += 1
    }
  }
}

/// The `aps` built beside this executable (`.build/release/aps`).
func siblingAPS() -> String? {
  guard let path = Platform.resolvedPath(CommandLine.arguments[0]) else { return nil }
  guard let slash = path.lastIndex(of: "/") else { return nil }
  return String(path[..<slash]) + "/aps"
}

func printError(_ text: String) {
  Array((text + "\n").utf8).withUnsafeBytes { _ = Platform.writeAll(Platform.standardError, $0) }
}
