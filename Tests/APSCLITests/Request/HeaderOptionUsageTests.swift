import Testing

@testable import APSCLI

/// A bad header value given as an option used to be exit 1 blamed on the payload file
/// (`ok.json: error[header-value]: device token 'zz' is not hexadecimal`); it is a usage error
/// naming the option. The same value from a `--headers FILE` stays a data error at its line.
@Suite struct HeaderOptionUsageTests {
  static let payload = #"{"aps":{"alert":"Hi"}}"#
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  @Test(arguments: [
    (["request", "--device-token", "zz", "--topic", "a.b"], "--device-token: device token 'zz' is not hexadecimal"),
    (["request", "--device-token", token, "--topic", "a\nb"], "--topic: apns-topic contains a control character"),
    (["send", "--device-token", "zz", "--topic", "a.b"], "--device-token: device token 'zz' is not hexadecimal"),
    (["send", "--device-token", token, "--topic", "a b"], "--topic: apns-topic 'a b' is not a bundle ID"),
  ])
  func optionValueIsAUsageError(_ arguments: [String], _ message: String) {
    let result = runAPS(arguments + ["-"], stdin: Self.payload, environment: ["PATH": "/nonexistent", "APNS_JWT": "x.y.z"])
    #expect(result.exitCode == .usage, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("aps: error: \(message)"), "\(result.stderr)")
  }

  @Test func headersFileValueStaysADataError() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.headers", "apns-topic: a b\n")
    let result = runAPS(
      ["request", "--device-token", Self.token, "--headers", folder.path + "/bad.headers", "-"], stdin: Self.payload)
    #expect(result.exitCode == .failure, "\(result.stderr)")
    #expect(!result.stderr.contains("aps: error: --topic"))
  }
}
