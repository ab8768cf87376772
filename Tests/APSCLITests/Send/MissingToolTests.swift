import APSKit
import Foundation
import Testing

@testable import APSCLI

/// A tool `aps` drives that is not there is one exit everywhere: 69 (`EX_UNAVAILABLE`, sysexits(3):
/// "A service is unavailable. This can occur if a support program or file does not exist."),
/// as `send --simulator` without xcrun already was; before, `send` without curl and `token`
/// without openssl exited 1, the code for an input that was checked and fails.
@Suite struct MissingToolTests {
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"
  static let noTools = ["PATH": "/nonexistent", "APNS_JWT": "x.y.z"]

  @Test func sendWithoutCurlExits69() {
    let result = runAPS(
      ["send", "--device-token", Self.token, "--topic", "com.example.app"], stdin: #"{"aps":{"alert":"Hi"}}"#,
      environment: Self.noTools)
    #expect(result.exitCode.rawValue == 69, "\(result.stderr)")
    #expect(result.stderr.contains("'curl' command, which is not on $PATH"))
    #expect(result.stdout.isEmpty)
  }

  #if !canImport(CryptoKit)
    /// Off macOS the token is signed by the system openssl.
    @Test func tokenWithoutOpenSSLExits69() throws {
      let folder = try TemporaryFolder()
      try folder.write("AuthKey.p8", "-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n")
      let result = runAPS(
        ["token", "--key-file", folder.path + "/AuthKey.p8", "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
        environment: ["PATH": "/nonexistent"])
      #expect(result.exitCode.rawValue == 69, "\(result.stderr)")
      #expect(result.stderr.contains("needs the 'openssl' command"))
    }
  #endif

  /// One rule for the help: the exit code list names every tool, and send's help says 69.
  @Test func helpNamesTheRule() {
    let root = runAPS(["--help"], width: 200).stdout
    #expect(root.contains("69 a tool aps drives is unavailable: curl for send"))
    #expect(runAPS(["send", "--help"], width: 2000).stdout.contains("69 when curl is missing"))
  }
}
