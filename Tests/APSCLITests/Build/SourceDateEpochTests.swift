import Testing

@testable import APSCLI

/// Every command reads `$SOURCE_DATE_EPOCH` the same way: whole seconds, else a usage error (build
/// once fell back to the clock, stamping a time nobody asked for).
@Suite struct SourceDateEpochTests {
  static let commands: [[String]] = [
    ["build", "--alert", "Hi", "--timestamp", "now"],
    ["validate"],
    ["request", "--device-token", String(repeating: "a", count: 64)],
  ]

  @Test(arguments: commands) func invalidValueIsAUsageError(arguments: [String]) {
    for value in ["yesterday", "", "-1", "1.5", " 1"] {
      let result = runAPS(arguments, stdin: #"{"aps":{"alert":"Hi"}}"#, environment: ["SOURCE_DATE_EPOCH": value])
      #expect(result.exitCode == .usage, "\(arguments) \(value): \(result.stderr)")
      #expect(result.stderr.contains("$SOURCE_DATE_EPOCH must be whole seconds since 1970"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func validValueIsNow() {
    let result = runAPS(["build", "--timestamp", "now+1h", "--content-state", "{}", "--event", "update"], environment: ["SOURCE_DATE_EPOCH": "1796119200"])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains("1796122800"), "\(result.stdout)")
  }
}
