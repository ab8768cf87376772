import Foundation
import Testing

@testable import APSCLI

/// The push type survives a pipe: `build --headers-out FILE` writes it, and every command that
/// judges a payload reads it back with `--headers FILE` (or takes `--push-type`).
@Suite struct PushTypeInAPipeTests {
  private static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  private func voipFiles() throws -> (folder: URL, payload: String, headers: String) {
    let folder = try makeTemporaryFolder()
    let payload = folder.appendingPathComponent("v.json").path
    let headers = folder.appendingPathComponent("v.headers").path
    let built = runAPS([
      "build", "-t", "voip", "--var", "call-id=1", "--var", "caller-name=A", "--var", "handle=x",
      "--headers-out", headers, "-o", payload,
    ])
    #expect(built.exitCode == .ok, "\(built.stderr)")
    return (folder, payload, headers)
  }

  @Test(arguments: ["size", "validate", "inspect", "build"])
  func everyJudgingCommandTakesHeadersAndPushType(_ command: String) throws {
    let spec = try #require(APS.root.subcommand(named: command))
    #expect(spec.option(named: "headers") != nil, "\(command) --headers")
    #expect(spec.option(named: "push-type") != nil, "\(command) --push-type")
  }

  @Test func sizeMeasuresVoIPAgainst5120FromAHeadersFile() throws {
    let (folder, payload, headers) = try voipFiles()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(["size", "--headers", headers, payload])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("of 5120") && result.stdout.contains("voip"), "\(result.stdout)")
  }

  @Test func inspectChecksThePushTypeOfAHeadersFile() throws {
    let (folder, payload, headers) = try voipFiles()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(["inspect", "--headers", headers, payload])
    #expect(result.stdout.contains("push kind: voip (given)"), "\(result.stdout)")
  }

  @Test func requestHintsHowToNameThePushTypeAsValidateDoes() {
    let voip = #"{"aps":{},"call-id":"1"}"#
    let request = runAPS(["request", "--device-token", Self.token, "--topic", "com.example.app", "-"], stdin: voip)
    #expect(request.stderr.contains("--push-type voip"), "\(request.stderr)")
    #expect(!request.stderr.contains("push-type-missing"))
    let validate = runAPS(["validate", "-"], stdin: voip)
    #expect(validate.stderr.contains("--push-type voip") || validate.stdout.contains("--push-type voip"))
  }
}
