import APSKit
import Foundation
import Testing

@testable import APSCLI

/// `request --curl` prints a command that hands `$APNS_JWT` to curl's config through printf: a
/// `"` and a newline in it would end the header line and start another (`insecure`). The printed
/// command checks the token in the shell with the alphabet `send` checks, before printf runs.
@Suite(.enabled(if: which("sh") != nil, "needs sh to run the printed command"))
struct CurlTokenCheckTests {
  /// Runs the printed command with a fake curl that saves the config it was given.
  func runPrinted(token: String) throws -> (status: Int32, stderr: String, config: String?) {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let curl = folder.appendingPathComponent("curl")
    try "#!/bin/sh\ncat > \"$(dirname \"$0\")/config.txt\"\n".write(to: curl, atomically: true, encoding: .utf8)
    chmod(curl.path, 0o755)
    let printed = runAPS(["request", "--curl", "--device-token", "aabb", "--topic", "com.example.app", "-"], stdin: #"{"aps":{"alert":"Hi"}}"#)
    try #require(printed.exitCode == .ok, "\(printed.stderr)")
    let result = try runProcess(
      try #require(which("sh")), ["-c", printed.stdout],
      environment: ["PATH": folder.path + ":/usr/bin:/bin", "APNS_JWT": token])
    let config = try? String(contentsOf: folder.appendingPathComponent("config.txt"), encoding: .utf8)
    return (result.status, result.stderr, config)
  }

  @Test func injectedConfigLineNeverReachesCurl() throws {
    let injected = "a.b.c\"\ninsecure\nheader = \"x: y"
    let run = try runPrinted(token: injected)
    #expect(run.status != 0)
    #expect(run.config == nil, "curl ran with: \(run.config ?? "")")
    #expect(run.stderr.contains("$APNS_JWT holds characters a token cannot have"), "\(run.stderr)")
    // `send` refuses the same value with the same words (one check).
    let send = runAPS(
      ["send", "-", "--device-token", "aabb", "--topic", "com.example.app"], stdin: #"{"aps":{"alert":"Hi"}}"#,
      environment: ["APNS_JWT": injected])
    #expect(send.exitCode == .failure)
    #expect(send.stderr.contains("$APNS_JWT holds characters a token cannot have"), "\(send.stderr)")
  }

  @Test func wellFormedTokenReachesCurl() throws {
    let run = try runPrinted(token: "eyJhbGciOiJFUzI1NiJ9.eyJpYXQiOjF9.c2ln-_")
    #expect(run.config?.contains("header = \"authorization: bearer eyJhbGciOiJFUzI1NiJ9.eyJpYXQiOjF9.c2ln-_\"") == true, "\(run.stderr)")
  }

  @Test(arguments: ["a.b.c", "eyJ.eyJ.abc-_=", "A.B.C"])
  func alphabetAccepts(_ token: String) { #expect(ProviderToken.isTokenText(token)) }

  @Test(arguments: ["", "a b", "a\"b", "a\nb", "a\\b", "a'b", "é"])
  func alphabetRefuses(_ token: String) { #expect(!ProviderToken.isTokenText(token)) }
}
