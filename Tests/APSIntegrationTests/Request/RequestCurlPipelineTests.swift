import Foundation
import Testing
@testable import APSCLITests

/// `aps request --curl | sh` against the local HTTP/2 mock APNs: a rejection fails the pipeline
/// (curl --fail-with-body), an unset $APNS_JWT stops the shell before anything is sent, and with
/// `set -o pipefail` an invalid payload fails the pipeline too.
@Suite(.serialized) struct RequestCurlPipelineTests {
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  static func pipeline(_ mock: MockAPNs, token: String, payload: String, environment: [String: String]? = nil) throws -> ProcessResult {
    let aps = try #require(apsBinary)
    let bash = try #require(which("bash"))
    let file = mock.folder.appendingPathComponent("payload-\(UUID().uuidString).json")
    try payload.write(to: file, atomically: true, encoding: .utf8)
    let script = "set -o pipefail; '\(aps)' request '\(file.path)' --device-token \(token) --topic com.example.app --curl | sh"
    return try runProcess(bash, ["-c", script], environment: environment ?? mock.environment)
  }

  @Test(
    .enabled(if: apsBinary != nil && which("bash") != nil, "needs the built aps binary and bash"),
    .enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func statusDecidesThePipelineExit() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let payload = #"{"aps":{"alert":"Hello"}}"#
    let accepted = try Self.pipeline(mock, token: Self.token, payload: payload)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(accepted.stdout == " 200 https://127.0.0.1:\(mock.port)/3/device/\(Self.token)\n", "one result line per request")
    #expect(mock.requests.last?.headers["authorization"] == "bearer test.jwt.value")

    let rejected = try Self.pipeline(mock, token: hexToken("BadDeviceToken"), payload: payload)
    #expect(rejected.status == 22, "curl --fail-with-body exits 22 on HTTP >= 400: \(rejected.stderr)")
    #expect(rejected.stdout.contains(#""reason": "BadDeviceToken""#), "the body is still shown")
    #expect(rejected.stdout.split(separator: "\n").count == 1 && rejected.stdout.contains("} 400 https://"), "\(rejected.stdout)")

    let count = mock.requests.count
    var noToken = mock.environment
    noToken["APNS_JWT"] = nil
    let unset = try Self.pipeline(mock, token: Self.token, payload: payload, environment: noToken)
    #expect(unset.status != 0)
    #expect(unset.stderr.contains("set APNS_JWT (aps token)"))
    let invalid = try Self.pipeline(mock, token: Self.token, payload: #"{"aps":{"badge":"1"}}"#)
    #expect(invalid.status == 1, "pipefail: aps request's exit 1 fails the pipeline")
    #expect(mock.requests.count == count, "nothing sent without a token or with an invalid payload")
  }
}
