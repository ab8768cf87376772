import Testing

@testable import APSCLI

/// Messages that named the wrong thing (rows: the first-contact review): an empty path read as
/// "cannot open : No such file", `aps help json extra` blamed the known topic, and `send
/// --key-file` without openssl said "aps token needs".
@Suite struct MessageWordingTests {
  @Test func emptyPathIsSaid() {
    let result = runAPS(["validate", ""])
    #expect(result.exitCode.rawValue == 66, "\(result.stderr)")
    #expect(result.stderr.contains("cannot open an empty path"), "\(result.stderr)")
  }

  @Test func helpTakesOneTopic() {
    let result = runAPS(["help", "json", "extra"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("help takes one topic: 'aps help json'; 'extra' is extra"), "\(result.stderr)")
    #expect(!result.stderr.contains("unknown command 'json'"))
  }

  #if !canImport(CryptoKit)
    @Test func sendKeyFileWithoutOpenSSLDoesNotNameToken() throws {
      let folder = try TemporaryFolder()
      try folder.write("AuthKey.p8", "-----BEGIN PRIVATE KEY-----\nMIGH\n-----END PRIVATE KEY-----\n")
      let result = runAPS(
        ["send", "--device-token", MissingToolTests.token, "--topic", "com.example.app", "--key-file", folder.path + "/AuthKey.p8",
         "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
        stdin: #"{"aps":{"alert":"Hi"}}"#, environment: ["PATH": "/nonexistent"])
      #expect(result.exitCode.rawValue == 69, "\(result.stderr)")
      #expect(result.stderr.contains("signing a provider token (--key-file) needs the 'openssl' command"), "\(result.stderr)")
      #expect(!result.stderr.contains("aps token"))
    }
  #endif
}
